// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellnames.h"
#include "game.h"
#include "puzzle.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace ml
{

// Puzzle answers in words for the author dialog and the solver, in the program's language.
// The core keeps answers as data; wording them here lets a language switch re-word them.
class PuzzleAnswerText
{
    Q_DECLARE_TR_FUNCTIONS(ml::PuzzleAnswerText)
public:
    static QString kindName(PuzzleKind kind);
    // The player's name from the file, else the id.
    static QString playerName(const Game &game, const QString &id);
    // "red 9, blue 9, green 0" in seating order; a player missing from the map has 0.
    static QString points(const Game &game, const QMap<QString, int> &points);
    // "C3 turned 90°, meeple on N, then grow": cells named by `cells`, as the board's edges
    // label them (without, by their coordinates).
    static QString move(const Move &move, const CellNames &cells = {});
    // The whole answer key, one line per score or best move.
    static QString answer(const Game &game, const PuzzleAnswer &answer, const QString &language);
};

} // namespace ml
