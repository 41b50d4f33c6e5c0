// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonreadingbefore.h"

#include "boardfilejson.h"
#include "boardfilekeys.h"

#include <QJsonDocument>

#include <nlohmann/json.hpp>

#include <string>
#include <type_traits>
#include <unordered_set>
#include <vector>

namespace mltest
{

namespace
{

using namespace ml;
using namespace ml::detail;

// Follows the nesting as the reader reports it, keeping each open object's path, its shape
// (the path without indices) and the keys seen in it.
class KeyScanner : public nlohmann::json_sax<nlohmann::json>
{
public:
    KeyScanner(KeyOrder *order, QList<FileError> *warnings) : m_order(order), m_warnings(warnings)
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
        // The same mend as the one pass's: "" is a key, not "no key before".
        m_order->note(f.shape, f.key, f.keys.empty() ? nullptr : &previous);
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
    std::vector<Frame> m_stack;
    int m_unknownAt = -1; // depth of the object whose current key is unknown; -1: none open
    QString m_unknownPath;
    qsizetype m_unknownBytes = 0;
    QString m_overLimit;
};

} // namespace

ml::detail::JsonText readJsonAsBefore(const QByteArray &json)
{
    ml::detail::JsonText text;
    ml::KeyOrder found;
    QList<ml::FileError> repeated;
    KeyScanner scanner(&found, &repeated);
    const char *begin = json.constData();
    if (!nlohmann::json::sax_parse(begin, begin + json.size(), &scanner)) {
        if (!scanner.overLimit().isEmpty()) {
            text.refused = ml::FileError::reading(
                scanner.overLimit(),
                QStringLiteral("the keys this program does not know hold more than %1 bytes; a "
                               "board keeps at most %1 bytes of them")
                    .arg(ml::detail::kMaxUnknownKeyBytes),
                ml::FileErrorCode::Other);
            return text;
        }
    } else {
        text.order = std::move(found);
        text.warnings.append(repeated);
    }
    text.doc = QJsonDocument::fromJson(json, &text.syntax);
    return text;
}

} // namespace mltest
