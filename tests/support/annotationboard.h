// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QByteArray>

// What the annotation tests share: a small board with a set-up and one move, and
// the anchor of a location as the reader makes it.
namespace mltest
{

// D at (0,0) and one move of red, D at (1,0): the set-up is position 0, after the move 1.
inline const QByteArray kAnnotationBoard = R"({"format": "meeplelab-board", "version": 1,
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}],
 "moves": [{"player": "red", "tile": "D", "at": [1, 0], "rot": 0}]})";

// {"at": cell, "on": on}, with x and y at the cell's centre as the reader sets them.
inline ml::AnnotationPoint anchorPoint(ml::Cell cell, const QString &on)
{
    ml::AnnotationPoint p;
    p.anchored = true;
    p.at = cell;
    p.on = on;
    p.x = cell.x;
    p.y = cell.y;
    return p;
}

} // namespace mltest
