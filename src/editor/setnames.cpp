// SPDX-License-Identifier: GPL-3.0-or-later
#include "setnames.h"

namespace ml
{

QString SetNames::name(RuleSet set)
{
    switch (set) {
    case SetBase:
        return tr("Base game");
    case SetHillsSheep:
        return tr("Hills & Sheep");
    case SetGermanCastles:
        return tr("Castles in Germany");
    case SetMageWitch:
        return tr("Mage & Witch");
    case SetAbbot:
        return tr("The Abbot");
    case SetRiver:
        return tr("The River");
    case SetInnsCathedrals:
        return tr("Inns & Cathedrals");
    case SetTradersBuilders:
        return tr("Traders & Builders");
    }
    return ruleSetName(set);
}

QList<RuleSet> SetNames::all()
{
    return {SetBase,  SetHillsSheep, SetGermanCastles,  SetMageWitch,
            SetAbbot, SetRiver,      SetInnsCathedrals, SetTradersBuilders};
}

} // namespace ml
