// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QList>
#include <QMap>
#include <QString>

namespace ml
{

// "Outlook" of Explore: what each open feature would score if the game
// ended now, and where that leaves every player. It is the final scoring (R-BASE-14,
// R-BASE-15) run on a copy of the position, so it says exactly what the engine would.
struct Outlook {
    // The final scoring's events: each unfinished road, city, monastery, castle, and each
    // field with farmers, with who wins it and the breakdown (worded by EventText).
    QList<ScoreEvent> features;
    QMap<QString, int> now;       // player id -> score in the position
    QMap<QString, int> projected; // player id -> score after the final scoring
    bool gameOver = false;        // the position already had its final scoring
};

// The outlook of `game`; `gameOver` when the position is past its final scoring (then there
// is nothing open to score again).
Outlook outlookOf(const Game &game, bool gameOver = false);

} // namespace ml
