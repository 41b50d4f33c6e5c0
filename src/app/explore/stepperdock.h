// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepper.h"

#include <QDockWidget>
#include <QList>
#include <QMap>
#include <QPointer>

#include <memory>

class QAction;
class QLabel;
class QTextBrowser;
class QToolButton;
class QTreeWidget;

namespace ml
{

namespace Ui
{
class StepperDock;
}

// Steps through a board's turns: buttons (and keys) for first, previous, next and last, the
// move and phase of the current step, what happened in it and why each point is scored,
// with rule ids as links, and the scores at that step. The texts come from EventText at
// display time and are made again on a language change. The fixed part is laid out in
// ui/stepperdock.ui.
class StepperDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit StepperDock(QWidget *parent = nullptr);
    ~StepperDock() override;

    // Shows `stepper` (not owned). Without one the dock uses a stepper of its own.
    void setStepper(Stepper *stepper);
    Stepper *stepper() const;
    // Steps through `file` with the dock's current stepper; false when the set-up fails.
    bool setBoardFile(const BoardFile &file, const QMap<QString, QString> &overrides = {});

    // Home, Left (Alt+Left), Right (Alt+Right), End. They work while the dock has focus;
    // the main window can add them to a menu or toolbar and widen their shortcut context.
    QAction *firstAction() const { return m_first; }
    QAction *previousAction() const { return m_previous; }
    QAction *nextAction() const { return m_next; }
    QAction *lastAction() const { return m_last; }

    // What the dock shows, as plain text (for tests and accessibility).
    QString titleText() const;
    QString explanationText() const;

Q_SIGNALS:
    // A rule link in the explanation was clicked.
    void ruleActivated(const QString &ruleId);
    // What the board marks at the current step (Stepper::marks, without the points); empty
    // when there is no step.
    void marksChanged(const ml::StepMarks &marks);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showCurrent();
    // Shows the step's title and tells a screen reader of the new step.
    void announce(const QString &title);
    QString explanationHtml() const;
    // The replay's refusal in the interface's words; empty when every step played.
    QString errorText() const;

    std::unique_ptr<Ui::StepperDock> m_ui;
    Stepper *m_own;
    QPointer<Stepper> m_stepper;
    QList<QMetaObject::Connection> m_connections;
    QAction *m_first;
    QAction *m_previous;
    QAction *m_next;
    QAction *m_last;
    QList<QToolButton *> m_buttons;
    QLabel *m_title;
    QLabel *m_position;
    QTextBrowser *m_explanation;
    QTreeWidget *m_scores;
};

} // namespace ml
