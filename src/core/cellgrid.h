#pragma once

#include "geometry.h"

#include <QtGlobal>

#include <array>
#include <vector>

namespace ml
{

// A map from cells to small values. Cells are kept in square chunks of 16 x 16 found through
// a small open-addressing hash on the chunk coordinate: within a chunk, neighbours sit next
// to each other as in a dense array (the hot path of placing tiles and listing placements
// stays a few instructions), while two groups of tiles a million cells apart cost two chunks,
// not the rectangle between them (format.md §1.3). Any int coordinate may be looked up; the
// chunk arithmetic uses shifts and masks only, so it cannot overflow.
template <typename T> class CellGrid
{
public:
    explicit CellGrid(T empty = T()) : m_empty(empty) {}

    const T &at(Cell c) const
    {
        const int chunk = find(chunkKey(c));
        return chunk < 0 ? m_empty : m_chunks[size_t(chunk)][offset(c)];
    }
    // The value of cell c, to be written. Creates its chunk (filled with the empty value)
    // when needed; a reference stays valid until the next slot() of a cell in a new chunk.
    T &slot(Cell c)
    {
        const quint64 key = chunkKey(c);
        int chunk = find(key);
        if (chunk < 0) chunk = addChunk(key);
        return m_chunks[size_t(chunk)][offset(c)];
    }
    // Chunks allocated (for tests of the memory a far-apart board costs).
    size_t chunkCount() const { return m_chunks.size(); }

private:
    static constexpr int kShift = 4; // 16 x 16 cells a chunk
    static constexpr int kMask = (1 << kShift) - 1;
    // Chunk coordinates are shifted into 0 .. 2^28 - 1, so no key has all bits set.
    static constexpr int kBias = 1 << (31 - kShift);
    static constexpr quint64 kNoKey = ~quint64(0);
    using Chunk = std::array<T, size_t(1) << (2 * kShift)>;

    static quint64 chunkKey(Cell c)
    {
        // Arithmetic shifts floor towards minus infinity, so chunk -1 holds cells -16..-1;
        // INT_MIN >> 4 is -kBias, so adding kBias stays within 0 .. 2^28 - 1.
        return (quint64(quint32((c.x >> kShift) + kBias)) << 32) |
               quint32((c.y >> kShift) + kBias);
    }
    static size_t offset(Cell c) { return size_t(((c.y & kMask) << kShift) | (c.x & kMask)); }
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

    int addChunk(quint64 key)
    {
        // Keep the table at most half full, so a miss ends after a probe or two.
        if ((m_chunks.size() + 1) * 2 > m_keys.size()) rehash(m_keys.empty() ? 16 : m_keys.size() * 2);
        Chunk chunk;
        chunk.fill(m_empty);
        m_chunks.push_back(chunk);
        const int index = int(m_chunks.size()) - 1;
        insert(key, index);
        return index;
    }

    void insert(quint64 key, int index)
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
            if (keys[i] != kNoKey) insert(keys[i], slots[i]);
    }

    T m_empty;
    std::vector<Chunk> m_chunks;
    std::vector<quint64> m_keys; // chunk key per table slot, kNoKey when free
    std::vector<int> m_slots;    // index into m_chunks per table slot
    int m_shift = 60;
};

} // namespace ml
