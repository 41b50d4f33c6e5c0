// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlesearch.h"

namespace ml
{

// The analysis of one tile (`meeplelab-cli analyse`): every legal move of `tile` for
// `player`, with its gain, the points of the turn and each player's outlook (the score if the
// game ended right after the move), in the order analyse lists them: gain, then the player's
// outlook, both descending; then y, x and rotation; then the figure (none first, then by
// location: monastery garden castle Nw N Ne En E Es Se S Sw Ws W Wn). Each figure, and each
// mage or witch, is named by the first port of its segment, as check --json names them.
QList<RankedMove> analyseMoves(const Game &game, int player, const TileType &tile,
                               const SearchOptions &options = {});

// The largest board analyseMoves() is asked about, by `analyse` and the analysis board alike.
// Every move is played and scored to the end of the game, and a farmer's outlook walks its
// whole field: the cost grows faster than the board (100,000 tiles took 18 s and 1.7 GB). No
// real game reaches a thousand tiles; at this size the analysis still takes well under a
// second.
constexpr qsizetype kMaxAnalysedTiles = 2'000;

// The rank of a figure's location in that order (`on` of FigureChoice); unknown names last.
int locationRank(const QString &on);

} // namespace ml
