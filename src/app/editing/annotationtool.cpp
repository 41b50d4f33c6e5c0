// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationtool.h"

#include "annotationsnap.h"
#include "annotationtextdialog.h"
#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"
#include "markerdialog.h"

#include <QKeyEvent>
#include <QLineF>
#include <QMouseEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kPreview(21, 101, 192);

bool samePoint(const AnnotationPoint &a, const AnnotationPoint &b)
{
    if (a.anchored != b.anchored) return false;
    return a.anchored ? a.at == b.at && a.on == b.on : a.x == b.x && a.y == b.y;
}

bool freeOf(const QMouseEvent *event)
{
    return event->modifiers() & Qt::ShiftModifier;
}
} // namespace

AnnotationTool::AnnotationTool(AnnotationType type, BoardDocument *document, BoardView *view,
                               QObject *parent)
    : EditorTool(document, view, parent), m_type(type)
{
}

QString AnnotationTool::typeText(AnnotationType type)
{
    switch (type) {
    case AnnotationType::Arrow:
        return tr("Arrow");
    case AnnotationType::Ring:
        return tr("Ring");
    case AnnotationType::Number:
        return tr("Number");
    case AnnotationType::Highlight:
        return tr("Highlight");
    case AnnotationType::Label:
        return tr("Label");
    case AnnotationType::Dim:
        return tr("Dim");
    }
    return {};
}

void AnnotationTool::activate()
{
    m_keyStarted = false;
    switch (m_type) {
    case AnnotationType::Arrow:
        report(tr("Drag from one point to another; the ends snap to figure spots and cell "
                  "centres, Shift leaves them free."));
        break;
    case AnnotationType::Ring:
        report(tr("Click the part of a tile whose figure spot gets a ring."));
        break;
    case AnnotationType::Number: {
        const QString next = nextMarkerText();
        report(next.isEmpty()
                   ? tr("Click where the next marker goes, or a marker to change its shape and "
                        "meaning; Shift leaves it free.")
                   : tr("Click where the next marker goes (%1), or a marker to change its shape "
                        "and meaning; Shift leaves it free.")
                         .arg(next));
        break;
    }
    case AnnotationType::Highlight:
        report(tr("Click a city, road, field or monastery to tint the whole feature."));
        break;
    case AnnotationType::Label:
        report(tr("Click where the text goes."));
        break;
    case AnnotationType::Dim:
        report(tr("Drag a rectangle over the cells to draw faded."));
        break;
    }
}

QString AnnotationTool::nextMarkerText() const
{
    switch (m_markerText) {
    case MarkerText::Number:
        return m_document->nextAnnotationNumber();
    case MarkerText::Letter:
        return m_document->nextAnnotationLetter();
    case MarkerText::None:
        return {};
    }
    return {};
}

int AnnotationTool::markerAt(QPointF scenePos) const
{
    const Game *shown = m_view->game();
    if (!shown) return -1;
    const QList<Annotation> all = m_document->annotations();
    const AnnotationPainter &painter = m_view->renderer().annotationPainter();
    // The topmost: the last one drawn.
    for (qsizetype i = all.size() - 1; i >= 0; --i) {
        const Annotation &a = all[i];
        if (a.type != AnnotationType::Number ||
            !AnnotationPainter::shownAt(a, m_view->shownPosition()))
            continue;
        if (painter.hitTest(scenePos, *shown, {a}, m_view->shownPosition(), 0) == 0) return int(i);
    }
    return -1;
}

int AnnotationTool::markerAt(const AnnotationPoint &point) const
{
    const QList<Annotation> all = m_document->annotations();
    for (qsizetype i = all.size() - 1; i >= 0; --i)
        if (all[i].type == AnnotationType::Number &&
            AnnotationPainter::shownAt(all[i], m_view->shownPosition()) &&
            samePoint(all[i].at, point))
            return int(i);
    return -1;
}

void AnnotationTool::putMarker(const AnnotationPoint &point, int existing)
{
    QString why;
    if (existing >= 0) {
        if (MarkerDialog::edit(m_view, m_document, existing, &why))
            report(tr("Marker changed."));
        else if (!why.isEmpty())
            report(tr("The marker cannot be changed: %1").arg(why));
        return;
    }
    Annotation a = fresh();
    a.at = point;
    a.shape = m_markerShape;
    // A circle is what a file without `shape` means: only another shape is written.
    a.shapeGiven = m_markerShape != MarkerShape::Circle;
    a.text.all = nextMarkerText();
    if (a.text.isEmpty() && !markerTextOptional(a.shape)) {
        report(tr("A circle or a square needs a text: choose numbers or letters."));
        return;
    }
    add(a);
}

bool AnnotationTool::canAnnotate() const
{
    return m_document->setupGame() && m_view->game();
}

Annotation AnnotationTool::fresh() const
{
    Annotation a;
    a.type = m_type;
    a.colorGiven = !m_color.isEmpty() && m_type != AnnotationType::Dim;
    a.color = a.colorGiven ? m_color : defaultAnnotationColor(m_type);
    if (m_onlyAtThisStep) a.after = m_view->shownPosition();
    return a;
}

void AnnotationTool::add(const Annotation &annotation)
{
    QString why;
    if (m_document->addAnnotation(annotation, &why))
        report(tr("%1 added.").arg(typeText(m_type)));
    else
        report(tr("The mark cannot go there: %1").arg(why));
}

void AnnotationTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    if (event->button() != Qt::LeftButton || !canAnnotate()) return;
    m_keyStarted = false; // the mouse takes over from the keys
    m_view->keyCursor().hide();
    if (m_type == AnnotationType::Arrow || m_type == AnnotationType::Dim) {
        m_dragging = true;
        m_pressAt = m_dragAt = scenePos;
        m_from = annotationsnap::snapped(*m_view, scenePos, freeOf(event));
        m_view->viewport()->update();
        return;
    }
    click(event, scenePos);
}

void AnnotationTool::click(QMouseEvent *event, QPointF scenePos)
{
    Annotation a = fresh();
    if (m_type == AnnotationType::Label) {
        a.at = annotationsnap::freePoint(*m_view, scenePos);
        if (!AnnotationTextDialog::ask(m_view, tr("Label"), &a.text) || a.text.isEmpty()) return;
        add(a);
        return;
    }
    if (m_type == AnnotationType::Number) {
        putMarker(annotationsnap::snapped(*m_view, scenePos, freeOf(event)), markerAt(scenePos));
        return;
    }
    // Ring and highlight are about the part of a tile clicked.
    const std::optional<AnnotationPoint> anchor = annotationsnap::anchorAt(*m_view, scenePos);
    if (!anchor) {
        report(tr("Click the part of a tile: there is nothing here to mark."));
        return;
    }
    a.at = *anchor;
    add(a);
}

void AnnotationTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    if (!m_dragging) {
        EditorTool::mouseMove(event, scenePos);
        return;
    }
    m_dragAt = m_type == AnnotationType::Arrow
                   ? annotationsnap::sceneOf(
                         *m_view, annotationsnap::snapped(*m_view, scenePos, freeOf(event)))
                   : scenePos;
    m_view->viewport()->update();
}

void AnnotationTool::mouseRelease(QMouseEvent *event, QPointF scenePos)
{
    if (!m_dragging || event->button() != Qt::LeftButton) return;
    m_dragging = false;
    m_dragAt = scenePos;
    m_view->viewport()->update();
    if (m_type == AnnotationType::Arrow)
        finishArrow(scenePos, freeOf(event));
    else
        finishDim();
}

void AnnotationTool::finishArrow(QPointF scenePos, bool free)
{
    Annotation a = fresh();
    a.from = m_from;
    a.to = annotationsnap::snapped(*m_view, scenePos, free);
    if (samePoint(a.from, a.to)) {
        report(tr("Drag from one point to another to draw an arrow."));
        return;
    }
    // The label is asked once the arrow is drawn; left empty, the arrow has none.
    if (!AnnotationTextDialog::ask(m_view, tr("Arrow label (may stay empty)"), &a.label)) return;
    add(a);
}

void AnnotationTool::finishDim()
{
    const BoardGeometry &g = m_view->renderer().geometry();
    const QRectF band = QRectF(m_pressAt, m_dragAt).normalized();
    dimCells(g.cellAt(band.topLeft()), g.cellAt(band.bottomRight()));
}

void AnnotationTool::dimCells(Cell from, Cell to)
{
    const Cell first{qMin(from.x, to.x), qMin(from.y, to.y)};
    const Cell last{qMax(from.x, to.x), qMax(from.y, to.y)};
    // A hand's slip must not dim half the table: a rectangle of at most 400 cells.
    if (qint64(last.x - first.x + 1) * (last.y - first.y + 1) > 400) {
        report(tr("Take fewer cells (at most 400)."));
        return;
    }
    Annotation a = fresh();
    for (int y = first.y; y <= last.y; ++y)
        for (int x = first.x; x <= last.x; ++x)
            a.cells.append({x, y});
    add(a);
}

void AnnotationTool::cancelDrag()
{
    m_dragging = false;
    m_view->viewport()->update();
}

bool AnnotationTool::keyPress(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        if (m_dragging) {
            cancelDrag();
            return true;
        }
        if (!m_keyStarted) return false;
        m_keyStarted = false;
        m_view->viewport()->update();
        reportCursor();
        return true;
    }
    if (moveCellCursor(event)) return true;
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    const int digit = FigureSpots::digitOf(event);
    if ((!enter && !digit) || !canAnnotate()) return false;
    if (!m_view->keyCursor().shown()) {
        showCellCursor();
        reportCursor();
        return true;
    }
    if (const std::optional<AnnotationPoint> point = keyPoint(digit)) keyMark(*point);
    return true;
}

std::optional<AnnotationPoint> AnnotationTool::keyPoint(int digit)
{
    const Cell cell = m_view->keyCursor().cell();
    AnnotationPoint point;
    point.x = cell.x;
    point.y = cell.y;
    if (digit == 0) return point;
    const std::optional<FigureSpots> spots = cursorSpots();
    const FigureSpot *spot = spots ? spots->spot(digit) : nullptr;
    if (!spot) {
        report(spots ? tr("This tile has no spot %1: %2").arg(digit).arg(spots->text())
                     : tr("There is no tile here to mark."));
        return std::nullopt;
    }
    point.anchored = true;
    point.at = spot->cell;
    point.on = spot->on;
    point.x = spot->cell.x;
    point.y = spot->cell.y;
    return point;
}

void AnnotationTool::keyMark(const AnnotationPoint &point)
{
    Annotation a = fresh();
    switch (m_type) {
    case AnnotationType::Ring:
    case AnnotationType::Highlight:
        // Both are about a part of a tile, so only a spot will do.
        if (!point.anchored) {
            const std::optional<FigureSpots> spots = cursorSpots();
            report(spots ? tr("Press the number of a spot: %1").arg(spots->text())
                         : tr("There is no tile here to mark."));
            return;
        }
        a.at = point;
        add(a);
        return;
    case AnnotationType::Number:
        putMarker(point, markerAt(point));
        return;
    case AnnotationType::Label:
        a.at = point;
        if (!AnnotationTextDialog::ask(m_view, tr("Label"), &a.text) || a.text.isEmpty()) return;
        add(a);
        return;
    case AnnotationType::Arrow:
        if (!m_keyStarted) {
            m_keyStarted = true;
            m_keyFrom = point;
            m_view->viewport()->update();
            reportCursor();
            return;
        }
        m_keyStarted = false;
        m_view->viewport()->update();
        a.from = m_keyFrom;
        a.to = point;
        if (samePoint(a.from, a.to)) {
            report(tr("An arrow needs two points: move the cursor before its end."));
            return;
        }
        if (!AnnotationTextDialog::ask(m_view, tr("Arrow label (may stay empty)"), &a.label))
            return;
        add(a);
        return;
    case AnnotationType::Dim:
        if (!m_keyStarted) {
            m_keyStarted = true;
            m_keyCorner = m_view->keyCursor().cell();
            m_view->viewport()->update();
            reportCursor();
            return;
        }
        m_keyStarted = false;
        m_view->viewport()->update();
        dimCells(m_keyCorner, m_view->keyCursor().cell());
        return;
    }
}

QString AnnotationTool::cursorKeys() const
{
    switch (m_type) {
    case AnnotationType::Arrow:
        return m_keyStarted ? tr("Enter or a spot's number ends the arrow here; Esc cancels it.")
                            : tr("Enter (the cell's centre) or a spot's number starts an arrow.");
    case AnnotationType::Ring:
        return tr("A spot's number rings that spot.");
    case AnnotationType::Number:
        return tr("Enter puts a marker on the cell's centre, a spot's number on that spot; "
                  "where a marker stands, they open its shape and meaning.");
    case AnnotationType::Highlight:
        return tr("A spot's number tints its whole feature.");
    case AnnotationType::Label:
        return tr("Enter or a spot's number writes a label there.");
    case AnnotationType::Dim:
        return m_keyStarted ? tr("Enter fades the cells from %1 to here; Esc cancels.")
                                  .arg(m_view->cellNames().name(m_keyCorner))
                            : tr("Enter sets the first corner of the cells to fade.");
    }
    return {};
}

void AnnotationTool::paintAboveFigures(QPainter *painter)
{
    if (!m_dragging && !m_keyStarted) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    const qreal size = g.cellSize();
    painter->save();
    painter->setPen(QPen(kPreview, 0.03 * size, Qt::DashLine));
    if (m_type == AnnotationType::Arrow && m_view->game()) {
        // The arrow as it will be drawn, up to the snapped point under the mouse, or from the
        // keys' first point to the cursor's cell.
        Annotation a = fresh();
        a.from = m_dragging ? m_from : m_keyFrom;
        a.to = annotationsnap::freePoint(
            *m_view, m_dragging ? m_dragAt : g.cellCentre(m_view->keyCursor().cell()));
        m_view->renderer().annotationPainter().paintOne(painter, *m_view->game(), a,
                                                        m_view->language());
    } else if (m_type == AnnotationType::Dim) {
        painter->setBrush(QColor(kPreview.red(), kPreview.green(), kPreview.blue(), 40));
        painter->drawRect(
            m_dragging ? QRectF(m_pressAt, m_dragAt).normalized()
                       : g.cellRect(m_keyCorner).united(g.cellRect(m_view->keyCursor().cell())));
    }
    painter->restore();
}

} // namespace ml
