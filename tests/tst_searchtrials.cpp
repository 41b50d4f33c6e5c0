// The best-move search plays every candidate on one game as a trial and takes it back
// (issue 16) instead of on a copy each. This holds it to the plain way, written out here: the
// same candidates, each played on its own copy of the game, its final scoring on another copy,
// must give the same ranked list (moves, keys, points, gain, outlook) on boards with the mage
// and witch, flocks, castles, hills and farmers, for every tile of the boards' sets.
#include "boardfilereplay.h"
#include "boardfilewriter.h"
#include "puzzlesearch.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <random>

using namespace ml;

namespace
{

QMap<QString, int> pointsOf(const Game &game, const QList<ScoreEvent> &events)
{
    QMap<QString, int> points;
    for (const Player &p : game.players())
        points.insert(p.id, 0);
    for (const ScoreEvent &e : events)
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points[it.key()] += it.value();
    return points;
}

// The search as it was before trials: the placed tile on a copy for the choices, each
// candidate on a copy of its own, the outlook's final scoring on a copy of that.
QList<RankedMove> copyPerMove(const Game &game, int player, const TileType &tile)
{
    QList<RankedMove> ranked;
    const QString id = game.players()[player].id;
    bool shepherd = false;
    for (const Figure &f : game.figures())
        shepherd = shepherd || (f.type == FigureType::Shepherd && f.player == player);
    const bool flockPossible = (game.sets() & SetHillsSheep) && shepherd;
    for (const Placement &p : game.board().legalPlacements(tile)) {
        Game probe = game;
        probe.setupTile(tile, p.at, p.rot, {});
        const int placed = int(probe.board().tiles().size()) - 1;
        QList<std::optional<MagicChoice>> magics{std::nullopt};
        if (probe.magicActionDue(placed) != Game::MagicDue::None) {
            const bool anyFigure = probe.magicActionDue(placed) == Game::MagicDue::MagicTile;
            for (FigureType f : {FigureType::Mage, FigureType::Witch}) {
                const bool onBoard = probe.magicFigureIndex(f) >= 0;
                if (!anyFigure && !onBoard) continue;
                for (const FigureOption &d : probe.magicDestinations(f))
                    magics << MagicChoice{figureTypeName(f), d.at, d.on, {}};
                if (onBoard) magics << MagicChoice{{}, {}, {}, figureTypeName(f)};
            }
        }
        QList<std::optional<FigureChoice>> figures{std::nullopt};
        for (const FigureOption &o : game.figureOptions(tile, p, player))
            figures << FigureChoice{o.type, o.on,
                                    tile.isDouble() ? std::optional<Cell>(o.at) : std::nullopt};
        for (const auto &magic : magics)
            for (const auto &figure : figures) {
                QStringList flocks{QString()};
                if (flockPossible && !(figure && figure->type == FigureType::Shepherd))
                    flocks << QStringLiteral("grow") << QStringLiteral("stable");
                for (const QString &flock : flocks) {
                    Move m;
                    m.player = id;
                    m.kind = tile.isDouble() ? Move::Kind::Castle : Move::Kind::Tile;
                    m.tile = tile.id;
                    m.at = p.at;
                    m.rot = p.rot;
                    m.magic = magic;
                    m.figure = figure;
                    m.flockAction = flock;
                    Game after = game;
                    QList<ScoreEvent> events;
                    if (after.playMove(m, &events)) continue;
                    RankedMove r;
                    r.move = m;
                    r.points = pointsOf(game, events);
                    r.gain = gainOf(r.points, id, game);
                    Game ended = after;
                    r.outlook = gainOf(pointsOf(game, ended.finalScoring()), id, game);
                    for (const Player &pl : ended.players())
                        r.outlookScores.insert(pl.id, pl.score);
                    QString why;
                    r.key = moveKey(game, m, &why);
                    ranked << r;
                }
            }
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const RankedMove &a, const RankedMove &b) {
        return a.gain != b.gain ? a.gain > b.gain : a.outlook > b.outlook;
    });
    return ranked;
}

QByteArray moveText(const Move &m)
{
    return QJsonDocument(moveEntry(m)).toJson(QJsonDocument::Compact);
}

// Compares the search with and without the outlook against the plain way; the number of
// moves compared is added to *moves.
void compareSearches(const Game &game, int player, const TileType &tile, int *moves)
{
    const QList<RankedMove> expected = copyPerMove(game, player, tile);
    SearchOptions outlook;
    outlook.outlook = true;
    const SearchResult withOutlook = searchBestMoves(game, player, tile, outlook);
    const SearchResult plain = searchBestMoves(game, player, tile);
    QCOMPARE(withOutlook.ranked.size(), expected.size());
    QCOMPARE(plain.ranked.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const RankedMove &got = withOutlook.ranked[i];
        const RankedMove &want = expected[i];
        QCOMPARE(moveText(got.move), moveText(want.move));
        QCOMPARE(got.key, want.key);
        QCOMPARE(got.points, want.points);
        QCOMPARE(got.gain, want.gain);
        QCOMPARE(got.outlook, want.outlook);
        QCOMPARE(got.outlookScores, want.outlookScores);
    }
    // Without the outlook the ties keep the engine's order; the set of gains per move agrees.
    QMap<QString, int> gains, plainGains;
    for (const RankedMove &r : expected)
        gains.insert(r.key, r.gain);
    for (const RankedMove &r : plain.ranked)
        plainGains.insert(r.key, r.gain);
    QCOMPARE(plainGains, gains);
    *moves += int(expected.size());
}

// Every tile of the catalogue that belongs to the game's sets.
QList<const TileType *> tilesOf(const Game &game)
{
    QList<const TileType *> tiles;
    for (const TileType *t : game.catalogue().all())
        if (!(ruleSetOfTile(*t) & ~game.sets())) tiles << t;
    return tiles;
}

QStringList boards()
{
    QStringList files;
    const QDir puzzles(mltest::examplesDir() + QStringLiteral("/../puzzles"));
    for (const QString &name : puzzles.entryList({QStringLiteral("*.meeple")}, QDir::Files))
        files << puzzles.filePath(name);
    const QDir scenarios(mltest::dataDir() + QStringLiteral("/scenarios"));
    for (const QString &name :
         scenarios.entryList({QStringLiteral("R-MW-1*.meeple"), QStringLiteral("R-HS-SH-7*.meeple"),
                              QStringLiteral("R-GC-8_*.meeple"), QStringLiteral("R-GC-6_*.meeple")},
                             QDir::Files))
        // A scenario of a refused move has no position after its moves to search from.
        if (!name.contains(u"refused") && !name.contains(u"invalid"))
            files << scenarios.filePath(name);
    return files;
}

} // namespace

class TestSearchTrials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsACopyPerMove_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : boards())
            QTest::newRow(qPrintable(QFileInfo(f).fileName())) << f;
    }

    void sameAsACopyPerMove()
    {
        QFETCH(QString, file);
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        FileError error;
        const auto board = BoardFile::parse(in.readAll(), &error);
        QVERIFY(board);
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline timeline = Timeline::build(*board, {}, options);
        QVERIFY(timeline.replays());
        const Game &game = *timeline.afterMoves();
        QVERIFY(!game.players().isEmpty());
        int moves = 0;
        for (int player = 0; player < game.players().size(); ++player)
            for (const TileType *tile : tilesOf(game))
                compareSearches(game, player, *tile, &moves);
        QVERIFY(moves > 0); // the board has room for some tile
    }

    void sameAsACopyPerMoveOnARandomBoard()
    {
        // A base game of 60 turns with meeples everywhere, farmers included.
        const TileCatalogue &cat = TileCatalogue::builtin();
        Game game(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
        for (const char *id : {"red", "blue", "green"}) {
            Player p;
            p.id = QString::fromLatin1(id);
            p.meepleSupply = 30;
            game.addPlayer(p);
        }
        game.setupTile(*cat.find(u"D"), {0, 0}, 0, {});
        QList<const TileType *> base;
        for (const TileType *t : cat.all())
            if (t->set == u"base") base << t;
        std::mt19937 rng(16);
        for (int turn = 0; turn < 60; ++turn) {
            const TileType *t = base[int(rng() % quint32(base.size()))];
            const QList<Placement> legal = game.board().legalPlacements(*t);
            if (legal.isEmpty()) continue;
            const Placement pl = legal[int(rng() % quint32(legal.size()))];
            Move m;
            m.player = game.players()[turn % 3].id;
            m.tile = t->id;
            m.at = pl.at;
            m.rot = pl.rot;
            const QList<FigureOption> figures = game.figureOptions(*t, pl, turn % 3);
            if (!figures.isEmpty() && rng() % 2)
                m.figure =
                    FigureChoice{FigureType::Meeple,
                                 figures[int(rng() % quint32(figures.size()))].on, std::nullopt};
            QList<ScoreEvent> events;
            QVERIFY(!game.playMove(m, &events));
        }
        int moves = 0;
        for (const char16_t *id : {u"A", u"D", u"K", u"V", u"B"})
            compareSearches(game, 1, *cat.find(id), &moves);
        QVERIFY(moves > 100);
    }
};

QTEST_GUILESS_MAIN(TestSearchTrials)
#include "tst_searchtrials.moc"
