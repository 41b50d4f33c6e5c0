// SPDX-License-Identifier: GPL-3.0-or-later
#include "movetool.h"

#include "eventtext.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"
#include "refusaltext.h"

namespace ml
{

MoveTool::MoveTool(BoardDocument *document, BoardView *view, QObject *parent)
    : EditorTool(document, view, parent)
{
    connect(document, &BoardDocument::changed, this, &MoveTool::rebuildBase);
    connect(document, &BoardDocument::reset, this, [this] { m_editIndex = -1; });
    rebuildBase();
}

void MoveTool::rebuildBase()
{
    m_base.reset();
    m_blocked.clear();
    resetMove();
    if (m_document->isEmpty()) {
        m_blocked = tr("There is no board.");
        Q_EMIT stateChanged();
        return;
    }
    // The document's timeline has played the board: the move goes on its position after
    // every move or, re-recording a move, on the one before it (never on the final one, and
    // the file's `end` does not apply then).
    const Timeline &timeline = m_document->timeline();
    if (m_editIndex >= timeline.moveCount()) m_editIndex = -1;
    const int at = m_editIndex >= 0 ? m_editIndex : timeline.moveCount();
    if (m_editIndex < 0 && timeline.file().end())
        m_blocked = tr("The game is over (the board says \"end\"): no move can follow.");
    FileError error;
    if (timeline.mismatchedSetUp())
        timeline.file().setUp({}, &error); // the strict rules' word on the set-up, no moves
    else if (timeline.refusedMove() >= 0 && timeline.refusedMove() < at)
        error = *timeline.refusal();
    if (m_blocked.isEmpty() && !error.reason.isEmpty())
        m_blocked = tr("The moves do not replay (%1): remove or fix the move first.")
                        .arg(RefusalText().fileError(error));
    if (m_blocked.isEmpty()) {
        m_base = timeline.position(at);
        // The player of the turn being edited stays; a new turn goes to whoever is next.
        const QString edited =
            m_editIndex >= 0 ? m_document->turns().value(m_editIndex).player : QString();
        const int next = timeline.nextPlayer(at);
        // After every change the turn passes on in seating order (docs/board-format.md, `moves`);
        // the panel can still pick another player, as puzzles often show one player's turns.
        if (!edited.isEmpty())
            m_player = edited;
        else
            m_player = next >= 0 ? m_base->players()[next].id : QString();
        // A builder's double turn keeps the turn with its player (R-TB-10): the second tile is
        // what comes next unless the user declines it. A move recorded again keeps its part.
        m_secondTile = m_editIndex >= 0 ? m_document->turns().value(m_editIndex).doubleTurn
                                        : !doubleTurnPlayer().isEmpty();
        if (m_editIndex < 0 && m_secondTile) m_player = doubleTurnPlayer();
        if (m_player.isEmpty()) m_blocked = tr("Add a player first: every move has a player.");
    }
    // The preview stays where the mouse is: green or red for the new position (a tile just
    // recorded there makes the spot red), said again at the next move of the mouse.
    if (m_base && m_hovering) m_legal = legalAt(m_cell);
    m_view->viewport()->update();
    Q_EMIT stateChanged();
}

bool MoveTool::legalAt(Cell cell) const
{
    const TileType *t = type();
    if (!t || (isCastle() && m_base->castleFromHandRefusal(m_player, m_tileId))) return false;
    return m_base->board().checkPlacement(*t, cell, m_rot, true).ok();
}

void MoveTool::resetMove()
{
    m_step = Step::Tile;
    m_move = {};
    m_newTile = -1;
    m_marks.clear();
    hideCursor();
}

void MoveTool::hideCursor()
{
    if (!m_cursor.shown()) return;
    m_cursor.hide();
    m_hovering = false; // the preview was the cursor's, not the mouse's
}

void MoveTool::setStep(Step step)
{
    m_step = step;
    m_problem.clear();
    // Only the tool on the board speaks in the status bar: a new board resets this one also
    // while another tool (the solver's) is on the board, and its prompt would hide theirs.
    if (m_view->tool() == this) report(prompt());
    m_view->viewport()->update();
    Q_EMIT stateChanged();
}

void MoveTool::refuse(const QString &reason)
{
    m_problem = reason;
    report(reason);
    Q_EMIT stateChanged();
}

QString MoveTool::prompt() const
{
    if (!m_blocked.isEmpty()) return m_blocked;
    // The player as the rest of the interface names them, not by the file's id.
    const QString who = m_base ? EventText(m_base->players()).playerName(m_player) : m_player;
    switch (m_step) {
    case Step::Tile: {
        QString text;
        if (m_tileId.isEmpty())
            text = tr("Pick the tile %1 draws.").arg(who);
        else if (isCastle())
            text =
                tr("Click where %1 places castle %2 from the hand; R turns it.").arg(who, m_tileId);
        else
            text = tr("Click where %1 places tile %2; R turns it.").arg(who, m_tileId);
        return m_secondTile ? tr("The builder gives %1 a second tile. %2").arg(who, text) : text;
    }
    case Step::Magic:
        return tr("A magic action is due: click the road or city where the %1 goes, or "
                  "remove it.")
            .arg(m_magicFigure == u"witch" ? tr("witch") : tr("mage"));
    case Step::Figure:
        if (const TileType *t = type())
            return tr("Click the part of the new tile where the figure stands, or press its "
                      "number: %1 · 0 no figure.")
                .arg(FigureSpots(*t, m_move.at, m_move.rot).text());
        return tr("Click the part of the new tile where the figure stands, or choose no figure.");
    case Step::Flock:
        return tr("The flock action is due: grow or stable.");
    case Step::Done:
        return tr("The move is complete.");
    }
    return {};
}

const TileType *MoveTool::type() const
{
    return m_base && !m_tileId.isEmpty() ? m_base->catalogue().find(m_tileId) : nullptr;
}

bool MoveTool::isCastle() const
{
    const TileType *t = type();
    return t && t->isDouble();
}

bool MoveTool::hasHill() const
{
    const TileType *t = type();
    return t && t->hasMarker(MarkerHill);
}

void MoveTool::setUnderTile(const QString &tileId)
{
    if (tileId == m_under) return;
    m_under = tileId;
    Q_EMIT stateChanged();
}

Move MoveTool::discardMove() const
{
    Move move;
    move.player = m_player;
    move.kind = Move::Kind::Discard;
    move.tile = m_tileId;
    move.doubleTurn = m_secondTile; // a second part may be discarded and drawn again (R-TB-11)
    // A discarded hill tile takes the tile under it along (R-HS-HI-10).
    if (hasHill()) move.under = m_under;
    return move;
}

QString MoveTool::discardRefusal() const
{
    if (!m_blocked.isEmpty()) return m_blocked;
    if (m_step != Step::Tile) return tr("The tile is already placed.");
    if (!type()) return tr("Pick a tile first.");
    // The engine decides (a castle is never drawn, so never discarded: R-GC-3), so the reason
    // is the one a replay of the file would give.
    Game game = *m_base;
    QList<ScoreEvent> events;
    if (const auto refused = game.playMove(discardMove(), &events))
        return RefusalText(game.players()).withRule(*refused);
    return {};
}

void MoveTool::discardTile()
{
    const QString why = discardRefusal();
    if (!why.isEmpty()) {
        refuse(tr("The tile cannot be discarded: %1").arg(why));
        return;
    }
    m_move = discardMove();
    finishMove();
}

void MoveTool::activate()
{
    m_showedMoves = m_view->showsMoves();
    m_view->setShowMoves(true);
    rebuildBase();
    report(prompt());
}

void MoveTool::deactivate()
{
    m_view->setShowMoves(m_showedMoves);
    EditorTool::deactivate();
}

void MoveTool::setPlayer(const QString &id)
{
    if (id == m_player) return;
    m_player = id;
    m_move.player = id;
    // Another player than the builder's declines the double turn; the builder's takes it.
    const QString due = doubleTurnPlayer();
    if (!due.isEmpty() && m_editIndex < 0) m_secondTile = id == due;
    report(prompt());
    Q_EMIT stateChanged();
}

void MoveTool::setTile(const QString &tileId)
{
    if (m_step != Step::Tile || tileId == m_tileId) return;
    m_tileId = tileId;
    hideCursor(); // a new tile starts the cursor afresh, beside the last tile
    showCursor(false);
    report(prompt());
    m_view->viewport()->update();
    Q_EMIT stateChanged();
}

void MoveTool::rotate(int delta)
{
    if (m_step != Step::Tile) return;
    m_rot = ((m_rot + delta) % 4 + 4) % 4;
    if (m_hovering) previewCell(m_cell); // green or red for the new turn
    m_view->viewport()->update();
    Q_EMIT stateChanged();
}

void MoveTool::setMagicFigure(const QString &figure)
{
    m_magicFigure = figure;
    Q_EMIT stateChanged();
}

void MoveTool::setFigureType(FigureType type)
{
    m_figureType = type;
    Q_EMIT stateChanged();
}

void MoveTool::setToken(const QString &token)
{
    m_token = token;
    Q_EMIT stateChanged();
}

void MoveTool::setEditIndex(int index)
{
    m_editIndex = index;
    rebuildBase();
    report(prompt());
}

QString MoveTool::doubleTurnPlayer() const
{
    if (!m_base) return {};
    const int due = m_base->doubleTurnPending();
    return due >= 0 && due < int(m_base->players().size()) ? m_base->players()[due].id : QString();
}

void MoveTool::takeSecondTile(bool take)
{
    const QString due = doubleTurnPlayer();
    if (due.isEmpty() || m_step != Step::Tile) return;
    m_secondTile = take;
    QString player = due;
    if (!take) {
        // Declined: the turn passes on from the builder's player, in seating order.
        const QList<Player> &players = m_base->players();
        const int seat = m_base->playerIndex(due);
        player = players[(seat + 1) % int(players.size())].id;
    }
    m_player = player;
    m_move.player = player;
    report(prompt());
    Q_EMIT stateChanged();
}

void MoveTool::cancelMove()
{
    resetMove();
    setStep(Step::Tile);
}

std::optional<Game> MoveTool::tryUpTo(Game::TurnStep last, QString *why) const
{
    Game game = *m_base;
    QList<ScoreEvent> events;
    if (const auto refused = game.playMoveUpTo(m_move, last, &events)) {
        *why = RefusalText(m_base->players()).withRule(*refused);
        return std::nullopt;
    }
    return game;
}

void MoveTool::placeTile(Cell cell)
{
    const TileType *t = type();
    if (!t) {
        refuse(tr("Pick a tile first."));
        return;
    }
    const bool castle = isCastle();
    if (castle) {
        // Said before the placement, as no spot would make the move legal.
        if (const auto notHeld = m_base->castleFromHandRefusal(m_player, m_tileId)) {
            refuse(RefusalText(m_base->players()).withRule(*notHeld));
            return;
        }
    }
    const PlacementProblem problem = m_base->board().checkPlacement(*t, cell, m_rot, true);
    if (!problem.ok()) {
        refuse(tr("Tile %1 cannot go at %2,%3: %4")
                   .arg(m_tileId)
                   .arg(cell.x)
                   .arg(cell.y)
                   .arg(RefusalText(m_base->players()).withRule(problem)));
        return;
    }
    m_move = {};
    m_move.player = m_player;
    m_move.kind = castle ? Move::Kind::Castle : Move::Kind::Tile;
    m_move.tile = m_tileId;
    m_move.at = cell;
    m_move.rot = m_rot;
    m_move.doubleTurn = m_secondTile;
    // The combo keeps its choice across tiles; only a hill tile takes it along.
    if (hasHill()) m_move.under = m_under;
    QString why;
    const std::optional<Game> after = tryUpTo(Game::TurnStep::Tile, &why);
    if (!after) {
        resetMove();
        refuse(tr("The tile is refused: %1").arg(why));
        return;
    }
    m_newTile = int(after->board().tiles().size()) - 1;
    if (after->magicActionDue(m_newTile) != Game::MagicDue::None) {
        setStep(Step::Magic);
        return;
    }
    setStep(Step::Figure);
}

void MoveTool::pickMagic(QPointF scenePos)
{
    QString why;
    const std::optional<Game> after = tryUpTo(Game::TurnStep::Tile, &why);
    if (!after) return;
    const Cell cell = m_view->renderer().geometry().cellAt(scenePos);
    const int tile = after->board().tileIndexAt(cell);
    if (tile < 0) {
        refuse(RefusalText(m_base->players())
                   .text(Refusal::make(RefusalCode::NoTileAt, "R-MW-4", {refusalCell(cell)})));
        return;
    }
    const PlacedTile &t = after->board().tiles()[size_t(tile)];
    const int segment = m_view->renderer().tileRenderer().segmentAt(
        *t.type, t.rot, m_view->cellOffset(scenePos, t.at));
    if (segment < 0) {
        refuse(tr("Click a road or a city."));
        return;
    }
    Cell at = t.at;
    const QString on = after->locationName(tile, segment, &at);
    MagicChoice choice;
    choice.figure = m_magicFigure;
    choice.at = at;
    choice.on = on;
    m_move.magic = choice;
    if (!tryUpTo(Game::TurnStep::Magic, &why)) {
        m_move.magic.reset();
        refuse(RefusalText::sentence(
            tr("%1 cannot go there: %2").arg(RefusalText::figureWithArticle(m_magicFigure), why)));
        return;
    }
    m_marks << scenePos;
    setStep(Step::Figure);
}

void MoveTool::removeMagicFigure()
{
    if (m_step != Step::Magic) return;
    MagicChoice choice;
    choice.remove = m_magicFigure;
    m_move.magic = choice;
    QString why;
    if (!tryUpTo(Game::TurnStep::Magic, &why)) {
        m_move.magic.reset();
        refuse(RefusalText::sentence(tr("%1 cannot be removed: %2")
                                         .arg(RefusalText::figureWithArticle(m_magicFigure), why)));
        return;
    }
    setStep(Step::Figure);
}

void MoveTool::pickFigure(QPointF scenePos)
{
    const TileType *t = type();
    const Cell cell = m_view->renderer().geometry().cellAt(scenePos);
    const bool onNewTile =
        cell == m_move.at || (t->isDouble() && cell == secondCell(m_move.at, m_move.rot));
    if (!onNewTile) {
        refuse(RefusalText(m_base->players())
                   .withRule(Refusal::make(RefusalCode::FigureNotOnNewTile, "R-BASE-5",
                                           {refusalCell(cell)})));
        return;
    }
    const int segment = m_view->renderer().tileRenderer().segmentAt(
        *t, m_move.rot, m_view->cellOffset(scenePos, m_move.at));
    if (segment < 0) {
        refuse(tr("There is nothing to stand on here."));
        return;
    }
    chooseFigure(segment, scenePos);
}

void MoveTool::chooseFigure(int segment, QPointF mark)
{
    const TileType *t = type();
    Cell at = m_move.at;
    FigureChoice choice;
    choice.type = m_figureType;
    choice.on = locationFor(*t, m_move.at, m_move.rot, segment, &at);
    if (t->isDouble()) choice.at = at;
    m_move.figure = choice;
    m_move.abbotReturn = false;
    QString why;
    if (!tryUpTo(Game::TurnStep::Figure, &why)) {
        m_move.figure.reset();
        refuse(RefusalText::sentence(
            tr("%1 cannot stand there: %2")
                .arg(RefusalText::figureWithArticle(figureTypeName(m_figureType)), why)));
        return;
    }
    m_marks << mark;
    afterFigure();
}

void MoveTool::skipFigure()
{
    if (m_step != Step::Figure) return;
    m_move.figure.reset();
    m_move.abbotReturn = false;
    afterFigure();
}

bool MoveTool::canReturnAbbot() const
{
    const TileType *t = type();
    return m_step == Step::Figure && m_base && t &&
           m_base->canReturnAbbotAfter(*t, {m_move.at, m_move.rot}, m_base->playerIndex(m_player));
}

void MoveTool::returnAbbot()
{
    if (m_step != Step::Figure) return;
    m_move.figure.reset();
    m_move.abbotReturn = true;
    QString why;
    if (!tryUpTo(Game::TurnStep::Figure, &why)) {
        m_move.abbotReturn = false;
        refuse(why);
        return;
    }
    afterFigure();
}

void MoveTool::afterFigure()
{
    QString why;
    const std::optional<Game> after = tryUpTo(Game::TurnStep::Figure, &why);
    if (!after) {
        refuse(why);
        return;
    }
    if (!after->flockActionFields(after->playerIndex(m_player), m_newTile).isEmpty()) {
        setStep(Step::Flock);
        return;
    }
    finishMove();
}

void MoveTool::chooseFlockAction(const QString &action)
{
    if (m_step != Step::Flock) return;
    m_move.flockAction = action;
    QString why;
    if (!tryUpTo(Game::TurnStep::Flock, &why)) {
        m_move.flockAction.clear();
        refuse(why);
        return;
    }
    finishMove();
}

bool MoveTool::drawsToken() const
{
    return (m_move.figure && m_move.figure->type == FigureType::Shepherd) ||
           m_move.flockAction == u"grow";
}

void MoveTool::finishMove()
{
    const QString token = drawsToken() ? m_token : QString();
    QString why;
    const int moveNumber = m_editIndex >= 0 ? m_editIndex + 1 : int(m_document->turns().size()) + 1;
    const bool recorded = m_editIndex >= 0 ? m_document->editTurn(m_editIndex, m_move, token, &why)
                                           : m_document->recordTurn(m_move, token, &why);
    if (!recorded) {
        refuse(tr("The move is refused: %1").arg(why));
        return;
    }
    // The document's change rebuilt the base and reset the move; editing is done.
    if (m_editIndex >= 0) setEditIndex(-1);
    report(tr("Move %1 recorded. %2").arg(moveNumber).arg(prompt()));
}

} // namespace ml
