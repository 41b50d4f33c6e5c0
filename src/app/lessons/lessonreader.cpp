// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonreader.h"

#include "game.h"
#include "lessonpageview.h"
#include "lessonprogress.h"
#include "puzzlesolverdock.h"
#include "ui_lessonreader.h"

#include <QShortcut>

namespace ml
{

LessonReader::LessonReader(const Lesson &lesson, const QString &lang, QWidget *parent)
    : QWidget(parent, Qt::Window), m_ui(std::make_unique<Ui::LessonReader>()), m_lesson(lesson),
      m_lang(lang), m_solver(new PuzzleSolverDock)
{
    m_ui->setupUi(this);
    setAttribute(Qt::WA_DeleteOnClose);
    m_ui->pageView->setTextPixelSize(17);
    // The puzzle panel, as a plain part of this window rather than a dock.
    m_solver->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_solver->setTitleBarWidget(new QWidget(m_solver));
    m_ui->questionLayout->addWidget(m_solver);
    m_solver->setLanguage(lang);

    connect(m_ui->previousButton, &QPushButton::clicked, this, [this] { showPage(m_page - 1); });
    connect(m_ui->nextButton, &QPushButton::clicked, this, [this] { showPage(m_page + 1); });
    // Ctrl with the page keys, since the answer's spin boxes take PgUp and PgDn themselves.
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown), this), &QShortcut::activated,
            this, [this] { showPage(m_page + 1); });
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp), this), &QShortcut::activated,
            this, [this] { showPage(m_page - 1); });
    connect(m_ui->pageView, &LessonPageView::ruleActivated, this, &LessonReader::ruleActivated);
    connect(m_solver, &PuzzleSolverDock::ruleActivated, this, &LessonReader::ruleActivated);
    connect(m_solver, &PuzzleSolverDock::checked, this, [this](PuzzleSolverDock::Verdict v) {
        if (v != PuzzleSolverDock::Verdict::Right || m_solver->isRevealed()) return;
        LessonProgress::recordSolved(m_lesson, m_lesson.pages.at(m_page));
        updateTexts();
        Q_EMIT progressChanged();
    });
    connect(m_solver, &PuzzleSolverDock::revealed, this, [this] {
        LessonProgress::recordRevealed(m_lesson, m_lesson.pages.at(m_page));
        updateTexts();
        Q_EMIT progressChanged();
    });
    // Stepping through the solution shows its boards on the page.
    connect(m_solver, &PuzzleSolverDock::solutionGameChanged, this,
            [this](const std::shared_ptr<const Game> &game, const StepMarks &marks) {
                m_ui->pageView->setRevealed({}, game, marks);
            });
    showPage(0);
}

LessonReader::~LessonReader() = default;

void LessonReader::showPage(int index)
{
    if (m_lesson.pages.isEmpty()) return;
    m_page = std::clamp(index, 0, int(m_lesson.pages.size()) - 1);
    const LessonPage &page = m_lesson.pages.at(m_page);
    m_ui->pageView->setPage(&page, m_lang);
    const bool asks = page.question.has_value() && m_solver->setPuzzle(page.questionBoard());
    m_ui->questionPane->setVisible(asks);
    updateTexts();
}

void LessonReader::updateTexts()
{
    setWindowTitle(tr("%1 — Lesson").arg(m_lesson.title.text(m_lang)));
    m_ui->whereLabel->setText(tr("Page %1 of %2").arg(m_page + 1).arg(m_lesson.pages.size()));
    m_ui->previousButton->setEnabled(m_page > 0);
    m_ui->nextButton->setEnabled(m_page + 1 < m_lesson.pages.size());
    m_ui->progressLabel->setText(tr("Questions answered right: %1 of %2")
                                     .arg(LessonProgress::solvedCount(m_lesson))
                                     .arg(LessonProgress::questionCount(m_lesson)));
}

void LessonReader::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        updateTexts();
    }
    QWidget::changeEvent(event);
}

} // namespace ml
