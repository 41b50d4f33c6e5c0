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
    checkCastleEnd(afterMoves, check);
    return check;
}

std::optional<Replay> replayBoard(const BoardFile &file, const QMap<QString, QString> &overrides,
                                  const ReplayOptions &options, QList<FileError> *errors)
{
    FileError error;
    std::optional<Game> game = file.setUp(overrides, &error);
    if (!game) {
        errors->append(error);
        return std::nullopt;
    }
    Replay replay;
    const QList<Move> &moves = file.moves();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        // After a refused move the game is unusable (playMove), so keepGoing tries each move:
        // a refusal is rolled back and the next move is checked as if it had not been played.
        QList<ScoreEvent> events;
        const auto refused = options.keepGoing ? game->tryMove(moves[i], &events)
                                               : game->playMove(moves[i], &events);
        if (refused) {
            errors->append(FileError::ruleBroken(QStringLiteral("moves[%1]").arg(i), *refused));
            if (!options.keepGoing) return std::nullopt;
            continue;
        }
        for (ScoreEvent &e : events) {
            e.move = int(i); // the file's move index, whatever the engine counted
            replay.events.append(e);
        }
    }

    if (file.end()) {
        const GameEndCheck end = checkGameEnd(file, *game);
        if (end.error) {
            errors->append(*end.error);
            if (!options.keepGoing) return std::nullopt;
        }
    }

    if (file.end() && options.finalScoring) replay.final = game->finalScoring();
    for (const Player &p : game->players())
        replay.scores.insert(p.id, p.score);
    replay.game = std::move(game);
    return replay;
}

} // namespace ml
