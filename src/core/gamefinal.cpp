// SPDX-License-Identifier: GPL-3.0-or-later
// The final scoring (R-BASE-14, R-BASE-15): unfinished features with meeples, then the
// farmers; with its explanation (finalScoring()) or as totals only (finalPoints()).
#include "game.h"
#include "scoreterms.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ml
{

namespace
{
// A feature's first node: scoring goes through features in this order.
int smallestMember(const Board &board, int root)
{
    const QList<int> m = board.members(root);
    return *std::min_element(m.begin(), m.end());
}
} // namespace

// One walk over the figures instead of one per feature: the final scoring counts the meeples
// of every feature that holds one, and the search's outlook runs it after every move.
Game::MeepleTally Game::tallyMeeples() const
{
    MeepleTally t;
    const qsizetype players = m_players.size();
    for (const Figure &f : m_figures) {
        if (!isMeepleLike(f.type)) continue;
        const int r = m_board.root(m_board.node(f.tile, f.segment));
        auto it = t.slot.constFind(r);
        if (it == t.slot.cend()) {
            it = t.slot.insert(r, int(t.roots.size()));
            t.roots << r;
            t.all.resize(t.all.size() + players, 0);
            t.onHills.resize(t.onHills.size() + players, 0);
        }
        const qsizetype at = it.value() * players + f.player;
        t.all[at] += strengthOf(f.type); // R-IC-16
        // Hills matter only with their expansion, as in countMeeples().
        if ((m_sets & SetHillsSheep) && m_board.tiles()[size_t(f.tile)].type->hasMarker(MarkerHill))
            t.onHills[at] += hillWeightOf(f.type);
    }
    return t;
}

void Game::addTallied(const MeepleTally &tally, int root, QList<int> *all,
                      QList<int> *onHills) const
{
    const auto it = tally.slot.constFind(m_board.root(root));
    if (it == tally.slot.cend()) return;
    const qsizetype players = m_players.size();
    for (qsizetype p = 0; p < players; ++p) {
        (*all)[p] += tally.all[it.value() * players + p];
        (*onHills)[p] += tally.onHills[it.value() * players + p];
    }
}

QList<ScoreEvent> Game::finalScoring()
{
    const MeepleTally tally = tallyMeeples();
    QList<ScoreEvent> events;
    // Every incomplete feature that holds a meeple, kind by kind in placement order.
    // Each feature's first node, found once: the sort must not walk features per comparison.
    QHash<int, int> firstNode; // root -> its smallest member node
    for (int r : tally.roots)
        firstNode.insert(r, smallestMember(m_board, r));
    QList<int> roots = tally.roots;
    // Gardens are scored in the same pass as monasteries, in placement order.
    const auto pass = [this](int node) {
        const SegmentKind k = m_board.kindOf(node);
        return int(k == SegmentKind::Garden ? SegmentKind::Monastery : k);
    };
    std::sort(roots.begin(), roots.end(), [&](int a, int b) {
        const int ka = pass(a), kb = pass(b);
        return ka != kb ? ka < kb : firstNode.value(a) < firstNode.value(b);
    });
    for (int r : roots) {
        const SegmentKind kind = m_board.kindOf(r);
        if (kind == SegmentKind::Field || m_board.isComplete(r)) continue;
        events << scoreFeature(r, true, &tally);
    }
    // Castles come after monasteries in SegmentKind order; fields follow everything
    // (R-BASE-15 comes after R-BASE-14).
    std::stable_sort(events.begin(), events.end(), [](const ScoreEvent &a, const ScoreEvent &b) {
        auto rank = [](ScoredFeature f) {
            switch (f) {
            case ScoredFeature::Road:
                return 0;
            case ScoredFeature::City:
                return 1;
            case ScoredFeature::Monastery:
            case ScoredFeature::Garden:
                return 2;
            case ScoredFeature::Castle:
            case ScoredFeature::Field:
            case ScoredFeature::Flock:
            case ScoredFeature::Goods:
                break;
            }
            return 3;
        };
        return rank(a.feature) < rank(b.feature);
    });
    events += scoreFields(tally, false);
    // The goods majorities after all other final scoring (R-TB-7).
    events += scoreGoods();
    for (ScoreEvent &e : events) {
        e.move = -1;
        e.phase = ScoreEvent::Phase::Final;
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            m_players[playerIndex(it.key())].score += it.value();
    }
    return events;
}

// The same events as finalScoring() in any order, summed: each event's points depend on its
// feature alone (per-field-once farmers credit a player each city once, whatever the order).
QList<int> Game::finalPoints() const
{
    const MeepleTally tally = tallyMeeples();
    QList<int> points(m_players.size(), 0);
    auto add = [&](const ScoreEvent &e) {
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points[playerIndex(it.key())] += it.value();
    };
    for (int r : tally.roots)
        if (m_board.kindOf(r) != SegmentKind::Field && !m_board.isComplete(r)) {
            // A lean scoring has no points map: each winner gains the terms' total.
            const ScoreEvent e = scoreFeature(r, true, &tally, true);
            const int value = termTotal(e);
            for (const QString &w : e.winners)
                points[playerIndex(w)] += value;
        }
    for (const ScoreEvent &e : scoreFields(tally, true))
        add(e);
    for (const ScoreEvent &e : scoreGoods())
        add(e);
    return points;
}

void Game::scoreFinalPoints()
{
    const QList<int> points = finalPoints();
    for (qsizetype p = 0; p < points.size(); ++p)
        m_players[p].score += points[p];
}

// Farmers (R-BASE-15 and its two older variants). Only complete cities count. `lean` leaves
// out the cells, the segments and the order of the events (finalPoints()).
QList<ScoreEvent> Game::scoreFields(const MeepleTally &tally, bool lean) const
{
    QList<ScoreEvent> events;
    QList<int> fields;
    QHash<int, int> first; // root -> its smallest member node, found once (finalScoring())
    auto firstNode = [&](int r) {
        auto it = first.constFind(r);
        if (it == first.cend()) it = first.insert(r, smallestMember(m_board, r));
        return it.value();
    };
    for (int r : tally.roots)
        if (m_board.kindOf(r) == SegmentKind::Field) fields << r;
    if (!lean)
        std::sort(fields.begin(), fields.end(),
                  [&](int a, int b) { return firstNode(a) < firstNode(b); });
    auto completedCities = [this](int field) {
        QList<int> out;
        for (int c : m_board.borderedCities(field))
            if (m_board.isComplete(c)) out << c;
        return out;
    };
    auto addFieldDetails = [&](ScoreEvent &e, int field) {
        if (lean) return;
        for (Cell c : m_board.cells(field))
            if (!e.cells.contains(c)) e.cells << c;
        addFeatureSegments(e, m_board, field);
    };

    if (m_options.farmers == RuleOptions::Farmers::PerCity) {
        // Each complete city goes to the majority of all farmers in the fields around it.
        QList<int> cities;
        for (int f : fields)
            for (int c : completedCities(f))
                if (!cities.contains(c)) cities << c;
        if (!lean)
            std::sort(cities.begin(), cities.end(),
                      [&](int a, int b) { return firstNode(a) < firstNode(b); });
        for (int city : cities) {
            ScoreEvent e;
            e.feature = ScoredFeature::Field;
            QList<int> count(m_players.size(), 0), onHills(m_players.size(), 0);
            for (int f : fields) {
                if (!completedCities(f).contains(city)) continue;
                addFieldDetails(e, f);
                addTallied(tally, f, &count, &onHills);
            }
            e.breakdown.append({Term::CompletedCities, 1, 4});
            e.rules << QStringLiteral("R-BASE-15V1");
            pickWinners(count, onHills, true, e);
            for (const QString &w : e.winners) {
                e.points.insert(w, 4);
                // One more for a winner with a pig in a field of theirs around the city
                // (R-TB-19).
                const int p = playerIndex(w);
                for (int f : fields)
                    if (completedCities(f).contains(city) && hasPigIn(p, f) &&
                        holdsOwnMeeple(p, f)) {
                        addPigBonus(w, 1, e);
                        break;
                    }
            }
            events << e;
        }
        return events;
    }

    const bool once = m_options.farmers == RuleOptions::Farmers::PerFieldOnce;
    QHash<QString, QSet<int>> credited; // per-field-once: cities a player already scored
    // Per-field-once and the pig (R-TB-19): a city earns a player the pig's point when they
    // win a field around it that holds their pig, whichever of their fields the city is
    // credited to; found before the fields are walked, so the order does not matter.
    QHash<QString, QSet<int>> pigCities;
    if (once && (m_sets & SetTradersBuilders))
        for (int f : fields) {
            ScoreEvent probe;
            decideWinners(f, probe, true, &tally);
            for (const QString &w : probe.winners)
                if (hasPigIn(playerIndex(w), f))
                    for (int c : completedCities(f))
                        pigCities[w].insert(c);
        }
    for (int f : fields) {
        ScoreEvent e;
        e.feature = ScoredFeature::Field;
        if (!lean) {
            e.cells = m_board.cells(f);
            addFeatureSegments(e, m_board, f);
        }
        const QList<int> cities = completedCities(f);
        const int n = int(cities.size());
        e.breakdown.append({Term::CompletedCities, n, 3 * n});
        e.rules << (once ? QStringLiteral("R-BASE-15V2") : QStringLiteral("R-BASE-15"));
        decideWinners(f, e, true, &tally);
        for (const QString &w : e.winners) {
            int credit = n, pigCredit = 0;
            if (once) {
                credit = 0;
                for (int c : cities)
                    if (!credited[w].contains(c)) {
                        credited[w].insert(c);
                        ++credit;
                        pigCredit += pigCities.value(w).contains(c) ? 1 : 0;
                    }
                if (pigCredit > 0) addPigBonus(w, pigCredit, e);
            } else if (hasPigIn(playerIndex(w), f)) {
                // A pig of a winner adds one a completed city the field scores (R-TB-17).
                addPigBonus(w, credit, e);
            }
            e.points.insert(w, 3 * credit + e.points.value(w));
        }
        events << e;
    }
    return events;
}

} // namespace ml
