// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleoptions.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ml
{

// The sets' names as the boxes print them, in the interface's language: one place, so that a
// new set (a value of RuleSet) is named everywhere once it is named here (-Wswitch).
class SetNames
{
    Q_DECLARE_TR_FUNCTIONS(ml::SetNames)
public:
    static QString name(RuleSet set);
    // Every set, in the order menus list them.
    static QList<RuleSet> all();
};

} // namespace ml
