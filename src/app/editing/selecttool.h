// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "editortool.h"
#include "geometry.h"

#include <QList>
#include <QPoint>
#include <QRectF>
#include <QSet>

namespace ml
{

// Selects tiles, figures and annotations (Ctrl adds and removes), drags selected tiles to
// other cells, turns them with R / Shift+R and deletes them with Delete. Dragging on the empty
// table draws a rectangle that selects the tiles, figures and annotations inside it (Ctrl adds
// them to the selection). Dragging a figure relocates it to the part of a tile it is dropped
// on, refused with the reason where it may not stand. Dragging an annotation moves the
// selected ones (points move, anchors snap to the figure spot they are dropped near); the
// context menu edits a mark's text or deletes it. Each action is one undo step. Annotations
// are no part of the game, so they are picked on any position shown, also in Explore. By
// keyboard: the arrows move the cell cursor and Enter selects the tile under it.
class SelectTool : public EditorTool
{
    Q_OBJECT
public:
    SelectTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    const QSet<int> &selectedTiles() const { return m_tiles; }
    const QSet<int> &selectedFigures() const { return m_figures; }
    const QSet<int> &selectedAnnotations() const { return m_annotations; }
    void selectAnnotation(int annotation, bool add = false);
    // The colour button's choice for the selected annotations; false when none is selected.
    bool recolourSelection(const QString &color);
    // The tool bar's marker shape for the selected markers; false when none is selected.
    bool reshapeSelection(MarkerShape shape);
    // Asks for a new text of annotation `index` (a label, an arrow's label); a marker's text,
    // shape and meaning in the marker dialog.
    bool editAnnotationText(int index);
    // The annotation drawn under a scene point, or -1.
    int annotationAt(QPointF scenePos) const;
    void selectTile(int tile, bool add = false);
    void clearSelection();
    bool rotateSelection(int delta);
    bool deleteSelection();
    // The rectangle being drawn on the table (scene coordinates); empty when none.
    QRectF rubberBand() const;

    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    void mouseRelease(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    bool usesCellCursor() const override { return true; }
    void paintBelowFigures(QPainter *painter) override;
    void paintAboveFigures(QPainter *painter) override;

Q_SIGNALS:
    void selectionChanged();

protected:
    QString cursorKeys() const override;

private:
    // Tiles (any of their cells' centres) and figures inside `area`.
    void itemsIn(const QRectF &area, QSet<int> *tiles, QSet<int> *figures) const;
    void finishRubberBand();
    // Annotations whose mark lies inside `area`.
    QSet<int> annotationsIn(const QRectF &area) const;
    bool annotationEditable() const;
    void pressAnnotation(QMouseEvent *event, int annotation, QPointF scenePos);
    void dropAnnotations(QPointF scenePos, bool free);
    void showAnnotationMenu(int annotation, QPoint globalPos);
    void documentChanged();
    // Selects `item` of `items` alone, or with `add` adds or removes it.
    void pick(QSet<int> &items, int item, bool add);
    void paintSelectedAnnotations(QPainter *painter) const;
    // Where the dragged figure would go: its (tile, segment) under `scenePos`, and the
    // reason it may not, if any (also told in the status bar).
    void aimFigure(QPointF scenePos);
    void dropFigure();

    QSet<int> m_tiles;
    QSet<int> m_figures;
    bool m_dragging = false;
    Cell m_dragFrom, m_dragTo;

    bool m_banding = false;
    bool m_bandAdds = false;
    QPointF m_bandFrom, m_bandTo;

    int m_figure = -1; // the figure pressed on, dragged once the mouse moves far enough
    bool m_figureDragged = false;
    QPoint m_pressAt; // viewport pixels
    QPointF m_figureAt;
    int m_targetTile = -2, m_targetSegment = -2; // -1: the table, -2: not aimed yet
    QString m_targetProblem;

    QSet<int> m_annotations;
    qsizetype m_annotationCount = 0; // of the document, to tell when indices shifted
    bool m_annotationPressed = false, m_annotationDragged = false;
    QPointF m_annotationFrom, m_annotationTo; // scene
};

} // namespace ml
