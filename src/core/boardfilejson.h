// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "geometry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

// Typed reading of JSON values with the JSON path in every error, so board-file messages
// say exactly where a problem is ("tiles[2].at: expected an array of two integers").
namespace ml::detail
{

QString joinPath(const QString &path, const QString &key);
QString indexPath(const QString &path, qsizetype index);
// "a string", "a number", ... for "expected X, found Y" messages.
QString jsonTypeName(const QJsonValue &value);
// Line and column (1-based) of a byte offset, for JSON syntax errors.
// A value from the file as an error message may quote it: at most 40 characters, and
// anything but printable ASCII written as \uXXXX, so a NUL or a lone surrogate in a file
// can neither cut nor garble the one-line message.
QString quotable(const QString &text);
QString lineAndColumn(const QByteArray &data, int offset, int *lineOut = nullptr,
                      int *columnOut = nullptr);
// A number as the file most likely wrote it: the shortest form that reads back as the same
// double, so 180.0000001 is not shown as "180".
QString writtenNumber(double value);
// Why a text from a file cannot be shown or stored as it is, naming the character and its
// position (1-based, in code points); empty when it is fine. Refused: C0 controls other than
// tab and newline, DEL, C1 controls and UTF-16 surrogates that do not form a pair.
QString textProblem(const QString &text);
// Where in `value` (a JSON path below `path`) a key or a string holds a UTF-16 surrogate
// without its pair ("\ud800" alone), and why; empty when none does. Such text cannot be
// written as UTF-8, so a save would change it: a file that holds one is refused, also in
// the keys and values the format does not know, which a save must give back untouched.
QString unpairedSurrogate(const QJsonValue &value, const QString &path, QString *where);
// "#rrggbb", exactly: six hex digits after the hash, nothing before or after.
bool isHexColour(const QString &text);

class JsonReader
{
public:
    explicit JsonReader(FileError *error) : m_error(error) {}

    // Records an exit-2 error and returns false, so callers can `return r.fail(...)`.
    bool fail(const QString &where, const QString &reason,
              FileErrorCode code = FileErrorCode::Other, const QStringList &args = {}) const;
    // The same for a code whose English is in the table (fileErrorEnglish).
    bool fail(const QString &where, FileErrorCode code, const QStringList &args = {}) const;

    bool object(const QJsonValue &v, const QString &path, QJsonObject *out) const;
    bool array(const QJsonValue &v, const QString &path, QJsonArray *out) const;
    bool string(const QJsonValue &v, const QString &path, QString *out) const;
    // A string meant for people to read: checked with textProblem().
    bool plainText(const QJsonValue &v, const QString &path, QString *out) const;
    // A string that is a colour #rrggbb.
    bool colour(const QJsonValue &v, const QString &path, QString *out) const;
    bool integer(const QJsonValue &v, const QString &path, int *out) const;
    // An integer from `lowest` to `highest`; anything else (also a huge number) is an
    // OutOfRange error naming the range.
    bool integerIn(const QJsonValue &v, const QString &path, qint64 lowest, qint64 highest,
                   qint64 *out) const;
    bool boolean(const QJsonValue &v, const QString &path, bool *out) const;
    bool stringList(const QJsonValue &v, const QString &path, QStringList *out) const;
    // [x, y], each from -kCoordinateLimit to kCoordinateLimit (docs/board-format.md, `tiles` and
    // `figures`).
    bool cell(const QJsonValue &v, const QString &path, Cell *out) const;
    // Degrees 0/90/180/270 to quarter turns.
    bool rotation(const QJsonValue &v, const QString &path, int *quarterTurns) const;
    // {"en": ..., "nl": ...}: an object whose values are strings.
    bool text(const QJsonValue &v, const QString &path) const;
    // Required key: "missing key" error when absent.
    bool require(const QJsonObject &o, const QString &path, const QString &key) const;
    FileError *error() const { return m_error; }

private:
    // "expected WHAT, found TYPE", with both as arguments for the interface.
    bool failExpected(const QString &where, const QString &what, const QJsonValue &found) const;

    FileError *m_error;
};

} // namespace ml::detail
