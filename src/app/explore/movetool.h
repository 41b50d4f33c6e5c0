// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellcursor.h"
#include "editortool.h"
#include "game.h"

#include <QPointF>
#include <QString>

#include <memory>
#include <optional>

namespace ml
{

// Records a turn (docs/board-format.md, `moves`) on the position after the moves, step by step in
// the order of the rules (R-X-7): the tile (preview green or red with the engine's reason), the
// mage/witch action when due, the figure on the new tile, the flock action when due. Each
// step is tried on a copy of the game at once, so a refused choice is reported there, not
// when the move is stored. The move is recorded with BoardDocument::recordTurn (editTurn when
// re-recording move `editIndex`). The view shows the moves while the tool is active. By
// keyboard: the arrows move a cell cursor (starting beside the board's last tile, or under
// the mouse), R and Shift+R turn, Enter places, and at the figure step the keys 1-9 pick the
// spot of the figure (listed in the status bar) and 0 places none.
class MoveTool : public EditorTool
{
    Q_OBJECT
public:
    // Done: the move is complete and waits (a tool that hands the move on instead of
    // recording it, like the puzzle solver's, stops there).
    enum class Step : quint8 { Tile, Magic, Figure, Flock, Done };

    MoveTool(BoardDocument *document, BoardView *view, QObject *parent = nullptr);

    Step step() const { return m_step; }
    const CellCursor &cursor() const { return m_cursor; }
    QString player() const { return m_player; }
    QString tileId() const { return m_tileId; }
    int rotation() const { return m_rot; }
    // Why no move can be recorded now (the game is over, the moves do not replay), else empty.
    QString blocked() const { return m_blocked; }
    // What the current step asks for, and the last refusal.
    virtual QString prompt() const;
    QString lastProblem() const { return m_problem; }
    // The magic figure a click moves ("mage" or "witch") and the figure a click places.
    QString magicFigure() const { return m_magicFigure; }
    FigureType figureType() const { return m_figureType; }
    // "" draws at random; "1".."4" or "wolf" is the token the draw takes.
    QString token() const { return m_token; }
    // The choices made so far, as the engine takes them (the document writes them into the
    // board file when the turn is recorded).
    const Move &engineMove() const { return m_move; }
    // Whether the picked tile is a castle: it is played from the player's hand (R-GC-3), so
    // recording it gives a "castle" move, never a "tile" move.
    bool isCastle() const;
    // Whether the picked tile has a hill, so that a tile may lie under it (R-HS-HI-1).
    bool hasHill() const;
    // The tile put face down under the hill ("" for none); only stored for a hill tile.
    QString underTile() const { return m_under; }
    // Why the picked tile cannot be discarded now (the engine's reason, R-BASE-4); empty
    // when it fits nowhere and may be discarded.
    QString discardRefusal() const;
    // The player whose builder's double turn is due on the position played on (R-TB-10), or
    // "" when none is: the panel then offers the second tile or the next player.
    QString doubleTurnPlayer() const;
    // Whether the move is recorded as that player's second tile (`"doubleTurn": true`). It is
    // by default, as players take it; choosing the next player declines it (EX-TB-9).
    bool secondTile() const { return m_secondTile; }
    // The position the move is played on (after the moves, or before the one re-recorded):
    // the panel reads the players' goods from it. Null when blocked().
    const Game *base() const { return m_base.get(); }

    void activate() override;
    void deactivate() override;
    void focusIn() override;
    void mousePress(QMouseEvent *event, QPointF scenePos) override;
    void mouseMove(QMouseEvent *event, QPointF scenePos) override;
    bool keyPress(QKeyEvent *event) override;
    void leave() override;
    void paintAboveFigures(QPainter *painter) override;

public Q_SLOTS:
    void setPlayer(const QString &id);
    void setTile(const QString &tileId);
    void rotate(int delta);
    void setMagicFigure(const QString &figure);
    void setFigureType(ml::FigureType type);
    void setToken(const QString &token);
    void removeMagicFigure(); // the magic step: take the figure off instead (no destination)
    void skipFigure();        // the figure step: place nothing
    void returnAbbot();       // the figure step: take the abbot back instead (R-AB-12)
    // Whether the recall is allowed after the tile as it lies now.
    bool canReturnAbbot() const;
    void chooseFlockAction(const QString &action); // "grow", "stable" or "" (pass)
    void cancelMove();
    void setUnderTile(const QString &tileId);
    // Records the picked tile as discarded (it fits nowhere); refused with the reason otherwise.
    void discardTile();
    // Records move `index` again from the position before it; -1 records a new move.
    void setEditIndex(int index);
    int editIndex() const { return m_editIndex; }
    // With a double turn due: true records the builder's second tile for that player, false
    // gives the turn to the next player in seating order instead. Only before the tile lies.
    void takeSecondTile(bool take);

Q_SIGNALS:
    void stateChanged();

protected:
    // The position the move is played on, from the document (after every change).
    virtual void rebuildBase();
    // The move is complete: records it as one command on the document.
    virtual void finishMove();
    void setStep(Step step);
    void refuse(const QString &reason);
    // Whether there is a position to play on (else blocked() says why).
    bool hasBase() const { return m_base != nullptr; }
    // The picked tile's type, or null.
    const TileType *type() const;

private:
    void resetMove();
    void placeTile(Cell cell);
    void pickMagic(QPointF scenePos);
    void pickFigure(QPointF scenePos);
    // The figure on segment `segment` of the new tile; `mark` is where it is drawn meanwhile.
    void chooseFigure(int segment, QPointF mark);
    // The keys of keyboard placement (arrows, Enter, 0-9); false for any other key.
    bool placementKey(QKeyEvent *event);
    void showCursor(bool underMouse);
    void hideCursor();
    // Whether the picked tile may go at `cell` now (turned as shown, and held if a castle).
    bool legalAt(Cell cell) const;
    // The hovered (or keyed) cell's preview and its line in the status bar.
    void previewCell(Cell cell);
    void afterFigure();
    // The game after `m_json` played up to `last`; empty with *why when refused.
    std::optional<Game> tryUpTo(Game::TurnStep last, QString *why) const;
    bool drawsToken() const;
    // The discard of the picked tile.
    Move discardMove() const;

    // The position the move is played on: the document's timeline's, shared, not copied.
    std::shared_ptr<const Game> m_base;
    QString m_blocked;
    int m_editIndex = -1;
    bool m_showedMoves = false;
    bool m_secondTile = false; // see secondTile()

    Step m_step = Step::Tile;
    QString m_player;
    QString m_tileId;
    int m_rot = 0;
    QString m_magicFigure = QStringLiteral("mage");
    FigureType m_figureType = FigureType::Meeple;
    QString m_token;
    QString m_under;
    Move m_move;        // the turn being recorded, the one copy of it
    int m_newTile = -1; // index of the new tile in the board after the tile step
    QString m_problem;

    bool m_hovering = false;
    Cell m_cell;
    bool m_legal = false;
    CellCursor m_cursor;
    QList<QPointF> m_marks; // where the magic figure and the figure were put
};

} // namespace ml
