// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QComboBox;
class QGroupBox;
class QPushButton;

namespace ml
{

class MoveTool;
namespace Ui
{
class TurnChoices;
}

// The choices of a turn that are not a click on the board, in the order of the rules: which
// magic figure moves (or taking it off), the figure type or no figure, and grow, stable or
// pass for the flock. Shared by recording a move and playing a puzzle's move, so both offer
// the same choices and hand them to the move tool the same way; each box is enabled only at
// its step. Laid out in ui/turnchoices.ui.
class TurnChoices : public QWidget
{
    Q_OBJECT
public:
    // Record: the Record-moves panel; nothing can be chosen while the tool is blocked.
    // Play: a puzzle's move on the board; the magic figure may be picked before the tile, and
    // the widgets' names start with "play" so they differ from the Record-moves panel's.
    enum class Use : quint8 { Record, Play };

    TurnChoices(MoveTool *tool, Use use, QWidget *parent = nullptr);
    ~TurnChoices() override;

    // Which rows and figures the board's sets allow (figuresInSets()); all show by default.
    void setSets(quint8 sets);
    // Enables each box by the tool's step (also done on the tool's stateChanged).
    void updateFromTool();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateDynamicTexts();

    std::unique_ptr<Ui::TurnChoices> m_ui;
    MoveTool *m_tool;
    Use m_use;

    QGroupBox *m_magicBox;
    QComboBox *m_magicFigure;
    QPushButton *m_removeMagic;
    QGroupBox *m_figureBox;
    QComboBox *m_figureType;
    QPushButton *m_noFigure;
    QPushButton *m_abbotBack;
    QGroupBox *m_flockBox;
    QPushButton *m_grow;
    QPushButton *m_stable;
    QPushButton *m_pass;
};

} // namespace ml
