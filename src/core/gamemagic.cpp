// Mage & Witch: the magic action and the forced move (rules.md §5).
#include "game.h"

namespace ml
{

namespace
{
RuleError err(const char *rule, const QString &reason)
{
    return {QString::fromLatin1(rule), reason};
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

bool Game::isMagicDestination(FigureType figure, int tile, int segment, QString *why) const
{
    const int node = m_board.node(tile, segment);
    const SegmentKind kind = m_board.kindOf(node);
    if (kind != SegmentKind::Road && kind != SegmentKind::City) {
        *why = QStringLiteral("the %1 goes only on a road or a city, not on a %2")
                   .arg(figureTypeName(figure), segmentKindName(kind));
        return false;
    }
    if (m_board.isComplete(node)) {
        *why = QStringLiteral("that %1 is complete; the %2 goes only on unfinished roads and "
                              "cities (R-MW-4, footnote 1)")
                   .arg(segmentKindName(kind), figureTypeName(figure));
        return false;
    }
    const int root = m_board.root(node);
    const int self = magicFigureIndex(figure);
    if (self >= 0 &&
        m_board.root(m_board.node(m_figures[self].tile, m_figures[self].segment)) == root) {
        *why = QStringLiteral("a moved %1 must go to a different feature (R-MW-6)")
                   .arg(figureTypeName(figure));
        return false;
    }
    const int other = magicFigureIndex(otherMagic(figure));
    if (other >= 0 &&
        m_board.root(m_board.node(m_figures[other].tile, m_figures[other].segment)) == root) {
        *why = QStringLiteral("the %1 stands on that feature; the two never share one")
                   .arg(figureTypeName(otherMagic(figure)));
        return false;
    }
    return true;
}

QList<FigureOption> Game::magicDestinations(FigureType figure) const
{
    QList<FigureOption> out;
    QList<int> seen;
    QString why;
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
        if (move.magic)
            return err("R-MW-3", QStringLiteral("no magic action is due: the tile has no magic "
                                                "symbol and the mage and witch do not share a "
                                                "feature"));
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
            return std::nullopt; // nothing can change (format.md §1.5)
        if (!anyDestination)
            return err(due == MagicDue::ForcedMove ? "R-MW-9" : "R-MW-8",
                       QStringLiteral("no unfinished road or city is free for the mage or the "
                                      "witch, so one on the board must be taken off "
                                      "(magic: {\"remove\": ...})"));
        return err(due == MagicDue::ForcedMove ? "R-MW-10" : "R-MW-3",
                   due == MagicDue::ForcedMove
                       ? QStringLiteral("the mage and the witch now share a feature, so one of "
                                        "them must move at once (magic)")
                       : QStringLiteral("a tile with the magic symbol was placed, so the mage or "
                                        "the witch must be brought in or moved (magic)"));
    }
    const MagicChoice &m = *move.magic;
    if (!m.remove.isEmpty()) {
        FigureType f;
        if (!figureTypeFromName(m.remove, &f) || (f != FigureType::Mage && f != FigureType::Witch))
            return err("R-MW-8",
                       QStringLiteral("remove names mage or witch, not '%1'").arg(m.remove));
        if (anyDestination)
            return err("R-MW-8", QStringLiteral("a figure may only be taken off when no unfinished "
                                                "road or city is free for it"));
        const int index = magicFigureIndex(f);
        if (index < 0)
            return err("R-MW-8", QStringLiteral("the %1 is not on the board").arg(m.remove));
        removeFigureAt(index);
        return std::nullopt;
    }
    FigureType f;
    if (!figureTypeFromName(m.figure, &f) || (f != FigureType::Mage && f != FigureType::Witch))
        return err("R-MW-7",
                   QStringLiteral("magic.figure is mage or witch, not '%1'").arg(m.figure));
    if (!movable.contains(f))
        return err("R-MW-10",
                   QStringLiteral("the %1 is not on the board; the forced move moves one "
                                  "of the two figures on the shared feature")
                       .arg(m.figure));
    int t = -1, segment = -1;
    QString why;
    if (!resolveLocation(m.at, m.on, &t, &segment, &why)) return err("R-MW-4", why);
    if (!isMagicDestination(f, t, segment, &why))
        return err(due == MagicDue::ForcedMove ? "R-MW-9" : "R-MW-4", why);
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
