// meeplelab-cli render with a file's illustration marks (format.md §1.8 and §2, issue 15):
// --after N picks the position drawn, a number beyond the file's moves is exit 2 naming the
// option, --no-annotations leaves out the marks and the caption, and --lang picks their texts.
#include "clirun.h"
#include "testdata.h"

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
};

QTEST_MAIN(TestCliRender)
#include "tst_cli_render.moc"
