// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli pack and unpack: a board as one line of text and back (docs/board-format.md, "A
// board as one line of text").
#include "boardpack.h"
#include "cli.h"

#include <QFile>
#include <QSaveFile>

#include <cstdio>

namespace ml::cli
{

namespace
{

const CommandSpec &packSpec()
{
    static const CommandSpec s{
        QStringLiteral("pack"),
        QStringLiteral("pack FILE"),
        QStringLiteral(
            "Prints the board of FILE as one line of text, for a forum post or a chat message:\n"
            "\"meeple1:\" and the base64url text (no padding) of a zlib stream of the board's\n"
            "JSON, written without whitespace with its keys in the saved order. `unpack` gives\n"
            "the file back byte for byte, and the desktop program pastes the same text.\n"
            "Only the file's structure is read (as `validate` does first); its rules are not\n"
            "checked.\n"
            "\n"
            "Exit codes: 0 ok, 2 unreadable file, 64 bad usage.\n"),
        {},
        {},
    };
    return s;
}

const CommandSpec &unpackSpec()
{
    static const CommandSpec s{
        QStringLiteral("unpack"),
        QStringLiteral("unpack TEXT -o OUT.meeple"),
        QStringLiteral(
            "Writes the board that TEXT (made by `pack`, or copied in the desktop program)\n"
            "holds to OUT, as the program saves a board file. TEXT may be - to read it from\n"
            "standard input. Whitespace and line breaks, around it or inside it (a post that\n"
            "wrapped the line), are ignored.\n"
            "\n"
            "  -o OUT   the board file to write (- for standard output)\n"
            "\n"
            "Refused, with exit 2 and TEXT: REASON on stderr: a text without the \"meeple1:\"\n"
            "prefix, bad base64url, a bad or cut zlib stream, more than 16 MiB unpacked, or\n"
            "unpacked JSON that is not a readable board file.\n"
            "\n"
            "Exit codes: 0 ok, 2 bad text or OUT cannot be written, 64 bad usage.\n"),
        {},
        {QStringLiteral("-o")},
    };
    return s;
}

// How an error names TEXT: as given, shortened so that a long text does not fill the line.
QString textName(const QString &text)
{
    constexpr qsizetype kShown = 24;
    const QString simple = text.simplified();
    return simple.size() <= kShown + 3 ? simple : simple.left(kShown) + QStringLiteral("...");
}

// Standard input up to one byte past what any packed board can be, so an endless stream
// is refused instead of read into memory.
QByteArray readStandardInput()
{
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) return {};
    // Whitespace does not count towards the limit, but nobody wraps a text with more
    // whitespace than text.
    return in.read(2 * (kMaxPackedChars + 64));
}

bool writeOut(const QString &out, const QByteArray &bytes, QString *why)
{
    if (out == u"-") {
        printOutRaw(bytes);
        return true;
    }
    QSaveFile file(out); // all or nothing: a failed write leaves no half board behind
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *why = file.errorString();
        return false;
    }
    return true;
}

} // namespace

int runPack(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(packSpec(), argList, &exitCode);
    if (!args) return exitCode;
    const auto board = loadBoard(args->positional.constFirst(), &exitCode);
    if (!board) return exitCode;
    printOutRaw(packBoard(*board) + '\n');
    return ExitOk;
}

int runUnpack(const QStringList &argList)
{
    const auto args = parseArgs(unpackSpec(), argList);
    if (!args) return ExitUsage;
    if (args->help) {
        printHelp(unpackSpec());
        return ExitOk;
    }
    if (args->positional.size() != 1)
        return usageError(unpackSpec(), QStringLiteral("expected one TEXT (or - for stdin)"));
    const QString out = args->values.value(QStringLiteral("-o"));
    if (out.isEmpty()) return usageError(unpackSpec(), QStringLiteral("-o OUT is required"));
    const QString text = args->positional.constFirst();
    const QByteArray bytes = text == u"-" ? readStandardInput() : text.toUtf8();
    const QString name = text == u"-" ? QStringLiteral("-") : textName(text);
    PackError packError;
    const std::optional<QByteArray> json = unpackBoardText(bytes, &packError);
    if (!json) {
        printErr(name + QStringLiteral(": ") + boardPackEnglish(packError));
        return ExitFile;
    }
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(*json, &error);
    if (!board) {
        // The place in the unpacked board, as for a file: "TEXT: tiles[3].rot: ...".
        return reportError(name, error);
    }
    QString why;
    if (!writeOut(out, board->serialize(), &why)) {
        printErr(QStringLiteral("%1: cannot write the board file: %2").arg(out, why));
        return ExitFile;
    }
    return ExitOk;
}

} // namespace ml::cli
