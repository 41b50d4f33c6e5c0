// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "geometry.h"
#include "puzzle.h"
#include "scoreids.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace ml
{

class Game;
class Timeline;

// What the solver of a puzzle is shown: the question, never the answer. Every picture of a
// puzzle (the desktop's board while solving, the printed sheet) takes its position from here.
struct PuzzlePosition {
    std::shared_ptr<const Game> game;
    int after = 0; // moves played on it, as `annotations` count them
    // Turn-scores: the move the question is about, whose tile is outlined. It stands before
    // its first scoring, with every figure it scores still on the board.
    int askedMove = -1;
    std::optional<Cell> askedCell;
};

// The board after the moves, before any final scoring (a final-scores puzzle asks for that
// scoring). A turn-scores question is about its last move: that move is shown up to the turn
// step before its first scoring (a flock taken to the stable scores in the shepherd's step,
// a completed feature in phase 3), so the figures and sheep that score are still standing.
// The timeline must be built without the final scoring. Null game when it does not replay.
PuzzlePosition puzzlePosition(const Timeline &timeline, PuzzleKind kind);

// A scoring of the answer that the solver cannot work out from the picture: a player scores
// it, but none of that player's figures on it can be seen in the position shown.
struct UnseenScorer {
    enum class Why : quint8 {
        NotStanding, // no figure of the player stands on the feature (gone home already)
        Dimmed       // the player's figures there stand on cells a dim annotation fades
    };
    Why why = Why::NotStanding;
    ScoredFeature feature = ScoredFeature::Road;
    QString player; // player id
    QList<Cell> cells;
};

// Every scoring that `kind`'s answer is made of (the last move's for turn-scores; the final
// scoring's for final-scores, when `timeline` ran it; none for the other kinds) whose scoring
// figures cannot be seen on `shown`'s board with the file's `annotations` drawn on it. The
// author is warned of each: the question cannot be answered as drawn.
QList<UnseenScorer> unseenScorers(const Timeline &timeline, PuzzleKind kind,
                                  const PuzzlePosition &shown,
                                  const QList<Annotation> &annotations);

} // namespace ml
