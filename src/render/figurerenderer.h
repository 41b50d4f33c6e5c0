// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardgeometry.h"
#include "game.h"

#include <QColor>
#include <QPointF>

#include <functional>

class QPainter;

namespace ml
{

class TileRenderer;

// Draws figures from their SVG pictures (see SvgArt): a meeple in its player's colour where its
// segment lies (farmers lie down, as players put them), a shepherd with hat and crook and its
// flock's tokens in a row beside it, and the mage and witch in their own colours.
class FigureRenderer
{
public:
    FigureRenderer(const TileRenderer &tiles, const BoardGeometry &geometry);

    // Scene position of a figure: its segment's anchor on its tile.
    QPointF position(const Board &board, const Figure &figure) const;
    // Where a figure on segment `segment` of tile `tile` is drawn, whether one stands there or
    // not (annotations point at it); null for a tile not on the board.
    QPointF locationSpot(const Board &board, int tile, int segment) const;
    // Draws every figure of the game; figures sharing a segment step aside from each other.
    // Flock tokens lie on the ground: drawn first, so no figure is ever hidden by them.
    void drawFigures(QPainter *painter, const Game &game) const;

    // Where the tokens of a flock of `count` lie (centres, in drawing order) and how big: a
    // short row beside the shepherd standing on `at`, `height` tall, never over its picture.
    // Of the rows east, west, below and above it (shorter rows stacked, or tokens overlapping
    // like a pile, when space is short), the one whose tokens best lie on `onGround` (the
    // shepherd's own field; null: anywhere) and inside `tile` (its scene rectangle).
    static QList<QPointF> flockSpots(QPointF at, qreal height, int count, const QRectF &tile,
                                     const std::function<bool(QPointF)> &onGround, qreal *diameter);

    static void drawSilhouette(QPainter *painter, FigureType type, bool lying, QPointF at,
                               qreal height, const QColor &colour);
    // The mage's purple and the witch's orange.
    static QColor magicColour(FigureType type);
    // The colour a player gave in the file, or a readable default for their seat.
    static QColor playerColour(const QList<Player> &players, int player);

private:
    void drawFlock(QPainter *painter, const Game &game, const Figure &shepherd, QPointF at,
                   qreal height) const;

    const TileRenderer &m_tiles;
    const BoardGeometry &m_geometry;
};

} // namespace ml
