// SPDX-License-Identifier: GPL-3.0-or-later
#include "cityoutline.h"

#include "tileshapes.h"

#include <QLineF>
#include <QList>

#include <array>
#include <cmath>

namespace ml
{

namespace
{
// The rim is split into eight half sides ("slots"); slot i is the half port side*3 + 0 or 2.
int slotPort(int slot)
{
    return (slot / 2) * 3 + (slot % 2 == 0 ? 0 : 2);
}

} // namespace

QPointF rimPoint(qreal t)
{
    t = std::fmod(t, 4.0);
    const int side = int(t);
    const qreal f = t - side;
    switch (side) {
    case North:
        return {-0.5 + f, -0.5};
    case East:
        return {0.5, -0.5 + f};
    case South:
        return {0.5 - f, 0.5};
    default:
        return {-0.5, 0.5 - f};
    }
}

QPainterPath cityPath(quint32 ports, int cell, QPainterPath *walls, qreal bow,
                      const std::optional<Tip> &tip)
{
    std::array<bool, 8> owned{};
    int count = 0;
    for (int i = 0; i < 8; ++i) {
        owned[size_t(i)] = ports & portBit(cell, slotPort(i));
        count += owned[size_t(i)];
    }
    const QPointF offset = TileShapes::cellCentre(cell);
    QPainterPath path;
    if (count == 0) return path;
    if (count == 8) {
        path.addRect(QRectF(-0.5, -0.5, 1, 1).translated(offset));
        return path;
    }
    struct Run {
        int start, length;
    };
    QList<Run> runs;
    for (int i = 0; i < 8; ++i) {
        if (!owned[size_t(i)] || owned[size_t((i + 7) % 8)]) continue;
        int length = 0;
        while (owned[size_t((i + length) % 8)])
            ++length;
        runs.append({i, length});
    }
    if (tip && runs.size() == 1) {
        // Walls run from both ends of the owned rim to the tip, curving in toward the middle
        // of the cell so the wedge narrows the way a city wall leads to a gate.
        const Run run = runs.first();
        const QPointF a = rimPoint(run.start * 0.5), b = rimPoint((run.start + run.length) * 0.5);
        // The corner nearer the end of the owned rim comes first, so the outline never crosses.
        QPointF t1 = tip->first, t2 = tip->second;
        if (QLineF(b, t2).length() < QLineF(b, t1).length()) std::swap(t1, t2);
        const qreal waist = tip->waist;
        const auto inward = [waist](QPointF from, QPointF to) { return (from + to) * 0.5 * waist; };
        path.moveTo(a + offset);
        for (int corner = run.start / 2 + 1; corner * 2 < run.start + run.length; ++corner)
            path.lineTo(rimPoint(corner) + offset);
        path.lineTo(b + offset);
        path.quadTo(inward(b, t1) + offset, t1 + offset);
        path.lineTo(t2 + offset);
        path.quadTo(inward(t2, a) + offset, a + offset);
        path.closeSubpath();
        walls->moveTo(b + offset);
        walls->quadTo(inward(b, t1) + offset, t1 + offset);
        walls->moveTo(t2 + offset);
        walls->quadTo(inward(t2, a) + offset, a + offset);
        return path;
    }
    for (int r = 0; r < runs.size(); ++r) {
        const Run run = runs[r];
        const int end = run.start + run.length;
        if (r == 0) path.moveTo(rimPoint(run.start * 0.5) + offset);
        for (int corner = run.start / 2 + 1; corner * 2 < end; ++corner)
            path.lineTo(rimPoint(corner) + offset);
        path.lineTo(rimPoint(end * 0.5) + offset);

        int next = runs[(r + 1) % runs.size()].start;
        while (next <= end)
            next += 8;
        QPointF pull;
        for (int s = end; s < next; ++s)
            pull += rimPoint(s * 0.5 + 0.25) * 0.5;
        const qreal gap = (next - end) * 0.5;
        const qreal factor = (gap > 1.5 && gap < 2.75) ? -0.2 : bow;
        path.quadTo(pull * factor + offset, rimPoint(next * 0.5) + offset);
        walls->moveTo(rimPoint(end * 0.5) + offset);
        walls->quadTo(pull * factor + offset, rimPoint(next * 0.5) + offset);
    }
    path.closeSubpath();
    return path;
}

} // namespace ml
