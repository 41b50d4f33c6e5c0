// SPDX-License-Identifier: GPL-3.0-or-later
// The limits of docs/board-format.md (`players` to `bag`): every value out of range is a reading
// error (exit 2) naming its place, nothing accepted reaches an overflow, memory and time grow with
// the tiles and not with the area they span, and an empty bag is fine without Hills & Sheep.
#include "board.h"
#include "boardfile.h"
#include "peakmemory.h"
#include "tilecatalogue.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace ml;
using mltest::peakRssKilobytes;
using namespace Qt::StringLiterals;

namespace
{

// A board file: the header, then `rest` (more top-level keys, comma-separated).
QByteArray board(const QByteArray &rest)
{
    return "{\"format\": \"meeplelab-board\", \"version\": 1, " + rest + "}";
}

const QByteArray kRed = "\"players\": [{\"id\": \"red\"}], ";
const QByteArray kD = "{\"tile\": \"D\", \"at\": [0, 0]}";

// Parses and replays: the first problem, or none.
std::optional<FileError> problem(const QByteArray &text)
{
    FileError error;
    const auto file = BoardFile::parse(text, &error);
    if (!file) return error;
    if (!file->replay({}, &error)) return error;
    return std::nullopt;
}

} // namespace

class TestBoardLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outOfRange_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<int>("code");
        const int coord = int(FileErrorCode::CoordinateOutOfRange);
        const int range = int(FileErrorCode::OutOfRange);
        const int id = int(FileErrorCode::BadPlayerId);
        const auto tileAt = [](const char *at) {
            return board(kRed + "\"tiles\": [{\"tile\": \"D\", \"at\": " + at + "}]");
        };
        QTest::newRow("x = 2^31 - 1") << tileAt("[2147483647, 0]") << u"tiles[0].at"_s << coord;
        QTest::newRow("y = -2^31") << tileAt("[0, -2147483648]") << u"tiles[0].at"_s << coord;
        QTest::newRow("x = 2^31") << tileAt("[2147483648, 0]") << u"tiles[0].at"_s << coord;
        QTest::newRow("x = 1,000,001") << tileAt("[1000001, 0]") << u"tiles[0].at"_s << coord;
        QTest::newRow("y = -1,000,001") << tileAt("[0, -1000001]") << u"tiles[0].at"_s << coord;
        QTest::newRow("x = 1e300") << tileAt("[1e300, 0]") << u"tiles[0].at"_s << coord;
        const QByteArray castles = "\"rules\": {\"sets\": [\"base\", \"german-castles\"]}, " + kRed;
        QTest::newRow("castle at x = 2^31 - 1")
            << board(castles + "\"tiles\": [" + kD +
                     ", {\"tile\": \"GC-1\", \"at\": [2147483647, 5]}]")
            << u"tiles[1].at"_s << coord;
        QTest::newRow("castle's second cell beyond")
            << board(castles + "\"tiles\": [" + kD +
                     ", {\"tile\": \"GC-1\", \"at\": [1000000, 5], \"rot\": 0}]")
            << u"tiles[1].at"_s << int(FileErrorCode::SecondCellOutOfRange);
        QTest::newRow("castle move's second cell beyond")
            << board("\"rules\": {\"sets\": [\"base\", \"german-castles\"]}, \"players\": "
                     "[{\"id\": \"red\", \"castles\": [\"GC-1\"]}], \"tiles\": [" +
                     kD +
                     "], \"moves\": [{\"player\": \"red\", \"castle\": \"GC-1\", \"at\": "
                     "[0, 1000000], \"rot\": 90}]")
            << u"moves[0].at"_s << int(FileErrorCode::SecondCellOutOfRange);
        QTest::newRow("figure")
            << board(kRed + "\"tiles\": [" + kD +
                     "], \"figures\": [{\"type\": \"meeple\", "
                     "\"player\": \"red\", \"at\": [-2147483648, 0], \"on\": \"N\"}]")
            << u"figures[0].at"_s << coord;
        QTest::newRow("move") << board(kRed + "\"tiles\": [" + kD +
                                       "], \"moves\": [{\"player\": \"red\", "
                                       "\"tile\": \"E\", \"at\": [0, 2147483647]}]")
                              << u"moves[0].at"_s << coord;
        QTest::newRow("move's figure")
            << board(kRed + "\"tiles\": [" + kD +
                     "], \"moves\": [{\"player\": \"red\", "
                     "\"tile\": \"E\", \"at\": [0, -1], \"figure\": {\"on\": \"N\", \"at\": "
                     "[4000000, 0]}}]")
            << u"moves[0].figure.at"_s << coord;
        QTest::newRow("magic")
            << board("\"rules\": {\"sets\": [\"base\", \"mage-witch\"]}, " + kRed + "\"tiles\": [" +
                     kD +
                     "], \"moves\": [{\"player\": \"red\", \"tile\": "
                     "\"MW-4\", \"at\": [0, -1], \"magic\": {\"figure\": \"mage\", \"at\": "
                     "[0, 1000001], \"on\": \"N\"}}]")
            << u"moves[0].magic.at"_s << coord;
        const auto player = [](const QByteArray &json) {
            return board("\"players\": [" + json + "], \"tiles\": [" + kD + "]");
        };
        QTest::newRow("start score 2^31 - 1")
            << player("{\"id\": \"red\", \"score\": 2147483647}") << u"players[0].score"_s << range;
        QTest::newRow("start score -1,000,001")
            << player("{\"id\": \"red\", \"score\": -1000001}") << u"players[0].score"_s << range;
        QTest::newRow("start score 1e20")
            << player("{\"id\": \"red\", \"score\": 1e20}") << u"players[0].score"_s << range;
        QTest::newRow("supply 101") << player("{\"id\": \"red\", \"supply\": {\"meeple\": 101}}")
                                    << u"players[0].supply.meeple"_s << range;
        QTest::newRow("supply -1") << player("{\"id\": \"red\", \"supply\": {\"shepherd\": -1}}")
                                   << u"players[0].supply.shepherd"_s << range;
        QTest::newRow("NUL in an id")
            << player("{\"id\": \"r\\u0000d\"}") << u"players[0].id"_s << id;
        QTest::newRow("lone surrogate in an id")
            << player("{\"id\": \"r\\ud800d\"}") << u"players[0].id"_s << id;
        QTest::newRow("upper case id") << player("{\"id\": \"Red\"}") << u"players[0].id"_s << id;
        QTest::newRow("empty id") << player("{\"id\": \"\"}") << u"players[0].id"_s << id;
        QTest::newRow("33 characters")
            << player("{\"id\": \"" + QByteArray(33, 'a') + "\"}") << u"players[0].id"_s << id;
        QTest::newRow("space in an id") << player("{\"id\": \"r d\"}") << u"players[0].id"_s << id;
        QTest::newRow("accent in an id")
            << player("{\"id\": \"r\xc3\xa9\"}") << u"players[0].id"_s << id;
        QTest::newRow("seed 2^32")
            << board("\"rules\": {\"sets\": [\"base\", \"hills-sheep\"]}, " + kRed +
                     "\"tiles\": [" + kD + "], \"bag\": {\"seed\": 4294967296}")
            << u"bag.seed"_s << range;
    }

    void outOfRange()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(int, code);
        QElapsedTimer timer;
        timer.start();
        const auto error = problem(text);
        QVERIFY2(error, "accepted");
        QCOMPARE(error->exitCode, 2);
        QCOMPARE(error->where, where);
        QCOMPARE(int(error->code), code);
        QVERIFY(!error->args.isEmpty() || code == int(FileErrorCode::BagNeedsHillsSheep));
        // The English line names the problem and stays one printable line.
        QVERIFY(!error->reason.isEmpty());
        for (const QChar c : error->reason)
            QVERIFY2(c.unicode() >= 0x20 && !c.isSurrogate(), qPrintable(error->reason));
        QVERIFY(timer.elapsed() < 1000);
    }

    void edgesOfTheRangesAreAccepted()
    {
        const QByteArray text =
            board("\"rules\": {\"sets\": [\"base\", \"hills-sheep\", \"german-castles\"]}, "
                  "\"players\": [{\"id\": \"" +
                  QByteArray("abcdefghijklmnopqrstuvwxyz-_0189") +
                  "\", \"score\": 1000000, \"supply\": {\"meeple\": 100, \"shepherd\": 0}}, "
                  "{\"id\": \"b\", \"score\": -1000000}], "
                  "\"tiles\": [{\"tile\": \"D\", \"at\": [1000000, 1000000]}, "
                  "{\"tile\": \"D\", \"at\": [-1000000, -1000000]}, "
                  "{\"tile\": \"GC-1\", \"at\": [999999, 0], \"rot\": 0}], "
                  "\"bag\": {\"seed\": 4294967295}");
        FileError error;
        const auto file = BoardFile::parse(text, &error);
        QVERIFY2(file, qPrintable(error.toString(u"edges"_s)));
        const auto replay = file->replay({}, &error);
        QVERIFY2(replay, qPrintable(error.toString(u"edges"_s)));
        QCOMPARE(replay->scores.value(u"abcdefghijklmnopqrstuvwxyz-_0189"_s), 1000000);
        QCOMPARE(replay->scores.value(u"b"_s), -1000000);
    }

    void theBoardRefusesAndNeverOffersCellsBeyondTheRange()
    {
        const TileCatalogue &cat = TileCatalogue::builtin();
        Board board;
        const Refusal far =
            board.checkPlacement(*cat.find(u"D"), {kCoordinateLimit + 1, 0}, 0, false);
        QCOMPARE(far.code, RefusalCode::CellOutOfRange);
        QCOMPARE(far.args, QStringList{u"(1000001,0)"_s});
        QCOMPARE(board.checkPlacement(*cat.find(u"D"), {INT_MIN, INT_MAX}, 0, false).code,
                 RefusalCode::CellOutOfRange);
        // A castle whose second cell would leave the range.
        QCOMPARE(board.checkPlacement(*cat.find(u"GC-1"), {0, kCoordinateLimit}, 1, false).code,
                 RefusalCode::CellOutOfRange);
        // A tile in the corner: no placement beyond it is listed.
        board.place(*cat.find(u"D"), {kCoordinateLimit, -kCoordinateLimit}, 0);
        const QList<Placement> legal = board.legalPlacements(*cat.find(u"E"));
        QVERIFY(!legal.isEmpty());
        for (const Placement &p : legal)
            QVERIFY2(inCoordinateRange(p.at), qPrintable(u"%1,%2"_s.arg(p.at.x).arg(p.at.y)));
        // Looking up any int coordinate is safe and finds nothing.
        QVERIFY(!board.tileAt({INT_MAX, INT_MIN}));
        QVERIFY(!board.tileAt({INT_MIN, INT_MAX}));
    }

    // Two tiles a million cells apart cost what two neighbours cost (docs/board-format.md, `tiles`
    // and `figures`).
    void farApartTilesAreCheap()
    {
        QJsonArray tiles, moves;
        for (const int x : {0, 1000000, -1000000})
            for (const int y : {0, 1000000, -1000000})
                tiles.append(QJsonObject{{u"tile"_s, u"D"_s}, {u"at"_s, QJsonArray{x, y}}});
        // Play around the far corners too, so their features grow and score.
        int i = 0;
        for (const int x : {1000000, -1000000})
            moves.append(QJsonObject{{u"player"_s, i++ % 2 ? u"blue"_s : u"red"_s},
                                     {u"tile"_s, u"E"_s},
                                     {u"at"_s, QJsonArray{x, 1000000 - 1}},
                                     {u"rot"_s, 180},
                                     {u"figure"_s, QJsonObject{{u"on"_s, u"S"_s}}}});
        const QJsonObject json{{u"format"_s, u"meeplelab-board"_s},
                               {u"version"_s, 1},
                               {u"players"_s, QJsonArray{QJsonObject{{u"id"_s, u"red"_s}},
                                                         QJsonObject{{u"id"_s, u"blue"_s}}}},
                               {u"tiles"_s, tiles},
                               {u"moves"_s, moves},
                               {u"end"_s, true}};
        const long before = peakRssKilobytes();
        QElapsedTimer timer;
        timer.start();
        FileError error;
        const auto file = BoardFile::parse(QJsonDocument(json).toJson(), &error);
        QVERIFY2(file, qPrintable(error.reason));
        const auto replay = file->replay({}, &error);
        QVERIFY2(replay, qPrintable(error.toString(u"far"_s)));
        QVERIFY(timer.elapsed() < 1000);
        QCOMPARE(replay->game->board().tiles().size(), size_t(11));
        // Each far-off city of E is closed by the D beside it: 4 points for red and blue.
        QCOMPARE(replay->scores.value(u"red"_s), 4);
        QCOMPARE(replay->scores.value(u"blue"_s), 4);
#ifndef ML_ASAN
        // ASan's shadow memory would swamp the figure; the time bound above still holds.
        const long grown = peakRssKilobytes() - before;
        QVERIFY2(grown < 300 * 1024, qPrintable(u"peak grew by %1 kB"_s.arg(grown)));
#endif
        Q_UNUSED(before)
    }

    // docs/board-format.md, `bag`: an empty bag whatever the sets; draws or a seed need
    // hills-sheep.
    void theBag_data()
    {
        QTest::addColumn<QByteArray>("bag");
        QTest::addColumn<QString>("where"); // empty: accepted
        QTest::newRow("absent") << QByteArray() << QString();
        QTest::newRow("{}") << QByteArray(", \"bag\": {}") << QString();
        QTest::newRow("no draws") << QByteArray(", \"bag\": {\"draws\": []}") << QString();
        QTest::newRow("draws") << QByteArray(", \"bag\": {\"draws\": [\"3\"]}") << u"bag.draws"_s;
        QTest::newRow("seed") << QByteArray(", \"bag\": {\"seed\": 1}") << u"bag.seed"_s;
        QTest::newRow("seed, no draws")
            << QByteArray(", \"bag\": {\"draws\": [], \"seed\": 7}") << u"bag.seed"_s;
        QTest::newRow("not an object") << QByteArray(", \"bag\": []") << u"bag"_s;
    }

    void theBag()
    {
        QFETCH(QByteArray, bag);
        QFETCH(QString, where);
        // A small base game that scores: red closes a city of two tiles.
        const QByteArray text =
            board(kRed + "\"tiles\": [" + kD +
                  "], \"moves\": [{\"player\": \"red\", \"tile\": "
                  "\"E\", \"at\": [0, -1], \"rot\": 180, \"figure\": {\"on\": \"S\"}}], "
                  "\"end\": true" +
                  bag);
        FileError error;
        const auto file = BoardFile::parse(text, &error);
        if (where.isEmpty()) {
            QVERIFY2(file, qPrintable(error.toString(u"bag"_s)));
            const auto replay = file->replay({}, &error);
            QVERIFY2(replay, qPrintable(error.toString(u"bag"_s)));
            QCOMPARE(replay->scores.value(u"red"_s), 4);
            return;
        }
        QVERIFY(!file);
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, where);
        if (where != u"bag") {
            QCOMPARE(error.code, FileErrorCode::BagNeedsHillsSheep);
            QVERIFY(error.reason.contains(u"hills-sheep"_s));
        }
    }

    void aFileTooLargeIsRefusedBeforeParsing()
    {
        QByteArray text = board(kRed + "\"tiles\": [" + kD + "], \"x\": \"");
        text += QByteArray(BoardFile::kMaxBytes, 'a') + "\"}";
        FileError error;
        QVERIFY(!BoardFile::parse(text, &error));
        QCOMPARE(error.code, FileErrorCode::FileTooLarge);
        QCOMPARE(error.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestBoardLimits)
#include "tst_boardlimits.moc"
