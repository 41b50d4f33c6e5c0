// SPDX-License-Identifier: GPL-3.0-or-later
// Answer keys of puzzles (docs/board-format.md, `puzzle`): computed by replaying the board with the
// rules engine, and compared with what the author stored.
#include "puzzle.h"

#include "puzzlesearch.h"
#include "timeline.h"

#include <QJsonArray>
#include <QSet>

namespace ml
{

namespace
{

QJsonObject pointsJson(const QMap<QString, int> &points)
{
    QJsonObject o;
    for (auto it = points.begin(); it != points.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

// A move of answer.best: the turn without its player and tile, which the puzzle names.
QJsonObject moveJson(const Move &m)
{
    QJsonObject o = moveEntry(m);
    for (const char *key : {"player", "tile", "castle", "under"})
        o.remove(QLatin1String(key));
    return o;
}

// "red 12, blue 0" in seating order, every player (a missing one has 0).
QString pointsText(const QMap<QString, int> &points, const Game &game)
{
    QStringList parts;
    for (const Player &p : game.players())
        parts << QStringLiteral("%1 %2").arg(p.id).arg(points.value(p.id));
    return parts.join(QStringLiteral(", "));
}

bool samePoints(const QMap<QString, int> &a, const QMap<QString, int> &b, const Game &game)
{
    for (const Player &p : game.players())
        if (a.value(p.id) != b.value(p.id)) return false;
    return true;
}

} // namespace

// "(1,0) 90° meeple N + mage (0,0) S + grow"
QString puzzleMoveText(const Move &m)
{
    QString t = QStringLiteral("(%1,%2) %3°").arg(m.at.x).arg(m.at.y).arg(m.rot * 90);
    if (m.magic)
        t += m.magic->remove.isEmpty() ? QStringLiteral(" + %1 (%2,%3) %4")
                                             .arg(m.magic->figure)
                                             .arg(m.magic->at.x)
                                             .arg(m.magic->at.y)
                                             .arg(m.magic->on)
                                       : QStringLiteral(" + remove %1").arg(m.magic->remove);
    t += m.figure        ? u' ' + figureTypeName(m.figure->type) + u' ' + m.figure->on
         : m.abbotReturn ? QStringLiteral(" abbot back")
                         : QStringLiteral(" no figure");
    if (!m.flockAction.isEmpty()) t += QStringLiteral(" + ") + m.flockAction;
    return t;
}

namespace
{

QString bestText(int gain, const QList<PuzzleMove> &best)
{
    QStringList moves;
    for (const PuzzleMove &m : best)
        moves << puzzleMoveText(m.move);
    return QStringLiteral("gain %1 by %2").arg(gain).arg(moves.join(QStringLiteral("; ")));
}

// The answer plus the game it was computed on (before the puzzle's own move or scoring).
struct Solved {
    PuzzleAnswer answer;
    std::shared_ptr<const Game> before;
};

// The puzzle asks about the board after its moves, so any timeline of the file will do (its
// final scoring, if any, is not looked at), except one of the editor's free placement whose
// moves were never played: the strict rules decide then, as they do for the file.
const Timeline &strictTimeline(const Timeline &given, std::optional<Timeline> *own)
{
    if (!given.mismatchedSetUp()) return given;
    own->emplace(Timeline::build(given.file()));
    return **own;
}

std::optional<Solved> solve(const Timeline &given, const Puzzle &puzzle, FileError *error)
{
    std::optional<Timeline> own;
    const Timeline &timeline = strictTimeline(given, &own);
    if (!timeline.isSetUp() || !timeline.problems().isEmpty()) {
        *error = timeline.problems().constFirst();
        return std::nullopt;
    }
    const BoardFile &file = timeline.file();
    Solved s;
    s.answer.kind = puzzle.kind;
    s.before = timeline.afterMoves();
    const Game &game = *s.before;
    switch (puzzle.kind) {
    case PuzzleKind::FinalScores: {
        // The question is about the end, whether or not the file says `end`.
        Game scored = game;
        scored.finalScoring();
        for (const Player &p : scored.players())
            s.answer.scores.insert(p.id, p.score);
        break;
    }
    case PuzzleKind::TurnScores: {
        if (file.moves().isEmpty()) {
            *error = {1, QStringLiteral("puzzle.kind"),
                      QStringLiteral("a turn-scores puzzle needs at least one move")};
            return std::nullopt;
        }
        const int last = int(file.moves().size()) - 1;
        for (const Player &p : game.players())
            s.answer.points.insert(p.id, 0);
        for (const ScoreEvent &e : timeline.events())
            if (e.move == last)
                for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
                    s.answer.points[it.key()] += it.value();
        break;
    }
    case PuzzleKind::BestMove: {
        if (!checkPuzzleTile(puzzle, game, error)) return std::nullopt;
        const TileType *type = game.catalogue().find(puzzle.tile);
        const int player = game.playerIndex(puzzle.player);
        const SearchResult result = searchBestMoves(game, player, *type);
        if (result.ranked.isEmpty()) {
            *error = {
                1, QStringLiteral("puzzle.tile"),
                QStringLiteral("tile %1 cannot be placed anywhere on this board").arg(puzzle.tile)};
            return std::nullopt;
        }
        s.answer.gain = result.bestGain;
        for (const RankedMove &r : result.ranked)
            if (r.gain == result.bestGain) s.answer.best << PuzzleMove{r.move, {}};
        break;
    }
    case PuzzleKind::Free:
        if (puzzle.answer) s.answer.text = puzzle.answer->text;
        break;
    }
    return s;
}

} // namespace

bool checkPuzzleTile(const Puzzle &puzzle, const Game &game, FileError *error)
{
    if (puzzle.kind != PuzzleKind::BestMove) return true;
    const TileType *type = game.catalogue().find(puzzle.tile);
    if (!type) {
        *error = {2, QStringLiteral("puzzle.tile"),
                  QStringLiteral("unknown tile id \"%1\"").arg(puzzle.tile)};
        return false;
    }
    if (ruleSetOfTile(*type) & ~game.sets()) {
        *error = {
            2, QStringLiteral("puzzle.tile"),
            QStringLiteral("tile %1 belongs to a set the file does not enable").arg(puzzle.tile)};
        return false;
    }
    return true;
}

QJsonObject PuzzleAnswer::toJson() const
{
    switch (kind) {
    case PuzzleKind::FinalScores:
        return {{QStringLiteral("scores"), pointsJson(scores)}};
    case PuzzleKind::TurnScores:
        return {{QStringLiteral("points"), pointsJson(points)}};
    case PuzzleKind::BestMove: {
        QJsonArray moves;
        for (const PuzzleMove &m : best)
            moves.append(moveJson(m.move));
        return {{QStringLiteral("points"), gain}, {QStringLiteral("best"), moves}};
    }
    case PuzzleKind::Free:
        break;
    }
    return {{QStringLiteral("text"),
             QJsonObject{{QStringLiteral("en"), text.en}, {QStringLiteral("nl"), text.nl}}}};
}

namespace
{
QJsonObject textJson(const PuzzleText &text)
{
    QJsonObject o{{QStringLiteral("en"), text.en}};
    if (!text.nl.isEmpty()) o.insert(u"nl", text.nl);
    return o;
}
} // namespace

QJsonObject Puzzle::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), puzzleKindName(kind)},
                  {QStringLiteral("question"), textJson(question)}};
    if (!hints.isEmpty()) {
        QJsonArray texts;
        for (const PuzzleText &hint : hints)
            texts.append(textJson(hint));
        o.insert(u"hints", texts);
    }
    if (!explanation.en.isEmpty()) o.insert(u"explanation", textJson(explanation));
    if (kind == PuzzleKind::BestMove) {
        o.insert(u"player", player);
        o.insert(u"tile", tile);
    }
    if (answer) {
        PuzzleAnswer a = *answer;
        a.kind = kind; // the answer's fields are those of the puzzle's kind
        o.insert(u"answer", a.toJson());
    }
    return o;
}

namespace
{
// The timeline the puzzle functions read when given only the file: no final scoring, as the
// puzzle decides what is scored.
Timeline puzzleTimeline(const BoardFile &file)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    return Timeline::build(file, {}, options);
}
} // namespace

std::optional<PuzzleAnswer> computeAnswer(const BoardFile &file, const Puzzle &puzzle,
                                          FileError *error)
{
    return computeAnswer(puzzleTimeline(file), puzzle, error);
}

std::optional<PuzzleCheck> checkPuzzle(const BoardFile &file, const Puzzle &puzzle,
                                       FileError *error)
{
    return checkPuzzle(puzzleTimeline(file), puzzle, error);
}

std::optional<PuzzleAnswer> computeAnswer(const Timeline &timeline, const Puzzle &puzzle,
                                          FileError *error)
{
    FileError local;
    auto s = solve(timeline, puzzle, error ? error : &local);
    if (!s) return std::nullopt;
    return s->answer;
}

std::optional<PuzzleCheck> checkPuzzle(const Timeline &timeline, const Puzzle &puzzle,
                                       FileError *error)
{
    FileError local;
    const auto s = solve(timeline, puzzle, error ? error : &local);
    if (!s) return std::nullopt;
    const Game &game = *s->before;
    const PuzzleAnswer &computed = s->answer;
    PuzzleCheck c;
    c.answer = computed;
    c.where = QStringLiteral("puzzle.answer");
    if (!puzzle.answer) {
        c.expected = QStringLiteral("nothing");
        c.computed = QStringLiteral("an answer key");
        return c;
    }
    const PuzzleAnswer &stored = *puzzle.answer;
    switch (puzzle.kind) {
    case PuzzleKind::FinalScores:
        c.where += QStringLiteral(".scores");
        c.expected = pointsText(stored.scores, game);
        c.computed = pointsText(computed.scores, game);
        c.ok = samePoints(stored.scores, computed.scores, game);
        break;
    case PuzzleKind::TurnScores:
        c.where += QStringLiteral(".points");
        c.expected = pointsText(stored.points, game);
        c.computed = pointsText(computed.points, game);
        c.ok = samePoints(stored.points, computed.points, game);
        break;
    case PuzzleKind::BestMove: {
        c.expected = bestText(stored.gain, stored.best);
        c.computed = bestText(computed.gain, computed.best);
        if (stored.gain != computed.gain) {
            c.where += QStringLiteral(".points");
            break;
        }
        QSet<QString> want, got;
        QString why;
        for (const PuzzleMove &m : computed.best)
            got.insert(moveKey(game, m.move, &why));
        for (const PuzzleMove &m : stored.best) {
            const QString key = moveKey(game, m.move, &why);
            if (key.isEmpty() || !got.contains(key)) {
                // Name the first stored move that is not a best move, and why.
                c.where = m.path;
                if (key.isEmpty())
                    c.expected = puzzleMoveText(m.move) + QStringLiteral(" (") + why + u')';
                return c;
            }
            want.insert(key);
        }
        c.where += QStringLiteral(".best");
        c.ok = want == got;
        break;
    }
    case PuzzleKind::Free:
        c.where += QStringLiteral(".text");
        c.expected = QStringLiteral("a text in en and nl");
        c.computed = stored.text.nl.isEmpty() ? QStringLiteral("no Dutch text")
                                              : QStringLiteral("both texts");
        c.ok = stored.text.isComplete();
        break;
    }
    return c;
}

QString puzzleAnswerText(const PuzzleAnswer &answer, const Game &game)
{
    switch (answer.kind) {
    case PuzzleKind::FinalScores:
        return pointsText(answer.scores, game);
    case PuzzleKind::TurnScores:
        return pointsText(answer.points, game);
    case PuzzleKind::BestMove:
        return bestText(answer.gain, answer.best);
    case PuzzleKind::Free:
        break;
    }
    return answer.text.en;
}

QJsonObject boardMoveJson(const Move &move, bool castle)
{
    QJsonObject o = moveEntry(move);
    if (castle && o.contains(u"tile")) o.insert(u"castle", o.take(u"tile"));
    return o;
}

std::optional<BoardFile> solutionBoard(const BoardFile &file, const Puzzle &puzzle,
                                       const PuzzleAnswer &answer, int *firstMove, FileError *error)
{
    QJsonObject json = file.wholeJson();
    json.remove(u"puzzle"); // the step-through is about the board, not the question
    QJsonArray moves = json.value(u"moves").toArray();
    switch (puzzle.kind) {
    case PuzzleKind::Free:
        *error = {1, QStringLiteral("puzzle.kind"),
                  QStringLiteral("a free question has no move to step through")};
        return std::nullopt;
    case PuzzleKind::FinalScores:
        json.insert(u"end", true);
        *firstMove = -1;
        break;
    case PuzzleKind::TurnScores:
        if (moves.isEmpty()) {
            *error = {1, QStringLiteral("puzzle.kind"),
                      QStringLiteral("a turn-scores puzzle needs at least one move")};
            return std::nullopt;
        }
        *firstMove = int(moves.size()) - 1;
        break;
    case PuzzleKind::BestMove: {
        if (answer.best.isEmpty()) {
            *error = {1, QStringLiteral("puzzle.answer.best"),
                      QStringLiteral("there is no best move to play")};
            return std::nullopt;
        }
        // Whether the tile is a castle is the catalogue's to say, so ask the timeline.
        TimelineOptions options;
        options.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline timeline = Timeline::build(file, {}, options);
        if (!timeline.replays()) {
            *error = timeline.problems().value(0);
            return std::nullopt;
        }
        const TileType *type = timeline.afterMoves()->catalogue().find(puzzle.tile);
        *firstMove = int(moves.size());
        moves.append(boardMoveJson(answer.best.constFirst().move, type && type->isDouble()));
        json.insert(u"moves", moves);
        json.remove(u"end");
        break;
    }
    }
    BoardFile solution;
    if (!solution.setJson(json, error)) return std::nullopt;
    return solution;
}

} // namespace ml
