#include "figurerenderer.h"

#include "tilerenderer.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

namespace ml
{

namespace
{

QPainterPath meeplePath()
{
    QPainterPath body;
    body.addPolygon(QPolygonF{{-0.12, -0.22},
                              {-0.42, -0.12},
                              {-0.5, 0.04},
                              {-0.22, 0.06},
                              {-0.36, 0.5},
                              {-0.08, 0.5},
                              {0.0, 0.32},
                              {0.08, 0.5},
                              {0.36, 0.5},
                              {0.22, 0.06},
                              {0.5, 0.04},
                              {0.42, -0.12},
                              {0.12, -0.22},
                              {-0.12, -0.22}});
    QPainterPath head;
    head.addEllipse(QPointF(0, -0.33), 0.17, 0.17);
    return body.united(head);
}

// Mage and witch wear a pointed hat over a long robe, so they never pass for a meeple.
QPainterPath robedPath()
{
    QPainterPath robe;
    robe.addPolygon(
        QPolygonF{{-0.12, -0.12}, {-0.36, 0.5}, {0.36, 0.5}, {0.12, -0.12}, {-0.12, -0.12}});
    QPainterPath head;
    head.addEllipse(QPointF(0, -0.18), 0.13, 0.13);
    QPainterPath hat;
    hat.addPolygon(QPolygonF{{-0.24, -0.24}, {0.05, -0.56}, {0.24, -0.24}, {-0.24, -0.24}});
    return robe.united(head).united(hat);
}

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
    static const QPainterPath meeple = meeplePath();
    static const QPainterPath robed = robedPath();
    const bool isRobed = type == FigureType::Mage || type == FigureType::Witch;

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(at);
    painter->scale(height, height);
    if (lying) painter->rotate(-90);
    const QPainterPath &shape = isRobed ? robed : meeple;
    // A pale halo first keeps dark figures readable on cities and roads alike.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(
        QPen(QColor(255, 255, 255, 200), 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(shape);
    painter->setPen(QPen(colour.darker(180), 0.06, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(colour);
    painter->drawPath(shape);
    if (type == FigureType::Shepherd) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(QColor(0x5d, 0x40, 0x37), 0.07, Qt::SolidLine, Qt::RoundCap));
        QPainterPath crook;
        crook.moveTo(0.62, 0.5);
        crook.lineTo(0.62, -0.4);
        crook.arcTo(QRectF(0.44, -0.55, 0.18, 0.18), 0, 180);
        painter->drawPath(crook);
    }
    painter->restore();
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
