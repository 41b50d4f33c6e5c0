// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysisboard.h"
#include "outlook.h"
#include "stepmarks.h"

#include <QHash>
#include <QObject>

#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace ml
{

class AnalysisDock;
class AnalysisOverlay;
class BoardView;
class OutlookDock;
class PuzzleSearchJob;
class Stepper;

// The analysis board and the outlook of Explore. It owns their two
// docks, the overlay on the board and the search job, and follows the step the explore
// mode shows: for the position there (after the whole move, when the step is part of one)
// it searches where the chosen tile pays most, off the GUI thread, and keeps each tile's
// result until the position changes. Clicking a listed move shows the board after it until
// Back or Esc.
class AnalysisController : public QObject
{
    Q_OBJECT
public:
    // The docks go into `window` beside the step-through; the actions at the end of `menu`.
    AnalysisController(BoardView *view, QMainWindow *window, QMenu *menu, QObject *parent);
    ~AnalysisController() override;

    // The explore mode's step: the stepper and the game it shows (shared with the view). Null
    // `shown` ends it (explore mode is over).
    void setStep(const Stepper *stepper, std::shared_ptr<const Game> shown, int position);
    void retranslate();
    // Where the docks go when they are shown alone: the analysis as a tab over `stepper`,
    // the outlook over `scoreLog`, so the board keeps its room.
    void setNeighbours(QDockWidget *stepper, QDockWidget *scoreLog);

    QAction *analysisAction() const;
    QAction *outlookAction() const;
    QAction *backAction() const { return m_back; }
    AnalysisDock *analysisDock() const { return m_dock; }
    OutlookDock *outlookDock() const { return m_outlookDock; }
    AnalysisOverlay *overlay() const { return m_overlay; }
    PuzzleSearchJob *job() const { return m_job; }
    bool isPreviewing() const { return m_preview != nullptr; }
    // Searches started since the window opened: a result reused starts none (for the tests).
    int searchesStarted() const { return m_searches; }
    // The result shown, when the search for the chosen tile has finished.
    const SearchResult *result() const;

Q_SIGNALS:
    // An analysis action was used outside explore mode: the window should start it.
    void exploreWanted();
    // The search for the current choice finished (or its cached result is shown).
    void resultShown();

private:
    bool isActive() const;
    void nameActions();
    void place(QDockWidget *dock);
    void refresh();
    void search();
    void onSearchFinished();
    void showResult();
    void listMoves(std::optional<Cell> cell);
    void preview(int row);
    void endPreview();
    void updateOutlook();
    QString cacheKey() const;

    BoardView *m_view;
    QMainWindow *m_window;
    AnalysisDock *m_dock;
    OutlookDock *m_outlookDock;
    AnalysisOverlay *m_overlay;
    PuzzleSearchJob *m_job;
    QAction *m_back;
    QDockWidget *m_stepperDock = nullptr;
    QDockWidget *m_scoreLogDock = nullptr;

    const Stepper *m_stepper = nullptr;
    std::shared_ptr<const Game> m_shown;
    int m_position = 0;
    std::optional<Game> m_base; // the position analysed
    CellNames m_cellNames;      // of the board file stepped through, as its edges label them
    bool m_gameOver = false;
    QHash<QString, SearchResult> m_results; // cacheKey() -> result, for the current position
    QString m_searching;                    // cacheKey() of the running search
    int m_generation = 0;                   // counts positions; a search of an old one is dropped
    int m_searchGeneration = -1;
    int m_searches = 0;
    std::optional<Cell> m_pinned;
    QList<int> m_listed;                   // indices into the result's ranked moves, as listed
    std::shared_ptr<const Game> m_preview; // the board after a listed move, while previewed
    StepMarks m_savedMarks;
};

} // namespace ml
