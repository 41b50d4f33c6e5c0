#pragma once

#include "editortool.h"
#include "geometry.h"

#include <QList>
#include <QSet>

namespace ml
{

// Selects tiles and figures (Ctrl adds and removes), drags selected tiles to other cells,
// turns them with R / Shift+R and deletes them with Delete. Each action on several tiles is
// one undo step.
class SelectTool : public EditorTool
{
    Q_OBJECT
public:
    SelectTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    const QSet<int> &selectedTiles() const { return m_tiles; }
    const QSet<int> &selectedFigures() const { return m_figures; }
    void selectTile(int tile, bool add = false);
    void clearSelection();
    bool rotateSelection(int delta);
    bool deleteSelection();

    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    void mouseRelease(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    void paintAboveFigures(QPainter *painter) override;

Q_SIGNALS:
    void selectionChanged();

private:
    QSet<int> m_tiles;
    QSet<int> m_figures;
    bool m_dragging = false;
    Cell m_dragFrom, m_dragTo;
};

} // namespace ml
