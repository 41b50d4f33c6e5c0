// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencescorer.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace mltest
{

using ml::Cell;
using ml::SegmentKind;

namespace
{

struct CellRef {
    int tile = -1;
    int cellIndex = 0;
};

// Segments of a placed tile owning board port `boardPort` of its cell `cellIndex`, read
// straight from the segments' port masks (not from TileType::portOwners), so that the
// catalogue's derived tables are checked too.
QList<int> ownersAt(const ml::PlacedTile &t, int cellIndex, int boardPort)
{
    QList<int> owners;
    const int canonical = ml::unrotatePort(boardPort, t.rot);
    for (int s = 0; s < t.type->segments.size(); ++s)
        if (t.type->segments[s].ownsPort(cellIndex, canonical)) owners << s;
    return owners;
}

// Terrain of one side: the terrain of its middle port (docs/tiles.md).
char sideType(const ml::PlacedTile &t, int cellIndex, int side)
{
    char type = 'F';
    for (int s : ownersAt(t, cellIndex, ml::middlePort(side))) {
        const SegmentKind k = t.type->segments[s].kind;
        if (k == SegmentKind::City)
            type = 'C';
        else if (k == SegmentKind::River) // a river side meets only a river side (R-RI-5)
            type = 'I';
        else if (k == SegmentKind::Road && type != 'C' && type != 'I')
            type = 'R';
    }
    return type;
}

QList<Cell> neighbourhood(Cell c)
{
    QList<Cell> out;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (dx || dy) out << Cell{c.x + dx, c.y + dy};
    return out;
}

} // namespace

ReferenceScorer::ReferenceScorer(const std::vector<ml::PlacedTile> &tiles, RefOptions options)
    : m_tiles(tiles), m_options(options)
{
    QHash<Cell, CellRef> cellOwner;
    int nodes = 0;
    for (int t = 0; t < int(tiles.size()); ++t) {
        const ml::PlacedTile &pt = tiles[size_t(t)];
        for (int ci = 0; ci < pt.type->cells; ++ci)
            cellOwner.insert(pt.cell(ci), {t, ci});
        m_firstNode << nodes;
        nodes += int(pt.type->segments.size());
    }
    auto nodeOf = [&](int t, int s) { return m_firstNode[t] + s; };

    // Port rule: every owner of one port joins every owner of the touching port.
    std::vector<QList<int>> adjacent(static_cast<size_t>(nodes));
    std::vector<bool> open(static_cast<size_t>(nodes), false);
    int mismatchSides = 0;
    for (int t = 0; t < int(tiles.size()); ++t) {
        const ml::PlacedTile &pt = tiles[size_t(t)];
        for (int ci = 0; ci < pt.type->cells; ++ci) {
            const Cell c = pt.cell(ci);
            for (int side = 0; side < 4; ++side) {
                const Cell n = ml::step(c, side);
                const auto it = cellOwner.constFind(n);
                if (it != cellOwner.cend() && it->tile == t)
                    continue; // the inner side of a double tile has no ports
                for (int k = 0; k < 3; ++k) {
                    const int port = side * 3 + k;
                    const QList<int> mine = ownersAt(pt, ci, port);
                    if (it == cellOwner.cend()) {
                        for (int s : mine)
                            open[size_t(nodeOf(t, s))] = true;
                        continue;
                    }
                    const ml::PlacedTile &other = tiles[size_t(it->tile)];
                    for (int s : mine)
                        for (int o : ownersAt(other, it->cellIndex, ml::facingPort(port)))
                            if (pt.type->segments[s].kind == other.type->segments[o].kind)
                                adjacent[size_t(nodeOf(t, s))] << nodeOf(it->tile, o);
                }
                if (it != cellOwner.cend() &&
                    sideType(pt, ci, side) !=
                        sideType(tiles[size_t(it->tile)], it->cellIndex, (side + 2) % 4))
                    ++mismatchSides;
            }
        }
    }
    m_mismatches = mismatchSides / 2; // each touching pair was seen from both sides

    // Features: connected components by breadth-first search.
    m_nodeFeature = QList<int>(nodes, -1);
    for (int t = 0; t < int(tiles.size()); ++t) {
        for (int s = 0; s < tiles[size_t(t)].type->segments.size(); ++s) {
            if (m_nodeFeature[nodeOf(t, s)] >= 0) continue;
            RefFeature f;
            f.kind = tiles[size_t(t)].type->segments[s].kind;
            const int id = int(m_features.size());
            QList<int> queue{nodeOf(t, s)};
            m_nodeFeature[queue.first()] = id;
            bool anyOpen = false;
            for (int head = 0; head < queue.size(); ++head) {
                const int n = queue[head];
                anyOpen = anyOpen || open[size_t(n)];
                for (int m : adjacent[size_t(n)])
                    if (m_nodeFeature[m] < 0) {
                        m_nodeFeature[m] = id;
                        queue << m;
                    }
            }
            QSet<Cell> cells;
            for (int n : queue) {
                const int nt = int(std::upper_bound(m_firstNode.cbegin(), m_firstNode.cend(), n) -
                                   m_firstNode.cbegin()) -
                               1;
                const int ns = n - m_firstNode[nt];
                const ml::PlacedTile &pt = tiles[size_t(nt)];
                const ml::Segment &seg = pt.type->segments[ns];
                f.segments << qMakePair(nt, ns);
                f.coatsOfArms += seg.coatsOfArms;
                f.inns += seg.inn ? 1 : 0;
                f.cathedrals += seg.cathedral ? 1 : 0;
                for (int g = 0; g < ml::kGoodsKinds; ++g)
                    f.goods[size_t(g)] += seg.goods[size_t(g)];
                if (seg.ports & 0xFFFu) cells.insert(pt.cell(0));
                if (seg.ports & (0xFFFu << 12)) cells.insert(pt.cell(1));
                if (!seg.ports) {
                    for (int ci = 0; ci < pt.type->cells; ++ci)
                        cells.insert(pt.cell(ci));
                }
            }
            f.cells = cells.values();
            std::sort(f.cells.begin(), f.cells.end());
            // A garden is complete as a monastery is: all 8 cells around it hold tiles.
            if (f.kind == SegmentKind::Monastery || f.kind == SegmentKind::Castle ||
                f.kind == SegmentKind::Garden) {
                QSet<Cell> around;
                for (Cell c : std::as_const(f.cells))
                    for (Cell n : neighbourhood(c))
                        if (!f.cells.contains(n)) around.insert(n);
                for (Cell n : std::as_const(around)) {
                    const auto it = cellOwner.constFind(n);
                    if (it == cellOwner.cend()) continue;
                    ++f.neighbours;
                    if (tiles[size_t(it->tile)].type->hasMarker(ml::MarkerVineyard)) ++f.vineyards;
                }
                f.complete = f.neighbours == int(around.size());
            } else {
                f.complete = !anyOpen;
            }
            m_features << f;
        }
    }
    // Fields border the cities listed for their segments (`borders`, docs/tiles.md).
    for (RefFeature &f : m_features) {
        if (f.kind != SegmentKind::Field) continue;
        for (const auto &[t, s] : std::as_const(f.segments))
            for (int b : tiles[size_t(t)].type->segments[s].borders)
                if (!f.borders.contains(featureOf(t, b))) f.borders << featureOf(t, b);
    }
}

int ReferenceScorer::featureOf(int tile, int segment) const
{
    return m_nodeFeature[m_firstNode[tile] + segment];
}

int ReferenceScorer::completedValue(const RefFeature &f) const
{
    const int n = int(f.cells.size());
    switch (f.kind) {
    case SegmentKind::Road:
        return f.inns > 0 ? 2 * n : n; // R-IC-6, R-IC-7
    case SegmentKind::City:
        if (f.cathedrals > 0) return 3 * (n + f.coatsOfArms); // R-IC-11
        return (m_options.tinyCity == 2 && n == 2) ? n + f.coatsOfArms : 2 * n + 2 * f.coatsOfArms;
    case SegmentKind::Monastery:
        return 9 + (m_options.vineyards ? 3 * f.vineyards : 0);
    case SegmentKind::Garden:
        return 9; // monastery bonuses never apply to gardens (R-AB-7, R-AB-HS-1)
    default:
        return 0; // castles and fields never score as completed features here
    }
}

QList<int> ReferenceScorer::meepleCounts(const QList<int> &featureIds,
                                         const QList<RefFigure> &figures) const
{
    QList<int> counts;
    for (const RefFigure &f : figures) {
        if (!featureIds.contains(featureOf(f.tile, f.segment))) continue;
        if (f.strength() == 0) continue;
        if (counts.size() <= f.player) counts.resize(f.player + 1);
        counts[f.player] += f.strength();
    }
    return counts;
}

QMap<int, int> ReferenceScorer::majority(const QList<int> &featureIds,
                                         const QList<RefFigure> &figures, int value) const
{
    const QList<int> counts = meepleCounts(featureIds, figures);
    const int best = counts.isEmpty() ? 0 : *std::max_element(counts.cbegin(), counts.cend());
    QMap<int, int> points;
    if (best < 1 || value <= 0) return points;
    for (int p = 0; p < counts.size(); ++p)
        if (counts[p] == best)
            points.insert(p, value); // ties: everyone tied gets the full value (R-BASE-11)
    return points;
}

QList<RefAward> ReferenceScorer::completedBy(int tile, const QList<RefFigure> &figures) const
{
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    auto isCentre = [](SegmentKind k) {
        return k == SegmentKind::Monastery || k == SegmentKind::Garden;
    };
    // The tile's own roads and cities first, then the monasteries and gardens around the
    // new tile (its own included) in the order their tiles were placed: one pass scores
    // both kinds (the order R-AB-15 and the step-through rely on).
    QList<int> candidates;
    for (int s = 0; s < pt.type->segments.size(); ++s)
        if (!isCentre(pt.type->segments[s].kind)) candidates << featureOf(tile, s);
    for (int t = 0; t < int(m_tiles.size()); ++t) {
        const ml::PlacedTile &o = m_tiles[size_t(t)];
        for (int s = 0; s < o.type->segments.size(); ++s) {
            if (!isCentre(o.type->segments[s].kind)) continue;
            bool near = t == tile;
            for (int ci = 0; ci < pt.type->cells; ++ci)
                near = near || neighbourhood(pt.cell(ci)).contains(o.at);
            if (near) candidates << featureOf(t, s);
        }
    }
    QList<RefAward> out;
    QList<int> seen;
    for (int id : std::as_const(candidates)) {
        const RefFeature &f = m_features[id];
        // Gardens are pictures unless the Abbot is on (docs/board-format.md, "The Abbot"); the
        // river is never scored (R-RI-9).
        if (seen.contains(id) || !f.complete || f.kind == SegmentKind::Field ||
            f.kind == SegmentKind::Castle || f.kind == SegmentKind::River ||
            (f.kind == SegmentKind::Garden && !m_options.abbot))
            continue;
        seen << id;
        out << RefAward{f.kind, f.cells, majority({id}, figures, completedValue(f)), id};
    }
    return out;
}

QList<RefAward> ReferenceScorer::finalScoring(const QList<RefFigure> &figures) const
{
    QList<RefAward> out;
    for (int id = 0; id < m_features.size(); ++id) {
        const RefFeature &f = m_features[id];
        if (f.complete) continue;
        int value = 0; // R-BASE-14
        // An inn road or a cathedral city left open scores nothing (R-IC-8, R-IC-12).
        if (f.kind == SegmentKind::Road)
            value = f.inns > 0 ? 0 : int(f.cells.size());
        else if (f.kind == SegmentKind::City)
            value = f.cathedrals > 0 ? 0 : int(f.cells.size()) + f.coatsOfArms;
        else if (f.kind == SegmentKind::Monastery)
            value = 1 + f.neighbours;
        else if (f.kind == SegmentKind::Garden && m_options.abbot)
            value = 1 + f.neighbours; // R-AB-8, as an unfinished monastery
        else
            continue;
        const QMap<int, int> points = majority({id}, figures, value);
        if (!points.isEmpty()) out << RefAward{f.kind, f.cells, points, id};
    }

    // Farmers (R-BASE-15): fields holding meeples, completed cities they border.
    auto completedCities = [&](const RefFeature &field) {
        QList<int> cities;
        for (int c : field.borders)
            if (m_features[c].complete) cities << c;
        return cities;
    };
    // A pig of `player` in field `id` (R-TB-16).
    const auto pigIn = [&](int player, int id) {
        for (const RefFigure &f : figures)
            if (f.pig && f.player == player && featureOf(f.tile, f.segment) == id) return true;
        return false;
    };
    using Farmers = ml::RuleOptions::Farmers;
    if (m_options.farmers == Farmers::PerField) {
        for (int id = 0; id < m_features.size(); ++id) {
            const RefFeature &f = m_features[id];
            if (f.kind != SegmentKind::Field) continue;
            const int cities = int(completedCities(f).size());
            QMap<int, int> points = majority({id}, figures, 3 * cities);
            // The pig: one more a city for a winner with a pig there, once (R-TB-17/18).
            for (auto it = points.begin(); it != points.end(); ++it)
                if (pigIn(it.key(), id)) it.value() += cities;
            if (!points.isEmpty()) out << RefAward{f.kind, f.cells, points, id};
        }
    } else if (m_options.farmers == Farmers::PerFieldOnce) {
        QMap<int, QSet<int>> citiesOf;  // player -> cities scored (each at most once, R-BASE-15V2)
        QMap<int, QSet<int>> pigCities; // those of them won through a field with their pig
        for (int id = 0; id < m_features.size(); ++id) {
            const RefFeature &f = m_features[id];
            if (f.kind != SegmentKind::Field) continue;
            const QMap<int, int> winners = majority({id}, figures, 1);
            for (auto it = winners.cbegin(); it != winners.cend(); ++it)
                for (int c : completedCities(f)) {
                    citiesOf[it.key()].insert(c);
                    if (pigIn(it.key(), id)) pigCities[it.key()].insert(c); // R-TB-19
                }
        }
        for (auto it = citiesOf.cbegin(); it != citiesOf.cend(); ++it)
            if (!it->isEmpty())
                out << RefAward{
                    SegmentKind::Field,
                    {},
                    {{it.key(), 3 * int(it->size()) + int(pigCities.value(it.key()).size())}},
                    -1};
    } else {
        // R-BASE-15V1: per completed city, the majority of all farmers in the fields
        // bordering it gets 4.
        for (int c = 0; c < m_features.size(); ++c) {
            if (m_features[c].kind != SegmentKind::City || !m_features[c].complete) continue;
            QList<int> fields;
            for (int id = 0; id < m_features.size(); ++id)
                if (m_features[id].kind == SegmentKind::Field && m_features[id].borders.contains(c))
                    fields << id;
            QMap<int, int> points = majority(fields, figures, 4);
            // The pig: 5 for a winner with a pig in a field around the city that holds one of
            // their farmers (R-TB-19).
            for (auto it = points.begin(); it != points.end(); ++it)
                for (int id : std::as_const(fields))
                    if (pigIn(it.key(), id) && meepleCounts({id}, figures).value(it.key()) > 0) {
                        it.value() += 1;
                        break;
                    }
            if (!points.isEmpty())
                out << RefAward{SegmentKind::Field, m_features[c].cells, points, -1};
        }
    }
    return out;
}

QList<int> ReferenceScorer::freeSegments(int tile, const QList<RefFigure> &figures) const
{
    QList<int> out;
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    for (int s = 0; s < pt.type->segments.size(); ++s) {
        // No meeple on a castle, a garden (only the abbot, R-AB-6) or the river (R-RI-8).
        const SegmentKind kind = pt.type->segments[s].kind;
        if (kind == SegmentKind::Castle || kind == SegmentKind::Garden ||
            kind == SegmentKind::River)
            continue;
        if (meepleCounts({featureOf(tile, s)}, figures).isEmpty()) out << s;
    }
    return out;
}

QList<int> ReferenceScorer::abbotSegments(int tile, const QList<RefFigure> &figures) const
{
    QList<int> out;
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    for (int s = 0; s < pt.type->segments.size(); ++s) {
        const SegmentKind kind = pt.type->segments[s].kind;
        if (kind != SegmentKind::Monastery && !(kind == SegmentKind::Garden && m_options.abbot))
            continue;
        if (meepleCounts({featureOf(tile, s)}, figures).isEmpty()) out << s;
    }
    return out;
}

QList<int> ReferenceScorer::builderSegments(int tile, int player,
                                            const QList<RefFigure> &figures) const
{
    QList<int> out;
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    for (int s = 0; s < pt.type->segments.size(); ++s) {
        const SegmentKind kind = pt.type->segments[s].kind;
        if (kind != SegmentKind::Road && kind != SegmentKind::City) continue;
        const int id = featureOf(tile, s);
        if (m_features[id].complete) continue;
        bool own = false, builder = false;
        for (const RefFigure &f : figures) {
            if (f.player != player || featureOf(f.tile, f.segment) != id) continue;
            own = own || f.strength() > 0;
            builder = builder || f.builder;
        }
        if (own && !builder) out << s;
    }
    return out;
}

QList<int> ReferenceScorer::pigSegments(int tile, int player, const QList<RefFigure> &figures) const
{
    QList<int> out;
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    for (int s = 0; s < pt.type->segments.size(); ++s) {
        if (pt.type->segments[s].kind != SegmentKind::Field) continue;
        const int id = featureOf(tile, s);
        bool farmer = false, pig = false;
        for (const RefFigure &f : figures) {
            if (f.player != player || featureOf(f.tile, f.segment) != id) continue;
            farmer = farmer || f.strength() > 0;
            pig = pig || f.pig;
        }
        if (farmer && !pig) out << s;
    }
    return out;
}

bool ReferenceScorer::extendsBuilder(int tile, int player, const QList<RefFigure> &figures) const
{
    const ml::PlacedTile &pt = m_tiles[size_t(tile)];
    for (const RefFigure &f : figures) {
        if (!f.builder || f.player != player) continue;
        const int id = featureOf(f.tile, f.segment);
        for (int s = 0; s < pt.type->segments.size(); ++s)
            if (featureOf(tile, s) == id) return true;
    }
    return false;
}

int ReferenceScorer::recallValue(int tile, int segment) const
{
    const RefFeature &f = m_features[featureOf(tile, segment)];
    if (f.complete) return -1;
    return 1 + f.neighbours;
}

QList<int> riverSidesOf(const ml::TileType &type, int rot)
{
    QList<int> sides;
    if (type.cells != 1) return sides; // no double tile carries a river
    for (int side = 0; side < 4; ++side) {
        const int canonical = ml::unrotatePort(ml::middlePort(side), rot);
        for (const ml::Segment &seg : type.segments)
            if (seg.kind == SegmentKind::River && seg.ownsPort(0, canonical)) sides << side;
    }
    return sides;
}

QList<ml::Placement> referenceRiverPlacements(const std::vector<ml::PlacedTile> &tiles,
                                              const ml::TileType &type)
{
    QHash<Cell, int> occupied;
    for (int t = 0; t < int(tiles.size()); ++t)
        for (int ci = 0; ci < tiles[size_t(t)].type->cells; ++ci)
            occupied.insert(tiles[size_t(t)].cell(ci), t);
    // A bend: two river sides at a right angle. Its free side is the one not given.
    auto isBend = [](const QList<int> &sides) {
        return sides.size() == 2 && qAbs(sides[0] - sides[1]) % 2 == 1;
    };
    auto freeSide = [](const QList<int> &sides, int used) {
        return sides[0] == used ? sides[1] : sides[0];
    };
    QList<ml::Placement> out;
    for (const ml::Placement &p : referencePlacements(tiles, type)) {
        const QList<int> mine = riverSidesOf(type, p.rot);
        bool continues = false, uTurn = false;
        for (int side : mine) {
            const auto it = occupied.constFind(ml::step(p.at, side));
            if (it == occupied.cend()) continue;
            continues = true; // the sides match, so this is the open end (R-RI-4)
            const ml::PlacedTile &prev = tiles[size_t(*it)];
            const QList<int> theirs = riverSidesOf(*prev.type, prev.rot);
            // R-RI-6: after a bend, a second bend whose free river side faces the way the
            // first one's does sends the river back where it came from.
            if (isBend(mine) && isBend(theirs) &&
                freeSide(mine, side) == freeSide(theirs, (side + 2) % 4))
                uTurn = true;
        }
        if (continues && !uTurn) out << p;
    }
    return out;
}

QList<ml::Placement> referencePlacements(const std::vector<ml::PlacedTile> &tiles,
                                         const ml::TileType &type)
{
    QHash<Cell, int> occupied;
    for (int t = 0; t < int(tiles.size()); ++t)
        for (int ci = 0; ci < tiles[size_t(t)].type->cells; ++ci)
            occupied.insert(tiles[size_t(t)].cell(ci), t);
    QList<Cell> frontier;
    for (auto it = occupied.cbegin(); it != occupied.cend(); ++it)
        for (int side = 0; side < 4; ++side) {
            const Cell n = ml::step(it.key(), side);
            if (!occupied.contains(n) && !frontier.contains(n)) frontier << n;
        }
    std::sort(frontier.begin(), frontier.end());
    QList<ml::Placement> out;
    for (Cell c : std::as_const(frontier)) {
        for (int rot = 0; rot < 4; ++rot) {
            ml::PlacedTile candidate;
            candidate.type = &type;
            candidate.at = c;
            candidate.rot = rot;
            bool fits = true;
            for (int side = 0; side < 4 && fits; ++side) {
                const Cell n = ml::step(c, side);
                const auto it = occupied.constFind(n);
                if (it == occupied.cend()) continue;
                const ml::PlacedTile &o = tiles[size_t(*it)];
                fits =
                    sideType(candidate, 0, side) == sideType(o, o.cellIndexOf(n), (side + 2) % 4);
            }
            if (fits) out << ml::Placement{c, rot};
        }
    }
    return out;
}

QString rotatedGeometryKey(const ml::TileType &type, int rot)
{
    QStringList parts;
    for (const ml::Segment &s : type.segments) {
        quint32 ports = 0;
        for (int p = 0; p < 12; ++p)
            if (s.ownsPort(0, p)) ports |= ml::portBit(0, ml::rotatePort(p, rot));
        parts << QStringLiteral("%1:%2:%3").arg(int(s.kind)).arg(ports).arg(s.coatsOfArms);
    }
    parts.sort(); // segment order does not matter, only what lies where
    return parts.join(u' ');
}

QString describeBoard(const std::vector<ml::PlacedTile> &tiles, const QList<RefFigure> &figures)
{
    QString out = QStringLiteral("board (%1 tiles):\n").arg(tiles.size());
    for (size_t i = 0; i < tiles.size(); ++i) {
        const ml::PlacedTile &t = tiles[i];
        out += QStringLiteral("  [%1] %2 at (%3,%4) rot %5\n")
                   .arg(i)
                   .arg(t.type->id)
                   .arg(t.at.x)
                   .arg(t.at.y)
                   .arg(t.rot * 90);
    }
    for (const RefFigure &f : figures)
        out += QStringLiteral("  %1 of player %2 on tile [%3] segment %4\n")
                   .arg(f.abbot ? u"abbot" : u"meeple")
                   .arg(f.player)
                   .arg(f.tile)
                   .arg(f.segment);
    return out;
}

} // namespace mltest
