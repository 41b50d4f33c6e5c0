// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QString>

namespace ml
{

// How far a student got with a lesson, kept between runs (QSettings): each question page
// answered right, or revealed before it was answered. A lesson is known by its title and its
// pages' ids, so a copy of the file keeps the progress; a question is known by its page's id
// and its own text and answer, so a question the teacher changes starts unanswered again.
// Answered right beats revealed, as for puzzles.
class LessonProgress
{
public:
    enum class State : quint8 { Untried, Revealed, Solved };

    static QString lessonKey(const Lesson &lesson);
    static QString questionKey(const LessonPage &page);
    static State state(const Lesson &lesson, const LessonPage &page);
    static void recordSolved(const Lesson &lesson, const LessonPage &page);
    static void recordRevealed(const Lesson &lesson, const LessonPage &page);
    // Question pages answered right, and question pages in all.
    static int solvedCount(const Lesson &lesson);
    static int questionCount(const Lesson &lesson);
};

} // namespace ml
