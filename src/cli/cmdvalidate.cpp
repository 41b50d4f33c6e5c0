// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli validate: every problem of a board file, stage by stage.
#include "cli.h"
#include "puzzle.h"
#include "timeline.h"

#include <QJsonArray>

#include <algorithm>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("validate"),
        QStringLiteral("validate FILE [--option KEY=VALUE]..."),
        QStringLiteral(
            "Reads FILE and checks its structure, its set-up and every move, printing each\n"
            "problem on its own line as FILE: WHERE: REASON. A structural problem stops the check\n"
            "(nothing after it can be read), as does an illegal set-up; an illegal move is\n"
            "reported and skipped, and the moves after it are checked as if it had not been\n"
            "played. A puzzle key is read too: its structure and types, its player and its\n"
            "tile (a malformed puzzle makes the file unreadable, exit 2, at a place such as\n"
            "puzzle.answer.best[0].rot). Whether a puzzle's stored answer is right is for\n"
            "`meeplelab-cli check`, which solves it. Prints \"FILE: ok\" when there is nothing\n"
            "to report.\n"
            "\n"
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, 64 bad usage.\n"),
        {},
        {QStringLiteral("--option")},
    };
    return s;
}

} // namespace

int runValidate(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString fileName = args->positional.constFirst();
    const auto board = loadBoard(fileName, &exitCode, BoardReading::EndOnly);
    if (!board) return exitCode;
    TimelineOptions options;
    options.keepGoing = true; // every refused move, not only the first
    options.checkpoints = false;
    const Timeline timeline = Timeline::build(*board, args->options, options);
    QList<FileError> errors = timeline.problems();
    // The puzzle is read after the board, so its problem comes last, as it is in the file.
    std::optional<Puzzle> puzzle;
    if (Puzzle::present(*board)) {
        FileError error;
        puzzle = Puzzle::parse(*board, &error);
        // The tile can only be looked up in a catalogue the set-up has made.
        if (puzzle && timeline.isSetUp() && !checkPuzzleTile(*puzzle, *timeline.end(), &error))
            puzzle.reset();
        if (!puzzle) errors << error;
    }
    for (const FileError &e : errors) {
        // The most serious kind wins: usage (64) over unreadable (2) over a broken rule (1).
        exitCode = std::max(exitCode, reportError(fileName, e));
    }
    if (errors.isEmpty())
        printOut(QStringLiteral("%1: ok (%2 set-up tile(s), %3 move(s)%4%5)")
                     .arg(fileName)
                     .arg(board->json().value(u"tiles").toArray().size())
                     .arg(board->moves().size())
                     .arg(board->end() ? QStringLiteral(", game over") : QString())
                     .arg(puzzle ? QStringLiteral(", a %1 puzzle; `check` compares its answer")
                                       .arg(puzzleKindName(puzzle->kind))
                                 : QString()));
    return exitCode;
}

} // namespace ml::cli
