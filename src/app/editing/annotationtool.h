// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"
#include "editortool.h"

#include <QPointF>

#include <optional>

namespace ml
{

// Draws one kind of illustration mark (docs/board-format.md, `annotations`) on the board: an arrow
// by dragging (its ends snap to figure spots and cell centres, Shift leaves them free, a label is
// asked after the drag), a ring, a highlight or a marker (a number or letter in its shape) by a
// click on the part of a tile, a click on a marker opening its shape and meaning, a label
// by a click and its text, dimmed cells by a rectangle. Marks are file edits, not game edits:
// the tool works on any position shown, also a step in Explore, and with "only at this step"
// the mark gets `after` = that position. Each mark is one undo step. By keyboard: the arrows
// move the cell cursor; Enter takes the cell's centre and a number key the tile's spot of that
// number (the spots listed in the status bar). An arrow or a rectangle of dimmed cells takes
// two such points, the first one kept until the second or Esc.
class AnnotationTool : public EditorTool
{
    Q_OBJECT
public:
    AnnotationTool(AnnotationType type, BoardDocument *document, BoardView *view,
                   QObject *parent = nullptr);

    AnnotationType type() const { return m_type; }
    // "#rrggbb"; empty draws in the type's default colour (not written to the file).
    void setColor(const QString &color) { m_color = color; }
    QString color() const { return m_color; }
    void setOnlyAtThisStep(bool on) { m_onlyAtThisStep = on; }
    bool onlyAtThisStep() const { return m_onlyAtThisStep; }
    // What a new marker (the number tool's mark) holds: the next number, the next letter, or
    // nothing (only a triangle or a cross may stand bare).
    enum class MarkerText : quint8 { Number, Letter, None };
    void setMarkerText(MarkerText text) { m_markerText = text; }
    MarkerText markerText() const { return m_markerText; }
    void setMarkerShape(MarkerShape shape) { m_markerShape = shape; }
    MarkerShape markerShape() const { return m_markerShape; }
    // The text the next marker gets ("4", "C", or empty).
    QString nextMarkerText() const;
    // The mark's words, for the status bar and the tool bar ("Arrow", "Ring", ...).
    static QString typeText(AnnotationType type);

    void activate() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    void mouseRelease(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    bool usesCellCursor() const override { return true; }
    void paintAboveFigures(QPainter *painter) override;
    // Whether the keyboard has set the first point of an arrow or rectangle.
    bool keyStarted() const { return m_keyStarted; }

protected:
    QString cursorKeys() const override;

private:
    // A set-up to annotate and a position on the board (any: marks never change the game).
    bool canAnnotate() const;
    // The new mark with its type, colour and `after`.
    Annotation fresh() const;
    void add(const Annotation &annotation);
    void click(QMouseEvent *event, QPointF scenePos);
    void finishArrow(QPointF scenePos, bool free);
    void finishDim();
    // Dims the rectangle of cells between two corners.
    void dimCells(Cell from, Cell to);
    void cancelDrag();
    // The point the keys name at the cursor: the cell's centre (digit 0, Enter) or the spot
    // of that number; none, with the reason reported, when there is no such spot.
    std::optional<AnnotationPoint> keyPoint(int digit);
    void keyMark(const AnnotationPoint &point);
    // A new marker at `point`, or the marker standing there opened in its dialog.
    void putMarker(const AnnotationPoint &point, int existing);
    // The marker shown on the board within reach of `scenePos`, or at the very anchor or
    // point the keys name; -1 for none.
    int markerAt(QPointF scenePos) const;
    int markerAt(const AnnotationPoint &point) const;

    AnnotationType m_type;
    QString m_color;
    MarkerText m_markerText = MarkerText::Number;
    MarkerShape m_markerShape = MarkerShape::Circle;
    bool m_onlyAtThisStep = false;
    bool m_dragging = false;
    AnnotationPoint m_from;
    QPointF m_pressAt, m_dragAt; // scene
    bool m_keyStarted = false;
    AnnotationPoint m_keyFrom; // an arrow's first point set by the keys
    Cell m_keyCorner;          // a rectangle's first corner set by the keys
};

} // namespace ml
