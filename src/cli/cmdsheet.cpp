// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli sheet: a printable PDF of puzzles for a class or a club (docs/board-format.md,
// "Printing puzzles"): the questions with their boards, numbered, then the answers and explanations
// on pages of their own. The layout is the desktop's (PuzzleSheet), so both print the same sheet.
#include "cli.h"
#include "puzzle.h"
#include "puzzlesheet.h"

#include <algorithm>

namespace ml::cli
{

namespace
{

constexpr int kDefaultPerPage = 4;

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("sheet"),
        QStringLiteral("sheet FILE|DIR... -o OUT.pdf [--lang en|nl] [--per-page N]"),
        QStringLiteral(
            "Writes a printable A4 sheet of the puzzles in the FILEs and DIRs: each puzzle's\n"
            "board as the solver sees it (after the moves, before any final scoring), numbered,\n"
            "with its question; then, on pages of their own, the answers in words with the\n"
            "authors' explanations. A DIR is a collection: its *.meeple files in the order of\n"
            "its collection.json, or by name (docs/board-format.md). A file without a puzzle is\n"
            "named on stderr and left out.\n"
            "\n"
            "  -o OUT.pdf      the PDF to write\n"
            "  --lang en|nl    language of the questions, answers and headings (default en)\n"
            "  --per-page N    puzzles on a page of questions, 1 to 12 (default 4)\n"
            "\n"
            "Exit codes: 0 written, 1 a board breaks a rule, 2 an unreadable file or\n"
            "collection.json, no puzzle at all, or the PDF cannot be written, 64 bad usage.\n"
            "Nothing is written unless every file can be read.\n"),
        {},
        {QStringLiteral("-o"), QStringLiteral("--lang"), QStringLiteral("--per-page")},
    };
    return s;
}

// The sheet's heading: the collection's title when one collection is printed, else the
// general one.
QString sheetTitle(const QList<PuzzleText> &titles, qsizetype arguments, const QString &lang)
{
    if (arguments == 1 && titles.size() == 1 && !titles.first().text(lang).isEmpty())
        return titles.first().text(lang);
    return PuzzleSheet::defaultTitle(lang);
}

} // namespace

int runSheet(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFilesCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString out = args->values.value(QStringLiteral("-o"));
    if (out.isEmpty()) return usageError(spec(), QStringLiteral("-o OUT.pdf is required"));
    if (!out.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        return usageError(spec(), QStringLiteral("OUT must end in .pdf, got \"%1\"").arg(out));
    const QString lang = args->values.value(QStringLiteral("--lang"), QStringLiteral("en"));
    if (lang != u"en" && lang != u"nl")
        return usageError(spec(), QStringLiteral("--lang is en or nl, got \"%1\"").arg(lang));
    int perPage = kDefaultPerPage;
    if (args->values.contains(QStringLiteral("--per-page"))) {
        bool ok = false;
        perPage = args->values.value(QStringLiteral("--per-page")).toInt(&ok);
        if (!ok || perPage < 1 || perPage > PuzzleSheet::kMaxPerPage)
            return usageError(spec(), QStringLiteral("--per-page is a number from 1 to %1, got "
                                                     "\"%2\"")
                                          .arg(PuzzleSheet::kMaxPerPage)
                                          .arg(args->values.value(QStringLiteral("--per-page"))));
    }

    int worst = ExitOk;
    QList<PuzzleText> titles;
    const QStringList files = puzzleFiles(args->positional, &worst, &titles);
    QList<SheetPuzzle> puzzles;
    for (const QString &fileName : files) {
        int code = ExitOk;
        const auto board = loadBoard(fileName, &code);
        if (!board) {
            worst = std::max(worst, code);
            continue;
        }
        if (!Puzzle::present(*board)) {
            printErr(QStringLiteral("%1: no puzzle, left out of the sheet").arg(fileName));
            continue;
        }
        FileError error;
        auto puzzle = sheetPuzzle(*board, lang, &error);
        if (!puzzle) {
            worst = std::max(worst, reportError(fileName, error));
            continue;
        }
        puzzles.append(*puzzle);
    }
    // A sheet with a puzzle missing would be handed out as if it were whole.
    if (worst != ExitOk) return worst;
    if (puzzles.isEmpty()) {
        printErr(QStringLiteral("meeplelab-cli sheet: no puzzle in %1, nothing to print")
                     .arg(args->positional.join(QStringLiteral(", "))));
        return ExitFile;
    }
    const PuzzleSheet sheet(puzzles, sheetTitle(titles, args->positional.size(), lang), lang,
                            perPage);
    QString why;
    if (!sheet.writePdf(out, &why)) {
        printErr(why); // "cannot write OUT: reason"
        return ExitFile;
    }
    return ExitOk;
}

} // namespace ml::cli
