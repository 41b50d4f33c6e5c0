// SPDX-License-Identifier: GPL-3.0-or-later
// The rule book behind the rules panel and the scoring explanations: complete for what the
// engine cites, translated, consistent with docs/board-format.md, and loud about a broken file.
#include "optiontext.h"
#include "rulebook.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using ml::RuleBook;

namespace
{

// Every rule id cited as a string literal in the engine. Read from the sources at test time,
// so an id added to the engine without a text fails here instead of showing a bare id.
QStringList engineRuleIds()
{
    const QDir core(mltest::examplesDir() + QStringLiteral("/../../src/core"));
    static const QRegularExpression literal(
        QStringLiteral("\"((?:R|D)-[A-Z0-9]+(?:-[A-Z0-9]+)*)\""));
    QSet<QString> ids;
    const QStringList files = core.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")});
    for (const QString &name : files) {
        QFile f(core.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QString source = QString::fromUtf8(f.readAll());
        for (auto it = literal.globalMatch(source); it.hasNext();)
            ids.insert(it.next().captured(1));
    }
    QStringList sorted(ids.begin(), ids.end());
    sorted.sort();
    return sorted;
}

QByteArray bundledJson()
{
    QFile f(RuleBook::resourcePath());
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestEditorRuleBook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtInLoads()
    {
        const RuleBook &book = RuleBook::builtIn();
        QVERIFY2(RuleBook::builtInError().isEmpty(), qPrintable(RuleBook::builtInError()));
        QVERIFY(!book.isEmpty());
        // Every set has its own chapter in the panel.
        for (const QString &set : RuleBook::sets())
            QVERIFY2(!book.rulesOfSet(set).isEmpty(), qPrintable(set));
    }

    void everyEngineRuleHasText_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList ids = engineRuleIds();
        // Guards the path above: the engine cites dozens of ids.
        QVERIFY2(ids.size() > 30, qPrintable(QStringLiteral("only %1 ids found").arg(ids.size())));
        for (const QString &id : ids)
            QTest::newRow(qPrintable(id)) << id;
    }
    void everyEngineRuleHasText()
    {
        QFETCH(QString, id);
        const RuleBook &book = RuleBook::builtIn();
        QVERIFY2(book.contains(id), "no entry in resources/rules/rulebook.json");
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("nl")}) {
            QVERIFY(!book.title(id, lang).trimmed().isEmpty());
            QVERIFY(!book.text(id, lang).trimmed().isEmpty());
        }
    }

    void entriesAreTranslatedAndShort()
    {
        const RuleBook &book = RuleBook::builtIn();
        for (const RuleBook::Rule &r : book.rules()) {
            const QByteArray id = r.id.toUtf8();
            QVERIFY2(RuleBook::statuses().contains(r.status), id.constData());
            QVERIFY2(RuleBook::sets().contains(r.set), id.constData());
            // Identical texts mean someone pasted the English into the Dutch slot.
            QVERIFY2(r.title.en != r.title.nl, id.constData());
            QVERIFY2(r.text.en != r.text.nl, id.constData());
            // Short texts for a side panel: at most about three sentences.
            QVERIFY2(r.text.en.size() <= 420 && r.text.nl.size() <= 420, id.constData());
            // A variant or reading with a switch names it as the rules dialog does, so the
            // reader can find it there and try it; an official rule may carry the option only
            // to link the comparison view. The Dutch name is checked where the Dutch
            // translation is loaded (tst_gui_dutch).
            if (!r.option.isEmpty() && r.status != u"official")
                QVERIFY2(r.text.en.contains(ml::OptionText::name(r.option)), id.constData());
            // Meeple Lab's own readings must say so in both languages.
            if (r.status == u"inference" || r.status == u"unsure") {
                QVERIFY2(r.text.en.contains(QStringLiteral("Meeple Lab")), id.constData());
                QVERIFY2(r.text.nl.contains(QStringLiteral("Meeple Lab")), id.constData());
            }
        }
    }

    void optionsAreThoseOfFormatMd()
    {
        // docs/board-format.md, "Rule options".
        const QStringList options = {QStringLiteral("tinyCity"),
                                     QStringLiteral("farmers"),
                                     QStringLiteral("hillTiebreak"),
                                     QStringLiteral("shepherdAction"),
                                     QStringLiteral("castleCount"),
                                     QStringLiteral("castleEnd"),
                                     QStringLiteral("witchHalvesCastleBonus"),
                                     QStringLiteral("largeMeepleHill"),
                                     QStringLiteral("doubleTurnCastle")};
        for (const RuleBook::Rule &r : RuleBook::builtIn().rules())
            if (!r.option.isEmpty())
                QVERIFY2(options.contains(r.option), qPrintable(r.id + u' ' + r.option));
    }

    void everyTermHasBothLabels()
    {
        // The closed lists of ScoreEvent (score --json) and the phases of ScoreEvent::phaseName,
        // written out here on purpose: the loader's own list is what is being checked.
        const QList<std::pair<RuleBook::TermKind, QStringList>> expected = {
            {RuleBook::TermKind::Breakdown,
             {QStringLiteral("tiles"), QStringLiteral("coats-of-arms"), QStringLiteral("tiny-city"),
              QStringLiteral("monastery"), QStringLiteral("garden"), QStringLiteral("neighbours"),
              QStringLiteral("vineyards"), QStringLiteral("lord"), QStringLiteral("castle-bonus"),
              QStringLiteral("mage"), QStringLiteral("witch"), QStringLiteral("completed-cities"),
              QStringLiteral("sheep"), QStringLiteral("inn"), QStringLiteral("cathedral"),
              QStringLiteral("goods"), QStringLiteral("pig")}},
            {RuleBook::TermKind::DecidedBy,
             {QStringLiteral("majority"), QStringLiteral("tie"), QStringLiteral("hill")}},
            {RuleBook::TermKind::Feature,
             {QStringLiteral("road"), QStringLiteral("city"), QStringLiteral("monastery"),
              QStringLiteral("castle"), QStringLiteral("field"), QStringLiteral("flock"),
              QStringLiteral("garden"), QStringLiteral("goods")}},
            {RuleBook::TermKind::Phase,
             {QStringLiteral("placement"), QStringLiteral("figures"), QStringLiteral("scoring"),
              QStringLiteral("final")}},
        };
        const RuleBook &book = RuleBook::builtIn();
        for (const auto &[kind, ids] : expected) {
            QCOMPARE(RuleBook::requiredTerms(kind), ids);
            for (const QString &id : ids) {
                const QByteArray where = (RuleBook::termKindName(kind) + u'.' + id).toUtf8();
                const RuleBook::Term *t = book.term(kind, id);
                QVERIFY2(t, where.constData());
                QVERIFY2(!t->label.en.isEmpty() && !t->label.nl.isEmpty(), where.constData());
                QVERIFY2(t->label.en != t->label.nl, where.constData());
                QVERIFY2(t->pattern.en != t->pattern.nl, where.constData());
                // Both halves of a plural pattern exist in both languages or in neither.
                QCOMPARE(t->pattern.en.count(u'|'), t->pattern.nl.count(u'|'));
            }
        }
    }

    void statusesAndSetsHaveBothLabels()
    {
        const RuleBook &book = RuleBook::builtIn();
        for (const QString &s : RuleBook::statuses()) {
            const QString en = book.statusLabel(s, QStringLiteral("en"));
            const QString nl = book.statusLabel(s, QStringLiteral("nl"));
            QVERIFY2(!en.isEmpty() && !nl.isEmpty() && en != nl, qPrintable(s));
        }
        for (const QString &s : RuleBook::sets()) {
            const QString en = book.setLabel(s, QStringLiteral("en"));
            const QString nl = book.setLabel(s, QStringLiteral("nl"));
            QVERIFY2(!en.isEmpty() && !nl.isEmpty() && en != nl, qPrintable(s));
        }
    }

    void termTextFillsCounts()
    {
        const RuleBook &book = RuleBook::builtIn();
        const auto tiles = RuleBook::TermKind::Breakdown;
        QCOMPARE(book.termText(tiles, QStringLiteral("tiles"), QStringLiteral("en"), 1),
                 QStringLiteral("1 tile"));
        QCOMPARE(book.termText(tiles, QStringLiteral("tiles"), QStringLiteral("en"), 3),
                 QStringLiteral("3 tiles"));
        QCOMPARE(book.termText(tiles, QStringLiteral("tiles"), QStringLiteral("nl"), 3),
                 QStringLiteral("3 tegels"));
        QCOMPARE(book.termText(tiles, QStringLiteral("sheep"), QStringLiteral("nl"), 1),
                 QStringLiteral("1 schaap in de kudde"));
        const QString tie = book.termText(RuleBook::TermKind::DecidedBy, QStringLiteral("tie"),
                                          QStringLiteral("nl"), 2, QStringLiteral("Rood, Blauw"));
        QVERIFY2(tie.startsWith(QStringLiteral("Rood, Blauw")), qPrintable(tie));
        QVERIFY(!tie.contains(u'%'));
        // An id the book does not know stays visible.
        QCOMPARE(book.termText(tiles, QStringLiteral("dragon"), QStringLiteral("en"), 2),
                 QStringLiteral("dragon"));
        QCOMPARE(book.termLabel(RuleBook::TermKind::Feature, QStringLiteral("castle"),
                                QStringLiteral("nl")),
                 QStringLiteral("Burcht"));
    }

    void lookups()
    {
        const RuleBook &book = RuleBook::builtIn();
        const RuleBook::Rule *r = book.rule(QStringLiteral("R-HS-HI-7"));
        QVERIFY(r);
        QCOMPARE(r->set, QStringLiteral("hills-sheep"));
        QCOMPARE(r->status, QStringLiteral("variant"));
        QCOMPARE(r->option, QStringLiteral("hillTiebreak"));
        QVERIFY(book.text(QStringLiteral("R-MW-12"), QStringLiteral("nl")).contains(u"heks"));
        QVERIFY(book.text(QStringLiteral("R-MW-12"), QStringLiteral("en")).contains(u"witch"));
        QVERIFY(!book.rule(QStringLiteral("R-NOPE-1")));
        QVERIFY(book.title(QStringLiteral("R-NOPE-1"), QStringLiteral("en")).isEmpty());
        // Out-of-scope ids are listed, never given an entry as well.
        QVERIFY(!book.outOfScope().isEmpty());
        for (const QString &id : book.outOfScope())
            QVERIFY2(!book.contains(id), qPrintable(id));
        for (const RuleBook::Rule *x : book.rulesOfSet(QStringLiteral("mage-witch")))
            QVERIFY(x->id.startsWith(QStringLiteral("R-MW-")));
    }

    void examplesExist()
    {
        const QDir examples(mltest::examplesDir());
        QSet<QString> linked;
        for (const RuleBook::Rule &r : RuleBook::builtIn().rules()) {
            for (const QString &name : r.examples) {
                QVERIFY2(examples.exists(name), qPrintable(r.id + QStringLiteral(": ") + name));
                linked.insert(name);
            }
        }
        QVERIFY(!linked.isEmpty());
        // Boards are added by other hands too, so an unlinked one is reported, not failed:
        // the rules writer sees it in the log and links it to its rules.
        const QStringList boards = examples.entryList({QStringLiteral("*.meeple")});
        for (const QString &name : boards)
            if (!linked.contains(name))
                qInfo("example %s is not linked from any rule yet", qPrintable(name));
    }

    void brokenFilesAreReported_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("\"rules\": [") << QByteArray("\"rules\": [[[")
                                  << QStringLiteral("not valid JSON");
        QTest::newRow("missing dutch")
            << QByteArray("\"nl\": \"Een weg tellen\"") << QByteArray("\"xx\": \"Een weg tellen\"")
            << QStringLiteral("(R-BASE-8): title.nl is missing or empty");
        QTest::newRow("bad status")
            << QByteArray("\"id\": \"R-BASE-8\", \"set\": \"base\", \"status\": \"official\"")
            << QByteArray("\"id\": \"R-BASE-8\", \"set\": \"base\", \"status\": \"rumour\"")
            << QStringLiteral("(R-BASE-8): unknown status \"rumour\"");
        QTest::newRow("duplicate id")
            << QByteArray("\"id\": \"R-BASE-8\"") << QByteArray("\"id\": \"R-BASE-3\"")
            << QStringLiteral("(R-BASE-3): the id appears twice");
        QTest::newRow("missing term")
            << QByteArray("\"castle-bonus\":") << QByteArray("\"castle-boni\":")
            << QStringLiteral("terms.breakdown.castle-bonus is missing");
    }
    void brokenFilesAreReported()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, message);
        QByteArray json = bundledJson();
        QVERIFY(json.contains(from));
        json.replace(from, to);
        QString error;
        QVERIFY(!RuleBook::fromJson(json, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void missingFileIsReported()
    {
        QString error;
        QVERIFY(!RuleBook::fromFile(QStringLiteral(":/rules/nothing.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("nothing.json")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestEditorRuleBook)
#include "tst_editor_rulebook.moc"
