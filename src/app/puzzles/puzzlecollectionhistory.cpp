// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlecollectionhistory.h"

#include "puzzlelibrary.h"

#include <QDir>
#include <QSettings>

namespace ml::PuzzleCollectionHistory
{

namespace
{

const char *const RecentKey = "puzzleLibrary/recentCollections";
const char *const LastKey = "puzzleLibrary/lastCollection";

} // namespace

QStringList recentFolders()
{
    QStringList folders;
    for (const QString &folder : QSettings().value(QLatin1String(RecentKey)).toStringList())
        if (QDir(folder).exists()) folders << folder;
    return folders;
}

QString lastCollection()
{
    const QString last = QSettings().value(QLatin1String(LastKey)).toString();
    return !last.isEmpty() && QDir(last).exists() ? last : PuzzleLibrary::defaultDirectory();
}

void remember(const QString &directory)
{
    const QString folder = QDir::cleanPath(directory);
    QSettings settings;
    settings.setValue(QLatin1String(LastKey), folder);
    if (folder == PuzzleLibrary::defaultDirectory()) return;
    QStringList recent = settings.value(QLatin1String(RecentKey)).toStringList();
    recent.removeAll(folder);
    recent.prepend(folder);
    settings.setValue(QLatin1String(RecentKey), recent.mid(0, Kept));
}

} // namespace ml::PuzzleCollectionHistory
