#include "movepanel.h"

#include "boarddocument.h"
#include "movetool.h"
#include "turnchoices.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace ml
{

MovePanel::MovePanel(BoardDocument *document, MoveTool *tool, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_tool(tool)
{
    setObjectName(QStringLiteral("MovePanel"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    auto *form = new QFormLayout;
    m_playerLabel = new QLabel(body);
    m_player = new QComboBox(body);
    m_tileLabel = new QLabel(body);
    m_tile = new QComboBox(body);
    m_tile->setEditable(true); // typing an id is quicker than scrolling
    form->addRow(m_playerLabel, m_player);
    form->addRow(m_tileLabel, m_tile);
    m_underLabel = new QLabel(body);
    m_under = new QComboBox(body);
    m_under->setObjectName(QStringLiteral("underTile"));
    form->addRow(m_underLabel, m_under);
    layout->addLayout(form);
    m_discard = new QPushButton(body);
    m_discard->setObjectName(QStringLiteral("discardTile"));
    layout->addWidget(m_discard);

    m_step = new QLabel(body);
    m_step->setWordWrap(true);
    m_problem = new QLabel(body);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #cf222e"));
    layout->addWidget(m_step);
    layout->addWidget(m_problem);

    m_choices = new TurnChoices(m_tool, TurnChoices::Use::Record, body);
    layout->addWidget(m_choices);

    auto *tokenRow = new QHBoxLayout;
    m_tokenLabel = new QLabel(body);
    m_token = new QComboBox(body);
    m_token->setObjectName(QStringLiteral("token"));
    m_token->addItem(QString());
    for (const char *t : {"1", "2", "3", "4", "wolf"})
        m_token->addItem(QString(), QLatin1String(t));
    m_cancel = new QPushButton(body);
    tokenRow->addWidget(m_tokenLabel);
    tokenRow->addWidget(m_token, 1);
    layout->addLayout(tokenRow);
    layout->addWidget(m_cancel);

    m_movesLabel = new QLabel(body);
    m_moves = new QListWidget(body);
    layout->addWidget(m_movesLabel);
    layout->addWidget(m_moves, 1);
    auto *removeRow = new QHBoxLayout;
    m_removeLast = new QPushButton(body);
    m_removeSelected = new QPushButton(body);
    m_removeTail = new QPushButton(body);
    m_rerecord = new QPushButton(body);
    removeRow->addWidget(m_removeLast);
    removeRow->addWidget(m_removeSelected);
    layout->addLayout(removeRow);
    auto *removeRow2 = new QHBoxLayout;
    removeRow2->addWidget(m_removeTail);
    removeRow2->addWidget(m_rerecord);
    layout->addLayout(removeRow2);
    // Scrolls rather than making the window taller than a laptop screen.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    // Up and down only: the panel is as wide as its rows need.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(body->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    setWidget(scroll);

    connect(m_player, &QComboBox::activated, this,
            [this](int i) { m_tool->setPlayer(m_player->itemData(i).toString()); });
    connect(m_tile, &QComboBox::textActivated, m_tool, &MoveTool::setTile);
    connect(m_under, &QComboBox::activated, this,
            [this](int i) { m_tool->setUnderTile(m_under->itemData(i).toString()); });
    connect(m_discard, &QPushButton::clicked, m_tool, &MoveTool::discardTile);
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

    retranslateUi();
    updateFromDocument();
}

QString MovePanel::stepText() const
{
    return m_step->text();
}

QString MovePanel::problemText() const
{
    return m_problem->text();
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
    if (m.figure) text += tr(", %1 on %2").arg(figureTypeName(m.figure->type), m.figure->on);
    if (!m.flockAction.isEmpty()) text += tr(", %1").arg(m.flockAction);
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
    if (const Game *g = m_document->setupGame())
        for (const TileType *t : g->catalogue().all()) {
            m_tile->addItem(t->id);
            // Castles are never drawn, so none can end up face down under a hill.
            if (!t->isDouble()) m_under->addItem(t->id, t->id);
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
}

void MovePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

void MovePanel::retranslateUi()
{
    setWindowTitle(tr("Record moves"));
    m_playerLabel->setText(tr("Player:"));
    m_tileLabel->setText(tr("Tile:"));
    m_underLabel->setText(tr("Tile under the hill:"));
    m_discard->setText(tr("Discard tile"));
    m_tokenLabel->setText(tr("Token drawn:"));
    m_token->setItemText(0, tr("At random"));
    m_token->setItemText(5, tr("Wolf"));
    m_cancel->setText(tr("Start the move again"));
    m_movesLabel->setText(tr("Recorded moves:"));
    m_removeLast->setText(tr("Remove last move"));
    m_removeSelected->setText(tr("Remove"));
    m_removeTail->setText(tr("Remove with later moves"));
    m_rerecord->setText(tr("Record again"));
    for (int i = 1; i <= 4; ++i)
        m_token->setItemText(i, m_token->itemData(i).toString());
    updateFromDocument();
}

} // namespace ml
