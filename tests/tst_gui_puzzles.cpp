// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles as their users meet them: an author turns a board into a puzzle and has
// the engine compute the answer key; a solver answers right and wrong, asks for hints and
// reveals the answer; the library lists the bundled puzzles.
#include "cellnames.h"
#include "guiwindow.h"
#include "puzzleauthordialog.h"
#include "puzzlelibrary.h"
#include "puzzlelibrarydialog.h"
#include "puzzlesolverdock.h"
#include "puzzletextedit.h"
#include "testdata.h"
#include "timeline.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QtTest>

using namespace ml;
using mltest::child;

class TestGuiPuzzles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void authorsFinalScores();
    void authorsBestMoveWithTheSearch();
    void authorEditsAStoredPuzzle();
    void solvesScoresRightAndWrong();
    void givesHintsOneByOne();
    void revealsAnswerAndExplanation();
    void showsWrittenAnswerOfFreeQuestion();
    void solvesBestMoveFromLibrary();
    void typesTheCellAsTheEdgesNameIt();
    void acceptsMoveFromTheBoard();
    void listsTheLibrary();

private:
    static QString puzzlesDir();
    static BoardFile load(const QString &name, bool withoutPuzzle = false);
    static Placement legalPlacementAwayFrom(const BoardFile &file, const QString &tile, Cell away);
    static void writeScreenshot(QWidget *widget, const QString &name);
};

QString TestGuiPuzzles::puzzlesDir()
{
    return QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles"));
}

// A library board, optionally with its puzzle taken off, as an author starts from a board.
BoardFile TestGuiPuzzles::load(const QString &name, bool withoutPuzzle)
{
    QFile f(puzzlesDir() + u'/' + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
    QJsonObject json = QJsonDocument::fromJson(f.readAll()).object();
    if (withoutPuzzle) json.remove(u"puzzle");
    FileError error;
    auto file = BoardFile::parse(QJsonDocument(json).toJson(), &error);
    if (!file) qFatal("%s", qPrintable(error.toString(name)));
    return *file;
}

// A legal placement of `tile` that is not on `away`, found by the engine's own list.
Placement TestGuiPuzzles::legalPlacementAwayFrom(const BoardFile &file, const QString &tile,
                                                 Cell away)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const auto replay = Timeline::build(file, {}, options).toReplay();
    if (!replay) qFatal("board does not replay");
    const Game &game = *replay->game;
    for (const Placement &p : game.board().legalPlacements(*game.catalogue().find(tile)))
        if (!(p.at == away)) return p;
    qFatal("no other placement");
}

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the widgets for people to look at.
void TestGuiPuzzles::writeScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) QVERIFY(widget->grab().save(dir + u'/' + name));
}

void TestGuiPuzzles::authorsFinalScores()
{
    const BoardFile board = load(QStringLiteral("01-base-farmers.meeple"), true);
    PuzzleAuthorDialog dialog(board);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *ok = child<QDialogButtonBox>(&dialog, "")->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());

    auto *kind = child<QComboBox>(&dialog, "kind");
    kind->setCurrentIndex(kind->findData(int(PuzzleKind::FinalScores)));
    QVERIFY(!child<QComboBox>(&dialog, "player")->isVisible());
    auto *question = child<PuzzleTextEdit>(&dialog, "question");
    QTest::keyClicks(question->editor(QStringLiteral("en")), QStringLiteral("Who scores what?"));
    QTest::keyClicks(question->editor(QStringLiteral("nl")), QStringLiteral("Wie krijgt wat?"));
    QTest::mouseClick(child<QPushButton>(&dialog, "addHint"), Qt::LeftButton);
    auto *hints = child<QTableWidget>(&dialog, "hints");
    QCOMPARE(hints->rowCount(), 1);
    hints->item(0, 0)->setText(QStringLiteral("Count the cities."));
    hints->item(0, 1)->setText(QStringLiteral("Tel de steden."));
    QVERIFY(!ok->isEnabled()); // no answer yet

    QSignalSpy computed(&dialog, &PuzzleAuthorDialog::answerComputed);
    QTest::mouseClick(child<QPushButton>(&dialog, "computeAnswer"), Qt::LeftButton);
    QCOMPARE(computed.count(), 1);
    QCOMPARE(computed.at(0).at(0).toBool(), true);
    QVERIFY(dialog.answer());
    const QMap<QString, int> expected{
        {QStringLiteral("red"), 9}, {QStringLiteral("blue"), 9}, {QStringLiteral("green"), 0}};
    QCOMPARE(dialog.answer()->scores, expected);
    QCOMPARE(child<QPlainTextEdit>(&dialog, "answerView")->toPlainText(),
             QStringLiteral("Red 9, Blue 9, Green 0")); // unnamed players show their colour
    QVERIFY(!ok->isEnabled());                          // computed, but not confirmed yet
    writeScreenshot(&dialog, QStringLiteral("puzzle-author-final.png"));
    child<QCheckBox>(&dialog, "confirmAnswer")->click();
    QVERIFY(ok->isEnabled());

    // The JSON goes into the board file and passes the same check as `meeplelab-cli check`.
    const QJsonObject puzzle = dialog.puzzle().toJson();
    QCOMPARE(puzzle.value(u"kind").toString(), QStringLiteral("final-scores"));
    QCOMPARE(puzzle.value(u"question").toObject().value(u"nl").toString(),
             QStringLiteral("Wie krijgt wat?"));
    QCOMPARE(puzzle.value(u"hints").toArray().size(), 1);
    QVERIFY(!puzzle.contains(u"player"));
    QJsonObject json = board.json();
    json.insert(u"puzzle", puzzle);
    FileError error;
    const auto file = BoardFile::parse(QJsonDocument(json).toJson(), &error);
    QVERIFY2(file, qPrintable(error.toString(QStringLiteral("authored"))));
    const auto parsed = Puzzle::parse(*file, &error);
    QVERIFY2(parsed, qPrintable(error.toString(QStringLiteral("authored"))));
    const auto check = checkPuzzle(*file, *parsed, &error);
    QVERIFY(check && check->ok);

    // Changing the kind throws the key away: it answered another question.
    kind->setCurrentIndex(kind->findData(int(PuzzleKind::TurnScores)));
    QVERIFY(!dialog.answer());
    QVERIFY(!ok->isEnabled());
}

void TestGuiPuzzles::authorsBestMoveWithTheSearch()
{
    PuzzleAuthorDialog dialog(load(QStringLiteral("03-base-monastery-best-move.meeple"), true));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *kind = child<QComboBox>(&dialog, "kind");
    kind->setCurrentIndex(kind->findData(int(PuzzleKind::BestMove)));
    auto *player = child<QComboBox>(&dialog, "player");
    auto *tile = child<QComboBox>(&dialog, "tile");
    QVERIFY(player->isVisible() && tile->isVisible());
    player->setCurrentIndex(player->findData(QStringLiteral("red")));
    tile->setCurrentIndex(tile->findData(QStringLiteral("E")));
    QTest::keyClicks(child<PuzzleTextEdit>(&dialog, "question")->editor(QStringLiteral("en")),
                     QStringLiteral("Where does E go?"));

    QSignalSpy computed(&dialog, &PuzzleAuthorDialog::answerComputed);
    QTest::mouseClick(child<QPushButton>(&dialog, "computeAnswer"), Qt::LeftButton);
    QVERIFY(computed.wait(20000));
    QVERIFY(!dialog.isComputing());
    QVERIFY(dialog.answer());
    QCOMPARE(dialog.answer()->gain, 9);
    QCOMPARE(dialog.answer()->best.size(), 2);
    QVERIFY(child<QLabel>(&dialog, "uniqueness")->text().contains(QStringLiteral("2 moves")));
    QVERIFY(child<QListWidget>(&dialog, "topMoves")->count() > 2);
    child<QCheckBox>(&dialog, "confirmAnswer")->click();
    const QJsonObject puzzle = dialog.puzzle().toJson();
    QCOMPARE(puzzle.value(u"player").toString(), QStringLiteral("red"));
    QCOMPARE(puzzle.value(u"tile").toString(), QStringLiteral("E"));
    QCOMPARE(puzzle.value(u"answer").toObject().value(u"points").toInt(), 9);
    writeScreenshot(&dialog, QStringLiteral("puzzle-author.png"));

    // Stopping a search leaves no answer and the dialog usable; a search this small may end
    // before the stop arrives, and then the answer stands.
    QTest::mouseClick(child<QPushButton>(&dialog, "computeAnswer"), Qt::LeftButton);
    QVERIFY(dialog.isComputing());
    QVERIFY(child<QPushButton>(&dialog, "cancelSearch")->isVisible());
    QTest::mouseClick(child<QPushButton>(&dialog, "cancelSearch"), Qt::LeftButton);
    QVERIFY(computed.wait(20000));
    QVERIFY(!dialog.isComputing());
    QVERIFY(child<QPushButton>(&dialog, "computeAnswer")->isEnabled());
    if (!dialog.answer())
        QVERIFY(child<QPlainTextEdit>(&dialog, "answerView")
                    ->toPlainText()
                    .contains(QStringLiteral("stopped")));
}

void TestGuiPuzzles::authorEditsAStoredPuzzle()
{
    PuzzleAuthorDialog dialog(load(QStringLiteral("14-hs-best-move-hill.meeple")));
    QCOMPARE(child<QComboBox>(&dialog, "kind")->currentData().toInt(), int(PuzzleKind::BestMove));
    QCOMPARE(child<QComboBox>(&dialog, "tile")->currentData().toString(), QStringLiteral("U"));
    QCOMPARE(child<QTableWidget>(&dialog, "hints")->rowCount(), 1);
    QVERIFY(child<QCheckBox>(&dialog, "confirmAnswer")->isChecked());
    QCOMPARE(dialog.puzzle().toJson().value(u"answer").toObject().value(u"points").toInt(), 4);
}

void TestGuiPuzzles::solvesScoresRightAndWrong()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("01-base-farmers.meeple"))));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QVERIFY(
        child<QLabel>(&dock, "question")->text().startsWith(QStringLiteral("The game is over")));
    // Nothing of the answer shows before it is asked for.
    QVERIFY(!child<QLabel>(&dock, "answer")->isVisible());
    QVERIFY(!child<QLabel>(&dock, "explanation")->isVisible());

    auto *red = child<QSpinBox>(&dock, "score_red");
    auto *blue = child<QSpinBox>(&dock, "score_blue");
    auto *green = child<QSpinBox>(&dock, "score_green");
    red->setValue(9);
    blue->setValue(8);
    green->setValue(0);
    QSignalSpy checked(&dock, &PuzzleSolverDock::checked);
    QTest::mouseClick(child<QPushButton>(&dock, "checkButton"), Qt::LeftButton);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Wrong);
    QVERIFY(dock.verdictText().startsWith(QStringLiteral("Not right.")));
    QVERIFY(child<QLabel>(&dock, "verdict")->isVisible());

    blue->setValue(9);
    QTest::mouseClick(child<QPushButton>(&dock, "checkButton"), Qt::LeftButton);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY(dock.verdictText().startsWith(QStringLiteral("Right!")));
    QCOMPARE(checked.count(), 2);
    QVERIFY(!dock.isRevealed());

    // A turn-scores puzzle asks the same way, about the last move.
    QVERIFY(dock.setPuzzle(load(QStringLiteral("02-base-road-tie.meeple"))));
    QCOMPARE(child<QLabel>(&dock, "puzzleKind")->text(), QStringLiteral("Scores of the last move"));
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::None);
    QTest::mouseClick(child<QPushButton>(&dock, "checkButton"), Qt::LeftButton);
    const bool allZero = std::all_of(dock.answer()->points.begin(), dock.answer()->points.end(),
                                     [](int p) { return p == 0; });
    QCOMPARE(dock.verdict(),
             allZero ? PuzzleSolverDock::Verdict::Right : PuzzleSolverDock::Verdict::Wrong);
}

void TestGuiPuzzles::givesHintsOneByOne()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("01-base-farmers.meeple"))));
    dock.show();
    auto *hint = child<QPushButton>(&dock, "hintButton");
    auto *hints = child<QLabel>(&dock, "hints");
    QVERIFY(hint->text().contains(QStringLiteral("2 left")));
    QVERIFY(!hints->isVisible());
    QTest::mouseClick(hint, Qt::LeftButton);
    QCOMPARE(dock.hintsShown(), 1);
    QVERIFY(hints->isVisible());
    QVERIFY(hints->text().contains(QStringLiteral("completed cities")));
    QVERIFY(!hints->text().contains(QStringLiteral("share the majority")));
    QTest::mouseClick(hint, Qt::LeftButton);
    QCOMPARE(dock.hintsShown(), 2);
    QVERIFY(hints->text().contains(QStringLiteral("share the majority")));
    QVERIFY(!hint->isEnabled());
    QVERIFY(!dock.isRevealed()); // hints are not the answer

    // Hints follow the language of the puzzle texts.
    dock.setLanguage(QStringLiteral("nl"));
    QVERIFY(hints->text().contains(QStringLiteral("afgebouwde steden")));
    QVERIFY(child<QLabel>(&dock, "question")->text().startsWith(QStringLiteral("Het spel")));
}

void TestGuiPuzzles::revealsAnswerAndExplanation()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("01-base-farmers.meeple"))));
    dock.show();
    QSignalSpy revealed(&dock, &PuzzleSolverDock::revealed);
    QTest::mouseClick(child<QPushButton>(&dock, "hintButton"), Qt::LeftButton);
    child<QSpinBox>(&dock, "score_red")->setValue(3);
    QTest::mouseClick(child<QPushButton>(&dock, "checkButton"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>(&dock, "revealButton"), Qt::LeftButton);
    QCOMPARE(revealed.count(), 1);
    QVERIFY(dock.isRevealed());
    auto *answer = child<QLabel>(&dock, "answer");
    auto *explanation = child<QLabel>(&dock, "explanation");
    QVERIFY(answer->isVisible() && explanation->isVisible());
    QCOMPARE(answer->text(), QStringLiteral("Answer: Red 9, Blue 9, Green 0"));
    QVERIFY(explanation->text().contains(QStringLiteral("R-BASE-15")));
    QVERIFY(!child<QPushButton>(&dock, "revealButton")->isEnabled());
    dock.resize(340, 640);
    writeScreenshot(&dock, QStringLiteral("puzzle-solver.png"));
    dock.setLanguage(QStringLiteral("nl"));
    QVERIFY(explanation->text().contains(QStringLiteral("De weide grenst")));
}

void TestGuiPuzzles::showsWrittenAnswerOfFreeQuestion()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("13-mw-free-mage-field.meeple"))));
    dock.show();
    QVERIFY(child<QPlainTextEdit>(&dock, "freeAnswer")->isVisible());
    QVERIFY(!child<QPushButton>(&dock, "checkButton")->isEnabled());
    QTest::mouseClick(child<QPushButton>(&dock, "revealButton"), Qt::LeftButton);
    QVERIFY(child<QLabel>(&dock, "answer")->text().contains(QStringLiteral("never to a field")));
    dock.setLanguage(QStringLiteral("nl"));
    QVERIFY(
        child<QLabel>(&dock, "answer")->text().contains(QStringLiteral("nooit naar een weide")));
}

void TestGuiPuzzles::solvesBestMoveFromLibrary()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("03-base-monastery-best-move.meeple"))));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    auto *x = child<QSpinBox>(&dock, "moveX");
    auto *y = child<QSpinBox>(&dock, "moveY");
    auto *rot = child<QComboBox>(&dock, "moveRotation");
    auto *figure = child<QComboBox>(&dock, "moveFigure");
    QVERIFY(x->isVisible() && figure->isVisible());
    QVERIFY(!child<QComboBox>(&dock, "moveFlock")->isVisible()); // base game: no shepherd
    auto *check = child<QPushButton>(&dock, "checkButton");

    // Where E does not fit.
    x->setValue(0);
    y->setValue(0);
    QTest::mouseClick(check, Qt::LeftButton);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Impossible);

    // A legal place away from the monastery: wrong, and the dock says a better one exists.
    const Placement elsewhere = legalPlacementAwayFrom(
        load(QStringLiteral("03-base-monastery-best-move.meeple")), QStringLiteral("E"), {1, 2});
    x->setValue(elsewhere.at.x);
    y->setValue(elsewhere.at.y);
    rot->setCurrentIndex(elsewhere.rot);
    QTest::mouseClick(check, Qt::LeftButton);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Wrong);
    QVERIFY2(dock.verdictText().contains(QStringLiteral("a better one exists")),
             qPrintable(dock.verdictText()));

    // The gap beside the monastery, turned 90°: right.
    x->setValue(1);
    y->setValue(2);
    rot->setCurrentIndex(1);
    QCOMPARE(figure->count(), 1); // red has no meeple left: only "No figure"
    QTest::mouseClick(check, Qt::LeftButton);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY(dock.verdictText().contains(QStringLiteral("gains 9")));

    QTest::mouseClick(child<QPushButton>(&dock, "revealButton"), Qt::LeftButton);
    const QString answer = child<QLabel>(&dock, "answer")->text();
    // The cell (1, 2) as the board's edges label it.
    const QString cell =
        CellNames::forTimeline(
            Timeline::build(load(QStringLiteral("03-base-monastery-best-move.meeple"))))
            .name({1, 2});
    QCOMPARE(cell, QStringLiteral("D4"));
    QVERIFY2(answer.contains(cell + QStringLiteral(" turned 90°")), qPrintable(answer));
    QVERIFY(answer.contains(cell + QStringLiteral(" turned 180°")));
    // The move fields name the cell as the edges and the answer do: column D, row 4.
    QCOMPARE(x->text(), QStringLiteral("D"));
    QCOMPARE(y->text(), QStringLiteral("4"));
}

// The solver types what the board's edges say, a column letter (either case) and a row
// number, and the move goes to that cell; what is no name is not taken.
void TestGuiPuzzles::typesTheCellAsTheEdgesNameIt()
{
    PuzzleSolverDock dock;
    const BoardFile file = load(QStringLiteral("03-base-monastery-best-move.meeple"));
    QVERIFY(dock.setPuzzle(file));
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const CellNames names = CellNames::forTimeline(Timeline::build(file));
    auto *x = child<QSpinBox>(&dock, "moveX");
    auto *y = child<QSpinBox>(&dock, "moveY");
    x->setFocus();
    x->selectAll();
    QTest::keyClicks(x, QStringLiteral("d"));
    QTest::keyClick(x, Qt::Key_Tab);
    QCOMPARE(x->value(), 1);
    QCOMPARE(names.columnName(1), QStringLiteral("D"));
    y->selectAll();
    QTest::keyClicks(y, QStringLiteral("4"));
    QTest::keyClick(y, Qt::Key_Tab);
    QCOMPARE(y->value(), 2);
    // Up steps one cell east, and the text follows.
    x->stepUp();
    QCOMPARE(x->value(), 2);
    QCOMPARE(x->text(), names.columnName(2));
    // A digit is no column: the validator keeps it out.
    x->selectAll();
    QTest::keyClicks(x, QStringLiteral("7"));
    QCOMPARE(x->value(), 2);
}

void TestGuiPuzzles::acceptsMoveFromTheBoard()
{
    PuzzleSolverDock dock;
    QVERIFY(dock.setPuzzle(load(QStringLiteral("14-hs-best-move-hill.meeple"))));
    dock.show();
    QVERIFY(child<QComboBox>(&dock, "moveFlock")->isVisible()); // Hills & Sheep
    Move move;
    move.player = QStringLiteral("red");
    move.tile = QStringLiteral("U");
    move.at = {1, 0};
    move.rot = 2; // the same picture as 0°: the same answer
    dock.submitMove(move);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Right);
    QCOMPARE(child<QSpinBox>(&dock, "moveX")->value(), 1);
    QCOMPARE(child<QComboBox>(&dock, "moveRotation")->currentIndex(), 2);

    const Placement elsewhere = legalPlacementAwayFrom(
        load(QStringLiteral("14-hs-best-move-hill.meeple")), move.tile, {1, 0});
    move.at = elsewhere.at;
    move.rot = elsewhere.rot;
    dock.submitMove(move);
    QCOMPARE(dock.verdict(), PuzzleSolverDock::Verdict::Wrong);
}

void TestGuiPuzzles::listsTheLibrary()
{
    const PuzzleLibrary fromSources(puzzlesDir());
    QVERIFY2(fromSources.problems().isEmpty(), qPrintable(fromSources.problems().join(u'\n')));
    QVERIFY(fromSources.entries().size() >= 12);
    QCOMPARE(fromSources.entries().first().titleIn(QStringLiteral("nl")),
             QStringLiteral("Drie spelers, één weide"));

    PuzzleLibraryDialog dialog(QStringLiteral("en"), nullptr, puzzlesDir());
    auto *list = child<QListWidget>(&dialog, "puzzleList");
    QCOMPARE(list->count(), fromSources.entries().size());
    QCOMPARE(list->item(0)->text(), QStringLiteral("1. Three players, one meadow (Final scores)"));
    dialog.setLanguage(QStringLiteral("nl"));
    QVERIFY(list->item(0)->text().contains(QStringLiteral("Drie spelers")));
    list->setCurrentRow(2);
    QVERIFY(dialog.selectedPath().endsWith(QStringLiteral("03-base-monastery-best-move.meeple")));

    // The bundled copy (src/app/puzzles/CMakeLists.txt) holds the same puzzles.
    QVERIFY2(QDir(PuzzleLibrary::defaultDirectory()).exists(),
             "src/app/puzzles/CMakeLists.txt must bundle resources/puzzles");
    const PuzzleLibrary bundled;
    QCOMPARE(bundled.entries().size(), fromSources.entries().size());
    QVERIFY(bundled.problems().isEmpty());
}

QTEST_MAIN(TestGuiPuzzles)
#include "tst_gui_puzzles.moc"
