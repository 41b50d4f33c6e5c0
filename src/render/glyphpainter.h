// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tiletype.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace ml
{

// Small upright pictures drawn on tiles: buildings, markers and coats of arms (SVG resources,
// see SvgArt). Each draws centred on `at` and `size` wide (in the painter's units), so it
// reads the same on a tile that has been turned.
class GlyphPainter
{
public:
    static void monastery(QPainter *p, QPointF at, qreal size);
    static void castle(QPainter *p, QPointF at, qreal size);
    static void house(QPainter *p, QPointF at, qreal size);
    static void hill(QPainter *p, QPointF at, qreal size);
    static void vineyard(QPainter *p, QPointF at, qreal size);
    static void garden(QPainter *p, QPointF at, qreal size);
    static void magic(QPainter *p, QPointF at, qreal size);
    static void shield(QPainter *p, QPointF at, qreal size);
    static void junction(QPainter *p, QPointF at, qreal size);
    static void inn(QPainter *p, QPointF at, qreal size);
    static void cathedral(QPainter *p, QPointF at, qreal size);
    // One goods symbol of Traders & Builders: wine, grain or cloth.
    static void goods(QPainter *p, Goods goods, QPointF at, qreal size);
};

} // namespace ml
