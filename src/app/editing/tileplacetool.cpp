#include "tileplacetool.h"

#include "boarddocument.h"
#include "boardview.h"
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

void TilePlaceTool::setTile(const QString &tileId)
{
    m_tileId = tileId;
    updateLegalSpots();
    updatePreview();
}

void TilePlaceTool::activate()
{
    updateLegalSpots();
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
    if (const qsizetype n = m_document->mismatches().size())
        report(tr("Tile %1 placed. The board has %n mismatched side(s), marked red; it cannot be "
                  "saved until they are fixed.",
                  nullptr, int(n))
                   .arg(m_tileId));
    return true;
}

void TilePlaceTool::hoverCell(QPointF scenePos)
{
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
    if (event->key() != Qt::Key_R) return false;
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
}

} // namespace ml
