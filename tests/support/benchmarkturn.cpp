// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmarkturn.h"

using namespace ml;

namespace mltest
{

TurnPlayed playBenchmarkTurn(Game &game, const TileType &tile, int seat, std::mt19937 &rng,
                             TurnBuffers &buffers)
{
    Move move;
    move.player = game.players()[seat].id;
    move.tile = tile.id;
    move.type = &tile;
    move.seat = seat;
    TurnPlayed played;
    game.listPlacements(tile, &buffers.legal);
    if (buffers.legal.isEmpty()) {
        move.kind = Move::Kind::Discard;
        game.playMove(move, nullptr);
        return played;
    }
    played.placed = true;
    const Placement p = buffers.legal.at(qsizetype(rng() % quint32(buffers.legal.size())));
    move.at = p.at;
    move.rot = p.rot;
    move.listed = true;
    game.figureOptions(tile, p, seat, &buffers.options, false);
    const QList<FigureOption> &options = buffers.options;
    const quint32 pick = quint32(rng() % quint32(options.size() + 1));
    if (pick < quint32(options.size())) {
        FigureChoice choice;
        choice.type = options[qsizetype(pick)].type;
        choice.segment = options[qsizetype(pick)].segment;
        move.figure = choice;
        played.figure = true;
    }
    if (auto refused = game.playMove(move, nullptr))
        qFatal("benchmark move refused: %s", qPrintable(refused->reason));
    return played;
}

} // namespace mltest
