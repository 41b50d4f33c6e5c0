// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzle.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace ml
{

// One puzzle text in English and Dutch side by side, so the author writes both at once and
// sees when the Dutch one is missing.
class PuzzleTextEdit : public QWidget
{
    Q_OBJECT
public:
    explicit PuzzleTextEdit(QWidget *parent = nullptr);

    PuzzleText text() const;
    void setText(const PuzzleText &text);
    // For tests and for focus: the editor of "en" or "nl".
    QPlainTextEdit *editor(const QString &language) const;

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_enLabel;
    QLabel *m_nlLabel;
    QPlainTextEdit *m_en;
    QPlainTextEdit *m_nl;
};

} // namespace ml
