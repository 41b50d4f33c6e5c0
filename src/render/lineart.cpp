// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineart.h"

#include "rivershapes.h"
#include "tileshapes.h"
#include "tiletype.h"

#include <QPainterPath>
#include <QPainterPathStroker>
#include <QTransform>

#include <cmath>

namespace ml
{

namespace
{

// One cell is 100 units of the SVG, centred on (0,0) like TileShapes' unit cell.
constexpr qreal kUnit = 100;

QString number(qreal v)
{
    const qreal r = std::round(v * 10) / 10;
    QString text = QString::number(r == 0 ? 0.0 : r, 'f', 1);
    if (text.endsWith(QStringLiteral(".0"))) text.chop(2);
    return text;
}

// Path data in SVG units ("M x y L x y C ..."), one decimal, from a path in cell units.
QString pathData(const QPainterPath &path)
{
    QString d;
    const auto point = [](qreal x, qreal y) {
        return number(x * kUnit) + u' ' + number(y * kUnit);
    };
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (!d.isEmpty()) d += u' ';
        if (e.isMoveTo()) {
            d += u'M' + point(e.x, e.y);
        } else if (e.isLineTo()) {
            d += u'L' + point(e.x, e.y);
        } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
            const QPainterPath::Element c2 = path.elementAt(i + 1);
            const QPainterPath::Element to = path.elementAt(i + 2);
            d += u'C' + point(e.x, e.y) + u' ' + point(c2.x, c2.y) + u' ' + point(to.x, to.y);
            i += 2;
        }
    }
    return d;
}

class Writer
{
public:
    void stroke(const QPainterPath &path, qreal width, const QString &colour,
                const QString &extra = {})
    {
        if (path.isEmpty()) return;
        m_body +=
            QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"%3\"%4/>\n")
                .arg(pathData(path), colour, number(width * kUnit), extra);
    }
    void fill(const QPainterPath &path, const QString &colour)
    {
        if (path.isEmpty()) return;
        m_body += QStringLiteral("<path d=\"%1\" fill=\"%2\"/>\n").arg(pathData(path), colour);
    }
    // Filled white and outlined: the symbols.
    void outlined(const QPainterPath &path, qreal width)
    {
        if (path.isEmpty()) return;
        m_body += QStringLiteral("<path d=\"%1\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"%2\" "
                                 "stroke-linejoin=\"round\"/>\n")
                      .arg(pathData(path), number(width * kUnit));
    }
    QByteArray document(int cells) const
    {
        const QString box = QStringLiteral("-50 -50 %1 100").arg(cells * 100);
        return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                              "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" "
                              "baseProfile=\"tiny\" width=\"%1\" height=\"100\" viewBox=\"%2\">\n"
                              "%3</svg>\n")
            .arg(cells * 100)
            .arg(box, m_body)
            .toUtf8();
    }

private:
    QString m_body;
};

const QString kBlack = QStringLiteral("#000");
const QString kWhite = QStringLiteral("#fff");
const QString kButt = QStringLiteral(" stroke-linecap=\"butt\" stroke-linejoin=\"round\"");
const QString kRound = QStringLiteral(" stroke-linecap=\"round\" stroke-linejoin=\"round\"");

// Thin diagonal stripes over `area`, kept clear of its `walls`: the light hatching of a city.
// The margin along the walls also hides the crumbs that cutting stripes at a curve leaves.
QPainterPath hatching(const QPainterPath &area, const QPainterPath &walls)
{
    const QRectF box = area.boundingRect().adjusted(-0.1, -0.1, 0.1, 0.1);
    constexpr qreal kSpacing = 0.075, kWidth = 0.012;
    QPainterPath stripes;
    const qreal span = box.width() + box.height();
    for (qreal t = 0; t < span; t += kSpacing) {
        // A stripe from the bottom-left towards the top-right, 45 degrees.
        const QPointF a(box.left() + t - box.height(), box.bottom());
        const QPointF b(box.left() + t, box.top());
        QPolygonF stripe;
        stripe << a << b << b + QPointF(kWidth * std::sqrt(2.0), 0)
               << a + QPointF(kWidth * std::sqrt(2.0), 0) << a;
        stripes.addPolygon(stripe);
    }
    QPainterPathStroker margin;
    margin.setWidth(0.08);
    QPainterPath cut = stripes.intersected(area).subtracted(margin.createStroke(walls));
    cut.setFillRule(Qt::WindingFill);
    return cut;
}

// The symbols, each centred on (0,0) and one unit wide before scaling.
QPainterPath church()
{
    QPainterPath p;
    p.addRect(QRectF(-0.32, -0.05, 0.64, 0.42));
    p.moveTo(-0.4, -0.02);
    p.lineTo(0, -0.3);
    p.lineTo(0.4, -0.02);
    p.closeSubpath();
    // The cross above the roof, and the door.
    p.addRect(QRectF(-0.025, -0.48, 0.05, 0.2));
    p.addRect(QRectF(-0.09, -0.42, 0.18, 0.045));
    p.addRect(QRectF(-0.08, 0.15, 0.16, 0.22));
    return p;
}

QPainterPath keep()
{
    QPainterPath p;
    // A wall with three merlons, and a gate.
    p.moveTo(-0.45, 0.3);
    p.lineTo(-0.45, -0.2);
    for (int i = 0; i < 3; ++i) {
        const qreal x = -0.45 + i * 0.36;
        p.lineTo(x + 0.18, -0.2);
        p.lineTo(x + 0.18, -0.1);
        p.lineTo(x + 0.36, -0.1);
        p.lineTo(x + 0.36, i == 2 ? -0.2 : -0.1);
    }
    p.lineTo(0.45, -0.2);
    p.lineTo(0.45, 0.3);
    p.closeSubpath();
    p.moveTo(-0.1, 0.3);
    p.lineTo(-0.1, 0.1);
    p.arcTo(QRectF(-0.1, 0.0, 0.2, 0.2), 180, -180);
    p.lineTo(0.1, 0.3);
    return p;
}

QPainterPath house()
{
    QPainterPath p;
    p.moveTo(-0.4, 0.35);
    p.lineTo(-0.4, -0.05);
    p.lineTo(0, -0.4);
    p.lineTo(0.4, -0.05);
    p.lineTo(0.4, 0.35);
    p.closeSubpath();
    return p;
}

QPainterPath shield()
{
    QPainterPath p;
    p.moveTo(-0.4, -0.45);
    p.lineTo(0.4, -0.45);
    p.lineTo(0.4, 0.05);
    p.quadTo(0.4, 0.35, 0, 0.5);
    p.quadTo(-0.4, 0.35, -0.4, 0.05);
    p.closeSubpath();
    return p;
}

QPainterPath junction()
{
    QPainterPath p;
    p.addEllipse(QPointF(0, 0), 0.42, 0.42);
    return p;
}

QPainterPath hill()
{
    QPainterPath p;
    p.moveTo(-0.5, 0.25);
    p.cubicTo(-0.3, -0.4, 0.3, -0.4, 0.5, 0.25);
    p.closeSubpath();
    return p;
}

QPainterPath vineyard()
{
    QPainterPath p;
    // A bunch of grapes: rows of three, two and one.
    const qreal r = 0.12;
    for (const QPointF c : {QPointF(-0.24, -0.15), QPointF(0, -0.15), QPointF(0.24, -0.15),
                            QPointF(-0.12, 0.06), QPointF(0.12, 0.06), QPointF(0, 0.27)})
        p.addEllipse(c, r, r);
    return p;
}

QPainterPath flower()
{
    QPainterPath p;
    for (int i = 0; i < 5; ++i) {
        const qreal a = (-90 + i * 72) * M_PI / 180;
        p.addEllipse(QPointF(0.25 * std::cos(a), 0.25 * std::sin(a)), 0.16, 0.16);
    }
    p.addEllipse(QPointF(0, 0), 0.12, 0.12);
    return p;
}

QPainterPath star()
{
    QPainterPath p;
    for (int i = 0; i < 10; ++i) {
        const qreal a = (-90 + i * 36) * M_PI / 180;
        const qreal r = i % 2 ? 0.2 : 0.48;
        const QPointF at(r * std::cos(a), r * std::sin(a));
        if (i == 0)
            p.moveTo(at);
        else
            p.lineTo(at);
    }
    p.closeSubpath();
    return p;
}

// The cathedral: two spired towers either side of a gabled front, a round window and a door.
QPainterPath cathedral()
{
    QPainterPath p;
    for (qreal side : {-1.0, 1.0}) {
        p.addRect(QRectF(side < 0 ? -0.42 : 0.2, -0.2, 0.22, 0.6));
        QPolygonF spire;
        spire << QPointF(side * 0.45, -0.2) << QPointF(side * 0.31, -0.52)
              << QPointF(side * 0.17, -0.2) << QPointF(side * 0.45, -0.2);
        p.addPolygon(spire);
    }
    p.addRect(QRectF(-0.2, -0.04, 0.4, 0.44));
    QPolygonF gable;
    gable << QPointF(-0.23, -0.04) << QPointF(0, -0.3) << QPointF(0.23, -0.04)
          << QPointF(-0.23, -0.04);
    p.addPolygon(gable);
    p.addEllipse(QPointF(0, 0.1), 0.08, 0.08);
    p.addRect(QRectF(-0.08, 0.24, 0.16, 0.16));
    return p;
}

// The inn: a house with its sign out, and the lake beside it.
QPainterPath innHouse()
{
    QPainterPath p;
    p.moveTo(0.02, 0.3);
    p.lineTo(0.02, -0.06);
    p.lineTo(-0.04, -0.03);
    p.lineTo(0.22, -0.34);
    p.lineTo(0.48, -0.03);
    p.lineTo(0.42, -0.06);
    p.lineTo(0.42, 0.3);
    p.closeSubpath();
    p.addRect(QRectF(0.16, 0.12, 0.11, 0.18));
    p.addRect(QRectF(-0.18, 0.06, 0.14, 0.11));
    return p;
}

QPainterPath innLake()
{
    QPainterPath p;
    p.addEllipse(QPointF(-0.22, 0.22), 0.26, 0.13);
    return p;
}

// The goods (R-TB-4), told apart by their outlines: an upright cask, an hourglass sheaf, a
// bolt lying on its side. Each has its outline and its inner lines.
QPainterPath wineCask()
{
    QPainterPath p;
    p.moveTo(-0.3, -0.48);
    p.cubicTo(-0.46, -0.2, -0.46, 0.2, -0.3, 0.48);
    p.lineTo(0.3, 0.48);
    p.cubicTo(0.46, 0.2, 0.46, -0.2, 0.3, -0.48);
    p.closeSubpath();
    return p;
}
QPainterPath wineHoops()
{
    QPainterPath p;
    for (qreal y : {-0.24, 0.24}) {
        p.moveTo(-0.39, y);
        p.lineTo(0.39, y);
    }
    return p;
}
QPainterPath grainSheaf()
{
    QPainterPath p;
    QPolygonF stalks;
    stalks << QPointF(-0.12, 0.02) << QPointF(0.12, 0.02) << QPointF(0.34, 0.48)
           << QPointF(-0.34, 0.48) << QPointF(-0.12, 0.02);
    p.addPolygon(stalks);
    const QList<QPair<QPointF, qreal>> ears{{{-0.3, -0.26}, -32},
                                            {{-0.14, -0.34}, -14},
                                            {{0, -0.38}, 0},
                                            {{0.14, -0.34}, 14},
                                            {{0.3, -0.26}, 32}};
    for (const auto &[at, angle] : ears) {
        QPainterPath ear;
        ear.addEllipse(QPointF(), 0.09, 0.19);
        QTransform t;
        t.translate(at.x(), at.y());
        t.rotate(angle);
        p.addPath(t.map(ear));
    }
    p.addRect(QRectF(-0.16, -0.06, 0.32, 0.12));
    return p;
}
QPainterPath clothBolt()
{
    QPainterPath p;
    p.moveTo(-0.42, -0.24);
    p.lineTo(0.26, -0.24);
    p.lineTo(0.26, 0.24);
    p.lineTo(-0.42, 0.24);
    p.cubicTo(-0.5, 0.24, -0.5, -0.24, -0.42, -0.24);
    p.closeSubpath();
    p.moveTo(-0.4, 0.34);
    p.lineTo(-0.4, 0.2);
    p.lineTo(-0.22, 0.2);
    p.lineTo(-0.18, 0.34);
    p.closeSubpath();
    p.addEllipse(QPointF(0.26, 0), 0.14, 0.24);
    return p;
}
QPainterPath clothLines()
{
    QPainterPath p;
    for (qreal y : {-0.09, 0.09}) {
        p.moveTo(-0.44, y);
        p.lineTo(0.12, y);
    }
    p.moveTo(0.26, 0);
    p.cubicTo(0.3, -0.02, 0.3, -0.08, 0.26, -0.08);
    p.cubicTo(0.2, -0.08, 0.19, 0.02, 0.24, 0.06);
    return p;
}

QPainterPath placed(const QPainterPath &symbol, QPointF at, qreal size)
{
    QTransform t;
    t.translate(at.x(), at.y());
    t.scale(size, size);
    return t.map(symbol);
}

} // namespace

QByteArray LineArt::svg(const TileType &type)
{
    const TileShapes s = TileShapes::build(type);
    Writer w;
    QPainterPath ground;
    ground.addRect(QRectF(-0.5, -0.5, type.cells, 1.0));
    w.fill(ground, kWhite);

    // The river: banks as a double line and a dashed current down its middle.
    for (const auto &river : s.rivers) {
        w.stroke(river.path, 0.2, kBlack, kButt);
        w.stroke(river.path, 0.165, kWhite, kButt);
        w.stroke(river.path, 0.012, kBlack,
                 QStringLiteral(" stroke-dasharray=\"4 3\" stroke-linecap=\"butt\""));
    }
    if (type.hasMarker(MarkerLake)) {
        QPainterPath lake;
        lake.addEllipse(QPointF(0, 0.02), 0.3, 0.22);
        w.outlined(lake, 0.02);
        QPainterPath wave;
        wave.moveTo(-0.15, 0.02);
        wave.cubicTo(-0.08, -0.04, -0.02, 0.08, 0.05, 0.02);
        wave.cubicTo(0.1, -0.02, 0.13, 0.02, 0.16, 0.02);
        w.stroke(wave, 0.012, kBlack, kRound);
    } else if (type.hasMarker(MarkerSpring)) {
        QPainterPath pool;
        pool.addEllipse(QPointF(0, 0), 0.13, 0.13);
        w.outlined(pool, 0.02);
        QPainterPath rings;
        rings.addEllipse(QPointF(0, 0), 0.07, 0.07);
        rings.addEllipse(QPointF(0, 0), 0.025, 0.025);
        w.stroke(rings, 0.01, kBlack);
    }

    // Roads: two edge lines, the road between them left white.
    for (const auto &road : s.roads) {
        w.stroke(road.path, 0.13, kBlack, kButt);
        w.stroke(road.path, 0.095, kWhite, kButt);
    }
    for (const Bridge &b : riverBridges(s)) {
        QTransform t;
        t.translate(b.at.x(), b.at.y());
        t.rotate(b.angle);
        QPainterPath parapets;
        for (const qreal side : {-0.075, 0.075}) {
            parapets.moveTo(t.map(QPointF(-0.14, side)));
            parapets.lineTo(t.map(QPointF(0.14, side)));
        }
        w.stroke(parapets, 0.025, kBlack, kRound);
    }
    // Roads over roads (TB-B, TB-C): the upper road is drawn last, over the lower one, and
    // carries parapets.
    for (const TileShapes::Crossing &b : s.bridges) {
        QTransform t;
        t.translate(b.at.x(), b.at.y());
        t.rotate(b.angle);
        QPainterPath parapets;
        for (const qreal side : {-0.085, 0.085}) {
            parapets.moveTo(t.map(QPointF(-0.13, side)));
            parapets.lineTo(t.map(QPointF(0.13, side)));
        }
        w.stroke(parapets, 0.025, kBlack, kRound);
    }

    // Cities: white over what lies below, hatched, and walled where they meet the field.
    for (const auto &city : s.cities) {
        w.fill(city.path, kWhite);
        w.fill(hatching(city.path, city.walls), kBlack);
        w.stroke(city.walls, 0.035, kBlack, kRound);
    }
    w.stroke(ground, 0.02, kBlack);

    for (const QPointF &j : s.junctions)
        w.outlined(placed(junction(), j, 0.13), 0.015);
    for (const QPointF &at : s.shields)
        w.outlined(placed(shield(), at, 0.15), 0.015);
    for (const TileShapes::GoodsSpot &g : s.goods) {
        constexpr qreal kSize = 0.17;
        switch (g.goods) {
        case Goods::Wine:
            w.outlined(placed(wineCask(), g.at, kSize), 0.014);
            w.stroke(placed(wineHoops(), g.at, kSize), 0.012, kBlack, kRound);
            break;
        case Goods::Grain:
            w.outlined(placed(grainSheaf(), g.at, kSize), 0.012);
            break;
        case Goods::Cloth:
            w.outlined(placed(clothBolt(), g.at, kSize), 0.012);
            w.stroke(placed(clothLines(), g.at, kSize), 0.01, kBlack, kRound);
            break;
        }
    }
    for (const QPointF &at : s.cathedrals)
        w.outlined(placed(cathedral(), at, 0.34), 0.016);
    for (const QPointF &at : s.inns) {
        w.outlined(placed(innLake(), at, 0.26), 0.014);
        w.outlined(placed(innHouse(), at, 0.26), 0.016);
    }
    if (type.hasMarker(MarkerCastle))
        w.outlined(placed(keep(), s.building, 0.5), 0.02);
    else if (type.hasMarker(MarkerMonastery))
        w.outlined(placed(church(), s.building, 0.36), 0.018);
    else if (type.hasMarker(MarkerHouse))
        w.outlined(placed(house(), s.building, 0.24), 0.018);

    // The markers in the renderer's order and spots, so they stand where the built-in art
    // puts them (the abbot's garden anchor uses the same spots).
    QList<QPainterPath> markers;
    if (type.hasMarker(MarkerHill)) markers.append(hill());
    if (type.hasMarker(MarkerVineyard)) markers.append(vineyard());
    if (type.hasMarker(MarkerGarden) || type.gardenFromC2) markers.append(flower());
    if (type.hasMarker(MarkerMagic)) markers.append(star());
    const QList<QPointF> spots = s.markerSpots(int(markers.size()));
    for (int i = 0; i < markers.size(); ++i)
        w.outlined(placed(markers[i], spots[i], 0.22), 0.015);
    return w.document(type.cells);
}

} // namespace ml
