// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QColor>
#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace ml
{

class BoardGeometry;
class FigureRenderer;
class Game;
class TileRenderer;

// Draws the illustration marks of a board file (docs/board-format.md, `annotations`) over a board:
// arrows, rings, numbered discs, highlighted features, labels and dimmed cells. The view, every
// export and `meeplelab-cli render` share it, so a FAQ picture looks the same wherever it is made.
//
// Positions: `position` is the number of moves made in the position shown (0 = the set-up).
// An annotation without `after` is shown on every position, one with `after: k` only at k.
// Mapping a step of a step-through onto a position is the caller's job (docs/board-format.md,
// `annotations`): a step inside moves[i] (0-based) is position i + 1, the set-up is 0, and the
// final-scoring steps use the number of moves.
//
// Marks are drawn in two layers: the ground (highlights, which tint the tiles under the
// figures) and the top (dims, then the rest in file order, over the figures). paint() draws
// both; a caller that draws figures in between uses paintGround() and paintTop().
class AnnotationPainter
{
public:
    AnnotationPainter(const BoardGeometry &geometry, const TileRenderer &tiles,
                      const FigureRenderer &figures);

    static bool shownAt(const Annotation &a, int position);

    // The scene point of a point (cell units, fractions allowed) or of an anchor (the spot
    // where a figure on that location is drawn, FigureRenderer::locationSpot). *drawable is
    // false when the anchor's cell is empty or has no such location in `shown`.
    QPointF scenePoint(const AnnotationPoint &p, const Game &shown, bool *drawable = nullptr) const;

    // Every annotation shown at `position`, texts in `lang` ("en" or "nl").
    void paint(QPainter *painter, const Game &shown, const QList<Annotation> &annotations,
               int position, const QString &lang) const;
    void paintGround(QPainter *painter, const Game &shown, const QList<Annotation> &annotations,
                     int position) const;
    void paintTop(QPainter *painter, const Game &shown, const QList<Annotation> &annotations,
                  int position, const QString &lang) const;
    // One annotation, whatever its `after` (the editor's preview of one being drawn).
    void paintOne(QPainter *painter, const Game &shown, const Annotation &a,
                  const QString &lang) const;

    // The index of the topmost annotation shown at `position` within `tolerance` (scene
    // units) of `scenePos`, or -1 (the editor's select tool).
    int hitTest(QPointF scenePos, const Game &shown, const QList<Annotation> &annotations,
                int position, qreal tolerance, const QString &lang = QStringLiteral("en")) const;
    // What an annotation covers in the scene (null when it is not drawable on `shown`).
    QRectF sceneBounds(const Annotation &a, const Game &shown,
                       const QString &lang = QStringLiteral("en")) const;

    // The colour an annotation is drawn in: its own, or its type's default.
    static QColor colourOf(const Annotation &a);

    const BoardGeometry &geometry() const { return m_geometry; }
    const TileRenderer &tiles() const { return m_tiles; }
    const FigureRenderer &figures() const { return m_figures; }
    // A text centred on `centre` on a light plate edged in `colour`, so it reads on any tile;
    // the text is in `colour` unless that is too light to read. `scale` enlarges the font.
    void paintPlate(QPainter *painter, const QString &text, QPointF centre, const QColor &colour,
                    qreal scale = 1.0) const;
    QRectF plateRect(const QString &text, QPointF centre, qreal scale = 1.0) const;

    // A marker (a `number`) centred on `centre`: its shape filled with `colour` on a white
    // edge, the text inside, all as vector paths so an SVG keeps it sharp. `radius` is the
    // radius of a circle's disc; the other shapes are sized to look as heavy. The legend of
    // exported pictures draws its small copies with it.
    static void paintMarker(QPainter *painter, MarkerShape shape, const QString &text,
                            QPointF centre, qreal radius, const QColor &colour);
    // The outline of a marker's shape, `radius` as above.
    static QPainterPath markerPath(MarkerShape shape, QPointF centre, qreal radius);
    // How far a marker reaches from its centre, in units of `radius`.
    static qreal markerReach(MarkerShape shape);

private:
    const BoardGeometry &m_geometry;
    const TileRenderer &m_tiles;
    const FigureRenderer &m_figures;
};

} // namespace ml
