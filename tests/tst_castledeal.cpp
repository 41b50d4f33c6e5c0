// SPDX-License-Identifier: GPL-3.0-or-later
// R-GC-2: how many castles each player gets at the start.
#include "castle.h"

#include <QSet>
#include <QtTest>

using namespace ml;

class TestCastleDeal : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handSizes_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("each");
        QTest::newRow("R-GC-2 two players take two each") << 2 << 2;
        QTest::newRow("R-GC-2 three players take two each") << 3 << 2;
        QTest::newRow("R-GC-2 four players take one each") << 4 << 1;
        QTest::newRow("R-GC-2 six players take one each") << 6 << 1;
    }
    void handSizes()
    {
        QFETCH(int, players);
        QFETCH(int, each);
        std::mt19937 rng(7);
        const QList<QStringList> hands = dealCastles(TileCatalogue::builtin(), players, rng);
        QCOMPARE(hands.size(), players);
        QSet<QString> seen;
        for (const QStringList &hand : hands) {
            QCOMPARE(hand.size(), each);
            for (const QString &id : hand) {
                QVERIFY2(!seen.contains(id), qPrintable(id + QStringLiteral(" dealt twice")));
                seen.insert(id);
                QVERIFY(TileCatalogue::builtin().find(id)->hasMarker(MarkerCastle));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestCastleDeal)
#include "tst_castledeal.moc"
