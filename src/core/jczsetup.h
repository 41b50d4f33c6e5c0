// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jczimport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QStringList>

// The parts of the JCZ import shared by its files: the save's set-up read into a board file's
// head (jczsetup.cpp) and the replay of its turns (jczreplay.cpp).
namespace ml::jcz::detail
{

struct Setup {
    QJsonObject board;       // the board file without moves, bag and end
    QMap<QString, int> sets; // "basic:2" -> copies, releases made explicit
    QStringList startTiles;  // JCZ ids
    QStringList playerIds;   // p1..pN
    QString appVersion;
    bool beforeNewRandom = false; // made by JCZ before 5.9.0 (another generator)
    bool abbot = false;
    bool innsCathedrals = false;  // the large meeple may be deployed
    bool tradersBuilders = false; // the builder and the pig may be deployed
    QStringList drawOrder;        // gameAnnotations.drawOrder
    int endTurn = -1;             // gameAnnotations.endTurn
    double initialRandom = 0;
    QJsonArray replay;
};

Problem problem(ProblemClass cls, const QString &where, const QString &reason, int exitCode = 2,
                int replayIndex = -1);
Problem warning(const QString &where, const QString &reason, int replayIndex = -1);

// The English name of a JCZ element we lack, as in "the big meeple is not in Meeple Lab".
QString elementName(const QString &element);
// Versions "5.7.3" compared part by part; a part that is no number counts as 0.
int compareVersions(const QString &a, const QString &b);

// A problem of class BAD_SAVE from a value the JSON reader refused (its place and reason).
Problem badValue(const FileError &error, int replayIndex = -1);
// A random value of the save (initialRandom, a message's `random`): a number in [0, 1)
// (the range JCZ's Math.random() values have), else false with *error naming `where` and the value
// found.
bool readRandom(const QJsonValue &v, const QString &where, double *out, FileError *error);
// A JCZ player count: players beyond this are refused before anything is built for them.
constexpr int kMaxPlayers = 64;
// Copies of a set and figures of a kind: more than any game has, and the pile stays small.
constexpr int kMaxCount = 100;

// Reads everything but the replay. False (with *errors) when the save as a whole cannot be
// imported; warnings are added either way.
bool readSetup(const QJsonObject &save, const ImportOptions &options, Setup *setup,
               QList<Problem> *errors, QList<Problem> *warnings);

struct ReplayOutcome {
    QJsonArray moves;
    QStringList draws; // bag.draws
    bool end = false;
    QList<int> replayOfMove; // the PLACE_TILE index of each move (discards: their turn's)
    bool stopped = false;    // an error at a replay index ended the replay
};
// Plays the save's turns through the rules engine from `setUp` (the board of setup.board).
ReplayOutcome replayTurns(const Setup &setup, const Game &setUp, const ImportOptions &options,
                          QList<Problem> *errors, QList<Problem> *warnings);

} // namespace ml::jcz::detail
