#pragma once

#include "boardrenderer.h"

#include <QGraphicsView>

namespace ml
{

class Game;

// Shows a board read-only. The scene holds no items: the board is painted by BoardRenderer
// in drawBackground(), so drawing code stays outside graphics items and the view only adds
// scrolling and zooming. Ctrl+wheel zooms around the mouse.
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    // Not owned; null shows an empty table. Fits the new board into the view.
    void setGame(const Game *game);
    const BoardRenderer &renderer() const { return m_renderer; }
    qreal zoom() const { return transform().m11(); }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitToWindow();

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void zoomBy(qreal factor);

    QGraphicsScene m_scene;
    BoardRenderer m_renderer;
    bool m_fitted = true; // keep fitting on resize until the user zooms
};

} // namespace ml
