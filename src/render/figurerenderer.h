// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardgeometry.h"
#include "game.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

#include <functional>

class QPainter;

namespace ml
{

class TileRenderer;

// Draws figures from their SVG pictures (see SvgArt): a meeple in its player's colour where its
// segment lies (farmers lie down, as players put them), a shepherd with hat and crook and its
// flock's tokens in a row beside it, and the mage and witch in their own colours. The large
// meeple, the builder and the pig each have a picture of their own, told apart from the
// meeple by outline, not only by size or colour (a grey print, a small zoom).
//
// Each player's figures carry a mark besides their colour (docs/board-format.md, picture's
// "playerMarks"): two colours a reader cannot tell apart (colour blindness, a grey print) still
// name two players by their shapes. Shapes rather than initials, since a shape reads the same in
// every language and two players' names may start alike.
class FigureRenderer
{
public:
    // By seat: player 1 a circle, 2 a square, ... 6 a cross, then again from the circle. Plain,
    // filled outlines that still differ at a figure ten pixels tall.
    enum class PlayerMark : quint8 { Circle, Square, Triangle, Diamond, Star, Cross };
    static constexpr int kPlayerMarkCount = 6;
    static PlayerMark playerMark(int player);
    // One mark as drawFigures draws it: the figure's index in the game, its player, the shape
    // and the box it is drawn in (scene coordinates).
    struct DrawnMark {
        int figure = -1;
        int player = -1;
        PlayerMark mark = PlayerMark::Circle;
        QRectF box;
    };

    FigureRenderer(const TileRenderer &tiles, const BoardGeometry &geometry);

    // Whether drawFigures marks the players' figures (on at first: every export has them).
    void setPlayerMarks(bool on) { m_playerMarks = on; }
    bool playerMarks() const { return m_playerMarks; }
    // The marks drawFigures draws on `game`'s figures, in their order; empty when marks are off.
    // The mage and the witch belong to no player and carry none.
    QList<DrawnMark> drawnMarks(const Game &game) const;

    // Scene position of a figure: its segment's anchor on its tile.
    QPointF position(const Board &board, const Figure &figure) const;
    // Where a figure on segment `segment` of tile `tile` is drawn, whether one stands there or
    // not (annotations point at it); null for a tile not on the board.
    QPointF locationSpot(const Board &board, int tile, int segment) const;
    // Draws every figure of the game; figures sharing a segment step aside from each other.
    // Flock tokens lie on the ground: drawn first, so no figure is ever hidden by them.
    // With `exposed` (scene coordinates) only the figures that may reach into it are drawn:
    // a figure drawn at a zoom for the first time costs a few milliseconds (its picture
    // is made at that size), too much to spend on one the window does not show.
    void drawFigures(QPainter *painter, const Game &game, const QRectF &exposed = QRectF()) const;

    // Where the tokens of a flock of `count` lie (centres, in drawing order) and how big: a
    // short row beside the shepherd standing on `at`, `height` tall, never over its picture.
    // Of the rows east, west, below and above it (shorter rows stacked, or tokens overlapping
    // like a pile, when space is short), the one whose tokens best lie on `onGround` (the
    // shepherd's own field; null: anywhere) and inside `tile` (its scene rectangle).
    static QList<QPointF> flockSpots(QPointF at, qreal height, int count, const QRectF &tile,
                                     const std::function<bool(QPointF)> &onGround, qreal *diameter);

    static void drawSilhouette(QPainter *painter, FigureType type, bool lying, QPointF at,
                               qreal height, const QColor &colour);
    // A player's mark on the body of a figure `height` tall standing (or lying) at `at`: where
    // it goes and how big, and the mark drawn there (white inside a dark outline, which reads on
    // every player colour, black included).
    static QRectF markBox(bool lying, QPointF at, qreal height);
    // The same for a figure of `type`, whose body may lie elsewhere: the large meeple's is
    // larger, the pig's lies lower and a little behind where it stands.
    static QRectF markBox(FigureType type, bool lying, QPointF at, qreal height);
    static void drawPlayerMark(QPainter *painter, PlayerMark mark, const QRectF &box);
    // The mage's purple and the witch's orange.
    static QColor magicColour(FigureType type);
    // The colour a player gave in the file, or a readable default for their seat.
    static QColor playerColour(const QList<Player> &players, int player);

private:
    void drawFlock(QPainter *painter, const Game &game, const Figure &shepherd, QPointF at,
                   qreal height) const;
    // Where each figure of the game stands (null for one off the board), drawing any flock
    // when `painter` is given.
    QList<QPointF> spots(const Game &game, QPainter *painter) const;
    static bool lying(const Game &game, const Figure &figure);
    bool m_playerMarks = true;

    const TileRenderer &m_tiles;
    const BoardGeometry &m_geometry;
};

} // namespace ml
