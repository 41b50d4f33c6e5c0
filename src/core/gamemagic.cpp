// SPDX-License-Identifier: GPL-3.0-or-later
// Mage & Witch (R-MW-*, docs/rules/mage-witch.md): the magic action, the forced move, and
// what the mage and the witch do to a feature's score.
#include "game.h"
#include "gamerefusals.h"
#include "scoreterms.h"

namespace ml
{

namespace
{
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

// Steps 2 and 5 of the pipeline R-X-1: the magic figure on the feature (R-MW-12/13), then
// the castle bonus of a completed feature (R-GC-8, not in the final scoring: R-GC-10).
// The witch halves the bonus too only with witchHalvesCastleBonus (R-X-1).
void Game::applyMagicAndCastles(int node, bool final, ScoreEvent &e) const
{
    const int r = m_board.root(node);
    bool mage = false, witch = false;
    if (m_board.magicFiguresIn(r) > 0)
        for (const Figure &f : m_figures)
            if ((f.type == FigureType::Mage || f.type == FigureType::Witch) &&
                m_board.root(m_board.node(f.tile, f.segment)) == r)
                (f.type == FigureType::Mage ? mage : witch) = true;
    const int castles = castleBonusCount(r, final, e);
    const QString magicRule = final ? QStringLiteral("R-MW-13") : QStringLiteral("R-MW-12");
    // An inn or a cathedral is part of the value the magic figures and the castle bonus
    // start from (R-IC-MW-1..3, R-IC-GC-1).
    bool innOrCathedral = false;
    for (const ScoreTerm &t : e.breakdown)
        innOrCathedral = innOrCathedral || t.term == Term::Inn || t.term == Term::Cathedral;
    if (innOrCathedral) {
        if (witch) e.rules << QStringLiteral("R-IC-MW-1");
        if (mage) e.rules << (final ? QStringLiteral("R-IC-MW-3") : QStringLiteral("R-IC-MW-2"));
        if (castles) e.rules << QStringLiteral("R-IC-GC-1");
    }
    if (mage) {
        const int tiles =
            m_board.tileCount(r, m_options.castleCount == RuleOptions::CastleCount::Tile);
        e.breakdown.append({Term::Mage, tiles, tiles});
        e.rules << magicRule;
    }
    const bool halveBonus = witch && m_options.witchHalvesCastleBonus;
    if (castles && halveBonus) {
        addCastleBonus(castles, e);
        e.rules << QStringLiteral("R-X-1");
    }
    if (witch) {
        const int value = termTotal(e);
        e.breakdown.append({Term::Witch, 1, (value + 1) / 2 - value});
        e.rules << magicRule;
    }
    if (castles && !halveBonus) addCastleBonus(castles, e);
}

} // namespace ml
