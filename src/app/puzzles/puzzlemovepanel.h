// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace ml
{

class PuzzleMoveTool;
class TurnChoices;

// The choices of playing a best move on the board that are not a click: start playing, the
// step the move is at and the last refusal, which magic figure moves (or taking it off), the
// figure type or no figure, grow, stable or pass, and starting the move again. Rows an
// expansion does not need stay hidden.
class PuzzleMovePanel : public QWidget
{
    Q_OBJECT
public:
    PuzzleMovePanel(PuzzleMoveTool *tool, QWidget *parent = nullptr);

    // The board's sets (RuleSet flags): which rows and figures the choices offer.
    void setSets(quint8 sets);
    QString stepText() const;
    QString problemText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void colourProblem();
    void updateFromTool();

    PuzzleMoveTool *m_tool;
    quint8 m_sets = 0;

    QPushButton *m_play;
    QLabel *m_step;
    QLabel *m_problem;
    TurnChoices *m_choices;
    QPushButton *m_restart;
};

} // namespace ml
