// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

// One scoring that comes out differently under the variant: changed, or only in one run.
struct EventDifference {
    enum class Change : quint8 { Changed, OnlyBase, OnlyVariant };
    Change change = Change::Changed;
    std::optional<ScoreEvent> base;    // under the board's own options
    std::optional<ScoreEvent> variant; // with the one option changed
};

// Scores a board twice, with its own options and with one option changed, and lists what
// differs: the scorings (matched by move, feature and cells) and the totals. A plain value
// class; the dialog and the tests use it alike.
class VariantComparison
{
public:
    // The options a board can vary: those of its enabled sets, in the order of the table in
    // docs/board-format.md, "Rule options".
    static QStringList optionsFor(quint8 sets);
    // Every value of an option (docs/board-format.md, "Rule options").
    static QStringList valuesOf(const QString &key);

    // Replays `file` with `overrides`, then also with key=value. False when either replay
    // fails; errorString() says which and why.
    bool compare(const BoardFile &file, const QString &key, const QString &value,
                 const QMap<QString, QString> &overrides = {});

    QString key() const { return m_key; }
    QString value() const { return m_value; }
    QString baseValue() const { return m_baseValue; } // the board's own value of key()
    bool variantFailed() const { return m_variantFailed; }
    QString errorString() const { return m_error; }
    // The same problem as data, for the interface to word (RefusalText::fileError).
    const FileError &error() const { return m_errorData; }

    // Every event including the final scoring, as each run scored it.
    const QList<ScoreEvent> &baseEvents() const { return m_baseEvents; }
    const QList<ScoreEvent> &variantEvents() const { return m_variantEvents; }
    const QMap<QString, int> &baseTotals() const { return m_baseTotals; }
    const QMap<QString, int> &variantTotals() const { return m_variantTotals; }
    const QList<Player> &players() const { return m_players; }

    const QList<EventDifference> &differences() const { return m_differences; }
    QStringList playersWithOtherTotals() const;
    bool sameResult() const
    {
        return m_differences.isEmpty() && playersWithOtherTotals().isEmpty();
    }

    // Whether two events give the same outcome (winners, how, points, terms, draw). Rule ids
    // are left out: they name the option in force, which is what differs by design.
    static bool sameOutcome(const ScoreEvent &a, const ScoreEvent &b);

private:
    void diff();

    QString m_key, m_value, m_baseValue, m_error;
    FileError m_errorData;
    bool m_variantFailed = false;
    QList<ScoreEvent> m_baseEvents, m_variantEvents;
    QMap<QString, int> m_baseTotals, m_variantTotals;
    QList<Player> m_players;
    QList<EventDifference> m_differences;
};

} // namespace ml
