// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellnames.h"
#include "outlook.h"

#include <QDockWidget>

class QLabel;
class QTreeWidget;

namespace ml
{

// "Outlook" in Explore: each open feature of the board shown, what it would score if the
// game ended now (who, how many points, and the final scoring's own explanation, worded by
// EventText), and each player's score now and projected. Worded again on a language change.
class OutlookDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit OutlookDock(QWidget *parent = nullptr);

    // Cells are named by `cells`, as the board's edges label them.
    void setOutlook(const Outlook &outlook, const QList<Player> &players,
                    const CellNames &cells = {});
    void clear();
    const Outlook &outlook() const { return m_outlook; }
    QTreeWidget *featureTree() const { return m_features; }
    QTreeWidget *scoreTree() const { return m_scores; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fill();

    Outlook m_outlook;
    QList<Player> m_players;
    CellNames m_cells;
    QLabel *m_featuresHeading;
    QLabel *m_scoresHeading;
    QTreeWidget *m_features;
    QTreeWidget *m_scores;
};

} // namespace ml
