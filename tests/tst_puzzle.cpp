// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles in the core: each kind's answer key on small boards, the best-move search against
// a brute force written here, and answer comparison by segment.
#include "puzzle.h"
#include "puzzlesearch.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <random>

using namespace ml;

namespace
{

// A small base board: the start tile with a road east-west, red's meeple on the road.
QByteArray boardText(const QByteArray &puzzle, const QByteArray &moves = "[]",
                     const QByteArray &extraTiles = "")
{
    return R"({"format": "meeplelab-board", "version": 1,
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0})" +
           extraTiles + R"(],
 "figures": [{"type": "meeple", "player": "red", "at": [0, 0], "on": "E"}],
 "moves": )" +
           moves + R"(, "puzzle": )" + puzzle + "}";
}

BoardFile load(const QByteArray &text)
{
    FileError error;
    auto board = BoardFile::parse(text, &error);
    if (!board) qFatal("%s", qPrintable(error.toString(QStringLiteral("test"))));
    return *board;
}

// The brute force: every cell next to the board, every rotation, every figure option plus
// none, played on a copy; nothing of the search is shared but the engine.
int bruteBestGain(const Game &game, int player, const TileType &tile, int *count)
{
    QList<Cell> cells;
    for (const PlacedTile &t : game.board().tiles())
        for (int side = 0; side < 4; ++side) {
            const Cell c = step(t.at, side);
            if (!game.board().isOccupied(c) && !cells.contains(c)) cells << c;
        }
    int best = INT_MIN;
    QSet<QString> bestKeys;
    for (Cell c : cells)
        for (int rot = 0; rot < 4; ++rot) {
            if (!game.board().checkPlacement(tile, c, rot).ok()) continue;
            QList<std::optional<FigureChoice>> figures{std::nullopt};
            for (const FigureOption &o : game.figureOptions(tile, {c, rot}, player))
                figures << FigureChoice{o.type, o.on, std::nullopt};
            for (const auto &f : figures) {
                Move m;
                m.player = game.players()[player].id;
                m.tile = tile.id;
                m.at = c;
                m.rot = rot;
                m.figure = f;
                Game copy = game;
                QList<ScoreEvent> events;
                if (copy.playMove(m, &events)) continue;
                QMap<QString, int> points;
                for (const ScoreEvent &e : events)
                    for (auto it = e.points.begin(); it != e.points.end(); ++it)
                        points[it.key()] += it.value();
                int others = 0;
                for (const Player &p : game.players())
                    if (p.id != m.player) others = std::max(others, points.value(p.id));
                const int gain = points.value(m.player) - others;
                QString why;
                const QString key = moveKey(game, m, &why);
                if (gain > best) {
                    best = gain;
                    bestKeys.clear();
                }
                if (gain == best) bestKeys.insert(key);
            }
        }
    *count = int(bestKeys.size());
    return best;
}

} // namespace

class TestPuzzle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseErrorsNameThePath_data()
    {
        QTest::addColumn<QByteArray>("puzzle");
        QTest::addColumn<QString>("where");
        QTest::newRow("not an object") << QByteArray("3") << QStringLiteral("puzzle");
        QTest::newRow("no kind") << QByteArray(R"({"question": {"en": "?"}})")
                                 << QStringLiteral("puzzle");
        QTest::newRow("bad kind") << QByteArray(R"({"kind": "riddle", "question": {"en": "?"}})")
                                  << QStringLiteral("puzzle.kind");
        QTest::newRow("question type") << QByteArray(R"({"kind": "free", "question": {"en": 3}})")
                                       << QStringLiteral("puzzle.question.en");
        QTest::newRow("unknown player")
            << QByteArray(R"({"kind": "final-scores", "question": {"en": "?"},
                             "answer": {"scores": {"green": 1}}})")
            << QStringLiteral("puzzle.answer.scores.green");
        QTest::newRow("best-move without tile")
            << QByteArray(R"({"kind": "best-move", "question": {"en": "?"}, "player": "red"})")
            << QStringLiteral("puzzle");
        QTest::newRow("best rot")
            << QByteArray(R"({"kind": "best-move", "question": {"en": "?"}, "player": "red",
                             "tile": "U", "answer": {"points": 1, "best": [{"at": [1, 0], "rot": 45}]}})")
            << QStringLiteral("puzzle.answer.best[0].rot");
    }

    void parseErrorsNameThePath()
    {
        QFETCH(QByteArray, puzzle);
        QFETCH(QString, where);
        FileError error;
        QVERIFY(!Puzzle::parse(load(boardText(puzzle)), &error));
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, where);
    }

    void finalScores()
    {
        // Red's road of one tile is unfinished: 1 point at the end.
        const BoardFile file = load(boardText(
            R"({"kind": "final-scores", "question": {"en": "?"}, "answer": {"scores": {"red": 1}}})"));
        const auto puzzle = Puzzle::parse(file, nullptr);
        QVERIFY(puzzle);
        const auto answer = computeAnswer(file, *puzzle, nullptr);
        QVERIFY(answer);
        QCOMPARE(answer->scores.value(QStringLiteral("red")), 1);
        QCOMPARE(answer->scores.value(QStringLiteral("blue")), 0);
        const auto check = checkPuzzle(file, *puzzle, nullptr);
        QVERIFY(check && check->ok); // blue missing from the stored answer means 0
    }

    void turnScores()
    {
        // A road from monastery A through the start tile, closed by blue's W junction:
        // 3 tiles for red's meeple.
        const BoardFile file = load(boardText(
            R"({"kind": "turn-scores", "question": {"en": "?"}, "answer": {"points": {"red": 3, "blue": 0}}})",
            R"([{"player": "blue", "tile": "W", "at": [1, 0], "rot": 0}])",
            R"(, {"tile": "A", "at": [-1, 0], "rot": 270})"));
        const auto puzzle = Puzzle::parse(file, nullptr);
        QVERIFY(puzzle);
        const auto answer = computeAnswer(file, *puzzle, nullptr);
        QVERIFY(answer);
        QCOMPARE(answer->points.value(QStringLiteral("red")), 3);
        QVERIFY(checkPuzzle(file, *puzzle, nullptr)->ok);
    }

    void turnScoresNeedsAMove()
    {
        const BoardFile file =
            load(boardText(R"({"kind": "turn-scores", "question": {"en": "?"}})"));
        FileError error;
        QVERIFY(!computeAnswer(file, *Puzzle::parse(file, nullptr), &error));
        QCOMPARE(error.exitCode, 1);
    }

    void bestMoveComparesBySegment()
    {
        // Closing red's road with W east of the start tile scores 3 (with A at the west end).
        const QByteArray tiles = R"(, {"tile": "A", "at": [-1, 0], "rot": 270})";
        const BoardFile plain = load(boardText(
            R"({"kind": "best-move", "question": {"en": "?"}, "player": "red", "tile": "W"})", "[]",
            tiles));
        const auto puzzle = Puzzle::parse(plain, nullptr);
        const auto answer = computeAnswer(plain, *puzzle, nullptr);
        QVERIFY(answer);
        QCOMPARE(answer->gain, 3);
        QVERIFY(!answer->best.isEmpty());
        // Every best move closes the road at (1,0).
        for (const PuzzleMove &m : answer->best)
            QCOMPARE(m.move.at, (Cell{1, 0}));

        // The stored key written back, with figure ports swapped for other ports of the same
        // segment, still matches.
        const auto before = plain.setUp({}, nullptr);
        QVERIFY(before);
        QJsonObject json = answer->toJson();
        QJsonArray best = json.value(u"best").toArray();
        int renamed = 0;
        for (qsizetype i = 0; i < best.size(); ++i) {
            const Move &move = answer->best[i].move;
            if (!move.figure) continue;
            Game probe = *before;
            QVERIFY(!probe.setupTile(*probe.catalogue().find(move.tile), move.at, move.rot, {}));
            int tile = -1, segment = -1, t2 = -1, s2 = -1;
            QString why;
            QVERIFY(probe.resolveLocation(move.at, move.figure->on, &tile, &segment, &why));
            for (int port = 0; port < Port::Count; ++port) {
                const QString name = portName(port);
                if (name == move.figure->on ||
                    !probe.resolveLocation(move.at, name, &t2, &s2, &why) || s2 != segment)
                    continue;
                QJsonObject m = best[i].toObject();
                QJsonObject f = m.value(u"figure").toObject();
                f.insert(u"on", name);
                m.insert(u"figure", f);
                best[i] = m;
                ++renamed;
                break;
            }
        }
        QVERIFY(renamed > 0);
        json.insert(u"best", best);
        QJsonObject root = plain.json();
        QJsonObject p = root.value(u"puzzle").toObject();
        p.insert(u"answer", json);
        root.insert(u"puzzle", p);
        const BoardFile stored = load(QJsonDocument(root).toJson());
        const auto check = checkPuzzle(stored, *Puzzle::parse(stored, nullptr), nullptr);
        QVERIFY2(check && check->ok,
                 qPrintable(check->expected + QStringLiteral(" / ") + check->computed));

        // Dropping one best move is a mismatch.
        if (best.size() > 1) {
            best.removeLast();
            json.insert(u"best", best);
            p.insert(u"answer", json);
            root.insert(u"puzzle", p);
            const BoardFile partial = load(QJsonDocument(root).toJson());
            QVERIFY(!checkPuzzle(partial, *Puzzle::parse(partial, nullptr), nullptr)->ok);
        }
    }

    void searchMatchesBruteForce()
    {
        // Seeded random small base boards; the search's best gain and number of distinct
        // best moves must equal the brute force's.
        std::mt19937 rng(7);
        const TileCatalogue catalogue = TileCatalogue::builtin();
        QList<const TileType *> base;
        for (const TileType *t : catalogue.all())
            if (t->set == u"base") base << t;
        for (int round = 0; round < 12; ++round) {
            Game game(catalogue, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
            for (const char *id : {"red", "blue"}) {
                Player p;
                p.id = QString::fromLatin1(id);
                game.addPlayer(p);
            }
            game.setupTile(*catalogue.find(u"D"), {0, 0}, 0, {});
            for (int turn = 0; turn < 8 + round; ++turn) {
                const TileType *t = base[int(rng() % quint32(base.size()))];
                const QList<Placement> legal = game.board().legalPlacements(*t);
                if (legal.isEmpty()) continue;
                const Placement pl = legal[int(rng() % quint32(legal.size()))];
                Move m;
                m.player = game.players()[turn % 2].id;
                m.tile = t->id;
                m.at = pl.at;
                m.rot = pl.rot;
                const QList<FigureOption> options = game.figureOptions(*t, pl, turn % 2);
                if (!options.isEmpty() && rng() % 2)
                    m.figure = FigureChoice{FigureType::Meeple,
                                            options[int(rng() % quint32(options.size()))].on,
                                            std::nullopt};
                QList<ScoreEvent> events;
                QVERIFY(!game.playMove(m, &events));
            }
            const TileType *tile = base[int(rng() % quint32(base.size()))];
            const SearchResult result = searchBestMoves(game, 0, *tile);
            int count = 0;
            const int brute = bruteBestGain(game, 0, *tile, &count);
            if (result.ranked.isEmpty()) {
                QCOMPARE(brute, INT_MIN);
                continue;
            }
            QCOMPARE(result.bestGain, brute);
            QSet<QString> keys;
            for (const RankedMove &r : result.ranked)
                if (r.gain == result.bestGain) keys.insert(r.key);
            QCOMPARE(int(keys.size()), count);
            QCOMPARE(result.bestCount, count); // the search lists each move once
        }
    }

    void searchCanBeCancelled()
    {
        const BoardFile file = load(boardText(
            R"({"kind": "best-move", "question": {"en": "?"}, "player": "red", "tile": "U"})"));
        FileError error;
        const auto game = file.setUp({}, &error);
        QVERIFY(game);
        std::atomic_bool cancel{false};
        int calls = 0;
        SearchOptions options;
        options.cancel = &cancel;
        options.progress = [&](int done, int total) {
            ++calls;
            QVERIFY(done <= total);
            cancel = true; // stop after the first placement
        };
        const SearchResult r = searchBestMoves(*game, 0, *game->catalogue().find(u"U"), options);
        QVERIFY(r.cancelled || r.placements == 1);
        QCOMPARE(calls, 1);
    }

    void freeNeedsBothLanguages()
    {
        const BoardFile file = load(boardText(
            R"({"kind": "free", "question": {"en": "?"}, "answer": {"text": {"en": "Yes."}}})"));
        const auto check = checkPuzzle(file, *Puzzle::parse(file, nullptr), nullptr);
        QVERIFY(check && !check->ok);
        QCOMPARE(check->where, QStringLiteral("puzzle.answer.text"));
    }

    void solutionBoardPlaysTheAnswer()
    {
        // Best move: the first best move becomes the board's next move, ready for the stepper.
        const QByteArray tiles = R"(, {"tile": "A", "at": [-1, 0], "rot": 270})";
        const BoardFile file = load(boardText(
            R"({"kind": "best-move", "player": "blue", "tile": "W", "question": {"en": "?"}})",
            "[]", tiles));
        const auto puzzle = Puzzle::parse(file, nullptr);
        QVERIFY(puzzle);
        const auto answer = computeAnswer(file, *puzzle, nullptr);
        QVERIFY(answer && !answer->best.isEmpty());
        int first = -2;
        FileError error;
        const auto solution = solutionBoard(file, *puzzle, *answer, &first, &error);
        QVERIFY2(solution, qPrintable(error.reason));
        QCOMPARE(first, 0);
        QCOMPARE(solution->moves().size(), 1);
        const Move &played = solution->moves().constFirst();
        QCOMPARE(played.player, QStringLiteral("blue"));
        QCOMPARE(played.tile, QStringLiteral("W"));
        QCOMPARE(played.at, answer->best.constFirst().move.at);
        QVERIFY(!solution->json().contains(u"puzzle"));
        // Played by the engine, it gains what the answer says.
        const auto replay = solution->replay({}, &error);
        QVERIFY(replay && replay->game);

        // Final scores: the same board, ending now.
        const BoardFile ending =
            load(boardText(R"({"kind": "final-scores", "question": {"en": "?"}})"));
        const auto finalPuzzle = Puzzle::parse(ending, nullptr);
        const auto finalSolution = solutionBoard(
            ending, *finalPuzzle, *computeAnswer(ending, *finalPuzzle, nullptr), &first, &error);
        QVERIFY(finalSolution);
        QCOMPARE(first, -1);
        QVERIFY(finalSolution->json().value(u"end").toBool());

        // A free question has nothing to play.
        const BoardFile free = load(boardText(
            R"({"kind": "free", "question": {"en": "?"}, "answer": {"text": {"en": "Yes."}}})"));
        const auto freePuzzle = Puzzle::parse(free, nullptr);
        QVERIFY(!solutionBoard(free, *freePuzzle, *freePuzzle->answer, &first, &error));
        QCOMPARE(error.where, QStringLiteral("puzzle.kind"));
    }

    void libraryAnswersMatch()
    {
        const QDir dir(mltest::examplesDir() + QStringLiteral("/../puzzles"));
        const QStringList files = dir.entryList({QStringLiteral("*.meeple")}, QDir::Files);
        QVERIFY(files.size() >= 12);
        for (const QString &name : files) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const BoardFile board = load(f.readAll());
            const auto puzzle = Puzzle::parse(board, nullptr);
            QVERIFY2(puzzle, qPrintable(name));
            QVERIFY2(puzzle->question.isComplete(), qPrintable(name));
            QVERIFY2(puzzle->explanation.isComplete(), qPrintable(name));
            const auto check = checkPuzzle(board, *puzzle, nullptr);
            QVERIFY2(check && check->ok, qPrintable(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
