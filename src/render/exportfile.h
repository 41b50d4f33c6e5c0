// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class QIODevice;

namespace ml
{

// Writes an exported picture or document all or nothing, as a save is written: `write` draws
// into memory, the bytes go to a temporary file beside `path`, and that replaces `path` only
// when every byte reached the disk.
// A failed export (a full disk, a file size limit, a folder that cannot be written) leaves the
// old file as it was. `write` says whether it could draw; on failure *why holds the system's
// reason, or is empty when the drawing itself failed.
bool writeExportFile(const QString &path, const std::function<bool(QIODevice *)> &write,
                     QString *why);

} // namespace ml
