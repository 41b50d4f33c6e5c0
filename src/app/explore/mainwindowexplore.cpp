// The explore side of MainWindow: stepping through the board's moves and final scoring, the
// score log, "score this board now", comparing variants and the rules panel.
#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "languagemanager.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "selecttool.h"
#include "stepper.h"
#include "stepperdock.h"
#include "tilepalettedock.h"
#include "variantcomparedialog.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace ml
{

void MainWindow::createExploreActions()
{
    m_stepperDock = new StepperDock(this);
    m_scoreLogDock = new ScoreLogDock(this);
    m_scoreLogDock->setObjectName(QStringLiteral("scoreLogDock"));
    m_scoreLogDock->setStepper(m_stepperDock->stepper());
    m_rulesPanel = new RulesPanelDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, m_stepperDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_scoreLogDock);
    splitDockWidget(m_stepperDock, m_scoreLogDock, Qt::Horizontal);
    addDockWidget(Qt::RightDockWidgetArea, m_rulesPanel);
    tabifyDockWidget(m_dock, m_rulesPanel);
    m_dock->raise();
    for (QDockWidget *d :
         {static_cast<QDockWidget *>(m_stepperDock), static_cast<QDockWidget *>(m_scoreLogDock)})
        d->hide();
    m_rulesPanel->hide();

    m_exploreAction = m_ui->actionExplore;
    connect(m_exploreAction, &QAction::toggled, this, &MainWindow::setExploring);
    // Window-wide keys with a modifier, so that they reach the stepper from the board and the
    // docks alike and leave the plain arrows (kept by the stepper dock while it has focus)
    // and the editor's R keys alone.
    // (Two keys each for previous and next, which a form cannot hold.)
    m_stepFirstAction = m_ui->actionStepFirst;
    m_stepPreviousAction = m_ui->actionStepPrevious;
    m_stepPreviousAction->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_F10)});
    m_stepNextAction = m_ui->actionStepNext;
    m_stepNextAction->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_F10)});
    m_stepLastAction = m_ui->actionStepLast;
    Stepper *stepper = m_stepperDock->stepper();
    connect(m_stepFirstAction, &QAction::triggered, stepper, &Stepper::first);
    connect(m_stepPreviousAction, &QAction::triggered, stepper, &Stepper::previous);
    connect(m_stepNextAction, &QAction::triggered, stepper, &Stepper::next);
    connect(m_stepLastAction, &QAction::triggered, stepper, &Stepper::last);
    // The dock's own actions keep only their plain keys: the same key twice is ambiguous
    // to Qt, and then neither would fire.
    m_stepperDock->firstAction()->setShortcut(QKeySequence(Qt::Key_Home));
    m_stepperDock->previousAction()->setShortcut(QKeySequence(Qt::Key_Left));
    m_stepperDock->nextAction()->setShortcut(QKeySequence(Qt::Key_Right));
    m_stepperDock->lastAction()->setShortcut(QKeySequence(Qt::Key_End));

    m_scoreNowAction = m_ui->actionScoreNow;
    connect(m_scoreNowAction, &QAction::triggered, this, &MainWindow::scoreBoardNow);
    m_compareAction = m_ui->actionCompareVariants;
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::compareVariants);

    connect(stepper, &Stepper::currentChanged, this, &MainWindow::showStep);
    connect(stepper, &Stepper::stepsReset, this, &MainWindow::showStep);
    connect(m_stepperDock, &StepperDock::highlightChanged, this, [this](const QList<Cell> &cells) {
        if (m_exploring) m_view->setHighlightCells(cells);
    });
    connect(m_stepperDock, &StepperDock::figureHighlightChanged, this,
            [this](const QList<int> &figures) {
                if (m_exploring) m_view->setHighlightFigures(figures);
            });
    connect(m_stepperDock, &StepperDock::segmentHighlightChanged, this,
            [this](const QList<SegmentRef> &segments) {
                if (m_exploring) m_view->setHighlightSegments(segments);
            });
    connect(m_stepperDock, &StepperDock::ruleActivated, this, &MainWindow::showRule);
    connect(m_rulesPanel, &RulesPanelDock::exampleActivated, this, &MainWindow::openExample);
    // Closing the stepper dock (its title-bar button or View menu) ends explore mode, and
    // showing it from the View menu starts it, so the board never shows a step nobody sees.
    m_stepperDockToggle =
        connect(m_stepperDock->toggleViewAction(), &QAction::toggled, this, [this](bool on) {
            if (!m_arranging && on != m_exploring) setExploring(on);
        });
    // A new board starts at its set-up: the stepper forgets its step here, and the changed()
    // that follows a reset feeds it (onDocumentChanged()).
    connect(m_document, &BoardDocument::reset, this, [this] {
        m_scoringNow = false;
        if (m_exploring) m_stepperDock->stepper()->clear();
    });
}

void MainWindow::createGameMenu()
{
    m_gameMenu = m_ui->menuGame; // the form's entries, then the rules panel
    m_gameMenu->addAction(m_rulesPanel->toggleViewAction());
}

void MainWindow::retranslateExplore()
{
    m_stepperDock->toggleViewAction()->setText(tr("&Step-through panel"));
    m_scoreLogDock->toggleViewAction()->setText(tr("S&core log"));
    m_rulesPanel->toggleViewAction()->setText(tr("&Rules panel"));
    m_rulesPanel->setLanguage(m_languages->language());
    const bool steps = m_exploring;
    for (QAction *a : {m_stepFirstAction, m_stepPreviousAction, m_stepNextAction, m_stepLastAction})
        a->setEnabled(steps);
    if (m_exploring) showExploreHint();
}

void MainWindow::setExploring(bool on)
{
    if (on == m_exploring) return;
    // Stepping would show the answer of a puzzle being solved (mainwindowpuzzles.cpp).
    if (on && refuseWhileSolving(tr("exploring"))) {
        const QSignalBlocker block(m_exploreAction);
        m_exploreAction->setChecked(false);
        // From the View menu: unchecked before the action's trigger shows the dock.
        const QSignalBlocker blockView(m_stepperDock->toggleViewAction());
        m_stepperDock->toggleViewAction()->setChecked(false);
        m_stepperDock->hide();
        return;
    }
    m_exploring = on;
    {
        const QSignalBlocker block(m_exploreAction);
        m_exploreAction->setChecked(on);
    }
    for (QAction *a : {m_stepFirstAction, m_stepPreviousAction, m_stepNextAction, m_stepLastAction})
        a->setEnabled(on);
    updateJob();
    if (on) {
        // The board showed the position after the moves: the stepper starts there (before
        // any final scoring), so its controls go back from what the user was looking at.
        const bool afterMoves = m_view->showsMoves() && !m_scoringNow;
        useSelectTool(); // it only points at things while the board shows a step
        feedStepper(false);
        if (afterMoves) jumpToEndOfMoves();
        m_stepperDock->raise();
        showExploreHint();
    } else {
        m_scoringNow = false;
        m_stepGame.reset();
        m_view->setOverrideGame(nullptr);
        m_stepperDock->stepper()->clear();
        statusBar()->clearMessage();
    }
}

// Gives the stepper the document's board (or, scoring now, its set-up without moves, ending
// the game). keepStep keeps the step number across an edit, so undo does not jump to the start.
void MainWindow::feedStepper(bool keepStep)
{
    Stepper *stepper = m_stepperDock->stepper();
    const int old = stepper->current();
    const BoardFile *file = m_document->file();
    if (!file) {
        stepper->clear();
        return;
    }
    if (!m_scoringNow) {
        // The document's timeline, unless it is the editor's reading of mismatched sides:
        // the step-through plays by the strict rules and shows their refusal then.
        if (m_document->timeline().mismatchedSetUp())
            stepper->setBoardFile(*file);
        else
            stepper->setTimeline(m_document->timeline());
    } else {
        // The set-up alone, its game ended now whatever the file says.
        TimelineOptions now;
        now.playMoves = false;
        now.finalScoring = TimelineOptions::FinalScoring::Always;
        if (!stepper->setTimeline(Timeline::build(*file, {}, now))) {
            stepper->clear();
            return;
        }
        if (!keepStep) {
            // Straight to the first scoring: the set-up is what the editor just showed.
            for (int i = 0; i < stepper->count(); ++i)
                if (stepper->step(i).kind == Step::Kind::Final) {
                    stepper->jumpTo(i);
                    break;
                }
        }
    }
    if (keepStep && old > 0 && old < stepper->count()) stepper->jumpTo(old);
}

void MainWindow::jumpToEndOfMoves()
{
    Stepper *stepper = m_stepperDock->stepper();
    int last = 0;
    for (int i = 0; i < stepper->count(); ++i) {
        const Step::Kind kind = stepper->step(i).kind;
        if (kind == Step::Kind::Final || kind == Step::Kind::GameEnd) break;
        last = i;
    }
    stepper->jumpTo(last);
}

void MainWindow::showStep()
{
    if (!m_exploring) return;
    Stepper *stepper = m_stepperDock->stepper();
    if (stepper->isEmpty()) {
        m_stepGame.reset();
        m_view->setOverrideGame(nullptr);
        return;
    }
    // emplace() keeps the address the view points at.
    m_stepGame.emplace(stepper->game());
    m_view->setOverrideGame(&*m_stepGame);
}

void MainWindow::showExploreHint()
{
    showStatus(tr("Explore mode: Alt+Right or F10 for the next step, "
                  "Alt+Left or Shift+F10 for the previous one"));
}

void MainWindow::scoreBoardNow()
{
    if (!m_document->file() || refuseWhileSolving(tr("scoring the board now"))) return;
    m_scoringNow = true;
    if (m_exploring)
        feedStepper(false);
    else
        setExploring(true);
}

VariantCompareDialog *MainWindow::compareVariants()
{
    const BoardFile *file = m_document->file();
    if (!file || refuseWhileSolving(tr("comparing variants"))) return nullptr;
    auto *dialog = new VariantCompareDialog(this);
    dialog->setObjectName(QStringLiteral("variantCompareDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setBoardFile(*file);
    // Non-modal, so the board and the step-through stay usable beside it.
    dialog->show();
    return dialog;
}

bool MainWindow::openExample(const QString &fileName)
{
    if (!maybeSave()) return false;
    return openFile(QStringLiteral(":/examples/") + fileName);
}

void MainWindow::showRule(const QString &id)
{
    m_rulesPanel->show();
    m_rulesPanel->raise();
    if (!m_rulesPanel->showRule(id))
        statusBar()->showMessage(tr("The rules panel has no text for %1 yet").arg(id), 5000);
}

} // namespace ml
