// SPDX-License-Identifier: GPL-3.0-or-later
// Traders & Builders' pig (docs/rules/traders-builders.md, R-TB-15..19): one more point per
// completed city for a field its owner wins. Where it may stand is checked with the builder
// (gamebuilder.cpp).
#include "game.h"

namespace ml
{

bool Game::hasPigIn(int player, int fieldRoot) const
{
    // Asked for every field winner at the end: without the set there is no pig to look for.
    if (!(m_sets & SetTradersBuilders)) return false;
    return ownFigures(FigureType::Pig, player, fieldRoot) > 0;
}

void Game::addPigBonus(const QString &winner, int cities, ScoreEvent &e) const
{
    // Several pigs of one player in a field give the bonus once (R-TB-18): the caller asks
    // once per winner.
    e.extra[winner] = {{Term::Pig, cities, cities}};
    e.points[winner] += cities;
    if (!e.rules.contains(QStringLiteral("R-TB-17"))) e.rules << QStringLiteral("R-TB-17");
}

} // namespace ml
