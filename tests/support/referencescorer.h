// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "ruleoptions.h"
#include "tiletype.h"

#include <QList>
#include <QMap>
#include <QString>

#include <vector>

// A deliberately plain reference scorer for the base rules, used to check the engine.
//
// It shares nothing with ml::Board's incremental feature graph: given the placed tiles it
// rebuilds every feature from scratch by breadth-first search over segments joined by the
// port rule (docs/tiles.md), using only the tile geometry (TileType::segments, geometry.h).
// It keeps no state between calls (no caching, no union-find), so a bookkeeping bug in the
// engine's incremental graph cannot be mirrored here.
namespace mltest
{

// A figure on the board: owner, tile index (into the placed-tile list) and segment. The
// abbot is a meeple of strength 1 (R-AB-17) that stands only on a monastery or a garden; the
// large meeple one of strength 2 (R-IC-16); the builder and the pig have no strength and
// occupy nothing (R-TB-8, R-TB-15).
struct RefFigure {
    int player = -1;
    int tile = -1;
    int segment = -1;
    bool abbot = false;
    bool large = false;
    bool builder = false;
    bool pig = false;
    int strength() const { return builder || pig ? 0 : large ? 2 : 1; }
    friend bool operator==(const RefFigure &a, const RefFigure &b)
    {
        return a.player == b.player && a.tile == b.tile && a.segment == b.segment &&
               a.abbot == b.abbot && a.large == b.large && a.builder == b.builder && a.pig == b.pig;
    }
};

// One scored feature: what it is, where it lies and who gets what.
struct RefAward {
    ml::SegmentKind kind = ml::SegmentKind::Road;
    QList<ml::Cell> cells; // sorted; a field's award lists the field's cells
    QMap<int, int> points; // player index -> points (only players who score > 0)
    int feature = -1;      // index into features(); -1 for per-city farmer awards
};

struct RefFeature {
    ml::SegmentKind kind = ml::SegmentKind::Road;
    QList<QPair<int, int>> segments; // (tile, segment)
    QList<ml::Cell> cells;           // distinct cells holding the feature, sorted (D-3)
    int coatsOfArms = 0;
    bool complete = false;   // road/city: no open port; field: closed; monastery 8, castle 10
    int neighbours = 0;      // monastery/garden/castle: occupied neighbour cells
    int vineyards = 0;       // monastery: neighbour cells holding a vineyard tile
    QList<int> borders;      // fields: indices of the city features they border
    int inns = 0;            // roads: segments with an inn (R-IC-5)
    int cathedrals = 0;      // cities (R-IC-10)
    ml::GoodsCounts goods{}; // cities: goods symbols (R-TB-4)
};

struct RefOptions {
    int tinyCity = 4;
    ml::RuleOptions::Farmers farmers = ml::RuleOptions::Farmers::PerField;
    // Hills & Sheep enabled: a completed monastery gets +3 per vineyard on its 8
    // neighbours (R-HS-VI-2; never in the final scoring, R-HS-VI-3).
    bool vineyards = false;
    // The Abbot enabled: a garden scores for its abbot like a monastery without any bonus
    // (R-AB-7, R-AB-8), and a completed garden gets its award even without one.
    bool abbot = false;
};

class ReferenceScorer
{
public:
    ReferenceScorer(const std::vector<ml::PlacedTile> &tiles, RefOptions options = {});

    const QList<RefFeature> &features() const { return m_features; }
    int featureOf(int tile, int segment) const;
    // Touching sides whose types differ (R-BASE-3); a legal board has none.
    int mismatchedSides() const { return m_mismatches; }

    // Features completed by the tile `tile` (its own roads, cities and monastery, and the
    // monasteries around it), each scored by majority (R-BASE-8..11).
    QList<RefAward> completedBy(int tile, const QList<RefFigure> &figures) const;
    // End of game: incomplete roads, cities, monasteries (R-BASE-14), then farmers
    // (R-BASE-15 and its variants). Scored features must already have lost their meeples.
    QList<RefAward> finalScoring(const QList<RefFigure> &figures) const;
    // Segments of `tile` a new meeple may take: those whose feature holds no meeple
    // (R-BASE-6). Castle segments are left out (not a base rule).
    QList<int> freeSegments(int tile, const QList<RefFigure> &figures) const;
    // Segments of `tile` the abbot may take: its unoccupied monastery and garden (R-AB-9,
    // R-AB-6, R-AB-10), also one this very tile completes.
    QList<int> abbotSegments(int tile, const QList<RefFigure> &figures) const;
    // Segments of `tile` where `player`'s builder may go (R-TB-9): a road or city holding one
    // of their meeples, not completed by this tile, without a builder of theirs; and where
    // their pig may go (R-TB-16): a field holding one of their farmers and none of their pigs.
    QList<int> builderSegments(int tile, int player, const QList<RefFigure> &figures) const;
    QList<int> pigSegments(int tile, int player, const QList<RefFigure> &figures) const;
    // Whether the tile `tile` extends a road or city holding one of `player`'s builders in
    // `figures` (R-TB-10).
    bool extendsBuilder(int tile, int player, const QList<RefFigure> &figures) const;
    // What taking back the abbot standing on (tile, segment) scores: 1 + occupied cells
    // around it, never a bonus (R-AB-12, R-AB-HS-1); -1 when the recall is not allowed
    // because the feature is complete (R-AB-13).
    int recallValue(int tile, int segment) const;

    // Points of a completed road/city/monastery for its majority (R-BASE-8, 9, 9V, 10,
    // R-HS-VI-2).
    int completedValue(const RefFeature &f) const;

private:
    QMap<int, int> majority(const QList<int> &featureIds, const QList<RefFigure> &figures,
                            int value) const;
    QList<int> meepleCounts(const QList<int> &featureIds, const QList<RefFigure> &figures) const;

    const std::vector<ml::PlacedTile> &m_tiles;
    RefOptions m_options;
    QList<int> m_firstNode; // per tile
    QList<int> m_nodeFeature;
    QList<RefFeature> m_features;
    int m_mismatches = 0;
};

// Every (cell, rotation) where a one-cell tile of `type` may go by R-BASE-3: an empty cell
// next to a placed tile whose touching sides all match. All four rotations are listed, also
// those that give the same tile; rotatedGeometryKey() tells those apart.
QList<ml::Placement> referencePlacements(const std::vector<ml::PlacedTile> &tiles,
                                         const ml::TileType &type);
// The tile's segments as they lie at rotation `rot`: equal keys = identical placements.
QString rotatedGeometryKey(const ml::TileType &type, int rot);

// The placements of a river tile the river rules allow (docs/rules/river.md), worked out
// from the segments alone: the sides match (R-RI-5, `I` only against `I`), a river side
// touches a placed tile (R-RI-4, continuing the open end), and no two curves in a row whose
// free river sides face the same way (R-RI-6). Listed like referencePlacements().
QList<ml::Placement> referenceRiverPlacements(const std::vector<ml::PlacedTile> &tiles,
                                              const ml::TileType &type);
// The board sides a tile turned by `rot` has its river on, read from its river segments.
QList<int> riverSidesOf(const ml::TileType &type, int rot);

// A one-line-per-tile description of a board, for failure messages.
QString describeBoard(const std::vector<ml::PlacedTile> &tiles, const QList<RefFigure> &figures);

} // namespace mltest
