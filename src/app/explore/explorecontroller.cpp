// SPDX-License-Identifier: GPL-3.0-or-later
// Explore mode: stepping through the board's moves and final scoring, the score log, "score
// this board now", comparing variants and the rules panel.
#include "explorecontroller.h"

#include "analysiscontroller.h"
#include "boarddocument.h"
#include "boardview.h"
#include "languagemanager.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "statusmessages.h"
#include "stepper.h"
#include "stepperdock.h"
#include "variantcomparedialog.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace ml
{

ExploreController::ExploreController(BoardDocument *document, BoardView *view,
                                     LanguageManager *languages, const Actions &actions,
                                     const Docks &docks, QMainWindow *window)
    : QObject(window), m_document(document), m_view(view), m_languages(languages), m_docks(docks),
      m_window(window), m_analysis(new AnalysisController(view, window, actions.gameMenu, this)),
      m_exploreAction(actions.explore), m_stepFirstAction(actions.stepFirst),
      m_stepPreviousAction(actions.stepPrevious), m_stepNextAction(actions.stepNext),
      m_stepLastAction(actions.stepLast)
{
    m_docks.scoreLog->setStepper(m_docks.stepper->stepper());
    // While exploring, the rules panel comes as a tab over the score log: stacked as a third
    // panel in the column it left the step text too little height for a whole explanation.
    connect(m_docks.rules, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        QDockWidget *rules = m_docks.rules;
        if (!visible || !m_exploring || rules->isFloating() || !m_docks.scoreLog->isVisible() ||
            m_window->tabifiedDockWidgets(m_docks.scoreLog).contains(rules))
            return;
        m_window->tabifyDockWidget(m_docks.scoreLog, rules);
        QTimer::singleShot(0, rules, [rules] { rules->raise(); });
    });
    connect(m_exploreAction, &QAction::toggled, this, &ExploreController::setExploring);
    // Window-wide keys with a modifier, so that they reach the stepper from the board and the
    // docks alike and leave the plain arrows (kept by the stepper dock while it has focus)
    // and the editor's R keys alone.
    // (Two keys each for previous and next, which a form cannot hold.)
    m_stepPreviousAction->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_F10)});
    m_stepNextAction->setShortcuts(
        {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_F10)});
    Stepper *stepper = m_docks.stepper->stepper();
    connect(m_stepFirstAction, &QAction::triggered, stepper, &Stepper::first);
    connect(m_stepPreviousAction, &QAction::triggered, stepper, &Stepper::previous);
    connect(m_stepNextAction, &QAction::triggered, stepper, &Stepper::next);
    connect(m_stepLastAction, &QAction::triggered, stepper, &Stepper::last);
    // The dock's own actions keep only their plain keys: the same key twice is ambiguous
    // to Qt, and then neither would fire.
    m_docks.stepper->firstAction()->setShortcut(QKeySequence(Qt::Key_Home));
    m_docks.stepper->previousAction()->setShortcut(QKeySequence(Qt::Key_Left));
    m_docks.stepper->nextAction()->setShortcut(QKeySequence(Qt::Key_Right));
    m_docks.stepper->lastAction()->setShortcut(QKeySequence(Qt::Key_End));

    m_analysis->setNeighbours(m_docks.stepper, m_docks.scoreLog);
    connect(m_analysis, &AnalysisController::exploreWanted, this, [this] { setExploring(true); });
    connect(actions.scoreNow, &QAction::triggered, this, &ExploreController::scoreBoardNow);
    connect(actions.compareVariants, &QAction::triggered, this,
            &ExploreController::compareVariants);

    connect(stepper, &Stepper::currentChanged, this, &ExploreController::showStep);
    connect(stepper, &Stepper::stepsReset, this, &ExploreController::showStep);
    connect(m_docks.stepper, &StepperDock::marksChanged, this, [this](const StepMarks &marks) {
        if (m_exploring) m_view->setStepMarks(marks);
    });
    connect(m_docks.stepper, &StepperDock::ruleActivated, this, &ExploreController::showRule);
    // A new board starts at its set-up: the stepper forgets its step here, and the changed()
    // that follows a reset feeds it (documentChanged()).
    connect(m_document, &BoardDocument::reset, this, [this] {
        m_scoringNow = false;
        if (m_exploring) m_docks.stepper->stepper()->clear();
    });
}

void ExploreController::setAnswerGuard(std::function<bool(const QString &)> refuse)
{
    m_refuse = std::move(refuse);
}

bool ExploreController::wouldShowAnswer(const QString &what) const
{
    return m_refuse && m_refuse(what);
}

void ExploreController::documentChanged()
{
    if (m_exploring) feedStepper(true);
}

void ExploreController::retranslate()
{
    m_docks.stepper->toggleViewAction()->setText(tr("&Step-through panel"));
    m_docks.scoreLog->toggleViewAction()->setText(tr("S&core log"));
    m_docks.rules->toggleViewAction()->setText(tr("&Rules panel"));
    m_docks.rules->setLanguage(m_languages->language());
    m_analysis->retranslate();
    const bool steps = m_exploring;
    for (QAction *a : {m_stepFirstAction, m_stepPreviousAction, m_stepNextAction, m_stepLastAction})
        a->setEnabled(steps);
    if (m_exploring) showExploreHint();
}

void ExploreController::setExploring(bool on)
{
    if (on == m_exploring) return;
    // Stepping would show the answer of a puzzle being solved (the answer guard).
    if (on && wouldShowAnswer(tr("exploring"))) {
        const QSignalBlocker block(m_exploreAction);
        m_exploreAction->setChecked(false);
        // From the View menu: unchecked before the action's trigger shows the dock.
        const QSignalBlocker blockView(m_docks.stepper->toggleViewAction());
        m_docks.stepper->toggleViewAction()->setChecked(false);
        m_docks.stepper->hide();
        return;
    }
    m_exploring = on;
    {
        const QSignalBlocker block(m_exploreAction);
        m_exploreAction->setChecked(on);
    }
    for (QAction *a : {m_stepFirstAction, m_stepPreviousAction, m_stepNextAction, m_stepLastAction})
        a->setEnabled(on);
    if (on) {
        Q_EMIT jobChanged();
        // The board showed the position after the moves: the stepper starts there (before
        // any final scoring), so its controls go back from what the user was looking at.
        const bool afterMoves = m_view->showsMoves() && !m_scoringNow;
        Q_EMIT selectToolWanted(); // it only points at things while the board shows a step
        feedStepper(false);
        if (afterMoves) jumpToEndOfMoves();
        m_docks.stepper->raise();
        showExploreHint();
    } else {
        m_scoringNow = false;
        m_analysis->setStep(nullptr, nullptr, 0);
        m_stepGame.reset();
        m_view->setOverrideGame(nullptr);
        m_docks.stepper->stepper()->clear();
        m_window->statusBar()->clearMessage();
        // Told once the board is back, so whoever shows something on it may do so now.
        Q_EMIT jobChanged();
    }
}

// Gives the stepper the document's board (or, scoring now, its set-up without moves, ending
// the game). keepStep keeps the step number across an edit, so undo does not jump to the start.
void ExploreController::feedStepper(bool keepStep)
{
    Stepper *stepper = m_docks.stepper->stepper();
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

void ExploreController::jumpToEndOfMoves()
{
    Stepper *stepper = m_docks.stepper->stepper();
    int last = 0;
    for (int i = 0; i < stepper->count(); ++i) {
        const Step::Kind kind = stepper->step(i).kind;
        if (kind == Step::Kind::Final || kind == Step::Kind::GameEnd) break;
        last = i;
    }
    stepper->jumpTo(last);
}

void ExploreController::showStep()
{
    if (!m_exploring) return;
    Stepper *stepper = m_docks.stepper->stepper();
    if (stepper->isEmpty()) {
        m_analysis->setStep(nullptr, nullptr, 0);
        m_stepGame.reset();
        m_view->setOverrideGame(nullptr);
        return;
    }
    m_stepGame = stepper->positionAt(stepper->current());
    // The position the annotations count (docs/board-format.md, `annotations`): a step of moves[i]
    // is i + 1, the set-up 0, the final scoring after every move; scoring now plays none of them.
    const Step &step = stepper->step(stepper->current());
    const int moves = int(m_document->turns().size());
    const int position = m_scoringNow || step.kind == Step::Kind::SetUp ? 0
                         : step.move >= 0                               ? step.move + 1
                                                                        : moves;
    m_view->setOverrideGame(m_stepGame, position);
    m_analysis->setStep(stepper, m_stepGame, position);
}

void ExploreController::showExploreHint()
{
    m_window->statusBar()->showMessage(tr("Explore mode: Alt+Right or F10 for the next step, "
                                          "Alt+Left or Shift+F10 for the previous one"),
                                       StatusTimeout);
}

void ExploreController::scoreBoardNow()
{
    if (!m_document->file() || wouldShowAnswer(tr("scoring the board now"))) return;
    m_scoringNow = true;
    if (m_exploring)
        feedStepper(false);
    else
        setExploring(true);
}

VariantCompareDialog *ExploreController::compareVariants()
{
    const BoardFile *file = m_document->file();
    if (!file || wouldShowAnswer(tr("comparing variants"))) return nullptr;
    auto *dialog = new VariantCompareDialog(m_window);
    dialog->setObjectName(QStringLiteral("variantCompareDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCellNames(CellNames::forTimeline(m_document->timeline()));
    dialog->setBoardFile(*file);
    dialog->setLanguage(m_languages->language());
    // Non-modal, so the board and the step-through stay usable beside it.
    dialog->show();
    return dialog;
}

void ExploreController::showRule(const QString &id)
{
    m_docks.rules->show();
    m_docks.rules->raise();
    if (!m_docks.rules->showRule(id))
        m_window->statusBar()->showMessage(tr("The rules panel has no text for %1 yet").arg(id),
                                           5000);
}

} // namespace ml
