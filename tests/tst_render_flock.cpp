// SPDX-License-Identifier: GPL-3.0-or-later
// The Hills & Sheep tokens beside a shepherd (R-HS-1, R-HS-SH-1): the sheep and wolf token
// pictures load and differ, and a shepherd's flock is drawn as tokens in a row beside it, on
// its tile, without covering it, on pixels and in exported SVG alike.
#include "boardfile.h"
#include "boardrenderer.h"
#include "figurerenderer.h"
#include "svgart.h"
#include "testdata.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

namespace
{

// The sheep token's meadow green and the wolf token's dark red (resources/svg/tokens).
const QColor kSheepGround(0x9c, 0xcc, 0x65);
const QColor kWolfGround(0x7b, 0x2d, 0x26);
const QColor kWool(0xff, 0xff, 0xff);

// A token 100 pixels across centred on a 120 x 120 transparent picture.
QImage drawToken(SvgArt::Token token, int sheep)
{
    QImage image(120, 120, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    SvgArt::draw(&p, token, sheep, QPointF(60, 60), 100);
    return image;
}

int pixelsOf(const QImage &image, const QColor &colour, const QRect &within = QRect())
{
    const QRect area = within.isNull() ? image.rect() : within.intersected(image.rect());
    int n = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c = QColor::fromRgba(image.pixel(x, y));
            n += c.alpha() == 255 && qAbs(c.red() - colour.red()) <= 2 &&
                 qAbs(c.green() - colour.green()) <= 2 && qAbs(c.blue() - colour.blue()) <= 2;
        }
    return n;
}

int differingPixels(const QImage &a, const QImage &b)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            n += a.pixel(x, y) != b.pixel(x, y);
    return n;
}

// Example 2 of the shepherds (two shepherds in two meadows) at its set-up, with Red's flock
// set to `redFlock` and Blue's shepherd taken off, so only Red's shepherd is drawn.
std::optional<Game> redShepherd(const QStringList &redFlock)
{
    QFile f(mltest::examplesDir() + QStringLiteral("/hs-shepherd-2.meeple"));
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QJsonArray figures = root.value(QStringLiteral("figures")).toArray();
    if (figures.size() != 2) return std::nullopt;
    QJsonObject red = figures.at(0).toObject();
    red.insert(QStringLiteral("flock"), QJsonArray::fromStringList(redFlock));
    root.insert(QStringLiteral("figures"), QJsonArray{red});
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(QJsonDocument(root).toJson(), &error);
    if (!file) return std::nullopt;
    return file->setUp({}, &error);
}

// The figures alone, at 100 % (a cell is 100 pixels), on a transparent picture of the board.
QImage drawFigures(const BoardRenderer &renderer)
{
    const QRectF scene = renderer.sceneRect();
    QImage image(scene.size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.translate(-scene.topLeft());
    renderer.paintFigures(&p);
    return image;
}

} // namespace

class TestRenderFlock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTokenLoadsAndDraws();
    void sheepTokensShowTheirNumber();
    void wolfTokenDiffersFromSheepToken();
    void tokenNamesFollowTheBoardFile();
    void shepherdWithFlockDrawsTokensBesideIt();
    void flockSpotsStayOnTheTileAndOffTheShepherd();
    void flockSpotsPreferTheShepherdsField();
    void svgExportDrawsTokensAsVectors();
};

void TestRenderFlock::everyTokenLoadsAndDraws()
{
    QCOMPARE(SvgArt::allTokens().size(), 2);
    for (SvgArt::Token t : SvgArt::allTokens()) {
        const QString path = SvgArt::resourcePath(t);
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        for (int sheep = 1; sheep <= 4; ++sheep) {
            QSvgRenderer *r = SvgArt::renderer(t, sheep);
            QVERIFY2(r && r->isValid(), qPrintable(path));
            QVERIFY(!r->viewBoxF().isEmpty());
            const QImage image = drawToken(t, sheep);
            // A round token centred where asked: its middle painted, the corners empty.
            QVERIFY2(pixelsOf(image, t == SvgArt::Token::Sheep ? kSheepGround : kWolfGround) > 300,
                     qPrintable(path));
            QCOMPARE(qAlpha(image.pixel(60, 60)), 255);
            QCOMPARE(qAlpha(image.pixel(8, 8)), 0);
            QCOMPARE(qAlpha(image.pixel(111, 111)), 0);
        }
    }
    // The file alone is a valid picture too (it shows one sheep).
    QFile sheep(SvgArt::resourcePath(SvgArt::Token::Sheep));
    QVERIFY(sheep.open(QIODevice::ReadOnly));
    QSvgRenderer plain(sheep.readAll());
    QVERIFY(plain.isValid());
}

// R-HS-1: sheep tokens show 1 to 4 sheep; each number is its own picture.
void TestRenderFlock::sheepTokensShowTheirNumber()
{
    for (int n = 1; n <= 4; ++n) {
        const QByteArray text = SvgArt::tokenSource(SvgArt::Token::Sheep, n);
        QVERIFY(text.contains("xlink:href=\"#count-" + QByteArray::number(n) + '"'));
    }
    QList<QImage> images;
    for (int n = 1; n <= 4; ++n)
        images << drawToken(SvgArt::Token::Sheep, n);
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b) {
            const int differing = differingPixels(images[a], images[b]);
            QVERIFY2(
                differing > 150,
                qPrintable(
                    QStringLiteral("%1 vs %2: %3 pixels").arg(a + 1).arg(b + 1).arg(differing)));
        }
    QVERIFY(SvgArt::renderer(SvgArt::Token::Sheep, 2) != SvgArt::renderer(SvgArt::Token::Sheep, 3));
    QCOMPARE(SvgArt::renderer(SvgArt::Token::Sheep, 2), SvgArt::renderer(SvgArt::Token::Sheep, 2));
}

void TestRenderFlock::wolfTokenDiffersFromSheepToken()
{
    const QImage wolf = drawToken(SvgArt::Token::Wolf, 0);
    const QImage sheep = drawToken(SvgArt::Token::Sheep, 1);
    QVERIFY(differingPixels(wolf, sheep) > 120 * 120 / 4);
    QCOMPARE(pixelsOf(wolf, kSheepGround), 0);
    QCOMPARE(pixelsOf(sheep, kWolfGround), 0);
    QVERIFY(pixelsOf(wolf, kWolfGround) > 500);
}

void TestRenderFlock::tokenNamesFollowTheBoardFile()
{
    SvgArt::Token token = SvgArt::Token::Wolf;
    int sheep = 0;
    QVERIFY(SvgArt::tokenFromName(QStringLiteral("3"), &token, &sheep));
    QCOMPARE(int(token), int(SvgArt::Token::Sheep));
    QCOMPARE(sheep, 3);
    QVERIFY(SvgArt::tokenFromName(QStringLiteral("wolf"), &token, &sheep));
    QCOMPARE(int(token), int(SvgArt::Token::Wolf));
    for (const char *bad : {"0", "5", "", "sheep", "-1"})
        QVERIFY2(!SvgArt::tokenFromName(QString::fromLatin1(bad), &token, &sheep), bad);
}

// R-HS-SH-1: the drawn tokens lie next to the shepherd. A flock of 1 and 3 sheep adds
// token-green pixels on the shepherd's tile that an empty flock does not, the two numbers
// differ from a flock of 3 and 1, and the shepherd's own pixels stay as they were.
void TestRenderFlock::shepherdWithFlockDrawsTokensBesideIt()
{
    const std::optional<Game> empty = redShepherd({});
    const std::optional<Game> flock = redShepherd({QStringLiteral("1"), QStringLiteral("3")});
    const std::optional<Game> turned = redShepherd({QStringLiteral("3"), QStringLiteral("1")});
    QVERIFY(empty && flock && turned);
    QCOMPARE(flock->figures().size(), 1);
    QCOMPARE(flock->figures().first().flock,
             (QStringList{QStringLiteral("1"), QStringLiteral("3")}));

    BoardRenderer renderer;
    // A player's mark is white like the wool: left off, so the white counted is the tokens'.
    renderer.setPlayerMarks(false);
    renderer.setGame(&*empty);
    const QImage alone = drawFigures(renderer);
    renderer.setGame(&*flock);
    const QImage withFlock = drawFigures(renderer);
    renderer.setGame(&*turned);
    const QImage withTurned = drawFigures(renderer);

    const Figure &shepherd = flock->figures().first();
    const QRectF scene = renderer.sceneRect();
    const QRect tile = renderer.geometry()
                           .tileRect(flock->board().tiles()[size_t(shepherd.tile)])
                           .translated(-scene.topLeft())
                           .toAlignedRect();
    // At 100 % a token is about 17 pixels across: a green rim around white wool.
    for (const QColor &colour : {kSheepGround, kWool}) {
        QCOMPARE(pixelsOf(alone, colour), 0);
        const int tokenPixels = pixelsOf(withFlock, colour);
        QVERIFY2(tokenPixels > 2 * (colour == kWool ? 30 : 6),
                 qPrintable(QStringLiteral("%1: %2").arg(colour.name()).arg(tokenPixels)));
        QCOMPARE(pixelsOf(withFlock, colour, tile), tokenPixels); // all on its tile
    }
    QVERIFY(differingPixels(withFlock, withTurned) > 40); // the numbers show

    int covered = 0, shepherdPixels = 0;
    for (int y = 0; y < alone.height(); ++y)
        for (int x = 0; x < alone.width(); ++x)
            if (qAlpha(alone.pixel(x, y)) > 0) {
                ++shepherdPixels;
                covered += alone.pixel(x, y) != withFlock.pixel(x, y);
            }
    QVERIFY(shepherdPixels > 300);
    QVERIFY2(covered < shepherdPixels / 100, qPrintable(QString::number(covered)));
}

void TestRenderFlock::flockSpotsStayOnTheTileAndOffTheShepherd()
{
    const qreal height = 30;
    const QRectF tile(0, 0, 100, 100);
    for (const QPointF at : {QPointF(50, 50), QPointF(20, 80), QPointF(80, 30), QPointF(85, 85)})
        for (int count = 1; count <= 4; ++count) {
            qreal d = 0;
            const QList<QPointF> spots =
                FigureRenderer::flockSpots(at, height, count, tile, nullptr, &d);
            QCOMPARE(spots.size(), count);
            QVERIFY(d > 0.4 * height);
            const QRectF shepherd(at.x() - 0.6 * height, at.y() - 0.62 * height, 1.32 * height,
                                  1.2 * height);
            for (const QPointF &s : spots) {
                const QRectF token(s.x() - d / 2, s.y() - d / 2, d, d);
                const QString where = QStringLiteral("shepherd at %1,%2, %3 tokens, one at %4,%5")
                                          .arg(at.x())
                                          .arg(at.y())
                                          .arg(count)
                                          .arg(s.x())
                                          .arg(s.y());
                QVERIFY2(!token.intersects(shepherd), qPrintable(where));
                QVERIFY2(tile.contains(s), qPrintable(where));
            }
        }
    qreal d = 0;
    QVERIFY(FigureRenderer::flockSpots({50, 50}, height, 0, tile, nullptr, &d).isEmpty());
}

// Where only the west half of the tile is the shepherd's field, the tokens lie there.
void TestRenderFlock::flockSpotsPreferTheShepherdsField()
{
    qreal d = 0;
    const auto westField = [](QPointF p) { return p.x() < 50; };
    const QList<QPointF> spots =
        FigureRenderer::flockSpots({35, 50}, 30, 2, QRectF(0, 0, 100, 100), westField, &d);
    QCOMPARE(spots.size(), 2);
    for (const QPointF &s : spots)
        QVERIFY2(s.x() < 50, qPrintable(QString::number(s.x())));
}

// Exported SVG keeps the tokens as vectors with their colours.
void TestRenderFlock::svgExportDrawsTokensAsVectors()
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setViewBox(QRectF(0, 0, 200, 100));
    QPainter p(&svg);
    SvgArt::draw(&p, SvgArt::Token::Sheep, 4, QPointF(50, 50), 40);
    SvgArt::draw(&p, SvgArt::Token::Wolf, 0, QPointF(150, 50), 40);
    p.end();
    const QByteArray out = buffer.data();
    QVERIFY(!out.contains("<image"));
    QVERIFY(out.contains("#9ccc65"));
    QVERIFY(out.contains("#7b2d26"));
}

QTEST_MAIN(TestRenderFlock)
#include "tst_render_flock.moc"
