// SPDX-License-Identifier: GPL-3.0-or-later
// Tile art of the user's own (TileArt): a folder of PNG and SVG pictures, one per tile id,
// read through the bounded reader and drawn in place of the built-in tile faces, turned with
// the tile; broken and hostile files refused with their names; and the project's line art
// (resources/art/line-art), which must be the generator's output and cover the catalogue.
#include "boardfile.h"
#include "boardrenderer.h"
#include "lineart.h"
#include "picturefiles.h"
#include "testdata.h"
#include "tileart.h"
#include "tilecatalogue.h"
#include "tilerenderer.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QString lineArtFolder()
{
    return mltest::examplesDir() + u"/../art/line-art"_s;
}

const TileType &tile(const char *id)
{
    const TileType *t = TileCatalogue::builtin().find(QString::fromLatin1(id));
    if (!t) qFatal("no tile %s", id);
    return *t;
}

QByteArray pngOf(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

// A picture whose left half is red and right half blue, `w` x `h`.
QImage halves(int w, int h)
{
    QImage image(w, h, QImage::Format_RGB32);
    image.fill(Qt::blue);
    QPainter(&image).fillRect(0, 0, w / 2, h, Qt::red);
    return image;
}

quint32 crc32(const QByteArray &bytes)
{
    quint32 crc = 0xffffffffu;
    for (const char c : bytes) {
        crc ^= quint8(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

// A small PNG whose header claims `w` x `h` pixels, with a valid header checksum: a reader
// that trusts the header and decodes would ask for w * h * 4 bytes.
QByteArray pngClaiming(quint32 w, quint32 h)
{
    QByteArray png = pngOf(halves(4, 4));
    for (int i = 0; i < 4; ++i) {
        png[16 + i] = char((w >> (24 - 8 * i)) & 0xff);
        png[20 + i] = char((h >> (24 - 8 * i)) & 0xff);
    }
    const quint32 crc = crc32(png.mid(12, 17)); // "IHDR" and its 13 bytes
    for (int i = 0; i < 4; ++i)
        png[29 + i] = char((crc >> (24 - 8 * i)) & 0xff);
    return png;
}

// A green square, one line: moc reads past a raw string that spans lines.
const QByteArray kSquareSvg =
    R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg>)";

QRgb pixel(const QImage &image, int x, int y)
{
    return image.pixel(x, y) | 0xff000000u;
}

} // namespace

class TestRenderTileArt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { TileArt::setInUse(nullptr); }
    void loadsPngAndSvgAndListsMissingOnce();
    void widePictureFitsInsideCentred();
    void pictureTurnsWithTheTile();
    void missingTileKeepsTheBuiltinArt();
    void brokenFilesAreRefusedByName_data();
    void brokenFilesAreRefusedByName();
    void specialFilesAreRefusedByName();
    void hugeHeaderIsRefusedUndecoded();
    void largePictureIsKeptScaledDown();
    void svgExportEmbedsThePictures();
    void fileNamesOfIds();
    void lineArtCoversTheCatalogue();
    void lineArtIsTheGeneratorsOutput();
    void lineArtChangesTilesNotFigures();
};

void TestRenderTileArt::loadsPngAndSvgAndListsMissingOnce()
{
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(u"A.png"_s), pngOf(halves(40, 20)));
    mltest::writeFile(dir.filePath(u"D.svg"_s), kSquareSvg);
    mltest::writeFile(dir.filePath(u"notes.txt"_s), "not a picture, and not looked at");
    const auto art = TileArt::load(dir.path());
    QVERIFY(art);
    QCOMPARE(art->pictureCount(), 2);
    QVERIFY(art->problems().isEmpty());
    const QStringList missing = art->missing();
    QCOMPARE(missing.size(), TileCatalogue::builtin().size() - 2);
    QVERIFY(!missing.contains(u"A"_s) && !missing.contains(u"D"_s));
    QCOMPARE(missing.first(), u"B"_s);
    // Asked for the tiles of a board, each missing id comes once.
    QCOMPARE(art->missingOf({u"A"_s, u"B"_s, u"B"_s, u"C"_s, u"D"_s}),
             (QStringList{u"B"_s, u"C"_s}));
    QVERIFY(art->covers(tile("A")) && art->covers(tile("D")) && !art->covers(tile("B")));
    QVERIFY(!TileArt::load(dir.filePath(u"no such folder"_s)));
    QVERIFY(!TileArt::load(dir.filePath(u"A.png"_s)));
}

// A picture twice as wide as high on a single tile: scaled to the cell's width, centred, with
// white above and below.
void TestRenderTileArt::widePictureFitsInsideCentred()
{
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(u"A.png"_s), pngOf(halves(200, 100)));
    TileArt::setInUse(TileArt::load(dir.path()));
    const QImage image = TileRenderer().renderTile(tile("A"), 0, 100);
    QCOMPARE(image.size(), QSize(100, 100));
    QCOMPARE(pixel(image, 25, 50), qRgb(255, 0, 0));
    QCOMPARE(pixel(image, 75, 50), qRgb(0, 0, 255));
    QCOMPARE(pixel(image, 25, 12), qRgb(255, 255, 255));
    QCOMPARE(pixel(image, 75, 88), qRgb(255, 255, 255));
}

// Drawn unturned in the file; a quarter turn clockwise puts its left half on top.
void TestRenderTileArt::pictureTurnsWithTheTile()
{
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(u"D.png"_s), pngOf(halves(100, 100)));
    TileArt::setInUse(TileArt::load(dir.path()));
    const QImage turned = TileRenderer().renderTile(tile("D"), 1, 100);
    QCOMPARE(pixel(turned, 50, 25), qRgb(255, 0, 0));
    QCOMPARE(pixel(turned, 50, 75), qRgb(0, 0, 255));
    // A double tile's picture covers both cells, turned as one.
    mltest::writeFile(dir.filePath(u"GC-1.png"_s), pngOf(halves(200, 100)));
    TileArt::setInUse(TileArt::load(dir.path()));
    const QImage castle = TileRenderer().renderTile(tile("GC-1"), 1, 100);
    QCOMPARE(castle.size(), QSize(100, 200));
    QCOMPARE(pixel(castle, 50, 50), qRgb(255, 0, 0));
    QCOMPARE(pixel(castle, 50, 150), qRgb(0, 0, 255));
}

void TestRenderTileArt::missingTileKeepsTheBuiltinArt()
{
    const QImage builtin = TileRenderer().renderTile(tile("B"), 2, 80);
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(u"A.png"_s), pngOf(halves(40, 40)));
    TileArt::setInUse(TileArt::load(dir.path()));
    QCOMPARE(TileRenderer().renderTile(tile("B"), 2, 80), builtin);
    QVERIFY(TileRenderer().renderTile(tile("A"), 2, 80) !=
            TileRenderer().renderTile(tile("A"), 0, 80));
}

void TestRenderTileArt::brokenFilesAreRefusedByName_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("reason");
    using Code = TileArt::ProblemCode;
    const QByteArray png = pngOf(halves(64, 64));
    QTest::newRow("text as png") << u"A.png"_s << QByteArray("hello") << int(Code::NotPng)
                                 << u"not a PNG picture"_s;
    QTest::newRow("truncated png") << u"A.png"_s << png.left(png.size() / 2) << int(Code::Damaged)
                                   << u"damaged or cut short"_s;
    QTest::newRow("png header only")
        << u"A.png"_s << png.left(12) << int(Code::Damaged) << u"damaged or cut short"_s;
    QTest::newRow("svg as png") << u"A.png"_s << kSquareSvg << int(Code::NotPng)
                                << u"not a PNG picture"_s;
    QTest::newRow("png as svg") << u"A.svg"_s << png << int(Code::SvgSyntax)
                                << u"not a valid SVG"_s;
    QTest::newRow("unclosed svg") << u"A.svg"_s << kSquareSvg.left(60) << int(Code::SvgSyntax)
                                  << u"not a valid SVG"_s;
    QTest::newRow("html") << u"A.svg"_s << QByteArray("<html><body/></html>")
                          << int(Code::SvgNotSvg) << u"<html>"_s;
    QTest::newRow("image of a file")
        << u"A.svg"_s
        << QByteArray(
               R"(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9"><image xlink:href="/etc/passwd" width="9" height="9"/></svg>)")
        << int(Code::SvgImage) << u"<image>"_s;
    QTest::newRow("use of a file")
        << u"A.svg"_s
        << QByteArray(
               R"(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9"><use xlink:href="other.svg#x"/></svg>)")
        << int(Code::SvgReference) << u"other.svg#x"_s;
    QTest::newRow("fill from a file")
        << u"A.svg"_s
        << QByteArray(
               R"x(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9" style="fill:url(/tmp/x.svg#p)"/></svg>)x")
        << int(Code::SvgReference) << u"url(/tmp/x.svg#p)"_s;
    QTest::newRow("style sheet")
        << u"A.svg"_s
        << QByteArray(
               R"(<?xml-stylesheet href="/etc/passwd"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"/>)")
        << int(Code::SvgInstruction) << u"xml-stylesheet"_s;
    QTest::newRow("entities")
        << u"A.svg"_s
        << QByteArray(
               R"(<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><text>&a;</text></svg>)")
        << int(Code::SvgDocumentType) << u"DTD"_s;
    QByteArray deep = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9">)";
    deep += QByteArray("<g>").repeated(400) + QByteArray("</g>").repeated(400) + "</svg>";
    QTest::newRow("deep") << u"A.svg"_s << deep << int(Code::SvgTooDeep) << u"256 deep"_s;
    QByteArray clones =
        R"(<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 9 9"><g id="g0"><rect width="1" height="1"/></g>)";
    for (int i = 1; i <= 20; ++i)
        clones +=
            QStringLiteral(R"(<g id="g%1"><use xlink:href="#g%2"/><use xlink:href="#g%2"/></g>)")
                .arg(i)
                .arg(i - 1)
                .toUtf8();
    clones += "</svg>";
    QTest::newRow("clones") << u"A.svg"_s << clones << int(Code::SvgTooManyClones) << u"16 <use>"_s;
    QTest::newRow("no size")
        << u"A.svg"_s
        << QByteArray(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 0"/>)")
        << int(Code::EmptyPicture) << u"no size"_s;
    QTest::newRow("gzip") << u"A.svg"_s << QByteArray("\x1f\x8b\x08\x00\x00\x00", 6)
                          << int(Code::SvgSyntax) << u"not a valid SVG"_s;
}

void TestRenderTileArt::brokenFilesAreRefusedByName()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, code);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(name), bytes);
    const auto art = TileArt::load(dir.path());
    QVERIFY(art);
    QCOMPARE(art->pictureCount(), 0);
    QCOMPARE(art->problems().size(), 1);
    const TileArt::Problem &problem = art->problems().first();
    QCOMPARE(problem.fileName, name);
    const QString text = TileArt::problemEnglish(problem);
    QCOMPARE(int(problem.code), code);
    QVERIFY2(text.startsWith(name + u": "_s) && text.contains(reason), qPrintable(text));
    // The tile keeps the built-in art.
    QVERIFY(art->missing().contains(u"A"_s));
}

// A folder, a named pipe and /dev/zero under picture names: refused at once, by name, with
// the bounded reader's reasons.
void TestRenderTileArt::specialFilesAreRefusedByName()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(u"A.png"_s));
    QVERIFY(::mkfifo(QFile::encodeName(dir.filePath(u"B.png"_s)).constData(), 0600) == 0);
    QVERIFY(QFile::link(u"/dev/zero"_s, dir.filePath(u"C.svg"_s)));
    mltest::writeFile(dir.filePath(u"D.png"_s), pngOf(halves(10, 10)));
    mltest::writeFile(dir.filePath(u"D.svg"_s), kSquareSvg);
    QElapsedTimer clock;
    clock.start();
    const auto art = TileArt::load(dir.path());
    QVERIFY(clock.elapsed() < 5000);
    QVERIFY(art);
    QCOMPARE(art->pictureCount(), 1);
    QStringList texts;
    for (const TileArt::Problem &p : art->problems())
        texts << TileArt::problemEnglish(p);
    QCOMPARE(texts.size(), 4);
    QVERIFY2(texts[0].startsWith(u"A.png: "_s) && texts[0].contains(u"directory"_s),
             qPrintable(texts[0]));
    QVERIFY2(texts[1].startsWith(u"B.png: "_s) && texts[1].contains(u"named pipe"_s),
             qPrintable(texts[1]));
    QVERIFY2(texts[2].startsWith(u"C.svg: "_s) && texts[2].contains(u"device"_s),
             qPrintable(texts[2]));
    // With both kinds the SVG is used and the PNG named.
    QVERIFY2(texts[3].startsWith(u"D.png: "_s) && texts[3].contains(u"D.svg"_s),
             qPrintable(texts[3]));
}

// 20000 x 20000 pixels would take 1.6 GB decoded: refused from the header, at once.
void TestRenderTileArt::hugeHeaderIsRefusedUndecoded()
{
    QTemporaryDir dir;
    mltest::writeFile(dir.filePath(u"A.png"_s), pngClaiming(20000, 20000));
    mltest::writeFile(dir.filePath(u"B.png"_s),
                      pngClaiming(8000, 8000)); // each side fits, not in all
    QElapsedTimer clock;
    clock.start();
    const auto art = TileArt::load(dir.path());
    QVERIFY(clock.elapsed() < 2000);
    QCOMPARE(art->problems().size(), 2);
    for (const TileArt::Problem &p : art->problems())
        QCOMPARE(p.code, TileArt::ProblemCode::TooManyPixels);
    const QString text = TileArt::problemEnglish(art->problems().first());
    QVERIFY2(text.contains(u"A.png: the picture is 20000 x 20000 pixels"_s), qPrintable(text));
}

void TestRenderTileArt::largePictureIsKeptScaledDown()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"A.png"_s);
    mltest::writeFile(path, pngOf(halves(3000, 2000)));
    TileArt::Problem problem;
    const auto picture = TileArt::Picture::read(path, &problem);
    QVERIFY(picture);
    QCOMPARE(picture->size(), QSizeF(3000, 2000));
    const QSize kept = picture->pixelSize();
    QVERIFY2(qint64(kept.width()) * kept.height() <= 2 * 512 * 512,
             qPrintable(u"%1 x %2"_s.arg(kept.width()).arg(kept.height())));
    QVERIFY(qAbs(kept.width() * 2 - kept.height() * 3) <= 3); // its proportions kept
}

// An SVG export stands alone: PNG art as image data inside it, SVG art as vectors, and
// nothing that points at the art folder.
void TestRenderTileArt::svgExportEmbedsThePictures()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(u"art"_s);
    QVERIFY(QDir().mkpath(folder));
    mltest::writeFile(folder + u"/D.png"_s, pngOf(halves(60, 60)));
    mltest::writeFile(folder + u"/E.svg"_s, kSquareSvg);
    TileArt::setInUse(TileArt::load(folder));
    FileError error;
    const auto file = BoardFile::parse(R"({"format": "meeplelab-board", "version": 1,
        "rules": {"sets": ["base"], "edition": "C3"}, "players": [{"id": "red"}],
        "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}, {"tile": "E", "at": [0, -1], "rot": 180}]})",
                                       &error);
    QVERIFY2(file, qPrintable(error.toString(u"board"_s)));
    const auto replay = file->replay({}, &error);
    QVERIFY(replay && replay->game);
    BoardRenderer renderer;
    renderer.setGame(&*replay->game);
    const QString out = dir.filePath(u"board.svg"_s);
    QString why;
    QVERIFY2(renderer.exportSvg(out, &why), qPrintable(why));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QVERIFY(svg.contains("data:image/png;base64,"));
    QVERIFY(svg.contains("#00ff00"));
    QVERIFY(!svg.contains(QFile::encodeName(folder)));
}

void TestRenderTileArt::fileNamesOfIds()
{
    for (const TileType *t : TileCatalogue::builtin().all())
        QCOMPARE(TileArt::fileBaseName(t->id), t->id);
    QCOMPARE(TileArt::fileBaseName(u"a/b c"), u"a%2Fb%20c"_s);
    QCOMPARE(TileArt::fileBaseName(u"..x"), u"%2E%2Ex"_s);
    QCOMPARE(TileArt::fileBaseName(u"ü"), u"%C3%BC"_s);
    for (const QString &id : {u"a/b c"_s, u"..x"_s, u"ü%"_s, u"HS-07"_s})
        QCOMPARE(TileArt::idFromFileName(TileArt::fileBaseName(id)), id);
}

void TestRenderTileArt::lineArtCoversTheCatalogue()
{
    const auto art = TileArt::load(lineArtFolder());
    QVERIFY(art);
    QCOMPARE(art->missing(), QStringList());
    QVERIFY(art->problems().isEmpty());
    QCOMPARE(art->pictureCount(), TileCatalogue::builtin().size());
    qint64 bytes = 0;
    for (const QFileInfo &info : QDir(lineArtFolder()).entryInfoList(QDir::Files))
        bytes += info.size();
    QVERIFY2(bytes < 1'500'000, qPrintable(QString::number(bytes)));
}

// The shipped folder is what `meeplelab-cli tiles --line-art` writes, byte for byte.
void TestRenderTileArt::lineArtIsTheGeneratorsOutput()
{
    for (const TileType *t : TileCatalogue::builtin().all()) {
        QFile f(lineArtFolder() + u'/' + TileArt::fileBaseName(t->id) + u".svg"_s);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QVERIFY2(f.readAll() == LineArt::svg(*t), qPrintable(t->id));
    }
}

// The same board in both arts: the tiles look different, the figures stay the same.
void TestRenderTileArt::lineArtChangesTilesNotFigures()
{
    QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    FileError error;
    const auto file = BoardFile::parse(f.readAll(), &error);
    QVERIFY(file);
    const auto replay = file->replay({}, &error);
    QVERIFY(replay && replay->game);
    BoardRenderer renderer;
    renderer.setGame(&*replay->game);
    QVERIFY(!replay->game->figures().empty());

    // The board, or its figures alone, at 80 pixels a cell.
    const QRectF scene = renderer.sceneRect();
    const auto draw = [&](bool figuresOnly) {
        QImage image((scene.size() * 0.8).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(0.8, 0.8);
        p.translate(-scene.topLeft());
        if (figuresOnly)
            renderer.paintFigures(&p);
        else
            renderer.paint(&p);
        return image;
    };
    const QImage builtin = draw(false);
    const QImage only = draw(true);
    TileArt::setInUse(TileArt::load(lineArtFolder()));
    const QImage lineArt = draw(false);
    QCOMPARE(lineArt.size(), builtin.size());

    int figurePixels = 0, figureSame = 0, tilePixels = 0, tileDiffer = 0;
    for (int y = 0; y < only.height(); ++y)
        for (int x = 0; x < only.width(); ++x) {
            if (qAlpha(only.pixel(x, y)) == 255) {
                ++figurePixels;
                if (builtin.pixel(x, y) == lineArt.pixel(x, y)) ++figureSame;
            } else if (qAlpha(only.pixel(x, y)) == 0) {
                ++tilePixels;
                if (builtin.pixel(x, y) != lineArt.pixel(x, y)) ++tileDiffer;
            }
        }
    QVERIFY(figurePixels > 500);
    QCOMPARE(figureSame, figurePixels);
    QVERIFY2(tileDiffer > tilePixels / 3,
             qPrintable(u"%1 of %2"_s.arg(tileDiffer).arg(tilePixels)));
}

QTEST_MAIN(TestRenderTileArt)
#include "tst_render_tileart.moc"
