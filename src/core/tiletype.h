// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace ml
{

// River and Garden come last so that the older kinds keep their order (final scoring sorts
// by kind). A river is no feature (R-RI-9); a garden is the abbot's place (R-AB-5).
enum class SegmentKind : quint8 { Road, City, Field, Monastery, Castle, River, Garden };

QString segmentKindName(SegmentKind kind); // "road", "city", ... as in files
bool segmentKindFromName(QStringView name, SegmentKind *kind);

// Things printed on a tile that are not features of their own (docs/tiles.md, "Markers").
enum Marker : quint16 {
    MarkerMonastery = 1 << 0,
    MarkerCastle = 1 << 1,
    MarkerHill = 1 << 2,
    MarkerVineyard = 1 << 3,
    MarkerMagic = 1 << 4,
    MarkerGarden = 1 << 5,
    MarkerHouse = 1 << 6,
    MarkerSpring = 1 << 7, // the river tiles RV-A and RV-L (docs/tiles.md, "The River")
    MarkerLake = 1 << 8,
};

QString markerName(Marker marker);
bool markerFromName(QStringView name, Marker *marker);

enum class Edition : quint8 { C1 = 0, C2 = 1, C3 = 2 };
bool editionFromName(QStringView name, Edition *edition);
QString editionName(Edition edition);

// Two bits per side for placement tables: 0 none, 1 city, 2 road, 3 field. A river side
// ('I') has no code: cells beside a river are kept apart (Board's river bucket), and a
// river side of a tile fits only an empty neighbour in these tables.
inline int sideTypeCode(char type)
{
    return type == 'C' ? 1 : type == 'R' ? 2 : type == 'F' ? 3 : 0;
}

// Port bit of a double tile: cell a holds bits 0..11, cell b bits 12..23.
inline quint32 portBit(int cellIndex, int port)
{
    return quint32(1) << (cellIndex * 12 + port);
}

// The goods of Traders & Builders (R-TB-1), in the order their final scoring runs (R-TB-7).
enum class Goods : quint8 { Wine, Grain, Cloth };
constexpr int kGoodsKinds = 3;
using GoodsCounts = std::array<int, kGoodsKinds>;
QString goodsName(Goods goods); // "wine", "grain", "cloth" as in files
bool goodsFromName(QStringView name, Goods *goods);

// One feature segment of a tile in its canonical orientation (rotation 0).
struct Segment {
    SegmentKind kind = SegmentKind::Field;
    quint32 ports = 0;         // portBit() set; monastery and castle own none
    int coatsOfArms = 0;       // cities only
    QList<int> borders;        // fields only: indices of the city segments it borders
    bool endsAtCastle = false; // roads and cities of double castle tiles (R-GC-8)
    bool inn = false;          // roads: an inn beside it (R-IC-5)
    bool cathedral = false;    // cities (R-IC-10)
    GoodsCounts goods{};       // cities: goods symbols by kind (R-TB-4)

    bool ownsPort(int cellIndex, int port) const { return ports & portBit(cellIndex, port); }
};

// A tile of the catalogue (or a user's custom definition). Plain data, shared read-only.
struct TileType {
    QString id;
    QString set;                 // "base", "hills-sheep", "german-castles", "mage-witch", "custom"
    QString nameEn, nameNl;      // optional display names (castles, custom tiles)
    QString noteEn, noteNl;      // optional description (e.g. "schematic layout" on castles)
    int cells = 1;               // 1, or 2 for a double castle tile
    std::array<int, 3> counts{}; // copies in C1, C2, C3
    quint16 markers = 0;
    bool gardenFromC2 = false; // shows a garden only in C2/C3 (HS-14, MW-8, RV-J)
    bool startTile = false;    // one copy of D is the start tile
    QList<Segment> segments;
    int index = -1; // position in its catalogue, for fast tables

    // Derived by TileCatalogue::finish(): owners of each port (up to two, -1 = none) and
    // the terrain of every side ('C', 'R', 'F', 'I' river, or 0 for the inner side of a double
    // tile).
    std::array<std::array<qint8, 2>, 24> portOwners{};
    std::array<std::array<char, 4>, 2> sideTypes{};
    // Placement tables (derived, see tilefit.cpp): per rotation, the frontier signatures the
    // tile fits (4 sides x 2 bits: none, C, R, F = 256 bits), and the rotations that give a
    // tile different from every smaller rotation (bit r), so each is listed once.
    std::array<std::array<quint64, 4>, 4> fitMasks{};
    quint8 distinctRotations = 0xF;
    void computePlacementTables();

    bool hasMarker(Marker m) const { return markers & m; }
    // A tile with a river side belongs to the river's rules (R-RI-3..8).
    bool isRiverTile() const
    {
        for (const auto &cell : sideTypes)
            for (char c : cell)
                if (c == 'I') return true;
        return false;
    }
    // The garden segment in this edition, or -1: HS-14, MW-8 and RV-J have theirs only from
    // C2 on (R-AB-2); a `g` copy keeps its garden in every edition, its id says so.
    int gardenSegment(Edition e) const
    {
        const int g = segmentOfKind(SegmentKind::Garden);
        return g >= 0 && gardenFromC2 && e == Edition::C1 ? -1 : g;
    }
    bool isDouble() const { return cells == 2; }
    int count(Edition e) const { return counts[size_t(e)]; }
    // The segment owning a port; -1 when none, -2 when two segments own it (ambiguous).
    int segmentAtPort(int cellIndex, int port) const
    {
        const auto &o = portOwners[size_t(cellIndex * 12 + port)];
        return o[1] >= 0 ? -2 : o[0];
    }
    // The inner field (docs/tiles.md): the field that owns no port, walled in by the
    // tile's cities, closed from the start; -1 when the tile has none.
    int innerField() const
    {
        for (int i = 0; i < segments.size(); ++i)
            if (segments[i].kind == SegmentKind::Field && segments[i].ports == 0) return i;
        return -1;
    }
    int segmentOfKind(SegmentKind kind) const
    {
        for (int i = 0; i < segments.size(); ++i)
            if (segments[i].kind == kind) return i;
        return -1;
    }
    // Side types in canonical orientation, "NESW" (one cell) or the six outer sides
    // a.N b.N b.E b.S a.S a.W (double tile), as in docs/tiles.md.
    QString sidesString() const;
};

} // namespace ml
