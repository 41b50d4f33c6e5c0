// SPDX-License-Identifier: GPL-3.0-or-later
// Every exported picture carries the board in words as its alternative text: `render` of every
// bundled example writes `describe`'s text into the SVG's <desc> (read back by an XML parser)
// and the PNG's "Description" text chunk (read back by QImageReader), and `render --wiki` puts
// it in the wiki line's alt=. A hostile title or player name comes out escaped everywhere, and
// a PDF carries the description in its XMP metadata.
#include "boardloading.h"
#include "clirun.h"
#include "pdffile.h"
#include "picturefiles.h"
#include "picturepages.h"
#include "svgmetadata.h"
#include "testdata.h"
#include "timeline.h"
#include "wikisnippet.h"

#include <QDir>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

using mltest::runCli;

struct SvgText {
    QString error;
    QString title;
    QString desc;
    int descs = 0;
};

// The whole document read by Qt's XML parser: it must be well-formed to the end, and its own
// <title> and <desc> (the root's children, not the titles of outlined texts) are kept.
SvgText readSvg(const QByteArray &bytes)
{
    SvgText out;
    QXmlStreamReader xml(bytes);
    int depth = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            if (depth == 2 && xml.name() == u"title") {
                out.title = xml.readElementText();
                --depth;
            } else if (depth == 2 && xml.name() == u"desc") {
                out.desc = xml.readElementText();
                ++out.descs;
                --depth;
            }
        } else if (xml.isEndElement()) {
            --depth;
        }
    }
    if (xml.hasError()) out.error = xml.errorString();
    return out;
}

QString describe(const QStringList &args)
{
    const mltest::CliRun r = runCli(QStringList{u"describe"_s} + args);
    if (r.exitCode != 0) qFatal("describe failed: %s", qPrintable(r.err));
    return r.out.chopped(1); // the line break printOut() adds
}

constexpr auto kHostile = u"</desc><script>alert(1)</script> & <title>x";

// welcome.meeple with a hostile title and Red's name.
QByteArray hostileBoard()
{
    QJsonObject json =
        QJsonDocument::fromJson(mltest::fileBytes(mltest::examplesDir() + u"/welcome.meeple"_s))
            .object();
    json.insert(u"title"_s, QJsonObject{{u"en"_s, QString::fromUtf16(kHostile)},
                                        {u"nl"_s, QString::fromUtf16(kHostile)}});
    QJsonArray players = json.value(u"players"_s).toArray();
    QJsonObject red = players.at(0).toObject();
    red.insert(u"name"_s, QString::fromUtf16(kHostile));
    players[0] = red;
    json.insert(u"players"_s, players);
    return QJsonDocument(json).toJson();
}

} // namespace

class TestRenderAltText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyExample_data();
    void everyExample();
    void hostileTextIsEscaped();
    void pdfCarriesTheDescription();
    void wikiAltIsPlain();
};

void TestRenderAltText::everyExample_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(mltest::examplesDir()).entryList({u"*.meeple"_s}, QDir::Files);
    QVERIFY(files.size() >= 20);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << mltest::examplesDir() + u'/' + f;
}

void TestRenderAltText::everyExample()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &lang : {u"en"_s, u"nl"_s}) {
        // The picture shows the board before any final scoring: so does its text.
        const QString words = describe({file, u"--lang"_s, lang});
        QVERIFY(!words.isEmpty());
        const QString svgPath = dir.filePath(u"p-%1.svg"_s.arg(lang));
        const mltest::CliRun svgRun =
            runCli({u"render"_s, file, u"-o"_s, svgPath, u"--lang"_s, lang, u"--wiki"_s});
        QCOMPARE(svgRun.exitCode, 0);
        const SvgText svg = readSvg(mltest::fileBytes(svgPath));
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        QCOMPARE(svg.descs, 1);
        // The picture never runs the final scoring; describe adds its totals as the last line.
        const QString withoutFinal = words.contains(u"\nAfter the final scoring"_s) ||
                                             words.contains(u"\nNa de eindtelling"_s)
                                         ? words.left(words.lastIndexOf(u'\n'))
                                         : words;
        QCOMPARE(svg.desc, withoutFinal);
        QVERIFY(!svg.title.isEmpty());
        // The wiki line's alt text is the same words on one line.
        QVERIFY2(svgRun.out.contains(u"|alt="_s + withoutFinal.section(u'\n', 0, 0)),
                 qPrintable(svgRun.out));

        const QString pngPath = dir.filePath(u"p-%1.png"_s.arg(lang));
        const mltest::CliRun pngRun =
            runCli({u"render"_s, file, u"-o"_s, pngPath, u"--lang"_s, lang, u"--size"_s, u"200"_s});
        QCOMPARE(pngRun.exitCode, 0);
        // Qt's PNG reader gives a text chunk back with its white space folded (the file keeps
        // the line breaks).
        QImageReader png(pngPath);
        QCOMPARE(png.text(u"Description"_s), withoutFinal.simplified());
        QCOMPARE(png.text(u"Title"_s), svg.title);
    }
}

void TestRenderAltText::hostileTextIsEscaped()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString board = mltest::writeFile(dir.filePath(u"hostile.meeple"_s), hostileBoard());
    const QString svgPath = dir.filePath(u"h.svg"_s);
    const mltest::CliRun r = runCli({u"render"_s, board, u"-o"_s, svgPath, u"--wiki"_s});
    QCOMPARE(r.exitCode, 0);
    const QByteArray bytes = mltest::fileBytes(svgPath);
    QVERIFY(!bytes.contains("<script>"));
    QVERIFY(!bytes.contains("</desc><"));
    const SvgText svg = readSvg(bytes);
    QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
    QCOMPARE(svg.descs, 1);
    QCOMPARE(svg.title, QString::fromUtf16(kHostile));
    // The name is in the description as it was typed, read back through the parser.
    QVERIFY2(svg.desc.contains(u"1 meeple of "_s + QString::fromUtf16(kHostile)),
             qPrintable(svg.desc));
    QCOMPARE(svg.desc, describe({board}).section(u"\nAfter the final scoring"_s, 0, 0));
    // The wiki line: no tag and no bar of the name reaches the page as markup.
    QVERIFY(!r.out.contains(u"<script>"_s));
    QVERIFY(!r.out.contains(u"</desc>"_s));
    QVERIFY(r.out.contains(u"|alt="_s));
    QVERIFY(r.out.contains(u"&#60;/desc&#62;&#60;script&#62;"_s));

    const QString pngPath = dir.filePath(u"h.png"_s);
    QCOMPARE(runCli({u"render"_s, board, u"-o"_s, pngPath, u"--size"_s, u"100"_s}).exitCode, 0);
    QImageReader png(pngPath);
    QCOMPARE(png.text(u"Title"_s), QString::fromUtf16(kHostile));
    QVERIFY(png.text(u"Description"_s).contains(QString::fromUtf16(kHostile)));
}

void TestRenderAltText::pdfCarriesTheDescription()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"d.pdf"_s);
    const QString description = u"Row 1: A & B.\nOn it: "_s + QString::fromUtf16(kHostile);
    QString error;
    QVERIFY2(writePdfFile(
                 path, u"T & <t>"_s, QPageSize(QPageSize::A6), QPageLayout::Portrait,
                 [](QPagedPaintDevice *device) {
                     QPainter painter(device);
                     painter.drawText(QPointF(100, 100), u"x"_s);
                     return true;
                 },
                 &error, QString(), description),
             qPrintable(error));
    const QByteArray bytes = mltest::fileBytes(path);
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(!bytes.contains("<script>"));
    // The XMP packet parses as XML and holds both texts as they were given.
    const qsizetype start = bytes.indexOf("<x:xmpmeta");
    const qsizetype end = bytes.indexOf("</x:xmpmeta>");
    QVERIFY2(start > 0 && end > start, "no XMP metadata in the PDF");
    QXmlStreamReader xml(bytes.mid(start, end + 12 - start));
    QString title, desc, tool;
    QString in;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && (xml.name() == u"title" || xml.name() == u"description"))
            in = xml.name().toString();
        if (xml.isStartElement() && xml.name() == u"li") {
            (in == u"title" ? title : desc) = xml.readElementText();
        }
        if (xml.isStartElement() && xml.name() == u"CreatorTool") tool = xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, u"T & <t>"_s);
    QCOMPARE(desc, description);
    QCOMPARE(tool, u"Meeple Lab"_s);

    // Pages of pictures pass theirs on.
    const QString pagesPath = dir.filePath(u"pages.pdf"_s);
    const Timeline timeline =
        Timeline::build(mltest::load(mltest::examplesDir() + u"/welcome.meeple"_s));
    PicturePage page;
    page.game = timeline.end();
    PicturePages pages({page}, [](BoardRenderer &, const PicturePage &, int, PicturePages::Use) {});
    pages.setStripTitle(u"Steps"_s);
    pages.setDescription(u"The board in words"_s);
    QVERIFY(pages.writePdf(pagesPath, QPageSize(QPageSize::A6), &error));
    QVERIFY(mltest::fileBytes(pagesPath).contains("The board in words</rdf:li>"));
    // And so does a strip as PNG.
    QCOMPARE(pages.stripImage(20).text(u"Description"_s), u"The board in words"_s);
}

void TestRenderAltText::wikiAltIsPlain()
{
    QCOMPARE(wikiSnippet(u"a.png"_s, u"Cap"_s, u"Row 1: B to C.\nScores: Red 3."_s),
             u"[[File:a.png|thumb|alt=Row 1: B to C. Scores: Red 3.|Cap]]"_s);
    QCOMPARE(wikiSnippet(u"a.png"_s, QString(), u"x|y"_s), u"[[File:a.png|thumb|alt=x&#124;y]]"_s);
    QCOMPARE(wikiSnippet(u"a.png"_s, u"Cap"_s), u"[[File:a.png|thumb|Cap]]"_s);
    QCOMPARE(xmlText(u"</desc>&"_s), u"&lt;/desc&gt;&amp;"_s);
    QCOMPARE(xmlText(QString()), QString());
}

QTEST_MAIN(TestRenderAltText)
#include "tst_render_alttext.moc"
