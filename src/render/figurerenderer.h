#pragma once

#include "boardgeometry.h"
#include "game.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace ml
{

class TileRenderer;

// Draws figures from their SVG pictures (see SvgArt): a meeple in its player's colour where its
// segment lies (farmers lie down, as players put them), a shepherd with hat and crook, and the
// mage and witch in their own colours.
class FigureRenderer
{
public:
    FigureRenderer(const TileRenderer &tiles, const BoardGeometry &geometry);

    // Scene position of a figure: its segment's anchor on its tile.
    QPointF position(const Board &board, const Figure &figure) const;
    // Draws every figure of the game; figures sharing a segment step aside from each other.
    void drawFigures(QPainter *painter, const Game &game) const;

    static void drawSilhouette(QPainter *painter, FigureType type, bool lying, QPointF at,
                               qreal height, const QColor &colour);
    // The colour a player gave in the file, or a readable default for their seat.
    static QColor playerColour(const QList<Player> &players, int player);

private:
    const TileRenderer &m_tiles;
    const BoardGeometry &m_geometry;
};

} // namespace ml
