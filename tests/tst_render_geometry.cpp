// SPDX-License-Identifier: GPL-3.0-or-later
// BoardGeometry round trips, tile drawing and picture export.
#include "boardfile.h"
#include "boardgeometry.h"
#include "boardrenderer.h"
#include "contactsheet.h"
#include "testdata.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"
#include "tileshapes.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTransform>
#include <QtTest>

using namespace ml;

Q_DECLARE_METATYPE(ml::Cell)

class TestRenderGeometry : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cellRoundTrip_data();
    void cellRoundTrip();
    void touchingPortsMeet();
    void portOffsetsTurnWithTheTile();
    void doubleTileCoversTwoCells();
    void everyTileDraws();
    void anchorsStayOnTheirTile();
    void knightsLeaveCoatsOfArmsInSight();
    void exportsPngAndSvg();
    void writesContactSheet();
    void hitTestsDrawnSegments();

private:
    static std::optional<Replay> welcome();
};

void TestRenderGeometry::cellRoundTrip_data()
{
    QTest::addColumn<Cell>("cell");
    QTest::addColumn<qreal>("size");
    QTest::newRow("origin") << Cell{0, 0} << 100.0;
    QTest::newRow("north-west") << Cell{-3, -7} << 100.0;
    QTest::newRow("south-east, small cells") << Cell{12, 5} << 17.5;
    QTest::newRow("far away") << Cell{-1000, 2500} << 64.0;
}

void TestRenderGeometry::cellRoundTrip()
{
    QFETCH(Cell, cell);
    QFETCH(qreal, size);
    const BoardGeometry g(size);
    QCOMPARE(g.cellAt(g.cellCentre(cell)), cell);
    const QRectF r = g.cellRect(cell);
    QCOMPARE(r.size(), QSizeF(size, size));
    QCOMPARE(g.cellAt(r.topLeft()), cell);
    QCOMPARE(g.cellAt(r.bottomRight() - QPointF(0.01, 0.01)), cell);
    // The far edges belong to the neighbours, so every point has exactly one cell.
    QCOMPARE(g.cellAt(r.topRight()), step(cell, East));
    QCOMPARE(g.cellAt(r.bottomLeft()), step(cell, South));
}

void TestRenderGeometry::touchingPortsMeet()
{
    const BoardGeometry g(80);
    const Cell c{2, -1};
    for (int p = 0; p < Port::Count; ++p) {
        const QPointF here = g.portPoint(c, p);
        const QPointF there = g.portPoint(step(c, sideOfPort(p)), facingPort(p));
        QVERIFY2((here - there).manhattanLength() < 1e-9, qPrintable(portName(p)));
        QVERIFY(g.cellRect(c).adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(here));
    }
}

void TestRenderGeometry::portOffsetsTurnWithTheTile()
{
    QTransform quarter;
    quarter.rotate(90);
    for (int p = 0; p < Port::Count; ++p) {
        const QPointF turned = quarter.map(portOffset(p));
        const QPointF expected = portOffset(rotatePort(p, 1));
        QVERIFY2((turned - expected).manhattanLength() < 1e-9, qPrintable(portName(p)));
    }
}

void TestRenderGeometry::doubleTileCoversTwoCells()
{
    const TileType *castle = TileCatalogue::builtin().find(u"GC-1");
    QVERIFY(castle);
    const BoardGeometry g(10);
    for (int rot = 0; rot < 4; ++rot) {
        PlacedTile t;
        t.type = castle;
        t.at = {3, 3};
        t.rot = rot;
        const QRectF r = g.tileRect(t);
        QCOMPARE(r.width() * r.height(), 200.0);
        QVERIFY(r.contains(g.cellCentre(t.at)));
        QVERIFY(r.contains(g.cellCentre(secondCell(t.at, rot))));
    }
}

void TestRenderGeometry::everyTileDraws()
{
    TileRenderer renderer;
    for (const TileType *type : TileCatalogue::builtin().all()) {
        for (int rot = 0; rot < 4; ++rot) {
            const QImage image = renderer.renderTile(*type, rot, 48);
            const QString what = QStringLiteral("%1 rot %2").arg(type->id).arg(rot);
            QVERIFY2(!image.isNull(), qPrintable(what));
            const bool wide = type->isDouble() && rot % 2 == 0;
            const bool tall = type->isDouble() && rot % 2 == 1;
            QCOMPARE(image.width(), wide ? 96 : 48);
            QCOMPARE(image.height(), tall ? 96 : 48);
            // The tile is opaque everywhere and shows more than one colour.
            QCOMPARE(qAlpha(image.pixel(image.width() / 2, image.height() / 2)), 255);
            QCOMPARE(qAlpha(image.pixel(2, 2)), 255);
            QSet<QRgb> colours;
            for (int y = 0; y < image.height(); y += 3)
                for (int x = 0; x < image.width(); x += 3)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 3, qPrintable(what));
        }
    }
}

void TestRenderGeometry::anchorsStayOnTheirTile()
{
    TileRenderer renderer;
    for (const TileType *type : TileCatalogue::builtin().all()) {
        for (int rot = 0; rot < 4; ++rot) {
            const QRectF tile =
                QRectF(-0.5, -0.5, 1, 1)
                    .united(QRectF(-0.5, -0.5, 1, 1)
                                .translated(type->isDouble() ? QPointF(secondCell({0, 0}, rot).x,
                                                                       secondCell({0, 0}, rot).y)
                                                             : QPointF()));
            for (int s = 0; s < type->segments.size(); ++s) {
                const QPointF a = renderer.segmentAnchor(*type, rot, s);
                QVERIFY2(tile.contains(a),
                         qPrintable(
                             QStringLiteral("%1 segment %2 rot %3").arg(type->id).arg(s).arg(rot)));
            }
        }
    }
}

// Coats of arms count for points (R-BASE-11), so a knight on its city must not cover them:
// every shield lies inside its city and clear of the spot where the knight stands.
void TestRenderGeometry::knightsLeaveCoatsOfArmsInSight()
{
    int checked = 0;
    for (const TileType *type : TileCatalogue::builtin().all()) {
        const TileShapes shapes = TileShapes::build(*type);
        for (const QPointF &shield : shapes.shields) {
            qreal nearest = 10;
            bool inside = false;
            for (const TileShapes::Piece &city : shapes.cities) {
                if (!city.path.contains(shield)) continue;
                inside = true;
                nearest = qMin(nearest, QLineF(shield, shapes.anchors[city.segment]).length());
            }
            const QString where =
                QStringLiteral("%1 at (%2, %3)").arg(type->id).arg(shield.x()).arg(shield.y());
            QVERIFY2(inside, qPrintable(where));
            QVERIFY2(nearest >= 0.25, qPrintable(where)); // a knight reaches ~0.17, a shield ~0.06
            ++checked;
        }
    }
    // C, F, M, Mg, O, Q and S carry one coat of arms each, and so do IC-L, IC-P and IC-Q.
    QCOMPARE(checked, 10);
}

std::optional<Replay> TestRenderGeometry::welcome()
{
    QFile f(mltest::examplesDir() + QStringLiteral("/welcome.meeple"));
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(f.readAll(), &error);
    if (!file) return std::nullopt;
    return file->replay({}, &error);
}

void TestRenderGeometry::exportsPngAndSvg()
{
    const std::optional<Replay> replay = welcome();
    QVERIFY(replay && replay->game);
    BoardRenderer renderer;
    renderer.setGame(&*replay->game);
    renderer.setTitle(QStringLiteral("Welcome"));
    QVERIFY(renderer.sceneRect().contains(renderer.geometry().cellRect({0, 0})));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("board.png"));
    QString error;
    QVERIFY2(renderer.exportPng(png, 640, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(qMax(image.width(), image.height()), 640);

    const QString svg = dir.filePath(QStringLiteral("board.svg"));
    QVERIFY2(renderer.exportSvg(svg, &error), qPrintable(error));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("<svg"));

    QVERIFY(!renderer.exportPng(dir.filePath(QStringLiteral("missing/dir/board.png")), 64, &error));
    QVERIFY(!error.isEmpty());
}

// The contact sheet of every tile, always written (to a temporary folder) and checked to be
// a real picture: one labelled tile per catalogue entry, in many colours. With
// MEEPLELAB_CONTACT_SHEET=FILE it is also kept there (docs/tiles-contact-sheet.png is made so).
void TestRenderGeometry::writesContactSheet()
{
    const QImage sheet = ContactSheet::render(TileCatalogue::builtin());
    QVERIFY(!sheet.isNull());
    QVERIFY(sheet.width() >= 1000);
    QVERIFY(sheet.height() >= 110 * (TileCatalogue::builtin().size() / 10));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("tiles-contact-sheet.png"));
    QVERIFY(sheet.save(path));
    QVERIFY(QFileInfo(path).size() > 50 * 1024);
    QSet<QRgb> colours;
    for (int y = 0; y < sheet.height(); y += 5)
        for (int x = 0; x < sheet.width(); x += 5)
            colours.insert(sheet.pixel(x, y));
    QVERIFY(colours.size() > 50);
    const QString keep = qEnvironmentVariable("MEEPLELAB_CONTACT_SHEET");
    if (!keep.isEmpty()) QVERIFY(sheet.save(keep));
}

// Clicks land on the segment drawn there: D's city to the north, its road through the middle,
// the two fields either side of the road, and nothing outside the tile.
void TestRenderGeometry::hitTestsDrawnSegments()
{
    TileRenderer renderer;
    const TileType *d = TileCatalogue::builtin().find(u"D");
    QVERIFY(d);
    auto kindAt = [&](int rot, QPointF offset) {
        const int s = renderer.segmentAt(*d, rot, offset);
        return s < 0 ? -1 : int(d->segments[s].kind);
    };
    QCOMPARE(kindAt(0, {0.0, -0.42}), int(SegmentKind::City));
    QCOMPARE(kindAt(0, {0.3, 0.0}), int(SegmentKind::Road));
    QCOMPARE(kindAt(0, {0.3, 0.25}), int(SegmentKind::Field));
    QCOMPARE(kindAt(0, {0.3, -0.15}), int(SegmentKind::Field));
    QVERIFY(renderer.segmentAt(*d, 0, {0.3, 0.25}) != renderer.segmentAt(*d, 0, {0.3, -0.15}));
    QCOMPARE(kindAt(0, {0.7, 0.0}), -1);
    // Turned a quarter clockwise, the city faces east.
    QCOMPARE(kindAt(1, {0.42, 0.0}), int(SegmentKind::City));
    QCOMPARE(kindAt(1, {0.0, 0.3}), int(SegmentKind::Road));
    // A monastery is hit on its building, a double castle tile on its castle.
    const TileType *b = TileCatalogue::builtin().find(u"B");
    QCOMPARE(b->segments[renderer.segmentAt(*b, 0, {0.0, 0.0})].kind, SegmentKind::Monastery);
}

QTEST_MAIN(TestRenderGeometry)
#include "tst_render_geometry.moc"
