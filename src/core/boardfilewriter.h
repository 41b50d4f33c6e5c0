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
// figure. Each shape keeps its keys in the order first seen.
class KeyOrder
{
public:
    void note(const QString &shape, const QString &key);
    // The keys seen in objects of that shape, in order; empty when none.
    QStringList keys(const QString &shape) const { return m_keys.value(shape); }
    bool isEmpty() const { return m_keys.isEmpty(); }

private:
    QHash<QString, QStringList> m_keys;
};

enum class JsonStyle : quint8 {
    Indented, // the saved file: one space a level, a value on one line when it fits
    Compact,  // no whitespace at all (for packing a board into one line of text)
};

// The board file's text, ending in a newline when indented.
QByteArray writeBoardJson(const QJsonObject &board, const KeyOrder &original = {},
                          JsonStyle style = JsonStyle::Indented);

} // namespace ml
