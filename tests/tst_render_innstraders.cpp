// SPDX-License-Identifier: GPL-3.0-or-later
// The drawing of Inns & Cathedrals and Traders & Builders (docs/tiles.md): the inns, the
// cathedral, the goods and the inner fields lie where their segments are, the walls that run
// to a corner keep the fields apart, the crossing roads have their bridge, and the large meeple,
// the builder and the pig are told apart from every other figure by their outline.
#include "boardfile.h"
#include "boardrenderer.h"
#include "figurerenderer.h"
#include "lineart.h"
#include "segmenthitmap.h"
#include "svgart.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"
#include "tileshapes.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestRenderInnsTraders : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void innsStandInTheFieldBesideTheirRoad();
    void cathedralAndKnightBothShow();
    void goodsLieInsideTheirCity();
    void goodsSymbolsDifferInOutline();
    void innerFieldFigureLandsInsideIt();
    void wallToTheCornerSplitsTheFields();
    void crossingRoadsHaveABridge();
    void newFiguresDifferInOutline();
    void largeMeepleIsLargerAndFarmersLie();
    void legendListsTheNewFigures();

private:
    static const TileType &tile(const char *id);
    // Which pixels a picture paints (opaque enough to be seen), as a silhouette.
    static QImage silhouette(const std::function<void(QPainter *)> &draw, int size);
    // The share of the painted pixels of either picture that the other leaves unpainted.
    static qreal difference(const QImage &a, const QImage &b);
};

const TileType &TestRenderInnsTraders::tile(const char *id)
{
    const TileType *t = TileCatalogue::builtin().find(QString::fromLatin1(id));
    if (!t) qFatal("tile %s missing from the catalogue", id);
    return *t;
}

QImage TestRenderInnsTraders::silhouette(const std::function<void(QPainter *)> &draw, int size)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    draw(&p);
    p.end();
    return image;
}

qreal TestRenderInnsTraders::difference(const QImage &a, const QImage &b)
{
    int either = 0, differ = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const bool pa = qAlpha(a.pixel(x, y)) > 128, pb = qAlpha(b.pixel(x, y)) > 128;
            either += pa || pb;
            differ += pa != pb;
        }
    return either ? qreal(differ) / either : 0.0;
}

// R-IC-5: the house by the lake stands beside its road, on the field, and never on a city or
// another road; only roads with an inn have one.
void TestRenderInnsTraders::innsStandInTheFieldBesideTheirRoad()
{
    TileRenderer renderer;
    int inns = 0;
    for (const TileType *t : TileCatalogue::builtin().all()) {
        int wanted = 0;
        for (const Segment &s : t->segments)
            wanted += s.inn ? 1 : 0;
        const TileShapes &shapes = renderer.shapes(*t);
        QCOMPARE(shapes.inns.size(), wanted);
        for (const QPointF &inn : shapes.inns) {
            const int under = renderer.segmentAt(*t, 0, inn);
            QVERIFY2(under >= 0 && t->segments[under].kind == SegmentKind::Field,
                     qPrintable(t->id));
            // Beside its road: within a quarter cell of it.
            qreal nearest = 1;
            for (const TileShapes::Piece &road : shapes.roads)
                if (t->segments[road.segment].inn)
                    for (int k = 0; k <= 40; ++k)
                        nearest =
                            qMin(nearest, QLineF(inn, road.path.pointAtPercent(k / 40.0)).length());
            QVERIFY2(nearest < 0.27, qPrintable(QStringLiteral("%1: %2").arg(t->id).arg(nearest)));
        }
        inns += wanted;
    }
    QCOMPARE(inns, 6); // IC-A, B, C, L, M, N (spec §3.2)
}

// R-IC-10: IC-K is all city; its cathedral shows in the middle and a knight stands clear of it.
void TestRenderInnsTraders::cathedralAndKnightBothShow()
{
    const TileType &k = tile("IC-K");
    TileRenderer renderer;
    const TileShapes &s = renderer.shapes(k);
    QCOMPARE(s.cathedrals.size(), 1);
    const int city = k.segmentOfKind(SegmentKind::City);
    QVERIFY(QLineF(s.cathedrals.first(), s.anchors[city]).length() >= 0.25);
    QCOMPARE(renderer.segmentAt(k, 0, s.anchors[city]), city);
    // The glyph is drawn: the tile shows far more than the city's colour and its edge.
    const QImage image = renderer.renderTile(k, 0, 96);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() > 10);
    QVERIFY(LineArt::svg(k).count("<path") > LineArt::svg(tile("C")).count("<path") - 2);
}

// R-TB-4: one symbol per goods symbol of the data, inside its own city, and out of the reach
// of the knight standing there.
void TestRenderInnsTraders::goodsLieInsideTheirCity()
{
    TileRenderer renderer;
    std::array<int, kGoodsKinds> total{};
    for (const TileType *t : TileCatalogue::builtin().all()) {
        const TileShapes &shapes = renderer.shapes(*t);
        int wanted = 0;
        for (const Segment &s : t->segments)
            for (int n : s.goods)
                wanted += n;
        QCOMPARE(shapes.goods.size(), wanted);
        for (const TileShapes::GoodsSpot &g : shapes.goods) {
            ++total[size_t(g.goods)];
            const int under = renderer.segmentAt(*t, 0, g.at);
            QVERIFY2(under >= 0 && t->segments[under].kind == SegmentKind::City &&
                         t->segments[under].goods[size_t(g.goods)] > 0,
                     qPrintable(t->id));
            QVERIFY2(QLineF(g.at, shapes.anchors[under]).length() >= 0.2, qPrintable(t->id));
        }
    }
    QCOMPARE(total, (std::array<int, kGoodsKinds>{9, 6, 5})); // R-TB-1
}

// Wine, grain and cloth differ by outline, not only by colour: in a grey print and at a small
// zoom each still reads as itself.
void TestRenderInnsTraders::goodsSymbolsDifferInOutline()
{
    for (int size : {16, 48}) {
        QList<QImage> shapes;
        for (SvgArt::Symbol symbol :
             {SvgArt::Symbol::Wine, SvgArt::Symbol::Grain, SvgArt::Symbol::Cloth}) {
            shapes.append(
                silhouette([&](QPainter *p) { SvgArt::draw(p, symbol, QPointF(size, size), size); },
                           2 * size));
        }
        for (int a = 0; a < shapes.size(); ++a)
            for (int b = a + 1; b < shapes.size(); ++b)
                QVERIFY2(difference(shapes[a], shapes[b]) > 0.2,
                         qPrintable(QStringLiteral("%1 and %2 at %3 px: %4")
                                        .arg(a)
                                        .arg(b)
                                        .arg(size)
                                        .arg(difference(shapes[a], shapes[b]))));
    }
    // The line art, for black-and-white exports, draws three different outlines too.
    const QByteArray wine = LineArt::svg(tile("TB-T")), grain = LineArt::svg(tile("TB-G"));
    const QByteArray cloth = LineArt::svg(tile("TB-K"));
    QVERIFY(wine != grain && grain != cloth && wine != cloth);
}

// A figure on "inner" stands inside the inner field's drawn area, and a click there selects it,
// however the tile is turned; the inner field never runs into another field.
void TestRenderInnsTraders::innerFieldFigureLandsInsideIt()
{
    TileRenderer renderer;
    int checked = 0;
    for (const TileType *t : TileCatalogue::builtin().all()) {
        const int inner = t->innerField();
        if (inner < 0) continue;
        const TileShapes &shapes = renderer.shapes(*t);
        QVERIFY2(!shapes.innerField.isNull(), qPrintable(t->id));
        QVERIFY2(!SegmentHitMap::fieldsMeet(*t, shapes), qPrintable(t->id));
        const QPointF anchor = shapes.anchors[inner];
        QVERIFY2(renderer.segmentArea(*t, inner).contains(anchor), qPrintable(t->id));
        // Room for a lying farmer: the ground round its spot is the inner field too.
        for (const QPointF d :
             {QPointF(0.1, 0), QPointF(-0.1, 0), QPointF(0, 0.06), QPointF(0, -0.06)})
            QCOMPARE(renderer.segmentAt(*t, 0, anchor + d), inner);
        for (int turns = 0; turns < 4; ++turns)
            QCOMPARE(renderer.segmentAt(*t, turns, renderer.segmentAnchor(*t, turns, inner)),
                     inner);
        // Walled in: the inner field's ground never reaches a side's middle.
        for (int port = 0; port < 12; ++port)
            QVERIFY(renderer.segmentAt(*t, 0, TileShapes::portOffset(0, port) * 0.95) != inner);
        ++checked;
    }
    QCOMPARE(checked, 5); // IC-H, TB-M, TB-N, TB-P, TB-X
    // IC-H's garden and its inner field are two places (R-IC-AB-1).
    const TileType &h = tile("IC-H");
    const int garden = h.segmentOfKind(SegmentKind::Garden);
    QCOMPARE(renderer.segmentAt(h, 0, renderer.segmentAnchor(h, 0, garden)), garden);
}

// IC-G, TB-I, TB-O, TB-W: the city's wall runs into the south-east corner; the fields on the
// east and the south side of that corner are two fields on the picture as in the data.
void TestRenderInnsTraders::wallToTheCornerSplitsTheFields()
{
    TileRenderer renderer;
    for (const char *id : {"IC-G", "TB-I", "TB-O", "TB-W"}) {
        const TileType &t = tile(id);
        QVERIFY2(!SegmentHitMap::fieldsMeet(t, renderer.shapes(t)), id);
        const int east = renderer.segmentAt(t, 0, {0.45, 0.3});
        const int south = renderer.segmentAt(t, 0, {0.3, 0.45});
        QVERIFY2(east >= 0 && south >= 0 && east != south, id);
        QCOMPARE(t.segments[east].kind, SegmentKind::Field);
        QCOMPARE(t.segments[south].kind, SegmentKind::Field);
        QVERIFY(t.segments[east].ownsPort(0, Port::Es));
        QVERIFY(t.segments[south].ownsPort(0, Port::Se));
        // Between them, near the corner, the city.
        QCOMPARE(t.segments[renderer.segmentAt(t, 0, {0.36, 0.36})].kind, SegmentKind::City);
        // Every field's farmer stands on its own field.
        for (int s = 0; s < t.segments.size(); ++s)
            if (t.segments[s].kind == SegmentKind::Field)
                QCOMPARE(renderer.segmentAt(t, 0, renderer.segmentAnchor(t, 0, s)), s);
    }
}

// TB-B's and TB-C's roads cross on a bridge; no other tile's roads cross. On TB-C the west
// road goes over the south one to its house.
void TestRenderInnsTraders::crossingRoadsHaveABridge()
{
    TileRenderer renderer;
    for (const TileType *t : TileCatalogue::builtin().all()) {
        const bool bridge = t->id == u"TB-B" || t->id == u"TB-C";
        QCOMPARE(renderer.shapes(*t).bridges.size(), bridge ? 1 : 0);
    }
    const TileType &c = tile("TB-C");
    const TileShapes &s = renderer.shapes(c);
    const int on = renderer.segmentAt(c, 0, s.bridges.first().at);
    QVERIFY(on >= 0);
    QCOMPARE(c.segments[on].kind, SegmentKind::Road);
    QVERIFY(c.segments[on].ownsPort(0, Port::W));
    // Both roads keep their figure spots on themselves.
    for (int r = 0; r < c.segments.size(); ++r)
        if (c.segments[r].kind == SegmentKind::Road)
            QCOMPARE(renderer.segmentAt(c, 0, s.anchors[r]), r);
}

// The large meeple, the builder and the pig differ from every other figure by outline, at a
// board's small zoom and large: a grey print or a colour-blind reader still tells them apart.
void TestRenderInnsTraders::newFiguresDifferInOutline()
{
    const QList<FigureType> all{FigureType::Meeple,  FigureType::Shepherd, FigureType::Mage,
                                FigureType::Witch,   FigureType::Abbot,    FigureType::LargeMeeple,
                                FigureType::Builder, FigureType::Pig};
    const QColor colour(0x15, 0x65, 0xc0);
    for (int height : {14, 60}) {
        QList<QImage> shapes;
        for (FigureType type : all)
            shapes.append(silhouette(
                [&](QPainter *p) {
                    FigureRenderer::drawSilhouette(p, type, false, QPointF(height, height), height,
                                                   colour);
                },
                2 * height));
        for (int a = 5; a < all.size(); ++a)
            for (int b = 0; b < all.size(); ++b) {
                if (a == b) continue;
                const qreal d = difference(shapes[a], shapes[b]);
                QVERIFY2(d > 0.2,
                         qPrintable(QStringLiteral("%1 and %2 at %3 px: %4")
                                        .arg(figureTypeName(all[a]), figureTypeName(all[b]))
                                        .arg(height)
                                        .arg(d)));
            }
    }
}

// The large meeple is visibly larger than a meeple drawn at the same height; as a farmer it
// lies down like one, and its player's mark sits on its body.
void TestRenderInnsTraders::largeMeepleIsLargerAndFarmersLie()
{
    const auto painted = [](FigureType type) {
        const QImage image = silhouette(
            [&](QPainter *p) {
                FigureRenderer::drawSilhouette(p, type, false, QPointF(80, 80), 60, Qt::red);
            },
            160);
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += qAlpha(image.pixel(x, y)) > 128;
        return n;
    };
    QVERIFY(painted(FigureType::LargeMeeple) > 1.5 * painted(FigureType::Meeple));
    const QRectF box = FigureRenderer::markBox(FigureType::LargeMeeple, false, {80, 80}, 60);
    const QImage large = silhouette(
        [&](QPainter *p) {
            FigureRenderer::drawSilhouette(p, FigureType::LargeMeeple, false, QPointF(80, 80), 60,
                                           Qt::red);
        },
        160);
    for (const QPointF &corner :
         {box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight(), box.center()})
        QVERIFY(qAlpha(large.pixel(corner.toPoint())) > 0);
    const QRectF pig = FigureRenderer::markBox(FigureType::Pig, false, {80, 80}, 60);
    const QImage pigImage = silhouette(
        [&](QPainter *p) {
            FigureRenderer::drawSilhouette(p, FigureType::Pig, false, QPointF(80, 80), 60, Qt::red);
        },
        160);
    QCOMPARE(QColor(pigImage.pixel(pig.center().toPoint())), QColor(Qt::red));
}

// The legend names the three new figures, each with its own picture (R-IC-15, R-TB-8, R-TB-15).
void TestRenderInnsTraders::legendListsTheNewFigures()
{
    // TB-D: a grain city with Ann's meeple and builder; the field north of the east road with
    // her large meeple as a farmer and her pig.
    const QByteArray board = R"({
 "format": "meeplelab-board", "version": 1,
 "rules": {"sets": ["base", "inns-cathedrals", "traders-builders"], "edition": "C3"},
 "players": [{"id": "ann", "name": "Ann"}],
 "tiles": [{"tile": "TB-D", "at": [0, 0], "rot": 0}],
 "figures": [
  {"type": "meeple", "player": "ann", "at": [0, 0], "on": "N"},
  {"type": "builder", "player": "ann", "at": [0, 0], "on": "N"},
  {"type": "large-meeple", "player": "ann", "at": [0, 0], "on": "En"},
  {"type": "pig", "player": "ann", "at": [0, 0], "on": "En"}
 ]
})";
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(board, &error);
    QVERIFY2(file, qPrintable(error.toString(u"board"_s)));
    const std::optional<Replay> replay = file->replay({}, &error);
    QVERIFY2(replay && replay->game, qPrintable(error.toString(u"board"_s)));
    QStringList texts;
    QList<BoardRenderer::LegendFigure> figures;
    for (const BoardRenderer::LegendEntry &e :
         BoardRenderer::figureLegend(*replay->game, u"en"_s)) {
        texts << e.text;
        figures << e.figure;
    }
    QCOMPARE(texts,
             (QStringList{u"Ann"_s, u"large meeple (Ann)"_s, u"builder (Ann)"_s, u"pig (Ann)"_s}));
    using F = BoardRenderer::LegendFigure;
    QCOMPARE(figures, (QList<F>{F::Meeple, F::LargeMeeple, F::Builder, F::Pig}));
    // Drawn with the board: the legend's pictures and the figures on the tile.
    BoardRenderer renderer;
    renderer.setGame(&*replay->game);
    renderer.setLegend(BoardRenderer::figureLegend(*replay->game, u"en"_s));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString why;
    QVERIFY2(renderer.exportPng(dir.filePath(u"legend.png"_s), 600, &why), qPrintable(why));
    const QString keep = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!keep.isEmpty())
        QVERIFY(QFile::copy(dir.filePath(u"legend.png"_s), keep + u"/innstraders-legend.png"_s));
}

QTEST_MAIN(TestRenderInnsTraders)
#include "tst_render_innstraders.moc"
