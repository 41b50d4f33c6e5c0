// SPDX-License-Identifier: GPL-3.0-or-later
// Hills & Sheep's hills (docs/rules/hills-sheep.md, R-HS-HI-*): a meeple on a hill tile breaks
// a tie for a majority. Hill tiles themselves need nothing else: the catalogue marks them.
#include "game.h"
#include "gamerefusals.h"

#include <algorithm>

namespace ml
{

// R-HS-HI-4..8, among the players tied for a majority (`winners`, narrowed in place): with
// `presence` every tied player with at least one meeple on a hill tile keeps their points
// (the tie stands when all or none have one); with `count` those with the most meeples on
// hills do. The rule page leaves the reading open, hence the option (R-HS-HI-6/7). The hill
// is looked at only when a tied player has a meeple on one; the same holds in the final
// scoring (R-HS-HI-8).
void Game::breakTieOnHills(QVarLengthArray<int, 8> &winners, const QList<int> &onHills, bool final,
                           ScoreEvent &event) const
{
    int most = 0;
    for (int p : winners)
        most = std::max(most, onHills[p]);
    if (most == 0) return;
    const bool byCount = m_options.hillTiebreak == RuleOptions::HillTiebreak::Count;
    const auto loses = [&](int p) { return byCount ? onHills[p] < most : onHills[p] == 0; };
    winners.erase(std::remove_if(winners.begin(), winners.end(), loses), winners.end());
    event.rules << QStringLiteral("R-HS-HI-4")
                << (byCount ? QStringLiteral("R-HS-HI-7") : QStringLiteral("R-HS-HI-6"));
    if (final) event.rules << QStringLiteral("R-HS-HI-8");
}

std::optional<RuleError> Game::underRefusal(const QString &under, const TileType &type,
                                            bool drawnNow) const
{
    if (under.isEmpty()) return std::nullopt;
    // The tile under a hill is drawn from the stack (R-HS-HI-1), and castles never are
    // (R-GC-3); the hill of a discard leaves play with it (R-HS-HI-10).
    const TileType *u = m_catalogue.find(under);
    if (u && u->hasMarker(MarkerCastle))
        return err(RefusalCode::UnderIsCastle, "R-HS-HI-1", {under});
    // The last tile of the game has nothing left to lie under it (R-HS-HI-2).
    if (drawnNow && m_lastTileMove && *m_lastTileMove == m_moveIndex)
        return err(RefusalCode::UnderLastTile, "R-HS-HI-2", {type.id});
    return std::nullopt;
}

} // namespace ml
