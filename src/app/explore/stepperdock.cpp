// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepperdock.h"

#include "boardaccessible.h"
#include "eventhtml.h"
#include "eventtext.h"
#include "refusaltext.h"
#include "stepper.h"
#include "ui_stepperdock.h"

#include <QAccessible>
#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>
#include <QUrl>

namespace ml
{

StepperDock::StepperDock(QWidget *parent)
    : QDockWidget(parent), m_ui(std::make_unique<Ui::StepperDock>()), m_own(new Stepper(this))
{
    m_ui->setupUi(this);
    QWidget *content = m_ui->content;
    m_first = m_ui->firstAction;
    m_previous = m_ui->previousAction;
    m_next = m_ui->nextAction;
    m_last = m_ui->lastAction;
    // Both plain arrows and Alt+arrows: plain ones are quickest, Alt ones stay free when a
    // text field or the board view wants the arrows for itself. (A form holds one key each.)
    m_previous->setShortcuts({QKeySequence(Qt::Key_Left), QKeySequence(Qt::ALT | Qt::Key_Left)});
    m_next->setShortcuts({QKeySequence(Qt::Key_Right), QKeySequence(Qt::ALT | Qt::Key_Right)});
    m_buttons = {m_ui->stepFirst, m_ui->stepPrevious, m_ui->stepNext, m_ui->stepLast};
    const QList<QAction *> actions = {m_first, m_previous, m_next, m_last};
    for (int i = 0; i < actions.size(); ++i) {
        content->addAction(actions[i]); // the keys work while the dock has focus
        m_buttons[i]->setDefaultAction(actions[i]);
    }
    m_position = m_ui->stepPosition;
    connect(m_first, &QAction::triggered, this, [this] { stepper()->first(); });
    connect(m_previous, &QAction::triggered, this, [this] { stepper()->previous(); });
    connect(m_next, &QAction::triggered, this, [this] { stepper()->next(); });
    connect(m_last, &QAction::triggered, this, [this] { stepper()->last(); });

    m_title = m_ui->stepTitle;
    m_explanation = m_ui->stepExplanation;
    connect(m_explanation, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String(EventHtml::RuleScheme)) Q_EMIT ruleActivated(url.path());
    });

    m_scores = m_ui->stepScores;
    m_scores->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_scores->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    // A few players fit; the explanation above gets the rest of the height.
    m_scores->setMaximumHeight(m_scores->fontMetrics().height() * 6);
    setStepper(nullptr);
}

StepperDock::~StepperDock() = default;

Stepper *StepperDock::stepper() const
{
    return m_stepper ? m_stepper.data() : m_own;
}

void StepperDock::setStepper(Stepper *stepper)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_stepper = stepper;
    Stepper *s = this->stepper();
    m_connections << connect(s, &Stepper::currentChanged, this, &StepperDock::showCurrent);
    m_connections << connect(s, &Stepper::stepsReset, this, &StepperDock::showCurrent);
    showCurrent();
}

bool StepperDock::setBoardFile(const BoardFile &file, const QMap<QString, QString> &overrides)
{
    return stepper()->setBoardFile(file, overrides);
}

QString StepperDock::titleText() const
{
    return m_title->text();
}

QString StepperDock::explanationText() const
{
    return m_explanation->toPlainText();
}

void StepperDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        showCurrent(); // the step's texts are worded again
    }
    QDockWidget::changeEvent(event);
}

QString StepperDock::explanationHtml() const
{
    const Stepper *s = stepper();
    const int index = s->current();
    const EventText text(*s);
    QString html = EventHtml::step(text, *s, index);
    // A refused move or end ends the steps early; say so where the steps stop, in the
    // replay's words.
    if (index == s->count() - 1 && !s->errorString().isEmpty()) {
        const QString why = s->endRefused() ? tr("The game cannot end here: %1")
                                            : tr("The next move is refused: %1");
        html += QStringLiteral("<p><i>%1</i></p>").arg(why.arg(errorText()).toHtmlEscaped());
    }
    return html;
}

QString StepperDock::errorText() const
{
    const Stepper *s = stepper();
    if (s->errorString().isEmpty()) return {};
    return RefusalText(s->players()).fileError(s->error());
}

void StepperDock::announce(const QString &title)
{
    // Qt 6.4 has no announcement event and no live region, so the step title label stands in
    // for one: its description is the step's explanation, set first, and its name, the title,
    // is told as changed on every step. A screen reader gets the name change (AT-SPI
    // object:property-change:accessible-name) and reads the new title and the text with it.
    m_title->setAccessibleDescription(m_explanation->toPlainText());
    const bool same = m_title->text() == title;
    m_title->setText(title); // QLabel tells a new text itself, once
    // The same title with a new text (the steps made again after an edit) is told here.
    if (same && BoardAccessible::wanted()) {
        QAccessibleEvent renamed(m_title, QAccessible::NameChanged);
        BoardAccessible::send(&renamed);
    }
}

void StepperDock::showCurrent()
{
    const Stepper *s = stepper();
    m_scores->clear();
    m_scores->setVisible(!s->isEmpty() && !s->players().isEmpty());
    if (s->isEmpty()) {
        m_position->clear();
        m_explanation->setPlainText(errorText());
        announce(s->errorString().isEmpty() ? tr("No board") : tr("The board cannot be set up"));
        for (QAction *a : {m_first, m_previous, m_next, m_last})
            a->setEnabled(false);
        Q_EMIT marksChanged({});
        return;
    }
    const int index = s->current();
    const EventText text(*s);
    m_position->setText(tr("Step %1 of %2").arg(index + 1).arg(s->count()));
    m_explanation->setHtml(explanationHtml());
    announce(text.stepTitle(*s, index));
    m_first->setEnabled(index > 0);
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < s->count());
    m_last->setEnabled(index + 1 < s->count());

    const QMap<QString, int> totals = s->totalsAt(index);
    const QMap<QString, int> gained = s->pointsOf(index);
    for (const Player &p : s->players()) {
        auto *item = new QTreeWidgetItem(m_scores);
        item->setText(0, text.playerName(p.id));
        item->setText(1, QString::number(totals.value(p.id)));
        if (gained.contains(p.id)) item->setText(2, tr("+%1").arg(gained.value(p.id)));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    // As tall as its rows (up to six), so that the explanation above gets the rest.
    const int rows = qMin(6, m_scores->topLevelItemCount());
    if (rows > 0)
        m_scores->setMaximumHeight(m_scores->header()->sizeHint().height() +
                                   rows * m_scores->sizeHintForRow(0) + 2 * m_scores->frameWidth());
    Q_EMIT marksChanged(s->marks(index, false));
}

} // namespace ml
