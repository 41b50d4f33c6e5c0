// SPDX-License-Identifier: GPL-3.0-or-later
// One turn, step by step, in the order of R-X-7 (docs/rules/all.md).
#include "game.h"
#include "gamerefusals.h"
#include "scoreterms.h"

#include <algorithm>

namespace ml
{

std::optional<RuleError> Game::playMove(const Move &move, QList<ScoreEvent> *events,
                                        TurnMarks *marks)
{
    return playMoveUpTo(move, TurnStep::Scoring, events, marks);
}

std::optional<RuleError> Game::tryMove(const Move &move, QList<ScoreEvent> *events,
                                       TurnMarks *marks)
{
    QList<ScoreEvent> mine;
    beginTrial();
    auto refused = playMove(move, &mine, marks);
    if (!refused) {
        commitTrial();
        if (events) events->append(mine);
        return std::nullopt;
    }
    rollback();
    return refused;
}

void Game::beginTrial()
{
    Trial &t = m_trial;
    t.active = true;
    t.players.assign(m_players.cbegin(), m_players.cend());
    t.figures.clear();
    t.bag = m_bag;
    t.moveIndex = m_moveIndex;
    t.shepherdPlaced = m_shepherdPlacedThisTurn;
    t.riverTilesAhead = m_riverTilesAhead;
    t.lakeDiscarded = m_lakeDiscarded;
    t.doubleTurnPending = m_doubleTurnPending;
    t.doubleTurnPlayed = m_doubleTurnPlayed;
    m_board.beginTrial();
}

void Game::rollback()
{
    Trial &t = m_trial;
    if (!t.active) return;
    t.active = false;
    m_board.rollback();
    // Written element by element into the lists' own room, which a plain assignment of a
    // saved QList would share and the next trial's first write would copy again.
    m_players.resize(qsizetype(t.players.size()));
    std::copy(t.players.cbegin(), t.players.cend(), m_players.begin());
    for (auto it = t.figures.rbegin(); it != t.figures.rend(); ++it) {
        switch (it->kind) {
        case FigureChange::Added:
            m_figures.removeLast();
            break;
        case FigureChange::Removed:
            m_figures.insert(it->index, it->figure);
            break;
        case FigureChange::Changed:
            m_figures[it->index] = it->figure;
            break;
        }
    }
    t.figures.clear();
    m_bag = t.bag;
    m_moveIndex = t.moveIndex;
    m_shepherdPlacedThisTurn = t.shepherdPlaced;
    m_riverTilesAhead = t.riverTilesAhead;
    m_lakeDiscarded = t.lakeDiscarded;
    m_doubleTurnPending = t.doubleTurnPending;
    m_doubleTurnPlayed = t.doubleTurnPlayed;
}

void Game::commitTrial()
{
    m_board.commit();
    m_trial.active = false;
    m_trial.figures.clear();
}

Figure &Game::changeFigure(int index)
{
    if (m_trial.active) m_trial.figures.push_back({FigureChange::Changed, index, m_figures[index]});
    return m_figures[index];
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
    const int player =
        move.seat >= 0 && move.seat < m_players.size() ? move.seat : playerIndex(move.player);
    if (player < 0) return err(RefusalCode::UnknownPlayer, "R-BASE-2", {move.player});
    const TileType *type = move.type ? move.type : m_catalogue.find(move.tile);
    if (!type) return err(RefusalCode::UnknownTile, "R-BASE-3", {move.tile});
    // Whether this may be (the start of) a builder's second part comes first
    // (docs/board-format.md, `moves`).
    if (auto e = doubleTurnRefusal(move, player)) return e;

    if (move.kind == Move::Kind::Discard) {
        if (move.abbotReturn) return err(RefusalCode::AbbotReturnOnDiscard, "R-AB-12");
        if (auto e = castleDiscardRefusal(type->id)) return e;
        if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
            return err(RefusalCode::DiscardUnderNoHill, "R-HS-HI-10", {type->id});
        // A hill that fits nowhere leaves play with the tile drawn for under it (R-HS-HI-10).
        if (auto e = underRefusal(move.under, *type, true)) {
            e->rule = QStringLiteral("R-HS-HI-10");
            return e;
        }
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
        endDoubleTurnStep(move, player, false);
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
    // The builder must stand on its road or city before this tile comes (R-TB-10); a second
    // part never gives a third (R-TB-11).
    const bool triggered = !move.doubleTurn && builderTriggered(player, tile);
    if (stepDone(TurnStep::Tile)) return std::nullopt;
    if (auto e = stepMagic(move, tile)) return e;
    if (stepDone(TurnStep::Magic)) return std::nullopt;
    if (auto e = stepPlaceFigure(move, player, tile, events)) return e;
    if (stepDone(TurnStep::Figure)) return std::nullopt;
    if (auto e = stepFlockAction(move, player, tile, events)) return e;
    if (stepDone(TurnStep::Flock)) return std::nullopt;
    stepAutoStable(tile, events);
    if (stepDone(TurnStep::AutoStable)) return std::nullopt;
    stepScoreCompleted(tile, player, events);
    endDoubleTurnStep(move, player, triggered);
    ++m_moveIndex;
    stepDone(TurnStep::Scoring);
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceTile(const Move &move, int player, const TileType *&type)
{
    Q_UNUSED(player)
    if (!move.under.isEmpty() && !type->hasMarker(MarkerHill))
        return err(RefusalCode::UnderNoHill, "R-HS-HI-1", {type->id});
    if (auto e = underRefusal(move.under, *type, move.kind != Move::Kind::Castle)) return e;
    // A placement this game just listed has passed both checks already.
    if (!move.listed) {
        const PlacementProblem p = m_board.checkPlacement(*type, move.at, move.rot);
        if (!p.ok()) return p;
        if (auto e = riverCourseRefusal(*type, move.at, move.rot)) return e;
    }
    m_board.place(*type, move.at, move.rot,
                  move.under.isEmpty() ? nullptr : m_catalogue.find(move.under));
    countRiverTileDrawn(*type);
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceFigure(const Move &move, int player, int tile,
                                               QList<ScoreEvent> *events)
{
    // The recall is this turn's phase 2, instead of any figure placement (R-AB-12/14).
    if (move.abbotReturn) {
        if (move.figure) return err(RefusalCode::AbbotReturnWithFigure, "R-AB-14");
        return returnAbbot(player, events);
    }
    if (!move.figure) return std::nullopt;
    const FigureChoice &choice = *move.figure;
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    Cell at = choice.at.value_or(t.at);
    int segment = choice.segment;
    if (segment >= 0) {
        // Given by segment (figureOptions()): no name to resolve, but the same refusals.
        if (segment >= t.type->segments.size())
            return err(RefusalCode::FigureNotOnNewTile, "R-BASE-5", {refusalCell(t.at)});
        if (t.type->segments[segment].kind == SegmentKind::River)
            return err(RefusalCode::RiverTakesNoFigure, "R-RI-8",
                       {t.type->id, refusalCell(t.at), QString::number(segment)});
        at = t.at;
    } else {
        if (m_board.tileIndexAt(at) != tile)
            return err(RefusalCode::FigureNotOnNewTile, "R-BASE-5", {refusalCell(at)});
        int ti = -1;
        Refusal why;
        if (!resolveLocation(at, choice.on, &ti, &segment, &why)) return under("R-BASE-5", why);
    }
    // The large meeple, the builder and the pig come from their own supplies (R-IC-1,
    // R-TB-1), checked before where they go.
    const FigureType type = choice.type;
    if ((type == FigureType::LargeMeeple || type == FigureType::Builder ||
         type == FigureType::Pig) &&
        (m_sets & figureSet(type)) && figuresInHand(player, type) <= 0)
        return err(RefusalCode::NoFigureLeft,
                   type == FigureType::LargeMeeple ? "R-IC-15" : "R-TB-1",
                   {m_players[player].id, figureTypeName(type)});
    if (auto e = checkFigureRules(type, player, tile, segment, true)) return e;
    if (type == FigureType::Shepherd) return placeShepherd(player, tile, segment, events);
    Figure f;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    // Builders and pigs occupy nothing and share their feature (R-TB-8, R-TB-15).
    if (type == FigureType::Builder || type == FigureType::Pig) {
        f.type = type;
        addFigureRecord(f);
        return std::nullopt;
    }
    const bool abbot = type == FigureType::Abbot;
    if (abbot && abbotsInHand(player) <= 0)
        return err(RefusalCode::NoAbbotLeft, "R-AB-1", {m_players[player].id});
    if (type != FigureType::LargeMeeple && !abbot && meeplesInHand(player) <= 0)
        return err(RefusalCode::NoMeepleLeft, "R-BASE-5", {m_players[player].id});
    const int node = m_board.node(tile, segment);
    if (m_board.meeplesOn(node) > 0)
        return err(RefusalCode::FeatureHasMeeple,
                   type == FigureType::LargeMeeple ? "R-IC-15" : "R-BASE-6",
                   {segmentKindName(m_board.kindOf(node)), refusalCell(at), choice.on});
    f.type = type == FigureType::LargeMeeple ? type
             : abbot                         ? FigureType::Abbot
                                             : FigureType::Meeple;
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

void Game::stepScoreCompleted(int tile, int player, QList<ScoreEvent> *events)
{
    Board::Roots completed;
    m_board.featuresCompletedBy(tile, &completed);
    for (int root : completed) {
        // A garden is a picture unless the set abbot is on (docs/board-format.md, "The Abbot"), and
        // HS-14, MW-8 and RV-J show none in C1 (R-AB-2).
        if (m_board.kindOf(root) == SegmentKind::Garden) {
            const PlacedTile &t = m_board.tiles()[size_t(m_board.tileOfNode(root))];
            if (!(m_sets & SetAbbot) || root - t.firstNode != t.type->gardenSegment(m_edition))
                continue;
        }
        if (!events) {
            // Nobody asks for the events: the points alone, from a lean scoring that has no
            // cells, segments or points map (scoreFeature() says why).
            const ScoreEvent e = scoreFeature(root, false, nullptr, true);
            const int value = termTotal(e);
            for (const QString &w : e.winners)
                m_players[playerIndex(w)].score += value;
            returnFigures(root);
            takeGoods(root, player, nullptr);
            continue;
        }
        ScoreEvent e = scoreFeature(root, false, nullptr);
        e.move = m_moveIndex;
        e.phase = ScoreEvent::Phase::Scoring;
        applyPoints(e);
        returnFigures(root);
        // Goods go to the player of this move once the city is scored (R-TB-4, R-TB-6).
        takeGoods(root, player, &e);
        events->append(e);
    }
}

void Game::returnFigures(int root)
{
    // The board counts the feature's meeples and magic figures: without builders and pigs,
    // which it does not count, the walk stops once all of them are found, and a feature
    // without any is not walked at all (every completed feature comes here, and a long game
    // has hundreds of figures on the board).
    const bool uncounted = m_sets & SetTradersBuilders;
    int left = m_board.meeplesOn(root) + m_board.magicFiguresIn(root);
    for (int i = int(m_figures.size()) - 1; i >= 0 && (uncounted || left > 0); --i) {
        const Figure &f = m_figures[i];
        const int node = m_board.node(f.tile, f.segment);
        // Meeples go home; a magic figure goes beside the board (R-MW-12), also when nobody
        // held the feature (R-MW-17); a builder goes home with its owner's last meeple there,
        // which in these sets is when the feature is scored (R-TB-13).
        if (f.type != FigureType::Shepherd && m_board.root(node) == m_board.root(root)) {
            if (f.type != FigureType::Builder && f.type != FigureType::Pig) --left;
            removeFigureAt(i);
        }
    }
}

QList<FigureOption> Game::figureOptions(const TileType &type, const Placement &placement,
                                        int player) const
{
    QList<FigureOption> options;
    figureOptions(type, placement, player, &options);
    return options;
}

namespace
{
// Whether a segment has a place a figure can be named by (locationFor() is not empty): a
// centre, or a port no other segment shares.
bool hasLocation(const TileType &type, int segment)
{
    const Segment &s = type.segments[segment];
    if (s.kind == SegmentKind::Monastery || s.kind == SegmentKind::Castle ||
        s.kind == SegmentKind::Garden || (s.kind == SegmentKind::Field && s.ports == 0))
        return true;
    for (quint32 ports = s.ports; ports; ports &= ports - 1)
        if (type.portOwners[size_t(__builtin_ctz(ports))][1] < 0) return true;
    return false;
}
} // namespace

void Game::figureOptions(const TileType &type, const Placement &placement, int player,
                         QList<FigureOption> *out, bool named) const
{
    QList<FigureOption> &options = *out;
    options.clear();
    if (player < 0) return;
    const bool meeple = meeplesInHand(player) > 0;
    const bool shepherd = (m_sets & SetHillsSheep) && shepherdsInHand(player) > 0;
    const bool abbot = (m_sets & SetAbbot) && abbotsInHand(player) > 0;
    const bool large =
        (m_sets & SetInnsCathedrals) && figuresInHand(player, FigureType::LargeMeeple) > 0;
    const bool builder =
        (m_sets & SetTradersBuilders) && figuresInHand(player, FigureType::Builder) > 0;
    const bool pig = (m_sets & SetTradersBuilders) && figuresInHand(player, FigureType::Pig) > 0;
    if (!meeple && !shepherd && !abbot && !large && !builder && !pig) return;
    const int garden = type.gardenSegment(m_edition);
    const qsizetype count = type.segments.size();
    // The existing features each new segment touches; on the stack for ordinary tiles.
    QVarLengthArray<Board::Roots, 12> joins(count);
    for (int i = 0; i < count; ++i)
        m_board.previewJoins(type, placement.at, placement.rot, i, &joins[i]);
    Board::Roots roots;
    for (int i = 0; i < count; ++i) {
        const SegmentKind kind = type.segments[i].kind;
        // Nothing stands on the river (R-RI-8). The garden takes only the abbot (R-AB-6),
        // and HS-14, MW-8 and RV-J have none in C1 (R-AB-2).
        if (kind == SegmentKind::River) continue;
        if (kind == SegmentKind::Garden && i != garden) continue;
        if (!hasLocation(type, i)) continue;
        // The new segment's feature = the existing features it touches, plus those of any
        // other new segment that touches one of them (a tile can bridge features).
        roots = joins[i];
        for (bool grew = true; grew;) {
            grew = false;
            for (int j = 0; j < count; ++j) {
                if (j == i || type.segments[j].kind != kind) continue;
                bool shares = false;
                for (int r : joins[j])
                    shares = shares || roots.contains(r);
                if (!shares) continue;
                for (int r : joins[j])
                    if (!roots.contains(r)) {
                        roots.append(r);
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
        o.kind = kind;
        if (named) o.on = locationFor(type, placement.at, placement.rot, i, &o.at);
        // The abbot goes on a monastery or a garden, the monk's place stays open (R-AB-9).
        const bool centre = kind == SegmentKind::Monastery || kind == SegmentKind::Garden;
        if (abbot && centre && meeples == 0) {
            o.type = FigureType::Abbot;
            options << o;
        }
        if (kind == SegmentKind::Garden) continue;
        if (meeple && meeples == 0) {
            o.type = FigureType::Meeple;
            options << o;
        }
        if (large && meeples == 0) {
            o.type = FigureType::LargeMeeple;
            options << o;
        }
        if (shepherd && kind == SegmentKind::Field && shepherds == 0) {
            o.type = FigureType::Shepherd;
            options << o;
        }
        // The builder joins a road or city of its owner's that this tile does not complete;
        // the pig a field of its owner's farmer; one of each per feature (R-TB-9, R-TB-16).
        const bool road = kind == SegmentKind::Road || kind == SegmentKind::City;
        if ((builder && road) || (pig && kind == SegmentKind::Field)) {
            const FigureType special = road ? FigureType::Builder : FigureType::Pig;
            bool own = false, twice = false;
            for (int r : roots) {
                own = own || holdsOwnMeeple(player, r);
                twice = twice || ownFigures(special, player, r) > 0;
            }
            if (own && !twice &&
                !(road && m_board.wouldComplete(type, placement.at, placement.rot, i))) {
                o.type = special;
                options << o;
            }
        }
    }
}

} // namespace ml
