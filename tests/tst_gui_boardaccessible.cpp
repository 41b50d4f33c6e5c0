// SPDX-License-Identifier: GPL-3.0-or-later
// The board through Qt's accessibility API, as a screen reader reads it: the board view is a
// table of the cells its edge labels name, each cell named with what lies on it in the
// interface's language; the keyboard's cell cursor moves the accessible focus from cell to
// cell; a new step in Explore is told on the step title. Events are watched where the program
// sends them (BoardAccessible::send): Qt's own update handler only sees events while a platform
// bridge is active, which the offscreen platform never is. tests/atspi/read_board.py reads the
// same through a real AT-SPI client.
#include "boardaccessible.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAccessible>
#include <QLabel>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// What the update handler saw: each event's type, object, and the name of what it is about
// at that moment (a cell interface has no object).
struct Seen {
    QAccessible::Event type;
    QObject *object;
    QString name;
    QString description;
};
QList<Seen> seen;

void catchEvent(QAccessibleEvent *event)
{
    QAccessibleInterface *iface = event->accessibleInterface();
    seen.append({event->type(), event->object(), iface ? iface->text(QAccessible::Name) : QString(),
                 iface ? iface->text(QAccessible::Description) : QString()});
}

QList<Seen> seenOf(QAccessible::Event type)
{
    QList<Seen> out;
    for (const Seen &s : std::as_const(seen))
        if (s.type == type) out << s;
    return out;
}
} // namespace

class TestGuiBoardAccessible : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void cleanup()
    {
        BoardAccessible::setWatcher({});
        seen.clear();
        m_window.reset();
    }
    void boardIsATable_data();
    void boardIsATable();
    void cursorMovesTheFocus();
    void exploreTellsTheStep();

private:
    QAccessibleInterface *table() const
    {
        return QAccessible::queryAccessibleInterface(m_window->boardView());
    }
    // Opens welcome.meeple in `language` and catches the accessibility events from then on.
    bool open(const QString &language);

    std::unique_ptr<MainWindow> m_window;
};

bool TestGuiBoardAccessible::open(const QString &language)
{
    m_window = mltest::newWindow(language);
    if (!m_window->openExample(u"welcome.meeple"_s)) return false;
    if (!mltest::showWindow(*m_window, {1280, 720})) return false;
    BoardAccessible::setWatcher(catchEvent);
    return true;
}

void TestGuiBoardAccessible::boardIsATable_data()
{
    // The window shows welcome.meeple after its two moves, whose scorings sent the road's and
    // the city's meeples home. The names span every tile with a free cell around: columns A
    // (x -3) to H, rows 1 (y -3) to 6.
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tableName");
    QTest::addColumn<QStringList>("names"); // D4, C4, E3, D2, A1
    QTest::newRow("en")
        << u"en"_s << u"Board"_s
        << QStringList{u"D4, tile D turned 0°: city north, road east–west"_s,
                       u"C4, tile U turned 0°: road east–west, field north (Red's meeple)"_s,
                       u"E3, tile B turned 0°: monastery (Blue's meeple)"_s,
                       u"D2, tile E turned 180°: city south, field north, east and west "
                       "(Blue's meeple)"_s,
                       u"A1, empty"_s};
    QTest::newRow("nl") << u"nl"_s << u"Bord"_s
                        << QStringList{
                               u"D4, tegel D 0° gedraaid: stad noord, weg oost–west"_s,
                               u"C4, tegel U 0° gedraaid: weg oost–west, weide noord (meeple van "
                               "Rood)"_s,
                               u"E3, tegel B 0° gedraaid: klooster (meeple van Blauw)"_s,
                               u"D2, tegel E 180° gedraaid: stad zuid, weide noord, oost en west "
                               "(meeple van Blauw)"_s,
                               u"A1, leeg"_s};
}

void TestGuiBoardAccessible::boardIsATable()
{
    QFETCH(QString, language);
    QFETCH(QString, tableName);
    QFETCH(QStringList, names);
    QVERIFY(open(language));
    QAccessibleInterface *board = table();
    QVERIFY(board);
    QCOMPARE(board->role(), QAccessible::Table);
    QCOMPARE(board->text(QAccessible::Name), tableName);
    QAccessibleTableInterface *cells = board->tableInterface();
    QVERIFY(cells);
    // The same columns and rows as the labels along the board's edges.
    const CellNames &edges = m_window->boardView()->cellNames();
    QCOMPARE(cells->columnCount(), edges.east() - edges.west() + 1);
    QCOMPARE(cells->rowCount(), edges.south() - edges.north() + 1);
    QCOMPARE(cells->columnCount(), 8);
    QCOMPARE(cells->rowCount(), 6);
    QCOMPARE(cells->columnDescription(0), u"A"_s);
    QCOMPARE(cells->rowDescription(5), u"6"_s);
    QCOMPARE(board->childCount(), 48);

    const QList<QPoint> at = {{3, 3}, {2, 3}, {4, 2}, {3, 1}, {0, 0}}; // column, row
    for (qsizetype i = 0; i < at.size(); ++i) {
        QAccessibleInterface *cell = cells->cellAt(at[i].y(), at[i].x());
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->text(QAccessible::Name), names[i]);
        QAccessibleTableCellInterface *place = cell->tableCellInterface();
        QVERIFY(place);
        QCOMPARE(place->columnIndex(), at[i].x());
        QCOMPARE(place->rowIndex(), at[i].y());
        QCOMPARE(place->table(), board);
        QCOMPARE(cell->parent(), board);
        const int index = at[i].y() * 8 + at[i].x();
        QCOMPARE(board->indexOfChild(cell), index);
        QCOMPARE(board->child(index), cell);
        // Where the cell is drawn: a point in its middle finds it again.
        const QRect shown = cell->rect();
        QVERIFY(!shown.isEmpty());
        QCOMPARE(board->childAt(shown.center().x(), shown.center().y()), cell);
    }
    QVERIFY(!cells->cellAt(6, 0));
    QVERIFY(!cells->cellAt(0, 8));
}

void TestGuiBoardAccessible::cursorMovesTheFocus()
{
    QVERIFY(open(u"en"_s));
    BoardView *view = m_window->boardView();
    view->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(view->hasFocus());
    // The first arrow shows the cursor on the tile laid last (E at D2) unless the focus from
    // the keys showed it there already; each arrow after it moves it.
    if (!view->keyCursor().shown()) QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->keyCursor().shown());
    QList<Seen> focus = seenOf(QAccessible::Focus);
    QVERIFY(!focus.isEmpty());
    QCOMPARE(focus.last().name,
             u"D2, tile E turned 180°: city south, field north, east and west (Blue's meeple)"_s);
    QAccessibleInterface *d2 = table()->focusChild();
    QVERIFY(d2);
    QCOMPARE(d2->text(QAccessible::Name), focus.last().name);
    QVERIFY(d2->state().focused);

    seen.clear();
    QTest::keyClick(view, Qt::Key_Left);
    focus = seenOf(QAccessible::Focus);
    QCOMPARE(focus.size(), 1);
    QCOMPARE(focus.last().name, u"C2, empty"_s);
    QAccessibleInterface *c2 = table()->focusChild();
    QVERIFY(c2);
    QCOMPARE(c2->text(QAccessible::Name), focus.last().name);
    QVERIFY(c2->state().focused);
    QVERIFY(!d2->state().focused);

    seen.clear();
    QTest::keyClick(view, Qt::Key_Down);
    focus = seenOf(QAccessible::Focus);
    QCOMPARE(focus.size(), 1);
    QCOMPARE(focus.last().name, u"C3, tile E turned 270°: city west"_s);
}

void TestGuiBoardAccessible::exploreTellsTheStep()
{
    QVERIFY(open(u"en"_s));
    m_window->explore()->setExploring(true);
    StepperDock *dock = m_window->stepperDock();
    Stepper *stepper = dock->stepper();
    QVERIFY(stepper->count() > 3);
    stepper->first();
    QAccessibleTableInterface *cells = table()->tableInterface();
    QCOMPARE(cells->cellAt(3, 4)->text(QAccessible::Name), u"E4, empty"_s);

    auto *title = mltest::child<QLabel>(dock, "stepTitle");
    const auto toldOnTitle = [title] {
        QList<Seen> told;
        for (const Seen &s : seenOf(QAccessible::NameChanged))
            if (s.object == title) told << s;
        return told;
    };
    for (int step = 1; step < 3; ++step) {
        seen.clear();
        QAction *next = dock->nextAction();
        QVERIFY(next->isEnabled());
        next->trigger();
        QCOMPARE(stepper->current(), step);
        // The step title label's name is the new title, its description the explanation. Its
        // new text is told by QLabel itself (straight to Qt's bridge), so the dock tells
        // nothing more: a screen reader would hear the step twice.
        QCOMPARE(title->text(), dock->titleText());
        QVERIFY(title->text().startsWith(u"Move 1 of 2 · Red · "_s));
        QCOMPARE(title->accessibleDescription(), dock->explanationText());
        QVERIFY(!title->accessibleDescription().isEmpty());
        QVERIFY(toldOnTitle().isEmpty());
        // The board's table is read again.
        QVERIFY(!seenOf(QAccessible::TableModelChanged).isEmpty());
    }
    // The steps made again (after an edit) at the same step, with the same title: the dock
    // tells the title itself, with the explanation.
    seen.clear();
    Q_EMIT stepper->stepsReset();
    const QList<Seen> told = toldOnTitle();
    QCOMPARE(told.size(), 1);
    QCOMPARE(told.first().name, dock->titleText());
    QCOMPARE(told.first().description, dock->explanationText());
    QVERIFY(told.first().description.contains(u"Blue"_s) ||
            told.first().description.contains(u"Red"_s));
    // After the first move's tile, E4 holds it.
    QCOMPARE(cells->cellAt(3, 4)->text(QAccessible::Name),
             u"E4, tile U turned 0°: road east–west"_s);
}

QTEST_MAIN(TestGuiBoardAccessible)
#include "tst_gui_boardaccessible.moc"
