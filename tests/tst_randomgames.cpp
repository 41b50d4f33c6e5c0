// SPDX-License-Identifier: GPL-3.0-or-later
// Seeded random games: thousands of legal games played through ml::Game, each move checked
// against mltest::ReferenceScorer, a from-scratch flood fill over the tile geometry. The
// engine keeps an incremental feature graph; the reference rebuilds everything, so any
// drift in the engine's bookkeeping (merges, open-port counts, meeple counts, monastery
// neighbours) shows up as a disagreement at the move where it happens.
#include "randomgame.h"

#include <QtTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace mltest
{

namespace
{

// Pinned so that a failure is reproducible: the message gives the game's own seed.
constexpr quint32 BaseSeed = 20240611u;

} // namespace

class TestRandomGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void games_data();
    void games();
};

void TestRandomGames::games_data()
{
    QTest::addColumn<int>("games");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("tinyCity");
    QTest::addColumn<int>("farmers");
    QTest::addColumn<bool>("expansions");
    QTest::addColumn<bool>("river");
    QTest::addColumn<bool>("abbot");
    QTest::addColumn<bool>("innsTraders");
    using F = ml::RuleOptions::Farmers;
    QTest::newRow("base C3 defaults")
        << 2000 << BaseSeed << 4 << int(F::PerField) << false << false << false << false;
    QTest::newRow("tinyCity=2") << 250 << BaseSeed + 100000u << 2 << int(F::PerField) << false
                                << false << false << false;
    QTest::newRow("farmers=per-field-once")
        << 250 << BaseSeed + 200000u << 4 << int(F::PerFieldOnce) << false << false << false
        << false;
    QTest::newRow("farmers=per-city")
        << 250 << BaseSeed + 300000u << 4 << int(F::PerCity) << false << false << false << false;
    QTest::newRow("with hills-sheep and mage-witch tiles")
        << 400 << BaseSeed + 400000u << 4 << int(F::PerField) << true << false << false << false;
    // The River first (R-RI-2..14): the river cuts fields, spring and lake join the banks,
    // bridges keep four fields; farmers score across all of it at the end.
    QTest::newRow("river first") << 100 << BaseSeed + 500000u << 4 << int(F::PerField) << false
                                 << true << false << false;
    QTest::newRow("river first, farmers=per-city")
        << 40 << BaseSeed + 600000u << 4 << int(F::PerCity) << false << true << false << false;
    QTest::newRow("river first, with hills-sheep and mage-witch tiles")
        << 40 << BaseSeed + 700000u << 4 << int(F::PerField) << true << true << false << false;
    // The Abbot (R-AB-5..17): abbots on monasteries and gardens, taken back now and then;
    // with Hills & Sheep its vineyards count only for a completed monastery (R-AB-HS-1).
    QTest::newRow("abbot") << 100 << BaseSeed + 800000u << 4 << int(F::PerField) << false << false
                           << true << false;
    QTest::newRow("abbot, river first")
        << 60 << BaseSeed + 900000u << 4 << int(F::PerField) << false << true << true << false;
    QTest::newRow("abbot, river first, with hills-sheep and mage-witch tiles")
        << 60 << BaseSeed + 1000000u << 4 << int(F::PerField) << true << true << true << false;
    // Inns & Cathedrals and Traders & Builders (docs/rules/inns-cathedrals.md,
    // docs/rules/traders-builders.md): inns, cathedrals, large meeples, builders with their
    // double turns, pigs and goods, under every farmer rule, then with every set at once.
    QTest::newRow("inns-traders") << 400 << BaseSeed + 1100000u << 4 << int(F::PerField) << false
                                  << false << false << true;
    QTest::newRow("inns-traders, farmers=per-field-once")
        << 100 << BaseSeed + 1200000u << 4 << int(F::PerFieldOnce) << false << false << false
        << true;
    QTest::newRow("inns-traders, farmers=per-city")
        << 100 << BaseSeed + 1300000u << 4 << int(F::PerCity) << false << false << false << true;
    QTest::newRow("inns-traders, abbot, river first, with hills-sheep and mage-witch tiles")
        << 100 << BaseSeed + 1400000u << 4 << int(F::PerField) << true << true << true << true;
}

void TestRandomGames::games()
{
    QFETCH(int, games);
    QFETCH(quint32, seed);
    QFETCH(int, tinyCity);
    QFETCH(int, farmers);
    QFETCH(bool, expansions);
    QFETCH(bool, river);
    QFETCH(bool, abbot);
    QFETCH(bool, innsTraders);
    // The size comes from ML_RANDOM_GAMES: "full" plays each row's own count (CI's release leg,
    // about a minute), a number N plays N games of each row (the sanitizer leg, ten times
    // slower per game, plays 12), and without it a quick run plays at most kQuickGames of each,
    // the same seeds first, in seconds.
    constexpr int kQuickGames = 60;
    const QString size = qEnvironmentVariable("ML_RANDOM_GAMES");
    bool isNumber = false;
    const int wanted = size.toInt(&isNumber);
    if (isNumber && wanted > 0)
        games = wanted;
    else if (size != u"full")
        games = std::min(games, kQuickGames);
    RandomGameConfig config;
    config.name = QString::fromUtf8(QTest::currentDataTag());
    config.games = games;
    config.seed = seed;
    config.options = ml::RuleOptions::defaultsFor(ml::Edition::C3);
    config.options.tinyCity = tinyCity;
    config.options.farmers = ml::RuleOptions::Farmers(farmers);
    config.expansions = expansions;
    config.river = river;
    config.abbot = abbot;
    config.innsTraders = innsTraders;
    int abbotsPlaced = 0, recalls = 0, gardensScored = 0, doubleTurns = 0, special = 0;
    for (int g = 0; g < games; ++g) {
        RandomGame game(config, g);
        const QString problem = game.run();
        if (!problem.isEmpty()) QFAIL(qPrintable(problem));
        abbotsPlaced += game.abbotsPlaced();
        recalls += game.recalls();
        gardensScored += game.gardensScored();
        doubleTurns += game.doubleTurns();
        special += game.specialFigures();
    }
    // The new sets' rows must have played double turns and placed the new figures.
    if (innsTraders && games >= 20) {
        QVERIFY2(doubleTurns >= games / 10, qPrintable(u"only %1 double turns"_s.arg(doubleTurns)));
        QVERIFY2(special >= games, qPrintable(u"only %1 special figures"_s.arg(special)));
        qDebug("%d double turns, %d large meeples, builders and pigs", doubleTurns, special);
    }
    // The abbot rows must have played what they are there for: abbots placed, taken back
    // (R-AB-12) and scored in gardens (R-AB-7/8), not just carried around.
    if (abbot && games >= 20) {
        QVERIFY2(abbotsPlaced >= games, qPrintable(u"only %1 abbots placed"_s.arg(abbotsPlaced)));
        QVERIFY2(recalls >= games / 4, qPrintable(u"only %1 recalls"_s.arg(recalls)));
        QVERIFY2(gardensScored >= games / 10,
                 qPrintable(u"only %1 garden scorings"_s.arg(gardensScored)));
        qDebug("%d abbots placed, %d recalls, %d gardens scored", abbotsPlaced, recalls,
               gardensScored);
    }
}

} // namespace mltest

QTEST_GUILESS_MAIN(mltest::TestRandomGames)
#include "tst_randomgames.moc"
