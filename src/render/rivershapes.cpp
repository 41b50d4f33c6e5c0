// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivershapes.h"

#include "geometry.h"

#include <QLineF>

namespace ml
{

QList<TileShapes::Piece> riverCourses(const TileType &type)
{
    QList<TileShapes::Piece> out;
    if (type.isDouble()) return out;
    for (int i = 0; i < type.segments.size(); ++i) {
        const Segment &s = type.segments[i];
        if (s.kind != SegmentKind::River) continue;
        QList<QPointF> ends;
        for (int p = 0; p < Port::Count; ++p)
            if (s.ownsPort(0, p)) ends.append(TileShapes::portOffset(0, p));
        if (ends.isEmpty()) continue;
        QPainterPath path(ends[0]);
        if (ends.size() == 1)
            path.lineTo(0, 0); // to the spring or into the lake
        else
            path.quadTo(QPointF(0, 0), ends[1]); // a straight stays straight, a curve bends
        out.append({i, path, {}});
    }
    return out;
}

QList<Bridge> riverBridges(const TileShapes &shapes)
{
    // Sampled: the paths are a few quadratic curves, and a crossing near the tile's middle is
    // all the printed tiles show.
    constexpr int kSteps = 40;
    QList<Bridge> out;
    for (const auto &road : shapes.roads)
        for (const auto &river : shapes.rivers) {
            qreal best = 1.0, bestT = -1;
            for (int a = 0; a <= kSteps; ++a) {
                const QPointF p = road.path.pointAtPercent(qreal(a) / kSteps);
                for (int b = 0; b <= kSteps; ++b) {
                    const qreal d =
                        QLineF(p, river.path.pointAtPercent(qreal(b) / kSteps)).length();
                    if (d < best) {
                        best = d;
                        bestT = qreal(a) / kSteps;
                    }
                }
            }
            if (bestT < 0 || best > 0.04) continue;
            out.append({road.path.pointAtPercent(bestT), -road.path.angleAtPercent(bestT)});
        }
    return out;
}

} // namespace ml
