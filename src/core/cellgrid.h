#pragma once

#include "geometry.h"

#include <vector>

namespace ml
{

// A map from cells to small values, stored as a dense rectangle that grows (doubling) to
// hold every cell written. Boards are compact blobs, so this beats hashing on the hot path
// of placing tiles and listing placements.
template <typename T> class CellGrid
{
public:
    explicit CellGrid(T empty = T()) : m_empty(empty) {}

    const T &at(Cell c) const
    {
        const int x = c.x - m_x0, y = c.y - m_y0;
        if (x < 0 || y < 0 || x >= m_w || y >= m_h) return m_empty;
        return m_data[size_t(y) * size_t(m_w) + size_t(x)];
    }
    T &slot(Cell c)
    {
        grow(c);
        return m_data[size_t(c.y - m_y0) * size_t(m_w) + size_t(c.x - m_x0)];
    }

private:
    void grow(Cell c)
    {
        if (c.x >= m_x0 && c.y >= m_y0 && c.x < m_x0 + m_w && c.y < m_y0 + m_h) return;
        int x0 = m_w ? std::min(m_x0, c.x) : c.x - 8, y0 = m_h ? std::min(m_y0, c.y) : c.y - 8;
        int x1 = m_w ? std::max(m_x0 + m_w, c.x + 1) : c.x + 9;
        int y1 = m_h ? std::max(m_y0 + m_h, c.y + 1) : c.y + 9;
        // Leave room on the side that grew, so a growing board reallocates rarely.
        const int padX = std::max(8, (x1 - x0) / 2), padY = std::max(8, (y1 - y0) / 2);
        if (c.x < m_x0) x0 -= padX;
        if (c.x >= m_x0 + m_w) x1 += padX;
        if (c.y < m_y0) y0 -= padY;
        if (c.y >= m_y0 + m_h) y1 += padY;
        std::vector<T> data(size_t(x1 - x0) * size_t(y1 - y0), m_empty);
        for (int y = 0; y < m_h; ++y)
            for (int x = 0; x < m_w; ++x)
                data[size_t(y + m_y0 - y0) * size_t(x1 - x0) + size_t(x + m_x0 - x0)] =
                    m_data[size_t(y) * size_t(m_w) + size_t(x)];
        m_data.swap(data);
        m_x0 = x0;
        m_y0 = y0;
        m_w = x1 - x0;
        m_h = y1 - y0;
    }

    T m_empty;
    int m_x0 = 0, m_y0 = 0, m_w = 0, m_h = 0;
    std::vector<T> m_data;
};

} // namespace ml
