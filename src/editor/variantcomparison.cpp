// SPDX-License-Identifier: GPL-3.0-or-later
#include "variantcomparison.h"

#include "timeline.h"

#include <algorithm>
#include <climits>

namespace ml
{

namespace
{

// Events of the two runs correspond when they concern the same feature at the same time.
bool sameFeature(const ScoreEvent &a, const ScoreEvent &b)
{
    if (a.move != b.move || a.phase != b.phase || a.feature != b.feature) return false;
    QList<Cell> ca = a.cells, cb = b.cells;
    std::sort(ca.begin(), ca.end());
    std::sort(cb.begin(), cb.end());
    return ca == cb;
}

int moveOrder(const EventDifference &d)
{
    const ScoreEvent &e = d.base ? *d.base : *d.variant;
    return e.move < 0 ? INT_MAX : e.move;
}

} // namespace

QStringList VariantComparison::optionsFor(quint8 sets)
{
    QStringList keys;
    for (const QString &key : RuleOptions::keys())
        if (sets & RuleOptions::setOf(key)) keys << key;
    return keys;
}

QStringList VariantComparison::valuesOf(const QString &key)
{
    return RuleOptions::values(key);
}

bool VariantComparison::compare(const BoardFile &file, const QString &key, const QString &value,
                                const QMap<QString, QString> &overrides)
{
    *this = VariantComparison();
    m_key = key;
    m_value = value;
    // One timeline per variant: the file played with the given options and with the change.
    const Timeline base = Timeline::build(file, overrides);
    if (!base.replays()) {
        const FileError &error = base.problems().constFirst();
        m_error = error.where + QStringLiteral(": ") + error.reason;
        m_errorData = error;
        return false;
    }
    m_baseValue = base.end()->options().value(key);
    m_players = base.end()->players();
    m_baseEvents = base.events() + base.finalEvents();
    m_baseTotals = base.scores();

    QMap<QString, QString> changed = overrides;
    changed.insert(key, value);
    const Timeline variant = Timeline::build(file, changed);
    if (!variant.replays()) {
        const FileError &error = variant.problems().constFirst();
        m_variantFailed = true;
        m_error = error.where + QStringLiteral(": ") + error.reason;
        m_errorData = error;
        return false;
    }
    m_variantEvents = variant.events() + variant.finalEvents();
    m_variantTotals = variant.scores();
    diff();
    return true;
}

bool VariantComparison::sameOutcome(const ScoreEvent &a, const ScoreEvent &b)
{
    if (a.winners != b.winners || a.decidedBy != b.decidedBy || a.points != b.points ||
        a.draw != b.draw || a.breakdown.size() != b.breakdown.size())
        return false;
    for (int i = 0; i < a.breakdown.size(); ++i) {
        const ScoreTerm &s = a.breakdown[i], &t = b.breakdown[i];
        if (s.term != t.term || s.count != t.count || s.points != t.points) return false;
    }
    return true;
}

void VariantComparison::diff()
{
    QList<bool> matched(m_variantEvents.size(), false);
    for (const ScoreEvent &e : std::as_const(m_baseEvents)) {
        int match = -1;
        for (int j = 0; j < m_variantEvents.size() && match < 0; ++j)
            if (!matched[j] && sameFeature(e, m_variantEvents[j])) match = j;
        if (match < 0) {
            m_differences.append({EventDifference::Change::OnlyBase, e, std::nullopt});
            continue;
        }
        matched[match] = true;
        if (!sameOutcome(e, m_variantEvents[match]))
            m_differences.append({EventDifference::Change::Changed, e, m_variantEvents[match]});
    }
    for (int j = 0; j < m_variantEvents.size(); ++j)
        if (!matched[j])
            m_differences.append(
                {EventDifference::Change::OnlyVariant, std::nullopt, m_variantEvents[j]});
    // Moves in order, the final scoring last; within a move each run keeps its own order.
    std::stable_sort(m_differences.begin(), m_differences.end(),
                     [](const EventDifference &a, const EventDifference &b) {
                         return moveOrder(a) < moveOrder(b);
                     });
}

QStringList VariantComparison::playersWithOtherTotals() const
{
    QStringList out;
    for (const Player &p : m_players)
        if (m_baseTotals.value(p.id) != m_variantTotals.value(p.id)) out << p.id;
    return out;
}

} // namespace ml
