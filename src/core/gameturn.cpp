// One turn, step by step, in the order of rules.md R-X-7.
#include "game.h"

namespace ml
{

namespace
{
QString cellText(Cell c)
{
    return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
}
RuleError err(const char *rule, const QString &reason)
{
    return {QString::fromLatin1(rule), reason};
}
} // namespace

std::optional<RuleError> Game::playMove(const Move &move, QList<ScoreEvent> *events)
{
    return playMoveUpTo(move, TurnStep::Scoring, events);
}

std::optional<RuleError> Game::playMoveUpTo(const Move &move, TurnStep last,
                                            QList<ScoreEvent> *events)
{
    const int player = playerIndex(move.player);
    if (player < 0) return err("R-BASE-2", QStringLiteral("unknown player '%1'").arg(move.player));
    const TileType *type = m_catalogue.find(move.tile);
    if (!type) return err("R-BASE-3", QStringLiteral("unknown tile '%1'").arg(move.tile));

    if (move.kind == Move::Kind::Discard) {
        if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
            return err("R-HS-HI-10", QStringLiteral("only a discarded hill tile takes the tile "
                                                    "under it along; %1 has no hill")
                                         .arg(type->id));
        if (m_board.hasLegalPlacement(*type)) {
            const Placement p = m_board.legalPlacements(*type).value(0);
            return err("R-BASE-4", QStringLiteral("tile %1 fits on the board (for example at %2, "
                                                  "rotation %3), so it cannot be discarded")
                                       .arg(type->id, cellText(p.at))
                                       .arg(p.rot * 90));
        }
        ++m_moveIndex;
        return std::nullopt;
    }
    if (move.kind == Move::Kind::Castle) {
        if (!(m_sets & SetGermanCastles))
            return err("R-GC-3", QStringLiteral("castle moves need the german-castles set"));
        if (!m_players[player].castles.contains(type->id))
            return err(
                "R-GC-3",
                QStringLiteral("player %1 does not hold the castle %2").arg(move.player, type->id));
    } else if (type->isDouble()) {
        return err("R-GC-3", QStringLiteral("%1 is a castle tile: it is played from a player's "
                                            "hand with a castle move, never drawn")
                                 .arg(type->id));
    }

    m_shepherdPlacedThisTurn = false;
    if (auto e = stepPlaceTile(move, player, type)) return e;
    if (move.kind == Move::Kind::Castle) m_players[player].castles.removeOne(type->id);
    const int tile = int(m_board.tiles().size()) - 1;
    if (last == TurnStep::Tile) return std::nullopt;
    if (auto e = stepMagic(move, tile)) return e;
    if (last == TurnStep::Magic) return std::nullopt;
    if (auto e = stepPlaceFigure(move, player, tile, events)) return e;
    if (last == TurnStep::Figure) return std::nullopt;
    if (auto e = stepFlockAction(move, player, tile, events)) return e;
    if (last == TurnStep::Flock) return std::nullopt;
    stepAutoStable(tile, events);
    if (last == TurnStep::AutoStable) return std::nullopt;
    stepScoreCompleted(tile, events);
    ++m_moveIndex;
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceTile(const Move &move, int player, const TileType *&type)
{
    Q_UNUSED(player)
    if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
        return err("R-HS-HI-1", QStringLiteral("only a hill tile has a tile under it; %1 has no "
                                               "hill")
                                    .arg(type->id));
    const PlacementProblem p = m_board.checkPlacement(*type, move.at, move.rot);
    if (!p.ok()) return RuleError{p.rule, p.reason};
    m_board.place(*type, move.at, move.rot, move.under);
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceFigure(const Move &move, int player, int tile,
                                               QList<ScoreEvent> *events)
{
    if (!move.figure) return std::nullopt;
    const FigureChoice &choice = *move.figure;
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    const Cell at = choice.at.value_or(t.at);
    if (m_board.tileIndexAt(at) != tile)
        return err("R-BASE-5", QStringLiteral("a figure may only go on the tile just placed, "
                                              "not on %1")
                                   .arg(cellText(at)));
    int ti = -1, segment = -1;
    QString why;
    if (!resolveLocation(at, choice.on, &ti, &segment, &why)) return err("R-BASE-5", why);
    if (auto e = checkFigureRules(choice.type, player, tile, segment, true)) return e;
    if (choice.type == FigureType::Shepherd) return placeShepherd(player, tile, segment, events);
    if (meeplesInHand(player) <= 0)
        return err(
            "R-BASE-5",
            QStringLiteral("player %1 has no meeple left in supply").arg(m_players[player].id));
    const int node = m_board.node(tile, segment);
    if (m_board.meeplesOn(node) > 0)
        return err("R-BASE-6",
                   QStringLiteral("the %1 at %2 %3 already has a meeple on it "
                                  "(somewhere along the feature)")
                       .arg(segmentKindName(m_board.kindOf(node)), cellText(at), choice.on));
    Figure f;
    f.type = FigureType::Meeple;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    addFigureRecord(f);
    return std::nullopt;
}

bool Game::canPlaceCastle(int player) const
{
    for (const QString &id : m_players[player].castles)
        if (const TileType *t = m_catalogue.find(id))
            if (m_board.hasLegalPlacement(*t)) return true;
    return false;
}

void Game::applyPoints(const ScoreEvent &e)
{
    for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
        m_players[playerIndex(it.key())].score += it.value();
}

void Game::stepScoreCompleted(int tile, QList<ScoreEvent> *events)
{
    for (int root : m_board.featuresCompletedBy(tile)) {
        ScoreEvent e = scoreFeature(root, false);
        e.move = m_moveIndex;
        e.phase = ScoreEvent::Phase::Scoring;
        applyPoints(e);
        returnFigures(root);
        if (events) events->append(e);
    }
}

void Game::returnFigures(int root)
{
    for (int i = int(m_figures.size()) - 1; i >= 0; --i) {
        const Figure &f = m_figures[i];
        const int node = m_board.node(f.tile, f.segment);
        // Meeples go home; a magic figure goes beside the board (R-MW-12), also when nobody
        // held the feature (R-MW-17).
        if (f.type != FigureType::Shepherd && m_board.root(node) == m_board.root(root))
            removeFigureAt(i);
    }
}

QList<FigureOption> Game::figureOptions(const TileType &type, const Placement &placement,
                                        int player) const
{
    QList<FigureOption> options;
    if (player < 0) return options;
    const bool meeple = meeplesInHand(player) > 0;
    const bool shepherd = (m_sets & SetHillsSheep) && shepherdsInHand(player) > 0;
    if (!meeple && !shepherd) return options;
    const QList<QList<int>> joins = m_board.previewJoins(type, placement.at, placement.rot);
    for (int i = 0; i < type.segments.size(); ++i) {
        // The new segment's feature = the existing features it touches, plus those of any
        // other new segment that touches one of them (a tile can bridge features).
        QList<int> roots = joins[i];
        for (bool grew = true; grew;) {
            grew = false;
            for (int j = 0; j < type.segments.size(); ++j) {
                if (j == i || type.segments[j].kind != type.segments[i].kind) continue;
                bool shares = false;
                for (int r : joins[j])
                    shares = shares || roots.contains(r);
                if (!shares) continue;
                for (int r : joins[j])
                    if (!roots.contains(r)) {
                        roots << r;
                        grew = true;
                    }
            }
        }
        int meeples = 0, shepherds = 0;
        for (int r : roots) {
            meeples += m_board.meeplesOn(r);
            shepherds += m_board.shepherdsIn(r);
        }
        FigureOption o;
        o.segment = i;
        o.kind = type.segments[i].kind;
        o.on = locationFor(type, placement.at, placement.rot, i, &o.at);
        if (o.on.isEmpty()) continue;
        if (meeple && meeples == 0) {
            o.type = FigureType::Meeple;
            options << o;
        }
        if (shepherd && o.kind == SegmentKind::Field && shepherds == 0) {
            o.type = FigureType::Shepherd;
            options << o;
        }
    }
    return options;
}

} // namespace ml
