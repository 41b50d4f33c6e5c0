// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "puzzle.h"
#include "puzzlefeedback.h"
#include "puzzleposition.h"
#include "timeline.h"

#include <QDockWidget>

#include <QList>
#include <QMap>
#include <memory>

#include <optional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace ml
{

class PuzzleAnswerFields;
class PuzzleAnswerFlag;
class PuzzleFeedbackView;
class PuzzleMoveOverlay;
class PuzzleMovePanel;
class PuzzleMoveTool;
class PuzzleSearchJob;
class PuzzleSolutionView;
namespace Ui
{
class PuzzleSolverDock;
}

// Solving a puzzle without seeing its answer: the question in the current language, an
// answer entered per player (score kinds) or as a move (best move: typed in here, or played on
// the board with the puzzle move tool and handed over through submitMove()), "Check" for right
// or wrong, hints one at a time, and "Reveal" for the answer and the explanation. After Reveal
// a best move's top moves are listed (the list picks the one the board overlay draws), and
// "Step through the solution" plays the answer phase by phase on a copy of the board.
// A checked answer is explained under the verdict (PuzzleFeedbackView), and a wrong
// best move can be stepped through beside the best one. The fixed part (the three answer
// pages, buttons and labels) is laid out in ui/puzzlesolverdock.ui; the answer fields are
// read and filled by PuzzleAnswerFields, which makes the per-player score boxes.
class PuzzleSolverDock : public QDockWidget
{
    Q_OBJECT
public:
    enum class Verdict : quint8 { None, Right, Wrong, Impossible };

    explicit PuzzleSolverDock(QWidget *parent = nullptr);
    ~PuzzleSolverDock() override;

    // Opens the puzzle of the board `board` is the timeline of: the document's own, so that
    // opening a puzzle does not play its board a second time. False (and an empty dock saying
    // why) when the board has no puzzle, does not replay, or its answer cannot be worked out.
    bool setPuzzle(const Timeline &board);
    // The same for a board no one has played yet (a lesson page's question).
    bool setPuzzle(const BoardFile &file);
    void clear();
    const std::optional<Puzzle> &puzzle() const { return m_puzzle; }
    // The answer key: the stored one, else the one the engine computes.
    const std::optional<PuzzleAnswer> &answer() const { return m_answer; }

    // "en" or "nl": the language of the puzzle's own texts.
    void setLanguage(const QString &language);
    QString language() const { return m_language; }

    Verdict verdict() const { return m_verdict; }
    QString verdictText() const;
    int hintsShown() const { return m_hintsShown; }
    bool isRevealed() const { return m_revealed; }
    // Checked right at least once since the puzzle opened.
    bool isSolved() const { return m_solved; }

    // Who looks at the puzzle. A puzzle opened from a file or the library is being
    // solved: its answer stays hidden until it is solved or revealed. The author's view
    // (Puzzles > Make/Edit puzzle) shows everything, also after the puzzle is stored again;
    // it lasts until another board opens or setAuthorView(false).
    void setAuthorView(bool on);
    bool isAuthorView() const { return m_author; }
    // The answer may be seen: solved, revealed, or the author's view.
    bool answerShown() const;
    // What the rest of the window must hold back while solving: the scores and scorings, and
    // whatever shows them (explore, score now, compare variants). A final-scores answer is the
    // totals, a turn-scores answer the last move's scorings (the totals after it give it away
    // by difference), and a free question may ask anything about the scores. A best move is
    // not on the board yet: the scores so far are part of its question, so they stay.
    bool scoresHidden() const;
    // A puzzle is open and its answer may not be seen yet (AnswerSecrecy's switch).
    bool answerSecret() const;
    // What the solver is shown on the board (the question's position, puzzleposition.h).
    const PuzzlePosition &position() const { return m_position; }
    // The warning shown when an edit has made the stored answer wrong (the main window fills it).
    PuzzleAnswerFlag *answerFlag() const { return m_answerFlag; }

    // The board side, from the main window (not owned): the tool that plays the move on the
    // board and the overlay that draws the top moves. Without them the dock works alone.
    void setBoardTools(PuzzleMoveTool *tool, PuzzleMoveOverlay *overlay);
    PuzzleMoveTool *moveTool() const { return m_tool; }
    PuzzleMoveOverlay *topMovesOverlay() const { return m_overlay; }
    // The collection's Previous/Next bar (PuzzleCollectionBar), placed above the scrolling part.
    void setCollectionBar(QWidget *bar);
    // The move played on the board and not yet changed in the fields.
    const std::optional<Move> &playedMove() const { return m_playedMove; }
    PuzzleSolutionView *solutionView() const { return m_solution; }
    // Why the solution cannot be stepped through (empty when it can or was not asked).
    QString solutionProblem() const;
    // Why the last checked answer is right or wrong (empty before a Check).
    const std::optional<PuzzleFeedback> &feedback() const { return m_feedback; }
    PuzzleFeedbackView *feedbackView() const { return m_feedbackView; }

public Q_SLOTS:
    // A best move played on the board: fills the fields and checks it.
    void submitMove(const ml::Move &move);
    void check();
    void showHint();
    void reveal();
    // A wrong or impossible verdict and its feedback go once a new answer is being entered.
    void forgetWrongVerdict();
    // A move played on the board: fills the fields, and Check checks it as played.
    void setPlayedMove(const ml::Move &move);
    // After Reveal: the answer's move or scoring phase by phase.
    bool stepThroughSolution();
    // After a wrong best move, once the answer is shown: the solver's move and the best one
    // step by step, switching between them (starting with the solver's).
    bool compareMoves();

Q_SIGNALS:
    void checked(ml::PuzzleSolverDock::Verdict verdict);
    // The answer is out: the board may now mark the best moves or step through them.
    void revealed();
    // The best-move search after Reveal has listed its top moves.
    void topMovesListed();
    // The board should show `game` (a step of the solution), or the puzzle again (null).
    void solutionGameChanged(std::shared_ptr<const ml::Game> game, const ml::StepMarks &marks);
    // answerShown() or scoresHidden() may have changed.
    void secrecyChanged();
    // A rule link of the feedback was clicked: the rules panel should show `ruleId`.
    void ruleActivated(const QString &ruleId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateDynamicTexts();
    void refreshTexts();
    // The answer of the last Check (m_checkedMove, m_checkedScores) against the key.
    PuzzleFeedback evaluate() const;
    void setVerdict(Verdict verdict, const QString &detail);
    // The verdict's sentence for m_feedback, in the current language.
    QString verdictDetail() const;
    void showFeedback();
    void showSolutionStep(int step);
    void bringIntoView(QWidget *widget);
    // After the solution view was given its steps (or refused them): the panel shows which.
    bool solutionShown();
    void listTopMoves();

    std::optional<Timeline> m_board;      // the puzzle's board as played
    std::shared_ptr<const Game> m_before; // the board as the question sees it (a timeline's)
    PuzzlePosition m_position;
    std::optional<Puzzle> m_puzzle;
    std::optional<PuzzleAnswer> m_answer;
    QString m_problem;
    QString m_language = QStringLiteral("en");
    Verdict m_verdict = Verdict::None;
    QString m_verdictDetail;
    std::optional<PuzzleFeedback> m_feedback;
    QString m_verdictPlain;         // the verdict without the colour markup
    std::optional<Move> m_lastMove; // the move played on the board to check, if any
    Move m_checkedMove;             // the answer of the last Check
    QMap<QString, int> m_checkedScores;
    int m_hintsShown = 0;
    bool m_revealed = false;
    bool m_solved = false;
    bool m_author = false;
    std::optional<Move> m_playedMove;
    QString m_solutionProblem;
    PuzzleMoveTool *m_tool = nullptr;
    PuzzleMoveOverlay *m_overlay = nullptr;
    PuzzleMovePanel *m_playPanel = nullptr;
    PuzzleSearchJob *m_search;
    std::unique_ptr<Ui::PuzzleSolverDock> m_ui;

    QScrollArea *m_scroll;
    PuzzleAnswerFlag *m_answerFlag;
    QLabel *m_secrecy;
    QLabel *m_kind;
    QLabel *m_question;
    QStackedWidget *m_inputs;
    PuzzleAnswerFields *m_fields;
    QWidget *m_scorePage;
    QWidget *m_movePage;
    QWidget *m_freePage;
    QPlainTextEdit *m_freeText;
    QPushButton *m_hint;
    QPushButton *m_check;
    QPushButton *m_reveal;
    QLabel *m_verdictLabel;
    PuzzleFeedbackView *m_feedbackView;
    QLabel *m_hints;
    QLabel *m_answerLabel;
    QLabel *m_explanation;
    QLabel *m_topMovesLabel;
    QListWidget *m_topMoves;
    QPushButton *m_stepSolution;
    QLabel *m_solutionProblemLabel;
    PuzzleSolutionView *m_solution;
};

} // namespace ml
