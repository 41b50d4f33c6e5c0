// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <iterator>
#include <vector>

namespace ml
{

// The moves of a board file, packed. A file may hold a million moves; as Move objects (strings
// and optional parts, some 270 bytes each) they would outweigh the board they build. Here a
// move takes 24 bytes: its player and tile as numbers into a table of the strings seen, its
// cell, turn and flags; the rarer parts (a figure, the mage or witch, a hill's hidden tile, the
// shepherd's choice) are kept beside it only for the moves that have them. Reading a move
// gives a Move back, its strings shared with the table, so nothing is allocated.
class MoveList
{
public:
    qsizetype size() const { return qsizetype(m_packed.size()); }
    bool isEmpty() const { return m_packed.empty(); }
    void reserve(qsizetype n) { m_packed.reserve(size_t(n)); }
    void append(const Move &move);

    Move at(qsizetype i) const;
    // Parts of move i without reading out the whole move.
    Move::Kind kindAt(qsizetype i) const { return Move::Kind(m_packed[size_t(i)].kind); }
    const QString &tileAt(qsizetype i) const { return m_strings[m_packed[size_t(i)].tile]; }
    Move operator[](qsizetype i) const { return at(i); }
    Move constFirst() const { return at(0); }
    Move constLast() const { return at(size() - 1); }
    QList<Move> toList() const;
    static MoveList fromList(const QList<Move> &moves);

    // Walks the moves in order, each read out as a Move (for range-for).
    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Move;
        using difference_type = qsizetype;
        using pointer = void;
        using reference = Move;
        const_iterator(const MoveList *list, qsizetype i) : m_list(list), m_i(i) {}
        Move operator*() const { return m_list->at(m_i); }
        const_iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator==(const const_iterator &o) const { return m_i == o.m_i; }
        bool operator!=(const const_iterator &o) const { return m_i != o.m_i; }

    private:
        const MoveList *m_list;
        qsizetype m_i;
    };
    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }

private:
    // What only some moves carry.
    struct Extra {
        QString under;
        std::optional<MagicChoice> magic;
        std::optional<FigureChoice> figure;
        QString flockAction;
    };
    struct Packed {
        std::int32_t x = 0;
        std::int32_t y = 0;
        std::uint32_t player = 0; // index into m_strings
        std::uint32_t tile = 0;   // index into m_strings
        std::int32_t extra = -1;  // index into m_extras, -1: none
        std::uint8_t kind = 0;
        std::uint8_t rot = 0;
        std::uint8_t flags = 0; // kAbbotReturn | kDoubleTurn
    };
    static constexpr std::uint8_t kAbbotReturn = 1;
    static constexpr std::uint8_t kDoubleTurn = 2;

    std::uint32_t intern(const QString &s);

    std::vector<Packed> m_packed;
    std::vector<Extra> m_extras;
    QList<QString> m_strings;
    QHash<QString, std::uint32_t> m_index;
};

} // namespace ml
