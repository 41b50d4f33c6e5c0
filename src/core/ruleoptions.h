// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QString>
#include <QStringList>

namespace ml
{

// The expansion sets a board enables.
enum RuleSet : quint8 {
    SetBase = 1 << 0,
    SetHillsSheep = 1 << 1,
    SetGermanCastles = 1 << 2,
    SetMageWitch = 1 << 3,
    SetAbbot = 1 << 4, // the abbot and the gardens (docs/board-format.md)
    SetRiver = 1 << 5,
    SetInnsCathedrals = 1 << 6,
    SetTradersBuilders = 1 << 7,
};
QString ruleSetName(RuleSet set); // "base", "hills-sheep", ...
bool ruleSetFromName(QStringView name, RuleSet *set);
// The set a tile belongs to ("base" -> SetBase, ...); custom tiles need no set.
quint8 ruleSetOfTile(const TileType &type);

// Rules options of docs/board-format.md, "Rule options". Defaults depend on the edition.
struct RuleOptions {
    enum class Farmers : quint8 { PerField, PerFieldOnce, PerCity };
    enum class HillTiebreak : quint8 { Presence, Count };
    enum class CastleCount : quint8 { Cells, Tile };
    enum class CastleEnd : quint8 { C3, C2 };
    enum class LargeMeepleHill : quint8 { Figure, Strength };
    enum class DoubleTurnCastle : quint8 { Allowed, DrawOnly };

    int tinyCity = 4;
    Farmers farmers = Farmers::PerField;
    HillTiebreak hillTiebreak = HillTiebreak::Presence;
    bool shepherdOptional = false;
    CastleCount castleCount = CastleCount::Cells;
    CastleEnd castleEnd = CastleEnd::C3;
    bool witchHalvesCastleBonus = false;
    // Under the count tie-break a large meeple on a hill counts as one figure or as its
    // strength (R-IC-HS-1).
    LargeMeepleHill largeMeepleHill = LargeMeepleHill::Figure;
    // Whether a double turn's second part may be a castle from the hand (R-TB-GC-1).
    DoubleTurnCastle doubleTurnCastle = DoubleTurnCastle::Allowed;

    static RuleOptions defaultsFor(Edition edition);

    // Every option key, in the order of docs/board-format.md, "Rule options".
    static QStringList keys();
    // The set an option belongs to (tinyCity and farmers: base).
    static RuleSet setOf(const QString &key);
    // The values an option takes, in the order of docs/board-format.md, "Rule options" (empty for
    // an unknown key).
    static QStringList values(const QString &key);
    // Sets one option from its file/command-line text. On failure returns false with
    // a reason naming the allowed values.
    bool set(const QString &key, const QString &value, QString *error);
    QString value(const QString &key) const;
};

} // namespace ml
