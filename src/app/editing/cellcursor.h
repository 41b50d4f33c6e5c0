// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QtGlobal>

#include <functional>
#include <utility>

class QPainter;
class QRectF;

namespace ml
{

class Board;
class BoardGeometry;
struct TileType;

// The cell the keyboard points at while a tile is placed, in the editor and when recording a
// move alike: the arrow keys move it, Enter places the tile there. It starts where the eye
// already is: under the mouse, or else beside the tile laid last, on a side the tile fits.
class CellCursor
{
public:
    bool shown() const { return m_shown; }
    Cell cell() const { return m_cell; }
    void showAt(Cell cell)
    {
        const bool changed = !m_shown || m_cell != cell;
        m_cell = cell;
        m_shown = true;
        if (changed) notify();
    }
    void hide()
    {
        const bool changed = m_shown;
        m_shown = false;
        if (changed) notify();
    }
    // Moves one cell for an arrow key; false (and nothing moves) for any other key.
    bool move(int key);
    // Called after the cursor was shown, moved or hidden: the view passes the cursor on to
    // accessibility, as a focus moving from cell to cell of the board's table.
    void setChangedHandler(std::function<void()> handler) { m_changed = std::move(handler); }

    // The first free cell beside the board's last tile where `type` fits turned `rot`
    // (sides looked at north, east, south, west), else the first free one; (0,0) on an empty
    // board. `requireNeighbour` is the placement rule of the caller (a set-up may hold
    // separate groups, a move may not).
    static Cell startBeside(const Board &board, const TileType *type, int rot,
                            bool requireNeighbour);
    // A frame in two colours, dark outside and yellow inside, so it reads on city, field and
    // table alike; `area` is the tile's one or two cells.
    static void paint(QPainter *painter, const QRectF &area, qreal cellSize);

private:
    void notify() const
    {
        if (m_changed) m_changed();
    }

    Cell m_cell;
    bool m_shown = false;
    std::function<void()> m_changed;
};

} // namespace ml
