// SPDX-License-Identifier: GPL-3.0-or-later
// How the River tiles are drawn (docs/tiles.md, "The River"): water along the river's sides, the
// spring's pool and the lake in the middle, bridges where roads cross, and clicks that land on
// the right bank. Pixels are read from the renderer's own picture of one tile.
#include "rivershapes.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"
#include "tileshapes.h"

#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

constexpr int kPixels = 200;

const TileType &tile(const char *id)
{
    return *TileCatalogue::builtin().find(QString::fromLatin1(id));
}

// Water is blue: blue clearly above red and green, unlike grass, parchment and road.
bool isWater(QRgb c)
{
    return qBlue(c) > qRed(c) + 40 && qBlue(c) > qGreen(c) + 10;
}

// The pixel at a point in cell units, (0,0) being the tile's centre.
QRgb pixelAt(const QImage &image, qreal x, qreal y)
{
    return image.pixel(int((x + 0.5) * kPixels), int((y + 0.5) * kPixels));
}

} // namespace

class TestRenderRiver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void straightShowsWaterAcross();
    void waterTurnsWithTheTile();
    void springAndLakeInTheMiddle();
    void bridgesWhereRoadsCross();
    void clicksFindTheBanks();
    void tilesWithoutRiverHaveNoWater();
};

void TestRenderRiver::straightShowsWaterAcross()
{
    TileRenderer r;
    const QImage image = r.renderTile(tile("RV-D"), 0, kPixels);
    // West to east through the middle, and grass on both banks.
    for (qreal x : {-0.45, -0.2, 0.0, 0.2, 0.45})
        QVERIFY2(isWater(pixelAt(image, x, 0)), qPrintable(u"no water at x %1"_s.arg(x)));
    QVERIFY(!isWater(pixelAt(image, 0, -0.3)));
    QVERIFY(!isWater(pixelAt(image, 0, 0.3)));
}

void TestRenderRiver::waterTurnsWithTheTile()
{
    TileRenderer r;
    const QImage turned = r.renderTile(tile("RV-D"), 1, kPixels); // river N-S
    QVERIFY(isWater(pixelAt(turned, 0, -0.45)));
    QVERIFY(isWater(pixelAt(turned, 0, 0.45)));
    QVERIFY(!isWater(pixelAt(turned, -0.45, 0)));
    // The curve RV-G runs from its south side to its west side, not to the east.
    const QImage curve = r.renderTile(tile("RV-G"), 0, kPixels);
    QVERIFY(isWater(pixelAt(curve, 0, 0.47)));
    QVERIFY(isWater(pixelAt(curve, -0.47, 0)));
    QVERIFY(!isWater(pixelAt(curve, 0.47, 0)));
    QVERIFY(!isWater(pixelAt(curve, 0, -0.47)));
}

// R-RI-11's pictures: the spring is a small pool, the lake a wide one, both in the middle and
// with grass all round (the field goes around them).
void TestRenderRiver::springAndLakeInTheMiddle()
{
    TileRenderer r;
    const QImage spring = r.renderTile(tile("RV-A"), 0, kPixels);
    QVERIFY(isWater(pixelAt(spring, 0, 0)));
    QVERIFY(isWater(pixelAt(spring, 0, 0.4))); // the river leaves to the south
    QVERIFY(!isWater(pixelAt(spring, 0, -0.3)));
    QVERIFY(!isWater(pixelAt(spring, 0.25, 0)));
    const QImage lake = r.renderTile(tile("RV-L"), 0, kPixels);
    QVERIFY(isWater(pixelAt(lake, 0.2, 0)));
    QVERIFY(isWater(pixelAt(lake, -0.2, 0)));
    QVERIFY(!isWater(pixelAt(lake, 0, -0.4)));
    // The lake is wider than the spring's pool.
    QVERIFY(!isWater(pixelAt(spring, 0.2, 0)));
}

// R-RI-12's tiles: RV-B and RV-K carry a road over the river, and only they.
void TestRenderRiver::bridgesWhereRoadsCross()
{
    for (const TileType *t : TileCatalogue::builtin().all()) {
        if (t->set != u"river") continue;
        const TileShapes shapes = TileShapes::build(*t);
        const QList<Bridge> bridges = riverBridges(shapes);
        const bool bridge = t->id == u"RV-B" || t->id == u"RV-K";
        QCOMPARE(bridges.size(), bridge ? 1 : 0);
        if (bridge) QVERIFY(QLineF(bridges[0].at, QPointF()).length() < 0.1);
    }
    // On RV-K the road is drawn over the water: road colour at the centre, water beside it.
    TileRenderer r;
    const QImage k = r.renderTile(tile("RV-K"), 0, kPixels);
    QVERIFY(!isWater(pixelAt(k, 0, 0)));
    QVERIFY(isWater(pixelAt(k, 0, -0.3)));
}

// The river parts the fields on the hit map too, and is no field itself.
void TestRenderRiver::clicksFindTheBanks()
{
    TileRenderer r;
    const TileType &d = tile("RV-D");
    const int north = r.segmentAt(d, 0, {0, -0.35});
    const int south = r.segmentAt(d, 0, {0, 0.35});
    QVERIFY(north >= 0 && south >= 0 && north != south);
    QCOMPARE(d.segments[north].kind, SegmentKind::Field);
    QCOMPARE(d.segments[south].kind, SegmentKind::Field);
    QCOMPARE(d.segments[r.segmentAt(d, 0, {0.3, 0})].kind, SegmentKind::River);
    // The spring's one field reaches all four corners.
    const TileType &a = tile("RV-A");
    const int field = a.segmentOfKind(SegmentKind::Field);
    for (const QPointF corner :
         {QPointF(-0.4, -0.4), QPointF(0.4, -0.4), QPointF(0.4, 0.4), QPointF(-0.4, 0.4)})
        QCOMPARE(r.segmentAt(a, 0, corner), field);
    // RV-C: the north bank is the field next to the north city.
    const TileType &c = tile("RV-C");
    const int bank = r.segmentAt(c, 0, {-0.42, -0.2});
    QVERIFY(bank >= 0);
    QCOMPARE(c.segments[bank].kind, SegmentKind::Field);
    QVERIFY(c.segments[bank].ownsPort(0, portFromName(u"Wn")));
}

void TestRenderRiver::tilesWithoutRiverHaveNoWater()
{
    TileRenderer r;
    for (const char *id : {"D", "U", "Vg", "HS-14"}) {
        QVERIFY(TileShapes::build(tile(id)).rivers.isEmpty());
        const QImage image = r.renderTile(tile(id), 0, kPixels);
        int water = 0;
        for (int y = 0; y < kPixels; y += 4)
            for (int x = 0; x < kPixels; x += 4)
                water += isWater(image.pixel(x, y)) ? 1 : 0;
        QVERIFY2(water < 20, id); // a glyph may hold a touch of blue, never a river
    }
}

QTEST_MAIN(TestRenderRiver)
#include "tst_render_river.moc"
