// SPDX-License-Identifier: GPL-3.0-or-later
// Inns & Cathedrals' inns and cathedrals (docs/rules/inns-cathedrals.md, R-IC-5..14): the value
// of a road or a city, step 1 of R-X-1 as R-IC-X-1 extends it. The large meeple needs no code
// of its own here: it weighs two in the majority (strengthOf(), gamescoring.cpp).
#include "game.h"

namespace ml
{

void Game::scoreRoadOrCity(int node, ScoreEvent &e) const
{
    const bool doubleOnce = m_options.castleCount == RuleOptions::CastleCount::Tile;
    const int tiles = m_board.tileCount(node, doubleOnce);
    if (m_board.kindOf(node) == SegmentKind::Road) {
        const int inns = m_board.inns(node);
        if (inns == 0) {
            e.breakdown.append({Term::Tiles, tiles, tiles});
            e.rules << (e.complete ? QStringLiteral("R-BASE-8") : QStringLiteral("R-BASE-14"));
            return;
        }
        // Completed: every tile counts twice, however many inns (R-IC-6, R-IC-7). Left open
        // at the end: nothing at all (R-IC-8).
        const int each = e.complete ? 1 : 0;
        e.breakdown.append({Term::Tiles, tiles, each * tiles});
        e.breakdown.append({Term::Inn, tiles, each * tiles});
        if (e.complete)
            e.rules << QStringLiteral("R-BASE-8") << QStringLiteral("R-IC-6");
        else
            e.rules << QStringLiteral("R-IC-8");
        if (inns > 1) e.rules << QStringLiteral("R-IC-7");
        return;
    }
    const int coats = m_board.coatsOfArms(node);
    const int cathedrals = m_board.cathedrals(node);
    if (cathedrals > 0) {
        // Completed: 3 a tile and a coat of arms instead of 2, one or two cathedrals alike
        // (R-IC-11). Left open at the end: nothing (R-IC-12). The tiny city of the old rules
        // never has one: a cathedral city has five tiles at least (R-IC-14).
        const int each = e.complete ? 1 : 0;
        e.breakdown.append({Term::Tiles, tiles, each * 2 * tiles});
        if (coats) e.breakdown.append({Term::CoatsOfArms, coats, each * 2 * coats});
        e.breakdown.append({Term::Cathedral, tiles + coats, each * (tiles + coats)});
        if (e.complete)
            e.rules << QStringLiteral("R-BASE-9") << QStringLiteral("R-IC-11");
        else
            e.rules << QStringLiteral("R-IC-12");
        return;
    }
    if (!e.complete) {
        e.breakdown.append({Term::Tiles, tiles, tiles});
        if (coats) e.breakdown.append({Term::CoatsOfArms, coats, coats});
        e.rules << QStringLiteral("R-BASE-14");
    } else if (m_options.tinyCity == 2 && tiles == 2) {
        // The original 2000 rules: a two-tile city scores 1 per tile and 1 per coat.
        e.breakdown.append({Term::TinyCity, tiles, tiles});
        if (coats) e.breakdown.append({Term::CoatsOfArms, coats, coats});
        e.rules << QStringLiteral("R-BASE-9") << QStringLiteral("R-BASE-9V");
    } else {
        e.breakdown.append({Term::Tiles, tiles, 2 * tiles});
        if (coats) e.breakdown.append({Term::CoatsOfArms, coats, 2 * coats});
        e.rules << QStringLiteral("R-BASE-9");
    }
}

} // namespace ml
