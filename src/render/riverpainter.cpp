// SPDX-License-Identifier: GPL-3.0-or-later
#include "riverpainter.h"

#include "rivershapes.h"

#include <QPainter>

namespace ml
{

namespace
{
// A darker bank line and lighter water, as roads have an edge and a surface, so the river
// reads as water at every size without hiding the figures in player colours.
const QColor kBank(0x2f, 0x6d, 0x9e);
const QColor kWater(0x6f, 0xb2, 0xe0);
const QColor kShine(0xc4, 0xe4, 0xf7);
const QColor kStone(0x6b, 0x5f, 0x52);
} // namespace

void RiverPainter::paintWater(QPainter *painter, const TileType &type, const TileShapes &shapes)
{
    if (shapes.rivers.isEmpty()) return;
    painter->save();
    painter->setBrush(Qt::NoBrush);
    for (const auto &river : shapes.rivers) {
        painter->setPen(QPen(kBank, 0.2, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPath(river.path);
        painter->setPen(QPen(kWater, 0.15, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPath(river.path);
        painter->setPen(QPen(kShine, 0.02, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(river.path);
    }
    painter->setPen(QPen(kBank, 0.03));
    painter->setBrush(kWater);
    if (type.hasMarker(MarkerLake)) {
        // The lake fills the middle of the tile; the field goes round it (R-RI-11).
        painter->drawEllipse(QPointF(0, 0.02), 0.3, 0.22);
        painter->setPen(QPen(kShine, 0.025, Qt::SolidLine, Qt::RoundCap));
        painter->drawArc(QRectF(-0.18, -0.1, 0.24, 0.12), 30 * 16, 120 * 16);
    } else if (type.hasMarker(MarkerSpring)) {
        // The spring: a small pool with the water welling up in rings.
        painter->drawEllipse(QPointF(0, 0), 0.13, 0.13);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kShine, 0.02));
        painter->drawEllipse(QPointF(0, 0), 0.07, 0.07);
        painter->drawEllipse(QPointF(0, 0), 0.025, 0.025);
    }
    painter->restore();
}

void RiverPainter::paintBridges(QPainter *painter, const TileShapes &shapes)
{
    const QList<Bridge> bridges = riverBridges(shapes);
    if (bridges.isEmpty()) return;
    for (const Bridge &b : bridges) {
        painter->save();
        painter->translate(b.at);
        painter->rotate(b.angle);
        // Two parapets along the road, a little longer than the river is wide.
        painter->setPen(QPen(kStone, 0.035, Qt::SolidLine, Qt::RoundCap));
        for (qreal side : {-0.075, 0.075})
            painter->drawLine(QPointF(-0.14, side), QPointF(0.14, side));
        painter->restore();
    }
}

} // namespace ml
