// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's own fast path against the path a board file takes. Two copies of
// each seeded random game are played side by side: one names everything by its id (tile id,
// player id, port name, events asked for, the explained final scoring), the other plays what
// the engine just listed (tile pointer, seat, PlacementList, figure by segment, no events,
// scoreFinalPoints()). Listings, figures and scores must agree after every move, in every set
// the fast path serves.
#include "game.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

struct Config {
    const char *name;
    quint8 sets;
};

QList<const TileType *> stackFor(const TileCatalogue &cat, quint8 sets, std::mt19937 &gen)
{
    // With the River its tiles come first, the lake last, the spring is the start tile
    // (R-RI-2, R-RI-3); otherwise one D is (R-BASE-1).
    QList<const TileType *> river;
    const TileType *lake = nullptr;
    if (sets & SetRiver)
        for (const TileType *t : cat.all()) {
            if (t->set != u"river" || t->hasMarker(MarkerSpring)) continue;
            if (t->hasMarker(MarkerLake))
                lake = t;
            else
                river << t;
        }
    std::shuffle(river.begin(), river.end(), gen);
    if (lake) river << lake;
    QList<const TileType *> tiles;
    for (const TileType *t : cat.all()) {
        const bool wanted =
            t->set == u"base" || ((sets & SetHillsSheep) && t->set == u"hills-sheep");
        if (!wanted) continue;
        const int copies = t->count(Edition::C3) - (t->startTile ? 1 : 0);
        for (int i = 0; i < copies; ++i)
            tiles << t;
    }
    std::shuffle(tiles.begin(), tiles.end(), gen);
    return river + tiles;
}

Game newGame(const TileCatalogue &cat, quint8 sets)
{
    RuleOptions options = RuleOptions::defaultsFor(Edition::C3);
    options.shepherdOptional = true; // the flock action is the file's choice; none here
    Game game(cat, sets, Edition::C3, options);
    for (const char *id : {"red", "blue"}) {
        Player p;
        p.id = QString::fromLatin1(id);
        p.abbotSupply = (sets & SetAbbot) ? 1 : 0;
        game.addPlayer(p);
    }
    const TileType *start = cat.find((sets & SetRiver) ? u"RV-A" : u"D");
    if (game.setupTile(*start, {0, 0}, 0, {})) qFatal("start tile refused");
    return game;
}

QString figuresText(const Game &game)
{
    QStringList out;
    for (const Figure &f : game.figures())
        out << u"%1/%2/%3/%4"_s.arg(int(f.type)).arg(f.player).arg(f.tile).arg(f.segment);
    return out.join(u' ');
}

} // namespace

class TestListedMoves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fastPathPlaysTheSameGames_data();
    void fastPathPlaysTheSameGames();
    void figureBySegmentIsStillRefused();
};

void TestListedMoves::fastPathPlaysTheSameGames_data()
{
    QTest::addColumn<int>("config");
    QTest::newRow("base") << 0;
    QTest::newRow("abbot") << 1;
    QTest::newRow("river") << 2;
    QTest::newRow("hills-sheep") << 3;
}

// R-BASE-3 (the listing), R-BASE-5 (figures), R-BASE-7..15 (scores): the same on both paths.
void TestListedMoves::fastPathPlaysTheSameGames()
{
    static const Config configs[] = {{"base", SetBase},
                                     {"abbot", quint8(SetBase | SetAbbot)},
                                     {"river", quint8(SetBase | SetRiver)},
                                     {"hills-sheep", quint8(SetBase | SetHillsSheep)}};
    QFETCH(int, config);
    const Config &c = configs[config];
    const TileCatalogue &cat = TileCatalogue::builtin();
    int meeples = 0, completedScores = 0;
    for (int g = 0; g < 30; ++g) {
        std::mt19937 gen(quint32(7000 + g));
        Game named = newGame(cat, c.sets);
        Game listed = newGame(cat, c.sets);
        PlacementList list;
        QList<FigureOption> lean;
        int turn = 0;
        for (const TileType *tile : stackFor(cat, c.sets, gen)) {
            const QString where = u"%1 game %2 move %3 (%4)"_s.arg(QLatin1StringView(c.name))
                                      .arg(g)
                                      .arg(named.movesPlayed())
                                      .arg(tile->id);
            const int seat = turn % 2;
            const QList<Placement> placements = named.legalPlacements(*tile);
            listed.listPlacements(*tile, &list);
            QVERIFY2(list.size() == placements.size(), qPrintable(where));
            QVERIFY2(list.toList() == placements, qPrintable(where));
            for (qsizetype i = 0; i < list.size(); ++i)
                QVERIFY2(list.at(i) == placements[i], qPrintable(where));

            Move byName, byIndex;
            byName.player = named.players()[seat].id;
            byName.tile = tile->id;
            byIndex.type = tile;
            byIndex.seat = seat;
            if (placements.isEmpty()) {
                byName.kind = byIndex.kind = Move::Kind::Discard;
                QVERIFY2(!named.playMove(byName, nullptr), qPrintable(where));
                QVERIFY2(!listed.playMove(byIndex, nullptr), qPrintable(where));
                continue;
            }
            const Placement p = placements[qsizetype(gen() % quint32(placements.size()))];
            byName.at = byIndex.at = p.at;
            byName.rot = byIndex.rot = p.rot;
            byIndex.listed = true;
            const QList<FigureOption> options = named.figureOptions(*tile, p, seat);
            listed.figureOptions(*tile, p, seat, &lean, false);
            QVERIFY2(options.size() == lean.size(), qPrintable(where));
            for (qsizetype i = 0; i < options.size(); ++i) {
                QVERIFY2(options[i].type == lean[i].type, qPrintable(where));
                QVERIFY2(options[i].segment == lean[i].segment, qPrintable(where));
                QVERIFY2(options[i].kind == lean[i].kind, qPrintable(where));
                QVERIFY2(!options[i].on.isEmpty() && lean[i].on.isEmpty(), qPrintable(where));
            }
            const quint32 pick = quint32(gen() % quint32(options.size() + 1));
            if (pick < quint32(options.size())) {
                const FigureOption &o = options[qsizetype(pick)];
                FigureChoice choice;
                choice.type = o.type;
                choice.on = o.on;
                choice.at = o.at;
                byName.figure = choice;
                FigureChoice bySegment;
                bySegment.type = o.type;
                bySegment.segment = o.segment;
                byIndex.figure = bySegment;
                ++meeples;
            }
            QList<ScoreEvent> events;
            auto refused = named.playMove(byName, &events);
            QVERIFY2(!refused,
                     qPrintable(where + u": "_s + (refused ? refused->reason : QString())));
            refused = listed.playMove(byIndex, nullptr);
            QVERIFY2(!refused,
                     qPrintable(where + u": "_s + (refused ? refused->reason : QString())));
            completedScores += int(events.size());
            ++turn;
            QCOMPARE(listed.movesPlayed(), named.movesPlayed());
            for (int s = 0; s < 2; ++s)
                QVERIFY2(listed.score(s) == named.score(s), qPrintable(where));
            QVERIFY2(figuresText(listed) == figuresText(named), qPrintable(where));
        }
        named.finalScoring();
        listed.scoreFinalPoints();
        for (int s = 0; s < 2; ++s)
            QVERIFY2(
                listed.score(s) == named.score(s),
                qPrintable(u"%1 game %2: final score"_s.arg(QLatin1StringView(c.name)).arg(g)));
    }
    // The games did place figures and score features, so the comparisons meant something.
    QVERIFY(meeples > 100);
    QVERIFY(completedScores > 100);
}

// R-BASE-5, R-RI-8: a figure given by segment meets the same refusals as one given by name.
void TestListedMoves::figureBySegmentIsStillRefused()
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    {
        Game game = newGame(cat, SetBase);
        const TileType *e = cat.find(u"E");
        Move move;
        move.type = e;
        move.seat = 0;
        move.at = {0, -1};
        move.rot = 2;
        FigureChoice choice;
        choice.segment = int(e->segments.size()); // beyond the tile's segments
        move.figure = choice;
        const auto refused = game.playMove(move, nullptr);
        QVERIFY(refused);
        QCOMPARE(refused->code, RefusalCode::FigureNotOnNewTile);
    }
    {
        // The spring's river segment takes nobody.
        Game game = newGame(cat, quint8(SetBase | SetRiver));
        const TileType *river = nullptr;
        for (const TileType *t : cat.all())
            if (t->set == u"river" && !t->hasMarker(MarkerSpring) && !t->hasMarker(MarkerLake))
                river = t;
        QVERIFY(river);
        const QList<Placement> spots = game.legalPlacements(*river);
        QVERIFY(!spots.isEmpty());
        int riverSegment = -1;
        for (int i = 0; i < river->segments.size(); ++i)
            if (river->segments[i].kind == SegmentKind::River) riverSegment = i;
        QVERIFY(riverSegment >= 0);
        Move move;
        move.type = river;
        move.seat = 0;
        move.at = spots[0].at;
        move.rot = spots[0].rot;
        move.listed = true;
        FigureChoice choice;
        choice.segment = riverSegment;
        move.figure = choice;
        const auto refused = game.playMove(move, nullptr);
        QVERIFY(refused);
        QCOMPARE(refused->code, RefusalCode::RiverTakesNoFigure);
        QCOMPARE(refused->rule, u"R-RI-8"_s);
    }
}

QTEST_GUILESS_MAIN(TestListedMoves)
#include "tst_listedmoves.moc"
