// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QtGlobal>

#include <array>
#include <vector>

namespace ml
{

// The board's frontier cells sorted into buckets (Board::m_buckets), all kept in one pool of
// cells. Each bucket owns a run of the pool (its slab) and stays contiguous, so listing
// placements hands out plain pointers into it. A full slab moves to the end of the pool with
// twice the room; when the pool has no room left, the slabs are first packed together
// again, and only then does the pool grow. So a board takes its room once, early in a game,
// and no later turn allocates, where 257 separate vectors each allocated the first time a
// cell with their kind of edges appeared.
//
// Cells keep their order in a bucket whatever the slabs do: a removal moves the last cell
// into the gap, and the board's trial log undoes pushes and removals by position.
class FrontierBuckets
{
public:
    static constexpr int kCount = 257;

    int size(int bucket) const { return m_slabs[size_t(bucket)].size; }
    bool isEmpty(int bucket) const { return size(bucket) == 0; }
    const Cell *cells(int bucket) const { return m_pool.data() + m_slabs[size_t(bucket)].begin; }
    const Cell *begin(int bucket) const { return cells(bucket); }
    const Cell *end(int bucket) const { return cells(bucket) + size(bucket); }
    Cell &at(int bucket, int position)
    {
        return m_pool[size_t(m_slabs[size_t(bucket)].begin + position)];
    }

    void push(int bucket, Cell c)
    {
        Slab &s = m_slabs[size_t(bucket)];
        if (Q_UNLIKELY(s.size == s.capacity)) grow(bucket);
        m_pool[size_t(s.begin + s.size++)] = c;
    }
    void popBack(int bucket) { --m_slabs[size_t(bucket)].size; }

    // Room in the pool for `cells` cells, taken at a board's first tile.
    void reserve(int cells);

private:
    struct Slab {
        int begin = 0;
        int size = 0;
        int capacity = 0;
    };
    void grow(int bucket);
    void pack();

    std::vector<Cell> m_pool; // its size() is the room; m_used of it is handed out
    int m_used = 0;
    std::array<Slab, kCount> m_slabs{};
};

} // namespace ml
