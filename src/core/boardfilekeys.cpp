#include "boardfilekeys.h"

#include "boardfilejson.h"

#include <nlohmann/json.hpp>

#include <string>
#include <unordered_set>
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
    KeyScanner(KeyOrder *order, QList<FileError> *warnings) : m_order(order), m_warnings(warnings)
    {
    }

    bool null() override { return scalar(); }
    bool boolean(bool) override { return scalar(); }
    bool number_integer(number_integer_t) override { return scalar(); }
    bool number_unsigned(number_unsigned_t) override { return scalar(); }
    bool number_float(number_float_t, const string_t &) override { return scalar(); }
    bool string(string_t &) override { return scalar(); }
    bool binary(binary_t &) override { return scalar(); }

    bool start_object(std::size_t) override
    {
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
        m_order->note(f.shape, f.key, previous);
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
    bool scalar()
    {
        if (!m_stack.empty() && !m_stack.back().object) ++m_stack.back().index;
        return true;
    }
    bool close()
    {
        m_stack.pop_back(); // child() already counted it in an array around it
        return true;
    }

    KeyOrder *m_order;
    QList<FileError> *m_warnings;
    std::vector<Frame> m_stack;
};

} // namespace

void scanKeys(const QByteArray &json, KeyOrder *order, QList<FileError> *warnings)
{
    KeyOrder found;
    QList<FileError> repeated;
    KeyScanner scanner(&found, &repeated);
    const char *begin = json.constData();
    if (!nlohmann::json::sax_parse(begin, begin + json.size(), &scanner)) return;
    *order = std::move(found);
    warnings->append(repeated);
}

} // namespace ml::detail
