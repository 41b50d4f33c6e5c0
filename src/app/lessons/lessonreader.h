// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QWidget>

#include <memory>

namespace ml
{

class PuzzleSolverDock;

namespace Ui
{
class LessonReader;
}

// A student taking a lesson: the pages one by one, and beside a question page the same
// answer panel as a puzzle's (PuzzleSolverDock), so the answer stays hidden until it is
// answered right or revealed. Each question's outcome is kept (LessonProgress) and shown in
// the lesson library. The fixed layout is ui/lessonreader.ui.
class LessonReader : public QWidget
{
    Q_OBJECT
public:
    LessonReader(const Lesson &lesson, const QString &lang, QWidget *parent = nullptr);
    ~LessonReader() override;

    const Lesson &lesson() const { return m_lesson; }
    int currentPage() const { return m_page; }
    void showPage(int index);
    PuzzleSolverDock *solver() const { return m_solver; }

Q_SIGNALS:
    void ruleActivated(const QString &id);
    // A question was answered right or revealed: the library's progress changed.
    void progressChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateTexts();

    std::unique_ptr<Ui::LessonReader> m_ui;
    Lesson m_lesson;
    QString m_lang;
    int m_page = 0;
    PuzzleSolverDock *m_solver;
};

} // namespace ml
