// The engine benchmark of spec/benchmark.md: the standard random base game, and long games
// on stacks of many base sets to show that the cost per placement stays flat.
#include "game.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <random>

using namespace ml;

namespace {

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
    qint64 nanoseconds = 0;
};

// One game as the benchmark describes it: list every legal placement, pick one uniformly,
// list the meeple options plus "none", pick one uniformly, score; then the final scoring.
GameRun playRandomGame(const TileCatalogue &cat, QList<const TileType *> stack, quint32 seed)
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
    QList<ScoreEvent> events;
    int turn = 0;
    for (const TileType *tile : std::as_const(stack)) {
        const int player = turn % 2;
        Move move;
        move.player = game.players()[player].id;
        move.tile = tile->id;
        const QList<Placement> legal = game.board().legalPlacements(*tile);
        if (legal.isEmpty()) {
            move.kind = Move::Kind::Discard;
            game.playMove(move, &events);
            continue;
        }
        const Placement p = legal[int(rng() % quint32(legal.size()))];
        move.at = p.at;
        move.rot = p.rot;
        const QList<FigureOption> options = game.figureOptions(*tile, p, player);
        const quint32 pick = rng() % quint32(options.size() + 1);
        if (pick < quint32(options.size())) {
            FigureChoice choice;
            choice.on = options[int(pick)].on;
            choice.at = options[int(pick)].at;
            move.figure = choice;
        }
        events.clear();
        if (auto e = game.playMove(move, &events))
            qFatal("benchmark move refused: %s", qPrintable(e->reason));
        ++run.placements;
        ++turn;
    }
    game.finalScoring();
    run.nanoseconds = timer.nsecsElapsed();
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
    QList<double> placementRates, gameRates;
    for (int run = 0; run < 7; ++run) {
        qint64 placements = 0, ns = 0;
        const int games = qEnvironmentVariableIntValue("BENCH_GAMES") ? qEnvironmentVariableIntValue("BENCH_GAMES") : 2000;
        for (int g = 0; g < games; ++g) {
            const GameRun r = playRandomGame(cat, standard, quint32(run * 100000 + g + 1));
            placements += r.placements;
            ns += r.nanoseconds;
        }
        placementRates << placements * 1e9 / double(ns);
        gameRates << games * 1e9 / double(ns);
    }
    out << "Standard game (base C3, 2 players, 71 tiles; rotations giving the same tile are "
           "listed once)\n";
    out << QStringLiteral("  engine: %1 placements/s, %2 games/s (median of 7 runs x 2000 games)\n")
               .arg(median(placementRates), 0, 'f', 0)
               .arg(median(gameRates), 0, 'f', 0);

    // Long games: the cost per placement as the board grows.
    out << "Long games on stacks of many base sets (cost per placement)\n";
    for (int sets : {2, 14, 140}) {
        const QList<const TileType *> stack = baseStack(cat, sets);
        QList<double> costs;
        for (int run = 0; run < 5; ++run) {
            const GameRun r = playRandomGame(cat, stack, quint32(7 + run));
            costs << double(r.nanoseconds) / double(r.placements);
        }
        out << QStringLiteral("  ~%1 tiles: engine %2 us/placement\n")
                   .arg(stack.size())
                   .arg(median(costs) / 1000.0, 0, 'f', 2);
    }
    return 0;
}
