// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileplacetool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"
#include "figuretool.h"
#include "refusaltext.h"
#include "tilepalettemodel.h"

#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QSet>

namespace ml
{

namespace
{
const QColor kLegal(46, 160, 67, 90);
const QColor kIllegal(207, 34, 46, 100);
const QColor kMismatching(230, 140, 0, 100);
const QColor kMismatchingFrame(230, 140, 0);
const QColor kSpotNow(46, 160, 67, 200);
const QColor kSpotTurned(46, 160, 67, 90);
} // namespace

TilePlaceTool::TilePlaceTool(BoardDocument *document, BoardView *view, QObject *parent)
    : EditorTool(document, view, parent)
{
    connect(document, &BoardDocument::changed, this, [this] {
        updateLegalSpots();
        updatePreview();
    });
    connect(document, &BoardDocument::freePlacementChanged, this, &TilePlaceTool::updatePreview);
}

const TileType *TilePlaceTool::type() const
{
    const Game *g = m_document->setupGame();
    return g && !m_tileId.isEmpty() ? g->catalogue().find(m_tileId) : nullptr;
}

const CellCursor &TilePlaceTool::cursor() const
{
    return m_view->keyCursor();
}

QString TilePlaceTool::cursorKeys() const
{
    if (!type()) return tr("Pick a tile in the palette; Enter there brings it here.");
    return tr("Enter places tile %1 here; R turns it.").arg(m_tileId);
}

void TilePlaceTool::setTile(const QString &tileId)
{
    m_tileId = tileId;
    // A new tile starts the cursor afresh, beside the tile just laid; the preview was the
    // cursor's, not the mouse's.
    if (m_view->keyCursor().shown()) {
        m_view->keyCursor().hide();
        m_hovering = false;
    }
    updateLegalSpots();
    showCursor();
    updatePreview();
}

void TilePlaceTool::showCursor(bool underMouse)
{
    if (m_view->keyCursor().shown() || !type() || !editable()) return;
    // Unasked, only where the keys reach and the mouse is not already showing the tile.
    if (!underMouse && (m_hovering || !m_view->hasFocus())) return;
    // Under the mouse when it is on the board, else beside the board's last tile.
    m_view->keyCursor().showAt(
        m_hovering
            ? m_cell
            : CellCursor::startBeside(m_document->setupGame()->board(), type(), m_rot, false));
    m_cell = m_view->keyCursor().cell();
    m_hovering = true;
}

void TilePlaceTool::focusIn()
{
    if (!type()) {
        EditorTool::focusIn(); // the cursor shows where the tile picked next will go
        return;
    }
    showCursor();
    updatePreview();
}

void TilePlaceTool::activate()
{
    updateLegalSpots();
    showCursor();
    report(m_tileId.isEmpty() ? tr("Pick a tile in the palette.")
                              : tr("Click to place tile %1; R turns it.").arg(m_tileId));
}

void TilePlaceTool::rotate(int delta)
{
    m_rot = ((m_rot + delta) % 4 + 4) % 4;
    Q_EMIT rotationChanged(m_rot);
    updateLegalSpots();
    updatePreview();
}

void TilePlaceTool::updateLegalSpots()
{
    m_fitsNow.clear();
    m_fitsTurned.clear();
    const TileType *t = type();
    if (!t || !editable()) return;
    QSet<Cell> now, any;
    for (const Placement &p : m_document->setupGame()->board().legalPlacements(*t)) {
        any.insert(p.at);
        // legalPlacements lists each distinct tile once; a symmetric tile fits this way too.
        if (p.rot == m_rot || m_document->setupGame()->board().checkPlacement(*t, p.at, m_rot).ok())
            now.insert(p.at);
    }
    m_fitsNow = now.values();
    for (const Cell c : any)
        if (!now.contains(c)) m_fitsTurned.append(c);
    m_view->viewport()->update();
}

void TilePlaceTool::updatePreview()
{
    const TileType *t = type();
    if (!t || !m_hovering || !editable()) {
        m_view->viewport()->update();
        return;
    }
    const Board &board = m_document->setupGame()->board();
    const PlacementProblem problem = board.checkPlacement(*t, m_cell, m_rot, false);
    m_legal = problem.ok();
    m_mismatching = false;
    if (!m_legal && m_document->freePlacement() &&
        board.checkPlacement(*t, m_cell, m_rot, false, true).ok()) {
        // Only the sides are wrong, which free placement allows.
        m_legal = m_mismatching = true;
    }
    const RefusalText words(m_document->setupGame()->players());
    m_reason = words.text(problem);
    if (m_mismatching)
        report(tr("Tile %1 goes at %2,%3 with mismatched sides (free placement): %4")
                   .arg(m_tileId)
                   .arg(m_cell.x)
                   .arg(m_cell.y)
                   .arg(words.text(problem)));
    else if (m_legal)
        report(tr("Tile %1 fits at %2,%3 (turned %4°).")
                   .arg(m_tileId)
                   .arg(m_cell.x)
                   .arg(m_cell.y)
                   .arg(m_rot * 90));
    else
        report(tr("Tile %1 cannot go at %2,%3: %4")
                   .arg(m_tileId)
                   .arg(m_cell.x)
                   .arg(m_cell.y)
                   .arg(words.withRule(problem)));
    m_view->viewport()->update();
}

void TilePlaceTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    if (event->button() == Qt::RightButton) {
        rotate(1);
        return;
    }
    if (event->button() != Qt::LeftButton || !type() || !editable()) return;
    hoverCell(scenePos);
    placeHere();
}

bool TilePlaceTool::placeHere()
{
    if (!m_legal) return false; // updatePreview() gave the reason
    QString why;
    if (!m_document->placeTile(m_tileId, m_cell, m_rot, &why)) {
        report(tr("Tile %1 cannot go there: %2").arg(m_tileId, why));
        return false;
    }
    m_placedAt = m_cell;
    m_placedId = m_tileId;
    if (const qsizetype n = m_document->mismatches().size())
        report(tr("Tile %1 placed. The board has %n mismatched side(s), marked red; it cannot be "
                  "saved until they are fixed.",
                  nullptr, int(n))
                   .arg(m_tileId));
    else if (const TileType *t = type())
        report(tr("Tile %1 placed. A meeple on it: %2")
                   .arg(m_tileId, FigureSpots(*t, m_cell, m_rot).text()));
    return true;
}

bool TilePlaceTool::putFigure(int digit)
{
    const Board &board = m_document->setupGame()->board();
    const int tile = m_placedId.isEmpty() ? -1 : board.tileIndexAt(m_placedAt);
    if (tile < 0 || board.tiles()[size_t(tile)].at != m_placedAt ||
        board.tiles()[size_t(tile)].type->id != m_placedId) {
        report(tr("Place a tile first: the number keys put a meeple on the tile just placed."));
        return true;
    }
    const PlacedTile &t = board.tiles()[size_t(tile)];
    const FigureSpots spots(*t.type, t.at, t.rot);
    const FigureSpot *spot = spots.spot(digit);
    if (!spot) {
        report(tr("Tile %1 has no spot %2: %3").arg(t.type->id).arg(digit).arg(spots.text()));
        return true;
    }
    if (m_figures) m_figures->putOnSetUpTile(tile, spot->segment);
    return true;
}

bool TilePlaceTool::placementKey(QKeyEvent *event)
{
    if (!editable()) return false;
    if (const int digit = FigureSpots::digitOf(event)) return putFigure(digit);
    if (!type()) return moveCellCursor(event);
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        if (!m_hovering) return false;
        placeHere();
        return true;
    }
    if (key != Qt::Key_Up && key != Qt::Key_Down && key != Qt::Key_Left && key != Qt::Key_Right)
        return false;
    if (!m_view->keyCursor().shown()) {
        // The first arrow shows where the cursor starts; the next ones move it.
        showCursor(true);
    } else {
        m_view->keyCursor().move(key);
    }
    m_cell = m_view->keyCursor().cell();
    m_hovering = true;
    m_view->ensureVisible(m_view->renderer().geometry().cellRect(m_cell), 8, 8);
    updatePreview();
    return true;
}

void TilePlaceTool::hoverCell(QPointF scenePos)
{
    m_view->keyCursor().hide(); // the mouse takes over from the keys
    m_hovering = true;
    m_cell = m_view->renderer().geometry().cellAt(scenePos);
    updatePreview();
}

bool TilePlaceTool::takeDraggedTile(const QString &tileId)
{
    if (!editable()) {
        report(tr("Only the set-up can be edited; switch off the position after the moves."));
        return false;
    }
    if (tileId != m_tileId) setTile(tileId);
    if (!type()) {
        report(tr("Tile %1 is not in the sets of this board.").arg(tileId));
        return false;
    }
    return true;
}

bool TilePlaceTool::dragEnter(QDragEnterEvent *event, QPointF scenePos)
{
    const QString id = TilePaletteModel::tileIdFrom(event->mimeData());
    if (id.isEmpty()) return false;
    if (!takeDraggedTile(id)) {
        event->ignore();
        return true;
    }
    // Accepted wherever it is now, so the moves (and their preview) keep coming.
    event->acceptProposedAction();
    hoverCell(scenePos);
    return true;
}

bool TilePlaceTool::dragMove(QDragMoveEvent *event, QPointF scenePos)
{
    const QString id = TilePaletteModel::tileIdFrom(event->mimeData());
    if (id.isEmpty()) return false;
    if (id != m_tileId || !type() || !editable()) {
        event->ignore();
        return true;
    }
    if (!m_hovering || m_view->renderer().geometry().cellAt(scenePos) != m_cell)
        hoverCell(scenePos);
    // The drop cursor says at once whether the tile may go here; the status bar says why.
    if (m_legal)
        event->acceptProposedAction();
    else
        event->ignore();
    return true;
}

void TilePlaceTool::dragLeave()
{
    leave();
}

bool TilePlaceTool::drop(QDropEvent *event, QPointF scenePos)
{
    const QString id = TilePaletteModel::tileIdFrom(event->mimeData());
    if (id.isEmpty()) return false;
    if (!takeDraggedTile(id)) {
        event->ignore();
        return true;
    }
    hoverCell(scenePos);
    if (placeHere())
        event->acceptProposedAction();
    else
        event->ignore();
    return true;
}

void TilePlaceTool::mouseMove(QMouseEvent *, QPointF scenePos)
{
    // The preview is worked out again only when the mouse reaches another cell.
    if (!m_hovering || m_view->renderer().geometry().cellAt(scenePos) != m_cell)
        hoverCell(scenePos);
}

bool TilePlaceTool::keyPress(QKeyEvent *event)
{
    if (event->key() != Qt::Key_R) return placementKey(event);
    rotate(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
    return true;
}

bool TilePlaceTool::wheel(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ShiftModifier)) return false;
    const QPoint d = event->angleDelta();
    const int delta = d.y() != 0 ? d.y() : d.x(); // Shift turns vertical wheels sideways
    if (delta != 0) rotate(delta > 0 ? 1 : -1);
    return true;
}

void TilePlaceTool::leave()
{
    // The keyboard's cursor stays when the mouse leaves; the mouse's preview goes.
    if (m_view->keyCursor().shown()) {
        EditorTool::leave();
        return;
    }
    m_hovering = false;
    EditorTool::leave();
    m_view->viewport()->update();
}

void TilePlaceTool::paintBelowFigures(QPainter *painter)
{
    const BoardGeometry &g = m_view->renderer().geometry();
    painter->save();
    painter->setPen(Qt::NoPen);
    const qreal r = 0.12 * g.cellSize();
    for (const Cell c : m_fitsTurned) {
        painter->setBrush(kSpotTurned);
        painter->drawEllipse(g.cellCentre(c), r, r);
    }
    for (const Cell c : m_fitsNow) {
        painter->setBrush(kSpotNow);
        painter->drawEllipse(g.cellCentre(c), r, r);
    }
    painter->restore();
}

void TilePlaceTool::paintAboveFigures(QPainter *painter)
{
    const TileType *t = type();
    if (!t || !m_hovering || !editable()) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    painter->save();
    painter->setOpacity(0.8);
    m_view->renderer().tileRenderer().drawTile(painter, *t, m_rot, g.cellRect(m_cell));
    painter->setOpacity(1.0);
    const QRectF area = t->isDouble()
                            ? g.cellRect(m_cell).united(g.cellRect(secondCell(m_cell, m_rot)))
                            : g.cellRect(m_cell);
    const QColor fill = m_mismatching ? kMismatching : m_legal ? kLegal : kIllegal;
    const QColor frame = m_mismatching ? kMismatchingFrame
                         : m_legal     ? kSpotNow
                                       : QColor(207, 34, 46);
    painter->fillRect(area, fill);
    painter->setPen(QPen(frame, 0.04 * g.cellSize()));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(area);
    painter->restore();
    if (m_view->keyCursor().shown()) CellCursor::paint(painter, area, g.cellSize());
}

} // namespace ml
