// SPDX-License-Identifier: GPL-3.0-or-later
#include "timeline.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <vector>

namespace ml
{

// How positions are kept. A game holds the whole board, so one game per move would make a
// long file cost memory in the square of its length (10,000 moves, 10,000 boards). The
// builder keeps only checkpoints: the set-up, every `interval`-th position and the last one,
// with at most about kCheckpoints of them, which is a constant number of boards whatever the
// length. Any other position is played forward from the nearest position still alive and
// then remembered weakly: while any reader holds it, every reader gets that same object
// (after(i) is before(i + 1)), and once nobody does it costs nothing. A reader that walks the
// moves in order keeps the last position alive, so each step plays one move.
namespace
{
constexpr int kCheckpoints = 16;
constexpr int kMinInterval = 32; // playing up to 31 moves from a checkpoint takes microseconds
// docs/board-format.md, `annotations`: each anchor of an annotation names a location of the tile on
// its cell, on the position after `after` moves, or after all moves without it. A position the
// replay never reached is not checked: the refused move already refuses the file.
void checkAnnotations(const BoardFile &file, const Timeline &timeline, int reached,
                      QList<FileError> *problems)
{
    const int all = int(file.moves().size());
    for (const Annotation &a : file.annotations()) {
        const int k = a.after.value_or(all);
        if (k > reached) continue;
        const std::shared_ptr<const Game> game = timeline.position(k);
        if (!game) continue;
        for (const AnnotationPoint &p : a.anchors()) {
            int tile = -1, segment = -1;
            Refusal why;
            if (!game->resolveLocation(p.at, p.on, &tile, &segment, &why))
                problems->append(FileError::reading(
                    p.where,
                    QStringLiteral("%1 (after %2 moves): %3").arg(a.path).arg(k).arg(why.reason),
                    FileErrorCode::Other));
        }
    }
}

} // namespace

struct Timeline::Data {
    BoardFile file;
    TimelineOptions options;
    QList<FileError> problems;
    std::optional<FileError> refusal;
    int refusedMove = -1;
    bool setUp = false;
    bool mismatched = false;
    bool endChecked = false;
    GameEndCheck gameEnd;
    QList<TimelineMove> moves;
    QList<ScoreEvent> events;
    QList<ScoreEvent> refusedEvents;
    bool finalScored = false;
    QList<ScoreEvent> finalEvents;
    std::shared_ptr<const Game> end;

    int interval = kMinInterval;
    int positionCount = 0;
    // Strong references: the checkpoints (index k % interval == 0) and the last position.
    std::vector<std::shared_ptr<const Game>> checkpoints;
    std::shared_ptr<const Game> last;
    // Every position handed out, for as long as some reader holds it; made with the first one
    // handed out between the kept positions (a command that reads only the end hands out none).
    mutable std::vector<std::weak_ptr<const Game>> cache;
    mutable std::mutex mutex; // positions are computed lazily, possibly from worker threads

    // A move that keepGoing skipped changes nothing, so the position after it is the one
    // before it: every index is read as the first index of its run of equal positions.
    int canonical(int k) const
    {
        while (k > 0 && !moves[k - 1].played)
            --k;
        return k;
    }
    std::shared_ptr<const Game> alive(int k) const;
    std::shared_ptr<const Game> position(int k) const;
};

std::shared_ptr<const Game> Timeline::Data::alive(int k) const
{
    if (k % interval == 0 && size_t(k / interval) < checkpoints.size())
        return checkpoints[size_t(k / interval)];
    if (last && k == canonical(positionCount - 1)) return last;
    return size_t(k) < cache.size() ? cache[size_t(k)].lock() : nullptr;
}

std::shared_ptr<const Game> Timeline::Data::position(int k) const
{
    if (k < 0 || k >= positionCount) return nullptr;
    k = canonical(k);
    const std::lock_guard<std::mutex> lock(mutex);
    if (auto known = alive(k)) return known;
    int from = k - 1;
    std::shared_ptr<const Game> start;
    while (!(start = alive(from)))
        --from; // ends at a checkpoint at the latest
    // Not make_shared: the cache's weak reference would keep the game's whole block
    // (kilobytes of fixed arrays) allocated after the last reader lets it go.
    auto *game = new Game(*start);
    for (int i = from; i < k; ++i)
        if (moves[i].played) game->playMove(file.moves()[i], nullptr); // known to play
    std::shared_ptr<const Game> out(game);
    if (cache.empty()) cache.resize(size_t(positionCount));
    cache[size_t(k)] = out;
    return out;
}

namespace
{

FileError moveRefused(int index, const RuleError &refused)
{
    return FileError::ruleBroken(QStringLiteral("moves[%1]").arg(index), refused);
}

} // namespace

namespace
{

// Makes the board's room for the tiles the first `count` moves place, counted from the file
// (a move whose tile is unknown is refused anyway and takes none).
void reserveForMoves(const MoveList &moves, int count, Game *game)
{
    size_t tiles = 0;
    size_t segments = 0;
    for (int i = 0; i < count; ++i) {
        if (moves.kindAt(i) == Move::Kind::Discard) continue;
        if (const TileType *type = game->catalogue().find(moves.tileAt(i))) {
            ++tiles;
            segments += size_t(type->segments.size());
        }
    }
    game->reserveTiles(tiles, segments);
}

} // namespace

namespace
{
std::atomic<int> g_builds{0};
}

int Timeline::buildsSoFar()
{
    return g_builds.load();
}

Timeline Timeline::build(const BoardFile &file, const QMap<QString, QString> &overrides,
                         const TimelineOptions &options)
{
    ++g_builds;
    auto d = std::make_shared<Data>();
    d->file = file;
    d->options = options;
    Timeline timeline;
    timeline.d = d;
    const MoveList &moves = file.moves();
    d->moves.reserve(moves.size()); // exactly: resize() alone would round up to a power of two
    d->moves.resize(moves.size());

    FileError error;
    SetUpOptions setUpOptions;
    setUpOptions.allowMismatchedSides = options.allowMismatchedSides;
    std::optional<Game> game = file.setUp(overrides, &error, setUpOptions);
    if (!game) {
        d->problems.append(error);
        return timeline;
    }
    d->setUp = true;
    d->mismatched = !game->board().mismatches().isEmpty();
    const int toPlay = options.playMoves && !d->mismatched ? int(moves.size()) : 0;
    d->interval = options.checkpoints
                      ? std::max(kMinInterval, (toPlay + kCheckpoints - 1) / kCheckpoints)
                      : std::numeric_limits<int>::max(); // the set-up is checkpoint 0
    d->checkpoints.push_back(std::make_shared<const Game>(*game));
    reserveForMoves(moves, toPlay, &*game);

    // The one replay of a board file: every move played once, its steps marked on the way.
    // Returns how many moves it got past (the refused one of a stop not counted).
    const auto replayBoard = [&]() -> int {
        int reached = 0;
        for (int i = 0; i < toPlay; ++i) {
            TimelineMove &m = d->moves[i];
            m.discard = moves[i].kind == Move::Kind::Discard;
            QList<ScoreEvent> events;
            Game::TurnMarks marks;
            // keepGoing rolls a refused move back (tryMove) so play goes on; otherwise the
            // game is spoilt by the refusal and the position before it is played again from
            // a checkpoint, which costs that only the one time a file stops.
            const auto refused = options.keepGoing ? game->tryMove(moves[i], &events, &marks)
                                                   : game->playMove(moves[i], &events, &marks);
            for (ScoreEvent &e : events)
                e.move = i; // the file's move index, whatever the engine counted
            if (refused) {
                d->problems.append(moveRefused(i, *refused));
                if (!d->refusal) {
                    d->refusal = d->problems.constLast();
                    d->refusedMove = i;
                }
            }
            // keepGoing skips a refused move as if it had not been played: no steps, no events.
            if (!refused || !options.keepGoing) {
                m.played = !refused;
                m.stepsDone = marks.stepsDone;
                m.firstEvent = int(refused ? d->refusedEvents.size() : d->events.size());
                for (size_t s = 0; s < size_t(Game::kTurnSteps); ++s) {
                    m.eventsEnd[s] = m.firstEvent + int(marks.events[s]);
                    m.figures[s] = int(marks.figures[s]);
                }
                (refused ? d->refusedEvents : d->events) += events;
            }
            if (refused && !options.keepGoing) {
                game.reset();
                return reached;
            }
            reached = i + 1;
            if (reached % d->interval == 0 && reached < toPlay)
                d->checkpoints.push_back(std::make_shared<const Game>(*game));
        }
        return reached;
    };
    const int reached = replayBoard();
    d->positionCount = reached + 1;
    if (game)
        d->last = std::make_shared<const Game>(std::move(*game));
    else
        d->last = d->position(reached); // last is not set yet: played from a checkpoint
    const Game &afterMoves = *d->last;

    checkAnnotations(file, timeline, reached, &d->problems);

    const bool allReached = !d->refusal || options.keepGoing;
    const auto final = options.finalScoring;
    if (file.end() && final != TimelineOptions::FinalScoring::Always && allReached &&
        options.playMoves && !d->mismatched) {
        d->endChecked = true;
        d->gameEnd = checkGameEnd(file, afterMoves);
        if (d->gameEnd.error) d->problems.append(*d->gameEnd.error);
    }
    const bool endAllowed = !d->endChecked || !d->gameEnd.error || options.keepGoing;
    d->finalScored = allReached && !d->mismatched &&
                     (final == TimelineOptions::FinalScoring::Always ||
                      (final == TimelineOptions::FinalScoring::IfEnd && file.end() && endAllowed));
    d->end = d->last;
    if (d->finalScored) {
        auto scored = std::make_shared<Game>(afterMoves);
        d->finalEvents = scored->finalScoring();
        d->end = std::move(scored);
    }
    return timeline;
}

const Timeline::Data &Timeline::data() const
{
    static const Data none; // a default-made Timeline reads as an empty one
    return d ? *d : none;
}

Timeline::Timeline() = default;

bool Timeline::isNull() const
{
    return !d;
}

const BoardFile &Timeline::file() const
{
    return data().file;
}

const TimelineOptions &Timeline::options() const
{
    return data().options;
}

const QList<FileError> &Timeline::problems() const
{
    return data().problems;
}

bool Timeline::isSetUp() const
{
    return data().setUp;
}

const std::optional<FileError> &Timeline::refusal() const
{
    return data().refusal;
}

int Timeline::refusedMove() const
{
    return data().refusedMove;
}

bool Timeline::endChecked() const
{
    return data().endChecked;
}

const GameEndCheck &Timeline::gameEnd() const
{
    return data().gameEnd;
}

bool Timeline::mismatchedSetUp() const
{
    return data().mismatched;
}

bool Timeline::replays() const
{
    return isSetUp() && (options().keepGoing || problems().isEmpty());
}

int Timeline::moveCount() const
{
    return int(data().moves.size());
}

const TimelineMove &Timeline::move(int index) const
{
    return data().moves.at(index);
}

int Timeline::positionCount() const
{
    return data().positionCount;
}

std::shared_ptr<const Game> Timeline::position(int k) const
{
    return data().position(k);
}

std::shared_ptr<const Game> Timeline::after(int move) const
{
    const Data &t = data();
    if (move < 0 || move >= t.moves.size() || !t.moves[move].played) return nullptr;
    return t.position(move + 1);
}

std::shared_ptr<const Game> Timeline::afterMoves() const
{
    return data().last;
}

std::shared_ptr<const Game> Timeline::end() const
{
    return data().end;
}

std::shared_ptr<const Game> Timeline::afterStep(int move, Game::TurnStep last) const
{
    const Data &t = data();
    if (move < 0 || move >= positionCount() || int(last) >= t.moves[move].stepsDone) return nullptr;
    auto game = std::make_shared<Game>(*t.position(move));
    game->playMoveUpTo(t.file.moves()[move], last, nullptr);
    return game;
}

const QList<ScoreEvent> &Timeline::events() const
{
    return data().events;
}

const QList<ScoreEvent> &Timeline::refusedEvents() const
{
    return data().refusedEvents;
}

QList<ScoreEvent> Timeline::stepEvents(int move, Game::TurnStep step) const
{
    const Data &t = data();
    const TimelineMove &m = t.moves.at(move);
    const int s = int(step);
    if (s >= m.stepsDone) return {};
    const int from = s == 0 ? m.firstEvent : m.eventsEnd[size_t(s - 1)];
    const QList<ScoreEvent> &all = m.played ? t.events : t.refusedEvents;
    return all.mid(from, m.eventsEnd[size_t(s)] - from);
}

bool Timeline::finalScored() const
{
    return data().finalScored;
}

const QList<ScoreEvent> &Timeline::finalEvents() const
{
    return data().finalEvents;
}

QMap<QString, int> Timeline::scores() const
{
    QMap<QString, int> out;
    if (const auto game = end())
        for (const Player &p : game->players())
            out.insert(p.id, p.score);
    return out;
}

int Timeline::nextPlayer(int k) const
{
    const auto game = setUp();
    if (!game || game->players().isEmpty()) return -1;
    const MoveList &moves = file().moves();
    if (k <= 0 || k > moves.size()) return 0;
    const int last = game->playerIndex(moves[k - 1].player);
    return last < 0 ? 0 : (last + 1) % int(game->players().size());
}

std::optional<Replay> Timeline::toReplay() const
{
    if (!replays()) return std::nullopt;
    Replay r;
    r.game = *end();
    r.events = events();
    r.final = finalEvents();
    r.scores = scores();
    return r;
}

} // namespace ml
