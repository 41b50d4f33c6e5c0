// SPDX-License-Identifier: GPL-3.0-or-later
#include "boarddescription.h"

#include "featureorder.h"
#include "game.h"
#include "stepper.h"
#include "timeline.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace ml
{

namespace
{
// A list of cells longer than this is said as the columns and rows it spans: a screen reader
// reading forty cell names of a big field helps nobody.
constexpr int kCellsListed = 8;

// One feature of the position: its root in the feature graph and its cells, north-west first.
struct Feature {
    int root = -1;
    SegmentKind kind = SegmentKind::Field;
    QList<Cell> cells;
};

// Whether a garden segment is a feature in this game: only with the abbot's set, and only in
// the editions whose tile shows it (TileType::gardenSegment).
bool gardenCounts(const Game &game, int node)
{
    const Board &board = game.board();
    if (!(game.sets() & SetAbbot)) return false;
    const PlacedTile &t = board.tiles()[size_t(board.tileOfNode(node))];
    return t.type->gardenSegment(game.edition()) == board.segmentOfNode(node);
}

QList<Feature> featuresOf(const Game &game)
{
    const Board &board = game.board();
    QHash<int, qsizetype> byRoot;
    QList<Feature> out;
    for (int node = 0; node < board.nodeCount(); ++node) {
        const SegmentKind kind = board.kindOf(node);
        if (kind == SegmentKind::Garden && !gardenCounts(game, node)) continue;
        const int root = board.root(node);
        if (byRoot.contains(root)) continue;
        byRoot.insert(root, out.size());
        QList<Cell> cells = board.cells(node);
        std::sort(cells.begin(), cells.end());
        out.append({root, kind, cells});
    }
    std::stable_sort(out.begin(), out.end(), [](const Feature &a, const Feature &b) {
        if (readingOrder(a.kind) != readingOrder(b.kind))
            return readingOrder(a.kind) < readingOrder(b.kind);
        return a.cells.value(0) < b.cells.value(0);
    });
    return out;
}

int sheepIn(const QStringList &flock)
{
    int sheep = 0;
    for (const QString &token : flock)
        sheep += token.toInt(); // the wolf is no sheep (and never stays in a flock)
    return sheep;
}
} // namespace

BoardDescription::BoardDescription(const EventText &text) : m_text(text) {}

QString BoardDescription::spanText(int west, int east, int north, int south) const
{
    const CellNames &names = m_text.cellNames();
    const QString columns =
        west == east ? tr("column %1").arg(names.columnName(west))
                     : tr("columns %1 to %2").arg(names.columnName(west), names.columnName(east));
    const QString rows = north == south
                             ? tr("row %1").arg(names.rowName(north))
                             : tr("rows %1 to %2").arg(names.rowName(north), names.rowName(south));
    return tr("%1 and %2", "columns and rows of an area").arg(columns, rows);
}

QString BoardDescription::cellList(QList<Cell> cells) const
{
    std::sort(cells.begin(), cells.end());
    if (cells.size() > kCellsListed) {
        int west = cells.first().x, east = west, north = cells.first().y, south = north;
        for (Cell c : cells) {
            west = std::min(west, c.x);
            east = std::max(east, c.x);
            north = std::min(north, c.y);
            south = std::max(south, c.y);
        }
        return tr("within %1", "a long list of cells: the area")
            .arg(spanText(west, east, north, south));
    }
    QStringList names;
    for (Cell c : cells)
        names << m_text.cellText(c);
    if (names.size() < 2) return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 and %2", "list of cells").arg(names.join(tr(", ", "list separator")), last);
}

QStringList BoardDescription::tileLines(const Game &game) const
{
    const Board &board = game.board();
    const auto &tiles = board.tiles();
    if (tiles.empty()) return {tr("No tile lies on the board.")};
    // Every occupied cell by row, west to east.
    QMap<int, QList<int>> rows;
    int west = tiles.front().at.x, east = west;
    QList<Cell> hills, vineyards;
    for (const PlacedTile &t : tiles) {
        for (int ci = 0; ci < t.type->cells; ++ci) {
            const Cell c = t.cell(ci);
            rows[c.y] << c.x;
            west = std::min(west, c.x);
            east = std::max(east, c.x);
        }
        if (t.type->hasMarker(MarkerHill)) hills << t.at;
        if (t.type->hasMarker(MarkerVineyard)) vineyards << t.at;
    }
    QStringList out;
    out << tr("%n tile(s) on the board, in %1.", nullptr, int(tiles.size()))
               .arg(spanText(west, east, rows.firstKey(), rows.lastKey()));
    const CellNames &names = m_text.cellNames();
    for (auto it = rows.begin(); it != rows.end(); ++it) {
        QList<int> xs = it.value();
        std::sort(xs.begin(), xs.end());
        // Runs of neighbouring columns: "B to E, G".
        QStringList runs;
        for (qsizetype i = 0; i < xs.size();) {
            qsizetype j = i;
            while (j + 1 < xs.size() && xs[j + 1] == xs[j] + 1)
                ++j;
            runs << (i == j ? names.columnName(xs[i])
                            : tr("%1 to %2", "a run of columns in a row")
                                  .arg(names.columnName(xs[i]), names.columnName(xs[j])));
            i = j + 1;
        }
        out << tr("Row %1: %2.")
                   .arg(names.rowName(it.key()), runs.join(tr(", ", "list separator")));
    }
    if (!hills.isEmpty()) out << tr("Hills on %1.").arg(cellList(hills));
    if (!vineyards.isEmpty()) out << tr("Vineyards on %1.").arg(cellList(vineyards));
    return out;
}

QString BoardDescription::figuresText(const Game &game, int root) const
{
    const Board &board = game.board();
    // Meeples counted per player, the other figures one by one, in seating order.
    QMap<int, int> meeples;
    QStringList others;
    bool mage = false, witch = false;
    for (const Figure &f : game.figures()) {
        if (f.tile < 0 || board.root(board.node(f.tile, f.segment)) != root) continue;
        const QString owner = f.player >= 0 && f.player < game.players().size()
                                  ? m_text.playerName(game.players().at(f.player).id)
                                  : QString();
        switch (f.type) {
        case FigureType::Meeple:
            ++meeples[f.player];
            break;
        case FigureType::Abbot:
            others << tr("the abbot of %1").arg(owner);
            break;
        case FigureType::LargeMeeple:
            others << tr("the large meeple of %1").arg(owner);
            break;
        case FigureType::Builder:
            others << tr("the builder of %1").arg(owner);
            break;
        case FigureType::Pig:
            others << tr("the pig of %1").arg(owner);
            break;
        case FigureType::Shepherd: {
            const int sheep = sheepIn(f.flock);
            others << (sheep > 0 ? tr("the shepherd of %1 with a flock of %n sheep", nullptr, sheep)
                                       .arg(owner)
                                 : tr("the shepherd of %1 without a flock").arg(owner));
            break;
        }
        case FigureType::Mage:
            mage = true;
            break;
        case FigureType::Witch:
            witch = true;
            break;
        }
    }
    QStringList parts;
    for (auto it = meeples.begin(); it != meeples.end(); ++it) {
        const QString owner = it.key() >= 0 && it.key() < game.players().size()
                                  ? m_text.playerName(game.players().at(it.key()).id)
                                  : QString();
        parts << tr("%n meeple(s) of %1", "figures on a feature: count, player", it.value())
                     .arg(owner);
    }
    parts << others;
    if (mage) parts << tr("the mage");
    if (witch) parts << tr("the witch");
    if (parts.isEmpty()) return {};
    const QString last = parts.takeLast();
    const QString list =
        parts.isEmpty()
            ? last
            : tr("%1 and %2", "list of figures").arg(parts.join(tr(", ", "list separator")), last);
    return tr("On it: %1.", "the figures on a feature").arg(list);
}

QStringList BoardDescription::featureLines(const Game &game) const
{
    const Board &board = game.board();
    QStringList out;
    for (const Feature &f : featuresOf(game)) {
        const int n = int(f.cells.size());
        const QString cells = cellList(f.cells);
        const bool complete = board.isComplete(f.root);
        QString line;
        switch (f.kind) {
        case SegmentKind::City: {
            line = complete ? tr("Completed city of %n tile(s): %1.", nullptr, n).arg(cells)
                            : tr("Unfinished city of %n tile(s): %1.", nullptr, n).arg(cells);
            const int coats = board.coatsOfArms(f.root);
            if (coats > 0) line += u' ' + tr("It has %n coat(s) of arms.", nullptr, coats);
            break;
        }
        case SegmentKind::Road:
            line = complete ? tr("Completed road of %n tile(s): %1.", nullptr, n).arg(cells)
                            : tr("Unfinished road of %n tile(s): %1.", nullptr, n).arg(cells);
            break;
        case SegmentKind::Monastery:
            line = complete ? tr("Completed monastery on %1.").arg(cells)
                            : tr("Unfinished monastery on %1, with %n of its 8 surrounding tiles.",
                                 nullptr, board.occupiedNeighbours(f.root))
                                  .arg(cells);
            break;
        case SegmentKind::Garden:
            line = complete ? tr("Completed garden on %1.").arg(cells)
                            : tr("Unfinished garden on %1, with %n of its 8 surrounding tiles.",
                                 nullptr, board.occupiedNeighbours(f.root))
                                  .arg(cells);
            break;
        case SegmentKind::Castle:
            line = complete ? tr("Completed castle on %1.").arg(cells)
                            : tr("Unfinished castle on %1, with %n of its 10 surrounding tiles.",
                                 nullptr, board.occupiedNeighbours(f.root))
                                  .arg(cells);
            break;
        case SegmentKind::Field: {
            line = tr("Field of %n tile(s): %1.", nullptr, n).arg(cells);
            int completed = 0;
            for (int city : board.borderedCities(f.root))
                if (board.isComplete(city)) ++completed;
            if (completed > 0)
                line += u' ' + tr("It borders %n completed city(s).", nullptr, completed);
            break;
        }
        case SegmentKind::River:
            line = tr("The river runs over %n tile(s): %1.", nullptr, n).arg(cells);
            break;
        }
        const QString figures = figuresText(game, f.root);
        if (!figures.isEmpty()) line += u' ' + figures;
        out << line;
    }
    return out;
}

QString BoardDescription::scoresLine(const Game &game, const QMap<QString, int> &scores) const
{
    QStringList parts;
    for (int i = 0; i < game.players().size(); ++i) {
        const Player &p = game.players().at(i);
        const int points = scores.isEmpty() ? game.score(i) : scores.value(p.id, p.score);
        parts << tr("%1 %2", "a player's score: name, points")
                     .arg(m_text.playerName(p.id))
                     .arg(points);
    }
    if (parts.isEmpty()) return tr("No players.");
    return tr("Scores: %1.").arg(parts.join(tr(", ", "list separator")));
}

QStringList BoardDescription::lines(const Game &game, const QString &heading,
                                    const QMap<QString, int> &scores,
                                    const QMap<QString, int> &finalScores) const
{
    QStringList out;
    if (!heading.isEmpty()) out << heading;
    out << tileLines(game) << featureLines(game) << scoresLine(game, scores);
    if (!finalScores.isEmpty()) {
        QStringList parts;
        for (const Player &p : game.players())
            parts << tr("%1 %2", "a player's score: name, points")
                         .arg(m_text.playerName(p.id))
                         .arg(finalScores.value(p.id));
        out << tr("After the final scoring: %1.").arg(parts.join(tr(", ", "list separator")));
    }
    return out;
}

QString BoardDescription::text(const Game &game, const QString &heading,
                               const QMap<QString, int> &scores,
                               const QMap<QString, int> &finalScores) const
{
    return lines(game, heading, scores, finalScores).join(u'\n');
}

QString BoardDescription::ofTimeline(const Timeline &timeline, int after)
{
    const int moves = timeline.positionCount() - 1;
    if (moves < 0) return {};
    const bool last = after < 0 || after >= moves;
    if (after < 0) after = moves;
    const std::shared_ptr<const Game> game = timeline.position(after);
    if (!game) return {};
    const EventText text(timeline.setUp()->players(), CellNames::forTimeline(timeline));
    QMap<QString, int> finals;
    if (last && timeline.finalScored()) finals = timeline.scores();
    return BoardDescription(text).text(*game, heading(timeline, after), {}, finals);
}

QString BoardDescription::heading(const Timeline &timeline, int after)
{
    if (timeline.moveCount() == 0) return tr("The board as set up; it has no moves.");
    if (after <= 0) return tr("The board as set up, before the first move.");
    return tr("The board after move %1 of %2.").arg(after).arg(timeline.moveCount());
}

QString BoardDescription::ofStep(const Stepper &stepper, int index)
{
    if (index < 0 || index >= stepper.count()) return {};
    const std::shared_ptr<const Game> game = stepper.positionAt(index);
    if (!game) return {};
    const EventText text(stepper);
    return BoardDescription(text).text(*game, text.stepTitle(stepper, index),
                                       stepper.totalsAt(index));
}

} // namespace ml
