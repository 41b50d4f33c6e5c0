// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ml
{
class TileCatalogue;
}

namespace ml::jcz
{

// One JCloisterZone tile id and the tile of ours with the same geometry at rotation 0
// (docs/jcz-import.md, "Coordinates, rotation and tiles").
struct TileName {
    const char *jcz; // "BA/RCr"
    const char *ours;
    // JCZ expansion: "basic", "hills-and-sheep", "mage-and-witch", "inns-and-cathedrals",
    // "traders-and-builders"
    const char *set;
    // Releases of the set that hold the tile: bit 0 release 1, bit 1 release 2 (HS-14 and MW-8
    // have a garden copy with its own id in release 2).
    quint8 releases;
};

const QList<TileName> &tileNames();
// Our tile id for a JCZ id; empty when we have none.
QString ourTile(const QString &jczId);
// The JCZ expansions we have tiles of.
bool knownSet(const QString &expansion);

// JCZ's tile pile at the start (docs/jcz-import.md): every tile of the enabled sets (set id
// "basic:2" -> copies), count × copies, less one copy of each start tile, sorted by JCZ id.
// Counts are our catalogue's: release 1 of basic is our C1 column, release 2 our C2.
QStringList startPile(const TileCatalogue &catalogue, const QMap<QString, int> &sets,
                      const QStringList &startTiles);

// A JCZ feature pointer's `location` turned into our `on` on a tile of `type` lying at
// `rot` quarter turns. `feature` is JCZ's ("City", "Road", "Field", "Monastery", "Garden").
// Empty when it cannot be mapped: *why then says "unsupported" (a location of an expansion
// we lack, class UNSUPPORTED_MESSAGE) or "bad" (not on this tile, class BAD_SAVE).
struct LocationResult {
    QString on;
    bool unsupported = false;
    QString problem; // English: what does not fit
};
LocationResult locationOn(const TileType &type, int rot, const QString &feature,
                          const QString &location);
// The other way, for tests and hand-written saves: JCZ's location of our segment at `rot`
// ("N", "_S", "NL.NR.EL.WR", "I").
QString jczLocation(const TileType &type, int rot, int segment);

} // namespace ml::jcz
