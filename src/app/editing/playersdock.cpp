#include "playersdock.h"

#include "boarddocument.h"
#include "playercommands.h"

#include <QColorDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QPushButton>
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
    retranslateUi();
    reload();
}

void PlayersDock::reload()
{
    m_loading = true;
    const QJsonArray players = m_document->players();
    m_table->setRowCount(int(players.size()));
    for (int row = 0; row < players.size(); ++row) {
        const QJsonObject p = players.at(row).toObject();
        auto *id = new QTableWidgetItem(p.value(QLatin1String("id")).toString());
        id->setFlags(id->flags() & ~Qt::ItemIsEditable); // figures and moves refer to it
        m_table->setItem(row, IdColumn, id);
        m_table->setItem(row, NameColumn,
                         new QTableWidgetItem(p.value(QLatin1String("name")).toString()));
        const QString colour = p.value(QLatin1String("color")).toString();
        auto *swatch = new QTableWidgetItem(colour);
        swatch->setFlags(swatch->flags() & ~Qt::ItemIsEditable);
        if (QColor(colour).isValid()) swatch->setBackground(QColor(colour));
        m_table->setItem(row, ColourColumn, swatch);
        m_table->setItem(
            row, ScoreColumn,
            new QTableWidgetItem(QString::number(p.value(QLatin1String("score")).toInt())));
        QStringList castles;
        for (const QJsonValue &c : p.value(QLatin1String("castles")).toArray())
            castles.append(c.toString());
        m_table->setItem(row, CastlesColumn,
                         new QTableWidgetItem(castles.join(QStringLiteral(", "))));
    }
    m_table->resizeColumnsToContents();
    m_loading = false;
}

void PlayersDock::itemEdited(QTableWidgetItem *item)
{
    if (m_loading) return;
    const int row = item->row();
    QString key;
    QJsonValue value;
    switch (item->column()) {
    case NameColumn:
        key = QStringLiteral("name");
        value = item->text().isEmpty() ? QJsonValue(QJsonValue::Undefined) : item->text();
        break;
    case ScoreColumn: {
        bool ok = false;
        const int score = item->text().toInt(&ok);
        if (!ok) {
            reload();
            return;
        }
        key = QStringLiteral("score");
        value = score == 0 ? QJsonValue(QJsonValue::Undefined) : QJsonValue(score);
        break;
    }
    case CastlesColumn: {
        QStringList castles;
        for (const QString &c : item->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
            castles.append(c.trimmed());
        key = QStringLiteral("castles");
        value = castles.isEmpty() ? QJsonValue(QJsonValue::Undefined)
                                  : QJsonValue(QJsonArray::fromStringList(castles));
        break;
    }
    default:
        return;
    }
    QString why;
    if (!m_document->execute(new SetPlayerCommand(m_document, row, key, value), &why)) {
        Q_EMIT statusMessage(tr("Cannot change the player: %1").arg(why));
        reload();
    }
}

void PlayersDock::chooseColour(int row)
{
    const QColor old(
        m_document->players().at(row).toObject().value(QLatin1String("color")).toString());
    const QColor colour = QColorDialog::getColor(old, this, tr("Player colour"));
    if (!colour.isValid()) return;
    m_document->execute(
        new SetPlayerCommand(m_document, row, QStringLiteral("color"), colour.name()));
}

void PlayersDock::addPlayer()
{
    QStringList taken;
    for (const QJsonValue &p : m_document->players())
        taken.append(p.toObject().value(QLatin1String("id")).toString());
    for (int i = 0; i < 6; ++i) {
        const QString id = BoardDocument::defaultPlayerId(i);
        if (taken.contains(id)) continue;
        m_document->execute(new AddPlayerCommand(
            m_document,
            QJsonObject{{QStringLiteral("id"), id},
                        {QStringLiteral("name"), BoardDocument::defaultPlayerName(i)},
                        {QStringLiteral("color"), BoardDocument::defaultPlayerColour(i)}}));
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
    m_table->setHorizontalHeaderLabels(
        {tr("Id"), tr("Name"), tr("Colour"), tr("Start score"), tr("Castles in hand")});
    m_add->setText(tr("Add player"));
    m_remove->setText(tr("Remove player"));
}

void PlayersDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDockWidget::changeEvent(event);
}

} // namespace ml
