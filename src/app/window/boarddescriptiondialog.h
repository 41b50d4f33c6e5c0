// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

#include <memory>

namespace ml
{

namespace Ui
{
class BoardDescriptionDialog;
}

// View > Describe the board: the position shown in words (BoardDescription), for a reader who
// cannot see the board, in a read-only plain-text field that a screen reader reads and the
// keyboard can select in, with a button that copies it. Laid out in
// ui/boarddescriptiondialog.ui.
class BoardDescriptionDialog : public QDialog
{
    Q_OBJECT
public:
    BoardDescriptionDialog(const QString &description, QWidget *parent);
    ~BoardDescriptionDialog() override;

    QString text() const;
    // Puts the whole text on the clipboard (the Copy button).
    void copy();

private:
    std::unique_ptr<Ui::BoardDescriptionDialog> m_ui;
};

} // namespace ml
