// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QList>
#include <QPainterPath>
#include <QPointF>

namespace ml
{

// The outlines of one tile type in canonical orientation, in cell units: cell a is centred on
// (0,0), cell b of a double tile on (1,0). Built once per type; the renderer turns and scales
// them. Plain data so it can be tested and cached without a painter.
struct TileShapes {
    struct Piece {
        int segment = -1;
        QPainterPath path;
        QPainterPath walls; // cities: only the inner edges, stroked as the city wall
    };

    QList<Piece> cities;       // filled areas
    QList<Piece> roads;        // centre lines
    QList<Piece> rivers;       // centre lines of the river (docs/tiles.md), drawn as water
    QList<QPointF> junctions;  // where three or more roads meet with nothing built there
    QList<QPointF> fieldSpots; // free field corners, for marker glyphs
    QList<QPointF> shields;    // one per coat of arms, inside its city
    QPointF building;          // monastery, house or castle: where the glyph goes
    QList<QPointF> anchors;    // per segment: where a figure stands

    // Where the first `count` marker glyphs go (hill, vineyard, garden, magic symbol, in that
    // order): free field spots, each clear of the ones before; spot i depends only on the
    // spots before it, so the garden's spot does not move when a later marker is absent.
    QList<QPointF> markerSpots(int count) const;

    static QPointF portOffset(int cellIndex, int port); // on the cell edge
    static QPointF cellCentre(int cellIndex) { return {qreal(cellIndex), 0.0}; }
    static TileShapes build(const TileType &type);
};

} // namespace ml
