// SPDX-License-Identifier: GPL-3.0-or-later
#include "segmenthitmap.h"

#include "tileshapes.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QRegion>
#include <QTransform>

#include <cmath>
#include <deque>

namespace ml
{

namespace
{
// Road width as the renderer strokes it, so the clickable road is the drawn one.
constexpr qreal kRoadWidth = 0.13;
constexpr qreal kBuildingRadius = 0.2;

QRgb labelColour(int segment)
{
    return qRgb(segment + 1, 0, 0);
}
} // namespace

SegmentHitMap SegmentHitMap::paintFeatures(const TileType &type, const TileShapes &shapes)
{
    SegmentHitMap map;
    map.m_width = type.cells * kPixelsPerCell;
    map.m_height = kPixelsPerCell;
    QImage image(map.m_width, map.m_height, QImage::Format_RGB32);
    image.fill(Qt::black);
    {
        QPainter p(&image);
        // No antialiasing: blended edge pixels would name segments that do not exist.
        p.scale(kPixelsPerCell, kPixelsPerCell);
        p.translate(0.5, 0.5);
        // The river parts the fields as a road does (R-RI-10), but it is wider. The spring
        // and the lake are no walls: their field goes round them (R-RI-11).
        for (const auto &river : shapes.rivers) {
            p.setPen(QPen(QColor(labelColour(river.segment)), 2 * kRoadWidth, Qt::SolidLine,
                          Qt::FlatCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            p.drawPath(river.path);
        }
        for (const auto &road : shapes.roads) {
            p.setPen(QPen(QColor(labelColour(road.segment)), kRoadWidth, Qt::SolidLine, Qt::FlatCap,
                          Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            p.drawPath(road.path);
        }
        p.setPen(Qt::NoPen);
        for (const auto &city : shapes.cities) {
            p.setBrush(QColor(labelColour(city.segment)));
            p.drawPath(city.path);
        }
        for (int s = 0; s < type.segments.size(); ++s) {
            const SegmentKind k = type.segments[s].kind;
            if (k != SegmentKind::Monastery && k != SegmentKind::Castle) continue;
            const qreal r = k == SegmentKind::Castle ? 1.4 * kBuildingRadius : kBuildingRadius;
            p.setBrush(QColor(labelColour(s)));
            p.drawEllipse(shapes.building, r, r);
        }
        // A garden lies in a field: its glyph, where the abbot stands, is the garden's part.
        // (While the shapes are still being built, the fields are checked without anchors.)
        for (int s = 0; s < qMin(type.segments.size(), shapes.anchors.size()); ++s) {
            if (type.segments[s].kind != SegmentKind::Garden) continue;
            p.setBrush(QColor(labelColour(s)));
            p.drawEllipse(shapes.anchors[s], 0.7 * kBuildingRadius, 0.7 * kBuildingRadius);
        }
    }
    map.m_labels.fill(-1, qsizetype(map.m_width) * map.m_height);
    for (int y = 0; y < map.m_height; ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < map.m_width; ++x)
            map.m_labels[y * map.m_width + x] = qint8(qRed(line[x]) - 1);
    }
    return map;
}

QList<QPair<int, int>> SegmentHitMap::fieldSeeds(const TileType &type,
                                                 const TileShapes &shapes) const
{
    QList<QPair<int, int>> seeds; // (pixel, field)
    const int inner = type.innerField();
    if (inner >= 0 && !shapes.innerField.isNull() && inner < shapes.anchors.size()) {
        const QPointF at = shapes.anchors[inner];
        const int x = qBound(0, int((at.x() + 0.5) * kPixelsPerCell), m_width - 1);
        const int y = qBound(0, int((at.y() + 0.5) * kPixelsPerCell), m_height - 1);
        seeds.append({y * m_width + x, inner});
    }
    for (int s = 0; s < type.segments.size(); ++s) {
        const Segment &seg = type.segments[s];
        if (seg.kind != SegmentKind::Field) continue;
        for (int cell = 0; cell < type.cells; ++cell) {
            for (int port = 0; port < Port::Count; ++port) {
                if (!seg.ownsPort(cell, port)) continue;
                const QPointF centre = TileShapes::cellCentre(cell);
                const QPointF at = centre + (TileShapes::portOffset(cell, port) - centre) * 0.95;
                const int x = qBound(0, int((at.x() + 0.5) * kPixelsPerCell), m_width - 1);
                const int y = qBound(0, int((at.y() + 0.5) * kPixelsPerCell), m_height - 1);
                seeds.append({y * m_width + x, s});
            }
        }
    }
    return seeds;
}

namespace
{
// Grows every labelled pixel in `queue` into the unlabelled (-1) pixels around it, four ways.
void flood(QList<qint8> &labels, int width, int height, std::deque<int> &queue)
{
    while (!queue.empty()) {
        const int i = queue.front();
        queue.pop_front();
        const int x = i % width, y = i / width;
        const int next[4][2] = {{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}};
        for (const auto &n : next) {
            if (n[0] < 0 || n[1] < 0 || n[0] >= width || n[1] >= height) continue;
            const int j = n[1] * width + n[0];
            if (labels[j] >= 0) continue;
            labels[j] = labels[i];
            queue.push_back(j);
        }
    }
}
} // namespace

SegmentHitMap SegmentHitMap::build(const TileType &type, const TileShapes &shapes)
{
    SegmentHitMap map = paintFeatures(type, shapes);
    // Fields: grow from every field port at once; roads and cities are the walls between.
    std::deque<int> queue;
    for (const auto &[pixel, field] : map.fieldSeeds(type, shapes)) {
        if (map.m_labels[pixel] >= 0) continue;
        map.m_labels[pixel] = qint8(field);
        queue.push_back(pixel);
    }
    flood(map.m_labels, map.m_width, map.m_height, queue);
    return map;
}

bool SegmentHitMap::fieldsMeet(const TileType &type, const TileShapes &shapes)
{
    const SegmentHitMap walls = paintFeatures(type, shapes);
    const QList<QPair<int, int>> seeds = walls.fieldSeeds(type, shapes);
    // Each field alone: if its open ground reaches a port of another field, they meet.
    for (int s = 0; s < type.segments.size(); ++s) {
        if (type.segments[s].kind != SegmentKind::Field) continue;
        QList<qint8> labels = walls.m_labels;
        std::deque<int> queue;
        for (const auto &[pixel, field] : seeds)
            if (field == s && labels[pixel] < 0) {
                labels[pixel] = qint8(s);
                queue.push_back(pixel);
            }
        flood(labels, walls.m_width, walls.m_height, queue);
        for (const auto &[pixel, field] : seeds)
            if (field != s && walls.m_labels[pixel] < 0 && labels[pixel] == s) return true;
    }
    return false;
}

int SegmentHitMap::segmentAt(QPointF canonical) const
{
    const int x = int(std::floor((canonical.x() + 0.5) * kPixelsPerCell));
    const int y = int(std::floor((canonical.y() + 0.5) * kPixelsPerCell));
    if (x < 0 || y < 0 || x >= m_width || y >= m_height) return -1;
    return m_labels[y * m_width + x];
}

namespace
{
QPainterPath stroked(const QPainterPath &centre, qreal width)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setJoinStyle(Qt::RoundJoin);
    return stroker.createStroke(centre);
}

QPainterPath disc(QPointF centre, qreal radius)
{
    QPainterPath path;
    path.addEllipse(centre, radius, radius);
    return path;
}

// What paintFeatures() draws, each shape with its segment, in the order drawn: a later shape
// covers an earlier one.
QList<QPair<int, QPainterPath>> drawnShapes(const TileType &type, const TileShapes &shapes)
{
    QList<QPair<int, QPainterPath>> out;
    for (const auto &river : shapes.rivers)
        out.append({river.segment, stroked(river.path, 2 * kRoadWidth)});
    for (const auto &road : shapes.roads)
        out.append({road.segment, stroked(road.path, kRoadWidth)});
    for (const auto &city : shapes.cities)
        out.append({city.segment, city.path});
    for (int s = 0; s < type.segments.size(); ++s) {
        const SegmentKind k = type.segments[s].kind;
        if (k != SegmentKind::Monastery && k != SegmentKind::Castle) continue;
        const qreal r = k == SegmentKind::Castle ? 1.4 * kBuildingRadius : kBuildingRadius;
        out.append({s, disc(shapes.building, r)});
    }
    for (int s = 0; s < qMin(type.segments.size(), shapes.anchors.size()); ++s)
        if (type.segments[s].kind == SegmentKind::Garden)
            out.append({s, disc(shapes.anchors[s], 0.7 * kBuildingRadius)});
    return out;
}
} // namespace

QPainterPath SegmentHitMap::area(const TileType &type, const TileShapes &shapes, int segment) const
{
    if (segment < 0 || segment >= type.segments.size()) return {};
    // Path booleans flatten curves to within about half a unit, which is half a cell here:
    // they are worked out on the shapes scaled up, and the outcome scaled back.
    constexpr qreal kFine = 1024;
    QTransform up;
    up.scale(kFine, kFine);
    const QTransform down = up.inverted();
    QList<QPair<int, QPainterPath>> drawn = drawnShapes(type, shapes);
    for (auto &piece : drawn)
        piece.second = up.map(piece.second);
    if (type.segments[segment].kind != SegmentKind::Field) {
        // Each of its shapes less the other segments' shapes drawn after it: from the last
        // drawn back, gathering what lies on top.
        QPainterPath own, above;
        for (auto it = drawn.crbegin(); it != drawn.crend(); ++it) {
            if (it->first != segment) {
                above = above.united(it->second);
                continue;
            }
            const QPainterPath shown =
                above.intersects(it->second) ? it->second.subtracted(above) : it->second;
            // Pieces of one segment that overlap (roads meeting in the middle) are joined:
            // added as they are, the overlap would be a hole under the odd-even fill.
            if (own.intersects(shown))
                own = own.united(shown);
            else
                own.addPath(shown);
        }
        return down.map(own);
    }
    // A field is the open ground, split by roads and cities into the parts the flood fill
    // gave each field. The map's pixels only say which part is whose: widened by two pixels,
    // they reach past their stair-stepped edge into the road or city beside them (at least
    // eight pixels wide), and the exact open ground cuts them back to the shapes' own edges.
    QPainterPath ground;
    ground.addRect(up.mapRect(QRectF(-0.5, -0.5, type.cells, 1.0)));
    QPainterPath built;
    for (const auto &piece : drawn)
        built = built.united(piece.second);
    ground = ground.subtracted(built);
    constexpr int kGrow = 2;
    QRegion pixels;
    for (int y = 0; y < m_height; ++y) {
        int x = 0;
        while (x < m_width) {
            if (m_labels[y * m_width + x] != segment) {
                ++x;
                continue;
            }
            const int from = x;
            while (x < m_width && m_labels[y * m_width + x] == segment)
                ++x;
            pixels += QRect(from - kGrow, y - kGrow, x - from + 2 * kGrow, 1 + 2 * kGrow);
        }
    }
    if (pixels.isEmpty()) return {};
    QPainterPath part;
    part.addRegion(pixels);
    QTransform fromPixels;
    fromPixels.scale(kFine, kFine);
    fromPixels.translate(-0.5, -0.5);
    fromPixels.scale(1.0 / kPixelsPerCell, 1.0 / kPixelsPerCell);
    return down.map(ground.intersected(fromPixels.map(part).simplified()));
}

} // namespace ml
