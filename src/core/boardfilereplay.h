// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// What the timeline (timeline.h) uses to judge a board file's moves and end.
namespace ml
{

// How the game of a file with `end: true` comes to its end (docs/board-format.md, `moves`): replay
// and the step-through run the same check and show the same refusal.
struct GameEndCheck {
    enum class Reason : quint8 {
        AsGiven,    // no `stack`: the file's `end` is taken as given
        StackEmpty, // the last tile of the stack is placed (R-BASE-13)
        CastleC2,   // German castles, castleEnd c2: the end of the stack ends the game (R-GC-4)
        CastleC3    // castleEnd c3: the next player can place neither a tile nor a castle (R-GC-4)
    };
    Reason reason = Reason::AsGiven;
    int nextPlayer = -1;            // the seat whose turn would come next; -1 without players
    QStringList castlesInHand;      // ids of the players still holding a castle tile
    std::optional<FileError> error; // set when the game cannot be over yet
};
// Only meaningful for a file with `end: true`; `afterMoves` is the game after every move.
GameEndCheck checkGameEnd(const BoardFile &file, const Game &afterMoves);

// The seat whose turn comes next: the one after the last move's player, or the first seat
// when there are no moves. -1 without players.
int nextPlayer(const BoardFile &file, const Game &game);

// A RuleError as a board-file reason: "<reason> [<rule>]".
QString ruleReason(const RuleError &error);

} // namespace ml
