// SPDX-License-Identifier: GPL-3.0-or-later
// Wrong answers explained, in the main window as a solver meets them: bundled
// library puzzles answered wrongly and then rightly through the solve panel's own widgets, in
// English and in Dutch. A wrong score answer names whose score is off and the scorings to
// count again, without the answer; "Explain the difference" shows each such scoring as
// Explore explains it, rule links opening the rules panel and titles opening the scoring on
// the board. A wrong best move is set beside the best one, and both can be stepped through.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "puzzlefeedbackview.h"
#include "puzzlesolutionview.h"
#include "puzzlesolverdock.h"
#include "rulespaneldock.h"
#include "tilepalettedock.h"

#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSpinBox>
#include <QtTest>

#include <tuple>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

class TestGuiPuzzleFeedback : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void finalScoresWrongThenRight();
    void turnScoresWrongInDutch();
    void wrongBestMoveBesideTheBest();
    void bestMoveWrongThenRightInDutch();
    void feedbackFollowsTheLanguage();

private:
    void open(const QString &language, const QString &puzzle);
    PuzzleSolverDock *dock() const { return m_window->puzzleSolverDock(); }
    PuzzleFeedbackView *feedback() const { return dock()->feedbackView(); }
    // Types `value` into the score box of `player`, as a solver does.
    void typeScore(const char *player, int value);
    // Types the move's cell and picks its turn in the move fields.
    void typeMove(Cell at, int rot);
    void click(const char *name);
    void writeScreenshot(const QString &name) const;
    // The best-move puzzle's tile E played where it gains nothing, checked wrong.
    void checkMoveAboveTheStart();
    // Steps the solution view on to the scoring of red's monastery.
    void stepToRedsMonastery();
    // No wrapped text of the panel is squeezed below the height it needs: the panel scrolls.
    void verifyNothingSqueezed();

    std::unique_ptr<MainWindow> m_window;
};

namespace
{

// English words a Dutch explanation must not hold (player ids aside).
const QRegularExpression &englishWords()
{
    static const QRegularExpression re(
        u"\\b(the|and|your|move|gains|scores|answered|Not right|Count|Rules)\\b"_s);
    return re;
}

} // namespace

void TestGuiPuzzleFeedback::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiPuzzleFeedback::cleanup()
{
    m_window.reset();
}

void TestGuiPuzzleFeedback::open(const QString &language, const QString &puzzle)
{
    m_window = mltest::newWindow(language);
    QVERIFY(mltest::openPuzzle(*m_window, puzzle));
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    // A solver has no use for the tile palette: closed, it leaves the puzzle panel its room.
    m_window->paletteDock()->close();
    m_window->resizeDocks({dock()}, {420}, Qt::Horizontal);
    m_window->boardView()->fitToWindow();
}

void TestGuiPuzzleFeedback::typeScore(const char *player, int value)
{
    auto *box = child<QSpinBox>(dock(), qPrintable(u"score_"_s + QLatin1String(player)));
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QCOMPARE(box->value(), value);
}

void TestGuiPuzzleFeedback::typeMove(Cell at, int rot)
{
    // The solver types the cell as the board's edges name it: column letters, row number.
    const CellNames &cells = m_window->boardView()->cellNames();
    for (const auto &[name, value, text] : {std::tuple{"moveX", at.x, cells.columnName(at.x)},
                                            std::tuple{"moveY", at.y, cells.rowName(at.y)}}) {
        auto *box = child<QSpinBox>(dock(), name);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QCOMPARE(box->value(), value);
    }
    child<QComboBox>(dock(), "moveRotation")->setCurrentIndex(rot);
}

void TestGuiPuzzleFeedback::click(const char *name)
{
    auto *button = child<QPushButton>(m_window.get(), name);
    QVERIFY2(button->isVisible(), name);
    QTest::mouseClick(button, Qt::LeftButton);
}

void TestGuiPuzzleFeedback::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(200); // the panel lays out its new texts from posted events
    QVERIFY(m_window->grab().save(dir + u'/' + name));
}

void TestGuiPuzzleFeedback::checkMoveAboveTheStart()
{
    // E above the start tile closes its city, which nobody holds: no gain.
    typeMove({0, -1}, 2);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Wrong);
}

void TestGuiPuzzleFeedback::verifyNothingSqueezed()
{
    QWidget *content = child<QScrollArea>(dock(), "scroll")->widget();
    // The panel lays itself out again once its new texts are placed.
    const auto squeezed = [content] {
        QStringList out;
        for (QLabel *label : content->findChildren<QLabel *>())
            if (label->isVisible() && label->wordWrap() &&
                label->height() < label->heightForWidth(label->width()))
                out << u"%1 %2 < %3"_s.arg(label->objectName())
                           .arg(label->height())
                           .arg(label->heightForWidth(label->width()));
        const int needed = content->layout()->totalHeightForWidth(content->width());
        if (content->height() < needed)
            out << u"panel %1 < %2"_s.arg(content->height()).arg(needed);
        return out.join(u", "_s);
    };
    QTRY_VERIFY2(squeezed().isEmpty(), qPrintable(squeezed()));
}

void TestGuiPuzzleFeedback::stepToRedsMonastery()
{
    const PuzzleSolutionView *solution = dock()->solutionView();
    const auto redScores = [solution] {
        return solution->stepper().pointsOf(solution->stepper().current()).value(u"red"_s) == 9;
    };
    while (!redScores() && child<QPushButton>(dock(), "solutionNext")->isEnabled())
        click("solutionNext");
    QVERIFY(redScores());
}

void TestGuiPuzzleFeedback::finalScoresWrongThenRight()
{
    open(u"en"_s, u"01-base-farmers.meeple"_s);
    QVERIFY(!feedback()->isVisible()); // nothing checked yet
    // Green's lone farmer is outnumbered: 0, not 9 (R-BASE-15 with R-BASE-11's majority).
    typeScore("red", 9);
    typeScore("blue", 9);
    typeScore("green", 9);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Wrong);
    QVERIFY(feedback()->isVisible());
    QString text = feedback()->text();
    QVERIFY2(text.contains(u"Not right yet for Green."_s), qPrintable(text));
    QVERIFY2(
        text.contains(u"Count again the scorings that give them points or hold a figure of theirs: "
                      "the field at %1."_s.arg(m_window->boardView()->cellNames().name({0, 2}))),
        qPrintable(text));
    // The hint gives no number away, and the scores stay hidden while solving.
    QVERIFY2(!text.contains(QRegularExpression(u"\\d+ point"_s)), qPrintable(text));
    QVERIFY(dock()->scoresHidden());
    QVERIFY(!child<QLabel>(dock(), "answer")->isVisible());

    click("feedbackExplain");
    verifyNothingSqueezed();
    QVERIFY(dock()->isRevealed());
    text = feedback()->text();
    QVERIFY2(text.contains(u"Green: you answered 9; the rules give 0."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Final scoring · 1 of 1 (about Green)"_s), qPrintable(text));
    QVERIFY2(text.contains(u"A farmer field scores 3 points for every completed city"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Rules: R-BASE-15, R-BASE-11"_s), qPrintable(text));
    QVERIFY(!child<QPushButton>(dock(), "feedbackExplain")->isVisible());
    writeScreenshot(u"puzzle-feedback-scores-en.png"_s);

    // A rule link opens the rules panel at the rule, as in Explore.
    auto *label = child<QLabel>(feedback(), "feedbackText");
    QVERIFY(label->text().contains(u"href=\"rule:R-BASE-15\""_s));
    Q_EMIT label->linkActivated(u"rule:R-BASE-15"_s);
    QTRY_VERIFY(m_window->rulesPanel()->isVisible());
    QCOMPARE(m_window->rulesPanel()->currentRule(), u"R-BASE-15"_s);
    // The scoring's title shows it on the board: the solution opens at that step.
    const PuzzleFeedback::Scoring scoring = dock()->feedback()->scorings.value(0);
    QVERIFY(label->text().contains(u"href=\"step:%1\""_s.arg(scoring.step)));
    Q_EMIT label->linkActivated(u"step:%1"_s.arg(scoring.step));
    PuzzleSolutionView *solution = dock()->solutionView();
    QVERIFY2(solution->isVisible(), qPrintable(dock()->solutionProblem()));
    QCOMPARE(solution->stepper().current(), scoring.step);
    QCOMPARE(m_window->boardView()->game(), solution->game());
    QVERIFY(!m_window->boardView()->stepMarks().cells.isEmpty()); // the field is marked

    // Then rightly: the feedback has nothing left to explain.
    typeScore("green", 0);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY(dock()->feedback()->misses.isEmpty());
    QVERIFY(!feedback()->isVisible());
    QVERIFY(!m_window->document()->isModified());
}

void TestGuiPuzzleFeedback::turnScoresWrongInDutch()
{
    // The road of 4 is a tie: each of red and blue gets 4 (R-BASE-8, R-BASE-11).
    open(u"nl"_s, u"02-base-road-tie.meeple"_s);
    typeScore("red", 4);
    typeScore("blue", 0);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Wrong);
    QString text = feedback()->text();
    QVERIFY2(text.contains(u"Nog niet goed voor Blauw."_s), qPrintable(text));
    QVERIFY2(
        text.contains(u"de weg bij %1"_s.arg(m_window->boardView()->cellNames().name({-2, 0}))),
        qPrintable(text));
    QVERIFY2(!text.contains(englishWords()), qPrintable(text));
    QCOMPARE(child<QPushButton>(dock(), "feedbackExplain")->text(),
             u"&Leg het verschil uit (toont het antwoord)"_s);

    click("feedbackExplain");
    text = feedback()->text();
    QVERIFY2(text.contains(u"Blauw: jij antwoordde 0; de regels geven 4."_s), qPrintable(text));
    QVERIFY2(text.contains(u"Regels: R-BASE-8, R-BASE-11"_s), qPrintable(text));
    QVERIFY2(!text.contains(englishWords()), qPrintable(text));
    writeScreenshot(u"puzzle-feedback-scores-nl.png"_s);

    typeScore("blue", 4);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY2(dock()->verdictText().startsWith(u"Goed!"_s), qPrintable(dock()->verdictText()));
    QVERIFY(!feedback()->isVisible());
}

void TestGuiPuzzleFeedback::wrongBestMoveBesideTheBest()
{
    open(u"en"_s, u"03-base-monastery-best-move.meeple"_s);
    checkMoveAboveTheStart();
    QString text = feedback()->text();
    // Cells named as the board's edges label them: (0, -1) and (1, 2).
    const CellNames &cells = m_window->boardView()->cellNames();
    QVERIFY2(text.startsWith(
                 u"Your move, %1 turned 180°, no figure, gains 0 over the "
                 "others: City completed: nobody scores (2 tiles"_s.arg(cells.name({0, -1}))),
             qPrintable(text));
    QVERIFY2(text.contains(u"Rules: R-BASE-9)."_s), qPrintable(text));
    QVERIFY2(!text.contains(u"The best move"_s), qPrintable(text)); // not before Reveal
    QVERIFY(!child<QPushButton>(dock(), "feedbackCompare")->isVisible());

    click("feedbackExplain");
    text = feedback()->text();
    QVERIFY2(text.contains(u"The best move, %1 turned 90°, no figure, gains 9 over the "
                           "others: Monastery completed: Red +9 ("_s.arg(cells.name({1, 2}))),
             qPrintable(text));
    QVERIFY2(text.contains(u"8 surrounding tiles → 8 points; Rules: R-BASE-10)."_s),
             qPrintable(text));

    // Both moves step by step, the board switching between them at the same phase.
    click("feedbackCompare");
    PuzzleSolutionView *solution = dock()->solutionView();
    QVERIFY2(solution->isVisible(), qPrintable(dock()->solutionProblem()));
    QVERIFY(solution->isComparing());
    QVERIFY(solution->showsYours());
    // The panel scrolls the steps, below the answer and its explanation, into sight.
    QScrollArea *scroll = child<QScrollArea>(dock(), "scroll");
    const auto top = [&] { return solution->mapTo(scroll->viewport(), QPoint(0, 0)).y(); };
    QTRY_VERIFY2(top() >= 0 && top() + solution->height() <= scroll->viewport()->height(),
                 qPrintable(u"%1 + %2 of %3"_s.arg(top())
                                .arg(solution->height())
                                .arg(scroll->viewport()->height())));
    BoardView *view = m_window->boardView();
    QCOMPARE(view->game(), solution->game());
    QVERIFY(view->game()->board().tileIndexAt({0, -1}) >= 0);
    QVERIFY(view->game()->board().tileIndexAt({1, 2}) < 0);
    click("solutionBest");
    QVERIFY(!solution->showsYours());
    QVERIFY(view->game()->board().tileIndexAt({1, 2}) >= 0);
    QVERIFY(view->game()->board().tileIndexAt({0, -1}) < 0);
    QCOMPARE(solution->current(), 0);
    stepToRedsMonastery();
    // Back to the solver's move at the same phase (or its last one).
    const int phase = solution->current();
    click("solutionYours");
    QVERIFY(solution->showsYours());
    QCOMPARE(solution->current(), qMin(phase, solution->count() - 1));
    QVERIFY(view->game()->board().tileIndexAt({0, -1}) >= 0);
    writeScreenshot(u"puzzle-feedback-move-en.png"_s);
    click("solutionClose");
    QVERIFY(view->game()->board().tileIndexAt({0, -1}) < 0);
    QVERIFY(!m_window->document()->isModified());
}

void TestGuiPuzzleFeedback::bestMoveWrongThenRightInDutch()
{
    open(u"nl"_s, u"03-base-monastery-best-move.meeple"_s);
    checkMoveAboveTheStart();
    QString text = feedback()->text();
    const CellNames &cells = m_window->boardView()->cellNames();
    QVERIFY2(text.startsWith(u"Jouw zet, %1 180° gedraaid"_s.arg(cells.name({0, -1}))),
             qPrintable(text));
    QVERIFY2(text.contains(u"levert 0 voorsprong op de anderen op"_s), qPrintable(text));
    QVERIFY2(!text.contains(englishWords()), qPrintable(text));
    click("feedbackExplain");
    verifyNothingSqueezed();
    text = feedback()->text();
    QVERIFY2(text.contains(u"De beste zet, %1 90° gedraaid"_s.arg(cells.name({1, 2}))),
             qPrintable(text));
    QVERIFY2(text.contains(u"Klooster afgebouwd: Rood +9 ("_s), qPrintable(text));
    QVERIFY2(text.contains(u"Regels: R-BASE-10)."_s), qPrintable(text));
    QVERIFY2(!text.contains(englishWords()), qPrintable(text));
    QCOMPARE(child<QPushButton>(dock(), "feedbackCompare")->text(),
             u"Stap door &jouw zet en de beste"_s);
    writeScreenshot(u"puzzle-feedback-nl.png"_s);
    click("feedbackCompare");
    QCOMPARE(child<QPushButton>(dock(), "solutionYours")->text(), u"Jouw zet"_s);
    QCOMPARE(child<QPushButton>(dock(), "solutionBest")->text(), u"De beste zet"_s);
    click("solutionBest");
    stepToRedsMonastery();
    QVERIFY2(child<QLabel>(dock(), "solutionPoints")->text().contains(u"Rood +9"_s),
             qPrintable(child<QLabel>(dock(), "solutionPoints")->text()));
    writeScreenshot(u"puzzle-feedback-steps-nl.png"_s);

    // Then rightly: the monastery's last neighbour, and why it gains 9.
    typeMove({1, 2}, 1);
    click("checkButton");
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    text = feedback()->text();
    QVERIFY2(text.contains(u"Klooster afgebouwd: Rood +9"_s), qPrintable(text));
    QVERIFY2(!text.contains(u"De beste zet"_s), qPrintable(text));
}

void TestGuiPuzzleFeedback::feedbackFollowsTheLanguage()
{
    open(u"en"_s, u"01-base-farmers.meeple"_s);
    typeScore("red", 9);
    typeScore("blue", 9);
    typeScore("green", 9);
    click("checkButton");
    click("feedbackExplain");
    m_window->languages()->setLanguage(u"nl"_s);
    // The window's widgets get the language change as a posted event.
    QTRY_VERIFY2(feedback()->text().contains(u"Groen: jij antwoordde 9; de regels geven 0."_s),
                 qPrintable(feedback()->text()));
    QVERIFY2(!feedback()->text().contains(u"Rood: jij antwoordde"_s),
             qPrintable(feedback()->text()));
    QVERIFY2(feedback()->text().contains(u"Eindtelling · 1 van 1 (over Groen)"_s),
             qPrintable(feedback()->text()));
    QVERIFY2(!feedback()->text().contains(englishWords()), qPrintable(feedback()->text()));
    QTRY_VERIFY2(dock()->verdictText().startsWith(u"Niet goed."_s),
                 qPrintable(dock()->verdictText()));
    m_window->languages()->setLanguage(u"en"_s);
    QTRY_VERIFY2(feedback()->text().contains(u"Green: you answered 9; the rules give 0."_s),
                 qPrintable(feedback()->text()));
}

QTEST_MAIN(TestGuiPuzzleFeedback)
#include "tst_gui_puzzlefeedback.moc"
