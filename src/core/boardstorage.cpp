// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

// A board's tables grow with it: on a board of 10,000 tiles they hold a few megabytes. When
// the board goes, the C library hands that memory back to the system, and the next board
// pays again for every page it touches, which on a virtual machine costs more than the
// engine's own work on it (measured: a 10,000-tile game spent a third of its time in page
// faults, a 150-tile game none). So each thread keeps the tables of the largest board it
// dropped, emptied, and its next board starts with them: a search, a validation or a
// benchmark that makes board after board touches its memory once.

namespace ml
{

namespace
{

struct SpareTables {
    std::vector<PlacedTile> tiles;
    std::array<std::vector<int>, 8> ints;
    std::vector<quint8> kind;
    std::vector<std::array<int, 3>> figureCount;
    ~SpareTables();
    // Empties the tables and keeps their room.
    void clear();
};

thread_local SpareTables t_spare;
// Room for more tiles than this (three times the benchmark's longest game) is let go: a board
// that big is rare, and its tables, some 10 MB, are not worth holding on to after it.
constexpr size_t kMostKeptTiles = 32768;
// Boards destroyed after this thread's spare (static ones at exit) must leave it alone. A
// plain bool has no destructor, so it can still be read then.
thread_local bool t_spareGone = false;

SpareTables::~SpareTables()
{
    t_spareGone = true;
}

void SpareTables::clear()
{
    tiles.clear();
    for (std::vector<int> &v : ints)
        v.clear();
    kind.clear();
    figureCount.clear();
}

} // namespace

Board::~Board()
{
    // Only a board bigger than the last one kept is worth keeping, and not a copy with less
    // room than a new board takes anyway.
    const size_t room = m_tiles.capacity();
    if (t_spareGone || room < kFirstTiles || room > kMostKeptTiles ||
        room <= t_spare.tiles.capacity())
        return;
    // The same swap a new board takes the spare with: this board's tables become the spare,
    // and the smaller ones kept so far go with this board.
    takeSpareTables();
    t_spare.clear();
}

bool Board::takeSpareTables()
{
    if (t_spareGone) return false;
    SpareTables &s = t_spare;
    // Swapped, not moved: a new board's empty tables stay behind, so the spare is in a
    // known state (empty, no room) until a bigger board is dropped.
    m_tiles.swap(s.tiles);
    const auto ints = intTables();
    for (size_t i = 0; i < ints.size(); ++i)
        ints[i]->swap(s.ints[i]);
    m_kind.swap(s.kind);
    m_figureCount.swap(s.figureCount);
    return m_tiles.capacity() != 0;
}

} // namespace ml
