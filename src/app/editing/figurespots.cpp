#include "figurespots.h"

#include "game.h"

#include <QKeyEvent>

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
    }
    return {};
}

// A port name with its compass letters in the interface's language (Dutch writes O and Z).
QString portWords(const QString &port)
{
    QString out;
    for (const QChar c : port) {
        switch (c.unicode()) {
        case 'N':
            out += FigureSpots::tr("N", "north");
            break;
        case 'E':
            out += FigureSpots::tr("E", "east");
            break;
        case 'S':
            out += FigureSpots::tr("S", "south");
            break;
        case 'W':
            out += FigureSpots::tr("W", "west");
            break;
        case 'n':
            out += FigureSpots::tr("n", "north half");
            break;
        case 'e':
            out += FigureSpots::tr("e", "east half");
            break;
        case 's':
            out += FigureSpots::tr("s", "south half");
            break;
        case 'w':
            out += FigureSpots::tr("w", "west half");
            break;
        default:
            out += c;
        }
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
