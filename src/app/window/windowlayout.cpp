// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowlayout.h"

#include <QMainWindow>
#include <QSettings>

namespace ml
{

namespace
{
// Raised when the docks change so much that an old arrangement would put them in odd places:
// restoreState() refuses a state saved with another number.
constexpr int kLayoutVersion = 1;

QString settingsKey(const QString &key, const char *part)
{
    return QStringLiteral("windowLayout/%1/%2").arg(key, QLatin1String(part));
}
} // namespace

void WindowLayout::save(const QMainWindow *window, const QString &key)
{
    QSettings settings;
    settings.setValue(settingsKey(key, "geometry"), window->saveGeometry());
    settings.setValue(settingsKey(key, "state"), window->saveState(kLayoutVersion));
}

bool WindowLayout::restore(QMainWindow *window, const QString &key)
{
    const QSettings settings;
    const QByteArray geometry = settings.value(settingsKey(key, "geometry")).toByteArray();
    const QByteArray state = settings.value(settingsKey(key, "state")).toByteArray();
    if (geometry.isEmpty() || state.isEmpty()) return false;
    // The size first, so that the docks' sizes are shared out in the window they were kept in.
    const bool placed = window->restoreGeometry(geometry);
    const bool docks = window->restoreState(state, kLayoutVersion);
    return placed && docks;
}

} // namespace ml
