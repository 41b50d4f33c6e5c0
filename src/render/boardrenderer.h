// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "annotationpainter.h"
#include "boardgeometry.h"
#include "cellnames.h"
#include "figurerenderer.h"
#include "picturesettings.h"
#include "scoreevent.h"
#include "stepmarks.h"
#include "tilerenderer.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QString>

#include <optional>

class QPainter;

namespace ml
{

class Game;

// Draws a whole board (tiles, then figures) with a QPainter in scene coordinates, and writes
// it to SVG or PNG. The desktop view and `meeplelab-cli render` share it, so a picture looks
// the same wherever it is made.
class BoardRenderer
{
public:
    explicit BoardRenderer(qreal cellSize = 100.0);

    // The game to draw; not owned, and may be null (nothing to draw). Setting a game also
    // forgets cached tile shapes, since custom tile types die with their board file.
    void setGame(const Game *game);
    const Game *game() const { return m_game; }

    // Drawn above the board in exported pictures; empty for none.
    void setTitle(const QString &title) { m_title = title; }
    QString title() const { return m_title; }
    // The picture in words, for a reader who cannot see it (the board's description, made by
    // the caller: the renderer draws, it does not word positions). Exports carry it as their
    // alternative text: an SVG's <desc>, a PNG's "Description" text chunk. Plain text,
    // escaped where it is written; empty for none.
    void setDescription(const QString &text) { m_description = text; }
    QString description() const { return m_description; }

    const BoardGeometry &geometry() const { return m_geometry; }
    const TileRenderer &tileRenderer() const { return m_tiles; }

    // The board with half a cell of margin, in scene coordinates; the region when one is set.
    QRectF sceneRect() const;
    // Restricts exported pictures to part of the board (scene coordinates); null for all.
    void setRegion(const QRectF &region) { m_region = region; }
    QRectF region() const { return m_region; }
    // The part of the board a picture setting's crop keeps, with its margin: the rectangle of
    // cells, or every cell the shown annotations and the step marks touch (set those first).
    // Null for the whole board, and when there is nothing to crop to.
    QRectF cropRegion(const PictureSettings &settings) const;
    // The cells the shown annotations and the step marks touch, as one scene rectangle of
    // whole cells; null when there are none.
    QRectF marksRect() const;
    // Exported pictures without the table's colour behind them: PNGs get an alpha channel,
    // SVGs no background.
    void setTransparent(bool on) { m_transparent = on; }
    // SVG exports with every text as the outline of its glyphs (svgTextAsPaths).
    void setTextAsPaths(bool on) { m_textAsPaths = on; }
    bool transparent() const { return m_transparent; }

    // Drawn below the board in exported pictures: a colour swatch, or a small figure, and a
    // name per entry, in rows under the board.
    enum class LegendFigure : quint8 {
        None,
        Meeple,
        Shepherd,
        Mage,
        Witch,
        Lord,
        Abbot,
        Marker,
        LargeMeeple,
        Builder,
        Pig
    };
    struct LegendEntry {
        LegendEntry() = default;
        LegendEntry(const QColor &c, const QString &t, LegendFigure f = LegendFigure::None)
            : colour(c), text(t), figure(f)
        {
        }
        QColor colour;
        QString text;
        LegendFigure figure = LegendFigure::None; // None: a colour swatch
        MarkerShape shape = MarkerShape::Circle;  // Marker: the marker drawn small
        QString mark;                             // Marker: the text inside it
        // A player's entry (their colour, or a figure of theirs): the index of the player,
        // whose mark (FigureRenderer::playerMark) is drawn on it while the figures are marked.
        int player = -1;
    };
    void setLegend(const QList<LegendEntry> &legend) { m_legend = legend; }
    const QList<LegendEntry> &legend() const { return m_legend; }
    // What the legend band lists: the entries set, then, unless the picture settings leave
    // them out (setMarkerLegend), every marker with a meaning among the annotations shown
    // (markerLegend).
    QList<LegendEntry> shownLegend() const;
    void setMarkerLegend(bool on) { m_markerLegend = on; }
    // The markers (`number` annotations) drawn on the picture that have a meaning, in file
    // order: those shown at the annotations' position whose anchor the shown game has. Each
    // is drawn small in its shape and colour, then "A: what it means" in the annotations'
    // language (only the meaning for a marker without a text).
    QList<LegendEntry> markerLegend() const;
    // Every kind of figure standing on the board, each with its own picture: a meeple per
    // player (named by the player's name, else id), the castle lord (a meeple on a castle),
    // the shepherd with its flock per player, the mage and the witch. Texts in `lang`: the
    // translation loaded from :/i18n/meeplelab_<lang>.qm when the program has it, else the
    // current translator's (context "BoardRenderer").
    static QList<LegendEntry> figureLegend(const Game &game, const QString &lang);
    // A picture's legend as the settings ask for it: every player's colour (with a meeple
    // where the player has one on the board) when `players`, then the other kinds of figure
    // standing there when `figures`.
    static QList<LegendEntry> pictureLegend(const Game &game, const QString &lang, bool players,
                                            bool figures);

    // Each player's figures marked with a shape besides their colour, and the legend's entries
    // with it (FigureRenderer::setPlayerMarks). On at first.
    void setPlayerMarks(bool on) { m_figures.setPlayerMarks(on); }
    bool playerMarks() const { return m_figures.playerMarks(); }

    // The file's annotations shown at `position` (moves made in the shown game, see
    // AnnotationPainter), drawn by paint() and in exports: highlights under the figures, the
    // rest over them. Texts in `lang`.
    void setAnnotations(const QList<Annotation> &annotations, int position, const QString &lang);
    const AnnotationPainter &annotationPainter() const { return m_annotationPainter; }
    // Written under the picture in exports (below the legend), wrapped over lines; empty for
    // none.
    void setCaption(const QString &text) { m_caption = text; }
    QString caption() const { return m_caption; }

    // What one step of a step-through did (core/stepmarks.h), drawn by paint(), in exports as
    // on the board view: the feature tinted, its cells framed, the deciding figures ringed,
    // the tile just placed outlined and the points written in the scorers' colours.
    using StepMarks = ml::StepMarks;
    void setStepMarks(const StepMarks &marks) { m_stepMarks = marks; }
    // Coordinates along the board's edges in exported pictures: the column letters above the
    // board and the row numbers left of it, named by `names` (the step texts' names, so a
    // reader finds "C7" by its labels). Only the columns and rows the picture shows are
    // labelled; nothing is drawn while the names are null or the coordinates are off.
    void setCellNames(const CellNames &names) { m_cellNames = names; }
    const CellNames &cellNames() const { return m_cellNames; }
    void setCoordinates(bool on) { m_coordinates = on; }
    bool coordinates() const { return m_coordinates && !m_cellNames.isNull(); }
    // One label along an edge: its text and the box it is centred in (scene coordinates).
    struct EdgeLabel {
        QString text;
        QRectF box;
        bool column = true; // a column's letter above the board, else a row's number
    };
    // The labels the picture draws (empty when coordinates() is off).
    QList<EdgeLabel> edgeLabels() const;
    const StepMarks &stepMarks() const { return m_stepMarks; }
    // The colour of step marks (the view's highlight orange).
    static QColor stepMarkColour();

    // Paints tiles meeting `exposed` (all when null), every figure, the annotations and the
    // step marks.
    void paint(QPainter *painter, const QRectF &exposed = QRectF()) const;
    // The figures that may reach into `exposed` (all when null).
    void paintFigures(QPainter *painter, const QRectF &exposed = QRectF()) const;
    const FigureRenderer &figureRenderer() const { return m_figures; }

    // The board on a background, its longer side `longestSide` pixels.
    QImage renderImage(int longestSide) const;
    bool exportPng(const QString &path, int longestSide, QString *error = nullptr) const;
    // The same at a fixed scale: `pixelsPerTile` pixels for each cell, and, when `dpi` is
    // above 0, that resolution written into the image (a printer then sizes it by it).
    QImage renderImageAt(double pixelsPerTile, int dpi = 0) const;
    bool exportPngAt(const QString &path, double pixelsPerTile, int dpi,
                     QString *error = nullptr) const;
    // The picture's size in pixels at `pixelsPerTile`.
    QSize pixelSizeAt(double pixelsPerTile) const;
    bool exportSvg(const QString &path, QString *error = nullptr) const;
    // The picture's size in scene units (title and legend bands included).
    QSizeF pictureSize() const;
    // The picture scaled to fit `target` and centred in it: printing and multi-picture pages.
    void paintPicture(QPainter *painter, const QRectF &target) const;

    // The step marks' two layers, for a view that paints the board itself: the tints go
    // under the figures, the frames, rings and points over them.
    void paintStepMarksBelow(QPainter *painter) const;
    void paintStepMarksAbove(QPainter *painter) const;

private:
    QRectF pictureRect() const; // scene rect plus the title, legend and caption bands
    void paintPicture(QPainter *painter) const;
    // Legend rows (entry indices) for a picture `width` wide, and the caption's wrapped box.
    QList<QList<int>> legendRows(const QList<LegendEntry> &legend, qreal width) const;
    qreal legendHeight(qreal width) const;
    qreal captionHeight(qreal width) const;
    void paintLegend(QPainter *painter, const QRectF &band) const;
    void paintCaption(QPainter *painter, const QRectF &band) const;
    void paintEdgeLabels(QPainter *painter) const;

    BoardGeometry m_geometry;
    TileRenderer m_tiles;
    FigureRenderer m_figures;
    const Game *m_game = nullptr;
    QString m_title;
    QString m_description;
    QList<LegendEntry> m_legend;
    QRectF m_region;
    AnnotationPainter m_annotationPainter;
    QList<Annotation> m_annotations;
    int m_annotationPosition = 0;
    QString m_annotationLang = QStringLiteral("en");
    QString m_caption;
    StepMarks m_stepMarks;
    CellNames m_cellNames;
    bool m_coordinates = false;
    bool m_transparent = false;
    bool m_textAsPaths = false;
    bool m_markerLegend = true;
};

} // namespace ml
