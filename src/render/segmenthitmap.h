// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QPainterPath>
#include <QPointF>

namespace ml
{

struct TileShapes;

// Which segment of a tile lies under each point, worked out from the drawn shapes: roads as
// stroked, cities as filled, the building of a monastery or castle, and the fields as what
// is left, split where roads and cities separate them (a flood fill from each field's ports).
// So a click lands on the segment the user sees there. Canonical orientation, cell units:
// cell a is centred on (0,0), as in TileShapes.
class SegmentHitMap
{
public:
    static constexpr int kPixelsPerCell = 64;

    static SegmentHitMap build(const TileType &type, const TileShapes &shapes);
    // Whether two different fields of the tile share open ground in these shapes, so that the
    // picture would show one meadow where the data has two (checked while shapes are built).
    static bool fieldsMeet(const TileType &type, const TileShapes &shapes);

    // The segment under `canonical`, or -1 (off the tile, or on a wall between features).
    int segmentAt(QPointF canonical) const;
    // The area of one segment as a vector outline, in the same canonical cell units: the
    // drawn road, city or building less what is drawn over it, and for a field the open
    // ground left between them that this map gives the field. The edges are the shapes' own,
    // not the map's pixels, so a tint drawn from it stays sharp at any size and is a path in
    // an SVG rather than a bitmap. `shapes` are the ones the map was built from.
    QPainterPath area(const TileType &type, const TileShapes &shapes, int segment) const;

private:
    // Roads, cities and buildings painted with their labels; -1 elsewhere.
    static SegmentHitMap paintFeatures(const TileType &type, const TileShapes &shapes);
    // Pixels just inside each field port, with the field owning it: where fields grow from;
    // the inner field, which owns no port, grows from where its farmer stands.
    QList<QPair<int, int>> fieldSeeds(const TileType &type, const TileShapes &shapes) const;

    int m_width = 0, m_height = 0;
    QList<qint8> m_labels; // row-major, -1 = none
};

} // namespace ml
