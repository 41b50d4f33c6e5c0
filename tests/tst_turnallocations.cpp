// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's own path allocates nothing per turn in steady state. This binary
// counts every malloc, calloc and realloc of the process (Qt's containers call malloc
// directly, so counting operator new would miss them) while it plays the benchmark's turns:
// list the placements, pick one, list the figure spots, pick one or none, play and score; and
// while it tries moves out and takes them back as the best-move search does.
//
// The counting replaces the C library's allocator entry points for this program only, which a
// sanitizer build cannot do (its runtime owns them), so tests/CMakeLists.txt leaves this test
// out of that build.
#include "benchmarkturn.h"
#include "game.h"
#include "longgame.h"

#include <QtTest>

#include <atomic>
#include <cstdlib>
#include <random>
#include <thread>

extern "C" {
void *__libc_malloc(size_t size);
void *__libc_calloc(size_t count, size_t size);
void *__libc_realloc(void *p, size_t size);
void __libc_free(void *p);
}

namespace
{
std::atomic<bool> g_counting{false};
std::atomic<long> g_allocations{0};

void count()
{
    if (g_counting.load(std::memory_order_relaxed))
        g_allocations.fetch_add(1, std::memory_order_relaxed);
}
} // namespace

extern "C" {
void *malloc(size_t size)
{
    count();
    return __libc_malloc(size);
}
void *calloc(size_t n, size_t size)
{
    count();
    return __libc_calloc(n, size);
}
void *realloc(void *p, size_t size)
{
    count();
    return __libc_realloc(p, size);
}
void free(void *p)
{
    __libc_free(p);
}
}

using namespace ml;

namespace
{

// What one game's turns allocated, counted from its `from`-th turn on.
struct Count {
    long allocations = 0;
    int turns = 0;
    int scoringTurns = 0; // turns whose tile completed a feature
    int heldScored = 0;   // of those, turns that sent meeples home: someone scored
    QList<int> scores;    // after the last turn, by seat
};

Count playCounted(const TileCatalogue &cat, int sets, quint32 seed, int from,
                  mltest::TurnBuffers &buffers)
{
    std::mt19937 rng(seed);
    const QList<const TileType *> stack = mltest::shuffledBaseStack(sets, rng);
    Game game(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
    for (const char *id : {"red", "blue"}) {
        Player p;
        p.id = QString::fromLatin1(id);
        game.addPlayer(p);
    }
    game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
    Count c;
    int turn = 0;
    for (const TileType *tile : stack) {
        const qsizetype figuresBefore = game.figures().size();
        g_counting = turn >= from;
        const long before = g_allocations.load();
        const mltest::TurnPlayed played =
            mltest::playBenchmarkTurn(game, *tile, turn % 2, rng, buffers);
        const long spent = g_allocations.load() - before;
        g_counting = false;
        if (turn >= from) {
            c.allocations += spent;
            ++c.turns;
            // The tile completed a feature (which the turn scored, held by a meeple or not).
            if (played.placed &&
                !game.board().featuresCompletedBy(int(game.board().tiles().size()) - 1).isEmpty()) {
                ++c.scoringTurns;
            }
            if (game.figures().size() < figuresBefore + (played.figure ? 1 : 0)) ++c.heldScored;
        }
        ++turn;
    }
    for (const Player &p : game.players())
        c.scores << p.score;
    return c;
}

// A game of `sets` base sets after `turns` of the benchmark's turns, and the rest of its stack.
struct Midgame {
    Game game{TileCatalogue::builtin(), SetBase, Edition::C3,
              RuleOptions::defaultsFor(Edition::C3)};
    QList<const TileType *> rest;
};

void playTo(Midgame &m, int sets, quint32 seed, int turns, mltest::TurnBuffers &buffers)
{
    std::mt19937 rng(seed);
    const TileCatalogue &cat = TileCatalogue::builtin();
    m.rest = mltest::shuffledBaseStack(sets, rng);
    for (const char *id : {"red", "blue"}) {
        Player p;
        p.id = QString::fromLatin1(id);
        m.game.addPlayer(p);
    }
    m.game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
    for (int turn = 0; turn < turns; ++turn)
        mltest::playBenchmarkTurn(m.game, *m.rest.takeFirst(), turn % 2, rng, buffers);
}

// Every move the tile allows (each placement, with no figure and with each figure spot), each
// played in a trial and rolled back; what those trials allocated.
long tryEveryMove(Game &game, const TileType &tile, int seat, mltest::TurnBuffers &buffers,
                  int *tried)
{
    PlacementList legal;
    game.listPlacements(tile, &legal);
    const long before = g_allocations.load();
    for (qsizetype i = 0; i < legal.size(); ++i) {
        const Placement p = legal.at(i);
        g_counting = false; // listing figure spots is not the trial's
        game.figureOptions(tile, p, seat, &buffers.options, false);
        const QList<FigureOption> &options = buffers.options;
        g_counting = true;
        for (qsizetype o = -1; o < options.size(); ++o) {
            Move move;
            move.player = game.players()[seat].id;
            move.tile = tile.id;
            move.type = &tile;
            move.seat = seat;
            move.at = p.at;
            move.rot = p.rot;
            move.listed = true;
            if (o >= 0) {
                FigureChoice choice;
                choice.type = options[o].type;
                choice.segment = options[o].segment;
                move.figure = choice;
            }
            game.beginTrial();
            if (auto refused = game.playMove(move, nullptr))
                qFatal("listed move refused: %s", qPrintable(refused->reason));
            game.rollback();
            ++*tried;
        }
    }
    g_counting = false;
    return g_allocations.load() - before;
}

} // namespace

class TestTurnAllocations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The counter itself counts: a QString that needs storage is one allocation.
    void counterSeesQtAllocations()
    {
        g_allocations = 0;
        g_counting = true;
        QString s(100, QLatin1Char('x'));
        g_counting = false;
        QVERIFY(!s.isEmpty());
        QCOMPARE(g_allocations.load(), 1L);
    }

    // A standard game allocates nothing in its turns after the 30th: not to score a completed
    // feature (once some 15 allocations a time), not for the frontier (its
    // buckets share one pool, which a board takes at its first tile; 257 separate vectors
    // allocated about 0.7 times a turn here), not for figures or placement lists. Several
    // seeds, so that roads, cities, monasteries, ties and tiles that fit nowhere all come up.
    void standardGameTurnsAllocateNothing()
    {
        const TileCatalogue &cat = TileCatalogue::builtin();
        Count all;
        mltest::TurnBuffers buffers;
        for (quint32 seed = 1; seed <= 40; ++seed) {
            const Count c = playCounted(cat, 1, seed, 30, buffers);
            all.allocations += c.allocations;
            all.turns += c.turns;
            all.scoringTurns += c.scoringTurns;
            all.heldScored += c.heldScored;
        }
        QVERIFY(all.turns > 1000);
        QVERIFY2(all.scoringTurns > 100, qPrintable(QString::number(all.scoringTurns)));
        QVERIFY2(all.heldScored >= 10, qPrintable(QString::number(all.heldScored)));
        QCOMPARE(all.allocations, 0L);
    }

    // A board that keeps growing needs more room now and then: more 16 x 16 chunks of cells,
    // and the tables of tiles and features doubling (eleven tables, each at most twice in
    // these turns) unless a bigger board of this thread left its tables behind (the test
    // below). That is all that is left: 22 allocations in the 1,680 turns after the 300th of
    // four 10-set games; the frontier's buckets alone used to take 0.7 a turn.
    void longGameTurnsAllocateRarely_data()
    {
        QTest::addColumn<int>("sets");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("from");
        QTest::newRow("5 base sets, from turn 200") << 5 << 8 << 200;
        QTest::newRow("10 base sets, from turn 300") << 10 << 4 << 300;
    }
    void longGameTurnsAllocateRarely()
    {
        QFETCH(int, sets);
        QFETCH(int, games);
        QFETCH(int, from);
        const TileCatalogue &cat = TileCatalogue::builtin();
        Count all;
        mltest::TurnBuffers buffers;
        for (quint32 seed = 1; seed <= quint32(games); ++seed) {
            const Count c = playCounted(cat, sets, seed, from, buffers);
            all.allocations += c.allocations;
            all.turns += c.turns;
            all.scoringTurns += c.scoringTurns;
        }
        QVERIFY(all.turns > 1000);
        QVERIFY(all.scoringTurns > 100);
        const QString counts =
            QStringLiteral("%1 allocations in %2 turns").arg(all.allocations).arg(all.turns);
        qInfo("%s", qPrintable(counts));
        QVERIFY2(double(all.allocations) / all.turns < 0.05, qPrintable(counts));
    }

    // A thread keeps the tables of the largest board it dropped (boardstorage.cpp), so the next
    // long board grows into them instead of copying its tables from size to size into fresh
    // memory. The same 10-set game is counted from its first turn in two new threads: one
    // that played a standard game first (its buffers and scratch lists warm, its spare tables
    // small) and one that played another 10-set game first. The game must come out the same.
    void nextBoardGrowsIntoSpareTables()
    {
        const TileCatalogue &cat = TileCatalogue::builtin();
        Count fresh, reused;
        std::thread([&] {
            mltest::TurnBuffers buffers;
            playCounted(cat, 1, 1, 1000, buffers);
            fresh = playCounted(cat, 10, 2, 0, buffers);
        }).join();
        std::thread([&] {
            mltest::TurnBuffers buffers;
            playCounted(cat, 10, 1, 100000, buffers);
            reused = playCounted(cat, 10, 2, 0, buffers);
        }).join();
        const QString counts = QStringLiteral("%1 allocations after a standard game, %2 after a "
                                              "10-set game")
                                   .arg(fresh.allocations)
                                   .arg(reused.allocations);
        qInfo("%s", qPrintable(counts));
        QCOMPARE(reused.turns, fresh.turns);
        QCOMPARE(reused.scores, fresh.scores);
        QVERIFY2(reused.allocations * 4 < fresh.allocations, qPrintable(counts));
    }

    // Trying a move out and taking it back, as the best-move search does for every candidate,
    // allocates nothing once the game's trial has its room: the players and figures are put
    // back into the lists' own storage instead of into shared copies that the next trial's
    // first score or figure would copy again. The first pass over a tile's moves warms up.
    void trialsAllocateNothing_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<int>("turns");
        QTest::newRow("seed 1, turn 40") << 1u << 40;
        QTest::newRow("seed 2, turn 25") << 2u << 25;
        QTest::newRow("seed 3, turn 60") << 3u << 60;
    }
    void trialsAllocateNothing()
    {
        QFETCH(quint32, seed);
        QFETCH(int, turns);
        mltest::TurnBuffers buffers;
        Midgame m;
        playTo(m, 1, seed, turns, buffers);
        QVERIFY(!m.rest.isEmpty());
        const QList<Player> playersBefore = m.game.players();
        const qsizetype figuresBefore = m.game.figures().size();
        const int tilesBefore = int(m.game.board().tiles().size());
        int tried = 0, warmTried = 0;
        long spent = 0;
        // Several tiles, so that some moves complete features and send meeples home.
        for (int k = 0; k < 6 && k < m.rest.size(); ++k) {
            tryEveryMove(m.game, *m.rest[k], turns % 2, buffers, &warmTried);
            spent += tryEveryMove(m.game, *m.rest[k], turns % 2, buffers, &tried);
        }
        QVERIFY(tried > 50);
        QCOMPARE(tried, warmTried);
        QCOMPARE(spent, 0L);
        // And every trial was taken back.
        QCOMPARE(int(m.game.board().tiles().size()), tilesBefore);
        QCOMPARE(m.game.figures().size(), figuresBefore);
        for (qsizetype i = 0; i < playersBefore.size(); ++i) {
            QCOMPARE(m.game.players()[i].score, playersBefore[i].score);
            QCOMPARE(m.game.players()[i].meepleSupply, playersBefore[i].meepleSupply);
        }
    }
};

QTEST_GUILESS_MAIN(TestTurnAllocations)
#include "tst_turnallocations.moc"
