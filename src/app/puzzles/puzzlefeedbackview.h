// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlefeedback.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace ml
{

// Under the verdict of the puzzle panel: why a checked answer is right or wrong.
// While the answer is hidden it names whose score is off and the scorings to count again, or
// what the solver's move gains and why, with "Explain the difference" to see the answer;
// once the answer may be seen it explains each scoring where the answer is off as Explore
// does, or sets the solver's move beside the best one, with a button to step through both.
// Rule ids are links for the rules panel, scoring titles links to show the scoring on the
// board. Worded at display time (PuzzleFeedbackText), again on a language change.
class PuzzleFeedbackView : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleFeedbackView(QWidget *parent = nullptr);

    // The feedback of the last Check (empty: none), and whether the answer may be seen.
    void setFeedback(const std::optional<PuzzleFeedback> &feedback, bool answerShown);
    const std::optional<PuzzleFeedback> &feedback() const { return m_feedback; }
    // What the view says, as plain text (tests, accessibility).
    QString text() const;

Q_SIGNALS:
    void ruleActivated(const QString &ruleId);
    // A scoring's title was clicked: show step `step` of the solution's stepper.
    void stepRequested(int step);
    // "Explain the difference": the solver asks to see the answer.
    void explainRequested();
    // "Step through your move and the best one".
    void compareRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void showTexts();
    QString html() const;

    std::optional<PuzzleFeedback> m_feedback;
    bool m_answerShown = false;
    QLabel *m_text;
    QPushButton *m_explain;
    QPushButton *m_compare;
};

} // namespace ml
