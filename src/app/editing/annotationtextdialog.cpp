#include "annotationtextdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>

namespace ml
{

AnnotationTextDialog::AnnotationTextDialog(const QString &title, int maxLength, QWidget *parent)
    : QDialog(parent), m_english(new QLineEdit(this)), m_dutch(new QLineEdit(this))
{
    setObjectName(QStringLiteral("annotationTextDialog"));
    setWindowTitle(title);
    m_english->setObjectName(QStringLiteral("englishText"));
    m_dutch->setObjectName(QStringLiteral("dutchText"));
    for (QLineEdit *e : {m_english, m_dutch})
        e->setMaxLength(maxLength);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&English:"), m_english);
    form->addRow(tr("&Dutch:"), m_dutch);
    form->addRow(buttons);
}

void AnnotationTextDialog::setText(const AnnotationText &text)
{
    m_english->setText(text.in(QStringLiteral("en")));
    m_dutch->setText(text.in(QStringLiteral("nl")));
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
    return fromLanguages(m_english->text(), m_dutch->text());
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
