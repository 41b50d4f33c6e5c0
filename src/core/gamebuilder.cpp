// SPDX-License-Identifier: GPL-3.0-or-later
// Traders & Builders' builder (docs/rules/traders-builders.md, R-TB-8..14): where it may stand,
// and the double turn it gives. The pig's placement shares the same checks (R-TB-16); its
// scoring is in gamepig.cpp, the goods in gamegoods.cpp.
#include "game.h"
#include "gamerefusals.h"

namespace ml
{

int Game::ownFigures(FigureType type, int player, int root) const
{
    const int r = m_board.root(root);
    int count = 0;
    for (const Figure &f : m_figures)
        if (f.player == player && f.type == type &&
            m_board.root(m_board.node(f.tile, f.segment)) == r)
            ++count;
    return count;
}

bool Game::holdsOwnMeeple(int player, int root) const
{
    const int r = m_board.root(root);
    if (m_board.meeplesOn(r) == 0) return false;
    // A meeple or the large meeple (R-TB-IC-1); the abbot never stands on a road, a city or
    // a field.
    for (const Figure &f : m_figures)
        if (f.player == player && isMeepleLike(f.type) &&
            m_board.root(m_board.node(f.tile, f.segment)) == r)
            return true;
    return false;
}

std::optional<RuleError> Game::checkSpecialFigure(FigureType type, int player, int tile,
                                                  int segment, bool owners, bool inPlay) const
{
    const int node = m_board.node(tile, segment);
    const SegmentKind kind = m_board.kindOf(node);
    const QString &id = m_players[player].id;
    if (type == FigureType::Builder) {
        // On a road or a city only (R-TB-9).
        if (kind != SegmentKind::Road && kind != SegmentKind::City)
            return err(RefusalCode::BuilderOnlyRoadOrCity, "R-TB-9", {segmentKindName(kind)});
        // Not on a feature its own tile completes: it would be scored and sent home at once
        // (the reading of docs/rules/traders-builders.md, open question 6).
        if (inPlay && m_board.isComplete(node))
            return err(RefusalCode::BuilderOnCompleted, "R-TB-9", {segmentKindName(kind)});
        if (!owners) return std::nullopt;
        if (!holdsOwnMeeple(player, node))
            return err(RefusalCode::BuilderNeedsMeeple, "R-TB-9", {id, segmentKindName(kind)});
        // One builder of a player per feature; a set-up counts the one being checked.
        if (ownFigures(FigureType::Builder, player, node) > (inPlay ? 0 : 1))
            return err(RefusalCode::BuilderAlreadyThere, "R-TB-9", {id, segmentKindName(kind)});
        return std::nullopt;
    }
    // The pig: in a field (an inner field too) that holds one of its owner's farmers, one
    // pig of a player per field (R-TB-16).
    if (kind != SegmentKind::Field)
        return err(RefusalCode::PigOnlyOnField, "R-TB-16", {segmentKindName(kind)});
    if (!owners) return std::nullopt;
    if (!holdsOwnMeeple(player, node)) return err(RefusalCode::PigNeedsFarmer, "R-TB-16", {id});
    if (ownFigures(FigureType::Pig, player, node) > (inPlay ? 0 : 1))
        return err(RefusalCode::PigAlreadyThere, "R-TB-16", {id});
    return std::nullopt;
}

std::optional<RuleError> Game::doubleTurnRefusal(const Move &move, int player) const
{
    if (!move.doubleTurn) return std::nullopt;
    if (m_doubleTurnPending != player) {
        // No third tile after a second part (R-TB-11); otherwise nothing triggered one for
        // this player (R-TB-10).
        if (m_doubleTurnPlayed == player)
            return err(RefusalCode::DoubleTurnNoChain, "R-TB-11", {m_players[player].id});
        return err(RefusalCode::DoubleTurnNotDue, "R-TB-10", {m_players[player].id});
    }
    if (move.kind == Move::Kind::Castle &&
        m_options.doubleTurnCastle == RuleOptions::DoubleTurnCastle::DrawOnly)
        return err(RefusalCode::DoubleTurnCastleDrawOnly, "R-TB-GC-1");
    return std::nullopt;
}

bool Game::builderTriggered(int player, int tile) const
{
    if (!(m_sets & SetTradersBuilders)) return false;
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    for (const Figure &f : m_figures) {
        if (f.type != FigureType::Builder || f.player != player) continue;
        const int builderRoot = m_board.root(m_board.node(f.tile, f.segment));
        // The whole road or city after the placement: wherever the tile joins it (R-TB-10,
        // open question 2).
        for (int i = 0; i < t.type->segments.size(); ++i) {
            const SegmentKind k = t.type->segments[i].kind;
            if ((k == SegmentKind::Road || k == SegmentKind::City) &&
                m_board.root(t.firstNode + i) == builderRoot)
                return true;
        }
    }
    return false;
}

bool Game::wouldTriggerBuilder(const TileType &type, const Placement &placement, int player) const
{
    if (!(m_sets & SetTradersBuilders) || player < 0) return false;
    Board::Roots builders;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Builder && f.player == player)
            builders.append(m_board.root(m_board.node(f.tile, f.segment)));
    if (builders.isEmpty()) return false;
    Board::Roots joins;
    for (int i = 0; i < type.segments.size(); ++i) {
        const SegmentKind k = type.segments[i].kind;
        if (k != SegmentKind::Road && k != SegmentKind::City) continue;
        joins.clear();
        m_board.previewJoins(type, placement.at, placement.rot, i, &joins);
        for (int r : joins)
            if (builders.contains(r)) return true;
    }
    return false;
}

void Game::endDoubleTurnStep(const Move &move, int player, bool triggered)
{
    if (move.kind == Move::Kind::Discard && move.doubleTurn) return; // drawn again (R-TB-11)
    m_doubleTurnPlayed = move.doubleTurn ? player : -1;
    m_doubleTurnPending = !move.doubleTurn && triggered ? player : -1;
}

} // namespace ml
