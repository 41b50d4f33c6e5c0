// SPDX-License-Identifier: GPL-3.0-or-later
// Mage & Witch: the magic action and the forced move (R-MW-*, docs/rules/mage-witch.md).
#include "game.h"

namespace ml
{

namespace
{
RuleError err(RefusalCode code, const char *rule, const QStringList &args = {})
{
    return Refusal::make(code, rule, args);
}
RuleError under(const char *rule, Refusal why)
{
    // Nothing stands on the river, whoever asks (R-RI-8).
    if (why.code == RefusalCode::RiverTakesNoFigure) return why;
    why.rule = QString::fromLatin1(rule);
    return why;
}
FigureType otherMagic(FigureType f)
{
    return f == FigureType::Mage ? FigureType::Witch : FigureType::Mage;
}
} // namespace

int Game::magicFigureIndex(FigureType figure) const
{
    for (int i = 0; i < m_figures.size(); ++i)
        if (m_figures[i].type == figure) return i;
    return -1;
}

bool Game::isMagicDestination(FigureType figure, int tile, int segment, Refusal *why) const
{
    const auto refuse = [why](RefusalCode code, const QStringList &args) {
        *why = Refusal::make(code, "R-MW-4", args);
        return false;
    };
    const int node = m_board.node(tile, segment);
    const SegmentKind kind = m_board.kindOf(node);
    if (kind != SegmentKind::Road && kind != SegmentKind::City)
        return refuse(RefusalCode::MagicOnlyRoadOrCity,
                      {figureTypeName(figure), segmentKindName(kind)});
    if (m_board.isComplete(node))
        return refuse(RefusalCode::MagicFeatureComplete,
                      {segmentKindName(kind), figureTypeName(figure)});
    const int root = m_board.root(node);
    const int self = magicFigureIndex(figure);
    if (self >= 0 &&
        m_board.root(m_board.node(m_figures[self].tile, m_figures[self].segment)) == root)
        return refuse(RefusalCode::MagicSameFeature, {figureTypeName(figure)});
    const int other = magicFigureIndex(otherMagic(figure));
    if (other >= 0 &&
        m_board.root(m_board.node(m_figures[other].tile, m_figures[other].segment)) == root)
        return refuse(RefusalCode::MagicOtherThere, {figureTypeName(otherMagic(figure))});
    return true;
}

QList<FigureOption> Game::magicDestinations(FigureType figure) const
{
    QList<FigureOption> out;
    QList<int> seen;
    Refusal why;
    for (int node = 0; node < m_board.nodeCount(); ++node) {
        const SegmentKind kind = m_board.kindOf(node);
        if (kind != SegmentKind::Road && kind != SegmentKind::City) continue;
        const int root = m_board.root(node);
        if (seen.contains(root)) continue;
        const int tile = m_board.tileOfNode(node), segment = m_board.segmentOfNode(node);
        if (!isMagicDestination(figure, tile, segment, &why)) continue;
        seen << root;
        FigureOption o;
        o.type = figure;
        o.segment = segment;
        o.kind = kind;
        o.on = locationName(tile, segment, &o.at);
        out << o;
    }
    return out;
}

Game::MagicDue Game::magicActionDue(int tile) const
{
    if (!(m_sets & SetMageWitch)) return MagicDue::None;
    if (m_board.tiles()[size_t(tile)].type->hasMarker(MarkerMagic)) return MagicDue::MagicTile;
    const int mage = magicFigureIndex(FigureType::Mage);
    const int witch = magicFigureIndex(FigureType::Witch);
    if (mage >= 0 && witch >= 0 &&
        m_board.root(m_board.node(m_figures[mage].tile, m_figures[mage].segment)) ==
            m_board.root(m_board.node(m_figures[witch].tile, m_figures[witch].segment)))
        return MagicDue::ForcedMove;
    return MagicDue::None;
}

// Runs after the tile is placed and before phase 2 (R-MW-3, R-MW-10). A magic tile brings in
// or moves a figure of the player's choice: if the chosen figure is on the board it moves,
// else it comes in, which satisfies the decision table of R-MW-7. Without any destination a
// figure on the board is taken off (R-MW-8, R-MW-9).
std::optional<RuleError> Game::stepMagic(const Move &move, int tile)
{
    const MagicDue due = magicActionDue(tile);
    if (due == MagicDue::None) {
        if (move.magic) return err(RefusalCode::NoMagicDue, "R-MW-3");
        return std::nullopt;
    }
    QList<FigureType> movable;
    for (FigureType f : {FigureType::Mage, FigureType::Witch})
        if (due == MagicDue::MagicTile || magicFigureIndex(f) >= 0) movable << f;
    bool anyDestination = false;
    for (FigureType f : movable)
        anyDestination = anyDestination || !magicDestinations(f).isEmpty();
    const bool anyOnBoard =
        magicFigureIndex(FigureType::Mage) >= 0 || magicFigureIndex(FigureType::Witch) >= 0;

    if (!move.magic) {
        if (!anyDestination && !anyOnBoard)
            return std::nullopt; // nothing can change (docs/board-format.md, `moves`)
        if (!anyDestination)
            return err(RefusalCode::MagicMustRemove,
                       due == MagicDue::ForcedMove ? "R-MW-9" : "R-MW-8");
        return due == MagicDue::ForcedMove ? err(RefusalCode::MagicMustMoveShared, "R-MW-10")
                                           : err(RefusalCode::MagicMustAct, "R-MW-3");
    }
    const MagicChoice &m = *move.magic;
    if (!m.remove.isEmpty()) {
        FigureType f;
        if (!figureTypeFromName(m.remove, &f) || (f != FigureType::Mage && f != FigureType::Witch))
            return err(RefusalCode::RemoveNotMagic, "R-MW-8", {m.remove});
        if (anyDestination) return err(RefusalCode::RemoveWhileFree, "R-MW-8");
        const int index = magicFigureIndex(f);
        if (index < 0) return err(RefusalCode::RemoveNotOnBoard, "R-MW-8", {m.remove});
        removeFigureAt(index);
        return std::nullopt;
    }
    FigureType f;
    if (!figureTypeFromName(m.figure, &f) || (f != FigureType::Mage && f != FigureType::Witch))
        return err(RefusalCode::MagicFigureName, "R-MW-7", {m.figure});
    if (!movable.contains(f)) return err(RefusalCode::ForcedMoveNotOnBoard, "R-MW-10", {m.figure});
    int t = -1, segment = -1;
    Refusal why;
    if (!resolveLocation(m.at, m.on, &t, &segment, &why)) return under("R-MW-4", why);
    if (!isMagicDestination(f, t, segment, &why))
        return under(due == MagicDue::ForcedMove ? "R-MW-9" : "R-MW-4", why);
    const int index = magicFigureIndex(f);
    if (index >= 0) removeFigureAt(index);
    Figure fig;
    fig.type = f;
    fig.tile = t;
    fig.segment = segment;
    addFigureRecord(fig);
    return std::nullopt;
}

} // namespace ml
