// Explore shows what each step scores, driven through the main window: at the step where a
// flock goes to the stable (R-HS-SH-6) or a wolf scatters it (R-HS-SH-5), its shepherds and
// their sheep, and the drawn wolf, stand on the board; they go home in the step after.
#include "boardview.h"
#include "explorecontroller.h"
#include "game.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
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
    QVERIFY(!window->boardView()->highlightFigures().isEmpty());

    // The step after: the field is empty, and says so.
    next->trigger();
    const Step &home = stepper->step(stepper->current());
    QCOMPARE(home.kind, Step::Kind::FiguresReturn);
    QVERIFY(home.returnAfter >= 0);
    QCOMPARE(flocks(*window->boardView()->game()), QStringList{});
}

QTEST_MAIN(TestGuiScoringSteps)
#include "tst_gui_scoringsteps.moc"
