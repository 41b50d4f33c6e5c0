// SPDX-License-Identifier: GPL-3.0-or-later
// Colour is never the only difference. Every pair of annotation colours the tools offer, and
// every pair of default player colours, is compared as readers with protanopia, deuteranopia
// and tritanopia see it. The annotation colours must stay apart; player colours that do not
// must be told apart by the players' marks, so every bundled example is rendered and the
// figures of such players must carry different marks that are really drawn, in the picture and
// its legend.
//
// The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for
// Simulation of Color Vision Deficiency", IEEE TVCG 15(6), with their published matrices for
// severity 1.0 (dichromacy), applied to linear RGB as the paper does. The difference is
// CIEDE2000 (CIE 142-2001) in CIELAB under D65, checked against Sharma, Wu and Dalal's test
// pairs (Color Research & Application 30(1), 2005).
//
// The threshold, a CIEDE2000 difference of 10: about 1 is the least difference seen when two
// patches touch. On a board the colours are small figures and marks apart from each other,
// compared from memory rather than side by side, so we ask for ten times that; the
// annotation palette (Okabe and Ito's colours for everyone) keeps every pair apart by more
// under all three simulations, so the bar is one a palette designed for it clears.
#include "annotation.h"
#include "boardloading.h"
#include "boardrenderer.h"
#include "figurerenderer.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

constexpr double kMinimumDifference = 10.0;

using Matrix = std::array<std::array<double, 3>, 3>;
struct Lab {
    double l, a, b;
};

enum class Vision : quint8 { Normal, Protanopia, Deuteranopia, Tritanopia };
constexpr Vision kVisions[] = {Vision::Normal, Vision::Protanopia, Vision::Deuteranopia,
                               Vision::Tritanopia};

const char *visionName(Vision v)
{
    switch (v) {
    case Vision::Normal:
        return "normal vision";
    case Vision::Protanopia:
        return "protanopia";
    case Vision::Deuteranopia:
        return "deuteranopia";
    case Vision::Tritanopia:
        return "tritanopia";
    }
    return "";
}

// Machado et al. 2009, table of severity 1.0.
Matrix matrix(Vision v)
{
    switch (v) {
    case Vision::Normal:
        return {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    case Vision::Protanopia:
        return {{{0.152286, 1.052583, -0.204868},
                 {0.114503, 0.786281, 0.099216},
                 {-0.003882, -0.048116, 1.051998}}};
    case Vision::Deuteranopia:
        return {{{0.367322, 0.860646, -0.227968},
                 {0.280085, 0.672501, 0.047413},
                 {-0.011820, 0.042940, 0.968881}}};
    case Vision::Tritanopia:
        return {{{1.255528, -0.076749, -0.178779},
                 {-0.078411, 0.930809, 0.147602},
                 {0.004733, 0.691367, 0.303900}}};
    }
    return {};
}

double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Linear RGB (sRGB primaries, D65) to CIELAB.
Lab labOfLinear(const std::array<double, 3> &rgb)
{
    const double x = 0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2];
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = 0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2];
    const auto f = [](double t) {
        const double d = 6.0 / 29.0;
        return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
    };
    const double fx = f(x / 0.95047), fy = f(y / 1.0), fz = f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

// The colour as a reader with vision `v` sees it.
Lab seen(const QColor &colour, Vision v)
{
    const std::array<double, 3> rgb{linear(colour.redF()), linear(colour.greenF()),
                                    linear(colour.blueF())};
    const Matrix m = matrix(v);
    std::array<double, 3> out{};
    for (int r = 0; r < 3; ++r)
        out[size_t(r)] = std::clamp(m[size_t(r)][0] * rgb[0] + m[size_t(r)][1] * rgb[1] +
                                        m[size_t(r)][2] * rgb[2],
                                    0.0, 1.0);
    return labOfLinear(out);
}

double degrees(double radians)
{
    return radians * 180.0 / M_PI;
}
double radians(double degrees)
{
    return degrees * M_PI / 180.0;
}

// CIEDE2000 with kL = kC = kH = 1 (Sharma et al. 2005, equations 1 to 22).
double ciede2000(const Lab &p, const Lab &q)
{
    const double c1 = std::hypot(p.a, p.b), c2 = std::hypot(q.a, q.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
    const double c1p = std::hypot(a1, p.b), c2p = std::hypot(a2, q.b);
    const auto hue = [](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(p.b, a1), h2 = hue(q.b, a2);
    const double dL = q.l - p.l, dC = c2p - c1p;
    double dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        if (dh < -180) dh += 360;
    }
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));
    const double lMean = (p.l + q.l) / 2, cMeanP = (c1p + c2p) / 2;
    double hMean = h1 + h2;
    if (c1p * c2p != 0) {
        if (std::abs(h1 - h2) <= 180)
            hMean = (h1 + h2) / 2;
        else
            hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cMeanP7 = std::pow(cMeanP, 7);
    const double rc = 2 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cMeanP, sh = 1 + 0.015 * cMeanP * t;
    const double rt = -std::sin(radians(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) +
                     rt * (dC / sc) * (dH / sh));
}

// The smallest difference of two colours over the four visions, and the vision it is in.
double smallestDifference(const QColor &x, const QColor &y, Vision *in)
{
    double least = 1e9;
    for (Vision v : kVisions) {
        const double d = ciede2000(seen(x, v), seen(y, v));
        if (d < least) {
            least = d;
            *in = v;
        }
    }
    return least;
}

QList<QColor> defaultPlayerColours()
{
    QList<QColor> out;
    for (int i = 0; i < FigureRenderer::kPlayerMarkCount; ++i)
        out << FigureRenderer::playerColour({}, i);
    return out;
}

// Pixels inside `box` (picture pixels) where the two pictures differ clearly.
int changedPixels(const QImage &a, const QImage &b, const QRect &box)
{
    int changed = 0;
    const QRect r = box.intersected(a.rect()).intersected(b.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            changed += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
                           std::abs(qBlue(p) - qBlue(q)) >
                       120;
        }
    return changed;
}

} // namespace

class TestRenderColourVision : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void measuresAgreeWithPublishedValues();
    void annotationPaletteStaysApart();
    void defaultPlayerColoursTooCloseHaveDifferentMarks();
    void marksAreOnInEveryExport();
    void everyExampleMarksWhatColourCannot_data();
    void everyExampleMarksWhatColourCannot();
};

void TestRenderColourVision::measuresAgreeWithPublishedValues()
{
    // Sharma, Wu and Dalal 2005, table 1: pairs 1, 7 and 25 (a hue near blue, a grey, and a
    // large difference), to four decimals.
    QCOMPARE(std::round(ciede2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) * 1e4), 20425.0);
    QCOMPARE(std::round(ciede2000({50, 0, 0}, {50, -1, 2}) * 1e4), 23669.0);
    QCOMPARE(std::round(ciede2000({50, 2.5, 0}, {73, 25, -18}) * 1e4), 271492.0);
    // White is white and black black to every reader; the simulations move hues, not those.
    for (Vision v : kVisions) {
        const Lab white = seen(Qt::white, v), black = seen(Qt::black, v);
        QVERIFY2(ciede2000(white, {100, 0, 0}) < 1.0, visionName(v));
        QVERIFY2(ciede2000(black, {0, 0, 0}) < 1.0, visionName(v));
    }
    // And red and green, apart to most readers, come together to a deuteranope (the reason
    // for this test).
    const QColor red(0xc0, 0x30, 0x30), green(0x30, 0x80, 0x30);
    QVERIFY(ciede2000(seen(red, Vision::Normal), seen(green, Vision::Normal)) > 40);
    QVERIFY(ciede2000(seen(red, Vision::Deuteranopia), seen(green, Vision::Deuteranopia)) <
            kMinimumDifference);
}

void TestRenderColourVision::annotationPaletteStaysApart()
{
    QStringList tooClose;
    const qsizetype n = qsizetype(std::size(kAnnotationPalette));
    QVERIFY(n >= 2);
    for (qsizetype i = 0; i < n; ++i)
        for (qsizetype j = i + 1; j < n; ++j) {
            const QColor x{QLatin1String(kAnnotationPalette[i])};
            const QColor y{QLatin1String(kAnnotationPalette[j])};
            QVERIFY(x.isValid() && y.isValid());
            Vision v = Vision::Normal;
            const double d = smallestDifference(x, y, &v);
            if (d < kMinimumDifference)
                tooClose << u"%1 and %2: %3 in %4"_s
                                .arg(QLatin1String(kAnnotationPalette[i]),
                                     QLatin1String(kAnnotationPalette[j]))
                                .arg(d, 0, 'f', 1)
                                .arg(QLatin1String(visionName(v)));
        }
    QVERIFY2(tooClose.isEmpty(), qPrintable(tooClose.join(u"; "_s)));
    // The defaults of the annotation types are among them, so a mark drawn without a colour of
    // its own is held to the same bar.
    for (AnnotationType t : {AnnotationType::Arrow, AnnotationType::Ring, AnnotationType::Number,
                             AnnotationType::Highlight, AnnotationType::Label}) {
        const QString colour = defaultAnnotationColor(t);
        QVERIFY2(std::any_of(std::begin(kAnnotationPalette), std::end(kAnnotationPalette),
                             [&](const char *c) {
                                 return colour.compare(QLatin1String(c), Qt::CaseInsensitive) == 0;
                             }),
                 qPrintable(annotationTypeName(t)));
    }
}

void TestRenderColourVision::defaultPlayerColoursTooCloseHaveDifferentMarks()
{
    const QList<QColor> colours = defaultPlayerColours();
    int close = 0;
    for (int i = 0; i < colours.size(); ++i)
        for (int j = i + 1; j < colours.size(); ++j) {
            Vision v = Vision::Normal;
            const double d = smallestDifference(colours[i], colours[j], &v);
            // Colour alone may not tell these two apart: their marks must.
            if (d < kMinimumDifference) {
                ++close;
                QVERIFY2(FigureRenderer::playerMark(i) != FigureRenderer::playerMark(j),
                         qPrintable(u"players %1 and %2 (%3 in %4)"_s.arg(i + 1)
                                        .arg(j + 1)
                                        .arg(d, 0, 'f', 1)
                                        .arg(QLatin1String(visionName(v)))));
            }
            // Under normal vision every default pair is far apart.
            QVERIFY(ciede2000(seen(colours[i], Vision::Normal), seen(colours[j], Vision::Normal)) >=
                    kMinimumDifference);
        }
    qInfo("%d pairs of default player colours are told apart by their marks alone", close);
    // Every seat of the defaults has its own mark.
    for (int i = 0; i < FigureRenderer::kPlayerMarkCount; ++i)
        for (int j = i + 1; j < FigureRenderer::kPlayerMarkCount; ++j)
            QVERIFY(FigureRenderer::playerMark(i) != FigureRenderer::playerMark(j));
}

void TestRenderColourVision::marksAreOnInEveryExport()
{
    // A board without picture settings, the CLI's --plain, and every picture made without
    // settings (sheets, handouts) draw the marks.
    QVERIFY(PictureSettings().playerMarks);
    QVERIFY(BoardRenderer().playerMarks());
    // Turned off, the file says so, and reads back off.
    PictureSettings off;
    off.playerMarks = false;
    const QJsonObject json = pictureSettingsJson(off);
    QCOMPARE(json.value(u"playerMarks"_s), QJsonValue(false));
    PictureSettings back;
    FileError error;
    QVERIFY(readPictureSettings(json, &back, &error));
    QVERIFY(!back.playerMarks);
    QVERIFY(!pictureSettingsJson(PictureSettings()).contains(u"playerMarks"_s));
}

void TestRenderColourVision::everyExampleMarksWhatColourCannot_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(mltest::examplesDir());
    const QStringList files = dir.entryList({u"*.meeple"_s}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestRenderColourVision::everyExampleMarksWhatColourCannot()
{
    QFETCH(QString, path);
    const BoardFile file = mltest::load(path);
    const Timeline timeline = Timeline::build(file);
    QVERIFY(timeline.isSetUp());
    const std::shared_ptr<const Game> any = timeline.setUp();
    const QList<Player> &players = any->players();

    // The pairs of this board's players whose colours some reader cannot tell apart.
    QList<QPair<int, int>> close;
    for (int i = 0; i < players.size(); ++i)
        for (int j = i + 1; j < players.size(); ++j) {
            Vision v = Vision::Normal;
            const QColor a = FigureRenderer::playerColour(players, i);
            const QColor b = FigureRenderer::playerColour(players, j);
            if (smallestDifference(a, b, &v) < kMinimumDifference) close.append({i, j});
        }

    // Rendered as an export renders it: with the board's own picture settings. Every player's
    // figures are marked, so that a pair too close for some reader is told apart by shape.
    const PictureSettings settings = file.pictureSettings();
    QVERIFY2(settings.playerMarks, "the board's pictures leave the players' marks out");
    BoardRenderer renderer;
    renderer.setPlayerMarks(settings.playerMarks);
    const auto involved = [](int player) { return player >= 0; }; // the mage and witch: -1
    // Every position: each figure of a player carries its player's mark, and the two players of
    // a pair too close in colour carry different ones.
    int bestPosition = -1, bestCount = 0;
    for (int k = 0; k < timeline.positionCount(); ++k) {
        const std::shared_ptr<const Game> game = timeline.position(k);
        const QList<FigureRenderer::DrawnMark> marks = renderer.figureRenderer().drawnMarks(*game);
        int count = 0;
        for (qsizetype f = 0; f < game->figures().size(); ++f) {
            const Figure &figure = game->figures()[f];
            if (figure.tile < 0 || figure.tile >= int(game->board().tiles().size()) ||
                !involved(figure.player))
                continue;
            const auto mark = std::find_if(marks.cbegin(), marks.cend(),
                                           [f](const auto &m) { return m.figure == f; });
            QVERIFY2(mark != marks.cend(), qPrintable(u"position %1, figure %2"_s.arg(k).arg(f)));
            QCOMPARE(mark->player, figure.player);
            QCOMPARE(mark->mark, FigureRenderer::playerMark(figure.player));
            ++count;
        }
        if (count > bestCount) {
            bestCount = count;
            bestPosition = k;
        }
    }
    for (const auto &[i, j] : close)
        QVERIFY(FigureRenderer::playerMark(i) != FigureRenderer::playerMark(j));
    if (bestPosition < 0) {
        qInfo("%d pairs of players too close in colour; no player's figure on the board",
              int(close.size()));
        return;
    }

    // The marks are drawn: in each mark's box the picture with marks differs from the one
    // without over a good part of the box (a white shape on the figure's colour).
    const std::shared_ptr<const Game> game = timeline.position(bestPosition);
    renderer.setGame(game.get());
    const double perTile = 100; // the renderer's own unit: a scene unit is a pixel
    const QImage marked = renderer.renderImageAt(perTile);
    renderer.setPlayerMarks(false);
    const QImage plain = renderer.renderImageAt(perTile);
    renderer.setPlayerMarks(true);
    QCOMPARE(marked.size(), plain.size());
    const QPointF origin = renderer.sceneRect().topLeft();
    int checked = 0;
    for (const FigureRenderer::DrawnMark &m : renderer.figureRenderer().drawnMarks(*game)) {
        if (!involved(m.player)) continue;
        const QRect box = m.box.translated(-origin).toAlignedRect();
        const int changed = changedPixels(marked, plain, box);
        QVERIFY2(changed * 4 >= box.width() * box.height(),
                 qPrintable(u"figure %1: %2 of %3 pixels changed"_s.arg(m.figure).arg(changed).arg(
                     box.width() * box.height())));
        ++checked;
    }
    QCOMPARE(checked, bestCount);
    qInfo("%d pairs of players too close in colour, %d marked figures checked", int(close.size()),
          checked);
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty())
        marked.save(QDir(shots).filePath(QFileInfo(path).completeBaseName() + u"-marks.png"_s));

    // And the legend shows each such player's mark beside their colour.
    const QList<BoardRenderer::LegendEntry> legend =
        BoardRenderer::pictureLegend(*game, u"en"_s, true, true);
    for (int p = 0; p < players.size(); ++p) {
        if (!involved(p)) continue;
        QVERIFY(std::any_of(legend.cbegin(), legend.cend(),
                            [p](const BoardRenderer::LegendEntry &e) { return e.player == p; }));
    }
    renderer.setLegend(legend);
    const QImage withLegend = renderer.renderImageAt(perTile);
    renderer.setPlayerMarks(false);
    const QImage legendPlain = renderer.renderImageAt(perTile);
    QCOMPARE(withLegend.size(), legendPlain.size());
    const int boardBottom = int(std::ceil(renderer.sceneRect().height()));
    const QRect band(0, boardBottom + 1, withLegend.width(), withLegend.height() - boardBottom - 1);
    QVERIFY2(changedPixels(withLegend, legendPlain, band) > 0, "the legend shows no marks");
}

QTEST_MAIN(TestRenderColourVision)
#include "tst_render_colourvision.moc"
