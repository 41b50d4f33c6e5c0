// SPDX-License-Identifier: GPL-3.0-or-later
// CellDescription: one cell of the board in words, as the board view's accessible table names
// its cells. The tile, its turn, each feature by the sides it reaches as the tile lies, and the
// figures on it, with players and cells named as the rest of the program names them. Checked in
// the source language (no translator is installed here); tst_gui_boardaccessible reads the
// Dutch through the view.
#include "boardloading.h"
#include "celldescription.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QTest>

#include <algorithm>

using namespace ml;
using namespace Qt::StringLiterals;

class TestEditorCellDescription : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void welcomeBoard_data();
    void welcomeBoard();
    void everyFigureIsOnItsCell_data();
    void everyFigureIsOnItsCell();
    void doubleCastleNamedOnce();
    void withoutGame();
};

void TestEditorCellDescription::welcomeBoard_data()
{
    // welcome.meeple after its two moves: its tiles span x -2..3 and y -2..1, so column A is
    // x -3 and row 1 is y -3 (one free cell around).
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::addColumn<QString>("name");
    QTest::newRow("D straight") << 0 << 0 << u"D4, tile D turned 0°: city north, road east–west"_s;
    // The city and the road are completed by the moves and their meeples went home.
    QTest::newRow("F across")
        << 0 << -1 << u"D3, tile F turned 90°: city north and south with a coat of arms"_s;
    QTest::newRow("road and farmer")
        << -1 << 0 << u"C4, tile U turned 0°: road east–west, field north (Red's meeple)"_s;
    QTest::newRow("last move")
        << 0 << -2
        << u"D2, tile E turned 180°: city south, field north, east and west (Blue's meeple)"_s;
    QTest::newRow("monk") << 1 << -1 << u"E3, tile B turned 0°: monastery (Blue's meeple)"_s;
    QTest::newRow("empty corner") << -3 << -3 << u"A1, empty"_s;
    QTest::newRow("empty beside") << 1 << 1 << u"E5, empty"_s;
}

void TestEditorCellDescription::welcomeBoard()
{
    QFETCH(int, x);
    QFETCH(int, y);
    QFETCH(QString, name);
    const Timeline timeline =
        Timeline::build(mltest::load(mltest::examplesDir() + u"/welcome.meeple"_s));
    QVERIFY(timeline.replays());
    const Game &game = *timeline.afterMoves();
    const CellDescription words(EventText(game.players(), CellNames::forTimeline(timeline)));
    QCOMPARE(words.name(&game, {x, y}), name);
}

void TestEditorCellDescription::everyFigureIsOnItsCell_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : QDir(mltest::examplesDir()).entryList({u"*.meeple"_s}, QDir::Files))
        QTest::newRow(qPrintable(f)) << f;
}

// Every meeple of the position is named on the cell of its tile, and no cell names one that
// is not there; every cell of the area has a name that starts with the cell's own.
void TestEditorCellDescription::everyFigureIsOnItsCell()
{
    QFETCH(QString, file);
    const Timeline timeline = Timeline::build(mltest::load(mltest::examplesDir() + u'/' + file));
    QVERIFY(timeline.replays());
    const Game &game = *timeline.afterMoves();
    const CellNames names = CellNames::forTimeline(timeline);
    const EventText text(game.players(), names);
    const CellDescription words(text);
    QMap<QString, int> expected, found;
    bool doubleTiles = false;
    for (const Figure &f : game.figures()) {
        if (f.type != FigureType::Meeple || f.tile < 0) continue;
        const PlacedTile &t = game.board().tiles()[size_t(f.tile)];
        doubleTiles = doubleTiles || t.type->isDouble();
        ++expected[text.playerName(game.players().at(f.player).id)];
    }
    for (int y = names.north(); y <= names.south(); ++y)
        for (int x = names.west(); x <= names.east(); ++x) {
            const QString name = words.name(&game, {x, y});
            QVERIFY2(name.startsWith(names.name({x, y}) + u", "_s), qPrintable(name));
            const bool empty = game.board().tileIndexAt({x, y}) < 0;
            QCOMPARE(name.endsWith(u", empty"_s), empty);
            for (const Player &p : game.players()) {
                const QString meeple = text.playerName(p.id) + u"'s meeple"_s;
                found[text.playerName(p.id)] += int(name.count(meeple));
            }
        }
    found.removeIf([](const auto &entry) { return entry.value() == 0; });
    // A figure on a feature of a double tile is named on each cell the feature reaches.
    if (doubleTiles) {
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY(found.value(it.key()) >= it.value());
    } else {
        QCOMPARE(found, expected);
    }
}

// A castle fills both cells of its double tile: it is named, with its lord, on cell a only, and
// cell b says it is the other half of that castle, so a reader hears one castle, not two.
void TestEditorCellDescription::doubleCastleNamedOnce()
{
    const Timeline timeline =
        Timeline::build(mltest::load(mltest::examplesDir() + u"/gc-castle-scoring.meeple"_s));
    QVERIFY(timeline.replays());
    const Game &game = *timeline.afterMoves();
    const CellNames names = CellNames::forTimeline(timeline);
    const CellDescription words(EventText(game.players(), names));
    const auto &tiles = game.board().tiles();
    const auto castle = std::find_if(tiles.cbegin(), tiles.cend(),
                                     [](const PlacedTile &t) { return t.type->id == u"GC-4"_s; });
    QVERIFY(castle != tiles.cend());
    const Cell a = castle->cell(0), b = castle->cell(1);
    QVERIFY(!(a == b));
    const QString first = words.name(&game, a), second = words.name(&game, b);
    QVERIFY2(first.contains(u"castle (Red's meeple)"_s), qPrintable(first));
    QVERIFY2(second.contains(u"the other half of the castle on "_s + names.name(a)),
             qPrintable(second));
    QVERIFY2(!second.contains(u"Red's meeple"_s), qPrintable(second));
    QVERIFY2(second.startsWith(names.name(b) + u", tile GC-4 turned 0°: "_s), qPrintable(second));
    QCOMPARE(second.count(u"castle"_s), 1);
    // The cities and roads of each cell are still named on the cell they reach.
    QVERIFY2(second.contains(u"city"_s) || first.contains(u"city"_s), qPrintable(first + second));
}

void TestEditorCellDescription::withoutGame()
{
    const CellDescription words(EventText({}, CellNames(0, 0, 2, 2)));
    QCOMPARE(words.name(nullptr, {1, 2}), u"B3, empty"_s);
}

QTEST_GUILESS_MAIN(TestEditorCellDescription)
#include "tst_editor_celldescription.moc"
