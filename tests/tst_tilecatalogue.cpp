// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilecatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

// The sides strings (docs/tiles.md), typed in again so the data file is checked against
// and not only against itself.
const char *const kSpecSides =
    "A:FFRF B:FFFF C:CCCC D:CRFR E:CFFF Eg:CFFF F:FCFC G:FCFC H:CFCF Hg:CFCF I:CFFC Ig:CFFC "
    "J:CRRF K:CFRR L:CRRR M:CFFC Mg:CFFC N:CFFC Ng:CFFC O:CRRC P:CRRC Q:CCFC R:CCFC Rg:CCFC "
    "S:CCRC T:CCRC U:FRFR Ug:FRFR V:FFRR Vg:FFRR W:FRRR X:RRRR "
    "HS-01:CFFF HS-02:CCFC HS-03:CFFC HS-04:CFFC HS-05:CFFC HS-06:CFCF HS-07:FCFC HS-08:CFRF "
    "HS-09:CRRF HS-10:CRRF HS-11:RRRF HS-12:CFRC HS-13:RFRF HS-14:FFRR HS-15:CFRR HS-16:FRRR "
    "MW-1:CRRR MW-2:CRRC MW-3:CCRC MW-4:RCRC MW-5:CFCF MW-6:CCRC MW-7:CRRR MW-8:CRRC "
    "GC-1:FCRFRR GC-2:CFRCFR GC-3:RRFFCF GC-4:FFCRRC GC-5:CCFRFF GC-6:FRFFRC "
    "RV-A:FFIF RV-B:CIRI RV-C:CICI RV-D:FIFI RV-E:CIIC RV-F:FIFI RV-G:FFII RV-H:FIRI "
    "RV-I:RRII RV-J:FFII RV-K:IRIR RV-L:FFIF "
    "IC-A:FFRR IC-B:FRFR IC-C:FRRR IC-D:FRFR IC-E:RRRR IC-F:CRFC IC-G:CFFF IC-H:CCCC "
    "IC-I:CRCR IC-J:CFRF IC-K:CCCC IC-L:CRRC IC-M:CFRR IC-N:CFRC IC-O:CCFC IC-P:CFCC "
    "IC-Q:RCRC "
    "TB-A:CRFF TB-B:RRRR TB-C:CFRR TB-D:CRCC TB-E:FCRC TB-F:CFRC TB-G:CFFC TB-H:CCFC "
    "TB-I:CFRC TB-J:FRRR TB-K:CRFC TB-L:CRCC TB-M:CCCC TB-N:FCCC TB-O:CRRC TB-P:FCCC "
    "TB-Q:FCFC TB-R:RCRC TB-S:FCRC TB-T:CFFC TB-U:CRRC TB-V:CCRC TB-W:CRFC TB-X:CCCC";

// (cell, side) of each character of a sides string, as docs/tiles.md orders them.
QList<std::pair<int, int>> sideOrder(int cells)
{
    if (cells == 2) return {{0, North}, {1, North}, {1, East}, {1, South}, {0, South}, {0, West}};
    return {{0, North}, {0, East}, {0, South}, {0, West}};
}

char terrain(const TileType &t, int segment)
{
    if (segment < 0) return 'F';
    const SegmentKind k = t.segments[segment].kind;
    return k == SegmentKind::City    ? 'C'
           : k == SegmentKind::Road  ? 'R'
           : k == SegmentKind::River ? 'I'
                                     : 'F';
}

int sumOverSet(const QString &set, Edition e)
{
    int n = 0;
    for (const TileType *t : TileCatalogue::builtin().all())
        if (t->set == set) n += t->count(e);
    return n;
}

QJsonObject parseObject(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// A complete, valid double tile in the definition format, for error tests to break.
const QByteArray kDoubleTile = R"({"id": "my-castle", "cells": 2, "segments": [
    {"kind": "castle"},
    {"kind": "city", "ports": ["b.Nw", "b.N", "b.Ne"], "endsAtCastle": true},
    {"kind": "road", "ports": ["a.W"], "endsAtCastle": true},
    {"kind": "field", "ports": ["a.Wn", "a.Nw", "a.Ne"], "borders": [1]},
    {"kind": "field", "ports": ["b.En", "b.Es", "b.Se", "b.Sw", "a.Se", "a.Sw", "a.Ws"], "borders": [1]}
  ], "markers": ["castle"], "sides": "FCFFFR"})";

} // namespace

class TestTileCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinLoads();
    void baseTotals_data();
    void baseTotals();
    void expansionTotals_data();
    void expansionTotals();
    void gardenCopies();
    void castlesSaySchematic();
    void innsCathedralsAndGoods();
    void sidesMatchSpec_data();
    void sidesMatchSpec();
    void sidesUnderRotation_data();
    void sidesUnderRotation();
    void splitCitySide();
    void splitFieldSide();
    void bordersPointAtCities();
    void definitionRoundTrip_data();
    void definitionRoundTrip();
    void parseErrors_data();
    void parseErrors();
    void loadErrors_data();
    void loadErrors();
    void duplicateIdRefused();
    void names();
};

void TestTileCatalogue::builtinLoads()
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    QCOMPARE(cat.size(), 115);
    for (int i = 0; i < cat.size(); ++i)
        QCOMPARE(cat.all()[i]->index, i);
    const TileType *d = cat.find(u"D");
    QVERIFY(d);
    QVERIFY(d->startTile);
    int startTiles = 0;
    for (const TileType *t : cat.all())
        startTiles += t->startTile;
    QCOMPARE(startTiles, 1);
    QVERIFY(!cat.find(u"Z"));
}

void TestTileCatalogue::baseTotals_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::newRow("C1") << Edition::C1;
    QTest::newRow("C2") << Edition::C2;
    QTest::newRow("C3") << Edition::C3;
}

void TestTileCatalogue::baseTotals()
{
    QFETCH(Edition, edition);
    // D's count of 4 includes the start tile, so the base set is 72 tiles in every edition.
    QCOMPARE(sumOverSet(u"base"_s, edition), 72);
    int coats = 0;
    for (const TileType *t : TileCatalogue::builtin().all())
        if (t->set == u"base"_s)
            for (const Segment &s : t->segments)
                coats += s.coatsOfArms * t->count(edition);
    QCOMPARE(coats, 10);
}

void TestTileCatalogue::expansionTotals_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("types");
    QTest::newRow("hills-sheep") << u"hills-sheep"_s << 18 << 16;
    QTest::newRow("mage-witch") << u"mage-witch"_s << 8 << 8;
    QTest::newRow("german-castles") << u"german-castles"_s << 6 << 6;
    // docs/tiles.md: 18 tiles of 17 designs (the cathedral twice); 24 tiles, each once.
    QTest::newRow("inns-cathedrals") << u"inns-cathedrals"_s << 18 << 17;
    QTest::newRow("traders-builders") << u"traders-builders"_s << 24 << 24;
}

void TestTileCatalogue::expansionTotals()
{
    QFETCH(QString, set);
    QFETCH(int, total);
    QFETCH(int, types);
    for (int e = 0; e < 3; ++e)
        QCOMPARE(sumOverSet(set, Edition(e)), total);
    int n = 0;
    for (const TileType *t : TileCatalogue::builtin().all()) {
        if (t->set != set) continue;
        ++n;
        QCOMPARE(t->isDouble(), set == u"german-castles"_s);
        if (set == u"mage-witch"_s) QVERIFY(t->hasMarker(MarkerMagic));
        if (t->isDouble()) {
            QVERIFY(!t->nameEn.isEmpty() && !t->nameNl.isEmpty());
            QVERIFY(t->hasMarker(MarkerCastle));
            QCOMPARE(t->segmentOfKind(SegmentKind::Castle), 0);
            for (const Segment &s : t->segments)
                QCOMPARE(s.endsAtCastle,
                         s.kind == SegmentKind::Road || s.kind == SegmentKind::City);
        }
    }
    QCOMPARE(n, types);
}

// docs/tiles.md, "Inns & Cathedrals" and "Traders & Builders": what the port rule and the
// segment attributes must give, counted over the copies of every edition.
void TestTileCatalogue::innsCathedralsAndGoods()
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    for (int e = 0; e < 3; ++e) {
        int inns = 0, cathedrals = 0, innerFields = 0, coats = 0;
        GoodsCounts goods{};
        for (const TileType *t : cat.all()) {
            if (t->set != u"inns-cathedrals"_s && t->set != u"traders-builders"_s) continue;
            const int copies = t->count(Edition(e));
            innerFields += t->innerField() >= 0 ? copies : 0;
            for (const Segment &s : t->segments) {
                inns += s.inn ? copies : 0;
                cathedrals += s.cathedral ? copies : 0;
                coats += s.coatsOfArms * copies;
                for (int g = 0; g < kGoodsKinds; ++g)
                    goods[size_t(g)] += s.goods[size_t(g)] * copies;
            }
        }
        QCOMPARE(inns, 6);                       // R-IC-5: A, B, C, L, M, N
        QCOMPARE(cathedrals, 2);                 // R-IC-10: K twice
        QCOMPARE(coats, 3);                      // L, P, Q
        QCOMPARE(innerFields, 5);                // IC-H, TB-M, TB-N, TB-P, TB-X
        QCOMPARE(goods, (GoodsCounts{9, 6, 5})); // R-TB-1: wine, grain, cloth
    }
    // The junction IC-C has three roads and only the east one has the inn (R-IC-5).
    const TileType *c = cat.find(u"IC-C");
    QVERIFY(c);
    int roads = 0;
    for (int i = 0; i < c->segments.size(); ++i) {
        const Segment &s = c->segments[i];
        if (s.kind != SegmentKind::Road) continue;
        ++roads;
        QCOMPARE(s.inn, c->segmentAtPort(0, portFromName(u"E")) == i);
    }
    QCOMPARE(roads, 3);
    // TB-P carries one wine symbol, on the city across the tile (docs/tiles.md).
    const TileType *p = cat.find(u"TB-P");
    QCOMPARE(p->segments[p->segmentAtPort(0, portFromName(u"E"))].goods, (GoodsCounts{1, 0, 0}));
    QCOMPARE(p->segments[p->segmentAtPort(0, portFromName(u"S"))].goods, GoodsCounts{});
    // The inner field owns no port, borders the tile's cities and is the only such field.
    const TileType *h = cat.find(u"IC-H");
    QCOMPARE(h->segments[h->innerField()].borders.size(), 4);
    // A corner split keeps the east and south fields apart (IC-G).
    const TileType *g = cat.find(u"IC-G");
    QVERIFY(g->segmentAtPort(0, portFromName(u"Es")) != g->segmentAtPort(0, portFromName(u"Se")));
    // The bridge of TB-B: two roads, four fields, no junction.
    const TileType *b = cat.find(u"TB-B");
    QCOMPARE(b->segmentAtPort(0, portFromName(u"N")), b->segmentAtPort(0, portFromName(u"S")));
    QVERIFY(b->segmentAtPort(0, portFromName(u"N")) != b->segmentAtPort(0, portFromName(u"E")));
    int fields = 0;
    for (const Segment &s : b->segments)
        fields += s.kind == SegmentKind::Field ? 1 : 0;
    QCOMPARE(fields, 4);
    // Gardens from C2 on, like HS-14 (R-IC-AB-1, R-TB-AB-1).
    for (const char *id : {"IC-B", "IC-H", "TB-K", "TB-U"}) {
        const TileType *t = cat.find(QString::fromLatin1(id));
        QVERIFY2(t->gardenFromC2 && t->gardenSegment(Edition::C1) < 0 &&
                     t->gardenSegment(Edition::C2) >= 0,
                 id);
    }
}

// docs/tiles.md: the castle layouts are our own, and each castle's description must say so.
void TestTileCatalogue::castlesSaySchematic()
{
    int castles = 0;
    for (const TileType *t : TileCatalogue::builtin().all()) {
        if (t->set != u"german-castles") continue;
        ++castles;
        QVERIFY2(t->noteEn.contains(u"chematic"), qPrintable(t->id));
        QVERIFY2(t->noteNl.contains(u"chematisch"), qPrintable(t->id));
        QVERIFY2(!t->nameEn.isEmpty(), qPrintable(t->id));
    }
    QCOMPARE(castles, 6);
}

void TestTileCatalogue::gardenCopies()
{
    const TileCatalogue &cat = TileCatalogue::builtin();
    for (const char *id : {"E", "H", "I", "M", "N", "R", "U", "V"}) {
        const TileType *plain = cat.find(QString::fromLatin1(id));
        const TileType *garden = cat.find(QString::fromLatin1(id) + u'g');
        QVERIFY(plain && garden);
        QCOMPARE(garden->count(Edition::C1), 0);
        QCOMPARE(garden->count(Edition::C2), 1);
        QVERIFY(garden->hasMarker(MarkerGarden));
        QVERIFY(!plain->hasMarker(MarkerGarden));
        QCOMPARE(garden->sidesString(), plain->sidesString());
        // The garden is one more segment, owning no port (docs/tiles.md).
        QCOMPARE(garden->segments.size(), plain->segments.size() + 1);
    }
    for (const char *id : {"HS-14", "MW-8"})
        QVERIFY(cat.find(QString::fromLatin1(id))->gardenFromC2);
}

void TestTileCatalogue::sidesMatchSpec_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("sides");
    const QStringList entries = QString::fromLatin1(kSpecSides).split(u' ');
    for (const QString &entry : entries) {
        const QStringList parts = entry.split(u':');
        QTest::newRow(qPrintable(parts[0])) << parts[0] << parts[1];
    }
}

void TestTileCatalogue::sidesMatchSpec()
{
    QFETCH(QString, id);
    QFETCH(QString, sides);
    const TileType *t = TileCatalogue::builtin().find(id);
    QVERIFY(t);
    QCOMPARE(t->sidesString(), sides);
}

void TestTileCatalogue::sidesUnderRotation_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("sides");
    // The sides strings exactly as the data file gives them, read independently of the loader.
    QFile file(u":/meeplelab/tiles.json"_s);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray tiles =
        QJsonDocument::fromJson(file.readAll()).object().value(u"tiles"_s).toArray();
    QCOMPARE(tiles.size(), 115);
    for (const QJsonValue &v : tiles) {
        const QString id = v[u"id"_s].toString();
        QTest::newRow(qPrintable(id)) << id << v[u"sides"_s].toString();
    }
}

void TestTileCatalogue::sidesUnderRotation()
{
    QFETCH(QString, id);
    QFETCH(QString, sides);
    const TileType *t = TileCatalogue::builtin().find(id);
    QVERIFY(t);
    const auto order = sideOrder(t->cells);
    QCOMPARE(sides.size(), order.size());
    for (int q = 0; q < 4; ++q) {
        // Turn the ports, then read each side of the turned tile from its middle port.
        std::array<std::array<int, 12>, 2> owner;
        for (auto &cell : owner)
            cell.fill(-1);
        for (int i = 0; i < t->segments.size(); ++i)
            for (int cell = 0; cell < t->cells; ++cell)
                for (int p = 0; p < 12; ++p)
                    if (t->segments[i].ownsPort(cell, p) && owner[cell][rotatePort(p, q)] < 0)
                        owner[cell][rotatePort(p, q)] = i;
        // Turn the sides string: a canonical side s of a cell faces rotateSide(s, q).
        for (int k = 0; k < order.size(); ++k) {
            const auto [cell, side] = order[k];
            const int boardSide = rotateSide(side, q);
            QCOMPARE(terrain(*t, owner[cell][middlePort(boardSide)]), sides[k].toLatin1());
        }
        if (t->isDouble()) {
            // The inner side turns with the tile and stays without ports.
            for (int cell = 0; cell < 2; ++cell) {
                const int inner = rotateSide(cell == 0 ? East : West, q);
                for (int k = 0; k < 3; ++k)
                    QCOMPARE(owner[cell][inner * 3 + k], -1);
            }
            QCOMPARE(secondCell({0, 0}, q), step({0, 0}, rotateSide(East, q)));
        }
    }
}

void TestTileCatalogue::splitCitySide()
{
    const TileType *t = TileCatalogue::builtin().find(u"HS-02");
    QVERIFY(t);
    const auto owners = t->portOwners[Port::N];
    QVERIFY(owners[0] >= 0 && owners[1] >= 0 && owners[0] != owners[1]);
    QCOMPARE(t->segments[owners[0]].kind, SegmentKind::City);
    QCOMPARE(t->segments[owners[1]].kind, SegmentKind::City);
    QCOMPARE(t->segmentAtPort(0, Port::N), -2);
    QCOMPARE(t->segmentAtPort(0, Port::Nw), owners[0]);
    QCOMPARE(t->segmentAtPort(0, Port::Ne), owners[1]);
    QCOMPARE(t->sideTypes[0][North], 'C');
}

void TestTileCatalogue::splitFieldSide()
{
    const TileType *t = TileCatalogue::builtin().find(u"HS-01");
    QVERIFY(t);
    QCOMPARE(t->segmentAtPort(0, Port::S), -1);
    const int west = t->segmentAtPort(0, Port::Sw), east = t->segmentAtPort(0, Port::Se);
    QVERIFY(west >= 0 && east >= 0 && west != east);
    QCOMPARE(t->segments[west].kind, SegmentKind::Field);
    QCOMPARE(t->segments[east].kind, SegmentKind::Field);
    QCOMPARE(t->sideTypes[0][South], 'F');
    // The field-middle rule still gave W and E to the fields owning both halves there.
    QCOMPARE(t->segmentAtPort(0, Port::W), west);
    QCOMPARE(t->segmentAtPort(0, Port::E), east);
}

void TestTileCatalogue::bordersPointAtCities()
{
    for (const TileType *t : TileCatalogue::builtin().all())
        for (const Segment &s : t->segments)
            for (int b : s.borders) {
                QVERIFY2(s.kind == SegmentKind::Field, qPrintable(t->id));
                QVERIFY2(b >= 0 && b < t->segments.size(), qPrintable(t->id));
                QVERIFY2(t->segments[b].kind == SegmentKind::City, qPrintable(t->id));
            }
}

void TestTileCatalogue::definitionRoundTrip_data()
{
    QTest::addColumn<QString>("id");
    for (const TileType *t : TileCatalogue::builtin().all())
        QTest::newRow(qPrintable(t->id)) << t->id;
}

void TestTileCatalogue::definitionRoundTrip()
{
    QFETCH(QString, id);
    const TileType *t = TileCatalogue::builtin().find(id);
    QString error;
    const auto back =
        TileCatalogue::parseDefinition(TileCatalogue::toDefinition(*t), u"def"_s, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->sidesString(), t->sidesString());
    QCOMPARE(back->markers, t->markers);
    QCOMPARE(back->segments.size(), t->segments.size());
    for (int i = 0; i < t->segments.size(); ++i) {
        QCOMPARE(back->segments[i].kind, t->segments[i].kind);
        QCOMPARE(back->segments[i].ports, t->segments[i].ports);
        QCOMPARE(back->segments[i].borders, t->segments[i].borders);
        QCOMPARE(back->segments[i].coatsOfArms, t->segments[i].coatsOfArms);
        QCOMPARE(back->segments[i].endsAtCastle, t->segments[i].endsAtCastle);
    }
    QVERIFY(back->portOwners == t->portOwners);
}

void TestTileCatalogue::parseErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // the start of the error message
    const QByteArray single = R"({"id": "t", "segments": [
        {"kind": "city", "ports": ["Nw", "N", "Ne"]},
        {"kind": "road", "ports": ["E", "W"]},
        {"kind": "field", "ports": ["Wn", "En"], "borders": [0]},
        {"kind": "field", "ports": ["Es", "Se", "Sw", "Ws"]}]})";
    QTest::newRow("valid single") << single << QString();
    QTest::newRow("valid double") << kDoubleTile << QString();
    QTest::newRow("bad port") << QByteArray(single).replace(R"("Ne"])", R"("Xx"])")
                              << u"defs[0].segments[0].ports[2]: unknown port 'Xx'"_s;
    QTest::newRow("duplicate ownership")
        << QByteArray(single).replace(R"(["Wn", "En"])", R"(["Wn", "En", "Ne"])")
        << u"defs[0].segments[2].ports: port 'Ne' is already owned"_s;
    QTest::newRow("port listed twice")
        << QByteArray(single).replace(R"(["E", "W"])", R"(["E", "W", "E"])")
        << u"defs[0].segments[1].ports[2]: port 'E' is listed twice"_s;
    QTest::newRow("border to a road")
        << QByteArray(single).replace(R"("borders": [0])", R"("borders": [1])")
        << u"defs[0].segments[2].borders[0]: segment 1 is a road"_s;
    QTest::newRow("border out of range")
        << QByteArray(single).replace(R"("borders": [0])", R"("borders": [7])")
        << u"defs[0].segments[2].borders[0]"_s;
    QTest::newRow("unowned half") << QByteArray(single).replace(R"("Es", "Se", )", R"("Es", )")
                                  << u"defs[0].segments: port 'Se' belongs to no segment"_s;
    QTest::newRow("prefix on single")
        << QByteArray(single).replace(R"("Nw", "N")", R"("a.Nw", "N")")
        << u"defs[0].segments[0].ports[0]"_s;
    QTest::newRow("prefix missing on double")
        << QByteArray(kDoubleTile).replace(R"("b.Nw", "b.N")", R"("Nw", "b.N")")
        << u"defs[0].segments[1].ports[0]: port 'Nw' needs an a. or b. prefix"_s;
    QTest::newRow("inner port")
        << QByteArray(kDoubleTile).replace(R"(["a.W"])", R"(["a.W", "a.E"])")
        << u"defs[0].segments[2].ports[1]: port 'a.E' is on the inner side"_s;
    QTest::newRow("sides mismatch")
        << QByteArray(kDoubleTile).replace("FCFFFR", "FCFFFF") << u"defs[0].sides"_s;
    QTest::newRow("unknown kind") << QByteArray(single).replace(R"("road")", R"("canal")")
                                  << u"defs[0].segments[1].kind"_s;
    QTest::newRow("unknown marker")
        << QByteArray(single).replace(R"("id": "t",)", R"("id": "t", "markers": ["dragon"],)")
        << u"defs[0].markers[0]: unknown marker 'dragon'"_s;
    QTest::newRow("ports as string")
        << QByteArray(single).replace(R"(["E", "W"])", R"("E")") << u"defs[0].segments[1].ports"_s;
    QTest::newRow("monastery with port")
        << QByteArray(single).replace(R"({"kind": "road", "ports": ["E", "W"]})",
                                      R"({"kind": "monastery", "ports": ["E", "W"]})")
        << u"defs[0].segments[1].ports: a monastery owns no port"_s;
    QTest::newRow("cells 3") << QByteArray(single).replace(R"("id": "t",)",
                                                           R"("id": "t", "cells": 3,)")
                             << u"defs[0].cells"_s;
    QTest::newRow("no id") << QByteArray(single).replace(R"("id": "t",)", "") << u"defs[0].id"_s;
    QTest::newRow("coats on a field")
        << QByteArray(single).replace(R"("borders": [0])", R"("borders": [0], "coatsOfArms": 1)")
        << u"defs[0].segments[2].coatsOfArms"_s;
}

void TestTileCatalogue::parseErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const QJsonObject object = parseObject(json);
    QVERIFY(!object.isEmpty());
    QString error;
    const auto type = TileCatalogue::parseDefinition(object, u"defs[0]"_s, &error);
    if (expected.isEmpty()) {
        QVERIFY2(type, qPrintable(error));
        return;
    }
    QVERIFY(!type);
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

void TestTileCatalogue::loadErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray tile = R"({"id": "t", "set": "base", "counts": {"C1": 1, "C2": 1, "C3": 1},
        "sides": "CCCC", "segments": [{"kind": "city", "ports": ["Nw","N","Ne","En","E","Es","Se","S","Sw","Ws","W","Wn"]}]})";
    const auto file = [](const QByteArray &tiles, const QByteArray &version = "1") {
        return "{\"format\": \"meeplelab-tiles\", \"version\": " + version + ", \"tiles\": [" +
               tiles + "]}";
    };
    QTest::newRow("valid") << file(tile) << QString();
    QTest::newRow("not json") << QByteArray("{") << u"offset"_s;
    QTest::newRow("wrong format") << QByteArray(R"({"format": "x", "version": 1, "tiles": []})")
                                  << u"format"_s;
    QTest::newRow("newer version") << file(tile, "2") << u"version: version 2 is newer"_s;
    QTest::newRow("unknown port")
        << file(tile + ", " +
                QByteArray(tile).replace("\"t\"", "\"u\"").replace("\"Es\"", "\"Xx\""))
        << u"tiles[1].segments[0].ports[5]: unknown port 'Xx'"_s;
    QTest::newRow("duplicate id") << file(tile + ", " + tile)
                                  << u"tiles[1].id: duplicate tile id 't'"_s;
    QTest::newRow("sides wrong") << file(QByteArray(tile).replace("CCCC", "CCCF"))
                                 << u"tiles[0].sides"_s;
    QTest::newRow("unknown set") << file(QByteArray(tile).replace("\"base\"", "\"lagoon\""))
                                 << u"tiles[0].set"_s;
    QTest::newRow("negative count")
        << file(QByteArray(tile).replace("\"C2\": 1", "\"C2\": -1")) << u"tiles[0].counts.C2"_s;
    QTest::newRow("count missing")
        << file(QByteArray(tile).replace("\"C3\": 1", "\"C4\": 1")) << u"tiles[0].counts.C3"_s;
}

void TestTileCatalogue::loadErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    TileCatalogue cat;
    QString error;
    const bool ok = cat.loadFromJson(json, &error);
    if (expected.isEmpty()) {
        QVERIFY2(ok, qPrintable(error));
        QCOMPARE(cat.size(), 1);
        return;
    }
    QVERIFY(!ok);
    QVERIFY2(error.startsWith(expected), qPrintable(error));
    QCOMPARE(cat.size(), 0); // a failed load adds nothing
}

void TestTileCatalogue::duplicateIdRefused()
{
    TileCatalogue cat;
    QString error;
    auto first = TileCatalogue::parseDefinition(parseObject(kDoubleTile), u"a"_s, &error);
    auto second = TileCatalogue::parseDefinition(parseObject(kDoubleTile), u"b"_s, &error);
    QVERIFY2(first && second, qPrintable(error));
    QCOMPARE(first->set, u"custom"_s);
    QVERIFY(cat.add(first, &error));
    QCOMPARE(first->index, 0);
    QVERIFY(!cat.add(second, &error));
    QVERIFY2(error.contains(u"my-castle"_s), qPrintable(error));
    QCOMPARE(cat.size(), 1);
    // A custom type may not shadow a catalogue id either, once added next to it.
    TileCatalogue withBuiltin = TileCatalogue::builtin();
    auto d = TileCatalogue::parseDefinition(
        parseObject(QByteArray(kDoubleTile).replace("my-castle", "D")), u"c"_s, &error);
    QVERIFY(d);
    QVERIFY(!withBuiltin.add(d, &error));
}

void TestTileCatalogue::names()
{
    for (int k = 0; k <= int(SegmentKind::Castle); ++k) {
        SegmentKind kind{};
        QVERIFY(segmentKindFromName(segmentKindName(SegmentKind(k)), &kind));
        QCOMPARE(int(kind), k);
    }
    for (int bit = 0; bit < 9; ++bit) {
        Marker m{};
        QVERIFY(markerFromName(markerName(Marker(1 << bit)), &m));
        QCOMPARE(int(m), 1 << bit);
    }
    Edition e{};
    QVERIFY(editionFromName(u"C2", &e));
    QCOMPARE(e, Edition::C2);
    QCOMPARE(editionName(Edition::C3), u"C3"_s);
    QVERIFY(!editionFromName(u"C4", &e));
    QVERIFY(!segmentKindFromName(u"canal", nullptr));
    QVERIFY(!markerFromName(u"dragon", nullptr));
}

QTEST_GUILESS_MAIN(TestTileCatalogue)
#include "tst_tilecatalogue.moc"
