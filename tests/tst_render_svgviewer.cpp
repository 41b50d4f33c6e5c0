// SPDX-License-Identifier: GPL-3.0-or-later
// An exported SVG looks the same in another program as the PNG Meeple Lab makes of the same
// board: every bundled example, and a picture with every setting, is drawn by `render` as SVG
// and PNG, the SVG is turned into pixels by librsvg's rsvg-convert (Debian's librsvg2-bin,
// installed by scripts/setup.sh), and the two must differ in few pixels. Text is where they
// differ most (the two programs space glyphs a little differently), so the bound is a share of
// pixels, not zero. And a PDF embeds its fonts.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace
{
// A pixel differs when one of its channels is off by more than a fifth of the range; at most
// this share of the picture may differ.
constexpr int kChannelTolerance = 51;
constexpr double kMaxDifferingShare = 0.03;

// The share of pixels of `a` and `b` (same size) that differ, both seen over white.
double differingShare(const QImage &a, const QImage &b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    qint64 differing = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col) {
            const auto overWhite = [](QRgb c, int channel) {
                const int alpha = qAlpha(c);
                return (channel * alpha + 255 * (255 - alpha)) / 255;
            };
            const int dr =
                std::abs(overWhite(p[col], qRed(p[col])) - overWhite(q[col], qRed(q[col])));
            const int dg =
                std::abs(overWhite(p[col], qGreen(p[col])) - overWhite(q[col], qGreen(q[col])));
            const int db =
                std::abs(overWhite(p[col], qBlue(p[col])) - overWhite(q[col], qBlue(q[col])));
            if (std::max({dr, dg, db}) > kChannelTolerance) ++differing;
        }
    }
    return double(differing) / double(qMax<qint64>(1, qint64(x.width()) * x.height()));
}
} // namespace

class TestRenderSvgViewer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_rsvg = QStandardPaths::findExecutable(u"rsvg-convert"_s);
        QVERIFY2(!m_rsvg.isEmpty(), "rsvg-convert is missing: scripts/setup.sh installs "
                                    "librsvg2-bin");
    }

    void svgLooksLikeThePng_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QStringList>("options");
        const QDir examples(mltest::examplesDir());
        for (const QString &name : examples.entryList({u"*.meeple"_s}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << examples.filePath(name) << QStringList();
        QTest::newRow("every setting") << mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s
                                       << QStringList{u"--transparent"_s, u"--crop"_s, u"marks"_s,
                                                      u"--coordinates"_s, u"--lang"_s, u"nl"_s};
        QTest::newRow("text as paths") << mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s
                                       << QStringList{u"--text-as-paths"_s, u"--lang"_s, u"nl"_s};
        QVERIFY(examples.entryList({u"*.meeple"_s}).size() >= 20);
    }

    void svgLooksLikeThePng()
    {
        QFETCH(QString, board);
        QFETCH(QStringList, options);
        const QString base = QFileInfo(board).completeBaseName();
        const QString svg = m_dir.filePath(base + u".svg"_s);
        const QString png = m_dir.filePath(base + u".png"_s);
        const QString viewed = m_dir.filePath(base + u".rsvg.png"_s);
        mltest::CliRun r = mltest::runCli(QStringList{u"render"_s, board, u"-o"_s, svg} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QStringList pngOptions = options;
        pngOptions.removeAll(u"--text-as-paths"_s); // a PNG's texts are pixels anyway
        r = mltest::runCli(QStringList{u"render"_s, board, u"-o"_s, png, u"--size"_s, u"900"_s} +
                           pngOptions);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage ours(png);
        QVERIFY(!ours.isNull());

        QProcess rsvg;
        rsvg.start(m_rsvg, {u"-w"_s, QString::number(ours.width()), u"-h"_s,
                            QString::number(ours.height()), u"-o"_s, viewed, svg});
        QVERIFY(rsvg.waitForFinished(60000));
        QVERIFY2(rsvg.exitCode() == 0, rsvg.readAllStandardError().constData());
        const QImage theirs(viewed);
        QCOMPARE(theirs.size(), ours.size());
        const double share = differingShare(ours, theirs);
        QVERIFY2(share <= kMaxDifferingShare,
                 qPrintable(u"%1% of the pixels differ (at most %2%): compare %3 with %4"_s
                                .arg(share * 100, 0, 'f', 2)
                                .arg(kMaxDifferingShare * 100)
                                .arg(png, viewed)));
        // Keep the pictures of a failure for a look; remove those of a pass.
        QFile::remove(viewed);
    }

    void textStaysTextWithFallbackFonts()
    {
        const QString svg = m_dir.filePath(u"fonts.svg"_s);
        const mltest::CliRun r = mltest::runCli(
            {u"render"_s, mltest::examplesDir() + u"/mw-1-mage-in-a-city.meeple"_s, u"-o"_s, svg});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(text.contains(u"<text"_s));
        // No face the browser cannot know stands alone, and every text ends on the generic
        // family.
        QVERIFY(!text.contains(u"font-family=\"Sans Serif\""_s));
        const qsizetype families = text.count(u"font-family=\""_s);
        QVERIFY(families > 0);
        QCOMPARE(text.count(u", sans-serif\""_s), families);
        QVERIFY(!text.contains(u"<image"_s));
    }

    // --text-as-paths: no text element is left, each text an outline with its words in a
    // title (the comparison above shows it looks as the PNG does).
    void textAsPathsLeavesNoTextElement()
    {
        const QString svg = m_dir.filePath(u"outlines.svg"_s);
        const mltest::CliRun r =
            mltest::runCli({u"render"_s, mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s,
                            u"-o"_s, svg, u"--text-as-paths"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY(!text.contains(u"<text"_s));
        QVERIFY(text.contains(u"<title>the witch halves</title>"_s));
        QVERIFY(text.contains(u"<title>Red&apos;s junction ends two roads."_s) ||
                text.contains(u"<title>Red's junction ends two roads."_s));
        // A PNG has no texts to turn.
        const mltest::CliRun png =
            mltest::runCli({u"render"_s, mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s,
                            u"-o"_s, m_dir.filePath(u"a.png"_s), u"--text-as-paths"_s});
        QCOMPARE(png.exitCode, 64);
    }

    // A printed sheet's PDF carries the faces it uses, so it prints the same on a machine
    // without them (poppler's pdffonts lists each font and whether it is embedded).
    void pdfEmbedsItsFonts()
    {
        const QString pdffonts = QStandardPaths::findExecutable(u"pdffonts"_s);
        QVERIFY2(!pdffonts.isEmpty(), "pdffonts is missing: scripts/setup.sh installs "
                                      "poppler-utils");
        const QString pdf = m_dir.filePath(u"sheet.pdf"_s);
        const mltest::CliRun r = mltest::runCli(
            {u"sheet"_s, mltest::examplesDir() + u"/../puzzles/01-base-farmers.meeple"_s, u"-o"_s,
             pdf, u"--lang"_s, u"nl"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QProcess fonts;
        fonts.start(pdffonts, {pdf});
        QVERIFY(fonts.waitForFinished(60000));
        QCOMPARE(fonts.exitCode(), 0);
        const QStringList lines = QString::fromUtf8(fonts.readAllStandardOutput())
                                      .split(u'\n', Qt::SkipEmptyParts)
                                      .mid(2); // the heading and its rule
        QVERIFY(!lines.isEmpty());
        for (const QString &line : lines) {
            // name, type (may hold spaces), encoding, then emb, sub, uni, object, generation.
            const QStringList columns = line.simplified().split(u' ');
            QVERIFY2(columns.size() >= 6, qPrintable(line));
            QCOMPARE(columns.at(columns.size() - 5), u"yes"_s);
        }
    }

private:
    QTemporaryDir m_dir;
    QString m_rsvg;
};

QTEST_GUILESS_MAIN(TestRenderSvgViewer)
#include "tst_render_svgviewer.moc"
