// SPDX-License-Identifier: GPL-3.0-or-later
#include "modalanswerer.h"

#include <QApplication>
#include <QDialog>
#include <QTest>
#include <QWidget>

namespace mltest
{

ModalAnswerer::ModalAnswerer()
{
    m_poll.setInterval(20);
    QObject::connect(&m_poll, &QTimer::timeout, &m_poll, [this] { look(); });
}

void ModalAnswerer::expect(const QString &what, const Match &match, const Answer &answer,
                           int deadlineMs)
{
    m_what = what;
    m_match = match;
    m_answer = answer;
    m_deadlineMs = deadlineMs;
    m_answered = false;
    m_failure.clear();
    m_armed.start();
    m_poll.start();
}

void ModalAnswerer::look()
{
    QWidget *modal = QApplication::activeModalWidget();
    if (modal && (!m_match || m_match(modal))) {
        // Stopped first: the answer may open the next dialog, whose loop would look again.
        m_poll.stop();
        m_answered = true;
        // A copy: the answer may arm this answerer again for the dialog that follows.
        const Answer answer = m_answer;
        answer(modal);
        return;
    }
    if (m_armed.elapsed() < m_deadlineMs) return;
    m_poll.stop();
    m_failure = QStringLiteral("%1 did not come within %2 ms").arg(m_what).arg(m_deadlineMs);
    if (modal) {
        // Another dialog holds the code under test in its exec(): close it, or the test
        // waits there until its time limit.
        m_failure +=
            QStringLiteral("; closed the %1 \"%2\" that came instead")
                .arg(QString::fromLatin1(modal->metaObject()->className()), modal->windowTitle());
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
        else
            modal->close();
    }
}

bool ModalAnswerer::wait()
{
    if (!QTest::qWaitFor([this] { return !m_poll.isActive(); }, m_deadlineMs + 1000)) {
        // Only when the poll never ran: something kept the event loop from it.
        m_poll.stop();
        m_failure = QStringLiteral("%1: the event loop never looked for it").arg(m_what);
    }
    return m_answered;
}

void ModalAnswerer::stop()
{
    if (!m_poll.isActive()) return;
    m_poll.stop();
    m_failure = QStringLiteral("stopped before %1 came").arg(m_what);
}

} // namespace mltest
