// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisoverlay.h"

#include "boardview.h"

#include <QCoreApplication>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kOutline(Qt::white);
const QColor kOutlineShadow(0, 0, 0, 200);
constexpr int kLegendWidth = 160;
constexpr int kLegendHeight = 54;
constexpr int kLegendMargin = 10;
} // namespace

AnalysisOverlay::AnalysisOverlay(BoardView *view, QObject *parent)
    : QObject(parent), m_view(view), m_viewport(view->viewport())
{
    m_viewport->installEventFilter(this);
}

AnalysisOverlay::~AnalysisOverlay()
{
    if (m_viewport) m_viewport->removeEventFilter(this);
}

void AnalysisOverlay::setCells(const QList<CellGain> &cells)
{
    m_cells = cells;
    m_scale = GainScale::of(cells);
    if (m_marked && !cellAt(*m_marked)) m_marked.reset();
    m_hovered.reset();
    update();
}

void AnalysisOverlay::clear()
{
    setCells({});
}

const CellGain *AnalysisOverlay::cellAt(Cell cell) const
{
    for (const CellGain &c : m_cells)
        if (c.at == cell) return &c;
    return nullptr;
}

void AnalysisOverlay::setSuppressed(bool suppressed)
{
    if (suppressed == m_suppressed) return;
    m_suppressed = suppressed;
    update();
}

void AnalysisOverlay::setMarked(std::optional<Cell> cell)
{
    m_marked = cell;
    update();
}

void AnalysisOverlay::update()
{
    if (m_viewport) m_viewport->update();
}

QRect AnalysisOverlay::cellPixels(Cell cell) const
{
    const QRectF scene = m_view->renderer().geometry().cellRect(cell);
    return m_view->viewportTransform().mapRect(scene).toAlignedRect();
}

QRect AnalysisOverlay::legendRect() const
{
    if (!isShown() || !m_viewport) return {};
    return QRect(kLegendMargin, m_viewport->height() - kLegendHeight - kLegendMargin, kLegendWidth,
                 kLegendHeight);
}

const CellGain *AnalysisOverlay::cellUnder(QPoint viewportPos) const
{
    const QPointF scene = m_view->mapToScene(viewportPos);
    return cellAt(m_view->renderer().geometry().cellAt(scene));
}

bool AnalysisOverlay::eventFilter(QObject *watched, QEvent *event)
{
    // The viewport still sends events while the BoardView part of its scroll area is being
    // destroyed; turning m_view into a BoardView* then is a bad downcast (UBSan says so), so
    // the view pointer is tested with isNull(), which does not cast, and only the viewport
    // pointer is touched before that.
    if (watched != m_viewport || m_view.isNull() || !isShown()) return false;
    switch (event->type()) {
    case QEvent::MouseMove: {
        const CellGain *c = cellUnder(static_cast<QMouseEvent *>(event)->position().toPoint());
        const std::optional<Cell> now = c ? std::optional<Cell>(c->at) : std::nullopt;
        if (now != m_hovered) {
            m_hovered = now;
            Q_EMIT hovered(now);
        }
        return false;
    }
    case QEvent::Leave:
        if (m_hovered) {
            m_hovered.reset();
            Q_EMIT hovered(std::nullopt);
        }
        return false;
    case QEvent::MouseButtonPress: {
        const auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton) return false;
        if (const CellGain *c = cellUnder(e->position().toPoint())) Q_EMIT clicked(c->at);
        return false;
    }
    case QEvent::Paint:
        break;
    default:
        return false;
    }
    if (m_painting) return false;
    // The view paints first (the event sent again passes this filter), then the marks on top,
    // inside the same paint event.
    m_painting = true;
    QCoreApplication::sendEvent(watched, event);
    m_painting = false;
    QPainter painter(m_viewport);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.save();
    painter.setTransform(m_view->viewportTransform());
    paint(&painter);
    painter.restore();
    paintLegend(&painter);
    return true;
}

void AnalysisOverlay::paint(QPainter *painter) const
{
    const BoardGeometry &g = m_view->renderer().geometry();
    const qreal cell = g.cellSize();
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(qMax(1, int(0.36 * cell)));
    painter->setFont(font);
    for (const CellGain &c : m_cells) {
        // Inset so the grid and the neighbouring tiles' edges stay visible; opaque, so the
        // colour on screen is the scale's own.
        const QRectF r =
            g.cellRect(c.at).adjusted(0.06 * cell, 0.06 * cell, -0.06 * cell, -0.06 * cell);
        const QColor fill = m_scale.colour(c.best);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(r, 0.08 * cell, 0.08 * cell);
        painter->setPen(GainScale::textOn(fill));
        painter->drawText(r, Qt::AlignCenter, gainText(c.best));
    }
    for (const std::optional<Cell> &mark : {m_hovered, m_marked}) {
        if (!mark) continue;
        const QRectF r =
            g.cellRect(*mark).adjusted(0.03 * cell, 0.03 * cell, -0.03 * cell, -0.03 * cell);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(kOutlineShadow, 0.09 * cell));
        painter->drawRoundedRect(r, 0.08 * cell, 0.08 * cell);
        painter->setPen(QPen(kOutline, 0.045 * cell));
        painter->drawRoundedRect(r, 0.08 * cell, 0.08 * cell);
    }
}

void AnalysisOverlay::paintLegend(QPainter *painter) const
{
    const QRect box = legendRect();
    painter->setPen(QColor(0, 0, 0, 90));
    painter->setBrush(QColor(255, 255, 255, 230));
    painter->drawRoundedRect(box, 6, 6);
    QFont font = m_viewport->font();
    font.setPixelSize(12);
    painter->setFont(font);
    painter->setPen(Qt::black);
    const QRect title(box.left() + 8, box.top() + 4, box.width() - 16, 16);
    painter->drawText(title, Qt::AlignLeft | Qt::AlignVCenter, tr("Best gain"));
    const QRect bar(box.left() + 8, title.bottom() + 3, box.width() - 16, 12);
    QLinearGradient gradient(bar.topLeft(), bar.topRight());
    for (int i = 0; i <= 8; ++i)
        gradient.setColorAt(i / 8.0, GainScale::colourAt(i / 8.0));
    painter->setPen(QColor(0, 0, 0, 120));
    painter->setBrush(gradient);
    painter->drawRect(bar);
    const QRect labels(bar.left(), bar.bottom() + 2, bar.width(), 14);
    painter->setPen(Qt::black);
    painter->drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, gainText(m_scale.low()));
    painter->drawText(labels, Qt::AlignRight | Qt::AlignVCenter, gainText(m_scale.high()));
}

} // namespace ml
