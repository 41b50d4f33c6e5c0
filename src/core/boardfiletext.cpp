// SPDX-License-Identifier: GPL-3.0-or-later
// The one-pass reading of a board's JSON text (readJsonText, boardfilekeys.h): the key scan
// builds Qt's document as it goes.
#include "boardfilekeys.h"
#include "boardfilekeyscanner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>

namespace ml::detail
{

namespace
{

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

bool isAscii(const char *text, std::size_t size)
{
    return std::all_of(text, text + size, [](char c) { return uchar(c) < 0x80; });
}

// A text as Qt's reader gives it. QString::fromUtf8 drops a byte order mark at the very start,
// which Qt keeps when an escape ("\ufeff") wrote it, and readJsonText leaves any text with a raw
// mark to Qt: so every mark here came from an escape.
QString qtText(const char *utf8, std::size_t size)
{
    constexpr std::size_t kMark = 3;
    std::size_t marks = 0;
    while (size >= (marks + 1) * kMark &&
           std::memcmp(utf8 + marks * kMark, "\xEF\xBB\xBF", kMark) == 0)
        ++marks;
    if (marks == 0) return QString::fromUtf8(utf8, qsizetype(size));
    const std::size_t from = marks * kMark;
    return QString(qsizetype(marks), QChar(0xFEFF)) +
           QString::fromUtf8(utf8 + from, qsizetype(size - from));
}

// The key scan that also builds Qt's document. Anything where it cannot be sure to build what
// Qt's reader would stops it (giveUp()), and the text goes the way of readJsonTextTwice; the
// scan's own refusal (overLimit()) stops it at the same place as scanKeys.
class DocumentBuilder final : public KeyScanner
{
public:
    using KeyScanner::KeyScanner;

    // Hands the root's "moves" array to `moves` element by element instead of the document.
    void readMovesWith(MovesReader *moves) { m_moves = moves; }
    bool movesRead() const { return m_movesBegun; }
    bool movesStopped() const { return m_movesStopped; }

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
        if (!KeyScanner::string(text)) return false;
        if (!isAscii(text.data(), text.size()))
            return put(QJsonValue(qtText(text.data(), text.size())));
        const QLatin1String ascii(text.data(), qsizetype(text.size()));
        if (text.size() > kShortText) return put(QJsonValue(ascii));
        // Most texts of a board are short ASCII ones that repeat ("red", "U", "meeple"): each is
        // made once, and an object's prototype holds those of its members.
        const auto found = m_textIds.find(text);
        if (found != m_textIds.end()) return put({}, found->second);
        if (m_texts.size() >= kMaxShortTexts) return put(QJsonValue(ascii));
        const int id = int(m_texts.size());
        m_texts.emplace_back(ascii);
        m_textIds.emplace(text, id);
        return put({}, id);
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
        level.key = currentKey();
        // Keys are numbered as they first appear (kMaxOnePassKeys).
        if (level.key >= kMaxOnePassKeys) return giveUp();
        if (m_movesBegun && m_depth == 1 && !m_moves->laterKey(keyName(level.key).name))
            return stopMoves();
        // Qt's reader sorts an object's keys comparing UTF-16 code units between two keys it
        // holds as UTF-16 (those written with an escape) and code points otherwise. The two
        // orders differ between a character past U+FFFF and one from U+E000 to U+FFFF, and
        // then Qt's order is no order: a key written twice may stay twice, and a look-up may
        // miss a key. Which keys had escapes this pass cannot tell, so an object holding both
        // kinds of character is left to Qt's reader.
        level.characters |= characters(level.key);
        return level.characters == (kPastBmp | kHighBmp) ? giveUp() : true;
    }
    bool end_object() override
    {
        KeyScanner::end_object();
        Level &level = m_levels[--m_depth];
        const QJsonValue object(build(level.members));
        level.members.clear();
        return put(object);
    }
    bool start_array(std::size_t size) override
    {
        if (!KeyScanner::start_array(size) || !open(false)) return false;
        // The root's "moves" array, the one part of a file that grows with a game's length.
        if (m_moves && !m_movesBegun && m_depth == 2 && m_levels[0].isObject &&
            keyName(m_levels[0].key).name == u"moves") {
            std::vector<Member> before = m_levels[0].members; // build() sorts what it is given
            m_movesBegun = m_moves->begin(build(before));
            m_levels[1].moves = m_movesBegun;
        }
        return true;
    }
    bool end_array() override
    {
        KeyScanner::end_array();
        Level &level = m_levels[--m_depth];
        const QJsonValue array(level.array);
        level.array = QJsonArray();
        return put(array);
    }

    QJsonDocument document() const
    {
        return m_root.isObject() ? QJsonDocument(m_root.toObject())
                                 : QJsonDocument(m_root.toArray());
    }

private:
    struct Member {
        int key;
        int text; // a short text by number (m_texts), or -1 for the value
        QJsonValue value;
    };
    // An open array or object; kept for the next one at its depth, with the room it took.
    struct Level {
        bool isObject = false;
        int key = -1;       // objects: the key whose value comes next
        int characters = 0; // objects: kPastBmp and kHighBmp, if any key holds one
        std::vector<Member> members;
        QJsonArray array;
        bool moves = false;     // arrays: the root's "moves", handed to m_moves
        qsizetype elements = 0; // arrays of moves: how many went to m_moves
    };
    static constexpr int kPastBmp = 1; // a character past U+FFFF
    static constexpr int kHighBmp = 2; // a character from U+E000 to U+FFFF

    // kPastBmp and kHighBmp of a key, found from the lead bytes of its UTF-8 once a key.
    int characters(int id)
    {
        if (std::size_t(id) >= m_keyCharacters.size())
            m_keyCharacters.resize(std::size_t(id) + 1, -1);
        int &kinds = m_keyCharacters[std::size_t(id)];
        if (kinds < 0) {
            kinds = 0;
            for (const char c : *keyName(id).utf8) {
                if (uchar(c) >= 0xF0) kinds |= kPastBmp;
                if (uchar(c) == 0xEE || uchar(c) == 0xEF) kinds |= kHighBmp;
            }
        }
        return kinds;
    }
    // An object of a few keys, in the order a text wrote them, with its short texts and null for
    // its other values: objects with the same keys in the same order and the same short texts (a
    // file's moves, its players) are copies of it with the other values set in place, where
    // inserting each key and text would make them again and search for their place.
    struct Prototype {
        bool usable = true; // not when a key repeats: then the last value must stay
        QJsonObject object;
        std::vector<qsizetype> at; // where each member's value goes; -1: the prototype has it
    };
    static constexpr std::size_t kPrototypeKeys = 16;
    static constexpr std::size_t kMaxPrototypes = 4096;
    static constexpr std::size_t kShortText = 32;
    static constexpr std::size_t kMaxShortTexts = 4096;

    const QJsonValue &valueOf(const Member &m) const
    {
        return m.text < 0 ? m.value : m_texts[std::size_t(m.text)];
    }
    QJsonObject build(std::vector<Member> &members)
    {
        if (members.empty()) return {};
        if (const Prototype *p = prototype(members)) {
            QJsonObject object = p->object;
            QJsonObject::iterator begin;
            bool detached = false;
            for (std::size_t i = 0; i < members.size(); ++i) {
                if (p->at[i] < 0) continue;
                if (!detached) begin = object.begin(); // the copy of its own, once
                detached = true;
                (begin + p->at[i]).value() = members[i].value;
            }
            return object;
        }
        // Inserted in key order, each member appends (Qt keeps an object's keys sorted), however
        // many there are. The sort is stable: of a key written twice the last value is inserted
        // last and stays, as in Qt's reader.
        std::stable_sort(members.begin(), members.end(), [this](const Member &a, const Member &b) {
            return documentKey(a.key) < documentKey(b.key);
        });
        QJsonObject object;
        for (const Member &m : members)
            insert(&object, m.key, valueOf(m));
        return object;
    }
    const Prototype *prototype(const std::vector<Member> &members)
    {
        if (members.size() > kPrototypeKeys) return nullptr;
        m_signature.clear();
        for (const Member &m : members) {
            m_signature.push_back(m.key);
            m_signature.push_back(m.text);
        }
        auto found = m_prototypes.find(m_signature);
        if (found == m_prototypes.end()) {
            if (m_prototypes.size() >= kMaxPrototypes) return nullptr;
            Prototype p;
            for (const Member &m : members) {
                if (p.object.contains(documentKey(m.key))) p.usable = false;
                insert(&p.object, m.key, m.text < 0 ? QJsonValue(QJsonValue::Null) : valueOf(m));
            }
            for (const Member &m : members)
                p.at.push_back(m.text >= 0 ? -1
                                           : p.object.constFind(documentKey(m.key)) -
                                                 p.object.constBegin());
            found = m_prototypes.emplace(m_signature, std::move(p)).first;
        }
        return found->second.usable ? &found->second : nullptr;
    }
    // The key as Qt's document holds it: KeyScanner's name drops a byte order mark at the start
    // that an escape wrote.
    QString documentKey(int id) const
    {
        const std::string &utf8 = *keyName(id).utf8;
        if (utf8.empty() || utf8[0] != '\xEF') return keyName(id).name;
        return qtText(utf8.data(), utf8.size());
    }
    void insert(QJsonObject *object, int id, const QJsonValue &value) const
    {
        const std::string &utf8 = *keyName(id).utf8;
        if (isAscii(utf8.data(), utf8.size()))
            object->insert(QLatin1String(utf8.data(), qsizetype(utf8.size())), value);
        else
            object->insert(documentKey(id), value);
    }
    // Stops the reading without a refusal of the scan's own: the text goes the old way.
    static bool giveUp() { return false; }
    // Stops the reading where m_moves refused to go on: the text is read again without it.
    bool stopMoves()
    {
        m_movesStopped = true;
        return false;
    }
    bool open(bool object)
    {
        if (m_depth >= kQtNestingLimit) return giveUp();
        if (m_depth == m_levels.size()) m_levels.emplace_back();
        Level &level = m_levels[m_depth++];
        level.isObject = object;
        level.key = -1;
        level.characters = 0;
        level.moves = false;
        level.elements = 0;
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
    // The next value: `value`, or the short text number `text`.
    bool put(const QJsonValue &value, int text = -1)
    {
        if (m_depth == 0) {
            if (!value.isObject() && !value.isArray()) return giveUp(); // Qt reads no such text
            m_root = value;
            return true;
        }
        Level &level = m_levels[m_depth - 1];
        if (level.isObject)
            level.members.push_back({level.key, text, value});
        else if (level.moves)
            return m_moves->element(text < 0 ? value : m_texts[std::size_t(text)],
                                    level.elements++) ||
                   stopMoves();
        else
            level.array.append(text < 0 ? value : m_texts[std::size_t(text)]);
        return true;
    }

    std::vector<Level> m_levels;
    std::size_t m_depth = 0;
    std::vector<int> m_keyCharacters; // characters() of each key number; -1: not yet found
    std::vector<int> m_signature;     // an object's keys and short texts, to find its prototype
    std::map<std::vector<int>, Prototype> m_prototypes;
    std::vector<QJsonValue> m_texts;
    std::unordered_map<std::string, int> m_textIds;
    QJsonValue m_root;
    MovesReader *m_moves = nullptr;
    bool m_movesBegun = false;
    bool m_movesStopped = false;
};

// Whether a UTF-8 byte order mark stands anywhere but at the very start. memchr finds the
// lead byte far faster than a search for the three bytes.
bool hasMarkAfterStart(const QByteArray &json)
{
    const char *begin = json.constData();
    const char *end = begin + json.size();
    for (const char *at = begin; at < end;) {
        const void *lead = std::memchr(at, 0xEF, std::size_t(end - at));
        if (!lead) return false;
        const char *mark = static_cast<const char *>(lead);
        if (mark != begin && end - mark >= 3 && std::memcmp(mark, "\xEF\xBB\xBF", 3) == 0)
            return true;
        at = mark + 1;
    }
    return false;
}

std::atomic<int> g_onePass{0};
std::atomic<int> g_twice{0};

} // namespace

JsonText readJsonText(const QByteArray &json, MovesReader *moves)
{
    // A raw byte order mark after the start (BoardFile refuses one, the reader is general):
    // Qt's reader drops one at the front of a text, which the one pass cannot tell from an
    // escaped one that Qt keeps. At the very start, both readers skip it. And a NUL byte:
    // nlohmann's reader takes one for the end of the text, Qt's for a mistake.
    if (!hasMarkAfterStart(json) &&
        std::memchr(json.constData(), 0, std::size_t(json.size())) == nullptr) {
        JsonText text;
        DocumentBuilder builder(&text.order, &text.warnings);
        builder.readMovesWith(moves);
        const char *begin = json.constData();
        const bool read = nlohmann::json::sax_parse(begin, begin + json.size(), &builder);
        if (builder.movesStopped()) {
            JsonText stopped;
            stopped.movesStopped = true;
            return stopped;
        }
        if (read || !builder.overLimit().isEmpty()) {
            ++g_onePass;
            if (read) {
                text.doc = builder.document();
                text.syntax.offset = 0; // as Qt's reader reports a text it read
                text.pairedSurrogates = true;
                text.movesRead = builder.movesRead();
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

} // namespace ml::detail
