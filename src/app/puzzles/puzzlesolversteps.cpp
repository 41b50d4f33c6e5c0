// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle panel's stepping after Reveal: the search's top moves, the solution phase by
// phase, and a wrong best move beside the best one.
#include "puzzlesolverdock.h"

#include "puzzleanswertext.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovetool.h"
#include "puzzlesearchjob.h"
#include "puzzlesolutionview.h"
#include "refusaltext.h"

#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>

namespace ml
{

QString PuzzleSolverDock::solutionProblem() const
{
    return m_solutionProblem;
}

void PuzzleSolverDock::listTopMoves()
{
    m_topMoves->clear();
    const std::optional<SearchResult> &result = m_search->result();
    if (!m_revealed || !m_before || !result || result->cancelled) return;
    const QList<RankedMove> top = result->ranked.mid(0, PuzzleMoveOverlay::MovesShown);
    for (int i = 0; i < top.size(); ++i)
        m_topMoves->addItem(
            tr("%1. gain %2: %3")
                .arg(i + 1)
                .arg(top[i].gain)
                .arg(PuzzleAnswerText::move(top[i].move, CellNames::forBoard(m_before->board()))));
    if (m_overlay) m_overlay->setMoves(*m_before, top);
    m_topMoves->setCurrentRow(top.isEmpty() ? -1 : 0);
    refreshTexts();
    Q_EMIT topMovesListed();
}

bool PuzzleSolverDock::stepThroughSolution()
{
    if (!m_revealed || !m_board || !m_puzzle || !m_answer) return false;
    int firstMove = -1;
    FileError error;
    const auto solution = solutionBoard(m_board->file(), *m_puzzle, *m_answer, &firstMove, &error);
    m_solutionProblem.clear();
    if (!solution)
        m_solutionProblem = tr("The solution cannot be stepped through: %1")
                                .arg(RefusalText(m_before->players()).reason(error));
    else if (!m_solution->setSolution(*solution, firstMove))
        m_solutionProblem =
            tr("The solution cannot be stepped through: %1").arg(m_solution->errorString());
    return solutionShown();
}

bool PuzzleSolverDock::compareMoves()
{
    if (!answerShown() || !m_feedback || !m_feedback->yours || !m_feedback->best) return false;
    const PuzzleFeedback::Play &yours = *m_feedback->yours;
    const PuzzleFeedback::Play &best = *m_feedback->best;
    if (!yours.board || !best.board) return false;
    m_solutionProblem.clear();
    if (!m_solution->setComparison(*yours.board, *best.board, yours.firstMove, true))
        m_solutionProblem =
            tr("The moves cannot be stepped through: %1").arg(m_solution->errorString());
    return solutionShown();
}

bool PuzzleSolverDock::solutionShown()
{
    // The board shows the steps now: a click there must not play the puzzle's move.
    if (m_solutionProblem.isEmpty() && m_tool) m_tool->stopPlaying();
    refreshTexts();
    bringIntoView(m_solutionProblem.isEmpty() ? static_cast<QWidget *>(m_solution)
                                              : m_solutionProblemLabel);
    return m_solutionProblem.isEmpty();
}

// A scoring named in the feedback: the solution opens at it. The feedback's steps are the
// solution's own (the same board played the same way), so the index carries over.
void PuzzleSolverDock::showSolutionStep(int step)
{
    if (!answerShown()) return;
    if (!m_solution->isActive() || m_solution->isComparing()) {
        const bool wasRevealed = m_revealed;
        m_revealed = true; // the author's view and a solved puzzle may step through too
        const bool ok = stepThroughSolution();
        m_revealed = wasRevealed;
        if (!ok) return;
    }
    m_solution->jumpTo(step);
    bringIntoView(m_solution);
}

// The widget's top at the top of the panel: a step view or an explanation that just
// appeared is read from its start. The scroll area sizes its content from posted events
// once the new widgets are laid out, so the scroll waits for them.
void PuzzleSolverDock::bringIntoView(QWidget *widget)
{
    QTimer::singleShot(0, widget, [this, widget] {
        const int top = widget->mapTo(m_scroll->widget(), QPoint(0, 0)).y();
        m_scroll->verticalScrollBar()->setValue(top - fontMetrics().lineSpacing());
    });
}

} // namespace ml
