#include "jczrandom.h"

#include <cstring>

namespace ml::jcz
{

double Random::advance(double r)
{
    // Java's Double.doubleToLongBits: the IEEE 754 bits (r is never NaN here).
    quint64 bits = 0;
    static_assert(sizeof bits == sizeof r);
    std::memcpy(&bits, &r, sizeof bits);
    constexpr quint64 mask = (quint64(1) << 48) - 1;
    // java.util.Random's multiplier and increment; unsigned overflow wraps as Java's long
    // does, and only the low 48 bits are kept.
    const quint64 x = (quint64(25214903917) * (bits & mask) + 11) & mask;
    return double(x) / double(quint64(1) << 48);
}

int Random::nextInt(int bound)
{
    const int result = int(m_r * double(bound));
    if (!m_legacy) m_r = advance(m_r);
    return result;
}

} // namespace ml::jcz
