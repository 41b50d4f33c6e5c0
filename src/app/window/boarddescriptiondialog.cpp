// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddescriptiondialog.h"
#include "ui_boarddescriptiondialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QPushButton>

namespace ml
{

BoardDescriptionDialog::BoardDescriptionDialog(const QString &description, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::BoardDescriptionDialog>())
{
    m_ui->setupUi(this);
    // Plain text always: a player's name or a title from a file is never read as markup.
    m_ui->descriptionText->setPlainText(description.isEmpty() ? tr("There is no board to describe.")
                                                              : description);
    m_ui->buttons->addButton(m_ui->copyButton, QDialogButtonBox::ActionRole);
    if (QPushButton *close = m_ui->buttons->button(QDialogButtonBox::Close))
        close->setAccessibleName(tr("Close the description"));
    connect(m_ui->copyButton, &QPushButton::clicked, this, &BoardDescriptionDialog::copy);
    // The text first, so that a screen reader starts reading it at once.
    m_ui->descriptionText->setFocus();
}

BoardDescriptionDialog::~BoardDescriptionDialog() = default;

QString BoardDescriptionDialog::text() const
{
    return m_ui->descriptionText->toPlainText();
}

void BoardDescriptionDialog::copy()
{
    QApplication::clipboard()->setText(text());
}

} // namespace ml
