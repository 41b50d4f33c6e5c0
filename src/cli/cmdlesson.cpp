// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli lesson: what a teacher runs over a lesson or a course before the class sees it
// (docs/lesson-format.md). `check` reads every page as the program does and recomputes each
// question's stored answer with the rules engine, as `check` does for puzzles.
#include "cli.h"
#include "exportfile.h"
#include "lesson.h"
#include "lessonhandout.h"

#include <QDir>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("lesson"),
        QStringLiteral(
            "lesson check FILE|DIR... [--json]\n"
            "       meeplelab-cli lesson export FILE -o OUT.pdf|OUT.html [--lang en|nl]"),
        QStringLiteral(
            "check: reads each lesson (FILE.meeplelesson; a DIR is a course: its lessons in\n"
            "the order of its course.json, or by name) with every page's board, checks that\n"
            "each page's step is reached on its board, and recomputes the stored answer of\n"
            "every question with the rules engine (docs/lesson-format.md). Prints one line per\n"
            "question: ok, or the stored and the computed answer.\n"
            "\n"
            "  --json   one JSON array, one object per lesson:\n"
            "           {file, ok, error, questions: [{page, kind, ok, where, stored, computed}]}\n"
            "\n"
            "export: writes the lesson as a handout. OUT.pdf: a page per lesson page (its\n"
            "board at its step, its text and question), then the answers. OUT.html: one file\n"
            "that works offline, the boards as inline SVG, arrow keys from page to page, and\n"
            "questions answered on the page (it holds only a hash of each answer).\n"
            "  --lang en|nl   the handout's language (default en)\n"
            "\n"
            "Exit codes: 0 every answer matches (check) or the handout is written (export),\n"
            "1 a wrong answer or a step the board does not reach, 2 an unreadable lesson,\n"
            "course.json or board, or an output that cannot be written, 64 bad usage.\n"),
        {QStringLiteral("--json")},
        {QStringLiteral("-o"), QStringLiteral("--lang")},
    };
    return s;
}

// The lesson files the arguments name: a FILE as it is, a DIR as its course.
QStringList lessonFiles(const QStringList &arguments, int *worst)
{
    QStringList out;
    for (const QString &arg : arguments) {
        if (!QFileInfo(arg).isDir()) {
            out << arg;
            continue;
        }
        FileError error;
        const std::optional<LessonCourse> course = readCourse(arg, &error);
        if (!course) {
            *worst = std::max(*worst, reportError(QDir(arg).filePath(courseFileName()), error));
            continue;
        }
        if (course->files.isEmpty()) {
            printErr(
                QStringLiteral("%1: no lesson files (*.meeplelesson) in this folder").arg(arg));
            *worst = std::max(*worst, int(ExitFile));
        }
        for (const QString &file : course->files)
            out << QDir(arg).filePath(file);
    }
    return out;
}

QJsonObject checkOne(const QString &fileName, bool json, int *exitCode)
{
    QJsonObject o{{QStringLiteral("file"), fileName}};
    FileError error;
    const std::optional<Lesson> lesson = Lesson::read(fileName, &error);
    std::optional<QList<LessonQuestionCheck>> checks =
        lesson ? checkLesson(*lesson, &error) : std::nullopt;
    if (!checks) {
        *exitCode = error.exitCode;
        if (json)
            o.insert(u"error", error.toString(fileName));
        else
            printErr(error.toString(fileName));
        o.insert(u"ok", false);
        o.insert(u"questions", QJsonArray());
        return o;
    }
    QJsonArray questions;
    bool allOk = true;
    for (const LessonQuestionCheck &c : std::as_const(*checks)) {
        allOk = allOk && c.ok;
        questions.append(QJsonObject{{QStringLiteral("page"), c.page},
                                     {QStringLiteral("kind"), puzzleKindName(c.kind)},
                                     {QStringLiteral("ok"), c.ok},
                                     {QStringLiteral("where"), c.ok ? QJsonValue() : c.where},
                                     {QStringLiteral("stored"), c.expected},
                                     {QStringLiteral("computed"), c.computed}});
        if (json) continue;
        if (c.ok)
            printOut(QStringLiteral("%1: page %2: ok (%3)")
                         .arg(fileName, c.page, puzzleKindName(c.kind)));
        else
            printErr(QStringLiteral("%1: %2: page %3: %4 question does not match: stored %5; "
                                    "the rules give %6")
                         .arg(fileName, c.where, c.page, puzzleKindName(c.kind), c.expected,
                              c.computed));
    }
    if (!json && checks->isEmpty())
        printOut(QStringLiteral("%1: ok, %2 page(s), no questions")
                     .arg(fileName)
                     .arg(lesson->pages.size()));
    *exitCode = allOk ? ExitOk : ExitRule;
    o.insert(u"ok", allOk);
    o.insert(u"error", QJsonValue());
    o.insert(u"questions", questions);
    return o;
}

} // namespace

int runExport(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    if (args->json) return usageError(spec(), QStringLiteral("export has no --json"));
    const QString out = args->values.value(QStringLiteral("-o"));
    const bool pdf = out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    const bool html = out.endsWith(QLatin1String(".html"), Qt::CaseInsensitive);
    if (!pdf && !html) return usageError(spec(), QStringLiteral("-o OUT.pdf or -o OUT.html"));
    const QString lang = args->values.value(QStringLiteral("--lang"), QStringLiteral("en"));
    if (lang != u"en" && lang != u"nl")
        return usageError(spec(), QStringLiteral("--lang is en or nl, got \"%1\"").arg(lang));
    const QString file = args->positional.first();
    FileError error;
    const std::optional<Lesson> lesson = Lesson::read(file, &error);
    if (!lesson) return reportError(file, error);
    // A handout of a lesson whose pages cannot be shown would mislead the class.
    if (!checkLesson(*lesson, &error)) return reportError(file, error);
    QString why;
    const bool written = pdf ? writeLessonPdf(*lesson, lang, out, &why)
                             : writeExportFile(
                                   out,
                                   [&](QIODevice *device) {
                                       const QByteArray bytes = lessonHtml(*lesson, lang);
                                       return device->write(bytes) == bytes.size();
                                   },
                                   &why);
    if (!written) {
        printErr(QStringLiteral("%1: cannot write the handout: %2").arg(out, why));
        return ExitFile;
    }
    return ExitOk;
}

int runLesson(const QStringList &argList)
{
    if (argList.isEmpty() || argList.first().startsWith(u'-')) {
        const bool help = argList.contains(u"--help") || argList.contains(u"-h");
        if (help) {
            printHelp(spec());
            return ExitOk;
        }
        return usageError(spec(), QStringLiteral("missing the subcommand (check or export)"));
    }
    const QString &sub = argList.first();
    if (sub == u"export") return runExport(argList.mid(1));
    if (sub != u"check")
        return usageError(spec(), QStringLiteral("unknown subcommand \"%1\"; lesson knows check "
                                                 "and export")
                                      .arg(sub));
    int exitCode = ExitOk;
    const auto args = parseFilesCommand(spec(), argList.mid(1), &exitCode);
    if (!args) return exitCode;
    int worst = ExitOk;
    const QStringList files = lessonFiles(args->positional, &worst);
    QJsonArray results;
    for (const QString &file : files) {
        int code = ExitOk;
        results.append(checkOne(file, args->json, &code));
        worst = std::max(worst, code);
    }
    if (args->json)
        printOutRaw(prettyJson(results, {QStringLiteral("ok"), QStringLiteral("error"),
                                         QStringLiteral("questions"), QStringLiteral("page"),
                                         QStringLiteral("where"), QStringLiteral("stored"),
                                         QStringLiteral("computed")}));
    return worst;
}

} // namespace ml::cli
