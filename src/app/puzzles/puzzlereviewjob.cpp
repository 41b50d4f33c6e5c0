// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlereviewjob.h"

#include "timeline.h"

#include <QThread>

namespace ml
{

PuzzleReviewJob::PuzzleReviewJob(QObject *parent) : QObject(parent) {}

PuzzleReviewJob::~PuzzleReviewJob()
{
    if (!m_thread) return;
    m_thread->wait();
    delete m_thread;
}

void PuzzleReviewJob::start(const Timeline &board, const Puzzle &puzzle,
                            const PuzzleAnswer &computed)
{
    m_result.reset();
    Request request{board, puzzle, computed};
    if (m_thread) {
        m_dropped = true;
        m_pending = std::move(request);
        return;
    }
    run(request);
}

void PuzzleReviewJob::drop()
{
    m_result.reset();
    m_pending.reset();
    if (m_thread) m_dropped = true;
}

void PuzzleReviewJob::run(const Request &request)
{
    m_dropped = false;
    m_threadResult.reset();
    // The thread gets its own copies; only the other rules readings are played there.
    m_thread = QThread::create([this, request] {
        FileError error;
        m_threadResult = reviewPuzzle(request.board, request.puzzle, request.computed, &error);
    });
    connect(m_thread, &QThread::finished, this, &PuzzleReviewJob::onThreadFinished);
    m_thread->start(QThread::LowPriority);
}

void PuzzleReviewJob::onThreadFinished()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    if (m_pending) {
        const Request next = std::move(*m_pending);
        m_pending.reset();
        run(next);
        return;
    }
    if (m_dropped) return;
    m_result = std::move(m_threadResult);
    Q_EMIT finished();
}

} // namespace ml
