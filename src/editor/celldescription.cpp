// SPDX-License-Identifier: GPL-3.0-or-later
#include "celldescription.h"

#include "featureorder.h"
#include "game.h"

#include <QPointF>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace ml
{

namespace
{
// One of eight compass points for where ports lie around a cell's middle (portOffset, a
// cell of side 1), or nothing when they surround it.
QString compassWord(QPointF v)
{
    if (std::hypot(v.x(), v.y()) < 0.125) return {};
    const double degrees = qRadiansToDegrees(std::atan2(-v.y(), v.x()));
    switch ((int(std::lround(degrees / 45.0)) % 8 + 8) % 8) {
    case 0:
        return EventText::sideWord(East);
    case 1:
        return QCoreApplication::translate("ml::CellDescription", "north-east", "compass point");
    case 2:
        return EventText::sideWord(North);
    case 3:
        return QCoreApplication::translate("ml::CellDescription", "north-west", "compass point");
    case 4:
        return EventText::sideWord(West);
    case 5:
        return QCoreApplication::translate("ml::CellDescription", "south-west", "compass point");
    case 6:
        return EventText::sideWord(South);
    default:
        return QCoreApplication::translate("ml::CellDescription", "south-east", "compass point");
    }
}

int sheepIn(const QStringList &flock)
{
    int sheep = 0;
    for (const QString &token : flock)
        sheep += token.toInt(); // the wolf is no sheep
    return sheep;
}

// The list separator and the last "and" as the other texts of the board write them.
QString listText(QStringList items)
{
    if (items.size() < 2) return items.value(0);
    const QString last = items.takeLast();
    return QCoreApplication::translate("ml::CellDescription", "%1 and %2", "list of sides")
        .arg(items.join(QCoreApplication::translate("ml::EventText", ", ", "list separator")),
             last);
}
} // namespace

CellDescription::CellDescription(const EventText &text) : m_text(text) {}

QString CellDescription::figuresOn(const Game &game, int tile, int segment) const
{
    QStringList names;
    for (const Figure &f : game.figures()) {
        if (f.tile != tile || f.segment != segment) continue;
        const QString owner = f.player >= 0 && f.player < game.players().size()
                                  ? m_text.playerName(game.players().at(f.player).id)
                                  : QString();
        switch (f.type) {
        case FigureType::Meeple:
            names << tr("%1's meeple", "a figure on a cell: player").arg(owner);
            break;
        case FigureType::Abbot:
            names << tr("%1's abbot", "a figure on a cell: player").arg(owner);
            break;
        case FigureType::LargeMeeple:
            names << tr("%1's large meeple", "a figure on a cell: player").arg(owner);
            break;
        case FigureType::Builder:
            names << tr("%1's builder", "a figure on a cell: player").arg(owner);
            break;
        case FigureType::Pig:
            names << tr("%1's pig", "a figure on a cell: player").arg(owner);
            break;
        case FigureType::Shepherd: {
            const int sheep = sheepIn(f.flock);
            names << (sheep > 0
                          ? tr("%1's shepherd with %n sheep", "a figure on a cell: player", sheep)
                                .arg(owner)
                          : tr("%1's shepherd", "a figure on a cell: player").arg(owner));
            break;
        }
        case FigureType::Mage:
            names << QCoreApplication::translate("ml::BoardDescription", "the mage");
            break;
        case FigureType::Witch:
            names << QCoreApplication::translate("ml::BoardDescription", "the witch");
            break;
        }
    }
    return listText(names);
}

QStringList CellDescription::parts(const Game &game, Cell cell) const
{
    const Board &board = game.board();
    const int tile = board.tileIndexAt(cell);
    if (tile < 0) return {};
    const PlacedTile &t = board.tiles()[size_t(tile)];
    const TileType &type = *t.type;
    const int cellIndex = t.cellIndexOf(cell);
    const int garden = (game.sets() & SetAbbot) ? type.gardenSegment(game.edition()) : -1;

    struct Part {
        SegmentKind kind;
        QString text;
        bool hasFigure;
    };
    QList<Part> found;
    for (int i = 0; i < type.segments.size(); ++i) {
        const Segment &s = type.segments[i];
        if (s.kind == SegmentKind::Garden && i != garden) continue;
        // Where the segment lies on this cell, turned as the tile lies: a road or river by the
        // sides it runs out of, a city or field by the sides it fills (each the middle port of
        // a side), and a field that fills no side, in a corner or around a monastery, by where
        // its ports lie on the whole, as a compass point (none when it surrounds the middle).
        QList<int> middles;
        QPointF sum;
        int ports = 0;
        for (int p = 0; p < Port::Count; ++p) {
            if (!s.ownsPort(cellIndex, p)) continue;
            const int port = rotatePort(p, t.rot);
            if (isMiddlePort(port)) middles << sideOfPort(port);
            sum += portOffset(port);
            ++ports;
        }
        const bool portless = s.ports == 0;    // a monastery, castle or garden fills its tile
        if (ports == 0 && !portless) continue; // on the tile's other cell
        std::sort(middles.begin(), middles.end());
        QStringList words;
        for (int side : std::as_const(middles))
            words << EventText::sideWord(side);
        if (words.isEmpty() && ports > 0) words << compassWord(sum / ports);
        words.removeAll(QString());
        // A road from one side to another reads as one stretch, "east–west".
        const bool line = s.kind == SegmentKind::Road || s.kind == SegmentKind::River;
        const QString where =
            line && words.size() == 2
                ? tr("%1–%2", "a road or river running from side to side").arg(words[0], words[1])
                : listText(words);
        QString noun;
        switch (s.kind) {
        case SegmentKind::Road:
            noun = EventText::featureName(ScoredFeature::Road);
            break;
        case SegmentKind::City:
            noun = EventText::featureName(ScoredFeature::City);
            break;
        case SegmentKind::Field:
            noun = EventText::featureName(ScoredFeature::Field);
            break;
        case SegmentKind::Monastery:
            noun = EventText::featureName(ScoredFeature::Monastery);
            break;
        case SegmentKind::Castle:
            noun = EventText::featureName(ScoredFeature::Castle);
            break;
        case SegmentKind::Garden:
            noun = EventText::featureName(ScoredFeature::Garden);
            break;
        case SegmentKind::River:
            noun = tr("river");
            break;
        }
        QString text = where.isEmpty()
                           ? noun
                           : tr("%1 %2", "a feature and the sides it reaches").arg(noun, where);
        if (s.kind == SegmentKind::City && s.coatsOfArms == 1)
            text = tr("%1 with a coat of arms", "a city on a cell").arg(text);
        else if (s.kind == SegmentKind::City && s.coatsOfArms > 1)
            text = tr("%1 with %n coats of arms", "a city on a cell", s.coatsOfArms).arg(text);
        // A monastery or castle that fills a double tile is one feature on two cells: named
        // with its figures on cell a, and on cell b as the other half of it, so a reader moving
        // cell by cell hears one castle rather than two.
        if (portless && type.isDouble() && cellIndex == 1) {
            // One text a kind: Dutch gives each noun its own article.
            const QString first = m_text.cellText(t.cell(0));
            if (s.kind == SegmentKind::Castle)
                text = tr("the other half of the castle on %1", "a double tile's second cell")
                           .arg(first);
            else if (s.kind == SegmentKind::Monastery)
                text = tr("the other half of the monastery on %1", "a double tile's second cell")
                           .arg(first);
            else
                text = tr("the other half of the garden on %1", "a double tile's second cell")
                           .arg(first);
            found.append({s.kind, text, false});
            continue;
        }
        const QString figures = figuresOn(game, tile, i);
        if (!figures.isEmpty())
            text = tr("%1 (%2)", "a feature and the figures on it").arg(text, figures);
        found.append({s.kind, text, !figures.isEmpty()});
    }
    // Fields are what is left of every tile: said only when a figure stands in one, or when
    // the tile shows nothing else.
    const bool onlyFields = std::all_of(found.cbegin(), found.cend(),
                                        [](const Part &p) { return p.kind == SegmentKind::Field; });
    std::stable_sort(found.begin(), found.end(), [](const Part &a, const Part &b) {
        return readingOrder(a.kind) < readingOrder(b.kind);
    });
    QStringList out;
    for (const Part &p : std::as_const(found))
        if (p.kind != SegmentKind::Field || p.hasFigure || onlyFields) out << p.text;
    if (type.hasMarker(MarkerHill)) out << tr("hill", "a tile's marker");
    if (type.hasMarker(MarkerVineyard)) out << tr("vineyard", "a tile's marker");
    return out;
}

QString CellDescription::name(const Game *game, Cell cell) const
{
    const QString at = m_text.cellText(cell);
    const int tile = game ? game->board().tileIndexAt(cell) : -1;
    if (tile < 0) return tr("%1, empty", "a cell without a tile").arg(at);
    const PlacedTile &t = game->board().tiles()[size_t(tile)];
    const QStringList what = parts(*game, cell);
    QString lying =
        tr("%1, tile %2 turned %3°", "a cell: its name, the tile's id, the turn in degrees")
            .arg(at, t.type->id)
            .arg(t.rot * 90);
    if (what.isEmpty()) return lying;
    return tr("%1: %2", "a cell's tile, then what it shows")
        .arg(lying,
             what.join(QCoreApplication::translate("ml::EventText", ", ", "list separator")));
}

} // namespace ml
