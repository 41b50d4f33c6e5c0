#include "scoreevent.h"

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

} // namespace ml
