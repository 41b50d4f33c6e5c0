// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationtextdialog.h"

#include "ui_annotationtextdialog.h"

#include <QDialogButtonBox>
#include <QLineEdit>

namespace ml
{

AnnotationTextDialog::AnnotationTextDialog(const QString &title, int maxLength, QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::AnnotationTextDialog>())
{
    m_ui->setupUi(this);
    // The title names what the text is for ("Arrow label (may stay empty)"); the form's
    // minimum width keeps it readable in the window manager's title bar.
    setWindowTitle(title);
    for (QLineEdit *e : {m_ui->englishText, m_ui->dutchText})
        e->setMaxLength(maxLength);
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

AnnotationTextDialog::~AnnotationTextDialog() = default;

void AnnotationTextDialog::setText(const AnnotationText &text)
{
    m_ui->englishText->setText(text.in(QStringLiteral("en")));
    m_ui->dutchText->setText(text.in(QStringLiteral("nl")));
}

AnnotationText AnnotationTextDialog::fromLanguages(const QString &english, const QString &dutch)
{
    const QString en = english.trimmed(), nl = dutch.trimmed();
    AnnotationText t;
    if (en == nl || en.isEmpty() || nl.isEmpty()) {
        t.all = en.isEmpty() ? nl : en;
    } else {
        t.perLanguage = true;
        t.en = en;
        t.nl = nl;
    }
    return t;
}

AnnotationText AnnotationTextDialog::text() const
{
    return fromLanguages(m_ui->englishText->text(), m_ui->dutchText->text());
}

bool AnnotationTextDialog::ask(QWidget *parent, const QString &title, AnnotationText *text,
                               int maxLength)
{
    AnnotationTextDialog dialog(title, maxLength, parent);
    dialog.setText(*text);
    if (dialog.exec() != QDialog::Accepted) return false;
    *text = dialog.text();
    return true;
}

} // namespace ml
