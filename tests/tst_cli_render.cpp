// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli render with a file's illustration marks (docs/board-format.md, `annotations`):
// --after N picks the position drawn, a number beyond the file's moves is exit 2 naming the
// option, --no-annotations leaves out the marks and the caption, and --lang picks their texts.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace
{

using mltest::runCli;

// Red's junction ends two roads (mw-2), with a caption, a label and marks shown after 0 or 1
// moves (tests/data/files/annotated-two-roads.meeple).
QString annotated()
{
    return mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s;
}

QString readText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

QSize pngSize(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? mltest::pngSize(f.read(24)) : QSize();
}

} // namespace

class TestCliRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsCaptionAndLabels()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"a.svg"_s);
        const mltest::CliRun r = runCli({u"render"_s, annotated(), u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        // The old note that they are not drawn is gone.
        QVERIFY2(!r.err.contains(u"not drawn"_s), qPrintable(r.err));
        const QString svg = readText(out);
        QVERIFY(svg.contains(u"Red&apos;s junction ends two roads."_s) ||
                svg.contains(u"Red's junction ends two roads."_s));
        QVERIFY(svg.contains(u">+3 Blue<"_s));
        QVERIFY(svg.contains(u">the witch halves<"_s));
        // The numbers stand on (1,0), the move's tile: drawn after the move.
        QVERIFY(svg.contains(u">1<"_s));
    }

    void langPicksTheDutchTexts()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"nl.svg"_s);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, out, u"--lang"_s, u"nl"_s}).exitCode,
                 0);
        const QString svg = readText(out);
        QVERIFY(svg.contains(u"De kruising van rood maakt twee wegen af."_s));
        QVERIFY(svg.contains(u">+3 blauw<"_s));
        QVERIFY(svg.contains(u">de heks halveert<"_s));
        QVERIFY(!svg.contains(u"the witch halves"_s));
        QVERIFY(!svg.contains(u"junction ends"_s));
    }

    void noAnnotationsLeavesOutMarksAndCaption()
    {
        QTemporaryDir dir;
        const QString with = dir.filePath(u"with.png"_s);
        const QString without = dir.filePath(u"without.svg"_s);
        const QString withoutPng = dir.filePath(u"without.png"_s);
        QCOMPARE(
            runCli({u"render"_s, annotated(), u"-o"_s, without, u"--no-annotations"_s}).exitCode,
            0);
        const QString svg = readText(without);
        QVERIFY(!svg.contains(u"junction ends two roads"_s));
        QVERIFY(!svg.contains(u"+3 Blue"_s));
        QVERIFY(!svg.contains(u"the witch halves"_s));
        QVERIFY(svg.contains(u"Mage &amp; Witch"_s) || svg.contains(u"Mage & Witch"_s)); // title
        // On pixels too: the picture without the caption band is less tall for its width.
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, with}).exitCode, 0);
        QCOMPARE(
            runCli({u"render"_s, annotated(), u"-o"_s, withoutPng, u"--no-annotations"_s}).exitCode,
            0);
        const QSize a = pngSize(with), b = pngSize(withoutPng);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QVERIFY(qreal(a.height()) / a.width() > qreal(b.height()) / b.width() + 0.05);
    }

    void afterPicksThePosition()
    {
        QTemporaryDir dir;
        const QString setUp = dir.filePath(u"0.svg"_s);
        const QString end = dir.filePath(u"1.svg"_s);
        const QString byDefault = dir.filePath(u"default.svg"_s);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, setUp, u"--after"_s, u"0"_s}).exitCode,
                 0);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, end, u"--after"_s, u"1"_s}).exitCode,
                 0);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, byDefault}).exitCode, 0);
        // The default is after every move.
        QCOMPARE(readText(byDefault), readText(end));
        // On the set-up the move's tile is not there, so the numbers anchored on it are not
        // drawn, while the marks for every position still are.
        const QString first = readText(setUp);
        QVERIFY(!first.contains(u">1<"_s));
        QVERIFY(!first.contains(u">2<"_s));
        QVERIFY(first.contains(u">+3 Blue<"_s));
        QVERIFY(first != readText(end));
    }

    void afterOutOfRangeIsAnError_data()
    {
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("beyond the moves") << u"2"_s << 2;
        QTest::newRow("negative") << u"-1"_s << 2;
        QTest::newRow("not a number") << u"two"_s << 64;
    }

    void afterOutOfRangeIsAnError()
    {
        QFETCH(QString, after);
        QFETCH(int, exitCode);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"x.png"_s);
        const mltest::CliRun r =
            runCli({u"render"_s, annotated(), u"-o"_s, out, u"--after"_s, after});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(u"--after"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    // Picture settings on the command line: a transparent PNG of three cells at 100 pixels a
    // tile, no margin, no legend; the title's band (0.6 of a tile) stays above them.
    void pictureOptionsMakeTheAskedPicture()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"crop.png"_s);
        const mltest::CliRun r =
            runCli({u"render"_s, annotated(), u"-o"_s, out, u"--no-annotations"_s,
                    u"--transparent"_s, u"--crop"_s, u"0,0:2,0"_s, u"--margin"_s, u"0"_s,
                    u"--tile-size"_s, u"100"_s, u"--legend"_s, u"none"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(pngSize(out), QSize(300, 160));
        // The PNG has an alpha channel: colour type 6 (RGBA) in its header, where an opaque
        // picture has type 2 (RGB). The renderer's own test looks at the transparent pixels.
        const auto colourType = [](const QString &path) {
            QFile png(path);
            return png.open(QIODevice::ReadOnly) ? int(png.read(26).at(25)) : -1;
        };
        QCOMPARE(colourType(out), 6);
        const QString opaque = dir.filePath(u"opaque.png"_s);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, opaque}).exitCode, 0);
        QCOMPARE(colourType(opaque), 2);
    }

    // A file's own "picture" key is used without any option, and --plain ignores it.
    void theFilesSettingsAreUsed()
    {
        QTemporaryDir dir;
        QByteArray text = readText(annotated()).toUtf8();
        const int last = int(text.lastIndexOf('}'));
        text.insert(last, R"(, "picture": {"crop": [[0, 0], [0, 0]], "margin": 0,
                            "tileSize": 50, "legend": []})");
        const QString board = dir.filePath(u"with-picture.meeple"_s);
        QFile f(board);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const QString out = dir.filePath(u"one-cell.png"_s);
        mltest::CliRun r = runCli({u"render"_s, board, u"-o"_s, out, u"--no-annotations"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(pngSize(out), QSize(50, 80));
        r = runCli({u"render"_s, board, u"-o"_s, out, u"--no-annotations"_s, u"--plain"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(qMax(pngSize(out).width(), pngSize(out).height()), 1024);
        // An option changes one setting and keeps the others.
        r = runCli(
            {u"render"_s, board, u"-o"_s, out, u"--no-annotations"_s, u"--tile-size"_s, u"20"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(pngSize(out), QSize(20, 32));
        // --size on the command line wins over the file's pixels per tile.
        r = runCli(
            {u"render"_s, board, u"-o"_s, out, u"--no-annotations"_s, u"--size"_s, u"200"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(qMax(pngSize(out).width(), pngSize(out).height()), 200);
    }

    void badPictureOptionsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("said");
        QTest::newRow("tile size for svg")
            << QStringList{u"--tile-size"_s, u"100"_s} << u"a.svg"_s << u"PNG only"_s;
        QTest::newRow("crop nonsense")
            << QStringList{u"--crop"_s, u"middle"_s} << u"a.png"_s << u"--crop"_s;
        QTest::newRow("dpi too low") << QStringList{u"--dpi"_s, u"5"_s} << u"a.png"_s << u"--dpi"_s;
        QTest::newRow("both scales") << QStringList{u"--dpi"_s, u"300"_s, u"--tile-size"_s, u"80"_s}
                                     << u"a.png"_s << u"not both"_s;
        QTest::newRow("size and tile size")
            << QStringList{u"--size"_s, u"500"_s, u"--tile-size"_s, u"80"_s} << u"a.png"_s
            << u"give one"_s;
        QTest::newRow("margin") << QStringList{u"--margin"_s, u"-1"_s} << u"a.png"_s
                                << u"--margin"_s;
        QTest::newRow("legend") << QStringList{u"--legend"_s, u"tiles"_s} << u"a.png"_s
                                << u"--legend"_s;
    }

    void badPictureOptionsAreUsageErrors()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, out);
        QFETCH(QString, said);
        QTemporaryDir dir;
        const mltest::CliRun r =
            runCli(QStringList{u"render"_s, annotated(), u"-o"_s, dir.filePath(out)} + options);
        QCOMPARE(r.exitCode, 64);
        QVERIFY2(r.err.contains(said), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(out)));
    }

    void wikiPrintsTheLineForThePicture()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"two-roads.png"_s);
        const mltest::CliRun r =
            runCli({u"render"_s, annotated(), u"-o"_s, out, u"--lang"_s, u"nl"_s, u"--wiki"_s});
        QCOMPARE(r.exitCode, 0);
        // The caption last, after the board in words (describe's text, on one line) as alt=.
        const QString line = r.out.trimmed();
        QVERIFY2(line.startsWith(u"[[File:two-roads.png|thumb|alt=Het bord na beurt 1 van 1. "
                                 "7 tegels op het bord,"_s),
                 qPrintable(line));
        QVERIFY2(line.endsWith(u"|De kruising van rood maakt twee wegen af. Op de weg "
                               "van blauw staat de heks: 5 tegels, gehalveerd tot 3.]]"_s),
                 qPrintable(line));
        QCOMPARE(line.count(u'|'), 3);
    }

    // --steps writes one picture a step, named so that they sort: the set-up, the move with
    // its tile, then each of the two roads the move completes.
    void stepsWriteAPictureForEachStep()
    {
        QTemporaryDir dir;
        const mltest::CliRun r = runCli({u"render"_s, annotated(), u"--steps"_s, u"-o"_s,
                                         dir.path(), u"--tile-size"_s, u"40"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList written = QDir(dir.path()).entryList(QDir::Files, QDir::Name);
        QCOMPARE(written,
                 (QStringList{u"001-setup.png"_s, u"002-move-1.png"_s,
                              u"003-move-1-scoring-1.png"_s, u"004-move-1-scoring-2.png"_s}));
        for (const QString &name : written)
            QVERIFY2(pngSize(dir.filePath(name)).isValid(), qPrintable(name));
        // A scoring's picture differs from the move's: the feature is tinted.
        QFile move(dir.filePath(u"002-move-1.png"_s));
        QFile scoring(dir.filePath(u"003-move-1-scoring-1.png"_s));
        QVERIFY(move.open(QIODevice::ReadOnly) && scoring.open(QIODevice::ReadOnly));
        QVERIFY(move.readAll() != scoring.readAll());

        const mltest::CliRun svg = runCli(
            {u"render"_s, annotated(), u"--steps"_s, u"-o"_s, dir.path(), u"--format"_s, u"svg"_s});
        QCOMPARE(svg.exitCode, 0);
        QVERIFY(QFile::exists(dir.filePath(u"004-move-1-scoring-2.svg"_s)));
    }

    void stepsUsageIsChecked()
    {
        QTemporaryDir dir;
        QCOMPARE(runCli({u"render"_s, annotated(), u"--steps"_s, u"-o"_s, dir.path(), u"--after"_s,
                         u"1"_s})
                     .exitCode,
                 64);
        QCOMPARE(runCli({u"render"_s, annotated(), u"--steps"_s, u"-o"_s, dir.path(), u"--format"_s,
                         u"bmp"_s})
                     .exitCode,
                 64);
        QCOMPARE(runCli({u"render"_s, annotated(), u"-o"_s, dir.filePath(u"a.png"_s), u"--format"_s,
                         u"svg"_s})
                     .exitCode,
                 64);
        const mltest::CliRun r =
            runCli({u"render"_s, annotated(), u"--steps"_s, u"-o"_s, dir.filePath(u"nowhere"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"folder"_s), qPrintable(r.err));
    }

    void aBadPictureKeyIsAFileError()
    {
        QTemporaryDir dir;
        QByteArray text = readText(annotated()).toUtf8();
        text.insert(int(text.lastIndexOf('}')), R"(, "picture": {"crop": "everything"})");
        const QString board = dir.filePath(u"bad.meeple"_s);
        QFile f(board);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const mltest::CliRun r = runCli({u"render"_s, board, u"-o"_s, dir.filePath(u"a.png"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"picture.crop"_s), qPrintable(r.err));
    }
};

QTEST_MAIN(TestCliRender)
#include "tst_cli_render.moc"
