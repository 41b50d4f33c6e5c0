// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli legal: where a tile could go after the moves of a board file, and where the
// next player could put a figure there.
#include "boardfilereplay.h"
#include "cli.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("legal"),
        QStringLiteral("legal FILE --tile ID [--json] [--option KEY=VALUE]..."),
        QStringLiteral(
            "Lists every legal placement of tile ID on the board of FILE after its moves (the\n"
            "final scoring is not run): cell, rotation in degrees, and the locations a figure\n"
            "could take on the placed tile. Figures are listed for the player whose turn is\n"
            "next: the one after the last move's player in seating order, or the first player\n"
            "when there are no moves. Locations are ports in board orientation (N, Es, ...),\n"
            "monastery, garden, castle or inner, with the kind of feature. A placement that\n"
            "would give the player's builder a double turn says so.\n"
            "\n"
            "  --tile ID            the tile to place (a catalogue id or a custom tile of FILE)\n"
            "  --json               print the placements as JSON\n"
            "  --option KEY=VALUE   override a rules option; may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, 64 bad usage.\n"),
        {QStringLiteral("--json")},
        {QStringLiteral("--tile"), QStringLiteral("--option")},
    };
    return s;
}

} // namespace

int runLegal(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const auto position = loadTilePosition(spec(), *args, &exitCode);
    if (!position) return exitCode;
    const Game &game = *position->game;
    const TileType *type = position->tile;
    const QString tileId = args->values.value(QStringLiteral("--tile"));

    const int player = nextPlayer(position->board, game);
    const QString playerId = player >= 0 ? game.players()[player].id : QString();
    // The game's own list: the river rules refuse some placements the sides allow (R-RI-3..6).
    const QList<Placement> placements = game.legalPlacements(*type);

    QJsonArray jsonPlacements;
    if (!args->json)
        printOut(QStringLiteral("%1 legal placement(s) of %2%3")
                     .arg(placements.size())
                     .arg(tileId, player >= 0 ? QStringLiteral(", figures for ") + playerId
                                              : QStringLiteral(" (no players: no figures)")));
    for (const Placement &pl : placements) {
        const QList<FigureOption> figures =
            player >= 0 ? game.figureOptions(*type, pl, player) : QList<FigureOption>{};
        QJsonArray jsonFigures;
        QStringList texts;
        for (const FigureOption &f : figures) {
            const QString kind = segmentKindName(f.kind);
            jsonFigures.append(QJsonObject{{QStringLiteral("type"), figureTypeName(f.type)},
                                           {QStringLiteral("on"), f.on},
                                           {QStringLiteral("at"), QJsonArray{f.at.x, f.at.y}},
                                           {QStringLiteral("kind"), kind}});
            // The cell only matters on a double tile.
            const QString where = type->isDouble() ? f.on + u'@' + cellText(f.at) : f.on;
            const QString what =
                f.type == FigureType::Meeple ? kind : figureTypeName(f.type) + u' ' + kind;
            texts << QStringLiteral("%1 (%2)").arg(where, what);
        }
        QJsonObject entry{{QStringLiteral("at"), QJsonArray{pl.at.x, pl.at.y}},
                          {QStringLiteral("rot"), pl.rot * 90},
                          {QStringLiteral("figures"), jsonFigures}};
        // Where the recall is allowed after this placement (docs/board-format.md, "The Abbot").
        const bool recall = player >= 0 && game.canReturnAbbotAfter(*type, pl, player);
        if (recall) entry.insert(u"abbotReturn", true);
        // The player's builder would give a second part (R-TB-10, docs/board-format.md).
        const bool doubleTurn = player >= 0 && (game.sets() & SetTradersBuilders) &&
                                game.wouldTriggerBuilder(*type, pl, player);
        if (doubleTurn) entry.insert(u"doubleTurn", true);
        jsonPlacements.append(entry);
        if (!args->json)
            printOut(QStringLiteral("%1 rot %2: %3%4")
                         .arg(cellText(pl.at))
                         .arg(pl.rot * 90)
                         .arg(texts.isEmpty()
                                  ? QStringLiteral("no figure")
                                  : QStringLiteral("figure on ") + texts.join(QStringLiteral(", ")),
                              (recall ? QStringLiteral("; or take the abbot back") : QString()) +
                                  (doubleTurn ? QStringLiteral("; the builder gives a double turn")
                                              : QString())));
    }
    if (args->json) {
        QJsonObject o{{QStringLiteral("tile"), tileId},
                      {QStringLiteral("placements"), jsonPlacements}};
        if (player >= 0) o.insert(u"player", playerId);
        printOutRaw(prettyJson(o));
    }
    return ExitOk;
}

} // namespace ml::cli
