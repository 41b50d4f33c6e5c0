// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// Importing a JCloisterZone 5.x saved game (.jcz) as a board file (docs/jcz-import.md). The game is
// played through our rules engine while the save's messages are read, so that JCZ's random
// draws (tiles, discards, sheep) come out as JCZ computed them and our rules check each turn.
namespace ml::jcz
{

// The refusal classes (docs/jcz-import.md, "Refusals").
enum class ProblemClass : quint8 {
    NotJson,
    NotAGame,
    OldVersion,
    NewVersion, // a warning
    UnsupportedSet,
    UnsupportedFigure,
    UnsupportedRule,
    UnsupportedMessage,
    BadSave,
    ReplayMismatch,
    Warning,
};
QString problemClassName(ProblemClass c); // "NOT_JSON", ... as the spec names them

// One problem: its class, and the error in the board files' terms (where = a JSON path in the
// .jcz such as "setup.sets.winter:1" or "replay[17] (moves[3])", reason in English for the
// command line and logs, exit code 2 or 1; a rules refusal keeps its Refusal). `replayIndex`
// is the message the problem is at, -1 for the file as a whole.
struct Problem {
    ProblemClass cls = ProblemClass::BadSave;
    FileError error;
    int replayIndex = -1;
    // "FILE: WHERE: REASON" ("FILE: warning: ..." for warnings).
    QString toString(const QString &fileName) const;
};

struct ImportOptions {
    bool legacyRng = false; // --jcz-rng legacy: the generator of JCZ before 5.9.0
    bool force = false;     // write the moves before the first refused one
    QString fileName;       // kept in the board's provenance ("jcz".file)
};

struct ImportResult {
    QList<Problem> errors;
    QList<Problem> warnings;
    // The board file's text; set when the import succeeded, or with `force` after an error at
    // a replay index (holding the moves before it).
    std::optional<QByteArray> board;
    int moves = 0;    // moves written
    int exitCode = 0; // 0 written, 1 a move refused, 2 not importable
};

ImportResult importSave(const QByteArray &data, const ImportOptions &options);

// The largest .jcz read: real saves are a few hundred KiB at most.
constexpr qsizetype kMaxSaveBytes = qsizetype(16) << 20;

} // namespace ml::jcz
