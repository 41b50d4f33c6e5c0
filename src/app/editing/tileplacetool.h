// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellcursor.h"
#include "editortool.h"
#include "figuretool.h"
#include "geometry.h"

#include <QList>
#include <QPointer>
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
// the same way as a picked one. By keyboard: the arrows move a cell cursor (it starts beside
// the tile laid last, or under the mouse), Enter places the tile there, and the keys 1-9 put
// the figure tool's figure on a spot of the tile just placed, the spots listed in the status
// bar.
class TilePlaceTool : public EditorTool
{
    Q_OBJECT
public:
    TilePlaceTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    void setTile(const QString &tileId);
    QString tileId() const { return m_tileId; }
    int rotation() const { return m_rot; }
    void rotate(int delta);
    // The tool whose figure and player the number keys put on the tile just placed. Not owned.
    void setFigureTool(FigureTool *tool) { m_figures = tool; }
    const CellCursor &cursor() const;

    void activate() override;
    void focusIn() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    bool wheel(QWheelEvent *event) override;
    void leave() override;
    bool usesCellCursor() const override { return true; }
    void paintBelowFigures(QPainter *painter) override;
    void paintAboveFigures(QPainter *painter) override;
    bool dragEnter(QDragEnterEvent *event, QPointF scenePos) override;
    bool dragMove(QDragMoveEvent *event, QPointF scenePos) override;
    void dragLeave() override;
    bool drop(QDropEvent *event, QPointF scenePos) override;

Q_SIGNALS:
    void rotationChanged(int quarterTurns);

protected:
    QString cursorKeys() const override;

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
    // Shows the keyboard's cursor where it starts: unasked only when the board has the keys
    // and the mouse is elsewhere; `underMouse` (an arrow key) also where the mouse is.
    void showCursor(bool underMouse = false);
    // The keys of keyboard placement: arrows, Enter, 1-9; false for any other key.
    bool placementKey(QKeyEvent *event);
    // Number key `digit` on the tile just placed.
    bool putFigure(int digit);

    QString m_tileId;
    int m_rot = 0;
    bool m_hovering = false;
    Cell m_cell;
    bool m_legal = false;
    bool m_mismatching = false; // legal only through free placement
    QString m_reason;
    QList<Cell> m_fitsNow;    // cells where the tile fits as turned now
    QList<Cell> m_fitsTurned; // cells where it fits in another turn only
    QPointer<FigureTool> m_figures;
    // The tile this tool placed last, for the number keys: found again by cell and id, so an
    // undo or another edit in between makes the keys refuse instead of picking another tile.
    Cell m_placedAt;
    QString m_placedId;
};

} // namespace ml
