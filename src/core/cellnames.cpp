// SPDX-License-Identifier: GPL-3.0-or-later
#include "cellnames.h"

#include "board.h"
#include "timeline.h"

#include <algorithm>

namespace ml
{

CellNames::CellNames(int west, int north, int east, int south)
    : m_null(false), m_west(west), m_north(north), m_east(std::max(west, east)),
      m_south(std::max(north, south))
{
}

CellNames CellNames::forBoard(const Board &board)
{
    int west = 0, north = 0, east = 0, south = 0;
    bool any = false;
    for (const PlacedTile &t : board.tiles())
        for (int i = 0; i < (t.type ? t.type->cells : 1); ++i) {
            const Cell c = t.cell(i);
            west = any ? std::min(west, c.x) : c.x;
            east = any ? std::max(east, c.x) : c.x;
            north = any ? std::min(north, c.y) : c.y;
            south = any ? std::max(south, c.y) : c.y;
            any = true;
        }
    // The free cells around the tiles are where the next tile may go: they are named and
    // labelled too. Cells lie within ±kCoordinateLimit, so one more never overflows.
    return CellNames(west - 1, north - 1, east + 1, south + 1);
}

CellNames CellNames::forTimeline(const Timeline &timeline)
{
    if (timeline.isNull() || !timeline.isSetUp()) return {};
    // Tiles never leave the board, so the last position holds every tile placed before it.
    const std::shared_ptr<const Game> last = timeline.afterMoves();
    return last ? forBoard(last->board()) : CellNames();
}

QString CellNames::letters(qint64 index)
{
    if (index < 0) return QLatin1Char('-') + letters(-index - 1);
    // Bijective base 26: A..Z, then AA..ZZ, then AAA...
    QString out;
    qint64 n = index + 1;
    while (n > 0) {
        const qint64 digit = (n - 1) % 26;
        out.prepend(QChar(char16_t(u'A' + digit)));
        n = (n - 1) / 26;
    }
    return out;
}

QString CellNames::columnName(int x) const
{
    if (m_null) return QString::number(x);
    return letters(qint64(x) - m_west);
}

QString CellNames::rowName(int y) const
{
    if (m_null) return QString::number(y);
    return QString::number(qint64(y) - m_north + 1);
}

namespace
{
std::optional<int> withinLimit(qint64 v)
{
    if (v < -kCoordinateLimit || v > kCoordinateLimit) return std::nullopt;
    return int(v);
}

std::optional<qint64> plainNumber(QStringView text)
{
    // Seven digits are more than the limit needs and far from qint64's end.
    const QStringView t = text.trimmed();
    if (t.isEmpty() || t.size() > 8) return std::nullopt;
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}
} // namespace

std::optional<int> CellNames::column(QStringView name) const
{
    if (m_null) {
        const std::optional<qint64> v = plainNumber(name);
        return v ? withinLimit(*v) : std::nullopt;
    }
    QStringView t = name.trimmed();
    const bool west = t.startsWith(u'-');
    if (west) t = t.mid(1);
    // Five letters reach 12 million columns, past the limit; more could overflow.
    if (t.isEmpty() || t.size() > 5) return std::nullopt;
    qint64 n = 0;
    for (const QChar c : t) {
        const char16_t u = c.toUpper().unicode();
        if (u < u'A' || u > u'Z') return std::nullopt;
        n = n * 26 + (u - u'A' + 1);
    }
    const qint64 index = west ? -(n - 1) - 1 : n - 1;
    return withinLimit(m_west + index);
}

std::optional<int> CellNames::row(QStringView name) const
{
    const std::optional<qint64> v = plainNumber(name);
    if (!v) return std::nullopt;
    return withinLimit(m_null ? *v : *v + m_north - 1);
}

QString CellNames::name(Cell c) const
{
    if (m_null) return QStringLiteral("(%1, %2)").arg(c.x).arg(c.y);
    return columnName(c.x) + rowName(c.y);
}

} // namespace ml
