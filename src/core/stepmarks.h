// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "game.h"
#include "scoreevent.h"

#include <QList>

#include <optional>

namespace ml
{

// What one step of a step-through did, as marks on its board: one value that the board view
// draws in Explore and every export draws in its picture, so a picture exported "as shown"
// shows the same marks by construction. The editor layer makes it for a step (Stepper::marks),
// `render --steps` for the CLI's shots; the renderer draws it (BoardRenderer::setStepMarks).
struct StepMarks {
    // The cells of the scored features: framed.
    QList<Cell> cells;
    // The scored features' segments: tinted (when empty, the framed cells are washed instead).
    QList<SegmentRef> segments;
    // The figures that decide the scorings (indices into the shown game's figures()): ringed.
    QList<int> figures;
    // The tile the step's move placed: outlined.
    std::optional<Cell> placedTile;
    // Points a scorer gained, written at the middle of `cells` in the player's colour ("+6").
    struct Points {
        QList<Cell> cells;
        int player = -1; // index into the shown game's players()
        int points = 0;
    };
    QList<Points> points;

    bool isEmpty() const
    {
        return cells.isEmpty() && segments.isEmpty() && figures.isEmpty() && !placedTile &&
               points.isEmpty();
    }

    // The marks of a cell alone (the cell a puzzle asks about, the move the analysis shows).
    static StepMarks ofCells(const QList<Cell> &cells);
    // Adds a scoring's feature (cells and segments, each once) and, with `withPoints`, the
    // points each scorer gained on it (players in seating order; a player without points
    // gets no mark).
    void addScoring(const ScoreEvent &event, const QList<Player> &players, bool withPoints);
};

} // namespace ml
