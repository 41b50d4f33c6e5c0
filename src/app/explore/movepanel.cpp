// SPDX-License-Identifier: GPL-3.0-or-later
#include "movepanel.h"

#include "boarddocument.h"
#include "eventtext.h"
#include "movetool.h"
#include "refusaltext.h"
#include "tilepicture.h"
#include "tilerenderer.h"
#include "turnchoices.h"
#include "ui_movepanel.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>

namespace ml
{

MovePanel::MovePanel(BoardDocument *document, MoveTool *tool, QWidget *parent)
    : QDockWidget(parent), m_renderer(std::make_unique<TileRenderer>()), m_icons(m_renderer.get()),
      m_ui(std::make_unique<Ui::MovePanel>()), m_document(document), m_tool(tool)
{
    m_ui->setupUi(this);
    m_player = m_ui->player;
    m_tile = m_ui->tile;                // editable: typing an id is quicker than scrolling
    m_tile->setIconSize(QSize(56, 28)); // the pictures of TileIcons, double tiles too
    m_underLabel = m_ui->underLabel;
    m_under = m_ui->underTile;
    m_discard = m_ui->discardTile;
    m_goods = m_ui->goods;
    m_step = m_ui->step;
    m_problem = m_ui->problem;
    // Below the step and its problem, above the token drawn (a widget that needs the tool).
    m_choices = new TurnChoices(m_tool, TurnChoices::Use::Record, m_ui->body);
    m_ui->layout->insertWidget(m_ui->layout->indexOf(m_problem) + 1, m_choices);
    m_token = m_ui->token;
    const QStringList tokens = {QString(),           QStringLiteral("1"), QStringLiteral("2"),
                                QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("wolf")};
    for (int i = 0; i < tokens.size(); ++i)
        m_token->setItemData(i, tokens[i]);
    m_cancel = m_ui->cancelMove;
    m_moves = m_ui->moves;
    m_removeLast = m_ui->removeLast;
    m_removeSelected = m_ui->removeSelected;
    m_removeTail = m_ui->removeTail;
    m_rerecord = m_ui->rerecord;
    // Scrolls rather than making the window taller than a laptop screen, up and down only:
    // the panel is as wide as its rows need, and keeps so when a language or a board's sets
    // change them (Dutch rows are wider: "De abt terugnemen").
    m_ui->body->installEventFilter(this);
    fitWidth();

    connect(m_player, &QComboBox::activated, this,
            [this](int i) { m_tool->setPlayer(m_player->itemData(i).toString()); });
    connect(m_tile, &QComboBox::textActivated, m_tool, &MoveTool::setTile);
    connect(m_under, &QComboBox::activated, this,
            [this](int i) { m_tool->setUnderTile(m_under->itemData(i).toString()); });
    connect(m_discard, &QPushButton::clicked, m_tool, &MoveTool::discardTile);
    connect(m_ui->secondTile, &QRadioButton::clicked, this,
            [this] { m_tool->takeSecondTile(true); });
    connect(m_ui->nextPlayer, &QRadioButton::clicked, this,
            [this] { m_tool->takeSecondTile(false); });
    connect(m_token, &QComboBox::activated, this,
            [this](int i) { m_tool->setToken(m_token->itemData(i).toString()); });
    connect(m_cancel, &QPushButton::clicked, m_tool, &MoveTool::cancelMove);
    connect(m_removeLast, &QPushButton::clicked, this, &MovePanel::removeLastMove);
    connect(m_removeSelected, &QPushButton::clicked, this, [this] { removeSelectedMove(false); });
    connect(m_removeTail, &QPushButton::clicked, this, [this] { removeSelectedMove(true); });
    connect(m_rerecord, &QPushButton::clicked, this, [this] {
        const int row = m_moves->currentRow();
        if (row >= 0) m_tool->setEditIndex(row);
    });
    connect(m_document, &BoardDocument::changed, this, &MovePanel::updateFromDocument);
    connect(m_tool, &MoveTool::stateChanged, this, &MovePanel::updateFromTool);

    updateFromDocument();
}

MovePanel::~MovePanel() = default;

QString MovePanel::stepText() const
{
    return m_step->text();
}

QString MovePanel::problemText() const
{
    return m_problem->text();
}

QString MovePanel::goodsText() const
{
    return m_goods->isHidden() ? QString() : m_goods->text();
}

void MovePanel::showProblem(const QString &problem)
{
    m_problem->setText(problem);
}

void MovePanel::removeLastMove()
{
    const int count = int(m_document->turns().size());
    if (count == 0) return;
    QString why;
    if (!m_document->removeTurn(count - 1, 1, &why))
        showProblem(tr("The move cannot be removed: %1").arg(why));
}

void MovePanel::removeSelectedMove(bool withLater)
{
    const int row = m_moves->currentRow();
    if (row < 0) return;
    QString why;
    if (!m_document->removeTurn(row, withLater ? -1 : 1, &why))
        showProblem(tr("Move %1 cannot be removed alone, a later move depends on it: %2")
                        .arg(row + 1)
                        .arg(why));
}

QString MovePanel::moveText(int index) const
{
    const Move m = m_document->turns().value(index);
    QString text;
    switch (m.kind) {
    case Move::Kind::Tile:
        text = tr("%1. %2: tile %3 at %4,%5")
                   .arg(index + 1)
                   .arg(m.player, m.tile)
                   .arg(m.at.x)
                   .arg(m.at.y);
        break;
    case Move::Kind::Castle:
        text = tr("%1. %2: castle %3 at %4,%5")
                   .arg(index + 1)
                   .arg(m.player, m.tile)
                   .arg(m.at.x)
                   .arg(m.at.y);
        break;
    case Move::Kind::Discard:
        text = tr("%1. %2: discards %3").arg(index + 1).arg(m.player, m.tile);
        break;
    }
    if (!m.under.isEmpty()) text += tr(", %1 under the hill").arg(m.under);
    if (m.figure)
        text += tr(", %1 on %2")
                    .arg(RefusalText::figureName(figureTypeName(m.figure->type)), m.figure->on);
    if (!m.flockAction.isEmpty()) text += tr(", %1").arg(m.flockAction);
    if (m.doubleTurn) text += tr(" (second tile, builder)");
    return text;
}

void MovePanel::updateFromDocument()
{
    m_player->clear();
    for (const Player &p : m_document->players())
        m_player->addItem(BoardDocument::shownPlayerName(p.id, p.name), p.id);
    const QString current = m_tile->currentText();
    m_tile->clear();
    m_under->clear();
    m_under->addItem(tr("None"), QString()); // no tile under the hill
    if (const Game *g = m_document->setupGame()) {
        m_choices->setSets(g->sets()); // only the figures the board's sets have
        fitWidth();                    // as wide as the rows of these sets need, at once
        for (const TileType *t : g->catalogue().all()) {
            m_tile->addItem(m_icons.icon(*t), t->id);
            // Castles are never drawn, so none can end up face down under a hill.
            if (!t->isDouble()) m_under->addItem(t->id, t->id);
        }
    }
    m_tile->setCurrentText(current.isEmpty() ? m_tool->tileId() : current);

    const int selected = m_moves->currentRow();
    m_moves->clear();
    const int count = int(m_document->turns().size());
    for (int i = 0; i < count; ++i)
        m_moves->addItem(moveText(i));
    m_moves->setCurrentRow(qMin(selected, count - 1));
    m_removeLast->setEnabled(count > 0);
    updateFromTool();
}

void MovePanel::updateFromTool()
{
    const int p = m_player->findData(m_tool->player());
    if (p >= 0) m_player->setCurrentIndex(p);
    // The tile may also be picked in the palette: the box shows what the tool holds.
    if (!m_tool->tileId().isEmpty() && m_tile->currentText() != m_tool->tileId()) {
        const QSignalBlocker block(m_tile);
        m_tile->setCurrentText(m_tool->tileId());
    }
    m_step->setText(
        m_tool->editIndex() >= 0
            ? tr("Recording move %1 again. %2").arg(m_tool->editIndex() + 1).arg(m_tool->prompt())
            : m_tool->prompt());
    m_problem->setText(m_tool->lastProblem());
    const MoveTool::Step step = m_tool->step();
    const bool open = m_tool->blocked().isEmpty();
    m_choices->updateFromTool();
    const bool hill = m_tool->hasHill();
    m_underLabel->setVisible(hill);
    m_under->setVisible(hill);
    m_under->setEnabled(open && step == MoveTool::Step::Tile);
    const int under = m_under->findData(m_tool->underTile());
    m_under->setCurrentIndex(qMax(under, 0));
    // The engine's refusal sits on the disabled button, so the user sees why it is greyed.
    const QString discardRefusal = m_tool->discardRefusal();
    m_discard->setEnabled(discardRefusal.isEmpty());
    m_discard->setToolTip(discardRefusal.isEmpty()
                              ? tr("The tile fits nowhere on the board: it is put aside and "
                                   "the player draws again (R-BASE-4).")
                              : discardRefusal);
    m_cancel->setEnabled(step != MoveTool::Step::Tile || m_tool->editIndex() >= 0);
    updateDoubleTurn();
}

// The choice after a move that extended a road or city of the player's builder (R-TB-10),
// and the goods each player holds (R-TB-4), both read from the position the move is played on.
void MovePanel::updateDoubleTurn()
{
    const Game *base = m_tool->base();
    const QString due = m_tool->doubleTurnPlayer();
    m_ui->doubleTurnBox->setVisible(!due.isEmpty());
    if (!due.isEmpty()) {
        const QString who = EventText(base->players()).playerName(due);
        m_ui->doubleTurnBox->setTitle(tr("%1's builder: a double turn").arg(who));
        m_ui->doubleTurnBox->setEnabled(m_tool->step() == MoveTool::Step::Tile &&
                                        m_tool->editIndex() < 0);
        const QSignalBlocker a(m_ui->secondTile), b(m_ui->nextPlayer);
        m_ui->secondTile->setChecked(m_tool->secondTile());
        m_ui->nextPlayer->setChecked(!m_tool->secondTile());
    }
    const bool goods = base && (base->sets() & SetTradersBuilders);
    m_goods->setVisible(goods);
    if (!goods) {
        fitWidth(); // the double-turn choice may have come or gone
        return;
    }
    QStringList lines;
    const EventText names(base->players());
    for (const Player &p : base->players()) {
        const QString held = EventText::goodsText(p.goods);
        lines << tr("%1: %2").arg(names.playerName(p.id),
                                  held.isEmpty() ? tr("no goods", "goods tokens") : held);
    }
    m_goods->setText(tr("Goods held (R-TB-4):") + u'\n' + lines.join(u'\n'));
    fitWidth();
}

void MovePanel::fitWidth()
{
    QScrollArea *scroll = m_ui->scroll;
    scroll->setMinimumWidth(m_ui->body->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
}

bool MovePanel::eventFilter(QObject *watched, QEvent *event)
{
    // The body asks for a new layout whenever a text or a row it holds changes size.
    if (watched == m_ui->body && event->type() == QEvent::LayoutRequest) fitWidth();
    return QDockWidget::eventFilter(watched, event);
}

void MovePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        updateFromDocument(); // the step, the problem and the moves are worded again
    }
    QDockWidget::changeEvent(event);
}

} // namespace ml
