// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzentry.h"

#include "boarddocument.h"
#include "boardfile.h"
#include "boardfilejson.h"
#include "boardfiletextcheck.h"
#include "boardpack.h"
#include "jczimport.h"
#include "puzzle.h"
#include "timeline.h"

#include <QFile>

#include <cstdio>
#include <cstdlib>

namespace ml::fuzz
{

namespace
{
[[noreturn]] void broken(const char *what)
{
    std::fprintf(stderr, "fuzz property broken: %s\n", what);
    std::abort();
}

void checkPuzzleKey(const BoardFile &board, const Replay *replay)
{
    if (!Puzzle::present(board)) return;
    FileError error;
    const std::optional<Puzzle> puzzle = Puzzle::parse(board, &error);
    if (!puzzle || !replay || !replay->game) return;
    if (!checkPuzzleTile(*puzzle, *replay->game, &error)) return;
    if (puzzle->kind == PuzzleKind::BestMove &&
        replay->game->board().tiles().size() > size_t(kMaxSearchTiles))
        return;
    checkPuzzle(board, *puzzle, &error);
}

void saveRoundTrip(const QByteArray &bytes)
{
    BoardDocument first;
    FileError error;
    if (!first.load(bytes, QString(), &error)) return;
    const QByteArray saved = first.serialize();
    BoardDocument second;
    const bool loaded = second.load(saved, QString(), &error);
    const QByteArray again = loaded ? second.serialize() : QByteArray();
    if (qEnvironmentVariableIsSet("ML_FUZZ_DUMP")) { // to look at a failure: both saves
        QFile a(QStringLiteral("/tmp/fuzz-first.json")), b(QStringLiteral("/tmp/fuzz-second.json"));
        if (a.open(QIODevice::WriteOnly)) a.write(saved);
        if (b.open(QIODevice::WriteOnly))
            b.write(loaded ? again : error.toString(QStringLiteral("second")).toUtf8());
    }
    if (!loaded) broken("a saved board does not load again");
    if (again != saved) broken("saving a loaded save changes it");
}
// meeplelab-cli unpack (docs/board-format.md, "A board as one line of text"): any text is refused
// or read, within its limit; a board it reads packs and unpacks to the same JSON, and goes on
// through the board checks below.
void unpackRoundTrip(const QByteArray &bytes)
{
    PackError packError;
    const std::optional<QByteArray> json = unpackBoardText(bytes, &packError);
    if (!json) {
        if (boardPackEnglish(packError).isEmpty()) broken("an unpack refusal without a reason");
        return;
    }
    if (json->size() > kMaxUnpackedBytes) broken("unpack gave more than its limit");
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(*json, &error);
    if (!board) return;
    const std::optional<QByteArray> again = unpackBoardText(packBoard(*board), &packError);
    if (!again) broken("a packed board does not unpack");
    const std::optional<BoardFile> back = BoardFile::parse(*again, &error);
    if (!back || back->serialize() != board->serialize())
        broken("pack then unpack changes a board");
    runBoardInput(*json);
}
} // namespace

// meeplelab-cli import (docs/jcz-import.md): any save is imported or refused with a reason and an
// exit code of the spec; a board it writes is a board file the program reads.
void runJczInput(const QByteArray &bytes)
{
    const jcz::ImportResult result = jcz::importSave(bytes, {});
    if (result.exitCode != 0 && result.exitCode != 1 && result.exitCode != 2)
        broken("an import exit code outside 0, 1, 2");
    if (result.exitCode != 0 && result.errors.isEmpty())
        broken("an import refusal without a reason");
    if (result.exitCode == 0 && !result.board) broken("an import that writes nothing");
    if (!result.board) return;
    FileError error;
    if (!BoardFile::parse(*result.board, &error)) broken("an imported board does not load");
    runBoardInput(*result.board);
}

void runOneInput(const QByteArray &bytes)
{
    if (looksPacked(bytes))
        unpackRoundTrip(bytes);
    else if (bytes.left(256).contains("\"appVersion\""))
        runJczInput(bytes); // a JCloisterZone save
    else
        runBoardInput(bytes);
}

namespace
{
// The one pass that reads a board's JSON text gives what Qt's reader and the key scan give, and
// a text it read holds no unpaired surrogate (BoardFile does not look for one there).
void checkJsonOnce(const QByteArray &bytes)
{
    const detail::JsonText once = detail::readJsonText(bytes);
    const QString why = detail::jsonTextDifference(bytes, once, detail::readJsonTextTwice(bytes));
    if (!why.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        broken("the one-pass JSON reading differs from Qt's reader and the key scan");
    }
    QString where;
    const QJsonValue root = once.doc.isObject() ? QJsonValue(once.doc.object()) : once.doc.array();
    if (once.pairedSurrogates && !detail::unpairedSurrogate(root, {}, &where).isEmpty())
        broken("the one-pass JSON reading let an unpaired surrogate through");
}
} // namespace

void runBoardInput(const QByteArray &bytes)
{
    checkJsonOnce(bytes);
    // The command line's reading for the end only reads what the whole reading reads.
    if (const QString why = detail::endOnlyDifference(bytes); !why.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        broken("the end-only reading differs from the whole reading");
    }
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(bytes, &error);
    if (!board) return;
    const std::optional<Replay> scored = Timeline::build(*board).toReplay();
    TimelineOptions validate;
    validate.keepGoing = true;
    Timeline::build(*board, {}, validate);
    checkPuzzleKey(*board, scored ? &*scored : nullptr);
    saveRoundTrip(bytes);
}

} // namespace ml::fuzz
