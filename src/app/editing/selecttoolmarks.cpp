// SPDX-License-Identifier: GPL-3.0-or-later
// The select tool's part for annotations (docs/board-format.md, `annotations`): picking them on the
// position shown, dragging them, their context menu and their selection frame. They are file edits,
// not game edits, so unlike tiles and figures they can be picked on any position, also in Explore.
#include "selecttool.h"

#include "annotationpainter.h"
#include "annotationsnap.h"
#include "annotationtextdialog.h"
#include "boarddocument.h"
#include "boardview.h"
#include "markerdialog.h"

#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

namespace ml
{

namespace
{
const QColor kSelection(21, 101, 192);

// The scene points a mark stands on: its ends, its place, or its cells' centres.
QList<QPointF> pointsOf(const BoardView &view, const Annotation &a)
{
    QList<QPointF> out;
    switch (a.type) {
    case AnnotationType::Arrow:
        out << annotationsnap::sceneOf(view, a.from) << annotationsnap::sceneOf(view, a.to);
        break;
    case AnnotationType::Dim:
        for (const Cell &c : a.cells)
            out << view.renderer().geometry().cellCentre(c);
        break;
    default:
        out << annotationsnap::sceneOf(view, a.at);
    }
    return out;
}

} // namespace

bool SelectTool::annotationEditable() const
{
    return m_document->setupGame() && m_view->game();
}

int SelectTool::annotationAt(QPointF scenePos) const
{
    const Game *game = m_view->game();
    if (!annotationEditable() || !game) return -1;
    const QList<Annotation> &all = m_view->annotations();
    const qreal c = m_view->renderer().geometry().cellSize();
    const int hit = m_view->renderer().annotationPainter().hitTest(
        scenePos, *game, all, m_view->shownPosition(), 0.05 * c, m_view->language());
    if (hit < 0 || !editable()) return hit;
    // A highlight tints a whole feature and a dim whole cells, a ring stands round a figure:
    // where the set-up can be edited, the tile or figure under them keeps its click (the
    // rectangle picks those marks there).
    const AnnotationType type = all[hit].type;
    const bool covers = type == AnnotationType::Highlight || type == AnnotationType::Dim;
    if (covers && m_view->tileAt(scenePos) >= 0) return -1;
    if ((covers || type == AnnotationType::Ring) && m_view->figureAt(scenePos) >= 0) return -1;
    return hit;
}

QSet<int> SelectTool::annotationsIn(const QRectF &area) const
{
    QSet<int> out;
    if (!annotationEditable()) return out;
    const QList<Annotation> all = m_document->annotations();
    const int position = m_view->shownPosition();
    for (qsizetype i = 0; i < all.size(); ++i) {
        if (!AnnotationPainter::shownAt(all[i], position)) continue;
        for (const QPointF &p : pointsOf(*m_view, all[i]))
            if (area.contains(p)) {
                out.insert(int(i));
                break;
            }
    }
    return out;
}

void SelectTool::selectAnnotation(int annotation, bool add)
{
    pick(m_annotations, annotation, add);
}

void SelectTool::pressAnnotation(QMouseEvent *event, int annotation, QPointF scenePos)
{
    const bool add = event->modifiers() & Qt::ControlModifier;
    if (event->button() == Qt::RightButton) {
        if (!m_annotations.contains(annotation)) selectAnnotation(annotation);
        showAnnotationMenu(annotation, event->globalPosition().toPoint());
        return;
    }
    if (add || !m_annotations.contains(annotation)) selectAnnotation(annotation, add);
    if (add) return;
    // Pressed without Ctrl, the selected marks may be dragged.
    m_annotationPressed = true;
    m_annotationDragged = false;
    m_pressAt = event->position().toPoint();
    m_annotationFrom = m_annotationTo = scenePos;
}

void SelectTool::dropAnnotations(QPointF scenePos, bool free)
{
    const BoardView &view = *m_view;
    const QPointF delta =
        annotationsnap::toCells(view, scenePos) - annotationsnap::toCells(view, m_annotationFrom);
    const qreal size = view.renderer().geometry().cellSize();
    // An anchor lands on the figure spot (or cell centre) nearest to where its spot went.
    const BoardDocument::AnchorSnap snap = [&view, free, size](const AnnotationPoint &anchor,
                                                               QPointF by) {
        return annotationsnap::snapped(view, annotationsnap::sceneOf(view, anchor) + by * size,
                                       free);
    };
    QString why;
    if (m_document->moveAnnotations(m_annotations.values(), delta, snap, &why))
        report(tr("Moved %n annotation(s).", nullptr, int(m_annotations.size())));
    else if (!why.isEmpty())
        report(tr("The marks cannot go there: %1").arg(why));
}

bool SelectTool::recolourSelection(const QString &color)
{
    QList<int> marks;
    for (int i : std::as_const(m_annotations))
        if (m_document->annotations().value(i).type != AnnotationType::Dim) marks << i;
    if (marks.isEmpty()) return false;
    // Empty is "each type's own": the selected marks get their defaults, written as chosen.
    QString why;
    bool ok = true;
    if (color.isEmpty()) {
        for (int i : std::as_const(marks)) {
            Annotation a = m_document->annotations()[i];
            a.color = defaultAnnotationColor(a.type);
            a.colorGiven = false;
            ok = m_document->setAnnotation(i, a, &why) && ok;
        }
    } else {
        ok = m_document->setAnnotationColor(marks, color, &why);
    }
    if (!ok && !why.isEmpty()) report(tr("Cannot recolour: %1").arg(why));
    return ok;
}

bool SelectTool::reshapeSelection(MarkerShape shape)
{
    QList<int> markers;
    for (int i : std::as_const(m_annotations))
        if (m_document->annotations().value(i).type == AnnotationType::Number) markers << i;
    if (markers.isEmpty()) return false;
    QString why;
    const bool ok = m_document->setMarkerShape(markers, shape, &why);
    if (!ok && !why.isEmpty()) report(tr("Cannot reshape: %1").arg(why));
    return ok;
}

bool SelectTool::editAnnotationText(int index)
{
    const QList<Annotation> all = m_document->annotations();
    if (index < 0 || index >= all.size()) return false;
    Annotation a = all[index];
    QString why;
    if (a.type == AnnotationType::Number) {
        // A marker's text goes with its shape and meaning, in their own dialog.
        const bool changed = MarkerDialog::edit(m_view, m_document, index, &why);
        if (!changed && !why.isEmpty()) report(tr("Cannot change the marker: %1").arg(why));
        return changed;
    }
    const bool arrow = a.type == AnnotationType::Arrow;
    if (!arrow && a.type != AnnotationType::Label) return false;
    AnnotationText &text = arrow ? a.label : a.text;
    if (!AnnotationTextDialog::ask(m_view, tr("Text of the mark"), &text)) return false;
    if (text.isEmpty() && !arrow) {
        report(tr("A label needs a text."));
        return false;
    }
    const bool ok = m_document->setAnnotation(index, a, &why);
    if (!ok && !why.isEmpty()) report(tr("Cannot change the text: %1").arg(why));
    return ok;
}

void SelectTool::showAnnotationMenu(int annotation, QPoint globalPos)
{
    const AnnotationType type = m_document->annotations().value(annotation).type;
    QMenu menu(m_view);
    menu.setObjectName(QStringLiteral("annotationMenu"));
    if (type == AnnotationType::Number)
        menu.addAction(tr("Edit marker…"), this,
                       [this, annotation] { editAnnotationText(annotation); });
    else if (type == AnnotationType::Label || type == AnnotationType::Arrow)
        menu.addAction(tr("Edit text…"), this,
                       [this, annotation] { editAnnotationText(annotation); });
    menu.addAction(tr("Delete %n annotation(s)", nullptr, int(m_annotations.size())), this,
                   [this] { deleteSelection(); });
    menu.exec(globalPos);
}

void SelectTool::paintSelectedAnnotations(QPainter *painter) const
{
    const qreal c = m_view->renderer().geometry().cellSize();
    painter->save();
    if (m_banding && !editable()) {
        painter->setPen(QPen(kSelection, 0, Qt::DashLine));
        painter->setBrush(QColor(kSelection.red(), kSelection.green(), kSelection.blue(), 40));
        painter->drawRect(rubberBand());
    }
    const QList<Annotation> all = m_document->annotations();
    const QPointF shift = m_annotationDragged ? m_annotationTo - m_annotationFrom : QPointF();
    painter->setPen(QPen(kSelection, 0.03 * c, Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    const QSet<int> banded = m_banding ? annotationsIn(rubberBand()) : QSet<int>();
    for (int i : m_annotations + banded) {
        if (i < 0 || i >= all.size()) continue;
        for (const QPointF &p : pointsOf(*m_view, all[i]))
            painter->drawEllipse(p + shift, 0.22 * c, 0.22 * c);
    }
    painter->restore();
}

} // namespace ml
