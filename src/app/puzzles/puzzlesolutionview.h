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
// the step through gameChanged(); nothing of the document changes.
class PuzzleSolutionView : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleSolutionView(QWidget *parent = nullptr);

    // Steps through `solution` from move `firstMove` (-1: from the final scoring). False,
    // with the reason in errorString(), when the board does not play.
    bool setSolution(const BoardFile &solution, int firstMove);
    // Ends the step-through; the board goes back to the puzzle (gameChanged(nullptr)).
    void close();
    bool isActive() const { return m_active; }
    QString errorString() const { return m_error; }

    const Stepper &stepper() const { return m_stepper; }
    // The solution's own steps: 0 is its first.
    int count() const { return m_stepper.count() - m_start; }
    int current() const { return m_stepper.current() - m_start; }
    // The game of the current step, as the board shows it.
    const Game *game() const { return m_game ? &*m_game : nullptr; }
    QString titleText() const;
    QString explanationText() const;

public Q_SLOTS:
    void next();
    void previous();

Q_SIGNALS:
    // The board should show `game` (null: the puzzle again), with `cells` marked.
    void gameChanged(const ml::Game *game, const QList<ml::Cell> &cells);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showCurrent();
    // The step's title, position, explanation and points in the current language.
    void showTexts();

    Stepper m_stepper;
    int m_start = 0;
    bool m_active = false;
    QString m_error;
    std::optional<Game> m_game; // the view points at it, so it is assigned in place

    QLabel *m_heading;
    QLabel *m_title;
    QLabel *m_position;
    QLabel *m_text;
    QLabel *m_points;
    QPushButton *m_previous;
    QPushButton *m_next;
    QPushButton *m_close;
};

} // namespace ml
