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
    for (int n : board.members(node)) {
        const SegmentRef ref{board.tileOfNode(n), board.segmentOfNode(n)};
        if (!e.segments.contains(ref)) e.segments.append(ref);
    }
}

} // namespace ml
