// SPDX-License-Identifier: GPL-3.0-or-later
// The SVG pictures (symbols and figures) and the split tiles' shapes: every resource loads and
// draws, figures take their player's colour, and HS-01, HS-07 and MW-3 are drawn (and
// hit-tested) the way docs/tiles.md describes them.
#include "figurerenderer.h"
#include "segmenthitmap.h"
#include "svgart.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"
#include "tileshapes.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

class TestRenderArt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everySymbolLoadsAndDraws();
    void everyFigureLoadsAndDraws();
    void figuresTakeTheirPlayersColour();
    void lyingFarmerIsTurned();
    void figureRenderersAreCached();
    void spritesMatchTheVectors();
    void zoomedFiguresStayCrisp();
    void svgExportKeepsVectors();
    void hs01WedgeSplitsTheSouthSide();
    void hs01HitMapFollowsTurns();
    void hs07CitiesKeepTheFieldsApart();
    void hs02CitiesMeetAtTheNorthMiddle();
    void noTwoFieldsShareOpenGround();
    void mw3RoadEndsAtTheEastCity();
    void writesFigureSheet();
    void abbotIsARobedFigureInThePlayersColour();
    void abbotStandsOnTheGardenGlyph();

private:
    static const TileType &tile(const char *id);
    static int paintedPixels(const QImage &image);
    static QImage drawFigure(SvgArt::Figure figure, const QColor &colour, bool lying = false);
};

const TileType &TestRenderArt::tile(const char *id)
{
    const TileType *t = TileCatalogue::builtin().find(QString::fromLatin1(id));
    if (!t) qFatal("tile %s missing from the catalogue", id);
    return *t;
}

int TestRenderArt::paintedPixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += qAlpha(image.pixel(x, y)) > 0;
    return n;
}

// A figure 100 pixels tall standing on the middle of a 160 x 160 transparent picture.
QImage TestRenderArt::drawFigure(SvgArt::Figure figure, const QColor &colour, bool lying)
{
    QImage image(160, 160, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    SvgArt::draw(&p, figure, colour, QPointF(80, 80), 100, lying);
    return image;
}

void TestRenderArt::everySymbolLoadsAndDraws()
{
    const QList<SvgArt::Symbol> symbols = SvgArt::allSymbols();
    QCOMPARE(symbols.size(), 14);
    for (SvgArt::Symbol s : symbols) {
        const QString path = SvgArt::resourcePath(s);
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        QSvgRenderer *r = SvgArt::renderer(s);
        QVERIFY2(r && r->isValid(), qPrintable(path));
        QVERIFY2(!r->viewBoxF().isEmpty(), qPrintable(path));
        QImage image(64, 64, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter p(&image);
        SvgArt::draw(&p, s, QPointF(32, 32), 50);
        p.end();
        // A real picture, centred where asked: painted around the middle, not at the corners.
        const int painted = paintedPixels(image);
        QVERIFY2(painted > 300, qPrintable(QStringLiteral("%1: %2 pixels").arg(path).arg(painted)));
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(63, 63)), 0);
    }
}

void TestRenderArt::everyFigureLoadsAndDraws()
{
    const QList<SvgArt::Figure> figures = SvgArt::allFigures();
    QCOMPARE(figures.size(), 8);
    for (SvgArt::Figure f : figures) {
        const QString path = SvgArt::resourcePath(f);
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        for (const QColor &c : {QColor(Qt::red), QColor(Qt::blue)}) {
            QSvgRenderer *r = SvgArt::renderer(f, c);
            QVERIFY2(r && r->isValid(), qPrintable(path));
            const int painted = paintedPixels(drawFigure(f, c));
            QVERIFY2(painted > 2500,
                     qPrintable(QStringLiteral("%1: %2 pixels").arg(path).arg(painted)));
        }
        // The placeholder colours are all replaced.
        const QByteArray text = SvgArt::colouredSource(f, QColor(0x15, 0x65, 0xc0));
        QVERIFY(!text.contains("#ff00ff"));
        QVERIFY(!text.contains("#800080"));
        QVERIFY(text.contains("#1565c0"));
    }
}

// The meeple's chest, 10 units below where it stands, is painted in the player's colour.
void TestRenderArt::figuresTakeTheirPlayersColour()
{
    const QImage red = drawFigure(SvgArt::Figure::Meeple, QColor(0xc6, 0x28, 0x28));
    const QImage blue = drawFigure(SvgArt::Figure::Meeple, QColor(0x15, 0x65, 0xc0));
    QCOMPARE(QColor(red.pixel(80, 90)), QColor(0xc6, 0x28, 0x28));
    QCOMPARE(QColor(blue.pixel(80, 90)), QColor(0x15, 0x65, 0xc0));
    // Also through the figure renderer's own entry point, for the shepherd.
    QImage image(160, 160, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    FigureRenderer::drawSilhouette(&p, FigureType::Shepherd, false, QPointF(80, 80), 100,
                                   QColor(0x2e, 0x7d, 0x32));
    p.end();
    QCOMPARE(QColor(image.pixel(80, 90)), QColor(0x2e, 0x7d, 0x32));
}

// R-AB-1: the abbot is drawn in its player's colour, and not as a plain meeple: its robe
// reaches the ground where a meeple has the gap between its legs.
void TestRenderArt::abbotIsARobedFigureInThePlayersColour()
{
    const QColor red(0xc6, 0x28, 0x28);
    const QImage abbot = drawFigure(SvgArt::Figure::Abbot, red);
    const QImage meeple = drawFigure(SvgArt::Figure::Meeple, red);
    QCOMPARE(QColor(abbot.pixel(80, 110)), red);
    QCOMPARE(QColor(abbot.pixel(80, 125)), red);
    QVERIFY(QColor(meeple.pixel(80, 125)) != red);
    QImage viaRenderer(160, 160, QImage::Format_ARGB32);
    viaRenderer.fill(Qt::transparent);
    QPainter p(&viaRenderer);
    FigureRenderer::drawSilhouette(&p, FigureType::Abbot, false, QPointF(80, 80), 100, red);
    p.end();
    QCOMPARE(viaRenderer, abbot);
}

// A farmer lies down: the standing meeple's feet (50 units below) are empty when it lies, and
// its head is to the west.
void TestRenderArt::lyingFarmerIsTurned()
{
    const QColor c(0xf9, 0xa8, 0x25);
    const QImage standing = drawFigure(SvgArt::Figure::Meeple, c);
    const QImage lying = drawFigure(SvgArt::Figure::Meeple, c, true);
    QVERIFY(qAlpha(standing.pixel(100, 126)) > 0); // a foot
    QCOMPARE(qAlpha(lying.pixel(100, 126)), 0);
    QCOMPARE(QColor(lying.pixel(80 - 35, 80)), c); // the head, turned to the west
    QCOMPARE(qAlpha(standing.pixel(80 - 35, 80 - 35)), 0);
}

void TestRenderArt::figureRenderersAreCached()
{
    QSvgRenderer *a = SvgArt::renderer(SvgArt::Figure::Mage, QColor(0x7b, 0x3f, 0xa0));
    QCOMPARE(SvgArt::renderer(SvgArt::Figure::Mage, QColor(0x7b, 0x3f, 0xa0)), a);
    QVERIFY(SvgArt::renderer(SvgArt::Figure::Mage, QColor(0x7b, 0x3f, 0xa1)) != a);
    QCOMPARE(SvgArt::renderer(SvgArt::Symbol::Castle), SvgArt::renderer(SvgArt::Symbol::Castle));
}

// Count of pixels whose colour differs by more than a rounding step.
static int differingPixels(const QImage &a, const QImage &b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            n += qAbs(qRed(p) - qRed(q)) > 8 || qAbs(qGreen(p) - qGreen(q)) > 8 ||
                 qAbs(qBlue(p) - qBlue(q)) > 8 || qAbs(qAlpha(p) - qAlpha(q)) > 8;
        }
    return n;
}

// On pixels, figures are drawn from a picture rendered once at their size: it must look the
// same as replaying the SVG there.
void TestRenderArt::spritesMatchTheVectors()
{
    const QColor red(0xc6, 0x28, 0x28);
    const QImage sprite = drawFigure(SvgArt::Figure::Shepherd, red);
    QImage vector(160, 160, QImage::Format_ARGB32);
    vector.fill(Qt::transparent);
    QPainter p(&vector);
    p.setRenderHint(QPainter::Antialiasing);
    QSvgRenderer *r = SvgArt::renderer(SvgArt::Figure::Shepherd, red);
    r->render(&p, r->viewBoxF().translated(80, 80)); // 100 units = 100 pixels
    p.end();
    QVERIFY(paintedPixels(vector) > 2500);
    const int differing = differingPixels(sprite, vector);
    QVERIFY2(differing < 160 * 160 / 100, qPrintable(QString::number(differing)));
}

// Zoomed in 4 times, a figure is drawn at the zoomed size (not a small picture blown up): the
// same pixels as drawing it 4 times as big without zoom, with sharp edges.
void TestRenderArt::zoomedFiguresStayCrisp()
{
    const QColor blue(0x15, 0x65, 0xc0);
    QImage zoomed(480, 480, QImage::Format_ARGB32);
    zoomed.fill(Qt::transparent);
    QPainter p(&zoomed);
    p.scale(4, 4);
    SvgArt::draw(&p, SvgArt::Figure::Meeple, blue, QPointF(60, 60), 60);
    p.end();
    QImage big(480, 480, QImage::Format_ARGB32);
    big.fill(Qt::transparent);
    QPainter q(&big);
    SvgArt::draw(&q, SvgArt::Figure::Meeple, blue, QPointF(240, 240), 240);
    q.end();
    QVERIFY(differingPixels(zoomed, big) < 480 * 480 / 200);
    // Sharp: from nothing to the full pale halo (80 % opaque) within two pixels, where a
    // picture blown up 4 times would blur over about four.
    const int row = 240 + 40; // through the legs
    int firstPainted = -1;
    for (int x = 0; x < 480 && firstPainted < 0; ++x)
        if (qAlpha(zoomed.pixel(x, row)) > 0) firstPainted = x;
    QVERIFY(firstPainted > 0);
    QVERIFY(qAlpha(zoomed.pixel(firstPainted + 2, row)) >= 200);
}

// Exported SVG keeps figures as vectors (no embedded pictures), so they scale in a rules page.
void TestRenderArt::svgExportKeepsVectors()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setViewBox(QRectF(0, 0, 200, 200));
    QPainter p(&svg);
    SvgArt::draw(&p, SvgArt::Figure::Witch, QColor(0xef, 0x7d, 0x22), QPointF(100, 100), 80);
    SvgArt::draw(&p, SvgArt::Symbol::Castle, QPointF(50, 50), 40);
    p.end();
    const QByteArray out = buffer.data();
    QVERIFY(out.contains("<path"));
    QVERIFY(!out.contains("<image"));
    QVERIFY(out.contains("#ef7d22"));
}

// R-HS special tiles (docs/tiles.md): HS-01's city is a wedge whose tip touches the middle of
// the south side; f1 lies west of it, f2 east, so the south side is split between them.
void TestRenderArt::hs01WedgeSplitsTheSouthSide()
{
    const TileType &hs01 = tile("HS-01");
    TileRenderer renderer;
    auto segmentAt = [&](QPointF p) { return renderer.segmentAt(hs01, 0, p); };
    auto kind = [&](int s) { return s < 0 ? -1 : int(hs01.segments[s].kind); };
    const int tip = segmentAt({0.0, 0.47});
    QCOMPARE(kind(tip), int(SegmentKind::City));
    QCOMPARE(kind(segmentAt({0.0, -0.4})), int(SegmentKind::City));
    QCOMPARE(segmentAt({0.0, -0.4}), tip); // one city from the north side to the tip
    const int west = segmentAt({-0.15, 0.45}), east = segmentAt({0.15, 0.45});
    QCOMPARE(kind(west), int(SegmentKind::Field));
    QCOMPARE(kind(east), int(SegmentKind::Field));
    QVERIFY(west != east);
    QVERIFY(hs01.segments[west].ownsPort(0, Port::Sw));
    QVERIFY(hs01.segments[east].ownsPort(0, Port::Se));
    // The fields reach up their own sides and not across the wedge.
    QCOMPARE(segmentAt({-0.42, -0.2}), west);
    QCOMPARE(segmentAt({0.42, -0.2}), east);
    // Drawn as it is hit-tested: the tip is city-coloured, the fields beside it green.
    const QImage image = renderer.renderTile(hs01, 0, 200);
    const QColor tipColour(image.pixel(100, 195)), westColour(image.pixel(60, 190));
    QVERIFY2(tipColour.red() > tipColour.green(), qPrintable(tipColour.name()));
    QVERIFY2(westColour.green() > westColour.red(), qPrintable(westColour.name()));
}

void TestRenderArt::hs01HitMapFollowsTurns()
{
    const TileType &hs01 = tile("HS-01");
    TileRenderer renderer;
    // Turned a quarter clockwise, the tip touches the middle of the west side.
    const int tip = renderer.segmentAt(hs01, 1, {-0.47, 0.0});
    QCOMPARE(int(hs01.segments[tip].kind), int(SegmentKind::City));
    const int north = renderer.segmentAt(hs01, 1, {-0.45, -0.15});
    const int south = renderer.segmentAt(hs01, 1, {-0.45, 0.15});
    QCOMPARE(int(hs01.segments[north].kind), int(SegmentKind::Field));
    QCOMPARE(int(hs01.segments[south].kind), int(SegmentKind::Field));
    QVERIFY(north != south);
}

// HS-07: two cities whose walls touch at the centre, so the north and south fields are not
// connected (f1 and f2 in resources/tiles.json).
void TestRenderArt::hs07CitiesKeepTheFieldsApart()
{
    const TileType &hs07 = tile("HS-07");
    TileRenderer renderer;
    const int north = renderer.segmentAt(hs07, 0, {0.0, -0.3});
    const int south = renderer.segmentAt(hs07, 0, {0.0, 0.3});
    QCOMPARE(int(hs07.segments[north].kind), int(SegmentKind::Field));
    QCOMPARE(int(hs07.segments[south].kind), int(SegmentKind::Field));
    QVERIFY(north != south);
    QVERIFY(hs07.segments[north].ownsPort(0, Port::Nw));
    QVERIFY(hs07.segments[south].ownsPort(0, Port::Sw));
    const int centre = renderer.segmentAt(hs07, 0, {0.0, 0.0});
    QCOMPARE(int(hs07.segments[centre].kind), int(SegmentKind::City));
    QVERIFY(!SegmentHitMap::fieldsMeet(hs07, renderer.shapes(hs07)));
}

// HS-02: the north side is split between two cities (c1 with the west side, c2 with the east)
// that meet at its middle; one field below them.
void TestRenderArt::hs02CitiesMeetAtTheNorthMiddle()
{
    const TileType &hs02 = tile("HS-02");
    TileRenderer renderer;
    const int west = renderer.segmentAt(hs02, 0, {-0.1, -0.45});
    const int east = renderer.segmentAt(hs02, 0, {0.1, -0.45});
    QCOMPARE(int(hs02.segments[west].kind), int(SegmentKind::City));
    QCOMPARE(int(hs02.segments[east].kind), int(SegmentKind::City));
    QVERIFY(west != east);
    QVERIFY(hs02.segments[west].ownsPort(0, Port::W));
    QVERIFY(hs02.segments[east].ownsPort(0, Port::E));
    // Below the meeting point lies the field, reaching up between the two cities.
    QCOMPARE(int(hs02.segments[renderer.segmentAt(hs02, 0, {0.0, -0.1})].kind),
             int(SegmentKind::Field));
}

// Every tile: fields that the data keeps apart are drawn apart, so a figure placed by
// clicking lands on the field the user sees.
void TestRenderArt::noTwoFieldsShareOpenGround()
{
    TileRenderer renderer;
    for (const TileType *t : TileCatalogue::builtin().all())
        QVERIFY2(!SegmentHitMap::fieldsMeet(*t, renderer.shapes(*t)), qPrintable(t->id));
}

// MW-3: "r1{S} ends at c3" (the east city): the field east of the road borders only c3.
void TestRenderArt::mw3RoadEndsAtTheEastCity()
{
    const TileType &mw3 = tile("MW-3");
    TileRenderer renderer;
    const TileShapes &s = renderer.shapes(mw3);
    QCOMPARE(s.roads.size(), 1);
    const QPointF end = s.roads.first().path.pointAtPercent(1.0);
    int east = -1;
    for (int i = 0; i < mw3.segments.size(); ++i)
        if (mw3.segments[i].kind == SegmentKind::City && mw3.segments[i].ownsPort(0, Port::E))
            east = i;
    QVERIFY(east >= 0);
    QCOMPARE(renderer.segmentAt(mw3, 0, end), east);
    const int seField = renderer.segmentAt(mw3, 0, {0.2, 0.42});
    QCOMPARE(int(mw3.segments[seField].kind), int(SegmentKind::Field));
    QCOMPARE(mw3.segments[seField].borders, QList<int>{east});
}

// All figure kinds in two player colours, large, over three split tiles with figures on
// them: written to a temporary folder and checked to be a real picture; with
// MEEPLELAB_FIGURE_SHEET=FILE also kept there (docs/figures-close-up.png is made so).
void TestRenderArt::writesFigureSheet()
{
    const int cell = 320;
    // A column for each figure kind (the large meeple, the builder and the pig made it eight).
    const int columns = qMax(4, int(SvgArt::allFigures().size()));
    // A little more on the east, where the last pig's snout reaches past its column.
    QImage sheet(columns * cell + cell / 5, 3 * cell / 2 + cell + 20 + cell * 3 / 5,
                 QImage::Format_ARGB32_Premultiplied);
    sheet.fill(QColor(0xef, 0xe9, 0xdc));
    QPainter p(&sheet);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor red(0xc6, 0x28, 0x28), blue(0x15, 0x65, 0xc0);
    const QList<SvgArt::Figure> figures = SvgArt::allFigures();
    for (int i = 0; i < figures.size(); ++i) {
        const qreal x = cell * (i + 0.5);
        SvgArt::draw(&p, figures[i], red, QPointF(x - cell * 0.22, cell * 0.4), cell * 0.5);
        SvgArt::draw(&p, figures[i], blue, QPointF(x + cell * 0.22, cell * 0.4), cell * 0.5);
    }
    SvgArt::draw(&p, SvgArt::Figure::Meeple, red, QPointF(cell * 0.5, cell * 1.1), cell * 0.4,
                 true);
    const QList<SvgArt::Symbol> symbols = SvgArt::allSymbols();
    for (int i = 0; i < symbols.size(); ++i)
        SvgArt::draw(&p, symbols[i], QPointF(cell * 1.2 + i * cell * 0.31, cell * 1.1),
                     cell * 0.24);
    TileRenderer tiles;
    const char *ids[] = {"HS-01", "HS-02", "HS-07", "MW-3"};
    for (int i = 0; i < 4; ++i) {
        const TileType &t = tile(ids[i]);
        const QRectF rect(i * cell + 10, cell * 1.5, cell - 20, cell - 20);
        tiles.drawTile(&p, t, 0, rect);
        for (int s = 0; s < t.segments.size(); ++s) {
            const bool field = t.segments[s].kind == SegmentKind::Field;
            const QPointF at = rect.center() + tiles.segmentAnchor(t, 0, s) * rect.width();
            SvgArt::draw(&p, SvgArt::Figure::Meeple, s % 2 ? blue : red, at, rect.width() * 0.3,
                         field);
        }
    }
    // The Hills & Sheep tokens (R-HS-1), then a shepherd with its flock laid beside it.
    const qreal tokensAt = cell * 2.5 + 20 + cell * 0.3;
    for (int n = 1; n <= 5; ++n)
        SvgArt::draw(&p, n <= 4 ? SvgArt::Token::Sheep : SvgArt::Token::Wolf, n,
                     QPointF(cell * (0.3 + (n - 1) * 0.4), tokensAt), cell * 0.32);
    const QPointF shepherdAt(cell * 2.6, tokensAt + cell * 0.02);
    SvgArt::draw(&p, SvgArt::Figure::Shepherd, blue, shepherdAt, cell * 0.4);
    qreal diameter = 0;
    const QList<QPointF> flock = FigureRenderer::flockSpots(
        shepherdAt, cell * 0.4, 3, QRectF(cell * 2, cell * 2.5, cell * 2, cell), nullptr,
        &diameter);
    for (int i = int(flock.size()) - 1; i >= 0; --i)
        SvgArt::draw(&p, SvgArt::Token::Sheep, i + 2, flock[i], diameter);
    p.end();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("figures.png"));
    QVERIFY(sheet.save(path));
    QSet<QRgb> colours;
    for (int y = 0; y < sheet.height(); y += 4)
        for (int x = 0; x < sheet.width(); x += 4)
            colours.insert(sheet.pixel(x, y));
    QVERIFY(colours.size() > 100);
    const QString keep = qEnvironmentVariable("MEEPLELAB_FIGURE_SHEET");
    if (!keep.isEmpty()) QVERIFY(sheet.save(keep));
}

QTEST_MAIN(TestRenderArt)
// R-AB-6: the abbot goes on the garden, so the garden's figure spot is its glyph, and a click on
// the glyph picks the garden, not the field around it. The glyph is found as the pixels where a
// garden tile differs from its plain twin (Ug from U, ...).
void TestRenderArt::abbotStandsOnTheGardenGlyph()
{
    TileRenderer renderer;
    const QList<QPair<const char *, const char *>> twins{{"Eg", "E"}, {"Hg", "H"}, {"Ig", "I"},
                                                         {"Mg", "M"}, {"Ng", "N"}, {"Rg", "R"},
                                                         {"Ug", "U"}, {"Vg", "V"}};
    for (const auto &[gardenId, plainId] : twins) {
        const TileType &garden = tile(gardenId);
        int g = -1;
        for (int i = 0; i < garden.segments.size(); ++i)
            if (garden.segments[i].kind == SegmentKind::Garden) g = i;
        QVERIFY2(g >= 0, gardenId);
        const int px = 200;
        const QImage with = renderer.renderTile(garden, 0, px);
        const QImage without = renderer.renderTile(tile(plainId), 0, px);
        QRect glyph;
        for (int y = 0; y < px; ++y)
            for (int x = 0; x < px; ++x)
                if (with.pixel(x, y) != without.pixel(x, y)) glyph |= QRect(x, y, 1, 1);
        QVERIFY2(!glyph.isEmpty() && glyph.width() < px / 3, gardenId);
        const QPointF anchor = renderer.segmentAnchor(garden, 0, g);
        const QPointF at = (anchor + QPointF(0.5, 0.5)) * px;
        QVERIFY2(glyph.adjusted(-2, -2, 2, 2).contains(at.toPoint()),
                 qPrintable(QStringLiteral("%1: abbot at (%2, %3), garden drawn in %4,%5 %6x%7")
                                .arg(QLatin1String(gardenId))
                                .arg(at.x())
                                .arg(at.y())
                                .arg(glyph.x())
                                .arg(glyph.y())
                                .arg(glyph.width())
                                .arg(glyph.height())));
        for (int turns = 0; turns < 4; ++turns)
            QCOMPARE(renderer.segmentAt(garden, turns, renderer.segmentAnchor(garden, turns, g)),
                     g);
    }
    // With a hill (HS-14) or a magic symbol (MW-8) the garden keeps clear of the other glyph.
    for (const char *id : {"HS-14", "MW-8", "RV-J"}) {
        const TileType &t = tile(id);
        for (int i = 0; i < t.segments.size(); ++i)
            if (t.segments[i].kind == SegmentKind::Garden)
                QCOMPARE(renderer.segmentAt(t, 1, renderer.segmentAnchor(t, 1, i)), i);
    }
}

#include "tst_render_art.moc"
