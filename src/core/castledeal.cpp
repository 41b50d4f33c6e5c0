#include "castledeal.h"

#include <algorithm>

namespace ml
{

QList<QStringList> dealCastles(const TileCatalogue &catalogue, int playerCount, std::mt19937 &rng)
{
    QStringList castles;
    for (const TileType *t : catalogue.all())
        if (t->set == u"german-castles") castles << t->id;
    std::shuffle(castles.begin(), castles.end(), rng);
    const int each = playerCount <= 3 ? 2 : 1;
    QList<QStringList> hands(qMax(0, playerCount));
    for (int round = 0; round < each; ++round)
        for (int p = 0; p < playerCount && !castles.isEmpty(); ++p)
            hands[p] << castles.takeFirst();
    return hands;
}

} // namespace ml
