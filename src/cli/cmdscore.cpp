// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli score: every scoring event of a board file, as text or as JSON for scripts.
#include "cli.h"
#include "timeline.h"

#include <QJsonArray>
#include <QJsonObject>

namespace ml::cli
{

namespace
{

const CommandSpec &spec()
{
    static const CommandSpec s{
        QStringLiteral("score"),
        QStringLiteral("score FILE [--json] [--option KEY=VALUE]..."),
        QStringLiteral(
            "Sets up the board of FILE, plays its moves, runs the final scoring if the file says\n"
            "\"end\": true, and reports every scoring event in order, then each player's total.\n"
            "\n"
            "  --json               print the events as JSON\n"
            "  --option KEY=VALUE   override a rules option, e.g. --option farmers=per-city;\n"
            "                       may be repeated\n"
            "\n"
            "Exit codes: 0 ok, 1 illegal set-up or move, 2 unreadable file, 64 bad usage.\n"),
        {QStringLiteral("--json")},
        {QStringLiteral("--option")},
    };
    return s;
}

QJsonArray cellsJson(const QList<Cell> &cells)
{
    QJsonArray a;
    for (Cell c : cells)
        a.append(QJsonArray{c.x, c.y});
    return a;
}

QJsonArray termsJson(const QList<ScoreTerm> &terms)
{
    QJsonArray a;
    for (const ScoreTerm &t : terms)
        a.append(QJsonObject{{QStringLiteral("term"), idOf(t.term)},
                             {QStringLiteral("count"), t.count},
                             {QStringLiteral("points"), t.points}});
    return a;
}

// Goods tokens by kind, in the order of their final scoring; kinds held 0 times only with
// `withZero` (a completed city lists the symbols it had, score's "goods" every kind).
QJsonObject goodsJson(const GoodsCounts &goods, bool withZero)
{
    QJsonObject o;
    for (int k = 0; k < kGoodsKinds; ++k)
        if (withZero || goods[size_t(k)] > 0) o.insert(goodsName(Goods(k)), goods[size_t(k)]);
    return o;
}

QJsonObject eventJson(const ScoreEvent &e, bool withMove)
{
    QJsonObject o;
    if (withMove) o.insert(u"move", e.move);
    o.insert(u"phase", ScoreEvent::phaseName(e.phase));
    o.insert(u"feature", idOf(e.feature));
    if (e.feature == ScoredFeature::Goods) {
        // A goods majority (R-TB-7): its kind and every player holding one of it.
        o.insert(u"kind", goodsName(e.goodsKind));
        QJsonObject counts;
        for (auto it = e.goodsCounts.begin(); it != e.goodsCounts.end(); ++it)
            counts.insert(it.key(), it.value());
        o.insert(u"counts", counts);
    }
    // A goods majority lies on no cell and is never completed (docs/board-format.md).
    if (e.feature != ScoredFeature::Goods) {
        o.insert(u"complete", e.complete);
        o.insert(u"cells", cellsJson(e.cells));
    }
    o.insert(u"winners", QJsonArray::fromStringList(e.winners));
    // Nobody scores: no decider (decidedBy is majority, tie or hill).
    if (e.decidedBy != Decider::Nobody) o.insert(u"decidedBy", idOf(e.decidedBy));
    QJsonObject points;
    for (auto it = e.points.begin(); it != e.points.end(); ++it)
        points.insert(it.key(), it.value());
    o.insert(u"points", points);
    o.insert(u"breakdown", termsJson(e.breakdown));
    // The pig (R-TB-17): terms only some winners score on top of the breakdown.
    if (!e.extra.isEmpty()) {
        QJsonObject extra;
        for (auto it = e.extra.begin(); it != e.extra.end(); ++it)
            extra.insert(it.key(), termsJson(it.value()));
        o.insert(u"extra", extra);
    }
    // The goods of a completed city, to whoever completed it (R-TB-4).
    if (!e.goodsTaker.isEmpty()) {
        QJsonObject goods = goodsJson(e.goodsTaken, false);
        goods.insert(u"player", e.goodsTaker);
        o.insert(u"goods", goods);
    }
    o.insert(u"rules", QJsonArray::fromStringList(e.rules));
    if (!e.draw.isEmpty()) o.insert(u"draw", e.draw);
    if (e.abbotReturn) o.insert(u"abbotReturn", true);
    return o;
}

// One breakdown term: "tiles 3×2=6" (count × points each), "neighbours 8" when each counts
// one point, "witch: half, 7 → 4" (R-MW-12: the value so far is halved, rounded up).
QString termText(const ScoreTerm &t, int valueBefore)
{
    const QString term = idOf(t.term);
    if (t.term == Term::Witch)
        return QStringLiteral("witch: half, %1 → %2").arg(valueBefore).arg(valueBefore + t.points);
    // 10 for the most tokens of a kind, however many that is (R-TB-7).
    if (t.term == Term::GoodsMajority)
        return QStringLiteral("most goods (%1) %2").arg(t.count).arg(t.points);
    if (t.count == 0 || t.points == t.count) return QStringLiteral("%1 %2").arg(term).arg(t.points);
    if (t.points % t.count == 0)
        return QStringLiteral("%1 %2×%3=%4")
            .arg(term)
            .arg(t.count)
            .arg(t.points / t.count)
            .arg(t.points);
    return QStringLiteral("%1 %2: %3").arg(term).arg(t.count).arg(t.points);
}

// "city complete (0,0) (0,-1) — red 11 (tiles 3×2=6, coats-of-arms 1×2=2) [R-BASE-9]"
QString eventText(const ScoreEvent &e)
{
    QStringList cells;
    for (Cell c : e.cells)
        cells << cellText(c);
    // Fields, flocks and goods are never completed in the sense of roads and cities.
    const bool completable = e.feature != ScoredFeature::Field &&
                             e.feature != ScoredFeature::Flock && e.feature != ScoredFeature::Goods;
    QString line = idOf(e.feature) +
                   (!completable ? QStringLiteral(" ")
                    : e.complete ? QStringLiteral(" complete ")
                                 : QStringLiteral(" incomplete ")) +
                   cells.join(u' ');
    if (e.feature == ScoredFeature::Goods) {
        // "goods wine (red 3, blue 3)"
        QStringList held;
        for (auto it = e.goodsCounts.begin(); it != e.goodsCounts.end(); ++it)
            held << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        line += goodsName(e.goodsKind) +
                (held.isEmpty() ? QStringLiteral(" (nobody holds any)")
                                : QStringLiteral(" (") + held.join(QStringLiteral(", ")) + u')');
    }
    if (!e.goodsTaker.isEmpty()) {
        QStringList kinds;
        for (int k = 0; k < kGoodsKinds; ++k)
            if (e.goodsTaken[size_t(k)] > 0)
                kinds << QStringLiteral("%1 %2")
                             .arg(e.goodsTaken[size_t(k)])
                             .arg(goodsName(Goods(k)));
        line += QStringLiteral(" · goods to %1: %2")
                    .arg(e.goodsTaker, kinds.join(QStringLiteral(", ")));
    }
    if (!e.draw.isEmpty()) line += QStringLiteral(" · draw ") + e.draw;
    if (e.abbotReturn) line += QStringLiteral(" · abbot taken back");
    QStringList who;
    for (const QString &w : e.winners)
        who << QStringLiteral("%1 %2").arg(w).arg(e.points.value(w));
    line += QStringLiteral(" — ") +
            (who.isEmpty() ? QStringLiteral("nobody") : who.join(QStringLiteral(", ")));
    if (e.decidedBy == Decider::Tie || e.decidedBy == Decider::Hill)
        line += QStringLiteral(" (%1)").arg(idOf(e.decidedBy));
    QStringList terms;
    int value = 0; // the feature's value so far: what the witch halves
    for (const ScoreTerm &t : e.breakdown) {
        terms << termText(t, value);
        value += t.points;
    }
    if (!terms.isEmpty()) line += QStringLiteral(" (") + terms.join(QStringLiteral(", ")) + u')';
    for (auto it = e.extra.begin(); it != e.extra.end(); ++it) {
        QStringList more;
        for (const ScoreTerm &t : it.value())
            more << termText(t, 0);
        line += QStringLiteral(" (%1 also %2)").arg(it.key(), more.join(QStringLiteral(", ")));
    }
    if (!e.rules.isEmpty())
        line += QStringLiteral(" [") + e.rules.join(QStringLiteral(", ")) + u']';
    return line;
}

} // namespace

int runScore(const QStringList &argList)
{
    int exitCode = ExitOk;
    const auto args = parseFileCommand(spec(), argList, &exitCode);
    if (!args) return exitCode;
    const QString fileName = args->positional.constFirst();
    const auto board = loadBoard(fileName, &exitCode, BoardReading::EndOnly);
    if (!board) return exitCode;
    TimelineOptions options;
    options.checkpoints = false; // the events and the end are all a score reads
    const Timeline timeline = Timeline::build(*board, args->options, options);
    if (!timeline.replays()) return reportError(fileName, timeline.problems().constFirst());
    const QMap<QString, int> totals = timeline.scores();

    // Scores in seating order (QMap would sort them by id).
    QStringList seating;
    for (const Player &p : timeline.end()->players())
        seating << p.id;

    if (args->json) {
        QJsonArray events, final;
        for (const ScoreEvent &e : timeline.events())
            events.append(eventJson(e, true));
        for (const ScoreEvent &e : timeline.finalEvents())
            final.append(eventJson(e, false));
        QJsonObject scores;
        for (const QString &id : seating)
            scores.insert(id, totals.value(id));
        QJsonObject out{{QStringLiteral("events"), events},
                        {QStringLiteral("final"), final},
                        {QStringLiteral("scores"), scores}};
        // The tokens held after the moves, before the final scoring turns them into points.
        if (timeline.afterMoves()->sets() & SetTradersBuilders) {
            QJsonObject goods;
            for (const Player &p : timeline.afterMoves()->players())
                goods.insert(p.id, goodsJson(p.goods, true));
            out.insert(u"goods", goods);
        }
        printOutRaw(prettyJson(out, seating));
        return ExitOk;
    }

    if (timeline.events().isEmpty()) printOut(QStringLiteral("no scoring during the moves"));
    for (const ScoreEvent &e : timeline.events())
        printOut(QStringLiteral("move %1 · %2 · ").arg(e.move).arg(ScoreEvent::phaseName(e.phase)) +
                 eventText(e));
    if (board->end()) {
        printOut(timeline.finalEvents().isEmpty()
                     ? QStringLiteral("final scoring: nothing to score")
                     : QStringLiteral("final scoring:"));
        for (const ScoreEvent &e : timeline.finalEvents())
            printOut(QStringLiteral("  ") + eventText(e));
    }
    QStringList scores;
    for (const QString &id : seating)
        scores << QStringLiteral("%1 %2").arg(id).arg(totals.value(id));
    printOut(QStringLiteral("scores: ") +
             (scores.isEmpty() ? QStringLiteral("no players") : scores.join(QStringLiteral(", "))));
    return ExitOk;
}

} // namespace ml::cli
