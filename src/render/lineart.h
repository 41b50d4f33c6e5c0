// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace ml
{

struct TileType;

// The project's second drawing of the tiles, "line art for print": black outlines on white,
// roads as double lines, cities outlined and lightly hatched, the river as a double line with
// a dashed current, buildings and markers as small outlined symbols. Built from the same
// shapes as the built-in art (TileShapes), so every feature lies where a figure stands and a
// click finds it; written as one small SVG a tile, the tile unturned, as a tile art folder
// holds it (TileArt). `meeplelab-cli tiles --line-art DIR` writes the folder shipped under
// resources/art/line-art.
namespace LineArt
{
QByteArray svg(const TileType &type);
} // namespace LineArt

} // namespace ml
