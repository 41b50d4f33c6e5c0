// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "lesson.h"
#include "timeline.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace ml
{

// A lesson page's board as the class sees it: the game at the page's step, with the page's and
// the board's marks and the coordinates along the edges. The timeline is kept, since the game
// shown belongs to it.
struct LessonPicture {
    Timeline timeline;
    std::shared_ptr<const Game> game;
    int after = 0; // moves made, for the marks' `after`
    BoardRenderer renderer;
};
// Null game when the page's board cannot be played to its step (lesson check says why).
std::unique_ptr<LessonPicture> lessonPicture(const LessonPage &page, const QString &lang);

// The handout as one HTML file that needs nothing else: every page with its board as inline
// SVG, its text drawn from the markup's whitelist, its question with fields to answer, checked
// on the page against a SHA-256 of the answer (the answer itself is not in the file), and the
// arrow keys, PgUp/PgDn and Space to go from page to page. No script, style or picture is
// fetched from anywhere. The presenter's notes are not in it.
QByteArray lessonHtml(const Lesson &lesson, const QString &lang);

// The handout as a PDF: a page per lesson page (title, board, text, question), then the
// answers with their explanations. False with *error when the file cannot be written.
bool writeLessonPdf(const Lesson &lesson, const QString &lang, const QString &path, QString *error);

// What the HTML hashes for an answer, so that a test (and a reader of the format) can tell
// which answers a page takes: "final-scores|red=12|blue=0" (every player in seating order),
// "turn-scores|red=6|blue=3", "best-move|C4|90" (the cell as the edges name it, the turn in
// degrees); empty for a free question. The hash is SHA-256 of "<page id>|" and this text, in
// UTF-8, written as 64 lower-case hex digits.
QStringList lessonAnswerKeys(const LessonPage &page, const Game &asked, const CellNames &names);
QString lessonAnswerHash(const LessonPage &page, const QString &key);

} // namespace ml
