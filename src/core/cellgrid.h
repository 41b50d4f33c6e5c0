// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QtGlobal>

#include <array>
#include <vector>

namespace ml
{

// A map from cells to small values. Cells are kept in square chunks of 16 x 16. The chunks of
// the 512 x 512 cells around (0,0), where boards start and mostly stay, are found through a
// fixed window of chunk numbers (one load, about as fast as the dense rectangle this replaces);
// any other chunk is found through a small open-addressing hash on its coordinate. So two
// groups of tiles a million cells apart cost two chunks, not the rectangle between them
// (docs/board-format.md, `tiles` and `figures`). Any int coordinate may be looked up; the chunk
// arithmetic uses shifts and masks only, so it cannot overflow.
template <typename T> class CellGrid
{
public:
    explicit CellGrid(T empty = T()) : m_empty(empty)
    {
        // Room for a small board's chunks at once: growing chunk by chunk copied kilobytes.
        m_chunks.reserve(8);
        addChunk(); // chunk 0 stays empty: every window slot without a chunk points at it
        m_window.fill(0);
    }

    const T &at(Cell c) const
    {
        const int w = windowIndex(c);
        if (Q_LIKELY(w >= 0)) return m_chunks[size_t(m_window[size_t(w)])][offset(c)];
        return atFar(c);
    }
    // The value of cell c, to be written. Creates its chunk (filled with the empty value)
    // when needed; a reference stays valid until the next slot() of a cell in a new chunk.
    T &slot(Cell c)
    {
        const int w = windowIndex(c);
        int chunk = w >= 0 ? m_window[size_t(w)] : find(chunkKey(c));
        if (Q_UNLIKELY(chunk <= 0)) chunk = addChunk(c, w);
        return m_chunks[size_t(chunk)][offset(c)];
    }
    // The eight cells around c, clockwise from the north-west (the order of Board's
    // kAround). Most cells lie inside their chunk's border, and then the eight come from
    // that one chunk without a lookup each.
    Q_ALWAYS_INLINE std::array<T, 8> around(Cell c) const
    {
        const int lx = int(shiftedX(c) & kMask), ly = int(shiftedY(c) & kMask);
        const int w = windowIndex(c);
        if (Q_LIKELY(lx > 0 && lx < kMask && ly > 0 && ly < kMask && w >= 0)) {
            const T *d = m_chunks[size_t(m_window[size_t(w)])].data() + offset(c);
            constexpr int row = 1 << kShift;
            return {d[-row - 1], d[-row], d[-row + 1], d[1], d[row + 1], d[row], d[row - 1], d[-1]};
        }
        return aroundOneByOne(c);
    }
    // Chunks holding cells (for tests of the memory a far-apart board costs).
    size_t chunkCount() const { return m_chunks.size() - 1; }

private:
    static constexpr int kShift = 4; // 16 x 16 cells a chunk
    static constexpr int kMask = (1 << kShift) - 1;
    static constexpr int kWindow = 32; // window chunks a side, centred on chunk (0,0)
    // Chunk coordinates are shifted into 0 .. 2^28, so no key has all bits set.
    static constexpr int kBias = 1 << (31 - kShift);
    static constexpr quint64 kNoKey = ~quint64(0);
    using Chunk = std::array<T, size_t(1) << (2 * kShift)>;

    // Cells are moved by half a chunk before they are split into chunk and place, so that the
    // start tile (0,0) and the cells around it lie in the middle of a chunk: their eight
    // neighbours then come from one chunk (around()), where at the chunk's corner (0,0) half
    // of a board's first cells took the slow path of eight lookups. In 64 bits, so the move
    // cannot overflow an int coordinate.
    static constexpr qint64 kCentre = qint64(1) << (kShift - 1);
    static qint64 shiftedX(Cell c) { return qint64(c.x) + kCentre; }
    static qint64 shiftedY(Cell c) { return qint64(c.y) + kCentre; }
    // The chunk's place in the window, or -1 outside it.
    static int windowIndex(Cell c)
    {
        const quint64 wx = quint64((shiftedX(c) >> kShift) + kWindow / 2);
        const quint64 wy = quint64((shiftedY(c) >> kShift) + kWindow / 2);
        return wx < quint64(kWindow) && wy < quint64(kWindow) ? int(wy * kWindow + wx) : -1;
    }
    static quint64 chunkKey(Cell c)
    {
        // Arithmetic shifts floor towards minus infinity, so chunk -1 holds cells -24..-9;
        // (INT_MIN + 8) >> 4 is -kBias and (INT_MAX + 8) >> 4 is kBias, so adding kBias stays
        // within 0 .. 2^28.
        return (quint64(quint32((shiftedX(c) >> kShift) + kBias)) << 32) |
               quint32((shiftedY(c) >> kShift) + kBias);
    }
    static size_t offset(Cell c)
    {
        return size_t(((shiftedY(c) & kMask) << kShift) | (shiftedX(c) & kMask));
    }
    size_t bucketOf(quint64 key) const
    {
        // Fibonacci hashing: the top bits of the product spread neighbouring chunks apart.
        return size_t((key * 0x9E3779B97F4A7C15ull) >> m_shift);
    }

    int find(quint64 key) const
    {
        if (m_keys.empty()) return -1;
        const size_t mask = m_keys.size() - 1;
        for (size_t i = bucketOf(key);; i = (i + 1) & mask) {
            if (m_keys[i] == key) return m_slots[i];
            if (m_keys[i] == kNoKey) return -1;
        }
    }

    int addChunk()
    {
        m_chunks.emplace_back().fill(m_empty);
        return int(m_chunks.size()) - 1;
    }
    // Out of line: the rare paths stay out of the inlined lookups.
    Q_NEVER_INLINE int addChunk(Cell c, int window)
    {
        const int chunk = addChunk();
        if (window >= 0)
            m_window[size_t(window)] = chunk;
        else
            insert(chunkKey(c), chunk);
        return chunk;
    }
    Q_NEVER_INLINE std::array<T, 8> aroundOneByOne(Cell c) const
    {
        return {at({c.x - 1, c.y - 1}), at({c.x, c.y - 1}),     at({c.x + 1, c.y - 1}),
                at({c.x + 1, c.y}),     at({c.x + 1, c.y + 1}), at({c.x, c.y + 1}),
                at({c.x - 1, c.y + 1}), at({c.x - 1, c.y})};
    }
    Q_NEVER_INLINE const T &atFar(Cell c) const
    {
        const int chunk = find(chunkKey(c));
        return chunk < 0 ? m_empty : m_chunks[size_t(chunk)][offset(c)];
    }

    void insert(quint64 key, int index)
    {
        // Keep the table at most half full, so a miss ends after a probe or two.
        if ((m_hashed + 1) * 2 > m_keys.size()) rehash(m_keys.empty() ? 16 : m_keys.size() * 2);
        ++m_hashed;
        place(key, index);
    }

    void place(quint64 key, int index)
    {
        const size_t mask = m_keys.size() - 1;
        size_t i = bucketOf(key);
        while (m_keys[i] != kNoKey)
            i = (i + 1) & mask;
        m_keys[i] = key;
        m_slots[i] = index;
    }

    void rehash(size_t capacity)
    {
        std::vector<quint64> keys;
        keys.swap(m_keys);
        m_keys.assign(capacity, kNoKey);
        std::vector<int> slots;
        slots.swap(m_slots);
        m_slots.assign(capacity, -1);
        int bits = 0;
        while ((size_t(1) << bits) < capacity)
            ++bits;
        m_shift = 64 - bits;
        for (size_t i = 0; i < keys.size(); ++i)
            if (keys[i] != kNoKey) place(keys[i], slots[i]);
    }

    T m_empty;
    std::vector<Chunk> m_chunks;
    std::array<int, kWindow * kWindow> m_window; // index into m_chunks, 0 for none
    size_t m_hashed = 0;                         // chunks outside the window
    std::vector<quint64> m_keys;                 // chunk key per table slot, kNoKey when free
    std::vector<int> m_slots;                    // index into m_chunks per table slot
    int m_shift = 60;
};

} // namespace ml
