// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace ml
{

class BoardView;
class ExploreController;

// View > Coordinates: the column letters and row numbers along the board's edges, by which
// the step texts name cells ("tile MW-4 at C7"). On at first while exploring, where those
// texts are read, and off at first otherwise; each job keeps what the user last chose
// (QSettings), so turning them off in Explore does not turn them off for editing.
class CoordinatesToggle : public QObject
{
    Q_OBJECT
public:
    CoordinatesToggle(QAction *action, BoardView *view, ExploreController *explore,
                      QObject *parent);

private:
    void jobChanged();
    void toggled(bool on);

    QAction *m_action;
    BoardView *m_view;
    ExploreController *m_explore;
    bool m_switching = false; // the job set the action, the user did not choose
};

} // namespace ml
