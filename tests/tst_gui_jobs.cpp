// SPDX-License-Identifier: GPL-3.0-or-later
// The three jobs of the main window at a laptop's 1280x720: editing,
// exploring and solving each show the panels they need, large enough, and keep how the user
// arranged them; a board with moves opens on the position after them.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "joblayout.h"
#include "mainwindow.h"
#include "movepanel.h"
#include "puzzlesolverdock.h"
#include "scorelogdock.h"
#include "stepper.h"
#include "stepperdock.h"
#include "tilepalettedock.h"

#include <QAbstractButton>
#include <QAction>
#include <QHeaderView>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// What a 1280x720 screen leaves for a window under its title bar.
constexpr QSize kLaptop(1280, 672);
} // namespace

class TestGuiJobs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void windowFitsTheScreen();
    void eachJobShowsItsPanels();
    void everyJobFitsALaptopScreen_data();
    void everyJobFitsALaptopScreen();
    void recordMovesShowsItsChoicesWithoutScrolling();
    void solvingGivesTheAnswerRoom();
    void exploreHeadersAreNotCut();
    void arrangementsAreKeptPerJob();
    void arrangementsOutliveTheWindow();
    void boardOpensAfterItsMoves();
    void editingTheSetUpHidesTheMoves();
    void exportDrawsWhatTheViewShows();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    void openPuzzle();
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiJobs::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, kLaptop));
}

void TestGuiJobs::cleanup()
{
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiJobs::openPuzzle()
{
    QVERIFY(mltest::openPuzzle(*m_window, u"03-base-monastery-best-move.meeple"_s));
    QCOMPARE(m_window->job(), JobLayout::Job::Solving);
}

void TestGuiJobs::windowFitsTheScreen()
{
    // A new window is never taller than its screen (it was 800 px on a 720 px screen).
    MainWindow fresh;
    const QRect screen = fresh.screen()->availableGeometry();
    // Room for the window manager's title bar too.
    QVERIFY2(fresh.height() + 40 <= screen.height(),
             qPrintable(u"%1 on %2"_s.arg(fresh.height()).arg(screen.height())));
    QVERIFY(fresh.width() <= screen.width());
}

void TestGuiJobs::eachJobShowsItsPanels()
{
    QCOMPARE(m_window->job(), JobLayout::Job::Editing);
    QVERIFY(m_window->paletteDock()->isVisible());
    QVERIFY(!m_window->stepperDock()->isVisible());

    action("actionExplore")->trigger();
    QCOMPARE(m_window->job(), JobLayout::Job::Exploring);
    QVERIFY(m_window->stepperDock()->isVisible());
    QVERIFY(m_window->scoreLogDock()->isVisible());
    QVERIFY(!m_window->paletteDock()->isVisible());
    // Beside the board, not under it: the board keeps the window's height.
    QCOMPARE(m_window->dockWidgetArea(m_window->stepperDock()), Qt::RightDockWidgetArea);
    QVERIFY(m_window->boardView()->height() > kLaptop.height() * 3 / 4);

    action("actionExplore")->trigger();
    QCOMPARE(m_window->job(), JobLayout::Job::Editing);
    QVERIFY(m_window->paletteDock()->isVisible());
    QVERIFY(!m_window->stepperDock()->isVisible());
    QVERIFY(!m_window->scoreLogDock()->isVisible());

    openPuzzle();
    QVERIFY(m_window->puzzleSolverDock()->isVisible());
    QVERIFY(!m_window->paletteDock()->isVisible());
    QVERIFY(!m_window->stepperDock()->isVisible());
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QCOMPARE(m_window->job(), JobLayout::Job::Editing);
    QVERIFY(!m_window->puzzleSolverDock()->isVisible());
    QVERIFY(m_window->paletteDock()->isVisible());
}

void TestGuiJobs::everyJobFitsALaptopScreen_data()
{
    QTest::addColumn<int>("job");
    QTest::newRow("editing") << int(JobLayout::Job::Editing);
    QTest::newRow("recording") << -1;
    QTest::newRow("exploring") << int(JobLayout::Job::Exploring);
    QTest::newRow("solving") << int(JobLayout::Job::Solving);
}

void TestGuiJobs::everyJobFitsALaptopScreen()
{
    QFETCH(int, job);
    if (job == int(JobLayout::Job::Exploring)) action("actionExplore")->trigger();
    if (job == int(JobLayout::Job::Solving)) openPuzzle();
    if (job == -1) action("actionMoveTool")->trigger();
    QCoreApplication::processEvents();
    const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    QVERIFY2(minimum.height() <= kLaptop.height(),
             qPrintable(u"needs %1 px"_s.arg(minimum.height())));
    QVERIFY(minimum.width() <= kLaptop.width());
    QCOMPARE(m_window->size(), kLaptop);
    // The board keeps at least half of the window.
    QVERIFY(m_window->boardView()->width() >= kLaptop.width() / 2);
}

void TestGuiJobs::recordMovesShowsItsChoicesWithoutScrolling()
{
    action("actionMoveTool")->trigger();
    QCoreApplication::processEvents();
    auto *panel = m_window->findChild<MovePanel *>();
    QVERIFY(panel && panel->isVisible());
    auto *scroll = panel->findChild<QScrollArea *>();
    QVERIFY(scroll);
    auto *noFigure = panel->findChild<QAbstractButton *>(u"noFigure"_s);
    QVERIFY(noFigure);
    // "No figure" lies inside the part of the panel one sees, with nothing scrolled.
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    const QRect shown = scroll->viewport()->rect();
    const QRect button(noFigure->mapTo(scroll->viewport(), QPoint(0, 0)), noFigure->size());
    QVERIFY2(
        shown.contains(button),
        qPrintable(u"button at %1, panel shows %2"_s.arg(button.bottom()).arg(shown.bottom())));
}

void TestGuiJobs::solvingGivesTheAnswerRoom()
{
    openPuzzle();
    QCoreApplication::processEvents();
    PuzzleSolverDock *dock = m_window->puzzleSolverDock();
    // The whole height beside the board, where it was 120 px once.
    QVERIFY2(dock->height() >= kLaptop.height() * 3 / 4,
             qPrintable(QString::number(dock->height())));
    auto *scroll = dock->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QVERIFY(scroll->widget()->height() <= scroll->viewport()->height());
}

void TestGuiJobs::exploreHeadersAreNotCut()
{
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_window->stepperDock()),
                              static_cast<QDockWidget *>(m_window->scoreLogDock())}) {
        for (QAbstractItemView *view : dock->findChildren<QAbstractItemView *>()) {
            QHeaderView *header = nullptr;
            if (auto *tree = qobject_cast<QTreeView *>(view)) header = tree->header();
            if (auto *table = qobject_cast<QTableView *>(view)) header = table->horizontalHeader();
            if (!header || !view->isVisible()) continue;
            for (int i = 0; i < header->count(); ++i) {
                const QString text = view->model()->headerData(i, Qt::Horizontal).toString();
                const int wanted = header->fontMetrics().horizontalAdvance(text);
                QVERIFY2(header->sectionSize(i) >= wanted,
                         qPrintable(u"'%1' in %2 px"_s.arg(text).arg(header->sectionSize(i))));
            }
        }
    }
}

void TestGuiJobs::arrangementsAreKeptPerJob()
{
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    m_window->resizeDocks({m_window->stepperDock()}, {600}, Qt::Horizontal);
    QCoreApplication::processEvents();
    const int exploringWidth = m_window->stepperDock()->width();
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    m_window->paletteDock()->hide(); // the user closes the tiles while editing
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(m_window->stepperDock()->width(), exploringWidth);
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    QVERIFY(!m_window->paletteDock()->isVisible()); // as the user left editing
    m_window->resetLayout();
    QVERIFY(m_window->paletteDock()->isVisible());
}

void TestGuiJobs::arrangementsOutliveTheWindow()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"layout.ini"_s), QSettings::IniFormat);
    action("actionExplore")->trigger();
    m_window->resizeDocks({m_window->stepperDock()}, {620}, Qt::Horizontal);
    QCoreApplication::processEvents();
    const int width = m_window->stepperDock()->width();
    action("actionExplore")->trigger();
    m_window->saveLayout(settings);
    QVERIFY(settings.contains(JobLayout::key(JobLayout::Job::Exploring)));
    cleanup();

    init();
    m_window->restoreLayout(settings);
    action("actionExplore")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(m_window->stepperDock()->width(), width);
}

void TestGuiJobs::boardOpensAfterItsMoves()
{
    // welcome.meeple has two moves; the board shows them, as `meeplelab-cli render` does.
    const BoardDocument *doc = m_window->document();
    QVERIFY(!doc->file()->moves().isEmpty());
    QCOMPARE(m_window->boardView()->game(), doc->game());
    QCOMPARE(doc->game()->board().tiles().size(),
             doc->setupGame()->board().tiles().size() + size_t(doc->file()->moves().size()));
    QVERIFY(action("actionShowMoves")->isChecked());
    // The step controls go back from there.
    action("actionExplore")->trigger();
    Stepper *stepper = m_window->stepperDock()->stepper();
    QCOMPARE(m_window->boardView()->game()->board().tiles().size(),
             doc->game()->board().tiles().size());
    const int start = stepper->current();
    QVERIFY(start > 0);
    const Step::Kind next = stepper->step(start + 1).kind;
    QVERIFY(next == Step::Kind::GameEnd || next == Step::Kind::Final);
    action("actionStepPrevious")->trigger();
    QCOMPARE(stepper->current(), start - 1);
    // A board without moves opens on its set-up.
    action("actionExplore")->trigger();
    QVERIFY(m_window->openExample(u"hs-hills-1.meeple"_s));
    if (m_window->document()->file()->moves().isEmpty())
        QVERIFY(!action("actionShowMoves")->isChecked());
}

void TestGuiJobs::editingTheSetUpHidesTheMoves()
{
    QVERIFY(action("actionShowMoves")->isChecked());
    action("actionTileTool")->trigger();
    QVERIFY(!action("actionShowMoves")->isChecked());
    QCOMPARE(m_window->boardView()->game(), m_window->document()->setupGame());
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"set-up"_s));
}

void TestGuiJobs::exportDrawsWhatTheViewShows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"board.png"_s);
    QVERIFY(m_window->exportPicture(path));
    const QImage exported(path);
    QVERIFY(!exported.isNull());
    QCOMPARE(m_window->boardView()->game(), m_window->document()->game());
    action("actionShowMoves")->trigger(); // the set-up
    const QString setUpPath = dir.filePath(u"setup.png"_s);
    QVERIFY(m_window->exportPicture(setUpPath));
    const QImage setUp(setUpPath);
    // The last move's tile (and the move before) make the pictures differ.
    QVERIFY(exported != setUp);
}

QTEST_MAIN(TestGuiJobs)
#include "tst_gui_jobs.moc"
