// SPDX-License-Identifier: GPL-3.0-or-later
#include "colourname.h"

#include <QtGlobal>

#include <limits>

namespace ml
{

namespace
{

struct Named {
    QRgb rgb;
    const char *name;
};

// The six default player colours (BoardDocument::defaultPlayerColour) first, then pure and
// plain colours a colour dialog or another program gives. "Purple" follows the seeds' word for
// the mage's colour (lila).
const Named kNamed[] = {
    {0xc62828, QT_TRANSLATE_NOOP("ml::ColourName", "Red")},
    {0x1565c0, QT_TRANSLATE_NOOP("ml::ColourName", "Blue")},
    {0x2e7d32, QT_TRANSLATE_NOOP("ml::ColourName", "Green")},
    {0xf9a825, QT_TRANSLATE_NOOP("ml::ColourName", "Yellow")},
    {0x37474f, QT_TRANSLATE_NOOP("ml::ColourName", "Black")},
    {0xd81b60, QT_TRANSLATE_NOOP("ml::ColourName", "Pink")},
    {0xff0000, QT_TRANSLATE_NOOP("ml::ColourName", "Red")},
    {0x0000ff, QT_TRANSLATE_NOOP("ml::ColourName", "Blue")},
    {0x00a000, QT_TRANSLATE_NOOP("ml::ColourName", "Green")},
    {0xffff00, QT_TRANSLATE_NOOP("ml::ColourName", "Yellow")},
    {0x000000, QT_TRANSLATE_NOOP("ml::ColourName", "Black")},
    {0xff80c0, QT_TRANSLATE_NOOP("ml::ColourName", "Pink")},
    {0xef6c00, QT_TRANSLATE_NOOP("ml::ColourName", "Orange")},
    {0x7b3fa0, QT_TRANSLATE_NOOP("ml::ColourName", "Purple")},
    {0x6d4c41, QT_TRANSLATE_NOOP("ml::ColourName", "Brown")},
    {0x9e9e9e, QT_TRANSLATE_NOOP("ml::ColourName", "Grey")},
    {0xffffff, QT_TRANSLATE_NOOP("ml::ColourName", "White")},
};

// How far apart two colours look: the "redmean" weighting of RGB distance, close enough to
// the eye for picking a name.
long distance(QRgb a, QRgb b)
{
    const long r = qRed(a) - qRed(b), g = qGreen(a) - qGreen(b), bl = qBlue(a) - qBlue(b);
    const long mean = (qRed(a) + qRed(b)) / 2;
    return ((512 + mean) * r * r >> 8) + 4 * g * g + ((767 - mean) * bl * bl >> 8);
}

} // namespace

QString ColourName::of(const QColor &colour)
{
    if (!colour.isValid()) return {};
    const QRgb rgb = colour.rgb() & 0xffffff;
    const Named *best = nullptr;
    long nearest = std::numeric_limits<long>::max();
    for (const Named &n : kNamed) {
        const long d = distance(rgb, n.rgb);
        if (d < nearest) {
            nearest = d;
            best = &n;
        }
    }
    return tr(best->name);
}

} // namespace ml
