// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "puzzle.h"
#include "puzzlecheck.h"
#include "timeline.h"

#include <QObject>

#include <optional>

class QThread;

namespace ml
{

// The honest-key review (reviewPuzzle: is the best move the only one, does the key hold under
// every rules reading) on a worker thread. A best-move review runs the search once per other
// option value, which on a big board takes seconds: the author dialog must not freeze.
// A review asked for while one runs waits for it and then replaces it; the superseded
// result is dropped, so finished() always belongs to the last request.
class PuzzleReviewJob : public QObject
{
    Q_OBJECT
public:
    explicit PuzzleReviewJob(QObject *parent = nullptr);
    // Waits for a running review: the thread writes this object's members.
    ~PuzzleReviewJob() override;

    // Reviews `computed`, the key the rules give for `puzzle` on the board `board` is the
    // timeline of (shared with the thread: a timeline is read-only, its position cache locked).
    void start(const Timeline &board, const Puzzle &puzzle, const PuzzleAnswer &computed);
    // Forgets the request: a running review ends unseen, a waiting one never starts.
    void drop();
    bool isRunning() const { return m_thread != nullptr || m_pending.has_value(); }

    // The last finished review; empty while none, or when the board could not be reviewed.
    const std::optional<PuzzleReview> &result() const { return m_result; }

Q_SIGNALS:
    void finished();

private:
    struct Request {
        Timeline board;
        Puzzle puzzle;
        PuzzleAnswer computed;
    };
    void run(const Request &request);
    void onThreadFinished();

    QThread *m_thread = nullptr;
    std::optional<Request> m_pending;           // asked for while m_thread ran
    bool m_dropped = false;                     // the running review's result is not wanted
    std::optional<PuzzleReview> m_threadResult; // written by the thread only while it runs
    std::optional<PuzzleReview> m_result;
};

} // namespace ml
