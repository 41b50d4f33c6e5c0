// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzleprogress.h"

#include <QWidget>

#include <memory>

class QAction;

namespace ml
{

namespace Ui
{
class PuzzleCollectionBar;
}

// The top of the solve panel: where the open puzzle stands in the collection it came from
// ("Puzzle 3 of 14 · Meeple Lab puzzles · solved") with Previous and Next (Ctrl+PgUp,
// Ctrl+PgDown), which are off at the collection's ends and for a puzzle opened on its own.
// It only shows and asks; PuzzleCollectionSession knows the collection and opens the puzzles.
// Laid out in ui/puzzlecollectionbar.ui.
class PuzzleCollectionBar : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleCollectionBar(QWidget *parent = nullptr);
    ~PuzzleCollectionBar() override;

    // Puzzle `index` (0-based) of `count` in the collection titled `title`.
    void setPlace(const QString &title, int index, int count, PuzzleState state);
    // A puzzle not opened from a collection.
    void clearPlace();

    QAction *previousAction() const;
    QAction *nextAction() const;

Q_SIGNALS:
    void previousRequested();
    void nextRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showPlace();

    std::unique_ptr<Ui::PuzzleCollectionBar> m_ui;
    QString m_title;
    int m_index = -1;
    int m_count = 0;
    PuzzleState m_state = PuzzleState::NotTried;
};

} // namespace ml
