// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilekeys.h"

#include "boardfilejson.h"
#include "boardfilekeyscanner.h"

#include <algorithm>
#include <utility>

namespace ml::detail
{

KeyScanner::KeyScanner(KeyOrder *order, QList<FileError> *warnings, QSet<QString> *shapes)
    : m_order(order), m_warnings(warnings), m_shapeNames(shapes)
{
    shapeId(QString()); // the top level's, number 0
}

bool KeyScanner::key(string_t &name)
{
    Frame &f = m_stack[m_depth - 1];
    const int previous = f.key;
    const int id = keyId(name);
    f.key = id;
    const int depth = int(m_depth) - 1;
    if (m_unknownAt == depth) m_unknownAt = -1; // the previous key's value has ended
    if (m_unknownAt < 0 && f.object && !known(f.shape, id)) {
        m_unknownAt = depth;
        m_unknownPath = joinPath(pathOf(m_depth - 1), keyName(id).name);
    }
    if (!count(qsizetype(name.size()) + 3)) return false;
    Shape &shape = m_shapes[std::size_t(f.shape)];
    // Past kMaxNoted pairs the shape's keys hardly repeat (a hostile file's millions of
    // keys): the set would only grow, and KeyOrder takes a pair twice as once.
    const std::uint64_t pair = (std::uint64_t(previous + 1) << 32) | std::uint32_t(id);
    if (shape.noted.size() >= kMaxNoted || shape.noted.insert(pair).second)
        m_order->note(shape.name, keyName(id).name,
                      previous < 0 ? nullptr : &keyName(previous).name);
    if (m_shapeNames) m_shapeNames->insert(shape.name);
    if (!firstTime(f, id) && m_warnings->size() < kMaxKeyWarnings) {
        const QString path = pathOf(m_depth - 1);
        FileError w = FileError::reading(path.isEmpty() ? QStringLiteral("top level") : path,
                                         FileErrorCode::DuplicateKey, {quotable(keyName(id).name)});
        w.exitCode = 0; // a warning: the file still loads
        m_warnings->append(w);
    }
    return true;
}

bool KeyScanner::open(bool object)
{
    if (!count(2)) return false;
    int shape = 0, stepKey = -1;
    qsizetype stepIndex = 0;
    if (m_depth > 0) {
        Frame &parent = m_stack[m_depth - 1];
        shape = shapeBelow(parent);
        if (parent.object)
            stepKey = parent.key;
        else
            stepIndex = parent.index++; // counted in the array around it here
    }
    if (m_depth == m_stack.size()) m_stack.emplace_back();
    Frame &f = m_stack[m_depth++];
    f.object = object;
    f.shape = shape;
    f.key = -1;
    f.index = 0;
    f.stepKey = stepKey;
    f.stepIndex = stepIndex;
    f.keys.clear();
    f.allKeys.clear();
    return true;
}

bool KeyScanner::close()
{
    --m_depth;
    if (m_unknownAt >= int(m_depth)) m_unknownAt = -1;
    return true;
}

bool KeyScanner::count(qsizetype bytes)
{
    if (m_unknownAt < 0) return true;
    m_unknownBytes += bytes + 1; // a comma or a closing bracket after each
    if (m_unknownBytes <= kMaxUnknownKeyBytes) return true;
    m_overLimit = m_unknownPath;
    return false;
}

int KeyScanner::keyId(const std::string &utf8)
{
    const auto found = m_keyIds.find(utf8);
    if (found != m_keyIds.end()) return found->second;
    const int id = int(m_keyNames.size());
    // A key of an unordered_map stays where it is as the map grows.
    const std::string &kept = m_keyIds.emplace(utf8, id).first->first;
    m_keyNames.push_back({QString::fromStdString(utf8), &kept});
    return id;
}

int KeyScanner::shapeId(const QString &name)
{
    const auto found = m_shapeIds.constFind(name);
    if (found != m_shapeIds.constEnd()) return *found;
    const int id = int(m_shapes.size());
    Shape shape;
    shape.name = name;
    shape.known = knownKeyOrder(name);
    m_shapes.push_back(std::move(shape));
    m_shapeIds.insert(name, id);
    return id;
}

int KeyScanner::shapeBelow(const Frame &parent)
{
    // Looked up by number; the name is made once ("moves[]", "moves[].figure").
    if (!parent.object) {
        if (m_shapes[std::size_t(parent.shape)].arrayBelow < 0) {
            const int id = shapeId(m_shapes[std::size_t(parent.shape)].name + QStringLiteral("[]"));
            m_shapes[std::size_t(parent.shape)].arrayBelow = id;
        }
        return m_shapes[std::size_t(parent.shape)].arrayBelow;
    }
    const auto &below = m_shapes[std::size_t(parent.shape)].objectBelow;
    if (const auto found = below.find(parent.key); found != below.end()) return found->second;
    const QString &outer = m_shapes[std::size_t(parent.shape)].name;
    const QString &key = keyName(parent.key).name;
    const int id = shapeId(outer.isEmpty() ? key : outer + u'.' + key);
    m_shapes[std::size_t(parent.shape)].objectBelow.emplace(parent.key, id);
    return id;
}

bool KeyScanner::known(int shape, int key)
{
    Shape &s = m_shapes[std::size_t(shape)];
    if (!s.known) return true; // the format leaves this object's keys open
    const auto found = s.isKnown.find(key);
    if (found != s.isKnown.end()) return found->second;
    const bool is = s.known->contains(keyName(key).name);
    s.isKnown.emplace(key, is);
    return is;
}

bool KeyScanner::firstTime(Frame &f, int key)
{
    if (f.keys.size() < kFewKeys) {
        if (std::find(f.keys.begin(), f.keys.end(), key) != f.keys.end()) return false;
        f.keys.push_back(key);
        if (f.keys.size() == kFewKeys) f.allKeys.insert(f.keys.begin(), f.keys.end());
        return true;
    }
    return f.allKeys.insert(key).second;
}

QString KeyScanner::pathOf(std::size_t depth) const
{
    QString path;
    for (std::size_t i = 1; i <= depth; ++i) {
        const Frame &f = m_stack[i];
        path = m_stack[i - 1].object ? joinPath(path, keyName(f.stepKey).name)
                                     : indexPath(path, f.stepIndex);
    }
    return path;
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

FileError unknownKeysRefusal(const QString &where)
{
    return FileError::reading(where,
                              QStringLiteral("the keys this program does not know hold more "
                                             "than %1 bytes; a board keeps at most %1 bytes of "
                                             "them")
                                  .arg(kMaxUnknownKeyBytes),
                              FileErrorCode::Other);
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
