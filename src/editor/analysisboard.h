// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eventtext.h"
#include "puzzlesearch.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace ml
{

class BoardFile;

// The analysis board of Explore: a best-move search of one tile read per
// cell, so the board can show where the tile pays most. Plain data, so the widgets only draw
// it and the tests check it without a window.
struct CellGain {
    Cell at;      // the cell the tile's move names (the first cell of a double tile)
    int best = 0; // the best gain of any move there
    // Indices into SearchResult::ranked of the moves there, best first (the search's order).
    QList<int> moves;
};

// One entry per cell where the tile fits, in the order of the cells' best moves (best
// first): the search ranks moves, so a cell's first move is its best.
QList<CellGain> bestGainPerCell(const SearchResult &result);

// The colour scale of the gains: viridis, a sequential scale that stays readable for the
// common colour-blind readings and in grey, from dark (lowest gain shown) to yellow
// (highest). Lowest and highest come from the cells, so the scale spreads over what the
// board offers.
class GainScale
{
public:
    GainScale() = default;
    GainScale(int low, int high) : m_low(qMin(low, high)), m_high(qMax(low, high)) {}
    static GainScale of(const QList<CellGain> &cells);
    int low() const { return m_low; }
    int high() const { return m_high; }
    // 0 at low, 1 at high (0.5 when every cell gains the same).
    qreal position(int gain) const;
    QColor colour(int gain) const;
    static QColor colourAt(qreal position);
    // Black or white, whichever reads better on `background`.
    static QColor textOn(const QColor &background);

private:
    int m_low = 0;
    int m_high = 0;
};

// "+4", "0", "-2".
QString gainText(int gain);

// The tile "next of the stack" at `position` (moves played) of `file`: the tile the next
// move placed when one follows (what was drawn then), otherwise the first of the file's
// `stack` (docs/board-format.md, `moves`). Empty when neither says.
QString nextStackTile(const BoardFile &file, int position);

// Words for the moves of the analysis board. Translation context: ml::AnalysisText.
class AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(ml::AnalysisText)
public:
    // Cells are named by `cells`, as the board's edges label them (CellNames).
    explicit AnalysisText(const QList<Player> &players, const CellNames &cells = {})
        : m_events(players, cells)
    {
    }
    // "90°, meeple in the city on the north side of (1, 0): +4 (Red 4, Blue 0)", the move
    // played on `before`, and on a second line each player's total if the game ended after
    // it (when the search gave it).
    QString moveText(const Game &before, const RankedMove &r) const;
    // What the figure of `move` is and where: "meeple in the city ...", "no figure".
    QString figureText(const Game &before, const Move &move) const;
    // "Red 4, Blue 0".
    QString pointsText(const QList<Player> &players, const QMap<QString, int> &points) const;
    QString cellText(Cell cell) const { return m_events.cellText(cell); }

private:
    EventText m_events;
};

} // namespace ml
