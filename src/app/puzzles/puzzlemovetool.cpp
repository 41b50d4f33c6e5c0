// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlemovetool.h"

#include "boarddocument.h"
#include "boardview.h"

#include <QPainter>

namespace ml
{

namespace
{
const QColor kTried(255, 214, 0);
} // namespace

PuzzleMoveTool::PuzzleMoveTool(BoardDocument *document, BoardView *view, QObject *parent)
    : MoveTool(document, view, parent)
{
}

void PuzzleMoveTool::setPuzzleTurn(const QString &player, const QString &tile)
{
    m_puzzlePlayer = player;
    m_puzzleTile = tile;
    if (!hasPuzzle()) stopPlaying();
    rebuildBase();
}

void PuzzleMoveTool::rebuildBase()
{
    MoveTool::rebuildBase();
    if (!hasPuzzle()) return;
    // The puzzle names who plays and what: the solver only chooses where and how.
    setPlayer(m_puzzlePlayer);
    setTile(m_puzzleTile);
}

std::optional<Move> PuzzleMoveTool::readyMove() const
{
    if (step() != Step::Done) return std::nullopt;
    return engineMove();
}

void PuzzleMoveTool::finishMove()
{
    // Never recorded: the document stays as the puzzle set it.
    setStep(Step::Done);
    Q_EMIT moveReady(engineMove());
}

QString PuzzleMoveTool::prompt() const
{
    if (!hasPuzzle()) return tr("Open a best-move puzzle to play its move on the board.");
    if (step() == Step::Done && blocked().isEmpty())
        return tr("Your move is complete: press Check, or start it again.");
    return MoveTool::prompt();
}

bool PuzzleMoveTool::isPlaying() const
{
    return m_view->tool() == this;
}

void PuzzleMoveTool::startPlaying()
{
    if (!hasPuzzle() || isPlaying()) return;
    m_previous = m_view->tool();
    m_view->setTool(this);
    m_view->setFocus();
}

void PuzzleMoveTool::stopPlaying()
{
    if (!isPlaying()) return;
    m_view->setTool(m_previous);
}

void PuzzleMoveTool::activate()
{
    MoveTool::activate();
    Q_EMIT playingChanged(true);
}

void PuzzleMoveTool::deactivate()
{
    MoveTool::deactivate();
    Q_EMIT playingChanged(false);
}

bool PuzzleMoveTool::showsPuzzleBoard() const
{
    return m_view->game() && m_view->game() == m_document->game();
}

void PuzzleMoveTool::mousePress(QMouseEvent *event, QPointF scenePos)
{
    // While a step-through shows another position, a click must not play on it.
    if (!hasPuzzle() || !showsPuzzleBoard()) {
        report(prompt());
        return;
    }
    MoveTool::mousePress(event, scenePos);
}

void PuzzleMoveTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    if (!hasPuzzle() || !showsPuzzleBoard()) return;
    MoveTool::mouseMove(event, scenePos);
}

void PuzzleMoveTool::paintAboveFigures(QPainter *painter)
{
    if (!showsPuzzleBoard()) return;
    MoveTool::paintAboveFigures(painter);
    // A placed tile looks like the others: the frame says it is only tried, not recorded.
    if (step() == Step::Tile || !type()) return;
    const BoardGeometry &g = m_view->renderer().geometry();
    const Move &m = engineMove();
    QRectF area = g.cellRect(m.at);
    if (type()->isDouble()) area = area.united(g.cellRect(secondCell(m.at, m.rot)));
    QPen pen(kTried, 0.04 * g.cellSize(), Qt::DashLine);
    painter->save();
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const qreal inset = pen.widthF() / 2;
    painter->drawRect(area.adjusted(inset, inset, -inset, -inset));
    painter->restore();
}

} // namespace ml
