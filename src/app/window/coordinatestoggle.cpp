// SPDX-License-Identifier: GPL-3.0-or-later
#include "coordinatestoggle.h"

#include "boardview.h"
#include "explorecontroller.h"

#include <QAction>
#include <QSettings>

namespace ml
{

namespace
{
QString settingsKey(bool exploring)
{
    return exploring ? QStringLiteral("view/coordinatesExploring")
                     : QStringLiteral("view/coordinates");
}
} // namespace

CoordinatesToggle::CoordinatesToggle(QAction *action, BoardView *view, ExploreController *explore,
                                     QObject *parent)
    : QObject(parent), m_action(action), m_view(view), m_explore(explore)
{
    connect(m_action, &QAction::toggled, this, &CoordinatesToggle::toggled);
    connect(m_explore, &ExploreController::jobChanged, this, &CoordinatesToggle::jobChanged);
    jobChanged();
}

void CoordinatesToggle::jobChanged()
{
    const bool exploring = m_explore->isExploring();
    const bool on = QSettings().value(settingsKey(exploring), exploring).toBool();
    m_switching = true;
    m_action->setChecked(on);
    m_switching = false;
    m_view->setShowCoordinates(on);
}

void CoordinatesToggle::toggled(bool on)
{
    m_view->setShowCoordinates(on);
    if (!m_switching) QSettings().setValue(settingsKey(m_explore->isExploring()), on);
}

} // namespace ml
