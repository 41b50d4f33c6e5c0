// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "boardtilecache.h"
#include "cellcursor.h"

#include <QGraphicsView>
#include <QList>
#include <QPointer>

#include <memory>

#include "editortool.h"
#include "scoreevent.h"

namespace ml
{

class BoardDocument;
class Game;

// The board in the middle of the window. The scene holds no items: tiles are painted in
// drawBackground() from cached pictures of each tile type, turn and size in device pixels
// (BoardTileCache; flat colours when zoomed far out), and everything a tool shows (preview, legal
// spots, highlighted feature, selection) in drawForeground(). Mouse and keys go to the current
// tool; the view itself only zooms (wheel, Ctrl +/-/0) and pans (middle button, or Space and drag).
class BoardView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    // Shows the document's set-up (what the tools edit) or, with showMoves, the position
    // after the moves. Not owned.
    void setDocument(BoardDocument *document);
    // A game without a document (read-only); null shows an empty table. The view shares it,
    // so it stays alive as long as the view shows it.
    void setGame(std::shared_ptr<const Game> game);
    const Game *game() const { return m_game.get(); }
    void setShowMoves(bool on);
    bool showsMoves() const { return m_showMoves; }
    // A game shown instead of the document's (the explore mode's current step); null returns
    // to the document. Shared, like setGame()'s. Tools never edit it.
    // `position` is the number of moves the shown game is after, as the annotations count it
    // (docs/board-format.md, `annotations`); -1: after all of them.
    void setOverrideGame(std::shared_ptr<const Game> game, int position = -1);
    // The position the board shows, for the annotations: 0 for the set-up, the number of
    // moves after them, the explore step's own position.
    int shownPosition() const;
    // True when what is drawn is the document's set-up, the only state the tools may edit.
    bool showsSetup() const { return !m_showMoves && !m_override; }
    // What the board marks (core/stepmarks.h): Explore's step, the cell a puzzle asks about,
    // the move the analysis previews. The renderer draws them as every export does, so a
    // picture exported as shown has the same marks. Empty clears.
    void setStepMarks(const StepMarks &marks);
    const StepMarks &stepMarks() const { return m_renderer.stepMarks(); }
    // The language the annotations' texts are drawn in ("en", "nl").
    void setLanguage(const QString &language);
    QString language() const { return m_language; }
    // The document's annotations as the view draws them (docs/board-format.md, `annotations`).
    const QList<Annotation> &annotations() const { return m_annotations; }
    void setTool(EditorTool *tool);
    EditorTool *tool() const { return m_tool; }

    const BoardRenderer &renderer() const { return m_renderer; }
    // The tile pictures the view paints from (for tests and the view benchmark).
    const BoardTileCache &tileCache() const { return m_tiles; }
    // The keyboard's cell cursor, one for the editing tools, so that it stays where it was when
    // the tool changes (the tile just placed is where its figure and marks go next). The view
    // draws it while the tool takes the arrow keys (EditorTool::usesCellCursor).
    CellCursor &keyCursor() { return m_keyCursor; }
    // Whether the board got the focus from the keyboard (Tab, Shift+Tab, a shortcut) rather
    // than a click or the window coming to the front: only then does the cursor show unasked.
    bool focusCameByKeys() const { return m_focusByKeys; }
    const CellCursor &keyCursor() const { return m_keyCursor; }
    qreal zoom() const { return transform().m11(); }
    bool showsGrid() const { return m_showGrid; }
    bool showsCoordinates() const { return m_showCoordinates; }
    // Each player's figures marked with a shape besides their colour (View > Player marks).
    bool showsPlayerMarks() const { return m_renderer.playerMarks(); }
    // How the texts name the cells of the board shown: the whole board file's tiles (every
    // move's too), so a name stays put while stepping; without a document, the game's.
    const CellNames &cellNames() const { return m_cellNames; }
    // The coordinates along the board's edges as drawn now, in viewport pixels: the column
    // letters above the board and the row numbers left of it, held inside the viewport
    // while the board's edge is scrolled out of it. Empty while coordinates are off.
    QList<BoardRenderer::EdgeLabel> coordinateLabels() const;

    // The tile and segment under a scene point (-1 when none).
    int tileAt(QPointF scenePos) const;
    int segmentAt(QPointF scenePos, int tile) const;
    // The figure drawn under a scene point, or -1.
    int figureAt(QPointF scenePos) const;
    // Where a scene point is relative to a cell's centre, in cell units.
    QPointF cellOffset(QPointF scenePos, Cell cell) const;
    // The middle of side `side` of cell `cell`, in scene coordinates.
    QPointF edgeCentre(Cell cell, int side) const;
    // Centres the view on mismatched side `index` of the shown board (Board::mismatches())
    // and draws that mark larger until another is shown or the board changes; -1 clears.
    void showMismatch(int index);
    int shownMismatch() const { return m_shownMismatch; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void setShowGrid(bool on);
    void setShowCoordinates(bool on);
    void setShowPlayerMarks(bool on);
    void refresh(); // the document changed

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    // A tile dragged from the palette goes to the tool; anything else (a board file) on to
    // the window.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void zoomBy(qreal factor);
    // Zoom keys: about the mouse when it is over the board.
    void zoomByKey(qreal factor);
    void updateSceneRect();
    // Whether the mouse pointer is over the board (the point to keep still).
    bool mouseOverBoard() const;
    void paintTiles(QPainter *painter, const QRectF &rect);
    void paintGrid(QPainter *painter, const QRectF &rect) const;
    void paintMismatches(QPainter *painter) const;
    void paintCoordinates(QPainter *painter) const;
    QFont coordinateFont() const;
    void updateCellNames();
    // Accessibility (boardaccessible.h): the board's table changed, or the cell cursor moved
    // to another cell of it.
    void announceBoardChanged();
    void announceCursor();
    // Hands the document's annotations and the shown position to the renderer.
    void updateAnnotations();
    // Shows `game`: the view's one way to change m_game, keeping the renderer's old game alive
    // until the renderer has the new one.
    void takeGame(std::shared_ptr<const Game> game);

    QGraphicsScene m_scene;
    BoardRenderer m_renderer;
    BoardTileCache m_tiles{m_renderer.tileRenderer()};
    bool m_repaintAsked = false; // a paint drew tiles scaled and asked for another
    BoardDocument *m_document = nullptr;
    // The game drawn: the document's set-up or end, or the override. Shared with the document's
    // timeline (or whoever set it), so a change elsewhere never leaves the view a dead game.
    std::shared_ptr<const Game> m_game;
    std::shared_ptr<const Game> m_override;
    int m_overridePosition = -1;
    QList<Annotation> m_annotations;
    QString m_language = QStringLiteral("en");
    QPointer<EditorTool> m_tool;
    int m_shownMismatch = -1;
    bool m_showMoves = false;
    bool m_showGrid = false;
    bool m_showCoordinates = false;
    CellNames m_cellNames;
    CellCursor m_keyCursor;
    bool m_focusByKeys = false;
    bool m_fitted = true; // keep fitting on resize until the user zooms
    bool m_spaceDown = false;
    bool m_panning = false;
    QPoint m_panFrom;
    // The mouse's last place over the viewport, from the view's own events (the pointer's
    // global position is not reliable on every platform); the point kept still as the
    // scene grows.
    QPoint m_mouse;
    bool m_mouseInside = false;
};

} // namespace ml
