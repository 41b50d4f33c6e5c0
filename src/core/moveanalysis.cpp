// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis board's numbers: every move of a tile with what it earns now and
// what it leaves for the end, shared by `meeplelab-cli analyse` and the desktop analysis.
#include "moveanalysis.h"

#include "geometry.h"
#include "puzzlecheck.h"

#include <algorithm>

namespace ml
{

int locationRank(const QString &on)
{
    // The named spots first (the inner field of I&C and T&B after the castle), then the
    // ports in geometry's own order (Nw N Ne ... Wn).
    static const QStringList named{QStringLiteral("monastery"), QStringLiteral("garden"),
                                   QStringLiteral("castle"), QStringLiteral("inner")};
    const qsizetype i = named.indexOf(on);
    if (i >= 0) return int(i);
    const int port = portFromName(on);
    constexpr int kPorts = 12; // an unknown name sorts after every port
    return int(named.size()) + (port < 0 ? kPorts : port);
}

QList<RankedMove> analyseMoves(const Game &game, int player, const TileType &tile,
                               const SearchOptions &options)
{
    SearchOptions withOutlook = options;
    withOutlook.outlook = true;
    QList<RankedMove> moves = searchBestMoves(game, player, tile, withOutlook).ranked;

    // The places as check --json names them, before sorting by them.
    PuzzleAnswer all;
    all.kind = PuzzleKind::BestMove;
    for (const RankedMove &r : std::as_const(moves))
        all.best << PuzzleMove{r.move, {}};
    const PuzzleAnswer renamed = withFirstPorts(all, game);
    for (qsizetype i = 0; i < moves.size(); ++i)
        moves[i].move = renamed.best[i].move;

    const QString id = game.players()[player].id;
    // A figure's place: none first, then the abbot's recall, then by location; on a double
    // tile cell a before cell b.
    auto figureRank = [](const Move &m) {
        if (!m.figure) return m.abbotReturn ? -1 : -2;
        const int cell = m.figure->at && *m.figure->at != m.at ? 1 : 0;
        return locationRank(m.figure->on) * 2 + cell;
    };
    std::stable_sort(moves.begin(), moves.end(), [&](const RankedMove &a, const RankedMove &b) {
        if (a.gain != b.gain) return a.gain > b.gain;
        const int oa = a.outlookScores.value(id), ob = b.outlookScores.value(id);
        if (oa != ob) return oa > ob;
        if (a.move.at.y != b.move.at.y) return a.move.at.y < b.move.at.y;
        if (a.move.at.x != b.move.at.x) return a.move.at.x < b.move.at.x;
        if (a.move.rot != b.move.rot) return a.move.rot < b.move.rot;
        return figureRank(a.move) < figureRank(b.move);
    });
    return moves;
}

} // namespace ml
