// SPDX-License-Identifier: GPL-3.0-or-later
// Modes and panels switched on and off many times, in a seeded random order, while stepping.
// Explore toggled twice used to crash in a real window: the stepper forgot
// its events without telling the score log, which then read them when it was shown again. The
// sequence is printed with its seed, so a failure can be replayed with ML_TOGGLE_SEED.
// Run it offscreen (ctest) and in a real X server with a window manager (scripts/gui-xvfb.sh).
#include "boarddocument.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "puzzlesolverdock.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "scorelogmodel.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QRandomGenerator>
#include <QTreeView>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiToggles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void exploreOnOffOnWithTheKeys();
    void randomTogglesWhileStepping_data();
    void randomTogglesWhileStepping();
    void everyExampleSurvivesExploreAndStepping();
    void closesCleanlyInEveryMode();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    // Steps, toggles or switches one thing; returns what it did, for the log.
    QString doOne(QRandomGenerator &random);
    // What must hold after every action, whatever came before.
    void checkConsistent() const;
    quint32 seed(quint32 fallback) const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiToggles::init()
{
    m_window = mltest::newWindow(u"en"_s);
    m_window->resize(1280, 720);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiToggles::cleanup()
{
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

quint32 TestGuiToggles::seed(quint32 fallback) const
{
    bool ok = false;
    const quint32 fromEnv = qEnvironmentVariable("ML_TOGGLE_SEED").toUInt(&ok);
    return ok ? fromEnv : fallback;
}

void TestGuiToggles::checkConsistent() const
{
    const bool exploring = m_window->explore()->isExploring();
    QCOMPARE(action("actionExplore")->isChecked(), exploring);
    QCOMPARE(m_window->stepperDock()->isVisible(), exploring);
    QCOMPARE(action("actionStepNext")->isEnabled(), exploring);
    const Stepper *stepper = m_window->stepperDock()->stepper();
    if (exploring) {
        QVERIFY(!stepper->isEmpty());
        QVERIFY(stepper->current() >= 0 && stepper->current() < stepper->count());
    }
    // Every row the score log shows must be readable: this is what crashed.
    auto *view = m_window->scoreLogDock()->findChild<QTreeView *>();
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex group = model->index(r, 0);
        QVERIFY(!model->data(group).toString().isEmpty());
        for (int e = 0; e < model->rowCount(group); ++e)
            QVERIFY(model->index(e, 0, group).isValid());
    }
}

QString TestGuiToggles::doOne(QRandomGenerator &random)
{
    switch (random.bounded(10)) {
    case 0:
    case 1:
        QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
        return u"Ctrl+T"_s;
    case 2:
        action("actionStepNext")->trigger();
        return u"next step"_s;
    case 3:
        action("actionStepPrevious")->trigger();
        return u"previous step"_s;
    case 4:
        action(random.bounded(2) ? "actionStepLast" : "actionStepFirst")->trigger();
        return u"first/last step"_s;
    case 5:
        action(random.bounded(2) ? "actionMoveTool" : "actionSelectTool")->trigger();
        return u"record moves / select tool"_s;
    case 6:
        m_window->rulesPanel()->toggleViewAction()->trigger();
        return u"rules panel"_s;
    case 7:
        m_window->scoreLogDock()->toggleViewAction()->trigger();
        return u"score log"_s;
    case 9: {
        // Playing a puzzle's move on the board, where the board holds a puzzle.
        auto *play = m_window->findChild<QAbstractButton *>(u"playOnBoard"_s);
        if (!play || !play->isVisible() || !play->isEnabled()) return u"(no puzzle move)"_s;
        play->click();
        return u"play the puzzle move"_s;
    }
    default:
        action(m_window->languages()->language() == u"en"_s ? "actionLanguageNl"
                                                            : "actionLanguageEn")
            ->trigger();
        return u"language"_s;
    }
}

void TestGuiToggles::exploreOnOffOnWithTheKeys()
{
    // The crash as a user met it: Ctrl+T three times, then look at the score log.
    for (int i = 0; i < 3; ++i) {
        QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
        QCoreApplication::processEvents();
        checkConsistent();
    }
    QVERIFY(m_window->explore()->isExploring());
    QVERIFY(m_window->scoreLogDock()->isVisible());
    action("actionStepLast")->trigger();
    QCOMPARE(m_window->scoreLogDock()->model()->totals().value(u"red"_s), 28);
}

void TestGuiToggles::randomTogglesWhileStepping_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QString>("example");
    QTest::newRow("mage city") << 12u << u"mw-1-mage-in-a-city.meeple"_s;
    QTest::newRow("hills and sheep") << 1207u << u"hs-shepherd-2-wolf.meeple"_s;
    QTest::newRow("castles") << 4242u << u"gc-castle-scoring.meeple"_s;
    QTest::newRow("puzzle") << 77u << u":/puzzles/03-base-monastery-best-move.meeple"_s;
}

void TestGuiToggles::randomTogglesWhileStepping()
{
    QFETCH(quint32, seed);
    QFETCH(QString, example);
    QVERIFY(example.startsWith(u':') ? m_window->openFile(example)
                                     : m_window->openExample(example));
    QRandomGenerator random(this->seed(seed));
    QStringList done;
    for (int i = 0; i < 120; ++i) {
        done << doOne(random);
        QCoreApplication::processEvents();
        if (QTest::currentTestFailed()) break;
        checkConsistent();
        if (QTest::currentTestFailed()) {
            qWarning().noquote() << "seed" << this->seed(seed) << "after:" << done.join(u", ");
            return;
        }
    }
}

void TestGuiToggles::everyExampleSurvivesExploreAndStepping()
{
    // What a newcomer does: open each example, explore, step to the end and back, leave.
    for (const QString &path : MainWindow::examplePaths()) {
        QVERIFY2(m_window->openFile(path), qPrintable(path));
        for (int round = 0; round < 2; ++round) {
            QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
            QVERIFY2(m_window->explore()->isExploring(), qPrintable(path));
            action("actionStepLast")->trigger();
            action("actionStepPrevious")->trigger();
            action("actionStepFirst")->trigger();
            QCoreApplication::processEvents();
            checkConsistent();
            QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
            QVERIFY2(!m_window->explore()->isExploring(), qPrintable(path));
        }
    }
}

void TestGuiToggles::closesCleanlyInEveryMode()
{
    // Teardown in each mode; under a sanitizer this catches calls into a half-destroyed view.
    for (int mode = 0; mode < 3; ++mode) {
        if (mode == 1) m_window->explore()->setExploring(true);
        if (mode == 2) action("actionMoveTool")->trigger();
        m_window->document()->undoStack()->setClean();
        QVERIFY(m_window->close());
        m_window.reset();
        init();
    }
}

QTEST_MAIN(TestGuiToggles)
#include "tst_gui_toggles.moc"
