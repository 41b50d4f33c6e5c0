// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace ml::fuzz
{

// One input of the board-file fuzzer: the bytes go through exactly what `meeplelab-cli
// score` and `validate` do (parse, replay with and without keepGoing, the puzzle key), then
// `check` for a puzzle and a save round trip through the editor's document. Aborts (so the
// fuzzer reports it) only when a property breaks: a saved board that does not load again,
// or a second save that differs from the first. Bad input itself is never a failure.
// A packed board text ("meeple1:...", docs/board-format.md, "A board as one line of text") goes
// through unpack first: refused with a reason, or its board must pack and unpack to itself and then
// goes through the board checks.
void runOneInput(const QByteArray &bytes);
// The board-file part alone.
void runBoardInput(const QByteArray &bytes);
// The JCloisterZone import alone, for a target of its own (dictionary tests/fuzz/jcz.dict):
// any bytes are imported or refused with a reason and an exit code of the spec, and a board
// it writes goes on through the board checks. runOneInput reaches it only for bytes with
// "appVersion" near their start.
void runJczInput(const QByteArray &bytes);

// Best-move searches are skipped on boards larger than this in the fuzz build: the search
// plays every placement, so a 64 KiB board would make one input take seconds.
constexpr int kMaxSearchTiles = 40;

} // namespace ml::fuzz
