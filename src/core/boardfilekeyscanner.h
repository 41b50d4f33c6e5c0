// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfilekeys.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace ml::detail
{

// What scanKeys notes while nlohmann's SAX reader reports the text: the key order, the keys
// written twice and the bytes of the unknown keys (boardfilekeys.h). Follows the nesting,
// keeping each open object's shape (its path without indices) and the keys seen in it; a path
// is only written out for a warning or an unknown key. Keys and shapes are kept once each, by
// number, so that a file of 20,000 moves costs a look-up a key, not the strings of each.
class KeyScanner : public nlohmann::json_sax<nlohmann::json>
{
public:
    // `shapes`, when given, collects the shape of every object with keys (keyShapes()).
    KeyScanner(KeyOrder *order, QList<FileError> *warnings, QSet<QString> *shapes = nullptr);

    bool null() override { return scalar(4); }
    bool boolean(bool value) override { return scalar(value ? 4 : 5); }
    bool number_integer(number_integer_t v) override { return scalar(digits(v)); }
    bool number_unsigned(number_unsigned_t v) override { return scalar(digits(v)); }
    bool number_float(number_float_t, const string_t &raw) override
    {
        return scalar(qsizetype(raw.size()));
    }
    bool string(string_t &text) override { return scalar(qsizetype(text.size()) + 2); }
    bool binary(binary_t &) override { return scalar(1); }
    bool start_object(std::size_t) override { return open(true); }
    bool key(string_t &name) override;
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

    // The key whose value took the unknown keys past their limit; empty while within it.
    const QString &overLimit() const { return m_overLimit; }

protected:
    struct KeyName {
        // As the order and the warnings name it: decoded by QString::fromStdString, which drops
        // a byte order mark at the start (the scan always named keys so).
        QString name;
        const std::string *utf8; // as the text wrote it, escapes decoded (m_keyIds's own)
    };
    // The key just read, by number, and what that number stands for.
    int currentKey() const { return m_stack[m_depth - 1].key; }
    const KeyName &keyName(int id) const { return m_keyNames[std::size_t(id)]; }

private:
    struct Shape {
        QString name;                             // "players[].supply"
        const QStringList *known = nullptr;       // knownKeyOrder(name)
        std::unordered_map<int, bool> isKnown;    // key -> whether *known holds it
        std::unordered_map<int, int> objectBelow; // key -> shape of an object or array under it
        int arrayBelow = -1;                      // shape of an object or array in an array of it
        // (previous key + 1) << 32 | key: the pairs KeyOrder::note() already has. It keeps
        // nothing new for a pair it has, and a file's objects of one shape repeat theirs.
        std::unordered_set<std::uint64_t> noted;
    };
    struct Frame {
        bool object = false;
        int shape = 0;
        int key = -1;        // objects: the key whose value comes next; -1 before the first
        qsizetype index = 0; // arrays: the index of the value that comes next
        // The step from the value around it, for its path: the key or the index.
        int stepKey = -1;
        qsizetype stepIndex = 0;
        std::vector<int> keys;           // objects: the keys seen, while few
        std::unordered_set<int> allKeys; // and all of them once more than kFewKeys
    };
    static constexpr std::size_t kFewKeys = 16;
    static constexpr std::size_t kMaxNoted = 4096;

    bool open(bool object);
    bool close();
    bool scalar(qsizetype bytes)
    {
        if (m_depth > 0 && !m_stack[m_depth - 1].object) ++m_stack[m_depth - 1].index;
        return count(bytes);
    }
    template <typename Number> static qsizetype digits(Number v)
    {
        qsizetype n = 1;
        if constexpr (std::is_signed_v<Number>) n += v < 0 ? 1 : 0;
        for (; v / 10 != 0; v /= 10)
            ++n;
        return n;
    }
    // Adds what a value inside an unknown key takes; stops the reading past the limit.
    bool count(qsizetype bytes);
    int keyId(const std::string &utf8);
    int shapeId(const QString &name);
    int shapeBelow(const Frame &parent);
    bool known(int shape, int key);
    // Whether the object has not had this key before.
    static bool firstTime(Frame &f, int key);
    // The JSON path of the open value at `depth` ("players[1]"; "" for the root).
    QString pathOf(std::size_t depth) const;

    KeyOrder *m_order;
    QList<FileError> *m_warnings;
    QSet<QString> *m_shapeNames;
    std::vector<Frame> m_stack; // frames past m_depth are kept for their room
    std::size_t m_depth = 0;
    std::vector<KeyName> m_keyNames;
    std::unordered_map<std::string, int> m_keyIds;
    std::vector<Shape> m_shapes;
    QHash<QString, int> m_shapeIds;
    int m_unknownAt = -1; // depth of the object whose current key is unknown; -1: none open
    QString m_unknownPath;
    qsizetype m_unknownBytes = 0;
    QString m_overLimit;
};

// The refusal of unknown keys past kMaxUnknownKeyBytes, at the key where they passed it.
FileError unknownKeysRefusal(const QString &where);

} // namespace ml::detail
