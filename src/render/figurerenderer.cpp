#include "figurerenderer.h"

#include "svgart.h"
#include "tilerenderer.h"

#include <QHash>
#include <QPainter>

namespace ml
{

namespace
{

const QColor kDefaultColours[] = {QColor(0xc6, 0x28, 0x28), QColor(0x15, 0x65, 0xc0),
                                  QColor(0xf9, 0xa8, 0x25), QColor(0x2e, 0x7d, 0x32),
                                  QColor(0x1a, 0x1a, 0x1a), QColor(0x8e, 0x24, 0xaa)};

} // namespace

FigureRenderer::FigureRenderer(const TileRenderer &tiles, const BoardGeometry &geometry)
    : m_tiles(tiles), m_geometry(geometry)
{
}

QPointF FigureRenderer::position(const Board &board, const Figure &figure) const
{
    if (figure.tile < 0 || figure.tile >= int(board.tiles().size())) return {};
    const PlacedTile &t = board.tiles()[size_t(figure.tile)];
    const QPointF anchor = m_tiles.segmentAnchor(*t.type, t.rot, figure.segment);
    return m_geometry.cellCentre(t.at) + anchor * m_geometry.cellSize();
}

void FigureRenderer::drawFigures(QPainter *painter, const Game &game) const
{
    QHash<QPair<int, int>, int> crowd; // (tile, segment) -> figures drawn there so far
    const qreal height = 0.3 * m_geometry.cellSize();
    for (const Figure &f : game.figures()) {
        if (f.tile < 0) continue;
        const int n = crowd[qMakePair(f.tile, f.segment)]++;
        const QPointF at = position(game.board(), f) + QPointF(0.5, 0.25) * n * height;
        const PlacedTile &t = game.board().tiles()[size_t(f.tile)];
        const bool farmer =
            t.type->segments[f.segment].kind == SegmentKind::Field && f.type == FigureType::Meeple;
        QColor colour = playerColour(game.players(), f.player);
        if (f.type == FigureType::Mage)
            colour = QColor(0x7b, 0x3f, 0xa0);
        else if (f.type == FigureType::Witch)
            colour = QColor(0xef, 0x7d, 0x22);
        drawSilhouette(painter, f.type, farmer, at, height, colour);
    }
}

void FigureRenderer::drawSilhouette(QPainter *painter, FigureType type, bool lying, QPointF at,
                                    qreal height, const QColor &colour)
{
    SvgArt::Figure art = SvgArt::Figure::Meeple;
    if (type == FigureType::Shepherd)
        art = SvgArt::Figure::Shepherd;
    else if (type == FigureType::Mage)
        art = SvgArt::Figure::Mage;
    else if (type == FigureType::Witch)
        art = SvgArt::Figure::Witch;
    SvgArt::draw(painter, art, colour, at, height, lying);
}

QColor FigureRenderer::playerColour(const QList<Player> &players, int player)
{
    if (player >= 0 && player < players.size()) {
        const QColor c(players[player].color);
        if (c.isValid()) return c;
    }
    const int n = int(sizeof(kDefaultColours) / sizeof(kDefaultColours[0]));
    return kDefaultColours[(player < 0 ? 0 : player) % n];
}

} // namespace ml
