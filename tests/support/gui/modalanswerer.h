// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QTimer>

#include <functional>

class QWidget;

namespace mltest
{

// Answers the next modal dialog or message box a GUI test expects. A test cannot answer a
// modal dialog after the call that opens it, since exec() only returns once the dialog is
// closed; so the answer is armed first and runs inside the dialog's own event loop.
//
// It looks every 20 ms from the moment it is armed, so a dialog that comes late (after queued
// work, or on a slow sanitizer build) is still answered, where one look at singleShot(0) would
// miss it and leave the test hanging in exec() until the test timeout. When no matching dialog
// comes within the deadline it gives up with a failure() that says what was awaited, and
// closes a different modal dialog that stands in the way, so that the test fails at its next
// check instead of hanging.
class ModalAnswerer
{
public:
    using Match = std::function<bool(QWidget *)>;
    using Answer = std::function<void(QWidget *)>;
    // Long enough for the slowest dialog of the sanitizer build, short beside the test timeout.
    static constexpr int DefaultDeadlineMs = 10000;

    ModalAnswerer();
    ModalAnswerer(const ModalAnswerer &) = delete;
    ModalAnswerer &operator=(const ModalAnswerer &) = delete;

    // Arms the answerer: `answer` runs once, on the first active modal widget `match` accepts
    // (any, when `match` is empty). `what` names the awaited dialog in failure(). Arming again,
    // also from inside an answer, forgets the last answer.
    void expect(const QString &what, const Match &match, const Answer &answer,
                int deadlineMs = DefaultDeadlineMs);
    // The same for the first modal widget of class T (QMessageBox, a dialog class of ours).
    template <typename T>
    void expect(const std::function<void(T *)> &answer, int deadlineMs = DefaultDeadlineMs)
    {
        expect(
            QString::fromLatin1(T::staticMetaObject.className()),
            [](QWidget *w) { return qobject_cast<T *>(w) != nullptr; },
            [answer](QWidget *w) { answer(qobject_cast<T *>(w)); }, deadlineMs);
    }

    bool isAnswered() const { return m_answered; }
    bool isWatching() const { return m_poll.isActive(); }
    // Runs the event loop until the dialog is answered or the deadline passes (at once when
    // either already happened); true when it was answered.
    bool wait();
    // Stops watching (from a test's cleanup(): an answer armed there may not reach the next
    // test's dialogs).
    void stop();
    // Why no answer was given: empty while watching or after an answer.
    QString failure() const { return m_failure; }

private:
    void look();

    QTimer m_poll;
    QElapsedTimer m_armed;
    int m_deadlineMs = DefaultDeadlineMs;
    QString m_what;
    Match m_match;
    Answer m_answer;
    bool m_answered = false;
    QString m_failure = QStringLiteral("nothing was expected (expect() not called)");
};

} // namespace mltest
