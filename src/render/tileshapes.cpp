#include "tileshapes.h"

#include "boardgeometry.h"

#include <QLineF>

#include <array>
#include <cmath>

namespace ml
{

namespace
{

constexpr qreal kQuarterPi = 0.78539816339744830962;

// A point on the rim of a unit cell centred on (0,0); t runs clockwise from the north-west
// corner, one unit per side, the same order as the ports.
QPointF rimPoint(qreal t)
{
    t = std::fmod(t, 4.0);
    const int side = int(t);
    const qreal f = t - side;
    switch (side) {
    case North:
        return {-0.5 + f, -0.5};
    case East:
        return {0.5, -0.5 + f};
    case South:
        return {0.5 - f, 0.5};
    default:
        return {-0.5, 0.5 - f};
    }
}

// The rim is split into eight half sides ("slots"); slot i is the half port side*3 + 0 or 2.
int slotPort(int slot)
{
    return (slot / 2) * 3 + (slot % 2 == 0 ? 0 : 2);
}

// A city shape inside one cell: the rim it owns, closed by gentle curves across the parts it
// does not own. One gap of one side (or of three) bows into the tile like a city wall; a gap
// of two sides is a diagonal band, whose wall bends back toward the city so that the field
// keeps about half the tile.
QPainterPath cityPath(quint32 ports, int cell, QPainterPath *walls)
{
    std::array<bool, 8> owned{};
    int count = 0;
    for (int i = 0; i < 8; ++i) {
        owned[size_t(i)] = ports & portBit(cell, slotPort(i));
        count += owned[size_t(i)];
    }
    const QPointF offset = TileShapes::cellCentre(cell);
    QPainterPath path;
    if (count == 0) return path;
    if (count == 8) {
        path.addRect(QRectF(-0.5, -0.5, 1, 1).translated(offset));
        return path;
    }
    struct Run {
        int start, length;
    };
    QList<Run> runs;
    for (int i = 0; i < 8; ++i) {
        if (!owned[size_t(i)] || owned[size_t((i + 7) % 8)]) continue;
        int length = 0;
        while (owned[size_t((i + length) % 8)])
            ++length;
        runs.append({i, length});
    }
    for (int r = 0; r < runs.size(); ++r) {
        const Run run = runs[r];
        const int end = run.start + run.length;
        if (r == 0) path.moveTo(rimPoint(run.start * 0.5) + offset);
        for (int corner = run.start / 2 + 1; corner * 2 < end; ++corner)
            path.lineTo(rimPoint(corner) + offset);
        path.lineTo(rimPoint(end * 0.5) + offset);

        int next = runs[(r + 1) % runs.size()].start;
        while (next <= end)
            next += 8;
        QPointF pull;
        for (int s = end; s < next; ++s)
            pull += rimPoint(s * 0.5 + 0.25) * 0.5;
        const qreal gap = (next - end) * 0.5;
        const qreal factor = (gap > 1.5 && gap < 2.75) ? -0.2 : 0.2;
        path.quadTo(pull * factor + offset, rimPoint(next * 0.5) + offset);
        walls->moveTo(rimPoint(end * 0.5) + offset);
        walls->quadTo(pull * factor + offset, rimPoint(next * 0.5) + offset);
    }
    path.closeSubpath();
    return path;
}

QPointF mean(const QList<QPointF> &points)
{
    QPointF sum;
    for (const QPointF &p : points)
        sum += p;
    return points.isEmpty() ? sum : sum / qreal(points.size());
}

struct Builder {
    const TileType &type;
    TileShapes shapes;
    std::array<QList<int>, 2> singleRoads; // per cell: roads owning one port
    std::array<QList<int>, 2> throughRoads;
    std::array<QList<QPointF>, 2> cityPorts; // per cell: the mean port of each city there

    QList<QPointF> portsOf(const Segment &s) const
    {
        QList<QPointF> points;
        for (int cell = 0; cell < type.cells; ++cell)
            for (int p = 0; p < Port::Count; ++p)
                if (s.ownsPort(cell, p)) points.append(TileShapes::portOffset(cell, p));
        return points;
    }
    int cellOf(const Segment &s) const { return (s.ports & 0xfff) ? 0 : 1; }

    void classifyRoads()
    {
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            if (s.kind == SegmentKind::City) {
                for (int cell = 0; cell < type.cells; ++cell) {
                    QList<QPointF> pts;
                    for (int p = 0; p < Port::Count; ++p)
                        if (s.ownsPort(cell, p)) pts.append(TileShapes::portOffset(cell, p));
                    if (!pts.isEmpty()) cityPorts[size_t(cell)].append(mean(pts));
                }
            }
            if (s.kind != SegmentKind::Road) continue;
            const int n = int(portsOf(s).size());
            (n == 1 ? singleRoads : throughRoads)[size_t(cellOf(s))].append(i);
        }
    }

    // Where the glyph of a monastery, house or castle sits: the centre unless a road runs past
    // it (HS-16's house before the E-W road) or a city crowds it (HS-10); then the nearest
    // spot clear of both, so both stay readable. Roads ending here are drawn to it later.
    void placeBuilding()
    {
        if (type.isDouble()) {
            shapes.building = {0.5, 0.0};
            return;
        }
        QList<QPainterPath> passing;
        for (int i : throughRoads[0]) {
            const QList<QPointF> pts = portsOf(type.segments[i]);
            QPainterPath path(pts[0]);
            path.quadTo(QPointF(0, 0), pts[1]);
            passing.append(path);
        }
        QList<QPointF> candidates{QPointF(0, 0)};
        if (!singleRoads[0].isEmpty() && !passing.isEmpty()) {
            QList<QPointF> ends;
            for (int i : singleRoads[0])
                ends += portsOf(type.segments[i]);
            candidates.append(mean(ends) * 0.45);
        }
        for (qreal r : {0.16, 0.24})
            for (int k = 0; k < 8; ++k)
                candidates.append(
                    QPointF(r * std::cos(k * kQuarterPi), r * std::sin(k * kQuarterPi)));
        for (const QPointF &c : candidates) {
            bool clear = true;
            for (const auto &city : shapes.cities)
                for (const QPointF d :
                     {QPointF(0.19, 0.19), QPointF(-0.19, 0.19), QPointF(0.19, -0.2),
                      QPointF(-0.19, -0.2), QPointF(0, -0.22)})
                    clear = clear && !city.path.contains(c + d);
            for (const QPainterPath &road : passing)
                for (int k = 0; k <= 16; ++k)
                    clear = clear && QLineF(c, road.pointAtPercent(k / 16.0)).length() > 0.2;
            if (clear) {
                shapes.building = c;
                return;
            }
        }
        shapes.building = candidates.size() > 1 ? candidates[1] : QPointF();
    }

    bool hasBuilding() const
    {
        return type.hasMarker(MarkerMonastery) || type.hasMarker(MarkerHouse) ||
               type.hasMarker(MarkerCastle);
    }

    // A road that ends on the tile stops at what it ends at: the castle, the building, the
    // junction, or inside the city it leads to.
    QPointF roadEnd(int cell, const QPointF &from) const
    {
        if (type.hasMarker(MarkerCastle) || (cell == 0 && hasBuilding())) return shapes.building;
        const QPointF centre = TileShapes::cellCentre(cell);
        if (singleRoads[size_t(cell)].size() >= 3 || cityPorts[size_t(cell)].isEmpty())
            return centre;
        // The data does not say which city a road ends at; the one across the tile gives a
        // straight road and matches the printed tiles we know (S, HS-08, HS-12).
        QPointF best = cityPorts[size_t(cell)].first();
        for (const QPointF &c : cityPorts[size_t(cell)])
            if (QLineF(from, c).length() > QLineF(from, best).length()) best = c;
        return centre + (best - centre) * 0.6;
    }

    void buildRoads()
    {
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            if (s.kind != SegmentKind::Road) continue;
            QList<int> cells;
            QList<QPointF> pts;
            for (int cell = 0; cell < type.cells; ++cell)
                for (int p = 0; p < Port::Count; ++p)
                    if (s.ownsPort(cell, p)) {
                        cells.append(cell);
                        pts.append(TileShapes::portOffset(cell, p));
                    }
            QPainterPath path;
            if (pts.size() == 1) {
                path.moveTo(pts[0]);
                path.lineTo(roadEnd(cells[0], pts[0]));
            } else if (pts.size() == 2 && cells[0] == cells[1]) {
                path.moveTo(pts[0]);
                path.quadTo(TileShapes::cellCentre(cells[0]), pts[1]);
            } else if (pts.size() == 2) {
                path.moveTo(pts[0]);
                path.cubicTo(TileShapes::cellCentre(cells[0]), TileShapes::cellCentre(cells[1]),
                             pts[1]);
            } else {
                for (int k = 0; k < pts.size(); ++k) {
                    path.moveTo(pts[k]);
                    path.lineTo(TileShapes::cellCentre(cells[k]));
                }
            }
            shapes.roads.append({i, path, {}});
        }
        for (int cell = 0; cell < type.cells; ++cell)
            if (singleRoads[size_t(cell)].size() >= 3 && !(cell == 0 && hasBuilding()))
                shapes.junctions.append(TileShapes::cellCentre(cell));
    }

    void buildCities()
    {
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            if (s.kind != SegmentKind::City) continue;
            QPainterPath path, walls;
            for (int cell = 0; cell < type.cells; ++cell)
                path.addPath(cityPath(s.ports, cell, &walls));
            shapes.cities.append({i, path, walls});
        }
    }

    // Free ground: outside every city, away from roads and from the building.
    bool isFree(const QPointF &p, qreal margin) const
    {
        for (const auto &c : shapes.cities)
            for (const QPointF d : {QPointF(0, 0), QPointF(margin, 0), QPointF(-margin, 0),
                                    QPointF(0, margin), QPointF(0, -margin)})
                if (c.path.contains(p + d)) return false;
        for (const auto &r : shapes.roads)
            for (int k = 0; k <= 16; ++k)
                if (QLineF(p, r.path.pointAtPercent(k / 16.0)).length() < margin) return false;
        const bool building = hasBuilding();
        return !(building && QLineF(p, shapes.building).length() < 0.22);
    }

    QPointF fieldAnchor(const Segment &s) const
    {
        const QList<QPointF> pts = portsOf(s);
        const QPointF centre = TileShapes::cellCentre(cellOf(s));
        QList<QPointF> candidates{mean(pts)};
        for (qreal t : {0.7, 0.55})
            for (const QPointF &p : pts)
                candidates.append(centre + (p - centre) * t);
        for (const QPointF &c : candidates)
            if (isFree(c, 0.1)) return c;
        return candidates.first();
    }

    QPointF cityAnchor(int segment, const Segment &s) const
    {
        const QPointF m = mean(portsOf(s));
        const QPointF centre = TileShapes::cellCentre(cellOf(s));
        for (const auto &c : shapes.cities) {
            if (c.segment != segment) continue;
            for (qreal t : {0.6, 0.8, 1.0, 0.4, 0.2, 0.0}) {
                const QPointF p = centre + (m - centre) * t;
                if (c.path.contains(p) && c.path.contains(p + (centre - p) * 0.25)) return p;
            }
        }
        return centre + (m - centre) * 0.6;
    }

    void buildAnchors()
    {
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            QPointF a;
            switch (s.kind) {
            case SegmentKind::Monastery:
            case SegmentKind::Castle:
                a = shapes.building;
                break;
            case SegmentKind::City:
                a = cityAnchor(i, s);
                break;
            case SegmentKind::Field:
                a = fieldAnchor(s);
                break;
            case SegmentKind::Road:
                for (const auto &r : shapes.roads)
                    if (r.segment == i)
                        a = r.path.pointAtPercent(portsOf(s).size() == 1 ? 0.3 : 0.5);
                break;
            }
            shapes.anchors.append(a);
        }
    }

    // Coats of arms sit beside where the knight stands, still inside the city.
    void buildShields()
    {
        for (const auto &c : shapes.cities) {
            const int n = type.segments[c.segment].coatsOfArms;
            const QPointF a = shapes.anchors[c.segment];
            int placed = 0;
            for (const QPointF d : {QPointF(0.2, 0), QPointF(-0.2, 0), QPointF(0, 0.2),
                                    QPointF(0, -0.2), QPointF(0.14, 0.14), QPointF(-0.14, -0.14)}) {
                if (placed == n) break;
                if (c.path.contains(a + d) && c.path.contains(a + d * 1.4)) {
                    shapes.shields.append(a + d);
                    ++placed;
                }
            }
            for (; placed < n; ++placed)
                shapes.shields.append(a + QPointF(0.12 * placed, 0.12));
        }
    }

    void buildFieldSpots()
    {
        // Corners first (where printed tiles put their little pictures), then side middles.
        const QList<QPointF> candidates{{-0.32, -0.32}, {0.32, -0.32}, {0.32, 0.32},
                                        {-0.32, 0.32},  {0.31, 0.0},   {-0.31, 0.0},
                                        {0.0, 0.31},    {0.0, -0.31},  {-0.22, 0.22},
                                        {0.22, 0.22},   {0.22, -0.22}, {-0.22, -0.22}};
        for (const QPointF &p : candidates)
            if (isFree(p, 0.13)) shapes.fieldSpots.append(p);
    }
};

} // namespace

QPointF TileShapes::portOffset(int cellIndex, int port)
{
    return BoardGeometry::unitPortOffset(port) + cellCentre(cellIndex);
}

TileShapes TileShapes::build(const TileType &type)
{
    Builder b{type, {}, {}, {}, {}};
    b.classifyRoads();
    b.buildCities();
    b.placeBuilding();
    b.buildRoads();
    b.buildAnchors();
    b.buildShields();
    b.buildFieldSpots();
    return b.shapes;
}

} // namespace ml
