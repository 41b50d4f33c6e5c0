// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "geometry.h"

#include <QPointF>
#include <QRectF>

#include <array>

namespace ml
{

// Maps grid cells and ports to scene coordinates and back. Cell (0,0) covers the square
// [0, cellSize) x [0, cellSize); y grows to the south as on the grid (docs/tiles.md). The port
// offsets are computed once, so the views and the renderers can ask per paint without cost.
class BoardGeometry
{
public:
    explicit BoardGeometry(qreal cellSize = 100.0);

    qreal cellSize() const { return m_cellSize; }

    QRectF cellRect(Cell c) const;
    QPointF cellCentre(Cell c) const;
    // The cell containing a scene point; points on a shared edge belong to the east/south cell.
    Cell cellAt(const QPointF &scenePos) const;

    // Where a port of a cell lies on its edge, in board orientation.
    QPointF portPoint(Cell c, int port) const;

    // The cells a placed tile covers (two for a double tile).
    QRectF tileRect(const PlacedTile &tile) const;
    // All tiles plus `marginCells` around them; an empty board gives the cell (0,0).
    QRectF boardRect(const Board &board, qreal marginCells = 0.5) const;

private:
    qreal m_cellSize;
    std::array<QPointF, Port::Count> m_portOffsets; // scaled to m_cellSize
};

} // namespace ml
