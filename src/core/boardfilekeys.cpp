// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilekeys.h"

#include "boardfilejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

namespace ml::detail
{

namespace
{

// Follows the nesting as the reader reports it, keeping each open object's path, its shape
// (the path without indices) and the keys seen in it.
class KeyScanner : public nlohmann::json_sax<nlohmann::json>
{
public:
    KeyScanner(KeyOrder *order, QList<FileError> *warnings, QSet<QString> *shapes = nullptr)
        : m_order(order), m_warnings(warnings), m_shapes(shapes)
    {
    }

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

    bool start_object(std::size_t) override
    {
        if (!count(2)) return false;
        Frame f = child();
        f.object = true;
        m_stack.push_back(std::move(f));
        return true;
    }
    bool key(string_t &name) override
    {
        Frame &f = m_stack.back();
        const QString previous = f.key; // empty for the object's first key
        f.key = QString::fromStdString(name);
        const int depth = int(m_stack.size()) - 1;
        if (m_unknownAt == depth) m_unknownAt = -1; // the previous key's value has ended
        if (m_unknownAt < 0 && f.object) {
            const QStringList *known = knownKeyOrder(f.shape);
            if (known && !known->contains(f.key)) {
                m_unknownAt = depth;
                m_unknownPath = joinPath(f.path, f.key);
            }
        }
        if (!count(qsizetype(name.size()) + 3)) return false;
        m_order->note(f.shape, f.key, previous);
        if (m_shapes) m_shapes->insert(f.shape);
        if (!f.keys.insert(name).second && m_warnings->size() < kMaxKeyWarnings) {
            const QString key = quotable(f.key);
            FileError w =
                FileError::reading(f.path.isEmpty() ? QStringLiteral("top level") : f.path,
                                   FileErrorCode::DuplicateKey, {key});
            w.exitCode = 0; // a warning: the file still loads
            m_warnings->append(w);
        }
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override
    {
        if (!count(2)) return false;
        Frame f = child();
        f.object = false;
        m_stack.push_back(std::move(f));
        return true;
    }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override
    {
        return false;
    }

    // The key whose value took the unknown keys past their limit; empty while within it.
    const QString &overLimit() const { return m_overLimit; }

protected:
    // The key just read, as the order and the warnings name it.
    const QString &currentKey() const { return m_stack.back().key; }

private:
    struct Frame {
        bool object = false;
        QString path;        // "players[1]"
        QString shape;       // "players[]"
        QString key;         // objects: the key whose value comes next
        qsizetype index = 0; // arrays: the index of the value that comes next
        std::unordered_set<std::string> keys;
    };

    // The frame of a value that starts inside the current one.
    Frame child()
    {
        Frame f;
        if (m_stack.empty()) return f;
        Frame &parent = m_stack.back();
        if (parent.object) {
            f.path = joinPath(parent.path, parent.key);
            f.shape = parent.shape.isEmpty() ? parent.key : parent.shape + u'.' + parent.key;
        } else {
            f.path = indexPath(parent.path, parent.index++);
            f.shape = parent.shape + QStringLiteral("[]");
        }
        return f;
    }
    bool scalar(qsizetype bytes)
    {
        if (!m_stack.empty() && !m_stack.back().object) ++m_stack.back().index;
        return count(bytes);
    }
    bool close()
    {
        m_stack.pop_back(); // child() already counted it in an array around it
        if (m_unknownAt >= int(m_stack.size())) m_unknownAt = -1;
        return true;
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
    bool count(qsizetype bytes)
    {
        if (m_unknownAt < 0) return true;
        m_unknownBytes += bytes + 1; // a comma or a closing bracket after each
        if (m_unknownBytes <= kMaxUnknownKeyBytes) return true;
        m_overLimit = m_unknownPath;
        return false;
    }

    KeyOrder *m_order;
    QList<FileError> *m_warnings;
    QSet<QString> *m_shapes;
    std::vector<Frame> m_stack;
    int m_unknownAt = -1; // depth of the object whose current key is unknown; -1: none open
    QString m_unknownPath;
    qsizetype m_unknownBytes = 0;
    QString m_overLimit;
};

// Qt's reader refuses arrays and objects nested deeper than this (its nestingLimit): the one
// pass leaves such text to it, so that the refusal is Qt's own.
constexpr std::size_t kQtNestingLimit = 1024;

// Qt's reader keeps a number as an integer when it is whole and within qint64 (written "1.0",
// "1e2" or "-9223372036854775809" too) and as a double otherwise; the test is that of Qt's
// convertDoubleTo, so the document holds the same kind of number (a save writes them apart).
QJsonValue qtNumber(double d)
{
    constexpr double kSupremum = 9223372036854775808.0;             // 2^63, exact
    if (!(d >= -kSupremum) || d >= kSupremum) return QJsonValue(d); // NaN fails the first
    const auto n = static_cast<qint64>(d);
    return static_cast<double>(n) == d ? QJsonValue(n) : QJsonValue(d);
}

// A text as Qt's reader gives it. QString::fromUtf8 drops a byte order mark at the very start,
// which Qt keeps when an escape ("\ufeff") wrote it, and readJsonText leaves any text with a raw
// mark to Qt: so every mark here came from an escape.
QString qtText(const std::string &utf8)
{
    constexpr std::size_t kMark = 3;
    std::size_t marks = 0;
    while (utf8.size() >= (marks + 1) * kMark &&
           std::memcmp(utf8.data() + marks * kMark, "\xEF\xBB\xBF", kMark) == 0)
        ++marks;
    if (marks == 0) return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    const std::size_t from = marks * kMark;
    return QString(qsizetype(marks), QChar(0xFEFF)) +
           QString::fromUtf8(utf8.data() + from, qsizetype(utf8.size() - from));
}

// The scan of KeyScanner that also builds Qt's document. Anything where it cannot be sure to
// build what Qt's reader would stops it (gaveUp()), and the text goes the way of
// readJsonTextTwice; the scan's own refusal (overLimit()) stops it at the same place as
// scanKeys.
class DocumentBuilder final : public KeyScanner
{
public:
    using KeyScanner::KeyScanner;

    bool null() override { return KeyScanner::null() && put(QJsonValue(QJsonValue::Null)); }
    bool boolean(bool value) override
    {
        return KeyScanner::boolean(value) && put(QJsonValue(value));
    }
    bool number_integer(number_integer_t v) override
    {
        return KeyScanner::number_integer(v) && put(QJsonValue(qint64(v)));
    }
    bool number_unsigned(number_unsigned_t v) override
    {
        if (!KeyScanner::number_unsigned(v)) return false;
        if (v <= number_unsigned_t(std::numeric_limits<qint64>::max()))
            return put(QJsonValue(qint64(v)));
        return number(QByteArray::number(quint64(v))); // JSON's digits have no leading zeros
    }
    bool number_float(number_float_t v, const string_t &raw) override
    {
        if (!KeyScanner::number_float(v, raw)) return false;
        // nlohmann writes the decimal point of the C locale, which a program may have changed.
        QByteArray text(raw.data(), qsizetype(raw.size()));
        for (char &c : text)
            if ((c < '0' || c > '9') && c != '-' && c != '+' && c != 'e' && c != 'E') c = '.';
        return number(text);
    }
    bool string(string_t &text) override
    {
        return KeyScanner::string(text) && put(QJsonValue(qtText(text)));
    }
    bool binary(binary_t &) override { return giveUp(); } // not in JSON text
    bool start_object(std::size_t size) override
    {
        return KeyScanner::start_object(size) && open(true);
    }
    bool key(string_t &name) override
    {
        if (!KeyScanner::key(name)) return false;
        Level &level = m_levels[m_depth - 1];
        level.key = !name.empty() && name[0] == '\xEF' ? qtText(name) : currentKey();
        return true;
    }
    bool end_object() override
    {
        KeyScanner::end_object();
        Level &level = m_levels[--m_depth];
        std::vector<Member> &members = level.members;
        // Inserting in key order appends each member (Qt keeps an object's keys sorted); the
        // sort is stable, so of a key written twice the last value is inserted last and stays,
        // as in Qt's reader.
        if (members.size() > kSortFrom)
            std::stable_sort(members.begin(), members.end(),
                             [](const Member &a, const Member &b) { return a.first < b.first; });
        QJsonObject object;
        for (Member &m : members)
            object.insert(m.first, m.second);
        members.clear();
        return put(QJsonValue(object));
    }
    bool start_array(std::size_t size) override
    {
        return KeyScanner::start_array(size) && open(false);
    }
    bool end_array() override
    {
        KeyScanner::end_array();
        Level &level = m_levels[--m_depth];
        const QJsonValue array(level.array);
        level.array = QJsonArray();
        return put(array);
    }

    bool gaveUp() const { return m_gaveUp; }
    QJsonDocument document() const
    {
        return m_root.isObject() ? QJsonDocument(m_root.toObject())
                                 : QJsonDocument(m_root.toArray());
    }

private:
    using Member = std::pair<QString, QJsonValue>;
    // An open array or object; kept for the next one at its depth, with the room it took.
    struct Level {
        bool object = false;
        QString key; // objects: the key whose value comes next
        std::vector<Member> members;
        QJsonArray array;
    };
    // Members are sorted before insertion from this many on: fewer are inserted as they come.
    static constexpr std::size_t kSortFrom = 16;

    bool giveUp()
    {
        m_gaveUp = true;
        return false;
    }
    bool open(bool object)
    {
        if (m_depth >= kQtNestingLimit) return giveUp();
        if (m_depth == m_levels.size()) m_levels.emplace_back();
        m_levels[m_depth++].object = object;
        return true;
    }
    bool number(const QByteArray &text)
    {
        // Qt's own conversion, so that the same digits give the same double, and the same
        // refusal: Qt refuses what is out of a double's range either way (1e400, 1e-400).
        bool ok = false;
        const double d = text.toDouble(&ok);
        return ok ? put(qtNumber(d)) : giveUp();
    }
    bool put(const QJsonValue &value)
    {
        if (m_depth == 0) {
            if (!value.isObject() && !value.isArray()) return giveUp(); // Qt reads no such text
            m_root = value;
            return true;
        }
        Level &level = m_levels[m_depth - 1];
        if (level.object)
            level.members.emplace_back(level.key, value);
        else
            level.array.append(value);
        return true;
    }

    std::vector<Level> m_levels;
    std::size_t m_depth = 0;
    QJsonValue m_root;
    bool m_gaveUp = false;
};

FileError unknownKeysRefusal(const QString &where)
{
    return FileError::reading(where,
                              QStringLiteral("the keys this program does not know hold more "
                                             "than %1 bytes; a board keeps at most %1 bytes of "
                                             "them")
                                  .arg(kMaxUnknownKeyBytes),
                              FileErrorCode::Other);
}

std::atomic<int> g_onePass{0};
std::atomic<int> g_twice{0};

} // namespace

JsonText readJsonText(const QByteArray &json)
{
    // A raw byte order mark after the start (BoardFile refuses one, the reader is general):
    // Qt's reader drops one at the front of a text, which the one pass cannot tell from an
    // escaped one that Qt keeps. At the very start, both readers skip it. And a NUL byte:
    // nlohmann's reader takes one for the end of the text, Qt's for a mistake.
    static const QByteArray kMark = QByteArrayLiteral("\xEF\xBB\xBF");
    if (json.indexOf(kMark, json.startsWith(kMark) ? kMark.size() : 0) < 0 &&
        !json.contains('\0')) {
        JsonText text;
        DocumentBuilder builder(&text.order, &text.warnings);
        const char *begin = json.constData();
        const bool read = nlohmann::json::sax_parse(begin, begin + json.size(), &builder);
        if (read || !builder.overLimit().isEmpty()) {
            ++g_onePass;
            if (read) {
                text.doc = builder.document();
                text.syntax.offset = 0; // as Qt's reader reports a text it read
                return text;
            }
            JsonText refused; // scanKeys gives no order and no warnings with its refusal
            refused.refused = unknownKeysRefusal(builder.overLimit());
            return refused;
        }
    }
    ++g_twice;
    return readJsonTextTwice(json);
}

JsonText readJsonTextTwice(const QByteArray &json)
{
    JsonText text;
    FileError error;
    if (!scanKeys(json, &text.order, &text.warnings, &error)) {
        text.refused = error;
        return text;
    }
    text.doc = QJsonDocument::fromJson(json, &text.syntax);
    return text;
}

JsonReadCounts jsonReadsSoFar()
{
    return {g_onePass.load(), g_twice.load()};
}

bool scanKeys(const QByteArray &json, KeyOrder *order, QList<FileError> *warnings, FileError *error)
{
    KeyOrder found;
    QList<FileError> repeated;
    KeyScanner scanner(&found, &repeated);
    const char *begin = json.constData();
    if (!nlohmann::json::sax_parse(begin, begin + json.size(), &scanner)) {
        if (scanner.overLimit().isEmpty()) return true;
        *error = unknownKeysRefusal(scanner.overLimit());
        return false;
    }
    *order = std::move(found);
    warnings->append(repeated);
    return true;
}

QStringList keyShapes(const QByteArray &json)
{
    KeyOrder order;
    QList<FileError> warnings;
    QSet<QString> shapes;
    KeyScanner scanner(&order, &warnings, &shapes);
    const char *begin = json.constData();
    nlohmann::json::sax_parse(begin, begin + json.size(), &scanner);
    QStringList list(shapes.begin(), shapes.end());
    list.sort();
    return list;
}

} // namespace ml::detail
