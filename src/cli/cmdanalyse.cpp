// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli analyse: every legal move of one tile with what it scores this turn and what
// each player would have if the game ended right after it: the
// numbers of the desktop analysis board, for scripts and for checking by hand.
#include "boardfilereplay.h"
#include "boardfilewriter.h"
#include "cli.h"
#include "moveanalysis.h"
#include "puzzle.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("analyse"),
        QStringLiteral("analyse FILE --tile ID [--player P] [--top N] [--json]"),
        QStringLiteral(
            "Lists every legal move of tile ID on the board of FILE after its moves: each\n"
            "placement with each figure choice (none, or a meeple or shepherd on a free\n"
            "segment), mage and witch choice and grow/stable choice the rules allow. For each:\n"
            "its gain (the player's points this turn minus the most any other player gets, as\n"
            "for a best-move puzzle), the points of every player this turn, and the outlook:\n"
            "every player's score if the game ended right after the move, final scoring\n"
            "included. Best first: by gain, then by the player's outlook, then by y, x,\n"
            "rotation and figure. A figure is named by the first port of its segment.\n"
            "\n"
            "  --tile ID     the tile to place (a catalogue id, a custom tile of FILE, or a\n"
            "                castle from the player's hand)\n"
            "  --player P    who moves (default: the player after the last move's player in\n"
            "                seating order, or the first player)\n"
            "  --top N       only the N best moves (default: all)\n"
            "  --json        {player, tile, moves: [{move, points, gain, outlook}]}\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, or the game is over (end: true),\n"
            "2 unreadable file, 64 bad usage.\n"),
        {QStringLiteral("--json")},
        {QStringLiteral("--tile"), QStringLiteral("--player"), QStringLiteral("--top")},
    };
    return s;
}

// Points per player in seating order, as JSON and as text ("red 9, blue 0").
QJsonObject pointsJson(const Game &game, const QMap<QString, int> &points)
{
    QJsonObject o;
    for (const Player &p : game.players())
        o.insert(p.id, points.value(p.id));
    return o;
}

QString pointsText(const Game &game, const QMap<QString, int> &points)
{
    QStringList parts;
    for (const Player &p : game.players())
        parts << QStringLiteral("%1 %2").arg(p.id).arg(points.value(p.id));
    return parts.join(QStringLiteral(", "));
}

// --top N: a whole number of at least 1; nullopt when it is not.
std::optional<qsizetype> topCount(const Args &args)
{
    if (!args.values.contains(QStringLiteral("--top")))
        return std::numeric_limits<qsizetype>::max();
    bool ok = false;
    const int n = args.values.value(QStringLiteral("--top")).toInt(&ok);
    if (!ok || n < 1) return std::nullopt;
    return n;
}

} // namespace

int runAnalyse(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const auto top = topCount(*args);
    if (!top)
        return usageError(spec(),
                          QStringLiteral("--top needs a whole number of at least 1, got \"%1\"")
                              .arg(args->values.value(QStringLiteral("--top"))));
    const auto position = loadTilePosition(spec(), *args, &exitCode, kMaxAnalysedTiles);
    if (!position) return exitCode;
    const QString fileName = args->positional.constFirst();
    const Game &game = *position->game;
    const QString tileId = args->values.value(QStringLiteral("--tile"));
    // Nothing is left to play on a finished game: its final scoring has been run.
    if (position->board.end())
        return reportError(fileName,
                           {ExitRule, QStringLiteral("end"), QStringLiteral("the game is over")});
    if (game.players().isEmpty())
        return reportError(fileName, {ExitRule, QStringLiteral("players"),
                                      QStringLiteral("the board has no players to move")});
    int player = nextPlayer(position->board, game);
    if (args->values.contains(QStringLiteral("--player"))) {
        const QString id = args->values.value(QStringLiteral("--player"));
        player = game.playerIndex(id);
        if (player < 0)
            return usageError(spec(), QStringLiteral("no player \"%1\" in %2").arg(id, fileName));
    }
    const QString playerId = game.players()[player].id;
    const QList<RankedMove> moves = analyseMoves(game, player, *position->tile).mid(0, *top);

    if (!args->json) {
        printOut(QStringLiteral("%1 move(s) of %2 for %3 (gain; points this turn; outlook: the "
                                "scores if the game ended after the move)")
                     .arg(moves.size())
                     .arg(tileId, playerId));
        for (const RankedMove &r : moves)
            printOut(QStringLiteral("%1: gain %2; points %3; outlook %4")
                         .arg(puzzleMoveText(r.move))
                         .arg(r.gain)
                         .arg(pointsText(game, r.points), pointsText(game, r.outlookScores)));
        return ExitOk;
    }
    QJsonArray jsonMoves;
    for (const RankedMove &r : moves)
        jsonMoves.append(
            QJsonObject{{QStringLiteral("move"), moveEntry(r.move)},
                        {QStringLiteral("gain"), r.gain},
                        {QStringLiteral("points"), pointsJson(game, r.points)},
                        {QStringLiteral("outlook"), pointsJson(game, r.outlookScores)}});
    QStringList seating;
    for (const Player &p : game.players())
        seating << p.id;
    printOutRaw(prettyJson(QJsonObject{{QStringLiteral("player"), playerId},
                                       {QStringLiteral("tile"), tileId},
                                       {QStringLiteral("moves"), jsonMoves}},
                           seating));
    return ExitOk;
}

} // namespace ml::cli
