// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepexport.h"

#include "eventtext.h"
#include "scoredpoints.h"
#include "stepper.h"

namespace ml
{

namespace StepExport
{

int annotationPosition(const Stepper &stepper, int index)
{
    const Step &s = stepper.step(index);
    if (s.kind == Step::Kind::SetUp) return 0;
    if (s.move < 0) return stepper.moveCount();
    return s.move + 1;
}

namespace
{
// The tile the step's move placed: the board lists tiles in the order they were placed, so it
// is the last one, when the move added one (a discard adds none).
std::optional<Cell> placedTile(const Stepper &stepper, int index, const Game &shown)
{
    const Step &s = stepper.step(index);
    if (s.move < 0 || s.kind == Step::Kind::SetUp) return std::nullopt;
    const std::shared_ptr<const Game> before = stepper.timeline().before(s.move);
    const auto &tiles = shown.board().tiles();
    if (!before || tiles.size() <= before->board().tiles().size()) return std::nullopt;
    return tiles.back().at;
}

QList<BoardRenderer::StepMarks::Points> pointsOf(const Stepper &stepper, int index)
{
    QList<BoardRenderer::StepMarks::Points> out;
    const QList<Player> &players = stepper.players();
    for (const ScoreEvent &e : stepper.eventsOf(index))
        out += scoredPoints(e, players);
    return out;
}
} // namespace

PicturePage page(const Stepper &stepper, int index, bool points)
{
    PicturePage page;
    page.game = stepper.positionAt(index);
    page.caption = EventText(stepper).stepTitle(stepper, index);
    page.after = annotationPosition(stepper, index);
    page.marks.segments = stepper.featureSegments(index);
    page.marks.figures = stepper.decidingFigures(index);
    if (page.game) page.marks.placedTile = placedTile(stepper, index, *page.game);
    if (points) page.marks.points = pointsOf(stepper, index);
    return page;
}

QList<PicturePage> allPages(const Stepper &stepper, bool points)
{
    QList<PicturePage> pages;
    for (int i = 0; i < stepper.count(); ++i)
        pages.append(page(stepper, i, points));
    return pages;
}

} // namespace StepExport

} // namespace ml
