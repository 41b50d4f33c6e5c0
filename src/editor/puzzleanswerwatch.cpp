// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleanswerwatch.h"

#include "boarddocument.h"

namespace ml
{

PuzzleAnswerWatch::PuzzleAnswerWatch(BoardDocument *document, QObject *parent)
    : QObject(parent), m_document(document)
{
    connect(document, &BoardDocument::changed, this, &PuzzleAnswerWatch::recheck);
    // A board opened afresh has had no "Keep it" yet.
    connect(document, &BoardDocument::reset, this, [this] { m_kept.reset(); });
    recheck();
}

bool PuzzleAnswerWatch::isFlagged() const
{
    return m_stale && !(m_kept && *m_kept == m_document->json());
}

void PuzzleAnswerWatch::recheck()
{
    m_stale = false;
    m_stored.reset();
    m_computed.reset();
    m_problem = {};
    const BoardFile *file = m_document->file();
    std::optional<Puzzle> puzzle;
    if (file && Puzzle::present(*file)) puzzle = Puzzle::parse(*file, nullptr);
    if (puzzle && puzzle->answer && puzzle->kind != PuzzleKind::Free) {
        m_stored = puzzle->answer;
        FileError error;
        // The document has played the board already: the check reads its timeline.
        const std::optional<PuzzleCheck> check =
            checkPuzzle(m_document->timeline(), *puzzle, &error);
        if (!check) {
            m_stale = true; // the edit took away what the question needs
            m_problem = error;
        } else if (!check->ok) {
            m_stale = true;
            m_computed = check->answer; // the check has solved it already
        }
    }
    Q_EMIT checked();
}

void PuzzleAnswerWatch::keep()
{
    if (!m_stale) return;
    m_kept = m_document->json();
    Q_EMIT checked();
}

bool PuzzleAnswerWatch::update(QString *why)
{
    if (!m_stale || !m_computed) {
        if (why) *why = tr("the rules give no answer on this board");
        return false;
    }
    return m_document->setPuzzleAnswer(*m_computed, why);
}

} // namespace ml
