// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QPointF>
#include <QString>
#include <QStringView>

// Grid geometry shared by every layer: cells, sides, ports and rotation.
// x grows to the east, y grows to the south (docs/tiles.md).
namespace ml
{

struct Cell {
    int x = 0;
    int y = 0;
    friend bool operator==(Cell a, Cell b) { return a.x == b.x && a.y == b.y; }
    friend bool operator!=(Cell a, Cell b) { return !(a == b); }
    friend bool operator<(Cell a, Cell b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }
};

// Every cell a board file names, and every cell a tile may be placed on, lies within
// ±kCoordinateLimit (docs/board-format.md, `tiles` and `figures`). The board refuses anything
// outside, so a cell next to a placed tile (one or two steps away) never overflows an int.
constexpr int kCoordinateLimit = 1'000'000;
inline bool inCoordinateRange(int v)
{
    return v >= -kCoordinateLimit && v <= kCoordinateLimit;
}
inline bool inCoordinateRange(Cell c)
{
    return inCoordinateRange(c.x) && inCoordinateRange(c.y);
}

inline size_t qHash(Cell c, size_t seed = 0) noexcept
{
    return ::qHash((quint64(quint32(c.x)) << 32) | quint32(c.y), seed);
}

// Sides in clockwise order.
enum Side : int { North = 0, East = 1, South = 2, West = 3 };

// Twelve ports per cell, clockwise from the west half of the north side. A rotation by
// one quarter turn clockwise adds 3 (Nw->En, N->E, Ne->Es, ...).
namespace Port
{
enum : int { Nw = 0, N, Ne, En, E, Es, Se, S, Sw, Ws, W, Wn, Count };
}

inline int sideOfPort(int port)
{
    return port / 3;
}
inline bool isMiddlePort(int port)
{
    return port % 3 == 1;
}
inline int middlePort(int side)
{
    return side * 3 + 1;
}

// Where a port lies on a cell of side 1 centred on (0, 0), in board orientation (x to the
// east, y to the south). Half ports sit a quarter of the side from its corner, so figures and
// roads drawn at them stay clear of the corners where other features meet; the drawing and
// the words for a place ("on the north-east side") both start from here.
QPointF portOffset(int port);

// The port of the neighbouring cell that touches `port` across the shared side.
inline int facingPort(int port)
{
    const int side = port / 3, k = port % 3;
    return ((side + 2) % 4) * 3 + (2 - k);
}

// Quarter turns are 0..3 clockwise (any count of them is taken modulo 4); files use degrees.
// Every placement turns ports many times over, so these are a subtraction, not a division.
inline int rotatePort(int port, int quarterTurns)
{
    const int p = port + 3 * (quarterTurns & 3);
    return p >= 12 ? p - 12 : p;
}
inline int unrotatePort(int port, int quarterTurns)
{
    const int p = port - 3 * (quarterTurns & 3);
    return p < 0 ? p + 12 : p;
}
inline int rotateSide(int side, int quarterTurns)
{
    return (side + quarterTurns) % 4;
}
inline int unrotateSide(int side, int quarterTurns)
{
    return (side + 4 - quarterTurns % 4) % 4;
}

// The cell beside `c` across `side` (0..3); a table, since a branch per side mispredicts.
inline Cell step(Cell c, int side)
{
    static constexpr int kDx[4] = {0, 1, 0, -1};
    static constexpr int kDy[4] = {-1, 0, 1, 0};
    return {c.x + kDx[side & 3], c.y + kDy[side & 3]};
}

// Cell `b` of a double tile relative to cell `a`: east at 0, south at 90, west at 180,
// north at 270 (docs/tiles.md).
inline Cell secondCell(Cell a, int quarterTurns)
{
    return step(a, rotateSide(East, quarterTurns));
}

// Degrees (0, 90, 180, 270) to quarter turns; -1 for anything else.
inline int quarterTurnsFromDegrees(int degrees)
{
    return (degrees == 0 || degrees == 90 || degrees == 180 || degrees == 270) ? degrees / 90 : -1;
}

QString portName(int port);
// "Nw", "N", ... to a port index; -1 when the name is not a port.
int portFromName(QStringView name);
QString sideName(int side);

} // namespace ml
