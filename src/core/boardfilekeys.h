// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "boardfilewriter.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QList>
#include <QStringList>

#include <optional>

// Reading a board file's JSON text, with what Qt's JSON reader does not keep: the order of each
// object's keys (so a save can keep it, docs/board-format.md, "How Meeple Lab saves a file") and
// keys that appear twice in one object (Qt keeps the last one silently). One pass of
// nlohmann-json's SAX reader builds Qt's document and notes both; the text that pass cannot read
// exactly as Qt's reader would goes to Qt's reader and a second, scanning pass (scanKeys).
namespace ml::detail
{

// At most this many duplicate-key warnings are kept; a hostile file could hold millions.
constexpr int kMaxKeyWarnings = 20;
// A board holds a few hundred different keys. A text of more than this many is hostile (a
// million objects of a key each, say): the one pass builds such objects more slowly than Qt's
// reader inserts their keys, so it leaves the text to readJsonTextTwice there.
constexpr int kMaxOnePassKeys = 20'000;
// The keys a file holds that the format does not know are kept and saved again untouched, but
// no real board needs more than a little of them: at most this many bytes in all, measured as
// their compact JSON text (the key, the value, and a separator each).
constexpr qsizetype kMaxUnknownKeyBytes = qsizetype(1) << 20;

// What reading a board's JSON text gives.
struct JsonText {
    QJsonDocument doc; // Qt's document; null when refused or not JSON
    KeyOrder order;
    // DuplicateKey, placed at the object's JSON path, "top level" for the root.
    QList<FileError> warnings;
    // The unknown keys past kMaxUnknownKeyBytes, naming the key where the total passed it. Found
    // before the text is checked to its end: such a file is refused whatever follows.
    std::optional<FileError> refused;
    QJsonParseError syntax; // Qt's report when the text is not JSON (error NoError otherwise)
    // Whether every text and key of the document is known to hold UTF-16 surrogates only in
    // pairs: so when the one pass read it, as nlohmann's reader refuses a lone surrogate escape
    // and UTF-8 cannot hold one. Then there is no unpairedSurrogate() to look for.
    bool pairedSurrogates = false;
    // Whether the root's "moves" array went to a MovesReader element by element: the document
    // then holds it empty (readJsonText with a reader).
    bool movesRead = false;
    // Whether the reader stopped the one pass (a move it refused, a key that changes what the
    // moves mean after them): the text must be read again without it.
    bool movesStopped = false;
};

// Takes the elements of the root object's "moves" array one at a time as the text gives them,
// for a reading that does not keep a long file's moves as a document (BoardFile::parse with
// BoardReading::EndOnly).
class MovesReader
{
public:
    virtual ~MovesReader() = default;
    // The array opens; `before` holds the root's keys the text gave before it. False: the
    // moves stay in the document.
    virtual bool begin(const QJsonObject &before) = 0;
    // The element at `index`; false stops the reading (movesStopped).
    virtual bool element(const QJsonValue &move, qsizetype index) = 0;
    // A root key after the array opened; false stops the reading (movesStopped).
    virtual bool laterKey(const QString &key) = 0;
};

// Reads the text in one pass when it can, and as readJsonTextTwice does when it cannot: text
// nlohmann's reader refuses but Qt's reads or refuses in its own words (invalid UTF-8, a lone
// surrogate escape, "1." and other syntax errors), nesting deeper than Qt reads, a number Qt
// refuses (1e400, 1e-400), a top-level value that is no array or object, a byte order mark
// after the start, a NUL byte, an object whose keys Qt cannot put in order (boardfiletext.cpp),
// more than kMaxOnePassKeys different keys.
// Gives exactly what readJsonTextTwice gives, but for the moves that went to `moves` (movesRead).
JsonText readJsonText(const QByteArray &json, MovesReader *moves = nullptr);
// scanKeys, then Qt's reader (the scan's refusal comes first): the way for text the one pass
// leaves, and what the tests compare the one pass with.
JsonText readJsonTextTwice(const QByteArray &json);

// How many texts readJsonText has read in one pass and how many it left to readJsonTextTwice,
// in this process: the tests show that a valid file is read once.
struct JsonReadCounts {
    int onePass = 0;
    int twice = 0;
};
JsonReadCounts jsonReadsSoFar();

// Fills *order and appends a DuplicateKey warning per repeated key (place: the object's JSON
// path, "top level" for the root). Text Qt read but this reader does not (it is stricter about
// lone surrogate escapes, say) gives no order and no warnings: Qt's reading stays the one that
// decides what a file means. Returns false, with *error naming the key where the total passed
// kMaxUnknownKeyBytes, when the unknown keys hold more than that.
bool scanKeys(const QByteArray &json, KeyOrder *order, QList<FileError> *warnings,
              FileError *error);
// The shapes ("", "players[]", "moves[].figure") of the objects with keys in the text, as far as
// nlohmann's reader reads it: the places a KeyOrder of this text can know, for the tests that
// compare two of them.
QStringList keyShapes(const QByteArray &json);

} // namespace ml::detail
