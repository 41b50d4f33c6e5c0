#pragma once

#include "editortool.h"
#include "geometry.h"

#include <QList>
#include <QString>

namespace ml
{

struct TileType;

// Places the tile picked in the palette: a preview follows the mouse, green where the tile
// may go and red where not (the reason goes to the status bar), and the cells where some
// turn of it fits the board are marked. R and Shift+R, or Shift with the wheel, turn it. A
// set-up may hold separate groups, so the tile need not touch the board, but its sides must
// match wherever it does: the board file would be refused otherwise. With the document's
// free placement on, a tile may go where its sides do not match (the preview turns amber and
// the board marks the mismatches). A tile dragged from the palette is previewed and placed
// the same way as a picked one.
class TilePlaceTool : public EditorTool
{
    Q_OBJECT
public:
    TilePlaceTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    void setTile(const QString &tileId);
    QString tileId() const { return m_tileId; }
    int rotation() const { return m_rot; }
    void rotate(int delta);

    void activate() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    bool wheel(QWheelEvent *event) override;
    void leave() override;
    void paintBelowFigures(QPainter *painter) override;
    void paintAboveFigures(QPainter *painter) override;
    bool dragEnter(QDragEnterEvent *event, QPointF scenePos) override;
    bool dragMove(QDragMoveEvent *event, QPointF scenePos) override;
    void dragLeave() override;
    bool drop(QDropEvent *event, QPointF scenePos) override;

Q_SIGNALS:
    void rotationChanged(int quarterTurns);

private:
    const TileType *type() const;
    void updatePreview();
    void updateLegalSpots();
    void hoverCell(QPointF scenePos);
    // Places the tile at the hovered cell as one undo step; false (and the reason in the
    // status bar) when it may not go there.
    bool placeHere();
    // The dragged tile becomes the picked one; false (with the reason) when it cannot be used.
    bool takeDraggedTile(const QString &tileId);

    QString m_tileId;
    int m_rot = 0;
    bool m_hovering = false;
    Cell m_cell;
    bool m_legal = false;
    bool m_mismatching = false; // legal only through free placement
    QString m_reason;
    QList<Cell> m_fitsNow;    // cells where the tile fits as turned now
    QList<Cell> m_fitsTurned; // cells where it fits in another turn only
};

} // namespace ml
