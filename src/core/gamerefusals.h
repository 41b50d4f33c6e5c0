// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The two short ways the game's rule files (game*.cpp) refuse a move; only they include this.
#include "refusal.h"

namespace ml
{

inline RuleError err(RefusalCode code, const char *rule, const QStringList &args = {})
{
    return Refusal::make(code, rule, args);
}

// A refusal worked out by a helper (a location, a destination), given under the caller's rule.
inline RuleError under(const char *rule, Refusal why)
{
    // Nothing stands on the river, whoever asks (R-RI-8).
    if (why.code == RefusalCode::RiverTakesNoFigure) return why;
    why.rule = QString::fromLatin1(rule);
    return why;
}

} // namespace ml
