// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QPointF>

#include <optional>

namespace ml
{

class BoardView;

// Where the annotation tools put a mark: between the scene (pixels of the board view) and the
// file's cell units (the centre of cell (x, y) is (x, y), docs/board-format.md), and the snapping
// that makes arrows meet figures exactly. Everything is worked out on the game the view shows, so
// in Explore a mark snaps to the tiles of the step on the board.
namespace annotationsnap
{

// Scene point <-> point in cell units.
QPointF toCells(const BoardView &view, QPointF scene);
QPointF toScene(const BoardView &view, QPointF cells);

// The figure spot of the part of a tile under `scene`: an anchor {at, on}, or none off the
// tiles. *spot gets its scene point.
std::optional<AnnotationPoint> anchorAt(const BoardView &view, QPointF scene,
                                        QPointF *spot = nullptr);

// A free point (Shift held): cell units to two decimals.
AnnotationPoint freePoint(const BoardView &view, QPointF scene);

// The snapped point: the figure spot or the cell centre nearer to `scene` (a cell centre is a
// whole point), or with `free` the point itself.
AnnotationPoint snapped(const BoardView &view, QPointF scene, bool free);

// The scene point of a mark's point, where the annotation painter draws it: an anchor at its
// figure spot (the cell centre when the shown game has no such location), a point where it
// says.
QPointF sceneOf(const BoardView &view, const AnnotationPoint &point);

} // namespace annotationsnap

} // namespace ml
