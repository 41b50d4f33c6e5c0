#include "tilepicture.h"

#include "tilerenderer.h"
#include "tiletype.h"

#include <QPainter>

namespace ml
{

QImage listTilePicture(const TileRenderer &renderer, const TileType &type, int cellPixels)
{
    const QImage tile = renderer.renderTile(type, 0, cellPixels);
    if (tile.width() >= 2 * cellPixels) return tile;
    QImage wide(2 * cellPixels, tile.height(), QImage::Format_ARGB32_Premultiplied);
    wide.fill(Qt::transparent);
    QPainter painter(&wide);
    painter.drawImage((wide.width() - tile.width()) / 2, 0, tile);
    return wide;
}

} // namespace ml
