// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzletextedit.h"
#include "plaintext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPlainTextEdit>

namespace ml
{

PuzzleTextEdit::PuzzleTextEdit(QWidget *parent)
    : QWidget(parent), m_enLabel(plainLabel(this)), m_nlLabel(plainLabel(this)),
      m_en(new QPlainTextEdit(this)), m_nl(new QPlainTextEdit(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_enLabel, 0, 0);
    layout->addWidget(m_nlLabel, 0, 1);
    layout->addWidget(m_en, 1, 0);
    layout->addWidget(m_nl, 1, 1);
    for (QPlainTextEdit *edit : {m_en, m_nl}) {
        edit->setTabChangesFocus(true);
        // A few lines are what puzzle texts need; the dialog grows if the author wants more.
        edit->setMinimumHeight(fontMetrics().lineSpacing() * 3);
        connect(edit, &QPlainTextEdit::textChanged, this, &PuzzleTextEdit::changed);
    }
    m_en->setObjectName(QStringLiteral("en"));
    m_nl->setObjectName(QStringLiteral("nl"));
    retranslateUi();
}

PuzzleText PuzzleTextEdit::text() const
{
    return {m_en->toPlainText().trimmed(), m_nl->toPlainText().trimmed()};
}

void PuzzleTextEdit::setText(const PuzzleText &text)
{
    m_en->setPlainText(text.en);
    m_nl->setPlainText(text.nl);
}

QPlainTextEdit *PuzzleTextEdit::editor(const QString &language) const
{
    return language == u"nl" ? m_nl : m_en;
}

void PuzzleTextEdit::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void PuzzleTextEdit::retranslateUi()
{
    m_enLabel->setText(tr("English"));
    m_nlLabel->setText(tr("Dutch"));
    m_en->setPlaceholderText(tr("Required"));
    m_nl->setPlaceholderText(tr("Falls back to English when empty"));
}

} // namespace ml
