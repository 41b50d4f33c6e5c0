// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>

#include <functional>

class QMainWindow;
class QSettings;

namespace ml
{

// The three jobs of the main window each get their own arrangement of panels: editing a
// board (tiles, board and players panels), exploring its moves (step-through and score log
// beside the board) and solving a puzzle (the solve panel beside the board). Switching job
// keeps how the user arranged the one left (QMainWindow::saveState) and brings back the
// arrangement of the next, or its default the first time. Which panels a job must or must
// not show is the window's to enforce after a switch; this class only keeps the layouts.
class JobLayout : public QObject
{
    Q_OBJECT
public:
    enum class Job { Editing, Exploring, Solving };
    Q_ENUM(Job)

    explicit JobLayout(QMainWindow *window);

    // Lays the panels out for a job the first time it is shown.
    void setDefault(Job job, std::function<void()> arrange);
    Job job() const { return m_job; }
    // Keeps the current job's arrangement and shows the next one's. Returns false when the
    // job does not change (nothing is touched then).
    bool switchTo(Job job);
    // Forgets every arrangement and lays the current job out afresh (View > Reset layout).
    void reset();

    // The arrangements of all jobs, under "layout/<job>" (the current one as it is now).
    void save(QSettings &settings);
    // Arrangements saved by an earlier run; the current job's is shown at once.
    void restore(const QSettings &settings);

    static QString key(Job job);

private:
    void show(Job job);

    QMainWindow *m_window;
    Job m_job = Job::Editing;
    QHash<int, QByteArray> m_states;
    QHash<int, std::function<void()>> m_defaults;
};

} // namespace ml
