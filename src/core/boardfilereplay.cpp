#include "boardfilereplay.h"

#include "boardfileparser.h"

#include <QJsonArray>

namespace ml
{

QString ruleReason(const RuleError &error)
{
    if (error.rule.isEmpty()) return error.reason;
    return error.reason + QStringLiteral(" [") + error.rule + u']';
}

int nextPlayer(const BoardFile &file, const Game &game)
{
    if (game.players().isEmpty()) return -1;
    if (file.moves().isEmpty()) return 0;
    const int last = game.playerIndex(file.moves().constLast().player);
    return last < 0 ? 0 : (last + 1) % int(game.players().size());
}

GameEndCheck checkGameEnd(const BoardFile &file, const Game &afterMoves)
{
    GameEndCheck check;
    check.nextPlayer = nextPlayer(file, afterMoves);
    for (const Player &p : afterMoves.players())
        if (!p.castles.isEmpty()) check.castlesInHand << p.id;
    // format.md §1.5: with a stack the program knows whether the game can be over.
    const QJsonValue stack = file.json().value(u"stack");
    if (!stack.isArray()) return check;
    const qsizetype left = stack.toArray().size();
    if (left > 0) {
        check.reason = GameEndCheck::Reason::StackEmpty;
        check.error = FileError{
            1, QStringLiteral("stack"),
            QStringLiteral("end is true but %1 tile(s) are still in the stack").arg(left)};
        return check;
    }
    const bool castles = afterMoves.sets() & SetGermanCastles;
    if (afterMoves.options().castleEnd == RuleOptions::CastleEnd::C3) {
        check.reason = castles ? GameEndCheck::Reason::CastleC3 : GameEndCheck::Reason::StackEmpty;
        // R-GC-4 (C3): the game only ends at a player who cannot place a castle either.
        const int next = check.nextPlayer;
        if (next >= 0 && afterMoves.canPlaceCastle(next))
            check.error = FileError{1, QStringLiteral("end"),
                                    QStringLiteral("the game is not over: the stack is empty but "
                                                   "%1, next in seating order, can still place a "
                                                   "castle from hand (castleEnd c3) [R-GC-4]")
                                        .arg(afterMoves.players()[next].id)};
    } else {
        check.reason = castles ? GameEndCheck::Reason::CastleC2 : GameEndCheck::Reason::StackEmpty;
    }
    return check;
}

} // namespace ml
