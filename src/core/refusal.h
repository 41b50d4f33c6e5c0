// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QString>
#include <QStringList>

namespace ml
{

// Every way the rules engine says no, one code each. The arguments of a refusal follow the
// order listed after each code; their meaning is fixed per code so that a wording (English
// here, the interface's own in editor/refusaltext) can place them:
//   cell   "(x,y)" as refusalCell() writes it      kind   segment kind id ("road", "city",
//   tile   tile id                                        "field", "monastery", "castle",
//                                                         "river", "garden")
//   player player id                                 figure "meeple", "shepherd", "mage",
//   side   "N", "E", "S", "W"                             "witch", "abbot", "large-meeple",
//                                                         "builder", "pig"
//   port   port or location name as in files          text   a value from the file, verbatim
enum class RefusalCode : quint8 {
    None,
    // Tile placement (Board::checkPlacement)
    CellTaken,      // cell
    SidesDiffer,    // side, cell, kind (ours), side, cell, kind (theirs)
    NoNeighbour,    // cell
    CastlesTouch,   // cell (the castle already there), cell (of the new one)
    CellOutOfRange, // cell (beyond ±kCoordinateLimit, docs/board-format.md, `tiles` and `figures`)
    // The tile of a move (Game::playMove)
    UnknownPlayer,      // text
    UnknownTile,        // text
    DiscardUnderNoHill, // tile
    DiscardButFits,     // tile, cell, degrees
    CastlesNotInPlay,
    CastleNotHeld,    // player, tile
    CastleNeverDrawn, // tile
    UnderNoHill,      // tile
    // Where a figure goes (Game::resolveLocation)
    NoTileAt,        // cell
    TileLacksCentre, // tile, cell, port ("monastery" or "castle")
    NotALocation,    // text
    NoFeatureAtPort, // tile, cell, port
    PortInTwoCities, // port, cell
    // Figures
    FigureNotOnNewTile, // cell
    NoMeepleLeft,       // player
    NoShepherdLeft,     // player
    FeatureHasMeeple,   // kind, cell, port
    MeepleNeedsPlayer,
    ShepherdsNotInPlay,
    ShepherdNeedsPlayer,
    ShepherdOnlyOnField, // kind
    FieldHasShepherd,
    FlockNotSheep,       // text (the token)
    NoSuchSheepLeft,     // text (the token)
    SetupCompleteMeeple, // kind, cell, port
    SetupClosedShepherd, // cell, port
    MeeplesBeyondSupply, // player, the supply
    // Mage & Witch
    MagicNotInPlay,
    OnlyOneMagic,         // figure
    MagicOnlyRoadOrCity,  // figure, kind
    MagicFeatureComplete, // kind, figure
    MagicSameFeature,     // figure
    MagicOtherThere,      // figure (the one standing there)
    NoMagicDue,
    MagicMustRemove,
    MagicMustMoveShared,
    MagicMustAct,
    RemoveNotMagic, // text
    RemoveWhileFree,
    RemoveNotOnBoard,     // text
    MagicFigureName,      // text
    ForcedMoveNotOnBoard, // text
    // Hills & Sheep flock actions and the bag
    NoFlockActionDue,
    NoFlockActionDueNewShepherd,
    FlockActionNeeded,
    BagEmptyNoGrow,
    FlockActionName,  // text
    BagScriptMissing, // text (index into bag.draws), text (the token)
    BagEmpty,
    // The River (gameriver.cpp)
    RiverTakesNoFigure,   // tile, cell, port
    RiverStillOpen,       // tile (a normal tile, or a castle, while the river is open)
    RiverClosed,          // tile (a river tile after the river phase)
    LakeBeforeRiverTiles, // tile (the lake), text (river tiles still in the stack)
    RiverNotContinued,    // tile, cell
    RiverUTurn,           // cell, cell, side (both free river sides face it)
    // The Abbot (gameabbot.cpp)
    AbbotNotInPlay,
    NoAbbotLeft,                // player
    AbbotSupplyOverOne,         // player, text (the supply)
    GardenOnlyForAbbot,         // figure
    AbbotOnlyMonasteryOrGarden, // kind
    AbbotReturnWithFigure,
    AbbotReturnOnDiscard,
    NoAbbotOnBoard,       // player
    AbbotFeatureComplete, // kind, cell (the abbot's tile)
    // Inns & Cathedrals and Traders & Builders (gamebuilder.cpp)
    FigureNotInPlay,          // figure (large-meeple, builder, pig: its set is off)
    NoFigureLeft,             // player, figure
    BuilderOnlyRoadOrCity,    // kind
    BuilderOnCompleted,       // kind
    BuilderNeedsMeeple,       // player, kind
    BuilderAlreadyThere,      // player, kind
    PigOnlyOnField,           // kind
    PigNeedsFarmer,           // player
    PigAlreadyThere,          // player
    DoubleTurnNotDue,         // player
    DoubleTurnNoChain,        // player
    DoubleTurnCastleDrawOnly, //
    // The tile under a hill and the castles in hand (gamehill.cpp, gamecastle.cpp)
    UnderLastTile,     // tile (the hill)
    UnderIsCastle,     // tile (the castle named as under-tile)
    CastlesBeyondHand, // player, text (castles held and played), text (the limit)
    Count
};

// A refused move, placement or set-up, as data: what was refused (code and arguments) and
// the rule that refuses it (a rule id, docs/rules/). The interface words it in the user's
// language; `reason` is the English wording, made once, for the command line, file errors
// and logs.
struct Refusal {
    RefusalCode code = RefusalCode::None;
    QString rule;
    QStringList args;
    QString reason;

    bool ok() const { return code == RefusalCode::None; }
    static Refusal make(RefusalCode code, const char *rule, const QStringList &args = {});
};

// The older names: a refused move and a refused placement are both refusals.
using RuleError = Refusal;
using PlacementProblem = Refusal;

// The English sentence for a code and its arguments (the command line's wording).
QString refusalEnglish(RefusalCode code, const QStringList &args);
// How many arguments a code takes (for checks and tests).
int refusalArgCount(RefusalCode code);
// A cell as refusals carry it: "(x,y)".
QString refusalCell(Cell c);
// Reads a cell argument back; false when it is not one.
bool refusalCellFrom(const QString &text, Cell *cell);

} // namespace ml
