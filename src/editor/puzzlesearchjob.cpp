// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesearchjob.h"

#include <QThread>

namespace ml
{

PuzzleSearchJob::PuzzleSearchJob(QObject *parent) : QObject(parent) {}

PuzzleSearchJob::~PuzzleSearchJob()
{
    if (!m_thread) return;
    m_cancel = true;
    m_thread->wait();
    delete m_thread;
}

bool PuzzleSearchJob::start(const Game &game, int player, const QString &tileId)
{
    if (m_thread || player < 0 || !game.catalogue().find(tileId)) return false;
    m_cancel = false;
    m_result.reset();
    m_thread = QThread::create([this, game, player, tileId, outlook = m_outlook] {
        SearchOptions options;
        options.outlook = outlook;
        options.cancel = &m_cancel;
        // Queued onto this object's thread; dropped if the job is gone by then.
        options.progress = [this](int done, int total) {
            QMetaObject::invokeMethod(
                this, [this, done, total] { Q_EMIT progress(done, total); }, Qt::QueuedConnection);
        };
        m_result = searchBestMoves(game, player, *game.catalogue().find(tileId), options);
    });
    connect(m_thread, &QThread::finished, this, &PuzzleSearchJob::onThreadFinished);
    m_thread->start(QThread::LowPriority);
    return true;
}

void PuzzleSearchJob::cancel()
{
    m_cancel = true;
}

void PuzzleSearchJob::onThreadFinished()
{
    // A cancel the user gave while the job still showed as running wins, even when the
    // thread had already found everything: a quick search may end between the click and
    // the delivery of this call, and the user asked for no result.
    if (m_cancel && m_result) m_result->cancelled = true;
    m_thread->deleteLater();
    m_thread = nullptr;
    Q_EMIT finished();
}

} // namespace ml
