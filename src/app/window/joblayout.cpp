// SPDX-License-Identifier: GPL-3.0-or-later
#include "joblayout.h"

#include <QMainWindow>
#include <QMetaEnum>
#include <QSettings>

namespace ml
{

namespace
{
// Bumped when the panels change so much that an old arrangement would put them wrong.
constexpr int kStateVersion = 1;
} // namespace

JobLayout::JobLayout(QMainWindow *window) : QObject(window), m_window(window) {}

void JobLayout::setDefault(Job job, std::function<void()> arrange)
{
    m_defaults.insert(int(job), std::move(arrange));
}

bool JobLayout::switchTo(Job job)
{
    if (job == m_job) return false;
    m_states.insert(int(m_job), m_window->saveState(kStateVersion));
    m_job = job;
    show(job);
    return true;
}

void JobLayout::show(Job job)
{
    const QByteArray state = m_states.value(int(job));
    if (!state.isEmpty() && m_window->restoreState(state, kStateVersion)) return;
    if (const auto arrange = m_defaults.value(int(job))) arrange();
}

void JobLayout::reset()
{
    m_states.clear();
    show(m_job);
}

QString JobLayout::key(Job job)
{
    return QStringLiteral("layout/") +
           QString::fromLatin1(QMetaEnum::fromType<Job>().valueToKey(int(job))).toLower();
}

void JobLayout::save(QSettings &settings)
{
    m_states.insert(int(m_job), m_window->saveState(kStateVersion));
    for (auto it = m_states.cbegin(); it != m_states.cend(); ++it)
        settings.setValue(key(Job(it.key())), it.value());
}

void JobLayout::restore(const QSettings &settings)
{
    for (Job job : {Job::Editing, Job::Exploring, Job::Solving}) {
        const QByteArray state = settings.value(key(job)).toByteArray();
        if (!state.isEmpty()) m_states.insert(int(job), state);
    }
    show(m_job);
}

} // namespace ml
