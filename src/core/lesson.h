// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "puzzle.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

class Timeline;

// The moment of a page's game that the page shows (docs/lesson-format.md, "step").
struct LessonStep {
    enum class Kind : quint8 { SetUp, End, AfterMove, Scoring };
    Kind kind = Kind::End;
    int move = 0;    // 1-based, AfterMove and Scoring
    int scoring = 0; // 1-based: the scoring-phase event of that move, Scoring only

    // Whether the page's board reaches this moment: a move it has, a scoring that move makes.
    // Refused with exit 1 and the page's place otherwise.
    bool reachedIn(const Timeline &timeline, const QString &where, FileError *error) const;
    QJsonValue toJson() const;
};

// A page that plays another move at one step of an earlier page ("What if ...?").
struct LessonWhatIf {
    QString page; // the earlier page's id
    int move = 0; // 1-based
};

// One page of a lesson: a board at one moment, its texts, marks and perhaps a question.
struct LessonPage {
    QString id;
    PuzzleText title;
    PuzzleText text; // the lesson markup (lessonmarkup.h)
    PuzzleText notes;
    QString boardFileName; // the board file beside the lesson; empty for a board in the page
    BoardFile board;       // the page's board, read from either
    LessonStep step;
    QJsonArray annotations;         // the page's marks, checked as a board's `annotations`
    std::optional<Puzzle> question; // asked on the board after its moves
    std::optional<LessonWhatIf> whatIf;
    QJsonObject json; // the page as read, keys this program does not know kept

    // The page's board with its question as the board's puzzle and its marks as the board's
    // marks: what the solver, the checker and the picture work on.
    BoardFile questionBoard() const;
};

// A lesson file (docs/lesson-format.md): pages in order, each with a board. Reading checks
// the structure, every page's board as a board file is checked (its refusals keep their
// place, under the page's: "pages[2].board.tiles[0].at"), the ids, the what-if links and the
// limits; whether a stored answer is right is for checkLesson(), which plays the boards.
class Lesson
{
public:
    static constexpr qsizetype kMaxBytes = qsizetype(32) << 20;
    static constexpr int kMaxPages = 500;
    static constexpr int kMaxTextLength = 20000;
    static constexpr int kMaxTitleLength = 500;

    // `folder` is where a page's boardFile is looked for; empty refuses every boardFile
    // (a lesson that came without a folder, e.g. from the clipboard).
    static std::optional<Lesson> parse(const QByteArray &bytes, const QString &folder,
                                       FileError *error);
    // Reads the file at `path` (at most kMaxBytes, a regular file only) and its boards.
    static std::optional<Lesson> read(const QString &path, FileError *error);

    PuzzleText title;
    QList<LessonPage> pages;
    QJsonObject json; // the top level as read

    // The index of the page with `id`, or -1.
    int pageIndex(const QString &id) const;
    // The lesson to save: keys in the format's order, one space a level, unknown keys kept
    // after the known ones. Saving twice gives the same bytes.
    QByteArray serialize() const;
};

// A folder of lessons with its optional course.json (docs/lesson-format.md, "Courses").
struct LessonCourse {
    PuzzleText title;
    QStringList files; // file names in the folder, in course order
};
inline QString courseFileName()
{
    return QStringLiteral("course.json");
}
std::optional<LessonCourse> readCourse(const QString &dir, FileError *error);

// What checking a lesson found: one entry per question page.
struct LessonQuestionCheck {
    QString page; // the page's id
    PuzzleKind kind = PuzzleKind::Free;
    bool ok = false;
    QString where;    // the lesson's path of the first difference ("pages[2].question.answer")
    QString expected; // short texts, as check prints them
    QString computed;
};

// Plays every page's board: each page's step must be reached, and each question's stored
// answer must be the one the rules give. Fails (exit 1, or 2 for a page that cannot be read
// as a board) at the first page that cannot be checked at all; a wrong answer is a result.
std::optional<QList<LessonQuestionCheck>> checkLesson(const Lesson &lesson, FileError *error);

} // namespace ml
