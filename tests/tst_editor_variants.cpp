// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing a board under one changed rules option: which scorings and totals differ.
#include "testdata.h"
#include "variantcomparison.h"

#include <QFile>
#include <QtTest>

#include "boardloading.h"

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

using mltest::load;

QString stepperData(const char *name)
{
    return mltest::dataDir() + u"/stepper/"_s + QLatin1String(name);
}

} // namespace

class TestEditorVariants : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyOptionHasItsValues();
    void optionsOfTheEnabledSets();
    void hillTieBreakPresenceAgainstCount();
    void sameValueChangesNothing();
    void tinyCityChangesTermsNotPoints();
    void perCityFarmersReplaceTheFieldScorings();
    void optionOfADisabledSetFails();
};

void TestEditorVariants::everyOptionHasItsValues()
{
    for (const QString &key : RuleOptions::keys()) {
        const QStringList values = VariantComparison::valuesOf(key);
        QVERIFY2(values.size() >= 2, qPrintable(key));
        for (const QString &value : values) {
            RuleOptions options;
            QString error;
            QVERIFY2(options.set(key, value, &error), qPrintable(error));
            QCOMPARE(options.value(key), value);
        }
    }
}

void TestEditorVariants::optionsOfTheEnabledSets()
{
    QCOMPARE(VariantComparison::optionsFor(SetBase), (QStringList{u"tinyCity"_s, u"farmers"_s}));
    const QStringList hills = VariantComparison::optionsFor(SetBase | SetHillsSheep);
    QVERIFY(hills.contains(u"hillTiebreak"_s));
    QVERIFY(hills.contains(u"shepherdAction"_s));
    QVERIFY(!hills.contains(u"castleEnd"_s));
    QVERIFY(!VariantComparison::optionsFor(SetBase | SetHillsSheep).contains(u"largeMeepleHill"_s));
    QCOMPARE(VariantComparison::optionsFor(SetBase | SetHillsSheep | SetGermanCastles |
                                           SetMageWitch | SetInnsCathedrals | SetTradersBuilders),
             RuleOptions::keys());
}

void TestEditorVariants::hillTieBreakPresenceAgainstCount()
{
    VariantComparison c;
    QVERIFY2(c.compare(load(stepperData("hill-tie.meeple")), u"hillTiebreak"_s, u"count"_s),
             qPrintable(c.errorString()));
    QCOMPARE(c.baseValue(), u"presence"_s);
    QCOMPARE(c.differences().size(), 1);
    const EventDifference &d = c.differences().first();
    QCOMPARE(d.change, EventDifference::Change::Changed);
    QCOMPARE(d.base->feature, ScoredFeature::Road);
    QCOMPARE(d.base->decidedBy, Decider::Tie);
    QCOMPARE(d.base->winners, (QStringList{u"red"_s, u"blue"_s}));
    QCOMPARE(d.variant->decidedBy, Decider::Hill);
    QCOMPARE(d.variant->winners, QStringList{u"red"_s});
    QCOMPARE(c.baseTotals().value(u"blue"_s), 5);
    QCOMPARE(c.variantTotals().value(u"blue"_s), 0);
    QCOMPARE(c.playersWithOtherTotals(), QStringList{u"blue"_s});
    QVERIFY(!c.sameResult());

    // And back: the board set to count, compared with presence.
    QVERIFY(c.compare(load(stepperData("hill-tie.meeple")), u"hillTiebreak"_s, u"presence"_s,
                      {{u"hillTiebreak"_s, u"count"_s}}));
    QCOMPARE(c.baseValue(), u"count"_s);
    QCOMPARE(c.differences().first().variant->decidedBy, Decider::Tie);
}

void TestEditorVariants::sameValueChangesNothing()
{
    VariantComparison c;
    QVERIFY(c.compare(load(stepperData("hill-tie.meeple")), u"hillTiebreak"_s, u"presence"_s));
    QVERIFY(c.sameResult());
    QCOMPARE(c.baseEvents().size(), c.variantEvents().size());
}

void TestEditorVariants::tinyCityChangesTermsNotPoints()
{
    VariantComparison c;
    QVERIFY(c.compare(load(stepperData("flock.meeple")), u"tinyCity"_s, u"2"_s));
    QCOMPARE(c.differences().size(), 1);
    const EventDifference &d = c.differences().first();
    QCOMPARE(idOf(d.base->breakdown.first().term), u"tiles"_s);
    QCOMPARE(idOf(d.variant->breakdown.first().term), u"tiny-city"_s);
    QVERIFY(c.playersWithOtherTotals().isEmpty()); // nobody held the city
}

void TestEditorVariants::perCityFarmersReplaceTheFieldScorings()
{
    VariantComparison c;
    QVERIFY(
        c.compare(load(mltest::examplesDir() + u"/welcome.meeple"_s), u"farmers"_s, u"per-city"_s));
    int onlyBase = 0, onlyVariant = 0;
    for (const EventDifference &d : c.differences()) {
        onlyBase += d.change == EventDifference::Change::OnlyBase;
        onlyVariant += d.change == EventDifference::Change::OnlyVariant;
        QCOMPARE(idOf((d.base ? *d.base : *d.variant).feature), u"field"_s);
    }
    QCOMPARE(onlyBase, 2);    // one per farmer field
    QCOMPARE(onlyVariant, 1); // one per completed city
    QCOMPARE(c.variantTotals().value(u"red"_s), 12);
    QCOMPARE(c.variantTotals().value(u"blue"_s), 15);
}

void TestEditorVariants::optionOfADisabledSetFails()
{
    VariantComparison c;
    QVERIFY(!c.compare(load(mltest::examplesDir() + u"/welcome.meeple"_s), u"hillTiebreak"_s,
                       u"count"_s));
    QVERIFY(c.variantFailed());
    QVERIFY(!c.errorString().isEmpty());
}

QTEST_GUILESS_MAIN(TestEditorVariants)
#include "tst_editor_variants.moc"
