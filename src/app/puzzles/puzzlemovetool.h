// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movetool.h"

#include <QPointer>

#include <optional>

namespace ml
{

// Playing the answer to a best-move puzzle on the board: the MoveTool's turn, step by step
// (the given tile placed with R/Shift+R and a green or red preview, the magic action, the
// figure by a click on its segment or "no figure", grow or stable), tried on the engine at
// each step, but never recorded: the complete move waits on the board and goes to the
// solver (moveReady()), so solving a puzzle leaves the document as it was.
class PuzzleMoveTool : public MoveTool
{
    Q_OBJECT
public:
    PuzzleMoveTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    // The turn the puzzle asks for; an empty player stops the tool (no best-move puzzle).
    void setPuzzleTurn(const QString &player, const QString &tile);
    bool hasPuzzle() const { return !m_puzzlePlayer.isEmpty(); }
    // The complete move, once the last step is chosen; empty before.
    std::optional<Move> readyMove() const;

    // Whether the view works with this tool now.
    bool isPlaying() const;
    QString prompt() const override;

    void activate() override;
    void deactivate() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    void paintAboveFigures(QPainter *painter) override;

public Q_SLOTS:
    // Makes this the view's tool, and gives the view back to the tool it had.
    void startPlaying();
    void stopPlaying();

Q_SIGNALS:
    void moveReady(const ml::Move &move);
    void playingChanged(bool playing);

protected:
    void rebuildBase() override;
    void finishMove() override;

private:
    // The board shows the position the move is played on (not a step of a step-through).
    bool showsPuzzleBoard() const;

    QString m_puzzlePlayer;
    QString m_puzzleTile;
    QPointer<EditorTool> m_previous;
};

} // namespace ml
