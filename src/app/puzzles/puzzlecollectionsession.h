// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlelibrary.h"

#include <QObject>

#include <optional>

namespace ml
{

class BoardDocument;
class PuzzleCollectionBar;
class PuzzleSolverDock;

// The collection the open puzzle came from, for the solve panel's Next/Previous, and the
// solver's progress on it. It follows the document: a board opened from one of the
// collection's files (by Next, the library, or File > Open) keeps the collection; any other
// board leaves it. Whatever board is open, a right check before Reveal records the puzzle as
// solved and Reveal as revealed (PuzzleProgress), except in the author's view, where the
// answer was known all along.
class PuzzleCollectionSession : public QObject
{
    Q_OBJECT
public:
    PuzzleCollectionSession(BoardDocument *document, PuzzleSolverDock *dock,
                            PuzzleCollectionBar *bar, QObject *parent = nullptr);

    // The library is about to open one of `collection`'s puzzles: the next board opened
    // from its files belongs to it.
    void start(const PuzzleLibrary &collection);
    // The folder of the open puzzle's collection; empty when it came from none.
    QString directory() const;
    // Its place in that collection, -1 when none.
    int index() const { return m_index; }
    void setLanguage(const QString &language);

Q_SIGNALS:
    // Next or Previous: the window opens `path` (asking first to save an edited board).
    void openRequested(const QString &path);

private:
    void boardOpened();
    void step(int by);
    void showPlace();

    BoardDocument *m_document;
    PuzzleSolverDock *m_dock;
    PuzzleCollectionBar *m_bar;
    std::optional<PuzzleLibrary> m_collection;
    std::optional<PuzzleLibrary> m_pending; // given by start(), until the next board opens
    int m_index = -1;
    QString m_key; // PuzzleProgress::keyOf() the open board, as it was opened
    QString m_language = QStringLiteral("en");
};

} // namespace ml
