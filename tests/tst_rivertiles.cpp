// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogue of the River and of the gardens (docs/tiles.md, "The River"): totals per edition,
// the port-less garden segments, and what the port rule must make of the river tiles
// (docs/tiles.md). The expected numbers are the spec's, typed in here, never read back from the
// data file.
#include "board.h"
#include "tilecatalogue.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

const TileType &tile(const char *id)
{
    const TileType *t = TileCatalogue::builtin().find(QString::fromLatin1(id));
    if (!t) qFatal("no tile %s", id);
    return *t;
}

QList<const TileType *> riverTiles()
{
    QList<const TileType *> out;
    for (const TileType *t : TileCatalogue::builtin().all())
        if (t->set == u"river") out << t;
    return out;
}

int segmentsOfKind(const TileType &t, SegmentKind kind)
{
    int n = 0;
    for (const Segment &s : t.segments)
        n += s.kind == kind ? 1 : 0;
    return n;
}

// The board nodes of the tile placed as `tileIndex`, segment by segment.
int rootOf(const Board &b, int tileIndex, int segment)
{
    return b.root(b.node(tileIndex, segment));
}

} // namespace

class TestRiverTiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void riverTotals_data();
    void riverTotals();
    void riverTilesAreRiverTiles();
    void riverOwnsMiddlePortsOnly();
    void gardenSegments_data();
    void gardenSegments();
    void riverCityTileHasTwoBanks();
    void endJoinsBothBanks_data();
    void endJoinsBothBanks();
    void straightKeepsBanksApart();
    void bridgesHaveFourFields_data();
    void bridgesHaveFourFields();
    void riverJoinsRiverAndIsNeverComplete();
    void riverSideMeetsOnlyRiverSide();
    void normalTilesAreNotOfferedBesideTheRiver();
};

void TestRiverTiles::riverTotals_data()
{
    QTest::addColumn<Edition>("edition");
    QTest::addColumn<int>("gardens");
    QTest::newRow("C1") << Edition::C1 << 0;
    QTest::newRow("C2") << Edition::C2 << 1;
    QTest::newRow("C3") << Edition::C3 << 1;
}

// R-RI-1, totals: 12 tiles, each once in every edition; 0 coats of arms, 1 monastery,
// 1 garden from C2 on (RV-J), 2 bridges, 4 city segments on 3 tiles, 4 road segments.
void TestRiverTiles::riverTotals()
{
    QFETCH(Edition, edition);
    QFETCH(int, gardens);
    const QList<const TileType *> tiles = riverTiles();
    QCOMPARE(tiles.size(), 12);
    int copies = 0, coats = 0, monasteries = 0, gardenCount = 0, cities = 0, cityTiles = 0,
        roads = 0, bridges = 0;
    QStringList ids;
    for (const TileType *t : tiles) {
        ids << t->id;
        copies += t->count(edition);
        QCOMPARE(t->count(edition), 1);
        for (const Segment &s : t->segments)
            coats += s.coatsOfArms;
        monasteries += segmentsOfKind(*t, SegmentKind::Monastery);
        gardenCount += t->gardenSegment(edition) >= 0 ? 1 : 0;
        const int c = segmentsOfKind(*t, SegmentKind::City);
        cities += c;
        cityTiles += c > 0 ? 1 : 0;
        roads += segmentsOfKind(*t, SegmentKind::Road);
        // A bridge carries a road over the river and so cuts the banks into four fields.
        if (segmentsOfKind(*t, SegmentKind::Road) > 0 &&
            segmentsOfKind(*t, SegmentKind::Field) == 4) {
            ++bridges;
            QVERIFY2(t->id == u"RV-B" || t->id == u"RV-K", qPrintable(t->id));
        }
    }
    QCOMPARE(ids, QStringList({u"RV-A"_s, u"RV-B"_s, u"RV-C"_s, u"RV-D"_s, u"RV-E"_s, u"RV-F"_s,
                               u"RV-G"_s, u"RV-H"_s, u"RV-I"_s, u"RV-J"_s, u"RV-K"_s, u"RV-L"_s}));
    QCOMPARE(copies, 12);
    QCOMPARE(coats, 0);
    QCOMPARE(monasteries, 1);
    QCOMPARE(gardenCount, gardens);
    QCOMPARE(cities, 4);
    QCOMPARE(cityTiles, 3);
    QCOMPARE(roads, 4);
    QCOMPARE(bridges, 2);
    QVERIFY(tile("RV-A").hasMarker(MarkerSpring));
    QVERIFY(tile("RV-L").hasMarker(MarkerLake));
    QVERIFY(tile("RV-H").hasMarker(MarkerMonastery));
    QVERIFY(tile("RV-J").gardenFromC2);
    // The base box itself is unchanged: the river tiles are a set of their own.
    int base = 0;
    for (const TileType *t : TileCatalogue::builtin().all())
        if (t->set == u"base") base += t->count(edition);
    QCOMPARE(base, 72);
}

void TestRiverTiles::riverTilesAreRiverTiles()
{
    for (const TileType *t : TileCatalogue::builtin().all())
        QCOMPARE(t->isRiverTile(), t->set == u"river");
    // The spring and the lake have one river side, the course tiles two (R-RI-1).
    for (const TileType *t : riverTiles()) {
        const int riverSides = int(t->sidesString().count(u'I'));
        const bool end = t->id == u"RV-A" || t->id == u"RV-L";
        QCOMPARE(riverSides, end ? 1 : 2);
        QCOMPARE(segmentsOfKind(*t, SegmentKind::River), 1);
    }
}

// A river owns the middle port of a side, like a road; a definition that gives it a
// half port is refused.
void TestRiverTiles::riverOwnsMiddlePortsOnly()
{
    const QByteArray def = R"({"id": "t", "segments": [
        {"kind": "river", "ports": ["E", "W"]},
        {"kind": "field", "ports": ["Wn", "Nw", "Ne", "En"]},
        {"kind": "field", "ports": ["Es", "Se", "Sw", "Ws"]}]})";
    QString error;
    auto ok = TileCatalogue::parseDefinition(QJsonDocument::fromJson(def).object(), u"d"_s, &error);
    QVERIFY2(ok, qPrintable(error));
    QCOMPARE(ok->sidesString(), u"FIFI"_s);
    QByteArray bad = def;
    bad.replace(R"(["E", "W"])", R"(["E", "W", "En"])")
        .replace(R"("Nw", "Ne", "En")", R"("Nw", "Ne")");
    auto refused =
        TileCatalogue::parseDefinition(QJsonDocument::fromJson(bad).object(), u"d"_s, &error);
    QVERIFY(!refused);
    QVERIFY2(error.contains(u"a river owns only middle ports"), qPrintable(error));
}

void TestRiverTiles::gardenSegments_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("inC1");
    for (const char *id : {"Eg", "Hg", "Ig", "Mg", "Ng", "Rg", "Ug", "Vg"})
        QTest::newRow(id) << QString::fromLatin1(id) << true;
    // Inns & Cathedrals and Traders & Builders show theirs from C2 on too (spec §3.1).
    for (const char *id : {"HS-14", "MW-8", "RV-J", "IC-B", "IC-H", "TB-K", "TB-U"})
        QTest::newRow(id) << QString::fromLatin1(id) << false;
}

// R-AB-2, R-AB-5: a garden is a segment owning no port, on the eight `g` copies (in every
// edition, their id says so) and on HS-14, MW-8, RV-J, IC-B, IC-H, TB-K and TB-U from C2 on.
void TestRiverTiles::gardenSegments()
{
    QFETCH(QString, id);
    QFETCH(bool, inC1);
    const TileType *t = TileCatalogue::builtin().find(id);
    QVERIFY(t);
    QVERIFY(t->hasMarker(MarkerGarden));
    QCOMPARE(segmentsOfKind(*t, SegmentKind::Garden), 1);
    const Segment &g = t->segments[t->segmentOfKind(SegmentKind::Garden)];
    QCOMPARE(g.ports, 0u);
    QVERIFY(t->gardenSegment(Edition::C2) >= 0);
    QVERIFY(t->gardenSegment(Edition::C3) >= 0);
    QCOMPARE(t->gardenSegment(Edition::C1) >= 0, inC1);
    QCOMPARE(t->gardenFromC2, !inC1);
    // No other tile of the catalogue has a garden.
    int withGarden = 0;
    for (const TileType *any : TileCatalogue::builtin().all())
        withGarden += any->segmentOfKind(SegmentKind::Garden) >= 0 ? 1 : 0;
    QCOMPARE(withGarden, 15);
}

// RV-C alone has two fields, the north bank bordering the north city and the south
// bank the south one.
void TestRiverTiles::riverCityTileHasTwoBanks()
{
    Board b;
    const TileType &c = tile("RV-C");
    const int i = b.place(c, {0, 0}, 0);
    QList<int> fields;
    for (int s = 0; s < c.segments.size(); ++s)
        if (c.segments[s].kind == SegmentKind::Field) fields << s;
    QCOMPARE(fields.size(), 2);
    QVERIFY(rootOf(b, i, fields[0]) != rootOf(b, i, fields[1]));
    const int north = b.segmentsAtPort({0, 0}, portFromName(u"Wn")).value(0);
    const int south = b.segmentsAtPort({0, 0}, portFromName(u"Ws")).value(0);
    const int northCity = b.segmentsAtPort({0, 0}, portFromName(u"N")).value(0);
    const int southCity = b.segmentsAtPort({0, 0}, portFromName(u"S")).value(0);
    QCOMPARE(b.borderedCities(b.node(i, north)), QList<int>{rootOf(b, i, northCity)});
    QCOMPARE(b.borderedCities(b.node(i, south)), QList<int>{rootOf(b, i, southCity)});
    // En belongs to the north bank, Es to the south one: the river runs between.
    QCOMPARE(b.segmentsAtPort({0, 0}, portFromName(u"En")).value(0), north);
    QCOMPARE(b.segmentsAtPort({0, 0}, portFromName(u"Es")).value(0), south);
}

void TestRiverTiles::endJoinsBothBanks_data()
{
    QTest::addColumn<QString>("end");
    QTest::addColumn<int>("endY");
    QTest::addColumn<int>("endRot");
    QTest::newRow("spring above") << u"RV-A"_s << -1 << 0;
    QTest::newRow("lake below") << u"RV-L"_s << 1 << 2; // quarter turns
}

// R-RI-11: the field goes around the spring and the lake, so it joins both banks of a
// straight river tile (RV-D turned to run N-S) next to it.
void TestRiverTiles::endJoinsBothBanks()
{
    QFETCH(QString, end);
    QFETCH(int, endY);
    QFETCH(int, endRot);
    const TileType &endTile = *TileCatalogue::builtin().find(end);
    Board b;
    const int straight = b.place(tile("RV-D"), {0, 0}, 1); // a quarter turn: river N-S
    const int e = b.place(endTile, {0, endY}, endRot);
    const int east = b.segmentsAtPort({0, 0}, portFromName(u"En")).value(0);
    const int west = b.segmentsAtPort({0, 0}, portFromName(u"Wn")).value(0);
    QVERIFY(east != west);
    const int endField = rootOf(b, e, endTile.segmentOfKind(SegmentKind::Field));
    QCOMPARE(rootOf(b, straight, east), endField);
    QCOMPARE(rootOf(b, straight, west), endField);
}

// R-RI-10: the river divides fields, also along several tiles.
void TestRiverTiles::straightKeepsBanksApart()
{
    Board b;
    const int first = b.place(tile("RV-D"), {0, 0}, 0);
    const int second = b.place(tile("RV-F"), {1, 0}, 0);
    const int firstNorth = b.segmentsAtPort({0, 0}, portFromName(u"Nw")).value(0);
    const int firstSouth = b.segmentsAtPort({0, 0}, portFromName(u"Sw")).value(0);
    const int secondNorth = b.segmentsAtPort({1, 0}, portFromName(u"Ne")).value(0);
    const int secondSouth = b.segmentsAtPort({1, 0}, portFromName(u"Se")).value(0);
    QCOMPARE(rootOf(b, first, firstNorth), rootOf(b, second, secondNorth));
    QCOMPARE(rootOf(b, first, firstSouth), rootOf(b, second, secondSouth));
    QVERIFY(rootOf(b, first, firstNorth) != rootOf(b, first, firstSouth));
}

void TestRiverTiles::bridgesHaveFourFields_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("RV-B") << u"RV-B"_s;
    QTest::newRow("RV-K") << u"RV-K"_s;
}

// R-RI-12: farms do not go under bridges; the road is one segment across the river.
void TestRiverTiles::bridgesHaveFourFields()
{
    QFETCH(QString, id);
    const TileType *t = TileCatalogue::builtin().find(id);
    Board b;
    const int i = b.place(*t, {0, 0}, 0);
    QList<int> roots;
    for (int s = 0; s < t->segments.size(); ++s)
        if (t->segments[s].kind == SegmentKind::Field && !roots.contains(rootOf(b, i, s)))
            roots << rootOf(b, i, s);
    QCOMPARE(roots.size(), 4);
    QCOMPARE(segmentsOfKind(*t, SegmentKind::Road), 1);
    if (id == u"RV-K") {
        // The road owns both ends of the bridge: E and W.
        QCOMPARE(b.segmentsAtPort({0, 0}, portFromName(u"E")),
                 b.segmentsAtPort({0, 0}, portFromName(u"W")));
        QCOMPARE(t->segments[b.segmentsAtPort({0, 0}, portFromName(u"E")).value(0)].kind,
                 SegmentKind::Road);
    }
}

// A river joins the river across a side (how the open end is found); R-RI-9: it is
// never complete, even with no open end, so nothing ever scores it.
void TestRiverTiles::riverJoinsRiverAndIsNeverComplete()
{
    Board b;
    const int spring = b.place(tile("RV-A"), {0, 0}, 0);
    const int lake = b.place(tile("RV-L"), {0, 1}, 2);
    const int springRiver = tile("RV-A").segmentOfKind(SegmentKind::River);
    const int lakeRiver = tile("RV-L").segmentOfKind(SegmentKind::River);
    QCOMPARE(rootOf(b, spring, springRiver), rootOf(b, lake, lakeRiver));
    QCOMPARE(b.openPorts(b.node(spring, springRiver)), 0);
    QVERIFY(!b.isComplete(b.node(spring, springRiver)));
    QVERIFY(b.featuresCompletedBy(lake).isEmpty());
}

// R-RI-5: a river side matches only a river side, and the refusal cites that rule.
void TestRiverTiles::riverSideMeetsOnlyRiverSide()
{
    Board b;
    b.place(tile("RV-A"), {0, 0}, 0);
    // RV-D turned 0 shows its river to the west, against the spring's field side.
    const PlacementProblem p = b.checkPlacement(tile("RV-D"), {1, 0}, 0);
    QCOMPARE(p.code, RefusalCode::SidesDiffer);
    QCOMPARE(p.rule, u"R-RI-5"_s);
    QVERIFY2(p.reason.contains(u"a river"), qPrintable(p.reason));
    // A normal tile against the spring's open river end is refused the same way.
    const PlacementProblem u = b.checkPlacement(tile("U"), {0, 1}, 0);
    QCOMPARE(u.code, RefusalCode::SidesDiffer);
    QCOMPARE(u.rule, u"R-RI-5"_s);
    QVERIFY(b.checkPlacement(tile("RV-D"), {0, 1}, 1).ok());
    // Base tiles keep citing the base rule.
    QCOMPARE(b.checkPlacement(tile("E"), {1, 0}, 3).rule, u"R-BASE-3"_s);
}

// The board lists placements beside a river only for river tiles whose sides fit there.
void TestRiverTiles::normalTilesAreNotOfferedBesideTheRiver()
{
    Board b;
    b.place(tile("RV-A"), {0, 0}, 0);
    for (const Placement &p : b.legalPlacements(tile("U")))
        QVERIFY2(p.at != Cell({0, 1}), "a road tile offered against the river's open end");
    QVERIFY(!b.legalPlacements(tile("U")).isEmpty()); // the spring's field sides take it
    const QList<Placement> river = b.legalPlacements(tile("RV-D"));
    QVERIFY(river.contains(Placement{{0, 1}, 1}));
    for (const Placement &p : river)
        QVERIFY(b.checkPlacement(tile("RV-D"), p.at, p.rot).ok());
    QVERIFY(b.hasLegalPlacement(tile("RV-K")));
    // Every offered placement is one checkPlacement accepts, and each accepted one is offered.
    for (const TileType *t : riverTiles())
        for (int x = -1; x <= 1; ++x)
            for (int y = -1; y <= 1; ++y)
                for (int rot = 0; rot < 4; ++rot) {
                    if (!(t->distinctRotations & (1 << rot))) continue;
                    const bool ok = b.checkPlacement(*t, {x, y}, rot).ok();
                    QCOMPARE(b.legalPlacements(*t).contains(Placement{{x, y}, rot}), ok);
                }
}

QTEST_GUILESS_MAIN(TestRiverTiles)
#include "tst_rivertiles.moc"
