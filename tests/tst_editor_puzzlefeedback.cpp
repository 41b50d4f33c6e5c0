// SPDX-License-Identifier: GPL-3.0-or-later
// Why a checked puzzle answer is wrong: on the bundled library puzzles, which
// players a wrong score answer misses and which scorings of the right solution concern them,
// with Explore's words and rule links; and a wrong best move played beside the best one.
#include "boardloading.h"
#include "eventtext.h"
#include "puzzlefeedback.h"
#include "puzzlefeedbacktext.h"
#include "testdata.h"
#include "timeline.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

BoardFile libraryBoard(const char *name)
{
    return mltest::load(mltest::examplesDir() + u"/../puzzles/"_s + QLatin1String(name));
}

Puzzle puzzleOf(const BoardFile &file)
{
    FileError error;
    const std::optional<Puzzle> puzzle = Puzzle::parse(file, &error);
    if (!puzzle || !puzzle->answer)
        qFatal("library puzzle without a key: %s", qPrintable(error.reason));
    return *puzzle;
}

// The board the question is asked on, as the solve panel has it.
std::shared_ptr<const Game> questionBoard(const BoardFile &file)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    return Timeline::build(file, {}, options).afterMoves();
}

// `answered` checked against the key of the bundled score puzzle `name`.
PuzzleFeedback checkScores(const char *name, const QMap<QString, int> &answered)
{
    const BoardFile file = libraryBoard(name);
    const Puzzle puzzle = puzzleOf(file);
    return PuzzleFeedback::ofScores(Timeline::build(file), puzzle, *puzzle.answer, answered);
}

// Red's tile E of the best-move puzzle, placed at `at` turned `rot` quarters, no figure.
Move redPlacesE(Cell at, int rot)
{
    Move move;
    move.player = QStringLiteral("red");
    move.tile = QStringLiteral("E");
    move.at = at;
    move.rot = rot;
    return move;
}

// `move` checked against the bundled best-move puzzle's key, as the solve panel checks it.
PuzzleFeedback checkMonasteryMove(const Move &move)
{
    const BoardFile file = libraryBoard("03-base-monastery-best-move.meeple");
    const Puzzle puzzle = puzzleOf(file);
    return PuzzleFeedback::ofMove(Timeline::build(file), *questionBoard(file), puzzle,
                                  *puzzle.answer, move);
}

QStringList rulesOf(const Stepper &steps, int step)
{
    QStringList rules;
    for (const ScoreEvent &e : steps.eventsOf(step))
        rules += e.rules;
    return rules;
}

} // namespace

class TestEditorPuzzleFeedback : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rightFinalScoresMissNobody();
    void outnumberedFarmerIsTheFieldToCountAgain();
    void turnScoresNameTheScoredRoad();
    void playerNoScoringConcerns();
    void wrongBestMoveBesideTheBest();
    void rightBestMoveSaysWhy();
    void refusedMoveIsImpossible();
};

void TestEditorPuzzleFeedback::rightFinalScoresMissNobody()
{
    const PuzzleFeedback fb =
        checkScores("01-base-farmers.meeple", {{u"red"_s, 9}, {u"blue"_s, 9}, {u"green"_s, 0}});
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Right);
    QVERIFY(fb.misses.isEmpty());
    QVERIFY(fb.scorings.isEmpty());
    QVERIFY(PuzzleFeedbackText::scoreHint(fb).isEmpty());
}

void TestEditorPuzzleFeedback::outnumberedFarmerIsTheFieldToCountAgain()
{
    // Green has one farmer against two each of red and blue: nothing (R-BASE-15, R-BASE-11).
    const PuzzleFeedback fb =
        checkScores("01-base-farmers.meeple", {{u"red"_s, 9}, {u"blue"_s, 9}, {u"green"_s, 9}});
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Wrong);
    QCOMPARE(fb.misses.size(), 1);
    QCOMPARE(fb.misses[0].player, u"green"_s);
    QCOMPARE(fb.misses[0].answered, 9);
    QCOMPARE(fb.misses[0].right, 0);
    QVERIFY(fb.solution);
    // Green gains nothing in the field but has a farmer in it: that scoring concerns green.
    QCOMPARE(fb.scorings.size(), 1);
    const int step = fb.scorings[0].step;
    QCOMPARE(fb.scorings[0].players, QStringList{u"green"_s});
    QCOMPARE(fb.solution->step(step).kind, Step::Kind::Final);
    QCOMPARE(idOf(fb.solution->eventsOf(step).value(0).feature), u"field"_s);
    QVERIFY(rulesOf(*fb.solution, step).contains(u"R-BASE-15"_s));

    const QString hint = PuzzleFeedbackText::scoreHint(fb);
    QVERIFY2(hint.startsWith(u"Not right yet for Green."_s), qPrintable(hint));
    QVERIFY2(
        hint.contains(u"Count again the scorings that give them points or hold a figure of theirs: "
                      "the field at"_s),
        qPrintable(hint));
    QVERIFY2(!hint.contains(u'9'), qPrintable(hint)); // no number of the answer

    const QString html = PuzzleFeedbackText::scoreExplanation(fb);
    QVERIFY2(html.contains(u"href=\"rule:R-BASE-15\""_s), qPrintable(html));
    QVERIFY2(html.contains(u"href=\"step:%1\""_s.arg(step)), qPrintable(html));
    const QString plain = PuzzleFeedbackText::plain(html);
    QVERIFY2(plain.contains(u"Green: you answered 9; the rules give 0."_s), qPrintable(plain));
    // The same words as Explore's step panel: who wins the field and why.
    const EventText words(fb.players);
    QVERIFY2(plain.contains(words.winnersText(fb.solution->eventsOf(step)[0])), qPrintable(plain));
    QVERIFY2(plain.contains(words.stepTitle(*fb.solution, step) + u" (about Green)"_s),
             qPrintable(plain));
}

void TestEditorPuzzleFeedback::turnScoresNameTheScoredRoad()
{
    // The road of 4 tiles is a tie: red and blue both get 4 (R-BASE-8, R-BASE-11).
    const PuzzleFeedback fb =
        checkScores("02-base-road-tie.meeple", {{u"red"_s, 4}, {u"blue"_s, 0}});
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Wrong);
    QCOMPARE(fb.misses.size(), 1);
    QCOMPARE(fb.misses[0].player, u"blue"_s);
    QCOMPARE(fb.misses[0].right, 4);
    QCOMPARE(fb.scorings.size(), 1);
    const int step = fb.scorings[0].step;
    QCOMPARE(fb.solution->step(step).kind, Step::Kind::Scoring);
    QCOMPARE(fb.solution->step(step).move, 0); // the question's move, the board's only one
    QCOMPARE(idOf(fb.solution->eventsOf(step).value(0).feature), u"road"_s);
    QCOMPARE(fb.solution->pointsOf(step).value(u"blue"_s), 4);
    const QString html = PuzzleFeedbackText::scoreExplanation(fb);
    QVERIFY2(html.contains(u"href=\"rule:R-BASE-11\""_s), qPrintable(html));
    // Its westmost tile (-2, 0) by the name the board's edges give it: the westmost column
    // but one, beside the free column A.
    QCOMPARE(fb.cells.name({-2, 0}), u"B2"_s);
    QVERIFY2(PuzzleFeedbackText::scoreHint(fb).contains(u"the road at B2"_s),
             qPrintable(PuzzleFeedbackText::scoreHint(fb)));
}

void TestEditorPuzzleFeedback::playerNoScoringConcerns()
{
    // Red under-counted the road red is on: that road is the scoring to count again.
    const PuzzleFeedback fb =
        checkScores("02-base-road-tie.meeple", {{u"red"_s, 2}, {u"blue"_s, 4}});
    QCOMPARE(fb.misses.size(), 1);
    QCOMPARE(fb.misses[0].player, u"red"_s);
    QCOMPARE(fb.scorings.size(), 1); // red is on the road

    // Yellow, with nothing on the board, is given points: no scoring is about yellow, and the
    // hint says so instead of listing scorings that are not about yellow.
    const BoardFile farmers = libraryBoard("01-base-farmers.meeple");
    const Puzzle final = puzzleOf(farmers);
    QJsonObject json = farmers.json();
    // A fourth player with nothing on the board.
    QJsonArray players = json.value(u"players").toArray();
    players.append(QJsonObject{{u"id"_s, u"yellow"_s}});
    json.insert(u"players"_s, players);
    BoardFile withYellow;
    FileError error;
    QVERIFY2(withYellow.setJson(json, &error), qPrintable(error.reason));
    const PuzzleFeedback lone = PuzzleFeedback::ofScores(
        Timeline::build(withYellow), final, *final.answer,
        {{u"red"_s, 9}, {u"blue"_s, 9}, {u"green"_s, 0}, {u"yellow"_s, 3}});
    QCOMPARE(lone.misses.size(), 1);
    QCOMPARE(lone.misses[0].player, u"yellow"_s);
    QVERIFY(lone.scorings.isEmpty());
    const QString hint = PuzzleFeedbackText::scoreHint(lone);
    QVERIFY2(hint.contains(u"Nothing in the final scoring concerns Yellow"_s), qPrintable(hint));
    QVERIFY2(PuzzleFeedbackText::plain(PuzzleFeedbackText::scoreExplanation(lone))
                 .contains(u"No scoring concerns these players."_s),
             qPrintable(PuzzleFeedbackText::scoreExplanation(lone)));
}

void TestEditorPuzzleFeedback::wrongBestMoveBesideTheBest()
{
    // E at (0, -1) on the start tile's north side completes nothing red holds.
    const PuzzleFeedback fb = checkMonasteryMove(redPlacesE({0, -1}, 2));
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Wrong);
    QVERIFY(fb.yours && fb.best);
    // It closes the start tile's city, which no meeple holds: scored, but for nobody.
    QCOMPARE(fb.yours->gain, 0);
    QCOMPARE(fb.yours->scorings.size(), 1);
    QCOMPARE(idOf(fb.yours->steps->eventsOf(fb.yours->scorings[0]).value(0).feature), u"city"_s);
    QVERIFY(fb.yours->steps->eventsOf(fb.yours->scorings[0]).value(0).winners.isEmpty());
    QCOMPARE(fb.best->gain, 9);
    QVERIFY(fb.yours->board && fb.best->board);
    QCOMPARE(fb.yours->firstMove, 0); // the puzzle's board has no moves yet
    // The best move's steps score the monastery for red: 9 (R-BASE-10).
    QCOMPARE(fb.best->scorings.size(), 1);
    const int scoring = fb.best->scorings[0];
    QCOMPARE(idOf(fb.best->steps->eventsOf(scoring).value(0).feature), u"monastery"_s);
    QCOMPARE(fb.best->steps->pointsOf(scoring).value(u"red"_s), 9);
    QVERIFY(rulesOf(*fb.best->steps, scoring).contains(u"R-BASE-10"_s));

    const QString yours = PuzzleFeedbackText::moveLine(fb, *fb.yours, u"MOVE"_s, true);
    QVERIFY2(PuzzleFeedbackText::plain(yours).startsWith(
                 u"Your move, MOVE, gains 0 over the others: City completed: nobody scores"_s),
             qPrintable(PuzzleFeedbackText::plain(yours)));
    const QString best = PuzzleFeedbackText::moveLine(fb, *fb.best, u"BEST"_s, false);
    QVERIFY2(best.contains(u"href=\"rule:R-BASE-10\""_s), qPrintable(best));
    QVERIFY2(PuzzleFeedbackText::plain(best).startsWith(
                 u"The best move, BEST, gains 9 over the others: Monastery completed: Red +9"_s),
             qPrintable(PuzzleFeedbackText::plain(best)));
}

void TestEditorPuzzleFeedback::rightBestMoveSaysWhy()
{
    // Either rotation at (1, 2) completes the monastery; this is the key's second.
    const PuzzleFeedback fb = checkMonasteryMove(redPlacesE({1, 2}, 2));
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Right);
    QCOMPARE(fb.yours->gain, 9);
    QVERIFY(PuzzleFeedbackText::plain(PuzzleFeedbackText::moveLine(fb, *fb.yours, u"M"_s, true))
                .contains(u"Monastery completed: Red +9"_s));
}

void TestEditorPuzzleFeedback::refusedMoveIsImpossible()
{
    // The monastery's own cell (R-BASE-2: a tile goes on an empty cell).
    const PuzzleFeedback fb = checkMonasteryMove(redPlacesE({0, 1}, 0));
    QCOMPARE(fb.verdict, PuzzleFeedback::Verdict::Impossible);
    QVERIFY(!fb.yours);
    QVERIFY(!fb.refusal.isEmpty());
}

QTEST_MAIN(TestEditorPuzzleFeedback)
#include "tst_editor_puzzlefeedback.moc"
