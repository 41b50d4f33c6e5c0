#include "board.h"

#include <QSet>

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
            if (ours != theirs && !allowMismatchedSides)
                return Refusal::make(RefusalCode::SidesDiffer, "R-BASE-3",
                                     {sideName(side), refusalCell(cells[ci]), terrainKind(ours),
                                      sideName((side + 2) % 4), refusalCell(n),
                                      terrainKind(theirs)});
        }
    }
    if (requireNeighbour && touching == 0 && !isEmpty())
        return Refusal::make(RefusalCode::NoNeighbour, "R-BASE-3", {refusalCell(at)});
    if (type.isDouble()) {
        for (int ci = 0; ci < 2; ++ci)
            for (Cell d : kAround) {
                const PlacedTile *t = tileAt({cells[ci].x + d.x, cells[ci].y + d.y});
                if (t && t->type->isDouble())
                    return Refusal::make(RefusalCode::CastlesTouch, "R-GC-3",
                                         {refusalCell(t->at), refusalCell(cells[ci])});
            }
    }
    return {};
}

QList<Placement> Board::legalPlacements(const TileType &type) const
{
    QList<Placement> out;
    if (type.isDouble()) {
        legalDouble(type, &out, false);
        return out;
    }
    // Two passes: count, then fill, so the list is allocated once.
    qsizetype total = 0;
    for (int pass = 0; pass < 2; ++pass) {
        for (int rot = 0; rot < 4; ++rot) {
            if (!(type.distinctRotations & (1 << rot))) continue;
            for (int w = 0; w < 4; ++w) {
                quint64 bits = type.fitMasks[size_t(rot)][size_t(w)] & m_liveBuckets[size_t(w)];
                while (bits) {
                    const auto &bucket = m_buckets[size_t(w * 64 + __builtin_ctzll(bits))];
                    bits &= bits - 1;
                    if (pass == 0) {
                        total += qsizetype(bucket.size());
                        continue;
                    }
                    for (Cell c : bucket)
                        out.append({c, rot});
                }
            }
        }
        if (pass == 0) out.reserve(total);
    }
    return out;
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
    return false;
}

// Double tiles are rare (six castles), so they take the plain route: every frontier cell
// may be covered by either half.
void Board::legalDouble(const TileType &type, QList<Placement> *out, bool stopAtFirst) const
{
    std::vector<Cell> frontier;
    for (const auto &bucket : m_buckets)
        frontier.insert(frontier.end(), bucket.begin(), bucket.end());
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
    int sig = 0;
    for (int side = 0; side < 4; ++side)
        sig |= sideTypeCode(sideTypeAt(step(c, side), (side + 2) % 4)) << (2 * side);
    return sig;
}

void Board::removeFrontier(Cell c)
{
    FrontierSlot &slot = m_frontier.slot(c);
    if (slot.signature == 0) return;
    const int sig = slot.signature;
    auto &bucket = m_buckets[size_t(sig)];
    const int pos = slot.position;
    slot = {};
    const Cell last = bucket.back();
    bucket[size_t(pos)] = last;
    bucket.pop_back();
    if (bucket.empty()) m_liveBuckets[size_t(sig / 64)] &= ~(quint64(1) << (sig % 64));
    if (last != c) m_frontier.slot(last).position = pos;
}

void Board::updateFrontier(Cell c)
{
    removeFrontier(c);
    // A cell beyond the range takes no tile, so it is never offered (format.md §1.3).
    const int sig = inCoordinateRange(c) ? frontierSignature(c) : 0;
    if (sig == 0) return;
    auto &bucket = m_buckets[size_t(sig)];
    m_frontier.slot(c) = {sig, int(bucket.size())};
    bucket.push_back(c);
    m_liveBuckets[size_t(sig / 64)] |= quint64(1) << (sig % 64);
}

int Board::countOccupiedAround(const PlacedTile &t) const
{
    QSet<Cell> around;
    for (int ci = 0; ci < t.type->cells; ++ci)
        for (Cell d : kAround) {
            const Cell n{t.cell(ci).x + d.x, t.cell(ci).y + d.y};
            if (tileIndexAt(n) >= 0 && m_tiles[size_t(tileIndexAt(n))].at != t.at) around.insert(n);
        }
    return int(around.size());
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

int Board::place(const TileType &type, Cell at, int rot, const QString &under,
                 bool allowMismatchedSides)
{
    // Zero on the strict path, so the two tests below cost a predictable branch and no more.
    const unsigned mismatched = allowMismatchedSides ? recordMismatches(type, at, rot) : 0;
    const int index = int(m_tiles.size());
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
        m_cellTile.slot(t.cell(ci)) = index;
        ++m_cellCount;
        removeFrontier(t.cell(ci));
    }

    // Ports of neighbours that faced these empty cells are now closed.
    for (int ci = 0; ci < type.cells; ++ci) {
        for (int side = 0; side < 4; ++side) {
            const Cell n = step(t.cell(ci), side);
            const int ni = tileIndexAt(n);
            if (ni < 0 || ni == index) continue;
            if (mismatched & (1u << (ci * 4 + side))) continue; // their ports stay open
            const PlacedTile &nt = m_tiles[size_t(ni)];
            const int nci = nt.cellIndexOf(n);
            for (int k = 0; k < 3; ++k) {
                const int theirPort = unrotatePort((side + 2) % 4 * 3 + k, nt.rot);
                for (qint8 o : nt.type->portOwners[size_t(nci * 12 + theirPort)])
                    if (o >= 0) --m_open[size_t(root(nt.firstNode + o))];
            }
        }
    }
    // The port rule: every segment owning a port joins every segment owning the port it
    // touches; ports facing an empty cell stay open.
    for (int i = 0; i < type.segments.size(); ++i) {
        const int n = t.firstNode + i;
        const quint32 ports = type.segments[i].ports;
        for (int bit = 0; bit < 24; ++bit) {
            if (!(ports & (1u << bit))) continue;
            const int ci = bit / 12;
            const int port = rotatePort(bit % 12, rot);
            const Cell c = t.cell(ci);
            const Cell nc = step(c, sideOfPort(port));
            const int ni = tileIndexAt(nc);
            if (ni == index) continue; // inner side of a double tile (has no ports, but be safe)
            if (ni < 0 || (mismatched & (1u << (ci * 4 + sideOfPort(port))))) {
                ++m_open[size_t(root(n))];
                continue;
            }
            const PlacedTile &nt = m_tiles[size_t(ni)];
            const int theirPort = unrotatePort(facingPort(port), nt.rot);
            for (qint8 o : nt.type->portOwners[size_t(nt.cellIndexOf(nc) * 12 + theirPort)])
                if (o >= 0) join(n, nt.firstNode + o);
        }
    }

    // Monasteries and castles count occupied neighbour cells.
    for (int i = 0; i < type.segments.size(); ++i) {
        const SegmentKind k = type.segments[i].kind;
        if (k != SegmentKind::Monastery && k != SegmentKind::Castle) continue;
        const int n = t.firstNode + i;
        for (int ci = 0; ci < type.cells; ++ci)
            m_centreAt.slot(t.cell(ci)) = n;
        m_neighbours[size_t(n)] = countOccupiedAround(t);
    }
    for (int ci = 0; ci < type.cells; ++ci) {
        for (int centre : centresAround(t.cell(ci)))
            if (m_nodeTile[size_t(centre)] != index) ++m_neighbours[size_t(centre)];
    }

    for (int ci = 0; ci < type.cells; ++ci)
        for (int side = 0; side < 4; ++side) {
            const Cell n = step(t.cell(ci), side);
            if (!isOccupied(n)) updateFrontier(n);
        }
    return index;
}

// ---------------------------------------------------------------- feature graph

int Board::root(int node) const
{
    int r = node;
    while (m_parent[size_t(r)] != r)
        r = m_parent[size_t(r)];
    while (m_parent[size_t(node)] != r) {
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
    m_parent[size_t(rb)] = ra;
    m_size[size_t(ra)] += m_size[size_t(rb)];
    m_open[size_t(ra)] += m_open[size_t(rb)];
    for (size_t i = 0; i < 3; ++i)
        m_figureCount[size_t(ra)][i] += m_figureCount[size_t(rb)][i];
    m_next[size_t(m_tail[size_t(ra)])] = m_head[size_t(rb)];
    m_tail[size_t(ra)] = m_tail[size_t(rb)];
}

const Segment &Board::segmentData(int node) const
{
    const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(node)])];
    return t.type->segments[node - t.firstNode];
}

bool Board::isComplete(int node) const
{
    switch (kindOf(node)) {
    case SegmentKind::Monastery:
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
    std::vector<qint64> keys;
    for (int n : members(node)) {
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
    for (int n : members(node))
        coats += segmentData(n).coatsOfArms;
    return coats;
}

QList<Cell> Board::cells(int node) const
{
    QList<Cell> out;
    if (kindOf(node) == SegmentKind::Monastery || kindOf(node) == SegmentKind::Castle) {
        const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(node)])];
        for (int ci = 0; ci < t.type->cells; ++ci)
            out << t.cell(ci);
        return out;
    }
    QList<int> nodes = members(node);
    std::sort(nodes.begin(), nodes.end()); // nodes grow with placement order
    for (int n : nodes) {
        const PlacedTile &t = m_tiles[size_t(m_nodeTile[size_t(n)])];
        const quint32 ports = segmentData(n).ports;
        for (int ci = 0; ci < t.type->cells; ++ci)
            if (ports & (0xFFFu << (12 * ci)))
                if (!out.contains(t.cell(ci))) out << t.cell(ci);
    }
    return out;
}

int Board::castlesEndedOn(int node) const
{
    QList<int> castles;
    for (int n : members(node))
        if (segmentData(n).endsAtCastle && !castles.contains(m_nodeTile[size_t(n)]))
            castles << m_nodeTile[size_t(n)];
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
    m_figureCount[size_t(root(node))][size_t(counter)] += delta;
}

QList<QList<int>> Board::previewJoins(const TileType &type, Cell at, int rot) const
{
    QList<QList<int>> joins;
    const Cell cells[2] = {at, secondCell(at, rot)};
    for (const Segment &s : type.segments) {
        QList<int> roots;
        for (int bit = 0; bit < 24; ++bit) {
            if (!(s.ports & (1u << bit))) continue;
            const int port = rotatePort(bit % 12, rot);
            const Cell nc = step(cells[bit / 12], sideOfPort(port));
            const PlacedTile *nt = tileAt(nc);
            if (!nt) continue;
            const int theirPort = unrotatePort(facingPort(port), nt->rot);
            for (qint8 o : nt->type->portOwners[size_t(nt->cellIndexOf(nc) * 12 + theirPort)])
                if (o >= 0 && !roots.contains(root(nt->firstNode + o)))
                    roots << root(nt->firstNode + o);
        }
        joins << roots;
    }
    return joins;
}

QList<int> Board::centresAround(Cell c) const
{
    QList<int> out;
    for (Cell d : kAround) {
        const int centre = m_centreAt.at({c.x + d.x, c.y + d.y});
        if (centre >= 0 && !out.contains(centre)) out << centre;
    }
    return out;
}

QList<int> Board::featuresCompletedBy(int tileIndex) const
{
    QList<int> out;
    const PlacedTile &t = m_tiles[size_t(tileIndex)];
    for (int i = 0; i < t.type->segments.size(); ++i) {
        const int n = t.firstNode + i;
        const SegmentKind k = kindOf(n);
        if (k == SegmentKind::Road || k == SegmentKind::City) {
            const int r = root(n);
            if (m_open[size_t(r)] == 0 && !out.contains(r)) out << r;
        } else if ((k == SegmentKind::Monastery || k == SegmentKind::Castle) && isComplete(n)) {
            out << n;
        }
    }
    QList<int> centres;
    for (int ci = 0; ci < t.type->cells; ++ci)
        for (int c : centresAround(t.cell(ci)))
            if (m_nodeTile[size_t(c)] != tileIndex && !centres.contains(c) && isComplete(c))
                centres << c;
    std::sort(centres.begin(), centres.end());
    return out + centres;
}

} // namespace ml
