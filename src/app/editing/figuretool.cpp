// SPDX-License-Identifier: GPL-3.0-or-later
#include "figuretool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"

#include <QKeyEvent>
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
    if (event->button() != Qt::LeftButton) return;
    m_view->keyCursor().hide(); // the mouse takes over from the keys
    const int tile = m_view->tileAt(scenePos);
    putAt(tile, m_view->segmentAt(scenePos, tile));
}

bool FigureTool::keyPress(QKeyEvent *event)
{
    if (moveCellCursor(event)) return true;
    const int digit = FigureSpots::digitOf(event);
    if (!digit) return false;
    const std::optional<FigureSpots> spots = cursorSpots();
    if (!spots) {
        showCellCursor();
        reportCursor();
        return true;
    }
    const FigureSpot *spot = spots->spot(digit);
    if (!spot) {
        report(tr("This tile has no spot %1: %2").arg(digit).arg(spots->text()));
        return true;
    }
    putAt(cursorTile(), spot->segment);
    return true;
}

QString FigureTool::cursorKeys() const
{
    return tr("A number key puts the figure on that spot; the arrows move the cursor.");
}

void FigureTool::putAt(int tile, int segment)
{
    if (editable()) {
        if (segment < 0) {
            report(tr("There is nothing to stand on here."));
            return;
        }
        putOnSetUpTile(tile, segment);
        return;
    }
    // The position after the moves: only a move's own tile takes a figure, through its move.
    if (m_view->game() != m_document->game() || tile < 0) return; // a step in Explore
    const int move = moveAt(m_view->game()->board().tiles()[size_t(tile)].at);
    if (move < 0) {
        report(tr("This tile belongs to the set-up: show the set-up to put a figure on it "
                  "(View > Show the position after the moves)."));
        return;
    }
    if (segment < 0) {
        report(tr("There is nothing to stand on here."));
        return;
    }
    putOnMoveTile(move, segment);
}

bool FigureTool::putOnSetUpTile(int tile, int segment)
{
    const auto &tiles = m_document->setupGame()->board().tiles();
    if (tile < 0 || size_t(tile) >= tiles.size() || segment < 0) return false;
    const PlacedTile &t = tiles[size_t(tile)];
    Cell cell = t.at;
    const QString on = locationFor(*t.type, t.at, t.rot, segment, &cell);
    const bool owned = m_type != FigureType::Mage && m_type != FigureType::Witch;
    if (owned && m_player.isEmpty()) {
        report(tr("Add a player first: meeples and shepherds belong to someone."));
        return false;
    }
    QString why;
    if (!m_document->putFigure(m_type, owned ? m_player : QString(), cell, on, m_flock, &why)) {
        report(tr("The figure cannot stand there: %1").arg(why));
        return false;
    }
    report(tr("Placed on %1 at %2,%3.").arg(on).arg(cell.x).arg(cell.y));
    return true;
}

int FigureTool::moveAt(Cell cell) const
{
    const QList<Move> turns = m_document->turns();
    for (int i = int(turns.size()) - 1; i >= 0; --i) {
        const Move &m = turns[i];
        if (m.kind == Move::Kind::Discard) continue;
        const TileType *type = m_document->setupGame()->catalogue().find(m.tile);
        if (m.at == cell || (type && type->isDouble() && secondCell(m.at, m.rot) == cell)) return i;
    }
    return -1;
}

void FigureTool::putOnMoveTile(int move, int segment)
{
    Move turn = m_document->turns().at(move);
    const TileType *type = m_document->setupGame()->catalogue().find(turn.tile);
    if (!type) return;
    // A move's figure is the mover's (R-BASE-5): the player choice does not apply.
    FigureChoice choice;
    choice.type = m_type;
    Cell at = turn.at;
    choice.on = locationFor(*type, turn.at, turn.rot, segment, &at);
    if (type->isDouble()) choice.at = at;
    turn.figure = choice;
    QString why;
    if (m_document->editTurn(move, turn, {}, &why))
        report(tr("Move %1 now places its figure on %2 at %3,%4.")
                   .arg(move + 1)
                   .arg(choice.on)
                   .arg(at.x)
                   .arg(at.y));
    else
        report(tr("The move cannot place its figure there: %1").arg(why));
}

} // namespace ml
