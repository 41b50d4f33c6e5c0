// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scoreevent.h"

namespace ml
{

// What each winner of a scoring gains: the sum of its terms. A lean scoring
// (Game::scoreFeature with `lean`) leaves its points map empty and its callers add this.
inline int termTotal(const ScoreEvent &e)
{
    int total = 0;
    for (const ScoreTerm &t : e.breakdown)
        total += t.points;
    return total;
}

} // namespace ml
