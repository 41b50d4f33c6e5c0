// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up edits of BoardDocument: tiles, figures, players, rules and the puzzle. Each
// builds a FileEdit (the new value of the parts of the file it changes) with core's writers
// and commits it as one undo step. The turns are in turnedits.cpp.
#include "boarddocument.h"

#include "boardfilewriter.h"
#include "tilecatalogue.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace ml
{

namespace
{
const QString kTiles = QStringLiteral("tiles");
const QString kFigures = QStringLiteral("figures");
const QString kPlayers = QStringLiteral("players");
const QString kRules = QStringLiteral("rules");
const QString kPuzzle = QStringLiteral("puzzle");

QString commandText(const char *text, int count = -1)
{
    return QCoreApplication::translate("Commands", text, nullptr, count);
}

Cell cellOf(const QJsonValue &at)
{
    const QJsonArray a = at.toArray();
    return {a.at(0).toInt(), a.at(1).toInt()};
}

int quarterTurnsOf(const QJsonObject &tile)
{
    return qMax(0, quarterTurnsFromDegrees(tile.value(QLatin1String("rot")).toInt()));
}

// A figure's "on" turned with its tile: ports turn, monastery and castle stay.
QString turnedLocation(const QString &on, int delta)
{
    const int port = portFromName(on);
    return port < 0 ? on : portName(rotatePort(port, (delta % 4 + 4) % 4));
}

// Puts tile `index` of `json` at `at` turned `quarterTurns`, carrying the figures standing on
// it along: their cells follow the tile and their board-orientation ports turn with it. The
// file's own spelling (degrees, [x, y]) is kept, so an edit and its undo give the same text.
void transformTile(QJsonObject &json, int index, Cell at, int quarterTurns)
{
    QJsonArray tiles = json.value(kTiles).toArray();
    QJsonObject tile = tiles.at(index).toObject();
    const Cell oldAt = cellOf(tile.value(QLatin1String("at")));
    const int oldRot = quarterTurnsOf(tile);
    const TileType *type =
        TileCatalogue::builtin().find(tile.value(QLatin1String("tile")).toString());
    const bool isDouble = type && type->isDouble();
    tile.insert(QStringLiteral("at"), cellEntry(at));
    tile.insert(QStringLiteral("rot"), quarterTurns * 90);
    tiles.replace(index, tile);
    json.insert(kTiles, tiles);

    if (!json.contains(kFigures)) return;
    QJsonArray figures = json.value(kFigures).toArray();
    for (qsizetype i = 0; i < figures.size(); ++i) {
        QJsonObject f = figures.at(i).toObject();
        const Cell c = cellOf(f.value(QLatin1String("at")));
        int cellIndex = -1;
        if (c == oldAt)
            cellIndex = 0;
        else if (isDouble && c == secondCell(oldAt, oldRot))
            cellIndex = 1;
        if (cellIndex < 0) continue;
        f.insert(QStringLiteral("at"),
                 cellEntry(cellIndex == 0 ? at : secondCell(at, quarterTurns)));
        f.insert(QStringLiteral("on"),
                 turnedLocation(f.value(QLatin1String("on")).toString(), quarterTurns - oldRot));
        figures.replace(i, f);
    }
    json.insert(kFigures, figures);
}

// The new tiles and figures of a changed copy of the file, as an edit.
FileEdit tilesAndFigures(const QJsonObject &json, std::function<QString()> words)
{
    FileEdit edit;
    edit.after.insert(kTiles, json.value(kTiles));
    edit.after.insert(kFigures, json.value(kFigures)); // stays Undefined when there is none
    edit.parts = DocumentPart::Tiles;
    edit.words = std::move(words);
    return edit;
}

// The figure's type in words, not the file's id ("mage" is English in any language).
QString figureText(const char *action, const QString &type)
{
    static const char *const types[][2] = {{"meeple", QT_TRANSLATE_NOOP("Commands", "meeple")},
                                           {"shepherd", QT_TRANSLATE_NOOP("Commands", "shepherd")},
                                           {"mage", QT_TRANSLATE_NOOP("Commands", "mage")},
                                           {"witch", QT_TRANSLATE_NOOP("Commands", "witch")}};
    QString word = type;
    for (const auto &t : types)
        if (type == QLatin1String(t[0])) word = commandText(t[1]);
    return commandText(action).arg(word);
}

QString tileIdOf(const QJsonArray &tiles, int index)
{
    return tiles.at(index).toObject().value(QLatin1String("tile")).toString();
}

QString figureTypeOf(const QJsonArray &figures, int index)
{
    return figures.at(index).toObject().value(QLatin1String("type")).toString();
}

// An array with one more entry at the end.
QJsonArray appended(QJsonArray array, const QJsonValue &entry)
{
    array.append(entry);
    return array;
}

// The players with `castles` taken out of every hand but player `keeper`'s (-1: all). A
// castle lies in one place only (the board file refuses it twice): put on the board, or in another
// hand, it leaves the hand it was in, so the user need not empty that hand first. Returns whether a
// hand changed.
bool takeCastlesFromHands(QJsonArray &players, const QStringList &castles, int keeper)
{
    const QString key = QStringLiteral("castles");
    bool changed = false;
    for (qsizetype i = 0; i < players.size(); ++i) {
        if (i == keeper) continue;
        QJsonObject player = players.at(i).toObject();
        const QJsonArray hand = player.value(key).toArray();
        QJsonArray kept;
        for (const QJsonValue c : hand)
            if (!castles.contains(c.toString())) kept.append(c);
        if (kept.size() == hand.size()) continue;
        if (kept.isEmpty())
            player.remove(key);
        else
            player.insert(key, kept);
        players.replace(i, player);
        changed = true;
    }
    return changed;
}
} // namespace

bool BoardDocument::placeTile(const QString &tileId, Cell at, int quarterTurns, QString *why)
{
    FileEdit edit;
    edit.after.insert(kTiles, appended(tiles(), tileEntry(tileId, at, quarterTurns)));
    edit.parts = DocumentPart::Tiles;
    // A castle laid in the set-up is no longer in anyone's hand (with Castles in Germany a
    // new board deals every castle, R-GC-2).
    QJsonArray players = m_json.value(kPlayers).toArray();
    if (takeCastlesFromHands(players, {tileId}, -1)) {
        edit.after.insert(kPlayers, players);
        edit.parts |= DocumentPart::Players;
    }
    edit.words = [tileId] {
        return QCoreApplication::translate("Commands", "Place tile %1").arg(tileId);
    };
    return commit(std::move(edit), why);
}

bool BoardDocument::turnTiles(const QList<int> &indices, int delta, QString *why)
{
    if (indices.isEmpty()) return false;
    QJsonObject json = m_json;
    for (int t : indices) {
        const QJsonObject tile = tiles().at(t).toObject();
        transformTile(json, t, cellOf(tile.value(QLatin1String("at"))),
                      ((quarterTurnsOf(tile) + delta) % 4 + 4) % 4);
    }
    const int count = int(indices.size());
    const QString id = tileIdOf(tiles(), indices.first());
    return commit(
        tilesAndFigures(
            json,
            [count, id] {
                return count == 1
                           ? QCoreApplication::translate("Commands", "Rotate tile %1").arg(id)
                           : QCoreApplication::translate("Commands", "Rotate %n tile(s)", nullptr,
                                                         count);
            }),
        why);
}

FileEdit BoardDocument::relocateTilesEdit(const QList<int> &indices, Cell offset) const
{
    QJsonObject json = m_json;
    for (int t : indices) {
        const QJsonObject tile = tiles().at(t).toObject();
        const Cell at = cellOf(tile.value(QLatin1String("at")));
        transformTile(json, t, {at.x + offset.x, at.y + offset.y}, quarterTurnsOf(tile));
    }
    const int count = int(indices.size());
    const QString id = indices.isEmpty() ? QString() : tileIdOf(tiles(), indices.first());
    return tilesAndFigures(json, [count, id] {
        return count == 1
                   ? QCoreApplication::translate("Commands", "Relocate tile %1").arg(id)
                   : QCoreApplication::translate("Commands", "Relocate %n tile(s)", nullptr, count);
    });
}

bool BoardDocument::relocateTiles(const QList<int> &tiles, Cell offset, QString *why)
{
    if (tiles.isEmpty()) return false;
    return commit(relocateTilesEdit(tiles, offset), why);
}

bool BoardDocument::relocateTile(int tile, Cell to, QString *why)
{
    const Cell at = cellOf(tiles().at(tile).toObject().value(QLatin1String("at")));
    return relocateTiles({tile}, {to.x - at.x, to.y - at.y}, why);
}

QString BoardDocument::relocateTilesProblem(const QList<int> &tiles, Cell offset) const
{
    return check(relocateTilesEdit(tiles, offset));
}

bool BoardDocument::removeTiles(const QList<int> &indices, QString *why)
{
    if (indices.isEmpty()) return false;
    QList<int> onThem;
    for (int t : indices)
        onThem += figuresOnTile(t);
    FileEdit edit = removeFiguresEdit(onThem);
    QList<int> sorted = indices;
    // Highest index first, so each removal still finds its entry where it was.
    std::sort(sorted.begin(), sorted.end(), std::greater<int>());
    QJsonArray left = tiles();
    for (int t : sorted)
        left.removeAt(t);
    edit.after.insert(kTiles, left);
    edit.parts |= DocumentPart::Tiles;
    const int count = int(indices.size());
    const QString id = tileIdOf(tiles(), indices.first());
    const bool alone = count == 1 && onThem.isEmpty();
    edit.words = [count, id, alone] {
        return alone ? QCoreApplication::translate("Commands", "Remove tile %1").arg(id)
                     : QCoreApplication::translate("Commands", "Remove %n tile(s)", nullptr, count);
    };
    return commit(std::move(edit), why);
}

bool BoardDocument::putFigure(FigureType type, const QString &player, Cell at, const QString &on,
                              const QStringList &flock, QString *why)
{
    FileEdit edit;
    edit.after.insert(kFigures, appended(figures(), figureEntry(type, player, at, on, flock)));
    const QString name = figureTypeName(type);
    edit.words = [name] { return figureText(QT_TRANSLATE_NOOP("Commands", "Place %1"), name); };
    return commit(std::move(edit), why);
}

FileEdit BoardDocument::relocateFigureEdit(int index, Cell at, const QString &on) const
{
    QJsonArray all = figures();
    QJsonObject figure = all.at(index).toObject();
    figure.insert(QStringLiteral("at"), cellEntry(at));
    figure.insert(QStringLiteral("on"), on);
    all.replace(index, figure);
    FileEdit edit;
    edit.after.insert(kFigures, all);
    const QString type = figure.value(QLatin1String("type")).toString();
    edit.words = [type] { return figureText(QT_TRANSLATE_NOOP("Commands", "Relocate %1"), type); };
    return edit;
}

bool BoardDocument::relocateFigure(int figure, Cell at, const QString &on, QString *why)
{
    return commit(relocateFigureEdit(figure, at, on), why);
}

QString BoardDocument::relocateFigureProblem(int figure, Cell at, const QString &on) const
{
    return check(relocateFigureEdit(figure, at, on));
}

FileEdit BoardDocument::removeFiguresEdit(QList<int> indices) const
{
    std::sort(indices.begin(), indices.end(), std::greater<int>());
    QJsonArray left = figures();
    for (int f : indices)
        left.removeAt(f);
    FileEdit edit;
    if (!indices.isEmpty()) edit.after.insert(kFigures, left);
    const int count = int(indices.size());
    const QString type = count == 1 ? figureTypeOf(figures(), indices.first()) : QString();
    edit.words = [count, type] {
        return count == 1
                   ? figureText(QT_TRANSLATE_NOOP("Commands", "Remove %1"), type)
                   : QCoreApplication::translate("Commands", "Remove %n figure(s)", nullptr, count);
    };
    return edit;
}

bool BoardDocument::removeFigures(const QList<int> &figures, QString *why)
{
    if (figures.isEmpty()) return false;
    return commit(removeFiguresEdit(figures), why);
}

bool BoardDocument::addPlayer(const Player &player, QString *why)
{
    FileEdit edit;
    edit.after.insert(kPlayers, appended(m_json.value(kPlayers).toArray(), playerEntry(player)));
    edit.parts = DocumentPart::Players;
    const QString id = player.id;
    edit.words = [id] { return QCoreApplication::translate("Commands", "Add player %1").arg(id); };
    return commit(std::move(edit), why);
}

bool BoardDocument::setPlayer(int index, const Player &player, QString *why)
{
    QJsonArray all = m_json.value(kPlayers).toArray();
    const QJsonObject old = all.at(index).toObject();
    QJsonObject entry = old;
    writePlayerEntry(entry, player);
    if (entry == old) return true; // nothing to change
    QStringList changed;           // the fields typed in: typing on in them merges into one step
    for (const QString &key : entry.keys() + old.keys())
        if (entry.value(key) != old.value(key) && !changed.contains(key)) changed << key;
    all.replace(index, entry);
    // The castles now in this hand leave any other hand that held them.
    takeCastlesFromHands(all, player.castles, index);
    FileEdit edit;
    edit.after.insert(kPlayers, all);
    edit.parts = DocumentPart::Players;
    edit.mergeKey = QStringLiteral("players[%1].%2").arg(index).arg(changed.join(u','));
    const QString id = old.value(QLatin1String("id")).toString();
    edit.words = [id] {
        return QCoreApplication::translate("Commands", "Change player %1").arg(id);
    };
    return commit(std::move(edit), why);
}

bool BoardDocument::removePlayer(int index, QString *why)
{
    QJsonArray all = m_json.value(kPlayers).toArray();
    const QString id = all.at(index).toObject().value(QLatin1String("id")).toString();
    QList<int> theirs;
    const QJsonArray placed = figures();
    for (qsizetype i = 0; i < placed.size(); ++i)
        if (placed.at(i).toObject().value(QLatin1String("player")).toString() == id)
            theirs.append(int(i));
    FileEdit edit = removeFiguresEdit(theirs);
    all.removeAt(index);
    edit.after.insert(kPlayers, all);
    edit.parts |= DocumentPart::Players;
    edit.words = [id] {
        return QCoreApplication::translate("Commands", "Remove player %1").arg(id);
    };
    return commit(std::move(edit), why);
}

namespace
{
// The rules object as an edit: an empty one leaves the file without the key.
FileEdit rulesEdit(const QJsonObject &rules, std::function<QString()> words)
{
    FileEdit edit;
    edit.after.insert(kRules,
                      rules.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(rules));
    edit.parts = DocumentPart::Rules;
    edit.words = std::move(words);
    return edit;
}

std::function<QString()> ruleOptionWords(const QString &key)
{
    return [key] { return QCoreApplication::translate("Commands", "Set rule option %1").arg(key); };
}

std::function<QString()> ruleSetsWords()
{
    return [] { return QCoreApplication::translate("Commands", "Change sets and edition"); };
}
} // namespace

bool BoardDocument::setRuleOption(const QString &key, const QString &value, QString *why)
{
    QJsonObject rules = this->rules();
    writeRuleOption(rules, key, value);
    return commit(rulesEdit(rules, ruleOptionWords(key)), why);
}

bool BoardDocument::setRuleSets(const QStringList &sets, const QString &edition, QString *why)
{
    QJsonObject rules = this->rules();
    rules.insert(QStringLiteral("sets"), QJsonArray::fromStringList(sets));
    rules.insert(QStringLiteral("edition"), edition);
    return commit(rulesEdit(rules, ruleSetsWords()), why);
}

bool BoardDocument::setRules(const Rules &chosen, QString *why)
{
    const Rules old = boardRules();
    QJsonObject rules = this->rules();
    QStringList changedOptions;
    const bool setsChanged = old.sets != chosen.sets || old.edition != chosen.edition;
    if (setsChanged) {
        rules.insert(QStringLiteral("sets"), QJsonArray::fromStringList(chosen.sets));
        rules.insert(QStringLiteral("edition"), chosen.edition);
    }
    for (auto it = chosen.options.cbegin(); it != chosen.options.cend(); ++it)
        if (old.options.value(it.key()) != it.value()) {
            writeRuleOption(rules, it.key(), it.value());
            changedOptions << it.key();
        }
    if (!setsChanged && changedOptions.isEmpty()) return false;
    // One change keeps its own words; several are one step of the dialog.
    std::function<QString()> words = [] {
        return QCoreApplication::translate("RulesDialog", "Change rules");
    };
    if (!setsChanged && changedOptions.size() == 1) words = ruleOptionWords(changedOptions.first());
    if (setsChanged && changedOptions.isEmpty()) words = ruleSetsWords();
    return commit(rulesEdit(rules, words), why);
}

namespace
{
// No DocumentPart names the puzzle: it changes no tile, figure, player or rule, and the
// document's changed() signal is what the puzzle views follow.
FileEdit puzzleEdit(const QJsonValue &puzzle, std::function<QString()> words)
{
    FileEdit edit;
    edit.after.insert(kPuzzle, puzzle);
    edit.words = std::move(words);
    return edit;
}
} // namespace

bool BoardDocument::setPuzzle(const Puzzle &puzzle, QString *why)
{
    return commit(puzzleEdit(puzzle.toJson(),
                             [] { return QCoreApplication::translate("Commands", "Set puzzle"); }),
                  why);
}

bool BoardDocument::removePuzzle(QString *why)
{
    if (!m_json.contains(kPuzzle)) return false;
    return commit(
        puzzleEdit(QJsonValue(QJsonValue::Undefined),
                   [] { return QCoreApplication::translate("Commands", "Remove puzzle"); }),
        why);
}

bool BoardDocument::setPuzzleAnswer(const PuzzleAnswer &answer, QString *why)
{
    QJsonObject puzzle = m_json.value(kPuzzle).toObject();
    puzzle.insert(QStringLiteral("answer"), answer.toJson());
    return commit(puzzleEdit(puzzle,
                             [] {
                                 return QCoreApplication::translate("PuzzleAnswerWatch",
                                                                    "Update the puzzle's answer");
                             }),
                  why);
}

} // namespace ml
