// SPDX-License-Identifier: GPL-3.0-or-later
// Pictures of several positions: the strip of steps in a grid with each
// step's caption, the PDF with one step a page, a page fitted into a printer's rectangle, and
// the picture on the clipboard as PNG and SVG.
#include "boardfile.h"
#include "picturefiles.h"
#include "picturepages.h"
#include "testdata.h"
#include "timeline.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The welcome board's positions: the set-up and after each of its two moves.
Timeline welcome()
{
    QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
    if (!f.open(QIODevice::ReadOnly)) return {};
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(f.readAll(), &error);
    if (!file) return {};
    return Timeline::build(*file);
}

// `count` pages over the board's positions, captioned "Caption N".
QList<PicturePage> pages(const Timeline &timeline, int count)
{
    QList<PicturePage> out;
    for (int i = 0; i < count; ++i) {
        PicturePage p;
        p.game = timeline.position(qMin(i, timeline.positionCount() - 1));
        p.caption = u"Caption %1"_s.arg(i + 1);
        p.after = i;
        out.append(p);
    }
    return out;
}

// Pixels of `image` that differ from `colour`, in `rect`.
int inked(const QImage &image, const QRect &rect, QRgb colour)
{
    int n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            n += image.pixel(x, y) != colour;
    return n;
}
} // namespace

class TestRenderPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void stripIsAsSquareAsTheStepsAllow();
    void stripHoldsEveryStepCaption();
    void prepareKnowsThePageAndItsUse();
    void pdfHasOneStepOnEachPage();
    void pdfOfAnUnwritablePathSaysWhy();
    void pageFitsItsRectangle();
    void clipboardHoldsPngAndSvg();

private:
    Timeline m_timeline;
};

void TestRenderPages::initTestCase()
{
    m_timeline = welcome();
    QVERIFY(!m_timeline.isNull());
    QCOMPARE(m_timeline.positionCount(), 3);
}

void TestRenderPages::stripIsAsSquareAsTheStepsAllow()
{
    const QList<QPair<int, QPair<int, int>>> grids = {{1, {1, 1}}, {2, {2, 1}}, {4, {2, 2}},
                                                      {5, {3, 2}}, {7, {3, 3}}, {10, {4, 3}}};
    for (const auto &[n, grid] : grids) {
        const PicturePages strip(pages(m_timeline, n), {});
        QCOMPARE(strip.columns(), grid.first);
        QCOMPARE(strip.rows(), grid.second);
    }
    // Five steps in three columns and two rows: wider than one step's picture, and about
    // three pictures wide for two high.
    const PicturePages one(pages(m_timeline, 1), {});
    const PicturePages five(pages(m_timeline, 5), {});
    const QImage a = one.stripImage(40);
    const QImage b = five.stripImage(40);
    QVERIFY(!a.isNull() && !b.isNull());
    QVERIFY2(b.width() > 2.5 * a.width() && b.width() < 3.5 * a.width(),
             qPrintable(u"%1 vs %2"_s.arg(b.width()).arg(a.width())));
    QVERIFY2(b.height() > 1.6 * a.height() && b.height() < 2.4 * a.height(),
             qPrintable(u"%1 vs %2"_s.arg(b.height()).arg(a.height())));
    // Empty cells of the last row are plain table: the sixth place holds no board.
    const QRgb table = b.pixel(1, 1);
    const QRect sixth(b.width() * 2 / 3 + 10, b.height() / 2 + 10, b.width() / 3 - 20,
                      b.height() / 2 - 20);
    QCOMPARE(inked(b, sixth, table), 0);
    const QRect fifth(b.width() / 3 + 10, b.height() / 2 + 10, b.width() / 3 - 20,
                      b.height() / 2 - 20);
    QVERIFY(inked(b, fifth, table) > 1000);
}

void TestRenderPages::stripHoldsEveryStepCaption()
{
    PicturePages strip(pages(m_timeline, 4), {});
    strip.setStripTitle(u"The welcome board"_s);
    strip.setStripFooter(u"Red completes a road."_s);
    const QByteArray svg = strip.stripSvg();
    QVERIFY(svg.startsWith("<?xml") || svg.contains("<svg"));
    for (int i = 1; i <= 4; ++i)
        QVERIFY2(svg.contains(u"Caption %1"_s.arg(i).toUtf8()), qPrintable(QString::number(i)));
    QVERIFY(svg.contains("Red completes a road."));
    QVERIFY(svg.contains("The welcome board"));
    // The PNG has the captions too: its caption bands hold ink, the title band grows it.
    const PicturePages plain(pages(m_timeline, 4), {});
    QVERIFY(strip.stripImage(40).height() > plain.stripImage(40).height());
}

void TestRenderPages::prepareKnowsThePageAndItsUse()
{
    QList<QPair<int, PicturePages::Use>> calls;
    const PicturePages five(pages(m_timeline, 5), [&](BoardRenderer &r, const PicturePage &p,
                                                      int index, PicturePages::Use use) {
        QCOMPARE(r.game(), p.game.get());
        calls.append({index, use});
        if (use == PicturePages::Use::Page) r.setTitle(u"Page %1"_s.arg(index));
    });
    five.stripImage(20);
    QVERIFY(!calls.isEmpty());
    for (const auto &c : std::as_const(calls))
        QCOMPARE(c.second, PicturePages::Use::Strip);
    QSet<int> seen;
    for (const auto &c : std::as_const(calls))
        seen.insert(c.first);
    QCOMPARE(seen, (QSet<int>{0, 1, 2, 3, 4}));
    calls.clear();
    QImage page(400, 300, QImage::Format_ARGB32);
    QPainter painter(&page);
    five.paintPage(&painter, 3, QRectF(0, 0, 400, 300));
    painter.end();
    QVERIFY(!calls.isEmpty());
    QCOMPARE(calls.last(), (QPair<int, PicturePages::Use>(3, PicturePages::Use::Page)));
}

void TestRenderPages::pdfHasOneStepOnEachPage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (int n : {1, 3, 5}) {
        const QString path = dir.filePath(u"steps%1.pdf"_s.arg(n));
        const PicturePages steps(pages(m_timeline, n), {});
        QString error;
        QVERIFY2(steps.writePdf(path, QPageSize(QPageSize::A4), &error), qPrintable(error));
        const QByteArray pdf = mltest::fileBytes(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        QCOMPARE(mltest::pdfPageCount(pdf), n);
    }
}

void TestRenderPages::pdfOfAnUnwritablePathSaysWhy()
{
    const PicturePages steps(pages(m_timeline, 2), {});
    QString error;
    const QString path = u"/nonexistent-folder/steps.pdf"_s;
    QVERIFY(!steps.writePdf(path, QPageSize(QPageSize::A4), &error));
    QVERIFY2(error.contains(path), qPrintable(error));
}

// Printing fits the picture into the page's rectangle: nothing is drawn outside it, and it
// fills the rectangle's width or height.
void TestRenderPages::pageFitsItsRectangle()
{
    const PicturePages steps(pages(m_timeline, 2), {});
    QImage image(600, 600, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    const QRectF target(100, 150, 400, 300);
    QPainter painter(&image);
    steps.paintPage(&painter, 1, target);
    painter.end();
    QRect drawn;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) != 0) drawn |= QRect(x, y, 1, 1);
    QVERIFY(!drawn.isNull());
    QVERIFY2(
        target.adjusted(-1, -1, 1, 1).contains(drawn),
        qPrintable(
            u"%1,%2 %3x%4"_s.arg(drawn.x()).arg(drawn.y()).arg(drawn.width()).arg(drawn.height())));
    QVERIFY(drawn.width() >= target.width() - 2 || drawn.height() >= target.height() * 0.9);
}

void TestRenderPages::clipboardHoldsPngAndSvg()
{
    BoardRenderer renderer;
    renderer.setGame(m_timeline.afterMoves().get());
    renderer.setTitle(u"Copied board"_s);
    std::unique_ptr<QMimeData> data(pictureMimeData(renderer, 500));
    QVERIFY(data->hasFormat(u"image/png"_s));
    QVERIFY(data->hasFormat(u"image/svg+xml"_s));
    QVERIFY(data->hasImage());
    const QImage png = QImage::fromData(data->data(u"image/png"_s), "PNG");
    QVERIFY(!png.isNull());
    QCOMPARE(qMax(png.width(), png.height()), 500);
    QCOMPARE(png.size(), qvariant_cast<QImage>(data->imageData()).size());
    const QByteArray svg = data->data(u"image/svg+xml"_s);
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("Copied board"));
    QCOMPARE(svg, pictureSvg(renderer));
}

QTEST_MAIN(TestRenderPages)
#include "tst_render_pages.moc"
