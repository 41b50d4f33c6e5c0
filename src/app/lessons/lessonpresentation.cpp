// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpresentation.h"

#include "lessonpageview.h"

#include <QKeyEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace ml
{

LessonPresentation::LessonPresentation(const Lesson &lesson, const QString &lang, int startPage,
                                       QWidget *parent)
    : QWidget(parent, Qt::Window), m_lesson(lesson), m_lang(lang), m_view(new LessonPageView(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Presentation: %1").arg(lesson.title.text(lang)));
    setAccessibleName(windowTitle());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setDark(true);
    // The keys are the presentation's, whichever child has the focus.
    m_view->setFocusPolicy(Qt::NoFocus);
    setFocusPolicy(Qt::StrongFocus);
    showPage(startPage);
}

void LessonPresentation::showPage(int index)
{
    if (m_lesson.pages.isEmpty()) return;
    m_page = std::clamp(index, 0, int(m_lesson.pages.size()) - 1);
    m_revealed = 0;
    const LessonPage &page = m_lesson.pages.at(m_page);
    m_steps = LessonReveal::steps(page, m_lang);
    m_view->setPage(&page, m_lang);
    updateFooter();
}

void LessonPresentation::next()
{
    showPage(m_page + 1);
}

void LessonPresentation::previous()
{
    showPage(m_page - 1);
}

void LessonPresentation::reveal()
{
    if (m_revealed >= m_steps.size()) return;
    ++m_revealed;
    QStringList lines;
    for (int i = 0; i < m_revealed; ++i)
        lines << m_steps.at(i).lines;
    const RevealStep &last = m_steps.at(m_revealed - 1);
    // A step without a board of its own (the answer line) keeps the board of the one before.
    const RevealStep *shown = &last;
    for (int i = m_revealed - 1; i >= 0 && !shown->game; --i)
        shown = &m_steps.at(i);
    m_view->setRevealed(lines, shown->game, shown->marks);
    updateFooter();
}

void LessonPresentation::toggleBlank()
{
    m_blank = !m_blank;
    m_view->setVisible(!m_blank);
    update();
}

void LessonPresentation::updateFooter()
{
    QString footer = tr("%1 / %2").arg(m_page + 1).arg(m_lesson.pages.size());
    if (m_revealed < m_steps.size())
        footer = tr("R: reveal (%1 of %2)").arg(m_revealed).arg(m_steps.size()) +
                 QStringLiteral("    ") + footer;
    m_view->setFooter(footer);
}

void LessonPresentation::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
        if (!m_blank) next();
        break;
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
    case Qt::Key_Left:
    case Qt::Key_Up:
        if (!m_blank) previous();
        break;
    case Qt::Key_Home:
        showPage(0);
        break;
    case Qt::Key_End:
        showPage(int(m_lesson.pages.size()) - 1);
        break;
    case Qt::Key_B:
    case Qt::Key_Period:
        toggleBlank();
        break;
    case Qt::Key_R:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_blank) reveal();
        break;
    case Qt::Key_Escape:
        close();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void LessonPresentation::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // 28 px at 720 lines, more on a taller screen.
    m_view->setTextPixelSize(std::max(kMinTextPixels, height() * kMinTextPixels / 720));
}

void LessonPresentation::paintEvent(QPaintEvent *)
{
    QPainter(this).fillRect(rect(), Qt::black);
}

void LessonPresentation::closeEvent(QCloseEvent *event)
{
    Q_EMIT finished(m_page);
    QWidget::closeEvent(event);
}

} // namespace ml
