#include "selecttool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "tilecommands.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kSelection(21, 101, 192);
} // namespace

SelectTool::SelectTool(BoardDocument *document, BoardView *view, QObject *parent)
    : EditorTool(document, view, parent)
{
    // Indices shift when tiles come and go; a stale selection would point at other tiles.
    connect(document, &BoardDocument::changed, this, &SelectTool::clearSelection);
}

void SelectTool::clearSelection()
{
    if (m_tiles.isEmpty() && m_figures.isEmpty()) return;
    m_tiles.clear();
    m_figures.clear();
    Q_EMIT selectionChanged();
    m_view->viewport()->update();
}

void SelectTool::selectTile(int tile, bool add)
{
    if (!add) {
        m_tiles.clear();
        m_figures.clear();
    }
    if (add && m_tiles.contains(tile))
        m_tiles.remove(tile);
    else
        m_tiles.insert(tile);
    Q_EMIT selectionChanged();
    m_view->viewport()->update();
}

void SelectTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    if (event->button() != Qt::LeftButton || !editable()) return;
    const bool add = event->modifiers() & Qt::ControlModifier;
    const int figure = m_view->figureAt(scenePos);
    if (figure >= 0) {
        if (!add) {
            m_tiles.clear();
            m_figures.clear();
        }
        if (add && m_figures.contains(figure))
            m_figures.remove(figure);
        else
            m_figures.insert(figure);
        Q_EMIT selectionChanged();
        m_view->viewport()->update();
        return;
    }
    const int tile = m_view->tileAt(scenePos);
    if (tile < 0) {
        if (!add) clearSelection();
        return;
    }
    if (!m_tiles.contains(tile) || add) selectTile(tile, add);
    m_dragging = !m_tiles.isEmpty();
    m_dragFrom = m_dragTo = m_view->renderer().geometry().cellAt(scenePos);
}

void SelectTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    if (!m_dragging) {
        EditorTool::mouseMove(event, scenePos);
        return;
    }
    const Cell c = m_view->renderer().geometry().cellAt(scenePos);
    if (c != m_dragTo) {
        m_dragTo = c;
        m_view->viewport()->update();
    }
}

void SelectTool::mouseRelease(QMouseEvent *, QPointF)
{
    if (!m_dragging) return;
    m_dragging = false;
    const int dx = m_dragTo.x - m_dragFrom.x, dy = m_dragTo.y - m_dragFrom.y;
    m_view->viewport()->update();
    if (dx == 0 && dy == 0) return;
    const auto &tiles = m_document->setupGame()->board().tiles();
    QList<DocumentCommand *> commands;
    for (int t : m_tiles) {
        const Cell at = tiles[size_t(t)].at;
        commands.append(new MoveTileCommand(m_document, t, {at.x + dx, at.y + dy}));
    }
    QString why;
    if (!m_document->execute(QCoreApplication::translate("Commands", "Move %n tile(s)", nullptr,
                                                         int(m_tiles.size())),
                             commands, &why))
        report(tr("The tiles cannot go there: %1").arg(why));
}

bool SelectTool::rotateSelection(int delta)
{
    if (m_tiles.isEmpty()) return false;
    QList<DocumentCommand *> commands;
    for (int t : m_tiles)
        commands.append(new RotateTileCommand(m_document, t, delta));
    QString why;
    const bool ok = m_document->execute(
        QCoreApplication::translate("Commands", "Rotate %n tile(s)", nullptr, int(m_tiles.size())),
        commands, &why);
    if (!ok) report(tr("The tiles cannot turn: %1").arg(why));
    return ok;
}

bool SelectTool::deleteSelection()
{
    QString why;
    bool ok = false;
    if (!m_tiles.isEmpty())
        ok = m_document->removeTiles(m_tiles.values(), &why);
    else if (!m_figures.isEmpty())
        ok = m_document->removeFigures(m_figures.values(), &why);
    if (!ok && !why.isEmpty()) report(tr("Cannot delete: %1").arg(why));
    return ok;
}

bool SelectTool::keyPress(QKeyEvent *event)
{
    if (!editable()) return false;
    switch (event->key()) {
    case Qt::Key_R:
        rotateSelection(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        deleteSelection();
        return true;
    case Qt::Key_Escape:
        clearSelection();
        return true;
    default:
        return false;
    }
}

void SelectTool::paintAboveFigures(QPainter *painter)
{
    const Game *game = m_view->game();
    if (!game || !editable()) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    const auto &tiles = game->board().tiles();
    painter->save();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kSelection, 0.05 * g.cellSize()));
    const int dx = m_dragging ? m_dragTo.x - m_dragFrom.x : 0;
    const int dy = m_dragging ? m_dragTo.y - m_dragFrom.y : 0;
    for (int t : m_tiles) {
        if (size_t(t) >= tiles.size()) continue;
        QRectF r = g.tileRect(tiles[size_t(t)]);
        r.translate(dx * g.cellSize(), dy * g.cellSize());
        painter->drawRect(r);
    }
    for (int f : m_figures) {
        if (f >= game->figures().size()) continue;
        const QPointF at =
            m_view->renderer().figureRenderer().position(game->board(), game->figures()[f]);
        painter->drawEllipse(at, 0.16 * g.cellSize(), 0.16 * g.cellSize());
    }
    painter->restore();
}

} // namespace ml
