// SPDX-License-Identifier: GPL-3.0-or-later
// The Abbot (docs/rules/abbot.md): the recall of phase 2. Placing the abbot, and scoring it on a
// monastery or in a garden, go through the ordinary figure and scoring steps.
#include "game.h"
#include "gamerefusals.h"

#include <cstdlib>

namespace ml
{

namespace
{
// Whether cell c is one of the eight around `centre`.
bool isAround(Cell centre, Cell c)
{
    return !(c == centre) && std::abs(c.x - centre.x) <= 1 && std::abs(c.y - centre.y) <= 1;
}
} // namespace

std::optional<Refusal> Game::abbotReturnRefusal(int player) const
{
    const int abbot = abbotOf(player);
    if (abbot < 0) return err(RefusalCode::NoAbbotOnBoard, "R-AB-12", {m_players[player].id});
    const Figure &f = m_figures[abbot];
    const int node = m_board.node(f.tile, f.segment);
    // What scores is the abbot, not the feature: a feature completed by this very tile is
    // scored in phase 3 instead (R-AB-13).
    if (m_board.isComplete(node))
        return err(RefusalCode::AbbotFeatureComplete, "R-AB-13",
                   {segmentKindName(m_board.kindOf(node)),
                    refusalCell(m_board.tiles()[size_t(f.tile)].at)});
    return std::nullopt;
}

bool Game::canReturnAbbotAfter(const TileType &type, const Placement &placement, int player) const
{
    if (!(m_sets & SetAbbot) || player < 0) return false;
    const int abbot = abbotOf(player);
    if (abbot < 0) return false;
    const Figure &f = m_figures[abbot];
    const int node = m_board.node(f.tile, f.segment);
    const Cell centre = m_board.tiles()[size_t(f.tile)].at;
    int around = m_board.occupiedNeighbours(node);
    // The new tile's cells that fill the abbot's neighbourhood (a castle may fill two).
    around += isAround(centre, placement.at) ? 1 : 0;
    if (type.isDouble())
        around += isAround(centre, secondCell(placement.at, placement.rot)) ? 1 : 0;
    return around < 8;
}

// The recall (R-AB-12): the abbot leaves the board and its owner scores its monastery or
// garden as in the final scoring, 1 + occupied neighbouring cells, with no bonus of any kind
// (R-AB-HS-1: no vineyards; R-AB-X-1).
std::optional<RuleError> Game::returnAbbot(int player, QList<ScoreEvent> *events)
{
    if (auto why = abbotReturnRefusal(player)) return why;
    const int abbot = abbotOf(player);
    const Figure f = m_figures[abbot];
    const int node = m_board.node(f.tile, f.segment);
    const SegmentKind kind = m_board.kindOf(node);
    ScoreEvent e;
    e.move = m_moveIndex;
    e.phase = ScoreEvent::Phase::Figures;
    e.feature = scoredFeatureOf(kind);
    e.complete = false;
    e.cells = m_board.cells(node);
    addFeatureSegments(e, m_board, node);
    e.abbotReturn = true;
    const int around = m_board.occupiedNeighbours(node);
    e.breakdown.append({kind == SegmentKind::Garden ? Term::Garden : Term::Monastery, 1, 1});
    e.breakdown.append({Term::Neighbours, around, around});
    e.winners << m_players[player].id;
    e.decidedBy = Decider::Majority;
    e.points.insert(m_players[player].id, 1 + around);
    e.rules << QStringLiteral("R-AB-12");
    applyPoints(e);
    removeFigureAt(abbot);
    if (events) events->append(e);
    return std::nullopt;
}

} // namespace ml
