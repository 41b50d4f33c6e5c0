// SPDX-License-Identifier: GPL-3.0-or-later
#include "plaintext.h"

#include <QLabel>
#include <QTextDocument>

namespace ml
{

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void markOwnMarkup(QLabel *label)
{
    label->setTextFormat(Qt::RichText);
    label->setProperty(kOwnMarkupProperty, true);
}

bool hasOwnMarkup(const QLabel *label)
{
    return label->property(kOwnMarkupProperty).toBool();
}

QMessageBox *plainMessageBox(QMessageBox::Icon icon, const QString &title, const QString &text,
                             QMessageBox::StandardButtons buttons, QWidget *parent,
                             bool deleteOnClose)
{
    // The format is set before the text, so the text is never looked at as HTML.
    auto *box = new QMessageBox(icon, title, QString(), buttons, parent);
    box->setTextFormat(Qt::PlainText);
    box->setText(text);
    if (deleteOnClose) box->setAttribute(Qt::WA_DeleteOnClose);
    return box;
}

void setPlainInformativeText(QMessageBox *box, const QString &text)
{
    // Qt makes the informative label on first use and gives it no format of its own; a blank
    // first text makes it, so that the real text arrives at a plain label.
    box->setInformativeText(QStringLiteral(" "));
    auto *label = box->findChild<QLabel *>(QStringLiteral("qt_msgbox_informativelabel"));
    if (label) {
        label->setTextFormat(Qt::PlainText);
        box->setInformativeText(text);
    } else {
        // Another Qt may name it otherwise: then the text goes as escaped HTML.
        box->setInformativeText(Qt::convertFromPlainText(text));
    }
}

QMessageBox::StandardButton plainWarning(QWidget *parent, const QString &title, const QString &text,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton)
{
    QMessageBox *box = plainMessageBox(QMessageBox::Warning, title, text, buttons, parent, false);
    if (defaultButton != QMessageBox::NoButton) box->setDefaultButton(defaultButton);
    const auto answer = QMessageBox::StandardButton(box->exec());
    delete box;
    return answer;
}

} // namespace ml
