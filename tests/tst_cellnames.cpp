// SPDX-License-Identifier: GPL-3.0-or-later
// The names by which texts and the labels along the board's edges point at cells (CellNames):
// letters for columns from the west, numbers for rows from the north, fixed by the whole
// board file so that a cell keeps its name at every step.
#include "boardfile.h"
#include "cellnames.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
BoardFile example(const QString &name)
{
    QFile f(QDir(mltest::examplesDir()).filePath(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("no example %s", qPrintable(name));
    FileError error;
    auto file = BoardFile::parse(f.readAll(), &error);
    if (!file) qFatal("%s", qPrintable(error.toString(name)));
    return *file;
}
} // namespace

class TestCellNames : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lettersCountOnPastZ_data();
    void lettersCountOnPastZ();
    void namesFromTheNorthWestCorner();
    void negativeCoordinatesAndTheEdges();
    void outsideTheExtentIsNotMistaken();
    void nullNamesWriteCoordinates();
    void aBoardNamesItsTilesAndTheCellsAroundThem();
    void namesStayPutAcrossTheMovesOfAFile();
    void namesReadBackToCoordinates_data();
    void namesReadBackToCoordinates();
    void notANameIsRefused_data();
    void notANameIsRefused();
};

void TestCellNames::lettersCountOnPastZ_data()
{
    QTest::addColumn<qint64>("index");
    QTest::addColumn<QString>("letters");
    QTest::newRow("first") << qint64(0) << u"A"_s;
    QTest::newRow("second") << qint64(1) << u"B"_s;
    QTest::newRow("Z") << qint64(25) << u"Z"_s;
    QTest::newRow("after Z") << qint64(26) << u"AA"_s;
    QTest::newRow("AB") << qint64(27) << u"AB"_s;
    QTest::newRow("AZ") << qint64(51) << u"AZ"_s;
    QTest::newRow("BA") << qint64(52) << u"BA"_s;
    QTest::newRow("ZZ") << qint64(701) << u"ZZ"_s;
    QTest::newRow("AAA") << qint64(702) << u"AAA"_s;
    // The widest board a file may hold (±kCoordinateLimit and a free cell each side).
    QTest::newRow("widest") << qint64(2 * kCoordinateLimit + 2) << u"DITOE"_s;
    QTest::newRow("west of A") << qint64(-1) << u"-A"_s;
    QTest::newRow("two west of A") << qint64(-2) << u"-B"_s;
    QTest::newRow("27 west of A") << qint64(-27) << u"-AA"_s;
}

void TestCellNames::namesReadBackToCoordinates_data()
{
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    for (const auto &[x, y] :
         {std::pair{0, 0}, {2, 6}, {-3, -2}, {-1, 40}, {-4, -3}, {30, 12}, {5000, -5000}})
        QTest::addRow("(%d, %d)", x, y) << x << y;
}

// What the solver types into Column and Row (the labels along the board's edges) is read back
// to the same cell, also outside the extent ("-A", row 0) and in lower case.
void TestCellNames::namesReadBackToCoordinates()
{
    QFETCH(int, x);
    QFETCH(int, y);
    const CellNames names(-3, -2, 30, 12);
    QCOMPARE(names.column(names.columnName(x)), std::optional<int>(x));
    QCOMPARE(names.column(names.columnName(x).toLower()), std::optional<int>(x));
    QCOMPARE(names.row(names.rowName(y)), std::optional<int>(y));
    const CellNames null;
    QCOMPARE(null.column(null.columnName(x)), std::optional<int>(x));
    QCOMPARE(null.row(null.rowName(y)), std::optional<int>(y));
}

void TestCellNames::notANameIsRefused_data()
{
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("row");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("swapped") << u"7"_s << u"C"_s;
    QTest::newRow("a cell name") << u"C7"_s << u"7C"_s;
    QTest::newRow("not Latin") << u"\u00C4"_s << u"\u0664"_s;
    QTest::newRow("past the limit") << u"ZZZZZZ"_s << u"9999999"_s;
    QTest::newRow("lone minus") << u"-"_s << u"-"_s;
}

void TestCellNames::notANameIsRefused()
{
    QFETCH(QString, column);
    QFETCH(QString, row);
    const CellNames names(0, 0, 30, 12);
    QVERIFY(!names.column(column));
    QVERIFY(!names.row(row));
}

void TestCellNames::lettersCountOnPastZ()
{
    QFETCH(qint64, index);
    QFETCH(QString, letters);
    QCOMPARE(CellNames::letters(index), letters);
}

void TestCellNames::namesFromTheNorthWestCorner()
{
    const CellNames names(0, 0, 30, 12);
    QCOMPARE(names.name({0, 0}), u"A1"_s);
    QCOMPARE(names.name({2, 6}), u"C7"_s);
    QCOMPARE(names.name({25, 0}), u"Z1"_s);
    QCOMPARE(names.name({26, 12}), u"AA13"_s);
    QCOMPARE(names.columnName(30), u"AE"_s);
    QCOMPARE(names.rowName(12), u"13"_s);
    // Rows count down the screen, where y grows (geometry.h): south is a higher number.
    QVERIFY(names.rowName(5).toInt() > names.rowName(4).toInt());
}

void TestCellNames::negativeCoordinatesAndTheEdges()
{
    // A board reaching west and north of its start tile: A1 is its north-west corner.
    const CellNames names(-7, -3, 2, 4);
    QCOMPARE(names.name({-7, -3}), u"A1"_s);
    QCOMPARE(names.name({0, 0}), u"H4"_s);
    QCOMPARE(names.name({0, -6 + 3}), u"H1"_s);
    QCOMPARE(names.name({2, 4}), u"J8"_s);
    QCOMPARE(names.name({-1, -1}), u"G3"_s);
    QVERIFY(names.contains({-7, -3}));
    QVERIFY(names.contains({2, 4}));
    QVERIFY(!names.contains({3, 4}));
    QVERIFY(!names.contains({2, 5}));
    QVERIFY(!names.contains({-8, 0}));
    // A single cell is a board of one column and one row.
    const CellNames one(5, 5, 5, 5);
    QCOMPARE(one.name({5, 5}), u"A1"_s);
    // East before west is taken as one column, never a negative width.
    QCOMPARE(CellNames(3, 3, 1, 1).east(), 3);
}

void TestCellNames::outsideTheExtentIsNotMistaken()
{
    const CellNames names(0, 0, 4, 4);
    QCOMPARE(names.name({-1, 2}), u"-A3"_s);
    QCOMPARE(names.name({2, -1}), u"C0"_s);
    QCOMPARE(names.name({2, -2}), u"C-1"_s);
    QCOMPARE(names.name({-2, -1}), u"-B0"_s);
    // No two cells share a name, inside or out.
    QSet<QString> seen;
    for (int y = -3; y <= 7; ++y)
        for (int x = -30; x <= 30; ++x) {
            const QString name = names.name({x, y});
            QVERIFY2(!seen.contains(name), qPrintable(name));
            seen.insert(name);
        }
}

void TestCellNames::nullNamesWriteCoordinates()
{
    const CellNames none;
    QVERIFY(none.isNull());
    QVERIFY(!none.contains({0, 0}));
    QCOMPARE(none.name({2, -1}), u"(2, -1)"_s);
    QVERIFY(CellNames::forTimeline(Timeline()).isNull());
}

void TestCellNames::aBoardNamesItsTilesAndTheCellsAroundThem()
{
    const Timeline timeline = Timeline::build(example(u"welcome.meeple"_s));
    QVERIFY(timeline.isSetUp());
    const std::shared_ptr<const Game> last = timeline.afterMoves();
    const Board &board = last->board();
    const CellNames names = CellNames::forBoard(board);
    int west = 0, north = 0, east = 0, south = 0;
    for (const PlacedTile &t : board.tiles()) {
        west = qMin(west, t.at.x);
        east = qMax(east, t.at.x);
        north = qMin(north, t.at.y);
        south = qMax(south, t.at.y);
    }
    // Column A and row 1 are the free cells beside the westmost and northmost tiles: where
    // the next tile may go has a name too.
    QCOMPARE(names.west(), west - 1);
    QCOMPARE(names.north(), north - 1);
    QCOMPARE(names.east(), east + 1);
    QCOMPARE(names.south(), south + 1);
    for (const PlacedTile &t : board.tiles()) {
        QVERIFY(names.contains(t.at));
        for (int side = 0; side < 4; ++side)
            QVERIFY(names.contains(step(t.at, side)));
    }
    QCOMPARE(names.columnName(west), u"B"_s);
    QCOMPARE(names.rowName(north), u"2"_s);
    // An empty board names the cells around (0, 0), where its start tile goes: B2.
    QCOMPARE(CellNames::forBoard(Board()).name({0, 0}), u"B2"_s);
}

void TestCellNames::namesStayPutAcrossTheMovesOfAFile()
{
    // Every position of the file is named by the whole file, so its first tile's name is the
    // same before and after the moves that grow the board to the west or north.
    const Timeline timeline = Timeline::build(example(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(timeline.positionCount() > 1);
    const CellNames names = CellNames::forTimeline(timeline);
    QCOMPARE(names, CellNames::forBoard(timeline.afterMoves()->board()));
    for (int k = 0; k < timeline.positionCount(); ++k) {
        const std::shared_ptr<const Game> position = timeline.position(k);
        for (const PlacedTile &t : position->board().tiles())
            QVERIFY2(names.contains(t.at), qPrintable(names.name(t.at)));
    }
}

QTEST_GUILESS_MAIN(TestCellNames)
#include "tst_cellnames.moc"
