// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli describe: a board position in words (the tiles by area, every feature with its
// figures, the scores), the text that exported pictures carry as their alternative text.
#include "boarddescription.h"
#include "cli.h"
#include "timeline.h"

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("describe"),
        QStringLiteral("describe FILE [--lang en|nl] [--after N] [--option KEY=VALUE]..."),
        QStringLiteral(
            "Describes the board of FILE in words, for a reader who cannot see the picture:\n"
            "how many tiles lie where (by row, with the column letters and row numbers the\n"
            "board's edges show), every completed and unfinished feature with the figures on\n"
            "it, and the scores. After all the moves of a file that says \"end\": true, the\n"
            "totals after the final scoring too. `render` writes the same text into the\n"
            "pictures it makes (SVG <desc>, a PNG text chunk, the wiki line's alt=).\n"
            "\n"
            "  --lang en|nl         language of the text (default en)\n"
            "  --after N            the position after the first N moves (0: the set-up)\n"
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file or --after beyond\n"
            "its moves, 64 bad usage.\n"),
        {},
        {QStringLiteral("--lang"), QStringLiteral("--after"), QStringLiteral("--option")},
    };
    return s;
}

} // namespace

int runDescribe(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString lang = args->values.value(QStringLiteral("--lang"), QStringLiteral("en"));
    if (lang != u"en" && lang != u"nl")
        return usageError(spec(), QStringLiteral("--lang is en or nl, got \"%1\"").arg(lang));
    std::optional<int> afterArg;
    if (args->values.contains(QStringLiteral("--after"))) {
        bool ok = false;
        const QString value = args->values.value(QStringLiteral("--after"));
        afterArg = value.toInt(&ok);
        if (!ok)
            return usageError(
                spec(), QStringLiteral("--after is a number of moves, got \"%1\"").arg(value));
    }

    const QString fileName = args->positional.constFirst();
    const auto board = loadBoard(fileName, &exitCode, BoardReading::EndOnly);
    if (!board) return exitCode;
    const Timeline timeline = Timeline::build(*board, args->options);
    if (!timeline.replays()) return reportError(fileName, timeline.problems().constFirst());
    // As `render` does: a number that is no position of this file is the file's matter.
    if (afterArg && (*afterArg < 0 || *afterArg > timeline.moveCount())) {
        printErr(QStringLiteral("%1: --after %2 is not a position of this file: N is 0 to %3")
                     .arg(fileName)
                     .arg(*afterArg)
                     .arg(timeline.moveCount()));
        return ExitFile;
    }
    const LanguageInUse language(lang);
    printOut(BoardDescription::ofTimeline(timeline, afterArg.value_or(-1)));
    return ExitOk;
}

} // namespace ml::cli
