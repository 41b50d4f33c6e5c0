// SPDX-License-Identifier: GPL-3.0-or-later
// Explore shows what each step scores, driven through the main window: at the step where a
// flock goes to the stable (R-HS-SH-6) or a wolf scatters it (R-HS-SH-5), its shepherds and
// their sheep, and the drawn wolf, stand on the board; they go home in the step after.
#include "boardview.h"
#include "explorecontroller.h"
#include "game.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "rulespaneldock.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QtTest>

#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiScoringSteps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void flockStepShowsItsShepherds_data();
    void flockStepShowsItsShepherds();
    void abbotStandsWhereItScoresWhenRecalled();
    void scoringTextFitsWithoutScrolling_data();
    void scoringTextFitsWithoutScrolling();

private:
    // The flocks standing on the board shown: one entry per shepherd, its tokens joined.
    static QStringList flocks(const Game &game);
};

QStringList TestGuiScoringSteps::flocks(const Game &game)
{
    QStringList out;
    for (const Figure &f : game.figures())
        if (f.type == FigureType::Shepherd)
            out << game.players()[f.player].id + u':' + f.flock.join(u',');
    out.sort();
    return out;
}

void TestGuiScoringSteps::flockStepShowsItsShepherds_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<QStringList>("atTheStep");
    // Red joins the two meadows and takes the flock to the stable: both shepherds score the
    // whole flock, 8 sheep (R-HS-SH-6, R-HS-SH-7).
    QTest::newRow("stable") << u"hs-shepherd-2.meeple"_s
                            << QStringList{u"blue:2,3"_s, u"red:1,2"_s};
    // Red grows the flock and draws the wolf: it stands beside red's sheep (R-HS-SH-5).
    QTest::newRow("wolf") << u"hs-shepherd-2-wolf.meeple"_s
                          << QStringList{u"blue:2,3"_s, u"red:1,2,wolf"_s};
}

void TestGuiScoringSteps::flockStepShowsItsShepherds()
{
    QFETCH(QString, example);
    QFETCH(QStringList, atTheStep);
    auto window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    QVERIFY(window->openExample(example));
    mltest::action(window.get(), "actionExplore")->trigger();
    QVERIFY(window->explore()->isExploring());
    Stepper *stepper = window->stepperDock()->stepper();
    QAction *first = mltest::action(window.get(), "actionStepFirst");
    QAction *next = mltest::action(window.get(), "actionStepNext");
    first->trigger();
    int guard = 0;
    while (stepper->step(stepper->current()).kind != Step::Kind::Flock && ++guard < 50)
        next->trigger();
    QCOMPARE(stepper->step(stepper->current()).kind, Step::Kind::Flock);
    const Game *shown = window->boardView()->game();
    QVERIFY(shown);
    QCOMPARE(flocks(*shown), atTheStep);
    // The shepherds that decide are ringed.
    QVERIFY(!window->boardView()->stepMarks().figures.isEmpty());

    // The step after: the field is empty, and says so.
    next->trigger();
    const Step &home = stepper->step(stepper->current());
    QCOMPARE(home.kind, Step::Kind::FiguresReturn);
    QVERIFY(home.returnAfter >= 0);
    QCOMPARE(flocks(*window->boardView()->game()), QStringList{});
}

void TestGuiScoringSteps::abbotStandsWhereItScoresWhenRecalled()
{
    // R-AB-12: the abbot taken back scores its garden or monastery as it stands.
    auto window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    QVERIFY(window->openExample(u"ab-2-abbot-recall.meeple"_s));
    mltest::action(window.get(), "actionExplore")->trigger();
    Stepper *stepper = window->stepperDock()->stepper();
    mltest::action(window.get(), "actionStepFirst")->trigger();
    QAction *next = mltest::action(window.get(), "actionStepNext");
    int guard = 0;
    while (stepper->step(stepper->current()).kind != Step::Kind::Figure && ++guard < 50)
        next->trigger();
    const auto abbots = [&] {
        int n = 0;
        for (const Figure &f : window->boardView()->game()->figures())
            n += f.type == FigureType::Abbot;
        return n;
    };
    QCOMPARE(stepper->step(stepper->current()).kind, Step::Kind::Figure);
    QVERIFY(!stepper->eventsOf(stepper->current()).isEmpty());
    QCOMPARE(abbots(), 1);
    next->trigger();
    QCOMPARE(stepper->step(stepper->current()).kind, Step::Kind::FiguresReturn);
    QCOMPARE(abbots(), 0);
}

void TestGuiScoringSteps::scoringTextFitsWithoutScrolling_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("rulesPanel");
    QTest::newRow("en") << u"en"_s << false;
    QTest::newRow("nl") << u"nl"_s << false;
    QTest::newRow("en, rules panel open") << u"en"_s << true;
    QTest::newRow("nl, rules panel open") << u"nl"_s << true;
}

void TestGuiScoringSteps::scoringTextFitsWithoutScrolling()
{
    QFETCH(QString, language);
    QFETCH(bool, rulesPanel);
    auto window = mltest::newWindow(language);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    window->showMaximized();
    QTest::qWait(100);
    // The mage's city: the longest scoring of the examples (tiles, coats of arms, the mage).
    QVERIFY(window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    mltest::action(window.get(), "actionExplore")->trigger();
    if (rulesPanel) window->rulesPanel()->show();
    Stepper *stepper = window->stepperDock()->stepper();
    int scoring = -1;
    for (int i = 0; i < stepper->count() && scoring < 0; ++i)
        if (stepper->step(i).kind == Step::Kind::Scoring) scoring = i;
    QVERIFY(scoring >= 0);
    mltest::action(window.get(), "actionStepFirst")->trigger();
    while (stepper->current() < scoring)
        mltest::action(window.get(), "actionStepNext")->trigger();
    QTest::qWait(100);
    auto *text = window->stepperDock()->findChild<QTextBrowser *>(u"stepExplanation"_s);
    QVERIFY(text && text->isVisible());
    // Up to the rules line, everything is inside the view without scrolling.
    const QString rulesWord = language == u"nl" ? u"Regels:"_s : u"Rules:"_s;
    QTextCursor found = text->document()->find(rulesWord);
    QVERIFY2(!found.isNull(), qPrintable(text->toPlainText()));
    text->verticalScrollBar()->setValue(0);
    const QRect line = text->cursorRect(found);
    QVERIFY2(line.bottom() <= text->viewport()->height(),
             qPrintable(u"the rules line ends at %1 px of a %2 px view"_s.arg(line.bottom())
                            .arg(text->viewport()->height())));
}

QTEST_MAIN(TestGuiScoringSteps)
#include "tst_gui_scoringsteps.moc"
