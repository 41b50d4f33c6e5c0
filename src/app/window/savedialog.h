// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

class QWidget;

namespace ml
{

// The file dialogs that write (Save as, Export): they start in the board's folder and ask
// before replacing a file, also when the user types a name without its suffix.
namespace SaveDialog
{
struct Filter {
    QString text;   // "PNG image (*.png)", translated
    QString suffix; // "png": added to a name typed without one
};

// Asks where to save; empty when cancelled. The first filter is chosen at first. The suffix
// of the chosen filter is added by the dialog itself (QFileDialog::setDefaultSuffix), before
// it checks whether the file exists, so that typing "name" where "name.meeple" exists asks
// first. `name`, when given, is proposed in the name field.
QString ask(QWidget *parent, const QString &objectName, const QString &title,
            const QList<Filter> &filters, const QString &folder, const QString &name);

// The folder a dialog starts in: that of `boardFile` when it is a file on disk, else the
// folder used last (remember()), else the user's documents.
QString startFolder(const QString &boardFile);
// Keeps the folder of `path` as the one used last (QSettings).
void remember(const QString &path);
// `title` made fit for a file name on every system: the characters a file system refuses
// (/ \ : * ? " < > | and control characters) become spaces, runs of spaces one, and leading
// or trailing dots and spaces go; at most 100 characters. Empty when nothing is left.
QString fileNameFrom(const QString &title);
} // namespace SaveDialog

} // namespace ml
