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

void PuzzleReviewJob::start(const BoardFile &file, const Puzzle &puzzle,
                            const PuzzleAnswer &computed)
{
    m_result.reset();
    Request request{file, puzzle, computed};
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
    // The thread gets its own copies; the board is played again there, as check does.
    m_thread = QThread::create([this, request] {
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline timeline = Timeline::build(request.file, {}, options);
        FileError error;
        m_threadResult = reviewPuzzle(timeline, request.puzzle, request.computed, &error);
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
