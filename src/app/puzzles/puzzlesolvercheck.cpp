// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle panel's checking: the answer in the fields, or the move played on the board,
// against the key, and the verdict with its feedback.
#include "puzzlesolverdock.h"

#include "puzzleanswerfields.h"
#include "puzzlefeedback.h"

#include <QLabel>

namespace ml
{

void PuzzleSolverDock::submitMove(const Move &move)
{
    if (!m_puzzle || m_puzzle->kind != PuzzleKind::BestMove) return;
    setPlayedMove(move);
    // Checked as played: the board may carry a magic action the fields cannot show.
    m_lastMove = move;
    check();
}

void PuzzleSolverDock::setPlayedMove(const Move &move)
{
    if (!m_puzzle || m_puzzle->kind != PuzzleKind::BestMove) return;
    m_fields->showMove(move);
    m_playedMove = move;
}

void PuzzleSolverDock::check()
{
    if (!m_puzzle || !m_answer || !m_board || m_puzzle->kind == PuzzleKind::Free) return;
    // What is checked is kept, so a language switch words this check again, not the fields
    // the solver has changed since.
    m_checkedMove = m_lastMove ? *m_lastMove : m_fields->move();
    m_checkedScores = m_fields->scores();
    m_feedback = evaluate();
    Verdict v = Verdict::Wrong;
    if (m_feedback->verdict == PuzzleFeedback::Verdict::Right) v = Verdict::Right;
    if (m_feedback->verdict == PuzzleFeedback::Verdict::Impossible) v = Verdict::Impossible;
    setVerdict(v, verdictDetail());
    const bool newlySolved = v == Verdict::Right && !m_solved;
    if (newlySolved) m_solved = true;
    refreshTexts();
    Q_EMIT checked(v);
    if (newlySolved) Q_EMIT secrecyChanged();
}

PuzzleFeedback PuzzleSolverDock::evaluate() const
{
    if (m_puzzle->kind == PuzzleKind::BestMove)
        return PuzzleFeedback::ofMove(*m_board, *m_before, *m_puzzle, *m_answer, m_checkedMove);
    return PuzzleFeedback::ofScores(*m_board, *m_puzzle, *m_answer, m_checkedScores);
}

QString PuzzleSolverDock::verdictDetail() const
{
    if (!m_feedback) return {};
    const PuzzleFeedback &fb = *m_feedback;
    if (fb.kind != PuzzleKind::BestMove)
        return fb.misses.isEmpty()
                   ? tr("Every score is right.")
                   : tr("%n score(s) are not right yet.", nullptr, int(fb.misses.size()));
    switch (fb.verdict) {
    case PuzzleFeedback::Verdict::Impossible:
        return tr("The rules do not allow this move: %1").arg(fb.refusal);
    case PuzzleFeedback::Verdict::Right:
        return tr("This is a best move: it gains %1 over the others.").arg(m_answer->gain);
    case PuzzleFeedback::Verdict::Wrong:
        break;
    }
    return tr("This move gains %1 over the others; a better one exists.")
        .arg(fb.yours ? fb.yours->gain : 0);
}

void PuzzleSolverDock::setVerdict(Verdict verdict, const QString &detail)
{
    m_verdict = verdict;
    m_verdictDetail = detail;
    QString head;
    QString colour;
    switch (verdict) {
    case Verdict::Right:
        head = tr("Right!");
        colour = QStringLiteral("#1b7a2e");
        break;
    case Verdict::Wrong:
        head = tr("Not right.");
        colour = QStringLiteral("#b3261e");
        break;
    case Verdict::Impossible:
        head = tr("Not possible.");
        colour = QStringLiteral("#b3261e");
        break;
    case Verdict::None:
        break;
    }
    m_verdictPlain = head.isEmpty() ? QString() : head + u' ' + detail;
    m_verdictLabel->setText(head.isEmpty()
                                ? QString()
                                : QStringLiteral("<b style=\"color:%1\">%2</b> %3")
                                      .arg(colour, head.toHtmlEscaped(), detail.toHtmlEscaped()));
    m_verdictLabel->setVisible(verdict != Verdict::None);
}

QString PuzzleSolverDock::verdictText() const
{
    return m_verdictPlain;
}

} // namespace ml
