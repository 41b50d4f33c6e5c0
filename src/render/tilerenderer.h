// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "boardgeometry.h"
#include "scoreevent.h"
#include "tiletype.h"

#include <QHash>
#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <memory>

class QPainter;

namespace ml
{

struct TileShapes;
class SegmentHitMap;

// Draws one tile from its segment data: fields as the ground, cities as walled shapes
// toward the sides they own, roads from their ports toward the centre, and the tile's
// buildings and markers as small upright glyphs. Shapes are built once per tile type in a
// unit cell and cached; painting only transforms them, so zooming stays cheap.
class TileRenderer
{
public:
    TileRenderer();
    ~TileRenderer();
    TileRenderer(const TileRenderer &) = delete;
    TileRenderer &operator=(const TileRenderer &) = delete;

    // The edition decides whether HS-14 and MW-8 show their garden.
    void setEdition(Edition edition) { m_edition = edition; }
    Edition edition() const { return m_edition; }

    // Paints `type` turned `quarterTurns` clockwise with its cell a filling `cellARect`;
    // cell b of a double tile lies next to it as secondCell() says. The face is the picture
    // of the tile art in use (TileArt::inUse()) when it has one of the type, else our own.
    void drawTile(QPainter *painter, const TileType &type, int quarterTurns,
                  const QRectF &cellARect) const;

    // Where a figure on `segment` stands: an offset from the centre of cell a, in cell units,
    // in board orientation. Inside its city or on its road; for fields, clear of both.
    QPointF segmentAnchor(const TileType &type, int quarterTurns, int segment) const;

    // The tile alone on a transparent image whose cells are `cellPixels` wide.
    QImage renderTile(const TileType &type, int quarterTurns, int cellPixels) const;

    // The segment drawn at `offset` (cell units from the centre of cell a, board
    // orientation), or -1 where no segment is drawn.
    int segmentAt(const TileType &type, int quarterTurns, QPointF offset) const;
    // The drawn area of one segment as a vector outline in canonical orientation and cell
    // units (SegmentHitMap::area()), built once per type and segment.
    const QPainterPath &segmentArea(const TileType &type, int segment) const;
    // Tints the drawn area of one segment, for highlighting a feature across tiles: a filled
    // path, so pictures and SVG files get a vector shape.
    void drawSegmentTint(QPainter *painter, const TileType &type, int quarterTurns,
                         const QRectF &cellARect, int segment, const QColor &colour) const;
    // Tints every listed segment of the board's tiles (a feature across its tiles, the
    // segments a step scored); references to tiles not on the board are skipped.
    void drawSegmentTints(QPainter *painter, const Board &board, const BoardGeometry &geometry,
                          const QList<SegmentRef> &segments, const QColor &colour) const;

    // Types of a board file are freed with it; forget their shapes before another loads.
    void clearCache()
    {
        m_cache.clear();
        m_hitMaps.clear();
        m_areas.clear();
        ++m_generation;
    }
    // Counts clearCache() calls and changes of the tile art in use: a picture cache keyed by
    // tile type pointers (the board view's) forgets its pictures when this changes, since a
    // freed type's address may be reused by the next board's, and other art looks different.
    quint64 generation() const;

    const TileShapes &shapes(const TileType &type) const;

private:
    void drawBuiltinFace(QPainter *painter, const TileType &type, const QTransform &unit) const;
    const SegmentHitMap &hitMap(const TileType &type) const;

    Edition m_edition = Edition::C3;
    quint64 m_generation = 0;
    mutable QHash<const TileType *, std::shared_ptr<const TileShapes>> m_cache;
    mutable QHash<const TileType *, std::shared_ptr<const SegmentHitMap>> m_hitMaps;
    mutable QHash<QPair<const TileType *, int>, QPainterPath> m_areas;
};

} // namespace ml
