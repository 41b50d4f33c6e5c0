#include "figuretool.h"

#include "boarddocument.h"
#include "boardview.h"

#include <QMouseEvent>

namespace ml
{

FigureTool::FigureTool(BoardDocument *document, BoardView *view, QObject *parent)
    : EditorTool(document, view, parent)
{
}

void FigureTool::activate()
{
    report(tr("Click the part of a tile where the figure should stand."));
}

void FigureTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    if (event->button() != Qt::LeftButton || !editable()) return;
    const int tile = m_view->tileAt(scenePos);
    const int segment = m_view->segmentAt(scenePos, tile);
    if (segment < 0) {
        report(tr("There is nothing to stand on here."));
        return;
    }
    const PlacedTile &t = m_document->setupGame()->board().tiles()[size_t(tile)];
    Cell cell = t.at;
    const QString on = locationFor(*t.type, t.at, t.rot, segment, &cell);
    const bool owned = m_type == FigureType::Meeple || m_type == FigureType::Shepherd;
    if (owned) {
        if (m_player.isEmpty()) {
            report(tr("Add a player first: meeples and shepherds belong to someone."));
            return;
        }
    }
    QString why;
    if (m_document->putFigure(m_type, owned ? m_player : QString(), cell, on, m_flock, &why))
        report(tr("Placed on %1 at %2,%3.").arg(on).arg(cell.x).arg(cell.y));
    else
        report(tr("The figure cannot stand there: %1").arg(why));
}

} // namespace ml
