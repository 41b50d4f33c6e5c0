// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainterPath>
#include <QPointF>

#include <optional>

// How a city is outlined inside one cell of a tile: the part of the tile's drawing that turns
// a city's ports into a shape with walls (TileShapes builds every tile's shapes from it).
namespace ml
{

// A point on the rim of a unit cell centred on (0,0); t runs clockwise from the north-west
// corner, one unit per side, the same order as the ports.
QPointF rimPoint(qreal t);

// Where a wedge-shaped city ends, relative to its cell's centre: the two corners of its tip,
// and how far its walls curve in (1 for straight walls, less for a narrower waist).
struct Tip {
    QPointF first, second;
    qreal waist = 0.65;
};

// A city shape inside one cell: the rim it owns, closed by gentle curves across the parts it
// does not own. One gap of one side (or of three) bows into the tile like a city wall, `bow`
// deep; a gap of two sides is a diagonal band, whose wall bends back toward the city so that
// the field keeps about half the tile. A city given a `tip` is instead a wedge from the rim it
// owns to that point: HS-01's city, whose tip splits the south side between two fields, or a
// castle tile's city that must reach its castle. The walls are added to *walls.
QPainterPath cityPath(quint32 ports, int cell, QPainterPath *walls, qreal bow = 0.2,
                      const std::optional<Tip> &tip = std::nullopt);

} // namespace ml
