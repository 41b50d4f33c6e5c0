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
    case Step::Kind::Figure:
        return move.figure.has_value();
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
    const bool wasEmpty = m_steps.isEmpty() && !m_file && m_error.isEmpty();
    reset();
    // Views that index into the steps and events (the score log) must drop them now: a view
    // shown later would otherwise read events that are gone.
    if (wasEmpty) return;
    Q_EMIT stepsReset();
    Q_EMIT currentChanged(m_current);
}

void Stepper::reset()
{
    m_file.reset();
    m_steps.clear();
    m_events.clear();
    m_before.clear();
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
    reset();
    m_file = file;
    FileError error;
    std::optional<Game> game = file.setUp(overrides, &error);
    if (!game) {
        m_error = error.where.isEmpty() ? error.reason
                                        : error.where + QStringLiteral(": ") + error.reason;
        m_errorData = error;
        Q_EMIT stepsReset();
        Q_EMIT currentChanged(m_current);
        return false;
    }
    m_before.push_back(*game);
    append(Step::Kind::SetUp, -1, {});
    for (int i = 0; i < file.moves().size() && m_errorMove < 0; ++i)
        addMoveSteps(i, m_before.back());
    const bool runFinal =
        final == FinalScoring::Always || (final == FinalScoring::IfEnd && file.end());
    // A final scoring after a refused move would score a game that never happened; the
    // file's end is checked as the replay checks it ("score this board now" ends the game
    // whatever the stack says).
    if (runFinal && m_errorMove < 0 &&
        (final == FinalScoring::Always || addGameEndStep(m_before.back())))
        addFinalSteps(m_before.back());
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

void Stepper::addMoveSteps(int moveIndex, const Game &before)
{
    const Move &move = m_file->moves().at(moveIndex);
    if (move.kind == Move::Kind::Discard) {
        Game after = before;
        if (const auto refused = after.playMove(move, nullptr)) {
            m_errorData =
                FileError::ruleBroken(QStringLiteral("moves[%1]").arg(moveIndex), *refused);
            m_error = QStringLiteral("moves[%1]: ").arg(moveIndex) + ruleReason(*refused);
            m_errorMove = moveIndex;
            return;
        }
        append(Step::Kind::Discard, moveIndex, {});
        m_before.push_back(std::move(after));
        return;
    }
    // Each turn step replays the move from its start, so the events of a step are those
    // the longer run adds; the figures still standing before phase 3 tell whether any go home.
    int eventsSoFar = 0;
    qsizetype figuresBeforeScoring = 0;
    for (const TurnStepKind &ts : kTurnSteps) {
        Game game = before;
        QList<ScoreEvent> events;
        if (const auto refused = game.playMoveUpTo(move, ts.step, &events)) {
            m_errorData =
                FileError::ruleBroken(QStringLiteral("moves[%1]").arg(moveIndex), *refused);
            m_error = QStringLiteral("moves[%1]: ").arg(moveIndex) + ruleReason(*refused);
            m_errorMove = moveIndex;
            return;
        }
        for (ScoreEvent &e : events)
            e.move = moveIndex; // the file's index, whatever the engine counted
        const QList<ScoreEvent> added = events.mid(eventsSoFar);
        eventsSoFar = int(events.size());
        if (ts.kind == Step::Kind::Scoring) {
            for (const ScoreEvent &e : added)
                append(Step::Kind::Scoring, moveIndex, {e});
            if (game.figures().size() < figuresBeforeScoring)
                append(Step::Kind::FiguresReturn, moveIndex, {});
            m_before.push_back(std::move(game));
            return;
        }
        figuresBeforeScoring = game.figures().size();
        if (stepHappened(ts.kind, move, int(added.size()))) append(ts.kind, moveIndex, added);
    }
}

bool Stepper::addGameEndStep(const Game &afterMoves)
{
    m_gameEnd = checkGameEnd(*m_file, afterMoves);
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

void Stepper::addFinalSteps(const Game &afterMoves)
{
    Game game = afterMoves;
    const QList<ScoreEvent> events = game.finalScoring();
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
    return m_file ? int(m_file->moves().size()) : 0;
}

const QList<Player> &Stepper::players() const
{
    static const QList<Player> none;
    return m_before.empty() ? none : m_before.front().players();
}

Game Stepper::gameAt(int index) const
{
    const Step &s = m_steps.at(index);
    switch (s.kind) {
    case Step::Kind::SetUp:
        return m_before.front();
    case Step::Kind::Final:
    case Step::Kind::GameEnd:
        return m_before.back();
    case Step::Kind::Discard:
    case Step::Kind::FiguresReturn:
        return m_before.at(size_t(s.move) + 1);
    default:
        break;
    }
    TurnStep last = TurnStep::AutoStable; // scorings show the figures that decide them
    for (const TurnStepKind &ts : kTurnSteps)
        if (ts.kind == s.kind && s.kind != Step::Kind::Scoring) last = ts.step;
    Game game = m_before.at(size_t(s.move));
    game.playMoveUpTo(m_file->moves().at(s.move), last, nullptr);
    return game;
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

QList<Cell> Stepper::scoredCells(int index) const
{
    QList<Cell> out;
    for (const ScoreEvent &e : eventsOf(index))
        for (Cell c : e.cells)
            if (!out.contains(c)) out << c;
    return out;
}

QList<SegmentRef> Stepper::featureSegments(int index) const
{
    QList<SegmentRef> out;
    for (const ScoreEvent &e : eventsOf(index))
        for (const SegmentRef &ref : e.segments)
            if (!out.contains(ref)) out << ref;
    return out;
}

QList<int> Stepper::decidingFigures(int index) const
{
    const QList<SegmentRef> segments = featureSegments(index);
    if (segments.isEmpty()) return {};
    std::optional<Game> other; // the current step's game is cached; others are computed
    if (index != m_current) other = gameAt(index);
    const Game &shown = other ? *other : game();
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

const Game &Stepper::game() const
{
    if (m_cacheIndex != m_current || !m_cache) {
        m_cache = gameAt(m_current);
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
