// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlemoveoverlay.h"

#include "boardview.h"

#include <QCoreApplication>
#include <QPaintEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kMark(31, 111, 235);
const QColor kBadgeText(Qt::white);

// The scene point of the figure `move` places, or empty: the move played up to its figure
// on a copy, so the spot is the engine's segment drawn where the view draws figures.
std::optional<QPointF> figurePoint(const Game &before, const Move &move, const BoardView &view)
{
    if (!move.figure) return std::nullopt;
    Game game = before;
    QList<ScoreEvent> events;
    if (game.playMoveUpTo(move, Game::TurnStep::Figure, &events)) return std::nullopt;
    const int tile = int(game.board().tiles().size()) - 1;
    const int player = game.playerIndex(move.player);
    for (const Figure &f : game.figures()) {
        if (f.tile != tile || f.player != player || f.type != move.figure->type) continue;
        const PlacedTile &t = game.board().tiles()[size_t(tile)];
        const BoardGeometry &g = view.renderer().geometry();
        return g.cellCentre(t.at) +
               view.renderer().tileRenderer().segmentAnchor(*t.type, t.rot, f.segment) *
                   g.cellSize();
    }
    return std::nullopt;
}
} // namespace

PuzzleMoveOverlay::PuzzleMoveOverlay(BoardView *view, QObject *parent)
    : QObject(parent), m_view(view), m_viewport(view->viewport())
{
    m_viewport->installEventFilter(this);
}

PuzzleMoveOverlay::~PuzzleMoveOverlay()
{
    if (m_viewport) m_viewport->removeEventFilter(this);
}

void PuzzleMoveOverlay::setMoves(const Game &before, const QList<RankedMove> &ranked)
{
    m_moves.clear();
    m_before.emplace(before);
    for (const RankedMove &r : ranked.mid(0, MovesKept)) {
        Shown s;
        s.ranked = r;
        s.type = m_before->catalogue().find(r.move.tile);
        if (!s.type) continue;
        s.figure = figurePoint(*m_before, r.move, *m_view);
        m_moves << s;
    }
    m_selected = m_moves.isEmpty() ? -1 : 0;
    update();
}

void PuzzleMoveOverlay::clear()
{
    m_moves.clear();
    m_before.reset();
    m_selected = -1;
    update();
}

void PuzzleMoveOverlay::setSelected(int index)
{
    if (index < -1 || index >= count() || index == m_selected) return;
    m_selected = index;
    update();
}

void PuzzleMoveOverlay::setSuppressed(bool suppressed)
{
    m_suppressed = suppressed;
    update();
}

void PuzzleMoveOverlay::update()
{
    if (m_viewport) m_viewport->update();
}

QRectF PuzzleMoveOverlay::tileRect(int index) const
{
    const Shown &s = m_moves.at(index);
    const BoardGeometry &g = m_view->renderer().geometry();
    const Move &m = s.ranked.move;
    QRectF r = g.cellRect(m.at);
    if (s.type->isDouble()) r = r.united(g.cellRect(secondCell(m.at, m.rot)));
    return r;
}

std::optional<QPointF> PuzzleMoveOverlay::figureSpot(int index) const
{
    return m_moves.at(index).figure;
}

bool PuzzleMoveOverlay::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport outlives the BoardView part of its scroll area while the view is destroyed
    // and still sends events then, so the test touches only the viewport pointer; a paint
    // event never comes during destruction, so after that the view is whole.
    if (event->type() != QEvent::Paint || watched != m_viewport || m_painting || !m_view ||
        !isShown())
        return false;
    // The view paints first (the event sent again passes this filter), then the marks go on
    // top, inside the same paint event.
    m_painting = true;
    QCoreApplication::sendEvent(watched, event);
    m_painting = false;
    QPainter painter(m_view->viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setTransform(m_view->viewportTransform());
    paint(&painter);
    return true;
}

void PuzzleMoveOverlay::paint(QPainter *painter) const
{
    const BoardGeometry &g = m_view->renderer().geometry();
    const qreal cell = g.cellSize();
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(qMax(1, int(0.17 * cell)));
    painter->setFont(font);

    // The others first, so the chosen one lies on top.
    QList<int> order;
    for (int i = 0; i < qMin(count(), int(MovesShown)); ++i)
        if (i != m_selected) order << i;
    if (m_selected >= 0) order << m_selected;
    for (int i : order) {
        const Shown &s = m_moves[i];
        const Move &m = s.ranked.move;
        const bool chosen = i == m_selected;
        const QRectF rect = tileRect(i);
        painter->save();
        if (chosen) {
            painter->setOpacity(0.6);
            m_view->renderer().tileRenderer().drawTile(painter, *s.type, m.rot, g.cellRect(m.at));
            painter->setOpacity(1.0);
        }
        QPen pen(chosen ? kMark : QColor(kMark.red(), kMark.green(), kMark.blue(), 170));
        pen.setWidthF((chosen ? 0.05 : 0.025) * cell);
        if (!chosen) pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        const qreal inset = pen.widthF() / 2;
        painter->drawRect(rect.adjusted(inset, inset, -inset, -inset));

        // Moves on the same cell put their badges side by side along the top edge.
        int before = 0;
        for (int j = 0; j < i; ++j)
            if (m_moves[j].ranked.move.at == m.at) ++before;
        const qreal r = 0.13 * cell;
        const QPointF centre = rect.topLeft() + QPointF(r * 1.3 + before * r * 2.3, r * 1.3);
        painter->setPen(Qt::NoPen);
        painter->setBrush(chosen ? kMark : kMark.lighter(130));
        painter->drawEllipse(centre, r, r);
        painter->setPen(kBadgeText);
        painter->drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                          QString::number(i + 1));

        if (chosen) {
            if (s.figure) {
                painter->setPen(QPen(kMark, 0.035 * cell));
                painter->setBrush(QColor(255, 255, 255, 150));
                painter->drawEllipse(*s.figure, 0.11 * cell, 0.11 * cell);
            }
            // The gain, as the solver's answer counts it: the mover's points over the best
            // of the others.
            const int gain = s.ranked.gain;
            const QString text =
                gain >= 0 ? QStringLiteral("+%1").arg(gain) : QString::number(gain);
            const QRectF box(rect.right() - 0.46 * cell, rect.bottom() - 0.3 * cell, 0.4 * cell,
                             0.24 * cell);
            painter->setPen(Qt::NoPen);
            painter->setBrush(kMark);
            painter->drawRoundedRect(box, 0.05 * cell, 0.05 * cell);
            painter->setPen(kBadgeText);
            painter->drawText(box, Qt::AlignCenter, text);
        }
        painter->restore();
    }
}

} // namespace ml
