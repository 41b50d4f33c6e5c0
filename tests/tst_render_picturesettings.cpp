// SPDX-License-Identifier: GPL-3.0-or-later
// Picture settings in the renderer: a transparent background, a crop to the marks or to a
// rectangle of cells with its margin, a fixed number of pixels per tile or a print DPI, and
// the legend's parts. The same settings give the same pixels.
#include "boardfile.h"
#include "boardrenderer.h"
#include "picturesettings.h"
#include "testdata.h"
#include "timeline.h"
#include "wikisnippet.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The annotated Mage & Witch board: marks on (0,0), (1,0) and a label beside the board.
std::optional<BoardFile> annotatedFile()
{
    QFile f(mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    FileError error;
    return BoardFile::parse(f.readAll(), &error);
}
} // namespace

class TestRenderPictureSettings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_file = annotatedFile();
        QVERIFY(m_file);
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline timeline = Timeline::build(*m_file, {}, options);
        QVERIFY(timeline.replays());
        m_moves = timeline.moveCount();
        m_position = timeline.position(m_moves);
        QVERIFY(m_position);
        m_setUp = timeline.position(0);
        QVERIFY(m_setUp);
    }

    void transparentLeavesTheCornersClear()
    {
        BoardRenderer r;
        r.setGame(m_position.get());
        const QImage filled = r.renderImageAt(60);
        QCOMPARE(filled.pixelColor(0, 0).alpha(), 255);
        r.setTransparent(true);
        const QImage clear = r.renderImageAt(60);
        QCOMPARE(clear.size(), filled.size());
        for (const QPoint corner :
             {QPoint(0, 0), QPoint(clear.width() - 1, 0), QPoint(0, clear.height() - 1),
              QPoint(clear.width() - 1, clear.height() - 1)})
            QCOMPARE(clear.pixelColor(corner).alpha(), 0);
        // The tiles are still drawn, opaque.
        const QPoint middle(clear.width() / 2, clear.height() / 2);
        QCOMPARE(clear.pixelColor(middle).alpha(), 255);
    }

    void tileSizeFixesThePixelsOfACellCrop()
    {
        BoardRenderer r;
        r.setGame(m_position.get());
        PictureSettings s;
        s.crop = PictureSettings::Crop::Cells;
        s.cropFrom = {0, 0};
        s.cropTo = {2, 0};
        s.margin = 0.25;
        r.setRegion(r.cropRegion(s));
        // Three cells and a quarter cell each side: 3.5 tiles by 1.5 tiles.
        QCOMPARE(r.renderImageAt(100).size(), QSize(350, 150));
        QCOMPARE(r.pixelSizeAt(100), QSize(350, 150));
        s.margin = 0;
        r.setRegion(r.cropRegion(s));
        QCOMPARE(r.renderImageAt(100).size(), QSize(300, 100));
        QCOMPARE(r.renderImageAt(40).size(), QSize(120, 40));
    }

    void cropToMarksKeepsTheCellsTheMarksTouch()
    {
        BoardRenderer r;
        r.setGame(m_position.get());
        r.setAnnotations(m_file->annotations(), m_moves, u"en"_s);
        const QRectF marks = r.marksRect();
        QVERIFY(!marks.isNull());
        // Whole cells: the rectangle's sides are cell sides.
        const qreal cell = r.geometry().cellSize();
        QCOMPARE(std::fmod(marks.width(), cell), 0.0);
        QCOMPARE(std::fmod(marks.height(), cell), 0.0);
        // It holds the cells of the numbers (1,0), the dimmed cell (5,0) and the label's
        // empty cell above the board (4,-1).
        for (const Cell c : {Cell{1, 0}, Cell{5, 0}, Cell{4, -1}})
            QVERIFY2(marks.contains(r.geometry().cellRect(c)),
                     qPrintable(u"%1,%2"_s.arg(c.x).arg(c.y)));
        PictureSettings s;
        s.crop = PictureSettings::Crop::Marks;
        s.margin = 0.5;
        const QRectF region = r.cropRegion(s);
        QCOMPARE(region, marks.adjusted(-cell / 2, -cell / 2, cell / 2, cell / 2));
        r.setRegion(region);
        const QSize pixels = r.renderImageAt(100).size();
        QCOMPARE(pixels, QSize(int(std::lround(marks.width() / cell * 100)) + 100,
                               int(std::lround(marks.height() / cell * 100)) + 100));
        // Without marks on the position drawn there is nothing to crop to: the whole board.
        BoardRenderer bare;
        bare.setGame(m_position.get());
        QVERIFY(bare.cropRegion(s).isNull());
    }

    void dpiIsWrittenIntoThePng()
    {
        BoardRenderer r;
        r.setGame(m_position.get());
        QTemporaryDir dir;
        const QString path = dir.filePath(u"print.png"_s);
        PictureSettings s;
        s.dpi = 300;
        QString error;
        QVERIFY2(r.exportPngAt(path, s.pixelsPerTile(), s.dpi, &error), qPrintable(error));
        QImage read(path);
        QVERIFY(!read.isNull());
        QCOMPARE(read.dotsPerMeterX(), int(std::lround(300 / 0.0254)));
        QCOMPARE(read.size(), r.pixelSizeAt(s.pixelsPerTile()));
    }

    void legendPartsAreChosen()
    {
        // The set-up, where the witch still stands.
        const Game &setUp = *m_setUp;
        const auto all = BoardRenderer::pictureLegend(setUp, u"en"_s, true, true);
        const auto players = BoardRenderer::pictureLegend(setUp, u"en"_s, true, false);
        const auto figures = BoardRenderer::pictureLegend(setUp, u"en"_s, false, true);
        const auto none = BoardRenderer::pictureLegend(setUp, u"en"_s, false, false);
        QCOMPARE(players.size(), setUp.players().size());
        QVERIFY(none.isEmpty());
        // The witch stands on this board: listed with the figures, not with the players.
        const auto hasWitch = [](const QList<BoardRenderer::LegendEntry> &l) {
            return std::any_of(l.cbegin(), l.cend(), [](const auto &e) {
                return e.figure == BoardRenderer::LegendFigure::Witch;
            });
        };
        QVERIFY(hasWitch(all));
        QVERIFY(hasWitch(figures));
        QVERIFY(!hasWitch(players));
        QVERIFY(all.size() > players.size());
    }

    void sameSettingsGiveTheSamePixels()
    {
        const auto draw = [this] {
            BoardRenderer r;
            r.setGame(m_position.get());
            r.setAnnotations(m_file->annotations(), m_moves, u"nl"_s);
            r.setTransparent(true);
            PictureSettings s;
            s.crop = PictureSettings::Crop::Marks;
            r.setRegion(r.cropRegion(s));
            return r.renderImageAt(80);
        };
        QCOMPARE(draw(), draw());
    }

    // The line a wiki page needs for the picture: its file name without the folder and the
    // caption as plain text, whatever in it the wiki would read as markup written as a
    // character reference.
    void wikiLineIsPlainText()
    {
        QCOMPARE(wikiSnippet(u"/home/me/pictures/mw-2.png"_s, u"Red's road: +6"_s),
                 u"[[File:mw-2.png|thumb|Red's road: +6]]"_s);
        QCOMPARE(wikiSnippet(u"a.svg"_s, QString()), u"[[File:a.svg|thumb]]"_s);
        const QString hostile =
            wikiSnippet(u"x.png"_s, u"a|b [[Main Page]] {{delete}} <script> ''it'' ~~~~\nnext"_s);
        QCOMPARE(hostile, u"[[File:x.png|thumb|a&#124;b &#91;&#91;Main Page&#93;&#93; "
                          "&#123;&#123;delete&#125;&#125; &#60;script&#62; &#39;&#39;it&#39;&#39; "
                          "&#126;&#126;&#126;&#126; next]]"_s);
        // Only the snippet's own brackets and bars are left.
        QCOMPARE(hostile.count(u'|'), 2);
        QCOMPARE(hostile.count(u"[["_s), 1);
    }

private:
    std::optional<BoardFile> m_file;
    std::shared_ptr<const Game> m_position;
    std::shared_ptr<const Game> m_setUp;
    int m_moves = 0;
};

QTEST_MAIN(TestRenderPictureSettings)
#include "tst_render_picturesettings.moc"
