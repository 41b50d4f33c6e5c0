// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleanswerflag.h"
#include "plaintext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ml
{

PuzzleAnswerFlag::PuzzleAnswerFlag(QWidget *parent)
    : QFrame(parent), m_text(plainLabel(this)), m_update(new QPushButton(this)),
      m_keep(new QPushButton(this))
{
    setObjectName(QStringLiteral("staleAnswerFlag"));
    setFrameShape(QFrame::StyledPanel);
    // A warning colour that reads on light and dark styles alike; the text says it in words.
    setStyleSheet(QStringLiteral("ml--PuzzleAnswerFlag { background: #fff3cd; border: 1px solid "
                                 "#c9a227; border-radius: 4px; } QLabel { color: #4a3b00; }"));
    m_text->setObjectName(QStringLiteral("staleAnswerText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_update->setObjectName(QStringLiteral("updateAnswerButton"));
    m_keep->setObjectName(QStringLiteral("keepAnswerButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_update);
    buttons->addWidget(m_keep);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    connect(m_update, &QPushButton::clicked, this, &PuzzleAnswerFlag::updateRequested);
    connect(m_keep, &QPushButton::clicked, this, &PuzzleAnswerFlag::keepRequested);
    retranslateUi();
    hide();
}

void PuzzleAnswerFlag::showFlag(const QString &text, bool canUpdate)
{
    m_text->setText(text);
    m_update->setEnabled(canUpdate);
    setVisible(!text.isEmpty());
}

QString PuzzleAnswerFlag::text() const
{
    return m_text->text();
}

void PuzzleAnswerFlag::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QFrame::changeEvent(event);
}

void PuzzleAnswerFlag::retranslateUi()
{
    m_update->setText(tr("&Update the answer"));
    m_update->setToolTip(tr("Store the answer the rules give for the board as it is now"));
    m_keep->setText(tr("&Keep it"));
    m_keep->setToolTip(tr("Leave the stored answer as it is; the warning comes back after the "
                          "next edit that leaves it wrong"));
}

} // namespace ml
