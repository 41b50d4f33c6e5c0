// meeplelab-cli check: verifies the stored answer key of each puzzle against the rules, so a
// whole collection can be checked in batch (format.md §2).
#include "cli.h"
#include "puzzle.h"
#include "timeline.h"

#include <algorithm>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("check"),
        QStringLiteral("check FILE... [--show]"),
        QStringLiteral(
            "Recomputes the answer key of the puzzle in each FILE with the rules engine and\n"
            "compares it with the stored one (docs/puzzles.md). Prints one line per file: ok, or\n"
            "the stored and the computed answer. Best moves are compared as sets, figures by\n"
            "segment (any port of a segment names the same place), the mage and witch by the\n"
            "feature they go to. A file without a puzzle is reported and skipped.\n"
            "\n"
            "  --show   also print the computed answer key as JSON (for authors: paste it as\n"
            "           the puzzle's \"answer\" after checking it by hand)\n"
            "\n"
            "Exit codes: 0 every answer matches, 1 a wrong or missing answer, or a board that\n"
            "breaks a rule, 2 an unreadable file, 64 bad usage.\n"),
        {QStringLiteral("--show")},
        {},
    };
    return s;
}

// The name a collection's reader knows a puzzle by.
QString puzzleName(const QString &fileName, const BoardFile &board)
{
    const QString title = board.title(QStringLiteral("en"));
    return title.isEmpty() ? fileName : QStringLiteral("%1 (\"%2\")").arg(fileName, title);
}

int checkFile(const QString &fileName, bool show)
{
    int exitCode = ExitOk;
    const auto board = loadBoard(fileName, &exitCode);
    if (!board) return exitCode;
    if (!Puzzle::present(*board)) {
        printOut(QStringLiteral("%1: no puzzle, nothing to check").arg(fileName));
        return ExitOk;
    }
    FileError error;
    const auto puzzle = Puzzle::parse(*board, &error);
    if (!puzzle) return reportError(fileName, error);
    // One timeline for the check and the answer it shows: the puzzle scores for itself.
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const auto check = checkPuzzle(Timeline::build(*board, {}, options), *puzzle, &error);
    if (!check) return reportError(fileName, error);
    if (show) printOutRaw(prettyJson(check->answer.toJson())); // the check computed it already
    const QString kind = puzzleKindName(puzzle->kind);
    if (check->ok) {
        printOut(QStringLiteral("%1: ok (%2)").arg(puzzleName(fileName, *board), kind));
        return ExitOk;
    }
    printErr(QStringLiteral("%1: %2: %3 puzzle does not match: stored %4; the rules give %5")
                 .arg(puzzleName(fileName, *board), check->where, kind, check->expected,
                      check->computed));
    return ExitRule;
}

} // namespace

int runCheck(const QStringList &argList)
{
    const auto args = parseArgs(spec(), argList);
    if (!args) return ExitUsage;
    if (args->help) {
        printHelp(spec());
        return ExitOk;
    }
    if (args->positional.isEmpty())
        return usageError(spec(), QStringLiteral("expected at least one FILE"));
    const bool show = args->values.contains(QStringLiteral("--show"));
    // The worst outcome wins: an unreadable file (2) over a wrong answer (1).
    int worst = ExitOk;
    int failed = 0;
    for (const QString &fileName : args->positional) {
        const int code = checkFile(fileName, show);
        if (code != ExitOk) ++failed;
        worst = std::max(worst, code);
    }
    if (args->positional.size() > 1)
        printOut(QStringLiteral("check: %1 file(s), %2 with problems")
                     .arg(args->positional.size())
                     .arg(failed));
    return worst;
}

} // namespace ml::cli
