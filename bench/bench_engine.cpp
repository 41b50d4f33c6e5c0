// SPDX-License-Identifier: GPL-3.0-or-later
// The engine benchmark of docs/benchmark.md: the standard random base game, and long games
// on stacks of many base sets to show that the cost per placement stays flat. Each size is
// also measured for the test suite's reference scorer (a from-scratch flood fill after every
// move), to show what the incremental feature graph saves.
#include "benchmarkturn.h"
#include "game.h"
#include "referencescorer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <random>

using namespace ml;

namespace
{

QList<const TileType *> baseStack(const TileCatalogue &cat, int sets)
{
    QList<const TileType *> stack;
    for (const TileType *t : cat.all())
        if (t->set == u"base")
            for (int i = 0; i < t->count(Edition::C3) * sets; ++i)
                stack << t;
    // One D is the start tile.
    stack.removeOne(cat.find(u"D"));
    return stack;
}

struct GameRun {
    qint64 placements = 0;
    qint64 nanoseconds = 0;          // engine only (reference time excluded)
    qint64 referenceNanoseconds = 0; // the sampled reference recomputations
    qint64 referenceSamples = 0;
    qint64 referenceScored =
        0; // features the reference found completed (keeps the work observable)
};

// One game as the benchmark describes it: list every legal placement, pick one uniformly,
// list the meeple options plus "none", pick one uniformly, score; then the final scoring.
// With `referenceEvery` > 0, every n-th placement is followed by a reference recomputation
// of what the move scored (mltest::ReferenceScorer::completedBy), timed separately.
GameRun playRandomGame(const TileCatalogue &cat, QList<const TileType *> stack, quint32 seed,
                       int referenceEvery = 0)
{
    std::mt19937 rng(seed);
    std::shuffle(stack.begin(), stack.end(), rng);
    Game game(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
    for (const char16_t *id : {u"red", u"blue"}) {
        Player p;
        p.id = QString::fromUtf16(id);
        game.addPlayer(p);
    }
    QElapsedTimer timer;
    timer.start();
    game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
    GameRun run;
    // The engine's own path, one turn as tests/support/benchmarkturn.h plays it,
    // its lists kept from turn to turn.
    mltest::TurnBuffers buffers;
    int turn = 0;
    for (const TileType *tile : std::as_const(stack)) {
        if (!mltest::playBenchmarkTurn(game, *tile, turn % 2, rng, buffers).placed) continue;
        ++run.placements;
        ++turn;
        if (referenceEvery > 0 && run.placements % referenceEvery == 0) {
            QElapsedTimer refTimer;
            refTimer.start();
            QList<mltest::RefFigure> figures;
            for (const Figure &f : game.figures())
                figures << mltest::RefFigure{f.player, f.tile, f.segment};
            const mltest::ReferenceScorer ref(game.board().tiles());
            run.referenceScored +=
                ref.completedBy(int(game.board().tiles().size()) - 1, figures).size();
            run.referenceNanoseconds += refTimer.nsecsElapsed();
            ++run.referenceSamples;
        }
    }
    game.scoreFinalPoints();
    run.nanoseconds = timer.nsecsElapsed() - run.referenceNanoseconds;
    return run;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const TileCatalogue &cat = TileCatalogue::builtin();

    // Standard game: 71 shuffled base tiles, 2 players; median of 7 runs of many games.
    const QList<const TileType *> standard = baseStack(cat, 1);
    // BENCH_LONG_ONLY=1 runs only the engine's long games, so a profiler (perf) sees how the
    // cost grows with the board and nothing else.
    const bool longOnly = qEnvironmentVariableIntValue("BENCH_LONG_ONLY") > 0;
    QList<double> placementRates, gameRates;
    const int games = qEnvironmentVariableIntValue("BENCH_GAMES") > 0
                          ? qEnvironmentVariableIntValue("BENCH_GAMES")
                          : 2000;
    for (int run = 0; run < (longOnly ? 0 : 7); ++run) {
        qint64 placements = 0, ns = 0;
        for (int g = 0; g < games; ++g) {
            const GameRun r = playRandomGame(cat, standard, quint32(run * 100000 + g + 1));
            placements += r.placements;
            ns += r.nanoseconds;
        }
        placementRates << placements * 1e9 / double(ns);
        gameRates << games * 1e9 / double(ns);
    }
    if (!longOnly) {
        out << "Standard game (base C3, 2 players, 71 tiles; rotations giving the same tile are "
               "listed once)\n";
        out << QStringLiteral(
                   "  engine:    %1 placements/s, %2 games/s (median of 7 runs x %3 games)\n")
                   .arg(median(placementRates), 0, 'f', 0)
                   .arg(median(gameRates), 0, 'f', 0)
                   .arg(games);
        // BENCH_STANDARD_ONLY=1 stops here, so a profiler (callgrind) sees only the standard games.
        if (qEnvironmentVariableIntValue("BENCH_STANDARD_ONLY") > 0) return 0;
        {
            // The reference recomputes every feature after every move: 200 games, each move.
            qint64 refNs = 0, samples = 0;
            for (int g = 0; g < 200; ++g) {
                const GameRun r = playRandomGame(cat, standard, quint32(g + 1), 1);
                refNs += r.referenceNanoseconds;
                samples += r.referenceSamples;
            }
            const double engineUs = 1e6 / median(placementRates);
            const double refUs = double(refNs) / double(samples) / 1000.0;
            out << QStringLiteral(
                       "  reference flood fill: %1 us/placement (engine %2 us/placement; "
                       "reference/engine = %3x)\n")
                       .arg(refUs, 0, 'f', 2)
                       .arg(engineUs, 0, 'f', 2)
                       .arg(refUs / engineUs, 0, 'f', 1);
        }
    }

    // Long games: the cost per placement as the board grows.
    out << "Long games on stacks of many base sets (cost per placement)\n";
    for (int sets : {2, 14, 140}) {
        const QList<const TileType *> stack = baseStack(cat, sets);
        QList<double> costs;
        for (int run = 0; run < 5; ++run) {
            const GameRun r = playRandomGame(cat, stack, quint32(7 + run));
            costs << double(r.nanoseconds) / double(r.placements);
        }
        // The reference is quadratic over a game, so it is sampled: ~100 recomputations
        // spread evenly over one game (their mean is the cost at the game's mean size).
        if (longOnly) {
            out << QStringLiteral("  ~%1 tiles: engine %2 us/placement\n")
                       .arg(stack.size())
                       .arg(median(costs) / 1000.0, 0, 'f', 2);
            continue;
        }
        const GameRun ref = playRandomGame(cat, stack, 7u, std::max(1, int(stack.size()) / 100));
        const double engineUs = median(costs) / 1000.0;
        const double refUs =
            double(ref.referenceNanoseconds) / double(ref.referenceSamples) / 1000.0;
        out << QStringLiteral("  ~%1 tiles: engine %2 us/placement, reference %3 us/placement "
                              "(reference/engine = %4x)\n")
                   .arg(stack.size())
                   .arg(engineUs, 0, 'f', 2)
                   .arg(refUs, 0, 'f', 1)
                   .arg(refUs / engineUs, 0, 'f', 0);
    }
    return 0;
}
