// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "puzzlesearch.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <optional>

class QThread;

namespace ml
{

// The best-move search on a worker thread, so the dialog stays responsive and can show
// progress and cancel. The job owns its copy of the game; the result is read on the GUI
// thread after finished(), which the thread's end orders after every write to it.
class PuzzleSearchJob : public QObject
{
    Q_OBJECT
public:
    explicit PuzzleSearchJob(QObject *parent = nullptr);
    // Cancels a running search and waits for it: the thread uses this object's members.
    ~PuzzleSearchJob() override;

    // Starts searching where `player` should put tile `tileId` on `game`. False when a search
    // is already running or the tile is unknown.
    bool start(const Game &game, int player, const QString &tileId);
    void cancel();
    // Ranks ties by what each move leaves (SearchOptions::outlook), as the analysis board and
    // `analyse` do; off by default, as puzzles need only the gain.
    void setOutlook(bool on) { m_outlook = on; }
    bool isRunning() const { return m_thread != nullptr; }

    // The last finished search; empty before the first one ends.
    const std::optional<SearchResult> &result() const { return m_result; }

Q_SIGNALS:
    void progress(int done, int total);
    // Also after a cancel; result()->cancelled tells which. A cancel() before this signal
    // always ends in a cancelled result, however far the search got.
    void finished();

private:
    void onThreadFinished();

    QThread *m_thread = nullptr;
    std::atomic_bool m_cancel{false};
    bool m_outlook = false;
    std::optional<SearchResult> m_result;
};

} // namespace ml
