// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry.h"

#include <array>

namespace ml
{

namespace
{
const std::array<QStringView, 12> kPortNames = {u"Nw", u"N", u"Ne", u"En", u"E", u"Es",
                                                u"Se", u"S", u"Sw", u"Ws", u"W", u"Wn"};
}

QString portName(int port)
{
    return port >= 0 && port < 12 ? kPortNames[size_t(port)].toString() : QString();
}

int portFromName(QStringView name)
{
    for (int i = 0; i < 12; ++i)
        if (kPortNames[size_t(i)] == name) return i;
    return -1;
}

QString sideName(int side)
{
    static const std::array<QStringView, 4> names = {u"N", u"E", u"S", u"W"};
    return side >= 0 && side < 4 ? names[size_t(side)].toString() : QString();
}

QPointF portOffset(int port)
{
    const qreal along = (port % 3 - 1) * 0.25; // clockwise along the side
    switch (sideOfPort(port)) {
    case North:
        return {along, -0.5};
    case East:
        return {0.5, along};
    case South:
        return {-along, 0.5};
    default:
        return {-0.5, -along};
    }
}

} // namespace ml
