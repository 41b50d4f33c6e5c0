// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QList>
#include <QString>

#include <optional>

// The marks a board file draws over the board for FAQ pictures and lessons (docs/board-format.md,
// `annotations`), as read from the file. They never change a rule or a score; the JSON itself is
// kept by the board file, so saving writes them back as they were written.
namespace ml
{

// A text of a caption or an annotation: one string for every language, or one per language.
struct AnnotationText {
    QString all; // the string form; empty when written per language
    QString en;  // the per-language form
    QString nl;
    bool perLanguage = false;
    bool isEmpty() const { return all.isEmpty() && en.isEmpty() && nl.isEmpty(); }
    // The text for "en" or "nl": the per-language one, falling back on English.
    QString in(const QString &lang) const;
};

// A spot on the board: a point [x, y] in cell units (the centre of cell (x, y) is (x, y)), or
// an anchor, the place where a figure on location `on` of cell `at` is drawn.
struct AnnotationPoint {
    double x = 0;
    double y = 0;
    bool anchored = false; // true: `at` and `on` say the spot, x and y are at's centre
    Cell at;
    QString on;
    QString where; // the path of `on` in the file, for the location check's error
};

enum class AnnotationType : quint8 { Arrow, Ring, Number, Highlight, Label, Dim };

// The file's name of a type ("arrow", ...) and back.
QString annotationTypeName(AnnotationType type);
bool annotationTypeFromName(const QString &name, AnnotationType *type);
// The colour a type has when the file gives none: picked to read in print and for
// colour-blind readers (the Okabe-Ito palette). Dim draws cells faded and has no colour.
QString defaultAnnotationColor(AnnotationType type);

// The colours the annotation tools offer: Okabe & Ito's colours for everyone, in their order
// (black, orange, sky blue, bluish green, yellow, blue, vermilion, reddish purple; their names
// are the colour menu's, AnnotationColorButton). tst_render_colourvision holds every pair apart
// under simulated colour blindness.
inline constexpr const char *kAnnotationPalette[] = {"#000000", "#e69f00", "#56b4e9", "#009e73",
                                                     "#f0e442", "#0072b2", "#d55e00", "#cc79a7"};

// The outline of a `number` marker, the shapes of Sabaki's board markup: a disc, a square, a
// triangle or a cross, with its text inside (docs/board-format.md, `annotations`).
enum class MarkerShape : quint8 { Circle, Square, Triangle, Cross };
inline constexpr MarkerShape kMarkerShapes[] = {MarkerShape::Circle, MarkerShape::Square,
                                                MarkerShape::Triangle, MarkerShape::Cross};

// The file's name of a shape ("circle", ...) and back.
QString markerShapeName(MarkerShape shape);
bool markerShapeFromName(const QString &name, MarkerShape *shape);
// A triangle or a cross says enough by its outline alone, so its text may be left out; a disc
// or a square without a text would read as a stray blot.
bool markerTextOptional(MarkerShape shape);

struct Annotation {
    AnnotationType type = AnnotationType::Arrow;
    AnnotationPoint from; // arrow
    AnnotationPoint to;   // arrow
    AnnotationPoint at;   // ring, highlight (always anchored), number, label
    AnnotationText text;  // number (may be empty for a triangle or a cross), label
    AnnotationText label; // arrow, at its middle
    QString color;        // #rrggbb: as written, or the type's default
    bool colorGiven = false;
    std::optional<int> after; // shown only on the position after that many moves
    QList<Cell> cells;        // dim
    QString path;             // "annotations[2]"

    // A number's marker: its shape (`shapeGiven`: the file wrote it, so saving writes it back
    // even as a circle) and what it stands for, listed in the legend of exported pictures.
    MarkerShape shape = MarkerShape::Circle;
    bool shapeGiven = false;
    AnnotationText meaning;

    // The anchors whose location the file must name on the checked position.
    QList<AnnotationPoint> anchors() const;
};

} // namespace ml
