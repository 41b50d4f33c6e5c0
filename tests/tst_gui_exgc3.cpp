// The "Done when" of issue 15: the Castles in Germany page's worked example EX-GC-3
// (rules.md §7.2) built from an empty board with mouse and keyboard through the real widgets,
// every user action counted, at most 40 in all. The board is our own
// (tests/data/scenarios/R-GC-8_EX-GC-3_castle_bottom_left_next_to_the_start_tile.meeple, the
// same layout): Red's castle Festung Königstein, placed bottom left, completes two roads and a
// city (R-GC-8): Green and Blue 16 each for the city, Red 6 and Blue 10 for the roads.
//
// The test functions run in order on one window and one count: each later part (the picture
// of the example) continues on the board the first one built, within the same 40 actions.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "movetool.h"
#include "playersdock.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"
#include "timeline.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QtTest>

#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The most actions the whole example may take (issue 15, "Done when").
constexpr int kActionBudget = 40;

// The user's hands: every call is one action as the issue counts them (a click, a drag, a key
// press with its modifiers, or one text field filled), done on the real widget, and counted.
class Hands
{
public:
    int count() const { return m_count; }
    QStringList log() const { return m_log; }

    void click(QWidget *widget, QPoint at, const QString &what)
    {
        QTest::mouseClick(widget, Qt::LeftButton, {}, at);
        note(what);
    }
    void key(QWidget *widget, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::keyClick(widget, key, modifiers);
        note(QKeySequence(int(modifiers) | key).toString());
    }
    // Filling a field replaces what it held, as a user selecting its text and typing does.
    void fill(QLineEdit *field, const QString &text)
    {
        field->selectAll();
        QTest::keyClicks(field, text);
        note(u"type \""_s + text + u'"');
    }
    // A drag ends in one drop: the drag events the board gets from a real drag, carrying what
    // `mime` carries.
    bool drag(QWidget *target, QPoint at, const QMimeData *mime, const QString &what)
    {
        note(what);
        // The pointer goes along (no action by itself), so leaving the board later is seen.
        QTest::mouseMove(target, at);
        QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(target, &enter);
        QDragMoveEvent move(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(target, &move);
        QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(target, &drop);
        return drop.isAccepted();
    }

private:
    void note(const QString &what)
    {
        ++m_count;
        m_log << what;
    }
    int m_count = 0;
    QStringList m_log;
};
} // namespace

class TestGuiExGc3 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void buildsTheExampleFromAnEmptyBoard();

private:
    BoardView *view() const { return m_window->boardView(); }
    BoardDocument *document() const { return m_window->document(); }
    QPoint viewPoint(Cell cell) const;
    // The palette's entry of a tile, made visible the way a user would: by searching for
    // its id (one field filled) when it is scrolled out of sight.
    QModelIndex showInPalette(const QString &id);
    void pickInPalette(const QString &id);
    void dragFromPalette(const QString &id, Cell cell);
    void clickBoard(Cell cell, const QString &what);
    void choosePlayer(const QString &name);
    void newBoard();
    void giveRedTheCastle();
    // Within the budget, else the actions taken, so a failure says where they went.
    void checkBudget() const;

    std::unique_ptr<MainWindow> m_window;
    Hands m_hands;
    mltest::ModalAnswerer m_dialogs;
};

void TestGuiExGc3::initTestCase()
{
    mltest::useTestSettings();
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestGuiExGc3::cleanupTestCase()
{
    m_dialogs.stop();
    m_window.reset();
}

QPoint TestGuiExGc3::viewPoint(Cell cell) const
{
    return view()->mapFromScene(view()->renderer().geometry().cellCentre(cell));
}

QModelIndex TestGuiExGc3::showInPalette(const QString &id)
{
    QListView *list = m_window->paletteDock()->view();
    const auto find = [list, &id] {
        QAbstractItemModel *model = list->model();
        const QModelIndexList found =
            model->match(model->index(0, 0), TilePaletteModel::TileIdRole, id, 1, Qt::MatchExactly);
        return found.value(0);
    };
    QModelIndex index = find();
    if (!index.isValid() || !list->viewport()->rect().contains(list->visualRect(index))) {
        auto *search = m_window->paletteDock()->findChild<QLineEdit *>(u"paletteSearch"_s);
        m_hands.fill(search, id);
        index = find();
    }
    return index;
}

void TestGuiExGc3::pickInPalette(const QString &id)
{
    QListView *list = m_window->paletteDock()->view();
    const QModelIndex index = showInPalette(id);
    QVERIFY2(index.isValid(), qPrintable(id));
    // On its way to the palette the pointer leaves the board, which the window system tells
    // the board; the test's synthetic pointer does not, so the board is told here.
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(view(), &leave);
    m_hands.click(list->viewport(), list->visualRect(index).center(), u"pick "_s + id);
    QCOMPARE(list->currentIndex(), index);
}

void TestGuiExGc3::dragFromPalette(const QString &id, Cell cell)
{
    QListView *list = m_window->paletteDock()->view();
    const QModelIndex index = showInPalette(id);
    QVERIFY2(index.isValid(), qPrintable(id));
    // Pressing on the entry makes it current, which a drag starts from (PaletteView).
    list->setCurrentIndex(index);
    std::unique_ptr<QMimeData> mime(list->model()->mimeData({index}));
    QVERIFY(m_hands.drag(view()->viewport(), viewPoint(cell), mime.get(),
                         u"drag %1 to %2,%3"_s.arg(id).arg(cell.x).arg(cell.y)));
}

void TestGuiExGc3::clickBoard(Cell cell, const QString &what)
{
    QTest::mouseMove(view()->viewport(), viewPoint(cell)); // moving the mouse is no action
    m_hands.click(view()->viewport(), viewPoint(cell), what);
}

void TestGuiExGc3::choosePlayer(const QString &name)
{
    auto *combo = mltest::child<QComboBox>(m_window.get(), "playerChoice");
    m_hands.click(combo, combo->rect().center(), u"open the player list"_s);
    QAbstractItemView *popup = combo->view();
    QTRY_VERIFY(popup->isVisible());
    const int row = combo->findText(name);
    QVERIFY2(row >= 0, qPrintable(name));
    const QRect item = popup->visualRect(popup->model()->index(row, 0));
    // The list ignores a release that comes sooner than a double click after it opened.
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    QTest::mouseMove(popup->viewport(), item.center());
    m_hands.click(popup->viewport(), item.center(), u"choose "_s + name);
    QTRY_VERIFY(!popup->isVisible());
    QCOMPARE(combo->currentText(), name);
}

void TestGuiExGc3::newBoard()
{
    m_dialogs.expect(u"the new board dialog"_s, {}, [this](QWidget *dialog) {
        QCOMPARE(dialog->objectName(), u"newBoardDialog"_s);
        auto *castles = dialog->findChild<QCheckBox *>(u"set-german-castles"_s);
        QVERIFY(castles);
        m_hands.click(castles, QPoint(6, castles->height() / 2), u"Castles in Germany"_s);
        QVERIFY(castles->isChecked());
        // Three players: the spin box's up arrow, at its right end, once.
        auto *players = dialog->findChild<QSpinBox *>(u"playerCount"_s);
        m_hands.click(players, QPoint(players->width() - 6, players->height() / 4),
                      u"one more player"_s);
        QCOMPARE(players->value(), 3);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        m_hands.click(buttons->button(QDialogButtonBox::Ok),
                      buttons->button(QDialogButtonBox::Ok)->rect().center(), u"OK"_s);
    });
    m_hands.key(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    // A window manager gives the focus back after a dialog; the offscreen platform has none.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QCOMPARE(document()->players().size(), 3);
    QCOMPARE(document()->tiles().size(), 1); // the start tile D at (0,0)
}

void TestGuiExGc3::giveRedTheCastle()
{
    // The castles were dealt at random (R-GC-2); Red's hand becomes Festung Königstein alone,
    // taken from whoever was dealt it.
    QTableWidget *table = m_window->playersDock()->table();
    constexpr int castlesColumn = 4;
    // The last column may be cut off by the panel's edge: its part in sight is clicked.
    const QRect cell = table->visualRect(table->model()->index(0, castlesColumn))
                           .intersected(table->viewport()->rect());
    QVERIFY(!cell.isEmpty());
    m_hands.click(table->viewport(), cell.center(), u"Red's castles"_s);
    m_hands.key(table, Qt::Key_F2); // edits the cell
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(editor);
    m_hands.fill(editor, u"GC-1"_s);
    m_hands.key(editor, Qt::Key_Return);
    QTRY_COMPARE(document()->players().at(0).castles, QStringList{u"GC-1"_s}); // committed queued
}

void TestGuiExGc3::checkBudget() const
{
    QVERIFY2(m_hands.count() <= kActionBudget,
             qPrintable(u"%1 actions: "_s.arg(m_hands.count()) + m_hands.log().join(u", "_s)));
}

void TestGuiExGc3::buildsTheExampleFromAnEmptyBoard()
{
    newBoard();
    if (QTest::currentTestFailed()) return;
    giveRedTheCastle();
    if (QTest::currentTestFailed()) return;

    // Green's knight in the city's middle tile G: picked, turned once, clicked, then its
    // first spot (the city) by its number key.
    choosePlayer(u"Green"_s);
    if (QTest::currentTestFailed()) return;
    pickInPalette(u"G"_s);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(view()->tool(), m_window->tileTool());
    m_hands.key(m_window.get(), Qt::Key_R);
    QCOMPARE(m_window->tileTool()->rotation(), 1);
    clickBoard({2, -1}, u"place G"_s);
    if (QTest::currentTestFailed()) return;
    QVERIFY(view()->hasFocus());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(u"1 city ("_s),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_hands.key(view(), Qt::Key_1);

    // Blue's highwayman on U, dragged there still turned once; V by keyboard: its cursor
    // starts beside U, on the one side V fits, and Enter places it.
    choosePlayer(u"Blue"_s);
    if (QTest::currentTestFailed()) return;
    dragFromPalette(u"U"_s, {3, -1});
    if (QTest::currentTestFailed()) return;
    QVERIFY(view()->hasFocus()); // the drop gives the board the keys
    m_hands.key(view(), Qt::Key_1);
    pickInPalette(u"V"_s);
    if (QTest::currentTestFailed()) return;
    QVERIFY(view()->hasFocus()); // a click in the palette hands the keys to the board
    QVERIFY(m_window->tileTool()->cursor().shown());
    QCOMPARE(m_window->tileTool()->cursor().cell(), (Cell{3, 0}));
    m_hands.key(view(), Qt::Key_Return);

    // Blue's knight on M, the city's coat of arms; then the other castle and the monastery.
    m_hands.key(m_window.get(), Qt::Key_R);
    dragFromPalette(u"M"_s, {2, -2});
    if (QTest::currentTestFailed()) return;
    m_hands.key(view(), Qt::Key_1);
    m_hands.key(m_window.get(), Qt::Key_R);
    dragFromPalette(u"GC-2"_s, {3, -2});
    if (QTest::currentTestFailed()) return;
    dragFromPalette(u"A"_s, {-1, 0});
    if (QTest::currentTestFailed()) return;

    const QJsonArray tiles = document()->tiles();
    QCOMPARE(tiles.size(), 7);
    QCOMPARE(document()->figures().size(), 3);
    for (const Player &p : document()->players()) // laid on the board, it left its hand
        QVERIFY2(!p.castles.contains(u"GC-2"_s), qPrintable(p.id));

    // Red's turn: Festung Königstein from the hand, bottom left, its highwayman on the west
    // road by number (spot 5: castle, city, east road, south road, west road, ...).
    m_hands.key(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    auto *moves = m_window->findChild<MoveTool *>();
    QVERIFY(moves);
    QCOMPARE(view()->tool(), moves);
    QCOMPARE(moves->player(), u"red"_s);
    pickInPalette(u"GC-1"_s);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(moves->tileId(), u"GC-1"_s);
    clickBoard({1, 0}, u"place the castle"_s);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(moves->step(), MoveTool::Step::Figure);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(u"5 road (W)"_s),
             qPrintable(m_window->statusBar()->currentMessage()));
    m_hands.key(view(), Qt::Key_5);

    // The program's own scoring of the move (R-GC-8 on R-BASE-8/9, R-BASE-11 for the tie).
    const Timeline &timeline = document()->timeline();
    QCOMPARE(timeline.moveCount(), 1);
    QVERIFY(timeline.replays());
    QMap<QString, QMap<QString, int>> scored;
    for (const ScoreEvent &e : timeline.events()) {
        if (e.move != 0 || !e.complete) continue;
        QVERIFY2(e.rules.contains(u"R-GC-8"_s), qPrintable(e.rules.join(u' ')));
        const QString key = e.feature + u' ' + QStringList(e.points.keys()).join(u'+');
        scored.insert(key, e.points);
    }
    QCOMPARE(scored.size(), 3);
    QCOMPARE(scored.value(u"city blue+green"_s),
             (QMap<QString, int>{{u"blue"_s, 16}, {u"green"_s, 16}}));
    QCOMPARE(scored.value(u"road red"_s), (QMap<QString, int>{{u"red"_s, 6}}));
    QCOMPARE(scored.value(u"road blue"_s), (QMap<QString, int>{{u"blue"_s, 10}}));
    QCOMPARE(timeline.scores(),
             (QMap<QString, int>{{u"red"_s, 6}, {u"blue"_s, 26}, {u"green"_s, 16}}));
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + u"/screenshot-ex-gc-3.png"_s);
    checkBudget();
    qInfo("EX-GC-3 built in %d actions: %s", m_hands.count(),
          qPrintable(m_hands.log().join(u", "_s)));
}

QTEST_MAIN(TestGuiExGc3)
#include "tst_gui_exgc3.moc"
