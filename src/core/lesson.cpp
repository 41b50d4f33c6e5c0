// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing lessons (docs/lesson-format.md). A lesson holds boards, so every page's
// board goes through the board file's own reader with all its limits; this file adds what a
// lesson has of its own: pages, their texts, steps, questions and what-if links.
#include "lesson.h"

#include "boardfilejson.h"
#include "boardfilewriter.h"
#include "filereading.h"
#include "timeline.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ml
{

namespace
{

using detail::JsonReader;

constexpr int kFormatVersion = 1;
// Deeper than any lesson needs (a page's board adds a few levels to a board's own), and far
// from the depth where a recursive reader would run out of stack.
constexpr int kMaxDepth = 64;
constexpr qsizetype kMaxIdLength = 64;
constexpr qsizetype kMaxFileNameLength = 255;
constexpr qsizetype kMaxCourseBytes = qsizetype(1) << 20;
constexpr int kMaxCourseLessons = 2000;

FileError broken(const QString &where, const QString &reason, int exit = 2)
{
    return {exit, where, reason};
}

// How deeply the text nests arrays and objects, found without building anything; strings are
// skipped with their escapes. Stops counting past `limit`.
int nesting(const QByteArray &data, int limit)
{
    int depth = 0, deepest = 0;
    bool inString = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit) return deepest;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

// A board file's error, put under the page's place: "pages[2].board" + "tiles[0].at".
FileError underPage(FileError error, const QString &place, const QString &separator)
{
    const bool whole = error.where.isEmpty() || error.where == QLatin1String("top level");
    error.where = whole ? place : place + separator + error.where;
    return error;
}

// A text in both languages: an object with optional "en" and "nl", plain text of at most
// `maxLength` characters.
bool readText(const JsonReader &r, const QJsonObject &o, const QString &key, const QString &path,
              int maxLength, PuzzleText *out)
{
    if (!o.contains(key)) return true;
    const QString where = detail::joinPath(path, key);
    QJsonObject t;
    if (!r.object(o.value(key), where, &t)) return false;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
        if (!t.contains(lang)) continue;
        QString value;
        const QString at = detail::joinPath(where, lang);
        if (!r.plainText(t.value(lang), at, &value)) return false;
        if (value.size() > maxLength)
            return r.fail(
                at,
                QStringLiteral("at most %1 characters, found %2").arg(maxLength).arg(value.size()));
        (lang == QLatin1String("en") ? out->en : out->nl) = value;
    }
    return true;
}

bool validId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_-]{1,64}$"));
    return id.size() <= kMaxIdLength && pattern.match(id).hasMatch();
}

// A board file beside the lesson, named by its plain file name.
QString boardFileProblem(const QString &name)
{
    if (name.isEmpty() || name.size() > kMaxFileNameLength)
        return QStringLiteral("expected a file name of 1 to %1 characters").arg(kMaxFileNameLength);
    if (name.contains(u'/') || name.contains(u'\\') || name.startsWith(u'.'))
        return QStringLiteral("expected the name of a file in the lesson's own folder, found "
                              "\"%1\"")
            .arg(detail::quotable(name));
    if (!name.endsWith(QLatin1String(".meeple")))
        return QStringLiteral("expected a board file (*.meeple), found \"%1\"")
            .arg(detail::quotable(name));
    if (QString problem = detail::textProblem(name); !problem.isEmpty()) return problem;
    return {};
}

bool readStep(const JsonReader &r, const QJsonValue &v, const QString &where, int moves,
              LessonStep *step, FileError *error)
{
    if (v.isString()) {
        if (v.toString() == QLatin1String("setup")) {
            step->kind = LessonStep::Kind::SetUp;
            return true;
        }
        if (v.toString() == QLatin1String("end")) {
            step->kind = LessonStep::Kind::End;
            return true;
        }
        return r.fail(where, QStringLiteral("expected \"setup\", \"end\" or {\"move\": N}, found "
                                            "\"%1\"")
                                 .arg(detail::quotable(v.toString())));
    }
    QJsonObject o;
    if (!r.object(v, where, &o) || !r.require(o, where, QStringLiteral("move"))) return false;
    qint64 move = 0;
    if (!r.integerIn(o.value(u"move"), detail::joinPath(where, QStringLiteral("move")), 1,
                     Lesson::kMaxPages * qint64(1000000), &move))
        return false;
    if (move > moves) {
        *error = broken(detail::joinPath(where, QStringLiteral("move")),
                        QStringLiteral("the board has %1 move(s), not %2").arg(moves).arg(move), 1);
        return false;
    }
    step->move = int(move);
    step->kind = LessonStep::Kind::AfterMove;
    if (o.contains(u"scoring")) {
        qint64 scoring = 0;
        if (!r.integerIn(o.value(u"scoring"), detail::joinPath(where, QStringLiteral("scoring")), 1,
                         10000, &scoring))
            return false;
        step->scoring = int(scoring);
        step->kind = LessonStep::Kind::Scoring;
    }
    return true;
}

// The page's question, read as a board's puzzle key is, its places under the page's.
bool readQuestion(const QJsonValue &v, const BoardFile &board, const QString &where,
                  std::optional<Puzzle> *out, FileError *error)
{
    QJsonObject json = board.json();
    json.insert(QStringLiteral("puzzle"), v);
    BoardFile asked;
    FileError e;
    std::optional<Puzzle> puzzle;
    if (asked.setJson(json, &e)) puzzle = Puzzle::parse(asked, &e);
    if (!puzzle) {
        if (e.where.startsWith(QLatin1String("puzzle")))
            e.where = where + e.where.mid(6);
        else
            e = underPage(e, where, QStringLiteral(": "));
        *error = e;
        return false;
    }
    *out = puzzle;
    return true;
}

// The page's marks, read as a board's are.
bool readAnnotations(const QJsonValue &v, const BoardFile &board, const QString &where,
                     QJsonArray *out, FileError *error)
{
    QJsonObject json = board.json();
    json.insert(QStringLiteral("annotations"), v);
    BoardFile marked;
    FileError e;
    if (!marked.setJson(json, &e)) {
        if (e.where.startsWith(QLatin1String("annotations")))
            e.where = where + e.where.mid(11);
        else
            e = underPage(e, where, QStringLiteral(": "));
        *error = e;
        return false;
    }
    *out = v.toArray();
    return true;
}

bool readBoard(const JsonReader &r, const QJsonObject &page, const QString &path,
               const QString &folder, LessonPage *out, FileError *error)
{
    const bool inside = page.contains(u"board"), beside = page.contains(u"boardFile");
    if (inside == beside)
        return r.fail(path.isEmpty() ? QStringLiteral("top level") : path,
                      inside ? QStringLiteral("a page has \"board\" or \"boardFile\", not both")
                             : QStringLiteral("missing key \"board\" (or \"boardFile\")"));
    if (inside) {
        const QString where = detail::joinPath(path, QStringLiteral("board"));
        QJsonObject board;
        if (!r.object(page.value(u"board"), where, &board)) return false;
        if (board.contains(u"puzzle"))
            return r.fail(detail::joinPath(where, QStringLiteral("puzzle")),
                          QStringLiteral("a page asks its question in \"question\", not in "
                                         "its board"));
        FileError e;
        const std::optional<BoardFile> file =
            BoardFile::parse(QJsonDocument(board).toJson(QJsonDocument::Compact), &e);
        if (!file) {
            *error = underPage(e, where, QStringLiteral("."));
            return false;
        }
        out->board = *file;
        return true;
    }
    const QString where = detail::joinPath(path, QStringLiteral("boardFile"));
    QString name;
    if (!r.string(page.value(u"boardFile"), where, &name)) return false;
    if (const QString problem = boardFileProblem(name); !problem.isEmpty())
        return r.fail(where, problem);
    if (folder.isEmpty())
        return r.fail(where, QStringLiteral("a lesson read without its folder cannot name a "
                                            "board file"));
    const QString place = QStringLiteral("%1 (%2)").arg(where, name);
    FileError e;
    const std::optional<QByteArray> bytes =
        readFileAtMost(QDir(folder).filePath(name), BoardFile::kMaxBytes, &e);
    std::optional<BoardFile> file = bytes ? BoardFile::parse(*bytes, &e) : std::nullopt;
    if (file && Puzzle::present(*file)) {
        e = broken(QStringLiteral("puzzle"), QStringLiteral("a page asks its question in "
                                                            "\"question\", not in its board"));
        file.reset();
    }
    if (!file) {
        *error = underPage(e, place, QStringLiteral(": "));
        return false;
    }
    out->boardFileName = name;
    out->board = *file;
    return true;
}

bool readPage(const JsonReader &r, const QJsonValue &v, qsizetype index, const QString &folder,
              const QList<LessonPage> &earlier, LessonPage *page, FileError *error)
{
    const QString path = detail::indexPath(QStringLiteral("pages"), index);
    QJsonObject o;
    if (!r.object(v, path, &o) || !r.require(o, path, QStringLiteral("id")) ||
        !r.string(o.value(u"id"), detail::joinPath(path, QStringLiteral("id")), &page->id))
        return false;
    const QString idPath = detail::joinPath(path, QStringLiteral("id"));
    if (!validId(page->id))
        return r.fail(idPath, QStringLiteral("expected 1 to 64 characters from a-z, 0-9, - and "
                                             "_, found \"%1\"")
                                  .arg(detail::quotable(page->id)));
    for (const LessonPage &p : earlier)
        if (p.id == page->id)
            return r.fail(idPath,
                          QStringLiteral("the id \"%1\" is used by an earlier page").arg(page->id));
    if (!readText(r, o, QStringLiteral("title"), path, Lesson::kMaxTitleLength, &page->title) ||
        !readText(r, o, QStringLiteral("text"), path, Lesson::kMaxTextLength, &page->text) ||
        !readText(r, o, QStringLiteral("notes"), path, Lesson::kMaxTextLength, &page->notes) ||
        !readBoard(r, o, path, folder, page, error))
        return false;
    const int moves = int(page->board.moves().size());
    if (o.contains(u"step") &&
        !readStep(r, o.value(u"step"), detail::joinPath(path, QStringLiteral("step")), moves,
                  &page->step, error))
        return false;
    if (o.contains(u"annotations") &&
        !readAnnotations(o.value(u"annotations"), page->board,
                         detail::joinPath(path, QStringLiteral("annotations")), &page->annotations,
                         error))
        return false;
    if (o.contains(u"question") &&
        !readQuestion(o.value(u"question"), page->board,
                      detail::joinPath(path, QStringLiteral("question")), &page->question, error))
        return false;
    if (o.contains(u"whatIf")) {
        const QString where = detail::joinPath(path, QStringLiteral("whatIf"));
        QJsonObject w;
        LessonWhatIf whatIf;
        if (!r.object(o.value(u"whatIf"), where, &w) || !r.require(w, where, u"page"_s) ||
            !r.require(w, where, u"move"_s) ||
            !r.string(w.value(u"page"), detail::joinPath(where, u"page"_s), &whatIf.page))
            return false;
        const auto of = std::find_if(earlier.begin(), earlier.end(),
                                     [&](const LessonPage &p) { return p.id == whatIf.page; });
        if (of == earlier.end())
            return r.fail(detail::joinPath(where, u"page"_s),
                          QStringLiteral("expected the id of an earlier page, found \"%1\"")
                              .arg(detail::quotable(whatIf.page)));
        if (of->board.moves().isEmpty())
            return r.fail(
                detail::joinPath(where, u"move"_s),
                QStringLiteral("page \"%1\" has no moves to play another one at").arg(whatIf.page));
        qint64 move = 0;
        if (!r.integerIn(w.value(u"move"), detail::joinPath(where, u"move"_s), 1,
                         of->board.moves().size(), &move))
            return false;
        whatIf.move = int(move);
        page->whatIf = whatIf;
    }
    page->json = o;
    return true;
}

} // namespace

// ---- Reading ----

std::optional<Lesson> Lesson::parse(const QByteArray &bytes, const QString &folder,
                                    FileError *error)
{
    FileError local;
    FileError *err = error ? error : &local;
    if (bytes.size() > kMaxBytes) {
        *err = FileError::reading(QStringLiteral("top level"), FileErrorCode::FileTooLarge,
                                  {QString::number(bytes.size()), QString::number(kMaxBytes)});
        return std::nullopt;
    }
    const QByteArray data = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
    if (nesting(data, kMaxDepth) > kMaxDepth) {
        *err = broken(QStringLiteral("top level"),
                      QStringLiteral("arrays and objects nested more than %1 deep").arg(kMaxDepth));
        return std::nullopt;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError) {
        *err = FileError::reading(detail::lineAndColumn(data, pe.offset),
                                  QStringLiteral("not valid JSON: %1").arg(pe.errorString()),
                                  FileErrorCode::JsonSyntax);
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *err = broken(QStringLiteral("top level"), QStringLiteral("expected a JSON object"));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    const JsonReader r(err);
    QString format;
    if (!r.require(root, {}, u"format"_s) || !r.string(root.value(u"format"), u"format"_s, &format))
        return std::nullopt;
    if (format != QLatin1String("meeplelab-lesson")) {
        r.fail(u"format"_s, QStringLiteral("expected \"meeplelab-lesson\", found \"%1\"%2")
                                .arg(detail::quotable(format),
                                     format == QLatin1String("meeplelab-board")
                                         ? QStringLiteral(" (a board file, not a lesson)")
                                         : QString()));
        return std::nullopt;
    }
    int version = 0;
    if (!r.require(root, {}, u"version"_s) ||
        !r.integer(root.value(u"version"), u"version"_s, &version))
        return std::nullopt;
    if (version != kFormatVersion) {
        r.fail(
            u"version"_s,
            version > kFormatVersion
                ? QStringLiteral("version %1 is newer than this program understands (%2)")
                      .arg(version)
                      .arg(kFormatVersion)
                : QStringLiteral("version %1 does not exist; the first version is 1").arg(version));
        return std::nullopt;
    }
    Lesson lesson;
    if (!r.require(root, {}, u"title"_s) ||
        !readText(r, root, u"title"_s, {}, kMaxTitleLength, &lesson.title))
        return std::nullopt;
    if (lesson.title.en.isEmpty() && lesson.title.nl.isEmpty()) {
        r.fail(u"title"_s, QStringLiteral("expected a title in English or Dutch"));
        return std::nullopt;
    }
    QJsonArray pages;
    if (!r.require(root, {}, u"pages"_s) || !r.array(root.value(u"pages"), u"pages"_s, &pages))
        return std::nullopt;
    if (pages.isEmpty()) {
        r.fail(u"pages"_s, QStringLiteral("expected at least one page"));
        return std::nullopt;
    }
    if (pages.size() > kMaxPages) {
        r.fail(u"pages"_s,
               QStringLiteral("at most %1 pages, found %2").arg(kMaxPages).arg(pages.size()));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < pages.size(); ++i) {
        LessonPage page;
        if (!readPage(r, pages.at(i), i, folder, lesson.pages, &page, err)) return std::nullopt;
        lesson.pages.append(page);
    }
    // A lesson is saved again whole, its boards and unknown keys included: text UTF-8 cannot
    // hold is refused there too (the texts it reads have said so already, more precisely).
    QString where;
    if (const QString why = detail::unpairedSurrogate(root, {}, &where); !why.isEmpty()) {
        r.fail(where, why);
        return std::nullopt;
    }
    lesson.json = root;
    return lesson;
}

std::optional<Lesson> Lesson::read(const QString &path, FileError *error)
{
    const std::optional<QByteArray> bytes = readFileAtMost(path, kMaxBytes, error);
    if (!bytes) return std::nullopt;
    return parse(*bytes, QFileInfo(path).absolutePath(), error);
}

int Lesson::pageIndex(const QString &id) const
{
    for (int i = 0; i < pages.size(); ++i)
        if (pages[i].id == id) return i;
    return -1;
}

BoardFile LessonPage::questionBoard() const
{
    QJsonObject asked = board.json();
    if (!annotations.isEmpty()) {
        QJsonArray marks = asked.value(u"annotations").toArray();
        for (const QJsonValue a : annotations)
            marks.append(a);
        asked.insert(QStringLiteral("annotations"), marks);
    }
    if (question) asked.insert(QStringLiteral("puzzle"), question->toJson());
    BoardFile out = board;
    FileError ignored; // both parts were read as a board's own when the lesson was read
    out.setJson(asked, &ignored);
    return out;
}

// ---- Steps and checking ----

bool LessonStep::reachedIn(const Timeline &timeline, const QString &where, FileError *error) const
{
    if (kind == Kind::SetUp || kind == Kind::End) return true;
    if (move > timeline.moveCount() || !timeline.after(move - 1)) {
        *error = broken(detail::joinPath(where, u"move"_s),
                        QStringLiteral("the board's moves stop before move %1").arg(move), 1);
        return false;
    }
    if (kind == Kind::AfterMove) return true;
    const qsizetype scorings = timeline.stepEvents(move - 1, Game::TurnStep::Scoring).size();
    if (scoring > scorings) {
        *error = broken(detail::joinPath(where, u"scoring"_s),
                        QStringLiteral("move %1 scores %2 feature(s), not %3")
                            .arg(move)
                            .arg(scorings)
                            .arg(scoring),
                        1);
        return false;
    }
    return true;
}

QJsonValue LessonStep::toJson() const
{
    switch (kind) {
    case Kind::SetUp:
        return QStringLiteral("setup");
    case Kind::End:
        return QStringLiteral("end");
    case Kind::AfterMove:
        return QJsonObject{{QStringLiteral("move"), move}};
    case Kind::Scoring:
        return QJsonObject{{QStringLiteral("move"), move}, {QStringLiteral("scoring"), scoring}};
    }
    return {};
}

std::optional<QList<LessonQuestionCheck>> checkLesson(const Lesson &lesson, FileError *error)
{
    QList<LessonQuestionCheck> out;
    for (int i = 0; i < lesson.pages.size(); ++i) {
        const LessonPage &page = lesson.pages[i];
        const QString path = detail::indexPath(QStringLiteral("pages"), i);
        const QString boardPlace =
            page.boardFileName.isEmpty()
                ? detail::joinPath(path, u"board"_s)
                : QStringLiteral("%1.boardFile (%2)").arg(path, page.boardFileName);
        // The page's step on its board as it is, with the final scoring the file asks for.
        const Timeline shown = Timeline::build(page.board);
        if (!shown.replays()) {
            FileError e = shown.refusal().value_or(broken({}, u"the board cannot be played"_s, 1));
            *error = underPage(e, boardPlace, QStringLiteral(": "));
            return std::nullopt;
        }
        if (!page.step.reachedIn(shown, detail::joinPath(path, u"step"_s), error))
            return std::nullopt;
        if (!page.question) continue;
        // The question scores for itself, as a puzzle does.
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline asked = Timeline::build(page.questionBoard(), {}, options);
        FileError e;
        const std::optional<PuzzleCheck> check = checkPuzzle(asked, *page.question, &e);
        if (!check) {
            if (e.where.startsWith(QLatin1String("puzzle")))
                e.where = detail::joinPath(path, u"question"_s) + e.where.mid(6);
            else
                e = underPage(e, boardPlace, QStringLiteral(": "));
            *error = e;
            return std::nullopt;
        }
        LessonQuestionCheck c;
        c.page = page.id;
        c.kind = page.question->kind;
        c.ok = check->ok;
        c.where = check->where.startsWith(QLatin1String("puzzle"))
                      ? detail::joinPath(path, u"question"_s) + check->where.mid(6)
                      : check->where;
        c.expected = check->expected;
        c.computed = check->computed;
        out.append(c);
    }
    return out;
}

// ---- Courses ----

std::optional<LessonCourse> readCourse(const QString &dir, FileError *error)
{
    const QDir folder(dir);
    QStringList byName = folder.entryList({QStringLiteral("*.meeplelesson")}, QDir::Files);
    std::sort(byName.begin(), byName.end());
    LessonCourse course;
    if (byName.size() > kMaxCourseLessons) {
        *error = broken({}, QStringLiteral("at most %1 lessons in a course, found %2")
                                .arg(kMaxCourseLessons)
                                .arg(byName.size()));
        return std::nullopt;
    }
    const QString index = folder.filePath(courseFileName());
    if (!QFileInfo(index).exists() && !QFileInfo(index).isSymLink()) {
        course.files = byName;
        return course;
    }
    const std::optional<QJsonObject> read = readJsonObjectAtMost(index, kMaxCourseBytes, error);
    if (!read) return std::nullopt;
    const QJsonObject &root = *read;
    const JsonReader r(error);
    if (!readText(r, root, u"title"_s, {}, Lesson::kMaxTitleLength, &course.title))
        return std::nullopt;
    QJsonArray listed;
    if (root.contains(u"order") && !r.array(root.value(u"order"), u"order"_s, &listed))
        return std::nullopt;
    for (qsizetype i = 0; i < listed.size(); ++i) {
        const QString where = detail::indexPath(u"order"_s, i);
        const QString file = listed.at(i).toString();
        if (!listed.at(i).isString() || !byName.contains(file)) {
            *error = broken(where, QStringLiteral("expected a lesson file (*.meeplelesson) of "
                                                  "the folder"));
            return std::nullopt;
        }
        if (course.files.contains(file)) {
            *error = broken(where, QStringLiteral("\"%1\" is listed twice").arg(file));
            return std::nullopt;
        }
        course.files << file;
    }
    for (const QString &file : std::as_const(byName))
        if (!course.files.contains(file)) course.files << file;
    return course;
}

} // namespace ml

// ---- Writing ----

namespace ml
{

namespace
{

const QStringList &keyOrderOf(const QString &shape)
{
    static const QHash<QString, QStringList> orders{
        {u""_s, {u"format"_s, u"version"_s, u"title"_s, u"pages"_s}},
        {u"pages[]"_s,
         {u"id"_s, u"title"_s, u"board"_s, u"boardFile"_s, u"step"_s, u"text"_s, u"notes"_s,
          u"annotations"_s, u"question"_s, u"whatIf"_s}},
        {u"step"_s, {u"move"_s, u"scoring"_s}},
        {u"whatIf"_s, {u"page"_s, u"move"_s}},
        {u"annotations[]"_s,
         {u"type"_s, u"from"_s, u"to"_s, u"at"_s, u"on"_s, u"cells"_s, u"text"_s, u"label"_s,
          u"color"_s, u"after"_s}},
        {u"question"_s,
         {u"kind"_s, u"question"_s, u"hints"_s, u"explanation"_s, u"player"_s, u"tile"_s,
          u"answer"_s}},
        {u"text"_s, {u"en"_s, u"nl"_s}},
    };
    static const QStringList none;
    const auto it = orders.constFind(shape);
    return it == orders.constEnd() ? none : *it;
}

// The shape of a value's place, for its keys' order: a page's texts are "text" whatever their
// key, a question's own texts too.
QString childShape(const QString &shape, const QString &key)
{
    if (shape.isEmpty()) return key == u"pages" ? u"pages"_s : u"text"_s;
    if (shape == u"pages[]") {
        if (key == u"title" || key == u"text" || key == u"notes") return u"text"_s;
        return key;
    }
    if (shape == u"question" && key != u"answer") return u"text"_s;
    return shape + u'.' + key;
}

QByteArray compact(const QJsonValue &v)
{
    if (v.isObject() || v.isArray()) {
        QByteArray out;
        const bool object = v.isObject();
        out += object ? '{' : '[';
        bool first = true;
        if (object) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                out += first ? "" : ", ";
                first = false;
                out += QJsonDocument(QJsonArray{it.key()})
                           .toJson(QJsonDocument::Compact)
                           .mid(1)
                           .chopped(1);
                out += ": " + compact(it.value());
            }
        } else {
            for (const QJsonValue e : v.toArray()) {
                out += first ? "" : ", ";
                first = false;
                out += compact(e);
            }
        }
        out += object ? '}' : ']';
        return out;
    }
    // A scalar as JSON writes it inside an array.
    return QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

QByteArray quoted(const QString &key)
{
    return QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

void write(QByteArray &out, const QJsonValue &v, int level, const QString &shape);

void writeObject(QByteArray &out, const QJsonObject &o, int level, const QString &shape,
                 const QHash<QString, QByteArray> &written = {})
{
    QStringList keys;
    for (const QString &k : keyOrderOf(shape))
        if (o.contains(k) || written.contains(k)) keys << k;
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key())) keys << it.key();
    const QByteArray pad(level + 1, ' ');
    out += "{\n";
    for (qsizetype i = 0; i < keys.size(); ++i) {
        out += pad + quoted(keys[i]) + ": ";
        if (written.contains(keys[i]))
            out += written.value(keys[i]);
        else
            write(out, o.value(keys[i]), level + 1, childShape(shape, keys[i]));
        out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    out += QByteArray(level, ' ') + '}';
}

void write(QByteArray &out, const QJsonValue &v, int level, const QString &shape)
{
    // Short values on one line, as a board file writes them.
    const QByteArray one = compact(v);
    if ((!v.isObject() && !v.isArray()) || one.size() + level <= 90) {
        if (!v.isObject()) {
            out += one;
            return;
        }
        // Keys still in the format's order.
        QByteArray line = "{";
        QStringList keys;
        const QJsonObject o = v.toObject();
        for (const QString &k : keyOrderOf(shape))
            if (o.contains(k)) keys << k;
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!keys.contains(it.key())) keys << it.key();
        for (qsizetype i = 0; i < keys.size(); ++i)
            line += (i ? ", " : "") + quoted(keys[i]) + ": " + compact(o.value(keys[i]));
        out += line + '}';
        return;
    }
    if (v.isObject()) {
        writeObject(out, v.toObject(), level, shape);
        return;
    }
    const QJsonArray a = v.toArray();
    const QByteArray pad(level + 1, ' ');
    out += "[\n";
    for (qsizetype i = 0; i < a.size(); ++i) {
        out += pad;
        write(out, a.at(i), level + 1, shape + u"[]"_s);
        out += i + 1 < a.size() ? ",\n" : "\n";
    }
    out += QByteArray(level, ' ') + ']';
}

QJsonObject textJson(const PuzzleText &t)
{
    QJsonObject o;
    if (!t.en.isEmpty()) o.insert(u"en"_s, t.en);
    if (!t.nl.isEmpty()) o.insert(u"nl"_s, t.nl);
    return o;
}

} // namespace

QByteArray Lesson::serialize() const
{
    QByteArray list = "[\n";
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const LessonPage &p = pages[i];
        QJsonObject o = p.json;
        o.insert(u"id"_s, p.id);
        for (const auto &[key, text] :
             {std::pair{u"title"_s, &p.title}, {u"text"_s, &p.text}, {u"notes"_s, &p.notes}}) {
            if (text->en.isEmpty() && text->nl.isEmpty())
                o.remove(key);
            else
                o.insert(key, textJson(*text));
        }
        QHash<QString, QByteArray> written;
        o.remove(u"board"_s);
        o.remove(u"boardFile"_s);
        if (p.boardFileName.isEmpty()) {
            // The board in the board file's own order and layout, moved in by the page's level.
            QByteArray board = writeBoardJson(p.board.json(), p.board.keyOrder()).trimmed();
            board.replace("\n", "\n   ");
            written.insert(u"board"_s, board);
        } else {
            o.insert(u"boardFile"_s, p.boardFileName);
        }
        if (p.step.kind == LessonStep::Kind::End)
            o.remove(u"step"_s);
        else
            o.insert(u"step"_s, p.step.toJson());
        if (p.annotations.isEmpty())
            o.remove(u"annotations"_s);
        else
            o.insert(u"annotations"_s, p.annotations);
        if (p.question)
            o.insert(u"question"_s, p.question->toJson());
        else
            o.remove(u"question"_s);
        if (p.whatIf)
            o.insert(u"whatIf"_s,
                     QJsonObject{{u"page"_s, p.whatIf->page}, {u"move"_s, p.whatIf->move}});
        else
            o.remove(u"whatIf"_s);
        list += "  ";
        writeObject(list, o, 2, u"pages[]"_s, written);
        list += i + 1 < pages.size() ? ",\n" : "\n";
    }
    list += " ]";
    QJsonObject top = json;
    top.insert(u"format"_s, u"meeplelab-lesson"_s);
    top.insert(u"version"_s, kFormatVersion);
    top.insert(u"title"_s, textJson(title));
    top.remove(u"pages"_s);
    QByteArray out;
    writeObject(out, top, 0, {}, {{u"pages"_s, list}});
    return out + '\n';
}

} // namespace ml
