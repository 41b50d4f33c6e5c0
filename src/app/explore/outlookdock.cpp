// SPDX-License-Identifier: GPL-3.0-or-later
#include "outlookdock.h"
#include "plaintext.h"

#include "eventtext.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ml
{

namespace
{
QTreeWidget *newTree(QWidget *parent, const QString &name, int columns)
{
    auto *tree = new QTreeWidget(parent);
    tree->setObjectName(name);
    tree->setColumnCount(columns);
    tree->setWordWrap(true);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    return tree;
}

QLabel *newHeading(QWidget *parent)
{
    auto *label = plainLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    return label;
}
} // namespace

OutlookDock::OutlookDock(QWidget *parent) : QDockWidget(parent)
{
    setObjectName(QStringLiteral("outlookDock"));
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    m_featuresHeading = newHeading(content);
    m_features = newTree(content, QStringLiteral("outlookFeatures"), 3);
    m_scoresHeading = newHeading(content);
    m_scores = newTree(content, QStringLiteral("outlookScores"), 4);
    m_scores->setRootIsDecorated(false);
    layout->addWidget(m_featuresHeading);
    layout->addWidget(m_features, 1);
    layout->addWidget(m_scoresHeading);
    layout->addWidget(m_scores);
    setWidget(content);
    retranslateUi();
}

void OutlookDock::setOutlook(const Outlook &outlook, const QList<Player> &players,
                             const CellNames &cells)
{
    m_outlook = outlook;
    m_players = players;
    m_cells = cells;
    fill();
}

void OutlookDock::clear()
{
    setOutlook({}, {});
}

void OutlookDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

void OutlookDock::retranslateUi()
{
    setWindowTitle(tr("Outlook"));
    m_featuresHeading->setText(tr("If the game ended now"));
    m_scoresHeading->setText(tr("Projected final scores"));
    m_features->setHeaderLabels({tr("Open feature"), tr("Who"), tr("Points")});
    m_scores->setHeaderLabels({tr("Player"), tr("Now"), tr("Open features"), tr("Projected")});
    fill();
}

void OutlookDock::fill()
{
    m_features->clear();
    m_scores->clear();
    const EventText text(m_players, m_cells);
    if (m_outlook.gameOver) {
        auto *item = new QTreeWidgetItem(m_features);
        item->setText(0, tr("The game is over: the final scoring has run."));
    } else if (m_outlook.features.isEmpty() && !m_players.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_features);
        item->setText(0, tr("No figure stands on an open feature."));
    }
    for (const ScoreEvent &e : std::as_const(m_outlook.features)) {
        auto *item = new QTreeWidgetItem(m_features);
        // The title and where it starts: two roads are told apart, the explanation below
        // lists every cell.
        item->setText(0, e.cells.isEmpty()
                             ? EventText::title(e)
                             : tr("%1 at %2", "feature title, its first cell")
                                   .arg(EventText::title(e), text.cellText(e.cells.first())));
        item->setText(1, e.winners.isEmpty() ? tr("nobody") : text.playerNames(e.winners));
        int points = 0;
        for (const QString &w : e.winners)
            points = qMax(points, e.points.value(w));
        item->setText(2, QString::number(points));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        // Why: the same sentences the step-through gives for a final scoring.
        QStringList why = text.explain(e);
        if (!e.rules.isEmpty()) why << EventText::rulesText(e.rules);
        for (const QString &line : std::as_const(why)) {
            auto *child = new QTreeWidgetItem(item);
            child->setText(0, line);
            child->setFirstColumnSpanned(true);
        }
    }
    for (const Player &p : std::as_const(m_players)) {
        auto *item = new QTreeWidgetItem(m_scores);
        const int now = m_outlook.now.value(p.id);
        const int projected = m_outlook.projected.value(p.id, now);
        item->setText(0, text.playerName(p.id));
        item->setText(1, QString::number(now));
        item->setText(2, QStringLiteral("+%1").arg(projected - now));
        item->setText(3, QString::number(projected));
        for (int c = 1; c < 4; ++c)
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
    // The players' table as tall as its rows, so the features get the rest of the panel.
    const int rows = qMax(1, m_scores->topLevelItemCount());
    const int row = m_scores->topLevelItemCount() ? m_scores->sizeHintForRow(0)
                                                  : m_scores->fontMetrics().height() + 4;
    m_scores->setMaximumHeight(m_scores->header()->sizeHint().height() + rows * row +
                               2 * m_scores->frameWidth() + 2);
}

} // namespace ml
