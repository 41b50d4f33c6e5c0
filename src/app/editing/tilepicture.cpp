// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilepicture.h"

#include "tilerenderer.h"
#include "tiletype.h"

#include <QPainter>
#include <QPixmap>

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

QIcon TileIcons::icon(const TileType &type)
{
    if (m_renderer->generation() != m_generation) {
        m_icons.clear();
        m_generation = m_renderer->generation();
    }
    // A custom tile may reuse an id with other sides, so the sides are part of the key.
    const QString key = type.id + QLatin1Char('/') + type.sidesString();
    auto found = m_icons.constFind(key);
    if (found == m_icons.cend())
        found =
            m_icons.insert(key, QIcon(QPixmap::fromImage(listTilePicture(*m_renderer, type, 28))));
    return *found;
}

} // namespace ml
