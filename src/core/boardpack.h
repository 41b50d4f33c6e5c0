// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

// A board as one line of text (docs/board-format.md, "A board as one line of text"): "meeple1:" and
// the base64url text, without padding, of a zlib stream (RFC 1950) of the board's compact JSON. It
// travels where a file cannot: a forum post, a chat message, the clipboard.
namespace ml
{

class BoardFile;

// What is wrong with a text given to unpack, as data; boardPackEnglish() words it for the
// command line, the desktop words it itself. Arguments:
//   Empty          none: nothing but whitespace
//   NoPrefix       the first characters of the text (at most 16)
//   NewerPrefix    the prefix found ("meeple2:"): a later format of the text
//   BadCharacter   the character (or \uXXXX), its 1-based position after the prefix
//   BadLength      the number of base64url characters (one more than a multiple of 4)
//   QtLengthPrefix none: the bytes start with qCompress's 4-byte length, not a zlib header
//   BadZlib        zlib's own reason, in English
//   Truncated      none: the stream stops before its end (the text was cut short)
//   TrailingData   the number of bytes after the end of the stream
//   TooLarge       the limit in bytes
enum class PackProblem : quint8 {
    None,
    Empty,
    NoPrefix,
    NewerPrefix,
    BadCharacter,
    BadLength,
    QtLengthPrefix,
    BadZlib,
    Truncated,
    TrailingData,
    TooLarge,
};

struct PackError {
    PackProblem problem = PackProblem::None;
    QStringList args;
};

constexpr char kPackPrefix[] = "meeple1:";
// More unpacked bytes than this are refused, checked while inflating, so a
// small text that claims or expands to gigabytes costs no more than this.
constexpr qsizetype kMaxUnpackedBytes = qsizetype(16) << 20;
// A text longer than any 16 MiB board can pack to (deflate adds at most a few bytes per
// 16 KiB block, base64 four characters per three bytes) is refused before decoding.
constexpr qsizetype kMaxPackedChars = (kMaxUnpackedBytes + kMaxUnpackedBytes / 512) / 3 * 4;

// The packed text of a board: its JSON as the saver writes it, compact (keys in the order of
// docs/board-format.md, "How Meeple Lab saves a file", unknown keys kept where they were), without
// a line break.
QByteArray packBoard(const BoardFile &board);

// Whether `text` (after whitespace) starts like a packed board, so the desktop can tell it
// from board JSON when pasting.
bool looksPacked(QByteArrayView text);

// The board JSON a packed text holds. Whitespace anywhere (line breaks of a wrapped post) is
// ignored, as is base64 padding. Nothing is trusted: the output grows only as inflating gives
// bytes, and stops at kMaxUnpackedBytes.
std::optional<QByteArray> unpackBoardText(QByteArrayView text, PackError *error);

// The English sentence of a problem, for the command line.
QString boardPackEnglish(const PackError &error);

} // namespace ml
