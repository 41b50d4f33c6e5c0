// Best-move search benchmark (issue 8): how long searchBestMoves() takes on boards of a few
// hundred tiles, for tiles with few and with many ways to place them. Boards come from seeded
// random base games on a stack of several base sets, so every run measures the same work.
#include "game.h"
#include "puzzlesearch.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <random>

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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const TileCatalogue &cat = TileCatalogue::builtin();
    out << "Best-move search (gain this turn), median of 5 runs, single thread\n";
    out << "tiles  tile  placements  moves  best  ms/search  ms/search+outlook\n";
    for (int size : {100, 300, 600}) {
        const Game game = randomBoard(cat, size, 42);
        for (const char16_t *id : {u"K", u"W", u"B", u"C"}) {
            const TileType &tile = *cat.find(id);
            QList<double> plain, rich;
            SearchResult r;
            for (int run = 0; run < 5; ++run) {
                QElapsedTimer t;
                t.start();
                r = searchBestMoves(game, 0, tile);
                plain << t.nsecsElapsed() / 1e6;
                SearchOptions o;
                o.outlook = true;
                t.restart();
                searchBestMoves(game, 0, tile, o);
                rich << t.nsecsElapsed() / 1e6;
            }
            std::sort(plain.begin(), plain.end());
            std::sort(rich.begin(), rich.end());
            out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                       .arg(game.board().tiles().size(), 5)
                       .arg(QString::fromUtf16(id), 4)
                       .arg(r.placements, 10)
                       .arg(r.ranked.size(), 5)
                       .arg(r.bestGain, 4)
                       .arg(plain[2], 9, 'f', 2)
                       .arg(rich[2], 17, 'f', 2);
            out.flush();
        }
    }
    return 0;
}
