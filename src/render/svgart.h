// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPointF>
#include <QString>

class QPainter;
class QSvgRenderer;

namespace ml
{

// The pictures drawn from SVG resources (resources/svg, compiled in under :/meeplelab/svg):
// symbols on tiles and the figures. Each file is parsed once; figures once per colour, their
// placeholder colours (#ff00ff and its dark shade #800080) replaced by the colour asked for.
// On pixels each picture is also kept rendered at the exact device size it was last shown at
// (a board repaints all its figures), so painting stays cheap and crisp at any zoom; SVG
// export and printing replay the vectors.
//
// A picture is designed around its origin: the symbol's centre or the spot a figure stands
// on. 100 units of the picture are `size` on the painter.
class SvgArt
{
public:
    // Newer pictures come last, so the older ones keep their numbers (sprite keys, tests).
    enum class Symbol {
        Shield,
        Monastery,
        Castle,
        House,
        Hill,
        Vineyard,
        Garden,
        Magic,
        Junction,
        Inn,
        Cathedral,
        Wine,
        Grain,
        Cloth
    };
    enum class Figure { Meeple, Shepherd, Mage, Witch, Abbot, LargeMeeple, Builder, Pig };
    // The Hills & Sheep bag tokens lying beside a shepherd (R-HS-1): sheep tokens show 1..4.
    enum class Token { Sheep, Wolf };

    static QString resourcePath(Symbol symbol);
    static QString resourcePath(Figure figure);
    static QList<Symbol> allSymbols();
    static QList<Figure> allFigures();
    static QString resourcePath(Token token);
    static QList<Token> allTokens();
    // The token of a flock entry of the board file ("1".."4", "wolf"); false for anything else.
    static bool tokenFromName(const QString &name, Token *token, int *sheep);

    // The cached renderer (never null; invalid if the resource is broken). Owned by the cache.
    static QSvgRenderer *renderer(Symbol symbol);
    static QSvgRenderer *renderer(Figure figure, const QColor &colour);
    // `sheep` (1..4) is the number printed on a sheep token; a wolf token ignores it.
    static QSvgRenderer *renderer(Token token, int sheep);

    // Draws a symbol upright centred on `at`, `size` wide (100 of its units).
    static void draw(QPainter *painter, Symbol symbol, QPointF at, qreal size);
    // Draws a figure standing on `at`, `height` tall, turned a quarter to the left when lying.
    static void draw(QPainter *painter, Figure figure, const QColor &colour, QPointF at,
                     qreal height, bool lying = false);
    // Draws a token centred on `at`, `size` across.
    static void draw(QPainter *painter, Token token, int sheep, QPointF at, qreal size);

    // The figure's SVG text with the colour put in: what renderer(figure, colour) parses.
    static QByteArray colouredSource(Figure figure, const QColor &colour);
    // The token's SVG text with its number put in: what renderer(token, sheep) parses.
    static QByteArray tokenSource(Token token, int sheep);
};

} // namespace ml
