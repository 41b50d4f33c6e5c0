// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleposition.h"

#include "game.h"
#include "timeline.h"

namespace ml
{

namespace
{

using TurnStep = Game::TurnStep;

// The turn steps in the order a move plays them.
constexpr TurnStep kSteps[] = {TurnStep::Tile,  TurnStep::Magic,      TurnStep::Figure,
                               TurnStep::Flock, TurnStep::AutoStable, TurnStep::Scoring};

// The last step of `move` that scores nothing: the solver sees the move up to there. A step
// "scores" when it adds an event that gives points; a wolf's draw or a sheep added to a flock
// changes what stands but scores nothing, so it is shown.
TurnStep lastQuietStep(const Timeline &timeline, int move)
{
    TurnStep quiet = TurnStep::Tile;
    for (TurnStep step : kSteps) {
        bool scores = false;
        for (const ScoreEvent &e : timeline.stepEvents(move, step))
            for (int points : e.points)
                scores |= points != 0;
        if (scores) break;
        quiet = step;
    }
    return quiet;
}

} // namespace

PuzzlePosition puzzlePosition(const Timeline &timeline, PuzzleKind kind)
{
    PuzzlePosition shown;
    shown.game = timeline.afterMoves();
    shown.after = timeline.moveCount();
    if (!shown.game || kind != PuzzleKind::TurnScores || timeline.moveCount() == 0) return shown;
    const int move = timeline.moveCount() - 1;
    const TimelineMove &played = timeline.move(move);
    if (!played.played || played.discard) return shown;
    if (auto before = timeline.afterStep(move, lastQuietStep(timeline, move))) {
        shown.game = before;
        shown.askedMove = move;
        const auto &tiles = before->board().tiles();
        // The move's tile is the last one placed (the tile step always runs first).
        if (!tiles.empty()) shown.askedCell = tiles.back().at;
    }
    return shown;
}

QList<UnseenScorer> unseenScorers(const Timeline &timeline, PuzzleKind kind,
                                  const PuzzlePosition &shown, const QList<Annotation> &annotations)
{
    QList<UnseenScorer> unseen;
    if (!shown.game) return unseen;
    QList<ScoreEvent> scored;
    if (kind == PuzzleKind::TurnScores && shown.askedMove >= 0) {
        for (TurnStep step : kSteps)
            scored += timeline.stepEvents(shown.askedMove, step);
    } else if (kind == PuzzleKind::FinalScores) {
        scored = timeline.finalEvents();
    }
    // The cells faded on the position shown (an annotation without `after` is on every one).
    QList<Cell> dimmed;
    for (const Annotation &a : annotations)
        if (a.type == AnnotationType::Dim && (!a.after || *a.after == shown.after))
            dimmed += a.cells;
    const Game &game = *shown.game;
    const auto &tiles = game.board().tiles();
    for (const ScoreEvent &e : scored) {
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it) {
            if (it.value() == 0) continue;
            const int player = game.playerIndex(it.key());
            bool standing = false;
            bool seen = false;
            for (const Figure &f : game.figures()) {
                if (f.player != player || f.tile < 0 || f.tile >= int(tiles.size())) continue;
                bool on = false;
                for (const SegmentRef &s : e.segments)
                    on |= f.tile == s.tile && f.segment == s.segment;
                if (!on) continue;
                standing = true;
                // A figure on a two-cell tile is seen when either cell is not faded.
                const PlacedTile &t = tiles[size_t(f.tile)];
                seen |= !dimmed.contains(t.at) ||
                        (t.type && t.type->isDouble() && !dimmed.contains(t.cell(1)));
            }
            // A scoring without the feature's segments cannot be checked here.
            if (e.segments.isEmpty() || seen) continue;
            unseen.append({standing ? UnseenScorer::Why::Dimmed : UnseenScorer::Why::NotStanding,
                           e.feature, it.key(), e.cells});
        }
    }
    return unseen;
}

} // namespace ml
