// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilerenderer.h"

#include "glyphpainter.h"
#include "riverpainter.h"
#include "segmenthitmap.h"
#include "tileart.h"
#include "tileshapes.h"

#include <QLineF>
#include <QPainter>
#include <QTransform>

namespace ml
{

namespace
{

// Grass, parchment-coloured cities with brown walls and pale roads: the look of the printed
// tiles, kept light so figures in player colours stand out.
const QColor kField(0x9c, 0xc8, 0x62);
const QColor kCity(0xdd, 0xba, 0x86);
const QColor kWall(0x7a, 0x52, 0x30);
const QColor kRoadEdge(0x8a, 0x7a, 0x63);
const QColor kRoad(0xf6, 0xef, 0xdc);
const QColor kTileEdge(0x46, 0x62, 0x2a, 150);
const QColor kParapet(0x6b, 0x5f, 0x52);

bool showsGarden(const TileType &type, Edition edition)
{
    return type.hasMarker(MarkerGarden) || (type.gardenFromC2 && edition != Edition::C1);
}

} // namespace

TileRenderer::TileRenderer() = default;
TileRenderer::~TileRenderer() = default;

const TileShapes &TileRenderer::shapes(const TileType &type) const
{
    auto it = m_cache.constFind(&type);
    if (it == m_cache.constEnd())
        it = m_cache.insert(&type, std::make_shared<const TileShapes>(TileShapes::build(type)));
    return **it;
}

quint64 TileRenderer::generation() const
{
    // Both only grow, so their sum changes whenever either does.
    return m_generation + TileArt::inUseSerial();
}

void TileRenderer::drawTile(QPainter *painter, const TileType &type, int quarterTurns,
                            const QRectF &cellARect) const
{
    const qreal size = cellARect.width();
    QTransform unit;
    unit.translate(cellARect.center().x(), cellARect.center().y());
    unit.rotate(90.0 * quarterTurns);
    unit.scale(size, size);

    const std::shared_ptr<const TileArt> art = TileArt::inUse();
    if (!art || !art->covers(type)) {
        drawBuiltinFace(painter, type, unit);
        return;
    }
    // The user's picture shows the tile unturned over all its cells; it turns with the tile.
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setTransform(unit, true);
    const QRectF outline(-0.5, -0.5, type.cells, 1.0);
    art->draw(painter, type, outline);
    painter->setPen(QPen(kTileEdge, 0.012));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(outline);
    painter->restore();
}

void TileRenderer::drawBuiltinFace(QPainter *painter, const TileType &type,
                                   const QTransform &unit) const
{
    const TileShapes &s = shapes(type);
    const qreal size = unit.map(QLineF(0, 0, 1, 0)).length();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setTransform(unit, true);
    const QRectF outline(-0.5, -0.5, type.cells, 1.0);
    painter->fillRect(outline, kField);
    RiverPainter::paintWater(painter, type, s);

    for (const auto &road : s.roads) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kRoadEdge, 0.13, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPath(road.path);
        painter->setPen(QPen(kRoad, 0.085, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
        painter->drawPath(road.path);
    }
    RiverPainter::paintBridges(painter, s);
    // A road over another (TB-B, TB-C): the upper road was drawn last, over the lower one's
    // surface; parapets along its edges and the lower road's edges ending short of it show the
    // bridge at a glance.
    for (const TileShapes::Crossing &b : s.bridges) {
        painter->save();
        painter->translate(b.at);
        painter->rotate(b.angle);
        painter->setPen(QPen(kParapet, 0.03, Qt::SolidLine, Qt::RoundCap));
        for (qreal side : {-0.085, 0.085})
            painter->drawLine(QPointF(-0.13, side), QPointF(0.13, side));
        painter->restore();
    }
    for (const auto &city : s.cities) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(kCity);
        painter->drawPath(city.path);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kWall, 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPath(city.walls);
    }
    painter->setPen(QPen(kTileEdge, 0.012));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(outline);
    painter->restore();

    // Glyphs stay upright: only their position turns with the tile.
    const qreal g = size;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const QPointF &j : s.junctions)
        GlyphPainter::junction(painter, unit.map(j), 0.13 * g);
    for (const QPointF &shield : s.shields)
        GlyphPainter::shield(painter, unit.map(shield), 0.15 * g);
    for (const TileShapes::GoodsSpot &goods : s.goods)
        GlyphPainter::goods(painter, goods.goods, unit.map(goods.at), 0.17 * g);
    for (const QPointF &cathedral : s.cathedrals)
        GlyphPainter::cathedral(painter, unit.map(cathedral), 0.34 * g);
    for (const QPointF &inn : s.inns)
        GlyphPainter::inn(painter, unit.map(inn), 0.26 * g);
    if (type.hasMarker(MarkerCastle))
        GlyphPainter::castle(painter, unit.map(s.building), 0.5 * g);
    else if (type.hasMarker(MarkerMonastery))
        GlyphPainter::monastery(painter, unit.map(s.building), 0.36 * g);
    else if (type.hasMarker(MarkerHouse))
        GlyphPainter::house(painter, unit.map(s.building), 0.24 * g);

    QList<void (*)(QPainter *, QPointF, qreal)> markers;
    if (type.hasMarker(MarkerHill)) markers.append(&GlyphPainter::hill);
    if (type.hasMarker(MarkerVineyard)) markers.append(&GlyphPainter::vineyard);
    if (showsGarden(type, m_edition)) markers.append(&GlyphPainter::garden);
    if (type.hasMarker(MarkerMagic)) markers.append(&GlyphPainter::magic);
    // Free field spots, each clear of the markers already drawn (MW-8's magic symbol and
    // garden share one field); the abbot's garden anchor uses the same spots.
    const QList<QPointF> spots = s.markerSpots(int(markers.size()));
    for (int i = 0; i < markers.size(); ++i)
        markers[i](painter, unit.map(spots[i]), 0.22 * g);
    painter->restore();
}

QPointF TileRenderer::segmentAnchor(const TileType &type, int quarterTurns, int segment) const
{
    const TileShapes &s = shapes(type);
    if (segment < 0 || segment >= s.anchors.size()) return {};
    QTransform turn;
    turn.rotate(90.0 * quarterTurns);
    return turn.map(s.anchors[segment]);
}

const SegmentHitMap &TileRenderer::hitMap(const TileType &type) const
{
    auto it = m_hitMaps.constFind(&type);
    if (it == m_hitMaps.constEnd())
        it = m_hitMaps.insert(
            &type, std::make_shared<const SegmentHitMap>(SegmentHitMap::build(type, shapes(type))));
    return **it;
}

const QPainterPath &TileRenderer::segmentArea(const TileType &type, int segment) const
{
    const auto key = qMakePair(&type, segment);
    auto it = m_areas.constFind(key);
    if (it == m_areas.constEnd())
        it = m_areas.insert(key, hitMap(type).area(type, shapes(type), segment));
    return *it;
}

int TileRenderer::segmentAt(const TileType &type, int quarterTurns, QPointF offset) const
{
    QTransform back;
    back.rotate(-90.0 * quarterTurns);
    return hitMap(type).segmentAt(back.map(offset));
}

void TileRenderer::drawSegmentTint(QPainter *painter, const TileType &type, int quarterTurns,
                                   const QRectF &cellARect, int segment, const QColor &colour) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(cellARect.center());
    painter->rotate(90.0 * quarterTurns);
    painter->scale(cellARect.width(), cellARect.width());
    painter->fillPath(segmentArea(type, segment), colour);
    painter->restore();
}

void TileRenderer::drawSegmentTints(QPainter *painter, const Board &board,
                                    const BoardGeometry &geometry,
                                    const QList<SegmentRef> &segments, const QColor &colour) const
{
    const auto &tiles = board.tiles();
    for (const SegmentRef &s : segments) {
        if (s.tile < 0 || size_t(s.tile) >= tiles.size()) continue;
        const PlacedTile &t = tiles[size_t(s.tile)];
        if (s.segment < 0 || s.segment >= t.type->segments.size()) continue;
        drawSegmentTint(painter, *t.type, t.rot, geometry.cellRect(t.at), s.segment, colour);
    }
}

QImage TileRenderer::renderTile(const TileType &type, int quarterTurns, int cellPixels) const
{
    const Cell b = type.isDouble() ? secondCell({0, 0}, quarterTurns) : Cell{0, 0};
    const int minX = qMin(0, b.x), minY = qMin(0, b.y);
    const int w = (qMax(0, b.x) - minX + 1) * cellPixels;
    const int h = (qMax(0, b.y) - minY + 1) * cellPixels;
    QImage image(w, h, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    drawTile(&painter, type, quarterTurns,
             QRectF(-minX * cellPixels, -minY * cellPixels, cellPixels, cellPixels));
    return image;
}

} // namespace ml
