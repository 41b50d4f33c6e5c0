// SPDX-License-Identifier: GPL-3.0-or-later
// Placement tables of a tile type: which neighbour demands each rotation satisfies, and
// which rotations are really different. Computed once per type, used by every board.
#include "tiletype.h"

#include <QList>

#include <algorithm>

namespace ml
{

namespace
{

quint32 rotateMask12(quint32 mask, int rot)
{
    quint32 out = 0;
    for (int p = 0; p < 12; ++p)
        if (mask & (1u << p)) out |= 1u << rotatePort(p, rot);
    return out;
}

// A description of a one-cell tile turned by `rot` that does not depend on segment order,
// to find rotations that give the same tile (U at 0 and 180, C at every rotation, ...).
QList<QList<quint32>> rotatedShape(const TileType &type, int rot)
{
    QList<QList<quint32>> shape;
    for (const Segment &s : type.segments) {
        QList<quint32> key{quint32(s.kind), rotateMask12(s.ports, rot), quint32(s.coatsOfArms),
                           quint32(s.endsAtCastle)};
        QList<quint32> borders;
        for (int b : s.borders)
            borders << rotateMask12(type.segments[b].ports, rot);
        std::sort(borders.begin(), borders.end());
        key += borders;
        shape << key;
    }
    std::sort(shape.begin(), shape.end());
    return shape;
}

} // namespace

void TileType::computePlacementTables()
{
    fitMasks = {};
    for (int rot = 0; rot < 4; ++rot) {
        int need[4];
        for (int side = 0; side < 4; ++side)
            need[side] = sideTypeCode(sideTypes[0][size_t(unrotateSide(side, rot))]);
        for (int sig = 1; sig < 256; ++sig) {
            bool ok = true;
            for (int side = 0; side < 4 && ok; ++side) {
                const int code = (sig >> (2 * side)) & 3;
                ok = code == 0 || code == need[side];
            }
            if (ok) fitMasks[size_t(rot)][size_t(sig / 64)] |= quint64(1) << (sig % 64);
        }
    }
    distinctRotations = 0xF;
    if (isDouble()) return; // a double tile's second cell moves with every rotation
    QList<QList<QList<quint32>>> seen;
    distinctRotations = 0;
    for (int rot = 0; rot < 4; ++rot) {
        auto shape = rotatedShape(*this, rot);
        if (!seen.contains(shape)) {
            seen << shape;
            distinctRotations |= quint8(1 << rot);
        }
    }
}

} // namespace ml
