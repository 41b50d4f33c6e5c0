#include "glyphpainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <cmath>

namespace ml
{

namespace
{

const QColor kOutline(0x4a, 0x35, 0x24);
constexpr qreal kPi = 3.14159265358979323846;

// Every glyph is designed in a box of width 1 centred on the origin.
struct GlyphScope {
    QPainter *p;
    GlyphScope(QPainter *painter, QPointF at, qreal size) : p(painter)
    {
        p->save();
        p->translate(at);
        p->scale(size, size);
        p->setPen(QPen(kOutline, 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    }
    ~GlyphScope() { p->restore(); }
};

} // namespace

void GlyphPainter::monastery(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setBrush(QColor(0xf3, 0xe6, 0xcc));
    p->drawRect(QRectF(-0.4, -0.05, 0.8, 0.45));
    p->setBrush(QColor(0xb8, 0x45, 0x34));
    p->drawPolygon(QPolygonF{{-0.5, -0.02}, {0.0, -0.38}, {0.5, -0.02}});
    p->setBrush(kOutline);
    p->drawRoundedRect(QRectF(-0.09, 0.16, 0.18, 0.24), 0.08, 0.08);
    p->drawLine(QPointF(0, -0.38), QPointF(0, -0.56));
    p->drawLine(QPointF(-0.08, -0.49), QPointF(0.08, -0.49));
}

void GlyphPainter::castle(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    const QColor stone(0xc9, 0xc0, 0xb0);
    p->setBrush(stone);
    QPainterPath wall;
    wall.moveTo(-0.5, 0.4);
    wall.lineTo(-0.5, -0.1);
    for (int i = 0; i < 5; ++i) { // battlements
        const qreal x = -0.5 + i * 0.2;
        wall.lineTo(x, -0.2);
        wall.lineTo(x + 0.1, -0.2);
        wall.lineTo(x + 0.1, -0.1);
        wall.lineTo(x + 0.2, -0.1);
    }
    wall.lineTo(0.5, 0.4);
    wall.closeSubpath();
    p->drawPath(wall);
    p->drawRect(QRectF(-0.16, -0.45, 0.32, 0.4)); // keep
    p->setBrush(QColor(0xc6, 0x28, 0x28));
    p->drawLine(QPointF(0, -0.45), QPointF(0, -0.7));
    p->drawPolygon(QPolygonF{{0, -0.7}, {0.22, -0.62}, {0, -0.55}});
    p->setBrush(kOutline);
    p->drawChord(QRectF(-0.12, 0.12, 0.24, 0.4), 0, 180 * 16);
    p->drawRect(QRectF(-0.12, 0.32, 0.24, 0.08));
}

void GlyphPainter::house(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setBrush(QColor(0xee, 0xdc, 0xb5));
    p->drawRect(QRectF(-0.36, -0.05, 0.72, 0.42));
    p->setBrush(QColor(0x8d, 0x4b, 0x2a));
    p->drawPolygon(QPolygonF{{-0.46, 0.0}, {0.0, -0.4}, {0.46, 0.0}});
    p->setBrush(kOutline);
    p->drawRect(QRectF(-0.07, 0.15, 0.14, 0.22));
}

void GlyphPainter::hill(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setPen(QPen(QColor(0x46, 0x58, 0x1c), 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(QColor(0x7a, 0x9e, 0x34));
    QPainterPath mound;
    mound.moveTo(-0.5, 0.3);
    mound.cubicTo(-0.35, -0.45, 0.35, -0.45, 0.5, 0.3);
    mound.closeSubpath();
    p->drawPath(mound);
    // A lighter slope on the sunny side gives the mound its shape.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xb5, 0xcf, 0x6a));
    QPainterPath slope;
    slope.moveTo(-0.38, 0.22);
    slope.cubicTo(-0.3, -0.22, -0.05, -0.3, 0.05, -0.22);
    slope.cubicTo(-0.15, -0.1, -0.22, 0.05, -0.2, 0.22);
    slope.closeSubpath();
    p->drawPath(slope);
}

void GlyphPainter::vineyard(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setBrush(QColor(0x5b, 0x8c, 0x2a));
    p->drawEllipse(QRectF(-0.05, -0.5, 0.32, 0.2)); // leaf
    p->setBrush(QColor(0x6a, 0x2c, 0x7a));
    const qreal r = 0.12;
    const QPointF grapes[] = {{-0.24, -0.2}, {0.0, -0.2},  {0.24, -0.2},
                              {-0.12, 0.02}, {0.12, 0.02}, {0.0, 0.24}};
    for (const QPointF &c : grapes)
        p->drawEllipse(c, r, r);
}

void GlyphPainter::garden(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setBrush(QColor(0x2e, 0x6b, 0x30));
    p->drawEllipse(QPointF(-0.2, 0.05), 0.24, 0.24);
    p->drawEllipse(QPointF(0.2, 0.05), 0.24, 0.24);
    p->drawEllipse(QPointF(0.0, -0.2), 0.24, 0.24);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xf0, 0x8c, 0xae));
    for (const QPointF &c : {QPointF(-0.2, 0.02), QPointF(0.18, 0.1), QPointF(0.02, -0.22)})
        p->drawEllipse(c, 0.07, 0.07);
}

void GlyphPainter::magic(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const qreal angle = -kPi / 2 + i * kPi / 5;
        const qreal r = i % 2 == 0 ? 0.5 : 0.21;
        star << QPointF(r * std::cos(angle), r * std::sin(angle));
    }
    p->setPen(QPen(QColor(0xf2, 0xc9, 0x4c), 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(QColor(0x7b, 0x3f, 0xa0));
    p->drawPolygon(star);
}

void GlyphPainter::shield(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    QPainterPath s;
    s.moveTo(-0.4, -0.45);
    s.lineTo(0.4, -0.45);
    s.lineTo(0.4, 0.0);
    s.quadTo(0.35, 0.35, 0.0, 0.5);
    s.quadTo(-0.35, 0.35, -0.4, 0.0);
    s.closeSubpath();
    p->setPen(QPen(QColor(0xf4, 0xf1, 0xe8), 0.08));
    p->setBrush(QColor(0x1f, 0x4e, 0x9c));
    p->drawPath(s);
    p->setPen(QPen(QColor(0xf4, 0xf1, 0xe8), 0.14));
    p->drawLine(QPointF(0, -0.4), QPointF(0, 0.4));
}

void GlyphPainter::junction(QPainter *p, QPointF at, qreal size)
{
    GlyphScope g(p, at, size);
    p->setBrush(QColor(0x6d, 0x4c, 0x41));
    p->drawEllipse(QPointF(0, 0), 0.5, 0.5);
}

} // namespace ml
