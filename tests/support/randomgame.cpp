// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgame.h"

#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace mltest
{

namespace
{

QString kindName(ml::SegmentKind k)
{
    return ml::segmentKindName(k);
}

QString cellsText(QList<ml::Cell> cells)
{
    std::sort(cells.begin(), cells.end());
    QStringList parts;
    for (ml::Cell c : std::as_const(cells))
        parts << u"(%1,%2)"_s.arg(c.x).arg(c.y);
    return parts.join(u' ');
}

QString pointsText(const QMap<QString, int> &points)
{
    QStringList parts;
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        if (it.value() != 0) parts << u"%1:%2"_s.arg(it.key()).arg(it.value());
    return u"{"_s + parts.join(u", "_s) + u"}"_s;
}

QString playerId(int p)
{
    return u"p%1"_s.arg(p);
}

QMap<QString, int> namedPoints(const QMap<int, int> &points)
{
    QMap<QString, int> out;
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        out.insert(playerId(it.key()), it.value());
    return out;
}

QString awardText(const RefAward &a)
{
    return u"%1 [%2] %3"_s.arg(kindName(a.kind), cellsText(a.cells),
                               pointsText(namedPoints(a.points)));
}

QString eventText(const ml::ScoreEvent &e)
{
    return u"%1 [%2] %3"_s.arg(idOf(e.feature), cellsText(e.cells), pointsText(e.points));
}

// Segment indices as a failure message lists them: "0 2 3".
QString segmentsText(const QList<int> &segments)
{
    QStringList parts;
    for (int s : segments)
        parts << QString::number(s);
    return parts.join(u' ');
}

} // namespace

QString RandomGame::fail(const QString &what) const
{
    return u"[%1] seed %2, %3 players, move %4: %5\n%6"_s.arg(m_config.name)
        .arg(m_seed)
        .arg(m_players)
        .arg(m_move)
        .arg(what, describeBoard(m_tilesForReport, m_figures));
}

QList<const ml::TileType *> RandomGame::stack(const ml::TileCatalogue &cat)
{
    // With the River its tiles come first in a shuffled river stack with the lake at the
    // bottom; the spring is the start tile (R-RI-2, R-RI-3).
    QList<const ml::TileType *> river;
    const ml::TileType *lake = nullptr;
    if (m_config.river)
        for (const ml::TileType *t : cat.all()) {
            if (t->set != u"river" || t->hasMarker(ml::MarkerSpring)) continue;
            if (t->hasMarker(ml::MarkerLake))
                lake = t;
            else
                river << t;
        }
    std::shuffle(river.begin(), river.end(), m_gen);
    if (lake) river << lake;

    QList<const ml::TileType *> tiles;
    for (const ml::TileType *t : cat.all()) {
        const bool wanted =
            t->set == u"base" ||
            (m_config.expansions && (t->set == u"hills-sheep" || t->set == u"mage-witch")) ||
            (m_config.innsTraders &&
             (t->set == u"inns-cathedrals" || t->set == u"traders-builders"));
        // Hill tiles are left out: the reference does not model the hill tie-break
        // (R-HS-HI-6/8) nor the tile slid under a hill.
        if (!wanted || t->hasMarker(ml::MarkerHill)) continue;
        // C3 counts; one D is the start tile (R-BASE-1), or with the River it is not used
        // (R-RI-2).
        const int copies = t->count(ml::Edition::C3) - (t->startTile ? 1 : 0);
        for (int i = 0; i < copies; ++i)
            tiles << t;
    }
    std::shuffle(tiles.begin(), tiles.end(), m_gen);
    return river + tiles;
}

QString RandomGame::checkPlacements(const ml::Game &game, const ml::TileType &type,
                                    const QList<ml::Placement> &engine) const
{
    // R-BASE-3: the same cells with the same distinct tile geometries, each listed once.
    // River tiles (all drawn while the river is open) follow the river's own rules too.
    QStringList want, got;
    const std::vector<ml::PlacedTile> &tiles = game.board().tiles();
    for (const ml::Placement &p : type.set == u"river" ? referenceRiverPlacements(tiles, type)
                                                       : referencePlacements(tiles, type)) {
        const QString key =
            u"(%1,%2) %3"_s.arg(p.at.x).arg(p.at.y).arg(rotatedGeometryKey(type, p.rot));
        if (!want.contains(key)) want << key;
    }
    for (const ml::Placement &p : engine)
        got << u"(%1,%2) %3"_s.arg(p.at.x).arg(p.at.y).arg(rotatedGeometryKey(type, p.rot));
    want.sort();
    got.sort();
    if (want == got) return {};
    return fail(
        u"legal placements of %1 differ (reference %2 distinct, engine %3)\n  reference: %4\n  engine: %5"_s
            .arg(type.id)
            .arg(want.size())
            .arg(got.size())
            .arg(want.join(u"; "_s), got.join(u"; "_s)));
}

QString RandomGame::checkState(const ml::Game &game) const
{
    for (int p = 0; p < m_players; ++p) {
        if (game.score(p) != m_scores[p])
            return fail(u"score of %1: engine %2, reference %3"_s.arg(playerId(p))
                            .arg(game.score(p))
                            .arg(m_scores[p]));
        const int onBoard =
            int(std::count_if(m_figures.cbegin(), m_figures.cend(),
                              [p](const auto &f) { return f.player == p && !f.abbot; }));
        const int abbots =
            int(std::count_if(m_figures.cbegin(), m_figures.cend(),
                              [p](const auto &f) { return f.player == p && f.abbot; }));
        const int abbotSupply = m_config.abbot ? 1 : 0;
        if (game.abbotsInHand(p) != abbotSupply - abbots)
            return fail(u"abbots in hand of %1: engine %2, reference %3"_s.arg(playerId(p))
                            .arg(game.abbotsInHand(p))
                            .arg(abbotSupply - abbots));
        const int meeples =
            int(std::count_if(m_figures.cbegin(), m_figures.cend(), [p](const auto &f) {
                return f.player == p && !f.abbot && !f.large && !f.builder && !f.pig;
            }));
        if (game.meeplesInHand(p) != 7 - meeples)
            return fail(u"meeples in hand of %1: engine %2, reference %3"_s.arg(playerId(p))
                            .arg(game.meeplesInHand(p))
                            .arg(7 - meeples));
        Q_UNUSED(onBoard)
        if (m_config.innsTraders) {
            if (game.players().at(p).goods != m_goods[p])
                return fail(u"goods of %1 differ from the completed cities'"_s.arg(playerId(p)));
            const auto inHand = [&](bool RefFigure::*flag) {
                return 1 -
                       int(std::count_if(m_figures.cbegin(), m_figures.cend(),
                                         [&](const auto &f) { return f.player == p && f.*flag; }));
            };
            if (game.figuresInHand(p, ml::FigureType::LargeMeeple) != inHand(&RefFigure::large) ||
                game.figuresInHand(p, ml::FigureType::Builder) != inHand(&RefFigure::builder) ||
                game.figuresInHand(p, ml::FigureType::Pig) != inHand(&RefFigure::pig))
                return fail(
                    u"large meeples, builders or pigs in hand of %1 differ"_s.arg(playerId(p)));
        }
    }
    const auto typeMark = [](bool abbot, bool large, bool builder, bool pig) {
        return abbot     ? u"/abbot"_s
               : large   ? u"/large"_s
               : builder ? u"/builder"_s
               : pig     ? u"/pig"_s
                         : QString();
    };
    QStringList want, got;
    for (const RefFigure &f : m_figures)
        want << u"%1/%2/%3"_s.arg(f.player).arg(f.tile).arg(f.segment) +
                    typeMark(f.abbot, f.large, f.builder, f.pig);
    for (const ml::Figure &f : game.figures())
        got << u"%1/%2/%3"_s.arg(f.player).arg(f.tile).arg(f.segment) +
                   typeMark(f.type == ml::FigureType::Abbot, f.type == ml::FigureType::LargeMeeple,
                            f.type == ml::FigureType::Builder, f.type == ml::FigureType::Pig);
    want.sort();
    got.sort();
    if (want != got)
        return fail(u"meeples on the board: engine [%1], reference [%2]"_s.arg(got.join(u' '),
                                                                               want.join(u' ')));
    return {};
}

// The recall comes first, in phase 2 (R-AB-15); among the phase-3 events, monasteries and
// gardens are scored in one pass in the order their tiles were placed.
QString RandomGame::checkEventOrder(const ml::Game &game, const QList<ml::ScoreEvent> &events,
                                    bool recalled) const
{
    for (int i = 0; i < events.size(); ++i) {
        const ml::ScoreEvent &e = events[i];
        const bool first = recalled && i == 0;
        if (e.abbotReturn != first || (e.phase == ml::ScoreEvent::Phase::Figures) != first)
            return fail(u"event %1 (%2): abbotReturn %3, phase %4; the recall, and only it, "
                        u"comes first in phase figures"_s.arg(i)
                            .arg(eventText(e))
                            .arg(e.abbotReturn)
                            .arg(int(e.phase)));
    }
    int lastTile = -1;
    for (const ml::ScoreEvent &e : events) {
        if (e.abbotReturn ||
            (e.feature != ml::ScoredFeature::Monastery && e.feature != ml::ScoredFeature::Garden))
            continue;
        const ml::PlacedTile *t = e.cells.isEmpty() ? nullptr : game.board().tileAt(e.cells[0]);
        const int index = t ? int(t - game.board().tiles().data()) : -1;
        // The placed tile's own monastery or garden is scored with its roads and cities,
        // before the pass over the neighbours (engine order since the base game).
        if (index == int(game.board().tiles().size()) - 1) continue;
        if (index <= lastTile)
            return fail(
                u"%1 scored out of placement order (tile [%2] after tile [%3])"_s.arg(eventText(e))
                    .arg(index)
                    .arg(lastTile));
        lastTile = index;
    }
    return {};
}

QString RandomGame::checkAfterMove(const ml::Game &game, int tile,
                                   const QList<ml::ScoreEvent> &events,
                                   const QList<RefAward> &phase2)
{
    const std::vector<ml::PlacedTile> &tiles = game.board().tiles();
    const ReferenceScorer ref(tiles, m_ref);
    if (ref.mismatchedSides() != 0)
        return fail(u"the engine accepted a placement with %1 mismatched sides"_s.arg(
            ref.mismatchedSides()));

    // Phase 3: the same completed features with the same points (R-BASE-8..12).
    const QList<RefAward> awards = ref.completedBy(tile, m_figures);
    QStringList want, got;
    for (const RefAward &a : phase2 + awards)
        want << awardText(a);
    for (const ml::ScoreEvent &e : events)
        got << eventText(e);
    want.sort();
    got.sort();
    if (want != got)
        return fail(u"features scored this move differ\n  reference: %1\n  engine: %2"_s.arg(
            want.join(u"; "_s), got.join(u"; "_s)));

    for (const RefAward &a : phase2) // the recall (R-AB-12)
        for (auto it = a.points.cbegin(); it != a.points.cend(); ++it)
            m_scores[it.key()] += it.value();
    if (QString e = checkEventOrder(game, events, !phase2.isEmpty()); !e.isEmpty()) return e;
    QList<int> scored;
    for (const RefAward &a : awards) {
        scored << a.feature;
        for (auto it = a.points.cbegin(); it != a.points.cend(); ++it)
            m_scores[it.key()] += it.value();
        // The goods of a completed city go to the player of the move (R-TB-4/5).
        if (m_config.innsTraders && a.kind == ml::SegmentKind::City)
            for (int g = 0; g < ml::kGoodsKinds; ++g)
                m_goods[m_mover][size_t(g)] += ref.features()[a.feature].goods[size_t(g)];
    }
    // Meeples on scored features go home (R-BASE-12); farmers never score here.
    m_figures.removeIf(
        [&](const RefFigure &f) { return scored.contains(ref.featureOf(f.tile, f.segment)); });

    // Open/complete status of every feature of the placed tile (D-2; fields: closed).
    const ml::Board &board = game.board();
    for (int s = 0; s < tiles[size_t(tile)].type->segments.size(); ++s) {
        // The river is no feature, neither open nor complete for scoring (R-RI-9).
        if (tiles[size_t(tile)].type->segments[s].kind == ml::SegmentKind::River) continue;
        const bool wantComplete = ref.features()[ref.featureOf(tile, s)].complete;
        const bool gotComplete = board.isComplete(board.node(tile, s));
        if (wantComplete != gotComplete)
            return fail(
                u"segment %1 (%2) of the placed tile: engine says %3, reference %4"_s.arg(s).arg(
                    kindName(tiles[size_t(tile)].type->segments[s].kind),
                    gotComplete ? u"complete"_s : u"open"_s,
                    wantComplete ? u"complete"_s : u"open"_s));
    }
    return checkState(game);
}

// Phase 2 with the Abbot: the abbot's spots on the new tile are its unoccupied monastery and
// garden (R-AB-9, R-AB-6), and the recall is open exactly while the abbot's feature stays
// incomplete after this tile (R-AB-12, R-AB-13); it would score 1 + occupied cells.
QString RandomGame::checkAbbotChoices(const ml::Game &game, const ml::TileType &type,
                                      const ml::Placement &placement, int player,
                                      const std::vector<ml::PlacedTile> &preview,
                                      const QList<ml::FigureOption> &options,
                                      QList<ml::FigureOption> *abbotOptions,
                                      QList<RefAward> *recall) const
{
    for (const ml::FigureOption &o : options)
        if (o.type == ml::FigureType::Abbot) *abbotOptions << o;
    const ReferenceScorer ref(preview, m_ref);
    QList<int> want, got;
    if (game.abbotsInHand(player) > 0) want = ref.abbotSegments(int(preview.size()) - 1, m_figures);
    for (const ml::FigureOption &o : std::as_const(*abbotOptions))
        got << o.segment;
    std::sort(got.begin(), got.end());
    if (want != got) {
        return fail(
            u"abbot options for %1 at (%2,%3) rot %4: engine segments [%5], reference [%6]"_s
                .arg(type.id)
                .arg(placement.at.x)
                .arg(placement.at.y)
                .arg(placement.rot * 90)
                .arg(segmentsText(got), segmentsText(want)));
    }
    for (const RefFigure &f : m_figures) {
        if (!f.abbot || f.player != player) continue;
        const int value = ref.recallValue(f.tile, f.segment);
        if (value < 0) break; // complete after this tile: scored in phase 3 instead
        const RefFeature &feature = ref.features()[ref.featureOf(f.tile, f.segment)];
        *recall << RefAward{feature.kind, feature.cells, {{player, value}}, -1};
    }
    const bool engine = game.canReturnAbbotAfter(type, placement, player);
    if (engine != !recall->isEmpty())
        return fail(u"recall after %1 at (%2,%3) rot %4: engine %5, reference %6"_s.arg(type.id)
                        .arg(placement.at.x)
                        .arg(placement.at.y)
                        .arg(placement.rot * 90)
                        .arg(engine ? u"allowed"_s : u"refused"_s,
                             recall->isEmpty() ? u"refused"_s : u"allowed"_s));
    return {};
}

// Phase 2 with Inns & Cathedrals and Traders & Builders: the large meeple goes where a meeple
// may (R-IC-15), the builder and the pig where the reference finds their owner's figure
// (R-TB-9, R-TB-16), each only while one is in hand.
QString RandomGame::checkSpecialChoices(const ml::Game &game, const ml::TileType &type,
                                        const ml::Placement &placement, int player,
                                        const std::vector<ml::PlacedTile> &preview,
                                        const QList<ml::FigureOption> &options,
                                        QList<ml::FigureOption> *special) const
{
    const ReferenceScorer ref(preview, m_ref);
    const int tile = int(preview.size()) - 1;
    for (const ml::FigureType t :
         {ml::FigureType::LargeMeeple, ml::FigureType::Builder, ml::FigureType::Pig}) {
        QList<int> want, got;
        if (game.figuresInHand(player, t) > 0)
            want = t == ml::FigureType::LargeMeeple ? ref.freeSegments(tile, m_figures)
                   : t == ml::FigureType::Builder   ? ref.builderSegments(tile, player, m_figures)
                                                    : ref.pigSegments(tile, player, m_figures);
        for (const ml::FigureOption &o : options)
            if (o.type == t) {
                got << o.segment;
                *special << o;
            }
        std::sort(got.begin(), got.end());
        if (want != got) {
            return fail(u"%1 options for %2 at (%3,%4) rot %5: engine segments [%6], reference "
                        u"[%7]"_s.arg(ml::figureTypeName(t), type.id)
                            .arg(placement.at.x)
                            .arg(placement.at.y)
                            .arg(placement.rot * 90)
                            .arg(segmentsText(got), segmentsText(want)));
        }
    }
    return {};
}

QString RandomGame::checkFinal(ml::Game &game)
{
    const ReferenceScorer ref(game.board().tiles(), m_ref);
    const QList<RefAward> awards = ref.finalScoring(m_figures);
    const QList<ml::ScoreEvent> events = game.finalScoring();
    // Roads, cities, monasteries (R-BASE-14) feature by feature; farmers (R-BASE-15 and
    // variants) as totals per player, since the variants group their events differently.
    QStringList want, got;
    QMap<QString, int> wantFarm, gotFarm;
    for (const RefAward &a : awards) {
        if (a.kind == ml::SegmentKind::Field) {
            for (auto it = a.points.cbegin(); it != a.points.cend(); ++it)
                wantFarm[playerId(it.key())] += it.value();
        } else {
            want << awardText(a);
        }
        for (auto it = a.points.cbegin(); it != a.points.cend(); ++it)
            m_scores[it.key()] += it.value();
    }
    // The goods majorities (R-TB-7): 10 to everyone holding the most of a kind, if anyone
    // holds it.
    QMap<QString, int> wantGoods, gotGoods;
    if (m_config.innsTraders)
        for (int g = 0; g < ml::kGoodsKinds; ++g) {
            int most = 0;
            for (const ml::GoodsCounts &held : std::as_const(m_goods))
                most = std::max(most, held[size_t(g)]);
            for (int p = 0; p < m_players && most > 0; ++p)
                if (m_goods[p][size_t(g)] == most) {
                    wantGoods[playerId(p)] += 10;
                    m_scores[p] += 10;
                }
        }
    for (const ml::ScoreEvent &e : events) {
        m_gardensScored +=
            e.feature == ml::ScoredFeature::Garden && !pointsText(e.points).endsWith(u"{}"_s);
        if (e.feature == ml::ScoredFeature::Goods) {
            for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
                gotGoods[it.key()] += it.value();
            continue;
        }
        if (e.feature == ml::ScoredFeature::Field) {
            for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
                if (it.value()) gotFarm[it.key()] += it.value();
        } else if (!pointsText(e.points).endsWith(u"{}"_s)) {
            got << eventText(e);
        }
    }
    want.sort();
    got.sort();
    if (want != got)
        return fail(
            u"final scoring of roads/cities/monasteries differs\n  reference: %1\n  engine: %2"_s
                .arg(want.join(u"; "_s), got.join(u"; "_s)));
    if (wantGoods != gotGoods)
        return fail(u"goods majorities differ: reference %1, engine %2"_s.arg(
            pointsText(wantGoods), pointsText(gotGoods)));
    if (wantFarm != gotFarm) {
        QStringList refFields, engineFields;
        for (const RefAward &a : awards)
            if (a.kind == ml::SegmentKind::Field) {
                QString line = awardText(a);
                if (a.feature >= 0) // per-field awards: name the completed cities bordered
                    for (int c : ref.features()[a.feature].borders)
                        if (ref.features()[c].complete)
                            line += u"\n      borders city [%1]"_s.arg(
                                cellsText(ref.features()[c].cells));
                for (const RefFigure &f : std::as_const(m_figures))
                    if (a.feature >= 0 && ref.featureOf(f.tile, f.segment) == a.feature)
                        line +=
                            u"\n      farmer p%1 on tile [%2] segment %3 (engine feature root %4)"_s
                                .arg(f.player)
                                .arg(f.tile)
                                .arg(f.segment)
                                .arg(game.board().root(game.board().node(f.tile, f.segment)));
                refFields << line;
            }
        for (const ml::ScoreEvent &e : events)
            if (e.feature == ml::ScoredFeature::Field) engineFields << eventText(e);
        return fail(
            u"farmer points differ: reference %1, engine %2\n  reference fields:\n    %3\n  engine fields:\n    %4"_s
                .arg(pointsText(wantFarm), pointsText(gotFarm), refFields.join(u"\n    "_s),
                     engineFields.join(u"\n    "_s)));
    }
    for (int p = 0; p < m_players; ++p)
        if (game.score(p) != m_scores[p])
            return fail(u"final score of %1: engine %2, reference %3"_s.arg(playerId(p))
                            .arg(game.score(p))
                            .arg(m_scores[p]));
    return {};
}

QString RandomGame::run()
{
    const ml::TileCatalogue &cat = ml::TileCatalogue::builtin();
    // Expansion games exercise the geometry of HS-01/HS-02 (split sides) and the other
    // Hills & Sheep and Mage & Witch tiles. Hills & Sheep is enabled, so vineyards count
    // (the reference knows R-HS-VI-2); nobody places shepherds. Mage & Witch stays disabled:
    // its tiles lie there for their shape only, no magic figure comes into play.
    quint8 sets =
        m_config.expansions ? quint8(ml::SetBase | ml::SetHillsSheep) : quint8(ml::SetBase);
    if (m_config.river) sets |= ml::SetRiver;
    if (m_config.abbot) sets |= ml::SetAbbot;
    if (m_config.innsTraders) sets |= ml::SetInnsCathedrals | ml::SetTradersBuilders;
    ml::Game game(cat, sets, ml::Edition::C3, m_config.options);
    m_players = 2 + int(m_gen() % (m_config.innsTraders ? 5 : 3)); // up to six (R-IC-3)
    m_goods = QList<ml::GoodsCounts>(m_players, ml::GoodsCounts{});
    for (int p = 0; p < m_players; ++p) {
        ml::Player player;
        player.id = playerId(p);
        player.abbotSupply = m_config.abbot ? 1 : 0; // R-AB-1
        // One of each (R-IC-2, R-TB-2).
        player.largeMeepleSupply = player.builderSupply = player.pigSupply =
            m_config.innsTraders ? 1 : 0;
        game.addPlayer(player);
    }
    m_scores = QList<int>(m_players, 0);
    const ml::TileType *start = cat.find(m_config.river ? u"RV-A" : u"D");
    if (!start) return fail(u"no tile D in the catalogue"_s);
    if (auto e = game.setupTile(*start, {0, 0}, 0, {}))
        return fail(u"start tile refused: "_s + e->reason);

    const QList<const ml::TileType *> tiles = stack(cat);
    const int riverTiles = int(std::count_if(tiles.cbegin(), tiles.cend(),
                                             [](const auto *t) { return t->set == u"river"; }));
    // The engine counts the river stack down itself, move by move (R-RI-3).
    if (m_config.river) game.setRiverTilesAhead(riverTiles);
    const ml::TileType *normal = cat.find(u"U");
    const bool checkLegality = true;
    // Whose turn it is, and whether this move is a builder's second part (R-TB-10/11).
    int current = 0;
    bool secondPart = false;
    for (int turn = 0; turn < tiles.size(); ++turn) {
        m_move = turn;
        m_tilesForReport = game.board().tiles();
        const ml::TileType &type = *tiles[turn];
        const int player = current;
        m_mover = player;
        // With the River, the rules of the river phase too (R-RI-3..6).
        const QList<ml::Placement> placements =
            m_config.river ? game.legalPlacements(type) : game.board().legalPlacements(type);
        if (checkLegality)
            if (QString e = checkPlacements(game, type, placements); !e.isEmpty()) return e;
        // While river tiles remain, no normal tile may be placed anywhere (R-RI-3).
        if (turn < riverTiles && normal && !game.legalPlacements(*normal).isEmpty())
            return fail(
                u"a normal tile is legal while %1 river tiles remain"_s.arg(riverTiles - turn));
        ml::Move move;
        move.player = playerId(player);
        move.tile = type.id;
        move.doubleTurn = secondPart;
        QList<ml::ScoreEvent> events;
        if (placements.isEmpty()) {
            move.kind = ml::Move::Kind::Discard; // R-BASE-4
            if (auto e = game.playMove(move, &events))
                return fail(u"discard of %1 refused: %2 %3"_s.arg(type.id, e->rule, e->reason));
            if (!events.isEmpty()) return fail(u"a discard scored something"_s);
            // A second part draws again after a tile that fits nowhere (R-TB-11).
            if (!secondPart) current = (current + 1) % m_players;
            continue;
        }
        const ml::Placement placement = placements[int(m_gen() % quint32(placements.size()))];
        move.at = placement.at;
        move.rot = placement.rot;

        // Phase 2 options must be exactly the segments whose feature holds no meeple.
        const QList<ml::FigureOption> options = game.figureOptions(type, placement, player);
        QList<ml::FigureOption> meepleOptions;
        for (const ml::FigureOption &o : options)
            if (o.type == ml::FigureType::Meeple) meepleOptions << o;
        auto previewBoard = [&] {
            std::vector<ml::PlacedTile> preview = game.board().tiles();
            ml::PlacedTile next;
            next.type = &type;
            next.at = placement.at;
            next.rot = placement.rot;
            preview.push_back(next);
            return preview;
        };
        if (game.meeplesInHand(player) > 0) {
            const std::vector<ml::PlacedTile> preview = previewBoard();
            const QList<int> want =
                ReferenceScorer(preview, m_ref).freeSegments(int(preview.size()) - 1, m_figures);
            QList<int> got;
            for (const ml::FigureOption &o : std::as_const(meepleOptions))
                got << o.segment;
            std::sort(got.begin(), got.end());
            if (want != got) {
                return fail(
                    u"meeple options for %1 at (%2,%3) rot %4: engine segments [%5], reference [%6]"_s
                        .arg(type.id)
                        .arg(placement.at.x)
                        .arg(placement.at.y)
                        .arg(placement.rot * 90)
                        .arg(segmentsText(got), segmentsText(want)));
            }
        } else if (!meepleOptions.isEmpty()) {
            return fail(u"meeple options offered to a player without meeples"_s);
        }
        QList<ml::FigureOption> abbotOptions;
        QList<RefAward> recall; // the award a recall would give, when it is allowed
        if (m_config.abbot)
            if (QString e = checkAbbotChoices(game, type, placement, player, previewBoard(),
                                              options, &abbotOptions, &recall);
                !e.isEmpty())
                return e;
        int chosen = -1, abbotChosen = -1;
        bool recalled = false;
        if (m_config.abbot) {
            // Meeple spots, abbot spots, the recall and nothing, one of them at random.
            const int meeples = game.meeplesInHand(player) > 0 ? int(meepleOptions.size()) : 0;
            const int abbots = int(abbotOptions.size());
            const int pick = int(m_gen() % quint32(meeples + abbots + int(recall.size()) + 1));
            if (pick < meeples)
                chosen = pick;
            else if (pick < meeples + abbots)
                abbotChosen = pick - meeples;
            else
                recalled = pick < meeples + abbots + int(recall.size());
        } else if (game.meeplesInHand(player) > 0 && !meepleOptions.isEmpty()) {
            const int pick = int(m_gen() % quint32(meepleOptions.size() + 1));
            chosen = pick < meepleOptions.size() ? pick : -1; // the last pick = no meeple
        }
        // The large meeple, the builder and the pig: the engine's spots against the
        // reference's, then now and then one of them instead of the meeple.
        QList<ml::FigureOption> special;
        if (m_config.innsTraders) {
            if (QString e = checkSpecialChoices(game, type, placement, player, previewBoard(),
                                                options, &special);
                !e.isEmpty())
                return e;
            // Builders first when there is one: their double turns need them on the board.
            std::stable_sort(special.begin(), special.end(), [](const auto &a, const auto &b) {
                return (a.type == ml::FigureType::Builder) > (b.type == ml::FigureType::Builder);
            });
            if (!special.isEmpty() && !recalled && abbotChosen < 0 && m_gen() % 2 == 0) {
                chosen = -1;
                const bool builder = special.first().type == ml::FigureType::Builder;
                const ml::FigureOption &o =
                    special[builder && m_gen() % 2 == 0 ? 0
                                                        : int(m_gen() % quint32(special.size()))];
                ml::FigureChoice c;
                c.type = o.type;
                c.segment = o.segment;
                move.figure = c;
            }
        }
        if (chosen >= 0)
            move.figure =
                ml::FigureChoice{ml::FigureType::Meeple, meepleOptions[chosen].on, std::nullopt};
        if (abbotChosen >= 0)
            move.figure =
                ml::FigureChoice{ml::FigureType::Abbot, abbotOptions[abbotChosen].on, std::nullopt};
        move.abbotReturn = recalled;

        const QList<RefFigure> before = m_figures; // the builders there before the tile
        if (auto e = game.playMove(move, &events))
            return fail(u"legal move %1 at (%2,%3) rot %4 refused: %5 %6"_s.arg(type.id)
                            .arg(placement.at.x)
                            .arg(placement.at.y)
                            .arg(placement.rot * 90)
                            .arg(e->rule, e->reason));
        const int tile = int(game.board().tiles().size()) - 1;
        m_tilesForReport = game.board().tiles();
        const ml::PlacedTile &placed = game.board().tiles()[size_t(tile)];
        if (placed.type != &type || placed.at != placement.at || placed.rot != placement.rot)
            return fail(u"the engine placed a different tile than asked"_s);
        if (chosen >= 0) m_figures << RefFigure{player, tile, meepleOptions[chosen].segment};
        if (move.figure && move.figure->type != ml::FigureType::Meeple &&
            move.figure->type != ml::FigureType::Abbot) {
            RefFigure f{player, tile, move.figure->segment};
            f.large = move.figure->type == ml::FigureType::LargeMeeple;
            f.builder = move.figure->type == ml::FigureType::Builder;
            f.pig = move.figure->type == ml::FigureType::Pig;
            m_figures << f;
            ++m_specialFigures;
        }
        if (abbotChosen >= 0) {
            m_figures << RefFigure{player, tile, abbotOptions[abbotChosen].segment, true};
            ++m_abbotsPlaced;
        }
        m_recalls += recalled ? 1 : 0;
        for (const ml::ScoreEvent &e : std::as_const(events))
            m_gardensScored +=
                e.feature == ml::ScoredFeature::Garden && !e.abbotReturn && !e.points.isEmpty();
        if (recalled)
            m_figures.removeIf([&](const RefFigure &f) { return f.abbot && f.player == player; });
        if (QString e = checkAfterMove(game, tile, events, recalled ? recall : QList<RefAward>{});
            !e.isEmpty())
            return e;
        // The double turn (R-TB-10/11): due after a first part whose tile extends a road or
        // city where the player's builder stood before it; taken half of the time.
        const bool due =
            m_config.innsTraders && !secondPart &&
            ReferenceScorer(game.board().tiles(), m_ref).extendsBuilder(tile, player, before);
        if ((game.doubleTurnPending() == player) != due)
            return fail(u"double turn after %1: engine %2, reference %3"_s.arg(type.id).arg(
                game.doubleTurnPending() == player ? u"due"_s : u"not due"_s,
                due ? u"due"_s : u"not due"_s));
        secondPart = due && m_gen() % 2 == 0;
        m_doubleTurns += secondPart ? 1 : 0;
        if (!secondPart) current = (current + 1) % m_players;
    }
    m_move = -1; // the final scoring
    return checkFinal(game);
}

} // namespace mltest
