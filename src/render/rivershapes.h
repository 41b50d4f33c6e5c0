// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tileshapes.h"

#include <QList>
#include <QPointF>

namespace ml
{

// The river of a river tile (docs/tiles.md, "The River") in canonical orientation, cell units: one
// centre line per river segment, from side to side through the middle, or from its one side to
// the middle where the spring rises or the river ends in the lake.
QList<TileShapes::Piece> riverCourses(const TileType &type);

// A bridge: where a road crosses the river (RV-B, RV-K), and the road's direction there.
struct Bridge {
    QPointF at;
    qreal angle = 0; // degrees, along the road
};
QList<Bridge> riverBridges(const TileShapes &shapes);

} // namespace ml
