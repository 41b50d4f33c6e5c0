// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "boardfilereplay.h"
#include "game.h"

#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <memory>
#include <optional>

// The one place a board file is played (file -> timeline -> views, docs/architecture.md).
// The document builds a Timeline after every change; the step-through, the move recording,
// the puzzles, the command line and the variant comparison read it instead of replaying the
// file themselves, so they cannot disagree about what the moves did.
namespace ml
{

// What a caller needs from a build besides the file's own say.
struct TimelineOptions {
    // When the final scoring runs: as the file says (`end`), always ("score this board now",
    // which also skips the end-of-game check: the user ends the game), or never (`legal` and
    // the puzzles, which want the board before it).
    enum class FinalScoring : quint8 { IfEnd, Always, Never };
    FinalScoring finalScoring = FinalScoring::IfEnd;
    // `validate`: a refused move is listed and skipped, and the later ones are still checked
    // as if it had not been played; otherwise the timeline stops at the first refusal.
    bool keepGoing = false;
    // False: the set-up alone, none of the file's moves (scoring a set-up now).
    bool playMoves = true;
    // The editor's set-up may have mismatched sides (SetUpOptions); the strict rules refuse
    // to play moves on such a set-up, so then the timeline holds the set-up only.
    bool allowMismatchedSides = false;
    // False: of the positions, only the set-up and the last one are kept, for a command that
    // reads the end (score, validate, legal, check, render). Any other position asked for is
    // played again from the set-up. True keeps about sixteen boards along the way, so that
    // stepping through a long file stays quick.
    bool checkpoints = true;
};

// One move of the file as the timeline played it: where its events are and how far it got.
struct TimelineMove {
    bool played = false;  // false for the refused move (and, keepGoing, every refused one)
    bool discard = false; // a drawn tile that fits nowhere: one step, no events
    // Game::TurnMarks::stepsDone: every step for a played move, the steps before the refusal
    // for a refused one (the step-through still shows those).
    int stepsDone = 0;
    int firstEvent = 0; // index into events() (refusedEvents() for the refused move)
    // Event index and number of figures on the board when each Game::TurnStep ended.
    std::array<int, Game::kTurnSteps> eventsEnd{};
    std::array<int, Game::kTurnSteps> figures{};
};

// The set-up, each move's position before and after, the events by step, the end-of-game
// check and the final scoring of one board file. A value: copies share one built timeline,
// and positions are handed out as shared, immutable games, so readers never copy a game to
// look at it. See timeline.cpp for how positions are kept without a game per move.
class Timeline
{
public:
    Timeline(); // no board: no positions, no problems
    // How many timelines this process has built: a test counts what one edit costs with it.
    static int buildsSoFar();
    static Timeline build(const BoardFile &file, const QMap<QString, QString> &overrides = {},
                          const TimelineOptions &options = {});

    bool isNull() const;
    const BoardFile &file() const;
    const TimelineOptions &options() const;

    // Every problem in file order: the set-up, the refused move(s), the refused end.
    const QList<FileError> &problems() const;
    // Whether the set-up could be made; without it there are no positions at all.
    bool isSetUp() const;
    // The first refused move as data, and its index (-1 when every move played).
    const std::optional<FileError> &refusal() const;
    int refusedMove() const;
    // The end-of-game check (docs/board-format.md, `moves`), when it ran: the file says `end`,
    // every move played (or keepGoing) and the final scoring is not forced.
    bool endChecked() const;
    const GameEndCheck &gameEnd() const;
    bool endRefused() const { return endChecked() && gameEnd().error.has_value(); }
    // The editor's set-up has mismatched sides, so no move was played (see the options).
    bool mismatchedSetUp() const;
    // Whether the whole file played as the tools require: no problem, or keepGoing.
    bool replays() const;

    int moveCount() const; // the file's moves (also those never reached)
    const TimelineMove &move(int index) const;
    // Positions 0..positionCount()-1: position(k) is the game after the first k moves (the
    // refused ones of keepGoing left out). Empty (null) outside that range.
    int positionCount() const;
    std::shared_ptr<const Game> position(int k) const;
    std::shared_ptr<const Game> setUp() const { return position(0); }
    std::shared_ptr<const Game> before(int move) const { return position(move); }
    // Null for a move that did not play (before it equals after it for keepGoing).
    std::shared_ptr<const Game> after(int move) const;
    std::shared_ptr<const Game> afterMoves() const; // the last position
    // The game after the final scoring when it ran, else afterMoves().
    std::shared_ptr<const Game> end() const;
    // The board partway through a move, after its turn step `last` (for a step-through):
    // played from before(move) each time it is asked for, and not kept, since a step-through
    // looks at one such board at a time. Null when the move never got that far.
    std::shared_ptr<const Game> afterStep(int move, Game::TurnStep last) const;

    // The events of the played moves in order, each with its file move index.
    const QList<ScoreEvent> &events() const;
    // The events of the refused move's steps before its refusal.
    const QList<ScoreEvent> &refusedEvents() const;
    // The events one step of a move added.
    QList<ScoreEvent> stepEvents(int move, Game::TurnStep step) const;

    bool finalScored() const;
    const QList<ScoreEvent> &finalEvents() const;
    // Player id -> total at end().
    QMap<QString, int> scores() const;

    // The seat whose turn comes after the first k moves (the one after move k-1's player).
    int nextPlayer(int k) const;

    // The old replay result (a game copy): empty when the set-up fails, or when a move or
    // the end is refused without keepGoing, as BoardFile::replay() always said.
    std::optional<Replay> toReplay() const;

private:
    struct Data;
    const Data &data() const;
    std::shared_ptr<const Data> d;
};

} // namespace ml
