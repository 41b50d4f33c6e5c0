// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"
#include "lessonreveal.h"

#include <QWidget>

namespace ml
{

class LessonPageView;

// A lesson on a projector: one page at a time, full screen, board and text large, no panels.
// The keys a presenter's clicker sends turn the pages (PgDn, Space, Right and Down forward;
// PgUp, Backspace, Left and Up back; Home and End); B or the full stop blanks the screen and
// brings it back; R or Enter reveals the next part of a question's answer; Esc leaves.
// The text is at least 28 pixels high at 1280x720 and grows with the screen.
class LessonPresentation : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMinTextPixels = 28;

    LessonPresentation(const Lesson &lesson, const QString &lang, int startPage,
                       QWidget *parent = nullptr);

    int currentPage() const { return m_page; }
    bool isBlank() const { return m_blank; }
    // How many parts of the current page's answer show (0 before the first Reveal).
    int revealed() const { return m_revealed; }
    int revealCount() const { return int(m_steps.size()); }
    LessonPageView *view() const { return m_view; }

    void showPage(int index);
    void next();
    void previous();
    void reveal();
    void toggleBlank();

Q_SIGNALS:
    // The presentation closed on page `page`.
    void finished(int page);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void updateFooter();

    Lesson m_lesson;
    QString m_lang;
    int m_page = 0;
    bool m_blank = false;
    int m_revealed = 0;
    QList<RevealStep> m_steps;
    LessonPageView *m_view;
};

} // namespace ml
