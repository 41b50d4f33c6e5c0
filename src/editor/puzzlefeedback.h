// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "cellnames.h"
#include "game.h"
#include "puzzle.h"
#include "stepper.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ml
{

// What a checked puzzle answer got right or wrong, and the right scoring or move behind it,
// as data; PuzzleFeedbackText words it at display time.
//
// Score kinds: a player is missed when the answered score differs from the key. The features
// where the answer is off are the scorings of the right solution (each step of the final
// scoring, or each scoring of the question's move) that give a missed player points or hold
// a figure of theirs: those are the scorings the solver must have counted differently. A
// missed player none of them involves was given points nothing on the board gives.
//
// Best move: the solver's move and the first best move are each played on a copy of the
// board, with what every player gains and the scorings that give it.
struct PuzzleFeedback {
    enum class Verdict : quint8 { Right, Wrong, Impossible };

    // A player whose answered score is not the key's.
    struct Miss {
        QString player;
        int answered = 0;
        int right = 0;
        int before = 0; // final scores: the total before the final scoring, part of `right`
    };
    // One step of the right solution that scores a feature, and the missed players in it.
    struct Scoring {
        int step = -1; // index into the solution's stepper
        QStringList players;
    };
    // A move played on a copy of the board, step by step.
    struct Play {
        Move move;
        QMap<QString, int> points; // player id -> points during the turn
        int gain = 0;              // the mover's points minus the most any other player got
        QList<int> scorings;       // steps of `steps` with scoring events, in order
        std::shared_ptr<Stepper> steps;
        std::optional<BoardFile> board; // the board with the move played (to step through)
        int firstMove = -1;             // the move's index in `board`
    };

    PuzzleKind kind = PuzzleKind::Free;
    Verdict verdict = Verdict::Wrong;
    QList<Player> players; // seating order, for names
    CellNames cells;       // of the puzzle's board, as its edges label them

    // Score kinds.
    QList<Miss> misses;
    QList<Scoring> scorings;
    std::shared_ptr<Stepper> solution; // the right scoring's steps; null when it cannot play
    QString solutionProblem;           // why not, in the interface's words (a broken key)

    // Best move.
    std::optional<Play> yours; // empty when the move is not allowed
    std::optional<Play> best;
    QString refusal; // Impossible: why the rules do not allow the move, in the interface's words

    // Checks `answered` (player id -> score) against `key` on the puzzle's board, given as
    // the timeline its reader already has (the document's, the dock's), so that checking an
    // answer does not play the board again; only the solution's own board is played.
    static PuzzleFeedback ofScores(const Timeline &played, const Puzzle &puzzle,
                                   const PuzzleAnswer &key, const QMap<QString, int> &answered);
    // Checks the solver's `move` against the best-move `key`; `before` is the board the
    // question is asked on (the file's moves played, no final scoring).
    static PuzzleFeedback ofMove(const Timeline &played, const Game &before, const Puzzle &puzzle,
                                 const PuzzleAnswer &key, const Move &move);
};

} // namespace ml
