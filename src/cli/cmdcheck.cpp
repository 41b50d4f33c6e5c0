// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli check: verifies the stored answer key of each puzzle against the rules, so a
// whole collection can be checked in batch, and says where a key is not the only answer or
// holds under one reading of the rules only (docs/board-format.md, "Checking puzzles").
#include "cli.h"
#include "puzzle.h"
#include "puzzlecheck.h"
#include "timeline.h"

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
        QStringLiteral("check"),
        QStringLiteral("check FILE|DIR... [--json] [--show]"),
        QStringLiteral(
            "Recomputes the answer key of the puzzle in each FILE with the rules engine and\n"
            "compares it with the stored one (docs/puzzles.md). A DIR is a collection: its\n"
            "*.meeple files in the order of its collection.json, or by name "
            "(docs/board-format.md).\n"
            "Prints one line per puzzle: ok, or the stored and the computed answer. Best moves\n"
            "are compared as sets, figures by segment (any port of a segment names the same\n"
            "place), the mage and witch by the feature they go to. A file without a puzzle is\n"
            "reported and skipped.\n"
            "It also says when several moves share the best gain (not unique), and under which\n"
            "other value of a rules option of the file's sets the answer would differ (depends\n"
            "on); neither changes the exit code.\n"
            "\n"
            "  --json   one JSON array on standard output, one object per puzzle:\n"
            "           {file, kind, ok, stored, computed, unique, dependsOn}\n"
            "  --show   also print the computed answer key as JSON (for authors: paste it as\n"
            "           the puzzle's \"answer\" after checking it by hand); not with --json\n"
            "In JSON, stored and computed alike, a figure is named by the first port of its\n"
            "segment (Nw N Ne En E Es Se S Sw Ws W Wn), so one answer has one spelling.\n"
            "\n"
            "Exit codes: 0 every answer matches, 1 a wrong or missing answer, or a board that\n"
            "breaks a rule, 2 an unreadable file or collection.json, 64 bad usage.\n"),
        {QStringLiteral("--show"), QStringLiteral("--json")},
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

struct Outcome {
    int exitCode = ExitOk;
    std::optional<QJsonObject> json; // empty for an unreadable file
};

// An answer key as check writes it, the file's as well as the rules': a figure named by its
// segment's first port, so that the same answer reads the same in "stored", "computed" and
// --show, and a script can compare them as text. Without a position to look the segments up
// in (a board that breaks a rule) the answer keeps the names it has.
QJsonObject answerJson(const PuzzleAnswer &answer, const Game *before)
{
    return before ? withFirstPorts(answer, *before).toJson() : answer.toJson();
}

// A computed answer: none for a free question, whose answer is the author's text.
QJsonValue computedJson(const std::optional<PuzzleAnswer> &answer, const Game &before)
{
    if (!answer || answer->kind == PuzzleKind::Free) return QJsonValue();
    return answerJson(*answer, &before);
}

QJsonObject reviewJson(const PuzzleReview &review, PuzzleKind kind, const Game &before)
{
    QJsonArray depends;
    for (const OptionDependence &d : review.dependsOn)
        depends.append(QJsonObject{
            {QStringLiteral("option"), d.option},
            {QStringLiteral("value"), d.json},
            {QStringLiteral("computed"), computedJson(d.computed, before)},
        });
    return {{QStringLiteral("unique"), review.unique ? QJsonValue(*review.unique) : QJsonValue()},
            {QStringLiteral("dependsOn"), kind == PuzzleKind::Free ? QJsonArray() : depends}};
}

// The review in words, one line each, after the puzzle's ok or mismatch line.
void printReview(const QString &name, const PuzzleReview &review)
{
    if (review.unique && !*review.unique)
        printOut(QStringLiteral("%1: not unique: %2 moves share the best gain %3: %4")
                     .arg(name)
                     .arg(review.bestMoves.size())
                     .arg(QString::asprintf("%+d", review.bestGain),
                          review.bestMoves.join(QStringLiteral("; "))));
    for (const OptionDependence &d : review.dependsOn)
        printOut(QStringLiteral("%1: depends on %2=%3: computed %4")
                     .arg(name, d.option, d.value, d.text));
}

Outcome checkFile(const QString &fileName, bool show, bool json)
{
    Outcome outcome;
    const auto board = loadBoard(fileName, &outcome.exitCode, BoardReading::EndOnly);
    if (!board) return outcome;
    QJsonObject o{{QStringLiteral("file"), fileName}};
    if (!Puzzle::present(*board)) {
        if (!json) printOut(QStringLiteral("%1: no puzzle, nothing to check").arg(fileName));
        o.insert(u"kind", QJsonValue());
        o.insert(u"ok", true);
        outcome.json = o;
        return outcome;
    }
    FileError error;
    const auto puzzle = Puzzle::parse(*board, &error);
    if (!puzzle) {
        outcome.exitCode = reportError(fileName, error);
        return outcome;
    }
    const QString kind = puzzleKindName(puzzle->kind);
    const QString name = puzzleName(fileName, *board);
    o.insert(u"kind", kind);
    // One timeline for the check, the review and the answer it shows: the puzzle scores for
    // itself.
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    options.checkpoints = false; // the puzzle's position is the last one
    const Timeline timeline = Timeline::build(*board, {}, options);
    // The author's answer (null without one), named as the computed one is.
    const std::shared_ptr<const Game> position =
        timeline.replays() ? timeline.afterMoves() : nullptr;
    o.insert(u"stored", puzzle->answer ? QJsonValue(answerJson(*puzzle->answer, position.get()))
                                       : QJsonValue());
    const auto check = checkPuzzle(timeline, *puzzle, &error);
    const auto review =
        check ? reviewPuzzle(timeline, *puzzle, check->answer, &error) : std::nullopt;
    if (!check || !review) {
        outcome.exitCode = reportError(fileName, error);
        if (outcome.exitCode == ExitFile) return outcome;
        // The board breaks a rule: the puzzle is there, but it has no answer to compare.
        o.insert(u"ok", false);
        o.insert(u"computed", QJsonValue());
        o.insert(u"unique", QJsonValue());
        o.insert(u"dependsOn", QJsonArray());
        outcome.json = o;
        return outcome;
    }
    const Game &before = *timeline.afterMoves();
    // The check computed it already; spelled as --json spells it, so that pasting it as the
    // file's answer makes "stored" and "computed" read the same.
    if (show) printOutRaw(prettyJson(answerJson(check->answer, &before)));
    o.insert(u"ok", check->ok);
    o.insert(u"computed", computedJson(check->answer, before));
    const QJsonObject r = reviewJson(*review, puzzle->kind, before);
    for (auto it = r.begin(); it != r.end(); ++it)
        o.insert(it.key(), it.value());
    outcome.json = o;
    if (check->ok) {
        if (!json) printOut(QStringLiteral("%1: ok (%2)").arg(name, kind));
    } else {
        printErr(QStringLiteral("%1: %2: %3 puzzle does not match: stored %4; the rules give %5")
                     .arg(name, check->where, kind, check->expected, check->computed));
        outcome.exitCode = ExitRule;
    }
    if (!json) printReview(name, *review);
    return outcome;
}

} // namespace

int runCheck(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFilesCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const bool show = args->values.contains(QStringLiteral("--show"));
    if (show && args->json)
        return usageError(spec(), QStringLiteral("--show and --json do not go together (the "
                                                 "JSON has the computed answers)"));
    // The worst outcome wins: an unreadable file (2) over a wrong answer (1).
    int worst = ExitOk;
    const QStringList files = puzzleFiles(args->positional, &worst);
    int failed = 0;
    QJsonArray results;
    for (const QString &fileName : files) {
        const Outcome outcome = checkFile(fileName, show, args->json);
        if (outcome.exitCode != ExitOk) ++failed;
        if (outcome.json) results.append(*outcome.json);
        worst = std::max(worst, outcome.exitCode);
    }
    if (args->json) {
        // "file" and "kind" rank first in prettyJson; the rest in the order of
        // docs/board-format.md, "Checking puzzles",
        // and a dependsOn entry as {option, value, computed}.
        printOutRaw(prettyJson(results, {QStringLiteral("ok"), QStringLiteral("stored"),
                                         QStringLiteral("option"), QStringLiteral("value"),
                                         QStringLiteral("computed"), QStringLiteral("unique"),
                                         QStringLiteral("dependsOn")}));
    } else if (files.size() > 1) {
        printOut(
            QStringLiteral("check: %1 file(s), %2 with problems").arg(files.size()).arg(failed));
    }
    return worst;
}

} // namespace ml::cli
