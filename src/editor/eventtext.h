// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cellnames.h"
#include "stepper.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ml
{

// Scoring events and steps in words. The core gives ids (features, terms, rule ids) and
// numbers; every sentence is made here, at display time, so a language switch re-words
// everything. Whole sentences per feature kind, never a noun slotted into a frame, so that
// translations can get articles and word order right. Translation context: ml::EventText.
class EventText
{
    Q_DECLARE_TR_FUNCTIONS(ml::EventText)
public:
    // The players give display names; an id without a name shows as the id. Cells are
    // named by `cells` (CellNames::forTimeline() of the board shown), as the labels along
    // the board's edges name them; without, by their coordinates.
    explicit EventText(const QList<Player> &players = {}, const CellNames &cells = {});
    // The stepper's players, and the names of its board file's cells.
    explicit EventText(const Stepper &stepper);

    QString playerName(const QString &id) const;
    // "Red", "Red and Blue", "Red, Blue and Green".
    QString playerNames(const QStringList &ids) const;

    static QString featureName(ScoredFeature feature);
    // The one way a text names a cell: "C7" (see CellNames).
    QString cellText(Cell cell) const;
    QString cellsText(const QList<Cell> &cells) const;
    const CellNames &cellNames() const { return m_cells; }
    // "north", "east", "south", "west" for a side (geometry.h's Side).
    static QString sideWord(int side);
    // Where on its tile a figure stands, seen on the board, as words that follow the name
    // of the feature: "on the south side of (1, 0)", "from west to east across (1, 0)",
    // "on (0, -2)" (monastery, castle). `on` is a port in board orientation, as in files.
    // *kind gets the segment kind when the location resolves.
    QString placeText(const Game &game, Cell at, const QString &on,
                      SegmentKind *kind = nullptr) const;
    // "3 sheep", "the wolf".
    static QString tokenName(const QString &token);
    // "Phase 1: placing a tile", "Final scoring", ...
    static QString stepKindName(Step::Kind kind);
    // One breakdown term: "3 tiles × 2 → 6 points".
    static QString termText(const ScoreTerm &term);
    static QString termLabel(const ScoreTerm &term);
    static QString rulesText(const QStringList &rules);

    // What an event is about, in a few words: "City completed", "Flock: drew 3 sheep".
    static QString title(const ScoreEvent &event);
    // One line for lists: "City completed: Red +8".
    QString summary(const ScoreEvent &event) const;
    // What is scored, each term, the magic figures and bonuses, who wins and why; a
    // sentence per entry. The rule ids are left to rulesText() so a view can link them.
    QStringList explain(const ScoreEvent &event) const;
    QString winnersText(const ScoreEvent &event) const;

    // "Move 2 of 3 · Blue · Phase 2: placing a figure".
    QString stepTitle(const Stepper &stepper, int index) const;
    // What the step did, then the explanation of each of its events.
    QStringList stepText(const Stepper &stepper, int index) const;

    // The parts of explain(), for views that lay them out themselves.
    static QString headline(const ScoreEvent &event);
    static QStringList effects(const ScoreEvent &event); // magic figures, bonuses, variants
    // Traders & Builders: the goods a completer takes, the pigs' bonus (names players).
    QStringList trades(const ScoreEvent &event) const;
    static QString goodsText(const GoodsCounts &goods); // "1 wine, 2 grain"
    static QString goodsName(Goods goods);
    // What the player did in the step, or what the step is (set-up, nothing left to score);
    // empty for scoring steps, whose events say it all.
    QString stepAction(const Stepper &stepper, int index) const;

private:
    QString figureText(const Stepper &stepper, int index) const;
    QString magicText(const Stepper &stepper, int index) const;
    QString magicReason(const Game &before, const Move &m) const;
    QString hillReading(bool byCount) const;
    QString magicMoveText(const Game &before, const Move &m, FigureType type) const;
    QString gameEndText(const Stepper &stepper) const;

    QList<Player> m_players;
    CellNames m_cells;
};

} // namespace ml
