// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoredpoints.h"

#include "figurerenderer.h"

namespace ml
{

QList<BoardRenderer::StepMarks::Points> scoredPoints(const ScoreEvent &event,
                                                     const QList<Player> &players)
{
    QList<BoardRenderer::StepMarks::Points> out;
    if (event.cells.isEmpty()) return out;
    for (int p = 0; p < players.size(); ++p) {
        const int gained = event.points.value(players[p].id);
        if (gained > 0)
            out.append({event.cells, QStringLiteral("+%1").arg(gained),
                        FigureRenderer::playerColour(players, p)});
    }
    return out;
}

} // namespace ml
