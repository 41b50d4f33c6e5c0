// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzleprogress.h"

#include <QCoreApplication>
#include <QIcon>
#include <QString>

namespace ml
{

// How a puzzle's progress shows, the same in the library's list and the solve panel's bar.
class PuzzleProgressText
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleProgressText)
public:
    // "solved", "revealed"; empty for a puzzle not tried, which needs no word.
    static QString stateName(PuzzleState state);
    // A filled green disc for solved, an orange one for revealed, a grey ring for not tried:
    // drawn here, so that it looks the same without an icon theme.
    static QIcon icon(PuzzleState state);
};

} // namespace ml
