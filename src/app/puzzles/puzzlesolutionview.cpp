// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesolutionview.h"
#include "plaintext.h"

#include "eventtext.h"
#include "refusaltext.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ml
{

PuzzleSolutionView::PuzzleSolutionView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("solutionView"));
    m_heading = plainLabel(this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_title = plainLabel(this);
    m_title->setObjectName(QStringLiteral("solutionTitle"));
    m_title->setWordWrap(true);
    m_title->setFont(bold);
    m_position = plainLabel(this);
    m_position->setObjectName(QStringLiteral("solutionPosition"));
    m_text = plainLabel(this);
    m_text->setObjectName(QStringLiteral("solutionText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_points = plainLabel(this);
    m_points->setObjectName(QStringLiteral("solutionPoints"));
    m_points->setWordWrap(true);
    m_previous = new QPushButton(this);
    m_previous->setObjectName(QStringLiteral("solutionPrevious"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("solutionNext"));
    m_close = new QPushButton(this);
    m_close->setObjectName(QStringLiteral("solutionClose"));
    m_yours = new QPushButton(this);
    m_yours->setObjectName(QStringLiteral("solutionYours"));
    m_best = new QPushButton(this);
    m_best->setObjectName(QStringLiteral("solutionBest"));
    auto *choice = new QButtonGroup(this);
    for (QPushButton *b : {m_yours, m_best}) {
        b->setCheckable(true);
        choice->addButton(b);
    }

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_previous);
    buttons->addWidget(m_position, 1, Qt::AlignCenter);
    buttons->addWidget(m_next);
    auto *toggles = new QHBoxLayout;
    toggles->addWidget(m_yours);
    toggles->addWidget(m_best);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addLayout(toggles);
    layout->addLayout(buttons);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_points);
    layout->addWidget(m_close);

    connect(m_previous, &QPushButton::clicked, this, &PuzzleSolutionView::previous);
    connect(m_next, &QPushButton::clicked, this, &PuzzleSolutionView::next);
    connect(m_close, &QPushButton::clicked, this, &PuzzleSolutionView::close);
    connect(m_yours, &QPushButton::clicked, this, [this] { showYours(true); });
    connect(m_best, &QPushButton::clicked, this, [this] { showYours(false); });
    retranslateUi();
    hide();
}

bool PuzzleSolutionView::setSolution(const BoardFile &solution, int firstMove)
{
    m_boards = {solution};
    m_firstMove = firstMove;
    m_shown = 0;
    return load(0);
}

bool PuzzleSolutionView::setComparison(const BoardFile &yours, const BoardFile &best, int firstMove,
                                       bool startWithYours)
{
    m_boards = {yours, best};
    m_firstMove = firstMove;
    m_shown = startWithYours ? 0 : 1;
    return load(m_shown);
}

void PuzzleSolutionView::showYours(bool yours)
{
    const int which = yours ? 0 : 1;
    if (!isComparing() || !m_active || which == m_shown) return;
    // The same phase of the other move: the two can be compared step by step.
    const int step = current();
    m_shown = which;
    if (!load(which)) return;
    jumpTo(m_start + qMin(step, count() - 1));
}

bool PuzzleSolutionView::load(int which)
{
    m_error.clear();
    m_yours->setVisible(isComparing());
    m_best->setVisible(isComparing());
    m_yours->setChecked(which == 0);
    m_best->setChecked(which == 1);
    // The solution's own timeline: the board with the answer's move (or its end) added.
    if (!m_stepper.setTimeline(Timeline::build(m_boards.at(which))) || m_stepper.errorMove() >= 0) {
        // The answer's own move must play: a refusal means the key is broken.
        m_error = RefusalText(m_stepper.players()).fileError(m_stepper.error());
        m_stepper.clear();
        close();
        return false;
    }
    m_start = -1;
    for (int i = 0; i < m_stepper.count() && m_start < 0; ++i) {
        const Step &s = m_stepper.step(i);
        if (m_firstMove >= 0 ? s.move == m_firstMove : s.kind == Step::Kind::Final) m_start = i;
    }
    if (m_start < 0) {
        m_error = tr("The solution has no step to show.");
        m_stepper.clear();
        m_start = 0;
        close();
        return false;
    }
    m_active = true;
    show();
    m_stepper.jumpTo(m_start);
    showCurrent();
    return true;
}

void PuzzleSolutionView::jumpTo(int index)
{
    if (!m_active || index < m_start || index >= m_stepper.count()) return;
    m_stepper.jumpTo(index);
    showCurrent();
}

void PuzzleSolutionView::close()
{
    const bool was = m_active;
    m_active = false;
    hide();
    if (was) Q_EMIT gameChanged(nullptr, {});
    m_game.reset();
}

void PuzzleSolutionView::next()
{
    if (!m_active || m_stepper.current() + 1 >= m_stepper.count()) return;
    m_stepper.next();
    showCurrent();
}

void PuzzleSolutionView::previous()
{
    if (!m_active || m_stepper.current() <= m_start) return;
    m_stepper.previous();
    showCurrent();
}

QString PuzzleSolutionView::titleText() const
{
    return m_title->text();
}

QString PuzzleSolutionView::explanationText() const
{
    return m_text->text();
}

void PuzzleSolutionView::showCurrent()
{
    if (!m_active) return;
    const int index = m_stepper.current();
    showTexts();
    m_previous->setEnabled(index > m_start);
    m_next->setEnabled(index + 1 < m_stepper.count());
    m_game = m_stepper.positionAt(index);
    Q_EMIT gameChanged(m_game, m_stepper.marks(index, false));
}

void PuzzleSolutionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void PuzzleSolutionView::retranslateUi()
{
    m_heading->setText(tr("The solution, step by step"));
    m_previous->setText(tr("◀ Previous"));
    m_next->setText(tr("Next ▶"));
    m_close->setText(tr("Back to the puzzle"));
    m_yours->setText(tr("Your move"));
    m_best->setText(tr("The best move"));
    // The explanation is worded at display time: word it again in the new language.
    if (m_active) showTexts();
}

void PuzzleSolutionView::showTexts()
{
    const int index = m_stepper.current();
    const EventText text(m_stepper);
    m_heading->setText(isComparing() ? tr("Your move and the best one, step by step")
                                     : tr("The solution, step by step"));
    m_title->setText(text.stepTitle(m_stepper, index));
    m_position->setText(tr("Step %1 of %2").arg(current() + 1).arg(count()));
    m_text->setText(text.stepText(m_stepper, index).join(u'\n'));
    QStringList gained;
    const QMap<QString, int> points = m_stepper.pointsOf(index);
    for (const Player &p : m_stepper.players()) {
        const int v = points.value(p.id);
        if (v != 0)
            gained << tr("%1 %2").arg(text.playerName(p.id),
                                      v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v));
    }
    m_points->setText(gained.isEmpty()
                          ? QString()
                          : tr("Points in this step: %1").arg(gained.join(QStringLiteral(", "))));
    m_points->setVisible(!gained.isEmpty());
}

} // namespace ml
