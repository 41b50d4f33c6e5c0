// SPDX-License-Identifier: GPL-3.0-or-later
// Honest answer keys: is the best move the only one, and does the key depend on a
// reading of the rules? Both are asked of the rules engine by solving the puzzle again.
#include "puzzlecheck.h"

#include "puzzlesearch.h"
#include "ruleoptions.h"
#include "timeline.h"

#include <QJsonObject>
#include <QSet>

namespace ml
{

namespace
{

// The best moves' identities: rotations of a symmetric tile and ports of one segment are one
// move (moveKey()), so they are counted once. *texts gets one text per distinct move.
QStringList distinctBest(const PuzzleAnswer &answer, const Game &before, QStringList *texts)
{
    QStringList keys;
    Game probe = before; // one copy for all the moves (moveKeyOn() takes each one back)
    for (const PuzzleMove &m : answer.best) {
        QString why;
        QString key = moveKeyOn(probe, m.move, &why);
        if (key.isEmpty()) key = puzzleMoveText(m.move); // cannot happen for a computed move
        if (keys.contains(key)) continue;
        keys << key;
        if (texts) *texts << puzzleMoveText(m.move);
    }
    return keys;
}

bool samePoints(const QMap<QString, int> &a, const QMap<QString, int> &b, const Game &game)
{
    for (const Player &p : game.players())
        if (a.value(p.id) != b.value(p.id)) return false;
    return true;
}

// An option value as a board file writes it in rules.options (docs/board-format.md, "Rule
// options").
QJsonValue optionJson(const QString &key, const QString &value)
{
    if (key == u"tinyCity") return value.toInt();
    if (key == u"witchHalvesCastleBonus") return value == u"true";
    return value;
}

// The file with one rules option changed.
std::optional<BoardFile> withOption(const BoardFile &file, const QString &key,
                                    const QJsonValue &value, FileError *error)
{
    QJsonObject json = file.wholeJson();
    QJsonObject rules = json.value(u"rules").toObject();
    QJsonObject options = rules.value(u"options").toObject();
    options.insert(key, value);
    rules.insert(u"options", options);
    json.insert(u"rules", rules);
    BoardFile changed;
    if (!changed.setJson(json, error)) return std::nullopt;
    return changed;
}

// The first unshared port of a placed segment in board orientation (cell a before cell b of a
// double tile); empty for a segment without ports (monastery, castle): its name stays.
QString firstPort(const Board &board, int tile, int segment, Cell *cell)
{
    const PlacedTile &t = board.tiles()[size_t(tile)];
    const Segment &s = t.type->segments[segment];
    int best = -1;
    for (int bit = 0; bit < 24; ++bit) {
        if (!(s.ports & (quint32(1) << bit))) continue;
        // A port two segments share would name either; the engine never names it.
        if (t.type->portOwners[size_t(bit)][1] >= 0) continue;
        const int rank = (bit / 12) * 12 + rotatePort(bit % 12, t.rot);
        if (best < 0 || rank < best) best = rank;
    }
    if (best < 0) return {};
    *cell = t.cell(best / 12);
    return portName(best % 12);
}

// Renames the place (at, on) to its first port on `board`; false when it names nothing.
bool renameToFirstPort(const Game &board, Cell *at, QString *on)
{
    int tile = -1, segment = -1;
    QString why;
    if (!board.resolveLocation(*at, *on, &tile, &segment, &why)) return false;
    Cell cell;
    const QString name = firstPort(board.board(), tile, segment, &cell);
    if (name.isEmpty()) return true;
    *at = cell;
    *on = name;
    return true;
}

// Renames the figure and the magic destination of `move`, whose tile lies on `probe`.
void renameMove(const Game &probe, const TileType &type, Move *move)
{
    Move &m = *move;
    if (m.magic && m.magic->remove.isEmpty()) {
        MagicChoice magic = *m.magic;
        if (renameToFirstPort(probe, &magic.at, &magic.on)) m.magic = magic;
    }
    if (m.figure) {
        FigureChoice figure = *m.figure;
        Cell at = figure.at.value_or(m.at);
        if (!renameToFirstPort(probe, &at, &figure.on)) return;
        // Only a double tile's figure says which cell it is on (docs/board-format.md, `moves`).
        if (type.isDouble()) figure.at = at;
        m.figure = figure;
    }
}

Timeline puzzleTimeline(const BoardFile &file)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    return Timeline::build(file, {}, options);
}

} // namespace

bool sameAnswer(const PuzzleAnswer &a, const PuzzleAnswer &b, const Game &before)
{
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case PuzzleKind::FinalScores:
        return samePoints(a.scores, b.scores, before);
    case PuzzleKind::TurnScores:
        return samePoints(a.points, b.points, before);
    case PuzzleKind::BestMove: {
        if (a.gain != b.gain) return false;
        const QStringList ka = distinctBest(a, before, nullptr);
        const QStringList kb = distinctBest(b, before, nullptr);
        return QSet<QString>(ka.begin(), ka.end()) == QSet<QString>(kb.begin(), kb.end());
    }
    case PuzzleKind::Free:
        break;
    }
    return true;
}

PuzzleAnswer withFirstPorts(const PuzzleAnswer &answer, const Game &before)
{
    PuzzleAnswer renamed = answer;
    // One copy, each move's tile tried on it and taken back: analyse renames every move of a
    // tile, and a copy each would make that quadratic in the board.
    Game probe = before;
    for (PuzzleMove &m : renamed.best) {
        const TileType *type = before.catalogue().find(m.move.tile);
        if (!type) continue;
        probe.beginTrial();
        const bool placed = !probe.setupTile(*type, m.move.at, m.move.rot, m.move.under);
        if (placed) renameMove(probe, *type, &m.move);
        probe.rollback();
    }
    return renamed;
}

std::optional<PuzzleReview> reviewPuzzle(const Timeline &given, const Puzzle &puzzle,
                                         const PuzzleAnswer &computed, FileError *error)
{
    PuzzleReview review;
    if (puzzle.kind == PuzzleKind::Free) return review;
    // The editor's free placement leaves moves unplayed; the strict rules decide, as for the
    // answer itself (puzzle.cpp).
    std::optional<Timeline> strict;
    if (given.mismatchedSetUp()) strict.emplace(puzzleTimeline(given.file()));
    const Timeline &timeline = strict ? *strict : given;
    if (!timeline.replays() || !timeline.afterMoves()) {
        *error = timeline.problems().value(0);
        return std::nullopt;
    }
    const Game &before = *timeline.afterMoves();
    if (puzzle.kind == PuzzleKind::BestMove) {
        review.bestGain = computed.gain;
        review.unique = distinctBest(computed, before, &review.bestMoves).size() == 1;
    }
    const BoardFile &file = timeline.file();
    for (const QString &key : RuleOptions::keys()) {
        if (!(RuleOptions::setOf(key) & before.sets())) continue; // not a reading of this game
        const QString own = before.options().value(key);
        for (const QString &value : RuleOptions::values(key)) {
            if (value == own) continue;
            OptionDependence d;
            d.option = key;
            d.value = value;
            d.json = optionJson(key, value);
            FileError why;
            const auto changed = withOption(file, key, d.json, &why);
            if (changed) d.computed = computeAnswer(puzzleTimeline(*changed), puzzle, &why);
            if (d.computed && sameAnswer(*d.computed, computed, before)) continue;
            // No answer at all under this reading (a move becomes illegal) also differs.
            d.text = d.computed ? puzzleAnswerText(*d.computed, before)
                                : QStringLiteral("no answer (%1: %2)").arg(why.where, why.reason);
            review.dependsOn << d;
        }
    }
    return review;
}

} // namespace ml
