#pragma once

#include <QImage>

namespace ml
{

class TileRenderer;
struct TileType;

// A tile's picture as the tile lists show it (the palette, the move panel's tile chooser):
// unturned, as wide as a double tile, a single tile centred on a clear ground, so pictures
// of both kinds line up in a list.
QImage listTilePicture(const TileRenderer &renderer, const TileType &type, int cellPixels);

} // namespace ml
