// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

namespace ml
{

// The order features are read out in, by the board's description as by a cell's: the ones a
// player scores during the game first (cities, roads, monasteries, gardens, castles), then the
// fields, which score only at the end, and the river last, which scores nothing.
inline int readingOrder(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::City:
        return 0;
    case SegmentKind::Road:
        return 1;
    case SegmentKind::Monastery:
        return 2;
    case SegmentKind::Garden:
        return 3;
    case SegmentKind::Castle:
        return 4;
    case SegmentKind::Field:
        return 5;
    case SegmentKind::River:
        return 6;
    }
    return 7;
}

} // namespace ml
