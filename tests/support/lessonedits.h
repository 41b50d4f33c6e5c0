// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// Changing one page of a lesson file's JSON, as the lesson tests do to make a broken lesson
// out of a good one. Qt's JSON values are copies, so a page is taken out, edited and put back.
namespace mltest
{
template <typename Edit> void editLessonPage(QJsonObject &lesson, int index, Edit edit)
{
    QJsonArray pages = lesson.value(QStringLiteral("pages")).toArray();
    QJsonObject page = pages.at(index).toObject();
    edit(page);
    pages.replace(index, page);
    lesson.insert(QStringLiteral("pages"), pages);
}

// Page `index`'s question gets `answer` in place of its own.
inline void setLessonAnswer(QJsonObject &lesson, int index, const QJsonObject &answer)
{
    editLessonPage(lesson, index, [&](QJsonObject &page) {
        QJsonObject question = page.value(QStringLiteral("question")).toObject();
        question.insert(QStringLiteral("answer"), answer);
        page.insert(QStringLiteral("question"), question);
    });
}
} // namespace mltest
