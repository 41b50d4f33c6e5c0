// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"
#include "tiletype.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QKeyEvent;

namespace ml
{

// A place on a tile a figure may be put by its number key: the segment, and where the board
// file names it (a port in board orientation, or "monastery"/"castle").
struct FigureSpot {
    int segment = -1;
    SegmentKind kind = SegmentKind::Field;
    QString on;
    Cell cell;
};

// The figure spots of a tile as the keys 1-9 pick them, in the tile's segment order, and
// their line for the status bar.
class FigureSpots
{
    Q_DECLARE_TR_FUNCTIONS(FigureSpots)
public:
    FigureSpots(const TileType &type, Cell at, int rot);

    const QList<FigureSpot> &spots() const { return m_spots; }
    // The spot of number key `digit` (1-9), or null.
    const FigureSpot *spot(int digit) const;
    // "1 road (N) · 2 city (E) · 3 field (Nw)", in the interface's language.
    QString text() const;
    // The number of a key 1-9 (main keys or keypad), else 0.
    static int digitOf(const QKeyEvent *event);

private:
    QList<FigureSpot> m_spots;
};

} // namespace ml
