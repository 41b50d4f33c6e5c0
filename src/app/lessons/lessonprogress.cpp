// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprogress.h"

#include "boardfingerprint.h"

#include <QCryptographicHash>
#include <QSettings>

#include <algorithm>

namespace ml
{

namespace
{

constexpr char SolvedWord[] = "solved";
constexpr char RevealedWord[] = "revealed";

QString hashOf(const QByteArray &data)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(data, QCryptographicHash::Sha1).toHex().left(16));
}

QString settingsKey(const Lesson &lesson, const LessonPage &page)
{
    return QStringLiteral("lessonProgress/%1/%2")
        .arg(LessonProgress::lessonKey(lesson), LessonProgress::questionKey(page));
}

} // namespace

QString LessonProgress::lessonKey(const Lesson &lesson)
{
    QByteArray data = lesson.title.en.toUtf8() + '\n' + lesson.title.nl.toUtf8();
    for (const LessonPage &p : lesson.pages)
        data += '\n' + p.id.toUtf8();
    return hashOf(data);
}

QString LessonProgress::questionKey(const LessonPage &page)
{
    // The question alone, not its board (a board fingerprint would be that of
    // page.questionBoard()): a page whose board the teacher tidies keeps its answers, and the
    // keys stored so far stay valid.
    const QByteArray question =
        page.question ? canonicalJson(page.question->toJson()) : QByteArray();
    return page.id + QLatin1Char('-') + hashOf(question);
}

LessonProgress::State LessonProgress::state(const Lesson &lesson, const LessonPage &page)
{
    if (!page.question) return State::Untried;
    const QString word = QSettings().value(settingsKey(lesson, page)).toString();
    if (word == QLatin1String(SolvedWord)) return State::Solved;
    if (word == QLatin1String(RevealedWord)) return State::Revealed;
    return State::Untried;
}

void LessonProgress::recordSolved(const Lesson &lesson, const LessonPage &page)
{
    QSettings().setValue(settingsKey(lesson, page), QString::fromLatin1(SolvedWord));
}

void LessonProgress::recordRevealed(const Lesson &lesson, const LessonPage &page)
{
    if (state(lesson, page) == State::Solved) return;
    QSettings().setValue(settingsKey(lesson, page), QString::fromLatin1(RevealedWord));
}

int LessonProgress::solvedCount(const Lesson &lesson)
{
    int n = 0;
    for (const LessonPage &p : lesson.pages)
        if (p.question && state(lesson, p) == State::Solved) ++n;
    return n;
}

int LessonProgress::questionCount(const Lesson &lesson)
{
    return int(std::count_if(lesson.pages.begin(), lesson.pages.end(),
                             [](const LessonPage &p) { return p.question.has_value(); }));
}

} // namespace ml
