// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "game.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

class Timeline;

enum class PuzzleKind : quint8 { FinalScores, TurnScores, BestMove, Free };
QString puzzleKindName(PuzzleKind kind); // "final-scores", "turn-scores", "best-move", "free"
bool puzzleKindFromName(QStringView name, PuzzleKind *kind);

// A text in both program languages; a missing Dutch text falls back to the English one.
struct PuzzleText {
    QString en;
    QString nl;
    QString text(const QString &lang) const { return lang == u"nl" && !nl.isEmpty() ? nl : en; }
    bool isComplete() const { return !en.isEmpty() && !nl.isEmpty(); }
};

// One move of a best-move answer, as stored in answer.best (docs/board-format.md, `puzzle`).
struct PuzzleMove {
    Move move;    // player, tile, at, rot, figure, magic, flockAction as the engine takes them
    QString path; // where it was read from ("puzzle.answer.best[2]"); empty when computed
};

// The answer key of a puzzle: only the fields of its kind are meaningful.
struct PuzzleAnswer {
    PuzzleKind kind = PuzzleKind::Free;
    QMap<QString, int> scores; // final-scores: player id -> total
    QMap<QString, int> points; // turn-scores: player id -> points during the last move
    int gain = 0;              // best-move: the highest gain
    QList<PuzzleMove> best;    // best-move: every move with that gain
    PuzzleText text;           // free

    // The JSON of `answer` (docs/board-format.md, `puzzle`).
    QJsonObject toJson() const;
};

// The `puzzle` key of a board file: a question on the board, with its stored answer key.
// Parsing checks structure only (exit 2 with the JSON path); whether the answer is right is
// a matter for checkPuzzle(), which needs the rules engine.
struct Puzzle {
    PuzzleKind kind = PuzzleKind::Free;
    PuzzleText question;
    QList<PuzzleText> hints;
    PuzzleText explanation;
    QString player;                     // best-move: who places the tile
    QString tile;                       // best-move: the tile to place
    std::optional<PuzzleAnswer> answer; // empty while the author has not stored one

    // Whether the file has a puzzle key at all.
    static bool present(const BoardFile &file) { return file.json().contains(u"puzzle"); }
    // The `puzzle` key as a board file holds it (docs/board-format.md, `puzzle`), answer key
    // included.
    QJsonObject toJson() const;
    // Reads the puzzle key; on failure fills *error (exit 2, "puzzle.kind: ...").
    static std::optional<Puzzle> parse(const BoardFile &file, FileError *error);
};

// What of the puzzle can be checked against the board without solving it: a best-move tile
// must be a tile of the catalogue and of an enabled set (exit 2 with "puzzle.tile" otherwise,
// like an unknown tile anywhere else in the file). `game` is the board the question is asked on.
bool checkPuzzleTile(const Puzzle &puzzle, const Game &game, FileError *error);

// The answer key the rules give for `puzzle` on `file`. Fails with exit 1 when the puzzle
// cannot be posed on this board (no move for turn-scores, the tile fits nowhere, ...), or
// with the replay's error when the board itself is broken.
std::optional<PuzzleAnswer> computeAnswer(const BoardFile &file, const Puzzle &puzzle,
                                          FileError *error);
// The same on the file's timeline when the caller has one (the document, the solver dock):
// the board is not played again.
std::optional<PuzzleAnswer> computeAnswer(const Timeline &timeline, const Puzzle &puzzle,
                                          FileError *error);

// The outcome of comparing a stored answer with the computed one.
struct PuzzleCheck {
    bool ok = false;
    QString where;    // JSON path of the first difference ("puzzle.answer.points")
    QString expected; // the stored answer, short text
    QString computed; // what the rules give, short text
    PuzzleAnswer
        answer; // what the rules give, the key itself (to store it without a second search)
};

// Compares the stored answer with the computed one. Best moves are compared as sets, and a
// figure by its segment (any port of the segment names the same answer), so equivalent
// spellings of one move match.
std::optional<PuzzleCheck> checkPuzzle(const BoardFile &file, const Puzzle &puzzle,
                                       FileError *error);
std::optional<PuzzleCheck> checkPuzzle(const Timeline &timeline, const Puzzle &puzzle,
                                       FileError *error);

// The board to step through for a revealed answer (when solving): for a best move the
// file with the first best move played as its next move, for turn scores the file as it is
// (its last move is the question), for final scores the file ending now. *firstMove gets
// the move the solution starts with, -1 for the final scoring. Empty with *error for a free
// question, a best move without an answer, or a board that does not take the move.
std::optional<BoardFile> solutionBoard(const BoardFile &file, const Puzzle &puzzle,
                                       const PuzzleAnswer &answer, int *firstMove,
                                       FileError *error);

// Short English texts of answers, as check prints them: "(1,0) 90° meeple N + grow";
// "red 12, blue 0" (every player of `game` in seating order); "gain 9 by MOVE; MOVE".
QString puzzleMoveText(const Move &move);
QString puzzleAnswerText(const PuzzleAnswer &answer, const Game &game);

// `move` as a board-file move (docs/board-format.md, `moves`): a castle (double tile) as "castle".
QJsonObject boardMoveJson(const Move &move, bool castle);

} // namespace ml
