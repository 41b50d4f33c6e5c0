// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace ml
{

// The rules panel's book: a short English and Dutch text for every rule id (docs/rules/) that
// matters for play, with its set and status, plus the words a scoring explanation is built
// from (breakdown terms, how the winners were decided, feature kinds, turn phases).
// It is data (resources/rules/rulebook.json, embedded as :/rules/rulebook.json) rather than
// tr() strings because each entry carries metadata the panel links on (set, status, option,
// example boards) and because a rules writer reviews the two languages side by side.
// Languages are the codes the app uses ("en", "nl"); anything but "nl" reads English.
// clang-tidy 14 takes the index of the copy constructor it writes for an array member for a
// reserved name of ours.
class RuleBook // NOLINT(bugprone-reserved-identifier)
{
public:
    // The groups of explanation words; the ids inside each are closed lists (ScoreEvent).
    enum class TermKind { Breakdown, DecidedBy, Feature, Phase };

    struct Text {
        QString en;
        QString nl;
        QString in(const QString &language) const;
    };

    struct Rule {
        QString id;     // "R-BASE-9", "D-3", ...
        QString set;    // one of sets()
        QString status; // one of statuses()
        Text title;
        Text text;
        QStringList examples; // file names in resources/examples
        QString option;       // the rules option that switches it, if any
    };

    struct Term {
        Text label;
        // "%n" = count, "%1" = player names; "one|many" picks by count (see termText()).
        Text pattern;
    };

    static QString resourcePath() { return QStringLiteral(":/rules/rulebook.json"); }

    // The embedded book, read once. A broken file yields an empty book and a warning, and
    // builtInError() says what is wrong, so a bad edit shows up in the tests, not as a crash.
    static const RuleBook &builtIn();
    static QString builtInError();

    // Parses and checks a book; on failure returns nothing and sets *error to one line that
    // names the place ("rules[12] (R-HS-SH-4): text.nl is missing or empty").
    static std::optional<RuleBook> fromJson(const QByteArray &json, QString *error);
    // The largest book fromFile() reads: the whole of ours is under 200 KiB.
    static constexpr qsizetype kMaxBytes = qsizetype(4) << 20;
    static std::optional<RuleBook> fromFile(const QString &path, QString *error);

    // The allowed values, in display order.
    static QStringList statuses(); // "official", "clarification", ..., "unsure"
    // "base", "hills-sheep", "german-castles", "mage-witch", "abbot", "river", "inns-cathedrals",
    // "traders-builders", "all"
    static QStringList sets();
    static QString termKindName(TermKind kind); // the JSON group: "breakdown", ...
    // The ids every book must label: the closed lists of ScoreEvent (what score --json writes).
    static QStringList requiredTerms(TermKind kind);

    bool isEmpty() const { return m_rules.isEmpty(); }
    const QList<Rule> &rules() const { return m_rules; }
    QStringList ids() const;
    bool contains(const QString &id) const { return m_index.contains(id); }
    const Rule *rule(const QString &id) const;
    QList<const Rule *> rulesOfSet(const QString &set) const;
    // Rule ids of the rules left out on purpose: they only concern other expansions.
    const QStringList &outOfScope() const { return m_outOfScope; }

    // Empty for an unknown id, so a caller can fall back to showing the id itself.
    QString title(const QString &id, const QString &language) const;
    QString text(const QString &id, const QString &language) const;
    QString statusLabel(const QString &status, const QString &language) const;
    QString setLabel(const QString &set, const QString &language) const;

    QStringList termIds(TermKind kind) const;
    const Term *term(TermKind kind, const QString &id) const;
    QString termLabel(TermKind kind, const QString &id, const QString &language) const;
    // The pattern filled in: the singular half when count is 1, "%n" -> count, "%1" -> names.
    // An unknown id gives the id itself, so a new engine term is visible rather than blank.
    QString termText(TermKind kind, const QString &id, const QString &language, int count,
                     const QString &names = QString()) const;

private:
    QList<Rule> m_rules;
    QHash<QString, int> m_index; // id -> position in m_rules
    QHash<QString, Text> m_statuses;
    QHash<QString, Text> m_sets;
    QHash<QString, Term> m_terms[4]; // by TermKind
    QStringList m_termOrder[4];      // ids in file order, for listings
    QStringList m_outOfScope;
};

} // namespace ml
