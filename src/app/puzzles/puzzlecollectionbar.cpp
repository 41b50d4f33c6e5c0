// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlecollectionbar.h"

#include "puzzleprogresstext.h"
#include "ui_puzzlecollectionbar.h"

#include <QAction>
#include <QEvent>

namespace ml
{

PuzzleCollectionBar::PuzzleCollectionBar(QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::PuzzleCollectionBar>())
{
    m_ui->setupUi(this);
    // The actions belong to this bar, so their keys work wherever the focus is in the window
    // while the solve panel shows, and go quiet with it.
    addAction(m_ui->actionPreviousPuzzle);
    addAction(m_ui->actionNextPuzzle);
    m_ui->previousPuzzle->setDefaultAction(m_ui->actionPreviousPuzzle);
    m_ui->nextPuzzle->setDefaultAction(m_ui->actionNextPuzzle);
    connect(m_ui->actionPreviousPuzzle, &QAction::triggered, this,
            &PuzzleCollectionBar::previousRequested);
    connect(m_ui->actionNextPuzzle, &QAction::triggered, this, &PuzzleCollectionBar::nextRequested);
    clearPlace();
}

PuzzleCollectionBar::~PuzzleCollectionBar() = default;

QAction *PuzzleCollectionBar::previousAction() const
{
    return m_ui->actionPreviousPuzzle;
}

QAction *PuzzleCollectionBar::nextAction() const
{
    return m_ui->actionNextPuzzle;
}

void PuzzleCollectionBar::setPlace(const QString &title, int index, int count, PuzzleState state)
{
    m_title = title;
    m_index = index;
    m_count = count;
    m_state = state;
    showPlace();
}

void PuzzleCollectionBar::clearPlace()
{
    setPlace({}, -1, 0, PuzzleState::NotTried);
}

void PuzzleCollectionBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        showPlace();
    }
    QWidget::changeEvent(event);
}

void PuzzleCollectionBar::showPlace()
{
    const bool inCollection = m_index >= 0 && m_index < m_count;
    m_ui->actionPreviousPuzzle->setEnabled(inCollection && m_index > 0);
    m_ui->actionNextPuzzle->setEnabled(inCollection && m_index + 1 < m_count);
    if (!inCollection) {
        m_ui->collectionPlace->setText(tr("Not from a collection"));
        return;
    }
    QString text = tr("Puzzle %1 of %2 · %3")
                       .arg(QString::number(m_index + 1), QString::number(m_count), m_title);
    if (m_state != PuzzleState::NotTried)
        text = tr("%1 · %2").arg(text, PuzzleProgressText::stateName(m_state));
    m_ui->collectionPlace->setText(text);
}

} // namespace ml
