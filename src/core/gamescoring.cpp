// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring of features: the order of R-X-1 (docs/rules/all.md) for roads and cities, monasteries and
// castles. The final scoring and its farmers are in gamefinal.cpp.
#include "game.h"
#include "scoreterms.h"

#include <QVarLengthArray>

#include <algorithm>

namespace ml
{

void Game::countMeeples(int root, QList<int> *all, QList<int> *onHills) const
{
    const int r = m_board.root(root);
    // The board counts the feature's meeples: stop once all of them are found, and skip
    // the figures entirely on a feature without any (the final scoring asks of every one).
    int left = m_board.meeplesOn(r);
    for (const Figure &f : m_figures) {
        if (left == 0) break;
        if (!isMeepleLike(f.type) || m_board.root(m_board.node(f.tile, f.segment)) != r) continue;
        --left;
        // A majority weighs strength: the large meeple counts as two (R-IC-16).
        (*all)[f.player] += strengthOf(f.type);
        // Hills matter only with their expansion (a board file cannot mix them in otherwise).
        if ((m_sets & SetHillsSheep) && m_board.tiles()[size_t(f.tile)].type->hasMarker(MarkerHill))
            (*onHills)[f.player] += hillWeightOf(f.type);
    }
}

// The majority (D-4, R-BASE-11): every player with the most meeples on the feature scores,
// unless the hills break the tie (gamehill.cpp).
void Game::pickWinners(const QList<int> &all, const QList<int> &onHills, bool final,
                       ScoreEvent &event) const
{
    const int best = all.isEmpty() ? 0 : *std::max_element(all.begin(), all.end());
    if (best == 0) return;
    // Seats on the stack: a scoring allocates nothing for them.
    QVarLengthArray<int, 8> winners;
    for (int p = 0; p < all.size(); ++p)
        if (all[p] == best) winners.append(p);
    const qsizetype tied = winners.size();
    if (tied > 1) {
        event.rules << QStringLiteral("R-BASE-11");
        breakTieOnHills(winners, onHills, final, event);
    }
    for (int p : winners)
        event.winners << m_players[p].id;
    event.decidedBy = winners.size() < tied ? Decider::Hill
                      : winners.size() > 1  ? Decider::Tie
                                            : Decider::Majority;
}

void Game::decideWinners(int root, ScoreEvent &event, bool final, const MeepleTally *tally) const
{
    // One pair of count lists per thread, refilled: once they have room for the players, a
    // scoring allocates nothing for them (the search scores on several threads at once).
    thread_local QList<int> all, onHills;
    all.fill(0, m_players.size());
    onHills.fill(0, m_players.size());
    if (tally)
        addTallied(*tally, root, &all, &onHills);
    else
        countMeeples(root, &all, &onHills);
    pickWinners(all, onHills, final, event);
    // Say so when a large meeple weighed in (R-IC-16): only with its set, the figures are few.
    if ((m_sets & SetInnsCathedrals) && !event.winners.isEmpty()) {
        const int r = m_board.root(root);
        for (const Figure &f : m_figures)
            if (f.type == FigureType::LargeMeeple &&
                m_board.root(m_board.node(f.tile, f.segment)) == r) {
                event.rules << QStringLiteral("R-IC-16");
                break;
            }
    }
}

// A lean scoring (nobody reads its explanation) fills one event per thread, cleared first,
// whose lists keep their room: once warm, scoring a completed feature allocates nothing. The
// caller's copy shares that event's lists, so it must be gone before the next lean scoring
// on the thread (every caller drops it within the statement or the loop turn); should one
// still hold it, clearing copies the lists and the copy keeps its own. A lean event has no
// points map (one allocation per winner): each winner gains termTotal() (scoreterms.h).
ScoreEvent Game::scoreFeature(int node, bool final, const MeepleTally *tally, bool lean) const
{
    thread_local ScoreEvent scratch;
    ScoreEvent fresh;
    ScoreEvent &e = lean ? scratch : fresh;
    if (lean) {
        e.move = -1;
        e.cells.clear();
        e.segments.clear();
        e.winners.clear();
        e.decidedBy = Decider::Nobody;
        e.breakdown.clear();
        e.rules.clear();
        e.draw.clear();
        e.abbotReturn = false;
        e.goodsTaker.clear();
        e.goodsTaken = {};
        e.extra.clear();
    }
    const SegmentKind kind = m_board.kindOf(node);
    e.feature = scoredFeatureOf(kind);
    e.complete = m_board.isComplete(node);
    if (!lean) {
        e.cells = m_board.cells(node);
        addFeatureSegments(e, m_board, node);
    }
    e.phase = final ? ScoreEvent::Phase::Final : ScoreEvent::Phase::Scoring;

    switch (kind) {
    case SegmentKind::Road:
    case SegmentKind::City:
        // With the inns and cathedrals of R-IC-X-1 (gameinn.cpp).
        scoreRoadOrCity(node, e);
        break;
    case SegmentKind::Monastery: {
        const int around = m_board.occupiedNeighbours(node);
        e.breakdown.append({Term::Monastery, 1, 1});
        e.breakdown.append({Term::Neighbours, around, around});
        e.rules << (e.complete ? QStringLiteral("R-BASE-10") : QStringLiteral("R-BASE-14"));
        addVineyards(node, e);
        break;
    }
    case SegmentKind::Garden:
        scoreGarden(node, e);
        break;
    case SegmentKind::Castle:
        scoreCastle(node, e);
        break;
    case SegmentKind::Field:
    case SegmentKind::River: // never scored (R-RI-9)
        break;
    }
    if (kind == SegmentKind::Road || kind == SegmentKind::City)
        applyMagicAndCastles(node, final, e);
    decideWinners(node, e, final, tally);
    if (lean) return scratch;
    const int value = termTotal(e);
    for (const QString &w : e.winners)
        e.points.insert(w, value);
    return fresh;
}

} // namespace ml
