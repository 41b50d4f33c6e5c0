// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileshapes.h"

#include "cityoutline.h"
#include "rivershapes.h"

#include "boardgeometry.h"
#include "segmenthitmap.h"

#include <QLineF>

#include <array>
#include <cmath>
#include <optional>

namespace ml
{

namespace
{

constexpr qreal kQuarterPi = 0.78539816339744830962;

// Half the width of a wedge's tip: wide enough to be seen and clicked, narrow enough that the
// two halves of a split side (HS-01) stay with their fields.
constexpr qreal kTipHalfWidth = 0.06;

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
    // per cell: each city there (segment index) with the mean of its ports in that cell
    std::array<QList<QPair<int, QPointF>>, 2> cityPorts;

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
                    if (!pts.isEmpty()) cityPorts[size_t(cell)].append({i, mean(pts)});
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
        for (const auto &river : shapes.rivers)
            passing.append(river.path);
        // A road running past to a city is passed too, and the building stands beyond it, so
        // the roads ending at the building cross it (TB-C's bridge).
        bool crossed = false;
        QList<QPointF> ends;
        for (int i : singleRoads[0])
            for (int p = 0; p < Port::Count; ++p) {
                if (!type.segments[i].ownsPort(0, p)) continue;
                if (runsToCity(0, p)) {
                    QPainterPath path(TileShapes::portOffset(0, p));
                    path.lineTo(roadEnd(0, p));
                    passing.append(path);
                    crossed = true;
                } else {
                    ends.append(TileShapes::portOffset(0, p));
                }
            }
        QList<QPointF> candidates{QPointF(0, 0)};
        if (crossed && !ends.isEmpty()) {
            candidates.append(-mean(ends) * 0.45);
        } else if (!ends.isEmpty() && !passing.isEmpty()) {
            // Beside a river the building keeps clear of the water, on its road's bank (RV-H).
            if (!shapes.rivers.isEmpty()) candidates.append(mean(ends) * 0.6);
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
            for (const auto &river : shapes.rivers)
                for (int k = 0; k <= 16; ++k)
                    clear = clear && QLineF(c, river.path.pointAtPercent(k / 16.0)).length() > 0.27;
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
    // The field owning a port, or -1.
    int fieldAt(int cell, int port) const
    {
        for (int i = 0; i < type.segments.size(); ++i)
            if (type.segments[i].kind == SegmentKind::Field &&
                type.segments[i].ownsPort(cell, port))
                return i;
        return -1;
    }

    bool ownedByAny(int cell, int port) const
    {
        for (const Segment &s : type.segments)
            if (s.ownsPort(cell, port)) return true;
        return false;
    }

    // The city both fields beside a road's port border, when exactly that narrows it down:
    // MW-3's road ends at the east city because the field east of it borders only that one.
    int cityBesideRoad(int cell, int port) const
    {
        const int side = port / 3;
        const int left = fieldAt(cell, side * 3), right = fieldAt(cell, side * 3 + 2);
        if (left < 0 || right < 0) return -1;
        int found = -1;
        for (int c : type.segments[left].borders) {
            if (!type.segments[right].borders.contains(c)) continue;
            if (found >= 0) return -1; // more than one: the fields do not tell
            found = c;
        }
        return found;
    }

    // On a tile with a house and a city, the road from the side facing the city runs to the
    // city, not to the house: TB-C's south road ends at its north city, while its west road
    // passes over it on a bridge to the house (docs/tiles.md).
    bool runsToCity(int cell, int port) const
    {
        if (cell != 0 || !type.hasMarker(MarkerHouse)) return false;
        const int opposite = (port + 6) % Port::Count;
        for (const Segment &s : type.segments)
            if (s.kind == SegmentKind::City && s.ownsPort(0, opposite)) return true;
        return false;
    }

    QPointF roadEnd(int cell, int port) const
    {
        if (type.hasMarker(MarkerCastle) || (cell == 0 && hasBuilding() && !runsToCity(cell, port)))
            return shapes.building;
        const QPointF centre = TileShapes::cellCentre(cell);
        const auto &cities = cityPorts[size_t(cell)];
        if (singleRoads[size_t(cell)].size() >= 3 || cities.isEmpty()) return centre;
        const QPointF from = TileShapes::portOffset(cell, port);
        // The fields either side may tell which city the road ends at. When they do not, the
        // city across the tile gives a straight road and matches the printed tiles we know (S,
        // HS-08, HS-12).
        const int told = cityBesideRoad(cell, port);
        QPointF best = cities.first().second;
        for (const auto &c : cities)
            if (QLineF(from, c.second).length() > QLineF(from, best).length()) best = c.second;
        for (const auto &c : cities)
            if (c.first == told) best = c.second;
        return centre + (best - centre) * 0.6;
    }

    void buildRoads()
    {
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            if (s.kind != SegmentKind::Road) continue;
            QList<int> cells, ports;
            QList<QPointF> pts;
            for (int cell = 0; cell < type.cells; ++cell)
                for (int p = 0; p < Port::Count; ++p)
                    if (s.ownsPort(cell, p)) {
                        cells.append(cell);
                        ports.append(p);
                        pts.append(TileShapes::portOffset(cell, p));
                    }
            QPainterPath path;
            if (pts.size() == 1) {
                path.moveTo(pts[0]);
                path.lineTo(roadEnd(cells[0], ports[0]));
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

    // A split side (HS-01): its middle port belongs to nothing and its halves to two
    // different fields. The city both fields border reaches down to it; its rim position.
    std::optional<Tip> splitTip(int city, int cell) const
    {
        for (int side = 0; side < 4; ++side) {
            const int a = fieldAt(cell, side * 3), b = fieldAt(cell, side * 3 + 2);
            if (a < 0 || b < 0 || a == b || ownedByAny(cell, side * 3 + 1)) continue;
            for (int c : type.segments[a].borders)
                if (type.segments[b].borders.contains(c)) {
                    if (c != city) break; // the first city both border takes the tip
                    return Tip{rimPoint(side + 0.5 - kTipHalfWidth),
                               rimPoint(side + 0.5 + kTipHalfWidth)};
                }
        }
        return std::nullopt;
    }

    // A city whose wall runs down to a corner of the tile (IC-G, TB-I, TB-O, TB-W): the half
    // ports either side of that corner belong to two different fields that both border it,
    // which only a wall ending in the corner keeps apart (corners never connect). Drawn as a
    // wedge whose tip is the corner, its walls bowed through the middle of the tile so the
    // fields beside them keep room for a farmer.
    std::optional<Tip> cornerTip(int city, int cell) const
    {
        for (int corner = 0; corner < 4; ++corner) {
            const int a = fieldAt(cell, ((corner + 3) % 4) * 3 + 2), b = fieldAt(cell, corner * 3);
            if (a < 0 || b < 0 || a == b) continue;
            for (int c : type.segments[a].borders)
                if (type.segments[b].borders.contains(c)) {
                    if (c != city) break;
                    return Tip{rimPoint(corner + 4 - kTipHalfWidth),
                               rimPoint(corner + kTipHalfWidth), 0.0};
                }
        }
        return std::nullopt;
    }

    // A city of a castle tile drawn as a wedge into the castle, which it ends at (R-GC-8).
    std::optional<Tip> castleTip(const Segment &city, int cell) const
    {
        const QPointF centre = TileShapes::cellCentre(cell);
        QList<QPointF> here;
        for (int p = 0; p < Port::Count; ++p)
            if (city.ownsPort(cell, p)) here.append(TileShapes::portOffset(cell, p));
        if (here.isEmpty()) return std::nullopt;
        const QPointF castle = shapes.building - centre;
        const QPointF along = castle - (mean(here) - centre);
        const qreal length = QLineF(QPointF(), along).length();
        if (length < 1e-6) return std::nullopt;
        const QPointF across = QPointF(-along.y(), along.x()) / length * kTipHalfWidth;
        // Narrow in the middle, so the fields either side keep room for their farmers.
        return Tip{castle + across, castle - across, 0.3};
    }

    void buildCities(qreal bow = 0.2, bool toCastle = false)
    {
        shapes.cities.clear();
        for (int i = 0; i < type.segments.size(); ++i) {
            const Segment &s = type.segments[i];
            if (s.kind != SegmentKind::City) continue;
            QPainterPath path, walls;
            for (int cell = 0; cell < type.cells; ++cell) {
                std::optional<Tip> tip = splitTip(i, cell);
                if (!tip) tip = cornerTip(i, cell);
                if (!tip && toCastle && s.endsAtCastle) tip = castleTip(s, cell);
                path.addPath(cityPath(s.ports, cell, &walls, bow, tip));
            }
            shapes.cities.append({i, path, walls});
        }
    }

    // Fields the data keeps apart must look apart: where the usual gentle walls leave them one
    // open meadow (HS-07, whose two cities' walls touch at the centre), the walls bow deeper
    // until the cities close the gap.
    void separateFields()
    {
        if (!SegmentHitMap::fieldsMeet(type, shapes)) return;
        for (qreal bow : {0.5, 0.8, 1.1}) {
            buildCities(bow);
            if (!SegmentHitMap::fieldsMeet(type, shapes)) return;
        }
        // A castle tile's cities end at the castle: drawn reaching it, they part the fields
        // beside them (GC-4, GC-6).
        if (type.hasMarker(MarkerCastle)) {
            buildCities(0.2, true);
            if (!SegmentHitMap::fieldsMeet(type, shapes)) return;
        }
        buildCities(); // walls cannot part them: keep the usual look
    }

    // Roads of different segments that cross on the tile without meeting (TB-B, TB-C): a
    // bridge carries one over the other. The road ending at the building goes over (TB-C's
    // west road to its house), else the later one; it is listed last, so it is drawn, and
    // found by a click, on top.
    void findBridges()
    {
        if (type.isDouble()) return;
        constexpr int kSteps = 40;
        for (int a = 0; a < shapes.roads.size(); ++a)
            for (int b = a + 1; b < shapes.roads.size(); ++b) {
                const QPainterPath &pa = shapes.roads[a].path, &pb = shapes.roads[b].path;
                qreal best = 1.0, ta = -1, tb = -1;
                for (int i = 0; i <= kSteps; ++i) {
                    const QPointF p = pa.pointAtPercent(qreal(i) / kSteps);
                    for (int j = 0; j <= kSteps; ++j) {
                        const qreal d = QLineF(p, pb.pointAtPercent(qreal(j) / kSteps)).length();
                        if (d < best) {
                            best = d;
                            ta = qreal(i) / kSteps;
                            tb = qreal(j) / kSteps;
                        }
                    }
                }
                // Roads that only meet at their ends (a junction, a monastery) do not cross.
                const auto inside = [](qreal t) { return t > 0.1 && t < 0.9; };
                if (best > 0.03 || !inside(ta) || !inside(tb)) continue;
                const auto endsAtBuilding = [&](const QPainterPath &path) {
                    return hasBuilding() &&
                           QLineF(path.pointAtPercent(1.0), shapes.building).length() < 1e-6;
                };
                int upper = b;
                qreal t = tb;
                if (endsAtBuilding(pa) && !endsAtBuilding(pb)) {
                    upper = a;
                    t = ta;
                }
                const QPainterPath &path = shapes.roads[upper].path;
                shapes.bridges.append({path.pointAtPercent(t), -path.angleAtPercent(t)});
                shapes.roads.move(upper, shapes.roads.size() - 1);
            }
    }

    // The inner field (docs/tiles.md): a patch of field cut out of the cities that wall it in,
    // walled where it borders them. It sits away from the tile's other fields (TB-N's north
    // field lies beyond the city across the tile), and is wider where a garden shares it
    // (IC-H in C2/C3: the abbot on the garden and a farmer beside it, R-IC-AB-1).
    void carveInnerField()
    {
        const int inner = type.innerField();
        if (inner < 0 || type.isDouble()) return;
        QList<QPointF> others;
        for (const Segment &f : type.segments)
            if (f.kind == SegmentKind::Field && f.ports) others += portsOf(f);
        // With no other field every side is city (IC-H, TB-M, TB-X): each side's city reaches
        // in to the middle, walled off from its neighbours along the diagonals, and no scrap of
        // open ground is left at the corners to look like a field of its own.
        if (others.isEmpty()) wedgeCities();
        // Beside another field (TB-N, TB-P: a city across the tile, its north field, and a
        // city on the south side) a one-sided city's wall bows outward along the wall of the
        // city across, so no strip of open ground is left between them; the patch sits
        // between the two cities, touching that wall.
        if (!others.isEmpty())
            for (auto &city : shapes.cities)
                if (portsOf(type.segments[city.segment]).size() == 3) {
                    QPainterPath walls;
                    city.path = cityPath(type.segments[city.segment].ports, 0, &walls, -0.2);
                    city.walls = walls;
                }
        const QPointF centre = others.isEmpty() ? QPointF() : -mean(others) * 0.26;
        const bool garden = type.segmentOfKind(SegmentKind::Garden) >= 0;
        const qreal rx = garden ? 0.32 : 0.24, ry = garden ? 0.22 : 0.17;
        shapes.innerField = QRectF(centre.x() - rx, centre.y() - ry, 2 * rx, 2 * ry);
        QPainterPath patch;
        patch.addEllipse(shapes.innerField);
        // The patch's rim as a polygon, so the part inside each city can become its wall.
        constexpr int kRim = 64;
        QList<QPointF> rim;
        for (int k = 0; k <= kRim; ++k) {
            const qreal angle = 2 * M_PI * k / kRim;
            rim.append(centre + QPointF(rx * std::cos(angle), ry * std::sin(angle)));
        }
        for (auto &city : shapes.cities) {
            if (!city.path.intersects(patch)) continue;
            // The city's own walls stop at the patch: the field lies over them.
            QPainterPath walls;
            for (const QPolygonF &line : city.walls.toSubpathPolygons()) {
                // In short steps, so a straight wall (wedgeCities) stops at the rim too.
                QPolygonF fine;
                for (int k = 0; k + 1 < line.size(); ++k)
                    for (int step = 0; step < 16; ++step)
                        fine << line[k] + (line[k + 1] - line[k]) * (step / 16.0);
                if (!line.isEmpty()) fine << line.last();
                bool drawing = false;
                for (int k = 0; k + 1 < fine.size(); ++k) {
                    const bool out = !patch.contains((fine[k] + fine[k + 1]) / 2);
                    if (out && !drawing) walls.moveTo(fine[k]);
                    if (out) walls.lineTo(fine[k + 1]);
                    drawing = out;
                }
            }
            bool drawing = false;
            for (int k = 0; k < kRim; ++k) {
                const bool in = city.path.contains((rim[k] + rim[k + 1]) / 2);
                if (in && !drawing) walls.moveTo(rim[k]);
                if (in) walls.lineTo(rim[k + 1]);
                drawing = in;
            }
            city.walls = walls;
            city.path = city.path.subtracted(patch);
        }
    }

    // Cities as wedges from their sides to the middle of the tile, with a wall along each
    // diagonal between two different cities.
    void wedgeCities()
    {
        QList<int> sideCity(4, -1);
        for (int side = 0; side < 4; ++side)
            for (int i = 0; i < type.segments.size(); ++i)
                if (type.segments[i].kind == SegmentKind::City &&
                    type.segments[i].ownsPort(0, side * 3 + 1))
                    sideCity[side] = i;
        for (auto &city : shapes.cities) {
            QPainterPath path, walls;
            for (int side = 0; side < 4; ++side) {
                if (sideCity[side] != city.segment) continue;
                QPolygonF wedge;
                wedge << rimPoint(side) << rimPoint(side + 1) << QPointF() << rimPoint(side);
                path.addPolygon(wedge);
            }
            // A diagonal between two cities is walled by the one drawn later (cities are drawn
            // in segment order), so the other's fill does not hide half of the wall.
            for (int corner = 0; corner < 4; ++corner) {
                const int before = sideCity[(corner + 3) % 4], after = sideCity[corner];
                if (before == after || qMax(before, after) != city.segment) continue;
                walls.moveTo(rimPoint(corner));
                walls.lineTo(QPointF());
            }
            city.path = path.simplified();
            city.walls = walls;
        }
    }
    // Where a farmer on the inner field stands: the patch's middle, or beside the garden.
    QPointF innerFieldSpot() const
    {
        const bool garden = type.segmentOfKind(SegmentKind::Garden) >= 0;
        return shapes.innerField.center() + QPointF(garden ? 0.12 : 0.0, 0.0);
    }
    QPointF gardenInInnerField() const { return shapes.innerField.center() - QPointF(0.14, 0.0); }

    // An inn stands beside its road (R-IC-5), on open ground: near the road's middle, either
    // side, clear of cities, other roads, the building and the tile's edge.
    void placeInns()
    {
        for (const auto &road : shapes.roads) {
            if (!type.segments[road.segment].inn) continue;
            QPointF chosen = road.path.pointAtPercent(0.5) + QPointF(0.2, 0.2);
            bool found = false;
            // Away from the middle of the road, where its figure stands (buildAnchors).
            const bool through = portsOf(type.segments[road.segment]).size() >= 2;
            const QList<qreal> along = through ? QList<qreal>{0.75, 0.25, 0.7, 0.3, 0.5}
                                               : QList<qreal>{0.65, 0.75, 0.5, 0.3};
            for (qreal t : along) {
                const QPointF on = road.path.pointAtPercent(t);
                const qreal angle = road.path.angleAtPercent(t) * M_PI / 180;
                // Qt's angles run counter-clockwise with y up: the normal in screen units.
                const QPointF normal(-std::sin(angle), -std::cos(angle));
                for (qreal side : {1.0, -1.0})
                    for (qreal distance : {0.21, 0.25}) {
                        const QPointF c = on + normal * side * distance;
                        if (found || !innFits(c)) continue;
                        chosen = c;
                        found = true;
                    }
            }
            shapes.inns.append(chosen);
        }
    }
    bool innFits(const QPointF &c) const
    {
        if (qAbs(c.x()) > 0.37 || qAbs(c.y()) > 0.37) return false;
        for (const auto &city : shapes.cities)
            for (const QPointF d : {QPointF(0, 0), QPointF(0.14, 0.11), QPointF(-0.14, 0.11),
                                    QPointF(0.14, -0.11), QPointF(-0.14, -0.11)})
                if (city.path.contains(c + d)) return false;
        for (const auto &r : shapes.roads)
            for (int k = 0; k <= 16; ++k)
                if (QLineF(c, r.path.pointAtPercent(k / 16.0)).length() < 0.18) return false;
        for (const QPointF &j : shapes.junctions)
            if (QLineF(c, j).length() < 0.25) return false;
        return !(hasBuilding() && QLineF(c, shapes.building).length() < 0.3);
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
        // The river is wider than a road, and the spring's pool or the lake sits at its end.
        for (const auto &r : shapes.rivers)
            for (int k = 0; k <= 16; ++k)
                if (QLineF(p, r.path.pointAtPercent(k / 16.0)).length() < margin + 0.06)
                    return false;
        if (type.hasMarker(MarkerLake) && QLineF(p, QPointF()).length() < 0.3 + margin)
            return false;
        for (const QPointF &inn : shapes.inns)
            if (QLineF(p, inn).length() < 0.2 + margin) return false;
        const bool building = hasBuilding();
        return !(building && QLineF(p, shapes.building).length() < 0.22);
    }

    QPointF fieldAnchor(const Segment &s) const
    {
        if (!s.ports && !shapes.innerField.isNull()) return innerFieldSpot();
        const QList<QPointF> pts = portsOf(s);
        const QPointF centre = TileShapes::cellCentre(cellOf(s));
        // The mean of a field's ports can lie on the rim (HS-07's north field); keep figures on
        // their tile.
        const QPointF m = mean(pts);
        QList<QPointF> candidates{
            QPointF(qBound(-0.33, m.x(), type.cells - 0.67), qBound(-0.33, m.y(), 0.33))};
        for (qreal t : {0.7, 0.55})
            for (const QPointF &p : pts)
                candidates.append(centre + (p - centre) * t);
        // A narrow field along a wall that runs to a corner (TB-O's fields) has room only
        // close to its side.
        for (const QPointF &p : pts)
            candidates.append(centre + (p - centre) * 0.82);
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

    // The cathedral stands where the knight would (IC-K: the middle of an all-city tile), and
    // the knight steps south of it, so neither hides the other.
    QPointF besideCathedral(int segment, QPointF at)
    {
        shapes.cathedrals.append(at);
        for (const auto &c : shapes.cities) {
            if (c.segment != segment) continue;
            for (const QPointF d : {QPointF(0, 0.3), QPointF(0.3, 0), QPointF(-0.3, 0),
                                    QPointF(0, -0.3), QPointF(0, 0.22), QPointF(0.22, 0)})
                if (c.path.contains(at + d * 1.25)) return at + d;
        }
        return at + QPointF(0, 0.22);
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
                if (s.cathedral) a = besideCathedral(i, a);
                break;
            case SegmentKind::Field:
                a = fieldAnchor(s);
                break;
            case SegmentKind::Road:
                // A road over a bridge keeps its figure off the bridge (RV-B, RV-K), as do
                // roads crossing on one (TB-B), so two figures never share the crossing.
                for (const auto &r : shapes.roads)
                    if (r.segment == i)
                        a = r.path.pointAtPercent(
                            !shapes.rivers.isEmpty() || !shapes.bridges.isEmpty() ? 0.25
                            : portsOf(s).size() == 1                              ? 0.3
                                                                                  : 0.5);
                break;
            case SegmentKind::River: // takes no figure (R-RI-8)
                for (const auto &r : shapes.rivers)
                    if (r.segment == i) a = r.path.pointAtPercent(0.5);
                break;
            case SegmentKind::Garden: // the abbot's place (R-AB-6): its marker, set in build()
                a = shapes.building;
                break;
            }
            shapes.anchors.append(a);
        }
    }

    // Coats of arms sit beside where the knight stands, still inside the city, far enough
    // that a knight standing there does not hide them (they are part of the score): a figure
    // reaches about 0.17 of a cell from its spot, in any direction once the tile is turned.
    // Closer spots are the fallback for small cities.
    void buildShields()
    {
        for (const auto &c : shapes.cities) {
            const int n = type.segments[c.segment].coatsOfArms;
            const QPointF a = shapes.anchors[c.segment];
            int placed = 0;
            for (const QPointF d :
                 {QPointF(0.27, 0), QPointF(-0.27, 0), QPointF(0, 0.27), QPointF(0, -0.27),
                  QPointF(0.2, 0.2), QPointF(-0.2, -0.2), QPointF(0.2, -0.2), QPointF(-0.2, 0.2),
                  QPointF(0.2, 0), QPointF(-0.2, 0), QPointF(0, 0.2), QPointF(0, -0.2)}) {
                if (placed == n) break;
                if (c.path.contains(a + d) && c.path.contains(a + d * 1.3)) {
                    shapes.shields.append(a + d);
                    ++placed;
                }
            }
            for (; placed < n; ++placed)
                shapes.shields.append(a + QPointF(0.12 * placed, 0.12));
            placeGoods(c, a);
        }
    }

    // Goods symbols (R-TB-4) lie like coats of arms: inside their city, out of the knight's
    // reach, and clear of the coats of arms and each other.
    void placeGoods(const TileShapes::Piece &c, QPointF a)
    {
        const Segment &city = type.segments[c.segment];
        QList<Goods> wanted;
        for (Goods g : {Goods::Wine, Goods::Grain, Goods::Cloth})
            for (int k = 0; k < city.goods[size_t(g)]; ++k)
                wanted.append(g);
        QList<QPointF> taken = shapes.shields;
        for (const auto &spot : shapes.goods)
            taken.append(spot.at);
        for (const QPointF &cathedral : shapes.cathedrals)
            taken.append(cathedral);
        for (Goods g : wanted) {
            QPointF at = a + QPointF(0.0, 0.24);
            for (const QPointF d :
                 {QPointF(0.27, 0), QPointF(-0.27, 0), QPointF(0, 0.27), QPointF(0, -0.27),
                  QPointF(0.24, 0.12), QPointF(0.12, 0.24), QPointF(-0.12, 0.24),
                  QPointF(0.24, -0.12), QPointF(0.2, 0.2), QPointF(-0.2, -0.2), QPointF(0.2, -0.2),
                  QPointF(-0.2, 0.2), QPointF(0.2, 0), QPointF(-0.2, 0), QPointF(0, 0.2),
                  QPointF(0, -0.2)}) {
                const QPointF p = a + d;
                bool clear =
                    c.path.contains(p) && c.path.contains(a + d * 1.3) &&
                    c.path.contains(p + QPointF(0.1, 0)) && c.path.contains(p - QPointF(0.1, 0)) &&
                    c.path.contains(p + QPointF(0, 0.1)) && c.path.contains(p - QPointF(0, 0.1)) &&
                    qAbs(p.x() - TileShapes::cellCentre(cellOf(city)).x()) < 0.37 &&
                    qAbs(p.y()) < 0.37;
                for (const QPointF &t : taken)
                    clear = clear && QLineF(t, a + d).length() >= 0.2;
                if (clear) {
                    at = a + d;
                    break;
                }
            }
            shapes.goods.append({at, g});
            taken.append(at);
        }
    }

    void buildFieldSpots()
    {
        // Corners first (where printed tiles put their little pictures), then side middles.
        const QList<QPointF> candidates{{-0.32, -0.32}, {0.32, -0.32}, {0.32, 0.32},
                                        {-0.32, 0.32},  {0.31, 0.0},   {-0.31, 0.0},
                                        {0.0, 0.31},    {0.0, -0.31},  {-0.22, 0.22},
                                        {0.22, 0.22},   {0.22, -0.22}, {-0.22, -0.22}};
        // Spots clear of where farmers stand come first, so a marker and a figure on the
        // same field do not cover each other (HS-01's vineyard).
        QList<QPointF> crowded;
        for (const QPointF &p : candidates) {
            if (!isFree(p, 0.13)) continue;
            bool nearFarmer = false;
            for (int i = 0; i < type.segments.size(); ++i)
                nearFarmer = nearFarmer || (type.segments[i].kind == SegmentKind::Field &&
                                            QLineF(p, shapes.anchors[i]).length() < 0.2);
            (nearFarmer ? crowded : shapes.fieldSpots).append(p);
        }
        shapes.fieldSpots += crowded;
        // IC-H's garden lies in its inner field, beside the farmer's spot.
        if (!shapes.innerField.isNull() && type.segmentOfKind(SegmentKind::Garden) >= 0)
            shapes.fieldSpots.prepend(gardenInInnerField());
    }
};

} // namespace

QList<QPointF> TileShapes::markerSpots(int count) const
{
    // A tile without enough free spots stacks the rest along the south.
    QList<QPointF> used;
    for (int i = 0; i < count; ++i) {
        QPointF at(-0.3 + 0.2 * i, 0.32);
        for (const QPointF &spot : fieldSpots) {
            bool clear = true;
            for (const QPointF &u : used)
                clear = clear && QLineF(spot, u).length() >= 0.24;
            if (clear) {
                at = spot;
                break;
            }
        }
        used.append(at);
    }
    return used;
}

QPointF TileShapes::portOffset(int cellIndex, int port)
{
    return ml::portOffset(port) + cellCentre(cellIndex);
}

TileShapes TileShapes::build(const TileType &type)
{
    Builder b{type, {}, {}, {}, {}};
    b.classifyRoads();
    b.buildCities();
    b.shapes.rivers = riverCourses(type); // the building keeps to a bank (RV-H)
    b.placeBuilding();
    b.buildRoads();
    b.findBridges();
    b.separateFields();
    b.carveInnerField();
    b.placeInns();
    b.buildAnchors();
    b.buildShields();
    b.buildFieldSpots();
    // The abbot stands on the garden glyph, as a monk stands on the monastery: the garden's
    // marker spot comes after the hill's and the vineyard's (TileRenderer draws them so).
    const int gardenMarker = int(type.hasMarker(MarkerHill)) + int(type.hasMarker(MarkerVineyard));
    for (int i = 0; i < type.segments.size(); ++i)
        if (type.segments[i].kind == SegmentKind::Garden)
            b.shapes.anchors[i] = b.shapes.markerSpots(gardenMarker + 1).constLast();
    return b.shapes;
}

} // namespace ml
