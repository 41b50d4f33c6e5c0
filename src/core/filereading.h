// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace ml
{

// Reads a file that came from outside (a board, a collection.json, a recovery copy, a JCZ
// save, art): whatever its name promises, it may be a named pipe that blocks the first read
// forever, a device that never ends (/dev/zero) or a folder. Only a regular file is read, and
// never more than `limit` bytes of it. Anything else fails at once with exit code 2 and
// *error naming the reason, e.g. "cannot read the file: is a named pipe (FIFO), not a file" or
// "the file is too large: more than 64 MiB". Qt resources (":/...") are ours and read as they
// are, under the same limit.
std::optional<QByteArray> readFileAtMost(const QString &path, qsizetype limit, FileError *error);

// The same for a small index file of ours in a folder the user chose (a collection's
// collection.json, a course's course.json): read as readFileAtMost() does, it must hold one JSON
// object. Otherwise *error says why, with exit code 2: "not JSON: ..." or "expected an object".
std::optional<QJsonObject> readJsonObjectAtMost(const QString &path, qsizetype limit,
                                                FileError *error);

// "64 MiB" for a whole number of MiB, otherwise "N bytes": how a refusal names a limit.
QString byteLimitText(qsizetype limit);

} // namespace ml
