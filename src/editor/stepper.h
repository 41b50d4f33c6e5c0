// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"
#include "boardfilereplay.h"
#include "stepmarks.h"
#include "timeline.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace ml
{

// One stop of a step-through: a turn step that did something, one scoring, or one event of
// the final scoring. Its events are Stepper::events()[firstEvent, firstEvent + eventCount).
struct Step {
    enum class Kind : quint8 {
        SetUp,         // the board before the first move
        Tile,          // phase 1: the tile (or castle) placed, with a hill's face-down tile
        Discard,       // a drawn tile that fits nowhere
        Magic,         // the mage or witch brought in, moved or taken off
        Figure,        // phase 2: a meeple or shepherd placed (a shepherd draws a token)
        Flock,         // the shepherd action: grow (a draw) or guide to the stable
        AutoStable,    // a closed field sends its flocks to the stable
        Scoring,       // phase 3: one completed feature scored
        FiguresReturn, // phase 3: the figures of the scored features go home
        Final,         // one event of the final scoring (or none when nothing is left)
        GameEnd        // why the game is over: the stack is empty, the castle end rule
    };
    Kind kind = Kind::SetUp;
    int move = -1; // index into BoardFile::moves(); -1 for the set-up, end and final scoring
    int firstEvent = 0;
    int eventCount = 0;
    QStringList rules; // rule ids of a step that scores nothing (the end of the game)
    // A step whose flock goes home within the move (the stable, a wolf) shows the shepherds
    // still standing; its FiguresReturn follows at once and shows the board after that turn
    // step (a Game::TurnStep); -1 for the figures of phase 3, home after the whole move.
    int returnAfter = -1;
};

// Steps through a board file's timeline, forward and back. It lists every step once, up
// front, from the timeline's events by turn step, and computes the game state of a step on
// demand: the timeline's position before the step's move and that move played up to the
// step. The engine scores all features a tile completes in one go, so a scoring step shows
// the board before the figures go home (the figures that decide are still there) and a
// FiguresReturn step follows.
class Stepper : public QObject
{
    Q_OBJECT
public:
    // When the final scoring runs: as the file says (`end`), always ("score this board now"),
    // or never; the timeline's option.
    using FinalScoring = TimelineOptions::FinalScoring;

    explicit Stepper(QObject *parent = nullptr);
    ~Stepper() override;

    // Rebuilds the steps and goes to the first one. False when the set-up fails (no steps
    // then); a refused move keeps the steps before it and sets errorString().
    bool setBoardFile(const BoardFile &file, const QMap<QString, QString> &overrides = {},
                      FinalScoring final = FinalScoring::IfEnd);
    // The same on a timeline someone built already (the document's): nothing is played again.
    // Its final scoring option says which FinalScoring the steps show.
    bool setTimeline(const Timeline &timeline);
    const Timeline &timeline() const { return m_timeline; }
    // Forgets the board; stepsReset() tells the views that hold step or event indices.
    void clear();

    // The set-up problem, the refused move or the refused end of the game, in English with
    // its rule, as the replay words it ("moves[2]: ...", "stack: ..."); empty when none.
    QString errorString() const { return m_error; }
    // The same problem as data, for the interface to word (RefusalText::fileError).
    const FileError &error() const { return m_errorData; }
    int errorMove() const { return m_errorMove; } // -1 when every move was played
    // True when every move played but the file's `end` is refused (docs/board-format.md, `moves`):
    // the final scoring does not run then.
    bool endRefused() const { return m_endRefused; }
    // How the game ends, when the file says `end` and gives its stack (a GameEnd step).
    const GameEndCheck &gameEnd() const { return m_gameEnd; }
    const BoardFile *boardFile() const
    {
        return m_timeline.isNull() ? nullptr : &m_timeline.file();
    }

    int count() const { return int(m_steps.size()); }
    bool isEmpty() const { return m_steps.isEmpty(); }
    const QList<Step> &steps() const { return m_steps; }
    const Step &step(int index) const { return m_steps.at(index); }
    // Every event, in the order of the steps.
    const QList<ScoreEvent> &events() const { return m_events; }
    QList<ScoreEvent> eventsOf(int index) const;
    // The events of the steps up to `index`, inclusive.
    QList<ScoreEvent> eventsUpTo(int index) const;
    int stepOfEvent(int event) const;
    int firstStepOfMove(int move) const; // -1 when the move has no step
    int moveCount() const;               // moves of the file (also those after a refused one)
    // The players in seating order, as set up.
    const QList<Player> &players() const;

    // The state at a step; see the class comment for scoring steps. Step 0 is the set-up.
    Game gameAt(int index) const;
    // The same without a copy where the step shows a position of the timeline.
    std::shared_ptr<const Game> positionAt(int index) const;
    // Start scores plus every point gained up to `index`, inclusive, per player id.
    QMap<QString, int> totalsAt(int index) const;
    // Points gained per player by the step itself.
    QMap<QString, int> pointsOf(int index) const;
    // The segments of the features the step scores (every event), each once.
    QList<SegmentRef> featureSegments(int index) const;
    // The figures that decide the step's scorings: indices into gameAt(index).figures() of
    // every figure on a scored feature (the meeples of winners and losers, shepherds, the
    // mage or witch). A scoring step still shows them; empty when nothing is scored.
    QList<int> decidingFigures(int index) const;
    // Everything the board marks at a step, as one value (core/stepmarks.h) that the board view
    // and every export draw alike: the scored features' cells and segments, the deciding
    // figures, the tile the step's move placed and, with `withPoints`, each scorer's points.
    StepMarks marks(int index, bool withPoints) const;

    int current() const { return m_current; }
    const Step &currentStep() const { return m_steps.at(m_current); }
    // The state at the current step, computed once per step.
    const Game &game() const;
    QMap<QString, int> totals() const { return totalsAt(m_current); }

public Q_SLOTS:
    void jumpTo(int index);
    void next() { jumpTo(m_current + 1); }
    void previous() { jumpTo(m_current - 1); }
    void first() { jumpTo(0); }
    void last() { jumpTo(count() - 1); }

Q_SIGNALS:
    // The list of steps was rebuilt (a new board or new options).
    void stepsReset();
    void currentChanged(int index);

private:
    void reset(); // clear() without the signals, for setBoardFile()
    void addMoveSteps(int move);
    void addFinalSteps();
    // The end-of-game check of the timeline; false when the end is refused.
    bool addGameEndStep();
    void append(Step::Kind kind, int move, const QList<ScoreEvent> &events);

    Timeline m_timeline;
    std::shared_ptr<const Game> m_setUp;      // held, so players() can hand out a reference
    std::shared_ptr<const Game> m_afterMoves; // the end and final steps show it
    QList<Step> m_steps;
    QList<ScoreEvent> m_events;
    QString m_error;
    FileError m_errorData;
    int m_errorMove = -1;
    bool m_endRefused = false;
    GameEndCheck m_gameEnd;
    int m_current = 0;
    mutable std::shared_ptr<const Game> m_cache;
    mutable int m_cacheIndex = -1;
};

} // namespace ml
