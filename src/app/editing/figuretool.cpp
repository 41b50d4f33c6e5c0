#include "figuretool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurecommands.h"
#include "jsonedit.h"

#include <QJsonArray>
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
    QJsonObject figure{{QStringLiteral("type"), figureTypeName(m_type)}};
    const bool owned = m_type == FigureType::Meeple || m_type == FigureType::Shepherd;
    if (owned) {
        if (m_player.isEmpty()) {
            report(tr("Add a player first: meeples and shepherds belong to someone."));
            return;
        }
        figure.insert(QStringLiteral("player"), m_player);
    }
    figure.insert(QStringLiteral("at"), jsonedit::cellValue(cell));
    figure.insert(QStringLiteral("on"), on);
    if (m_type == FigureType::Shepherd && !m_flock.isEmpty())
        figure.insert(QStringLiteral("flock"), QJsonArray::fromStringList(m_flock));
    QString why;
    if (m_document->execute(new PlaceFigureCommand(m_document, figure), &why))
        report(tr("Placed on %1 at %2,%3.").arg(on).arg(cell.x).arg(cell.y));
    else
        report(tr("The figure cannot stand there: %1").arg(why));
}

} // namespace ml
