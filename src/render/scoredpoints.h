// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "game.h"
#include "scoreevent.h"

#include <QList>

namespace ml
{

// What one scoring gave, as points written on the board: "+6" in each scorer's colour at the
// middle of the scored feature's cells. Explore's step pictures, `render --steps` and the
// comparison of two rules readings all mark a scoring this way.
QList<BoardRenderer::StepMarks::Points> scoredPoints(const ScoreEvent &event,
                                                     const QList<Player> &players);

} // namespace ml
