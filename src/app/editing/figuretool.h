// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editortool.h"
#include "game.h"

#include <QStringList>

namespace ml
{

// Puts a figure on the part of a tile that is clicked. Hit-testing uses the drawn segment
// shapes, so a farmer lands in the field the user pointed at, not in the one across the road;
// where no segment is drawn nothing happens. The file stores the spot as a port in board
// orientation, which locationFor() works out from the segment. While the board shows the
// position after the moves, a click on a move's tile gives that move its figure (one undo
// step, the move is not recorded again), as the move would have placed it. By keyboard: the
// arrows move the cell cursor and the keys 1-9 put the figure on a spot of the tile there,
// the spots listed in the status bar.
class FigureTool : public EditorTool
{
    Q_OBJECT
public:
    FigureTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    void setFigureType(FigureType type) { m_type = type; }
    FigureType figureType() const { return m_type; }
    void setPlayer(const QString &id) { m_player = id; }
    QString player() const { return m_player; }
    // The sheep tokens beside a new shepherd ("1".."4", "wolf").
    void setFlock(const QStringList &flock) { m_flock = flock; }

    void activate() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    bool usesCellCursor() const override { return true; }
    // Puts this tool's figure on segment `segment` of set-up tile `tile`, as a click there
    // would (the tile tool's number keys use it); false, with the reason reported, when not.
    bool putOnSetUpTile(int tile, int segment);

protected:
    QString cursorKeys() const override;

private:
    // Puts the figure on segment `segment` of tile `tile` of the board shown: the set-up's
    // tile, or a recorded move's, whose move then places it.
    void putAt(int tile, int segment);
    // The move whose tile lies at `cell` in the position after the moves, or -1.
    int moveAt(Cell cell) const;
    void putOnMoveTile(int move, int segment);

    FigureType m_type = FigureType::Meeple;
    QString m_player;
    QStringList m_flock;
};

} // namespace ml
