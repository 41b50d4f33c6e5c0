// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlemovepanel.h"
#include "plaintext.h"

#include "puzzlemovetool.h"
#include "themechooser.h"
#include "turnchoices.h"

#include <QEvent>
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
    m_step = plainLabel(this);
    m_step->setObjectName(QStringLiteral("playStep"));
    m_step->setWordWrap(true);
    m_problem = plainLabel(this);
    m_problem->setObjectName(QStringLiteral("playProblem"));
    m_problem->setWordWrap(true);
    colourProblem();

    m_choices = new TurnChoices(m_tool, TurnChoices::Use::Play, this);

    m_restart = new QPushButton(this);
    m_restart->setObjectName(QStringLiteral("playRestart"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_play);
    layout->addWidget(m_step);
    layout->addWidget(m_problem);
    layout->addWidget(m_choices);
    layout->addWidget(m_restart);

    connect(m_play, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            m_tool->startPlaying();
        else
            m_tool->stopPlaying();
    });
    connect(m_restart, &QPushButton::clicked, m_tool, &MoveTool::cancelMove);
    connect(m_tool, &MoveTool::stateChanged, this, &PuzzleMovePanel::updateFromTool);
    connect(m_tool, &PuzzleMoveTool::playingChanged, this, &PuzzleMovePanel::updateFromTool);

    retranslateUi();
}

void PuzzleMovePanel::setSets(quint8 sets)
{
    m_sets = sets;
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
    // Rows an expansion does not need stay hidden; the figure box always shows while playing.
    m_choices->setVisible(playing);
    m_choices->setSets(m_sets);
    m_choices->updateFromTool();
    m_restart->setVisible(playing);
    m_restart->setEnabled(step != MoveTool::Step::Tile);
}

void PuzzleMovePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    if (event->type() == QEvent::PaletteChange) colourProblem();
    QWidget::changeEvent(event);
}

// A warning's red that reads on the panel in the light and the dark theme alike (4.5:1).
void PuzzleMovePanel::colourProblem()
{
    QPalette p = m_problem->palette();
    p.setColor(QPalette::WindowText, ThemeChooser::readableOn(QColor(0xb3, 0x26, 0x1e),
                                                              palette().color(QPalette::Window)));
    m_problem->setPalette(p);
}

void PuzzleMovePanel::retranslateUi()
{
    m_play->setText(tr("Play the move on the board"));
    m_play->setToolTip(tr("Click where the tile goes (R turns it), then where the figure "
                          "stands, then Check"));
    m_restart->setText(tr("Start the move again"));
    updateFromTool();
}

} // namespace ml
