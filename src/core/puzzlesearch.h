// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QList>
#include <QMap>
#include <QString>

#include <atomic>
#include <functional>

namespace ml
{

// One candidate move of the best-move search, with what it earns.
struct RankedMove {
    Move move;
    QMap<QString, int> points; // player id -> points scored during the turn (all phases)
    // Points of the mover minus the most any other player scores during the turn: the value
    // the stored answer uses (docs/board-format.md, `puzzle`).
    int gain = 0;
    // What the move leaves, when SearchOptions::outlook is set: the same difference for a
    // final scoring run right after the move (as if the game ended now). Only breaks ties in
    // the ranking; never part of the stored answer.
    int outlook = 0;
    // Each player's total score (starting scores included) if the game ended right after the
    // move, final scoring included; filled when SearchOptions::outlook is set (analyse's
    // `outlook`).
    QMap<QString, int> outlookScores;
    QString key; // canonical identity: equal keys are the same move (see moveKey())
};

struct SearchOptions {
    bool outlook = false;
    // Polled between candidates; the search stops early when it becomes true.
    const std::atomic_bool *cancel = nullptr;
    // Called after each placement with (placements done, placements in all).
    std::function<void(int, int)> progress;
};

struct SearchResult {
    QList<RankedMove> ranked; // every legal move, best first (gain, then outlook)
    int bestGain = 0;
    int bestCount = 0; // moves sharing bestGain
    bool unique() const { return bestCount == 1; }
    bool cancelled = false;
    int placements = 0; // legal placements of the tile
};

// Best-move search: every legal placement of `tile` for `player` after the game's
// moves, with every figure choice (meeple or shepherd on each free segment, or none), the
// magic action when it is due (every destination of the mage and the witch, or taking one
// off), and grow/stable when the shepherd action is due. Each is played on a copy of the game,
// so the engine itself decides what is legal and what it scores; moves the engine refuses
// are dropped. A castle tile (double) is played from the player's hand.
SearchResult searchBestMoves(const Game &game, int player, const TileType &tile,
                             const SearchOptions &options = {});

// The canonical identity of `move` played on `before`: the cells and board ports the placed
// tile covers (so rotations giving the same tile are one move), the figure's segment as the
// set of board ports it owns (so any port of the segment names it), the magic figure's
// destination feature, and the flock action. Empty with *error when the move cannot be
// resolved (no such location on the placed tile, tile does not fit there).
QString moveKey(const Game &before, const Move &move, QString *error);
// The same on a game the caller lets it try the move on (a trial, taken back): for the keys
// of many moves on one board without a copy of the game each.
QString moveKeyOn(Game &probe, const Move &move, QString *error);

// Plays `move` on a copy of `game`; the points per player during it, or the refusal.
std::optional<QMap<QString, int>> turnPoints(const Game &game, const Move &move,
                                             RuleError *refused = nullptr,
                                             std::optional<Game> *after = nullptr);

// Mover's points minus the most any other player got.
int gainOf(const QMap<QString, int> &points, const QString &player, const Game &game);

} // namespace ml
