// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "puzzle.h"

#include <QList>
#include <QMap>
#include <QObject>

#include <memory>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace ml
{

class CellSpinBox;

namespace Ui
{
class PuzzleSolverDock;
}

// The solver's answer as typed into the puzzle panel: a spin box per player for the score
// kinds, and the move fields of a best move (cell, turn, figure, flock action). The widgets
// are the panel's form (ui/puzzlesolverdock.ui, the score boxes made here per player); this
// reads and fills them, so the panel itself only decides what to do with the answer.
class PuzzleAnswerFields : public QObject
{
    Q_OBJECT
public:
    PuzzleAnswerFields(Ui::PuzzleSolverDock &form, QObject *parent);

    // The board the question is asked on (null: none) and its puzzle: the score boxes, the
    // figure choices and whether the flock field shows follow them.
    void setPuzzle(std::shared_ptr<const Game> before, const Puzzle *puzzle);
    // The score boxes, one per player in seating order.
    const QList<QSpinBox *> &scoreBoxes() const { return m_scores; }
    // player id -> the score typed in.
    QMap<QString, int> scores() const;
    // The best move the fields describe, for the puzzle's player and tile.
    Move move() const;
    // Fills the fields with `move` (played on the board) without counting as an edit.
    void showMove(const Move &move);
    // The texts made in code (the turns, the figure choices), in the current language.
    void retranslate();

Q_SIGNALS:
    // The solver changed a move field by hand (not showMove()).
    void moveEdited();
    // The solver changed any field by hand: a score or a part of the move.
    void answerEdited();

private:
    void buildScoreFields();
    void updateFigureChoices();

    std::shared_ptr<const Game> m_before; // shared with the solver dock
    const Puzzle *m_puzzle = nullptr;
    bool m_filling = false;
    QWidget *m_scorePage;
    QFormLayout *m_scoreForm;
    QList<QSpinBox *> m_scores;
    QLabel *m_flockLabel;
    CellSpinBox *m_x;
    CellSpinBox *m_y;
    QComboBox *m_rot;
    QComboBox *m_figure;
    QComboBox *m_flock;
};

} // namespace ml
