// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardgeometry.h"

#include <cmath>

namespace ml
{

BoardGeometry::BoardGeometry(qreal cellSize) : m_cellSize(cellSize)
{
    for (int p = 0; p < Port::Count; ++p)
        m_portOffsets[size_t(p)] = portOffset(p) * cellSize;
}

QRectF BoardGeometry::cellRect(Cell c) const
{
    return {c.x * m_cellSize, c.y * m_cellSize, m_cellSize, m_cellSize};
}

QPointF BoardGeometry::cellCentre(Cell c) const
{
    return {(c.x + 0.5) * m_cellSize, (c.y + 0.5) * m_cellSize};
}

Cell BoardGeometry::cellAt(const QPointF &scenePos) const
{
    return {int(std::floor(scenePos.x() / m_cellSize)), int(std::floor(scenePos.y() / m_cellSize))};
}

QPointF BoardGeometry::portPoint(Cell c, int port) const
{
    return cellCentre(c) + m_portOffsets[size_t(port)];
}

QRectF BoardGeometry::tileRect(const PlacedTile &tile) const
{
    QRectF r = cellRect(tile.at);
    if (tile.type && tile.type->isDouble()) r = r.united(cellRect(tile.cell(1)));
    return r;
}

QRectF BoardGeometry::boardRect(const Board &board, qreal marginCells) const
{
    QRectF r;
    for (const PlacedTile &t : board.tiles())
        r = r.isNull() ? tileRect(t) : r.united(tileRect(t));
    if (r.isNull()) r = cellRect({0, 0});
    const qreal m = marginCells * m_cellSize;
    return r.adjusted(-m, -m, m, m);
}

} // namespace ml
