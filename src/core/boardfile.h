// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "boardfilewriter.h"
#include "game.h"
#include "movelist.h"
#include "picturesettings.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>

namespace ml
{

namespace detail
{
struct ParsedBoard;
}

// What a board-file problem is, as data, for the interface to word (editor/refusaltext).
// The command line prints FileError::reason, the English wording, instead. Arguments:
//   JsonSyntax      line, column, QJsonParseError::ParseError number, byte offset
//   Expected        what was expected, what was found (the English phrases of boardfilejson:
//                   "an object", "an array", "a string", "an integer", "true or false",
//                   "an array of strings"; found: "null", "a boolean", "a number", ...)
//   ExpectedInteger the number found
//   BadRotation     the degrees found
//   MissingKey      the key
//   RuleBroken      none: FileError::refusal says what the rules refuse
//   CoordinateOutOfRange  the number found (a coordinate beyond ±1,000,000, docs/board-format.md,
// `tiles` and `figures`)
//   SecondCellOutOfRange  the cell "(x,y)" where the second half of a double tile would lie
//   OutOfRange      the number found, the lowest and the highest allowed (scores, supplies,
//                   the bag's seed: docs/board-format.md)
//   BadPlayerId     the id, with characters that cannot be shown written as \uXXXX
//   BagNeedsHillsSheep  none: draws or a seed without the set hills-sheep (docs/board-format.md,
// `bag`)
//   FileTooLarge    the size in bytes, the limit in bytes
//   DuplicateKey    the key (a warning, see BoardFile::warnings(): the file still loads)
// The English wording of these codes is in one table (fileErrorEnglish, boardfile.cpp).
// Other covers the remaining reading errors (unknown ids and values, versions, ...), which
// are still only in English.
enum class FileErrorCode : quint8 {
    Other,
    JsonSyntax,
    NotAnObject,
    Expected,
    ExpectedInteger,
    ExpectedCell,
    BadRotation,
    MissingKey,
    RuleBroken,
    CoordinateOutOfRange,
    SecondCellOutOfRange,
    OutOfRange,
    BadPlayerId,
    BagNeedsHillsSheep,
    FileTooLarge,
    DuplicateKey,
    // Reading a file from outside (filereading.h): args[0] is the system's reason for
    // CannotRead, the limit ("64 MiB") for ReadLimit; the others take none.
    CannotRead,
    IsDirectory,
    IsNamedPipe,
    IsDevice,
    IsSocket,
    NotRegularFile,
    ReadLimit,
};

// The English sentence of a code that has one in the table of boardfile.cpp (the codes
// listed after RuleBroken above); empty for the others, whose English is made where they
// arise.
QString fileErrorEnglish(FileErrorCode code, const QStringList &args);

// A problem with a board file: where (JSON path such as "tiles[3].rot", or "moves[2]") and
// why. exitCode is that of the command-line tool: 2 = the file cannot be read (syntax, types,
// unknown ids or values, newer version, not supported yet), 1 = readable but breaks a rule.
struct FileError {
    FileError() = default;
    // The plain form most reading errors use: {exitCode, where, reason} (code Other).
    FileError(int exit, const QString &path, const QString &english)
        : exitCode(exit), where(path), reason(english)
    {
    }

    int exitCode = 2;
    QString where;
    QString reason; // English
    FileErrorCode code = FileErrorCode::Other;
    QStringList args;
    Refusal refusal; // the rules' refusal when code is RuleBroken
    // "FILE: WHERE: REASON" on one line.
    QString toString(const QString &fileName) const;
    // A readable file that breaks a rule (exit code 1): "<reason> [<rule>]".
    static FileError ruleBroken(const QString &where, const Refusal &refusal);
    // A reading error (exit code 2) with its code and arguments.
    static FileError reading(const QString &where, const QString &reason, FileErrorCode code,
                             const QStringList &args = {});
    // The same for a code worded by fileErrorEnglish().
    static FileError reading(const QString &where, FileErrorCode code, const QStringList &args);
};

// The outcome of setting up a board file and playing its moves.
struct Replay {
    std::optional<Game> game;  // the state after the moves (and after final scoring if end)
    QList<ScoreEvent> events;  // scoring during the moves, in order
    QList<ScoreEvent> final;   // final scoring (empty unless end)
    QMap<QString, int> scores; // player id -> total
};

// How strictly setUp() reads the set-up. Files, the command line and the moves always use
// the defaults, exactly as docs/board-format.md says; only the editor's document relaxes them, to
// show a set-up that is still being arranged (and it refuses to save one that breaks them).
struct SetUpOptions {
    // Touching sides may differ; they are listed in Board::mismatches() and not joined.
    bool allowMismatchedSides = false;
};

// What a board file is read for. A whole reading keeps the document to edit and save again.
// A reading for the end (the command line's score, validate, legal, analyse, describe, render
// and check) may keep a long file's moves only in their packed form, not as a document as
// well: such a BoardFile is never saved (serialize() refuses it) and has no fingerprint; a board
// made from it goes through wholeJson().
enum class BoardReading : quint8 { Whole, EndOnly };

// A board file (docs/board-format.md): the parsed contents plus the original JSON, so that a load
// and save round trip keeps keys this program does not know and changes nothing else.
class BoardFile
{
public:
    // The largest board file read (FileTooLarge beyond): a game of 100,000 moves takes a
    // few MiB, and the limit bounds what a hostile file can make the program allocate.
    static constexpr qsizetype kMaxBytes = qsizetype(64) << 20;

    // Parses and checks the structure (types, ids, values, version). Rule checks of the
    // set-up and moves happen in setUp()/replay().
    static std::optional<BoardFile> parse(const QByteArray &bytes, FileError *error,
                                          BoardReading reading = BoardReading::Whole);

    // The document as read; with BoardReading::EndOnly its "moves" may be left empty (moves()
    // holds them).
    const QJsonObject &json() const { return m_json; }
    // The document with its moves, written again from moves() when json() lacks them: for a
    // board made from this one (another rules option, a puzzle's solution).
    QJsonObject wholeJson() const;
    QString title(const QString &lang) const;
    QString description(const QString &lang) const;
    bool end() const { return m_end; }
    const MoveList &moves() const;
    // The illustration marks (docs/board-format.md, `annotations`); their locations are checked by
    // Timeline::build.
    const AnnotationText &caption() const;
    const QList<Annotation> &annotations() const;
    // How the file's exported pictures are made ("picture"; defaults when absent).
    const PictureSettings &pictureSettings() const;
    // The players as the file lists them (name and colour as written, empty when left out).
    const QList<Player> &players() const;
    // The sets the file enables (RuleSet flags).
    quint8 sets() const;

    // The game after the set-up, before any move. `overrides` are --option KEY=VALUE pairs.
    std::optional<Game> setUp(const QMap<QString, QString> &overrides, FileError *error,
                              const SetUpOptions &options = {}) const;
    // Set-up, every move, and the final scoring when `end` is true, as a copied result: a
    // shortcut over Timeline::build() (timeline.h) for callers that want no more than that.
    std::optional<Replay> replay(const QMap<QString, QString> &overrides, FileError *error) const;

    // The document as the file to save (docs/board-format.md, "How Meeple Lab saves a file": keys
    // in the format's order, unknown keys kept in the order the loaded text had them, one space a
    // level). Saving twice gives the same bytes.
    QByteArray serialize() const;
    // The order of keys in the loaded text (empty for a file not parsed from text).
    const KeyOrder &keyOrder() const;
    // Problems that do not stop the file from loading: keys written twice in one object
    // (FileErrorCode::DuplicateKey, where = the object's path; Qt keeps the last one).
    const QList<FileError> &warnings() const { return m_warnings; }
    // Replaces the JSON (the editor writes its state back through this) and re-parses.
    bool setJson(const QJsonObject &json, FileError *error);
    // Whether json() lacks the moves that moves() holds (BoardReading::EndOnly).
    bool movesOutsideJson() const { return m_movesOutsideJson; }
    // How many times this process has read a board's JSON into a BoardFile (setJson, and
    // every load through it): a test counts what one edit costs with it.
    static int readsSoFar();

private:
    bool parseJson(const QJsonObject &json, FileError *error, MoveList *movesRead);

    QJsonObject m_json;
    std::shared_ptr<const KeyOrder> m_keyOrder;
    QList<FileError> m_warnings;
    bool m_end = false;
    bool m_movesOutsideJson = false; // BoardReading::EndOnly read the moves past the document
    // The checked contents (players, tiles, figures, moves, options, custom catalogue), shared
    // so that copies of a BoardFile stay cheap (a timeline keeps one; a file may hold a
    // million moves).
    std::shared_ptr<const detail::ParsedBoard> m_parsed;
};

} // namespace ml
