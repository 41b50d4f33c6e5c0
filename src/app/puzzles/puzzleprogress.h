// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace ml
{

class BoardFile;

// How far a solver got with one puzzle, remembered between sessions.
enum class PuzzleState : quint8 { NotTried, Solved, Revealed };

// The solver's progress per puzzle, in the program's QSettings (group "puzzleProgress").
//
// A puzzle is known by its content, not by where it lies: the key is the board file's
// fingerprint (boardfingerprint.h), so neither the layout nor the key order of the text counts.
// Moving or renaming a collection's folder, renumbering its files or opening the same puzzle
// from a copy keeps the progress; a puzzle whose file changed is a new puzzle, whose answer may
// be another, and starts untried.
//
// Solved beats revealed: a puzzle once solved without first revealing it stays solved when its
// answer is looked at later; a revealed one becomes solved when it is solved afresh.
class PuzzleProgress
{
public:
    static QString keyOf(const BoardFile &file);

    static PuzzleState state(const QString &key);
    static void recordSolved(const QString &key);
    // Keeps an earlier Solved.
    static void recordRevealed(const QString &key);
    // Back to untried.
    static void forget(const QList<QString> &keys);
};

} // namespace ml
