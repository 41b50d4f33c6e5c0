// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QIcon>
#include <QImage>

namespace ml
{

class TileRenderer;
struct TileType;

// A tile's picture as the tile lists show it (the palette, the move panel's tile chooser):
// unturned, as wide as a double tile, a single tile centred on a clear ground, so pictures
// of both kinds line up in a list.
QImage listTilePicture(const TileRenderer &renderer, const TileType &type, int cellPixels);

// The list pictures of tile choosers (the move panel's, the analysis board's) as icons of
// 56x28 pixels, each drawn once: the lists are filled again after every change of the board.
// Other tile art (the renderer's generation) draws them again.
class TileIcons
{
public:
    explicit TileIcons(const TileRenderer *renderer) : m_renderer(renderer) {}
    QIcon icon(const TileType &type);

private:
    const TileRenderer *m_renderer;
    QHash<QString, QIcon> m_icons;
    quint64 m_generation = 0;
};

} // namespace ml
