// SPDX-License-Identifier: GPL-3.0-or-later
// BoardFile: structural parsing (exit 2), set-up and move checks (exit 1), and the load/save
// round trip that must keep keys this program does not know (docs/board-format.md).
#include "boardfile.h"
#include "boardfileparser.h"
#include "testdata.h"
#include "tilecatalogue.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace ml;

class TestBoardFile : public QObject
{
    Q_OBJECT

private:
    static QByteArray read(const QString &relative)
    {
        QFile f(mltest::dataDir() + u'/' + relative);
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot read test data %s", qPrintable(f.fileName()));
        return f.readAll();
    }
    // Parses and, if that works, replays: the first problem either stage finds.
    static std::optional<FileError> firstError(const QByteArray &data,
                                               const QMap<QString, QString> &overrides = {})
    {
        FileError error;
        const auto file = BoardFile::parse(data, &error);
        if (!file) return error;
        if (!file->replay(overrides, &error)) return error;
        return std::nullopt;
    }

    // D at (0,0) and `second` at `at` turned `rot` degrees, as board-file JSON.
    static QByteArray besideD(const QString &second, Cell at, int rot)
    {
        const QJsonObject json{
            {QStringLiteral("format"), QStringLiteral("meeplelab-board")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("rules"),
             QJsonObject{{QStringLiteral("sets"), QJsonArray{QStringLiteral("base")}},
                         {QStringLiteral("edition"), QStringLiteral("C3")}}},
            {QStringLiteral("players"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("red")}}}},
            {QStringLiteral("tiles"),
             QJsonArray{QJsonObject{{QStringLiteral("tile"), QStringLiteral("D")},
                                    {QStringLiteral("at"), QJsonArray{0, 0}},
                                    {QStringLiteral("rot"), 0}},
                        QJsonObject{{QStringLiteral("tile"), second},
                                    {QStringLiteral("at"), QJsonArray{at.x, at.y}},
                                    {QStringLiteral("rot"), rot}}}}};
        return QJsonDocument(json).toJson();
    }

    // The node of the segment of tile `tile` owning the middle port of board side `side`.
    static int nodeFacing(const Board &board, int tile, int side)
    {
        const PlacedTile &t = board.tiles()[size_t(tile)];
        const QList<int> owners = board.segmentsAtPort(t.at, middlePort(side));
        return owners.isEmpty() ? -1 : board.node(tile, owners.first());
    }

private Q_SLOTS:
    // R-BASE-3 / docs/board-format.md, `tiles` and `figures`: files, and so the command line,
    // refuse mismatched sides, naming both cells; only the editor's tolerant set-up accepts them.
    void mismatchedSidesAreAFileError()
    {
        FileError error;
        const auto file = BoardFile::parse(besideD(QStringLiteral("U"), {1, 0}, 90), &error);
        QVERIFY2(file, qPrintable(error.reason));
        QVERIFY(!file->setUp({}, &error));
        QCOMPARE(error.exitCode, 1);
        QCOMPARE(error.where, QStringLiteral("tiles[1]"));
        QVERIFY2(error.reason.contains(QStringLiteral("(1,0)")) &&
                     error.reason.contains(QStringLiteral("(0,0)")) &&
                     error.reason.contains(QStringLiteral("R-BASE-3")),
                 qPrintable(error.reason));
        QVERIFY(!file->replay({}, &error));
        QVERIFY(!file->setUp({}, &error, SetUpOptions{false}));
    }

    // The tolerant set-up: the mismatch is listed (cell a, side, cell b, side) and nothing is
    // joined across it, so the road of D and the field of U each stay open there.
    void mismatchedSidesAreListedAndNotJoined()
    {
        FileError error;
        const auto file = BoardFile::parse(besideD(QStringLiteral("U"), {1, 0}, 90), &error);
        QVERIFY(file);
        const auto game = file->setUp({}, &error, SetUpOptions{true});
        QVERIFY2(game, qPrintable(error.reason));
        const Board &board = game->board();
        QCOMPARE(board.tiles().size(), size_t(2));
        QCOMPARE(board.mismatches().size(), 1);
        const SideMismatch m = board.mismatches().first();
        QCOMPARE(m.a, (Cell{1, 0}));
        QCOMPARE(m.sideA, int(West));
        QCOMPARE(m.typeA, 'F');
        QCOMPARE(m.b, (Cell{0, 0}));
        QCOMPARE(m.sideB, int(East));
        QCOMPARE(m.typeB, 'R');

        const int road = nodeFacing(board, 0, East);
        const int field = nodeFacing(board, 1, West);
        QVERIFY(road >= 0 && field >= 0);
        QCOMPARE(board.kindOf(road), SegmentKind::Road);
        QCOMPARE(board.kindOf(field), SegmentKind::Field);
        QVERIFY(board.root(road) != board.root(field));
        QCOMPARE(board.members(road).size(), 1); // D's road alone
        for (int n : board.members(field))
            QCOMPARE(board.tileOfNode(n), 1); // U's field holds nothing of D
        // Both ends of D's road are open: the west faces the table, the east the mismatch.
        QCOMPARE(board.openPorts(road), 2);
        QVERIFY(!board.isComplete(road));

        // The same tile turned to fit joins the road as usual, with nothing listed.
        const auto fits = BoardFile::parse(besideD(QStringLiteral("U"), {1, 0}, 0), &error);
        QVERIFY(fits);
        const auto joined = fits->setUp({}, &error, SetUpOptions{true});
        QVERIFY(joined);
        QVERIFY(joined->board().mismatches().isEmpty());
        const int joinedRoad = nodeFacing(joined->board(), 0, East);
        QCOMPARE(joined->board().root(joinedRoad),
                 joined->board().root(nodeFacing(joined->board(), 1, West)));
    }

    // A city facing a field: the city stays exactly as open as before the neighbour came,
    // while the same neighbour turned right closes it.
    void mismatchedCityStaysOpen()
    {
        const TileCatalogue &cat = TileCatalogue::builtin();
        Board board;
        board.place(*cat.find(u"D"), {0, 0}, 0);
        const int city = board.node(0, 0);
        QCOMPARE(board.kindOf(city), SegmentKind::City);
        const int openBefore = board.openPorts(city);
        QVERIFY(openBefore > 0);
        const TileType &e = *cat.find(u"E");
        QVERIFY(!board.checkPlacement(e, {0, -1}, 0, false).ok());
        QVERIFY(board.checkPlacement(e, {0, -1}, 0, false, true).ok());
        board.place(e, {0, -1}, 0, nullptr, true);
        QCOMPARE(board.mismatches().size(), 1);
        QCOMPARE(board.mismatches().first().typeA, 'F');
        QCOMPARE(board.mismatches().first().typeB, 'C');
        QCOMPARE(board.openPorts(city), openBefore);
        QVERIFY(!board.isComplete(city));
        // Other rules still hold with mismatches allowed: one tile per cell.
        QVERIFY(!board.checkPlacement(e, {0, -1}, 2, false, true).ok());

        Board matching;
        matching.place(*cat.find(u"D"), {0, 0}, 0);
        matching.place(e, {0, -1}, 2, nullptr, true);
        QVERIFY(matching.mismatches().isEmpty());
        QVERIFY(matching.isComplete(matching.node(0, 0)));
    }

    void roundTripKeepsUnknownKeys()
    {
        const QByteArray original = read(QStringLiteral("files/roundtrip.meeple"));
        FileError error;
        const auto file = BoardFile::parse(original, &error);
        QVERIFY2(file, qPrintable(error.toString(QStringLiteral("roundtrip.meeple"))));

        const auto again = BoardFile::parse(file->serialize(), &error);
        QVERIFY(again);
        // Nothing changed: every value, known or not, equals the original.
        QCOMPARE(again->json(), QJsonDocument::fromJson(original).object());
        const QJsonObject j = again->json();
        QCOMPARE(j.value(u"x-editor").toObject().value(u"zoom").toInt(), 2);
        QCOMPARE(j.value(u"unknownTopLevel").toObject().value(u"nested").toArray().at(3).toString(),
                 QStringLiteral("text ü"));
        QVERIFY(j.value(u"puzzle").isObject());
        QCOMPARE(j.value(u"players").toArray().at(0).toObject().value(u"avatar").toString(),
                 QStringLiteral("fox.png"));
        QCOMPARE(j.value(u"tiles").toArray().at(1).toObject().value(u"decoration").toString(),
                 QStringLiteral("flowers"));
        QCOMPARE(j.value(u"moves").toArray().at(0).toObject().value(u"thinkingTime").toDouble(),
                 12.5);
        QVERIFY(j.value(u"tileDefinitions").toArray().at(0).toObject().contains(u"futureTileKey"));
        // Saving is stable: a second save gives the same bytes.
        QCOMPARE(again->serialize(), file->serialize());
    }

    void byteOrderMarkIsAccepted()
    {
        const QByteArray data = "\xEF\xBB\xBF" + read(QStringLiteral("files/city-and-road.meeple"));
        FileError error;
        QVERIFY2(BoardFile::parse(data, &error), qPrintable(error.toString(QStringLiteral("bom"))));
    }

    void titleAndDescription()
    {
        const auto file = BoardFile::parse(read(QStringLiteral("files/roundtrip.meeple")), nullptr);
        QVERIFY(file);
        QCOMPARE(file->title(QStringLiteral("nl")), QStringLiteral("Heen en terug"));
        QCOMPARE(file->title(QStringLiteral("de")),
                 QStringLiteral("Round trip")); // falls back to en
        QVERIFY(file->end());
        QCOMPARE(file->moves().size(), 1);
    }

    void setJsonRefusesBadJsonAndKeepsTheOld()
    {
        auto file = BoardFile::parse(read(QStringLiteral("files/city-and-road.meeple")), nullptr);
        QVERIFY(file);
        QJsonObject bad = file->json();
        bad.insert(QStringLiteral("version"), 7);
        FileError error;
        QVERIFY(!file->setJson(bad, &error));
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, QStringLiteral("version"));
        QCOMPARE(file->json().value(u"version").toInt(), 1);
        QCOMPARE(file->moves().size(), 2);
    }

    void replayScores()
    {
        const auto file =
            BoardFile::parse(read(QStringLiteral("files/city-and-road.meeple")), nullptr);
        QVERIFY(file);
        FileError error;
        const auto replay = file->replay({}, &error);
        QVERIFY2(replay, qPrintable(error.toString(QStringLiteral("city-and-road"))));
        QCOMPARE(replay->events.size(), 1);
        QCOMPARE(replay->events[0].move, 0);
        QCOMPARE(idOf(replay->events[0].feature), QStringLiteral("city"));
        QCOMPARE(replay->final.size(), 1);
        QCOMPARE(replay->scores.value(QStringLiteral("red")), 4);
        QCOMPARE(replay->scores.value(QStringLiteral("blue")), 3 + 2); // starting score included

        // The set-up alone never scores.
        const auto game = file->setUp({}, &error);
        QVERIFY(game);
        QCOMPARE(game->score(1), 3);
        QCOMPARE(game->board().tiles().size(), size_t(1));
    }

    void optionOverrides_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("exitCode"); // 0: accepted
        QTest::addColumn<int>("red");
        QTest::newRow("tinyCity=2 makes the two-tile city worth 2") << "tinyCity"
                                                                    << "2" << 0 << 2;
        QTest::newRow("tinyCity=4 is the default") << "tinyCity"
                                                   << "4" << 0 << 4;
        QTest::newRow("unknown key is bad usage") << "dragons"
                                                  << "1" << 64 << 0;
        QTest::newRow("bad value is bad usage") << "tinyCity"
                                                << "3" << 64 << 0;
        QTest::newRow("option of a set the file does not enable") << "hillTiebreak"
                                                                  << "count" << 64 << 0;
    }

    void optionOverrides()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(int, exitCode);
        QFETCH(int, red);
        const auto error =
            firstError(read(QStringLiteral("files/city-and-road.meeple")), {{key, value}});
        if (exitCode == 0) {
            QVERIFY2(!error, error ? qPrintable(error->reason) : "");
            const auto file =
                BoardFile::parse(read(QStringLiteral("files/city-and-road.meeple")), nullptr);
            QCOMPARE(file->replay({{key, value}}, nullptr)->scores.value(QStringLiteral("red")),
                     red);
            return;
        }
        QVERIFY(error);
        QCOMPARE(error->exitCode, exitCode);
        QVERIFY2(error->where.contains(key), qPrintable(error->where));
    }

    // Every file of tests/data/badinput: exit code, the place and a word of the reason.
    void badInput_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("reason");
        const auto row = [](const char *file, int code, const char *where, const char *reason) {
            QTest::newRow(file) << QString::fromLatin1(file) << code << QString::fromLatin1(where)
                                << QString::fromUtf8(reason);
        };
        // exit 2: the file cannot be read
        row("truncated", 2, "line 5", "not valid JSON");
        row("top-level-array", 2, "top level", "object");
        row("type-at-not-pair", 2, "tiles[1].at", "expected an array of two integers");
        row("type-rot-string", 2, "tiles[0].rot", "expected an integer");
        row("type-rot-45", 2, "tiles[0].rot", "45");
        row("type-players-object", 2, "players", "expected an array");
        row("unknown-tile-id", 2, "tiles[1].tile", "unknown tile id \"Z9\"");
        row("unknown-move-tile", 2, "moves[0].tile", "unknown tile id");
        row("newer-version", 2, "version", "version 2 is newer than this program understands (1)");
        row("wrong-format", 2, "format", "meeplelab-board");
        row("missing-format", 2, "top level", "missing key \"format\"");
        row("unknown-set", 2, "rules.sets[1]", "unknown set \"lagoon\"");
        row("unknown-edition", 2, "rules.edition", "C4");
        row("unknown-option", 2, "rules.options.dragons", "unknown option");
        row("unknown-option-value", 2, "rules.options.farmers", "everyone");
        row("option-of-disabled-set", 2, "rules.options.hillTiebreak", "hills-sheep");
        row("tile-of-disabled-set", 2, "tiles[1].tile", "hills-sheep");
        row("unknown-figure-type", 2, "figures[0].type", "knight");
        row("unknown-location", 2, "moves[0].figure.on", "Top");
        row("unknown-player", 2, "moves[0].player", "green");
        row("player-id-upper-case", 2, "players[0].id", "lower case");
        row("player-id-twice", 2, "players[1].id", "twice");
        row("custom-tile-catalogue-id", 2, "tileDefinitions[0]", "D");
        row("move-tile-and-discard", 2, "moves[0]", "exactly one");
        // exit 2: described by the format, not built yet
        row("expansion-shepherd-on-city", 1, "figures[0]", "only on a field");
        row("expansion-mage-with-player", 2, "figures[0].player", "no player");
        row("expansion-magic-missing", 1, "moves[0]", "R-MW-3");
        row("expansion-flock-action-not-due", 1, "moves[0]", "no flock action is due");
        row("expansion-castle-not-in-hand", 1, "moves[0]", "does not hold");
        row("expansion-bag-without-set", 2, "bag", "hills-sheep");
        row("expansion-castle-end-too-early", 1, "end", "R-GC-4");
        // exit 1: readable, but breaks a rule
        row("move-not-adjacent", 1, "moves[1]", "R-BASE-3");
        row("move-side-mismatch", 1, "moves[0]", "side S of (0,-1)");
        row("move-occupied-cell", 1, "moves[0]", "R-BASE-3");
        row("move-meeple-on-occupied-city", 1, "moves[0]", "R-BASE-6");
        row("move-figure-on-other-cell", 1, "moves[0]", "R-BASE-5");
        row("move-no-meeple-left", 1, "moves[0]", "R-BASE-5");
        row("move-discard-placeable", 1, "moves[1]", "R-BASE-4");
        row("move-figure-missing-segment", 1, "moves[0]", "monastery");
        row("move-figure-unowned-port", 1, "moves[0]", "port N");
        row("move-figure-ambiguous-port", 1, "moves[0]", "two");
        row("setup-side-mismatch", 1, "tiles[1]", "side S of (0,-1)");
        row("setup-two-tiles-one-cell", 1, "tiles[1]", "(0,0)");
        row("setup-meeple-on-complete-city", 1, "figures", "complete");
        row("setup-too-many-meeples", 1, "figures[1]", "supply");
        row("castle-held-twice", 1, "players[1].castles[0]", "GC-2");
        row("castle-held-and-on-board", 1, "players[0].castles[0]", "on the board");
        row("stack-left-at-end", 1, "stack", "2 tile(s)");
    }

    void badInput()
    {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        const auto error =
            firstError(read(QStringLiteral("badinput/") + file + QStringLiteral(".meeple")));
        QVERIFY2(error, "the file was accepted");
        const QString line = error->toString(file);
        QVERIFY2(error->exitCode == exitCode,
                 qPrintable(QString::number(error->exitCode) + u' ' + line));
        QVERIFY2(error->where.startsWith(where), qPrintable(line));
        QVERIFY2(error->reason.contains(reason), qPrintable(line));
        QVERIFY2(!line.contains(u'\n'), qPrintable(line));
    }

    // The example of docs/board-format.md scores as the docs show (R-BASE-9, R-MW-12, R-BASE-14).
    void formatExampleScoresAsDocumented()
    {
        FileError error;
        QFile f(mltest::dataDir() + QStringLiteral("/files/format-example.meeple"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY2(file, qPrintable(error.toString(QStringLiteral("format-example"))));
        const auto replay = file->replay({}, &error);
        QVERIFY2(replay, qPrintable(error.toString(QStringLiteral("format-example"))));
        QCOMPARE(replay->scores.value(QStringLiteral("red")), 11);
        QCOMPARE(replay->scores.value(QStringLiteral("blue")), 4);
        QCOMPARE(replay->events.size(), 1);
        QCOMPARE(replay->events[0].points.value(QStringLiteral("red")), 11);
        QCOMPARE(replay->final.size(), 1);
        QCOMPARE(replay->final[0].points.value(QStringLiteral("blue")), 1);
    }

    void errorLine()
    {
        const FileError e{1, QStringLiteral("moves[3]"), QStringLiteral("why [R-BASE-3]")};
        QCOMPARE(e.toString(QStringLiteral("a.meeple")),
                 QStringLiteral("a.meeple: moves[3]: why [R-BASE-3]"));
        const FileError noPlace{2, {}, QStringLiteral("cannot read")};
        QCOMPARE(noPlace.toString(QStringLiteral("a.meeple")),
                 QStringLiteral("a.meeple: cannot read"));
    }

    // Every example and scenario shipped must at least parse.
    void shippedFilesParse()
    {
        const QStringList dirs{mltest::examplesDir(),
                               mltest::dataDir() + QStringLiteral("/scenarios")};
        for (const QString &dir : dirs) {
            const QDir d(dir);
            for (const QString &name : d.entryList({QStringLiteral("*.meeple")}, QDir::Files)) {
                QFile f(d.filePath(name));
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray data = f.readAll();
                FileError error;
                const bool parsed = BoardFile::parse(data, &error).has_value();
                // A scenario that expects exit 2 is meant to be unreadable (a figure of a set
                // the file does not enable): it must be refused, at the place it names.
                const QJsonObject expected = QJsonDocument::fromJson(data)
                                                 .object()
                                                 .value(u"expect")
                                                 .toObject()
                                                 .value(u"error")
                                                 .toObject();
                if (expected.value(u"exitCode").toInt() == 2) {
                    QVERIFY2(!parsed,
                             qPrintable(name + QStringLiteral(" reads, but expects exit 2")));
                    QVERIFY2(error.toString(name).contains(expected.value(u"where").toString()),
                             qPrintable(error.toString(name)));
                    continue;
                }
                QVERIFY2(parsed, qPrintable(error.toString(name)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBoardFile)
#include "tst_boardfile.moc"
