// SPDX-License-Identifier: GPL-3.0-or-later
// Explore's words for the Abbot (docs/rules/abbot.md): a recall, a garden scoring and the
// vineyard rule each get their own title, headline and effect, not the monastery's.
#include "boardfile.h"
#include "eventtext.h"
#include "testdata.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{
Replay replayOf(const QString &name)
{
    QFile f(mltest::dataDir() + u"/scenarios/"_s + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(name));
    FileError error;
    const auto file = BoardFile::parse(f.readAll(), &error);
    if (!file) qFatal("%s", qPrintable(error.toString(name)));
    const auto replay = file->replay({}, &error);
    if (!replay) qFatal("%s", qPrintable(error.toString(name)));
    return *replay;
}
} // namespace

class TestEditorAbbotText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recallHasItsOwnWords();
    void gardenScoring();
    void recallOfAMonasteryNamesTheVineyardRule();
};

// R-AB-12: the recall says the abbot was taken back, and what it scores.
void TestEditorAbbotText::recallHasItsOwnWords()
{
    const Replay r = replayOf(u"R-AB-12_EX-AB-2_recall_garden_five_neighbours.meeple"_s);
    QCOMPARE(r.events.size(), 1);
    const ScoreEvent &e = r.events[0];
    QVERIFY(e.abbotReturn);
    QCOMPARE(EventText::title(e), u"Abbot taken back from the garden"_s);
    QVERIFY2(EventText::headline(e).contains(u"takes the abbot back"),
             qPrintable(EventText::headline(e)));
    QVERIFY(EventText::headline(e).contains(u"garden"));
    QCOMPARE(EventText::termLabel(e.breakdown[0]), u"the garden itself"_s);
}

// R-AB-7 / R-AB-8: a completed garden and a garden at the end are worded as gardens.
void TestEditorAbbotText::gardenScoring()
{
    const Replay done = replayOf(u"R-AB-7_EX-AB-1_opponent_completes_garden.meeple"_s);
    const ScoreEvent &e = done.events.constFirst();
    QCOMPARE(EventText::title(e), u"Garden completed"_s);
    QCOMPARE(EventText::headline(e), u"The garden is surrounded and is scored for its abbot."_s);
    QVERIFY(EventText::effects(e).join(u' ').contains(u"no monastery bonus"));
    const Replay end = replayOf(u"R-AB-8_EX-AB-14_final_garden_and_monk_five_each.meeple"_s);
    bool sawGarden = false;
    for (const ScoreEvent &f : end.final)
        if (f.feature == ScoredFeature::Garden) {
            sawGarden = true;
            QCOMPARE(EventText::headline(f),
                     u"In the final scoring the unfinished garden is scored."_s);
        }
    QVERIFY(sawGarden);
}

// R-AB-HS-1: a recalled abbot gets no vineyards, and Explore says why.
void TestEditorAbbotText::recallOfAMonasteryNamesTheVineyardRule()
{
    const Replay r = replayOf(u"R-AB-HS-1_EX-AB-5_recall_no_vineyard_points.meeple"_s);
    const ScoreEvent &e = r.events.constFirst();
    QCOMPARE(EventText::title(e), u"Abbot taken back from the monastery"_s);
    QVERIFY2(EventText::effects(e).join(u' ').contains(u"no vineyard points"),
             qPrintable(EventText::effects(e).join(u' ')));
}

QTEST_GUILESS_MAIN(TestEditorAbbotText)
#include "tst_editor_abbottext.moc"
