// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepper.h"

#include "boardfilereplay.h"

#include <QSet>

namespace ml
{

namespace
{

using TurnStep = Game::TurnStep;

// The engine's turn steps with the step kind each one shows as.
struct TurnStepKind {
    TurnStep step;
    Step::Kind kind;
};
constexpr TurnStepKind kTurnSteps[] = {
    {TurnStep::Tile, Step::Kind::Tile},
    {TurnStep::Magic, Step::Kind::Magic},
    {TurnStep::Figure, Step::Kind::Figure},
    {TurnStep::Flock, Step::Kind::Flock},
    {TurnStep::AutoStable, Step::Kind::AutoStable},
    {TurnStep::Scoring, Step::Kind::Scoring},
};

// Whether a turn step did something the user should stop at. Magic, figure and flock steps
// come from the move itself (the engine refuses a move that leaves out a due action);
// automatic stables and scorings show up as events.
bool stepHappened(Step::Kind kind, const Move &move, int newEvents)
{
    switch (kind) {
    case Step::Kind::Tile:
        return true;
    case Step::Kind::Magic:
        return move.magic.has_value();
    case Step::Kind::Figure: // a figure placed, or the abbot taken back (R-AB-12)
        return move.figure.has_value() || move.abbotReturn;
    case Step::Kind::Flock:
        return !move.flockAction.isEmpty();
    default:
        return newEvents > 0;
    }
}

} // namespace

Stepper::Stepper(QObject *parent) : QObject(parent) {}

Stepper::~Stepper() = default;

void Stepper::clear()
{
    const bool wasEmpty = m_steps.isEmpty() && m_timeline.isNull() && m_error.isEmpty();
    reset();
    // Views that index into the steps and events (the score log) must drop them now: a view
    // shown later would otherwise read events that are gone.
    if (wasEmpty) return;
    Q_EMIT stepsReset();
    Q_EMIT currentChanged(m_current);
}

void Stepper::reset()
{
    m_timeline = Timeline();
    m_setUp.reset();
    m_afterMoves.reset();
    m_steps.clear();
    m_events.clear();
    m_error.clear();
    m_errorData = {};
    m_errorMove = -1;
    m_endRefused = false;
    m_gameEnd = {};
    m_current = 0;
    m_cache.reset();
    m_cacheIndex = -1;
}

bool Stepper::setBoardFile(const BoardFile &file, const QMap<QString, QString> &overrides,
                           FinalScoring final)
{
    TimelineOptions options;
    options.finalScoring = final;
    return setTimeline(Timeline::build(file, overrides, options));
}

bool Stepper::setTimeline(const Timeline &timeline)
{
    reset();
    m_timeline = timeline;
    if (!timeline.isSetUp()) {
        const FileError error = timeline.problems().value(0);
        m_error = error.where.isEmpty() ? error.reason
                                        : error.where + QStringLiteral(": ") + error.reason;
        m_errorData = error;
        Q_EMIT stepsReset();
        Q_EMIT currentChanged(m_current);
        return false;
    }
    m_setUp = timeline.setUp();
    m_afterMoves = timeline.afterMoves();
    append(Step::Kind::SetUp, -1, {});
    if (const auto &refused = timeline.refusal()) {
        m_errorData = *refused;
        m_error = refused->where + QStringLiteral(": ") + refused->reason;
        m_errorMove = timeline.refusedMove();
    }
    const int reached = m_errorMove >= 0 ? m_errorMove + 1 : timeline.moveCount();
    for (int i = 0; i < reached; ++i)
        addMoveSteps(i);
    // A final scoring after a refused move would score a game that never happened; the
    // file's end is checked as the timeline checked it ("score this board now" ends the game
    // whatever the stack says, and "never" shows no end at all).
    const auto final = timeline.options().finalScoring;
    const bool endShown = final == TimelineOptions::FinalScoring::IfEnd && timeline.endChecked();
    if ((!endShown || addGameEndStep()) && timeline.finalScored()) addFinalSteps();
    Q_EMIT stepsReset();
    Q_EMIT currentChanged(m_current);
    return true;
}

void Stepper::append(Step::Kind kind, int move, const QList<ScoreEvent> &events)
{
    Step s;
    s.kind = kind;
    s.move = move;
    s.firstEvent = int(m_events.size());
    s.eventCount = int(events.size());
    m_events += events;
    m_steps.append(s);
}

void Stepper::addMoveSteps(int moveIndex)
{
    const TimelineMove &played = m_timeline.move(moveIndex);
    if (played.discard) {
        if (played.played) append(Step::Kind::Discard, moveIndex, {});
        return;
    }
    const Move &move = m_timeline.file().moves().at(moveIndex);
    // The timeline marked where each turn step ended; a refused move shows the steps that
    // ran before its refusal. The figures still standing before phase 3 tell whether any go
    // home.
    for (const TurnStepKind &ts : kTurnSteps) {
        const int step = int(ts.step);
        if (step >= played.stepsDone) return;
        const QList<ScoreEvent> added = m_timeline.stepEvents(moveIndex, ts.step);
        if (ts.kind == Step::Kind::Scoring) {
            for (const ScoreEvent &e : added)
                append(Step::Kind::Scoring, moveIndex, {e});
            const size_t autoStable = size_t(TurnStep::AutoStable);
            if (played.figures[size_t(step)] < played.figures[autoStable])
                append(Step::Kind::FiguresReturn, moveIndex, {});
            return;
        }
        if (!stepHappened(ts.kind, move, int(added.size()))) continue;
        append(ts.kind, moveIndex, added);
        // The abbot taken back scores where it stands (R-AB-12): shown standing, then home.
        if (ts.kind == Step::Kind::Figure && move.abbotReturn) {
            append(Step::Kind::FiguresReturn, moveIndex, {});
            m_steps.last().returnAfter = step;
            continue;
        }
        // A flock that scored or scattered here: its shepherds are shown at the step, and go
        // home in a step of their own, as the figures of phase 3 do.
        bool shepherdsLeft = false;
        for (const ScoreEvent &e : added)
            shepherdsLeft |= !e.shepherds.isEmpty();
        if (shepherdsLeft) {
            append(Step::Kind::FiguresReturn, moveIndex, {});
            m_steps.last().returnAfter = step;
        }
    }
}

bool Stepper::addGameEndStep()
{
    m_gameEnd = m_timeline.gameEnd();
    if (m_gameEnd.error) {
        m_error = m_gameEnd.error->where + QStringLiteral(": ") + m_gameEnd.error->reason;
        m_errorData = *m_gameEnd.error;
        m_endRefused = true;
        return false;
    }
    using Reason = GameEndCheck::Reason;
    if (m_gameEnd.reason == Reason::AsGiven) return true; // nothing to show but the file's word
    append(Step::Kind::GameEnd, -1, {});
    const QString stackRule = QStringLiteral("R-BASE-13"), castleRule = QStringLiteral("R-GC-4");
    m_steps.last().rules = m_gameEnd.reason == Reason::StackEmpty ? QStringList{stackRule}
                           : m_gameEnd.reason == Reason::CastleC2
                               ? QStringList{stackRule, castleRule}
                               : QStringList{castleRule};
    return true;
}

void Stepper::addFinalSteps()
{
    const QList<ScoreEvent> &events = m_timeline.finalEvents();
    if (events.isEmpty()) append(Step::Kind::Final, -1, {});
    for (const ScoreEvent &e : events)
        append(Step::Kind::Final, -1, {e});
}

QList<ScoreEvent> Stepper::eventsOf(int index) const
{
    const Step &s = m_steps.at(index);
    return m_events.mid(s.firstEvent, s.eventCount);
}

QList<ScoreEvent> Stepper::eventsUpTo(int index) const
{
    const Step &s = m_steps.at(index);
    return m_events.mid(0, s.firstEvent + s.eventCount);
}

int Stepper::stepOfEvent(int event) const
{
    for (int i = 0; i < m_steps.size(); ++i)
        if (event >= m_steps[i].firstEvent && event < m_steps[i].firstEvent + m_steps[i].eventCount)
            return i;
    return -1;
}

int Stepper::firstStepOfMove(int move) const
{
    for (int i = 0; i < m_steps.size(); ++i)
        if (m_steps[i].move == move) return i;
    return -1;
}

int Stepper::moveCount() const
{
    // Scoring a set-up now plays none of the file's moves: there are none to count then.
    if (m_timeline.isNull() || !m_timeline.options().playMoves) return 0;
    return m_timeline.moveCount();
}

const QList<Player> &Stepper::players() const
{
    static const QList<Player> none;
    return m_setUp ? m_setUp->players() : none;
}

Game Stepper::gameAt(int index) const
{
    return *positionAt(index);
}

std::shared_ptr<const Game> Stepper::positionAt(int index) const
{
    const Step &s = m_steps.at(index);
    switch (s.kind) {
    case Step::Kind::SetUp:
        return m_setUp;
    case Step::Kind::Final:
    case Step::Kind::GameEnd:
        return m_afterMoves;
    case Step::Kind::Discard:
        return m_timeline.after(s.move);
    case Step::Kind::FiguresReturn:
        return s.returnAfter < 0 ? m_timeline.after(s.move)
                                 : m_timeline.afterStep(s.move, TurnStep(s.returnAfter));
    default:
        break;
    }
    TurnStep last = TurnStep::AutoStable; // scorings show the figures that decide them
    for (const TurnStepKind &ts : kTurnSteps)
        if (ts.kind == s.kind && s.kind != Step::Kind::Scoring) last = ts.step;
    // The abbot's recall shows the abbot where it scores, before it goes (the next step).
    if (s.kind == Step::Kind::Figure && m_timeline.file().moves().at(s.move).abbotReturn)
        last = TurnStep::Magic;
    std::shared_ptr<const Game> after = m_timeline.afterStep(s.move, last);
    // A flock that went home in this step is shown as it stood when it scored or scattered,
    // with a drawn wolf beside it: the step after shows the field empty.
    bool shepherdsLeft = false;
    const QList<ScoreEvent> events = eventsOf(index);
    for (const ScoreEvent &e : events)
        shepherdsLeft |= !e.shepherds.isEmpty();
    if (!after || !shepherdsLeft) return after;
    auto shown = std::make_shared<Game>(*after);
    const Move &move = m_timeline.file().moves().at(s.move);
    const int drawer = move.seat >= 0 && move.seat < shown->players().size()
                           ? move.seat
                           : shown->playerIndex(move.player);
    for (const ScoreEvent &e : events)
        shown->standShepherdsAgain(e, drawer);
    return shown;
}

QMap<QString, int> Stepper::totalsAt(int index) const
{
    QMap<QString, int> totals;
    for (const Player &p : players())
        totals.insert(p.id, p.startScore);
    for (const ScoreEvent &e : eventsUpTo(index))
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            totals[it.key()] += it.value();
    return totals;
}

QMap<QString, int> Stepper::pointsOf(int index) const
{
    QMap<QString, int> points;
    for (const ScoreEvent &e : eventsOf(index))
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points[it.key()] += it.value();
    return points;
}

QList<SegmentRef> Stepper::featureSegments(int index) const
{
    QList<SegmentRef> out;
    for (const ScoreEvent &e : eventsOf(index))
        for (const SegmentRef &ref : e.segments)
            if (!out.contains(ref)) out << ref;
    return out;
}

namespace
{
// The figures (indices into shown.figures()) on the features `segments` belong to.
QList<int> figuresOnFeatures(const Game &shown, const QList<SegmentRef> &segments)
{
    if (segments.isEmpty()) return {};
    const Board &board = shown.board();
    QSet<int> roots;
    for (const SegmentRef &ref : segments)
        if (ref.tile >= 0 && size_t(ref.tile) < board.tiles().size())
            roots.insert(board.root(board.node(ref.tile, ref.segment)));
    QList<int> out;
    const QList<Figure> &figures = shown.figures();
    for (int i = 0; i < figures.size(); ++i)
        if (roots.contains(board.root(board.node(figures[i].tile, figures[i].segment)))) out << i;
    return out;
}
} // namespace

QList<int> Stepper::decidingFigures(int index) const
{
    const QList<SegmentRef> segments = featureSegments(index);
    if (segments.isEmpty()) return {};
    // The current step's game is cached; others are computed.
    const std::shared_ptr<const Game> other = index != m_current ? positionAt(index) : nullptr;
    return figuresOnFeatures(other ? *other : game(), segments);
}

StepMarks Stepper::marks(int index, bool withPoints) const
{
    StepMarks out;
    if (index < 0 || index >= count()) return out;
    const QList<Player> &seated = players();
    for (const ScoreEvent &e : eventsOf(index))
        out.addScoring(e, seated, withPoints);
    // The step's position, asked for once: a step other than the current one is played again
    // from the nearest checkpoint (the current one is cached).
    const std::shared_ptr<const Game> other = index != m_current ? positionAt(index) : nullptr;
    const Game &shown = other ? *other : game();
    out.figures = figuresOnFeatures(shown, out.segments);
    // The board lists tiles in the order they were placed, so the move's tile is the last one
    // when the move added one (a discard adds none).
    const Step &s = step(index);
    if (s.move >= 0 && s.kind != Step::Kind::SetUp) {
        const std::shared_ptr<const Game> before = m_timeline.before(s.move);
        const auto &tiles = shown.board().tiles();
        if (before && tiles.size() > before->board().tiles().size())
            out.placedTile = tiles.back().at;
    }
    return out;
}

const Game &Stepper::game() const
{
    if (m_cacheIndex != m_current || !m_cache) {
        m_cache = positionAt(m_current);
        m_cacheIndex = m_current;
    }
    return *m_cache;
}

void Stepper::jumpTo(int index)
{
    index = qBound(0, index, qMax(0, count() - 1));
    if (index == m_current) return;
    m_current = index;
    Q_EMIT currentChanged(m_current);
}

} // namespace ml
