// SPDX-License-Identifier: GPL-3.0-or-later
// Building boards faster on the real window: placing by keyboard in the
// editor and when recording (a cell cursor, R, Enter, number keys for the figure spots listed
// in the status bar, only while the board has the keys), the board kept still under the mouse
// as it grows, a figure given to a recorded move's tile in one step, and tile pictures in
// Record moves.
#include "boarddocument.h"
#include "boardview.h"
#include "figuretool.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "movetool.h"
#include "tilepalettedock.h"
#include "tileplacetool.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QListView>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiKeyboard : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void placesATileByKeyboardInTheEditor_data();
    void placesATileByKeyboardInTheEditor();
    void keysActOnlyWhenTheBoardHasThem();
    void boardTakesTheFocusWithTab();
    void recordsAMoveByKeyboard();
    void boardStaysStillUnderTheMouseAsItGrows_data();
    void boardStaysStillUnderTheMouseAsItGrows();
    void figureGoesOnARecordedMovesTileInOneStep();
    void recordMovesShowsTilePictures();

private:
    BoardView *view() const { return m_window->boardView(); }
    BoardDocument *document() const { return m_window->document(); }
    MoveTool *moveTool() const { return m_window->findChild<MoveTool *>(); }
    QPoint viewPoint(Cell cell) const
    {
        return view()->mapFromScene(view()->renderer().geometry().cellCentre(cell));
    }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    void keep(const QString &name) const; // MEEPLELAB_SCREENSHOTS=DIR keeps a picture

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiKeyboard::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiKeyboard::init()
{
    m_window = mltest::newWindow(u"en"_s);
    m_window->newBoard({u"base"_s}, u"C3"_s, 2);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestGuiKeyboard::cleanup()
{
    m_window.reset();
}

void TestGuiKeyboard::keep(const QString &name) const
{
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + u'/' + name);
}

void TestGuiKeyboard::placesATileByKeyboardInTheEditor_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("spots"); // the status bar's list of E's spots, turned 180°
    QTest::newRow("en") << u"en"_s << u"1 city (S) · 2 field (W)"_s;
    QTest::newRow("nl") << u"nl"_s << u"1 stad (Z) · 2 weide (W)"_s;
}

// E goes on D's city: picked in the palette, the keys go to the board, whose cursor starts
// beside D; turned twice with R, E fits north of D (R-BASE-3), and Enter places it. The
// number keys then put Red's meeple on a spot the status bar lists.
void TestGuiKeyboard::placesATileByKeyboardInTheEditor()
{
    QFETCH(QString, language);
    QFETCH(QString, spots);
    QVERIFY(m_window->languages()->setLanguage(language));
    QListView *palette = m_window->paletteDock()->view();
    QVERIFY(m_window->paletteDock()->pick(u"E"_s));
    QTest::mouseClick(palette->viewport(), Qt::LeftButton, {},
                      palette->visualRect(palette->currentIndex()).center());
    QVERIFY(view()->hasFocus());
    TilePlaceTool *tool = m_window->tileTool();
    QVERIFY(tool->cursor().shown());
    // Turned 0 E fits beside D nowhere, so the cursor is on D's first free side, north.
    QCOMPARE(tool->cursor().cell(), (Cell{0, -1}));
    QTest::keyClick(view(), Qt::Key_Right);
    QCOMPARE(tool->cursor().cell(), (Cell{1, -1}));
    QTest::keyClick(view(), Qt::Key_Left);
    QTest::keyClick(view(), Qt::Key_R);
    QTest::keyClick(view(), Qt::Key_R);
    QCOMPARE(tool->rotation(), 2);
    keep(u"screenshot-keyboard-cursor-%1.png"_s.arg(language));
    const int steps = document()->undoStack()->count();
    QTest::keyClick(view(), Qt::Key_Return);
    const QJsonArray tiles = document()->tiles();
    QCOMPARE(tiles.size(), 2);
    QCOMPARE(tiles.at(1).toObject().value(u"at"_s).toArray(), (QJsonArray{0, -1}));
    QCOMPARE(tiles.at(1).toObject().value(u"rot"_s).toInt(), 180);
    QVERIFY2(status().contains(spots), qPrintable(status()));

    // Spot 1, the city E just completed with D's, may not hold a meeple in a set-up (it would
    // have been scored, R-BASE-12): refused with the reason. Spot 2, the field, takes it.
    QTest::keyClick(view(), Qt::Key_1);
    QCOMPARE(document()->figures().size(), 0);
    QVERIFY2(status().contains(u"R-BASE-12"_s), qPrintable(status()));
    QTest::keyClick(view(), Qt::Key_2);
    const QJsonArray figures = document()->figures();
    QVERIFY2(figures.size() == 1, qPrintable(status()));
    QCOMPARE(figures.at(0).toObject().value(u"player"_s).toString(), u"red"_s);
    QCOMPARE(figures.at(0).toObject().value(u"at"_s).toArray(), (QJsonArray{0, -1}));
    QCOMPARE(figures.at(0).toObject().value(u"on"_s).toString(), u"W"_s);
    QCOMPARE(document()->undoStack()->count(), steps + 2); // the tile, then the meeple
    // A spot the tile does not have is refused with the list.
    QTest::keyClick(view(), Qt::Key_7);
    QCOMPARE(document()->figures().size(), 1);
    QVERIFY2(status().contains(spots), qPrintable(status()));
}

// The same keys typed elsewhere (the palette's list) do not reach the board.
void TestGuiKeyboard::keysActOnlyWhenTheBoardHasThem()
{
    QListView *palette = m_window->paletteDock()->view();
    QVERIFY(m_window->paletteDock()->pick(u"E"_s));
    m_window->useTileTool();
    palette->setFocus();
    QVERIFY(!view()->hasFocus());
    QTest::keyClick(palette, Qt::Key_Return);
    QTest::keyClick(palette, Qt::Key_1);
    QCOMPARE(document()->tiles().size(), 1);
    QCOMPARE(document()->figures().size(), 0);
    // Enter in the list hands the keys to the board, as a click does.
    QVERIFY(view()->hasFocus());
    QVERIFY(m_window->tileTool()->cursor().shown());
}

// Tab reaches the board from the panels: the players table held it, moving from cell to cell.
void TestGuiKeyboard::boardTakesTheFocusWithTab()
{
    m_window->paletteDock()->view()->setFocus();
    QVERIFY(!view()->hasFocus());
    for (int i = 0; i < 40 && !view()->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(view()->hasFocus());
}

// Red records E north of D by keyboard: the cursor starts where E fits beside the last tile
// (turned twice already), Enter places it, and the figure step takes the number of a spot.
void TestGuiKeyboard::recordsAMoveByKeyboard()
{
    mltest::action(m_window.get(), "actionMoveTool")->trigger();
    MoveTool *tool = moveTool();
    QVERIFY(tool);
    QCOMPARE(view()->tool(), tool);
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_R);
    QTest::keyClick(view(), Qt::Key_R);
    QListView *palette = m_window->paletteDock()->view();
    QVERIFY(m_window->paletteDock()->pick(u"E"_s));
    QTest::mouseClick(palette->viewport(), Qt::LeftButton, {},
                      palette->visualRect(palette->currentIndex()).center());
    QCOMPARE(tool->tileId(), u"E"_s);
    QVERIFY(view()->hasFocus());
    QVERIFY(tool->cursor().shown());
    QCOMPARE(tool->cursor().cell(), (Cell{0, -1}));
    QTest::keyClick(view(), Qt::Key_Down); // onto D: refused there
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(tool->step(), MoveTool::Step::Tile);
    QVERIFY2(status().contains(u"R-BASE-3"_s), qPrintable(status()));
    QTest::keyClick(view(), Qt::Key_Up);
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(tool->step(), MoveTool::Step::Figure);
    QVERIFY2(status().contains(u"1 city (S)"_s) && status().contains(u"0 no figure"_s),
             qPrintable(status()));
    // The city is completed by this very tile: the knight scores at once and returns.
    QTest::keyClick(view(), Qt::Key_1);
    const QList<Move> turns = document()->turns();
    QCOMPARE(turns.size(), 1);
    QCOMPARE(turns.at(0).at, (Cell{0, -1}));
    QCOMPARE(turns.at(0).rot, 2);
    QVERIFY(turns.at(0).figure);
    QCOMPARE(turns.at(0).figure->on, u"S"_s);
    QCOMPARE(document()->timeline().scores().value(u"red"_s), 4); // R-BASE-9: 2 tiles
}

void TestGuiKeyboard::boardStaysStillUnderTheMouseAsItGrows_data()
{
    QTest::addColumn<bool>("zoomed");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");
    QTest::newRow("fitted, west edge") << false << -1 << 0;
    QTest::newRow("zoomed in, west edge") << true << -1 << 0;
    QTest::newRow("zoomed in, north edge") << true << 0 << -1;
}

// A tile placed with the mouse at the west or north edge grows the scene there; the point
// under the mouse, and so every other, stays where it was on the screen.
void TestGuiKeyboard::boardStaysStillUnderTheMouseAsItGrows()
{
    QFETCH(bool, zoomed);
    QFETCH(int, x);
    QFETCH(int, y);
    if (zoomed) {
        view()->zoomIn();
        view()->zoomIn();
    }
    QVERIFY(m_window->paletteDock()->pick(y < 0 ? u"E"_s : u"U"_s));
    if (y < 0) m_window->tileTool()->rotate(2); // E's city onto D's
    const Cell cell{x, y};
    const QPointF fixed = view()->renderer().geometry().cellCentre({0, 0});
    QTest::mouseMove(view()->viewport(), viewPoint(cell));
    const QPoint before = view()->mapFromScene(fixed);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint(cell));
    QCOMPARE(document()->tiles().size(), 2);
    const QPoint after = view()->mapFromScene(fixed);
    QVERIFY2(
        (after - before).manhattanLength() <= 1,
        qPrintable(
            u"(%1,%2) -> (%3,%4)"_s.arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
}

// After recording a move without a figure, the figure tool puts Red's knight on the move's
// tile: the move gets its figure (one undo step), nothing is removed or recorded again.
void TestGuiKeyboard::figureGoesOnARecordedMovesTileInOneStep()
{
    mltest::action(m_window.get(), "actionMoveTool")->trigger();
    MoveTool *tool = moveTool();
    tool->setTile(u"E"_s);
    tool->rotate(2);
    QTest::mouseMove(view()->viewport(), viewPoint({0, -1}));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({0, -1}));
    QCOMPARE(tool->step(), MoveTool::Step::Figure);
    tool->skipFigure();
    QCOMPARE(document()->turns().size(), 1);
    QVERIFY(!document()->turns().at(0).figure);
    const int steps = document()->undoStack()->count();

    mltest::action(m_window.get(), "actionFigureTool")->trigger();
    QCOMPARE(view()->tool(), m_window->figureTool());
    QVERIFY(view()->showsMoves()); // the move's tile stays in view
    // The city half of E, turned to face D: just above the tile's centre... below it.
    const BoardGeometry &g = view()->renderer().geometry();
    const QPoint city =
        view()->mapFromScene(g.cellCentre({0, -1}) + QPointF(0, 0.35) * g.cellSize());
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, city);
    const QList<Move> turns = document()->turns();
    QCOMPARE(turns.size(), 1);
    QVERIFY2(turns.at(0).figure, qPrintable(status()));
    QCOMPARE(turns.at(0).figure->on, u"S"_s);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QCOMPARE(document()->figures().size(), 0);                    // the set-up is untouched
    QCOMPARE(document()->timeline().scores().value(u"red"_s), 4); // the knight scored
    document()->undoStack()->undo();
    QVERIFY(!document()->turns().at(0).figure);
    // A set-up tile is not the move's: the tool says so and changes nothing.
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({0, 0}));
    QCOMPARE(document()->figures().size(), 0);
    QVERIFY(!document()->turns().at(0).figure);
    QVERIFY2(status().contains(u"set-up"_s), qPrintable(status()));
}

void TestGuiKeyboard::recordMovesShowsTilePictures()
{
    mltest::action(m_window.get(), "actionMoveTool")->trigger();
    auto *chooser = m_window->findChild<QComboBox *>(u"tile"_s);
    QVERIFY(chooser);
    QVERIFY(chooser->count() > 20);
    for (int i = 0; i < chooser->count(); ++i) {
        const QImage picture = chooser->itemIcon(i).pixmap(chooser->iconSize()).toImage();
        QVERIFY2(!picture.isNull(), qPrintable(chooser->itemText(i)));
        // A drawn tile, not an empty square: its middle has colour.
        QVERIFY2(picture.pixelColor(picture.width() / 2, picture.height() / 2).alpha() > 0,
                 qPrintable(chooser->itemText(i)));
    }
}

QTEST_MAIN(TestGuiKeyboard)
#include "tst_gui_keyboard.moc"
