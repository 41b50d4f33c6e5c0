// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

namespace ml
{

// Writes `data` into `file` (opening it for writing if needed) and commits it only when every
// byte went out. QIODevice::write() reports a short write (a nearly full disk) as a count
// below data.size(), not as -1, and QSaveFile::commit() does not notice it either: without
// this check a truncated file would replace the good one. On any failure the temporary file is
// dropped, the file on disk stays byte for byte as it was, and *error says why, translated.
bool writeAndCommit(QSaveFile &file, const QByteArray &data, QString *error);

} // namespace ml
