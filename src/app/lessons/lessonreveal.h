// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "lesson.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <memory>

namespace ml
{

// One press of Reveal on a question page: the lines it adds under the question and the board
// it shows, with the scored feature marked.
struct RevealStep {
    QStringList lines;
    std::shared_ptr<const Game> game; // null: the page's own board
    BoardRenderer::StepMarks marks;
};

// The answer of a page's question as the engine explains it, in the interface's language:
// each scoring of the right solution in turn, as Explore steps through it, then the answer
// itself (final and turn scores); the best move on the board, then what it scores (best
// move); the author's answer text (free). Empty for a page without a question or answer.
class LessonReveal
{
    Q_DECLARE_TR_FUNCTIONS(ml::LessonReveal)
public:
    static QList<RevealStep> steps(const LessonPage &page, const QString &lang);
};

} // namespace ml
