// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>

#include <memory>

class QAction;
class QMainWindow;

namespace ml
{

class BoardDocument;
class Game;
class BoardInfoDock;
class BoardView;
class ExploreController;
class LanguageManager;
class AnswerSecrecy;
class PuzzleAnswerWatch;
class PuzzleCollectionSession;
class PuzzleMoveTool;
class PuzzleSolverDock;

// The puzzle side of the main window: the bundled library, authoring a board's puzzle as one
// undo step, and the solver dock that appears whenever the open board holds a puzzle, with its
// board side: the tool that plays a best move on the board, the overlay of the top moves and
// the solution's steps shown on the board. While a puzzle is being solved its answer stays
// hidden (the board panel's scores, explore); an edit that makes the stored answer wrong is
// flagged in the puzzle panel, and saving such a board asks first. The window builds and
// places the solver dock and hands it over with its form's Puzzles actions.
class PuzzleController : public QObject
{
    Q_OBJECT
public:
    // The form's Puzzles actions this class runs, words and enables: the two it needs of the
    // window's form, so the controller depends on them rather than on the whole form.
    struct Actions {
        QAction *editPuzzle;
        QAction *solveAgain;
    };

    // `window` shows the status messages and parents the dialogs and the board tools.
    PuzzleController(BoardDocument *document, BoardView *view, LanguageManager *languages,
                     const Actions &actions, PuzzleSolverDock *solverDock, BoardInfoDock *boardDock,
                     ExploreController *explore, QMainWindow *window);

    // Puzzles > Library: the path of the puzzle picked, empty when none was. The dialog opens
    // at the collection of the open puzzle, else at the one it showed last.
    QString choosePuzzleFromLibrary();
    // The collection the open puzzle came from (Next/Previous, progress).
    PuzzleCollectionSession *collection() const { return m_collection; }
    // Puzzles > Make/Edit puzzle: the author dialog; its result is one undo step.
    void editPuzzle();
    // Whether the stored answer of the open puzzle still fits the board.
    PuzzleAnswerWatch *answerWatch() const { return m_answerWatch; }
    // The tool that plays a move for the puzzle; the window's tool buttons follow it.
    PuzzleMoveTool *moveTool() const { return m_moveTool; }
    // True (with a status-bar message naming `what`) when `what` would show the answer of the
    // puzzle being solved.
    bool refuseWhileSolving(const QString &what);
    // The one switch that keeps an unsolved puzzle's answer hidden; the window guards every
    // action that would show it there.
    AnswerSecrecy *secrecy() const { return m_secrecy; }
    // Before a save: asks whether to update a stored answer the board no longer gives.
    // False when the user cancels.
    bool confirmAnswerBeforeSave();
    void retranslate();

Q_SIGNALS:
    // A puzzle was opened or went: the window arranges its panels for the new job.
    void jobChanged();
    // The solve panel's Next/Previous: the window opens `path` as it opens a library puzzle.
    void openRequested(const QString &path);

private:
    void updatePuzzle(bool force);
    // While a puzzle is being solved: the board panel hides the scores and explore ends.
    void applyPuzzleSecrecy();
    void showAnswerFlag();
    // The board shows the solver's position (a turn-scores move before its scoring, its tile
    // outlined) whenever nothing else (explore, the solution's steps) has the board.
    void showPuzzlePosition();
    // The same, whoever had the board (the solution's steps just ended).
    void applyPuzzlePosition();

    BoardDocument *m_document;
    BoardView *m_view;
    LanguageManager *m_languages;
    PuzzleSolverDock *m_solverDock;
    BoardInfoDock *m_dock;
    ExploreController *m_explore;
    QMainWindow *m_window;
    QAction *m_puzzleAuthorAction;
    QAction *m_solveAgainAction;
    PuzzleMoveTool *m_moveTool;
    PuzzleAnswerWatch *m_answerWatch;
    PuzzleCollectionSession *m_collection;
    AnswerSecrecy *m_secrecy;
    // The solver's position the view shows (kept alive here while the view borrows it).
    std::shared_ptr<const Game> m_shownPosition;
    // The "puzzle" key the solver dock was last given, to re-open it only when it changes.
    QByteArray m_shownPuzzle; // BoardDocument::puzzleText() of the puzzle shown
};

} // namespace ml
