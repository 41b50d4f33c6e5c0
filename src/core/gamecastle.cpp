// SPDX-License-Identifier: GPL-3.0-or-later
// Castles in Germany (R-GC-*, docs/rules/german-castles.md): the castle tiles in the players'
// hands, how one is played, where it may lie, how it scores and how it ends the game, in one place
// as magic (gamemagic.cpp) and the shepherd (gameshepherd.cpp) are.
#include "castle.h"

#include "boardfileparser.h"
#include "game.h"

#include <QHash>

#include <algorithm>

namespace ml
{

QList<QStringList> dealCastles(const TileCatalogue &catalogue, int playerCount, std::mt19937 &rng)
{
    QStringList castles;
    for (const TileType *t : catalogue.all())
        if (ruleSetOfTile(*t) == SetGermanCastles) castles << t->id;
    std::shuffle(castles.begin(), castles.end(), rng);
    const int each = playerCount <= 3 ? 2 : 1;
    QList<QStringList> hands(qMax(0, playerCount));
    for (int round = 0; round < each; ++round)
        for (int p = 0; p < playerCount && !castles.isEmpty(); ++p)
            hands[p] << castles.takeFirst();
    return hands;
}

bool checkCastleHands(const detail::ParsedBoard &board, FileError *error)
{
    // Each player takes one castle, two with two or three players (R-GC-2). The hand at the
    // set-up holds those still to be played; castles already on the board were taken by
    // players the file does not name, so they are not counted against anyone.
    if (board.sets & SetGermanCastles) {
        const int each = board.players.size() <= 3 ? 2 : 1;
        for (qsizetype i = 0; i < board.players.size(); ++i) {
            const Player &pl = board.players[i];
            const qsizetype taken = pl.castles.size();
            if (taken > each) {
                *error = FileError::ruleBroken(
                    QStringLiteral("players[%1].castles").arg(i),
                    Refusal::make(RefusalCode::CastlesBeyondHand, "R-GC-2",
                                  {pl.id, QString::number(taken), QString::number(each)}));
                return false;
            }
        }
    }
    QHash<QString, QString> holder;
    QHash<QString, QString> onBoard;
    for (const detail::ParsedTile &t : board.tiles)
        onBoard.insert(t.type->id, t.path);
    for (qsizetype i = 0; i < board.players.size(); ++i) {
        const Player &pl = board.players[i];
        for (qsizetype k = 0; k < pl.castles.size(); ++k) {
            const QString &id = pl.castles[k];
            const QString where = QStringLiteral("players[%1].castles[%2]").arg(i).arg(k);
            if (holder.contains(id) && holder.value(id) != pl.id) {
                *error = {1, where,
                          QStringLiteral("castle %1 is held by both %2 and %3")
                              .arg(id, holder.value(id), pl.id)};
                return false;
            }
            if (holder.contains(id)) {
                *error = {1, where, QStringLiteral("castle %1 is listed twice").arg(id)};
                return false;
            }
            if (onBoard.contains(id)) {
                *error = {1, where,
                          QStringLiteral("castle %1 is held by %2 and also on the board (%3)")
                              .arg(id, pl.id, onBoard.value(id))};
                return false;
            }
            holder.insert(id, pl.id);
        }
    }
    return true;
}

void checkCastleEnd(const Game &afterMoves, GameEndCheck &check)
{
    const bool castles = afterMoves.sets() & SetGermanCastles;
    if (afterMoves.options().castleEnd != RuleOptions::CastleEnd::C3) {
        check.reason = castles ? GameEndCheck::Reason::CastleC2 : GameEndCheck::Reason::StackEmpty;
        return;
    }
    check.reason = castles ? GameEndCheck::Reason::CastleC3 : GameEndCheck::Reason::StackEmpty;
    // R-GC-4 (C3): the game only ends at a player who cannot place a castle either.
    const int next = check.nextPlayer;
    if (next >= 0 && afterMoves.canPlaceCastle(next))
        check.error = FileError{1, QStringLiteral("end"),
                                QStringLiteral("the game is not over: the stack is empty but "
                                               "%1, next in seating order, can still place a "
                                               "castle from hand (castleEnd c3) [R-GC-4]")
                                    .arg(afterMoves.players()[next].id)};
}

std::optional<Refusal> Game::castleFromHandRefusal(const QString &player,
                                                   const QString &castle) const
{
    // A castle is never drawn: only the player who holds it may play it (R-GC-3).
    if (!(m_sets & SetGermanCastles)) return Refusal::make(RefusalCode::CastlesNotInPlay, "R-GC-3");
    const int seat = playerIndex(player);
    if (seat < 0) return Refusal::make(RefusalCode::UnknownPlayer, "R-BASE-2", {player});
    if (!m_players[seat].castles.contains(castle))
        return Refusal::make(RefusalCode::CastleNotHeld, "R-GC-3", {player, castle});
    return std::nullopt;
}

std::optional<Refusal> Game::castleMoveRefusal(const Move &move, const TileType &type) const
{
    if (move.kind == Move::Kind::Castle) return castleFromHandRefusal(move.player, type.id);
    if (type.isDouble()) return Refusal::make(RefusalCode::CastleNeverDrawn, "R-GC-3", {type.id});
    return std::nullopt;
}

std::optional<Refusal> Game::castleDiscardRefusal(const QString &tile) const
{
    // Nothing is drawn that could be discarded: a castle comes from the hand (R-GC-3).
    const TileType *type = m_catalogue.find(tile);
    if (type && type->isDouble())
        return Refusal::make(RefusalCode::CastleNeverDrawn, "R-GC-3", {tile});
    return std::nullopt;
}

void Game::takeCastleFromHand(const Move &move, int player)
{
    if (move.kind == Move::Kind::Castle) m_players[player].castles.removeOne(move.tile);
}

bool Game::canPlaceCastle(int player) const
{
    for (const QString &id : m_players[player].castles)
        if (const TileType *t = m_catalogue.find(id))
            if (m_board.hasLegalPlacement(*t)) return true;
    return false;
}

void Game::scoreCastle(int node, ScoreEvent &e) const
{
    // The castle's lord: 2 points and one for each occupied cell around it (R-GC-6, R-GC-7).
    const int around = m_board.occupiedNeighbours(node);
    e.breakdown.append({Term::Lord, 1, 2});
    e.breakdown.append({Term::Neighbours, around, around});
    e.rules << (e.complete ? QStringLiteral("R-GC-6") : QStringLiteral("R-GC-7"));
}

int Game::castleBonusCount(int root, bool final, const ScoreEvent &e) const
{
    // R-GC-8: 3 points for each castle a completed road or city ends at; never in the final
    // scoring (R-GC-10).
    return e.complete && !final ? m_board.castlesEndedOn(root) : 0;
}

void Game::addCastleBonus(int castles, ScoreEvent &e) const
{
    e.breakdown.append({Term::CastleBonus, castles, 3 * castles});
    e.rules << QStringLiteral("R-GC-8");
}

namespace
{
// The eight cells around one, in the order Board walks them, so the castle named is the same.
const Cell kAroundCastle[8] = {{-1, -1}, {0, -1}, {1, -1}, {1, 0},
                               {1, 1},   {0, 1},  {-1, 1}, {-1, 0}};
} // namespace

Refusal Board::castlesTouchRefusal(const TileType &type, const Cell cells[2]) const
{
    // R-GC-3: castle tiles may not touch, not even at a corner.
    if (!type.isDouble()) return {};
    for (int ci = 0; ci < 2; ++ci)
        for (Cell d : kAroundCastle) {
            const PlacedTile *t = tileAt({cells[ci].x + d.x, cells[ci].y + d.y});
            if (t && t->type->isDouble())
                return Refusal::make(RefusalCode::CastlesTouch, "R-GC-3",
                                     {refusalCell(t->at), refusalCell(cells[ci])});
        }
    return {};
}

} // namespace ml
