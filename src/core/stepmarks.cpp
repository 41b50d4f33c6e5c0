// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepmarks.h"

namespace ml
{

StepMarks StepMarks::ofCells(const QList<Cell> &cells)
{
    StepMarks marks;
    marks.cells = cells;
    return marks;
}

void StepMarks::addScoring(const ScoreEvent &event, const QList<Player> &players, bool withPoints)
{
    for (Cell c : event.cells)
        if (!cells.contains(c)) cells << c;
    for (const SegmentRef &s : event.segments)
        if (!segments.contains(s)) segments << s;
    if (!withPoints || event.cells.isEmpty()) return;
    for (int p = 0; p < players.size(); ++p) {
        const int gained = event.points.value(players[p].id);
        if (gained > 0) points.append({event.cells, p, gained});
    }
}

} // namespace ml
