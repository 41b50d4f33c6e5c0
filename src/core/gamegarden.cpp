// SPDX-License-Identifier: GPL-3.0-or-later
// The Abbot's gardens (docs/rules/abbot.md, R-AB-5..8): only the abbot stands in a garden,
// which scores like a monastery. Placing the abbot and its recall are in gameabbot.cpp.
#include "game.h"

namespace ml
{

// 1 for the garden and 1 for each tile around it, when surrounded (R-AB-7) or at the end
// (R-AB-8). No monastery bonus ever applies: no vineyards (R-AB-HS-1).
void Game::scoreGarden(int node, ScoreEvent &e) const
{
    const int around = m_board.occupiedNeighbours(node);
    e.breakdown.append({Term::Garden, 1, 1});
    e.breakdown.append({Term::Neighbours, around, around});
    e.rules << (e.complete ? QStringLiteral("R-AB-7") : QStringLiteral("R-AB-8"));
}

} // namespace ml
