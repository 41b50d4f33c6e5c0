// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "tilepicture.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ml
{

class TileRenderer;
namespace Ui
{
class AnalysisDock;
}

// The analysis board's panel in Explore: which tile and player to analyse, the search's
// progress with Cancel, the best moves of the cell pointed at (click one to see the board
// after it) and the way back. A view only: AnalysisController fills it and acts on its
// signals. The layout is ui/analysisdock.ui.
class AnalysisDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit AnalysisDock(const TileRenderer *renderer, QWidget *parent = nullptr);
    ~AnalysisDock() override;

    // The tiles of the board's catalogue, "next of the stack" first when `stackTile` is set;
    // the choice is kept when it is still there.
    void setTiles(const TileCatalogue &catalogue, const QString &stackTile);
    QString tileId() const; // empty without a choice
    bool takesStackTile() const;
    void setPlayers(const QList<Player> &players, int toMove);
    int player() const; // index in the players, -1 without any
    void setStatus(const QString &text);
    void setSearching(bool running, int done = 0, int total = 0);
    // The moves of one cell: a heading and a line per move; empty texts clear the list.
    void setMoves(const QString &heading, const QStringList &moves);
    void setPreviewing(bool on);

    QComboBox *tileBox() const;
    QComboBox *playerBox() const;
    QListWidget *moveList() const;
    QPushButton *backButton() const;
    QPushButton *cancelButton() const;
    QProgressBar *progressBar() const;

Q_SIGNALS:
    void choiceChanged();
    void moveChosen(int row);
    void backWanted();
    void cancelWanted();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    std::unique_ptr<Ui::AnalysisDock> m_ui;
    TileIcons m_icons;
    QString m_stackTile;
};

} // namespace ml
