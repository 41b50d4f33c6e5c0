// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tilecatalogue.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <random>

// A legal base game of many moves as a board file, for timing `score` against `validate`
// (validate must cost at most a few times what score does) and for the tests that
// keep it so. Random but reproducible: the same moves and seed give the same file.
namespace mltest
{
// Tile D at (0,0), two players, then `moves` tiles from a stack of as many base sets as it
// takes, each placed at a random legal placement with a random meeple or none; the game is
// not ended. A tile that fits nowhere is discarded (a discard is a move too).
QByteArray longGameFile(int moves, unsigned seed = 1);

// The same file written as long.meeple into `folder` (the benchmarks open it as a user does);
// its path, or an empty string when it cannot be written.
QString writeLongGameFile(const QString &folder, int moves);

// `sets` copies of the base game's tiles (C3 counts), shuffled with `rng`.
QList<const ml::TileType *> shuffledBaseStack(int sets, std::mt19937 &rng);
} // namespace mltest
