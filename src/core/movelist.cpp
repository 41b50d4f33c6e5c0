// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelist.h"

namespace ml
{

std::uint32_t MoveList::intern(const QString &s)
{
    const auto found = m_index.constFind(s);
    if (found != m_index.cend()) return found.value();
    const auto index = std::uint32_t(m_strings.size());
    m_strings.append(s);
    m_index.insert(s, index);
    return index;
}

void MoveList::append(const Move &move)
{
    Packed p;
    p.x = move.at.x;
    p.y = move.at.y;
    p.player = intern(move.player);
    p.tile = intern(move.tile);
    p.kind = std::uint8_t(move.kind);
    // A file's turn is 0-3 (the reader refuses other angles); the engine's own hints (type,
    // seat, listed) are never part of a file and are not kept.
    p.rot = std::uint8_t(move.rot);
    p.flags =
        std::uint8_t((move.abbotReturn ? kAbbotReturn : 0) | (move.doubleTurn ? kDoubleTurn : 0));
    if (!move.under.isEmpty() || move.magic || move.figure || !move.flockAction.isEmpty()) {
        p.extra = std::int32_t(m_extras.size());
        m_extras.push_back({move.under, move.magic, move.figure, move.flockAction});
    }
    m_packed.push_back(p);
}

Move MoveList::at(qsizetype i) const
{
    const Packed &p = m_packed[size_t(i)];
    Move m;
    m.at = {p.x, p.y};
    m.player = m_strings[p.player];
    m.tile = m_strings[p.tile];
    m.kind = Move::Kind(p.kind);
    m.rot = p.rot;
    m.abbotReturn = (p.flags & kAbbotReturn) != 0;
    m.doubleTurn = (p.flags & kDoubleTurn) != 0;
    if (p.extra >= 0) {
        const Extra &e = m_extras[size_t(p.extra)];
        m.under = e.under;
        m.magic = e.magic;
        m.figure = e.figure;
        m.flockAction = e.flockAction;
    }
    return m;
}

QList<Move> MoveList::toList() const
{
    QList<Move> out;
    out.reserve(size());
    for (qsizetype i = 0; i < size(); ++i)
        out.append(at(i));
    return out;
}

MoveList MoveList::fromList(const QList<Move> &moves)
{
    MoveList out;
    out.reserve(moves.size());
    for (const Move &m : moves)
        out.append(m);
    return out;
}

} // namespace ml
