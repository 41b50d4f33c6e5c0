// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventtext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ml
{

class Game;

// One cell of the board in words, as a screen reader reads the board view's table cell by
// cell: "C3, tile E turned 90°: city north (Red's meeple), road east–west", or "D4, empty".
// It says what a sighted player sees on that square, made from the engine's data (the tile
// lying there, its turn, its segments turned as it lies, the figures on them), never from the
// drawing, in the interface language of the moment (tr()). Cells, players and features are
// named as EventText names them, so "C3" is the cell the board's edge labels show.
// Translation context: ml::CellDescription.
class CellDescription
{
    Q_DECLARE_TR_FUNCTIONS(ml::CellDescription)
public:
    explicit CellDescription(const EventText &text);

    // The whole name of `cell` on `game`'s board (an empty cell when `game` is null).
    QString name(const Game *game, Cell cell) const;
    // What lies on the cell, without the cell's name: "city north (Red's meeple)", ... one
    // entry a feature, the tile's hill and vineyard last. Empty for an empty cell.
    QStringList parts(const Game &game, Cell cell) const;

private:
    QString figuresOn(const Game &game, int tile, int segment) const;

    EventText m_text;
};

} // namespace ml
