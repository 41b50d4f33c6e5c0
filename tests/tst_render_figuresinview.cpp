// SPDX-License-Identifier: GPL-3.0-or-later
// Figures drawn for part of the board only (the board view draws those that may reach into its
// window, since a figure's picture is made anew at every zoom): inside that part every pixel is
// the same as when all figures are drawn, in every bundled example's position with the most
// figures (standing and lying figures, the large ones, marks, flocks), far out, at 100 % and
// close up.
#include "boardloading.h"
#include "boardrenderer.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// The figures of the board's picture at `scale`, on a transparent picture: all of them, or
// those drawn for the part `part` (device pixels) only, whose pixels elsewhere do not count.
QImage drawFigures(const BoardRenderer &renderer, qreal scale, const QRect &part = QRect())
{
    const QRectF scene = renderer.sceneRect();
    QImage image((scene.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.scale(scale, scale);
    p.translate(-scene.topLeft());
    const QRectF exposed =
        part.isNull() ? QRectF() : p.transform().inverted().mapRect(QRectF(part));
    renderer.paintFigures(&p, exposed);
    return image;
}

} // namespace

namespace
{
// The position of the board at `path` with the most figures on it.
std::shared_ptr<const Game> busiestPosition(const QString &path)
{
    const Timeline timeline = Timeline::build(mltest::load(path));
    std::shared_ptr<const Game> game = timeline.setUp();
    for (int k = 0; k < timeline.positionCount(); ++k)
        if (timeline.position(k)->figures().size() > game->figures().size())
            game = timeline.position(k);
    return game;
}
} // namespace

class TestRenderFiguresInView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void partShowsWhatTheWholeShows_data();
    void partShowsWhatTheWholeShows();
};

void TestRenderFiguresInView::partShowsWhatTheWholeShows_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(mltest::examplesDir());
    const QStringList files = dir.entryList({u"*.meeple"_s}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    int rows = 0;
    for (const QString &f : files) {
        // A board without a figure at any position has nothing to test here.
        if (busiestPosition(dir.filePath(f))->figures().isEmpty()) continue;
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
        ++rows;
    }
    QVERIFY(rows >= 10);
}

void TestRenderFiguresInView::partShowsWhatTheWholeShows()
{
    QFETCH(QString, path);
    const std::shared_ptr<const Game> game = busiestPosition(path);
    QVERIFY(!game->figures().isEmpty());
    BoardRenderer renderer;
    renderer.setGame(game.get());
    for (const qreal scale : {0.05, 0.3, 1.0, 2.5}) {
        const QImage whole = drawFigures(renderer, scale);
        // Narrow strips across the picture, so that many figures are cut by a strip's edge or
        // lie just beside it.
        for (const bool vertical : {true, false}) {
            const int length = vertical ? whole.width() : whole.height();
            for (int at = 0; at < length; at += qMax(3, length / 50)) {
                const QRect strip =
                    vertical ? QRect(at, 0, 2, whole.height()) : QRect(0, at, whole.width(), 2);
                const QImage part = drawFigures(renderer, scale, strip);
                QVERIFY2(
                    part.copy(strip) == whole.copy(strip),
                    qPrintable(
                        u"at %1 x, %2 = %3"_s.arg(scale).arg(vertical ? u"x"_s : u"y"_s).arg(at)));
            }
        }
    }
}

QTEST_MAIN(TestRenderFiguresInView)
#include "tst_render_figuresinview.moc"
