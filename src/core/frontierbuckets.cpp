// SPDX-License-Identifier: GPL-3.0-or-later
#include "frontierbuckets.h"

#include <algorithm>

namespace ml
{

namespace
{
// A bucket's first slab: most buckets never hold more cells than this.
constexpr int kFirstSlab = 8;
} // namespace

void FrontierBuckets::reserve(int cells)
{
    if (int(m_pool.size()) < cells) m_pool.resize(size_t(cells));
}

void FrontierBuckets::grow(int bucket)
{
    Slab &s = m_slabs[size_t(bucket)];
    const int capacity = s.capacity == 0 ? kFirstSlab : 2 * s.capacity;
    // The last slab in the pool grows where it is.
    if (s.capacity > 0 && s.begin + s.capacity == m_used &&
        m_used + (capacity - s.capacity) <= int(m_pool.size())) {
        m_used += capacity - s.capacity;
        s.capacity = capacity;
        return;
    }
    if (m_used + capacity > int(m_pool.size())) pack();
    if (m_used + capacity > int(m_pool.size()))
        m_pool.resize(std::max({2 * m_pool.size(), size_t(m_used + capacity), size_t(256)}));
    std::copy_n(m_pool.begin() + s.begin, s.size, m_pool.begin() + m_used);
    s.begin = m_used;
    s.capacity = capacity;
    m_used += capacity;
}

// Slides the slabs down over the room left behind by slabs that moved, in pool order, so that
// each moves towards the start and never over a slab not yet moved.
void FrontierBuckets::pack()
{
    std::array<short, kCount> order;
    int n = 0;
    for (int b = 0; b < kCount; ++b)
        if (m_slabs[size_t(b)].capacity > 0) order[size_t(n++)] = short(b);
    std::sort(order.begin(), order.begin() + n, [this](short a, short b) {
        return m_slabs[size_t(a)].begin < m_slabs[size_t(b)].begin;
    });
    int used = 0;
    for (int i = 0; i < n; ++i) {
        Slab &s = m_slabs[size_t(order[size_t(i)])];
        if (s.begin != used) {
            const auto from = m_pool.begin() + s.begin;
            std::copy(from, from + s.size, m_pool.begin() + used);
        }
        s.begin = used;
        used += s.capacity;
    }
    m_used = used;
}

} // namespace ml
