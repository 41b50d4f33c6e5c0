// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis board's reading of a best-move search: best gain per cell, its colour, and
// the words for each move.
#include "analysisboard.h"

#include "boardfile.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <array>

namespace ml
{

QList<CellGain> bestGainPerCell(const SearchResult &result)
{
    QList<CellGain> cells;
    QHash<QPair<int, int>, int> index; // cell -> position in `cells`
    for (int i = 0; i < result.ranked.size(); ++i) {
        const Cell at = result.ranked[i].move.at;
        const auto key = qMakePair(at.x, at.y);
        auto it = index.find(key);
        if (it == index.end()) {
            // The first move met at a cell is its best: the search ranks best first.
            it = index.insert(key, int(cells.size()));
            cells.append({at, result.ranked[i].gain, {}});
        }
        cells[*it].moves << i;
    }
    return cells;
}

GainScale GainScale::of(const QList<CellGain> &cells)
{
    if (cells.isEmpty()) return {};
    int low = cells.first().best, high = low;
    for (const CellGain &c : cells) {
        low = qMin(low, c.best);
        high = qMax(high, c.best);
    }
    return {low, high};
}

qreal GainScale::position(int gain) const
{
    if (m_high == m_low) return 0.5;
    return qBound(0.0, qreal(gain - m_low) / qreal(m_high - m_low), 1.0);
}

QColor GainScale::colour(int gain) const
{
    return colourAt(position(gain));
}

QColor GainScale::colourAt(qreal position)
{
    // Viridis at nine even steps (the matplotlib scale's published values), mixed linearly
    // between them: each step brighter than the one before, so order reads without hue.
    static const std::array<QColor, 9> stops = {
        QColor(0x44, 0x01, 0x54), QColor(0x47, 0x2d, 0x7b), QColor(0x3b, 0x52, 0x8b),
        QColor(0x2c, 0x72, 0x8e), QColor(0x21, 0x91, 0x8c), QColor(0x28, 0xae, 0x80),
        QColor(0x5e, 0xc9, 0x62), QColor(0xad, 0xdc, 0x30), QColor(0xfd, 0xe7, 0x25)};
    const qreal at = qBound(0.0, position, 1.0) * qreal(stops.size() - 1);
    const int i = qMin(int(at), int(stops.size()) - 2);
    const qreal f = at - i;
    const QColor &a = stops[size_t(i)], &b = stops[size_t(i + 1)];
    auto mix = [f](int x, int y) { return qRound(x + (y - x) * f); };
    return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
}

QColor GainScale::textOn(const QColor &background)
{
    // Relative luminance (sRGB weights); viridis turns light past its middle.
    const qreal l =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return l > 0.45 ? QColor(Qt::black) : QColor(Qt::white);
}

QString gainText(int gain)
{
    return gain > 0 ? QStringLiteral("+%1").arg(gain) : QString::number(gain);
}

QString nextStackTile(const BoardFile &file, int position)
{
    const MoveList &moves = file.moves();
    if (position >= 0 && position < moves.size()) {
        const Move &m = moves[position];
        return m.kind == Move::Kind::Tile ? m.tile : QString();
    }
    const QJsonArray stack = file.json().value(QStringLiteral("stack")).toArray();
    return stack.isEmpty() ? QString() : stack.first().toString();
}

QString AnalysisText::figureText(const Game &before, const Move &move) const
{
    if (move.abbotReturn) return tr("abbot taken back");
    if (!move.figure) return tr("no figure");
    const TileType *type = before.catalogue().find(move.tile);
    Game probe = before;
    if (!type || probe.setupTile(*type, move.at, move.rot, move.under))
        return figureTypeName(move.figure->type);
    SegmentKind kind = SegmentKind::Field;
    const QString where =
        m_events.placeText(probe, move.figure->at.value_or(move.at), move.figure->on, &kind);
    if (move.figure->type == FigureType::Shepherd) return tr("shepherd in the field %1").arg(where);
    if (move.figure->type == FigureType::Abbot)
        return kind == SegmentKind::Garden ? tr("abbot in the garden %1").arg(where)
                                           : tr("abbot in the monastery %1").arg(where);
    switch (kind) {
    case SegmentKind::Road:
        return tr("meeple on the road %1").arg(where);
    case SegmentKind::City:
        return tr("meeple in the city %1").arg(where);
    case SegmentKind::Monastery:
        return tr("meeple in the monastery %1").arg(where);
    case SegmentKind::Field:
        return tr("farmer in the field %1").arg(where);
    case SegmentKind::Castle:
        return tr("lord in the castle %1").arg(where);
    case SegmentKind::River:  // never offered a figure (R-RI-8)
    case SegmentKind::Garden: // only the abbot, worded above (R-AB-6)
        break;
    }
    return {};
}

QString AnalysisText::pointsText(const QList<Player> &players,
                                 const QMap<QString, int> &points) const
{
    QStringList parts;
    for (const Player &p : players)
        parts << tr("%1 %2", "player and points")
                     .arg(m_events.playerName(p.id))
                     .arg(points.value(p.id));
    return parts.join(tr(", ", "list separator"));
}

QString AnalysisText::moveText(const Game &before, const RankedMove &r) const
{
    const Move &m = r.move;
    QStringList parts{tr("%1°", "rotation in degrees").arg(m.rot * 90), figureText(before, m)};
    if (m.magic)
        parts << (m.magic->remove.isEmpty()
                      ? tr("%1 to %2", "magic figure moved to a cell")
                            .arg(m.magic->figure == u"mage" ? tr("mage") : tr("witch"),
                                 m_events.cellText(m.magic->at))
                      : tr("%1 taken off", "magic figure removed")
                            .arg(m.magic->remove == u"mage" ? tr("mage") : tr("witch")));
    if (m.flockAction == u"grow") parts << tr("flock grows");
    if (m.flockAction == u"stable") parts << tr("flock to the stable");
    QString text = tr("%1: %2 (%3)", "move: what, gain, points")
                       .arg(parts.join(tr(", ", "list separator")), gainText(r.gain),
                            pointsText(before.players(), r.points));
    // Where the move leaves the game: each player's total if it ended right after it.
    if (!r.outlookScores.isEmpty())
        text += u'\n' +
                tr("If the game then ended: %1").arg(pointsText(before.players(), r.outlookScores));
    return text;
}

} // namespace ml
