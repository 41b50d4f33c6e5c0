// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlefeedbackview.h"
#include "plaintext.h"

#include "eventhtml.h"
#include "puzzleanswertext.h"
#include "puzzlefeedbacktext.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace ml
{

PuzzleFeedbackView::PuzzleFeedbackView(QWidget *parent) : QWidget(parent)
{
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("feedbackText"));
    m_text->setWordWrap(true);
    // The feedback is the program's own HTML (rule and step links); names from the file in it
    // are escaped where it is built (PuzzleFeedbackText).
    markOwnMarkup(m_text);
    // Links are followed here, not by a browser: they name a rule or a step.
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_text->setOpenExternalLinks(false);
    m_explain = new QPushButton(this);
    m_explain->setObjectName(QStringLiteral("feedbackExplain"));
    m_compare = new QPushButton(this);
    m_compare->setObjectName(QStringLiteral("feedbackCompare"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w : {static_cast<QWidget *>(m_text), static_cast<QWidget *>(m_explain),
                       static_cast<QWidget *>(m_compare)})
        layout->addWidget(w);

    connect(m_text, &QLabel::linkActivated, this, [this](const QString &link) {
        const QUrl url(link);
        if (url.scheme() == QLatin1String(EventHtml::RuleScheme))
            Q_EMIT ruleActivated(url.path());
        else if (url.scheme() == QLatin1String(PuzzleFeedbackText::StepScheme))
            Q_EMIT stepRequested(url.path().toInt());
    });
    connect(m_explain, &QPushButton::clicked, this, &PuzzleFeedbackView::explainRequested);
    connect(m_compare, &QPushButton::clicked, this, &PuzzleFeedbackView::compareRequested);
    showTexts();
}

void PuzzleFeedbackView::setFeedback(const std::optional<PuzzleFeedback> &feedback,
                                     bool answerShown)
{
    m_feedback = feedback;
    m_answerShown = answerShown;
    showTexts();
}

QString PuzzleFeedbackView::text() const
{
    return PuzzleFeedbackText::plain(m_text->text());
}

void PuzzleFeedbackView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) showTexts();
    QWidget::changeEvent(event);
}

QString PuzzleFeedbackView::html() const
{
    if (!m_feedback) return {};
    const PuzzleFeedback &fb = *m_feedback;
    if (fb.kind != PuzzleKind::BestMove)
        return m_answerShown ? PuzzleFeedbackText::scoreExplanation(fb)
                             : EventHtml::paragraph(PuzzleFeedbackText::scoreHint(fb));
    QString html;
    if (fb.yours)
        html += PuzzleFeedbackText::moveLine(
            fb, *fb.yours, PuzzleAnswerText::move(fb.yours->move, fb.cells), true);
    // The best move is the answer: it waits until the answer may be seen. A right move
    // needs no second line.
    if (m_answerShown && fb.best && fb.verdict != PuzzleFeedback::Verdict::Right)
        html += PuzzleFeedbackText::moveLine(
            fb, *fb.best, PuzzleAnswerText::move(fb.best->move, fb.cells), false);
    return html;
}

void PuzzleFeedbackView::showTexts()
{
    m_explain->setText(tr("&Explain the difference (shows the answer)"));
    m_compare->setText(tr("Step through &your move and the best one"));
    const QString html = this->html();
    m_text->setText(html);
    m_text->setVisible(!PuzzleFeedbackText::plain(html).trimmed().isEmpty());
    const bool wrong = m_feedback && m_feedback->verdict == PuzzleFeedback::Verdict::Wrong;
    m_explain->setVisible(wrong && !m_answerShown);
    m_compare->setVisible(wrong && m_answerShown && m_feedback->yours && m_feedback->yours->board &&
                          m_feedback->best && m_feedback->best->board);
    setVisible(m_text->isVisibleTo(this) || m_explain->isVisibleTo(this) ||
               m_compare->isVisibleTo(this));
}

} // namespace ml
