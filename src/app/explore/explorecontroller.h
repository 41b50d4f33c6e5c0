// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QMainWindow;
class QMenu;

namespace ml
{

class AnalysisController;
class BoardDocument;
class BoardView;
class LanguageManager;
class RulesPanelDock;
class ScoreLogDock;
class StepperDock;
class VariantCompareDialog;

// Explore mode of the main window: the board shows the stepper's current step instead of the
// set-up, fed from the document's timeline, with the score log beside it; "score this board
// now", comparing variants and the rules panel's links to rules. The window builds and places
// the docks and hands them over with its form's Game actions; this class gives them their
// behaviour.
class ExploreController : public QObject
{
    Q_OBJECT
public:
    struct Docks {
        StepperDock *stepper;
        ScoreLogDock *scoreLog;
        RulesPanelDock *rules;
    };
    // What this class takes of the window's form: the Game actions it runs, and the Game menu,
    // at whose end the analysis board adds its own.
    struct Actions {
        QAction *explore;
        QAction *stepFirst;
        QAction *stepPrevious;
        QAction *stepNext;
        QAction *stepLast;
        QAction *scoreNow;
        QAction *compareVariants;
        QMenu *gameMenu;
    };

    // `window` shows the status messages and parents the compare dialog.
    ExploreController(BoardDocument *document, BoardView *view, LanguageManager *languages,
                      const Actions &actions, const Docks &docks, QMainWindow *window);

    // Asked before explore mode starts or a variant is compared: true (having said why) when
    // `what` would show the answer of the puzzle being solved.
    void setAnswerGuard(std::function<bool(const QString &what)> refuse);

    // Game > Explore toggles it; the stepper and score-log docks show while it lasts.
    bool isExploring() const { return m_exploring; }
    void setExploring(bool on);
    // Explore mode on the set-up without its moves, through the final scoring (Game > Score
    // board now); it lasts until explore mode ends or another board is opened.
    void scoreBoardNow();
    bool isScoringNow() const { return m_scoringNow; }
    // Game > Compare variants: a non-modal dialog on the current board (null without one).
    VariantCompareDialog *compareVariants();
    void showRule(const QString &id);
    // After every change of the document, in the window's order of updates.
    void documentChanged();
    void retranslate();
    // The analysis board and outlook of the shown step (Game > Analysis board, Outlook).
    AnalysisController *analysis() const { return m_analysis; }

Q_SIGNALS:
    // Explore mode started or ended: the window arranges its panels for the new job.
    void jobChanged();
    // The step on the board is only pointed at, never edited: the window's select tool.
    void selectToolWanted();

private:
    void feedStepper(bool keepStep);
    void showStep();
    void jumpToEndOfMoves();
    void showExploreHint();
    bool wouldShowAnswer(const QString &what) const;

    BoardDocument *m_document;
    BoardView *m_view;
    LanguageManager *m_languages;
    Docks m_docks;
    QMainWindow *m_window;
    AnalysisController *m_analysis;
    QAction *m_exploreAction;
    QAction *m_stepFirstAction;
    QAction *m_stepPreviousAction;
    QAction *m_stepNextAction;
    QAction *m_stepLastAction;
    std::function<bool(const QString &)> m_refuse;
    bool m_exploring = false;
    bool m_scoringNow = false;
    // The step shown on the board, shared with the stepper's timeline and the view.
    std::shared_ptr<const Game> m_stepGame;
};

} // namespace ml
