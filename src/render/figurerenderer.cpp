// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurerenderer.h"

#include "svgart.h"
#include "tilerenderer.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

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
    return locationSpot(board, figure.tile, figure.segment);
}

QPointF FigureRenderer::locationSpot(const Board &board, int tile, int segment) const
{
    if (tile < 0 || tile >= int(board.tiles().size())) return {};
    const PlacedTile &t = board.tiles()[size_t(tile)];
    const QPointF anchor = m_tiles.segmentAnchor(*t.type, t.rot, segment);
    return m_geometry.cellCentre(t.at) + anchor * m_geometry.cellSize();
}

QList<QPointF> FigureRenderer::spots(const Game &game, QPainter *painter) const
{
    QHash<QPair<int, int>, int> crowd; // (tile, segment) -> figures drawn there so far
    const qreal height = 0.3 * m_geometry.cellSize();
    QList<QPointF> spots; // where each figure stands, in the order of game.figures()
    for (const Figure &f : game.figures()) {
        if (f.tile < 0 || f.tile >= int(game.board().tiles().size())) {
            spots << QPointF();
            continue;
        }
        const int n = crowd[qMakePair(f.tile, f.segment)]++;
        spots << position(game.board(), f) + QPointF(0.5, 0.25) * n * height;
        if (painter && f.type == FigureType::Shepherd && !f.flock.isEmpty())
            drawFlock(painter, game, f, spots.last(), height);
    }
    return spots;
}

bool FigureRenderer::lying(const Game &game, const Figure &f)
{
    const PlacedTile &t = game.board().tiles()[size_t(f.tile)];
    // Farmers lie down, the large meeple as well; the pig stands on its field (R-TB-16).
    return f.segment >= 0 && f.segment < t.type->segments.size() &&
           t.type->segments[f.segment].kind == SegmentKind::Field &&
           (f.type == FigureType::Meeple || f.type == FigureType::LargeMeeple);
}

namespace
{
bool isMagic(FigureType type)
{
    return type == FigureType::Mage || type == FigureType::Witch;
}
} // namespace

void FigureRenderer::drawFigures(QPainter *painter, const Game &game, const QRectF &exposed) const
{
    const qreal height = 0.3 * m_geometry.cellSize();
    const QList<QPointF> at = spots(game, painter);
    const QList<DrawnMark> marks = drawnMarks(game);
    // How far from its spot a figure may draw: its picture and mark within `height` (no
    // figure's viewBox reaches 80 of the 100 units of its height), its antialiased edge and
    // its snapping to whole pixels within two pixels more.
    const qreal scale = std::sqrt(std::abs(painter->combinedTransform().determinant()));
    const qreal reach = height + 2 / qMax(scale, 1e-9);
    auto mark = marks.cbegin();
    for (qsizetype i = 0; i < game.figures().size(); ++i) {
        const Figure &f = game.figures()[i];
        if (f.tile < 0 || f.tile >= int(game.board().tiles().size())) continue;
        // Each mark with its figure, so a figure stepping aside in front of another covers its
        // mark as it covers its body.
        const bool marked = mark != marks.cend() && mark->figure == int(i);
        const DrawnMark *figureMark = marked ? &*mark++ : nullptr;
        const QRectF reached(at[i].x() - reach, at[i].y() - reach, 2 * reach, 2 * reach);
        if (!exposed.isNull() && !exposed.intersects(reached)) continue;
        const QColor colour =
            isMagic(f.type) ? magicColour(f.type) : playerColour(game.players(), f.player);
        drawSilhouette(painter, f.type, lying(game, f), at[i], height, colour);
        if (figureMark) drawPlayerMark(painter, figureMark->mark, figureMark->box);
    }
}

QList<FigureRenderer::DrawnMark> FigureRenderer::drawnMarks(const Game &game) const
{
    QList<DrawnMark> out;
    if (!m_playerMarks) return out;
    const qreal height = 0.3 * m_geometry.cellSize();
    const QList<QPointF> at = spots(game, nullptr);
    for (qsizetype i = 0; i < game.figures().size(); ++i) {
        const Figure &f = game.figures()[i];
        if (f.tile < 0 || f.tile >= int(game.board().tiles().size()) || isMagic(f.type) ||
            f.player < 0)
            continue;
        out.append({int(i), f.player, playerMark(f.player),
                    markBox(f.type, lying(game, f), at[i], height)});
    }
    return out;
}

FigureRenderer::PlayerMark FigureRenderer::playerMark(int player)
{
    return PlayerMark((player < 0 ? 0 : player) % kPlayerMarkCount);
}

QRectF FigureRenderer::markBox(bool lying, QPointF at, qreal height)
{
    // On the body, below the head: the meeple's widest part. A lying figure has its head to
    // the west, so its body lies east of where it is put.
    const qreal size = 0.4 * height;
    const QPointF body = at + (lying ? QPointF(0.1 * height, 0) : QPointF(0, 0.1 * height));
    return QRectF(body.x() - size / 2, body.y() - size / 2, size, size);
}

QRectF FigureRenderer::markBox(FigureType type, bool lying, QPointF at, qreal height)
{
    switch (type) {
    case FigureType::LargeMeeple: {
        // Its picture is about a third larger than the meeple's; the mark grows a little less,
        // so the pale inner rim stays in sight round it.
        const qreal size = 0.46 * height;
        const QPointF body = at + (lying ? QPointF(0.12 * height, 0) : QPointF(0, 0.12 * height));
        return QRectF(body.x() - size / 2, body.y() - size / 2, size, size);
    }
    case FigureType::Pig: {
        // On the pig's flank, behind its head.
        const qreal size = 0.4 * height;
        const QPointF body = at + QPointF(-0.06 * height, 0.1 * height);
        return QRectF(body.x() - size / 2, body.y() - size / 2, size, size);
    }
    case FigureType::Meeple:
    case FigureType::Shepherd:
    case FigureType::Mage:
    case FigureType::Witch:
    case FigureType::Abbot:
    case FigureType::Builder:
        break;
    }
    return markBox(lying, at, height);
}

void FigureRenderer::drawPlayerMark(QPainter *painter, PlayerMark mark, const QRectF &box)
{
    const qreal r = box.width() / 2;
    const QPointF c = box.center();
    QPainterPath path;
    switch (mark) {
    case PlayerMark::Circle:
        path.addEllipse(c, 0.85 * r, 0.85 * r);
        break;
    case PlayerMark::Square:
        path.addRect(QRectF(c.x() - 0.75 * r, c.y() - 0.75 * r, 1.5 * r, 1.5 * r));
        break;
    case PlayerMark::Triangle:
        path.moveTo(c.x(), c.y() - r);
        path.lineTo(c.x() + 0.95 * r, c.y() + 0.75 * r);
        path.lineTo(c.x() - 0.95 * r, c.y() + 0.75 * r);
        path.closeSubpath();
        break;
    case PlayerMark::Diamond:
        path.moveTo(c.x(), c.y() - r);
        path.lineTo(c.x() + 0.8 * r, c.y());
        path.lineTo(c.x(), c.y() + r);
        path.lineTo(c.x() - 0.8 * r, c.y());
        path.closeSubpath();
        break;
    case PlayerMark::Star:
        // Five points, fat ones (the inner radius half the outer) so the star stays a star
        // when small rather than a blot.
        for (int k = 0; k < 10; ++k) {
            const qreal angle = -M_PI / 2 + k * M_PI / 5;
            const qreal radius = k % 2 ? 0.5 * r : 1.05 * r;
            const QPointF p(c.x() + radius * std::cos(angle), c.y() + radius * std::sin(angle));
            k ? path.lineTo(p) : path.moveTo(p);
        }
        path.closeSubpath();
        break;
    case PlayerMark::Cross: {
        // A saltire of two bars, a third of the box wide.
        const qreal w = 0.3 * r, e = 0.85 * r;
        QPainterPath bar;
        bar.addRect(QRectF(-e, -w, 2 * e, 2 * w));
        QTransform t;
        t.translate(c.x(), c.y());
        t.rotate(45);
        path = t.map(bar);
        t.rotate(90);
        path = path.united(QTransform(t).map(bar));
        break;
    }
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(
        QPen(QColor(0x1a, 0x1a, 0x1a), 0.22 * r, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::white);
    painter->drawPath(path);
    painter->restore();
}

void FigureRenderer::drawFlock(QPainter *painter, const Game &game, const Figure &shepherd,
                               QPointF at, qreal height) const
{
    const PlacedTile &t = game.board().tiles()[size_t(shepherd.tile)];
    const QPointF centre = m_geometry.cellCentre(t.at);
    const qreal cell = m_geometry.cellSize();
    const auto onGround = [&](QPointF p) {
        return m_tiles.segmentAt(*t.type, t.rot, (p - centre) / cell) == shepherd.segment;
    };
    qreal diameter = 0;
    const QList<QPointF> centres = flockSpots(at, height, int(shepherd.flock.size()),
                                              m_geometry.tileRect(t), onGround, &diameter);
    // Last first: where tokens overlap, each covers the wool of the next but not its number.
    for (qsizetype i = centres.size() - 1; i >= 0; --i) {
        SvgArt::Token token;
        int sheep = 0;
        // The parser only lets "1".."4" (and "wolf") in; anything else has no token to show.
        if (SvgArt::tokenFromName(shepherd.flock[i], &token, &sheep))
            SvgArt::draw(painter, token, sheep, centres[i], diameter);
    }
}

QList<QPointF> FigureRenderer::flockSpots(QPointF at, qreal height, int count, const QRectF &tile,
                                          const std::function<bool(QPointF)> &onGround,
                                          qreal *diameter)
{
    QList<QPointF> best;
    if (count <= 0) return best;
    // In units of the shepherd's height its picture (halo included) spans x -0.6..0.72 (the
    // crook on the east) and y -0.62..0.58 around where it stands.
    const qreal d = 0.56 * height; // about 17 pixels at 100 %: the number still reads
    const qreal gap = 0.04 * height;
    const QRectF inside = tile.adjusted(0.01 * tile.width(), 0.01 * tile.height(),
                                        -0.01 * tile.width(), -0.01 * tile.height());
    qreal bestPenalty = 0;
    int order = 0;
    const qreal rowStep = 1.04 * d;
    // A pile overlaps by 40 % along its row only: the sheep's number sits right of the token's
    // middle, clear of the token drawn over its left side.
    for (const qreal step : {1.04 * d, 0.6 * d}) {
        for (int perRow = qMin(count, 4); perRow >= 1; --perRow) {
            const int rows = (count + perRow - 1) / perRow;
            const QSizeF block(d + (perRow - 1) * step, d + (rows - 1) * rowStep);
            const qreal feet = at.y() + 0.5 * height; // side rows lie on the grass at its feet
            const qreal east = at.x() + 0.72 * height + gap;
            const qreal west = at.x() - 0.6 * height - gap - block.width();
            const qreal middle = at.x() - block.width() / 2;
            const QPointF corners[] = {
                {east, feet - block.height()},
                {west, feet - block.height()},
                {east, at.y() - block.height() / 2},
                {west, at.y() - block.height() / 2},
                {middle, at.y() + 0.58 * height + gap},
                {middle, at.y() - 0.62 * height - gap - block.height()},
            };
            for (const QPointF &corner : corners) {
                const QRectF r(corner, block);
                QList<QPointF> spots;
                int off = 0;
                for (int i = 0; i < count; ++i) {
                    // Further rows pile up away from the first, which lies nearest the feet.
                    const int column = i % perRow, row = i / perRow;
                    const QPointF p(r.left() + d / 2 + column * step,
                                    corner.y() > at.y() ? r.top() + d / 2 + row * rowStep
                                                        : r.bottom() - d / 2 - row * rowStep);
                    off += (onGround && !onGround(p)) || !inside.contains(p);
                    spots << p;
                }
                const QRectF in = r.intersected(inside);
                const qreal outside = 1.0 - in.width() * in.height() / (r.width() * r.height());
                const qreal penalty = 3.0 * off + 2.0 * outside + (step < d ? 0.3 : 0.0) +
                                      0.1 * (rows - 1) + 0.001 * order++;
                if (best.isEmpty() || penalty < bestPenalty) {
                    best = spots;
                    bestPenalty = penalty;
                }
            }
        }
    }
    *diameter = d;
    return best;
}

void FigureRenderer::drawSilhouette(QPainter *painter, FigureType type, bool lying, QPointF at,
                                    qreal height, const QColor &colour)
{
    SvgArt::Figure art = SvgArt::Figure::Meeple;
    switch (type) {
    case FigureType::Meeple:
        art = SvgArt::Figure::Meeple;
        break;
    case FigureType::Shepherd:
        art = SvgArt::Figure::Shepherd;
        break;
    case FigureType::Mage:
        art = SvgArt::Figure::Mage;
        break;
    case FigureType::Witch:
        art = SvgArt::Figure::Witch;
        break;
    case FigureType::Abbot:
        art = SvgArt::Figure::Abbot;
        break;
    case FigureType::LargeMeeple:
        art = SvgArt::Figure::LargeMeeple;
        break;
    case FigureType::Builder:
        art = SvgArt::Figure::Builder;
        break;
    case FigureType::Pig:
        art = SvgArt::Figure::Pig;
        break;
    }
    SvgArt::draw(painter, art, colour, at, height, lying);
}

QColor FigureRenderer::magicColour(FigureType type)
{
    return type == FigureType::Witch ? QColor(0xef, 0x7d, 0x22) : QColor(0x7b, 0x3f, 0xa0);
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
