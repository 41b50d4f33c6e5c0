#include "annotationtool.h"

#include "annotationsnap.h"
#include "annotationtextdialog.h"
#include "boarddocument.h"
#include "boardview.h"

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
    switch (m_type) {
    case AnnotationType::Arrow:
        report(tr("Drag from one point to another; the ends snap to figure spots and cell "
                  "centres, Shift leaves them free."));
        break;
    case AnnotationType::Ring:
        report(tr("Click the part of a tile whose figure spot gets a ring."));
        break;
    case AnnotationType::Number:
        report(tr("Click where the next number goes (%1); Shift leaves it free.")
                   .arg(m_document->nextAnnotationNumber()));
        break;
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
        a.at = annotationsnap::snapped(*m_view, scenePos, freeOf(event));
        a.text.all = m_document->nextAnnotationNumber();
        add(a);
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
    const Cell first = g.cellAt(band.topLeft()), last = g.cellAt(band.bottomRight());
    Annotation a = fresh();
    for (int y = first.y; y <= last.y; ++y)
        for (int x = first.x; x <= last.x; ++x)
            a.cells.append({x, y});
    // A hand's slip must not dim half the table: a rectangle of at most 400 cells.
    if (a.cells.size() > 400) {
        report(tr("Drag over fewer cells (at most 400)."));
        return;
    }
    add(a);
}

void AnnotationTool::cancelDrag()
{
    m_dragging = false;
    m_view->viewport()->update();
}

bool AnnotationTool::keyPress(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_dragging) {
        cancelDrag();
        return true;
    }
    return false;
}

void AnnotationTool::paintAboveFigures(QPainter *painter)
{
    if (!m_dragging) return;
    const qreal size = m_view->renderer().geometry().cellSize();
    painter->save();
    painter->setPen(QPen(kPreview, 0.03 * size, Qt::DashLine));
    if (m_type == AnnotationType::Arrow && m_view->game()) {
        // The arrow as it will be drawn, up to the snapped point under the mouse.
        Annotation a = fresh();
        a.from = m_from;
        a.to = annotationsnap::freePoint(*m_view, m_dragAt);
        m_view->renderer().annotationPainter().paintOne(painter, *m_view->game(), a,
                                                        m_view->language());
    } else if (m_type == AnnotationType::Dim) {
        painter->setBrush(QColor(kPreview.red(), kPreview.green(), kPreview.blue(), 40));
        painter->drawRect(QRectF(m_pressAt, m_dragAt).normalized());
    }
    painter->restore();
}

} // namespace ml
