// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"
#include "refusaltext.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

// The move tool's input and drawing: the mouse and keys that choose a cell, a rotation and a
// figure, and the preview of the tile and the figure spot on the board.

namespace ml
{

namespace
{
const QColor kLegal(46, 160, 67, 90);
const QColor kIllegal(207, 34, 46, 100);
const QColor kMark(255, 214, 0, 230);
} // namespace

void MoveTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    if (!m_base) {
        refuse(m_blocked);
        return;
    }
    if (event->button() == Qt::RightButton && m_step == Step::Tile) {
        rotate(1);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    switch (m_step) {
    case Step::Tile:
        placeTile(m_view->renderer().geometry().cellAt(scenePos));
        break;
    case Step::Magic:
        pickMagic(scenePos);
        break;
    case Step::Figure:
        pickFigure(scenePos);
        break;
    case Step::Flock:
    case Step::Done:
        report(prompt());
        break;
    }
}

void MoveTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    EditorTool::mouseMove(event, scenePos);
    if (m_step != Step::Tile || !m_base) return;
    const Cell c = m_view->renderer().geometry().cellAt(scenePos);
    if (m_hovering && c == m_cell && !m_cursor.shown()) return;
    m_cursor.hide(); // the mouse takes over from the keys
    previewCell(c);
}

void MoveTool::previewCell(Cell c)
{
    m_hovering = true;
    m_cell = c;
    const TileType *t = type();
    if (!t) return;
    const PlacementProblem problem = m_base->board().checkPlacement(*t, c, m_rot, true);
    m_legal = problem.ok();
    const auto notHeld =
        isCastle() ? m_base->castleFromHandRefusal(m_player, m_tileId) : std::nullopt;
    if (notHeld) {
        // Red over every spot: the hand, not the spot, is what refuses the castle.
        m_legal = false;
        report(RefusalText(m_base->players()).withRule(*notHeld));
    } else if (m_legal) {
        report(tr("Tile %1 fits at %2,%3.").arg(m_tileId).arg(c.x).arg(c.y));
    } else {
        report(tr("Tile %1 cannot go at %2,%3: %4")
                   .arg(m_tileId)
                   .arg(c.x)
                   .arg(c.y)
                   .arg(RefusalText(m_base->players()).withRule(problem)));
    }
    m_view->viewport()->update();
}

bool MoveTool::keyPress(QKeyEvent *event)
{
    if (event->key() == Qt::Key_R && m_step == Step::Tile) {
        rotate(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    }
    if (event->key() == Qt::Key_Escape && m_step != Step::Tile) {
        cancelMove();
        return true;
    }
    return placementKey(event);
}

void MoveTool::focusIn()
{
    showCursor(false);
}

void MoveTool::showCursor(bool underMouse)
{
    if (m_cursor.shown() || m_step != Step::Tile || !m_base || !type()) return;
    // Unasked, only where the keys reach and the mouse is not already showing the tile.
    if (!underMouse && (m_hovering || !m_view->hasFocus())) return;
    m_cursor.showAt(m_hovering ? m_cell
                               : CellCursor::startBeside(m_base->board(), type(), m_rot, true));
    previewCell(m_cursor.cell());
}

bool MoveTool::placementKey(QKeyEvent *event)
{
    if (!m_base) return false;
    const int key = event->key();
    if (m_step == Step::Figure) {
        const TileType *t = type();
        if (key == Qt::Key_0 && !(event->modifiers() & ~Qt::KeypadModifier)) {
            skipFigure();
            return true;
        }
        const int digit = FigureSpots::digitOf(event);
        if (!digit || !t) return false;
        const FigureSpots spots(*t, m_move.at, m_move.rot);
        const FigureSpot *spot = spots.spot(digit);
        if (!spot) {
            refuse(tr("Tile %1 has no spot %2: %3").arg(m_tileId).arg(digit).arg(spots.text()));
            return true;
        }
        // The mark goes where the figure will be drawn: the middle of the spot's cell.
        chooseFigure(spot->segment, m_view->renderer().geometry().cellCentre(spot->cell));
        return true;
    }
    if (m_step != Step::Tile || !type()) return false;
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (!m_hovering) return false;
        placeTile(m_cell);
        return true;
    }
    if (key != Qt::Key_Up && key != Qt::Key_Down && key != Qt::Key_Left && key != Qt::Key_Right)
        return false;
    if (!m_cursor.shown()) {
        showCursor(true); // the first arrow shows where the cursor starts
    } else {
        m_cursor.move(key);
        previewCell(m_cursor.cell());
    }
    m_view->ensureVisible(m_view->renderer().geometry().cellRect(m_cell), 8, 8);
    return true;
}

void MoveTool::leave()
{
    if (m_cursor.shown()) {
        EditorTool::leave(); // the keyboard's cursor stays when the mouse leaves
        return;
    }
    m_hovering = false;
    EditorTool::leave();
    m_view->viewport()->update();
}

void MoveTool::paintAboveFigures(QPainter *painter)
{
    const TileType *t = type();
    if (!t || !m_base) return;
    const bool placed = m_step != Step::Tile;
    if (!placed && !m_hovering) return;
    const Cell cell = placed ? m_move.at : m_cell;
    const int rot = placed ? m_move.rot : m_rot;
    const BoardGeometry &g = m_view->renderer().geometry();
    painter->save();
    painter->setOpacity(placed ? 1.0 : 0.8);
    m_view->renderer().tileRenderer().drawTile(painter, *t, rot, g.cellRect(cell));
    painter->setOpacity(1.0);
    if (!placed) {
        const QRectF area = t->isDouble()
                                ? g.cellRect(cell).united(g.cellRect(secondCell(cell, rot)))
                                : g.cellRect(cell);
        painter->fillRect(area, m_legal ? kLegal : kIllegal);
        if (m_cursor.shown()) CellCursor::paint(painter, area, g.cellSize());
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(kMark);
    const qreal r = 0.08 * g.cellSize();
    for (const QPointF &p : m_marks)
        painter->drawEllipse(p, r, r);
    painter->restore();
}

} // namespace ml
