#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

// Writing board files (format.md §1.9): keys in the format's order, keys the program does not
// know after the known ones of their object in the order the file had them, one space of
// indentation per level, short values on one line. The text depends only on the JSON and the
// remembered order, so a file saved twice is byte-identical and a loaded file saved unchanged
// keeps its order, and files under version control change only where the board changed.
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
    // `previous` is the key before `key` in the same object, empty for its first key.
    void note(const QString &shape, const QString &key, const QString &previous = {});
    // The keys seen in objects of that shape, in order; empty when none.
    QStringList keys(const QString &shape) const;
    bool isEmpty() const { return m_shapes.isEmpty(); }

private:
    struct Shape {
        QStringList firstSeen;
        QHash<QString, QStringList> after; // key -> keys that came right after it somewhere
    };
    QHash<QString, Shape> m_shapes;
};

enum class JsonStyle : quint8 {
    Indented, // the saved file: one space a level, a value on one line when it fits
    Compact,  // no whitespace at all (for packing a board into one line of text)
};

// The board file's text, ending in a newline when indented.
QByteArray writeBoardJson(const QJsonObject &board, const KeyOrder &original = {},
                          JsonStyle style = JsonStyle::Indented);

} // namespace ml
