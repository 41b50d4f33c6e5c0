// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusal.h"

#include <iterator>

namespace ml
{

namespace
{
QString terrain(const QString &kind)
{
    if (kind == u"city") return QStringLiteral("a city");
    if (kind == u"road") return QStringLiteral("a road");
    if (kind == u"river") return QStringLiteral("a river");
    return QStringLiteral("a field");
}

struct Wording {
    RefusalCode code;
    int args;
    const char *english; // %1.. are the arguments; terrain kinds are worded in refusalEnglish
};

// The command line's sentences, exactly as the engine has always written them (its tests
// compare output byte for byte).
constexpr Wording kWordings[] = {
    {RefusalCode::CellTaken, 1, "cell %1 already holds a tile"},
    {RefusalCode::SidesDiffer, 6, "side %1 of %2 would be %3 but side %4 of %5 is %6"},
    {RefusalCode::NoNeighbour, 1, "%1 touches no tile along a side (corners do not count)"},
    {RefusalCode::CastlesTouch, 2,
     "castle tiles may not touch, not even at a corner (the castle at %1 is next to %2)"},
    {RefusalCode::CellOutOfRange, 1,
     "cell %1 is outside the board: coordinates run from -1000000 to 1000000"},
    {RefusalCode::UnknownPlayer, 1, "unknown player '%1'"},
    {RefusalCode::UnknownTile, 1, "unknown tile '%1'"},
    {RefusalCode::DiscardUnderNoHill, 1,
     "only a discarded hill tile takes the tile under it along; %1 has no hill"},
    {RefusalCode::DiscardButFits, 3,
     "tile %1 fits on the board (for example at %2, rotation %3), so it cannot be discarded"},
    {RefusalCode::CastlesNotInPlay, 0, "castle moves need the german-castles set"},
    {RefusalCode::CastleNotHeld, 2, "player %1 does not hold the castle %2"},
    {RefusalCode::CastleNeverDrawn, 1,
     "%1 is a castle tile: it is played from a player's hand with a castle move, never drawn"},
    {RefusalCode::UnderNoHill, 1, "only a hill tile has a tile under it; %1 has no hill"},
    {RefusalCode::NoTileAt, 1, "there is no tile at %1"},
    {RefusalCode::TileLacksCentre, 3, "tile %1 at %2 has no %3"},
    {RefusalCode::NotALocation, 1,
     "'%1' is not a location (use a port such as N, Nw, En, or monastery, castle)"},
    {RefusalCode::NoFeatureAtPort, 3, "tile %1 at %2 has no feature at port %3"},
    {RefusalCode::PortInTwoCities, 2,
     "port %1 of %2 belongs to two cities; name another port of the one you mean"},
    {RefusalCode::FigureNotOnNewTile, 1, "a figure may only go on the tile just placed, not on %1"},
    {RefusalCode::NoMeepleLeft, 1, "player %1 has no meeple left in supply"},
    {RefusalCode::NoShepherdLeft, 1, "player %1 has no shepherd left in supply"},
    {RefusalCode::FeatureHasMeeple, 3,
     "the %1 at %2 %3 already has a meeple on it (somewhere along the feature)"},
    {RefusalCode::MeepleNeedsPlayer, 0, "a meeple needs a player"},
    {RefusalCode::ShepherdsNotInPlay, 0, "shepherds need the hills-sheep set"},
    {RefusalCode::ShepherdNeedsPlayer, 0, "a shepherd needs a player"},
    {RefusalCode::ShepherdOnlyOnField, 1, "a shepherd stands only on a field, not on a %1"},
    {RefusalCode::FieldHasShepherd, 0, "that field already has a shepherd"},
    {RefusalCode::FlockNotSheep, 1, "a flock holds sheep tokens only, not '%1'"},
    {RefusalCode::NoSuchSheepLeft, 1,
     "there is no sheep token '%1' left: the bag holds only 18 tokens"},
    {RefusalCode::SetupCompleteMeeple, 3,
     "the %1 at %2 %3 is already complete with a meeple on it; that cannot arise in play (it "
     "would have been scored)"},
    {RefusalCode::SetupClosedShepherd, 2,
     "the field at %1 %2 is closed and holds a shepherd; its flock would have gone to the "
     "stable"},
    {RefusalCode::MeeplesBeyondSupply, 2,
     "%1 has more meeples on the board than the %2 of their supply"},
    {RefusalCode::MagicNotInPlay, 0, "the mage and the witch need the mage-witch set"},
    {RefusalCode::OnlyOneMagic, 1, "there is only one %1"},
    {RefusalCode::MagicOnlyRoadOrCity, 2, "the %1 goes only on a road or a city, not on a %2"},
    {RefusalCode::MagicFeatureComplete, 2,
     "that %1 is complete; the %2 goes only on unfinished roads and cities (R-MW-4, footnote "
     "1)"},
    {RefusalCode::MagicSameFeature, 1, "a moved %1 must go to a different feature (R-MW-6)"},
    {RefusalCode::MagicOtherThere, 1, "the %1 stands on that feature; the two never share one"},
    {RefusalCode::NoMagicDue, 0,
     "no magic action is due: the tile has no magic symbol and the mage and witch do not "
     "share a feature"},
    {RefusalCode::MagicMustRemove, 0,
     "no unfinished road or city is free for the mage or the witch, so one on the board must "
     "be taken off (magic: {\"remove\": ...})"},
    {RefusalCode::MagicMustMoveShared, 0,
     "the mage and the witch now share a feature, so one of them must move at once (magic)"},
    {RefusalCode::MagicMustAct, 0,
     "a tile with the magic symbol was placed, so the mage or the witch must be brought in or "
     "moved (magic)"},
    {RefusalCode::RemoveNotMagic, 1, "remove names mage or witch, not '%1'"},
    {RefusalCode::RemoveWhileFree, 0,
     "a figure may only be taken off when no unfinished road or city is free for it"},
    {RefusalCode::RemoveNotOnBoard, 1, "the %1 is not on the board"},
    {RefusalCode::MagicFigureName, 1, "magic.figure is mage or witch, not '%1'"},
    {RefusalCode::ForcedMoveNotOnBoard, 1,
     "the %1 is not on the board; the forced move moves one of the two figures on the shared "
     "feature"},
    {RefusalCode::NoFlockActionDue, 0,
     "no flock action is due: this tile does not enlarge a field with your shepherd"},
    {RefusalCode::NoFlockActionDueNewShepherd, 0,
     "no flock action is due: this tile does not enlarge a field with your shepherd that was "
     "there before this turn"},
    {RefusalCode::FlockActionNeeded, 0,
     "the tile enlarges the field of your shepherd, so you must grow the flock or guide it to "
     "the stable (flockAction)"},
    {RefusalCode::BagEmptyNoGrow, 0, "the bag is empty, so the flock cannot grow"},
    {RefusalCode::FlockActionName, 1, "flockAction must be grow or stable, not '%1'"},
    {RefusalCode::BagScriptMissing, 2,
     "bag.draws[%1] is '%2', but the bag holds no such token now"},
    {RefusalCode::BagEmpty, 0, "the bag is empty"},
    {RefusalCode::RiverTakesNoFigure, 3,
     "tile %1 at %2 has no feature a figure can take at port %3: that is the river"},
    {RefusalCode::RiverStillOpen, 1,
     "the river is still open, so only a river tile may be placed now, not %1"},
    {RefusalCode::RiverClosed, 1,
     "%1 is a river tile, but the river phase is over (no open river end, or the lake is "
     "down)"},
    {RefusalCode::LakeBeforeRiverTiles, 2,
     "the lake %1 comes last, but %2 river tile(s) are still in the stack"},
    {RefusalCode::RiverNotContinued, 2,
     "river tile %1 at %2 must continue the river: one of its river sides must touch the "
     "open end"},
    {RefusalCode::RiverUTurn, 3,
     "the river may not turn the same way twice in a row: the free river sides of %1 and %2 "
     "both face %3"},
    {RefusalCode::AbbotNotInPlay, 0, "the abbot is not in play (rules.sets has no abbot)"},
    {RefusalCode::NoAbbotLeft, 1, "%1 has no abbot left in the supply (one abbot per player)"},
    {RefusalCode::AbbotSupplyOverOne, 2,
     "%1's supply holds %2 abbots, but each player has one abbot"},
    {RefusalCode::GardenOnlyForAbbot, 1, "only the abbot may stand in a garden, not the %1"},
    {RefusalCode::AbbotOnlyMonasteryOrGarden, 1,
     "the abbot goes on a monastery or a garden only, not on a %1"},
    {RefusalCode::AbbotReturnWithFigure, 0,
     "taking the abbot back is instead of placing a figure: a move cannot do both"},
    {RefusalCode::AbbotReturnOnDiscard, 0,
     "taking the abbot back needs a placed tile; a discard has no phase 2"},
    {RefusalCode::NoAbbotOnBoard, 1, "%1 has no abbot on the board to take back"},
    {RefusalCode::AbbotFeatureComplete, 2,
     "the abbot's %1 at %2 is complete after this tile, so it is scored instead of taken "
     "back"},
    {RefusalCode::FigureNotInPlay, 1, "the %1 is not in play: rules.sets leaves its set out"},
    {RefusalCode::NoFigureLeft, 2, "%1 has no %2 left in the supply"},
    {RefusalCode::BuilderOnlyRoadOrCity, 1, "the builder goes on a road or a city, not on a %1"},
    {RefusalCode::BuilderOnCompleted, 1,
     "this tile completes the %1, so a builder placed there would go home at once"},
    {RefusalCode::BuilderNeedsMeeple, 2,
     "the builder joins a %2 that holds one of its owner's meeples, and %1 has none there"},
    {RefusalCode::BuilderAlreadyThere, 2, "%1 already has a builder on this %2"},
    {RefusalCode::PigOnlyOnField, 1, "the pig goes in a field, not on a %1"},
    {RefusalCode::PigNeedsFarmer, 1,
     "the pig joins a field that holds one of its owner's farmers, and %1 has none there"},
    {RefusalCode::PigAlreadyThere, 1, "%1 already has a pig in this field"},
    {RefusalCode::DoubleTurnNotDue, 1,
     "no double turn is due for %1: only a tile that extends the road or city of their "
     "builder gives one, to be played at once"},
    {RefusalCode::DoubleTurnNoChain, 1,
     "%1 has just played the second tile of a double turn; it never gives a third"},
    {RefusalCode::DoubleTurnCastleDrawOnly, 0,
     "with doubleTurnCastle draw-only, the second part of a double turn draws a tile; it is "
     "not a castle from the hand"},
    {RefusalCode::UnderLastTile, 1,
     "%1 is the last tile of the game, so no tile is left to lie under it"},
    {RefusalCode::UnderIsCastle, 1,
     "%1 is a castle tile, which is never drawn, so it cannot lie under a hill"},
    {RefusalCode::CastlesBeyondHand, 3,
     "%1 has %2 castle tiles, but with this many players each takes %3"},
};

static_assert(std::size(kWordings) == size_t(RefusalCode::Count) - 1,
              "every refusal code has one English wording");

const Wording *wordingOf(RefusalCode code)
{
    for (const Wording &w : kWordings)
        if (w.code == code) return &w;
    return nullptr;
}
} // namespace

Refusal Refusal::make(RefusalCode code, const char *rule, const QStringList &args)
{
    Refusal r;
    r.code = code;
    r.rule = QString::fromLatin1(rule);
    r.args = args;
    r.reason = refusalEnglish(code, args);
    return r;
}

int refusalArgCount(RefusalCode code)
{
    const Wording *w = wordingOf(code);
    return w ? w->args : 0;
}

QString refusalEnglish(RefusalCode code, const QStringList &args)
{
    const Wording *w = wordingOf(code);
    if (!w) return {};
    QStringList a = args;
    // The side check names terrain with its article ("a city"), the only code that does.
    if (code == RefusalCode::SidesDiffer && a.size() == 6) {
        a[2] = terrain(a[2]);
        a[5] = terrain(a[5]);
    }
    QString text = QString::fromLatin1(w->english);
    // One pass over the arguments, so that an argument holding "%2" is never expanded again.
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'%' && i + 1 < text.size() && text[i + 1].isDigit()) {
            const int n = text[i + 1].digitValue();
            out += a.value(n - 1);
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

QString refusalCell(Cell c)
{
    return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
}

bool refusalCellFrom(const QString &text, Cell *cell)
{
    if (!text.startsWith(u'(') || !text.endsWith(u')')) return false;
    const QStringList parts = text.mid(1, text.size() - 2).split(u',');
    if (parts.size() != 2) return false;
    bool okX = false, okY = false;
    const int x = parts[0].toInt(&okX), y = parts[1].toInt(&okY);
    if (!okX || !okY) return false;
    *cell = {x, y};
    return true;
}

} // namespace ml
