// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfilekeys.h"

#include <QByteArray>
#include <QString>

// The check that the one-pass reading of a board's JSON text (readJsonText) gives what Qt's
// reader and the key scan give (readJsonTextTwice), for the differential test and the board
// fuzzer.
namespace ml::detail
{

// Where two readings of the text `json` differ, in words; empty when they agree in all a reader
// of them can see: the document with the kind of each number (integer or double, and the bits of
// a double), the key order of every shape the text holds, the warnings, the refusal and Qt's
// syntax report.
QString jsonTextDifference(const QByteArray &json, const JsonText &a, const JsonText &b);

// Where the reading for the end only (BoardReading::EndOnly) of the text `json` differs from the
// whole reading, in words; empty when both refuse it with the same error, or both read it to the
// same moves, warnings, end and document (but for the moves the end-only reading left out).
// *movesOutside, when given, says whether the end-only reading kept the moves out of its document.
QString endOnlyDifference(const QByteArray &json, bool *movesOutside = nullptr);

} // namespace ml::detail
