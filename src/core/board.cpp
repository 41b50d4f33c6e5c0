// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include <algorithm>

namespace ml
{

namespace
{

// The kind a side's terrain letter stands for, as refusals name it.
QString terrainKind(char type)
{
    switch (type) {
    case 'C':
        return QStringLiteral("city");
    case 'R':
        return QStringLiteral("road");
    case 'I':
        return QStringLiteral("river");
    default:
        return QStringLiteral("field");
    }
}

const Cell kAround[8] = {{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}};

} // namespace

// ---------------------------------------------------------------- tiles and placement

char Board::sideTypeAt(Cell c, int side) const
{
    const PlacedTile *t = tileAt(c);
    if (!t) return 0;
    return t->type->sideTypes[size_t(t->cellIndexOf(c))][size_t(unrotateSide(side, t->rot))];
}

QList<int> Board::segmentsAtPort(Cell c, int port) const
{
    QList<int> out;
    const PlacedTile *t = tileAt(c);
    if (!t) return out;
    const auto &owners =
        t->type->portOwners[size_t(t->cellIndexOf(c) * 12 + unrotatePort(port, t->rot))];
    for (qint8 o : owners)
        if (o >= 0) out << o;
    return out;
}

PlacementProblem Board::checkPlacement(const TileType &type, Cell at, int rot,
                                       bool requireNeighbour, bool allowMismatchedSides) const
{
    // The range first: only a cell within it may be stepped from without overflow.
    if (!inCoordinateRange(at))
        return Refusal::make(RefusalCode::CellOutOfRange, "", {refusalCell(at)});
    const Cell cells[2] = {at, secondCell(at, rot)};
    if (type.isDouble() && !inCoordinateRange(cells[1]))
        return Refusal::make(RefusalCode::CellOutOfRange, "", {refusalCell(cells[1])});
    for (int ci = 0; ci < type.cells; ++ci)
        if (isOccupied(cells[ci]))
            return Refusal::make(RefusalCode::CellTaken, "R-BASE-3", {refusalCell(cells[ci])});
    int touching = 0;
    for (int ci = 0; ci < type.cells; ++ci) {
        for (int side = 0; side < 4; ++side) {
            const Cell n = step(cells[ci], side);
            if (type.isDouble() && n == cells[1 - ci]) continue;
            const char theirs = sideTypeAt(n, (side + 2) % 4);
            if (!theirs) continue;
            ++touching;
            const char ours = type.sideTypes[size_t(ci)][size_t(unrotateSide(side, rot))];
            // A river side meets only a river side (R-RI-5); the rest is R-BASE-3.
            if (ours != theirs && !allowMismatchedSides)
                return Refusal::make(
                    RefusalCode::SidesDiffer, ours == 'I' || theirs == 'I' ? "R-RI-5" : "R-BASE-3",
                    {sideName(side), refusalCell(cells[ci]), terrainKind(ours),
                     sideName((side + 2) % 4), refusalCell(n), terrainKind(theirs)});
        }
    }
    if (requireNeighbour && touching == 0 && !isEmpty())
        return Refusal::make(RefusalCode::NoNeighbour, "R-BASE-3", {refusalCell(at)});
    return castlesTouchRefusal(type, cells); // gamecastle.cpp
}

Placement PlacementList::at(qsizetype i) const
{
    for (const Run &r : m_runs) {
        if (i < r.size) return {r.cells[i], r.rot};
        i -= r.size;
    }
    return m_plain.at(i);
}

QList<Placement> PlacementList::toList() const
{
    QList<Placement> out;
    out.reserve(m_size);
    for (const Run &r : m_runs)
        for (int i = 0; i < r.size; ++i)
            out.append({r.cells[i], r.rot});
    out.append(m_plain);
    return out;
}

void PlacementList::clear()
{
    m_runs.clear();
    m_plain.clear();
    m_size = 0;
}

QList<Placement> Board::legalPlacements(const TileType &type) const
{
    PlacementList list;
    listPlacements(type, &list);
    return list.toList();
}

void Board::listPlacements(const TileType &type, PlacementList *out) const
{
    out->clear();
    if (type.isDouble()) {
        legalDouble(type, &out->m_plain, false);
        out->m_size = out->m_plain.size();
        return;
    }
    // A bucket holds the cells whose neighbours demand the same sides; the tile's fit masks
    // say which buckets it fits turned `rot` times.
    for (int rot = 0; rot < 4; ++rot) {
        if (!(type.distinctRotations & (1 << rot))) continue;
        for (int w = 0; w < 4; ++w) {
            quint64 bits = type.fitMasks[size_t(rot)][size_t(w)] & m_liveBuckets[size_t(w)];
            while (bits) {
                const int bucket = w * 64 + __builtin_ctzll(bits);
                bits &= bits - 1;
                out->m_runs.append({m_buckets.cells(bucket), m_buckets.size(bucket), rot});
                out->m_size += m_buckets.size(bucket);
            }
        }
    }
    // Cells beside a river take only river tiles, which are few: the plain route.
    if (type.isRiverTile())
        for (int rot = 0; rot < 4; ++rot) {
            if (!(type.distinctRotations & (1 << rot))) continue;
            for (const Cell *c = m_buckets.begin(kRiverBucket); c != m_buckets.end(kRiverBucket);
                 ++c)
                if (checkPlacement(type, *c, rot).ok()) out->m_plain.append({*c, rot});
        }
    out->m_size += out->m_plain.size();
}

bool Board::hasLegalPlacement(const TileType &type) const
{
    if (type.isDouble()) {
        QList<Placement> out;
        legalDouble(type, &out, true);
        return !out.isEmpty();
    }
    for (int rot = 0; rot < 4; ++rot)
        for (int w = 0; w < 4; ++w)
            if (type.fitMasks[size_t(rot)][size_t(w)] & m_liveBuckets[size_t(w)]) return true;
    if (type.isRiverTile())
        for (int rot = 0; rot < 4; ++rot)
            for (const Cell *c = m_buckets.begin(kRiverBucket); c != m_buckets.end(kRiverBucket);
                 ++c)
                if (checkPlacement(type, *c, rot).ok()) return true;
    return false;
}

// Double tiles are rare (six castles), so they take the plain route: every frontier cell
// may be covered by either half.
void Board::legalDouble(const TileType &type, QList<Placement> *out, bool stopAtFirst) const
{
    std::vector<Cell> frontier;
    for (int b = 0; b < FrontierBuckets::kCount; ++b)
        frontier.insert(frontier.end(), m_buckets.begin(b), m_buckets.end(b));
    for (Cell f : frontier) {
        for (int rot = 0; rot < 4; ++rot) {
            const Cell candidates[2] = {f, step(f, rotateSide(West, rot))};
            for (Cell a : candidates) {
                if (!checkPlacement(type, a, rot).ok()) continue;
                const Placement p{a, rot};
                if (!out->contains(p)) out->append(p);
                if (stopAtFirst) return;
            }
        }
    }
    std::sort(out->begin(), out->end(), [](const Placement &x, const Placement &y) {
        return x.at == y.at ? x.rot < y.rot : x.at < y.at;
    });
}

int Board::frontierSignature(Cell c) const
{
    // The side neighbours are entries 1, 3, 5 and 7 of around(): N, E, S, W.
    const std::array<int, 8> around = m_cellTile.around(c);
    int sig = 0;
    for (int side = 0; side < 4; ++side) {
        const int ti = around[size_t(1 + 2 * side)];
        if (ti < 0) continue;
        const PlacedTile &t = m_tiles[size_t(ti)];
        const char type = t.type->sideTypes[size_t(t.cellIndexOf(step(c, side)))]
                                           [size_t(unrotateSide((side + 2) % 4, t.rot))];
        if (type == 'I') return kRiverBucket;
        sig |= sideTypeCode(type) << (2 * side);
    }
    return sig;
}

void Board::removeFrontier(Cell c)
{
    removeFrontier(c, m_frontier.slot(c));
}

// `slot` is c's; changed through the reference, so this hot path looks c up once.
void Board::removeFrontier(Cell c, FrontierSlot &slot)
{
    if (slot.signature == 0) return;
    const int sig = slot.signature;
    const int pos = slot.position;
    if (Q_UNLIKELY(m_trial.active)) logFrontierSlot(c);
    slot = {};
    const Cell last = m_buckets.at(sig, m_buckets.size(sig) - 1);
    m_buckets.at(sig, pos) = last;
    m_buckets.popBack(sig);
    if (Q_UNLIKELY(m_trial.active)) logBucket(Change::BucketRemove, sig, pos, c);
    if (m_buckets.isEmpty(sig) && sig != kRiverBucket)
        setLive(sig / 64, m_liveBuckets[size_t(sig / 64)] & ~(quint64(1) << (sig % 64)));
    if (last != c) {
        // `last` is on the frontier, so its chunk exists and `slot` stays valid.
        if (Q_UNLIKELY(m_trial.active)) logFrontierSlot(last);
        m_frontier.slot(last).position = pos;
    }
}

void Board::updateFrontier(Cell c)
{
    FrontierSlot &slot = m_frontier.slot(c);
    // A cell beyond the range takes no tile, so it is never offered (docs/board-format.md, `tiles`
    // and `figures`).
    setFrontier(c, slot, inCoordinateRange(c) ? frontierSignature(c) : 0);
}

void Board::updateFrontier(Cell c, int side, char type)
{
    FrontierSlot &slot = m_frontier.slot(c);
    const int old = slot.signature;
    const int code = sideTypeCode(type);
    int sig = 0;
    if (!inCoordinateRange(c))
        sig = 0;
    else if (old == kRiverBucket || type == 'I' || code == 0)
        sig = frontierSignature(c); // the river's bucket is decided by all four sides
    else
        sig = (old & ~(3 << (2 * side))) | (code << (2 * side));
    setFrontier(c, slot, sig);
}

void Board::setFrontier(Cell c, FrontierSlot &slot, int sig)
{
    // Out and in again even when the signature stays, so the cell goes to the end of its
    // bucket as it always has: the order of the listed placements follows the buckets.
    removeFrontier(c, slot);
    if (sig == 0) return;
    if (Q_UNLIKELY(m_trial.active)) logFrontierSlot(c);
    slot = {sig, m_buckets.size(sig)};
    m_buckets.push(sig, c);
    if (Q_UNLIKELY(m_trial.active)) logBucket(Change::BucketPush, sig, 0, c);
    if (sig != kRiverBucket)
        setLive(sig / 64, m_liveBuckets[size_t(sig / 64)] | quint64(1) << (sig % 64));
}

int Board::countOccupiedAround(const PlacedTile &t) const
{
    // At most 16 cells around a double tile: a small array dedupes without allocating.
    std::array<Cell, 16> around;
    int count = 0;
    for (int ci = 0; ci < t.type->cells; ++ci) {
        const std::array<int, 8> tiles = m_cellTile.around(t.cell(ci));
        for (size_t k = 0; k < 8; ++k) {
            const Cell n{t.cell(ci).x + kAround[k].x, t.cell(ci).y + kAround[k].y};
            const int i = tiles[k];
            if (i < 0 || m_tiles[size_t(i)].at == t.at) continue;
            if (std::find(around.begin(), around.begin() + count, n) == around.begin() + count)
                around[size_t(count++)] = n;
        }
    }
    return count;
}

unsigned Board::recordMismatches(const TileType &type, Cell at, int rot)
{
    unsigned bits = 0;
    const Cell cells[2] = {at, secondCell(at, rot)};
    for (int ci = 0; ci < type.cells; ++ci)
        for (int side = 0; side < 4; ++side) {
            const Cell n = step(cells[ci], side);
            if (type.isDouble() && n == cells[1 - ci]) continue;
            const char theirs = sideTypeAt(n, (side + 2) % 4);
            const char ours = type.sideTypes[size_t(ci)][size_t(unrotateSide(side, rot))];
            if (!theirs || ours == theirs) continue;
            bits |= 1u << (ci * 4 + side);
            m_mismatches.append({cells[ci], side, ours, n, (side + 2) % 4, theirs});
        }
    return bits;
}

int Board::place(const TileType &type, Cell at, int rot, const TileType *under,
                 bool allowMismatchedSides)
{
    // Zero on the strict path, so the two tests below cost a predictable branch and no more.
    const unsigned mismatched = allowMismatchedSides ? recordMismatches(type, at, rot) : 0;
    const int index = int(m_tiles.size());
    if (m_tiles.capacity() == 0) reserveFirstTiles();
    PlacedTile t;
    t.type = &type;
    t.at = at;
    t.rot = rot;
    t.firstNode = int(m_parent.size());
    t.under = under;
    m_tiles.push_back(t);

    for (int i = 0; i < type.segments.size(); ++i) {
        const int n = t.firstNode + i;
        m_nodeTile.push_back(index);
        m_kind.push_back(quint8(type.segments[i].kind));
        m_parent.push_back(n);
        m_next.push_back(-1);
        m_head.push_back(n);
        m_tail.push_back(n);
        m_neighbours.push_back(0);
        m_open.push_back(0);
        m_size.push_back(1);
        m_figureCount.push_back({0, 0, 0});
    }
    for (int ci = 0; ci < type.cells; ++ci) {
        setCell(&Board::m_cellTile, t.cell(ci), index);
        ++m_cellCount;
        removeFrontier(t.cell(ci));
    }

    // The tiles beside each cell, looked up once for the two passes below.
    int beside[2][4];
    for (int ci = 0; ci < type.cells; ++ci)
        for (int side = 0; side < 4; ++side)
            beside[ci][side] = tileIndexAt(step(t.cell(ci), side));

    // Ports of neighbours that faced these empty cells are now closed.
    for (int ci = 0; ci < type.cells; ++ci) {
        for (int side = 0; side < 4; ++side) {
            const Cell n = step(t.cell(ci), side);
            const int ni = beside[ci][side];
            if (ni < 0 || ni == index) continue;
            if (mismatched & (1u << (ci * 4 + side))) continue; // their ports stay open
            const PlacedTile &nt = m_tiles[size_t(ni)];
            // Their three ports on that side, in order: turning a side's first port gives the
            // first port of a side.
            const int first = unrotatePort((side + 2) % 4 * 3, nt.rot);
            const auto *owners = &nt.type->portOwners[size_t(nt.cellIndexOf(n) * 12 + first)];
            for (int k = 0; k < 3; ++k)
                for (qint8 o : owners[k])
                    if (o >= 0) {
                        const int r = root(nt.firstNode + o);
                        setNodeValue(&Board::m_open, r, m_open[size_t(r)] - 1);
                    }
        }
    }
    // The port rule: every segment owning a port joins every segment owning the port it
    // touches; ports facing an empty cell stay open. Those are counted and added once per
    // segment, to the feature it has joined by then: a join adds up two features' counts, so
    // the total is the same as adding each port as it comes, with one root lookup, not one a
    // port.
    for (int i = 0; i < type.segments.size(); ++i) {
        const int n = t.firstNode + i;
        int open = 0;
        // Only the set bits: a segment owns a few of the 24 ports.
        for (quint32 ports = type.segments[i].ports; ports; ports &= ports - 1) {
            const int bit = __builtin_ctz(ports);
            const int ci = bit / 12;
            const int port = rotatePort(bit % 12, rot);
            const Cell c = t.cell(ci);
            const Cell nc = step(c, sideOfPort(port));
            const int ni = beside[ci][sideOfPort(port)];
            if (ni == index) continue; // inner side of a double tile (has no ports, but be safe)
            if (ni < 0 || (mismatched & (1u << (ci * 4 + sideOfPort(port))))) {
                ++open;
                continue;
            }
            const PlacedTile &nt = m_tiles[size_t(ni)];
            const int theirPort = unrotatePort(facingPort(port), nt.rot);
            for (qint8 o : nt.type->portOwners[size_t(nt.cellIndexOf(nc) * 12 + theirPort)])
                if (o >= 0) join(n, nt.firstNode + o);
        }
        if (open > 0) {
            const int r = root(n);
            setNodeValue(&Board::m_open, r, m_open[size_t(r)] + open);
        }
    }

    // Monasteries, gardens and castles count occupied neighbour cells. No tile holds a
    // garden and a monastery, so one centre per cell is enough.
    for (int i = 0; i < type.segments.size(); ++i) {
        const SegmentKind k = type.segments[i].kind;
        if (k != SegmentKind::Monastery && k != SegmentKind::Castle && k != SegmentKind::Garden)
            continue;
        const int n = t.firstNode + i;
        for (int ci = 0; ci < type.cells; ++ci)
            setCell(&Board::m_centreAt, t.cell(ci), n);
        m_neighbours[size_t(n)] = countOccupiedAround(t);
    }
    for (int ci = 0; ci < type.cells; ++ci) {
        std::array<int, 8> centres;
        const int count = centresAround(t.cell(ci), centres);
        for (int k = 0; k < count; ++k)
            if (m_nodeTile[size_t(centres[size_t(k)])] != index)
                setNodeValue(&Board::m_neighbours, centres[size_t(k)],
                             m_neighbours[size_t(centres[size_t(k)])] + 1);
    }

    for (int ci = 0; ci < type.cells; ++ci)
        for (int side = 0; side < 4; ++side)
            if (beside[ci][side] < 0)
                // Only the side of the empty cell that faces the new tile changed: its
                // signature is updated there, not read again from all four neighbours.
                updateFrontier(step(t.cell(ci), side), (side + 2) % 4,
                               type.sideTypes[size_t(ci)][size_t(unrotateSide(side, rot))]);
    return index;
}

// A game's first tile makes room for a game's worth: the per-node tables otherwise grow
// from empty, a few reallocations each, in every game the search or a benchmark plays.
void Board::reserve(size_t tiles, size_t segments)
{
    if (m_tiles.capacity() == 0) reserveFirstTiles();
    m_tiles.reserve(m_tiles.size() + tiles);
    const size_t nodes = m_parent.size() + segments;
    for (std::vector<int> *v : intTables())
        v->reserve(nodes);
    m_kind.reserve(nodes);
    m_figureCount.reserve(nodes);
}

void Board::reserveFirstTiles()
{
    // Room for the frontier's slabs: a standard game's fit in 1,024 cells without packing
    // (all 40 games of tst_turnallocations); a long one packs or grows a few times.
    m_buckets.reserve(1024);
    if (takeSpareTables()) return;
    constexpr size_t kNodes = kFirstTiles * 5;
    m_tiles.reserve(kFirstTiles);
    for (std::vector<int> *v : intTables())
        v->reserve(kNodes);
    m_kind.reserve(kNodes);
    m_figureCount.reserve(kNodes);
}

std::array<std::vector<int> *, 8> Board::intTables()
{
    return {&m_nodeTile, &m_parent, &m_next, &m_neighbours, &m_open, &m_tail, &m_size, &m_head};
}

} // namespace ml
