// SPDX-License-Identifier: GPL-3.0-or-later
#include "playersdock.h"

#include "boarddocument.h"
#include "colourname.h"
#include "figurerenderer.h"

#include <QColorDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ml
{

namespace
{
enum Column { IdColumn, NameColumn, ColourColumn, ScoreColumn, CastlesColumn, ColumnCount };
}

PlayersDock::PlayersDock(BoardDocument *document, QWidget *parent)
    : QDockWidget(parent), m_document(document), m_table(new QTableWidget(0, ColumnCount)),
      m_add(new QPushButton), m_remove(new QPushButton)
{
    setObjectName(QStringLiteral("playersDock"));
    m_table->setObjectName(QStringLiteral("playersTable"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Figures and moves name a player by id, but the user knows a player by name and colour:
    // the id column stays in the model for the tests and the edits, out of sight.
    m_table->setColumnHidden(IdColumn, true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_add->setObjectName(QStringLiteral("addPlayer"));
    m_remove->setObjectName(QStringLiteral("removePlayer"));

    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_table);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    setWidget(box);

    connect(m_add, &QPushButton::clicked, this, &PlayersDock::addPlayer);
    connect(m_remove, &QPushButton::clicked, this, &PlayersDock::removeCurrentPlayer);
    connect(m_table, &QTableWidget::itemChanged, this, &PlayersDock::itemEdited);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        if (column == ColourColumn) chooseColour(row);
    });
    connect(document, &BoardDocument::playersChanged, this, &PlayersDock::reload);
    connect(document, &BoardDocument::reset, this, &PlayersDock::reload);
    connect(document, &BoardDocument::rulesChanged, this, &PlayersDock::reload); // castles
    retranslateUi();
    reload();
}

void PlayersDock::reload()
{
    m_loading = true;
    const QList<Player> players = m_document->players();
    m_table->setRowCount(int(players.size()));
    for (int row = 0; row < players.size(); ++row) {
        const Player &p = players.at(row);
        auto *id = new QTableWidgetItem(p.id);
        id->setFlags(id->flags() & ~Qt::ItemIsEditable); // figures and moves refer to it
        m_table->setItem(row, IdColumn, id);
        // A default name ("Red" in an English file) is shown in the language of the screen;
        // the file keeps what it says until the user types another name.
        m_table->setItem(row, NameColumn,
                         new QTableWidgetItem(BoardDocument::shownPlayerName(p.id, p.name)));
        // The colour in words on the colour itself, as the board draws the player's figures
        // (a file without a colour gets the seat's), never a hex code.
        const QColor colour = FigureRenderer::playerColour(players, row);
        auto *swatch = new QTableWidgetItem(ColourName::of(colour));
        swatch->setFlags(swatch->flags() & ~Qt::ItemIsEditable);
        swatch->setBackground(colour);
        swatch->setForeground(colour.lightnessF() < 0.6 ? QColor(Qt::white) : QColor(Qt::black));
        swatch->setToolTip(tr("Double-click to choose another colour"));
        m_table->setItem(row, ColourColumn, swatch);
        m_table->setItem(row, ScoreColumn, new QTableWidgetItem(QString::number(p.startScore)));
        m_table->setItem(row, CastlesColumn,
                         new QTableWidgetItem(p.castles.join(QStringLiteral(", "))));
    }
    // Castles in hand belong to Castles in Germany alone (R-GC-2).
    const Game *game = m_document->setupGame();
    m_table->setColumnHidden(CastlesColumn, !game || !(game->sets() & SetGermanCastles));
    // The panel is as wide as its columns need, so none is cut at its edge in a longer
    // language or a larger font; rows scroll up and down only. Measured with the last column
    // at its own width, not stretched to the panel as it is shown.
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    m_table->resizeColumnsToContents();
    m_table->setMinimumWidth(header->length() + 2 * m_table->frameWidth() +
                             m_table->verticalScrollBar()->sizeHint().width());
    header->setStretchLastSection(true);
    m_loading = false;
}

void PlayersDock::itemEdited(QTableWidgetItem *item)
{
    if (m_loading) return;
    const int row = item->row();
    const QList<Player> players = m_document->players();
    if (row < 0 || row >= players.size()) return;
    Player player = players.at(row);
    switch (item->column()) {
    case NameColumn:
        if (item->text() == BoardDocument::shownPlayerName(player.id, player.name)) return;
        player.name = item->text();
        break;
    case ScoreColumn: {
        bool ok = false;
        const int score = item->text().toInt(&ok);
        if (!ok) {
            reload();
            return;
        }
        player.startScore = score;
        break;
    }
    case CastlesColumn: {
        QStringList castles;
        for (const QString &c : item->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
            castles.append(c.trimmed());
        player.castles = castles;
        break;
    }
    default:
        return;
    }
    QString why;
    if (!m_document->setPlayer(row, player, &why)) {
        Q_EMIT statusMessage(tr("Cannot change the player: %1").arg(why));
        reload();
    }
}

void PlayersDock::chooseColour(int row)
{
    Player player = m_document->players().value(row);
    const QColor colour = QColorDialog::getColor(QColor(player.color), this, tr("Player colour"));
    if (!colour.isValid()) return;
    player.color = colour.name();
    m_document->setPlayer(row, player);
}

void PlayersDock::addPlayer()
{
    QStringList taken;
    for (const Player &p : m_document->players())
        taken.append(p.id);
    for (int i = 0; i < 6; ++i) {
        const QString id = BoardDocument::defaultPlayerId(i);
        if (taken.contains(id)) continue;
        Player player;
        player.id = id;
        player.name = BoardDocument::defaultPlayerName(i);
        player.color = BoardDocument::defaultPlayerColour(i);
        m_document->addPlayer(player);
        return;
    }
    Q_EMIT statusMessage(tr("Six players is the most a board may have here."));
}

void PlayersDock::removeCurrentPlayer()
{
    const int row = m_table->currentRow();
    if (row < 0) return;
    QString why;
    if (!m_document->removePlayer(row, &why))
        Q_EMIT statusMessage(tr("Cannot remove the player: %1").arg(why));
}

void PlayersDock::retranslateUi()
{
    setWindowTitle(tr("Players"));
    m_table->setAccessibleName(tr("Players"));
    // Short headings, so that the table fits its panel in either language; the tooltips
    // say what each column holds.
    m_table->setHorizontalHeaderLabels(
        {tr("Id"), tr("Name"), tr("Colour"), tr("Start score"), tr("Castles", "castles in hand")});
    m_table->horizontalHeaderItem(ScoreColumn)
        ->setToolTip(tr("Points the player has before the first move"));
    m_table->horizontalHeaderItem(CastlesColumn)
        ->setToolTip(tr("The castles the player holds in hand, by tile id (GC-1 to GC-6), "
                        "separated by commas"));
    m_add->setText(tr("Add player"));
    m_remove->setText(tr("Remove player"));
}

void PlayersDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        reload(); // default player names follow the language
    }
    if (event->type() == QEvent::FontChange) reload(); // the columns' widths
    QDockWidget::changeEvent(event);
}

} // namespace ml
