// SPDX-License-Identifier: GPL-3.0-or-later
#include "scorelogdock.h"
#include "plaintext.h"

#include "eventtext.h"
#include "scorelogmodel.h"
#include "stepper.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ml
{

ScoreLogDock::ScoreLogDock(QWidget *parent) : QDockWidget(parent), m_model(new ScoreLogModel(this))
{
    setObjectName(QStringLiteral("scoreLogDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);

    m_view = new QTreeView(content);
    m_view->setObjectName(QStringLiteral("scoreLogView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    // Both: clicked for the mouse, activated for Enter on a row chosen with the keyboard.
    connect(m_view, &QTreeView::clicked, this, &ScoreLogDock::jumpToRow);
    connect(m_view, &QTreeView::activated, this, &ScoreLogDock::jumpToRow);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_view->expandAll();
        m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
        for (int c = 1; c < m_model->columnCount(); ++c)
            m_view->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
        updateTotals();
        showCurrent();
    });

    m_totalsHeading = plainLabel(content);
    QFont bold = m_totalsHeading->font();
    bold.setBold(true);
    m_totalsHeading->setFont(bold);
    m_totals = new QTreeWidget(content);
    m_totals->setObjectName(QStringLiteral("scoreLogTotals"));
    m_totals->setRootIsDecorated(false);
    m_totals->setColumnCount(3);
    m_totals->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_totals->header()->setStretchLastSection(false);
    m_totals->header()->setSectionResizeMode(0, QHeaderView::Stretch);

    layout->addWidget(m_view, 1);
    layout->addWidget(m_totalsHeading);
    layout->addWidget(m_totals);
    setWidget(content);
    retranslateUi();
}

ScoreLogDock::~ScoreLogDock() = default;

void ScoreLogDock::setStepper(Stepper *stepper)
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_stepper = stepper;
    if (stepper)
        m_connections << connect(stepper, &Stepper::currentChanged, this, [this] {
            showCurrent();
            updateTotals();
        });
    m_model->setStepper(stepper); // resets the model, which refreshes the view and totals
}

void ScoreLogDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

void ScoreLogDock::retranslateUi()
{
    setWindowTitle(tr("Score log"));
    m_totalsHeading->setText(tr("Scores"));
    // A screen reader meets the two lists without a label beside them.
    m_view->setAccessibleName(tr("Score log: the steps that score"));
    m_totals->setAccessibleName(tr("Scores per player"));
    m_totals->setHeaderLabels({tr("Player"), tr("At this step"), tr("At the end")});
    m_model->retranslate();
    updateTotals();
}

void ScoreLogDock::jumpToRow(const QModelIndex &index)
{
    const int step = m_model->stepIndex(index);
    if (m_stepper && step >= 0) m_stepper->jumpTo(step);
}

void ScoreLogDock::showCurrent()
{
    if (!m_stepper || m_stepper->isEmpty()) return;
    const QModelIndex row = m_model->indexOfStep(m_stepper->current());
    if (row.isValid()) {
        m_view->setCurrentIndex(row);
        m_view->scrollTo(row);
    } else {
        m_view->clearSelection();
    }
}

void ScoreLogDock::updateTotals()
{
    m_totals->clear();
    if (!m_stepper || m_stepper->isEmpty()) return;
    const EventText text(*m_stepper);
    const QMap<QString, int> now = m_stepper->totals();
    const QMap<QString, int> end = m_model->totals();
    for (const Player &p : m_stepper->players()) {
        auto *item = new QTreeWidgetItem(m_totals);
        item->setText(0, text.playerName(p.id));
        item->setText(1, QString::number(now.value(p.id)));
        item->setText(2, QString::number(end.value(p.id)));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
}

} // namespace ml
