// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisdock.h"
#include "ui_analysisdock.h"

#include "eventtext.h"

#include <QEvent>
#include <QSignalBlocker>

namespace ml
{

namespace
{
// The tile box's entry for "the next tile of the stack" keeps this in its user role beside
// the tile id, so a stack tile that is also in the list stays two entries.
constexpr int kStackRole = Qt::UserRole + 1;
} // namespace

AnalysisDock::AnalysisDock(const TileRenderer *renderer, QWidget *parent)
    : QDockWidget(parent), m_ui(std::make_unique<Ui::AnalysisDock>()), m_icons(renderer)
{
    m_ui->setupUi(this);
    m_ui->analysisTile->setIconSize(QSize(56, 28));
    m_ui->analysisProgress->hide();
    m_ui->analysisCancel->hide();
    m_ui->analysisBack->setEnabled(false);
    connect(m_ui->analysisTile, &QComboBox::currentIndexChanged, this,
            &AnalysisDock::choiceChanged);
    connect(m_ui->analysisPlayer, &QComboBox::currentIndexChanged, this,
            &AnalysisDock::choiceChanged);
    connect(m_ui->analysisMoves, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { Q_EMIT moveChosen(m_ui->analysisMoves->row(item)); });
    connect(m_ui->analysisMoves, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { Q_EMIT moveChosen(m_ui->analysisMoves->row(item)); });
    connect(m_ui->analysisBack, &QPushButton::clicked, this, &AnalysisDock::backWanted);
    connect(m_ui->analysisCancel, &QPushButton::clicked, this, &AnalysisDock::cancelWanted);
    retranslateUi();
}

AnalysisDock::~AnalysisDock() = default;

void AnalysisDock::setTiles(const TileCatalogue &catalogue, const QString &stackTile)
{
    const bool wasStack = takesStackTile() || m_ui->analysisTile->count() == 0;
    const QString was = tileId();
    const QSignalBlocker block(m_ui->analysisTile);
    m_ui->analysisTile->clear();
    m_stackTile = stackTile;
    if (const TileType *t = stackTile.isEmpty() ? nullptr : catalogue.find(stackTile)) {
        m_ui->analysisTile->addItem(m_icons.icon(*t), QString(), t->id);
        m_ui->analysisTile->setItemData(0, true, kStackRole);
    } else {
        m_stackTile.clear();
    }
    for (const TileType *t : catalogue.all())
        m_ui->analysisTile->addItem(m_icons.icon(*t), t->id, t->id);
    retranslateUi(); // the stack entry's words
    int index = 0;
    if (!(wasStack && !m_stackTile.isEmpty())) {
        for (int i = m_stackTile.isEmpty() ? 0 : 1; i < m_ui->analysisTile->count(); ++i)
            if (m_ui->analysisTile->itemData(i).toString() == was) index = i;
    }
    m_ui->analysisTile->setCurrentIndex(index);
}

QString AnalysisDock::tileId() const
{
    return m_ui->analysisTile->currentData().toString();
}

bool AnalysisDock::takesStackTile() const
{
    return m_ui->analysisTile->currentData(kStackRole).toBool();
}

void AnalysisDock::setPlayers(const QList<Player> &players, int toMove)
{
    const QSignalBlocker block(m_ui->analysisPlayer);
    m_ui->analysisPlayer->clear();
    const EventText names(players);
    for (const Player &p : players)
        m_ui->analysisPlayer->addItem(names.playerName(p.id), p.id);
    m_ui->analysisPlayer->setCurrentIndex(toMove);
}

int AnalysisDock::player() const
{
    return m_ui->analysisPlayer->currentIndex();
}

void AnalysisDock::setStatus(const QString &text)
{
    m_ui->analysisStatus->setText(text);
}

void AnalysisDock::setSearching(bool running, int done, int total)
{
    m_ui->analysisProgress->setVisible(running);
    m_ui->analysisCancel->setVisible(running);
    m_ui->analysisProgress->setRange(0, qMax(total, 1));
    m_ui->analysisProgress->setValue(done);
}

void AnalysisDock::setMoves(const QString &heading, const QStringList &moves)
{
    m_ui->analysisCellTitle->setText(heading);
    m_ui->analysisMoves->clear();
    m_ui->analysisMoves->addItems(moves);
}

void AnalysisDock::setPreviewing(bool on)
{
    m_ui->analysisBack->setEnabled(on);
}

QComboBox *AnalysisDock::tileBox() const
{
    return m_ui->analysisTile;
}
QComboBox *AnalysisDock::playerBox() const
{
    return m_ui->analysisPlayer;
}
QListWidget *AnalysisDock::moveList() const
{
    return m_ui->analysisMoves;
}
QPushButton *AnalysisDock::backButton() const
{
    return m_ui->analysisBack;
}
QPushButton *AnalysisDock::cancelButton() const
{
    return m_ui->analysisCancel;
}
QProgressBar *AnalysisDock::progressBar() const
{
    return m_ui->analysisProgress;
}

void AnalysisDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateUi();
    }
    QDockWidget::changeEvent(event);
}

void AnalysisDock::retranslateUi()
{
    if (!m_stackTile.isEmpty())
        m_ui->analysisTile->setItemText(0, tr("Next of the stack: %1").arg(m_stackTile));
}

} // namespace ml
