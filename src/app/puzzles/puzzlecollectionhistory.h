// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace ml
{

// The collection folders a user opened, in the program's QSettings, so that the library
// dialog offers them again and opens at the one last used.
namespace PuzzleCollectionHistory
{

// How many folders the library's list keeps.
constexpr int Kept = 8;

// Folders the user opened, the latest first; folders that are gone are left out.
QStringList recentFolders();
// The collection the library showed last (the bundled one at first, or when that folder is
// gone).
QString lastCollection();
// `directory` was opened: the last collection, and first of the recent folders unless it is
// the bundled one.
void remember(const QString &directory);

} // namespace PuzzleCollectionHistory

} // namespace ml
