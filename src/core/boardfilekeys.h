// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "boardfilewriter.h"

#include <QByteArray>
#include <QList>

// A second, streaming read of a board file's text for what Qt's JSON reader does not keep:
// the order of each object's keys (so a save can keep it, docs/board-format.md, "How Meeple Lab
// saves a file") and keys that appear twice in one object (Qt keeps the last one silently). Uses
// nlohmann-json's SAX reader, which builds no document.
namespace ml::detail
{

// At most this many duplicate-key warnings are kept; a hostile file could hold millions.
constexpr int kMaxKeyWarnings = 20;
// The keys a file holds that the format does not know are kept and saved again untouched, but
// no real board needs more than a little of them: at most this many bytes in all, measured as
// their compact JSON text (the key, the value, and a separator each).
constexpr qsizetype kMaxUnknownKeyBytes = qsizetype(1) << 20;

// Fills *order and appends a DuplicateKey warning per repeated key (place: the object's JSON
// path, "top level" for the root). Text Qt read but this reader does not (it is stricter about
// lone surrogate escapes, say) gives no order and no warnings: Qt's reading stays the one that
// decides what a file means. Returns false, with *error naming the key where the total passed
// kMaxUnknownKeyBytes, when the unknown keys hold more than that.
bool scanKeys(const QByteArray &json, KeyOrder *order, QList<FileError> *warnings,
              FileError *error);

} // namespace ml::detail
