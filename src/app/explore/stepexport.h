// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "picturepages.h"

#include <QList>

namespace ml
{

class Stepper;

// Explore's steps as pictures: the position a step shows with the marks the board gives it
// there (the scored feature tinted, the deciding figures ringed, the tile just placed
// outlined) and the step's title as its caption, for Export this step, Export all steps and
// printing. `points` also writes each player's points on the scored feature ("+6").
namespace StepExport
{
PicturePage page(const Stepper &stepper, int index, bool points);
QList<PicturePage> allPages(const Stepper &stepper, bool points);
// The annotations' position of a step (docs/board-format.md, `annotations`): a step inside moves[i]
// is after i + 1 moves, the set-up after 0, the end and final scoring after every move.
int annotationPosition(const Stepper &stepper, int index);
} // namespace StepExport

} // namespace ml
