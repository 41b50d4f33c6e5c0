// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilepicture.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace ml
{

class BoardDocument;
class MoveTool;
class TurnChoices;
class TileRenderer;
struct TileType;
namespace Ui
{
class MovePanel;
}

// The turn being recorded with the move tool, step by step, with the choices that are not a
// click on the board (player, tile, no figure, grow, stable, the token drawn), and the list
// of recorded moves with removal. A removal the later moves do not survive is refused with
// the reason; "Remove with later moves" then takes the tail too. A tile that fits nowhere is
// discarded with its own button; a hill tile gets the tile under it from a combo. Every change
// is a command on the document's undo stack. The fixed part is laid out in ui/movepanel.ui.
class MovePanel : public QDockWidget
{
    Q_OBJECT
public:
    MovePanel(BoardDocument *document, MoveTool *tool, QWidget *parent = nullptr);
    ~MovePanel() override;

    // Widgets the GUI tests drive by name.
    QListWidget *movesList() const { return m_moves; }
    QString stepText() const;
    QString problemText() const;
    // Each player's goods on the position the move is played on ("" without Traders &
    // Builders).
    QString goodsText() const;

public Q_SLOTS:
    void removeLastMove();
    void removeSelectedMove(bool withLater);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitWidth();
    void updateFromDocument();
    void updateFromTool();
    void showProblem(const QString &problem);
    QString moveText(int index) const;
    void updateDoubleTurn();

    std::unique_ptr<TileRenderer> m_renderer;
    TileIcons m_icons; // the tile chooser's pictures
    std::unique_ptr<Ui::MovePanel> m_ui;
    BoardDocument *m_document;
    MoveTool *m_tool;

    QComboBox *m_player;
    QComboBox *m_tile;
    QLabel *m_underLabel;
    QComboBox *m_under;
    QPushButton *m_discard;
    QLabel *m_goods;
    QLabel *m_step;
    QLabel *m_problem;
    TurnChoices *m_choices;
    QComboBox *m_token;
    QPushButton *m_cancel;
    QListWidget *m_moves;
    QPushButton *m_removeLast;
    QPushButton *m_removeSelected;
    QPushButton *m_removeTail;
    QPushButton *m_rerecord;
};

} // namespace ml
