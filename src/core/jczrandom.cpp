// SPDX-License-Identifier: GPL-3.0-or-later
#include "jczrandom.h"

#include <algorithm>
#include <cstring>

namespace ml::jcz
{

double Random::advance(double r)
{
    // Java's Double.doubleToLongBits: the IEEE 754 bits (the import lets no NaN in; the bits
    // of one would still give a value in [0, 1)).
    quint64 bits = 0;
    static_assert(sizeof bits == sizeof r);
    std::memcpy(&bits, &r, sizeof bits);
    constexpr quint64 mask = (quint64(1) << 48) - 1;
    // java.util.Random's multiplier and increment; unsigned overflow wraps as Java's long
    // does, and only the low 48 bits are kept.
    const quint64 x = (quint64(25214903917) * (bits & mask) + 11) & mask;
    return double(x) / double(quint64(1) << 48);
}

int Random::scaled(double r, int bound)
{
    // The import refuses a save whose values lie outside [0, 1) before they get here; this
    // keeps an index in the pile even so, where (int)(r × bound) would be undefined or past
    // its end. Near 1 the product can round up to bound itself.
    if (bound <= 0 || !(r >= 0.0 && r < 1.0)) return 0;
    return std::min(int(r * double(bound)), bound - 1);
}

int Random::nextInt(int bound)
{
    const int result = scaled(m_r, bound);
    if (!m_legacy) m_r = advance(m_r);
    return result;
}

} // namespace ml::jcz
