// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulebook.h"

#include "filereading.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QtDebug>

namespace ml
{

namespace
{

const QLatin1String kFormat("meeplelab-rulebook");
constexpr int kVersion = 1;

// Reads the book and keeps the first problem, with its JSON path, so that whoever edits the
// file finds the spot without a debugger. After a failure the getters return empty values;
// the caller checks failed() before trusting what it built.
class BookReader
{
public:
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    void fail(const QString &message)
    {
        if (m_error.isEmpty()) m_error = message;
    }

    QString string(const QJsonObject &o, const QString &key, const QString &where)
    {
        const QJsonValue v = o.value(key);
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            fail(QStringLiteral("%1%2 is missing or empty").arg(where, key));
            return {};
        }
        return v.toString();
    }

    QJsonObject object(const QJsonObject &o, const QString &key, const QString &where)
    {
        const QJsonValue v = o.value(key);
        if (!v.isObject()) fail(QStringLiteral("%1%2 must be an object").arg(where, key));
        return v.toObject();
    }

    // Both languages are required: a half-translated entry would quietly show English in
    // the Dutch panel, which is what the book exists to avoid.
    RuleBook::Text text(const QJsonObject &o, const QString &key, const QString &where)
    {
        const QJsonObject t = object(o, key, where);
        const QString inner = where + key + QLatin1Char('.');
        return {string(t, QStringLiteral("en"), inner), string(t, QStringLiteral("nl"), inner)};
    }

    // An object of labels keyed by exactly the allowed ids, each {"en", "nl"}.
    QHash<QString, RuleBook::Text> labels(const QJsonObject &root, const QString &key,
                                          const QStringList &allowed)
    {
        const QJsonObject o = object(root, key, QString());
        QHash<QString, RuleBook::Text> result;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!allowed.contains(it.key()))
                fail(QStringLiteral("%1.%2 is not one of: %3")
                         .arg(key, it.key(), allowed.join(QStringLiteral(", "))));
            result.insert(it.key(), text(o, it.key(), key + QLatin1Char('.')));
        }
        for (const QString &id : allowed)
            if (!result.contains(id)) fail(QStringLiteral("%1.%2 is missing").arg(key, id));
        return result;
    }

private:
    QString m_error;
};

QString pick(const QString &pattern, int count)
{
    const qsizetype bar = pattern.indexOf(QLatin1Char('|'));
    if (bar < 0) return pattern;
    return count == 1 ? pattern.left(bar) : pattern.mid(bar + 1);
}

} // namespace

QString RuleBook::Text::in(const QString &language) const
{
    return language == u"nl" ? nl : en;
}

QStringList RuleBook::statuses()
{
    return {QStringLiteral("official"),  QStringLiteral("clarification"),
            QStringLiteral("community"), QStringLiteral("edition"),
            QStringLiteral("variant"),   QStringLiteral("inference"),
            QStringLiteral("unsure")};
}

QStringList RuleBook::sets()
{
    return {QStringLiteral("base"),
            QStringLiteral("hills-sheep"),
            QStringLiteral("german-castles"),
            QStringLiteral("mage-witch"),
            QStringLiteral("abbot"),
            QStringLiteral("river"),
            QStringLiteral("inns-cathedrals"),
            QStringLiteral("traders-builders"),
            QStringLiteral("all")};
}

QString RuleBook::termKindName(TermKind kind)
{
    switch (kind) {
    case TermKind::Breakdown:
        return QStringLiteral("breakdown");
    case TermKind::DecidedBy:
        return QStringLiteral("decidedBy");
    case TermKind::Feature:
        return QStringLiteral("feature");
    case TermKind::Phase:
        return QStringLiteral("phase");
    }
    return {};
}

QStringList RuleBook::requiredTerms(TermKind kind)
{
    switch (kind) {
    case TermKind::Breakdown:
        return {QStringLiteral("tiles"),        QStringLiteral("coats-of-arms"),
                QStringLiteral("tiny-city"),    QStringLiteral("monastery"),
                QStringLiteral("garden"),       QStringLiteral("neighbours"),
                QStringLiteral("vineyards"),    QStringLiteral("lord"),
                QStringLiteral("castle-bonus"), QStringLiteral("mage"),
                QStringLiteral("witch"),        QStringLiteral("completed-cities"),
                QStringLiteral("sheep"),        QStringLiteral("inn"),
                QStringLiteral("cathedral"),    QStringLiteral("goods"),
                QStringLiteral("pig")};
    case TermKind::DecidedBy:
        return {QStringLiteral("majority"), QStringLiteral("tie"), QStringLiteral("hill")};
    case TermKind::Feature:
        return {QStringLiteral("road"),   QStringLiteral("city"),  QStringLiteral("monastery"),
                QStringLiteral("castle"), QStringLiteral("field"), QStringLiteral("flock"),
                QStringLiteral("garden"), QStringLiteral("goods")};
    case TermKind::Phase:
        return {QStringLiteral("placement"), QStringLiteral("figures"), QStringLiteral("scoring"),
                QStringLiteral("final")};
    }
    return {};
}

std::optional<RuleBook> RuleBook::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = parseError.error != QJsonParseError::NoError
                         ? QStringLiteral("not valid JSON at offset %1: %2")
                               .arg(parseError.offset)
                               .arg(parseError.errorString())
                         : QStringLiteral("the top level must be an object");
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    RuleBook book;
    BookReader in;
    auto failed = [&in, error] {
        if (in.failed() && error) *error = in.error();
        return in.failed();
    };

    if (root.value(QLatin1String("format")).toString() != kFormat)
        in.fail(QStringLiteral("format must be \"%1\"").arg(kFormat));
    else if (root.value(QLatin1String("version")).toInt() != kVersion)
        in.fail(QStringLiteral("version must be %1").arg(kVersion));
    book.m_statuses = in.labels(root, QStringLiteral("statuses"), statuses());
    book.m_sets = in.labels(root, QStringLiteral("sets"), sets());
    if (failed()) return std::nullopt;

    const QJsonObject terms = in.object(root, QStringLiteral("terms"), QString());
    for (TermKind kind :
         {TermKind::Breakdown, TermKind::DecidedBy, TermKind::Feature, TermKind::Phase}) {
        const QString group = termKindName(kind);
        const QJsonObject o = in.object(terms, group, QStringLiteral("terms."));
        const int k = int(kind);
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString where = QStringLiteral("terms.%1.%2.").arg(group, it.key());
            const QJsonObject t = it.value().toObject();
            Term term;
            term.label = {in.string(t, QStringLiteral("en"), where),
                          in.string(t, QStringLiteral("nl"), where)};
            term.pattern = in.text(t, QStringLiteral("template"), where);
            book.m_terms[k].insert(it.key(), term);
            book.m_termOrder[k] << it.key();
        }
        for (const QString &id : requiredTerms(kind))
            if (!book.m_terms[k].contains(id))
                in.fail(QStringLiteral("terms.%1.%2 is missing").arg(group, id));
        if (failed()) return std::nullopt;
    }

    const QJsonArray list = root.value(QLatin1String("rules")).toArray();
    if (list.isEmpty()) in.fail(QStringLiteral("rules must be a non-empty array"));
    for (qsizetype i = 0; i < list.size() && !in.failed(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        Rule r;
        r.id = in.string(o, QStringLiteral("id"), QStringLiteral("rules[%1].").arg(i));
        const QString where = QStringLiteral("rules[%1] (%2): ").arg(i).arg(r.id);
        if (book.m_index.contains(r.id)) in.fail(where + QStringLiteral("the id appears twice"));
        r.set = in.string(o, QStringLiteral("set"), where);
        if (!r.set.isEmpty() && !sets().contains(r.set))
            in.fail(where + QStringLiteral("unknown set \"%1\"").arg(r.set));
        r.status = in.string(o, QStringLiteral("status"), where);
        if (!r.status.isEmpty() && !statuses().contains(r.status))
            in.fail(where + QStringLiteral("unknown status \"%1\"").arg(r.status));
        r.title = in.text(o, QStringLiteral("title"), where);
        r.text = in.text(o, QStringLiteral("text"), where);
        const QJsonValue examples = o.value(QLatin1String("examples"));
        if (!examples.isUndefined() && !examples.isArray())
            in.fail(where + QStringLiteral("examples must be an array"));
        for (const QJsonValue e : examples.toArray()) {
            if (!e.isString() || e.toString().isEmpty())
                in.fail(where + QStringLiteral("examples must hold file names"));
            r.examples << e.toString();
        }
        const QJsonValue option = o.value(QLatin1String("option"));
        if (!option.isUndefined() && !option.isString())
            in.fail(where + QStringLiteral("option must be a string"));
        r.option = option.toString();
        book.m_index.insert(r.id, int(book.m_rules.size()));
        book.m_rules << r;
    }
    if (failed()) return std::nullopt;

    for (const QJsonValue v : root.value(QLatin1String("outOfScope")).toArray())
        book.m_outOfScope << v.toString();
    return book;
}

std::optional<RuleBook> RuleBook::fromFile(const QString &path, QString *error)
{
    FileError unread;
    const std::optional<QByteArray> text = readFileAtMost(path, kMaxBytes, &unread);
    if (!text) {
        if (error) *error = unread.toString(path);
        return std::nullopt;
    }
    QString why;
    std::optional<RuleBook> book = fromJson(*text, &why);
    if (!book && error) *error = QStringLiteral("%1: %2").arg(path, why);
    return book;
}

namespace
{
struct BuiltIn {
    RuleBook book;
    QString error;
};

const BuiltIn &builtInBook()
{
    static const BuiltIn instance = [] {
        BuiltIn b;
        if (std::optional<RuleBook> book = RuleBook::fromFile(RuleBook::resourcePath(), &b.error))
            b.book = std::move(*book);
        else
            qWarning("Rule book not loaded: %s", qUtf8Printable(b.error));
        return b;
    }();
    return instance;
}
} // namespace

const RuleBook &RuleBook::builtIn()
{
    return builtInBook().book;
}

QString RuleBook::builtInError()
{
    return builtInBook().error;
}

QStringList RuleBook::ids() const
{
    QStringList result;
    result.reserve(m_rules.size());
    for (const Rule &r : m_rules)
        result << r.id;
    return result;
}

const RuleBook::Rule *RuleBook::rule(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : &m_rules.at(*it);
}

QList<const RuleBook::Rule *> RuleBook::rulesOfSet(const QString &set) const
{
    QList<const Rule *> result;
    for (const Rule &r : m_rules)
        if (r.set == set) result << &r;
    return result;
}

QString RuleBook::title(const QString &id, const QString &language) const
{
    const Rule *r = rule(id);
    return r ? r->title.in(language) : QString();
}

QString RuleBook::text(const QString &id, const QString &language) const
{
    const Rule *r = rule(id);
    return r ? r->text.in(language) : QString();
}

QString RuleBook::statusLabel(const QString &status, const QString &language) const
{
    const auto it = m_statuses.constFind(status);
    return it == m_statuses.cend() ? QString() : it->in(language);
}

QString RuleBook::setLabel(const QString &set, const QString &language) const
{
    const auto it = m_sets.constFind(set);
    return it == m_sets.cend() ? QString() : it->in(language);
}

QStringList RuleBook::termIds(TermKind kind) const
{
    return m_termOrder[int(kind)];
}

const RuleBook::Term *RuleBook::term(TermKind kind, const QString &id) const
{
    const QHash<QString, Term> &terms = m_terms[int(kind)];
    const auto it = terms.constFind(id);
    return it == terms.cend() ? nullptr : &*it;
}

QString RuleBook::termLabel(TermKind kind, const QString &id, const QString &language) const
{
    const Term *t = term(kind, id);
    return t ? t->label.in(language) : id;
}

QString RuleBook::termText(TermKind kind, const QString &id, const QString &language, int count,
                           const QString &names) const
{
    const Term *t = term(kind, id);
    if (!t) return id;
    // Plain replace, not arg(): a pattern without "%1" must not trigger QString's warning.
    QString s = pick(t->pattern.in(language), count);
    s.replace(QLatin1String("%n"), QString::number(count));
    s.replace(QLatin1String("%1"), names);
    return s;
}

} // namespace ml
