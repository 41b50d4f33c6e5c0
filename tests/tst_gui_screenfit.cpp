// SPDX-License-Identifier: GPL-3.0-or-later
// The window always fits its screen: whatever the user switches (jobs, panels, a new board,
// the language, maximised or not), the window's frame stays inside the screen's available
// area, so the status bar, the tile list's buttons and the dock tabs stay in reach. Run at
// 1280x720 under a window manager (scripts/gui-xvfb.sh) and offscreen, on whatever screen
// that reports.
#include "boarddocument.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QScreen>
#include <QStatusBar>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiScreenFit : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void maximisedExploreTwice();
    void newBoardWhileExploring();
    void randomSequencesStayOnTheScreen_data();
    void randomSequencesStayOnTheScreen();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    // The frame inside the available area, after the window manager has had its say; the
    // message names the step that broke it.
    bool fits(const QString &step, QString *why) const;
    void settle() const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiScreenFit::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiScreenFit::init()
{
    QSettings().remove(u"windowLayout"_s);
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
    settle();
}

void TestGuiScreenFit::cleanup()
{
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiScreenFit::settle() const
{
    // A window manager answers a resize or a state change with events of its own; a real
    // user sees the window only after them.
    for (int i = 0; i < 5; ++i) {
        QCoreApplication::processEvents();
        QTest::qWait(20);
    }
}

bool TestGuiScreenFit::fits(const QString &step, QString *why) const
{
    settle();
    const QRect available = m_window->screen()->availableGeometry();
    // The frame's margins are the window manager's: after a change of state they reach Qt a
    // moment later than the window's new size.
    QElapsedTimer waited;
    waited.start();
    // Maximised a second time, the window is framed anew, but Qt's xcb plugin keeps the frame
    // margins of the window as it was before (frameGeometry() then reports a frame 1 px past
    // every edge of the screen and the title bar's 6 px more): there the window itself is
    // checked, which is what grew past the screen (to 733-759 px) before.
    const auto frameOf = [this] {
        return m_window->isMaximized() ? m_window->geometry() : m_window->frameGeometry();
    };
    while (!available.contains(frameOf()) && waited.elapsed() < 2500)
        QTest::qWait(50);
    const QRect frame = frameOf();
    if (available.contains(frame)) return true;
    *why =
        u"after %1: frame %2,%3 %4x%5 outside the screen's %6,%7 %8x%9 (window minimum %10x%11, window at %12,%13 %14x%15, state %16)"_s
            .arg(step)
            .arg(frame.x())
            .arg(frame.y())
            .arg(frame.width())
            .arg(frame.height())
            .arg(available.x())
            .arg(available.y())
            .arg(available.width())
            .arg(available.height())
            .arg(m_window->minimumSizeHint().expandedTo(m_window->minimumSize()).width())
            .arg(m_window->minimumSizeHint().expandedTo(m_window->minimumSize()).height())
            .arg(m_window->x())
            .arg(m_window->y())
            .arg(m_window->width())
            .arg(m_window->height())
            .arg(int(m_window->windowState()));
    return false;
}

// What the user did: maximise, then Ctrl+T twice (the window grew to 733-759 px on a 720 px
// screen and the status bar left it).
void TestGuiScreenFit::maximisedExploreTwice()
{
    QString why;
    m_window->showMaximized();
    QVERIFY2(fits(u"maximise"_s, &why), qPrintable(why));
    for (int i = 0; i < 4; ++i) {
        action("actionExplore")->trigger();
        QVERIFY2(fits(u"Ctrl+T no. %1"_s.arg(i + 1), &why), qPrintable(why));
    }
    m_window->showNormal();
    QVERIFY2(fits(u"restore"_s, &why), qPrintable(why));
}

void TestGuiScreenFit::newBoardWhileExploring()
{
    QString why;
    m_window->showMaximized();
    action("actionExplore")->trigger();
    QVERIFY2(fits(u"explore"_s, &why), qPrintable(why));
    m_window->newBoard({u"base"_s, u"mage-witch"_s}, u"C3"_s, 2);
    QVERIFY2(fits(u"New board"_s, &why), qPrintable(why));
    m_window->showNormal();
    QVERIFY2(fits(u"restore"_s, &why), qPrintable(why));
    action("actionExplore")->trigger();
    m_window->newBoard({u"base"_s}, u"C3"_s, 3);
    QVERIFY2(fits(u"New board, not maximised"_s, &why), qPrintable(why));
}

void TestGuiScreenFit::randomSequencesStayOnTheScreen_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {1u, 7u, 29u, 2026u})
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

void TestGuiScreenFit::randomSequencesStayOnTheScreen()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
    QString why;
    QStringList done;
    for (int i = 0; i < 40; ++i) {
        QString step;
        switch (random.bounded(9)) {
        case 0:
        case 1:
            action("actionExplore")->trigger();
            step = u"Explore"_s;
            break;
        case 2: {
            QDockWidget *d = docks.at(random.bounded(int(docks.size())));
            d->toggleViewAction()->trigger();
            step = u"toggle %1"_s.arg(d->objectName());
            break;
        }
        case 3:
            m_window->newBoard(random.bounded(2) ? QStringList{u"base"_s}
                                                 : QStringList{u"base"_s, u"hills-sheep"_s},
                               u"C3"_s, 2 + random.bounded(3));
            step = u"New board"_s;
            break;
        case 4:
            if (m_window->isMaximized()) {
                m_window->showNormal();
                step = u"restore"_s;
            } else {
                m_window->showMaximized();
                step = u"maximise"_s;
            }
            break;
        case 5: {
            const bool dutch = m_window->languages()->language() == u"en"_s;
            m_window->languages()->setLanguage(dutch ? u"nl"_s : u"en"_s);
            step = dutch ? u"Dutch"_s : u"English"_s;
            break;
        }
        case 6:
            action(random.bounded(2) ? "actionMoveTool" : "actionSelectTool")->trigger();
            step = u"tool"_s;
            break;
        case 7:
            m_window->document()->undoStack()->setClean();
            if (random.bounded(2)) {
                QVERIFY(mltest::openPuzzle(*m_window, u"03-base-monastery-best-move.meeple"_s));
                step = u"open a puzzle"_s;
            } else {
                QVERIFY(m_window->openExample(u"hs-shepherd-2.meeple"_s));
                step = u"open an example"_s;
            }
            break;
        case 8:
            action("actionResetLayout")->trigger();
            step = u"Reset layout"_s;
            break;
        }
        m_window->document()->undoStack()->setClean();
        done << step;
        QVERIFY2(fits(step, &why), qPrintable(why + u"\nsteps: "_s + done.join(u", "_s)));
    }
}

QTEST_MAIN(TestGuiScreenFit)
#include "tst_gui_screenfit.moc"
