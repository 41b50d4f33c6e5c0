#pragma once

#include "tilecatalogue.h"

#include <QList>
#include <QStringList>

#include <random>

namespace ml
{

// Castles in Germany set-up (R-GC-2): each player takes one castle tile, two each with two or
// three players. This deals them at random from the catalogue's castles; players who would
// rather choose edit their hand afterwards. Returns one hand per player.
QList<QStringList> dealCastles(const TileCatalogue &catalogue, int playerCount, std::mt19937 &rng);

} // namespace ml
