// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellgrid.h"
#include "frontierbuckets.h"
#include "refusal.h"
#include "tiletype.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <array>
#include <vector>

namespace ml
{

// A tile lying on the board.
struct PlacedTile {
    const TileType *type = nullptr;
    Cell at;           // cell a
    int rot = 0;       // quarter turns clockwise
    int firstNode = 0; // feature-graph node of segment 0; segment i is firstNode + i
    // The face-down tile under a hill, if any (a pointer: a board of a million tiles would
    // otherwise carry an empty string for each).
    const TileType *under = nullptr;

    Cell cell(int cellIndex) const { return cellIndex == 0 ? at : secondCell(at, rot); }
    int cellIndexOf(Cell c) const { return c == at ? 0 : 1; }
};

// Where a tile could go.
struct Placement {
    Cell at;
    int rot = 0;
    friend bool operator==(const Placement &a, const Placement &b)
    {
        return a.at == b.at && a.rot == b.rot;
    }
};

// Every legal placement of one tile, as Board::listPlacements() finds them: runs of cells
// taken straight from the board's frontier buckets, each with its rotation, plus a plain
// list for the few tiles that take the slow route (double tiles, river cells). Listing costs
// the buckets it touches, not the placements, so it stays flat however big the board (issue
// 19); at() walks the runs. The order is that of Board::legalPlacements(). Valid until the
// board changes.
class PlacementList
{
public:
    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    Placement at(qsizetype i) const;
    QList<Placement> toList() const;
    void clear();

private:
    friend class Board;
    friend class Game;
    struct Run {
        const Cell *cells = nullptr; // a bucket's cells, in the board's pool
        int size = 0;
        int rot = 0;
    };
    QVarLengthArray<Run, 32> m_runs;
    QList<Placement> m_plain; // after the runs
    qsizetype m_size = 0;
};

// Why a tile cannot go somewhere is a Refusal (refusal.h); PlacementProblem names it here.

// Two touching sides that do not match (a city facing a road, say). A file never holds one
// (docs/board-format.md, `tiles` and `figures`); the editor lets a set-up have them while it is
// being arranged, and then the board records each one and joins nothing across that edge.
struct SideMismatch {
    Cell a;         // cell of the tile placed later
    int sideA = 0;  // its side facing b
    char typeA = 0; // 'C', 'R', 'F' or 'I'
    Cell b;         // the neighbour cell
    int sideB = 0;
    char typeB = 0;
};

// The board: placed tiles and the incremental feature graph over their segments.
// Union-find joins segments as tiles are placed (the port rule, docs/tiles.md), and every
// feature root keeps its open-port count, member list and figure counts, so placing a tile
// costs time in proportion to the tile, not the board. Monasteries and castles count their
// occupied neighbour cells as tiles arrive. Figures themselves live in Game; the board only
// keeps how many stand on each feature.
class Board
{
public:
    // Feature roots, on the stack for any ordinary tile.
    using Roots = QVarLengthArray<int, 16>;

    Board() = default;
    Board(const Board &) = default;
    Board(Board &&) = default;
    Board &operator=(const Board &) = default;
    Board &operator=(Board &&) = default;
    // Leaves the room of its tables to the next board this thread starts (boardstorage.cpp).
    ~Board();

    // ---- tiles ----
    const std::vector<PlacedTile> &tiles() const { return m_tiles; }
    int tileIndexAt(Cell c) const { return m_cellTile.at(c); }
    const PlacedTile *tileAt(Cell c) const
    {
        const int i = tileIndexAt(c);
        return i < 0 ? nullptr : &m_tiles[size_t(i)];
    }
    bool isOccupied(Cell c) const { return m_cellTile.at(c) >= 0; }
    int cellCount() const { return m_cellCount; }
    bool isEmpty() const { return m_tiles.empty(); }

    // Terrain of the side of cell c facing `side` ('C', 'R', 'F', 'I'); 0 if c is empty.
    char sideTypeAt(Cell c, int side) const;
    // Segments (tile-local indices) of the tile on c owning board port `port`; may be 2.
    QList<int> segmentsAtPort(Cell c, int port) const;

    // Placement rules R-BASE-3 and R-GC-3. `requireNeighbour` is false only when setting
    // up a board, where separate groups are allowed.
    // `allowMismatchedSides` lets sides differ (the editor's free placement); other rules
    // still hold.
    PlacementProblem checkPlacement(const TileType &type, Cell at, int rot,
                                    bool requireNeighbour = true,
                                    bool allowMismatchedSides = false) const;
    // Every legal placement; rotations that give the same tile twice are listed once.
    QList<Placement> legalPlacements(const TileType &type) const;
    // The same into *out, without copying the cells (see PlacementList).
    void listPlacements(const TileType &type, PlacementList *out) const;
    bool hasLegalPlacement(const TileType &type) const;

    // Places a tile without checking (call checkPlacement first). Returns its index. With
    // `allowMismatchedSides`, sides that differ from their neighbour are recorded in
    // mismatches() and not joined: the features on both sides stay open there. Without it
    // the sides are taken to match, as checkPlacement made sure, and nothing extra is done.
    int place(const TileType &type, Cell at, int rot, const TileType *under = nullptr,
              bool allowMismatchedSides = false);
    // Makes room for `tiles` more tiles holding `segments` segments in all, when the caller
    // knows what is coming (a file's moves): the tables then grow once, to their size, instead
    // of doubling past it, which on a long file is most of the board's memory.
    void reserve(size_t tiles, size_t segments);
    // Mismatched sides of tiles placed with allowMismatchedSides, in placement order.
    const QList<SideMismatch> &mismatches() const { return m_mismatches; }

    // ---- feature graph ----
    int nodeCount() const { return int(m_parent.size()); }
    int node(int tileIndex, int segment) const
    {
        return m_tiles[size_t(tileIndex)].firstNode + segment;
    }
    int tileOfNode(int node) const { return m_nodeTile[size_t(node)]; }
    int segmentOfNode(int node) const
    {
        return node - m_tiles[size_t(m_nodeTile[size_t(node)])].firstNode;
    }
    const Segment &segmentData(int node) const;
    SegmentKind kindOf(int node) const { return SegmentKind(m_kind[size_t(node)]); }

    int root(int node) const; // the feature a segment belongs to
    // Roads and cities: no port faces an empty cell. Fields: closed. Monastery: 8 neighbours.
    // Castle: 10 neighbours.
    bool isComplete(int node) const;
    int openPorts(int node) const { return m_open[size_t(root(node))]; }
    int occupiedNeighbours(int node) const { return m_neighbours[size_t(node)]; }
    QList<int> members(int node) const; // every segment node of the feature
    // Distinct cells (or distinct tiles when `countTilesOnce`) holding the feature (D-3).
    int tileCount(int node, bool countDoubleTileOnce) const;
    int coatsOfArms(int node) const;
    // Inns on a road's segments (R-IC-5), cathedrals in a city (R-IC-10), goods symbols in a
    // city by kind (R-TB-4).
    int inns(int node) const;
    int cathedrals(int node) const;
    GoodsCounts goods(int node) const;
    // Cells of the feature in placement order (monastery: its cell; castle: both cells).
    QList<Cell> cells(int node) const;
    // Distinct castle tiles the feature ends on (segments marked endsAtCastle, R-GC-8).
    int castlesEndedOn(int node) const;
    // Cities (roots) a field feature borders.
    QList<int> borderedCities(int fieldNode) const;

    // Figure counts per feature, kept by Game when figures come and go.
    enum FigureCounter { Meeples = 0, Shepherds = 1, MagicFigures = 2 };
    void addFigure(int node, FigureCounter counter, int delta);
    int meeplesOn(int node) const { return m_figureCount[size_t(root(node))][Meeples]; }
    int shepherdsIn(int node) const { return m_figureCount[size_t(root(node))][Shepherds]; }
    int magicFiguresIn(int node) const { return m_figureCount[size_t(root(node))][MagicFigures]; }

    // The features the new segments of a tile would belong to if it were placed, as the
    // set of existing roots each segment would join (for phase-2 checks before placing).
    QList<QList<int>> previewJoins(const TileType &type, Cell at, int rot) const;
    // The roots segment `segment` of that tile would join, added to *roots (each once).
    void previewJoins(const TileType &type, Cell at, int rot, int segment, Roots *roots) const;

    // Whether placing `type` at `at`/`rot` would complete the road or city of its segment
    // `segment` (the builder may not go there, R-TB-9), without placing it.
    bool wouldComplete(const TileType &type, Cell at, int rot, int segment) const;

    // Roots of the features of tile `tileIndex` that are complete now, plus monasteries and
    // castles completed by it (around it). Each root once, in a stable order.
    QList<int> featuresCompletedBy(int tileIndex) const;
    // The same into *out (cleared first).
    void featuresCompletedBy(int tileIndex, Roots *out) const;

    // Monastery and castle nodes whose neighbourhood includes cell c (used for scoring and
    // for the features a placement completes).
    QList<int> centresAround(Cell c) const;
    // The same into `out` (at most 8), without allocating; returns how many.
    int centresAround(Cell c, std::array<int, 8> &out) const;

    // ---- trials ----
    // A move the rules may still refuse after its tile is placed (a figure, magic or flock
    // choice) is played as a trial: from beginTrial() on every change is logged, and
    // rollback() puts the board back exactly as it was (same tiles, features, frontier and
    // its order), at a cost in proportion to what the move changed rather than to the board,
    // so checking every move of a long game stays linear (`validate`). commit() keeps the
    // changes. Trials do not nest.
    void beginTrial();
    void rollback();
    void commit();
    // The features the trial has changed so far, as their roots when it began, each once: every
    // root joined to another or joined to, and every one whose open ports, figure counts or
    // occupied neighbours changed. Nodes the trial added (trialNodes() on) are left out. The
    // search's outlook scores these again after a candidate move and keeps the rest's points.
    void trialChangedRoots(Roots *out) const;
    // The node count when the trial began: the nodes from there on are the trial's tiles'.
    int trialNodes() const { return int(m_trial.nodes); }

private:
    // R-GC-3: a castle next to another castle (gamecastle.cpp); ok for other tiles.
    Refusal castlesTouchRefusal(const TileType &type, const Cell cells[2]) const;
    struct FrontierSlot {
        int signature = 0; // 0: not on the frontier
        int position = 0;
    };
    // One logged change of a trial; undone in reverse order.
    struct Change {
        enum Kind : quint8 {
            NodeValue,
            FigureCount,
            Grid,
            Frontier,
            BucketPush,
            BucketRemove,
            Live
        };
        Kind kind = NodeValue;
        std::vector<int> Board::*values = nullptr; // NodeValue
        CellGrid<int> Board::*grid = nullptr;      // Grid
        int index = 0;    // node (NodeValue, FigureCount), signature (buckets), word (Live)
        int position = 0; // bucket position (BucketRemove); counter (FigureCount)
        Cell cell;        // Grid, Frontier, BucketRemove (the cell taken out)
        qint64 old = 0;   // the value before (NodeValue, FigureCount, Grid, Live)
        FrontierSlot oldSlot;
    };
    struct Trial {
        bool active = false;
        size_t tiles = 0, nodes = 0;
        qsizetype mismatches = 0;
        int cellCount = 0;
        std::vector<Change> changes;
    };
    // Writes that a rollback must be able to undo. Outside a trial each is the plain write
    // (inline, one predictable branch), so play without trials keeps its speed.
    void setNodeValue(std::vector<int> Board::*values, int node, int value)
    {
        if (Q_UNLIKELY(m_trial.active)) logNodeValue(values, node);
        (this->*values)[size_t(node)] = value;
    }
    void addFigureCount(int root, int counter, int delta)
    {
        if (Q_UNLIKELY(m_trial.active)) logFigureCount(root, counter);
        m_figureCount[size_t(root)][size_t(counter)] += delta;
    }
    void setCell(CellGrid<int> Board::*grid, Cell c, int value)
    {
        if (Q_UNLIKELY(m_trial.active)) logCell(grid, c);
        (this->*grid).slot(c) = value;
    }
    void setLive(int word, quint64 bits)
    {
        if (Q_UNLIKELY(m_trial.active)) logLive(word);
        m_liveBuckets[size_t(word)] = bits;
    }
    void logNodeValue(std::vector<int> Board::*values, int node);
    void logFigureCount(int root, int counter);
    void logCell(CellGrid<int> Board::*grid, Cell c);
    void logFrontierSlot(Cell c);
    void logLive(int word);
    void logBucket(Change::Kind kind, int signature, int position, Cell c);

    void join(int a, int b);
    void updateFrontier(Cell c);
    // c gained a tile on its `side`, whose edge there is of `type` ('C', 'R', 'F', 'I').
    void updateFrontier(Cell c, int side, char type);
    void setFrontier(Cell c, FrontierSlot &slot, int sig);
    void removeFrontier(Cell c);
    void removeFrontier(Cell c, FrontierSlot &slot);
    int frontierSignature(Cell c) const;
    int countOccupiedAround(const PlacedTile &t) const;
    void reserveFirstTiles();
    static constexpr size_t kFirstTiles = 128; // room a board takes at its first tile
    // The per-node tables of ints, for what is done to each of them alike.
    std::array<std::vector<int> *, 8> intTables();
    // Takes the tables a board of this thread left behind, emptied; false if there are none.
    bool takeSpareTables();
    void legalDouble(const TileType &type, QList<Placement> *out, bool stopAtFirst) const;
    // Bits (cell index * 4 + side) of the sides of a tile about to go at `at` that differ
    // from their neighbour; each one is appended to m_mismatches.
    unsigned recordMismatches(const TileType &type, Cell at, int rot);

    std::vector<PlacedTile> m_tiles;
    QList<SideMismatch> m_mismatches;
    CellGrid<int> m_cellTile{-1};
    int m_cellCount = 0;

    // per node
    std::vector<int> m_nodeTile;
    std::vector<quint8> m_kind;
    mutable std::vector<int> m_parent;
    std::vector<int> m_next;       // member list link (-1 ends)
    std::vector<int> m_neighbours; // monastery/castle nodes: occupied neighbour cells
    // per root (indexed by node, valid at roots)
    std::vector<int> m_open;
    std::vector<int> m_tail;
    std::vector<int> m_size;
    std::vector<std::array<int, 3>> m_figureCount;

    // monastery and castle nodes by the cells they stand on
    CellGrid<int> m_centreAt{-1};

    std::vector<int> m_head;
    // Empty cells next to the board, bucketed by what their neighbours demand of each side
    // (2 bits a side: none, C, R, F), so listing legal placements visits only cells a tile
    // fits instead of the whole rim.
    CellGrid<FrontierSlot> m_frontier;
    // One more bucket, never live in the tables: cells beside a river side, which only a
    // river tile can take (R-RI-5), checked one by one.
    static constexpr int kRiverBucket = FrontierBuckets::kCount - 1;
    FrontierBuckets m_buckets;
    std::array<quint64, 4> m_liveBuckets{}; // signature bits of non-empty buckets

    Trial m_trial;
};

} // namespace ml
