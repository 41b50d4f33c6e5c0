// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfilereplay.h"
#include "tilecatalogue.h"

#include <QList>
#include <QStringList>

#include <random>

// Castles in Germany (R-GC-*, docs/rules/german-castles.md): the rules that are not one Game member
// live here; the members (playing a castle from hand, the castle's own scoring and bonus, whether a
// castle still fits, castles that touch) are in gamecastle.cpp with these.
namespace ml
{

namespace detail
{
struct ParsedBoard;
}

// Set-up (R-GC-2): each player takes one castle tile, two each with two or three players.
// This deals them at random from the catalogue's castles; players who would rather choose
// edit their hand afterwards. Returns one hand per player.
QList<QStringList> dealCastles(const TileCatalogue &catalogue, int playerCount, std::mt19937 &rng);

// docs/board-format.md, `players`: a castle is held by one player at most and is not also on the
// board.
bool checkCastleHands(const detail::ParsedBoard &board, FileError *error);

// The end of a game with German castles (R-GC-4): with castleEnd c3 it ends only at a player
// who cannot place a castle either; sets check.reason and, when the game is not over yet,
// check.error.
void checkCastleEnd(const Game &afterMoves, GameEndCheck &check);

} // namespace ml
