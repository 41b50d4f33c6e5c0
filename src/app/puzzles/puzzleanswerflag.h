// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace ml
{

// The warning at the top of the puzzle panel when an edit has made the stored answer wrong:
// what happened, and the author's two ways on: "Update the answer" (the rules'
// key is stored, one undo step) or "Keep it" (the flag goes until the board changes again).
class PuzzleAnswerFlag : public QFrame
{
    Q_OBJECT
public:
    explicit PuzzleAnswerFlag(QWidget *parent = nullptr);

    // Shows `text`; Update only when the rules give an answer to store.
    void showFlag(const QString &text, bool canUpdate);
    QString text() const;

Q_SIGNALS:
    void updateRequested();
    void keepRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_text;
    QPushButton *m_update;
    QPushButton *m_keep;
};

} // namespace ml
