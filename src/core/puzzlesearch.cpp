// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesearch.h"

#include <algorithm>

namespace ml
{

namespace
{

QString cellKey(Cell c)
{
    return QStringLiteral("%1,%2").arg(c.x).arg(c.y);
}

// A segment of a placed tile as what it covers on the board, so the key does not depend on
// the rotation used to get there or on the port named.
QString segmentKey(const Board &board, int tile, int segment)
{
    const PlacedTile &t = board.tiles()[size_t(tile)];
    const Segment &s = t.type->segments[segment];
    if (s.kind == SegmentKind::Monastery || s.kind == SegmentKind::Castle)
        return segmentKindName(s.kind) + u'@' + cellKey(t.cell(0)) +
               (t.type->isDouble() ? u'+' + cellKey(t.cell(1)) : QString());
    QStringList ports;
    for (int bit = 0; bit < 24; ++bit)
        if (s.ports & (quint32(1) << bit))
            ports << cellKey(t.cell(bit / 12)) + u':' + portName(rotatePort(bit % 12, t.rot));
    ports.sort();
    return segmentKindName(s.kind) + u'[' + ports.join(u' ') + u']';
}

QString placementKey(const Board &board, int tile)
{
    const PlacedTile &t = board.tiles()[size_t(tile)];
    QStringList segments;
    for (int s = 0; s < t.type->segments.size(); ++s)
        segments << segmentKey(board, tile, s);
    segments.sort();
    return t.type->id + u' ' + segments.join(u' ');
}

// The magic destination as the feature it joins: any segment of that feature is the same
// answer, since the mage and witch act on whole features (R-MW-12).
QString magicKey(const Game &probe, const MagicChoice &m, QString *error)
{
    if (!m.remove.isEmpty()) return QStringLiteral("|remove ") + m.remove;
    int tile = -1, segment = -1;
    if (!probe.resolveLocation(m.at, m.on, &tile, &segment, error)) return {};
    const int root = probe.board().root(probe.board().node(tile, segment));
    return QStringLiteral("|%1@%2").arg(m.figure).arg(root);
}

bool hasShepherdOnBoard(const Game &game, int player)
{
    for (const Figure &f : game.figures())
        if (f.type == FigureType::Shepherd && f.player == player) return true;
    return false;
}

// Points per player in `events`, every player of `game` named (0 when none).
QMap<QString, int> sumPoints(const Game &game, const QList<ScoreEvent> &events)
{
    QMap<QString, int> points;
    for (const Player &p : game.players())
        points.insert(p.id, 0);
    for (const ScoreEvent &e : events)
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points[it.key()] += it.value();
    return points;
}

// moveKey() of `move` on `probe`, which is changed on the way (callers try it out in a trial).
QString placedMoveKey(Game &probe, const Move &move, const TileType &type, QString *error)
{
    if (const auto e = probe.setupTile(type, move.at, move.rot, move.under)) {
        *error = e->reason;
        return {};
    }
    const int tile = int(probe.board().tiles().size()) - 1;
    QString key = placementKey(probe.board(), tile);
    if (move.magic) {
        const QString m = magicKey(probe, *move.magic, error);
        if (m.isEmpty()) return {};
        key += m;
    }
    if (move.figure) {
        int t = -1, segment = -1;
        if (!probe.resolveLocation(move.figure->at.value_or(move.at), move.figure->on, &t, &segment,
                                   error))
            return {};
        if (t != tile) {
            *error = QStringLiteral("the figure is not on the placed tile");
            return {};
        }
        key += u'|' + figureTypeName(move.figure->type) + u' ' +
               segmentKey(probe.board(), tile, segment);
    }
    if (move.abbotReturn) key += QStringLiteral("|abbot return");
    if (!move.flockAction.isEmpty()) key += QStringLiteral("|flock ") + move.flockAction;
    return key;
}

Move baseMove(const Game &game, int player, const TileType &tile, const Placement &p)
{
    Move m;
    m.player = game.players()[player].id;
    m.kind = tile.isDouble() ? Move::Kind::Castle : Move::Kind::Tile;
    m.tile = tile.id;
    m.at = p.at;
    m.rot = p.rot;
    return m;
}

} // namespace

std::optional<QMap<QString, int>> turnPoints(const Game &game, const Move &move, RuleError *refused,
                                             std::optional<Game> *after)
{
    Game copy = game;
    QList<ScoreEvent> events;
    if (const auto e = copy.playMove(move, &events)) {
        if (refused) *refused = *e;
        return std::nullopt;
    }
    const QMap<QString, int> points = sumPoints(game, events);
    if (after) *after = std::move(copy);
    return points;
}

int gainOf(const QMap<QString, int> &points, const QString &player, const Game &game)
{
    int others = 0;
    for (const Player &p : game.players())
        if (p.id != player) others = std::max(others, points.value(p.id));
    return points.value(player) - others;
}

QString moveKey(const Game &before, const Move &move, QString *error)
{
    Game probe = before;
    return moveKeyOn(probe, move, error);
}

QString moveKeyOn(Game &probe, const Move &move, QString *error)
{
    const TileType *type = probe.catalogue().find(move.tile);
    if (!type) {
        *error = QStringLiteral("unknown tile \"%1\"").arg(move.tile);
        return {};
    }
    probe.beginTrial();
    QString key = placedMoveKey(probe, move, *type, error);
    probe.rollback();
    return key;
}

namespace
{

// What a candidate move scores, played as a trial on `work` and taken back: the points of
// the turn and, for the outlook, every player's total after a final scoring right after it.
// Empty when the engine refuses the move.
std::optional<RankedMove> playCandidate(Game &work, const Move &move, const QString &playerId,
                                        int player, const TileType *tile,
                                        const Game::FinalBase *outlook)
{
    QList<ScoreEvent> events;
    // Played with what the search knows: the tile, the seat, and a placement the
    // game listed; the ranked move keeps the plain form a board file has.
    Move known = move;
    known.type = tile; // null: found by its id
    known.seat = player;
    known.listed = true;
    work.beginTrial();
    if (work.playMove(known, &events)) {
        work.rollback();
        return std::nullopt;
    }
    RankedMove r;
    r.move = move;
    r.points = sumPoints(work, events);
    r.gain = gainOf(r.points, playerId, work);
    if (outlook) {
        // Totals only: the explanation of the final scoring would cost most of the search;
        // and only the features the move changed are scored again, the rest are kept.
        const QList<int> final = work.finalPointsInTrial(*outlook);
        QMap<QString, int> finalById;
        for (int i = 0; i < work.players().size(); ++i) {
            const Player &pl = work.players()[i];
            finalById.insert(pl.id, final[i]);
            r.outlookScores.insert(pl.id, pl.score + final[i]);
        }
        r.outlook = gainOf(finalById, playerId, work);
    }
    work.rollback();
    return r;
}

} // namespace

SearchResult searchBestMoves(const Game &game, int player, const TileType &tile,
                             const SearchOptions &options)
{
    SearchResult result;
    // The game's list, not the board's: the river rules narrow it (R-RI-3..6).
    const QList<Placement> placements = game.legalPlacements(tile);
    result.placements = int(placements.size());
    const QString playerId = game.players()[player].id;
    const bool flockPossible = (game.sets() & SetHillsSheep) && hasShepherdOnBoard(game, player);
    // One copy for the whole search: each placement and each move is a trial on it, taken
    // back afterwards, so a candidate costs what it changes rather than the whole board.
    Game work = game;
    // The work game's own copy of the tile, looked up once rather than for every candidate.
    const TileType *ownTile = work.catalogue().find(tile.id);
    // Every feature's final points in the position, for the outlook after each candidate.
    const Game::FinalBase finalBase = options.outlook ? work.finalBase() : Game::FinalBase();

    for (int i = 0; i < placements.size(); ++i) {
        if (options.cancel && options.cancel->load()) {
            result.cancelled = true;
            break;
        }
        const Placement &p = placements[i];
        const QList<FigureOption> figureOptions = work.figureOptions(tile, p, player);
        // The tile alone: the magic step and the keys look at the board as it is right after
        // placement, which is where the engine takes those decisions too.
        work.beginTrial();
        work.setupTile(tile, p.at, p.rot, {});
        const int placed = int(work.board().tiles().size()) - 1;
        const QString base = placementKey(work.board(), placed);

        QList<std::optional<MagicChoice>> magics{std::nullopt};
        QStringList magicKeys{QString()};
        if (work.magicActionDue(placed) != Game::MagicDue::None) {
            const bool anyFigure = work.magicActionDue(placed) == Game::MagicDue::MagicTile;
            for (FigureType f : {FigureType::Mage, FigureType::Witch}) {
                const bool onBoard = work.magicFigureIndex(f) >= 0;
                if (!anyFigure && !onBoard) continue;
                for (const FigureOption &d : work.magicDestinations(f)) {
                    MagicChoice m;
                    m.figure = figureTypeName(f);
                    m.at = d.at;
                    m.on = d.on;
                    QString why;
                    magicKeys << magicKey(work, m, &why);
                    magics << m;
                }
                if (onBoard) {
                    MagicChoice m;
                    m.remove = figureTypeName(f);
                    magicKeys << QStringLiteral("|remove ") + m.remove;
                    magics << m;
                }
            }
        }

        QList<std::optional<FigureChoice>> figures{std::nullopt};
        QList<bool> recalls{false};
        QStringList figureKeys{QString()};
        for (const FigureOption &o : figureOptions) {
            FigureChoice c;
            c.type = o.type;
            c.on = o.on;
            if (tile.isDouble()) c.at = o.at;
            figures << c;
            recalls << false;
            figureKeys << u'|' + figureTypeName(o.type) + u' ' +
                              segmentKey(work.board(), placed, o.segment);
        }
        work.rollback();
        // Taking the abbot back is phase 2's other choice (R-AB-12).
        if (work.canReturnAbbotAfter(tile, p, player)) {
            figures << std::nullopt;
            recalls << true;
            figureKeys << QStringLiteral("|abbot return");
        }

        for (int mi = 0; mi < magics.size(); ++mi) {
            for (int fi = 0; fi < figures.size(); ++fi) {
                QStringList flocks{QString()};
                if (flockPossible && !(figures[fi] && figures[fi]->type == FigureType::Shepherd))
                    flocks << QStringLiteral("grow") << QStringLiteral("stable");
                for (const QString &flock : std::as_const(flocks)) {
                    Move m = baseMove(game, player, tile, p);
                    m.magic = magics[mi];
                    m.figure = figures[fi];
                    m.abbotReturn = recalls[fi];
                    m.flockAction = flock;
                    // The engine is the judge: combinations it refuses (a magic action left
                    // out when due, grow when no action is due) are not moves.
                    std::optional<RankedMove> r = playCandidate(
                        work, m, playerId, player, ownTile, options.outlook ? &finalBase : nullptr);
                    if (!r) continue;
                    r->key = base + magicKeys[mi] + figureKeys[fi] +
                             (flock.isEmpty() ? QString() : QStringLiteral("|flock ") + flock);
                    result.ranked << *r;
                }
            }
        }
        if (options.progress) options.progress(i + 1, int(placements.size()));
    }

    std::stable_sort(result.ranked.begin(), result.ranked.end(),
                     [](const RankedMove &a, const RankedMove &b) {
                         return a.gain != b.gain ? a.gain > b.gain : a.outlook > b.outlook;
                     });
    if (!result.ranked.isEmpty()) {
        result.bestGain = result.ranked.constFirst().gain;
        for (const RankedMove &r : std::as_const(result.ranked))
            if (r.gain == result.bestGain) ++result.bestCount;
    }
    return result;
}

} // namespace ml
