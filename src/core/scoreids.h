// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QString>
#include <QStringView>

namespace ml
{

// The closed lists of ids a scoring is described by. They are enums inside the program, so
// that every `switch` over one is checked by -Wswitch when a value is added; they become the
// strings of the board format and of `score --json` only at those boundaries (idOf/fromId).

// What a scoring is about: a feature that scores, or a flock of sheep (which is no segment).
// Goods: the final majority of one kind of goods tokens (R-TB-7), which is no segment either.
enum class ScoredFeature : quint8 { Road, City, Monastery, Castle, Field, Flock, Garden, Goods };

// One line of a scoring's breakdown.
enum class Term : quint8 {
    Tiles,
    CoatsOfArms,
    TinyCity, // the original rules' two-tile city (option tinyCity 2)
    Monastery,
    Garden,
    Neighbours,
    Vineyards,
    Lord, // the lord in a castle
    CastleBonus,
    Mage,
    Witch,
    CompletedCities, // a field's farmers
    Sheep,
    Inn,           // a road with an inn: the tiles counted again (R-IC-6)
    Cathedral,     // a city with a cathedral: tiles and coats once more (R-IC-11)
    GoodsMajority, // the most tokens of a kind (R-TB-7); spelt "goods"
    Pig,           // the pig's bonus per completed city (R-TB-17)
};

// How the scorers of a feature were chosen. Nobody: no figure stood on it.
enum class Decider : quint8 { Nobody, Majority, Tie, Hill };

// The feature a segment of this kind scores as. A river is never scored; it maps to Field
// only so that the function is total.
ScoredFeature scoredFeatureOf(SegmentKind kind);

// The ids as the files and `score --json` spell them: "road", "coats-of-arms", "hill";
// Decider::Nobody has the empty id (the key is left out).
QString idOf(ScoredFeature feature);
QString idOf(Term term);
QString idOf(Decider decider);

bool fromId(QStringView id, ScoredFeature *feature);
bool fromId(QStringView id, Term *term);
bool fromId(QStringView id, Decider *decider);

} // namespace ml
