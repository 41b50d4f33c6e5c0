// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "puzzle.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

// A folder of board files read as a collection of puzzles (docs/board-format.md, "Puzzle
// collections").
struct PuzzleCollection {
    PuzzleText title;  // from collection.json; empty without one
    QStringList files; // file names in the folder, in collection order
};

// The name of the optional file that orders a collection and gives its title.
inline QString collectionFileName()
{
    return QStringLiteral("collection.json");
}

// The largest collection.json read: its order of a thousand file names and two titles take
// some tens of KiB.
constexpr qsizetype kMaxCollectionBytes = qsizetype(1) << 20;

// Reads the folder `dir`: its *.meeple files by name, or in the order of collection.json with
// the files it does not list after, by name. A broken collection.json (not JSON, wrong types,
// a listed file that is not in the folder or listed twice) fails with exit 2, *error giving
// the place in collection.json ("order[2]"). A folder that does not exist reads as empty:
// the caller says so, as it knows how the folder was named.
std::optional<PuzzleCollection> readCollection(const QString &dir, FileError *error);

} // namespace ml
