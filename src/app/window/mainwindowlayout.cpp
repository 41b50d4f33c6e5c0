// SPDX-License-Identifier: GPL-3.0-or-later
// The arrangement side of MainWindow: each job (editing, exploring, solving a puzzle) shows
// the panels it needs, large enough at 1280x720, and remembers how the user arranged them.
#include "mainwindow.h"

#include "boardinfodock.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "joblayout.h"
#include "movepanel.h"
#include "movetool.h"
#include "playersdock.h"
#include "puzzlesolverdock.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "screenfit.h"
#include "stepperdock.h"
#include "tilepalettedock.h"

#include <QDockWidget>
#include <QScopedValueRollback>
#include <QSettings>

namespace ml
{

void MainWindow::createJobLayouts()
{
    m_jobs = new JobLayout(this);
    // Editing as the window was built: tiles on the left, board and players on the right.
    const QByteArray editing = saveState();
    m_jobs->setDefault(JobLayout::Job::Editing, [this, editing] { restoreState(editing); });
    // Exploring: the board as large as it can be, the step text and the score log in one
    // column beside it, where a wide screen has room and the board keeps its height.
    m_jobs->setDefault(JobLayout::Job::Exploring, [this] {
        for (QDockWidget *d :
             {static_cast<QDockWidget *>(m_palette), static_cast<QDockWidget *>(m_players),
              m_historyDock, static_cast<QDockWidget *>(m_dock),
              static_cast<QDockWidget *>(m_movePanel), static_cast<QDockWidget *>(m_solverDock)})
            d->hide();
        addDockWidget(Qt::RightDockWidgetArea, m_stepperDock);
        splitDockWidget(m_stepperDock, m_scoreLogDock, Qt::Vertical);
        m_stepperDock->show();
        m_scoreLogDock->show();
        resizeDocks({m_stepperDock}, {qMax(420, width() * 2 / 5)}, Qt::Horizontal);
        resizeDocks({m_stepperDock, m_scoreLogDock}, {height() * 11 / 20, height() * 9 / 20},
                    Qt::Vertical);
    });
    // Solving: the solve panel the whole height beside the board, the board panel (title and
    // description) behind it as a tab; nothing to edit with.
    m_jobs->setDefault(JobLayout::Job::Solving, [this] {
        for (QDockWidget *d :
             {static_cast<QDockWidget *>(m_palette), static_cast<QDockWidget *>(m_players),
              m_historyDock, static_cast<QDockWidget *>(m_movePanel),
              static_cast<QDockWidget *>(m_stepperDock),
              static_cast<QDockWidget *>(m_scoreLogDock)})
            d->hide();
        addDockWidget(Qt::RightDockWidgetArea, m_solverDock);
        m_solverDock->show();
        m_dock->show();
        tabifyDockWidget(m_solverDock, m_dock);
        m_solverDock->raise();
        resizeDocks({m_solverDock}, {qMax(400, width() * 1 / 3)}, Qt::Horizontal);
    });
}

// Fits the window on the screen it opens on: at most 1280x800, and never taller than the
// screen less its title bar (a 720-pixel laptop screen shows the whole window). From then on
// no panel, job or language makes the window leave its screen (screenfit.h).
void MainWindow::fitToScreen()
{
    if (!m_screenFit) m_screenFit = new ScreenFit(this);
    m_screenFit->fitDefault();
}

JobLayout::Job MainWindow::currentJob() const
{
    if (m_explore->isExploring()) return JobLayout::Job::Exploring;
    if (m_solverDock->puzzle()) return JobLayout::Job::Solving;
    return JobLayout::Job::Editing;
}

JobLayout::Job MainWindow::job() const
{
    return m_jobs->job();
}

void MainWindow::updateJob()
{
    if (!m_jobs) return; // still being built
    const JobLayout::Job job = currentJob();
    // Restoring an arrangement shows and hides docks; the stepper dock's toggle must not
    // read that as the user starting or ending explore mode.
    const QScopedValueRollback arranging(m_arranging, true);
    m_jobs->switchTo(job);
    // What a job must (not) show, whatever the user left in its arrangement: the stepper
    // only while exploring (closing it ends explore mode), the solve panel only for a puzzle,
    // the record-moves panel only with its tool.
    m_stepperDock->setVisible(job == JobLayout::Job::Exploring);
    if (job != JobLayout::Job::Exploring) m_scoreLogDock->hide();
    m_solverDock->setVisible(job == JobLayout::Job::Solving);
    if (job != JobLayout::Job::Editing || m_view->tool() != m_moveTool) m_movePanel->hide();
    if (m_screenFit) m_screenFit->update();
}

void MainWindow::resetLayout()
{
    m_jobs->reset();
    updateJob();
}

void MainWindow::saveLayout(QSettings &settings) const
{
    m_jobs->save(settings);
}

void MainWindow::restoreLayout(const QSettings &settings)
{
    m_jobs->restore(settings);
    updateJob();
}

} // namespace ml
