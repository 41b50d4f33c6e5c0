// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include <QVarLengthArray>

#include <algorithm>

// The feature graph's questions: which features a node belongs to, what they hold and
// whether they are complete, and which features a tile would join or completes.

namespace ml
{

int Board::root(int node) const
{
    int r = node;
    while (m_parent[size_t(r)] != r)
        r = m_parent[size_t(r)];
    while (m_parent[size_t(node)] != r) {
        // No path compression during a trial: the links stay as logged, so a rollback
        // restores them (joining by size keeps the paths short anyway).
        if (Q_UNLIKELY(m_trial.active)) break;
        const int next = m_parent[size_t(node)];
        m_parent[size_t(node)] = r;
        node = next;
    }
    return r;
}

void Board::join(int a, int b)
{
    int ra = root(a), rb = root(b);
    if (ra == rb) return;
    if (m_size[size_t(ra)] < m_size[size_t(rb)]) std::swap(ra, rb);
    setNodeValue(&Board::m_parent, rb, ra);
    setNodeValue(&Board::m_size, ra, m_size[size_t(ra)] + m_size[size_t(rb)]);
    setNodeValue(&Board::m_open, ra, m_open[size_t(ra)] + m_open[size_t(rb)]);
    for (int i = 0; i < 3; ++i)
        addFigureCount(ra, i, m_figureCount[size_t(rb)][size_t(i)]);
    setNodeValue(&Board::m_next, m_tail[size_t(ra)], m_head[size_t(rb)]);
    setNodeValue(&Board::m_tail, ra, m_tail[size_t(rb)]);
}

const Segment &Board::segmentData(int node) const
{
    const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(node)])];
    return t.type->segments[node - t.firstNode];
}

bool Board::isComplete(int node) const
{
    switch (kindOf(node)) {
    case SegmentKind::River: // no feature: never complete, never scored (R-RI-9)
        return false;
    case SegmentKind::Monastery:
    case SegmentKind::Garden: // complete like a monastery (R-AB-7)
        return m_neighbours[size_t(node)] >= 8;
    case SegmentKind::Castle:
        return m_neighbours[size_t(node)] >= 10;
    default:
        return m_open[size_t(root(node))] == 0;
    }
}

QList<int> Board::members(int node) const
{
    QList<int> out;
    const int r = root(node);
    out.reserve(m_size[size_t(r)]);
    for (int n = m_head[size_t(r)]; n >= 0; n = m_next[size_t(n)])
        out << n;
    return out;
}

int Board::tileCount(int node, bool countDoubleTileOnce) const
{
    // The feature's list walked in place and one key buffer per thread, kept: counting the
    // tiles of a feature being scored allocates nothing once the buffer has room. Room for
    // 128 at once: a feature that outgrows it is far bigger than a standard game makes.
    thread_local std::vector<qint64> keys;
    if (keys.capacity() == 0) keys.reserve(128);
    keys.clear();
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)]) {
        const int ti = m_nodeTile[size_t(n)];
        const PlacedTile &t = m_tiles[size_t(ti)];
        if (countDoubleTileOnce || !t.type->isDouble()) {
            keys.push_back(qint64(ti) * 2);
            continue;
        }
        const quint32 ports = segmentData(n).ports;
        if ((ports & 0xFFF) || ports == 0) keys.push_back(qint64(ti) * 2);
        if ((ports & 0xFFF000) || ports == 0) keys.push_back(qint64(ti) * 2 + 1);
    }
    std::sort(keys.begin(), keys.end());
    return int(std::unique(keys.begin(), keys.end()) - keys.begin());
}

int Board::coatsOfArms(int node) const
{
    int coats = 0;
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)])
        coats += segmentData(n).coatsOfArms;
    return coats;
}

int Board::inns(int node) const
{
    int inns = 0;
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)])
        inns += segmentData(n).inn ? 1 : 0;
    return inns;
}

int Board::cathedrals(int node) const
{
    int cathedrals = 0;
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)])
        cathedrals += segmentData(n).cathedral ? 1 : 0;
    return cathedrals;
}

GoodsCounts Board::goods(int node) const
{
    GoodsCounts goods{};
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)])
        for (int g = 0; g < kGoodsKinds; ++g)
            goods[size_t(g)] += segmentData(n).goods[size_t(g)];
    return goods;
}

QList<Cell> Board::cells(int node) const
{
    QList<Cell> out;
    if (kindOf(node) == SegmentKind::Monastery || kindOf(node) == SegmentKind::Castle ||
        kindOf(node) == SegmentKind::Garden) {
        const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(node)])];
        for (int ci = 0; ci < t.type->cells; ++ci)
            out << t.cell(ci);
        return out;
    }
    QList<int> nodes = members(node);
    std::sort(nodes.begin(), nodes.end()); // nodes grow with placement order
    // A tile's segments are consecutive nodes, and only segments of one tile share a cell:
    // looking for a cell among the current tile's keeps a big field linear, not quadratic.
    int lastTile = -1;
    qsizetype tileCells = 0; // where the current tile's cells start in `out`
    for (int n : nodes) {
        const int ti = m_nodeTile[size_t(n)];
        if (ti != lastTile) {
            lastTile = ti;
            tileCells = out.size();
        }
        const PlacedTile &t = m_tiles[size_t(ti)];
        const quint32 ports = segmentData(n).ports;
        for (int ci = 0; ci < t.type->cells; ++ci)
            if (ports & (0xFFFu << (12 * ci)))
                if (std::find(out.cbegin() + tileCells, out.cend(), t.cell(ci)) == out.cend())
                    out << t.cell(ci);
    }
    return out;
}

int Board::castlesEndedOn(int node) const
{
    // Walked in place, the castles on the stack: asked of every completed road and city.
    QVarLengthArray<int, 8> castles;
    for (int n = m_head[size_t(root(node))]; n >= 0; n = m_next[size_t(n)])
        if (segmentData(n).endsAtCastle && !castles.contains(m_nodeTile[size_t(n)]))
            castles.append(m_nodeTile[size_t(n)]);
    return int(castles.size());
}

QList<int> Board::borderedCities(int fieldNode) const
{
    QList<int> out;
    for (int n : members(fieldNode)) {
        const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(n)])];
        for (int b : segmentData(n).borders) {
            const int city = root(t.firstNode + b);
            if (!out.contains(city)) out << city;
        }
    }
    return out;
}

void Board::addFigure(int node, FigureCounter counter, int delta)
{
    addFigureCount(root(node), int(counter), delta);
}

QList<QList<int>> Board::previewJoins(const TileType &type, Cell at, int rot) const
{
    QList<QList<int>> joins;
    for (int i = 0; i < type.segments.size(); ++i) {
        Roots roots;
        previewJoins(type, at, rot, i, &roots);
        joins << QList<int>(roots.begin(), roots.end());
    }
    return joins;
}

void Board::previewJoins(const TileType &type, Cell at, int rot, int segment, Roots *roots) const
{
    const Cell cells[2] = {at, secondCell(at, rot)};
    for (quint32 ports = type.segments[segment].ports; ports; ports &= ports - 1) {
        const int bit = __builtin_ctz(ports);
        const int port = rotatePort(bit % 12, rot);
        const Cell nc = step(cells[bit / 12], sideOfPort(port));
        const PlacedTile *nt = tileAt(nc);
        if (!nt) continue;
        const int theirPort = unrotatePort(facingPort(port), nt->rot);
        for (qint8 o : nt->type->portOwners[size_t(nt->cellIndexOf(nc) * 12 + theirPort)]) {
            if (o < 0) continue;
            const int r = root(nt->firstNode + o);
            if (!roots->contains(r)) roots->append(r);
        }
    }
}

bool Board::wouldComplete(const TileType &type, Cell at, int rot, int segment) const
{
    // The new segments that would form one feature with `segment` (a tile can bridge
    // features), and the features they would join.
    const SegmentKind kind = type.segments[segment].kind;
    Roots roots;
    previewJoins(type, at, rot, segment, &roots);
    QVarLengthArray<int, 12> group{segment};
    Roots more;
    for (bool grew = true; grew;) {
        grew = false;
        for (int j = 0; j < type.segments.size(); ++j) {
            if (type.segments[j].kind != kind || group.contains(j)) continue;
            more.clear();
            previewJoins(type, at, rot, j, &more);
            bool shares = false;
            for (int r : more)
                shares = shares || roots.contains(r);
            if (!shares) continue;
            group.append(j);
            for (int r : more)
                if (!roots.contains(r)) roots.append(r);
            grew = true;
        }
    }
    // Open ports afterwards, counted as place() counts them: each port of the group facing a
    // tile closes the ports of that tile it meets, each facing an empty cell stays open.
    int open = 0;
    for (int r : roots)
        open += m_open[size_t(r)];
    const Cell cells[2] = {at, secondCell(at, rot)};
    for (int g : group)
        for (quint32 ports = type.segments[g].ports; ports; ports &= ports - 1) {
            const int bit = __builtin_ctz(ports);
            const int port = rotatePort(bit % 12, rot);
            const Cell nc = step(cells[bit / 12], sideOfPort(port));
            const PlacedTile *nt = tileAt(nc);
            if (!nt) {
                ++open;
                continue;
            }
            const int theirPort = unrotatePort(facingPort(port), nt->rot);
            for (qint8 o : nt->type->portOwners[size_t(nt->cellIndexOf(nc) * 12 + theirPort)])
                if (o >= 0) --open;
        }
    return open == 0;
}

QList<int> Board::centresAround(Cell c) const
{
    std::array<int, 8> centres;
    const int count = centresAround(c, centres);
    return QList<int>(centres.begin(), centres.begin() + count);
}

int Board::centresAround(Cell c, std::array<int, 8> &out) const
{
    int count = 0;
    for (int centre : m_centreAt.around(c))
        if (centre >= 0 &&
            std::find(out.begin(), out.begin() + count, centre) == out.begin() + count)
            out[size_t(count++)] = centre;
    return count;
}

QList<int> Board::featuresCompletedBy(int tileIndex) const
{
    Roots roots;
    featuresCompletedBy(tileIndex, &roots);
    return QList<int>(roots.begin(), roots.end());
}

void Board::featuresCompletedBy(int tileIndex, Roots *out) const
{
    out->clear();
    const PlacedTile &t = m_tiles[size_t(tileIndex)];
    for (int i = 0; i < t.type->segments.size(); ++i) {
        const int n = t.firstNode + i;
        const SegmentKind k = kindOf(n);
        if (k == SegmentKind::Road || k == SegmentKind::City) {
            const int r = root(n);
            if (m_open[size_t(r)] == 0 && !out->contains(r)) out->append(r);
        } else if ((k == SegmentKind::Monastery || k == SegmentKind::Castle ||
                    k == SegmentKind::Garden) &&
                   isComplete(n)) {
            out->append(n);
        }
    }
    // Gardens are listed like monasteries; the game scores them only with the set abbot
    // (docs/board-format.md, "The Abbot"). The centres around come after the tile's own, in node
    // order.
    const qsizetype own = out->size();
    for (int ci = 0; ci < t.type->cells; ++ci) {
        std::array<int, 8> centres;
        const int count = centresAround(t.cell(ci), centres);
        for (int k = 0; k < count; ++k) {
            const int c = centres[size_t(k)];
            if (m_nodeTile[size_t(c)] != tileIndex && !out->contains(c) && isComplete(c))
                out->append(c);
        }
    }
    std::sort(out->begin() + own, out->end());
}

} // namespace ml
