// SPDX-License-Identifier: GPL-3.0-or-later
#include "optiontext.h"

namespace ml
{

QString OptionText::name(const QString &key)
{
    if (key == u"tinyCity") return tr("Points for a two-tile city");
    if (key == u"farmers") return tr("Farmers score");
    if (key == u"hillTiebreak") return tr("Hill tie-break");
    if (key == u"shepherdAction") return tr("Shepherd action");
    if (key == u"castleCount") return tr("A castle tile counts as");
    if (key == u"castleEnd") return tr("Game end with castles");
    if (key == u"witchHalvesCastleBonus") return tr("Witch halves the castle bonus");
    if (key == u"largeMeepleHill") return tr("A large meeple on a hill counts as");
    if (key == u"doubleTurnCastle") return tr("Second part of a double turn");
    return key;
}

QString OptionText::value(const QString &key, const QString &value)
{
    if (key == u"farmers") {
        if (value == u"per-field") return tr("per field", "farmers option");
        if (value == u"per-field-once") return tr("per field, each city once", "farmers option");
        if (value == u"per-city") return tr("per city", "farmers option");
    } else if (key == u"hillTiebreak") {
        if (value == u"presence") return tr("a meeple on a hill", "hill tie-break option");
        if (value == u"count") return tr("most meeples on hills", "hill tie-break option");
    } else if (key == u"shepherdAction") {
        if (value == u"required") return tr("required", "shepherd action option");
        if (value == u"optional") return tr("optional", "shepherd action option");
    } else if (key == u"castleCount") {
        // A double tile covers two cells of the grid (R-GC-11).
        if (value == u"cells") return tr("two cells", "castle count option");
        if (value == u"tile") return tr("one tile", "castle count option");
    } else if (key == u"castleEnd") {
        // R-GC-4: the third edition plays on while castles can be placed; the second ends
        // with the last tile of the stack.
        if (value == u"c3") return tr("play on while castles can be placed", "castle end option");
        if (value == u"c2") return tr("end with the last tile of the stack", "castle end option");
    } else if (key == u"witchHalvesCastleBonus") {
        if (value == u"true") return tr("yes");
        if (value == u"false") return tr("no");
    } else if (key == u"largeMeepleHill") {
        // R-IC-HS-1: only the count tie-break counts figures on hills; the large meeple is one
        // figure there unless the group counts its weight in majorities.
        if (value == u"figure") return tr("one figure", "large meeple on a hill option");
        if (value == u"strength")
            return tr("two, as in a majority", "large meeple on a hill option");
    } else if (key == u"doubleTurnCastle") {
        // R-TB-GC-1: the second part may place a castle from hand instead of drawing a tile.
        if (value == u"allowed")
            return tr("a drawn tile or a castle from hand", "double turn castle option");
        if (value == u"draw-only") return tr("a drawn tile only", "double turn castle option");
    }
    return value; // tinyCity's points read the same in every language
}

QString OptionText::setting(const QString &key, const QString &value)
{
    //: a rules option and its value, e.g. "Hill tie-break: most meeples on hills"
    return tr("%1: %2").arg(name(key), OptionText::value(key, value));
}

} // namespace ml
