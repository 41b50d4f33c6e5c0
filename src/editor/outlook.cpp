// SPDX-License-Identifier: GPL-3.0-or-later
// The outlook: the final scoring on a copy of a position.
#include "outlook.h"

namespace ml
{

Outlook outlookOf(const Game &game, bool gameOver)
{
    Outlook o;
    o.gameOver = gameOver;
    for (int i = 0; i < game.players().size(); ++i)
        o.now.insert(game.players()[i].id, game.score(i));
    o.projected = o.now;
    if (gameOver) return o;
    Game end = game; // scoring returns the figures, so never on the shown position
    o.features = end.finalScoring();
    for (int i = 0; i < end.players().size(); ++i)
        o.projected.insert(end.players()[i].id, end.score(i));
    return o;
}

} // namespace ml
