// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

namespace ml
{

// Texts from a file (titles, questions, hints, names, error messages quoting a value) are
// plain text. Qt's labels, message boxes and tool tips guess "rich text" from a leading tag
// and then load what an <img src=...> names, so a stranger's board could make the program read
// any local file (or /dev/zero until memory runs out). Every label is made plain here, and
// the few that show the program's own HTML say so with markOwnMarkup(), which
// tst_gui_plaintext checks.

// A label that never interprets its text.
QLabel *plainLabel(QWidget *parent);
// A label that shows HTML the program builds itself, with every text from a file escaped.
void markOwnMarkup(QLabel *label);
bool hasOwnMarkup(const QLabel *label);
inline constexpr const char *kOwnMarkupProperty = "meeplelabOwnMarkup";

// A message box whose text and informative text are shown as plain text. Not shown yet:
// callers open() or exec() it. Deletes itself on close when `deleteOnClose`.
QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent,
                             bool deleteOnClose = true);
// The box's informative text (the reason, the place), plain like its text.
void setPlainInformativeText(QMessageBox *box, const QString &text);
// QMessageBox::warning with plain text: blocks until answered.
QMessageBox::StandardButton
plainWarning(QWidget *parent, const QString &title, const QString &text,
             QMessageBox::StandardButtons buttons = QMessageBox::Ok,
             QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

} // namespace ml
