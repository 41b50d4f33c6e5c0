// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointF>

#include <optional>

class QDragEnterEvent;
class QDragMoveEvent;
class QDropEvent;
class QKeyEvent;
class QMouseEvent;
class QPainter;
class QWheelEvent;

namespace ml
{

class BoardDocument;
class BoardView;
class FigureSpots;

// A way of working on the board (select, place tiles, place figures): the view forwards its
// input here and asks the tool to paint what it shows. Every tool highlights the feature
// under the mouse across the board and tells what it is, so the user sees what a click or a
// figure would join before making it.
class EditorTool : public QObject
{
    Q_OBJECT
public:
    EditorTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    virtual void activate() {}
    virtual void deactivate();
    virtual void mousePress(QMouseEvent *event, QPointF scenePos);
    virtual void mouseMove(QMouseEvent *event, QPointF scenePos);
    virtual void mouseRelease(QMouseEvent *event, QPointF scenePos);
    virtual bool keyPress(QKeyEvent *event);
    virtual bool wheel(QWheelEvent *event);
    virtual void leave();
    // The board got the keyboard focus: a tool that takes the arrow keys shows its cell cursor
    // at once and says in the status bar what the keys do there, when the keys brought the
    // focus (BoardView::focusCameByKeys); otherwise the first arrow shows it.
    virtual void focusIn();
    // Whether the arrow keys move the view's cell cursor while this tool is on the board (the
    // tools that point at cells: select, tiles, figures, marks).
    virtual bool usesCellCursor() const { return false; }
    virtual void paintBelowFigures(QPainter *painter);
    virtual void paintAboveFigures(QPainter *painter);
    // Something dragged onto the board (a tile from the palette). Return true when the tool
    // took the event (accepted it, or ignored it after saying why); false leaves it to the
    // view, which lets files dropped on the window through. The default takes nothing.
    virtual bool dragEnter(QDragEnterEvent *event, QPointF scenePos);
    virtual bool dragMove(QDragMoveEvent *event, QPointF scenePos);
    virtual void dragLeave();
    virtual bool drop(QDropEvent *event, QPointF scenePos);

    // The feature under a scene point, as text (kind, cells, coats of arms, complete, who
    // holds it); empty when there is none. Public for the tests.
    QString featureText(QPointF scenePos);

Q_SIGNALS:
    void statusMessage(const QString &text);

protected:
    // Tools change only the set-up; the position after the moves is for looking.
    bool editable() const;
    // Highlights the whole feature under `scenePos` (or clears the highlight) and shows its
    // description as a tooltip at `globalPos`.
    void hoverFeature(QPointF scenePos, QPointF globalPos);
    void clearHighlight();
    void report(const QString &text) { Q_EMIT statusMessage(text); }

    // The keyboard's pointing, for the tools that use the cell cursor: an arrow shows the
    // cursor (beside the last tile of the board shown, where the next figure or mark most
    // likely goes) or moves it one cell, keeps it in sight and reports what lies under it.
    // True when the key was an arrow.
    bool moveCellCursor(const QKeyEvent *event);
    void showCellCursor();
    // The tile of the shown game under the cursor, or -1 (also when the cursor is hidden).
    int cursorTile() const;
    // The figure spots of that tile, as the number keys pick them; none off the tiles.
    std::optional<FigureSpots> cursorSpots() const;
    // "C4: 1 city (N) · 2 field (W)" and the tool's keys (cursorKeys()).
    void reportCursor();
    // What the keys do at the cursor in this tool, for the status bar.
    virtual QString cursorKeys() const { return {}; }

    BoardDocument *m_document;
    BoardView *m_view;

private:
    int m_highlightRoot = -1;
    QList<QPair<int, int>> m_highlight; // (tile, segment) of each member
};

} // namespace ml
