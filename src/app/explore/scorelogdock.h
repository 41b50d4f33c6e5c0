// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepper.h"

#include <QDockWidget>
#include <QList>
#include <QPointer>

class QLabel;
class QModelIndex;
class QTreeView;
class QTreeWidget;

namespace ml
{

class ScoreLogModel;

// The score log: every scoring by move, then the final scoring, with each player's points,
// and a scoreboard of the totals at the current step and at the end. Clicking a row sends
// the stepper to that scoring; the current step's row is kept selected.
class ScoreLogDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit ScoreLogDock(QWidget *parent = nullptr);
    ~ScoreLogDock() override;

    // Follows `stepper` (not owned; share the StepperDock's).
    void setStepper(Stepper *stepper);
    Stepper *stepper() const { return m_stepper; }
    ScoreLogModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void jumpToRow(const QModelIndex &index);
    void showCurrent();
    void updateTotals();

    QPointer<Stepper> m_stepper;
    QList<QMetaObject::Connection> m_connections;
    ScoreLogModel *m_model;
    QTreeView *m_view;
    QLabel *m_totalsHeading;
    QTreeWidget *m_totals;
};

} // namespace ml
