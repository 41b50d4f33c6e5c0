// SPDX-License-Identifier: GPL-3.0-or-later
#include "glyphpainter.h"

#include "svgart.h"

namespace ml
{

// The pictures themselves are SVG resources (resources/svg/symbols); these keep the sizes the
// tile layout was made for: `size` is the glyph's width.

void GlyphPainter::monastery(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Monastery, at, size);
}

void GlyphPainter::castle(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Castle, at, size);
}

void GlyphPainter::house(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::House, at, size);
}

void GlyphPainter::hill(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Hill, at, size);
}

void GlyphPainter::vineyard(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Vineyard, at, size);
}

void GlyphPainter::garden(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Garden, at, size);
}

void GlyphPainter::magic(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Magic, at, size);
}

void GlyphPainter::shield(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Shield, at, size);
}

void GlyphPainter::junction(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Junction, at, size);
}

void GlyphPainter::inn(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Inn, at, size);
}

void GlyphPainter::cathedral(QPainter *p, QPointF at, qreal size)
{
    SvgArt::draw(p, SvgArt::Symbol::Cathedral, at, size);
}

void GlyphPainter::goods(QPainter *p, Goods goods, QPointF at, qreal size)
{
    SvgArt::Symbol symbol = SvgArt::Symbol::Wine;
    switch (goods) {
    case Goods::Wine:
        symbol = SvgArt::Symbol::Wine;
        break;
    case Goods::Grain:
        symbol = SvgArt::Symbol::Grain;
        break;
    case Goods::Cloth:
        symbol = SvgArt::Symbol::Cloth;
        break;
    }
    SvgArt::draw(p, symbol, at, size);
}

} // namespace ml
