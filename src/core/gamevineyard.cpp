// SPDX-License-Identifier: GPL-3.0-or-later
// Hills & Sheep's vineyards (docs/rules/hills-sheep.md, R-HS-VI-*): a completed monastery
// scores 3 more for each vineyard tile around it.
#include "game.h"

namespace ml
{

int Game::vineyardsAround(int monastery) const
{
    static const Cell around[8] = {{-1, -1}, {0, -1}, {1, -1}, {1, 0},
                                   {1, 1},   {0, 1},  {-1, 1}, {-1, 0}};
    const Cell c = m_board.tiles()[size_t(m_board.tileOfNode(monastery))].at;
    int n = 0;
    for (Cell d : around) {
        const PlacedTile *t = m_board.tileAt({c.x + d.x, c.y + d.y});
        n += t && t->type->hasMarker(MarkerVineyard) ? 1 : 0;
    }
    return n;
}

// Vineyards count only for a monastery scored because it is complete (R-HS-VI-2/3): not in
// the final scoring, not for a recalled abbot (R-AB-HS-1), never for a garden.
void Game::addVineyards(int monastery, ScoreEvent &e) const
{
    if (!e.complete || !(m_sets & SetHillsSheep)) return;
    const int vineyards = vineyardsAround(monastery);
    if (vineyards == 0) return;
    e.breakdown.append({Term::Vineyards, vineyards, 3 * vineyards});
    e.rules << QStringLiteral("R-HS-VI-2");
}

} // namespace ml
