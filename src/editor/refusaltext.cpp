// SPDX-License-Identifier: GPL-3.0-or-later
#include "refusaltext.h"
#include "boarddocument.h"

#include "eventtext.h"

#include <QJsonParseError>

namespace ml
{

RefusalText::RefusalText(const QList<Player> &players) : m_players(players) {}

// Sentences start with a capital even when they open with an argument ("de tovenaar ...").
QString RefusalText::sentence(QString text)
{
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

QString RefusalText::playerName(const QString &id) const
{
    for (const Player &p : m_players)
        if (p.id == id) return BoardDocument::shownPlayerName(p.id, p.name);
    return id;
}

QString RefusalText::cell(const QString &arg)
{
    Cell c;
    // A refusal names the file's own values, so its cells keep the file's coordinates.
    return refusalCellFrom(arg, &c) ? CellNames().name(c) : arg;
}

QString RefusalText::side(const QString &arg)
{
    static const QStringList letters = {QStringLiteral("N"), QStringLiteral("E"),
                                        QStringLiteral("S"), QStringLiteral("W")};
    const int i = int(letters.indexOf(arg));
    return i < 0 ? arg : EventText::sideWord(i);
}

QString RefusalText::kindWithArticle(const QString &kind)
{
    SegmentKind k;
    if (!segmentKindFromName(kind, &k)) return kind;
    switch (k) {
    case SegmentKind::Road:
        return tr("the road");
    case SegmentKind::City:
        return tr("the city");
    case SegmentKind::Field:
        return tr("the field");
    case SegmentKind::Monastery:
        return tr("the monastery");
    case SegmentKind::Castle:
        return tr("the castle");
    case SegmentKind::River:
        return tr("the river");
    case SegmentKind::Garden:
        return tr("the garden");
    }
    return kind;
}

QString RefusalText::kindIndefinite(const QString &kind)
{
    SegmentKind k;
    if (!segmentKindFromName(kind, &k)) return kind;
    switch (k) {
    case SegmentKind::Road:
        return tr("a road");
    case SegmentKind::City:
        return tr("a city");
    case SegmentKind::Field:
        return tr("a field");
    case SegmentKind::Monastery:
        return tr("a monastery");
    case SegmentKind::Castle:
        return tr("a castle");
    case SegmentKind::River:
        return tr("a river");
    case SegmentKind::Garden:
        return tr("a garden");
    }
    return kind;
}

QString RefusalText::figureName(const QString &figure)
{
    FigureType type;
    if (!figureTypeFromName(figure, &type)) return figure;
    switch (type) {
    case FigureType::Meeple:
        return tr("meeple");
    case FigureType::Shepherd:
        return tr("shepherd");
    case FigureType::Mage:
        return tr("mage");
    case FigureType::Witch:
        return tr("witch");
    case FigureType::Abbot:
        return tr("abbot");
    case FigureType::LargeMeeple:
        return tr("large meeple");
    case FigureType::Builder:
        return tr("builder");
    case FigureType::Pig:
        return tr("pig");
    }
    return figure;
}

QString RefusalText::kindWord(const QString &kind)
{
    if (kind == u"monastery") return tr("monastery");
    if (kind == u"garden") return tr("garden");
    return kind;
}

QString RefusalText::figureWithArticle(const QString &figure)
{
    if (figure == u"mage") return tr("the mage");
    if (figure == u"witch") return tr("the witch");
    if (figure == u"shepherd") return tr("the shepherd");
    if (figure == u"meeple") return tr("the meeple");
    if (figure == u"abbot") return tr("the abbot");
    if (figure == u"large-meeple") return tr("the large meeple");
    if (figure == u"builder") return tr("the builder");
    if (figure == u"pig") return tr("the pig");
    return QStringLiteral("'%1'").arg(figure); // a name from the file that is no figure
}

QString RefusalText::text(const Refusal &r) const
{
    return sentence(words(r));
}

QString RefusalText::words(const Refusal &r) const
{
    const QStringList &a = r.args;
    const auto arg = [&a](int i) { return a.value(i); };
    switch (r.code) {
    case RefusalCode::None:
        return {};
    case RefusalCode::CellTaken:
        return tr("Cell %1 already holds a tile.").arg(cell(arg(0)));
    case RefusalCode::CellOutOfRange:
        return tr("Cell %1 is outside the board: coordinates run from -1,000,000 to 1,000,000.")
            .arg(cell(arg(0)));
    case RefusalCode::SidesDiffer:
        return tr("The %1 side of %2 would be %3, but the %4 side of %5 is %6.")
            .arg(side(arg(0)), cell(arg(1)), kindIndefinite(arg(2)), side(arg(3)), cell(arg(4)),
                 kindIndefinite(arg(5)));
    case RefusalCode::NoNeighbour:
        return tr("%1 touches no tile along a side (corners do not count).").arg(cell(arg(0)));
    case RefusalCode::CastlesTouch:
        return tr("Castle tiles may not touch, not even at a corner: the castle at %1 is next "
                  "to %2.")
            .arg(cell(arg(0)), cell(arg(1)));
    case RefusalCode::UnknownPlayer:
        return tr("There is no player '%1'.").arg(arg(0));
    case RefusalCode::UnknownTile:
        return tr("There is no tile '%1'.").arg(arg(0));
    case RefusalCode::DiscardUnderNoHill:
        return tr("Only a discarded hill tile takes the tile under it along; %1 has no hill.")
            .arg(arg(0));
    case RefusalCode::DiscardButFits:
        return tr("Tile %1 fits on the board (for example at %2, turned %3°), so it cannot be "
                  "discarded.")
            .arg(arg(0), cell(arg(1)), arg(2));
    case RefusalCode::CastlesNotInPlay:
        return tr("Castle moves need the Castles in Germany expansion.");
    case RefusalCode::CastleNotHeld:
        return tr("%1 does not hold the castle %2.").arg(playerName(arg(0)), arg(1));
    case RefusalCode::CastleNeverDrawn:
        return tr("%1 is a castle tile: it is played from a player's hand, never drawn.")
            .arg(arg(0));
    case RefusalCode::UnderNoHill:
        return tr("Only a hill tile has a tile under it; %1 has no hill.").arg(arg(0));
    case RefusalCode::NoTileAt:
        return tr("There is no tile at %1.").arg(cell(arg(0)));
    case RefusalCode::TileLacksCentre:
        return arg(2) == u"castle"
                   ? tr("Tile %1 at %2 has no castle.").arg(arg(0), cell(arg(1)))
                   : tr("Tile %1 at %2 has no monastery.").arg(arg(0), cell(arg(1)));
    case RefusalCode::NotALocation:
        return tr("'%1' is not a place on a tile (use a port such as N, Nw, En, or monastery, "
                  "castle).")
            .arg(arg(0));
    case RefusalCode::NoFeatureAtPort:
        return tr("Tile %1 at %2 has nothing at port %3.").arg(arg(0), cell(arg(1)), arg(2));
    case RefusalCode::PortInTwoCities:
        return tr("Port %1 of %2 belongs to two cities; name another port of the one you mean.")
            .arg(arg(0), cell(arg(1)));
    case RefusalCode::FigureNotOnNewTile:
        return tr("A figure may only go on the tile just placed, not on %1.").arg(cell(arg(0)));
    case RefusalCode::NoMeepleLeft:
        return tr("%1 has no meeple left in supply.").arg(playerName(arg(0)));
    case RefusalCode::NoShepherdLeft:
        return tr("%1 has no shepherd left in supply.").arg(playerName(arg(0)));
    case RefusalCode::FeatureHasMeeple:
        return tr("There is already a meeple on %1 at %2 %3 (somewhere along it).")
            .arg(kindWithArticle(arg(0)), cell(arg(1)), arg(2));
    case RefusalCode::MeepleNeedsPlayer:
        return tr("A meeple needs a player.");
    case RefusalCode::ShepherdsNotInPlay:
        return tr("Shepherds need the Hills & Sheep expansion.");
    case RefusalCode::ShepherdNeedsPlayer:
        return tr("A shepherd needs a player.");
    case RefusalCode::ShepherdOnlyOnField:
        return tr("A shepherd stands only on a field, not on %1.").arg(kindIndefinite(arg(0)));
    case RefusalCode::FieldHasShepherd:
        return tr("That field already has a shepherd.");
    case RefusalCode::FlockNotSheep:
        return tr("A flock holds sheep tokens only, not '%1'.").arg(arg(0));
    case RefusalCode::NoSuchSheepLeft:
        return tr("There is no sheep token '%1' left: the bag holds only 18 tokens.").arg(arg(0));
    case RefusalCode::SetupCompleteMeeple:
        return tr("A meeple stands on %1 at %2 %3, which is already complete; that cannot arise "
                  "in play (it would have been scored).")
            .arg(kindWithArticle(arg(0)), cell(arg(1)), arg(2));
    case RefusalCode::SetupClosedShepherd:
        return tr("The field at %1 %2 is closed and holds a shepherd; its flock would have gone "
                  "to the stable.")
            .arg(cell(arg(0)), arg(1));
    case RefusalCode::MeeplesBeyondSupply:
        return tr("%1 has more meeples on the board than the %2 of their supply.")
            .arg(playerName(arg(0)), arg(1));
    case RefusalCode::MagicNotInPlay:
        return tr("The mage and the witch need the Mage & Witch expansion.");
    case RefusalCode::OnlyOneMagic:
        return tr("There is only one %1.").arg(figureName(arg(0)));
    case RefusalCode::MagicOnlyRoadOrCity:
        return sentence(tr("%1 goes only on a road or a city, not on %2.")
                            .arg(figureWithArticle(arg(0)), kindIndefinite(arg(1))));
    case RefusalCode::MagicFeatureComplete:
        return sentence(tr("%1 is complete; %2 goes only on unfinished roads and cities.")
                            .arg(kindWithArticle(arg(0)), figureWithArticle(arg(1))));
    case RefusalCode::MagicSameFeature:
        return tr("A moved %1 must go to a different feature.").arg(figureName(arg(0)));
    case RefusalCode::MagicOtherThere:
        return sentence(tr("%1 stands on that feature; the two never share one.")
                            .arg(figureWithArticle(arg(0))));
    case RefusalCode::NoMagicDue:
        return tr("No magic action is due: the tile has no magic symbol and the mage and the "
                  "witch do not share a feature.");
    case RefusalCode::MagicMustRemove:
        return tr("No unfinished road or city is free for the mage or the witch, so one on the "
                  "board must be taken off.");
    case RefusalCode::MagicMustMoveShared:
        return tr("The mage and the witch now share a feature, so one of them must move at once.");
    case RefusalCode::MagicMustAct:
        return tr("A tile with the magic symbol was placed, so the mage or the witch must be "
                  "brought in or moved.");
    case RefusalCode::RemoveNotMagic:
        return tr("Only the mage or the witch can be taken off, not '%1'.").arg(arg(0));
    case RefusalCode::RemoveWhileFree:
        return tr("A figure may only be taken off when no unfinished road or city is free for "
                  "it.");
    case RefusalCode::RemoveNotOnBoard:
        return sentence(tr("%1 is not on the board.").arg(figureWithArticle(arg(0))));
    case RefusalCode::MagicFigureName:
        return tr("The magic figure is the mage or the witch, not '%1'.").arg(arg(0));
    case RefusalCode::ForcedMoveNotOnBoard:
        return sentence(tr("%1 is not on the board; the forced move moves one of the two figures "
                           "on the shared feature.")
                            .arg(figureWithArticle(arg(0))));
    case RefusalCode::NoFlockActionDue:
        return tr("No flock action is due: this tile does not enlarge a field with your "
                  "shepherd.");
    case RefusalCode::NoFlockActionDueNewShepherd:
        return tr("No flock action is due: this tile does not enlarge a field with your "
                  "shepherd that was there before this turn.");
    case RefusalCode::FlockActionNeeded:
        return tr("The tile enlarges the field of your shepherd, so you must grow the flock or "
                  "guide it to the stable.");
    case RefusalCode::BagEmptyNoGrow:
        return tr("The bag is empty, so the flock cannot grow.");
    case RefusalCode::FlockActionName:
        return tr("The flock action is grow or stable, not '%1'.").arg(arg(0));
    case RefusalCode::BagScriptMissing:
        return tr("Draw %1 of the bag's script is '%2', but the bag holds no such token now.")
            .arg(arg(0), arg(1));
    case RefusalCode::BagEmpty:
        return tr("The bag is empty.");
    case RefusalCode::RiverTakesNoFigure:
        return tr("Port %3 of tile %1 at %2 is the river: no figure stands on the river.")
            .arg(arg(0), cell(arg(1)), arg(2));
    case RefusalCode::RiverStillOpen:
        return tr("The river is still open, so only a river tile may be placed now, not %1.")
            .arg(arg(0));
    case RefusalCode::RiverClosed:
        return tr("%1 is a river tile, but the river is finished: no river end is open, or the "
                  "lake is down.")
            .arg(arg(0));
    case RefusalCode::LakeBeforeRiverTiles:
        return tr("The lake %1 comes last, but %2 river tile(s) are still in the stack.")
            .arg(arg(0), arg(1));
    case RefusalCode::RiverNotContinued:
        return tr("River tile %1 at %2 must continue the river: one of its river sides must "
                  "touch the open end.")
            .arg(arg(0), cell(arg(1)));
    case RefusalCode::RiverUTurn:
        return tr("The river may not turn the same way twice in a row: the free river sides of "
                  "%1 and %2 would both face %3.")
            .arg(cell(arg(0)), cell(arg(1)), side(arg(2)));
    case RefusalCode::AbbotNotInPlay:
        return tr("The abbot is not in play: the rules of this board leave the set out.");
    case RefusalCode::NoAbbotLeft:
        return tr("%1 has no abbot left: each player has one abbot.").arg(playerName(arg(0)));
    case RefusalCode::AbbotSupplyOverOne:
        return tr("%1's supply holds %2 abbots, but each player has one abbot.")
            .arg(playerName(arg(0)), arg(1));
    case RefusalCode::GardenOnlyForAbbot:
        return tr("Only the abbot may stand in a garden, not %1.").arg(figureWithArticle(arg(0)));
    case RefusalCode::AbbotOnlyMonasteryOrGarden:
        return tr("The abbot goes only on a monastery or a garden, not on %1.")
            .arg(kindIndefinite(arg(0)));
    case RefusalCode::AbbotReturnWithFigure:
        return tr("Taking the abbot back replaces placing a figure: a turn cannot do both.");
    case RefusalCode::AbbotReturnOnDiscard:
        return tr("Taking the abbot back needs a placed tile; a discarded tile has no figure "
                  "phase.");
    case RefusalCode::NoAbbotOnBoard:
        return tr("%1 has no abbot on the board to take back.").arg(playerName(arg(0)));
    case RefusalCode::AbbotFeatureComplete:
        return tr("This tile completes the abbot's %1 at %2, so it is scored as complete and "
                  "the abbot cannot be taken back.")
            .arg(kindWord(arg(0)), cell(arg(1)));
    case RefusalCode::FigureNotInPlay:
        return sentence(tr("%1 is not in play: the rules of this board leave its set out.")
                            .arg(figureWithArticle(arg(0))));
    case RefusalCode::NoFigureLeft:
        return tr("%1 has no %2 left in the supply.").arg(playerName(arg(0)), figureName(arg(1)));
    case RefusalCode::BuilderOnlyRoadOrCity:
        return tr("The builder goes on a road or a city, not on %1.").arg(kindIndefinite(arg(0)));
    case RefusalCode::BuilderOnCompleted:
        return tr("This tile completes %1, so a builder placed there would go home at once.")
            .arg(kindWithArticle(arg(0)));
    case RefusalCode::BuilderNeedsMeeple:
        return tr("The builder joins a feature that holds one of its owner's meeples, and %1 has "
                  "none on %2.")
            .arg(playerName(arg(0)), kindWithArticle(arg(1)));
    case RefusalCode::BuilderAlreadyThere:
        return tr("%1 already has a builder on %2.")
            .arg(playerName(arg(0)), kindWithArticle(arg(1)));
    case RefusalCode::PigOnlyOnField:
        return tr("The pig goes in a field, not on %1.").arg(kindIndefinite(arg(0)));
    case RefusalCode::PigNeedsFarmer:
        return tr("The pig joins a field that holds one of its owner's farmers, and %1 has none "
                  "there.")
            .arg(playerName(arg(0)));
    case RefusalCode::PigAlreadyThere:
        return tr("%1 already has a pig in this field.").arg(playerName(arg(0)));
    case RefusalCode::DoubleTurnNotDue:
        return tr("No double turn is due for %1: only a tile that extends the road or city of "
                  "their builder gives one, played straight after it.")
            .arg(playerName(arg(0)));
    case RefusalCode::DoubleTurnNoChain:
        return tr("%1 has just placed the second tile of a double turn; it never gives a third.")
            .arg(playerName(arg(0)));
    case RefusalCode::DoubleTurnCastleDrawOnly:
        return tr("Under this board's rules the second part of a double turn draws a tile: it "
                  "cannot be a castle from the hand.");
    case RefusalCode::UnderLastTile:
        return tr("%1 is the last tile of the game, so no tile is left to lie under it.")
            .arg(arg(0));
    case RefusalCode::UnderIsCastle:
        return tr("%1 is a castle tile, which is never drawn, so it cannot lie under a hill.")
            .arg(arg(0));
    case RefusalCode::CastlesBeyondHand:
        return tr("%1 has %2 castle tiles, but with this many players each takes %3.")
            .arg(playerName(arg(0)), arg(1), arg(2));
    case RefusalCode::Count:
        break;
    }
    return r.reason;
}

QString RefusalText::withRule(const Refusal &refusal) const
{
    QString words = text(refusal);
    if (refusal.rule.isEmpty()) return words;
    return tr("%1 [%2]", "refusal and its rule id").arg(words, refusal.rule);
}

QList<RefusalCode> RefusalText::allCodes()
{
    QList<RefusalCode> codes;
    for (int i = int(RefusalCode::None) + 1; i < int(RefusalCode::Count); ++i)
        codes << RefusalCode(i);
    return codes;
}

QStringList RefusalText::sampleArgs(RefusalCode code)
{
    const QString cell = QStringLiteral("(1,-2)"), tile = QStringLiteral("CRFR");
    switch (code) {
    case RefusalCode::SidesDiffer:
        return {QStringLiteral("N"),      cell,
                QStringLiteral("city"),   QStringLiteral("S"),
                QStringLiteral("(1,-3)"), QStringLiteral("road")};
    case RefusalCode::CellTaken:
    case RefusalCode::CellOutOfRange:
    case RefusalCode::NoNeighbour:
    case RefusalCode::NoTileAt:
    case RefusalCode::FigureNotOnNewTile:
        return {cell};
    case RefusalCode::CastlesTouch:
        return {cell, QStringLiteral("(2,-2)")};
    case RefusalCode::UnknownPlayer:
    case RefusalCode::NoMeepleLeft:
    case RefusalCode::NoShepherdLeft:
    case RefusalCode::NoAbbotLeft:
    case RefusalCode::NoAbbotOnBoard:
        return {QStringLiteral("red")};
    case RefusalCode::AbbotSupplyOverOne:
        return {QStringLiteral("red"), QStringLiteral("2")};
    case RefusalCode::GardenOnlyForAbbot:
    case RefusalCode::FigureNotInPlay:
        return {QStringLiteral("meeple")};
    case RefusalCode::NoFigureLeft:
        return {QStringLiteral("red"), QStringLiteral("pig")};
    case RefusalCode::UnderLastTile:
        return {QStringLiteral("HS-13")};
    case RefusalCode::UnderIsCastle:
        return {QStringLiteral("GC-1")};
    case RefusalCode::CastlesBeyondHand:
        return {QStringLiteral("red"), QStringLiteral("2"), QStringLiteral("1")};
    case RefusalCode::BuilderNeedsMeeple:
    case RefusalCode::BuilderAlreadyThere:
        return {QStringLiteral("red"), QStringLiteral("road")};
    case RefusalCode::BuilderOnlyRoadOrCity:
    case RefusalCode::PigOnlyOnField:
    case RefusalCode::BuilderOnCompleted:
        return {QStringLiteral("city")};
    case RefusalCode::PigNeedsFarmer:
    case RefusalCode::PigAlreadyThere:
    case RefusalCode::DoubleTurnNotDue:
    case RefusalCode::DoubleTurnNoChain:
        return {QStringLiteral("red")};
    case RefusalCode::AbbotOnlyMonasteryOrGarden:
        return {QStringLiteral("road")};
    case RefusalCode::AbbotFeatureComplete:
        return {QStringLiteral("garden"), cell};
    case RefusalCode::DiscardButFits:
        return {tile, cell, QStringLiteral("90")};
    case RefusalCode::CastleNotHeld:
    case RefusalCode::MeeplesBeyondSupply:
        return {QStringLiteral("red"), QStringLiteral("7")};
    case RefusalCode::TileLacksCentre:
        return {tile, cell, QStringLiteral("monastery")};
    case RefusalCode::NoFeatureAtPort:
        return {tile, cell, QStringLiteral("Nw")};
    case RefusalCode::PortInTwoCities:
        return {QStringLiteral("Nw"), cell};
    case RefusalCode::FeatureHasMeeple:
    case RefusalCode::SetupCompleteMeeple:
        return {QStringLiteral("city"), cell, QStringLiteral("N")};
    case RefusalCode::SetupClosedShepherd:
        return {cell, QStringLiteral("Nw")};
    case RefusalCode::ShepherdOnlyOnField:
        return {QStringLiteral("road")};
    case RefusalCode::OnlyOneMagic:
    case RefusalCode::MagicSameFeature:
    case RefusalCode::MagicOtherThere:
    case RefusalCode::RemoveNotOnBoard:
    case RefusalCode::ForcedMoveNotOnBoard:
        return {QStringLiteral("mage")};
    case RefusalCode::MagicOnlyRoadOrCity:
        return {QStringLiteral("witch"), QStringLiteral("field")};
    case RefusalCode::MagicFeatureComplete:
        return {QStringLiteral("road"), QStringLiteral("witch")};
    case RefusalCode::BagScriptMissing:
        return {QStringLiteral("3"), QStringLiteral("wolf")};
    case RefusalCode::RiverTakesNoFigure:
        return {QStringLiteral("RV-D"), cell, QStringLiteral("N")};
    case RefusalCode::RiverStillOpen:
    case RefusalCode::RiverClosed:
        return {QStringLiteral("RV-D")};
    case RefusalCode::LakeBeforeRiverTiles:
        return {QStringLiteral("RV-L"), QStringLiteral("2")};
    case RefusalCode::RiverNotContinued:
        return {QStringLiteral("RV-D"), cell};
    case RefusalCode::RiverUTurn:
        return {cell, QStringLiteral("(0,-2)"), QStringLiteral("N")};
    default:
        break;
    }
    const int n = refusalArgCount(code);
    return n == 1 ? QStringList{tile} : QStringList();
}

// ---------------------------------------------------------------- board-file problems

QString RefusalText::jsonPhrase(const QString &english)
{
    if (english == u"an object") return tr("an object", "JSON value");
    if (english == u"an array") return tr("an array", "JSON value");
    if (english == u"a string") return tr("a string", "JSON value");
    if (english == u"an integer") return tr("an integer", "JSON value");
    if (english == u"true or false") return tr("true or false", "JSON value");
    if (english == u"an array of strings") return tr("an array of strings", "JSON value");
    if (english == u"a boolean") return tr("a boolean", "JSON value");
    if (english == u"a number") return tr("a number", "JSON value");
    if (english == u"null") return tr("null", "JSON value");
    if (english == u"nothing") return tr("nothing", "JSON value");
    return english;
}

QString RefusalText::jsonSyntax(int parseError)
{
    switch (QJsonParseError::ParseError(parseError)) {
    case QJsonParseError::UnterminatedObject:
        return tr("an object is not closed with }");
    case QJsonParseError::MissingNameSeparator:
        return tr("a colon is missing after a key");
    case QJsonParseError::UnterminatedArray:
        return tr("an array is not closed with ]");
    case QJsonParseError::MissingValueSeparator:
        return tr("a comma is missing between two values");
    case QJsonParseError::IllegalValue:
        return tr("this is not a JSON value");
    case QJsonParseError::TerminationByNumber:
        return tr("the text ends in the middle of a number");
    case QJsonParseError::IllegalNumber:
        return tr("this number is not valid");
    case QJsonParseError::IllegalEscapeSequence:
        return tr("a backslash starts an unknown escape sequence");
    case QJsonParseError::IllegalUTF8String:
        return tr("a text is not valid UTF-8");
    case QJsonParseError::UnterminatedString:
        return tr("a text is not closed with a quotation mark");
    case QJsonParseError::MissingObject:
        return tr("an object was expected here");
    case QJsonParseError::DeepNesting:
        return tr("the values are nested too deeply");
    case QJsonParseError::DocumentTooLarge:
        return tr("the file is too large");
    case QJsonParseError::GarbageAtEnd:
        return tr("something follows the end of the JSON text");
    case QJsonParseError::NoError:
        break;
    }
    return tr("a syntax error");
}

QString RefusalText::place(const FileError &e)
{
    if (e.code == FileErrorCode::JsonSyntax && e.args.size() >= 2)
        return tr("line %1, column %2").arg(e.args[0], e.args[1]);
    if (e.where == u"top level") return tr("top level", "of a board file");
    return e.where;
}

QString RefusalText::reason(const FileError &e) const
{
    const auto arg = [&e](int i) { return e.args.value(i); };
    switch (e.code) {
    case FileErrorCode::JsonSyntax:
        return tr("not valid JSON: %1 (byte %2)").arg(jsonSyntax(arg(2).toInt()), arg(3));
    case FileErrorCode::NotAnObject:
        return tr("expected a JSON object");
    case FileErrorCode::Expected:
        return tr("expected %1, found %2").arg(jsonPhrase(arg(0)), jsonPhrase(arg(1)));
    case FileErrorCode::ExpectedInteger:
        return tr("expected an integer, found %1").arg(arg(0));
    case FileErrorCode::ExpectedCell:
        return tr("expected an array of two integers");
    case FileErrorCode::BadRotation:
        return tr("rotation %1 is not 0, 90, 180 or 270").arg(arg(0));
    case FileErrorCode::MissingKey:
        return tr("missing key \"%1\"").arg(arg(0));
    case FileErrorCode::RuleBroken:
        return withRule(e.refusal);
    case FileErrorCode::CoordinateOutOfRange:
        return tr("coordinate out of range: %1 is not from -1,000,000 to 1,000,000").arg(arg(0));
    case FileErrorCode::SecondCellOutOfRange:
        return tr("coordinate out of range: the second cell of this double tile, %1, is not "
                  "from -1,000,000 to 1,000,000")
            .arg(arg(0));
    case FileErrorCode::OutOfRange:
        return tr("%1 is out of range (from %2 to %3)").arg(arg(0), arg(1), arg(2));
    case FileErrorCode::BadPlayerId:
        return tr("player id \"%1\" must be 1 to 32 characters from a-z (lower case), 0-9, - "
                  "and _")
            .arg(arg(0));
    case FileErrorCode::BagNeedsHillsSheep:
        return tr("the bag draws tokens only with Hills & Sheep, which the rules do not enable: "
                  "leave out draws and seed (an empty bag is fine)");
    case FileErrorCode::FileTooLarge:
        return tr("the file is too large: a board file may be at most %1 bytes (%2 read)")
            .arg(arg(1), arg(0));
    case FileErrorCode::DuplicateKey:
        return tr("warning: the key \"%1\" appears more than once in this object; the last one "
                  "counts")
            .arg(arg(0));
    case FileErrorCode::CannotRead:
        return tr("cannot read the file: %1").arg(arg(0));
    case FileErrorCode::IsDirectory:
        return tr("cannot read the file: it is a folder");
    case FileErrorCode::IsNamedPipe:
        return tr("cannot read the file: it is a named pipe (FIFO), not a file");
    case FileErrorCode::IsDevice:
        return tr("cannot read the file: it is a device, not a file");
    case FileErrorCode::IsSocket:
        return tr("cannot read the file: it is a socket, not a file");
    case FileErrorCode::NotRegularFile:
        return tr("cannot read the file: it is not a regular file");
    case FileErrorCode::ReadLimit:
        return tr("the file is too large: more than %1").arg(arg(0));
    case FileErrorCode::Other:
        break;
    }
    return e.reason; // not worded yet: core's English
}

QString RefusalText::fileError(const FileError &e) const
{
    const QString where = place(e);
    return where.isEmpty() ? reason(e) : tr("%1: %2", "place: reason").arg(where, reason(e));
}

} // namespace ml
