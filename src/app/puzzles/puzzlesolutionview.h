// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "stepper.h"

#include <QList>
#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace ml
{

// The solution of a revealed puzzle, phase by phase: the answer's move (or the final
// scoring) played on a copy of the board with the stepper, each step's title and the
// explanation of every scoring in words (EventText), and the points it gives. The board shows
// the step through gameChanged(); nothing of the document changes. After a wrong best move
// it can hold two boards, the solver's move and the best one (setComparison()): two toggles
// switch between them at the same step, so each phase of the two moves can be set side by
// side on the board.
class PuzzleSolutionView : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleSolutionView(QWidget *parent = nullptr);

    // Steps through `solution` from move `firstMove` (-1: from the final scoring). False,
    // with the reason in errorString(), when the board does not play.
    bool setSolution(const BoardFile &solution, int firstMove);
    // Steps through the solver's move and the best one, starting with `yours` or the best.
    bool setComparison(const BoardFile &yours, const BoardFile &best, int firstMove,
                       bool startWithYours);
    bool isComparing() const { return m_boards.size() == 2; }
    // In a comparison: whether the solver's move is shown (else the best one).
    bool showsYours() const { return isComparing() && m_shown == 0; }
    // Goes to step `index` of the stepper (an index of stepper(), not of the solution).
    void jumpTo(int index);
    // Ends the step-through; the board goes back to the puzzle (gameChanged(nullptr)).
    void close();
    bool isActive() const { return m_active; }
    QString errorString() const { return m_error; }

    const Stepper &stepper() const { return m_stepper; }
    // The solution's own steps: 0 is its first.
    int count() const { return m_stepper.count() - m_start; }
    int current() const { return m_stepper.current() - m_start; }
    // The game of the current step, as the board shows it.
    const Game *game() const { return m_game.get(); }
    QString titleText() const;
    QString explanationText() const;

public Q_SLOTS:
    void next();
    void previous();
    // In a comparison: shows the solver's move (true) or the best one, at the same step.
    void showYours(bool yours);

Q_SIGNALS:
    // The board should show `game` (null: the puzzle again) with the step's `marks`.
    void gameChanged(std::shared_ptr<const ml::Game> game, const ml::StepMarks &marks);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showCurrent();
    // The step's title, position, explanation and points in the current language.
    void showTexts();
    // Steps through m_boards[which] from m_firstMove; false with m_error set.
    bool load(int which);

    QList<BoardFile> m_boards; // the board shown, or the solver's and the best in a comparison
    int m_shown = 0;
    int m_firstMove = -1;
    Stepper m_stepper;
    int m_start = 0;
    bool m_active = false;
    QString m_error;
    std::shared_ptr<const Game> m_game; // shared with the board that shows it

    QLabel *m_heading;
    QLabel *m_title;
    QLabel *m_position;
    QLabel *m_text;
    QLabel *m_points;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_close;
    QPushButton *m_yours;
    QPushButton *m_best;
};

} // namespace ml
