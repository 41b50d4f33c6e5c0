// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilewriter.h"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ml
{

void KeyOrder::note(const QString &shape, const QString &key, const QString *previous)
{
    Shape &s = m_shapes[shape];
    if (!s.seen.contains(key)) {
        s.seen.insert(key);
        s.firstSeen.append(key);
    }
    if (previous && *previous != key && !s.after[*previous].contains(key))
        s.after[*previous].append(key);
}

QStringList KeyOrder::keys(const QString &shape) const
{
    const auto found = m_shapes.constFind(shape);
    if (found == m_shapes.constEnd()) return {};
    const Shape &s = *found;
    // Kahn's algorithm; among the keys free to go next, the one seen first. When a cycle
    // leaves none free (objects that disagree), the first-seen key left goes anyway.
    QHash<QString, int> before;
    for (const QString &key : s.firstSeen)
        before.insert(key, 0);
    for (auto it = s.after.cbegin(); it != s.after.cend(); ++it)
        for (const QString &next : it.value())
            ++before[next];
    QStringList order;
    QStringList left = s.firstSeen;
    while (!left.isEmpty()) {
        qsizetype pick = 0;
        for (qsizetype i = 0; i < left.size(); ++i)
            if (before.value(left[i]) == 0) {
                pick = i;
                break;
            }
        const QString key = left.takeAt(pick);
        order.append(key);
        for (const QString &next : s.after.value(key))
            if (left.contains(next)) --before[next];
    }
    return order;
}

namespace
{

// docs/board-format.md, "How Meeple Lab saves a file", and for the smaller objects the spec leaves
// open, the order of its examples.
const QHash<QString, QStringList> &knownOrders()
{
    static const QHash<QString, QStringList> orders = [] {
        const auto list = [](const char *keys) { return QString::fromLatin1(keys).split(u' '); };
        QHash<QString, QStringList> o;
        o.insert(QString(), list("format version title description caption rules players "
                                 "tileDefinitions tiles figures bag moves stack end puzzle "
                                 "annotations picture"));
        o.insert(QStringLiteral("picture"), list("transparent crop margin tileSize dpi "
                                                 "coordinates textAsPaths legend"));
        o.insert(QStringLiteral("rules"), list("sets edition options"));
        o.insert(QStringLiteral("players[]"), list("id name color score castles supply goods"));
        o.insert(QStringLiteral("players[].supply"),
                 list("meeple shepherd abbot large-meeple builder pig"));
        o.insert(QStringLiteral("players[].goods"), list("wine grain cloth"));
        o.insert(QStringLiteral("tileDefinitions[]"), list("id name cells segments markers"));
        o.insert(QStringLiteral("tileDefinitions[].segments[]"),
                 list("kind ports coatsOfArms endsAtCastle borders inn cathedral goods"));
        o.insert(QStringLiteral("tileDefinitions[].segments[].goods"), list("wine grain cloth"));
        o.insert(QStringLiteral("tiles[]"), list("tile at rot under"));
        o.insert(QStringLiteral("figures[]"), list("type player at on flock"));
        o.insert(QStringLiteral("bag"), list("draws seed"));
        o.insert(QStringLiteral("moves[]"), list("player doubleTurn tile castle discard at rot "
                                                 "under magic figure abbot flockAction"));
        o.insert(QStringLiteral("moves[].magic"), list("figure remove at on"));
        o.insert(QStringLiteral("moves[].figure"), list("type at on"));
        o.insert(QStringLiteral("puzzle"),
                 list("kind question hints explanation player tile answer"));
        o.insert(QStringLiteral("puzzle.answer"), list("scores points best text"));
        o.insert(QStringLiteral("puzzle.answer.best[]"),
                 list("at rot figure magic abbot flockAction"));
        o.insert(QStringLiteral("annotations[]"),
                 list("type from to at on cells text shape meaning label color after"));
        // Texts: English first, then Dutch, wherever a text stands.
        for (const char *text :
             {"title", "description", "caption", "puzzle.question", "puzzle.hints[]",
              "puzzle.explanation", "puzzle.answer.text", "tileDefinitions[].name",
              "annotations[].text", "annotations[].label", "annotations[].meaning"})
            o.insert(QString::fromLatin1(text), list("en nl"));
        return o;
    }();
    return orders;
}

} // namespace

const QStringList *knownKeyOrder(const QString &shape)
{
    const auto found = knownOrders().constFind(shape);
    return found == knownOrders().constEnd() ? nullptr : &found.value();
}

namespace
{

QString childShape(const QString &shape, const QString &key)
{
    return shape.isEmpty() ? key : shape + u'.' + key;
}

class Writer
{
public:
    Writer(const KeyOrder &original, JsonStyle style) : m_original(original), m_style(style) {}

    void value(const QJsonValue &v, const QString &shape, int indent, QByteArray *out) const
    {
        // Top level always opens up; below it, whatever fits on its line stays on it.
        const qsizetype budget = kWidth - (out->size() - out->lastIndexOf('\n') - 1);
        if (m_style == JsonStyle::Compact || (indent > 0 && oneLine(v, shape, budget, out))) return;
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            const QStringList keys = orderedKeys(o, shape);
            out->append("{\n");
            for (qsizetype i = 0; i < keys.size(); ++i) {
                out->append(QByteArray(indent + 1, ' '));
                out->append(scalar(keys[i])).append(": ");
                value(o.value(keys[i]), childShape(shape, keys[i]), indent + 1, out);
                out->append(i + 1 < keys.size() ? ",\n" : "\n");
            }
            out->append(QByteArray(indent, ' ')).append('}');
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            out->append("[\n");
            for (qsizetype i = 0; i < a.size(); ++i) {
                out->append(QByteArray(indent + 1, ' '));
                value(a[i], shape + QStringLiteral("[]"), indent + 1, out);
                out->append(i + 1 < a.size() ? ",\n" : "\n");
            }
            out->append(QByteArray(indent, ' ')).append(']');
        } else {
            out->append(scalar(v));
        }
    }

    // The whole value on one line, as long as it stays within `budget` characters; a longer
    // one is not finished (so a long list costs only a line's worth of work per level).
    bool oneLine(const QJsonValue &v, const QString &shape, qsizetype budget, QByteArray *out) const
    {
        const qsizetype start = out->size();
        if (inlineForm(v, shape, start + budget, out)) return true;
        out->truncate(start);
        return false;
    }

    // Appends v on one line; false as soon as *out grows past `limit` (never, when compact).
    bool inlineForm(const QJsonValue &v, const QString &shape, qsizetype limit,
                    QByteArray *out) const
    {
        const bool compact = m_style == JsonStyle::Compact;
        const char *comma = compact ? "," : ", ";
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            out->append('{');
            bool first = true;
            for (const QString &key : orderedKeys(o, shape)) {
                if (!first) out->append(comma);
                first = false;
                out->append(scalar(key)).append(compact ? ":" : ": ");
                if (!inlineForm(o.value(key), childShape(shape, key), limit, out)) return false;
            }
            out->append('}');
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            out->append('[');
            for (qsizetype i = 0; i < a.size(); ++i) {
                if (i > 0) out->append(comma);
                if (!inlineForm(a[i], shape + QStringLiteral("[]"), limit, out)) return false;
            }
            out->append(']');
        } else {
            out->append(scalar(v));
        }
        return compact || out->size() <= limit;
    }

private:
    static constexpr qsizetype kWidth = 100;

    QStringList orderedKeys(const QJsonObject &o, const QString &shape) const
    {
        const QStringList known = knownOrders().value(shape);
        const QStringList seen = m_original.keys(shape);
        // Known keys in the format's order; then the others as the file had them; then any
        // key the file did not have (added by the editor) alphabetically (QJsonObject's order).
        const auto rank = [&](const QString &key) -> qsizetype {
            if (const qsizetype k = known.indexOf(key); k >= 0) return k;
            if (const qsizetype s = seen.indexOf(key); s >= 0) return known.size() + s;
            return known.size() + seen.size();
        };
        QStringList keys = o.keys();
        std::stable_sort(keys.begin(), keys.end(),
                         [&](const QString &a, const QString &b) { return rank(a) < rank(b); });
        return keys;
    }

    static QByteArray scalar(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Bool:
            return v.toBool() ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
        case QJsonValue::Double: {
            const double d = v.toDouble();
            // Whole numbers as integers (coordinates, scores); others as short as they read.
            if (d == std::floor(d) && std::abs(d) < 9007199254740992.0)
                return QByteArray::number(qint64(d));
            return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
        }
        case QJsonValue::String:
            return quoted(v.toString());
        default:
            return QByteArrayLiteral("null");
        }
    }
    static QByteArray scalar(const QString &key) { return quoted(key); }

    // A JSON string: quotes, backslashes and control characters escaped, the rest UTF-8.
    static QByteArray quoted(const QString &text)
    {
        const QByteArray utf8 = text.toUtf8();
        QByteArray out;
        out.reserve(utf8.size() + 2);
        out.append('"');
        for (const char c : utf8) {
            switch (c) {
            case '"':
                out.append("\\\"");
                break;
            case '\\':
                out.append("\\\\");
                break;
            case '\n':
                out.append("\\n");
                break;
            case '\r':
                out.append("\\r");
                break;
            case '\t':
                out.append("\\t");
                break;
            default:
                if (uchar(c) < 0x20)
                    out.append("\\u00").append(
                        QByteArray::number(uchar(c), 16).rightJustified(2, '0'));
                else
                    out.append(c);
            }
        }
        out.append('"');
        return out;
    }

    const KeyOrder &m_original;
    JsonStyle m_style;
};

} // namespace

QByteArray writeBoardJson(const QJsonObject &board, const KeyOrder &original, JsonStyle style)
{
    QByteArray out;
    const Writer writer(original, style);
    if (style == JsonStyle::Compact) {
        writer.inlineForm(board, QString(), 0, &out);
        return out;
    }
    writer.value(board, QString(), 0, &out);
    out.append('\n');
    return out;
}

} // namespace ml

namespace ml
{

QJsonArray cellEntry(Cell c)
{
    return QJsonArray{c.x, c.y};
}

QJsonObject tileEntry(const QString &tile, Cell at, int quarterTurns)
{
    return {{QStringLiteral("tile"), tile},
            {QStringLiteral("at"), cellEntry(at)},
            {QStringLiteral("rot"), quarterTurns * 90}};
}

QJsonObject figureEntry(FigureType type, const QString &player, Cell at, const QString &on,
                        const QStringList &flock)
{
    QJsonObject o{{QStringLiteral("type"), figureTypeName(type)},
                  {QStringLiteral("at"), cellEntry(at)},
                  {QStringLiteral("on"), on}};
    if (!player.isEmpty()) o.insert(u"player", player);
    if (type == FigureType::Shepherd && !flock.isEmpty())
        o.insert(u"flock", QJsonArray::fromStringList(flock));
    return o;
}

QJsonObject moveEntry(const Move &move)
{
    QJsonObject o{{QStringLiteral("player"), move.player}};
    if (move.doubleTurn) o.insert(u"doubleTurn", true);
    if (!move.under.isEmpty()) o.insert(u"under", move.under);
    if (move.kind == Move::Kind::Discard) {
        o.insert(u"discard", move.tile); // a discard places nothing (docs/board-format.md, `moves`)
        return o;
    }
    o.insert(move.kind == Move::Kind::Castle ? QStringLiteral("castle") : QStringLiteral("tile"),
             move.tile);
    o.insert(u"at", cellEntry(move.at));
    o.insert(u"rot", move.rot * 90);
    if (move.figure) {
        QJsonObject f{{QStringLiteral("type"), figureTypeName(move.figure->type)},
                      {QStringLiteral("on"), move.figure->on}};
        // The cell only tells something on a double tile (docs/board-format.md, `moves`).
        if (move.figure->at && move.kind == Move::Kind::Castle)
            f.insert(u"at", cellEntry(*move.figure->at));
        o.insert(u"figure", f);
    }
    if (move.magic) {
        if (!move.magic->remove.isEmpty())
            o.insert(u"magic", QJsonObject{{QStringLiteral("remove"), move.magic->remove}});
        else
            o.insert(u"magic", QJsonObject{{QStringLiteral("figure"), move.magic->figure},
                                           {QStringLiteral("at"), cellEntry(move.magic->at)},
                                           {QStringLiteral("on"), move.magic->on}});
    }
    if (move.abbotReturn) o.insert(u"abbot", QStringLiteral("return"));
    if (!move.flockAction.isEmpty()) o.insert(u"flockAction", move.flockAction);
    return o;
}

QJsonObject playerEntry(const Player &player)
{
    QJsonObject o{{QStringLiteral("id"), player.id}};
    writePlayerEntry(o, player);
    return o;
}

namespace
{
void setOrDrop(QJsonObject &o, const QString &key, const QJsonValue &value, bool drop)
{
    if (drop)
        o.remove(key);
    else
        o.insert(key, value);
}
} // namespace

void writePlayerEntry(QJsonObject &entry, const Player &player)
{
    // Only what differs is written: a file's "score": 0 stays when the name changes.
    if (entry.value(u"name").toString() != player.name)
        setOrDrop(entry, QStringLiteral("name"), player.name, player.name.isEmpty());
    if (entry.value(u"color").toString() != player.color)
        setOrDrop(entry, QStringLiteral("color"), player.color, player.color.isEmpty());
    if (entry.value(u"score").toInt() != player.startScore)
        setOrDrop(entry, QStringLiteral("score"), player.startScore, player.startScore == 0);
    QStringList castles;
    for (const QJsonValue c : entry.value(u"castles").toArray())
        castles << c.toString();
    if (castles != player.castles)
        setOrDrop(entry, QStringLiteral("castles"), QJsonArray::fromStringList(player.castles),
                  player.castles.isEmpty());
}

void writeRuleOption(QJsonObject &rules, const QString &key, const QString &value)
{
    QJsonObject options = rules.value(u"options").toObject();
    setOrDrop(options, key, value, value.isEmpty());
    setOrDrop(rules, QStringLiteral("options"), options, options.isEmpty());
}

namespace
{
// A point [x, y] or an anchor {"at", "on"}; the cell of an anchor is whole, so it stays exact.
QJsonValue pointEntry(const AnnotationPoint &p)
{
    if (p.anchored)
        return QJsonObject{{QStringLiteral("at"), cellEntry(p.at)}, {QStringLiteral("on"), p.on}};
    return QJsonArray{p.x, p.y};
}
} // namespace

QJsonValue annotationTextEntry(const AnnotationText &text)
{
    if (!text.perLanguage) return text.all;
    QJsonObject o;
    if (!text.en.isEmpty()) o.insert(u"en", text.en);
    if (!text.nl.isEmpty()) o.insert(u"nl", text.nl);
    return o;
}

QJsonObject annotationEntry(const Annotation &a)
{
    QJsonObject o{{QStringLiteral("type"), annotationTypeName(a.type)}};
    // The anchor keys on the annotation itself, as docs/board-format.md writes them
    // (`annotations`).
    const auto anchorKeys = [&o](const AnnotationPoint &p) {
        o.insert(u"at", cellEntry(p.at));
        o.insert(u"on", p.on);
    };
    switch (a.type) {
    case AnnotationType::Arrow:
        o.insert(u"from", pointEntry(a.from));
        o.insert(u"to", pointEntry(a.to));
        if (!a.label.isEmpty()) o.insert(u"label", annotationTextEntry(a.label));
        break;
    case AnnotationType::Ring:
    case AnnotationType::Highlight:
        anchorKeys(a.at);
        break;
    case AnnotationType::Number:
        if (a.at.anchored)
            anchorKeys(a.at);
        else
            o.insert(u"at", pointEntry(a.at));
        // A bare triangle or cross has no text; a circle is the shape a file need not name.
        if (!a.text.isEmpty()) o.insert(u"text", annotationTextEntry(a.text));
        if (a.shapeGiven || a.shape != MarkerShape::Circle)
            o.insert(u"shape", markerShapeName(a.shape));
        if (!a.meaning.isEmpty()) o.insert(u"meaning", annotationTextEntry(a.meaning));
        break;
    case AnnotationType::Label:
        o.insert(u"at", pointEntry(a.at));
        o.insert(u"text", annotationTextEntry(a.text));
        break;
    case AnnotationType::Dim: {
        QJsonArray cells;
        for (const Cell &c : a.cells)
            cells.append(cellEntry(c));
        o.insert(u"cells", cells);
        break;
    }
    }
    // Dim has no colour (docs/board-format.md, `annotations`).
    if (a.colorGiven && a.type != AnnotationType::Dim) o.insert(u"color", a.color);
    if (a.after) o.insert(u"after", *a.after);
    return o;
}

} // namespace ml
