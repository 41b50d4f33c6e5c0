#include "boardview.h"

#include <QWheelEvent>

#include <cmath>

namespace ml
{

namespace
{
const QColor kTable(0xef, 0xe9, 0xdc);
constexpr qreal kMinZoom = 0.05;
constexpr qreal kMaxZoom = 8.0;
constexpr qreal kStep = 1.25;
} // namespace

BoardView::BoardView(QWidget *parent) : QGraphicsView(parent)
{
    setScene(&m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    // The whole board is one painting; partial updates would only cut figures in half.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setCacheMode(QGraphicsView::CacheNone);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(kTable);
    m_scene.setSceneRect(m_renderer.sceneRect());
}

void BoardView::setGame(const Game *game)
{
    m_renderer.setGame(game);
    m_scene.setSceneRect(m_renderer.sceneRect());
    fitToWindow();
    viewport()->update();
}

void BoardView::zoomIn()
{
    zoomBy(kStep);
}
void BoardView::zoomOut()
{
    zoomBy(1.0 / kStep);
}

void BoardView::fitToWindow()
{
    fitInView(m_scene.sceneRect(), Qt::KeepAspectRatio);
    m_fitted = true;
    Q_EMIT zoomChanged(zoom());
}

void BoardView::zoomBy(qreal factor)
{
    const qreal target = qBound(kMinZoom, zoom() * factor, kMaxZoom);
    if (qFuzzyCompare(target, zoom())) return;
    scale(target / zoom(), target / zoom());
    m_fitted = false;
    Q_EMIT zoomChanged(zoom());
}

void BoardView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, kTable);
    m_renderer.paint(painter, rect);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        const int steps = event->angleDelta().y() / 120;
        if (steps != 0) zoomBy(std::pow(kStep, steps));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted) fitToWindow();
}

} // namespace ml
