// SPDX-License-Identifier: GPL-3.0-or-later
#include "turnchoices.h"

#include "movetool.h"
#include "ui_turnchoices.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QListView>
#include <QPushButton>
#include <QStandardItemModel>

namespace ml
{

TurnChoices::TurnChoices(MoveTool *tool, Use use, QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::TurnChoices>()), m_tool(tool), m_use(use)
{
    m_ui->setupUi(this);
    const bool play = use == Use::Play;
    m_magicBox = m_ui->magicBox;
    m_magicFigure = m_ui->magicFigure;
    m_magicFigure->setItemData(0, QStringLiteral("mage"));
    m_magicFigure->setItemData(1, QStringLiteral("witch"));
    m_removeMagic = m_ui->removeMagic;
    m_figureBox = m_ui->figureBox;
    m_figureType = m_ui->figureType;
    // The form's rows, in its order: what each one puts.
    const QList<FigureType> rows = {FigureType::Meeple,  FigureType::Shepherd,
                                    FigureType::Abbot,   FigureType::LargeMeeple,
                                    FigureType::Builder, FigureType::Pig};
    for (int i = 0; i < int(rows.size()); ++i)
        m_figureType->setItemData(i, int(rows[i]));
    m_noFigure = m_ui->noFigure;
    m_abbotBack = m_ui->abbotBack;
    m_flockBox = m_ui->flockBox;
    m_grow = m_ui->grow;
    m_stable = m_ui->stable;
    m_pass = m_ui->pass;

    // The names the GUI tests drive; the Record-moves panel only ever needed "noFigure".
    m_noFigure->setObjectName(play ? QStringLiteral("playNoFigure") : QStringLiteral("noFigure"));
    m_abbotBack->setObjectName(play ? QStringLiteral("playAbbotBack")
                                    : QStringLiteral("abbotBack"));
    if (play) {
        m_magicFigure->setObjectName(QStringLiteral("playMagicFigure"));
        m_removeMagic->setObjectName(QStringLiteral("playRemoveMagic"));
        m_figureType->setObjectName(QStringLiteral("playFigureType"));
        m_grow->setObjectName(QStringLiteral("playGrow"));
        m_stable->setObjectName(QStringLiteral("playStable"));
        m_pass->setObjectName(QStringLiteral("playPass"));
    }

    connect(m_magicFigure, &QComboBox::activated, this,
            [this](int i) { m_tool->setMagicFigure(m_magicFigure->itemData(i).toString()); });
    connect(m_removeMagic, &QPushButton::clicked, m_tool, &MoveTool::removeMagicFigure);
    connect(m_figureType, &QComboBox::activated, this, [this](int i) {
        m_tool->setFigureType(FigureType(m_figureType->itemData(i).toInt()));
    });
    connect(m_noFigure, &QPushButton::clicked, m_tool, &MoveTool::skipFigure);
    connect(m_abbotBack, &QPushButton::clicked, m_tool, &MoveTool::returnAbbot);
    connect(m_grow, &QPushButton::clicked, this,
            [this] { m_tool->chooseFlockAction(QStringLiteral("grow")); });
    connect(m_stable, &QPushButton::clicked, this,
            [this] { m_tool->chooseFlockAction(QStringLiteral("stable")); });
    connect(m_pass, &QPushButton::clicked, this, [this] { m_tool->chooseFlockAction({}); });
    connect(m_tool, &MoveTool::stateChanged, this, &TurnChoices::updateFromTool);

    retranslateDynamicTexts();
    updateFromTool();
}

TurnChoices::~TurnChoices() = default;

void TurnChoices::setSets(quint8 sets)
{
    const QList<FigureType> figures = figuresInSets(sets);
    const bool magic = figures.contains(FigureType::Mage) || figures.contains(FigureType::Witch);
    const bool sheep = figures.contains(FigureType::Shepherd);
    const bool abbot = figures.contains(FigureType::Abbot);
    m_magicBox->setVisible(magic);
    // The meeple and, only where the sets have them, the shepherd and the abbot: a figure the
    // board cannot hold is neither listed nor reachable by the arrow keys.
    auto *list = qobject_cast<QListView *>(m_figureType->view());
    auto *items = qobject_cast<QStandardItemModel *>(m_figureType->model());
    for (int i = 0; i < m_figureType->count(); ++i) {
        const bool allowed = figures.contains(FigureType(m_figureType->itemData(i).toInt()));
        if (list) list->setRowHidden(i, !allowed);
        if (items) items->item(i)->setEnabled(allowed);
    }
    if (!figures.contains(FigureType(m_figureType->currentData().toInt())))
        m_figureType->setCurrentIndex(0);
    // A choice only when the sets give more than the meeple to place.
    int placeable = 0;
    for (int i = 0; i < m_figureType->count(); ++i)
        placeable += figures.contains(FigureType(m_figureType->itemData(i).toInt())) ? 1 : 0;
    m_figureType->setVisible(placeable > 1);
    m_abbotBack->setVisible(abbot);
    m_flockBox->setVisible(sheep);
}

void TurnChoices::updateFromTool()
{
    const MoveTool::Step step = m_tool->step();
    const bool record = m_use == Use::Record;
    const bool open = !record || m_tool->blocked().isEmpty();
    // Playing a puzzle, the magic figure can be picked while the tile is still to be placed.
    m_magicBox->setEnabled(
        open && (step == MoveTool::Step::Magic || (!record && step == MoveTool::Step::Tile)));
    m_removeMagic->setEnabled(step == MoveTool::Step::Magic);
    m_figureBox->setEnabled(open &&
                            (step == MoveTool::Step::Figure || step == MoveTool::Step::Tile));
    m_noFigure->setEnabled(open && step == MoveTool::Step::Figure);
    m_abbotBack->setEnabled(open && m_tool->canReturnAbbot());
    m_flockBox->setEnabled(open && step == MoveTool::Step::Flock);
}

void TurnChoices::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        retranslateDynamicTexts();
    }
    QWidget::changeEvent(event);
}

// What differs between recording and playing; the rest comes from the form.
void TurnChoices::retranslateDynamicTexts()
{
    const bool record = m_use == Use::Record;
    m_removeMagic->setText(record ? tr("Remove it") : tr("Take it off"));
    m_pass->setToolTip(record ? tr("Only when the rules make the flock action optional.")
                              : QString());
}

} // namespace ml
