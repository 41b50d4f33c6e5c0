// SPDX-License-Identifier: GPL-3.0-or-later
#include "cellcursor.h"

#include "board.h"
#include "tiletype.h"

#include <QPainter>

#include <optional>

namespace ml
{

bool CellCursor::move(int key)
{
    int side = -1;
    switch (key) {
    case Qt::Key_Up:
        side = North;
        break;
    case Qt::Key_Right:
        side = East;
        break;
    case Qt::Key_Down:
        side = South;
        break;
    case Qt::Key_Left:
        side = West;
        break;
    default:
        return false;
    }
    m_cell = step(m_cell, side);
    notify();
    return true;
}

Cell CellCursor::startBeside(const Board &board, const TileType *type, int rot,
                             bool requireNeighbour)
{
    const auto &tiles = board.tiles();
    if (tiles.empty()) return {0, 0};
    const PlacedTile &last = tiles.back();
    std::optional<Cell> firstFree;
    for (int c = 0; c < last.type->cells; ++c)
        for (int side = North; side <= West; ++side) {
            const Cell next = step(last.cell(c), side);
            if (board.tileIndexAt(next) >= 0) continue;
            if (!firstFree) firstFree = next;
            if (type && board.checkPlacement(*type, next, rot, requireNeighbour).ok()) return next;
        }
    return firstFree.value_or(last.at);
}

void CellCursor::paint(QPainter *painter, const QRectF &area, qreal cellSize)
{
    painter->save();
    painter->setBrush(Qt::NoBrush);
    const qreal outer = 0.1 * cellSize, inner = 0.05 * cellSize;
    const QRectF frame = area.adjusted(outer / 2, outer / 2, -outer / 2, -outer / 2);
    painter->setPen(
        QPen(QColor(0x1f, 0x29, 0x37), outer, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->drawRect(frame);
    painter->setPen(
        QPen(QColor(0xff, 0xd4, 0x00), inner, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    painter->drawRect(frame);
    painter->restore();
}

} // namespace ml
