// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilereplay.h"

#include "castle.h"

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
    // docs/board-format.md, `moves`: with a stack the program knows whether the game can be over.
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
    checkCastleEnd(afterMoves, check);
    return check;
}

} // namespace ml
