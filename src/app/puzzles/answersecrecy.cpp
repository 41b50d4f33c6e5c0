// SPDX-License-Identifier: GPL-3.0-or-later
#include "answersecrecy.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>

#include <algorithm>

namespace ml
{

AnswerSecrecy::AnswerSecrecy(QObject *parent) : QObject(parent), m_group(new QActionGroup(this))
{
    m_group->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
}

void AnswerSecrecy::guard(QAction *action)
{
    if (!action || m_guarded.contains(action)) return;
    Q_ASSERT(!action->actionGroup());
    m_guarded.append(action);
    m_group->addAction(action);
    connect(action, &QObject::destroyed, this, [this, action] { m_guarded.removeAll(action); });
    if (m_secret) applyTips();
}

QString AnswerSecrecy::why()
{
    return QCoreApplication::translate(
        "ml::AnswerSecrecy",
        "Not while the puzzle is being solved: this would show its answer. Check a right "
        "answer or press Reveal first.");
}

void AnswerSecrecy::setSecret(bool secret)
{
    if (secret == m_secret) return;
    if (secret) {
        // Off before disabled: a disabled action no longer triggers, and a shown panel or
        // explore mode would go on showing what the answer is made of.
        for (QAction *a : std::as_const(m_guarded))
            if (a->isCheckable() && a->isChecked() && a->isEnabled()) a->trigger();
    }
    m_secret = secret;
    m_group->setEnabled(!secret);
    if (secret)
        applyTips();
    else
        restoreTips();
    Q_EMIT secretChanged(secret);
}

void AnswerSecrecy::applyTips()
{
    const QString text = why();
    for (QAction *a : std::as_const(m_guarded)) {
        auto own = std::find_if(m_ownTips.begin(), m_ownTips.end(),
                                [a](const Tips &t) { return t.action == a; });
        if (own == m_ownTips.end()) {
            m_ownTips.append({a, a->toolTip(), a->statusTip()});
        } else if (a->toolTip() != text) {
            // Someone gave it new tips meanwhile (a language switch): those are its own now.
            own->toolTip = a->toolTip();
            own->statusTip = a->statusTip();
        }
        a->setToolTip(text);
        a->setStatusTip(text);
    }
}

void AnswerSecrecy::restoreTips()
{
    for (const Tips &t : std::as_const(m_ownTips)) {
        if (!t.action) continue;
        // A tool tip that was only the action's text goes back to following the text.
        t.action->setToolTip(t.toolTip == t.action->iconText() ? QString() : t.toolTip);
        t.action->setStatusTip(t.statusTip);
    }
    m_ownTips.clear();
}

void AnswerSecrecy::retranslate()
{
    if (m_secret) applyTips();
}

} // namespace ml
