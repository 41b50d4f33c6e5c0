// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace ml::fuzz
{

// The other readers of outside data, each an entry point of its own fuzz target (fuzz_<name>,
// see fuzztarget.cpp). Each runs what the program does with such bytes and aborts only when a
// property breaks: a refusal without a reason, an exit code outside 0, 1, 2 and 64, a
// collection that loses a file. Bad input itself is never a failure.

// The bytes as a collection's collection.json, beside two boards (readCollection).
void runCollectionInput(const QByteArray &bytes);
// The bytes as a recovery copy left by a program that crashed, then restored.
void runRecoveryInput(const QByteArray &bytes);
// The bytes as a board for `check --json`: the stored answer, uniqueness and the readings
// the answer depends on (reviewPuzzle).
void runReviewInput(const QByteArray &bytes);
// The first byte picks a tile, the rest is a board for `legal` and `analyse`.
void runMovesInput(const QByteArray &bytes);
// The bytes as a board for `render` (SVG, and PNG in Dutch), `sheet` and `describe`.
void runPictureInput(const QByteArray &bytes);
// Each line of the bytes as a `--option KEY=VALUE` of `score`.
void runOptionInput(const QByteArray &bytes);
// The bytes as a lesson beside a board file: read, checked, saved and read again.
void runLessonInput(const QByteArray &bytes);
// The bytes as one tile picture of an art folder, once as A.png and once as B.svg: read,
// and drawn on a tile when accepted.
void runArtInput(const QByteArray &bytes);

// The entry point of the fuzz target `name` (board, jcz, collection, recovery, review, moves,
// picture, option, lesson, art), or null for an unknown name.
using Entry = void (*)(const QByteArray &);
Entry entry(const char *name);
// Every name entry() knows, in that order.
const char *const *entryNames();

} // namespace ml::fuzz
