// SPDX-License-Identifier: GPL-3.0-or-later
// Texts from a file in a published SVG: a board titled `</title><script>...` once gave a
// well-formed SVG with a <script> element, and a '&' in a title gave malformed XML. The
// picture is read back as XML, from the renderer in memory and from `meeplelab-cli render`:
// it parses, holds no element that a text brought in, and its title is the board's title.
#include "boardfile.h"
#include "boardrenderer.h"
#include "pdffile.h"
#include "picturepages.h"
#include "svgmetadata.h"
#include "testdata.h"
#include "timeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
const QString kHostile = u"</title><script>alert(1)</script><img src=\"/etc/passwd\"/> "
                         u"Tom & Jerry ]]> <![CDATA[x]]> \"quoted\" 'single'"_s;

struct SvgContents {
    QString error;          // empty when the bytes are well-formed XML
    QSet<QString> elements; // every element name
    QString title;          // the text of the first <title>
    QString text;           // all character data
};

SvgContents readSvg(const QByteArray &bytes)
{
    SvgContents out;
    QXmlStreamReader xml(bytes);
    bool inTitle = false;
    bool titleDone = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::StartElement:
            out.elements.insert(xml.name().toString());
            inTitle = !titleDone && xml.name() == u"title";
            break;
        case QXmlStreamReader::EndElement:
            if (inTitle) titleDone = true;
            inTitle = false;
            break;
        case QXmlStreamReader::Characters:
            if (inTitle) out.title += xml.text();
            out.text += xml.text();
            break;
        default:
            break;
        }
    }
    if (xml.hasError()) out.error = u"%1 at line %2"_s.arg(xml.errorString()).arg(xml.lineNumber());
    return out;
}

void verifyNoForeignElements(const SvgContents &svg)
{
    for (const char *name : {"script", "img", "foreignObject", "iframe", "a"})
        QVERIFY2(!svg.elements.contains(QString::fromLatin1(name)),
                 qPrintable(u"the SVG holds a <%1> element"_s.arg(QLatin1String(name))));
}

QJsonObject both(const QString &text)
{
    return QJsonObject{{u"en"_s, text}, {u"nl"_s, text}};
}

// welcome.meeple with every text it can draw set to kHostile.
QByteArray hostileBoard()
{
    QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
    if (!f.open(QIODevice::ReadOnly)) qFatal("welcome.meeple");
    QJsonObject board = QJsonDocument::fromJson(f.readAll()).object();
    board[u"title"_s] = both(kHostile);
    board[u"caption"_s] = both(kHostile);
    QJsonArray players = board[u"players"_s].toArray();
    for (qsizetype i = 0; i < players.size(); ++i) {
        QJsonObject p = players[i].toObject();
        p[u"name"_s] = kHostile + QString::number(i);
        players[i] = p;
    }
    board[u"players"_s] = players;
    QJsonArray annotations = board[u"annotations"_s].toArray();
    annotations.append(QJsonObject{
        {u"type"_s, u"label"_s}, {u"at"_s, QJsonArray{0.5, -1.5}}, {u"text"_s, both(kHostile)}});
    // A marker's text and its meaning, which the legend lists.
    annotations.append(QJsonObject{{u"type"_s, u"number"_s},
                                   {u"at"_s, QJsonArray{1.5, -1.5}},
                                   {u"text"_s, u"<b>"_s},
                                   {u"meaning"_s, both(kHostile)}});
    board[u"annotations"_s] = annotations;
    return QJsonDocument(board).toJson();
}
} // namespace

class TestRenderHostileText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void titleIsEscapedForXml_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("written");
        QTest::newRow("ampersand") << u"Tom & Jerry"_s << u"Tom &amp; Jerry"_s;
        QTest::newRow("closing tag") << u"</title><script>"_s << u"&lt;/title&gt;&lt;script&gt;"_s;
        QTest::newRow("quote") << u"\"a\""_s << u"&quot;a&quot;"_s;
        QTest::newRow("controls left out") << u"a\u0001b\u001Fc\td"_s << u"abc\td"_s;
        QTest::newRow("lone surrogate left out") << (u"x"_s + QChar(0xD800) + u"y"_s) << u"xy"_s;
        QTest::newRow("pair kept") << u"\U0001F600"_s << u"\U0001F600"_s;
        QTest::newRow("empty") << QString() << u"Meeple Lab board"_s;
    }
    void titleIsEscapedForXml()
    {
        QFETCH(QString, title);
        QFETCH(QString, written);
        QCOMPARE(svgTitle(title), written);
    }

    void pictureInMemoryIsWellFormed()
    {
        FileError error;
        const std::optional<BoardFile> file = BoardFile::parse(hostileBoard(), &error);
        QVERIFY2(file, qPrintable(error.reason));
        const Timeline timeline = Timeline::build(*file);
        BoardRenderer renderer;
        renderer.setGame(timeline.end().get());
        renderer.setTitle(file->title(u"en"_s));
        renderer.setCaption(kHostile);
        renderer.setAnnotations(file->annotations(), 0, u"en"_s);
        renderer.setLegend(BoardRenderer::figureLegend(*timeline.end(), u"en"_s));
        const SvgContents svg = readSvg(pictureSvg(renderer));
        QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
        verifyNoForeignElements(svg);
        QCOMPARE(svg.title, kHostile);
        // The caption is drawn as text, tags and all.
        QVERIFY(svg.text.contains(u"Tom & Jerry"_s));
        // So is a marker's meaning in the legend, after its text.
        QVERIFY(svg.text.contains(u"<b>: "_s + kHostile));
    }

    // QPdfWriter writes the title into the document information and its XMP metadata: the
    // XML of the metadata must hold the title's tags only escaped.
    void pdfMetadataHoldsNoTag()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"title.pdf"_s);
        QString error;
        QVERIFY2(writePdfFile(
                     path, kHostile, QPageSize(QPageSize::A6), QPageLayout::Portrait,
                     [](QPagedPaintDevice *device) {
                         QPainter painter(device);
                         painter.drawText(QPointF(100, 100), kHostile);
                         return true;
                     },
                     &error),
                 qPrintable(error));
        QFile pdf(path);
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray bytes = pdf.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(!bytes.contains("<script>"));
        QVERIFY(!bytes.contains("</title>"));
    }

    void renderCommandWritesWellFormedSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString board = dir.filePath(u"hostile.meeple"_s);
        QFile f(board);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(hostileBoard());
        f.close();
        for (const QString &lang : {u"en"_s, u"nl"_s}) {
            const QString out = dir.filePath(u"picture-%1.svg"_s.arg(lang));
            QProcess cli;
            cli.start(mltest::cliPath(), {u"render"_s, board, u"-o"_s, out, u"--lang"_s, lang});
            QVERIFY(cli.waitForFinished(60000));
            QCOMPARE(cli.exitCode(), 0);
            QFile svgFile(out);
            QVERIFY(svgFile.open(QIODevice::ReadOnly));
            const SvgContents svg = readSvg(svgFile.readAll());
            QVERIFY2(svg.error.isEmpty(), qPrintable(svg.error));
            verifyNoForeignElements(svg);
            QCOMPARE(svg.title, kHostile);
        }
    }
};

QTEST_MAIN(TestRenderHostileText)
#include "tst_render_hostiletext.moc"
