// SPDX-License-Identifier: GPL-3.0-or-later
// No mode traps: what a new user ran into while rebuilding an example at 1280x720. A new or
// opened board starts without the last board's view and tool states; every key the manual and
// the README name is bound at run time (Ctrl+Shift+S had no action on plain X11); the last
// recorded move goes from the Record moves panel; the figure choices offer only the figures of
// the board's sets; and dropdown lists open beside their button, not at the top of the screen.
#include "boarddocument.h"
#include "boardview.h"
#include "figuretool.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "movepanel.h"
#include "movetool.h"

#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QListView>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiTraps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void newBoardLeavesTheMovesViewBehind_data();
    void newBoardLeavesTheMovesViewBehind();
    void openingEndsAHalfRecordedMove();
    void everyDocumentedKeyIsBound();
    void lastMoveIsRemovedFromThePanel();
    void figureChoicesFollowTheSets_data();
    void figureChoicesFollowTheSets();
    void dropdownsOpenBesideTheirButton();

private:
    BoardView *view() const { return m_window->boardView(); }
    BoardDocument *document() const { return m_window->document(); }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    QPoint viewPoint(Cell cell, QPointF offset = {}) const
    {
        const BoardGeometry &g = view()->renderer().geometry();
        return view()->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
    }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    // The figure choices a user can pick in `combo`: listed and enabled.
    static QStringList offered(QComboBox *combo);

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiTraps::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiTraps::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, {1280, 672}));
}

void TestGuiTraps::cleanup()
{
    if (m_window) document()->undoStack()->setClean();
    m_window.reset();
}

QStringList TestGuiTraps::offered(QComboBox *combo)
{
    QStringList out;
    auto *list = qobject_cast<QListView *>(combo->view());
    auto *items = qobject_cast<QStandardItemModel *>(combo->model());
    for (int i = 0; i < combo->count(); ++i) {
        if (list && list->isRowHidden(i)) continue;
        if (items && !items->item(i)->isEnabled()) continue;
        out << combo->itemText(i);
    }
    return out;
}

void TestGuiTraps::newBoardLeavesTheMovesViewBehind_data()
{
    QTest::addColumn<QString>("before"); // the board the user had open
    QTest::addColumn<QString>("tool");   // the tool in use when the new board came
    QTest::newRow("moves shown, select tool") << u"mw-2-two-roads.meeple"_s << u"select"_s;
    QTest::newRow("recording moves") << u"mw-2-two-roads.meeple"_s << u"record"_s;
}

// The board before had moves, so it opened on the position after them; New board kept that
// view, where the tools edit nothing: Delete on the start tile did nothing, and the figure tool
// said "This tile belongs to the set-up" on a board without moves.
void TestGuiTraps::newBoardLeavesTheMovesViewBehind()
{
    QFETCH(QString, before);
    QFETCH(QString, tool);
    QVERIFY(m_window->openExample(before));
    QVERIFY(action("actionShowMoves")->isChecked());
    if (tool == u"record"_s) action("actionMoveTool")->trigger();
    m_window->newBoard({u"base"_s}, u"C3"_s, 2);
    QVERIFY(!action("actionShowMoves")->isChecked());
    if (tool == u"record"_s) {
        // Recording goes on, from the new board's (empty) moves; the move tool then gives back
        // the new board's view, not the one it found on the board before.
        QCOMPARE(view()->tool(), m_window->findChild<MoveTool *>());
        action("actionSelectTool")->trigger();
    }
    QVERIFY(!view()->showsMoves());

    // Delete on the start tile removes it.
    action("actionSelectTool")->trigger();
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({0, 0}));
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Delete);
    QCOMPARE(document()->tiles().size(), 0);
    document()->undoStack()->undo();
    QCOMPARE(document()->tiles().size(), 1);

    // Ctrl+3 and a click put a meeple on it (D's city, at its north edge).
    QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(view()->tool(), static_cast<EditorTool *>(m_window->figureTool()));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({0, 0}, {0, -0.4}));
    QVERIFY2(!status().contains(u"set-up"_s), qPrintable(status()));
    QCOMPARE(document()->figures().size(), 1);
}

// A move half recorded on one board does not reach the next one.
void TestGuiTraps::openingEndsAHalfRecordedMove()
{
    QVERIFY(m_window->openExample(u"mw-2-two-roads.meeple"_s));
    action("actionMoveTool")->trigger();
    auto *tool = m_window->findChild<MoveTool *>();
    tool->setTile(u"B"_s); // the monastery, fields all round: fits south of D
    QTest::mouseMove(view()->viewport(), viewPoint({0, 1}));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, viewPoint({0, 1}));
    QVERIFY2(tool->step() != MoveTool::Step::Tile, qPrintable(status()));
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QCOMPARE(tool->step(), MoveTool::Step::Tile);
}

// Every key with a modifier (and every function key) that the Help manual, in both languages,
// or the README names is a shortcut of some action of the window at run time. Qt's standard
// keys differ by platform: QKeySequence::SaveAs, for one, is empty on plain X11.
void TestGuiTraps::everyDocumentedKeyIsBound()
{
    QStringList texts = {MainWindow::manualHtml(u"en"_s), MainWindow::manualHtml(u"nl"_s)};
    QFile readme(QStringLiteral(MEEPLELAB_EXAMPLES "/../../README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly));
    texts << QString::fromUtf8(readme.readAll());
    // "Ctrl+Shift+S", "Alt+Home", "Shift+F10", "F1", "Ctrl+=": modifiers, then one key.
    static const QRegularExpression key(
        uR"((?<![\w+])((?:(?:Ctrl|Alt|Shift)\+)+(?:F\d{1,2}|Right|Left|Up|Down|Home|End|[A-Z0-9=\-])|F\d{1,2})(?![\w+]))"_s);
    QSet<QString> documented;
    for (const QString &text : texts)
        for (const QRegularExpressionMatch &m : key.globalMatch(text))
            documented.insert(m.captured(1));
    QVERIFY2(documented.contains(u"Ctrl+Shift+S"_s), "the manual names Save As's key");
    QVERIFY(documented.size() > 20);

    QHash<QKeySequence, QString> bound;
    for (const QAction *a : m_window->findChildren<QAction *>())
        if (!a->associatedObjects().isEmpty())
            for (const QKeySequence &k : a->shortcuts())
                bound.insert(k, a->objectName());
    QStringList unbound;
    for (const QString &k : std::as_const(documented))
        if (!bound.contains(QKeySequence(k, QKeySequence::PortableText))) unbound << k;
    unbound.sort();
    QVERIFY2(unbound.isEmpty(),
             qPrintable(u"documented, but no action has: "_s + unbound.join(u", "_s)));
    QCOMPARE(bound.value(QKeySequence(u"Ctrl+Shift+S"_s)), u"actionSaveAs"_s);
}

// The last recorded move goes from the panel, in view at 1280x720 without scrolling, as one
// undo step.
void TestGuiTraps::lastMoveIsRemovedFromThePanel()
{
    QVERIFY(m_window->openExample(u"mw-2-two-roads.meeple"_s));
    action("actionMoveTool")->trigger();
    auto *panel = m_window->findChild<MovePanel *>();
    QVERIFY(panel->isVisible());
    auto *remove = mltest::child<QPushButton>(panel, "removeLast");
    QVERIFY(remove->isVisible());
    QVERIFY(remove->isEnabled());
    // Inside the part of the panel the scroll area shows.
    auto *scroll = mltest::child<QScrollArea>(panel, "scroll");
    const QRect shown(scroll->viewport()->mapToGlobal(QPoint(0, 0)), scroll->viewport()->size());
    const QRect button(remove->mapToGlobal(QPoint(0, 0)), remove->size());
    QVERIFY2(shown.contains(button),
             qPrintable(
                 u"the button (%1,%2 %3x%4) is scrolled out of view (%5,%6 %7x%8)"_s.arg(button.x())
                     .arg(button.y())
                     .arg(button.width())
                     .arg(button.height())
                     .arg(shown.x())
                     .arg(shown.y())
                     .arg(shown.width())
                     .arg(shown.height())));
    const int steps = document()->undoStack()->count();
    QTest::mouseClick(remove, Qt::LeftButton);
    QCOMPARE(document()->turns().size(), 0);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QVERIFY(!remove->isEnabled());
    document()->undoStack()->undo();
    QCOMPARE(document()->turns().size(), 1);
}

void TestGuiTraps::figureChoicesFollowTheSets_data()
{
    QTest::addColumn<QStringList>("sets");
    QTest::addColumn<QStringList>("figures");     // the tool bar's figure menu
    QTest::addColumn<QStringList>("moveFigures"); // the Record moves panel's figure list
    QTest::addColumn<bool>("magic");
    QTest::addColumn<bool>("abbotBack");
    QTest::addColumn<bool>("flock");
    QTest::newRow("base + Mage & Witch") << QStringList{u"base"_s, u"mage-witch"_s}
                                         << QStringList{u"Meeple"_s, u"Mage"_s, u"Witch"_s}
                                         << QStringList{u"Meeple"_s} << true << false << false;
    QTest::newRow("base") << QStringList{u"base"_s} << QStringList{u"Meeple"_s}
                          << QStringList{u"Meeple"_s} << false << false << false;
    QTest::newRow("base + Hills & Sheep + Abbot")
        << QStringList{u"base"_s, u"hills-sheep"_s, u"abbot"_s}
        << QStringList{u"Meeple"_s, u"Shepherd"_s, u"Abbot"_s}
        << QStringList{u"Meeple"_s, u"Shepherd"_s, u"Abbot"_s} << false << true << true;
    QTest::newRow("base + Abbot") << QStringList{u"base"_s, u"abbot"_s}
                                  << QStringList{u"Meeple"_s, u"Abbot"_s}
                                  << QStringList{u"Meeple"_s, u"Abbot"_s} << false << true << false;
}

void TestGuiTraps::figureChoicesFollowTheSets()
{
    QFETCH(QStringList, sets);
    QFETCH(QStringList, figures);
    QFETCH(QStringList, moveFigures);
    QFETCH(bool, magic);
    QFETCH(bool, abbotBack);
    QFETCH(bool, flock);
    // From a board with every figure, so nothing is left from a default.
    m_window->newBoard({u"base"_s, u"hills-sheep"_s, u"mage-witch"_s, u"abbot"_s}, u"C3"_s, 2);
    m_window->newBoard(sets, u"C3"_s, 2);
    auto *menu = mltest::child<QComboBox>(m_window.get(), "figureChoice");
    QCOMPARE(offered(menu), figures);

    action("actionMoveTool")->trigger();
    auto *panel = m_window->findChild<MovePanel *>();
    auto *type = mltest::child<QComboBox>(panel, "figureType");
    if (moveFigures.size() > 1) {
        QVERIFY(type->isVisible());
        QCOMPARE(offered(type), moveFigures);
    } else {
        QVERIFY(!type->isVisible()); // the meeple alone needs no choice
    }
    QCOMPARE(mltest::child<QWidget>(panel, "abbotBack")->isVisible(), abbotBack);
    QCOMPARE(mltest::child<QWidget>(panel, "magicBox")->isVisible(), magic);
    QCOMPARE(mltest::child<QWidget>(panel, "flockBox")->isVisible(), flock);
}

// Each dropdown list of the window opens against its box, above or below it, as long lists did
// not: Fusion put them over the box with the current row on it, a long list from the screen's
// top edge.
void TestGuiTraps::dropdownsOpenBesideTheirButton()
{
    QVERIFY(m_window->openExample(u"mw-2-two-roads.meeple"_s));
    action("actionMoveTool")->trigger();
    auto *tile = mltest::child<QComboBox>(m_window->findChild<MovePanel *>(), "tile");
    tile->setCurrentIndex(tile->count() - 1); // a long list, its current row near the end
    QList<QComboBox *> combos;
    for (QComboBox *c : m_window->findChildren<QComboBox *>())
        if (c->isVisible() && c->count() > 1) combos << c;
    QVERIFY(combos.contains(tile));
    QVERIFY(combos.size() >= 3);
    for (QComboBox *combo : std::as_const(combos)) {
        combo->showPopup();
        QWidget *popup = combo->view()->window();
        QTRY_VERIFY(popup->isVisible());
        const QRect box(combo->mapToGlobal(QPoint(0, 0)), combo->size());
        const QRect list = popup->frameGeometry();
        const bool below = qAbs(list.top() - box.bottom() - 1) <= 3;
        const bool above = qAbs(list.bottom() + 1 - box.top()) <= 3;
        QVERIFY2(below || above,
                 qPrintable(u"%1: box %2..%3, list %4..%5"_s.arg(combo->objectName())
                                .arg(box.top())
                                .arg(box.bottom())
                                .arg(list.top())
                                .arg(list.bottom())));
        combo->hidePopup();
        QTRY_VERIFY(!popup->isVisible());
    }
}

QTEST_MAIN(TestGuiTraps)
#include "tst_gui_traps.moc"
