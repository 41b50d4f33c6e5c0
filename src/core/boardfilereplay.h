#pragma once

#include "boardfile.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

// Replaying a board file for the tools. BoardFile::replay() is the common case; `legal`
// needs the state before the final scoring and `validate` wants every illegal move, not
// only the first.
namespace ml
{

struct ReplayOptions {
    bool finalScoring = true; // run the final scoring when the file says `end`
    bool keepGoing = false;   // skip an illegal move (and report it) instead of stopping
};

// Set-up, moves and (optionally) final scoring. Every problem is appended to *errors; the
// result is empty when the set-up fails, or when a move fails and !keepGoing.
std::optional<Replay> replayBoard(const BoardFile &file, const QMap<QString, QString> &overrides,
                                  const ReplayOptions &options, QList<FileError> *errors);

// The seat whose turn comes next: the one after the last move's player, or the first seat
// when there are no moves. -1 without players.
int nextPlayer(const BoardFile &file, const Game &game);

// A RuleError as a board-file reason: "<reason> [<rule>]".
QString ruleReason(const RuleError &error);

} // namespace ml
