// One turn, step by step, in the order of rules.md R-X-7.
#include "game.h"

namespace ml
{

namespace
{
RuleError err(RefusalCode code, const char *rule, const QStringList &args = {})
{
    return Refusal::make(code, rule, args);
}
// A refusal worked out by a helper (a location, a destination), under the caller's rule.
RuleError under(const char *rule, Refusal why)
{
    // Nothing stands on the river, whoever asks (R-RI-8).
    if (why.code == RefusalCode::RiverTakesNoFigure) return why;
    why.rule = QString::fromLatin1(rule);
    return why;
}
} // namespace

std::optional<RuleError> Game::playMove(const Move &move, QList<ScoreEvent> *events,
                                        TurnMarks *marks)
{
    return playMoveUpTo(move, TurnStep::Scoring, events, marks);
}

std::optional<RuleError> Game::tryMove(const Move &move, QList<ScoreEvent> *events,
                                       TurnMarks *marks)
{
    // Qt's lists share their data until written, so these copies cost nothing unless the
    // move changes them; the bag is a few kilobytes (its generator).
    const QList<Player> players = m_players;
    const QList<Figure> figures = m_figures;
    const Bag bag = m_bag;
    const int moveIndex = m_moveIndex;
    const bool shepherdPlaced = m_shepherdPlacedThisTurn;
    const std::optional<int> riverAhead = m_riverTilesAhead;
    const bool lakeDiscarded = m_lakeDiscarded;
    QList<ScoreEvent> mine;
    m_board.beginTrial();
    auto refused = playMove(move, &mine, marks);
    if (!refused) {
        m_board.commit();
        if (events) events->append(mine);
        return std::nullopt;
    }
    m_board.rollback();
    m_players = players;
    m_figures = figures;
    m_bag = bag;
    m_moveIndex = moveIndex;
    m_shepherdPlacedThisTurn = shepherdPlaced;
    m_riverTilesAhead = riverAhead;
    m_lakeDiscarded = lakeDiscarded;
    return refused;
}

std::optional<RuleError> Game::playMoveUpTo(const Move &move, TurnStep last,
                                            QList<ScoreEvent> *events, TurnMarks *marks)
{
    TurnMarks ignored;
    TurnMarks &m = marks ? *marks : ignored;
    m = {};
    // Called as each step ends: records the mark and says whether to stop there.
    auto stepDone = [&](TurnStep step) {
        const int i = int(step);
        m.events[size_t(i)] = events ? events->size() : 0;
        m.figures[size_t(i)] = m_figures.size();
        m.stepsDone = i + 1;
        return step == last;
    };
    const int player = playerIndex(move.player);
    if (player < 0) return err(RefusalCode::UnknownPlayer, "R-BASE-2", {move.player});
    const TileType *type = m_catalogue.find(move.tile);
    if (!type) return err(RefusalCode::UnknownTile, "R-BASE-3", {move.tile});

    if (move.kind == Move::Kind::Discard) {
        if (auto e = castleDiscardRefusal(type->id)) return e;
        if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
            return err(RefusalCode::DiscardUnderNoHill, "R-HS-HI-10", {type->id});
        if (auto e = riverPhaseRefusal(move, *type)) return e;
        // A river tile fits where the river rules let it go (R-RI-7).
        const bool riverRules = (m_sets & SetRiver) && type->isRiverTile();
        if (hasLegalPlacement(*type)) {
            const Placement p = legalPlacements(*type).value(0);
            return err(RefusalCode::DiscardButFits, riverRules ? "R-RI-7" : "R-BASE-4",
                       {type->id, refusalCell(p.at), QString::number(p.rot * 90)});
        }
        countRiverTileDrawn(*type);
        if (riverRules && type->hasMarker(MarkerLake)) m_lakeDiscarded = true;
        ++m_moveIndex;
        m.stepsDone = kTurnSteps; // a discard is one step, and it is done
        return std::nullopt;
    }
    if (auto e = castleMoveRefusal(move, *type)) return e;
    if (auto e = riverPhaseRefusal(move, *type)) return e;

    m_shepherdPlacedThisTurn = false;
    if (auto e = stepPlaceTile(move, player, type)) return e;
    takeCastleFromHand(move, player);
    const int tile = int(m_board.tiles().size()) - 1;
    if (stepDone(TurnStep::Tile)) return std::nullopt;
    if (auto e = stepMagic(move, tile)) return e;
    if (stepDone(TurnStep::Magic)) return std::nullopt;
    if (auto e = stepPlaceFigure(move, player, tile, events)) return e;
    if (stepDone(TurnStep::Figure)) return std::nullopt;
    if (auto e = stepFlockAction(move, player, tile, events)) return e;
    if (stepDone(TurnStep::Flock)) return std::nullopt;
    stepAutoStable(tile, events);
    if (stepDone(TurnStep::AutoStable)) return std::nullopt;
    stepScoreCompleted(tile, events);
    ++m_moveIndex;
    stepDone(TurnStep::Scoring);
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceTile(const Move &move, int player, const TileType *&type)
{
    Q_UNUSED(player)
    if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
        return err(RefusalCode::UnderNoHill, "R-HS-HI-1", {type->id});
    const PlacementProblem p = m_board.checkPlacement(*type, move.at, move.rot);
    if (!p.ok()) return p;
    if (auto e = riverCourseRefusal(*type, move.at, move.rot)) return e;
    m_board.place(*type, move.at, move.rot, move.under);
    countRiverTileDrawn(*type);
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
        return err(RefusalCode::FigureNotOnNewTile, "R-BASE-5", {refusalCell(at)});
    int ti = -1, segment = -1;
    Refusal why;
    if (!resolveLocation(at, choice.on, &ti, &segment, &why)) return under("R-BASE-5", why);
    if (auto e = checkFigureRules(choice.type, player, tile, segment, true)) return e;
    if (choice.type == FigureType::Shepherd) return placeShepherd(player, tile, segment, events);
    if (meeplesInHand(player) <= 0)
        return err(RefusalCode::NoMeepleLeft, "R-BASE-5", {m_players[player].id});
    const int node = m_board.node(tile, segment);
    if (m_board.meeplesOn(node) > 0)
        return err(RefusalCode::FeatureHasMeeple, "R-BASE-6",
                   {segmentKindName(m_board.kindOf(node)), refusalCell(at), choice.on});
    Figure f;
    f.type = FigureType::Meeple;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    addFigureRecord(f);
    return std::nullopt;
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
        // Nothing stands on the river (R-RI-8); the garden waits for the abbot (R-AB-6).
        if (o.kind == SegmentKind::River || o.kind == SegmentKind::Garden) continue;
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
