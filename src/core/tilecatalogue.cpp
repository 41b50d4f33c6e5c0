// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilecatalogue.h"

#include "boardfilejson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace ml
{

namespace
{

constexpr int kCatalogueVersion = 1;
// portOwners stores segment indices as qint8.
constexpr int kMaxSegments = 127;

bool fail(QString *error, const QString &message)
{
    if (error) *error = message;
    return false;
}

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString at(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

QString qualifiedPort(int cells, int cell, int port)
{
    return cells == 2 ? (cell == 0 ? u"a."_s : u"b."_s) + portName(port) : portName(port);
}

// At rotation 0 cell b lies east of cell a, so a.E and b.W face each other inside the tile.
bool isInnerSide(int cells, int cell, int side)
{
    return cells == 2 && side == (cell == 0 ? East : West);
}

bool readInt(const QJsonValue &v, int *out)
{
    if (!v.isDouble()) return false;
    const double d = v.toDouble();
    if (d != std::floor(d) || d < -2147483648.0 || d > 2147483647.0) return false;
    *out = int(d);
    return true;
}

// Optional {"en": ..., "nl": ...} texts; absent keys stay empty.
bool readTexts(const QJsonObject &o, const QString &key, const QString &path, QString *en,
               QString *nl, QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) return true;
    if (!v.isObject())
        return fail(error, join(path, key) + u": expected an object with \"en\" and \"nl\""_s);
    const QJsonObject t = v.toObject();
    for (const auto &[lang, out] : {std::pair{u"en"_s, en}, std::pair{u"nl"_s, nl}}) {
        const QJsonValue s = t.value(lang);
        if (s.isUndefined()) continue;
        if (!s.isString())
            return fail(error, join(join(path, key), lang) + u": expected a string"_s);
        if (const QString problem = detail::textProblem(s.toString()); !problem.isEmpty())
            return fail(error, join(join(path, key), lang) + u": "_s + problem);
        if (out) *out = s.toString();
    }
    return true;
}

bool readBool(const QJsonObject &o, const QString &key, const QString &path, bool *out,
              QString *error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) return true;
    if (!v.isBool()) return fail(error, join(path, key) + u": expected true or false"_s);
    *out = v.toBool();
    return true;
}

bool parsePort(const QJsonValue &v, int cells, const QString &path, int *cell, int *port,
               QString *error)
{
    if (!v.isString()) return fail(error, path + u": expected a port name"_s);
    const QString name = v.toString();
    QStringView rest = name;
    *cell = 0;
    const bool prefixed = name.startsWith(u"a."_s) || name.startsWith(u"b."_s);
    if (cells == 2) {
        if (!prefixed)
            return fail(
                error, path + u": port '%1' needs an a. or b. prefix on a double tile"_s.arg(name));
        *cell = name.at(0) == u'b' ? 1 : 0;
        rest = rest.mid(2);
    } else if (prefixed) {
        return fail(error,
                    path + u": port '%1': a./b. prefixes are for double tiles only"_s.arg(name));
    }
    *port = portFromName(rest);
    if (*port < 0) return fail(error, path + u": unknown port '%1'"_s.arg(name));
    if (isInnerSide(cells, *cell, sideOfPort(*port)))
        return fail(error,
                    path + u": port '%1' is on the inner side of the double tile"_s.arg(name));
    return true;
}

// The checks and derived tables of TileCatalogue::finish(); errors carry a path relative to
// the definition ("segments[2].ports: ...") so callers can prefix where it came from.
bool finishType(TileType &t, QString *error)
{
    if (t.cells != 1 && t.cells != 2) return fail(error, u"cells: must be 1 or 2"_s);
    if (t.segments.size() > kMaxSegments)
        return fail(error, u"segments: more than %1 segments"_s.arg(kMaxSegments));
    const quint32 tileMask = t.cells == 2 ? 0xFFFFFFu : 0xFFFu;
    const auto kindOf = [&t](int i) { return t.segments[i].kind; };

    for (int i = 0; i < t.segments.size(); ++i) {
        const Segment &s = t.segments[i];
        const QString sp = at(u"segments"_s, i);
        const QString kind = segmentKindName(s.kind);
        const bool ownsPorts = s.kind == SegmentKind::Road || s.kind == SegmentKind::City ||
                               s.kind == SegmentKind::Field || s.kind == SegmentKind::River;
        if (!ownsPorts && s.ports)
            return fail(error, sp + u".ports: a %1 owns no port"_s.arg(kind));
        // A field without ports is the inner field (docs/tiles.md), one a tile at most.
        if (ownsPorts && !s.ports && s.kind != SegmentKind::Field)
            return fail(error, sp + u".ports: a %1 must own at least one port"_s.arg(kind));
        if (s.kind == SegmentKind::Field && !s.ports && t.innerField() != i)
            return fail(error,
                        sp + u".ports: a tile has one inner field (a field without ports)"_s);
        if (s.inn && s.kind != SegmentKind::Road)
            return fail(error, sp + u".inn: only a road has an inn"_s);
        if (s.cathedral && s.kind != SegmentKind::City)
            return fail(error, sp + u".cathedral: only a city has a cathedral"_s);
        if (s.kind != SegmentKind::City && s.goods != GoodsCounts{})
            return fail(error, sp + u".goods: only a city has goods"_s);
        if (s.ports & ~tileMask) return fail(error, sp + u".ports: port outside the tile"_s);
        // A river runs through the middle of a side, like a road; its banks are fields.
        if (s.kind == SegmentKind::River)
            for (int bit = 0; bit < 24; ++bit)
                if (s.ports & (1u << bit) && !isMiddlePort(bit % 12))
                    return fail(error,
                                sp + u".ports: a river owns only middle ports, not '%1'"_s.arg(
                                         qualifiedPort(t.cells, bit / 12, bit % 12)));
        for (int cell = 0; cell < t.cells; ++cell)
            for (int side = 0; side < 4; ++side)
                for (int k = 0; k < 3; ++k)
                    if (isInnerSide(t.cells, cell, side) && s.ownsPort(cell, side * 3 + k))
                        return fail(
                            error,
                            sp + u".ports: port '%1' is on the inner side of the double tile"_s.arg(
                                     qualifiedPort(t.cells, cell, side * 3 + k)));
        if (s.coatsOfArms < 0 || (s.coatsOfArms > 0 && s.kind != SegmentKind::City))
            return fail(error, sp + u".coatsOfArms: only a city has coats of arms (0 or more)"_s);
        if (s.endsAtCastle && s.kind != SegmentKind::Road && s.kind != SegmentKind::City)
            return fail(error, sp + u".endsAtCastle: only roads and cities end at a castle"_s);
        if (!s.borders.isEmpty() && s.kind != SegmentKind::Field)
            return fail(error, sp + u".borders: only a field borders cities"_s);
        for (int k = 0; k < s.borders.size(); ++k) {
            const int b = s.borders[k];
            const QString bp = at(sp + u".borders"_s, k);
            if (b < 0 || b >= t.segments.size())
                return fail(error, bp + u": there is no segment %1"_s.arg(b));
            if (kindOf(b) != SegmentKind::City)
                return fail(error, bp + u": segment %1 is a %2, not a city"_s.arg(b).arg(
                                            segmentKindName(kindOf(b))));
            if (s.borders.indexOf(b) != k)
                return fail(error, bp + u": city %1 is listed twice"_s.arg(b));
        }
    }

    std::array<std::array<qint8, 2>, 24> owners;
    for (auto &o : owners)
        o = {-1, -1};
    for (int cell = 0; cell < t.cells; ++cell) {
        for (int port = 0; port < 12; ++port) {
            auto &o = owners[size_t(cell * 12 + port)];
            for (int i = 0; i < t.segments.size(); ++i) {
                if (!t.segments[i].ownsPort(cell, port)) continue;
                // Only a split city side (HS-02) lets two segments meet at one port.
                if (o[0] >= 0 &&
                    (o[1] >= 0 || !isMiddlePort(port) || kindOf(o[0]) != SegmentKind::City ||
                     kindOf(i) != SegmentKind::City))
                    return fail(error, at(u"segments"_s, i) +
                                           u".ports: port '%1' is already owned by segment %2"_s
                                               .arg(qualifiedPort(t.cells, cell, port))
                                               .arg(o[0]));
                o[o[0] >= 0 ? 1 : 0] = qint8(i);
            }
        }
    }

    // A field owning both halves of a side also owns its middle unless a road or city does:
    // the catalogue lists only halves, and this keeps every plain field side fully owned.
    for (int cell = 0; cell < t.cells; ++cell) {
        for (int side = 0; side < 4; ++side) {
            if (isInnerSide(t.cells, cell, side)) continue;
            const int base = cell * 12, mid = middlePort(side);
            const int a = owners[size_t(base + side * 3)][0],
                      b = owners[size_t(base + side * 3 + 2)][0];
            if (owners[size_t(base + mid)][0] < 0 && a >= 0 && a == b &&
                kindOf(a) == SegmentKind::Field) {
                t.segments[a].ports |= portBit(cell, mid);
                owners[size_t(base + mid)][0] = qint8(a);
            }
        }
    }

    for (int cell = 0; cell < t.cells; ++cell) {
        for (int port = 0; port < 12; ++port) {
            if (isInnerSide(t.cells, cell, sideOfPort(port)) ||
                owners[size_t(cell * 12 + port)][0] >= 0)
                continue;
            const QString name = qualifiedPort(t.cells, cell, port);
            if (!isMiddlePort(port))
                return fail(error, u"segments: port '%1' belongs to no segment"_s.arg(name));
            // An unowned middle is a split field side (HS-01); both halves must be fields.
            const int a = owners[size_t(cell * 12 + port - 1)][0],
                      b = owners[size_t(cell * 12 + port + 1)][0];
            if (a < 0 || b < 0 || kindOf(a) != SegmentKind::Field ||
                kindOf(b) != SegmentKind::Field)
                return fail(error, u"segments: port '%1' belongs to no segment"_s.arg(name));
        }
    }

    t.portOwners = owners;
    for (int cell = 0; cell < 2; ++cell) {
        for (int side = 0; side < 4; ++side) {
            char c = 0;
            if (cell < t.cells && !isInnerSide(t.cells, cell, side)) {
                const int o = owners[size_t(cell * 12 + middlePort(side))][0];
                c = o < 0                             ? 'F'
                    : kindOf(o) == SegmentKind::City  ? 'C'
                    : kindOf(o) == SegmentKind::Road  ? 'R'
                    : kindOf(o) == SegmentKind::River ? 'I'
                                                      : 'F';
            }
            t.sideTypes[size_t(cell)][size_t(side)] = c;
        }
    }
    t.computePlacementTables();
    return true;
}

// Reads one segment of a definition (docs/board-format.md, `tileDefinitions`) into `s`.
bool parseSegment(const QJsonValue &v, int cells, const QString &sp, Segment *s, QString *error)
{
    if (!v.isObject()) return fail(error, sp + u": expected an object"_s);
    const QJsonObject o = v.toObject();
    const QJsonValue kind = o.value(u"kind"_s);
    if (!kind.isString() || !segmentKindFromName(kind.toString(), &s->kind))
        return fail(
            error, sp + u".kind: expected road, city, field, monastery, castle, river or garden"_s);
    const QJsonValue ports = o.value(u"ports"_s);
    if (!ports.isUndefined() && !ports.isArray())
        return fail(error, sp + u".ports: expected an array of port names"_s);
    const QJsonArray portList = ports.toArray();
    for (qsizetype k = 0; k < portList.size(); ++k) {
        int cell = 0, port = 0;
        const QString pp = at(sp + u".ports"_s, k);
        if (!parsePort(portList[k], cells, pp, &cell, &port, error)) return false;
        if (s->ownsPort(cell, port))
            return fail(error, pp + u": port '%1' is listed twice"_s.arg(portList[k].toString()));
        s->ports |= portBit(cell, port);
    }
    const QJsonValue coats = o.value(u"coatsOfArms"_s);
    if (!coats.isUndefined() && (!readInt(coats, &s->coatsOfArms) || s->coatsOfArms < 0))
        return fail(error, sp + u".coatsOfArms: expected a whole number of 0 or more"_s);
    const QJsonValue borders = o.value(u"borders"_s);
    if (!borders.isUndefined() && !borders.isArray())
        return fail(error, sp + u".borders: expected an array of segment indices"_s);
    const QJsonArray borderList = borders.toArray();
    for (qsizetype k = 0; k < borderList.size(); ++k) {
        int b = 0;
        if (!readInt(borderList[k], &b))
            return fail(error, at(sp + u".borders"_s, k) + u": expected a segment index"_s);
        s->borders.append(b);
    }
    const QJsonValue goods = o.value(u"goods"_s);
    if (!goods.isUndefined()) {
        if (!goods.isObject())
            return fail(error, sp + u".goods: expected an object like {\"wine\": 1}"_s);
        const QJsonObject kinds = goods.toObject();
        for (auto it = kinds.begin(); it != kinds.end(); ++it) {
            Goods g{};
            const QString gp = join(sp + u".goods"_s, it.key());
            if (!goodsFromName(it.key(), &g))
                return fail(error, gp + u": expected wine, grain or cloth"_s);
            int n = 0;
            if (!readInt(it.value(), &n) || n < 0 || n > 9)
                return fail(error, gp + u": expected a whole number from 0 to 9"_s);
            s->goods[size_t(g)] = n;
        }
    }
    return readBool(o, u"endsAtCastle"_s, sp, &s->endsAtCastle, error) &&
           readBool(o, u"inn"_s, sp, &s->inn, error) &&
           readBool(o, u"cathedral"_s, sp, &s->cathedral, error);
}

// The keys only resources/tiles.json carries: set, counts and the start/garden flags.
bool parseCatalogueKeys(const QJsonObject &o, const QString &path, TileType *t, QString *error)
{
    static const QStringList sets = {
        u"base"_s,  u"hills-sheep"_s,     u"german-castles"_s,  u"mage-witch"_s,
        u"river"_s, u"inns-cathedrals"_s, u"traders-builders"_s};
    const QJsonValue set = o.value(u"set"_s);
    if (!set.isString() || !sets.contains(set.toString()))
        return fail(error, join(path, u"set"_s) + u": expected one of "_s + sets.join(u", "_s));
    t->set = set.toString();
    const QJsonValue counts = o.value(u"counts"_s);
    if (!counts.isObject())
        return fail(error,
                    join(path, u"counts"_s) + u": expected {\"C1\": n, \"C2\": n, \"C3\": n}"_s);
    for (int e = 0; e < 3; ++e) {
        const QString name = editionName(Edition(e));
        if (!readInt(counts.toObject().value(name), &t->counts[size_t(e)]) ||
            t->counts[size_t(e)] < 0)
            return fail(error,
                        join(join(path, u"counts"_s), name) + u": expected a count of 0 or more"_s);
    }
    if (!readBool(o, u"startTile"_s, path, &t->startTile, error) ||
        !readBool(o, u"gardenFromC2"_s, path, &t->gardenFromC2, error))
        return false;
    // The note says, for instance, that a castle's layout is schematic (docs/tiles.md, "Double
    // tiles: the castles"); the program shows it with the tile.
    return readTexts(o, u"note"_s, path, &t->noteEn, &t->noteNl, error);
}

} // namespace

const TileCatalogue &TileCatalogue::builtin()
{
    static const TileCatalogue catalogue = [] {
        QFile file(u":/meeplelab/tiles.json"_s);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("Meeple Lab: the bundled tile catalogue :/meeplelab/tiles.json is missing");
        TileCatalogue c;
        QString error;
        if (!c.loadFromJson(file.readAll(), &error))
            qFatal("Meeple Lab: the bundled tile catalogue is broken: %s", qPrintable(error));
        return c;
    }();
    return catalogue;
}

bool TileCatalogue::loadFromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(error, u"offset %1: not valid JSON: %2"_s.arg(parseError.offset)
                               .arg(parseError.errorString()));
    if (!doc.isObject()) return fail(error, u"(root): expected an object"_s);
    const QJsonObject root = doc.object();
    if (root.value(u"format"_s).toString() != u"meeplelab-tiles"_s)
        return fail(error, u"format: expected \"meeplelab-tiles\""_s);
    int version = 0;
    if (!readInt(root.value(u"version"_s), &version) || version < 1)
        return fail(error, u"version: expected a version number of 1 or more"_s);
    if (version > kCatalogueVersion)
        return fail(error,
                    u"version: version %1 is newer than this program reads (%2)"_s.arg(version).arg(
                        kCatalogueVersion));
    const QJsonValue tiles = root.value(u"tiles"_s);
    if (!tiles.isArray()) return fail(error, u"tiles: expected an array"_s);

    // Build on a copy so a failed load leaves this catalogue as it was.
    TileCatalogue next = *this;
    const QJsonArray list = tiles.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = at(u"tiles"_s, i);
        if (!list[i].isObject()) return fail(error, path + u": expected an object"_s);
        const QJsonObject o = list[i].toObject();
        auto type = parseDefinition(o, path, error);
        if (!type || !parseCatalogueKeys(o, path, type.get(), error)) return false;
        QString addError;
        if (!next.add(type, &addError))
            return fail(error, join(path, u"id"_s) + u": "_s + addError);
    }
    *this = std::move(next);
    return true;
}

std::shared_ptr<TileType> TileCatalogue::parseDefinition(const QJsonObject &o, const QString &path,
                                                         QString *error)
{
    auto t = std::make_shared<TileType>();
    t->set = u"custom"_s;
    const QJsonValue id = o.value(u"id"_s);
    if (!id.isString() || id.toString().isEmpty()) {
        fail(error, join(path, u"id"_s) + u": expected a non-empty string"_s);
        return nullptr;
    }
    t->id = id.toString();
    if (!readTexts(o, u"name"_s, path, &t->nameEn, &t->nameNl, error)) return nullptr;
    const QJsonValue cells = o.value(u"cells"_s);
    if (!cells.isUndefined() && (!readInt(cells, &t->cells) || (t->cells != 1 && t->cells != 2))) {
        fail(error, join(path, u"cells"_s) + u": expected 1 or 2"_s);
        return nullptr;
    }
    const QJsonValue segments = o.value(u"segments"_s);
    if (!segments.isArray()) {
        fail(error, join(path, u"segments"_s) + u": expected an array"_s);
        return nullptr;
    }
    const QJsonArray segmentList = segments.toArray();
    for (qsizetype i = 0; i < segmentList.size(); ++i) {
        Segment s;
        if (!parseSegment(segmentList[i], t->cells, at(join(path, u"segments"_s), i), &s, error))
            return nullptr;
        t->segments.append(s);
    }
    const QJsonValue markers = o.value(u"markers"_s);
    if (!markers.isUndefined() && !markers.isArray()) {
        fail(error, join(path, u"markers"_s) + u": expected an array"_s);
        return nullptr;
    }
    const QJsonArray markerList = markers.toArray();
    for (qsizetype k = 0; k < markerList.size(); ++k) {
        Marker m{};
        if (!markerList[k].isString() || !markerFromName(markerList[k].toString(), &m)) {
            fail(error, at(join(path, u"markers"_s), k) +
                            u": unknown marker '%1'"_s.arg(markerList[k].toVariant().toString()));
            return nullptr;
        }
        t->markers |= m;
    }
    QString finishError;
    if (!finishType(*t, &finishError)) {
        fail(error, join(path, finishError));
        return nullptr;
    }
    // "sides" is optional; when present it must say what the segments say.
    const QJsonValue sides = o.value(u"sides"_s);
    if (!sides.isUndefined() && (!sides.isString() || sides.toString() != t->sidesString())) {
        fail(error,
             join(path, u"sides"_s) + u": '%1' does not match the segments, which give '%2'"_s.arg(
                                          sides.toVariant().toString(), t->sidesString()));
        return nullptr;
    }
    return t;
}

QJsonObject TileCatalogue::toDefinition(const TileType &type)
{
    QJsonObject o;
    o.insert(u"id"_s, type.id);
    if (!type.nameEn.isEmpty() || !type.nameNl.isEmpty())
        o.insert(u"name"_s, QJsonObject{{u"en"_s, type.nameEn}, {u"nl"_s, type.nameNl}});
    o.insert(u"cells"_s, type.cells);
    QJsonArray segments;
    for (const Segment &s : type.segments) {
        QJsonObject so{{u"kind"_s, segmentKindName(s.kind)}};
        QJsonArray ports;
        for (int cell = 0; cell < type.cells; ++cell)
            for (int port = 0; port < 12; ++port)
                if (s.ownsPort(cell, port)) ports.append(qualifiedPort(type.cells, cell, port));
        if (!ports.isEmpty()) so.insert(u"ports"_s, ports);
        if (s.coatsOfArms > 0) so.insert(u"coatsOfArms"_s, s.coatsOfArms);
        if (!s.borders.isEmpty()) {
            QJsonArray borders;
            for (int b : s.borders)
                borders.append(b);
            so.insert(u"borders"_s, borders);
        }
        if (s.endsAtCastle) so.insert(u"endsAtCastle"_s, true);
        if (s.inn) so.insert(u"inn"_s, true);
        if (s.cathedral) so.insert(u"cathedral"_s, true);
        if (s.goods != GoodsCounts{}) {
            QJsonObject goods;
            for (int g = 0; g < kGoodsKinds; ++g)
                if (s.goods[size_t(g)] > 0) goods.insert(goodsName(Goods(g)), s.goods[size_t(g)]);
            so.insert(u"goods"_s, goods);
        }
        segments.append(so);
    }
    o.insert(u"segments"_s, segments);
    QJsonArray markers;
    for (int bit = 0; bit < 16; ++bit)
        if (type.markers & (1u << bit)) markers.append(markerName(Marker(1u << bit)));
    o.insert(u"markers"_s, markers);
    return o;
}

bool TileCatalogue::add(std::shared_ptr<TileType> type, QString *error)
{
    if (!type) return fail(error, u"no tile type"_s);
    if (m_byId.contains(type->id)) return fail(error, u"duplicate tile id '%1'"_s.arg(type->id));
    type->index = int(m_order.size());
    m_order.append(type.get());
    m_byId.insert(type->id, type.get());
    m_types.append(std::move(type));
    return true;
}

const TileType *TileCatalogue::find(QStringView id) const
{
    return m_byId.value(id.toString(), nullptr);
}

bool TileCatalogue::finish(TileType &type, QString *error)
{
    QString relative;
    if (finishType(type, &relative)) return true;
    return fail(error, u"tile '%1': %2"_s.arg(type.id, relative));
}

} // namespace ml
