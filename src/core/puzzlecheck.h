// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzle.h"

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

class Timeline;

// The answer the rules give when one rules option takes another value (check's
// dependsOn, docs/board-format.md, "Checking puzzles"): a puzzle whose key holds only under one
// reading should say so.
struct OptionDependence {
    QString option;  // "hillTiebreak"
    QString value;   // "count", as RuleOptions names it
    QJsonValue json; // the value as rules.options writes it: 2 for tinyCity, true, "count"
    // What the rules give then; empty when the board's moves are not legal under that value.
    std::optional<PuzzleAnswer> computed;
    QString text; // the answer in short ("red 12, blue 0"), or why there is none
};

// How honest a puzzle's computed key is, beyond being right: whether the best move
// is the only one, and whether the key holds under every reading of the rules.
struct PuzzleReview {
    // Best-move only: exactly one move, up to segment equivalence, has the best gain.
    std::optional<bool> unique;
    int bestGain = 0;
    QStringList bestMoves; // best-move: each distinct best move, in short ("(1,0) 90° meeple N")
    // Every value of every option of the enabled sets, each changed alone from the file's own,
    // under which the computed answer differs; in the order of docs/board-format.md, "Rule
    // options".
    QList<OptionDependence> dependsOn;
};

// Reviews `computed`, the key the rules give for `puzzle` on the file of `given` (as
// checkPuzzle() returned it). Fails like computeAnswer() when the board itself is broken.
// A free question is neither unique nor dependent: it has no computed answer.
std::optional<PuzzleReview> reviewPuzzle(const Timeline &given, const Puzzle &puzzle,
                                         const PuzzleAnswer &computed, FileError *error);

// Whether two computed answers of one puzzle on one board are the same: scores per player,
// or the best gain and the set of best moves up to segment equivalence.
bool sameAnswer(const PuzzleAnswer &a, const PuzzleAnswer &b, const Game &before);

// `answer` with each best move's figure, and its mage or witch, named the way check --json
// names places in answers: the first port of the segment in the order Nw N Ne En E Es Se S Sw
// Ws W Wn (as the board lies), or monastery/castle. The engine names the middle port of a
// side; both are the same answer, but a script comparing two outputs wants one spelling.
// `before` is the board the moves are played on. Moves it cannot place are left as they are.
PuzzleAnswer withFirstPorts(const PuzzleAnswer &answer, const Game &before);

} // namespace ml
