// SPDX-License-Identifier: GPL-3.0-or-later
// Best-move search benchmark: how long searchBestMoves() takes on boards of a few
// hundred tiles, for tiles with few and with many ways to place them. Boards come from seeded
// random base games on a stack of several base sets, so every run measures the same work.
#include "game.h"
#include "puzzlesearch.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <random>

#include <time.h>

using namespace ml;

namespace
{

// Plays `tiles` random base turns for two players (random placement, random meeple or none).
Game randomBoard(const TileCatalogue &cat, int tiles, quint32 seed)
{
    std::mt19937 rng(seed);
    QList<const TileType *> stack;
    for (const TileType *t : cat.all())
        if (t->set == u"base")
            for (int i = 0; i < t->count(Edition::C3) * (tiles / 70 + 1); ++i)
                stack << t;
    std::shuffle(stack.begin(), stack.end(), rng);
    Game game(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
    for (const char16_t *id : {u"red", u"blue"}) {
        Player p;
        p.id = QString::fromUtf16(id);
        p.meepleSupply = 1000; // keep figure choices open on big boards
        game.addPlayer(p);
    }
    game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
    int turn = 0;
    for (const TileType *t : std::as_const(stack)) {
        if (int(game.board().tiles().size()) >= tiles) break;
        const QList<Placement> legal = game.board().legalPlacements(*t);
        if (legal.isEmpty()) continue;
        const Placement p = legal[int(rng() % quint32(legal.size()))];
        Move m;
        m.player = game.players()[turn % 2].id;
        m.tile = t->id;
        m.at = p.at;
        m.rot = p.rot;
        const QList<FigureOption> options = game.figureOptions(*t, p, turn % 2);
        if (!options.isEmpty() && rng() % 3 == 0)
            m.figure = FigureChoice{FigureType::Meeple,
                                    options[int(rng() % quint32(options.size()))].on, std::nullopt};
        QList<ScoreEvent> events;
        if (!game.playMove(m, &events)) ++turn;
    }
    return game;
}

// Milliseconds of this thread's CPU time: the machine the numbers come from is shared, and
// wall time there counts the other jobs too.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// The median of 5 runs of `run`, in CPU milliseconds.
template <typename F> double median5(F run)
{
    QList<double> times;
    for (int i = 0; i < 5; ++i) {
        const double start = cpuMs();
        run();
        times << cpuMs() - start;
    }
    std::sort(times.begin(), times.end());
    return times[2];
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const TileCatalogue &cat = TileCatalogue::builtin();
    // `growth [plain|outlook] [TILES...]` runs the growth table alone, for the given board
    // sizes and one mode or both (a profiler run wants one size and one mode; the mode left
    // out shows 0).
    QStringList args = app.arguments().mid(1);
    const bool growthOnly = !args.isEmpty() && args.takeFirst() == u"growth";
    bool plainMode = true, outlookMode = true;
    if (growthOnly && !args.isEmpty() && (args[0] == u"plain" || args[0] == u"outlook")) {
        plainMode = args[0] == u"plain";
        outlookMode = !plainMode;
        args.removeFirst();
    }
    QList<int> sizes{100, 300, 600, 1000, 2000};
    if (growthOnly && !args.isEmpty()) {
        sizes.clear();
        for (const QString &a : std::as_const(args))
            sizes << a.toInt();
    }
    if (!growthOnly) {
        out << "Best-move search (gain this turn), median of 5 runs, single thread, CPU ms\n";
        out << "tiles  tile  placements  moves  best  ms/search  ms/search+outlook\n";
        for (int size : {100, 300, 600}) {
            const Game game = randomBoard(cat, size, 42);
            for (const char16_t *id : {u"K", u"W", u"B", u"C"}) {
                const TileType &tile = *cat.find(id);
                SearchResult r;
                const double plain = median5([&] { r = searchBestMoves(game, 0, tile); });
                SearchOptions o;
                o.outlook = true;
                const double rich = median5([&] { searchBestMoves(game, 0, tile, o); });
                out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                           .arg(game.board().tiles().size(), 5)
                           .arg(QString::fromUtf16(id), 4)
                           .arg(r.placements, 10)
                           .arg(r.ranked.size(), 5)
                           .arg(r.bestGain, 4)
                           .arg(plain, 9, 'f', 2)
                           .arg(rich, 17, 'f', 2);
                out.flush();
            }
        }
    }
    // How the search grows with the board: the time per candidate move stays flat when the
    // search is linear in what a move changes. With the outlook, a final scoring follows every
    // candidate, so this shows whether it costs what the move changed or the whole board.
    if (!growthOnly) out << '\n';
    out << "Growth: tile K, median of 5 runs, thread CPU time\n";
    out << "tiles  moves  ms/search  us/move  ms/search+outlook  us/move+outlook\n";
    for (int size : sizes) {
        const Game game = randomBoard(cat, size, 7);
        const TileType &tile = *cat.find(u"K");
        SearchOptions o;
        o.outlook = true;
        SearchResult r;
        const double ms = plainMode ? median5([&] { r = searchBestMoves(game, 0, tile); }) : 0;
        const double rich =
            outlookMode ? median5([&] { r = searchBestMoves(game, 0, tile, o); }) : 0;
        const double moves = double(std::max<qsizetype>(1, r.ranked.size()));
        out << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                   .arg(game.board().tiles().size(), 5)
                   .arg(r.ranked.size(), 5)
                   .arg(ms, 9, 'f', 2)
                   .arg(ms * 1000 / moves, 7, 'f', 1)
                   .arg(rich, 17, 'f', 2)
                   .arg(rich * 1000 / moves, 15, 'f', 1);
        out.flush();
    }
    return 0;
}
