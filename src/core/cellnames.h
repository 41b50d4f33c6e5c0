// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace ml
{

class Board;
class Timeline;

// The names a reader finds cells by, chess-like: a column letter and a row number, "C7".
// Columns are lettered A, B, ... Z, AA, AB, ... from the west, rows numbered 1, 2, ... from
// the north, as the board lies on screen (y grows to the south, geometry.h). Written once
// here so that the step texts and the labels along the board's edges in the view and in the
// pictures cannot disagree.
//
// The names are fixed by an extent: for a board file, every tile of its set-up and of all its
// moves, with one free cell around them (forTimeline()). So a cell keeps its name at every
// step of one file, and every cell a next tile may go to (the outlook, the analysis board, a
// puzzle's answer) has a name that the view labels too. Cells outside the extent still get a
// name that cannot be mistaken for one inside: rows 0, -1, ... north of row 1, and columns -A,
// -B, ... west of column A.
//
// A null CellNames (no board to name from) writes the file's coordinates, "(2, -1)".
class CellNames
{
public:
    CellNames() = default;
    // Column A is x == west, row 1 is y == north; the extent reaches to east and south.
    CellNames(int west, int north, int east, int south);
    // The board's tiles with a free cell around them; an empty board names the cells around
    // (0, 0).
    static CellNames forBoard(const Board &board);
    // The board after every move the timeline played, which holds the set-up's tiles and
    // every move's; null when the timeline has no set-up.
    static CellNames forTimeline(const Timeline &timeline);

    bool isNull() const { return m_null; }
    int west() const { return m_west; }
    int north() const { return m_north; }
    int east() const { return m_east; }
    int south() const { return m_south; }
    bool contains(Cell c) const
    {
        return !m_null && c.x >= m_west && c.x <= m_east && c.y >= m_north && c.y <= m_south;
    }

    // "C7".
    QString name(Cell c) const;
    // The label of a column ("C") and of a row ("7"), as drawn along the edges.
    QString columnName(int x) const;
    QString rowName(int y) const;

    // Back from a label to its coordinate: the x of a column name ("C", "c", "-A") and the y
    // of a row name ("7", "0", "-2"), as columnName() and rowName() write them (a null
    // CellNames reads plain numbers); none for anything else, or beyond ±1,000,000 (the
    // board file's limit).
    std::optional<int> column(QStringView name) const;
    std::optional<int> row(QStringView name) const;

    // 0 -> "A", 25 -> "Z", 26 -> "AA", 27 -> "AB", 702 -> "AAA"; a negative index -1 -> "-A",
    // -2 -> "-B".
    static QString letters(qint64 index);

    friend bool operator==(const CellNames &a, const CellNames &b)
    {
        return a.m_null == b.m_null && a.m_west == b.m_west && a.m_north == b.m_north &&
               a.m_east == b.m_east && a.m_south == b.m_south;
    }
    friend bool operator!=(const CellNames &a, const CellNames &b) { return !(a == b); }

private:
    bool m_null = true;
    int m_west = 0, m_north = 0, m_east = 0, m_south = 0;
};

} // namespace ml
