// SPDX-License-Identifier: GPL-3.0-or-later
// The rules options of docs/board-format.md, "Rule options": keys, values and the defaults of each
// edition.
#include "ruleoptions.h"

#include <QtTest>

using namespace ml;

class TestRuleOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaults_data()
    {
        QTest::addColumn<QString>("edition");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        const QList<QPair<QString, QStringList>> table = {
            {QStringLiteral("tinyCity"),
             {QStringLiteral("4"), QStringLiteral("4"), QStringLiteral("4")}},
            {QStringLiteral("farmers"),
             {QStringLiteral("per-field"), QStringLiteral("per-field"),
              QStringLiteral("per-field")}},
            {QStringLiteral("hillTiebreak"),
             {QStringLiteral("presence"), QStringLiteral("presence"), QStringLiteral("presence")}},
            {QStringLiteral("shepherdAction"),
             {QStringLiteral("required"), QStringLiteral("required"), QStringLiteral("required")}},
            {QStringLiteral("castleCount"),
             {QStringLiteral("tile"), QStringLiteral("tile"), QStringLiteral("cells")}},
            {QStringLiteral("castleEnd"),
             {QStringLiteral("c2"), QStringLiteral("c2"), QStringLiteral("c3")}},
            {QStringLiteral("witchHalvesCastleBonus"),
             {QStringLiteral("false"), QStringLiteral("false"), QStringLiteral("false")}},
        };
        const QStringList editions{QStringLiteral("C1"), QStringLiteral("C2"),
                                   QStringLiteral("C3")};
        for (const auto &row : table)
            for (int e = 0; e < 3; ++e)
                QTest::newRow(qPrintable(row.first + u' ' + editions[e]))
                    << editions[e] << row.first << row.second[e];
    }
    void defaults()
    {
        QFETCH(QString, edition);
        QFETCH(QString, key);
        QFETCH(QString, value);
        Edition e;
        QVERIFY(editionFromName(edition, &e));
        QCOMPARE(RuleOptions::defaultsFor(e).value(key), value);
        QVERIFY(RuleOptions::values(key).contains(value));
    }
    void setRefusesUnknownKeysAndValues()
    {
        RuleOptions o;
        QString error;
        QVERIFY(!o.set(QStringLiteral("dragons"), QStringLiteral("1"), &error));
        QVERIFY(error.contains(QStringLiteral("dragons")));
        QVERIFY(!o.set(QStringLiteral("tinyCity"), QStringLiteral("3"), &error));
        QVERIFY(error.contains(QStringLiteral("4, 2")));
        QVERIFY(o.set(QStringLiteral("tinyCity"), QStringLiteral("2"), &error));
        QCOMPARE(o.tinyCity, 2);
        QCOMPARE(RuleOptions::keys().size(), 9);
        QVERIFY(RuleOptions::values(QStringLiteral("dragons")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRuleOptions)
#include "tst_ruleoptions.moc"
