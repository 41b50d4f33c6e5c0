#include "puzzlemovepanel.h"

#include "puzzlemovetool.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace ml
{

PuzzleMovePanel::PuzzleMovePanel(PuzzleMoveTool *tool, QWidget *parent)
    : QWidget(parent), m_tool(tool)
{
    setObjectName(QStringLiteral("playPanel"));
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("playOnBoard"));
    m_play->setCheckable(true);
    m_step = new QLabel(this);
    m_step->setObjectName(QStringLiteral("playStep"));
    m_step->setWordWrap(true);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("playProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e"));

    m_magicBox = new QGroupBox(this);
    auto *magic = new QHBoxLayout(m_magicBox);
    m_magicFigure = new QComboBox(m_magicBox);
    m_magicFigure->setObjectName(QStringLiteral("playMagicFigure"));
    m_magicFigure->addItem(QString(), QStringLiteral("mage"));
    m_magicFigure->addItem(QString(), QStringLiteral("witch"));
    m_removeMagic = new QPushButton(m_magicBox);
    m_removeMagic->setObjectName(QStringLiteral("playRemoveMagic"));
    magic->addWidget(m_magicFigure);
    magic->addWidget(m_removeMagic);

    m_figureBox = new QGroupBox(this);
    auto *figure = new QHBoxLayout(m_figureBox);
    m_figureType = new QComboBox(m_figureBox);
    m_figureType->setObjectName(QStringLiteral("playFigureType"));
    m_figureType->addItems({QString(), QString()});
    m_noFigure = new QPushButton(m_figureBox);
    m_noFigure->setObjectName(QStringLiteral("playNoFigure"));
    figure->addWidget(m_figureType);
    figure->addWidget(m_noFigure);

    m_flockBox = new QGroupBox(this);
    auto *flock = new QHBoxLayout(m_flockBox);
    m_grow = new QPushButton(m_flockBox);
    m_grow->setObjectName(QStringLiteral("playGrow"));
    m_stable = new QPushButton(m_flockBox);
    m_stable->setObjectName(QStringLiteral("playStable"));
    m_pass = new QPushButton(m_flockBox);
    m_pass->setObjectName(QStringLiteral("playPass"));
    flock->addWidget(m_grow);
    flock->addWidget(m_stable);
    flock->addWidget(m_pass);

    m_restart = new QPushButton(this);
    m_restart->setObjectName(QStringLiteral("playRestart"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_play);
    layout->addWidget(m_step);
    layout->addWidget(m_problem);
    layout->addWidget(m_magicBox);
    layout->addWidget(m_figureBox);
    layout->addWidget(m_flockBox);
    layout->addWidget(m_restart);

    connect(m_play, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            m_tool->startPlaying();
        else
            m_tool->stopPlaying();
    });
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
    connect(m_restart, &QPushButton::clicked, m_tool, &MoveTool::cancelMove);
    connect(m_tool, &MoveTool::stateChanged, this, &PuzzleMovePanel::updateFromTool);
    connect(m_tool, &PuzzleMoveTool::playingChanged, this, &PuzzleMovePanel::updateFromTool);

    retranslateUi();
}

void PuzzleMovePanel::setSets(bool magic, bool sheep)
{
    m_magic = magic;
    m_sheep = sheep;
    updateFromTool();
}

QString PuzzleMovePanel::stepText() const
{
    return m_step->text();
}

QString PuzzleMovePanel::problemText() const
{
    return m_problem->text();
}

void PuzzleMovePanel::updateFromTool()
{
    const bool playing = m_tool->isPlaying();
    {
        const QSignalBlocker block(m_play);
        m_play->setChecked(playing);
    }
    m_play->setEnabled(m_tool->hasPuzzle());
    m_step->setText(playing ? m_tool->prompt() : QString());
    m_step->setVisible(playing);
    m_problem->setText(playing ? m_tool->lastProblem() : QString());
    m_problem->setVisible(playing && !m_tool->lastProblem().isEmpty());
    const MoveTool::Step step = m_tool->step();
    m_magicBox->setVisible(playing && m_magic);
    m_magicBox->setEnabled(step == MoveTool::Step::Magic || step == MoveTool::Step::Tile);
    m_removeMagic->setEnabled(step == MoveTool::Step::Magic);
    m_figureBox->setVisible(playing);
    m_figureType->setVisible(m_sheep);
    m_figureBox->setEnabled(step == MoveTool::Step::Figure || step == MoveTool::Step::Tile);
    m_noFigure->setEnabled(step == MoveTool::Step::Figure);
    m_flockBox->setVisible(playing && m_sheep);
    m_flockBox->setEnabled(step == MoveTool::Step::Flock);
    m_restart->setVisible(playing);
    m_restart->setEnabled(step != MoveTool::Step::Tile);
}

void PuzzleMovePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void PuzzleMovePanel::retranslateUi()
{
    m_play->setText(tr("Play the move on the board"));
    m_play->setToolTip(tr("Click where the tile goes (R turns it), then where the figure "
                          "stands, then Check"));
    m_magicBox->setTitle(tr("Mage and witch"));
    m_magicFigure->setItemText(0, tr("Mage"));
    m_magicFigure->setItemText(1, tr("Witch"));
    m_removeMagic->setText(tr("Take it off"));
    m_figureBox->setTitle(tr("Figure"));
    m_figureType->setItemText(0, tr("Meeple"));
    m_figureType->setItemText(1, tr("Shepherd"));
    m_noFigure->setText(tr("No figure"));
    m_flockBox->setTitle(tr("Flock"));
    m_grow->setText(tr("Grow"));
    m_stable->setText(tr("Stable"));
    m_pass->setText(tr("Pass"));
    m_restart->setText(tr("Start the move again"));
    updateFromTool();
}

} // namespace ml
