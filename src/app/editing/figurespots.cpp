// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurespots.h"

#include "game.h"

#include <QKeyEvent>

#include <algorithm>
#include <iterator>

namespace ml
{

namespace
{
QString kindWord(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Road:
        return FigureSpots::tr("road", "figure spot");
    case SegmentKind::City:
        return FigureSpots::tr("city", "figure spot");
    case SegmentKind::Field:
        return FigureSpots::tr("field", "figure spot");
    case SegmentKind::Monastery:
        return FigureSpots::tr("monastery", "figure spot");
    case SegmentKind::Castle:
        return FigureSpots::tr("castle", "figure spot");
    case SegmentKind::Garden: // the abbot's spot (R-AB-6)
        return FigureSpots::tr("garden", "figure spot");
    case SegmentKind::River: // never a figure spot (R-RI-8)
        break;
    }
    return {};
}

// A port name with its compass letters in the interface's language (Dutch writes O and Z).
QString portWords(const QString &port)
{
    struct Words {
        const char *text;
        const char *comment;
    };
    struct Letter {
        char letter;
        Words words; // QT_TRANSLATE_NOOP3 gives both in braces
    };
    static const Letter letters[] = {
        {'N', QT_TRANSLATE_NOOP3("FigureSpots", "N", "north")},
        {'E', QT_TRANSLATE_NOOP3("FigureSpots", "E", "east")},
        {'S', QT_TRANSLATE_NOOP3("FigureSpots", "S", "south")},
        {'W', QT_TRANSLATE_NOOP3("FigureSpots", "W", "west")},
        {'n', QT_TRANSLATE_NOOP3("FigureSpots", "n", "north half")},
        {'e', QT_TRANSLATE_NOOP3("FigureSpots", "e", "east half")},
        {'s', QT_TRANSLATE_NOOP3("FigureSpots", "s", "south half")},
        {'w', QT_TRANSLATE_NOOP3("FigureSpots", "w", "west half")},
    };
    QString out;
    for (const QChar c : port) {
        const auto *found =
            std::find_if(std::begin(letters), std::end(letters),
                         [c](const Letter &l) { return c == QLatin1Char(l.letter); });
        out += found == std::end(letters)
                   ? QString(c)
                   : FigureSpots::tr(found->words.text, found->words.comment);
    }
    return out;
}
} // namespace

FigureSpots::FigureSpots(const TileType &type, Cell at, int rot)
{
    // Nine keys, so a tile's first nine segments; no tile of the sets has more.
    for (int s = 0; s < type.segments.size() && m_spots.size() < 9; ++s) {
        FigureSpot spot;
        spot.segment = s;
        spot.kind = type.segments[s].kind;
        spot.on = locationFor(type, at, rot, s, &spot.cell);
        if (!spot.on.isEmpty()) m_spots.append(spot);
    }
}

const FigureSpot *FigureSpots::spot(int digit) const
{
    return digit >= 1 && digit <= m_spots.size() ? &m_spots[digit - 1] : nullptr;
}

QString FigureSpots::text() const
{
    QStringList parts;
    for (qsizetype i = 0; i < m_spots.size(); ++i) {
        const FigureSpot &s = m_spots[i];
        const bool named = s.kind == SegmentKind::Monastery || s.kind == SegmentKind::Castle;
        parts << (named ? QStringLiteral("%1 %2").arg(i + 1).arg(kindWord(s.kind))
                        : QStringLiteral("%1 %2 (%3)")
                              .arg(i + 1)
                              .arg(kindWord(s.kind), portWords(s.on)));
    }
    return parts.join(QStringLiteral(" · "));
}

int FigureSpots::digitOf(const QKeyEvent *event)
{
    const int key = event->key();
    // Ctrl+1..4 choose tools, Alt+digits belong to menus: only a bare digit (or keypad) counts.
    const Qt::KeyboardModifiers others = event->modifiers() & ~Qt::KeypadModifier;
    if (others != Qt::NoModifier) return 0;
    return key >= Qt::Key_1 && key <= Qt::Key_9 ? key - Qt::Key_0 : 0;
}

} // namespace ml
