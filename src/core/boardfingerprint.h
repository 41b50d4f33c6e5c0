// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace ml
{

class BoardFile;

// The text a fingerprint hashes: the JSON with every object's keys sorted and no spacing, so
// that neither the layout nor the key order of a file counts, only what it says. The saved
// file's text (writeBoardJson) is as stable, but its bytes differ from these, which the
// program has hashed since the first stored puzzle progress; changing them would make every
// puzzle a user solved show as untried again.
QByteArray canonicalJson(const QJsonObject &json);

// A stable name for a board file's content: the SHA-256 of canonicalJson(file.json()), as 64
// lowercase hex digits. The same board saved twice, re-indented or with its keys reordered
// keeps it; any change to what the file says (a tile moved, a title reworded) gives another.
QString boardFingerprint(const BoardFile &file);

} // namespace ml
