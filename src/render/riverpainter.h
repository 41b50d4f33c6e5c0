// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tileshapes.h"

class QPainter;

namespace ml
{

// Water on river tiles: the river itself, the spring's pool, the lake, and the bridges that
// carry roads over it. The painter is already in the tile's canonical cell units.
namespace RiverPainter
{
// Under the roads: the river, the spring and the lake.
void paintWater(QPainter *painter, const TileType &type, const TileShapes &shapes);
// Over the roads: the parapets of each bridge.
void paintBridges(QPainter *painter, const TileShapes &shapes);
} // namespace RiverPainter

} // namespace ml
