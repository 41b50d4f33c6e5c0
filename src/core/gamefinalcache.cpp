// SPDX-License-Identifier: GPL-3.0-or-later
// The final scoring feature by feature, for the best-move search's outlook: it runs a final
// scoring after every candidate move, each played as a trial on one position, and a move
// changes a few features of a board that may hold hundreds. finalBase() keeps every feature's
// final points for the position; finalPointsInTrial() scores again only the features the trial
// changed (the board logs them) and those its figures came to or left, and adds the others'
// kept points. The totals are finalPoints()'s to the point (tst_searchtrials).
#include "game.h"
#include "scoreterms.h"

namespace ml
{

QList<int> Game::pointsByFeature(const MeepleTally &tally) const
{
    const qsizetype players = m_players.size();
    QList<int> values(tally.roots.size() * players, 0);
    for (qsizetype i = 0; i < tally.roots.size(); ++i) {
        const int r = tally.roots[i];
        if (m_board.kindOf(r) == SegmentKind::Field || m_board.isComplete(r)) continue;
        // As finalPoints() scores it: each winner gains the terms' total.
        const ScoreEvent e = scoreFeature(r, true, &tally, true);
        const int value = termTotal(e);
        for (const QString &w : e.winners)
            values[i * players + playerIndex(w)] += value;
    }
    // With fields scored each on its own, scoreFields() gives one event a field, in the order
    // of the tally's roots (a lean scoring does not sort them).
    const QList<ScoreEvent> fields = scoreFields(tally, true);
    qsizetype next = 0;
    for (qsizetype i = 0; i < tally.roots.size(); ++i) {
        if (m_board.kindOf(tally.roots[i]) != SegmentKind::Field) continue;
        const ScoreEvent &e = fields[next++];
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            values[i * players + playerIndex(it.key())] += it.value();
    }
    return values;
}

Game::FinalBase Game::finalBase() const
{
    FinalBase base;
    const qsizetype players = m_players.size();
    base.total.fill(0, players);
    // Per-field-once farmers credit a player each city once over all their fields, and
    // per-city farmers give a city to the majority around it: a field's points then depend on
    // other fields, and finalPointsInTrial() scores the whole board.
    base.byFeature = m_options.farmers == RuleOptions::Farmers::PerField;
    if (!base.byFeature) return base;
    const MeepleTally tally = tallyMeeples();
    base.points = pointsByFeature(tally);
    base.slot = tally.slot;
    base.all = tally.all;
    base.onHills = tally.onHills;
    for (qsizetype i = 0; i < tally.roots.size(); ++i) {
        for (qsizetype p = 0; p < players; ++p)
            base.total[p] += base.points[i * players + p];
        // A city a move completes changes the points of every field around it, also of those
        // the move does not touch.
        const int r = tally.roots[i];
        if (m_board.kindOf(r) == SegmentKind::Field)
            for (int city : m_board.borderedCities(r))
                base.fieldsByCity[city] << r;
    }
    return base;
}

QList<int> Game::finalPointsInTrial(const FinalBase &base) const
{
    if (!base.byFeature || !m_trial.active) return finalPoints();
    const qsizetype players = m_players.size();
    // `stale`: features of the position whose kept points no longer hold; `now`: the features
    // after the move that hold them, with the move's new ones, to be scored again.
    Board::Roots changed, stale, now;
    m_board.trialChangedRoots(&changed);
    const auto add = [](Board::Roots &list, int r) {
        if (!list.contains(r)) list.append(r);
    };
    for (int r : std::as_const(changed)) {
        add(stale, r);
        add(now, m_board.root(r));
        // Only a city this move completed changes the fields around it: one that stays open
        // counts for none of them, before and after.
        if (m_board.kindOf(r) == SegmentKind::City && m_board.isComplete(r))
            for (int field : base.fieldsByCity.value(r)) {
                add(stale, field);
                add(now, m_board.root(field));
            }
    }
    for (int n = m_board.trialNodes(); n < m_board.nodeCount(); ++n)
        add(now, m_board.root(n));

    // The meeples of each feature to score: those kept for the features it took in, plus and
    // minus the figures the move brought and took away.
    MeepleTally tally;
    const auto slotOf = [&](int r) {
        auto it = tally.slot.constFind(r);
        if (it == tally.slot.cend()) {
            it = tally.slot.insert(r, int(tally.roots.size()));
            tally.roots << r;
            tally.all.resize(tally.all.size() + players, 0);
            tally.onHills.resize(tally.onHills.size() + players, 0);
        }
        return it.value();
    };
    for (const FigureChange &c : m_trial.figures) {
        const Figure &f = c.figure;
        const int r = m_board.root(m_board.node(f.tile, f.segment));
        add(now, r);
        if (!isMeepleLike(f.type) || c.kind == FigureChange::Changed) continue;
        const int sign = c.kind == FigureChange::Added ? 1 : -1;
        const qsizetype at = slotOf(r) * players + f.player;
        tally.all[at] += sign * strengthOf(f.type);
        if ((m_sets & SetHillsSheep) && m_board.tiles()[size_t(f.tile)].type->hasMarker(MarkerHill))
            tally.onHills[at] += sign * hillWeightOf(f.type);
    }
    // Each kept feature counted once: a feature to score is also stale (its points are scored
    // again), and every stale one has its root among those to score.
    for (int r : std::as_const(now))
        if (r < m_board.trialNodes()) add(stale, r);
    QList<int> points = base.total;
    for (int r : std::as_const(stale)) {
        const auto it = base.slot.constFind(r);
        if (it == base.slot.cend()) continue;
        const qsizetype at = slotOf(m_board.root(r)) * players;
        for (qsizetype p = 0; p < players; ++p) {
            points[p] -= base.points[it.value() * players + p];
            tally.all[at + p] += base.all[it.value() * players + p];
            tally.onHills[at + p] += base.onHills[it.value() * players + p];
        }
    }
    // Only features that still hold a meeple score, as in finalPoints().
    MeepleTally held;
    for (qsizetype i = 0; i < tally.roots.size(); ++i) {
        bool any = false;
        for (qsizetype p = 0; p < players; ++p)
            any = any || tally.all[i * players + p] > 0;
        if (!any) continue;
        held.slot.insert(tally.roots[i], int(held.roots.size()));
        held.roots << tally.roots[i];
        held.all += tally.all.mid(i * players, players);
        held.onHills += tally.onHills.mid(i * players, players);
    }
    const QList<int> scored = pointsByFeature(held);
    for (qsizetype i = 0; i < held.roots.size(); ++i)
        for (qsizetype p = 0; p < players; ++p)
            points[p] += scored[i * players + p];
    for (const ScoreEvent &e : scoreGoods())
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points[playerIndex(it.key())] += it.value();
    return points;
}

} // namespace ml
