// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "game.h"

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>
#include <QStringList>

// Writing board files (docs/board-format.md, "How Meeple Lab saves a file"): keys in the format's
// order, keys the program does not know after the known ones of their object in the order the file
// had them, one space of indentation per level, short values on one line. The text depends only on
// the JSON and the remembered order, so a file saved twice is byte-identical and a loaded file
// saved unchanged keeps its order, and files under version control change only where the board
// changed.
namespace ml
{

// The order in which a loaded file wrote the keys of its objects, by the shape of their place:
// "" for the top level, "players[]" for every player, "moves[].figure" for every move's
// figure. Objects of one shape need not hold the same keys, so the order of a shape is one
// that keeps, for every object, the order its own keys had (a topological order of "came
// before" within each object, ties and contradictions settled by first appearance). Writing
// every object in that order and reading the result again gives the same order back, so a
// second save is byte-identical to the first (the fuzzer found that a first-seen list is not).
class KeyOrder
{
public:
    // `previous` is the key before `key` in the same object, null for its first key (not an
    // empty string: "" is a key like any other, and its successor must follow it).
    void note(const QString &shape, const QString &key, const QString *previous);
    // The keys seen in objects of that shape, in order; empty when none.
    QStringList keys(const QString &shape) const;
    bool isEmpty() const { return m_shapes.isEmpty(); }

private:
    struct Shape {
        QStringList firstSeen;
        QSet<QString> seen; // the keys of firstSeen, for a look-up that does not grow with them
        QHash<QString, QStringList> after; // key -> keys that came right after it somewhere
    };
    QHash<QString, Shape> m_shapes;
};

// The keys the format knows in objects of that shape, in the order a save writes them;
// nullptr for a shape whose keys the format leaves open (rules.options, answer scores).
const QStringList *knownKeyOrder(const QString &shape);

enum class JsonStyle : quint8 {
    Indented, // the saved file: one space a level, a value on one line when it fits
    Compact,  // no whitespace at all (for packing a board into one line of text)
};

// The board file's text, ending in a newline when indented.
QByteArray writeBoardJson(const QJsonObject &board, const KeyOrder &original = {},
                          JsonStyle style = JsonStyle::Indented);

// ---- Entries: the objects of a board file written from the engine's values ----
// The editor builds every change with these, so what it writes is what the parser reads back
// (docs/board-format.md); a value equal to the format's default is left out, as a person
// writing the file would.

// [x, y]
QJsonArray cellEntry(Cell c);
// A set-up tile: {"tile", "at", "rot"} with the rotation in degrees.
QJsonObject tileEntry(const QString &tile, Cell at, int quarterTurns);
// A set-up figure: type, player (none for the mage and the witch), cell, location in board
// orientation, and the shepherd's flock when it has one.
QJsonObject figureEntry(FigureType type, const QString &player, Cell at, const QString &on,
                        const QStringList &flock = {});
// A turn: "tile", "castle" or "discard" by its kind, with the placement, the tile under a
// hill, the magic action, the figure and the flock action it holds.
QJsonObject moveEntry(const Move &move);
// A new player: id, name, colour, starting score and castle hand.
QJsonObject playerEntry(const Player &player);
// Writes name, colour, starting score and castle hand of `player` into `entry`, the player's
// object as the file has it; the id and every other key (supply, keys this program does not
// know) stay as they are, so an undo gives back the same text.
void writePlayerEntry(QJsonObject &entry, const Player &player);
// Sets rules.options[key] in `rules` (the file's "rules" object); an empty value removes it,
// so the edition's default applies (docs/board-format.md, "Rule options").
void writeRuleOption(QJsonObject &rules, const QString &key, const QString &value);
// A caption or annotation text (docs/board-format.md, `annotations`): a string when it is the same
// in every language, else {"en", "nl"} with the languages that have a text.
QJsonValue annotationTextEntry(const AnnotationText &text);
// An annotation in the form of docs/board-format.md, `annotations`: the keys of its type, an anchor
// as {"at", "on"} (on the annotation itself for ring, highlight and an anchored number), `color`
// only when the file gave one or the user chose one, `after` only when set. Read back, it is the
// same mark.
QJsonObject annotationEntry(const Annotation &annotation);

} // namespace ml
