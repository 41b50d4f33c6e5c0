// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QActionGroup;

namespace ml
{

// What a solver may see. While the open board's puzzle is unsolved (not checked right, not
// revealed, and not the author's own view), nothing may show what its answer is made of: the
// scorings (Explore and its steps, the score log, Score now, exports with step marks), the
// best moves and gains (the analysis board, the outlook, Compare variants) and the stored key
// (Edit puzzle, the board's text). This is the one switch every window follows: an action that
// would show any of these is guarded here once, and while the answer is secret it is disabled,
// with a tool tip and status tip saying why; a panel or mode it had turned on is turned off.
//
// The guarded actions share a non-exclusive QActionGroup: Qt disables the actions of a
// disabled group and gives each back its own enabled state afterwards, so the code that
// enables an action for its own reasons (exploring, a file open) needs to know nothing of this.
class AnswerSecrecy : public QObject
{
    Q_OBJECT
public:
    explicit AnswerSecrecy(QObject *parent = nullptr);

    // Adds `action` to those that show the answer. An action belongs to at most one
    // QActionGroup, so none that is in another group may be guarded.
    void guard(QAction *action);
    const QList<QAction *> &guarded() const { return m_guarded; }

    bool isSecret() const { return m_secret; }
    // Turning it on first turns off whatever a guarded checkable action had on (a panel
    // shown, explore mode), then disables them all.
    void setSecret(bool secret);
    // The tool tip of a guarded action while the answer is secret.
    static QString why();
    void retranslate();

Q_SIGNALS:
    void secretChanged(bool secret);

private:
    struct Tips {
        QPointer<QAction> action;
        QString toolTip;
        QString statusTip;
    };
    void applyTips();
    void restoreTips();

    QActionGroup *m_group;
    QList<QAction *> m_guarded;
    // Each action's own tips, put back when the answer is out.
    QList<Tips> m_ownTips;
    bool m_secret = false;
};

} // namespace ml
