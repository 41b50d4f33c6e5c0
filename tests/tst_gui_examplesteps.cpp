// SPDX-License-Identifier: GPL-3.0-or-later
// Every bundled example steps from the set-up through its moves to the
// final scoring in the step-through panel, in English and in Dutch, and every point is
// explained there: each scoring names its rules and shows its terms, the terms add up to
// what each winner scores, and the steps add up to the replay's totals.
#include "boardfile.h"
#include "eventtext.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"

#include <QDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

#include "boardloading.h"

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

// The points each winner gets by the breakdown: its terms' sum. Per-field-once farmers
// (R-BASE-15V2) credit a city once per player, so a winner may get less there.
bool pointsMatchTerms(const ScoreEvent &e, QString *why)
{
    int total = 0;
    for (const ScoreTerm &t : e.breakdown)
        total += t.points;
    for (const QString &w : e.winners) {
        const int got = e.points.value(w);
        // A winner's own terms on top of the common ones: the pig (R-TB-17).
        int own = total;
        for (const ScoreTerm &t : e.extra.value(w))
            own += t.points;
        const bool ok = e.rules.contains(u"R-BASE-15V2"_s) ? got <= own : got == own;
        if (!ok) {
            *why = u"%1 gets %2 but the terms add up to %3"_s.arg(w).arg(got).arg(own);
            return false;
        }
    }
    return true;
}

} // namespace

class TestGuiExampleSteps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPointExplained_data();
    void everyPointExplained();

private:
    void stepThrough(StepperDock &dock, const QString &language, QStringList *texts);
};

void TestGuiExampleSteps::everyPointExplained_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(mltest::examplesDir());
    const QStringList names = dir.entryList({u"*.meeple"_s}, QDir::Files);
    QVERIFY(names.size() >= 20);
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// Walks every step of the dock's stepper and checks what the panel shows; *texts gets the
// explanation of each step.
void TestGuiExampleSteps::stepThrough(StepperDock &dock, const QString &language,
                                      QStringList *texts)
{
    Stepper *s = dock.stepper();
    const bool dutch = language == u"nl"_s;
    const QString rulesWord = dutch ? u"Regels:"_s : u"Rules:"_s;
    int scorings = 0;
    for (int i = 0; i < s->count(); ++i) {
        s->jumpTo(i);
        const QString text = dock.explanationText();
        const QString where = u"%1, step %2 (%3)"_s.arg(language).arg(i + 1).arg(dock.titleText());
        texts->append(text);
        QVERIFY2(!text.trimmed().isEmpty(), qPrintable(where));
        QVERIFY2(!text.contains(u'%'), qPrintable(where + u": "_s + text));
        for (const ScoreEvent &e : s->eventsOf(i)) {
            if (e.breakdown.isEmpty()) continue; // a token drawn: nothing is scored yet
            ++scorings;
            const QString about = where + u": "_s + text;
            QVERIFY2(text.contains(rulesWord), qPrintable(about));
            QVERIFY2(!e.rules.isEmpty(), qPrintable(about));
            for (const QString &rule : e.rules)
                QVERIFY2(text.contains(rule), qPrintable(rule + u" missing in "_s + about));
            for (const ScoreTerm &t : e.breakdown)
                QVERIFY2(text.contains(EventText::termText(t)),
                         qPrintable(EventText::termText(t) + u" missing in "_s + about));
            QString why;
            QVERIFY2(pointsMatchTerms(e, &why), qPrintable(why + u" in "_s + about));
            for (const QString &w : e.winners)
                QVERIFY2(text.contains(QString::number(e.points.value(w))), qPrintable(about));
            if (dutch) {
                // Every word of a scoring in Dutch: no English term or rule frame left over.
                for (const QString &english : {u"Rules:"_s, u"point"_s, u" tile"_s, u"scores"_s})
                    QVERIFY2(!text.contains(english), qPrintable(english + u" in "_s + about));
            }
        }
    }
    // The steps add up to the totals the panel shows at the end.
    const QMap<QString, int> totals = s->totalsAt(s->count() - 1);
    QMap<QString, int> summed;
    for (const Player &p : s->players())
        summed[p.id] = p.startScore;
    for (int i = 0; i < s->count(); ++i)
        for (const ScoreEvent &e : s->eventsOf(i))
            for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
                summed[it.key()] += it.value();
    QCOMPARE(summed, totals);
    auto *scores = dock.findChild<QTreeWidget *>(u"stepScores"_s);
    QVERIFY(scores);
    for (int row = 0; row < s->players().size(); ++row)
        QCOMPARE(scores->topLevelItem(row)->text(1).toInt(), totals.value(s->players()[row].id));
    Q_UNUSED(scorings)
}

void TestGuiExampleSteps::everyPointExplained()
{
    QFETCH(QString, path);
    const BoardFile file = mltest::load(path);
    FileError error;
    const std::optional<Replay> replay = file.replay({}, &error);
    QVERIFY2(replay, qPrintable(error.where + u": "_s + error.reason));

    StepperDock dock;
    QVERIFY(dock.setBoardFile(file));
    QVERIFY2(dock.stepper()->errorString().isEmpty(), qPrintable(dock.stepper()->errorString()));
    // From the first move to the final scoring when the file ends the game.
    const Stepper *s = dock.stepper();
    QCOMPARE(s->step(0).kind, Step::Kind::SetUp);
    if (!file.moves().isEmpty()) QCOMPARE(s->step(1).move, 0);
    QCOMPARE(s->step(s->count() - 1).kind == Step::Kind::Final, file.end());
    QCOMPARE(s->totalsAt(s->count() - 1), replay->scores);

    QStringList english, dutch;
    stepThrough(dock, u"en"_s, &english);
    if (QTest::currentTestFailed()) return;

    QTranslator nl;
    QVERIFY(nl.load(u":/i18n/meeplelab_nl.qm"_s));
    QVERIFY(QCoreApplication::installTranslator(&nl));
    QCoreApplication::processEvents(); // the panel hears of the language change
    stepThrough(dock, u"nl"_s, &dutch);
    QCoreApplication::removeTranslator(&nl);
    if (QTest::currentTestFailed()) return;
    // Every step reads differently in Dutch (the numbers and rule ids stay).
    for (int i = 0; i < english.size(); ++i)
        QVERIFY2(english[i] != dutch[i], qPrintable(english[i]));
    if (qEnvironmentVariableIsSet("MEEPLELAB_DUMP_STEPS"))
        for (int i = 0; i < english.size(); ++i)
            qInfo().noquote() << "\n" << english[i] << "\n--\n" << dutch[i];
}

QTEST_MAIN(TestGuiExampleSteps)
#include "tst_gui_examplesteps.moc"
