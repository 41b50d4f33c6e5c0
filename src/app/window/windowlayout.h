// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QMainWindow;

namespace ml
{

// The window's size and place and the arrangement of its docks and toolbars, kept in
// QSettings under a key so that each arrangement can have its own ("main" today; the jobs of
// editing, exploring and solving may each get one). Docks and toolbars are found by object
// name, so every one of them needs a unique name.
namespace WindowLayout
{
void save(const QMainWindow *window, const QString &key);
// Puts back what save() kept under `key`. False, and the window as it was, when nothing was
// kept or it no longer fits this version's docks.
bool restore(QMainWindow *window, const QString &key);
} // namespace WindowLayout

} // namespace ml
