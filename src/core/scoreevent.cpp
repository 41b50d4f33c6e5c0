// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoreevent.h"

#include "board.h"

namespace ml
{

QString ScoreEvent::phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Placement:
        return QStringLiteral("placement");
    case Phase::Figures:
        return QStringLiteral("figures");
    case Phase::Scoring:
        return QStringLiteral("scoring");
    case Phase::Final:
        return QStringLiteral("final");
    }
    return {};
}

void addFeatureSegments(ScoreEvent &e, const Board &board, int node)
{
    // A feature's members are distinct segments: only what an earlier feature of the event
    // added can repeat (a big field stays linear, which the search's outlook relies on).
    const qsizetype before = e.segments.size();
    for (int n : board.members(node)) {
        const SegmentRef ref{board.tileOfNode(n), board.segmentOfNode(n)};
        if (before == 0 || !e.segments.mid(0, before).contains(ref)) e.segments.append(ref);
    }
}

} // namespace ml
