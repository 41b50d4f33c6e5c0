// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QString>

#include <optional>

// Reading the test boards: tests load bundled and test-data boards by path.
namespace mltest
{

// The board file at `path`, or nothing when it cannot be read or parsed.
std::optional<ml::BoardFile> tryLoad(const QString &path);
// The board file at `path`; a test board that cannot be read stops the test run at once.
ml::BoardFile load(const QString &path);

// A board's text played to its end: the replay, or the error that refused the text or a move.
struct Played {
    std::optional<ml::Replay> replay;
    ml::FileError error;
};
Played play(const QByteArray &json);
// The same for a board the test wrote to be good: one that is refused stops the test run.
ml::Replay mustPlay(const QByteArray &json);

} // namespace mltest
