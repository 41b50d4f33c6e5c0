// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

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

    // Inns & Cathedrals, Traders & Builders.
    QList<QPointF> inns;       // one per road with an inn: the house by the lake, beside it
    QList<QPointF> cathedrals; // one per city with a cathedral
    struct GoodsSpot {
        QPointF at;
        Goods goods = Goods::Wine;
    };
    QList<GoodsSpot> goods; // one per goods symbol, inside its city beside the knight
    // The inner field (TileType::innerField()): the patch of field walled in by the cities, as
    // the bounds of the ellipse cut out of them; null when the tile has none. Its figure spot
    // seeds the field in the hit map.
    QRectF innerField;
    // Where two roads cross without meeting (TB-B, TB-C): the crossing, and the direction of
    // the road on the bridge, which `roads` lists after the one below it.
    struct Crossing {
        QPointF at;
        qreal angle = 0; // degrees, along the upper road
    };
    QList<Crossing> bridges;

    // Where the first `count` marker glyphs go (hill, vineyard, garden, magic symbol, in that
    // order): free field spots, each clear of the ones before; spot i depends only on the
    // spots before it, so the garden's spot does not move when a later marker is absent.
    QList<QPointF> markerSpots(int count) const;

    static QPointF portOffset(int cellIndex, int port); // on the cell edge
    static QPointF cellCentre(int cellIndex) { return {qreal(cellIndex), 0.0}; }
    static TileShapes build(const TileType &type);
};

} // namespace ml
