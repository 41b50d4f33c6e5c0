// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlecollectionsession.h"

#include "boarddocument.h"
#include "puzzlecollectionbar.h"
#include "puzzleprogress.h"
#include "puzzlesolverdock.h"

namespace ml
{

PuzzleCollectionSession::PuzzleCollectionSession(BoardDocument *document, PuzzleSolverDock *dock,
                                                 PuzzleCollectionBar *bar, QObject *parent)
    : QObject(parent), m_document(document), m_dock(dock), m_bar(bar)
{
    connect(m_document, &BoardDocument::reset, this, &PuzzleCollectionSession::boardOpened);
    connect(m_dock, &PuzzleSolverDock::checked, this, [this](PuzzleSolverDock::Verdict verdict) {
        // A right check after Reveal only repeats the answer shown.
        if (verdict != PuzzleSolverDock::Verdict::Right || m_dock->isAuthorView() ||
            m_dock->isRevealed())
            return;
        PuzzleProgress::recordSolved(m_key);
        showPlace();
    });
    connect(m_dock, &PuzzleSolverDock::revealed, this, [this] {
        if (m_dock->isAuthorView()) return;
        PuzzleProgress::recordRevealed(m_key);
        showPlace();
    });
    connect(m_bar, &PuzzleCollectionBar::previousRequested, this, [this] { step(-1); });
    connect(m_bar, &PuzzleCollectionBar::nextRequested, this, [this] { step(+1); });
    boardOpened();
}

void PuzzleCollectionSession::start(const PuzzleLibrary &collection)
{
    m_pending = collection;
}

QString PuzzleCollectionSession::directory() const
{
    return m_collection && m_index >= 0 ? m_collection->directory() : QString();
}

void PuzzleCollectionSession::setLanguage(const QString &language)
{
    m_language = language;
    showPlace();
}

// The place is found from the board's file name, so a board the window did not open after
// all (the user kept an edited one) leaves the collection as it was.
void PuzzleCollectionSession::boardOpened()
{
    const BoardFile *file = m_document->file();
    m_key = file ? PuzzleProgress::keyOf(*file) : QString();
    const QString name = m_document->fileName();
    if (m_pending && m_pending->indexOf(name) >= 0) m_collection = std::move(m_pending);
    m_pending.reset();
    m_index = m_collection ? m_collection->indexOf(name) : -1;
    if (m_index < 0) m_collection.reset();
    showPlace();
}

void PuzzleCollectionSession::step(int by)
{
    if (!m_collection) return;
    const int to = m_index + by;
    if (to < 0 || to >= m_collection->entries().size()) return;
    Q_EMIT openRequested(m_collection->entries()[to].path);
}

void PuzzleCollectionSession::showPlace()
{
    if (!m_collection || m_index < 0) {
        m_bar->clearPlace();
        return;
    }
    m_bar->setPlace(m_collection->titleIn(m_language), m_index, int(m_collection->entries().size()),
                    PuzzleProgress::state(m_key));
}

} // namespace ml
