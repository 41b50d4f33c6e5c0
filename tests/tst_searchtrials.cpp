// SPDX-License-Identifier: GPL-3.0-or-later
// The best-move search plays every candidate on one game as a trial and takes it back
// instead of on a copy each. This holds it to the plain way, written out here: the
// same candidates, each played on its own copy of the game, its final scoring on another copy,
// must give the same ranked list (moves, keys, points, gain, outlook) on boards with the mage
// and witch, flocks, castles, hills and farmers, for every tile of the boards' sets.
#include "boardfilereplay.h"
#include "boardfilewriter.h"
#include "castle.h"
#include "longgame.h"
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
        QList<bool> recalls{false};
        for (const FigureOption &o : game.figureOptions(tile, p, player)) {
            figures << FigureChoice{o.type, o.on,
                                    tile.isDouble() ? std::optional<Cell>(o.at) : std::nullopt};
            recalls << false;
        }
        // Taking the abbot back is phase 2's other choice (R-AB-12).
        if (game.canReturnAbbotAfter(tile, p, player)) {
            figures << std::nullopt;
            recalls << true;
        }
        for (const auto &magic : magics)
            for (qsizetype fi = 0; fi < figures.size(); ++fi) {
                const std::optional<FigureChoice> &figure = figures[fi];
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
                    m.abbotReturn = recalls[fi];
                    m.flockAction = flock;
                    std::optional<Game> after;
                    const auto points = turnPoints(game, m, nullptr, &after); // on a copy
                    if (!points) continue;
                    RankedMove r;
                    r.move = m;
                    r.points = *points;
                    r.gain = gainOf(r.points, id, game);
                    Game ended = *after;
                    ended.finalScoring();
                    QMap<QString, int> final; // what the final scoring added
                    for (int i = 0; i < ended.players().size(); ++i) {
                        final.insert(ended.players()[i].id, ended.score(i) - after->score(i));
                        r.outlookScores.insert(ended.players()[i].id, ended.score(i));
                    }
                    r.outlook = gainOf(final, id, game);
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

// The game after the file's moves, no final scoring; empty when the text is not a board or its
// moves do not replay.
std::shared_ptr<const Game> afterMoves(const QByteArray &text,
                                       const QMap<QString, QString> &overrides = {})
{
    FileError error;
    const auto board = BoardFile::parse(text, &error);
    if (!board) return nullptr;
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const Timeline timeline = Timeline::build(*board, overrides, options);
    return timeline.replays() ? timeline.afterMoves() : nullptr;
}

// The sets the random boards below are played with: each new one beside the base game, then
// all of them together.
QList<QPair<QString, quint8>> setsToPlay()
{
    return {{QStringLiteral("inns-cathedrals"), SetBase | SetInnsCathedrals},
            {QStringLiteral("traders-builders"), SetBase | SetTradersBuilders},
            {QStringLiteral("hills-sheep"), SetBase | SetHillsSheep},
            {QStringLiteral("castles"), SetBase | SetGermanCastles},
            {QStringLiteral("mage-witch"), SetBase | SetMageWitch},
            {QStringLiteral("abbot"), SetBase | SetAbbot},
            {QStringLiteral("all"), SetBase | SetInnsCathedrals | SetTradersBuilders |
                                        SetHillsSheep | SetGermanCastles | SetMageWitch |
                                        SetAbbot}};
}

// A seeded random game on the tiles and figures of `sets`, two players: each turn a random tile
// of the sets (now and then a castle from the hand) and a random one of the moves the search
// lists for it. `eachTurn` is called with the position and the moves listed before each turn.
std::unique_ptr<Game> randomGame(quint8 sets, RuleOptions::Farmers farmers, quint32 seed, int turns,
                                 const std::function<void(Game &, const SearchResult &)> &eachTurn)
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    RuleOptions options = RuleOptions::defaultsFor(Edition::C3);
    options.farmers = farmers;
    auto game = std::make_unique<Game>(cat, sets, Edition::C3, options);
    std::mt19937 rng(seed);
    const QList<QStringList> castles =
        (sets & SetGermanCastles) ? dealCastles(cat, 2, rng) : QList<QStringList>();
    for (int i = 0; i < 2; ++i) {
        Player p;
        p.id = QStringLiteral("p%1").arg(i);
        p.meepleSupply = 12; // many features held at once
        p.abbotSupply = (sets & SetAbbot) ? 1 : 0;
        p.largeMeepleSupply = (sets & SetInnsCathedrals) ? 1 : 0;
        p.builderSupply = p.pigSupply = (sets & SetTradersBuilders) ? 1 : 0;
        p.castles = castles.value(i);
        game->addPlayer(p);
    }
    if (game->setupTile(*cat.find(u"D"), {0, 0}, 0, {})) return nullptr;
    QList<const TileType *> stack;
    for (const TileType *t : cat.all())
        if (!(ruleSetOfTile(*t) & ~sets) && !t->isDouble() && !t->isRiverTile()) stack << t;
    for (int turn = 0, tries = 0; turn < turns && tries < 4 * turns; ++tries) {
        const int player = turn % 2;
        const QStringList &hand = game->players()[player].castles;
        const TileType *tile = !hand.isEmpty() && rng() % 5 == 0
                                   ? cat.find(hand.first())
                                   : stack[int(rng() % quint32(stack.size()))];
        const SearchResult listed = searchBestMoves(*game, player, *tile);
        if (listed.ranked.isEmpty()) continue;
        eachTurn(*game, listed);
        const Move m = listed.ranked[int(rng() % quint32(listed.ranked.size()))].move;
        QList<ScoreEvent> events;
        if (game->playMove(m, &events)) return nullptr; // the search lists only legal moves
        ++turn;
    }
    return game;
}

RuleOptions::Farmers farmersFrom(const QString &name)
{
    RuleOptions o;
    QString error;
    o.set(QStringLiteral("farmers"), name, &error);
    return o.farmers;
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
        const auto position = afterMoves(in.readAll());
        QVERIFY(position);
        const Game &game = *position;
        QVERIFY(!game.players().isEmpty());
        int moves = 0;
        // The sanitizer leg runs about ten times slower: there each tile is searched for one
        // player in turn instead of for all of them, so every tile is still compared once.
        const bool sanitized = qEnvironmentVariableIsSet("ML_SANITIZED");
        const QList<const TileType *> tiles = tilesOf(game);
        const int players = int(game.players().size());
        for (int player = 0; player < players; ++player)
            for (int i = 0; i < tiles.size(); ++i)
                if (!sanitized || i % players == player)
                    compareSearches(game, player, *tiles[i], &moves);
        QVERIFY(moves > 0); // the board has room for some tile
    }

    void sameAsACopyPerMoveOnARandomBoard()
    {
        // A base game of 60 random moves, meeples (farmers too) where they happened to go.
        const auto position = afterMoves(mltest::longGameFile(60, 16));
        QVERIFY(position);
        const Game &game = *position;
        const TileCatalogue &cat = game.catalogue();
        int moves = 0;
        for (const char16_t *id : {u"A", u"D", u"K", u"V", u"B"})
            compareSearches(game, 1, *cat.find(id), &moves);
        QVERIFY(moves > 100);
    }

    // Seeded random boards with the new sets' figures and tiles (large meeples, builders and
    // pigs, goods, hills, shepherds, castles, the mage and the witch, abbots), under every
    // farmers rule: the search with and without the outlook against the plain way, for tiles
    // of the sets.
    void sameAsACopyPerMoveWithTheNewSets_data()
    {
        QTest::addColumn<quint8>("sets");
        QTest::addColumn<QString>("farmers");
        for (const auto &[name, sets] : setsToPlay())
            for (const QString &farmers : RuleOptions::values(QStringLiteral("farmers")))
                QTest::newRow(qPrintable(name + u' ' + farmers)) << sets << farmers;
    }

    void sameAsACopyPerMoveWithTheNewSets()
    {
        QFETCH(quint8, sets);
        QFETCH(QString, farmers);
        const auto game = randomGame(sets, farmersFrom(farmers), 11, 30, [](Game &, auto &) {});
        QVERIFY(game);
        QVERIFY(game->figures().size() > 4);
        int moves = 0;
        const bool sanitized = qEnvironmentVariableIsSet("ML_SANITIZED");
        const QList<const TileType *> tiles = tilesOf(*game);
        // About a dozen tiles spread over the sets' (four under the sanitizer), castles among
        // them, until some thousands of moves are compared: with the mage and the witch a tile
        // may have a thousand moves, each played on copies here.
        const qsizetype step = std::max<qsizetype>(1, tiles.size() / (sanitized ? 4 : 12));
        const int enough = sanitized ? 500 : 2500;
        for (qsizetype i = 0; i < tiles.size() && moves < enough; i += step) {
            const TileType &tile = *tiles[i];
            const int player = int(i % 2);
            if (tile.isDouble() && !game->players()[player].castles.contains(tile.id)) continue;
            // A magic tile is searched on the board with Mage & Witch alone: with every set, its
            // destinations times the figure and flock choices come to over ten thousand moves.
            if (tile.hasMarker(MarkerMagic) && sets != (SetBase | SetMageWitch)) continue;
            compareSearches(*game, player, tile, &moves);
        }
        QVERIFY(moves > 100);
    }

    // The kept points against a whole final scoring after every candidate move of every turn
    // of seeded random games: a feature whose kept points went stale (a field beside a city
    // the move completed, a feature a figure left, a monastery a tile came next to) shows as
    // a difference here, in the position it happened in.
    // Per-field farmers keep points; under the other two rules a field depends on the others
    // and every outlook is a whole final scoring, which the rows with all sets show.
    void keptFinalPointsAreAWholeFinalScoring_data()
    {
        QTest::addColumn<quint8>("sets");
        QTest::addColumn<QString>("farmers");
        QTest::newRow("base per-field") << quint8(SetBase) << QStringLiteral("per-field");
        for (const auto &[name, sets] : setsToPlay())
            QTest::newRow(qPrintable(name + QStringLiteral(" per-field")))
                << sets << QStringLiteral("per-field");
        const quint8 all = setsToPlay().constLast().second;
        for (const QString &farmers : RuleOptions::values(QStringLiteral("farmers")))
            if (farmers != u"per-field")
                QTest::newRow(qPrintable(QStringLiteral("all ") + farmers)) << all << farmers;
    }

    void keptFinalPointsAreAWholeFinalScoring()
    {
        QFETCH(quint8, sets);
        QFETCH(QString, farmers);
        int candidates = 0, changed = 0;
        // Under the sanitizer, every fourth candidate.
        const qsizetype step = qEnvironmentVariableIsSet("ML_SANITIZED") ? 4 : 1;
        const auto check = [&](Game &game, const SearchResult &listed) {
            if (QTest::currentTestFailed()) return; // the first difference is the one to read
            const Game::FinalBase base = game.finalBase();
            const QList<int> before = game.finalPoints();
            for (qsizetype i = 0; i < listed.ranked.size(); i += step) {
                const RankedMove &r = listed.ranked[i];
                game.beginTrial();
                QList<ScoreEvent> events;
                const bool played = !game.playMove(r.move, &events);
                const QList<int> kept = game.finalPointsInTrial(base);
                const QList<int> whole = game.finalPoints();
                game.rollback();
                QVERIFY(played);
                if (kept != whole)
                    QFAIL(qPrintable(QStringLiteral("move %1 of turn %2: kept %3, whole %4")
                                         .arg(QString::fromUtf8(moveText(r.move)))
                                         .arg(game.movesPlayed())
                                         .arg(QString::number(kept.value(0)) + u'/' +
                                                  QString::number(kept.value(1)),
                                              QString::number(whole.value(0)) + u'/' +
                                                  QString::number(whole.value(1)))));
                ++candidates;
                changed += whole != before ? 1 : 0;
            }
        };
        const auto game = randomGame(sets, farmersFrom(farmers), 5, 30, check);
        if (QTest::currentTestFailed()) return;
        QVERIFY(game);
        QVERIFY(candidates > 1000 / step);
        QVERIFY(changed > candidates / 10); // the moves change the final scoring
    }

    // The outlook's totals (Game::finalPoints()) leave out the explanation and the order of the
    // final scoring's events: they must still add up to what finalScoring() gives each player,
    // under every farmers rule (R-BASE-15, R-BASE-15V1, R-BASE-15V2).
    void finalPointsAreTheFinalScoring_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("farmers");
        QTest::addColumn<bool>("scores"); // the random games leave meeples that score
        QList<QPair<QString, QByteArray>> files;
        const QDir scenarios(mltest::dataDir() + QStringLiteral("/scenarios"));
        for (const QString &name : scenarios.entryList({QStringLiteral("*.meeple")}, QDir::Files)) {
            QFile in(scenarios.filePath(name));
            if (!in.open(QIODevice::ReadOnly)) continue;
            const QByteArray text = in.readAll();
            // A scenario of a refused or broken move has no position after its moves.
            if (afterMoves(text)) files.append({name, text});
        }
        for (unsigned seed : {3u, 16u, 29u})
            files.append({QStringLiteral("random-%1").arg(seed), mltest::longGameFile(70, seed)});
        for (const QString &farmers : RuleOptions::values(QStringLiteral("farmers")))
            for (const auto &[name, text] : std::as_const(files))
                QTest::newRow(qPrintable(name + u' ' + farmers))
                    << text << farmers << name.startsWith(u"random");
    }

    void finalPointsAreTheFinalScoring()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, farmers);
        QFETCH(bool, scores);
        const auto position = afterMoves(text, {{QStringLiteral("farmers"), farmers}});
        QVERIFY(position);
        Game scored = *position;
        QList<int> want(scored.players().size(), 0);
        for (const ScoreEvent &e : scored.finalScoring())
            for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
                want[scored.playerIndex(it.key())] += it.value();
        QCOMPARE(position->finalPoints(), want);
        if (scores) QVERIFY(*std::max_element(want.cbegin(), want.cend()) > 0);
        for (int i = 0; i < want.size(); ++i) // finalPoints() leaves the scores alone
            QCOMPARE(position->score(i) + want[i], scored.score(i));
    }
};

QTEST_GUILESS_MAIN(TestSearchTrials)
#include "tst_searchtrials.moc"
