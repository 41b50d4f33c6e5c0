// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzle.h"

#include <QJsonObject>
#include <QObject>
#include <QString>

#include <optional>

namespace ml
{

class BoardDocument;

// Keeps a puzzle board's stored answer honest while it is edited: after every change
// of the document the rules engine solves the puzzle again (the same checkPuzzle() that
// `meeplelab-cli check` runs) and the watch says whether the stored key still agrees. Puzzle
// boards are small, so solving on each edit is quick enough to flag a wrong answer at once.
// Free questions and puzzles without a stored key have nothing the board can make wrong.
class PuzzleAnswerWatch : public QObject
{
    Q_OBJECT
public:
    explicit PuzzleAnswerWatch(BoardDocument *document, QObject *parent = nullptr);

    // The stored answer no longer fits the board, and nobody chose to keep it for this state.
    bool isFlagged() const;
    // The stored answer no longer fits the board, kept or not.
    bool isStale() const { return m_stale; }
    const std::optional<PuzzleAnswer> &storedAnswer() const { return m_stored; }
    // What the rules give now; empty when the puzzle cannot be posed on the board any more.
    const std::optional<PuzzleAnswer> &computedAnswer() const { return m_computed; }
    // Why it cannot be posed (set only when computedAnswer() is empty and isStale()).
    const FileError &problem() const { return m_problem; }

    // "Keep it": the author knows; the flag stays away until the board changes again.
    void keep();
    // "Update the answer": stores the computed key in the puzzle as one undo step. False with
    // *why when there is nothing to store or the document refuses it.
    bool update(QString *why = nullptr);

Q_SIGNALS:
    // After each check of the stored answer (whether or not the verdict changed).
    void checked();

private:
    void recheck();

    BoardDocument *m_document;
    bool m_stale = false;
    std::optional<PuzzleAnswer> m_stored;
    std::optional<PuzzleAnswer> m_computed;
    FileError m_problem;
    // The document as it was when "Keep it" was chosen; an edit makes it differ.
    std::optional<QJsonObject> m_kept;
};

} // namespace ml
