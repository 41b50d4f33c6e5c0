#include "turnchoices.h"

#include "movetool.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace ml
{

TurnChoices::TurnChoices(MoveTool *tool, Use use, QWidget *parent)
    : QWidget(parent), m_tool(tool), m_use(use)
{
    const bool play = use == Use::Play;
    m_magicBox = new QGroupBox(this);
    auto *magic = new QHBoxLayout(m_magicBox);
    m_magicFigure = new QComboBox(m_magicBox);
    m_magicFigure->addItem(QString(), QStringLiteral("mage"));
    m_magicFigure->addItem(QString(), QStringLiteral("witch"));
    m_removeMagic = new QPushButton(m_magicBox);
    magic->addWidget(m_magicFigure);
    magic->addWidget(m_removeMagic);

    m_figureBox = new QGroupBox(this);
    auto *figure = new QHBoxLayout(m_figureBox);
    m_figureType = new QComboBox(m_figureBox);
    m_figureType->addItems({QString(), QString()});
    m_noFigure = new QPushButton(m_figureBox);
    figure->addWidget(m_figureType);
    figure->addWidget(m_noFigure);

    m_flockBox = new QGroupBox(this);
    auto *flock = new QHBoxLayout(m_flockBox);
    m_grow = new QPushButton(m_flockBox);
    m_stable = new QPushButton(m_flockBox);
    m_pass = new QPushButton(m_flockBox);
    flock->addWidget(m_grow);
    flock->addWidget(m_stable);
    flock->addWidget(m_pass);

    // The names the GUI tests drive; the Record-moves panel only ever needed "noFigure".
    m_noFigure->setObjectName(play ? QStringLiteral("playNoFigure") : QStringLiteral("noFigure"));
    if (play) {
        m_magicFigure->setObjectName(QStringLiteral("playMagicFigure"));
        m_removeMagic->setObjectName(QStringLiteral("playRemoveMagic"));
        m_figureType->setObjectName(QStringLiteral("playFigureType"));
        m_grow->setObjectName(QStringLiteral("playGrow"));
        m_stable->setObjectName(QStringLiteral("playStable"));
        m_pass->setObjectName(QStringLiteral("playPass"));
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_magicBox);
    layout->addWidget(m_figureBox);
    layout->addWidget(m_flockBox);

    connect(m_magicFigure, &QComboBox::activated, this,
            [this](int i) { m_tool->setMagicFigure(m_magicFigure->itemData(i).toString()); });
    connect(m_removeMagic, &QPushButton::clicked, m_tool, &MoveTool::removeMagicFigure);
    connect(m_figureType, &QComboBox::activated, this, [this](int i) {
        m_tool->setFigureType(i == 1 ? FigureType::Shepherd : FigureType::Meeple);
    });
    connect(m_noFigure, &QPushButton::clicked, m_tool, &MoveTool::skipFigure);
    connect(m_grow, &QPushButton::clicked, this,
            [this] { m_tool->chooseFlockAction(QStringLiteral("grow")); });
    connect(m_stable, &QPushButton::clicked, this,
            [this] { m_tool->chooseFlockAction(QStringLiteral("stable")); });
    connect(m_pass, &QPushButton::clicked, this, [this] { m_tool->chooseFlockAction({}); });
    connect(m_tool, &MoveTool::stateChanged, this, &TurnChoices::updateFromTool);

    retranslateUi();
    updateFromTool();
}

void TurnChoices::setSets(bool magic, bool sheep)
{
    m_magicBox->setVisible(magic);
    m_figureType->setVisible(sheep);
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
    m_flockBox->setEnabled(open && step == MoveTool::Step::Flock);
}

void TurnChoices::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void TurnChoices::retranslateUi()
{
    const bool record = m_use == Use::Record;
    m_magicBox->setTitle(tr("Mage and witch"));
    m_magicFigure->setItemText(0, tr("Mage"));
    m_magicFigure->setItemText(1, tr("Witch"));
    m_removeMagic->setText(record ? tr("Remove it") : tr("Take it off"));
    m_figureBox->setTitle(tr("Figure"));
    m_figureType->setItemText(0, tr("Meeple"));
    m_figureType->setItemText(1, tr("Shepherd"));
    m_noFigure->setText(tr("No figure"));
    m_flockBox->setTitle(tr("Flock"));
    m_grow->setText(tr("Grow"));
    m_stable->setText(tr("Stable"));
    m_pass->setText(tr("Pass"));
    m_pass->setToolTip(record ? tr("Only when the rules make the flock action optional.")
                              : QString());
}

} // namespace ml
