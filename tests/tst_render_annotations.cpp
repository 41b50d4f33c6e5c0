// SPDX-License-Identifier: GPL-3.0-or-later
// The illustration marks drawn over a board (docs/board-format.md, `annotations`): each annotation
// type shows where its point or anchor says and in its colour, nothing is drawn for one shown on
// another position or anchored on an empty cell, a highlight tints its whole feature and no
// neighbour, a dim fades its cells, the caption goes under the picture in its language (as
// text in SVG), and the step marks of a step-through export.
#include "annotationpainter.h"
#include "boardfile.h"
#include "boardrenderer.h"
#include "figurerenderer.h"
#include "testdata.h"
#include "timeline.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// Base game: D at (0,0) and E at (0,-1) turned so their cities make one city over two tiles,
// red's meeple on D's road; blue's one move puts U at (1,0), the road going on east.
QByteArray board(const QByteArray &marks, const QByteArray &caption = {})
{
    return "{\"format\": \"meeplelab-board\", \"version\": 1,\n" +
           (caption.isEmpty() ? QByteArray() : "\"caption\": " + caption + ",\n") +
           "\"rules\": {\"sets\": [\"base\"]},\n"
           "\"players\": [{\"id\": \"red\", \"color\": \"#c62828\"}, {\"id\": \"blue\"}],\n"
           "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}, {\"tile\": \"E\", \"at\": [0, -1], "
           "\"rot\": 180}],\n"
           "\"figures\": [{\"type\": \"meeple\", \"player\": \"red\", \"at\": [0, 0], \"on\": "
           "\"W\"}],\n"
           "\"moves\": [{\"player\": \"blue\", \"tile\": \"U\", \"at\": [1, 0]}],\n"
           "\"annotations\": " +
           marks + "}\n";
}

struct Drawn {
    std::optional<BoardFile> file;
    Timeline timeline;
};

Drawn read(const QByteArray &marks, const QByteArray &caption = {})
{
    Drawn d;
    FileError error;
    d.file = BoardFile::parse(board(marks, caption), &error);
    if (!d.file) qFatal("board does not read: %s", qPrintable(error.toString(u"test"_s)));
    d.timeline = Timeline::build(*d.file);
    if (!d.timeline.replays()) qFatal("board does not play");
    return d;
}

// The scene from (-200,-300) to (300,200) at one pixel per scene unit (cells are 100 wide).
const QPointF kOrigin(-200, -300);
const QColor kTable(0xef, 0xe9, 0xdc);

QImage draw(const Game &game, const QList<Annotation> &marks, int position,
            const BoardRenderer::StepMarks &steps = {})
{
    BoardRenderer r;
    r.setGame(&game);
    r.setAnnotations(marks, position, u"en"_s);
    r.setStepMarks(steps);
    QImage image(500, 500, QImage::Format_ARGB32);
    image.fill(kTable);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(-kOrigin);
    r.paint(&p);
    return image;
}

QImage drawAfterTheMove(const Drawn &d)
{
    return draw(*d.timeline.afterMoves(), d.file->annotations(), 1);
}

QColor at(const QImage &image, QPointF scene)
{
    const QPoint px = (scene - kOrigin).toPoint();
    return image.pixelColor(px);
}

bool near(const QColor &a, const QColor &b, int tolerance = 12)
{
    return qAbs(a.red() - b.red()) <= tolerance && qAbs(a.green() - b.green()) <= tolerance &&
           qAbs(a.blue() - b.blue()) <= tolerance;
}

// Pixels of `colour` within a scene rectangle.
int count(const QImage &image, const QColor &colour, const QRectF &scene)
{
    int n = 0;
    const QRect r = scene.translated(-kOrigin).toRect().intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += near(image.pixelColor(x, y), colour);
    return n;
}

// The share of the pixels of a cell lying on `segment` (or not on it, `inverse`) whose colour
// a second picture changed.
qreal changedShare(const QImage &before, const QImage &after, const Board &board, Cell c,
                   int segment, bool inverse)
{
    BoardRenderer r;
    const PlacedTile *t = board.tileAt(c);
    if (!t) qFatal("no tile");
    int inside = 0, changed = 0;
    for (int y = 3; y < 97; y += 2)
        for (int x = 3; x < 97; x += 2) {
            const QPointF offset((x - 50) / 100.0, (y - 50) / 100.0);
            const int s = r.tileRenderer().segmentAt(*t->type, t->rot, offset);
            if ((s == segment) == inverse) continue;
            const QPointF scene(c.x * 100 + x, c.y * 100 + y);
            ++inside;
            changed += !near(at(before, scene), at(after, scene), 6);
        }
    return inside ? qreal(changed) / inside : 0;
}

// Lines of dark text under the lowest row of grass in a picture.
int linesBelowTheBoard(const QImage &image)
{
    int bottom = -1;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width() && bottom < y; ++x)
            if (near(image.pixelColor(x, y), QColor(0x9c, 0xc8, 0x62), 4)) bottom = y;
    int lines = 0;
    bool inLine = false;
    for (int y = bottom + 4; y < image.height(); ++y) { // past the tile's edge line
        bool dark = false;
        for (int x = 0; x < image.width() && !dark; ++x)
            dark = image.pixelColor(x, y).lightness() < 100;
        lines += dark && !inLine;
        inLine = dark;
    }
    return lines;
}

} // namespace

class TestRenderAnnotations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shownOnItsPositionOnly()
    {
        const Drawn d = read("[{\"type\": \"dim\", \"cells\": [[0, 0]]},"
                             " {\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": 1},"
                             " {\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": 0}]");
        const QList<Annotation> &a = d.file->annotations();
        for (int position : {0, 1, 5})
            QVERIFY(AnnotationPainter::shownAt(a[0], position));
        QVERIFY(!AnnotationPainter::shownAt(a[1], 0));
        QVERIFY(AnnotationPainter::shownAt(a[1], 1));
        QVERIFY(!AnnotationPainter::shownAt(a[1], 2));
        QVERIFY(AnnotationPainter::shownAt(a[2], 0));
        QVERIFY(!AnnotationPainter::shownAt(a[2], 1));
    }

    void pointsAndAnchorsInTheScene()
    {
        const Drawn d = read("[{\"type\": \"label\", \"at\": [1, 0], \"text\": \"a\"},"
                             " {\"type\": \"label\", \"at\": [0.5, -0.25], \"text\": \"b\"},"
                             " {\"type\": \"ring\", \"at\": [0, 0], \"on\": \"W\"},"
                             " {\"type\": \"ring\", \"at\": [1, 0], \"on\": \"E\"}]");
        const QList<Annotation> &a = d.file->annotations();
        BoardRenderer r;
        const AnnotationPainter &painter = r.annotationPainter();
        const Game &end = *d.timeline.afterMoves();
        bool ok = false;
        // A point: cell (x, y)'s centre is (x, y); a cell is 100 scene units here.
        QCOMPARE(painter.scenePoint(a[0].at, end, &ok), QPointF(150, 50));
        QVERIFY(ok);
        QCOMPARE(painter.scenePoint(a[1].at, end, &ok), QPointF(100, 25));
        // An anchor: where a figure on that location stands; red's meeple stands on (0,0) W.
        const Figure &meeple = end.figures().constFirst();
        QCOMPARE(painter.scenePoint(a[2].at, end, &ok),
                 r.figureRenderer().position(end.board(), meeple));
        QVERIFY(ok);
        // A location nobody stands on still has its spot, on its tile.
        const QPointF east = painter.scenePoint(a[3].at, end, &ok);
        QVERIFY(ok);
        QVERIFY(QRectF(100, 0, 100, 100).contains(east));
        // (1,0) is empty in the set-up: the anchor is not drawable there.
        painter.scenePoint(a[3].at, *d.timeline.setUp(), &ok);
        QVERIFY(!ok);
    }

    void ringGoesRoundTheFigureSpot()
    {
        const Drawn d = read("[{\"type\": \"ring\", \"at\": [0, 0], \"on\": \"W\", \"color\": "
                             "\"#ff00ff\"}]");
        const Game &end = *d.timeline.afterMoves();
        const QImage image = drawAfterTheMove(d);
        BoardRenderer r;
        const QPointF spot = r.figureRenderer().position(end.board(), end.figures().first());
        // On the circle all round, not at its middle (the meeple shows through).
        for (const QPointF &side : {QPointF(27, 0), QPointF(-27, 0), QPointF(0, 27)})
            QVERIFY2(near(at(image, spot + side), QColor(0xff, 0x00, 0xff)),
                     qPrintable(at(image, spot + side).name()));
        QVERIFY(!near(at(image, spot), QColor(0xff, 0x00, 0xff), 60));
        QCOMPARE(count(image, QColor(0xff, 0x00, 0xff), QRectF(100, -300, 200, 500)), 0);
    }

    void numberIsADiscWithItsText()
    {
        const Drawn d =
            read("[{\"type\": \"number\", \"at\": [-1, 0], \"text\": \"12\", \"color\": "
                 "\"#0072b2\"}]");
        const QImage image = drawAfterTheMove(d);
        const QPointF centre(-50, 50);
        // The disc's colour left and right of the text, and white text in its middle.
        QVERIFY(near(at(image, centre + QPointF(-11, 0)), QColor(0x00, 0x72, 0xb2)));
        QVERIFY(near(at(image, centre + QPointF(0, -11)), QColor(0x00, 0x72, 0xb2)));
        QVERIFY(count(image, Qt::white, QRectF(centre - QPointF(8, 8), QSizeF(16, 16))) > 10);
        QVERIFY(near(at(image, centre + QPointF(0, 30)), kTable));
    }

    // Each shape covers its own pixels: a square's corner lies outside the disc, a
    // triangle's tip above it, and a cross leaves the room between its arms free.
    void markerShapesCoverTheirOwnPixels()
    {
        const QColor pink(0xcc, 0x79, 0xa7);
        const auto image = [](const char *shape) {
            return drawAfterTheMove(
                read("[{\"type\": \"number\", \"at\": [-1, 0], \"shape\": "
                     "\"" +
                     QByteArray(shape) + "\", \"color\": \"#cc79a7\"" +
                     (QByteArray(shape) == "circle" || QByteArray(shape) == "square"
                          ? QByteArray(", \"text\": \"A\"")
                          : QByteArray()) +
                     "}]"));
        };
        const QPointF centre(-50, 50);
        const QPointF corner(10, 10), tip(0, -15), between(13, 0);
        const QImage circle = image("circle"), square = image("square");
        const QImage triangle = image("triangle"), cross = image("cross");
        QVERIFY(!near(at(circle, centre + corner), pink));
        QVERIFY(near(at(square, centre + corner), pink));
        QVERIFY(!near(at(circle, centre + tip), pink));
        QVERIFY(near(at(triangle, centre + tip), pink));
        QVERIFY(!near(at(triangle, centre + QPointF(-15, -10)), pink));
        QVERIFY(near(at(cross, centre + QPointF(10, 10)), pink));
        QVERIFY(near(at(cross, centre + QPointF(-10, 10)), pink));
        QVERIFY(!near(at(cross, centre + between), pink, 40));
        QVERIFY(near(at(circle, centre + QPointF(-10, -5)), pink));
    }

    // In an SVG every shape is a path of its own outline (no bitmap): the circle's made of
    // curves, the square of four corners, the triangle of three, the cross of twelve.
    void markerShapesArePathsInSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const Drawn bare = read("[]");
        QHash<QString, QString> outlines;
        for (const MarkerShape shape : kMarkerShapes) {
            const QString name = markerShapeName(shape);
            const Drawn d = read("[{\"type\": \"number\", \"at\": [-1, 0], \"shape\": \"" +
                                 name.toUtf8() + "\", \"text\": \"A\", \"color\": \"#cc79a7\"}]");
            BoardRenderer r;
            r.setGame(d.timeline.afterMoves().get());
            r.setAnnotations(d.file->annotations(), 1, u"en"_s);
            BoardRenderer plain;
            plain.setGame(bare.timeline.afterMoves().get());
            const auto svgOf = [&dir](const BoardRenderer &renderer, const QString &file) {
                const QString path = dir.filePath(file);
                if (!renderer.exportSvg(path)) return QString();
                QFile f(path);
                return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
            };
            const QString svg = svgOf(r, name + u".svg"_s);
            const QString without = svgOf(plain, name + u"-bare.svg"_s);
            QVERIFY(!svg.isEmpty() && !without.isEmpty());
            QCOMPARE(svg.count(u"<image"_s), without.count(u"<image"_s));
            const QRegularExpression filled(
                u"<g fill=\"#cc79a7\"[^>]*>\\s*<path [^>]*\\bd=\"([^\"]+)\""_s);
            const QRegularExpressionMatch m = filled.match(svg);
            QVERIFY2(m.hasMatch(), qPrintable(name));
            const QString outline = m.captured(1);
            const qsizetype corners = outline.count(u'L') + outline.count(u'M');
            switch (shape) {
            case MarkerShape::Circle:
                QVERIFY2(outline.contains(u'C'), qPrintable(outline));
                break;
            case MarkerShape::Square:
                QVERIFY2(!outline.contains(u'C') && corners >= 4 && corners <= 5,
                         qPrintable(outline));
                break;
            case MarkerShape::Triangle:
                QVERIFY2(!outline.contains(u'C') && corners >= 3 && corners <= 4,
                         qPrintable(outline));
                break;
            case MarkerShape::Cross:
                QVERIFY2(!outline.contains(u'C') && corners >= 12 && corners <= 13,
                         qPrintable(outline));
                break;
            }
            QVERIFY(svg.contains(u">A<"_s));
            outlines.insert(name, outline);
        }
        QCOMPARE(QSet<QString>(outlines.cbegin(), outlines.cend()).size(), 4);
    }

    void arrowRunsFromOnePointToTheOther()
    {
        const Drawn d = read("[{\"type\": \"arrow\", \"from\": [-1, -1.5], \"to\": [1, -1.5], "
                             "\"color\": \"#ff00ff\"}]");
        const QImage image = drawAfterTheMove(d);
        const QColor magenta(0xff, 0x00, 0xff);
        // The shaft along y = -100 from x = -50, the head's wide end short of x = 150.
        for (qreal x : {-40.0, 0.0, 60.0, 100.0})
            QVERIFY(near(at(image, {x, -100}), magenta));
        QVERIFY(near(at(image, {130, -100 + 7}), magenta)); // the head is wider than the shaft
        QVERIFY(!near(at(image, {0, -100 + 8}), magenta, 60));
        QVERIFY(!near(at(image, {170, -100}), magenta, 60));
        QCOMPARE(count(image, magenta, QRectF(-200, -20, 500, 220)), 0);
    }

    void labelSitsOnALightPlate()
    {
        const Drawn d = read("[{\"type\": \"label\", \"at\": [0, 0], \"text\": \"WWWW\", "
                             "\"color\": \"#ff00ff\"}]");
        const Game &end = *d.timeline.afterMoves();
        const QImage image = drawAfterTheMove(d);
        BoardRenderer r;
        const QRectF plate =
            r.annotationPainter().sceneBounds(d.file->annotations().first(), end, u"en"_s);
        QVERIFY(plate.contains(QPointF(50, 50)));
        QVERIFY(plate.width() > 40 && plate.width() < 150);
        // Text pixels in the label's colour, the rest of the plate light over the tile.
        QVERIFY(count(image, QColor(0xff, 0x00, 0xff), plate) > 40);
        const QColor corner = at(image, plate.topLeft() + QPointF(5, 4));
        QVERIFY2(corner.lightness() > 230, qPrintable(corner.name()));
        QCOMPARE(count(image, QColor(0xff, 0x00, 0xff), QRectF(-200, -300, 500, 250)), 0);
    }

    void highlightTintsTheWholeFeatureAndNoNeighbour()
    {
        const Drawn d = read("[{\"type\": \"highlight\", \"at\": [0, 0], \"on\": \"N\", "
                             "\"color\": \"#0000ff\"}]");
        const Game &end = *d.timeline.afterMoves();
        const QImage plain = draw(end, {}, 1);
        const QImage image = draw(end, d.file->annotations(), 1);
        const Board &b = end.board();
        int dTile = -1, dCity = -1, eTile = -1, eCity = -1;
        QString why;
        QVERIFY(end.resolveLocation({0, 0}, u"N"_s, &dTile, &dCity, &why));
        QVERIFY(end.resolveLocation({0, -1}, u"S"_s, &eTile, &eCity, &why));
        // The city over both tiles is tinted blue, and nothing else changed: not D's fields
        // and road, not E's field beyond its wall, not the road tile beside.
        QVERIFY(changedShare(plain, image, b, {0, 0}, dCity, false) > 0.9);
        QVERIFY(changedShare(plain, image, b, {0, -1}, eCity, false) > 0.9);
        QVERIFY(changedShare(plain, image, b, {0, 0}, dCity, true) < 0.03);
        QVERIFY(changedShare(plain, image, b, {0, -1}, eCity, true) < 0.03);
        QVERIFY(changedShare(plain, image, b, {1, 0}, -2, true) == 0);
        const QColor tinted = at(image, {50, -20});
        const QColor before = at(plain, {50, -20});
        QVERIFY2(tinted.blue() > before.blue() + 30 && tinted.red() < before.red() - 30,
                 qPrintable(tinted.name()));
    }

    void highlightIsOfThePositionShown()
    {
        // The road on (0,0) reaches (1,0) only after the move: shown on the set-up it covers
        // D alone, after the move both tiles.
        const Drawn d = read("[{\"type\": \"highlight\", \"at\": [0, 0], \"on\": \"E\", "
                             "\"color\": \"#0000ff\"}]");
        const Game &end = *d.timeline.afterMoves();
        const QImage plain = draw(end, {}, 1);
        const QImage image = draw(end, d.file->annotations(), 1);
        int tile = -1, road = -1;
        QString why;
        QVERIFY(end.resolveLocation({1, 0}, u"E"_s, &tile, &road, &why));
        QVERIFY(changedShare(plain, image, end.board(), {1, 0}, road, false) > 0.9);
        BoardRenderer r;
        QCOMPARE(r.annotationPainter().sceneBounds(d.file->annotations().first(), end),
                 QRectF(0, 0, 200, 100));
        QCOMPARE(
            r.annotationPainter().sceneBounds(d.file->annotations().first(), *d.timeline.setUp()),
            QRectF(0, 0, 100, 100));
    }

    void highlightedMonasteryGetsADisc()
    {
        // A monastery has hardly any drawn area of its own: the disc round it shows it.
        QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY(file);
        const Timeline timeline = Timeline::build(*file);
        const Game &setUp = *timeline.setUp();
        Annotation a;
        a.type = AnnotationType::Highlight;
        a.at.anchored = true;
        a.at.at = Cell{1, -1}; // tile B, a monastery in a field
        a.at.on = u"monastery"_s;
        a.color = u"#0000ff"_s;
        const QImage plain = draw(setUp, {}, 0);
        const QImage image = draw(setUp, {a}, 0);
        BoardRenderer r;
        bool ok = false;
        const QPointF spot = r.annotationPainter().scenePoint(a.at, setUp, &ok);
        QVERIFY(ok);
        for (const QPointF &edge : {QPointF(30, 0), QPointF(-30, 0), QPointF(0, 30)}) {
            const QColor c = at(image, spot + edge);
            QVERIFY2(c.blue() > at(plain, spot + edge).blue() + 30, qPrintable(c.name()));
        }
        QCOMPARE(at(image, spot + QPointF(45, 45)), at(plain, spot + QPointF(45, 45)));
    }

    void dimFadesItsCells()
    {
        const Drawn d = read("[{\"type\": \"dim\", \"cells\": [[0, 0]]}]");
        const Game &end = *d.timeline.afterMoves();
        const QImage plain = draw(end, {}, 1);
        const QImage image = draw(end, d.file->annotations(), 1);
        // Nearer the table's colour on (0,0), the same on (1,0).
        const auto distance = [](const QColor &c) {
            return qAbs(c.red() - kTable.red()) + qAbs(c.green() - kTable.green()) +
                   qAbs(c.blue() - kTable.blue());
        };
        for (const QPointF &p : {QPointF(50, 90), QPointF(10, 10), QPointF(90, 30)}) {
            QVERIFY(distance(at(image, p)) * 2 < distance(at(plain, p)));
        }
        QCOMPARE(at(image, {150, 90}), at(plain, {150, 90}));
        QCOMPARE(at(image, {50, -50}), at(plain, {50, -50}));
    }

    void nothingForAnotherPositionOrAnEmptyCell()
    {
        // Every type, each shown after the move only, or anchored on the move's tile.
        const Drawn d = read(
            "[{\"type\": \"ring\", \"at\": [0, 0], \"on\": \"W\", \"after\": 1},"
            " {\"type\": \"label\", \"at\": [0, 0], \"text\": \"x\", \"after\": 1},"
            " {\"type\": \"dim\", \"cells\": [[0, 0]], \"after\": 1},"
            " {\"type\": \"highlight\", \"at\": [0, 0], \"on\": \"N\", \"after\": 1},"
            " {\"type\": \"arrow\", \"from\": [0, 0], \"to\": [1, 1], \"after\": 1},"
            " {\"type\": \"ring\", \"at\": [1, 0], \"on\": \"E\"},"
            " {\"type\": \"number\", \"at\": [1, 0], \"on\": \"E\", \"text\": \"1\"},"
            " {\"type\": \"highlight\", \"at\": [1, 0], \"on\": \"E\"},"
            " {\"type\": \"arrow\", \"from\": {\"at\": [1, 0], \"on\": \"E\"}, \"to\": [0, 0]}]");
        const Game &setUp = *d.timeline.setUp();
        QVERIFY(draw(setUp, d.file->annotations(), 0) == draw(setUp, {}, 0));
        // The same marks do draw on the position they are for.
        const Game &end = *d.timeline.afterMoves();
        QVERIFY(draw(end, d.file->annotations(), 1) != draw(end, {}, 1));
    }

    void hitTestFindsTheTopmost()
    {
        const Drawn d = read("[{\"type\": \"dim\", \"cells\": [[1, 0]]},"
                             " {\"type\": \"ring\", \"at\": [0, 0], \"on\": \"W\"},"
                             " {\"type\": \"number\", \"at\": [0, 0], \"on\": \"W\", \"text\": "
                             "\"1\"},"
                             " {\"type\": \"label\", \"at\": [1, -1], \"text\": \"x\", "
                             "\"after\": 0},"
                             " {\"type\": \"highlight\", \"at\": [0, -1], \"on\": \"S\"}]");
        const Game &end = *d.timeline.afterMoves();
        BoardRenderer r;
        const AnnotationPainter &p = r.annotationPainter();
        const QList<Annotation> &a = d.file->annotations();
        bool ok = false;
        const QPointF spot = p.scenePoint(a[1].at, end, &ok);
        QCOMPARE(p.hitTest(spot, end, a, 1, 3), 2);                  // the disc over the ring
        QCOMPARE(p.hitTest(spot + QPointF(20, 0), end, a, 1, 3), 1); // the ring beyond it
        QCOMPARE(p.hitTest({150, 50}, end, a, 1, 3), 0);             // the dimmed cell
        QCOMPARE(p.hitTest({50, -20}, end, a, 1, 3), 4);             // the city
        QCOMPARE(p.hitTest({85, 88}, end, a, 1, 3), -1);             // D's field
        QCOMPARE(p.hitTest({150, -50}, end, a, 1, 3), -1);           // a label not shown
        QCOMPARE(p.hitTest({150, -50}, end, a, 0, 3), 3);            // shown on the set-up
    }

    void captionUnderThePictureInItsLanguage()
    {
        const Drawn d = read("[{\"type\": \"label\", \"at\": [2, -1], \"text\": {\"en\": \"six "
                             "points\", \"nl\": \"zes punten\"}},"
                             " {\"type\": \"arrow\", \"from\": [-1, 0], \"to\": [0, 0], "
                             "\"label\": {\"en\": \"here\", \"nl\": \"hier\"}},"
                             " {\"type\": \"number\", \"at\": [3, 0], \"text\": {\"en\": "
                             "\"1a\", \"nl\": \"1b\"}}]",
                             "{\"en\": \"Blue extends the road.\", \"nl\": \"Blauw verlengt de "
                             "weg.\"}");
        const Game &end = *d.timeline.afterMoves();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &lang : {u"en"_s, u"nl"_s}) {
            BoardRenderer r;
            r.setGame(&end);
            r.setAnnotations(d.file->annotations(), 1, lang);
            r.setCaption(d.file->caption().in(lang));
            const QString path = dir.filePath(lang + u".svg"_s);
            QVERIFY(r.exportSvg(path));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString svg = QString::fromUtf8(f.readAll());
            const bool nl = lang == u"nl";
            QVERIFY(
                svg.contains(nl ? u">Blauw verlengt de weg.<"_s : u">Blue extends the road.<"_s));
            QVERIFY(!svg.contains(nl ? u"Blue extends"_s : u"Blauw verlengt"_s));
            QVERIFY(svg.contains(nl ? u">zes punten<"_s : u">six points<"_s));
            QVERIFY(svg.contains(nl ? u">hier<"_s : u">here<"_s));
            QVERIFY(svg.contains(nl ? u">1b<"_s : u">1a<"_s));
            QVERIFY(!svg.contains(nl ? u">1a<"_s : u">1b<"_s));
        }
        // On pixels: the caption's dark text in lines below the board.
        BoardRenderer r;
        r.setGame(&end);
        QCOMPARE(linesBelowTheBoard(r.renderImage(600)), 0);
        r.setCaption(d.file->caption().in(u"en"_s));
        QCOMPARE(linesBelowTheBoard(r.renderImage(600)), 1);
    }

    void longCaptionWrapsOverLines()
    {
        const Drawn d = read("[]");
        const Game &end = *d.timeline.afterMoves();
        BoardRenderer r;
        r.setGame(&end);
        const QImage plain = r.renderImage(800);
        r.setCaption(QString(u"A caption long enough to need several lines under a small board. "_s)
                         .repeated(3));
        const QImage many = r.renderImage(800);
        QVERIFY(linesBelowTheBoard(many) >= 3);
        // The narrow board widens the picture, so the lines are not a thin column.
        QVERIFY(qreal(many.width()) / many.height() > qreal(plain.width()) / plain.height());
    }

    void stepMarksOutlineRingAndTint()
    {
        const Drawn d = read("[]");
        const Game &end = *d.timeline.afterMoves();
        int tile = -1, road = -1;
        QString why;
        QVERIFY(end.resolveLocation({1, 0}, u"E"_s, &tile, &road, &why));
        BoardRenderer::StepMarks marks;
        marks.placedTile = Cell{1, 0};
        marks.figures = {0};
        marks.segments = {{tile, road}};
        marks.points = {{{Cell{-1, -2}}, 0, 6}};
        const QImage plain = draw(end, {}, 1);
        const QImage image = draw(end, {}, 1, marks);
        const QColor orange = BoardRenderer::stepMarkColour();
        // The tile's frame just inside its edge, on every side.
        for (const QPointF &p :
             {QPointF(103, 20), QPointF(197, 80), QPointF(150, 3), QPointF(150, 97)})
            QVERIFY2(near(at(image, p), orange), qPrintable(at(image, p).name()));
        QVERIFY(!near(at(image, {3, 20}), orange, 40));
        // The deciding meeple ringed.
        BoardRenderer r;
        const QPointF spot = r.figureRenderer().position(end.board(), end.figures().first());
        QVERIFY(near(at(image, spot + QPointF(0, -27)), orange));
        // The scored road tinted, and the points written at the middle of their cells.
        QVERIFY(changedShare(plain, image, end.board(), {1, 0}, road, false) > 0.5);
        // The plate is in the scorer's colour (player 0's), where without points there is none.
        BoardRenderer::StepMarks withoutPoints = marks;
        withoutPoints.points.clear();
        const QImage unwritten = draw(end, {}, 1, withoutPoints);
        const QColor scorer = FigureRenderer::playerColour(end.players(), 0);
        const QRectF plate(-100, -200, 100, 100);
        QVERIFY(count(image, scorer, plate) > count(unwritten, scorer, plate) + 30);
    }

    void narrowPictureWidensForItsLegend()
    {
        // One tile of a four-figure board: the picture widens so the legend keeps one row
        // rather than putting one entry on each.
        QFile f(mltest::examplesDir() + u"/mw-2-two-roads.meeple"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY(file);
        const Timeline timeline = Timeline::build(*file);
        BoardRenderer r;
        r.setGame(timeline.setUp().get());
        r.setRegion(QRectF(-25, -25, 150, 150));
        r.setLegend(BoardRenderer::figureLegend(*timeline.setUp(), u"en"_s));
        QCOMPARE(r.legend().size(), 4);
        const QImage image = r.renderImage(800);
        QCOMPARE(linesBelowTheBoard(image), 1);
        QVERIFY(image.width() > image.height());
    }

    // The legend lists the markers with a meaning drawn on the picture, after the figures:
    // those of its position (respecting `after`) whose cell has a tile there.
    void legendListsTheMarkersShown()
    {
        QFile f(mltest::dataDir() + u"/files/annotated-markers.meeple"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY2(file, qPrintable(error.toString(u"markers"_s)));
        const Timeline timeline = Timeline::build(*file);
        const auto texts = [](const QList<BoardRenderer::LegendEntry> &legend) {
            QStringList out;
            for (const BoardRenderer::LegendEntry &e : legend)
                out << e.text;
            return out;
        };
        BoardRenderer r;
        r.setGame(timeline.afterMoves().get());
        r.setAnnotations(file->annotations(), 1, u"en"_s);
        const QList<BoardRenderer::LegendEntry> after = r.markerLegend();
        QCOMPARE(texts(after),
                 (QStringList{u"A: the junction ends Red's road"_s, u"B: the road of the mage"_s,
                              u"Blue's meeple"_s, u"A1: no tile fits here"_s}));
        QList<MarkerShape> shapes;
        for (const BoardRenderer::LegendEntry &e : after) {
            QCOMPARE(e.figure, BoardRenderer::LegendFigure::Marker);
            shapes << e.shape;
        }
        QCOMPARE(shapes, (QList<MarkerShape>{MarkerShape::Circle, MarkerShape::Square,
                                             MarkerShape::Triangle, MarkerShape::Cross}));
        QCOMPARE(after[0].mark, u"A"_s);
        QCOMPARE(after[1].colour, QColor(u"#009e73"_s));
        QVERIFY(after[2].mark.isEmpty());
        // Figures first, then the markers.
        r.setLegend(BoardRenderer::figureLegend(*timeline.setUp(), u"en"_s));
        const QList<BoardRenderer::LegendEntry> shown = r.shownLegend();
        QCOMPARE(shown.size(), r.legend().size() + 4);
        QVERIFY(r.legend().size() > 0);
        QCOMPARE(shown.last().text, u"A1: no tile fits here"_s);
        QVERIFY(shown.first().figure != BoardRenderer::LegendFigure::Marker);
        // The set-up in Dutch: the tile of the move is not there yet, so the markers on it are
        // not drawn; the triangle belongs to the position after the move, the bare cross to
        // the set-up.
        BoardRenderer setUp;
        setUp.setGame(timeline.setUp().get());
        setUp.setAnnotations(file->annotations(), 0, u"nl"_s);
        QCOMPARE(texts(setUp.markerLegend()),
                 (QStringList{u"A1: hier past geen tegel"_s, u"alleen bij de beginopstelling"_s}));
        // Without annotations (render --no-annotations), no markers.
        setUp.setAnnotations({}, 0, u"nl"_s);
        QVERIFY(setUp.markerLegend().isEmpty());
    }

    // An exported SVG writes the markers' legend in its language, next to the marker drawn
    // small; a picture without meanings keeps its size.
    void legendOfMarkersInSvgPerLanguage()
    {
        const Drawn d =
            read("[{\"type\": \"number\", \"at\": [-1, 0], \"text\": \"A\", \"shape\": "
                 "\"triangle\", \"color\": \"#cc79a7\", \"meaning\": {\"en\": \"the city Red "
                 "completes\", \"nl\": \"de stad die rood afbouwt\"}}]");
        const Drawn plain = read("[{\"type\": \"number\", \"at\": [-1, 0], \"text\": \"A\", "
                                 "\"shape\": \"triangle\", \"color\": \"#cc79a7\"}]");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &lang : {u"en"_s, u"nl"_s}) {
            BoardRenderer r;
            r.setGame(d.timeline.afterMoves().get());
            r.setAnnotations(d.file->annotations(), 1, lang);
            const QString path = dir.filePath(lang + u".svg"_s);
            QVERIFY(r.exportSvg(path));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString svg = QString::fromUtf8(f.readAll());
            const bool nl = lang == u"nl";
            QVERIFY2(svg.contains(nl ? u">A: de stad die rood afbouwt<"_s
                                     : u">A: the city Red completes<"_s),
                     qPrintable(lang));
            QVERIFY(!svg.contains(nl ? u"the city Red"_s : u"de stad die"_s));
            // Two triangles of the marker's colour: on the board and in the legend.
            const QRegularExpression filled(u"<g fill=\"#cc79a7\"[^>]*>\\s*<path "_s);
            QCOMPARE(svg.count(filled), 2);
            BoardRenderer without;
            without.setGame(plain.timeline.afterMoves().get());
            without.setAnnotations(plain.file->annotations(), 1, lang);
            QVERIFY(without.markerLegend().isEmpty());
            QVERIFY(r.pictureSize().height() > without.pictureSize().height());
        }
    }

    void legendListsEveryKindOfFigure_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<int>("position"); // -1: after every move
        QTest::addColumn<QList<int>>("kinds");
        using F = BoardRenderer::LegendFigure;
        QTest::newRow("mage and witch")
            << u"mw-2-two-roads.meeple"_s << 0
            << QList<int>{int(F::Meeple), int(F::Meeple), int(F::Mage), int(F::Witch)};
        QTest::newRow("shepherd") << u"hs-shepherd-1a.meeple"_s << -1
                                  << QList<int>{int(F::Shepherd)};
        QTest::newRow("castle lord")
            << u"gc-castle-scoring.meeple"_s << -1 << QList<int>{int(F::Lord)};
    }

    void legendListsEveryKindOfFigure()
    {
        QFETCH(QString, example);
        QFETCH(int, position);
        QFETCH(QList<int>, kinds);
        QFile f(mltest::examplesDir() + u'/' + example);
        QVERIFY(f.open(QIODevice::ReadOnly));
        FileError error;
        const auto file = BoardFile::parse(f.readAll(), &error);
        QVERIFY(file);
        const Timeline timeline = Timeline::build(*file);
        const std::shared_ptr<const Game> shown =
            position < 0 ? timeline.afterMoves() : timeline.position(position);
        QVERIFY(shown);
        const QList<BoardRenderer::LegendEntry> legend =
            BoardRenderer::figureLegend(*shown, u"en"_s);
        QList<int> got;
        for (const BoardRenderer::LegendEntry &e : legend) {
            got << int(e.figure);
            QVERIFY(!e.text.isEmpty());
            QVERIFY(e.colour.isValid());
        }
        for (int kind : kinds)
            QVERIFY2(got.contains(kind), qPrintable(example));
        for (const BoardRenderer::LegendEntry &e : legend) {
            if (e.figure == BoardRenderer::LegendFigure::Mage) QCOMPARE(e.text, u"mage"_s);
            if (e.figure == BoardRenderer::LegendFigure::Witch) QCOMPARE(e.text, u"witch"_s);
        }
        // Drawn, the legend's pictures show under the board.
        BoardRenderer r;
        r.setGame(shown.get());
        const int bare = linesBelowTheBoard(r.renderImage(800));
        r.setLegend(legend);
        QVERIFY(linesBelowTheBoard(r.renderImage(800)) > bare);
    }
};

QTEST_MAIN(TestRenderAnnotations)
#include "tst_render_annotations.moc"
