// SPDX-License-Identifier: GPL-3.0-or-later
// The best-move search plays every candidate on one game as a trial and takes it back
// instead of on a copy each. This holds it to the plain way, written out here: the
// same candidates, each played on its own copy of the game, its final scoring on another copy,
// must give the same ranked list (moves, keys, points, gain, outlook) on boards with the mage
// and witch, flocks, castles, hills and farmers, for every tile of the boards' sets.
#include "boardfilereplay.h"
#include "boardfilewriter.h"
#include "longgame.h"
#include "puzzlesearch.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

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
