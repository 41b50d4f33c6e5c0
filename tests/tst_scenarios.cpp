// SPDX-License-Identifier: GPL-3.0-or-later
// Data-driven scoring scenarios: one board file per rule case in tests/data/scenarios, each
// carrying its hand-computed result under the extra key "expect" (the loader keeps unknown
// keys). The expectations come from the written rules (docs/rules/), never from the engine's
// output, so a failure here means the engine and the written rules disagree.
#include "boardfile.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace mltest
{

namespace
{

QString scenarioDir()
{
    return dataDir() + u"/scenarios"_s;
}

// Points maps are compared without zero entries: "nobody scores" may be written either way.
QMap<QString, int> normalized(const QMap<QString, int> &points)
{
    QMap<QString, int> out;
    for (auto it = points.cbegin(); it != points.cend(); ++it)
        if (it.value() != 0) out.insert(it.key(), it.value());
    return out;
}

QMap<QString, int> pointsFromJson(const QJsonObject &o)
{
    QMap<QString, int> out;
    for (auto it = o.begin(); it != o.end(); ++it)
        out.insert(it.key(), it.value().toInt());
    return normalized(out);
}

QString describe(const ml::ScoreEvent &e)
{
    QStringList pts;
    for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
        pts << u"%1:%2"_s.arg(it.key()).arg(it.value());
    return u"{move %1, %2, complete %3, points {%4}, decidedBy '%5', rules [%6]}"_s.arg(e.move)
        .arg(idOf(e.feature))
        .arg(e.complete ? u"true"_s : u"false"_s)
        .arg(pts.join(u", "_s), idOf(e.decidedBy), e.rules.join(u", "_s));
}

QString describe(const QList<ml::ScoreEvent> &events)
{
    QStringList lines;
    for (const ml::ScoreEvent &e : events)
        lines << describe(e);
    return lines.isEmpty() ? u"(none)"_s : lines.join(u"\n    "_s);
}

// The expected event's keys are a subset of what is checked: feature, points, rules
// (subset), and optionally move, decidedBy, complete.
bool matches(const QJsonObject &want, const ml::ScoreEvent &got)
{
    if (want.value(u"feature").toString() != idOf(got.feature)) return false;
    if (pointsFromJson(want.value(u"points").toObject()) != normalized(got.points)) return false;
    for (const QJsonValue &r : want.value(u"rules").toArray())
        if (!got.rules.contains(r.toString())) return false;
    if (want.contains(u"move") && want.value(u"move").toInt() != got.move) return false;
    if (want.contains(u"decidedBy") && want.value(u"decidedBy").toString() != idOf(got.decidedBy))
        return false;
    if (want.contains(u"complete") && want.value(u"complete").toBool() != got.complete)
        return false;
    if (want.contains(u"draw") && want.value(u"draw").toString() != got.draw) return false;
    // Who scores, also when the points are 0 (an inn road left open, R-IC-8).
    if (want.contains(u"winners")) {
        QStringList winners;
        for (const QJsonValue &w : want.value(u"winners").toArray())
            winners << w.toString();
        if (winners != got.winners) return false;
    }
    // Traders & Builders: the goods a completer takes (R-TB-4), the kind of a goods majority
    // (R-TB-7), the pig's terms per winner (R-TB-17).
    if (want.contains(u"goods")) {
        const QJsonObject g = want.value(u"goods").toObject();
        if (g.value(u"player").toString() != got.goodsTaker) return false;
        for (int k = 0; k < ml::kGoodsKinds; ++k)
            if (g.value(ml::goodsName(ml::Goods(k))).toInt() != got.goodsTaken[size_t(k)])
                return false;
    } else if (!got.goodsTaker.isEmpty()) {
        return false;
    }
    if (want.contains(u"kind") && (got.feature != ml::ScoredFeature::Goods ||
                                   want.value(u"kind").toString() != ml::goodsName(got.goodsKind)))
        return false;
    if (want.contains(u"extra")) {
        const QJsonObject extra = want.value(u"extra").toObject();
        if (extra.size() != got.extra.size()) return false;
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            const QJsonArray terms = it.value().toArray();
            const QList<ml::ScoreTerm> mine = got.extra.value(it.key());
            if (terms.size() != mine.size()) return false;
            for (qsizetype i = 0; i < terms.size(); ++i) {
                const QJsonObject t = terms[i].toObject();
                if (t.value(u"term").toString() != idOf(mine[i].term) ||
                    t.value(u"count").toInt() != mine[i].count ||
                    t.value(u"points").toInt() != mine[i].points)
                    return false;
            }
        }
    }
    return true;
}

// Every expected event must be matched by a distinct actual one (order inside a move is
// free: R-BASE-12). With `exhaustive`, every actual event that gives points must be
// expected too; with `exact`, the counts must agree as well.
QString compareEvents(const QJsonArray &want, const QList<ml::ScoreEvent> &got, bool exhaustive,
                      bool exact)
{
    QList<bool> used(got.size(), false);
    for (const QJsonValue &w : want) {
        bool found = false;
        for (int i = 0; i < got.size() && !found; ++i)
            if (!used[i] && matches(w.toObject(), got[i])) used[i] = found = true;
        if (!found)
            return u"expected event %1 not found among:\n    %2"_s.arg(
                QString::fromUtf8(QJsonDocument(w.toObject()).toJson(QJsonDocument::Compact)),
                describe(got));
    }
    for (int i = 0; i < got.size(); ++i) {
        if (used[i]) continue;
        if (exact || (exhaustive && !normalized(got[i].points).isEmpty()))
            return u"unexpected event %1; all events:\n    %2"_s.arg(describe(got[i]),
                                                                     describe(got));
    }
    return {};
}

QJsonObject readJson(const QString &path, QByteArray *raw)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    *raw = f.readAll();
    return QJsonDocument::fromJson(*raw).object();
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRuleHasAScenario();
    void scenario_data();
    void scenario();
    void cliAgrees_data() { scenario_data(); }
    void cliAgrees();
};

void TestScenarios::everyRuleHasAScenario()
{
    // The base rules that change what the engine does (R-BASE-*, docs/rules/base.md). A missing
    // file for one of them fails here rather than silently shrinking coverage.
    const QStringList required = {
        u"R-BASE-3_"_s,    u"R-BASE-4_"_s,  u"R-BASE-5_"_s,  u"R-BASE-6_"_s,  u"R-BASE-7_"_s,
        u"R-BASE-8_"_s,    u"R-BASE-9_"_s,  u"R-BASE-9V_"_s, u"R-BASE-10_"_s, u"R-BASE-11_"_s,
        u"R-BASE-12_"_s,   u"R-BASE-13_"_s, u"R-BASE-14_"_s, u"R-BASE-15_"_s, u"R-BASE-15V1_"_s,
        u"R-BASE-15V2_"_s, u"EX-B-1"_s,     u"EX-B-2"_s,     u"EX-B-3"_s,     u"EX-B-4"_s,
        u"EX-B-5"_s,       u"EX-B-6"_s,     u"EX-B-7"_s,
    };
    const QStringList files = QDir(scenarioDir()).entryList({u"*.meeple"_s}, QDir::Files);
    QVERIFY2(files.size() >= 20, qPrintable(u"only %1 scenario files"_s.arg(files.size())));
    for (const QString &id : required) {
        bool found = false;
        for (const QString &f : files) {
            QByteArray raw;
            const QJsonObject doc = readJson(scenarioDir() + u'/' + f, &raw);
            const QString title = doc.value(u"title").toObject().value(u"en").toString();
            found = found || f.startsWith(id) || f.contains(u'_' + id) || title.contains(id);
        }
        QVERIFY2(found, qPrintable(u"no scenario for "_s + id));
    }
}

void TestScenarios::scenario_data()
{
    QTest::addColumn<QString>("path");
    const QStringList files =
        QDir(scenarioDir()).entryList({u"*.meeple"_s}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << scenarioDir() + u'/' + f;
    // Bundled examples whose captions promise points carry the same "expect" block, so a
    // caption that stops matching the engine fails here.
    const QDir examples(examplesDir());
    int withExpect = 0;
    for (const QString &f : examples.entryList({u"*.meeple"_s}, QDir::Files, QDir::Name)) {
        QByteArray raw;
        if (!readJson(examples.filePath(f), &raw).contains(u"expect")) continue;
        QTest::newRow(qPrintable(u"examples/"_s + f)) << examples.filePath(f);
        ++withExpect;
    }
    QVERIFY(withExpect >= 6);
}

void TestScenarios::scenario()
{
    QFETCH(QString, path);
    QByteArray raw;
    const QJsonObject doc = readJson(path, &raw);
    const QJsonObject expect = doc.value(u"expect").toObject();
    QVERIFY2(!expect.isEmpty(), "scenario without \"expect\"");
    QVERIFY2(doc.value(u"description").toObject().contains(u"en"),
             "scenario without a description");

    ml::FileError error;
    const std::optional<ml::BoardFile> file = ml::BoardFile::parse(raw, &error);
    // A file the format refuses (exit 2: a figure of a set that is off, say) names the place.
    if (!file && expect.value(u"error").toObject().value(u"exitCode").toInt() == 2) {
        const QJsonObject want = expect.value(u"error").toObject();
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(error.where.contains(want.value(u"where").toString()),
                 qPrintable(u"error names '%1', expected %2"_s.arg(
                     error.toString(path), want.value(u"where").toString())));
        return;
    }
    QVERIFY2(file, qPrintable(error.toString(path)));
    const std::optional<ml::Replay> replay = file->replay({}, &error);

    if (expect.contains(u"error")) {
        // A refused move or set-up: exit code 1, the place (the move index, or "where" for
        // set-up and end checks) and the rule broken (docs/board-format.md, `moves`).
        const QJsonObject want = expect.value(u"error").toObject();
        QVERIFY2(!replay, "the move was accepted but the rules refuse it");
        QCOMPARE(error.exitCode, want.value(u"exitCode").toInt());
        const QString move = want.contains(u"where")
                                 ? want.value(u"where").toString()
                                 : u"moves[%1]"_s.arg(want.value(u"move").toInt());
        QVERIFY2(error.where.contains(move),
                 qPrintable(u"error names '%1', expected %2"_s.arg(error.toString(path), move)));
        const QString rule = want.value(u"rule").toString();
        QVERIFY2(error.reason.contains(rule) || error.where.contains(rule),
                 qPrintable(u"error '%1' does not cite %2"_s.arg(error.toString(path), rule)));
        return;
    }
    QVERIFY2(replay, qPrintable(error.toString(path)));
    QVERIFY(replay->game.has_value());

    const QMap<QString, int> wantScores = [&] {
        QMap<QString, int> m;
        const QJsonObject s = expect.value(u"scores").toObject();
        for (auto it = s.begin(); it != s.end(); ++it)
            m.insert(it.key(), it.value().toInt());
        return m;
    }();
    QVERIFY(!wantScores.isEmpty());
    for (auto it = wantScores.cbegin(); it != wantScores.cend(); ++it) {
        QVERIFY2(replay->scores.contains(it.key()), qPrintable(u"no score for "_s + it.key()));
        QVERIFY2(
            replay->scores.value(it.key()) == it.value(),
            qPrintable(u"score of %1: engine %2, expected %3\n  events:\n    %4\n  final:\n    %5"_s
                           .arg(it.key())
                           .arg(replay->scores.value(it.key()))
                           .arg(it.value())
                           .arg(describe(replay->events), describe(replay->final))));
    }

    const QString eventProblem =
        compareEvents(expect.value(u"events").toArray(), replay->events, true, true);
    QVERIFY2(eventProblem.isEmpty(), qPrintable(u"events: "_s + eventProblem));
    const QString finalProblem =
        compareEvents(expect.value(u"final").toArray(), replay->final,
                      expect.value(u"finalExhaustive").toBool(true), false);
    QVERIFY2(finalProblem.isEmpty(), qPrintable(u"final: "_s + finalProblem));

    // Meeples in hand after the moves (R-BASE-12: scored meeples come back, farmers stay).
    const QJsonObject hand = expect.value(u"meeplesInHand").toObject();
    for (auto it = hand.begin(); it != hand.end(); ++it) {
        const int p = replay->game->playerIndex(it.key());
        QVERIFY(p >= 0);
        QVERIFY2(replay->game->meeplesInHand(p) == it.value().toInt(),
                 qPrintable(u"meeples in hand of %1: engine %2, expected %3"_s.arg(it.key())
                                .arg(replay->game->meeplesInHand(p))
                                .arg(it.value().toInt())));
    }
    // Goods tokens held after the moves, before the final scoring (R-TB-4).
    const QJsonObject goods = expect.value(u"goods").toObject();
    for (auto it = goods.begin(); it != goods.end(); ++it) {
        const int p = replay->game->playerIndex(it.key());
        QVERIFY(p >= 0);
        const ml::GoodsCounts held = replay->game->players().at(p).goods;
        for (int k = 0; k < ml::kGoodsKinds; ++k) {
            const QString kind = ml::goodsName(ml::Goods(k));
            QVERIFY2(held[size_t(k)] == it.value().toObject().value(kind).toInt(),
                     qPrintable(u"%1 of %2: engine %3, expected %4"_s.arg(kind, it.key())
                                    .arg(held[size_t(k)])
                                    .arg(it.value().toObject().value(kind).toInt())));
        }
    }
    // Shepherds in hand (R-HS-SH-1/5/6: a wolf or a stable sends the shepherd home).
    const QJsonObject shepherds = expect.value(u"shepherdsInHand").toObject();
    for (auto it = shepherds.begin(); it != shepherds.end(); ++it) {
        const int p = replay->game->playerIndex(it.key());
        QVERIFY(p >= 0);
        QVERIFY2(replay->game->shepherdsInHand(p) == it.value().toInt(),
                 qPrintable(u"shepherds in hand of %1: engine %2, expected %3"_s.arg(it.key())
                                .arg(replay->game->shepherdsInHand(p))
                                .arg(it.value().toInt())));
    }
}

void TestScenarios::cliAgrees()
{
    // The command-line tool must report the same totals or the same refusal.
    QFETCH(QString, path);
    QByteArray raw;
    const QJsonObject expect = readJson(path, &raw).value(u"expect").toObject();
    QVERIFY2(QFile::exists(cliPath()), qPrintable(u"CLI not built: "_s + cliPath()));

    QProcess cli;
    cli.start(cliPath(), {u"score"_s, path, u"--json"_s});
    QVERIFY2(cli.waitForFinished(30000), "CLI timed out");
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    if (expect.contains(u"error")) {
        QCOMPARE(cli.exitCode(), expect.value(u"error").toObject().value(u"exitCode").toInt());
        QVERIFY2(!err.trimmed().isEmpty(), "a refused move must be explained on stderr");
        return;
    }
    QVERIFY2(cli.exitCode() == 0, qPrintable(u"exit %1: %2"_s.arg(cli.exitCode()).arg(err)));
    const QJsonObject out = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QVERIFY2(out.contains(u"scores"), "no \"scores\" in the CLI output");
    const QJsonObject got = out.value(u"scores").toObject();
    const QJsonObject want = expect.value(u"scores").toObject();
    QCOMPARE(got.size(), want.size());
    for (auto it = want.begin(); it != want.end(); ++it)
        QVERIFY2(got.value(it.key()).toInt(-1) == it.value().toInt(),
                 qPrintable(u"CLI score of %1: %2, expected %3"_s.arg(it.key())
                                .arg(got.value(it.key()).toInt(-1))
                                .arg(it.value().toInt())));
}

} // namespace mltest

QTEST_GUILESS_MAIN(mltest::TestScenarios)
#include "tst_scenarios.moc"
