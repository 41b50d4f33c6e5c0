// SPDX-License-Identifier: GPL-3.0-or-later
// Tinted features (a step's scored feature, a highlight annotation) are drawn as vector paths
// that follow the tile's own shapes, so an SVG holds a path for them and no bitmap; and the
// coordinates along the edges of exported pictures.
#include "boardfile.h"
#include "boardrenderer.h"
#include "segmenthitmap.h"
#include "testdata.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestRenderVectorTints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void areasFollowTheHitMap();
    void svgTintsArePathsNotImages();
    void highlightAnnotationIsAPath();
    void picturesLabelTheirColumnsAndRows();
    void coordinatesOffLeaveThePictureAsItWas();

private:
    QByteArray svgOf(const BoardRenderer &renderer);

    QTemporaryDir m_dir;
    std::optional<Replay> m_welcome;
};

void TestRenderVectorTints::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(f.readAll(), &error);
    QVERIFY(file);
    m_welcome = file->replay({}, &error);
    QVERIFY(m_welcome && m_welcome->game);
}

QByteArray TestRenderVectorTints::svgOf(const BoardRenderer &renderer)
{
    static int n = 0;
    const QString path = m_dir.filePath(u"picture-%1.svg"_s.arg(++n));
    QString error;
    if (!renderer.exportSvg(path, &error)) qFatal("%s", qPrintable(error));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Every segment of every tile: the vector area covers the points the hit map gives that
// segment and no point it gives another, away from the outlines (where a pixel's worth of
// rounding decides).
void TestRenderVectorTints::areasFollowTheHitMap()
{
    TileRenderer renderer;
    int checked = 0;
    for (const TileType *type : TileCatalogue::builtin().all()) {
        for (int s = 0; s < type->segments.size(); ++s) {
            const QPainterPath area = renderer.segmentArea(*type, s);
            int inside = 0, agree = 0, claimed = 0, wrong = 0;
            constexpr int kSteps = 40;
            for (int iy = 0; iy < kSteps; ++iy)
                for (int ix = 0; ix < kSteps * type->cells; ++ix) {
                    const QPointF p(-0.5 + (ix + 0.5) / kSteps, -0.5 + (iy + 0.5) / kSteps);
                    const int hit = renderer.segmentAt(*type, 0, p);
                    // Only points whose neighbourhood the map gives one segment: the edges
                    // are where pixels and exact outlines may differ.
                    bool settled = true;
                    const qreal d = 2.5 / SegmentHitMap::kPixelsPerCell;
                    for (const QPointF off :
                         {QPointF(d, 0), QPointF(-d, 0), QPointF(0, d), QPointF(0, -d)})
                        settled &= renderer.segmentAt(*type, 0, p + off) == hit;
                    if (!settled) continue;
                    const bool in = area.contains(p);
                    if (hit == s) {
                        ++inside;
                        agree += in;
                    } else if (in) {
                        ++wrong;
                    }
                    claimed += in;
                }
            const QString what = u"%1 segment %2: %3 of %4 inside, %5 wrong"_s.arg(type->id)
                                     .arg(s)
                                     .arg(agree)
                                     .arg(inside)
                                     .arg(wrong);
            QVERIFY2(agree >= inside * 0.98, qPrintable(what));
            QVERIFY2(wrong <= qMax(2, claimed / 50), qPrintable(what));
            ++checked;
        }
    }
    QVERIFY(checked > 200);
}

// A step's scored feature tinted in an SVG: on main it came as an embedded bitmap per tile.
void TestRenderVectorTints::svgTintsArePathsNotImages()
{
    const Game &game = *m_welcome->game;
    BoardRenderer plain;
    plain.setGame(&game);
    const QByteArray bare = svgOf(plain);

    BoardRenderer marked;
    marked.setGame(&game);
    BoardRenderer::StepMarks marks;
    // Every segment of every tile: roads, cities, fields and the monastery.
    for (int t = 0; t < int(game.board().tiles().size()); ++t)
        for (int s = 0; s < game.board().tiles()[size_t(t)].type->segments.size(); ++s)
            marks.segments.append({t, s});
    marked.setStepMarks(marks);
    const QByteArray svg = svgOf(marked);
    QCOMPARE(svg.count("<image"), bare.count("<image"));
    // The tint's colour fills paths (QSvgGenerator: a group with the fill, then its path).
    const QString tint = BoardRenderer::stepMarkColour().name();
    const QRegularExpression tinted(
        u"<g fill=\"%1\" fill-opacity=\"0\\.4[0-9]*\"[^>]*>\\s*<path "_s.arg(tint));
    QVERIFY2(QString::fromUtf8(svg).count(tinted) >= marks.segments.size() / 2,
             qPrintable(QString::number(QString::fromUtf8(svg).count(tinted))));
}

void TestRenderVectorTints::highlightAnnotationIsAPath()
{
    const Game &game = *m_welcome->game;
    const PlacedTile &start = game.board().tiles().front();
    Annotation highlight;
    highlight.type = AnnotationType::Highlight;
    highlight.at.anchored = true;
    highlight.at.at = start.at;
    highlight.at.on = u"N"_s; // the start tile's city
    highlight.color = u"#0072b2"_s;
    BoardRenderer plain;
    plain.setGame(&game);
    BoardRenderer marked;
    marked.setGame(&game);
    marked.setAnnotations({highlight}, 99, u"en"_s);
    const QByteArray bare = svgOf(plain), svg = svgOf(marked);
    QCOMPARE(svg.count("<image"), bare.count("<image"));
    const QRegularExpression tinted(u"<g fill=\"#0072b2\"[^>]*>\\s*<path "_s);
    QVERIFY2(QString::fromUtf8(svg).contains(tinted), svg.left(2000).constData());
}

void TestRenderVectorTints::picturesLabelTheirColumnsAndRows()
{
    const Game &game = *m_welcome->game;
    BoardRenderer renderer;
    renderer.setGame(&game);
    const CellNames names = CellNames::forBoard(game.board());
    renderer.setCellNames(names);
    renderer.setCoordinates(true);
    const QList<BoardRenderer::EdgeLabel> labels = renderer.edgeLabels();
    QStringList columns, rows;
    for (const BoardRenderer::EdgeLabel &l : labels)
        (l.column ? columns : rows) << l.text;
    // The picture shows the tiles with half a cell round them: the free columns and rows of
    // the names' extent lie outside it, so the labels run from B and from 2.
    QStringList wantColumns, wantRows;
    for (int x = names.west() + 1; x < names.east(); ++x)
        wantColumns << names.columnName(x);
    for (int y = names.north() + 1; y < names.south(); ++y)
        wantRows << names.rowName(y);
    QCOMPARE(columns, wantColumns);
    QCOMPARE(rows, wantRows);
    QCOMPARE(columns.first(), u"B"_s);
    QCOMPARE(rows.first(), u"2"_s);
    // Each label over its own column, or beside its own row, outside the board.
    const QRectF board = renderer.sceneRect();
    for (const BoardRenderer::EdgeLabel &l : labels) {
        if (l.column) {
            QVERIFY(l.box.bottom() <= board.top() + 1e-6);
            const int x = renderer.geometry().cellAt(QPointF(l.box.center().x(), 0)).x;
            QCOMPARE(l.text, names.columnName(x));
        } else {
            QVERIFY(l.box.right() <= board.left() + 1e-6);
            const int y = renderer.geometry().cellAt(QPointF(0, l.box.center().y())).y;
            QCOMPARE(l.text, names.rowName(y));
        }
    }
    // Drawn: dark text inside the label boxes of the PNG.
    const QImage image = renderer.renderImage(1600);
    const QSizeF size = renderer.pictureSize();
    const qreal scale = image.width() / size.width();
    const QPointF origin = board.topLeft() - QPointF(0.3, 0.3) * renderer.geometry().cellSize();
    for (const BoardRenderer::EdgeLabel &l : labels) {
        const QRect box = QRectF((l.box.topLeft() - origin) * scale, l.box.size() * scale)
                              .toAlignedRect()
                              .intersected(image.rect());
        int dark = 0;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                dark += qGray(image.pixel(x, y)) < 120;
        QVERIFY2(dark > 10, qPrintable(l.text));
    }
}

void TestRenderVectorTints::coordinatesOffLeaveThePictureAsItWas()
{
    const Game &game = *m_welcome->game;
    BoardRenderer plain;
    plain.setGame(&game);
    BoardRenderer off;
    off.setGame(&game);
    off.setCellNames(CellNames::forBoard(game.board()));
    QVERIFY(off.edgeLabels().isEmpty());
    QCOMPARE(off.pictureSize(), plain.pictureSize());
    // Null names draw nothing even when asked for.
    BoardRenderer unnamed;
    unnamed.setGame(&game);
    unnamed.setCoordinates(true);
    QVERIFY(!unnamed.coordinates());
    QCOMPARE(unnamed.pictureSize(), plain.pictureSize());
    // On, the picture grows by the bands above and left of the board.
    off.setCoordinates(true);
    const qreal band = 0.3 * off.geometry().cellSize();
    QCOMPARE(off.pictureSize(), plain.pictureSize() + QSizeF(band, band));
}

QTEST_MAIN(TestRenderVectorTints)
#include "tst_render_vectortints.moc"
