// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QList>

#include <random>

// One turn of the engine benchmark's standard workload (docs/benchmark.md), shared by the
// benchmark and tst_turnallocations so that the test counts what the benchmark times.
namespace mltest
{
// The lists a turn fills, kept from turn to turn (and game to game) as the benchmark keeps them.
struct TurnBuffers {
    ml::PlacementList legal;
    QList<ml::FigureOption> options;
};

struct TurnPlayed {
    bool placed = false; // false: the tile fit nowhere and was discarded
    bool figure = false; // a figure was placed with it
};

// The engine's own path: tile pointer and seat instead of ids, every legal placement
// listed and one picked uniformly with `rng`, played without a second check, the figure spots
// listed and one of them or none picked uniformly, the figure named by its segment, no events.
// A refused move stops the program: the engine refused what it had just listed.
TurnPlayed playBenchmarkTurn(ml::Game &game, const ml::TileType &tile, int seat, std::mt19937 &rng,
                             TurnBuffers &buffers);
} // namespace mltest
