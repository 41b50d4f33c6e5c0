// SPDX-License-Identifier: GPL-3.0-or-later
// A rule page's picture made as it is published: the Mage & Witch example 2 as the README
// shows it (the bundled example with its roads highlighted, markers A and B with their
// meanings, and picture settings of its own: crop to the marks, 100 pixels a tile,
// coordinates; docs/published/) drawn by `render` transparent, in the bundled line art, with
// the markers' meanings in the legend. Its
// corners are clear, its width is the marked tiles at 100 pixels plus the margins, and the
// SVG carries the legend's words in the picture's language.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace
{
QString example()
{
    return mltest::examplesDir() + u"/../../docs/published/mw-2-two-roads.meeple"_s;
}

QString lineArt()
{
    return mltest::examplesDir() + u"/../art/line-art"_s;
}
} // namespace

class TestRenderPublishable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySettingAtOnce()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(u"mw-2.png"_s);
        const mltest::CliRun r = mltest::runCli(
            {u"render"_s, example(), u"-o"_s, png, u"--transparent"_s, u"--art"_s, lineArt()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(u"no picture of"_s), qPrintable(r.err)); // every tile drawn
        const QImage image(png);
        QVERIFY(!image.isNull());
        for (const QPoint corner :
             {QPoint(0, 0), QPoint(image.width() - 1, 0), QPoint(0, image.height() - 1),
              QPoint(image.width() - 1, image.height() - 1)})
            QCOMPARE(image.pixelColor(corner).alpha(), 0);

        // The marks (the two roads' highlights) touch the seven tiles from -1 to 5 of row 0:
        // without the coordinates' band the picture is 7 tiles and a quarter tile each side.
        const QString bare = dir.filePath(u"bare.png"_s);
        const mltest::CliRun plain =
            mltest::runCli({u"render"_s, example(), u"-o"_s, bare, u"--plain"_s, u"--crop"_s,
                            u"marks"_s, u"--tile-size"_s, u"100"_s, u"--transparent"_s});
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
        const QImage uncoordinated(bare);
        QCOMPARE(uncoordinated.width(), 750);
        // The file's settings add the coordinates: a band left of the board, under a tile.
        QVERIFY(image.width() > 750);
        QVERIFY(image.width() < 850);
        // One row of tiles, a title, a legend and a caption: taller than the tiles alone.
        QVERIFY(uncoordinated.height() > 150);
    }

    void legendNamesTheMarkersInThePicturesLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("meaning");
        QTest::newRow("en") << u"en"_s << u"A: Red&apos;s road: 3 tiles + 3 for the mage = 6"_s;
        QTest::newRow("nl") << u"nl"_s << u"A: weg van rood: 3 tegels + 3 voor de tovenaar = 6"_s;
    }

    void legendNamesTheMarkersInThePicturesLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, meaning);
        QTemporaryDir dir;
        const QString svg = dir.filePath(u"mw-2.svg"_s);
        const mltest::CliRun r =
            mltest::runCli({u"render"_s, example(), u"-o"_s, svg, u"--transparent"_s, u"--art"_s,
                            lineArt(), u"--lang"_s, lang});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString apostrophe = u"'"_s;
        QVERIFY2(text.contains(meaning) ||
                     text.contains(QString(meaning).replace(u"&apos;"_s, apostrophe)),
                 qPrintable(meaning));
        QVERIFY(text.contains(u"B: "_s));
        // Without the marks' part of the legend they are gone.
        const mltest::CliRun none =
            mltest::runCli({u"render"_s, example(), u"-o"_s, svg, u"--legend"_s,
                            u"players,figures"_s, u"--lang"_s, lang});
        QVERIFY2(none.exitCode == 0, qPrintable(none.err));
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!QString::fromUtf8(f.readAll()).contains(u"B: "_s));
    }
};

QTEST_GUILESS_MAIN(TestRenderPublishable)
#include "tst_render_publishable.moc"
