// SPDX-License-Identifier: GPL-3.0-or-later
// The board view's repaint: tiles come from pictures at the device size in use, at
// every zoom (a second paint at 8x draws no new picture), at the paint device's pixel ratio (a
// 2x picture holds the tile's art at twice the pixels, not a 1x picture blown up), castles
// (two cells, R-GC-1) appear when only their second cell is in view, neighbouring tiles share
// their edge at a fractional zoom (no light seam of table between them), and the memory
// bound drops the least recently used pictures.
#include "board.h"
#include "boardgeometry.h"
#include "boardtilecache.h"
#include "boardview.h"
#include "game.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"

#include <QPainter>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
const QColor kFieldColour(0x9c, 0xc8, 0x62); // the renderer's grass

const TileType &tile(const char *id)
{
    const TileType *t = TileCatalogue::builtin().find(QString::fromLatin1(id));
    if (!t) qFatal("no tile %s", id);
    return *t;
}

// `columns` x `rows` of monastery tiles B (fields on every side) from (0,0), and a castle
// GC-1 below them when asked.
std::unique_ptr<Game> fieldBoard(int columns, int rows, bool castle = false)
{
    auto game = std::make_unique<Game>(TileCatalogue::builtin(), quint8(SetBase | SetGermanCastles),
                                       Edition::C3, RuleOptions::defaultsFor(Edition::C3));
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < columns; ++x)
            if (game->setupTile(tile("B"), {x, y}, (x + y) % 4, {}, true)) return nullptr;
    if (castle && game->setupTile(tile("GC-1"), {0, rows}, 0, {}, true)) return nullptr;
    return game;
}

// Draws until no tile is shown scaled any more (a frame on screen draws new pictures for a
// few milliseconds only); false when that never happens.
bool paintUntilExact(BoardView &view)
{
    for (int i = 0; i < 200; ++i) {
        const int scaled = view.tileCache().tilesScaled();
        view.viewport()->repaint();
        if (view.tileCache().tilesScaled() == scaled) return true;
    }
    return false;
}

int gray(QRgb c)
{
    return qGray(c);
}
} // namespace

class TestGuiBoardRepaint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void highZoomPaintsFromTheCache();
    void pixelRatioIsHonoured();
    void castleShowsFromItsSecondCell();
    void noSeamsAtAFractionalZoom();
    void memoryBoundDropsOldPictures();
};

void TestGuiBoardRepaint::highZoomPaintsFromTheCache()
{
    const std::shared_ptr<const Game> game = fieldBoard(6, 4);
    QVERIFY(game);
    BoardView view;
    view.resize(900, 600);
    view.setGame(game);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTransform(QTransform::fromScale(8, 8));
    view.centerOn(view.renderer().geometry().cellCentre({2, 2}));
    QVERIFY(paintUntilExact(view));
    const int rendered = view.tileCache().picturesRendered();
    QVERIFY(rendered > 0); // pictures even above 320 px a cell (the old limit)
    QCOMPARE(view.tileCache().lastCellPixels(), 800);
    {
        // Kept in 192-pixel pieces, the tile still shows its 800-pixel art, pixel for pixel but
        // for the odd antialiased one where pieces meet.
        const QImage shot = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QImage art = view.renderer()
                               .tileRenderer()
                               .renderTile(tile("B"), (2 + 2) % 4, 800)
                               .convertToFormat(QImage::Format_RGB32);
        const QPoint origin =
            view.mapFromScene(view.renderer().geometry().cellRect({2, 2}).topLeft());
        int checked = 0, differ = 0;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x) {
                const QPoint inArt = QPoint(x, y) - origin;
                if (!art.rect().adjusted(1, 1, -1, -1).contains(inArt)) continue;
                ++checked;
                const QRgb a = shot.pixel(x, y), b = art.pixel(inArt);
                if (std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                        std::abs(qBlue(a) - qBlue(b)) >
                    6)
                    ++differ;
            }
        QVERIFY(checked > 200 * 200);
        QVERIFY2(differ * 1000 <= checked, qPrintable(u"%1 of %2"_s.arg(differ).arg(checked)));
    }
    view.viewport()->repaint();
    view.viewport()->repaint();
    QCOMPARE(view.tileCache().picturesRendered(), rendered);
    // Panning a little within the same tiles draws nothing new either.
    view.centerOn(view.renderer().geometry().cellCentre({2, 2}) + QPointF(3, 2));
    view.viewport()->repaint();
    QCOMPARE(view.tileCache().picturesRendered(), rendered);
    // A grab gets every tile exactly, at once.
    view.setTransform(QTransform::fromScale(5, 5));
    view.viewport()->grab();
    QCOMPARE(view.tileCache().lastCellPixels(), 500);
    const int scaled = view.tileCache().tilesScaled();
    view.viewport()->grab();
    QCOMPARE(view.tileCache().tilesScaled(), scaled);
}

void TestGuiBoardRepaint::pixelRatioIsHonoured()
{
    const std::shared_ptr<const Game> game = fieldBoard(5, 4);
    QVERIFY(game);
    BoardView view;
    view.resize(320, 320);
    view.setGame(game);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTransform(QTransform::fromScale(1, 1)); // 100 px a cell
    view.centerOn(view.renderer().geometry().cellCentre({2, 2}));
    const QSize size = view.viewport()->size();
    QImage picture(size * 2, QImage::Format_ARGB32_Premultiplied);
    picture.setDevicePixelRatio(2);
    picture.fill(Qt::black);
    {
        QPainter painter(&picture);
        view.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)), view.viewport()->rect());
    }
    QCOMPARE(view.tileCache().lastPixelRatio(), 2.0);
    QCOMPARE(view.tileCache().lastCellPixels(), 200);
    // The tile at (2,2) is the renderer's own picture of 200 pixels a cell, pixel for pixel.
    const QRect cell(view.mapFromScene(view.renderer().geometry().cellRect({2, 2}).topLeft()) * 2,
                     QSize(200, 200));
    QVERIFY(picture.rect().contains(cell));
    const QImage expected = view.renderer()
                                .tileRenderer()
                                .renderTile(tile("B"), (2 + 2) % 4, 200)
                                .convertToFormat(QImage::Format_RGB32);
    QImage shown = picture.copy(cell).convertToFormat(QImage::Format_RGB32);
    shown.setDevicePixelRatio(1);
    QCOMPARE(shown, expected);
}

void TestGuiBoardRepaint::castleShowsFromItsSecondCell()
{
    const std::shared_ptr<const Game> game = fieldBoard(3, 2, true); // GC-1 on (0,2) and (1,2)
    QVERIFY(game);
    const PlacedTile *castle = game->board().tileAt({1, 2});
    QVERIFY(castle && castle->at == Cell({0, 2}));
    BoardView view;
    view.resize(140, 140);
    view.setGame(game);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTransform(QTransform::fromScale(2, 2));
    const BoardGeometry &g = view.renderer().geometry();
    view.centerOn(g.cellCentre({1, 2}));
    // Only the castle's second cell is in view: its first lies wholly outside.
    const QRectF seen = view.mapToScene(view.viewport()->rect()).boundingRect();
    QVERIFY(!seen.intersects(g.cellRect({0, 2})));
    const QImage shot = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QImage art = view.renderer()
                           .tileRenderer()
                           .renderTile(*castle->type, castle->rot, 200)
                           .convertToFormat(QImage::Format_RGB32);
    const QPoint origin = view.mapFromScene(g.tileRect(*castle).topLeft());
    int same = 0, checked = 0;
    for (int y = 5; y < shot.height() - 5; y += 7)
        for (int x = 5; x < shot.width() - 5; x += 7) {
            const QPoint inArt = QPoint(x, y) - origin;
            if (!art.rect().contains(inArt)) continue;
            ++checked;
            same += shot.pixel(x, y) == art.pixel(inArt);
        }
    QVERIFY(checked > 100);
    QCOMPARE(same, checked);
}

namespace
{
// The lightest pixel along the shared edges of a `columns` x `rows` board of tile B in `shot`,
// `toShot` mapping scene points into it: the outer thirds of each side (the monastery sits in
// the middle), two pixels either side of the edge.
int lightestOnSeams(const QImage &shot, const BoardGeometry &g, int columns, int rows,
                    qreal perCell, const std::function<QPointF(QPointF)> &toShot)
{
    int lightest = 0;
    const auto look = [&](QPoint p) {
        if (shot.rect().contains(p)) lightest = qMax(lightest, gray(shot.pixel(p)));
    };
    for (int x = 1; x < columns; ++x) {
        const int edge = int(std::lround(toShot(QPointF(x * g.cellSize(), 0)).x()));
        for (int y = 0; y < rows; ++y) {
            const int y0 = int(toShot(g.cellRect({x, y}).topLeft()).y());
            for (int dy = 4; dy < int(perCell / 3); ++dy)
                for (int dx = -2; dx <= 1; ++dx)
                    look({edge + dx, y0 + dy});
        }
    }
    for (int y = 1; y < rows; ++y) {
        const int edge = int(std::lround(toShot(QPointF(0, y * g.cellSize())).y()));
        for (int x = 0; x < columns; ++x) {
            const int x0 = int(toShot(g.cellRect({x, y}).topLeft()).x());
            for (int dx = 4; dx < int(perCell / 3); ++dx)
                for (int dy = -2; dy <= 1; ++dy)
                    look({x0 + dx, edge + dy});
        }
    }
    return lightest;
}
} // namespace

void TestGuiBoardRepaint::noSeamsAtAFractionalZoom()
{
    const std::shared_ptr<const Game> game = fieldBoard(7, 5);
    QVERIFY(game);
    BoardView view;
    view.resize(613, 437); // fitted: about 68.1 px a cell
    view.setGame(game);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const BoardGeometry &g = view.renderer().geometry();
    const int field = qGray(kFieldColour.rgb());
    const QColor table = view.backgroundBrush().color();
    // Fit, and fractional zooms where the old drawing left a seam somewhere on this board.
    const qreal zooms[] = {0, 0.1607, 0.2738, 0.3115, 0.4623, 0.6131, 0.6508, 0.8016};
    int oldSeams = 0;
    for (const qreal zoom : zooms) {
        if (zoom == 0)
            view.fitToWindow();
        else
            view.setTransform(QTransform::fromScale(zoom, zoom));
        const qreal perCell = g.cellSize() * view.zoom();
        QVERIFY2(std::abs(perCell - std::round(perCell)) > 0.05,
                 qPrintable(QString::number(perCell)));
        // What the seams were: the view before 5b0cb2c drew each tile's picture,
        // made at the zoom's whole pixels a cell, into its fractional place on the table, and
        // at many zooms a row or column of table pixels stayed between two tiles. Drawn the
        // same way here, to prove that the check below can fail.
        {
            const qreal scale = perCell / g.cellSize();
            const int pixels = int(std::lround(perCell));
            QImage before(int(7 * perCell) + 8, int(5 * perCell) + 8, QImage::Format_RGB32);
            before.fill(table);
            QPainter painter(&before);
            painter.setRenderHint(QPainter::Antialiasing);
            const QPointF offset(3.37, 2.71); // the board rarely starts on a whole pixel
            painter.translate(offset);
            painter.scale(scale, scale);
            for (const PlacedTile &t : game->board().tiles()) {
                const QPixmap pm = QPixmap::fromImage(
                    view.renderer().tileRenderer().renderTile(*t.type, t.rot, pixels));
                painter.drawPixmap(g.tileRect(t), pm, QRectF(pm.rect()));
            }
            painter.end();
            const int lightest = lightestOnSeams(before, g, 7, 5, perCell,
                                                 [&](QPointF p) { return p * scale + offset; });
            if (lightest > field + 6) ++oldSeams;
        }
        // The view: every tile a picture snapped to whole pixels, so neighbours share their
        // edge.
        const QImage shot = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const int lightest = lightestOnSeams(
            shot, g, 7, 5, perCell, [&](QPointF p) { return QPointF(view.mapFromScene(p)); });
        QVERIFY2(
            lightest <= field + 6,
            qPrintable(u"at %1 px a cell, a pixel of gray %2 on a seam, grass is %3"_s.arg(perCell)
                           .arg(lightest)
                           .arg(field)));
    }
    QVERIFY2(oldSeams >= 4,
             qPrintable(u"the old drawing showed seams at %1 zooms"_s.arg(oldSeams)));
}

void TestGuiBoardRepaint::memoryBoundDropsOldPictures()
{
    const auto game = fieldBoard(4, 4);
    QVERIFY(game);
    TileRenderer renderer;
    BoardTileCache cache(renderer);
    const BoardGeometry g;
    QImage picture(400, 400, QImage::Format_RGB32);
    const QRectF board(0, 0, 400, 400);
    const auto paintAt = [&](qreal scale) {
        QPainter painter(&picture);
        painter.scale(scale, scale);
        cache.paint(&painter, game->board(), g, board, board, false);
    };
    paintAt(1.0);
    QCOMPARE(cache.pictureCount(), 4); // B in four turns at 100 px
    paintAt(0.5);
    QCOMPARE(cache.pictureCount(), 8);
    // Over the bound, only the last paint's pictures stay.
    cache.setByteLimit(1);
    paintAt(0.25);
    QCOMPARE(cache.pictureCount(), 4);
    QCOMPARE(cache.bytes(), qint64(4 * 25 * 25 * 4));
    QCOMPARE(cache.lastCellPixels(), 25);
    // A picture forgotten is drawn again when needed.
    const int rendered = cache.picturesRendered();
    paintAt(1.0);
    QCOMPARE(cache.picturesRendered(), rendered + 4);
}

QTEST_MAIN(TestGuiBoardRepaint)
#include "tst_gui_boardrepaint.moc"
