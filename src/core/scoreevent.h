// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"
#include "scoreids.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ml
{

class Board;

// One segment of a placed tile: the index into Board::tiles() and the tile-local segment.
// Tile indices never change once a tile is placed, so a reference stays valid in every later
// state of the game.
struct SegmentRef {
    int tile = -1;
    int segment = -1;
    friend bool operator==(SegmentRef a, SegmentRef b)
    {
        return a.tile == b.tile && a.segment == b.segment;
    }
};

// One line of a scoring explanation: what is counted (scoreids.h), how many and the points.
// The UI turns the term into words at display time; score --json writes its id.
struct ScoreTerm {
    Term term = Term::Tiles;
    int count = 0;
    int points = 0;
};

// A shepherd that leaves its field with a flock event (the stable, or a wolf), as it stood,
// so that a step-through can show it and its sheep at the moment the flock scores or scatters.
struct LeavingShepherd {
    QString player; // player id
    SegmentRef at;
    QStringList flock; // its sheep tokens
};

// Everything that happened in one scoring, as data.
struct ScoreEvent {
    enum class Phase : quint8 { Placement, Figures, Scoring, Final };

    int move = -1; // index of the move; -1 in the final scoring
    Phase phase = Phase::Scoring;
    ScoredFeature feature = ScoredFeature::Road;
    bool complete = false;
    QList<Cell> cells;
    // Every segment of the scored feature (of each field around the city, for per-city
    // farmers), so that a view can show the feature exactly and find the figures on it.
    QList<SegmentRef> segments;
    QStringList winners; // player ids in seating order
    Decider decidedBy = Decider::Nobody;
    QMap<QString, int> points; // player id -> points gained
    QList<ScoreTerm> breakdown;
    QStringList rules;                // rule ids (docs/rules/)
    QString draw;                     // flock events: the token drawn ("1".."4", "wolf")
    QList<LeavingShepherd> shepherds; // flock events: the shepherds sent home, as they stood
    bool abbotReturn = false;         // the abbot's recall (R-AB-12), in phase 2
    // Traders & Builders. A completed city's goods and who took them (R-TB-4); empty
    // `goodsTaker` when the city has none.
    QString goodsTaker;
    GoodsCounts goodsTaken{};
    // A goods majority event (feature Goods, R-TB-7): its kind and the tokens of every
    // player holding one.
    Goods goodsKind = Goods::Wine;
    QMap<QString, int> goodsCounts;
    // Terms some winners score on top of the breakdown: the pig (R-TB-17), by player id.
    QMap<QString, QList<ScoreTerm>> extra;

    static QString phaseName(Phase phase); // "placement", "figures", "scoring", "final"
};

// Adds every segment of the feature of `node` to e.segments, each once.
void addFeatureSegments(ScoreEvent &e, const Board &board, int node);

} // namespace ml
