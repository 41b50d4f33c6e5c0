// SPDX-License-Identifier: GPL-3.0-or-later
#include "contactsheet.h"

#include "tilecatalogue.h"
#include "tilerenderer.h"

#include <QPainter>

namespace ml
{

QImage ContactSheet::render(const TileCatalogue &catalogue, int cellPixels, int columns)
{
    TileRenderer renderer;
    const int gap = cellPixels / 8, label = cellPixels / 5;
    // Double tiles take two columns, so lay out by slots.
    int rows = 1, slot = 0;
    for (const TileType *t : catalogue.all()) {
        if (slot + t->cells > columns) {
            ++rows;
            slot = 0;
        }
        slot += t->cells;
    }
    const int pitchX = cellPixels + gap, pitchY = cellPixels + label + gap;
    QImage sheet(columns * pitchX + gap, rows * pitchY + gap, QImage::Format_ARGB32_Premultiplied);
    sheet.fill(QColor(0xef, 0xe9, 0xdc));
    QPainter p(&sheet);
    p.setRenderHint(QPainter::Antialiasing);
    QFont font = p.font();
    font.setPixelSize(qMax(8, label * 3 / 4));
    font.setBold(true);
    p.setFont(font);
    p.setPen(QColor(0x3e, 0x2f, 0x22));
    int row = 0;
    slot = 0;
    for (const TileType *t : catalogue.all()) {
        if (slot + t->cells > columns) {
            ++row;
            slot = 0;
        }
        const int x = gap + slot * pitchX, y = gap + row * pitchY;
        const QImage tile = renderer.renderTile(*t, 0, cellPixels);
        p.drawImage(QRect(x, y + label, tile.width() + (t->cells - 1) * gap, tile.height()), tile);
        p.drawText(QRect(x, y, cellPixels * t->cells, label), Qt::AlignLeft | Qt::AlignVCenter,
                   t->id);
        slot += t->cells;
    }
    return sheet;
}

} // namespace ml
