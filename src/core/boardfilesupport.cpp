// The table of format features this build refuses as "not supported yet".
#include "boardfileparser.h"

#include <array>

namespace ml::detail
{

namespace
{

struct NotSupported {
    QLatin1String feature;
    QLatin1String reason;
};

// Only the base game is built so far. Each later issue deletes its rows here (and teaches
// the parser and engine the feature); the file format itself is already final.
constexpr std::array kNotSupported{
    NotSupported{QLatin1String("figure:shepherd"),
                 QLatin1String("Hills & Sheep shepherds arrive in a later version")},
    NotSupported{QLatin1String("figure:mage"),
                 QLatin1String("the Mage & Witch figures arrive in a later version")},
    NotSupported{QLatin1String("figure:witch"),
                 QLatin1String("the Mage & Witch figures arrive in a later version")},
    NotSupported{QLatin1String("move:magic"),
                 QLatin1String("Mage & Witch actions arrive in a later version")},
    NotSupported{QLatin1String("move:flockAction"),
                 QLatin1String("Hills & Sheep shepherds arrive in a later version")},
    NotSupported{QLatin1String("move:castle"),
                 QLatin1String("castle moves of Castles in Germany arrive in a later version")},
    NotSupported{QLatin1String("bag"),
                 QLatin1String("the Hills & Sheep bag of sheep tokens arrives in a later version")},
    NotSupported{
        QLatin1String("stack:castleEnd"),
        QLatin1String("the castleEnd c3 end check of Castles in Germany arrives in a later "
                      "version")},
};

} // namespace

const char *notSupportedReason(QLatin1String feature)
{
    for (const NotSupported &n : kNotSupported)
        if (n.feature == feature) return n.reason.data();
    return nullptr;
}

} // namespace ml::detail
