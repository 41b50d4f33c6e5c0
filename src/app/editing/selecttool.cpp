// SPDX-License-Identifier: GPL-3.0-or-later
#include "selecttool.h"

#include "boarddocument.h"
#include "boardview.h"

#include <QApplication>
#include <QKeyEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kSelection(21, 101, 192);
const QColor kBandFill(21, 101, 192, 40);
const QColor kTargetOk(46, 160, 67, 120);
const QColor kTargetRefused(207, 34, 46, 120);
} // namespace

SelectTool::SelectTool(BoardDocument *document, BoardView *view, QObject *parent)
    : EditorTool(document, view, parent)
{
    // Indices shift when tiles come and go; a stale selection would point at other tiles.
    connect(document, &BoardDocument::changed, this, &SelectTool::documentChanged);
}

void SelectTool::documentChanged()
{
    // Marks moved or recoloured keep their indices and stay selected, so a drag can follow
    // a drag; once marks come or go, the indices mean others.
    const qsizetype count = m_document->annotations().size();
    const QSet<int> marks = count == m_annotationCount ? m_annotations : QSet<int>();
    m_annotationCount = count;
    clearSelection();
    if (!marks.isEmpty()) {
        m_annotations = marks;
        Q_EMIT selectionChanged();
    }
}

void SelectTool::clearSelection()
{
    if (m_tiles.isEmpty() && m_figures.isEmpty() && m_annotations.isEmpty()) return;
    m_tiles.clear();
    m_figures.clear();
    m_annotations.clear();
    Q_EMIT selectionChanged();
    m_view->viewport()->update();
}

void SelectTool::pick(QSet<int> &items, int item, bool add)
{
    if (!add) {
        m_tiles.clear();
        m_figures.clear();
        m_annotations.clear();
    }
    if (add && items.contains(item))
        items.remove(item);
    else
        items.insert(item);
    Q_EMIT selectionChanged();
    m_view->viewport()->update();
}

void SelectTool::selectTile(int tile, bool add)
{
    pick(m_tiles, tile, add);
}

QRectF SelectTool::rubberBand() const
{
    return m_banding ? QRectF(m_bandFrom, m_bandTo).normalized() : QRectF();
}

void SelectTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    const bool add = event->modifiers() & Qt::ControlModifier;
    if (const int mark = annotationAt(scenePos);
        mark >= 0 && (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        pressAnnotation(event, mark, scenePos);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    if (!editable()) {
        // A step of Explore: only the marks can be picked, by a rectangle.
        if (!annotationEditable()) return;
        if (!add) clearSelection();
        m_banding = true;
        m_bandAdds = add;
        m_bandFrom = m_bandTo = scenePos;
        return;
    }
    const int figure = m_view->figureAt(scenePos);
    if (figure >= 0) {
        if (!add) {
            m_tiles.clear();
            m_figures.clear();
            m_annotations.clear();
            // Pressed without Ctrl, the figure may be dragged to another spot.
            m_figure = figure;
            m_figureDragged = false;
            m_pressAt = event->position().toPoint();
            m_figureAt = scenePos;
            m_targetTile = m_targetSegment = -2; // nothing aimed at yet, not even the table
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
        // The empty table: start a rubber band.
        if (!add) clearSelection();
        m_banding = true;
        m_bandAdds = add;
        m_bandFrom = m_bandTo = scenePos;
        return;
    }
    if (!m_tiles.contains(tile) || add) selectTile(tile, add);
    m_dragging = !m_tiles.isEmpty();
    m_dragFrom = m_dragTo = m_view->renderer().geometry().cellAt(scenePos);
}

void SelectTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    if (m_annotationPressed) {
        if (!m_annotationDragged && (event->position().toPoint() - m_pressAt).manhattanLength() <
                                        QApplication::startDragDistance())
            return;
        m_annotationDragged = true;
        m_annotationTo = scenePos;
        m_view->viewport()->update();
        return;
    }
    if (m_banding) {
        m_bandTo = scenePos;
        m_view->viewport()->update();
        return;
    }
    if (m_figure >= 0) {
        if (!m_figureDragged && (event->position().toPoint() - m_pressAt).manhattanLength() <
                                    QApplication::startDragDistance())
            return;
        m_figureDragged = true;
        m_figureAt = scenePos;
        aimFigure(scenePos);
        m_view->viewport()->update();
        return;
    }
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

void SelectTool::mouseRelease(QMouseEvent *event, QPointF scenePos)
{
    if (m_annotationPressed) {
        const bool dragged = m_annotationDragged;
        m_annotationPressed = m_annotationDragged = false;
        m_view->viewport()->update();
        if (dragged) dropAnnotations(scenePos, event->modifiers() & Qt::ShiftModifier);
        return;
    }
    if (m_banding) {
        m_bandTo = scenePos;
        finishRubberBand();
        return;
    }
    if (m_figure >= 0) {
        if (m_figureDragged) {
            aimFigure(scenePos);
            dropFigure();
        }
        m_figure = -1;
        m_figureDragged = false;
        m_view->viewport()->update();
        return;
    }
    if (!m_dragging) return;
    m_dragging = false;
    const int dx = m_dragTo.x - m_dragFrom.x, dy = m_dragTo.y - m_dragFrom.y;
    m_view->viewport()->update();
    if (dx == 0 && dy == 0) return;
    QString why;
    if (!m_document->relocateTiles(m_tiles.values(), {dx, dy}, &why))
        report(tr("The tiles cannot go there: %1").arg(why));
}

void SelectTool::itemsIn(const QRectF &area, QSet<int> *tiles, QSet<int> *figures) const
{
    const Game *game = m_view->game();
    if (!game || !editable()) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    const auto &all = game->board().tiles();
    for (size_t i = 0; i < all.size(); ++i)
        for (int ci = 0; ci < all[i].type->cells; ++ci)
            if (area.contains(g.cellCentre(all[i].cell(ci)))) {
                tiles->insert(int(i));
                break;
            }
    const FigureRenderer &fr = m_view->renderer().figureRenderer();
    for (int f = 0; f < game->figures().size(); ++f)
        if (area.contains(fr.position(game->board(), game->figures()[f]))) figures->insert(f);
}

void SelectTool::finishRubberBand()
{
    const QRectF area = rubberBand();
    m_banding = false;
    QSet<int> tiles, figures;
    itemsIn(area, &tiles, &figures);
    const QSet<int> marks = annotationsIn(area);
    if (!m_bandAdds) {
        m_tiles.clear();
        m_figures.clear();
        m_annotations.clear();
    }
    m_tiles.unite(tiles);
    m_figures.unite(figures);
    m_annotations.unite(marks);
    if (!tiles.isEmpty() || !figures.isEmpty() || !marks.isEmpty()) {
        report(tr("Selected %n tile(s)", nullptr, int(m_tiles.size())) + QStringLiteral(", ") +
               tr("%n figure(s)", nullptr, int(m_figures.size())) + QStringLiteral(", ") +
               tr("%n annotation(s)", nullptr, int(m_annotations.size())));
        Q_EMIT selectionChanged();
    }
    m_view->viewport()->update();
}

void SelectTool::aimFigure(QPointF scenePos)
{
    const int tile = m_view->tileAt(scenePos);
    const int segment = m_view->segmentAt(scenePos, tile);
    if (tile == m_targetTile && segment == m_targetSegment) return;
    m_targetTile = tile;
    m_targetSegment = segment;
    m_targetProblem.clear();
    const Game *game = m_document->setupGame();
    if (!game || m_figure < 0 || m_figure >= game->figures().size()) return;
    const Figure &f = game->figures()[m_figure];
    if (segment < 0) {
        m_targetProblem = tr("there is nothing to stand on here");
    } else if (tile != f.tile || segment != f.segment) {
        const PlacedTile &t = game->board().tiles()[size_t(tile)];
        Cell cell = t.at;
        const QString on = locationFor(*t.type, t.at, t.rot, segment, &cell);
        m_targetProblem = m_document->relocateFigureProblem(m_figure, cell, on);
    }
    if (!m_targetProblem.isEmpty())
        report(tr("The figure cannot stand there: %1").arg(m_targetProblem));
    else
        report(tr("Release to put the figure here."));
}

void SelectTool::dropFigure()
{
    const Game *game = m_document->setupGame();
    if (!game || m_figure >= game->figures().size()) return;
    const Figure &f = game->figures()[m_figure];
    const int tile = m_targetTile, segment = m_targetSegment;
    if (!m_targetProblem.isEmpty()) {
        report(tr("The figure cannot stand there: %1").arg(m_targetProblem));
        return;
    }
    if (tile == f.tile && segment == f.segment) return; // put back where it was
    const PlacedTile &t = game->board().tiles()[size_t(tile)];
    Cell cell = t.at;
    const QString on = locationFor(*t.type, t.at, t.rot, segment, &cell);
    QString why;
    if (m_document->relocateFigure(m_figure, cell, on, &why))
        report(tr("Relocated to %1 at %2,%3.").arg(on).arg(cell.x).arg(cell.y));
    else
        report(tr("The figure cannot stand there: %1").arg(why));
}

bool SelectTool::rotateSelection(int delta)
{
    if (m_tiles.isEmpty()) return false;
    QString why;
    const bool ok = m_document->turnTiles(m_tiles.values(), delta, &why);
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
    else if (!m_annotations.isEmpty())
        ok = m_document->removeAnnotations(m_annotations.values(), &why);
    if (!ok && !why.isEmpty()) report(tr("Cannot delete: %1").arg(why));
    return ok;
}

bool SelectTool::keyPress(QKeyEvent *event)
{
    if (moveCellCursor(event)) return true;
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && editable()) {
        const int tile = cursorTile();
        if (tile < 0) {
            if (!(event->modifiers() & Qt::ControlModifier)) clearSelection();
            reportCursor();
        } else {
            selectTile(tile, event->modifiers() & Qt::ControlModifier);
        }
        m_view->viewport()->update();
        return true;
    }
    if (!editable()) {
        // In Explore the marks may still be deleted.
        const bool del = event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace;
        if (!del || m_annotations.isEmpty() || !annotationEditable()) return false;
        deleteSelection();
        return true;
    }
    switch (event->key()) {
    case Qt::Key_R:
        rotateSelection(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        deleteSelection();
        return true;
    case Qt::Key_Escape:
        m_banding = false;
        m_figure = -1;
        m_figureDragged = false;
        m_annotationPressed = m_annotationDragged = false;
        clearSelection();
        m_view->viewport()->update();
        return true;
    default:
        return false;
    }
}

QString SelectTool::cursorKeys() const
{
    return tr("Enter selects the tile here (Ctrl+Enter adds it); R turns the selection and "
              "Delete removes it.");
}

void SelectTool::paintBelowFigures(QPainter *painter)
{
    EditorTool::paintBelowFigures(painter);
    const Game *game = m_view->game();
    if (!game || !editable() || !m_figureDragged || m_targetSegment < 0) return;
    // The part of the tile the figure would stand on: green where it may, red where not.
    const PlacedTile &t = game->board().tiles()[size_t(m_targetTile)];
    const BoardRenderer &r = m_view->renderer();
    r.tileRenderer().drawSegmentTint(painter, *t.type, t.rot, r.geometry().cellRect(t.at),
                                     m_targetSegment,
                                     m_targetProblem.isEmpty() ? kTargetOk : kTargetRefused);
}

void SelectTool::paintAboveFigures(QPainter *painter)
{
    paintSelectedAnnotations(painter);
    const Game *game = m_view->game();
    if (!game || !editable()) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    const auto &tiles = game->board().tiles();
    painter->save();
    if (m_banding) {
        // The tiles and figures the band holds so far are framed as if selected.
        QSet<int> inTiles, inFigures;
        itemsIn(rubberBand(), &inTiles, &inFigures);
        painter->setPen(QPen(kSelection, 0.03 * g.cellSize(), Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        for (int t : std::as_const(inTiles))
            painter->drawRect(g.tileRect(tiles[size_t(t)]));
        painter->setPen(QPen(kSelection, 0, Qt::DashLine));
        painter->setBrush(kBandFill);
        painter->drawRect(rubberBand());
    }
    if (m_figureDragged && m_figure >= 0 && m_figure < game->figures().size()) {
        const Figure &f = game->figures()[m_figure];
        QColor colour = FigureRenderer::playerColour(game->players(), f.player);
        colour.setAlpha(170);
        FigureRenderer::drawSilhouette(painter, f.type, false, m_figureAt, 0.3 * g.cellSize(),
                                       colour);
    }
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
