// SPDX-License-Identifier: GPL-3.0-or-later
// The Castles in Germany page's worked example EX-GC-3
// built from an empty board with mouse and keyboard through the real widgets,
// every user action counted, at most 40 in all. The board is our own
// (tests/data/scenarios/R-GC-8_EX-GC-3_castle_bottom_left_next_to_the_start_tile.meeple, the
// same layout): Red's castle Festung Königstein, placed bottom left, completes two roads and a
// city (R-GC-8): Green and Blue 16 each for the city, Red 6 and Blue 10 for the roads.
//
// The test functions run in order on one window and one count. The second draws the FAQ
// picture on the board the first one built (numbers 1-3 on the three completed features, an
// arrow to the castle, the city highlighted, a caption in English and Dutch), the third exports
// it and saves the board; their actions are counted apart, since the budget of 40 is for
// building the example.
#include "annotationtextdialog.h"
#include "annotationtool.h"
#include "annotationtools.h"
#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "exportdialog.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "movetool.h"
#include "pictureexports.h"
#include "picturefiles.h"
#include "playersdock.h"
#include "stepper.h"
#include "stepperdock.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"
#include "timeline.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The most actions the whole example may take (the budget this test holds the editor to).
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
        note(what); // first: a dialog the click opens counts its own actions after it
        QTest::mouseClick(widget, Qt::LeftButton, {}, at);
    }
    // Pressing on `from`, moving there and letting go: one drag.
    void drag(QWidget *widget, QPoint from, QPoint to, const QString &what)
    {
        note(what);
        QTest::mouseMove(widget, from);
        QTest::mousePress(widget, Qt::LeftButton, {}, from);
        QTest::mouseMove(widget, (from + to) / 2);
        QTest::mouseMove(widget, to);
        QTest::mouseRelease(widget, Qt::LeftButton, {}, to);
    }
    void key(QWidget *widget, Qt::Key key, Qt::KeyboardModifiers modifiers = {})
    {
        note(QKeySequence(int(modifiers) | key).toString());
        QTest::keyClick(widget, key, modifiers);
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
    void illustratesTheExample();
    void exportsThePicture();

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
    // A combo box's entry, by its list: opened, then the entry clicked.
    void choose(QComboBox *combo, const QString &text, const QString &what);
    void choosePlayer(const QString &name);
    void newBoard();
    void giveRedTheCastle();
    // Within the budget, else the actions taken, so a failure says where they went.
    void checkBudget() const;
    // The view pixel where a figure on location `on` of `cell` is drawn: where marks snap.
    QPoint spotPoint(Cell cell, const QString &on) const;
    // The completed feature (index into the move's complete events) holding that location.
    int featureOf(Cell cell, const QString &on) const;
    // Answers the file dialog that follows: its name field filled with `path`, Save.
    void answerFileDialog(const QString &path);
    // File > Export picture (Ctrl+E): the options dialog (its language set to `language`
    // when given) and OK, then the file dialog.
    void exportPicture(const QString &path, const QString &language = {});
    // A window manager gives the focus back after a dialog; the offscreen platform has none.
    void refocus();
    // The actions since `from`, for the log.
    QString actionsSince(int from) const;

    int m_built = 0; // actions the example took to build
    QTemporaryDir m_dir;

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
    mltest::settleThreads();
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

void TestGuiExGc3::choose(QComboBox *combo, const QString &text, const QString &what)
{
    m_hands.click(combo, combo->rect().center(), what);
    QAbstractItemView *popup = combo->view();
    QTRY_VERIFY(popup->isVisible());
    const int row = combo->findText(text);
    QVERIFY2(row >= 0, qPrintable(text));
    const QRect item = popup->visualRect(popup->model()->index(row, 0));
    // The list ignores a release that comes sooner than a double click after it opened.
    QTest::qWait(QApplication::doubleClickInterval() + 50);
    QTest::mouseMove(popup->viewport(), item.center());
    m_hands.click(popup->viewport(), item.center(), u"choose "_s + text);
    QTRY_VERIFY(!popup->isVisible());
    QCOMPARE(combo->currentText(), text);
}

void TestGuiExGc3::choosePlayer(const QString &name)
{
    choose(mltest::child<QComboBox>(m_window.get(), "playerChoice"), name,
           u"open the player list"_s);
}

void TestGuiExGc3::newBoard()
{
    m_dialogs.expect(u"the new board dialog"_s, {}, [this](QWidget *dialog) {
        QCOMPARE(dialog->objectName(), u"newBoardDialog"_s);
        QVERIFY(QTest::qWaitForWindowExposed(dialog)); // clicks before that are lost
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
        const QString key = idOf(e.feature) + u' ' + QStringList(e.points.keys()).join(u'+');
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
    m_built = m_hands.count();
}

QPoint TestGuiExGc3::spotPoint(Cell cell, const QString &on) const
{
    AnnotationPoint p;
    p.anchored = true;
    p.at = cell;
    p.on = on;
    return view()->mapFromScene(
        view()->renderer().annotationPainter().scenePoint(p, *view()->game()));
}

int TestGuiExGc3::featureOf(Cell cell, const QString &on) const
{
    int tile = -1, segment = -1;
    QString why;
    if (!view()->game()->resolveLocation(cell, on, &tile, &segment, &why)) return -1;
    int index = 0;
    for (const ScoreEvent &e : document()->timeline().events()) {
        if (e.move != 0 || !e.complete) continue;
        if (e.segments.contains(SegmentRef{tile, segment})) return index;
        ++index;
    }
    return -1;
}

void TestGuiExGc3::refocus()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

QString TestGuiExGc3::actionsSince(int from) const
{
    return m_hands.log().mid(from).join(u", "_s);
}

void TestGuiExGc3::answerFileDialog(const QString &path)
{
    m_dialogs.expect<QFileDialog>([this, path](QFileDialog *files) {
        QVERIFY(QTest::qWaitForWindowExposed(files)); // clicks before that are lost
        auto *name = files->findChild<QLineEdit *>(u"fileNameEdit"_s);
        QVERIFY(name);
        m_hands.fill(name, path);
        auto *buttons = files->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *save = buttons->button(QDialogButtonBox::Save);
        if (!save) save = buttons->button(QDialogButtonBox::Open);
        QVERIFY(save);
        // The dialog enables its button once it has looked at the folder typed, which a busy
        // machine does late; the user waits for it too.
        QTRY_VERIFY(save->isEnabled());
        m_hands.click(save, save->rect().center(), save->text().remove(u'&'));
    });
}

void TestGuiExGc3::exportPicture(const QString &path, const QString &language)
{
    m_dialogs.expect<ExportDialog>([this, path, language](ExportDialog *options) {
        QVERIFY(QTest::qWaitForWindowExposed(options));
        if (!language.isEmpty())
            choose(mltest::child<QComboBox>(options, "pictureLanguage"), language,
                   u"open the language list"_s);
        answerFileDialog(path);
        QPushButton *ok = options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        m_hands.click(ok, ok->rect().center(), u"OK"_s);
    });
    m_hands.key(m_window.get(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    refocus();
    QVERIFY2(QFile::exists(path), qPrintable(path));
}

// The FAQ picture of the example, drawn with the annotation tools on the board just built:
// the view shows the position after Red's castle, where the three features are complete.
void TestGuiExGc3::illustratesTheExample()
{
    QVERIFY2(m_built > 0, "the example was not built");
    const int start = m_hands.count();
    const auto marks = [this] { return document()->annotations(); };
    // The caption in the Board panel, which shares its place with Record moves: its tab,
    // the English field, Tab to the Dutch one, Return.
    BoardInfoDock *dock = m_window->infoDock();
    if (!dock->isVisible()) {
        QTabBar *tabs = nullptr;
        int at = -1;
        for (QTabBar *bar : m_window->findChildren<QTabBar *>())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->isVisible() && bar->tabText(i) == dock->windowTitle()) {
                    tabs = bar;
                    at = i;
                }
        QVERIFY2(tabs, "no tab for the Board panel");
        m_hands.click(tabs, tabs->tabRect(at).center(), u"the Board tab"_s);
        QTRY_VERIFY(dock->isVisible());
    }
    auto *english = mltest::child<QLineEdit>(dock, "captionEnglish");
    auto *dutch = mltest::child<QLineEdit>(dock, "captionDutch");
    m_hands.click(english, english->rect().center(), u"the English caption"_s);
    m_hands.fill(english, u"The castle completes a city and two roads: "
                          u"Green and Blue 16 each, Red 6, Blue 10."_s);
    m_hands.key(english, Qt::Key_Tab);
    QVERIFY(dutch->hasFocus());
    m_hands.fill(dutch, u"De burcht bouwt een stad en twee wegen af: "
                        u"Groen en Blauw elk 16, Rood 6, Blauw 10."_s);
    m_hands.key(dutch, Qt::Key_Return);
    QCOMPARE(document()->caption().in(u"en"_s).left(10), u"The castle"_s);
    QCOMPARE(document()->caption().in(u"nl"_s).left(9), u"De burcht"_s);
    QVERIFY(document()->caption().perLanguage);

    // The picture of the moment the castle is placed: Explore (Ctrl+T) at Red's phase 2, where
    // the castle lies and every knight and highwayman still stands (after the scoring they go
    // home). Explore opens at the last step; the move's row in the score log goes to its first
    // step, the castle placed, and one step on is phase 2.
    m_hands.key(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    Stepper *stepper = m_window->stepperDock()->stepper();
    QVERIFY(m_window->explore()->isExploring());
    auto *log = mltest::child<QTreeView>(m_window.get(), "scoreLogView");
    QTRY_VERIFY(log->isVisible());
    const QRect moveRow = log->visualRect(log->model()->index(0, 0));
    m_hands.click(log->viewport(), moveRow.center(), u"the move in the score log"_s);
    QCOMPARE(stepper->currentStep().kind, Step::Kind::Tile);
    m_hands.key(m_window.get(), Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(stepper->currentStep().kind, Step::Kind::Figure);
    QCOMPARE(view()->game()->figures().size(), 4);

    // Numbers 1, 2, 3: the tool once (Alt+3), then one click on each feature's figure spot;
    // the tool counts on by itself.
    m_hands.key(m_window.get(), Qt::Key_3, Qt::AltModifier);
    QCOMPARE(view()->tool(), m_window->annotationTools()->tool(AnnotationType::Number));
    const struct {
        Cell cell;
        QString on;
        QString feature;
    } numbered[] = {{{2, 0}, u"N"_s, u"city"_s},  // the castle's own city side: no knight hidden
                    {{0, 0}, u"E"_s, u"road"_s},  // the start tile D, Red's road
                    {{3, 0}, u"N"_s, u"road"_s}}; // V, Blue's road
    QSet<int> features;
    for (const auto &n : numbered) {
        QTest::mouseMove(view()->viewport(), spotPoint(n.cell, n.on));
        m_hands.click(view()->viewport(), spotPoint(n.cell, n.on), u"number on "_s + n.feature);
        features << featureOf(n.cell, n.on);
    }
    QCOMPARE(marks().size(), 3);
    QCOMPARE(features, (QSet<int>{0, 1, 2})); // the three completed features, one each
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(marks()[i].type, AnnotationType::Number);
        QCOMPARE(marks()[i].text.all, QString::number(i + 1));
        QVERIFY(marks()[i].at.anchored);
        QCOMPARE(marks()[i].at.at, numbered[i].cell);
    }

    // The arrow: from the empty table below the start tile to the castle's spot; its label
    // is left empty (the dialog's OK).
    m_hands.key(m_window.get(), Qt::Key_1, Qt::AltModifier);
    m_dialogs.expect<AnnotationTextDialog>([this](AnnotationTextDialog *dialog) {
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        m_hands.click(ok, ok->rect().center(), u"OK (no label)"_s);
    });
    m_hands.drag(view()->viewport(), viewPoint({0, 1}), spotPoint({1, 0}, u"castle"_s),
                 u"arrow to the castle"_s);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    refocus();
    QCOMPARE(marks().size(), 4);
    const Annotation arrow = marks()[3];
    QCOMPARE(arrow.type, AnnotationType::Arrow);
    QVERIFY(!arrow.from.anchored);
    QCOMPARE(arrow.from.x, 0.0);
    QCOMPARE(arrow.from.y, 1.0);
    QVERIFY2(arrow.to.anchored, qPrintable(u"%1,%2"_s.arg(arrow.to.x).arg(arrow.to.y)));
    QCOMPARE(arrow.to.on, u"castle"_s);

    // The city tinted: the tool (Alt+4) and a click on the city of G.
    m_hands.key(m_window.get(), Qt::Key_4, Qt::AltModifier);
    QTest::mouseMove(view()->viewport(), spotPoint({2, -1}, u"N"_s));
    m_hands.click(view()->viewport(), spotPoint({2, -1}, u"N"_s), u"highlight the city"_s);
    QVERIFY2(marks().size() == 5, qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(marks()[4].type, AnnotationType::Highlight);
    QCOMPARE(featureOf(marks()[4].at.at, marks()[4].at.on), featureOf({2, 0}, u"N"_s));

    const int drawn = m_hands.count() - start;
    // Every mark one undo step, and the caption one per language.
    qInfo("EX-GC-3 illustrated in %d actions (%d in all with the %d that built it): %s", drawn,
          m_hands.count(), m_built, qPrintable(actionsSince(start)));
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + u"/screenshot-annotations-exgc3-en.png"_s);
}

namespace
{
// The SVG's words without its markup, entities read: a caption wrapped onto lines reads whole.
QString svgText(const QByteArray &svg)
{
    static const QRegularExpression tag(u"<[^>]*>"_s);
    return QString::fromUtf8(svg)
        .replace(tag, u" "_s)
        .replace(u"&apos;"_s, u"'"_s)
        .replace(u"&#39;"_s, u"'"_s)
        .replace(u"&quot;"_s, u"\""_s)
        .replace(u"&amp;"_s, u"&"_s)
        .simplified();
}

// How far apart two colours are, channel by channel.
int distance(QColor a, QColor b)
{
    return qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue());
}
} // namespace

// PNG and SVG through File > Export picture, the PDF through File > Export PDF, and the board
// saved with Ctrl+S: each file checked for what the picture must hold.
void TestGuiExGc3::exportsThePicture()
{
    QVERIFY2(document()->annotations().size() == 5, "the example was not illustrated");
    QVERIFY(m_dir.isValid());
    const int start = m_hands.count();
    const QString png = m_dir.filePath(u"exgc3-nl.png"_s), svg = m_dir.filePath(u"ex-gc-3.svg"_s),
                  pdf = m_dir.filePath(u"ex-gc-3.pdf"_s),
                  board = m_dir.filePath(u"ex-gc-3.meeple"_s);
    // The PNG in Dutch: the picture for the Dutch rule pages (docs/exgc3-nl.png).
    exportPicture(png, u"Nederlands"_s);
    if (QTest::currentTestFailed()) return;
    exportPicture(svg);
    if (QTest::currentTestFailed()) return;

    // Export PDF has no shortcut: the File menu, then its entry.
    QMenuBar *bar = m_window->menuBar();
    QMenu *file = mltest::child<QMenu>(m_window.get(), "menuFile");
    m_hands.click(bar, bar->actionGeometry(file->menuAction()).center(), u"File"_s);
    QTRY_VERIFY(file->isVisible());
    QAction *exportPdf = mltest::action(m_window.get(), "actionExportPdf");
    m_dialogs.expect<ExportDialog>([this, pdf](ExportDialog *options) {
        QVERIFY(QTest::qWaitForWindowExposed(options));
        answerFileDialog(pdf);
        QPushButton *ok = options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        m_hands.click(ok, ok->rect().center(), u"OK"_s);
    });
    QTest::mouseMove(file, file->actionGeometry(exportPdf).center());
    m_hands.click(file, file->actionGeometry(exportPdf).center(), u"Export PDF"_s);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    refocus();

    answerFileDialog(board);
    m_hands.key(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    qInfo("EX-GC-3 exported and saved in %d actions: %s", m_hands.count() - start,
          qPrintable(actionsSince(start)));

    // The PDF: one page.
    const QByteArray pdfBytes = mltest::fileBytes(pdf);
    QVERIFY(pdfBytes.startsWith("%PDF-"));
    QCOMPARE(mltest::pdfPageCount(pdfBytes), 1);

    // The SVG: the caption and the numbers as text.
    const QByteArray svgBytes = mltest::fileBytes(svg);
    QVERIFY(svgBytes.contains("<svg"));
    const QString words = svgText(svgBytes);
    QVERIFY2(words.contains(document()->caption().in(u"en"_s)), qPrintable(words));
    for (const char *number : {"1", "2", "3"}) {
        const QRegularExpression label(u">\\s*"_s + QLatin1String(number) + u"\\s*</text>"_s);
        QVERIFY2(QString::fromUtf8(svgBytes).contains(label), number);
    }

    // The saved board: the marks in the form docs/board-format.md gives (`annotations`).
    const QJsonObject saved = QJsonDocument::fromJson(mltest::fileBytes(board)).object();
    QCOMPARE(saved.value(u"caption"_s).toObject().value(u"nl"_s).toString(),
             document()->caption().in(u"nl"_s));
    const QJsonArray marks = saved.value(u"annotations"_s).toArray();
    QCOMPARE(marks.size(), 5);
    const QStringList types{u"number"_s, u"number"_s, u"number"_s, u"arrow"_s, u"highlight"_s};
    for (int i = 0; i < 5; ++i)
        QCOMPARE(marks[i].toObject().value(u"type"_s).toString(), types[i]);
    for (int i = 0; i < 3; ++i) { // the anchor keys on the number itself, its text a string
        const QJsonObject n = marks[i].toObject();
        QCOMPARE(n.value(u"text"_s).toString(), QString::number(i + 1));
        QVERIFY(n.value(u"at"_s).isArray());
        QVERIFY(n.value(u"on"_s).isString());
    }
    QCOMPARE(marks[0].toObject().value(u"at"_s).toArray(), (QJsonArray{2, 0}));
    const QJsonObject arrow = marks[3].toObject();
    QCOMPARE(arrow.value(u"from"_s).toArray(), (QJsonArray{0, 1})); // a point
    QCOMPARE(arrow.value(u"to"_s).toObject().value(u"on"_s).toString(), u"castle"_s);
    QCOMPARE(arrow.value(u"to"_s).toObject().value(u"at"_s).toArray(), (QJsonArray{1, 0}));
    QVERIFY(!arrow.contains(u"label"_s)); // left empty
    const QJsonObject city = marks[4].toObject();
    QCOMPARE(city.value(u"at"_s).toArray(), (QJsonArray{2, -1}));
    QVERIFY(!city.contains(u"color"_s)); // the default, not written
    for (const QJsonValue &m : marks)
        QVERIFY(!m.toObject().contains(u"after"_s)); // shown on every position

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty())
        for (const QString &made : {board, png}) {
            const QString copy = shots + u'/' + QFileInfo(made).fileName();
            QFile::remove(copy);
            QVERIFY(QFile::copy(made, copy));
        }

    // The PNG: the highlight's colour over the city's cells. The same picture drawn without
    // the highlight, as the export prepares it, is the reference.
    const QImage picture(png);
    QVERIFY(!picture.isNull());
    PictureExports::Choice choice;
    choice.title = document()->title(u"nl"_s);
    choice.language = u"nl"_s;
    choice.picture.coordinates = true; // offered at first for a step of Explore
    const PicturePage page = m_window->pictures()->currentPage(false);
    BoardRenderer same, bare;
    for (BoardRenderer *r : {&same, &bare}) {
        r->setGame(page.game.get());
        m_window->pictures()->prepare(*r, page, PicturePages::Use::Page, choice);
    }
    QList<Annotation> unhighlighted = document()->annotations();
    unhighlighted.removeLast();
    bare.setAnnotations(unhighlighted, -1, u"nl"_s);
    QCOMPARE(same.renderImage(2000).size(), picture.size());
    const QImage reference = bare.renderImage(2000);
    QCOMPARE(reference.size(), picture.size());
    // Scene to picture pixels: the picture is the scene with the coordinates' bands above and
    // left of it, widened evenly, with the title above.
    const QRectF scene = same.sceneRect();
    const qreal unit = same.geometry().cellSize();
    const qreal band = 0.3 * unit;
    const qreal scale = picture.width() / same.pictureSize().width();
    const QPointF origin(scene.left() - band -
                             (same.pictureSize().width() - scene.width() - band) / 2,
                         scene.top() - band - (choice.title.isEmpty() ? 0 : 0.6 * unit));
    const auto pixel = [&](QPointF cells) {
        const QPointF at = ((cells + QPointF(0.5, 0.5)) * unit - origin) * scale;
        return at.toPoint();
    };
    const QColor tint(document()->annotations().last().color);
    // Inside the city: on G (its middle band, above and below the knight), on M (west of its
    // knight) and on Burg Konradsheim's city side.
    for (const QPointF cells :
         {QPointF(2, -1.35), QPointF(2, -0.7), QPointF(1.8, -1.6), QPointF(2.75, -2)}) {
        const QPoint p = pixel(cells);
        const QColor shown = picture.pixelColor(p), plain = reference.pixelColor(p);
        QVERIFY2(distance(shown, tint) + 30 < distance(plain, tint),
                 qPrintable(u"at %1,%2: %3 against %4"_s.arg(cells.x()).arg(cells.y()).arg(
                     shown.name(), plain.name())));
    }
    // Outside the city (the monastery's field) the two agree.
    const QPoint field = pixel({-1.35, -0.35});
    QCOMPARE(picture.pixelColor(field), reference.pixelColor(field));
}

QTEST_MAIN(TestGuiExGc3)
#include "tst_gui_exgc3.moc"
