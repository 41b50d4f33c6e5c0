// SPDX-License-Identifier: GPL-3.0-or-later
// The step-through docks and the variant dialog as a user drives them: buttons and keys, the
// explanation and scores shown at each step, the score log leading to steps, the variant
// comparison on a hill tie, and the texts following a language switch.
#include "boardfile.h"
#include "eventtext.h"
#include "scorelogdock.h"
#include "scorelogmodel.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"
#include "variantcomparedialog.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTextBrowser>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

#include "boardloading.h"

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

using mltest::load;

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the widgets for people to look at.
void screenshot(QWidget *w, const char *name)
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) w->grab().save(dir + u'/' + QLatin1String(name));
}

BoardFile welcome()
{
    return load(mltest::examplesDir() + u"/welcome.meeple"_s);
}

// A few Dutch words, enough to see that every part of the dock is worded again on a
// language change, without depending on the state of the shared translation files.
class FewDutchWords : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        static const QHash<QString, QString> words = {
            {u"ml::EventText|Phase 3: scoring"_s, u"Fase 3: puntentelling"_s},
            {u"ml::EventText|The road is complete and is scored."_s,
             u"De weg is afgebouwd en wordt geteld."_s},
            {u"ml::StepperDock|Next"_s, u"Volgende"_s},
            {u"ml::StepperDock|Score"_s, u"Punten"_s},
        };
        return words.value(QString::fromLatin1(context) + u'|' + QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestGuiStepper : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void buttonsStepThroughTheExample();
    void keysStep();
    void ruleLinksAreReported();
    void dutchWordsAfterALanguageChange();
    void dutchTranslationFile();
    void castleEndRuleStep();
    void refusedEndInTheReplaysWords();
    void locationsInDutch();
    void scoreLogLeadsToSteps();
    void variantDialogOnAHillTie();

private:
    static QToolButton *button(const QWidget &w, const char *name)
    {
        return w.findChild<QToolButton *>(QString::fromLatin1(name));
    }
    static QString scoreOf(const QWidget &w, const char *tree, int row, int column)
    {
        auto *t = w.findChild<QTreeWidget *>(QString::fromLatin1(tree));
        return t && t->topLevelItem(row) ? t->topLevelItem(row)->text(column) : QString();
    }
};

void TestGuiStepper::buttonsStepThroughTheExample()
{
    StepperDock dock;
    QSignalSpy marks(&dock, &StepperDock::marksChanged);
    QVERIFY(dock.setBoardFile(welcome()));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    auto *title = dock.findChild<QLabel *>(u"stepTitle"_s);
    auto *position = dock.findChild<QLabel *>(u"stepPosition"_s);
    QCOMPARE(title->text(), u"Set-up"_s);
    QCOMPARE(position->text(), u"Step 1 of 11"_s);
    QVERIFY(!button(dock, "stepPrevious")->isEnabled());

    QTest::mouseClick(button(dock, "stepNext"), Qt::LeftButton);
    QCOMPARE(title->text(), u"Move 1 of 2 · Red · Phase 1: placing a tile"_s);
    // (1, 0) as the board's edges label it: the welcome board reaches from x -2 and y -2,
    // with a free cell around.
    QVERIFY2(dock.explanationText().contains(u"Red places tile U at E4, turned 0°."_s),
             qPrintable(dock.explanationText()));

    QTest::mouseClick(button(dock, "stepNext"), Qt::LeftButton);
    QCOMPARE(title->text(), u"Move 1 of 2 · Red · Phase 3: scoring"_s);
    const QString road = dock.explanationText();
    QVERIFY2(road.contains(u"The road is complete and is scored."_s), qPrintable(road));
    QVERIFY2(road.contains(u"5 tile(s) → 5 point(s)"_s), qPrintable(road));
    QVERIFY2(road.contains(u"Blue has the most meeples on it and scores 5 point(s)."_s),
             qPrintable(road));
    QVERIFY2(road.contains(u"Rules: R-BASE-8"_s), qPrintable(road));
    QCOMPARE(scoreOf(dock, "stepScores", 1, 0), u"Blue"_s);
    QCOMPARE(scoreOf(dock, "stepScores", 1, 1), u"5"_s);
    QCOMPARE(scoreOf(dock, "stepScores", 1, 2), u"+5"_s);
    QCOMPARE(marks.last().at(0).value<StepMarks>().cells.size(), 5);
    // R-BASE-8: Blue's meeple holds the road; it is the one figure the board rings.
    const QList<int> ringed = marks.last().at(0).value<StepMarks>().figures;
    QCOMPARE(ringed.size(), 1);
    const Game &shown = dock.stepper()->game();
    const Figure &highwayman = shown.figures().at(ringed[0]);
    QCOMPARE(shown.players().at(highwayman.player).id, u"blue"_s);
    QCOMPARE(shown.board().kindOf(shown.board().node(highwayman.tile, highwayman.segment)),
             SegmentKind::Road);

    // On to the city of move 2: two points per tile and per coat of arms.
    for (int i = 0; i < 4; ++i)
        QTest::mouseClick(button(dock, "stepNext"), Qt::LeftButton);
    QCOMPARE(title->text(), u"Move 2 of 2 · Blue · Phase 3: scoring"_s);
    const QString city = dock.explanationText();
    QVERIFY2(city.contains(u"3 tile(s) × 2 → 6 point(s)"_s), qPrintable(city));
    QVERIFY2(city.contains(u"1 coat(s) of arms → 2 point(s)"_s), qPrintable(city));
    QVERIFY2(city.contains(u"Red has the most meeples on it and scores 8 point(s)."_s),
             qPrintable(city));
    screenshot(&dock, "stepper-dock.png");

    QTest::mouseClick(button(dock, "stepLast"), Qt::LeftButton);
    QCOMPARE(title->text(), u"Final scoring · 3 of 3"_s);
    const QString field = dock.explanationText();
    QVERIFY2(field.contains(u"In the final scoring the field is scored for its farmers."_s),
             qPrintable(field));
    QVERIFY2(field.contains(u"1 completed city(s) → 3 point(s)"_s), qPrintable(field));
    QCOMPARE(scoreOf(dock, "stepScores", 0, 1), u"11"_s);
    QCOMPARE(scoreOf(dock, "stepScores", 1, 1), u"14"_s);
    QVERIFY(!button(dock, "stepNext")->isEnabled());

    QTest::mouseClick(button(dock, "stepFirst"), Qt::LeftButton);
    QCOMPARE(title->text(), u"Set-up"_s);
    QVERIFY(marks.last().at(0).value<StepMarks>().isEmpty());
}

void TestGuiStepper::keysStep()
{
    StepperDock dock;
    QVERIFY(dock.setBoardFile(welcome()));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    dock.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&dock));
    QWidget *focus = button(dock, "stepLast");
    focus->setFocus();
    QTest::keyClick(focus, Qt::Key_Right);
    QCOMPARE(dock.stepper()->current(), 1);
    QTest::keyClick(focus, Qt::Key_End);
    QCOMPARE(dock.stepper()->current(), 10);
    QTest::keyClick(focus, Qt::Key_Left);
    QCOMPARE(dock.stepper()->current(), 9);
    QTest::keyClick(focus, Qt::Key_Home);
    QCOMPARE(dock.stepper()->current(), 0);
    // The explanation keeps the plain arrows for its own cursor; Alt+arrows still step.
    auto *explanation = dock.findChild<QTextBrowser *>(u"stepExplanation"_s);
    explanation->setFocus();
    QTest::keyClick(explanation, Qt::Key_Right, Qt::AltModifier);
    QCOMPARE(dock.stepper()->current(), 1);
}

void TestGuiStepper::ruleLinksAreReported()
{
    StepperDock dock;
    QVERIFY(dock.setBoardFile(welcome()));
    dock.stepper()->jumpTo(2);
    QSignalSpy rules(&dock, &StepperDock::ruleActivated);
    auto *explanation = dock.findChild<QTextBrowser *>(u"stepExplanation"_s);
    QVERIFY(explanation->toHtml().contains(u"rule:R-BASE-8"_s));
    Q_EMIT explanation->anchorClicked(QUrl(u"rule:R-BASE-8"_s));
    QCOMPARE(rules.count(), 1);
    QCOMPARE(rules.first().at(0).toString(), u"R-BASE-8"_s);
}

void TestGuiStepper::dutchWordsAfterALanguageChange()
{
    StepperDock dock;
    QVERIFY(dock.setBoardFile(welcome()));
    dock.stepper()->jumpTo(2);
    dock.show();
    FewDutchWords dutch;
    QVERIFY(QCoreApplication::installTranslator(&dutch));
    // QApplication posts LanguageChange to each window, so it arrives with the event loop.
    QTRY_COMPARE(dock.titleText(), u"Move 1 of 2 · Red · Fase 3: puntentelling"_s);
    QVERIFY(dock.explanationText().contains(u"De weg is afgebouwd en wordt geteld."_s));
    QCOMPARE(button(dock, "stepNext")->text(), u"Volgende"_s);
    auto *scores = dock.findChild<QTreeWidget *>(u"stepScores"_s);
    QCOMPARE(scores->headerItem()->text(1), u"Punten"_s);
    QVERIFY(QCoreApplication::removeTranslator(&dutch));
    QTRY_COMPARE(dock.titleText(), u"Move 1 of 2 · Red · Phase 3: scoring"_s);
    QCOMPARE(button(dock, "stepNext")->text(), u"Next"_s);
}

// With the program's own Dutch file: whatever it translates of these docks must show.
void TestGuiStepper::dutchTranslationFile()
{
    QTranslator nl;
    QVERIFY(nl.load(u":/i18n/meeplelab_nl.qm"_s));
    const QString phase = nl.translate("ml::EventText", "Phase 3: scoring");
    const QString headline = nl.translate("ml::EventText", "The road is complete and is scored.");
    QVERIFY2(!phase.isEmpty() && !headline.isEmpty(), "meeplelab_nl.ts lacks ml::EventText");
    StepperDock dock;
    QVERIFY(dock.setBoardFile(welcome()));
    dock.stepper()->jumpTo(2);
    QVERIFY(QCoreApplication::installTranslator(&nl));
    QTRY_VERIFY(dock.titleText().endsWith(phase));
    QVERIFY(dock.explanationText().contains(headline));
    QCoreApplication::removeTranslator(&nl);
}

// R-GC-4: the step before the final scoring says why the game ends, with its rule linked.
void TestGuiStepper::castleEndRuleStep()
{
    StepperDock dock;
    QSignalSpy marks(&dock, &StepperDock::marksChanged);
    QVERIFY(dock.setBoardFile(load(mltest::examplesDir() + u"/gc-end-rule.meeple"_s)));
    dock.show();
    auto *title = dock.findChild<QLabel *>(u"stepTitle"_s);
    while (title->text() != u"End of the game"_s && button(dock, "stepNext")->isEnabled())
        QTest::mouseClick(button(dock, "stepNext"), Qt::LeftButton);
    QCOMPARE(title->text(), u"End of the game"_s);
    QVERIFY2(dock.explanationText().contains(u"Yellow, next in seating order"_s),
             qPrintable(dock.explanationText()));
    QVERIFY(
        dock.findChild<QTextBrowser *>(u"stepExplanation"_s)->toHtml().contains(u"rule:R-GC-4"_s));
    QVERIFY(marks.last().at(0).value<StepMarks>().figures.isEmpty()); // nothing is scored here
    // Next: the lord of the unfinished castle, ringed on the board (R-GC-7).
    QTest::mouseClick(button(dock, "stepNext"), Qt::LeftButton);
    QVERIFY(title->text().startsWith(u"Final scoring"_s));
    const QList<int> lord = marks.last().at(0).value<StepMarks>().figures;
    QCOMPARE(lord.size(), 1);
    const Game &shown = dock.stepper()->game();
    const Figure &f = shown.figures().at(lord[0]);
    QCOMPARE(shown.board().kindOf(shown.board().node(f.tile, f.segment)), SegmentKind::Castle);
    QCOMPARE(scoreOf(dock, "stepScores", 1, 2), u"+4"_s);
}

// docs/board-format.md, `moves`: tiles left in the stack and `end: true`: the moves step, then the
// panel says why the game cannot end, in the replay's words, and no final scoring follows.
void TestGuiStepper::refusedEndInTheReplaysWords()
{
    const BoardFile file = load(mltest::dataDir() + u"/badinput/stack-left-at-end.meeple"_s);
    FileError error;
    QVERIFY(!file.replay({}, &error));
    StepperDock dock;
    QVERIFY(dock.setBoardFile(file));
    dock.show();
    QTest::mouseClick(button(dock, "stepLast"), Qt::LeftButton);
    const QString text = dock.explanationText();
    QVERIFY2(text.contains(u"The game cannot end here: stack: "_s + error.reason),
             qPrintable(text));
    QVERIFY(!dock.titleText().startsWith(u"Final scoring"_s));
}

// The program's Dutch file names places with the compass words of the seeds.
void TestGuiStepper::locationsInDutch()
{
    QTranslator nl;
    QVERIFY(nl.load(u":/i18n/meeplelab_nl.qm"_s));
    StepperDock dock;
    QVERIFY(dock.setBoardFile(welcome()));
    dock.stepper()->jumpTo(5); // move 2: Blue's farmer
    dock.show();
    QVERIFY(QCoreApplication::installTranslator(&nl));
    QTRY_VERIFY2(dock.explanationText().contains(
                     u"Blauw zet een meeple in de weide aan de noordkant van D2, als boer."_s),
                 qPrintable(dock.explanationText()));
    const Game setUp = dock.stepper()->gameAt(0);
    QCOMPARE(EventText().placeText(setUp, {0, 0}, u"E"_s), u"van oost naar west over (0, 0)"_s);
    QCOMPARE(EventText().placeText(setUp, {0, 0}, u"Se"_s), u"aan de zuidkant van (0, 0)"_s);
    QCOMPARE(EventText().placeText(setUp, {1, -1}, u"monastery"_s), u"op (1, -1)"_s);
    QCOMPARE(EventText().placeText(setUp, {0, 1}, u"S"_s), u"van zuid naar west over (0, 1)"_s);
    QCoreApplication::removeTranslator(&nl);
}

void TestGuiStepper::scoreLogLeadsToSteps()
{
    StepperDock dock;
    ScoreLogDock log;
    log.setStepper(dock.stepper());
    QVERIFY(dock.setBoardFile(welcome()));
    log.show();
    QVERIFY(QTest::qWaitForWindowExposed(&log));
    QTreeView *view = log.view();
    ScoreLogModel *model = log.model();
    QCOMPARE(model->rowCount(), 3);
    const QModelIndex city = model->index(0, 0, model->index(1, 0));
    QCOMPARE(city.data().toString(), u"City completed"_s);
    view->scrollTo(city);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(city).center());
    QCOMPARE(dock.stepper()->current(), 6);
    QCOMPARE(dock.titleText(), u"Move 2 of 2 · Blue · Phase 3: scoring"_s);
    QCOMPARE(scoreOf(log, "scoreLogTotals", 0, 1), u"8"_s);  // red now
    QCOMPARE(scoreOf(log, "scoreLogTotals", 0, 2), u"11"_s); // red at the end

    dock.stepper()->jumpTo(9);
    QCOMPARE(view->currentIndex(), model->index(1, 0, model->index(2, 0)));
    QCOMPARE(scoreOf(log, "scoreLogTotals", 1, 1), u"11"_s);
    screenshot(&log, "score-log-dock.png");
}

void TestGuiStepper::variantDialogOnAHillTie()
{
    VariantCompareDialog dialog;
    dialog.setBoardFile(load(mltest::dataDir() + u"/stepper/hill-tie.meeple"_s));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *option = dialog.findChild<QComboBox *>(u"variantOption"_s);
    QCOMPARE(option->count(), 4); // the base options and those of hills & sheep
    QVERIFY(dialog.setVariant(u"hillTiebreak"_s, u"count"_s));
    auto *events = dialog.findChild<QTreeWidget *>(u"variantEvents"_s);
    QCOMPARE(events->topLevelItemCount(), 1);
    QCOMPARE(events->topLevelItem(0)->text(0), u"Move 1"_s);
    QCOMPARE(events->topLevelItem(0)->text(1), u"Road completed: Red +5, Blue +5"_s);
    QCOMPARE(events->topLevelItem(0)->text(2), u"Road completed: Red +5"_s);
    QVERIFY(events->topLevelItem(0)->toolTip(2).contains(u"most meeples on hills)"_s));
    // The why of each side, side by side.
    const QString base = dialog.findChild<QTextBrowser *>(u"variantBaseDetail"_s)->toPlainText();
    const QString variant =
        dialog.findChild<QTextBrowser *>(u"variantVariantDetail"_s)->toPlainText();
    QVERIFY2(base.contains(u"Red and Blue have equally many meeples on it: a shared tie"_s),
             qPrintable(base));
    QVERIFY2(base.contains(u"hill breaks no tie. This board only asks whether"_s),
             qPrintable(base));
    QVERIFY2(variant.contains(u"The hill breaks the tie: Red has the most meeples on hill tiles"_s),
             qPrintable(variant));
    QVERIFY2(variant.contains(u"R-HS-HI-7"_s), qPrintable(variant));
    QCOMPARE(scoreOf(dialog, "variantTotals", 1, 0), u"Blue"_s);
    QCOMPARE(scoreOf(dialog, "variantTotals", 1, 1), u"5"_s);
    QCOMPARE(scoreOf(dialog, "variantTotals", 1, 2), u"0"_s);
    QCOMPARE(scoreOf(dialog, "variantTotals", 1, 3), u"-5"_s);
    screenshot(&dialog, "variant-dialog.png");
    QVERIFY(dialog.findChild<QLabel *>(u"variantStatus"_s)
                ->text()
                .contains(u"with “Hill tie-break: most meeples on hills” instead of “a meeple "
                          u"on a hill”"_s));

    // Choosing the board's own value from the list shows that nothing changes.
    auto *value = dialog.findChild<QComboBox *>(u"variantValue"_s);
    value->setCurrentIndex(value->findData(u"presence"_s));
    QCOMPARE(events->topLevelItemCount(), 0);
    QVERIFY(dialog.comparison().sameResult());
}

QTEST_MAIN(TestGuiStepper)
#include "tst_gui_stepper.moc"
