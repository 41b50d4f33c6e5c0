// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "puzzle.h"
#include "puzzlecheck.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ml
{

// The author dialog's warnings about a key's honesty, in the program's language:
// several best moves, and an answer that changes with a rules reading.
class PuzzleReviewText
{
    Q_DECLARE_TR_FUNCTIONS(ml::PuzzleReviewText)
public:
    // The distinct best moves of `answer`: rotations of a symmetric tile and ports of one
    // segment are one move (moveKey()), as check counts them.
    static QList<Move> distinctBest(const Game &before, const PuzzleAnswer &answer);
    // "3 moves share the best gain of 4:" and one line per move; empty when the move is unique.
    static QString sharedBest(const Game &before, const PuzzleAnswer &answer);
    // The answer under the board's own reading and under each other value that changes it,
    // and the advice to name the reading; empty when no reading changes the answer.
    static QString readings(const Game &before, const PuzzleAnswer &answer,
                            const PuzzleReview &review);
};

} // namespace ml
