// SPDX-License-Identifier: GPL-3.0-or-later
// Solving a best-move puzzle by playing on the board: the solver opens a library
// puzzle in the main window, plays the move with clicks on the board (R turns the tile, the
// figure step offers "no figure"), checks it right or wrong, reveals the answer, sees the
// search's top moves drawn on the board and steps through the solution phase by phase. The
// document never changes while solving.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "puzzleauthordialog.h"
#include "puzzlecontroller.h"
#include "puzzlemoveoverlay.h"
#include "puzzlemovepanel.h"
#include "puzzlemovetool.h"
#include "puzzlesolutionview.h"
#include "puzzlesolverdock.h"
#include "ruleoptions.h"
#include "selecttool.h"
#include "tilepalettedock.h"
#include "timeline.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

class TestGuiPuzzlePlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void rightMovePlayedOnTheBoard();
    void wrongMovePlayedOnTheBoard();
    void refusedSpotShowsTheReason();
    void revealDrawsTheTopMoves();
    void stepsThroughTheBestMove();
    void stepsThroughTheFinalScoring();
    void stepsThroughTheQuestionsTurn();
    void figureChosenByClickingItsSegment();
    void abbotTakenBackWhilePlaying();
    void authorSearchDrawsTheTopMoves();
    void playPanelInDutch();
    void puzzleBoardPlayedOnce();

private:
    void openPuzzle(const QString &name);
    PuzzleSolverDock *dock() const { return m_window->puzzleSolverDock(); }
    PuzzleMoveTool *tool() const { return dock()->moveTool(); }
    QPoint viewPoint(Cell cell, QPointF offset = {}) const;
    void clickBoard(Cell cell);
    // Plays E at `at` turned `rot` quarter turns with clicks and keys, without a figure.
    void playWithoutFigure(Cell at, int rot);
    void reveal();
    void writeScreenshot(const QString &name) const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiPuzzlePlay::init()
{
    m_window = mltest::newWindow(u"en"_s);
    openPuzzle(u"03-base-monastery-best-move.meeple"_s);
    QVERIFY(mltest::showWindow(*m_window));
    m_window->boardView()->fitToWindow();
}

void TestGuiPuzzlePlay::cleanup()
{
    m_window.reset();
}

void TestGuiPuzzlePlay::openPuzzle(const QString &name)
{
    QVERIFY(mltest::openPuzzle(*m_window, name));
}

void TestGuiPuzzlePlay::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    // A solver has no use for the tile palette: closed, it leaves the puzzle panel its room.
    m_window->paletteDock()->close();
    m_window->resizeDocks({dock()}, {380}, Qt::Horizontal);
    QTest::qWait(100);
    QVERIFY(m_window->grab().save(dir + u'/' + name));
}

QPoint TestGuiPuzzlePlay::viewPoint(Cell cell, QPointF offset) const
{
    const BoardView *view = m_window->boardView();
    const BoardGeometry &g = view->renderer().geometry();
    return view->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
}

void TestGuiPuzzlePlay::clickBoard(Cell cell)
{
    QWidget *viewport = m_window->boardView()->viewport();
    const QPoint at = viewPoint(cell);
    QTest::mouseMove(viewport, at);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
}

void TestGuiPuzzlePlay::playWithoutFigure(Cell at, int rot)
{
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    QVERIFY(tool()->isPlaying());
    QCOMPARE(m_window->boardView()->tool(), tool());
    QCOMPARE(tool()->player(), u"red"_s);
    QCOMPARE(tool()->tileId(), u"E"_s);
    BoardView *view = m_window->boardView();
    view->setFocus();
    while (tool()->rotation() != rot)
        QTest::keyClick(view, Qt::Key_R);
    clickBoard(at);
    QVERIFY2(tool()->step() == MoveTool::Step::Figure, qPrintable(tool()->lastProblem()));
    // Red has no meeple left in hand: the only choice is no figure.
    QTest::mouseClick(child<QPushButton>(dock(), "playNoFigure"), Qt::LeftButton);
    QCOMPARE(tool()->step(), MoveTool::Step::Done);
    QVERIFY(tool()->readyMove().has_value());
    QVERIFY(dock()->playedMove().has_value());
}

void TestGuiPuzzlePlay::rightMovePlayedOnTheBoard()
{
    const QJsonObject before = m_window->document()->json();
    const int undo = m_window->document()->undoStack()->count();
    // R-BASE-10: the eighth neighbour completes red's monastery, 9 points.
    playWithoutFigure({1, 2}, 1);
    QVERIFY(child<PuzzleMovePanel>(dock(), "playPanel")->stepText().contains(u"press Check"_s));
    QSignalSpy checked(dock(), &PuzzleSolverDock::checked);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(checked.count(), 1);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY2(dock()->verdictText().contains(u"gains 9"_s), qPrintable(dock()->verdictText()));
    writeScreenshot(u"puzzle-play-right.png"_s);
    // Solving plays on a copy: the board file and its history are as they were.
    QCOMPARE(m_window->document()->json(), before);
    QCOMPARE(m_window->document()->undoStack()->count(), undo);
    QVERIFY(!m_window->document()->isModified());
}

void TestGuiPuzzlePlay::wrongMovePlayedOnTheBoard()
{
    // A legal spot away from the monastery, as the engine lists them.
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const auto replay = Timeline::build(*m_window->document()->file(), {}, options).toReplay();
    QVERIFY(replay);
    const Game &game = *replay->game;
    std::optional<Placement> elsewhere;
    for (const Placement &p : game.board().legalPlacements(*game.catalogue().find(u"E")))
        if (!(p.at == Cell{1, 2})) elsewhere = p;
    QVERIFY(elsewhere);
    playWithoutFigure(elsewhere->at, elsewhere->rot);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Wrong);
    QVERIFY2(dock()->verdictText().contains(u"a better one exists"_s),
             qPrintable(dock()->verdictText()));
    QVERIFY(!m_window->document()->isModified());

    // Esc starts the move again; the dock no longer holds the played move.
    m_window->boardView()->setFocus();
    QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    QCOMPARE(tool()->step(), MoveTool::Step::Tile);
    QVERIFY(!dock()->playedMove());
}

void TestGuiPuzzlePlay::refusedSpotShowsTheReason()
{
    auto *select = m_window->findChild<QAction *>(u"actionSelectTool"_s);
    QVERIFY(select && select->isChecked());
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    // No editing tool's button stays pressed while the move is played.
    for (const char *name :
         {"actionSelectTool", "actionTileTool", "actionFigureTool", "actionMoveTool"})
        QVERIFY2(!m_window->findChild<QAction *>(QLatin1String(name))->isChecked(), name);
    // The monastery's own cell is taken (R-BASE-2: a tile goes on an empty cell).
    clickBoard({0, 1});
    QCOMPARE(tool()->step(), MoveTool::Step::Tile);
    const QString problem = child<PuzzleMovePanel>(dock(), "playPanel")->problemText();
    QVERIFY2(problem.contains(u"cannot go at 0,1"_s), qPrintable(problem));
    // Leaving the tool gives the board back to the tool it had.
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    QVERIFY(!tool()->isPlaying());
    QCOMPARE(m_window->boardView()->tool(), static_cast<EditorTool *>(m_window->selectTool()));
    QTRY_VERIFY(select->isChecked());
}

void TestGuiPuzzlePlay::reveal()
{
    QSignalSpy listed(dock(), &PuzzleSolverDock::topMovesListed);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QVERIFY(listed.wait(20000));
}

void TestGuiPuzzlePlay::revealDrawsTheTopMoves()
{
    reveal();
    PuzzleMoveOverlay *overlay = dock()->topMovesOverlay();
    auto *list = child<QListWidget>(dock(), "topMoves");
    QVERIFY(list->isVisible());
    QCOMPARE(overlay->count(), qMin(list->count(), int(PuzzleMoveOverlay::MovesKept)));
    QVERIFY(overlay->count() >= 2);
    // Both best moves lie beside the monastery and gain 9 (R-BASE-10).
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(overlay->move(i).gain, 9);
        QCOMPARE(overlay->move(i).move.at, (Cell{1, 2}));
        QVERIFY(list->item(i)->text().contains(u"gain 9"_s));
    }
    QVERIFY(overlay->move(2).gain < 9);
    QCOMPARE(overlay->selected(), 0);
    list->setCurrentRow(2);
    QCOMPARE(overlay->selected(), 2);

    // The chosen move's outline is drawn in the board's pixels.
    BoardView *view = m_window->boardView();
    const qreal cell = view->renderer().geometry().cellSize();
    const QRectF rect = overlay->tileRect(2);
    const QPoint edge = view->mapFromScene(QPointF(rect.center().x(), rect.top() + 0.025 * cell));
    const QColor drawn = view->viewport()->grab().toImage().pixelColor(edge);
    QVERIFY2(qAbs(drawn.red() - 31) < 40 && qAbs(drawn.green() - 111) < 40 &&
                 qAbs(drawn.blue() - 235) < 40,
             qPrintable(drawn.name()));
    writeScreenshot(u"puzzle-top-moves.png"_s);
    overlay->setSuppressed(true);
    QVERIFY(view->viewport()->grab().toImage().pixelColor(edge) != drawn);
}

void TestGuiPuzzlePlay::stepsThroughTheBestMove()
{
    reveal();
    auto *step = child<QPushButton>(dock(), "stepSolution");
    QVERIFY(step->isVisible());
    QTest::mouseClick(step, Qt::LeftButton);
    PuzzleSolutionView *solution = dock()->solutionView();
    QVERIFY2(solution->isVisible(), qPrintable(dock()->solutionProblem()));
    BoardView *view = m_window->boardView();
    const Game *document = m_window->document()->game();
    // Phase 1: the answer's tile lies at (1, 2) on the board shown, not in the document.
    QCOMPARE(view->game(), solution->game());
    QVERIFY(view->game()->board().tileIndexAt({1, 2}) >= 0);
    QVERIFY(document->board().tileIndexAt({1, 2}) < 0);
    QVERIFY2(solution->titleText().contains(u"Move 1 of 1"_s), qPrintable(solution->titleText()));
    QCOMPARE(solution->current(), 0);

    // Next steps: the monastery is scored, 9 for red (R-BASE-10), explained in words.
    bool scored = false;
    for (int guard = 0; guard < 10 && !scored; ++guard) {
        QTest::mouseClick(child<QPushButton>(solution, "solutionNext"), Qt::LeftButton);
        for (const ScoreEvent &e : solution->stepper().eventsOf(solution->stepper().current()))
            if (e.feature == ScoredFeature::Monastery && e.points.value(u"red"_s) == 9)
                scored = true;
    }
    QVERIFY(scored);
    QVERIFY(!solution->explanationText().isEmpty());
    QVERIFY2(child<QLabel>(solution, "solutionPoints")->text().contains(u"Red +9"_s),
             qPrintable(child<QLabel>(solution, "solutionPoints")->text()));
    QVERIFY(!view->stepMarks().cells.isEmpty());
    writeScreenshot(u"puzzle-solution-step.png"_s);

    QTest::mouseClick(child<QPushButton>(solution, "solutionClose"), Qt::LeftButton);
    QVERIFY(view->game()->board().tileIndexAt({1, 2}) < 0); // the puzzle's board again
    QVERIFY(!solution->isVisible());
}

void TestGuiPuzzlePlay::stepsThroughTheFinalScoring()
{
    openPuzzle(u"01-base-farmers.meeple"_s);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QVERIFY(dock()->stepThroughSolution());
    PuzzleSolutionView *solution = dock()->solutionView();
    QVERIFY(solution->titleText().startsWith(u"Final scoring"_s));
    // The steps add up to the revealed answer: red 9, blue 9 (R-BASE-15).
    QMap<QString, int> total;
    for (;;) {
        const QMap<QString, int> p = solution->stepper().pointsOf(solution->stepper().current());
        for (auto it = p.begin(); it != p.end(); ++it)
            total[it.key()] += it.value();
        if (solution->current() + 1 >= solution->count()) break;
        solution->next();
    }
    QCOMPARE(total.value(u"red"_s), dock()->answer()->scores.value(u"red"_s));
    QCOMPARE(total.value(u"blue"_s), dock()->answer()->scores.value(u"blue"_s));
}

void TestGuiPuzzlePlay::figureChosenByClickingItsSegment()
{
    // Hills & Sheep: the figure type is a choice; red's only meeple already stands.
    openPuzzle(u"14-hs-best-move-hill.meeple"_s);
    m_window->boardView()->fitToWindow();
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    QCOMPARE(tool()->tileId(), u"U"_s);
    QVERIFY(child<QComboBox>(dock(), "playFigureType")->isVisible()); // meeple or shepherd
    // U unturned at (1, 0) carries the road on from the start tile to blue's junction.
    clickBoard({1, 0});
    QVERIFY2(tool()->step() == MoveTool::Step::Figure, qPrintable(tool()->lastProblem()));
    // A click on the road asks the engine, which refuses: red has no meeple in hand.
    clickBoard({1, 0});
    QCOMPARE(tool()->step(), MoveTool::Step::Figure);
    QVERIFY2(tool()->lastProblem().startsWith(u"The meeple cannot stand there"_s),
             qPrintable(tool()->lastProblem()));
    QTest::mouseClick(child<QPushButton>(dock(), "playNoFigure"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right); // R-HS-HI-4 breaks the tie

    // With a meeple in hand, a click on the new tile's city puts it there; the monastery
    // is completed all the same (R-BASE-10), so the move is right with the figure too.
    QFile source(u":/puzzles/03-base-monastery-best-move.meeple"_s);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(source.readAll()).object();
    QJsonArray players = json.value(u"players").toArray();
    players[0] = QJsonObject{{u"id"_s, u"red"_s},
                             {u"supply"_s, QJsonObject{{u"meeple"_s, 2}, {u"shepherd"_s, 0}}}};
    json.insert(u"players"_s, players);
    QJsonObject puzzle = json.value(u"puzzle").toObject();
    puzzle.remove(u"answer"); // the engine works out the key: moves with a meeple now count
    json.insert(u"puzzle"_s, puzzle);
    QTemporaryDir dir;
    QFile board(dir.filePath(u"monastery-with-meeple.meeple"_s));
    QVERIFY(board.open(QIODevice::WriteOnly));
    board.write(QJsonDocument(json).toJson());
    board.close();
    QVERIFY(m_window->openFile(board.fileName()));
    m_window->boardView()->fitToWindow();
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    BoardView *view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_R); // 90°: the city faces east
    clickBoard({1, 2});
    QVERIFY2(tool()->step() == MoveTool::Step::Figure, qPrintable(tool()->lastProblem()));
    QWidget *viewport = view->viewport();
    const QPoint city = viewPoint({1, 2}, {0.4, 0.0});
    QTest::mouseMove(viewport, city);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, city);
    QVERIFY2(tool()->step() == MoveTool::Step::Done, qPrintable(tool()->lastProblem()));
    const std::optional<Move> played = dock()->playedMove();
    QVERIFY(played && played->figure);
    QCOMPARE(played->figure->type, FigureType::Meeple);
    QCOMPARE(played->figure->on, u"E"_s);
    QVERIFY(child<QComboBox>(dock(), "moveFigure")->currentIndex() > 0); // the fields agree
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY(dock()->verdictText().contains(u"gains 9"_s));
}

void TestGuiPuzzlePlay::abbotTakenBackWhilePlaying()
{
    // Puzzle 34: red's abbot stands in a monastery with seven neighbours. The play panel
    // offers "Take the abbot back" after the tile, as Record moves does (R-AB-12).
    openPuzzle(u"34-abbot-vineyards-or-recall.meeple"_s);
    m_window->boardView()->fitToWindow();
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    QCOMPARE(tool()->tileId(), u"B"_s);
    auto *abbotBack = child<QPushButton>(dock(), "playAbbotBack");
    clickBoard({2, 0}); // not a neighbour of the monastery
    QVERIFY2(tool()->step() == MoveTool::Step::Figure, qPrintable(tool()->lastProblem()));
    QVERIFY(abbotBack->isVisible());
    QVERIFY(abbotBack->isEnabled());
    QTest::mouseClick(abbotBack, Qt::LeftButton);
    QCOMPARE(tool()->step(), MoveTool::Step::Done);
    const std::optional<Move> played = dock()->playedMove();
    QVERIFY(played && played->abbotReturn && !played->figure);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    // 1 + 7 = 8 now, against 9 + 3 x 3 = 18 for completing it (R-AB-HS-1).
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Wrong);
    QVERIFY2(dock()->verdictText().contains(u"8"_s), qPrintable(dock()->verdictText()));

    // On the eighth neighbour the tile completes the monastery: no recall (R-AB-13).
    m_window->boardView()->setFocus();
    QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    QCOMPARE(tool()->step(), MoveTool::Step::Tile);
    clickBoard({1, -1});
    QVERIFY2(tool()->step() == MoveTool::Step::Figure, qPrintable(tool()->lastProblem()));
    QVERIFY(abbotBack->isVisible());
    QVERIFY(!abbotBack->isEnabled());
    QTest::mouseClick(child<QPushButton>(dock(), "playNoFigure"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);

    // A base puzzle has no abbot: the button stays hidden.
    openPuzzle(u"03-base-monastery-best-move.meeple"_s);
    QTest::mouseClick(child<QPushButton>(dock(), "playOnBoard"), Qt::LeftButton);
    QVERIFY(!child<QPushButton>(dock(), "playAbbotBack")->isVisible());
}

void TestGuiPuzzlePlay::authorSearchDrawsTheTopMoves()
{
    PuzzleMoveOverlay *overlay = dock()->topMovesOverlay();
    bool seen = false;
    // The dialog is modal: drive it from inside its own event loop.
    mltest::ModalAnswerer answerer;
    answerer.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        QSignalSpy computed(dialog, &PuzzleAuthorDialog::answerComputed);
        dialog->computeAnswer();
        QVERIFY(computed.wait(20000));
        QVERIFY(overlay->count() >= 2);
        QCOMPARE(overlay->move(0).gain, 9);
        QCOMPARE(overlay->selected(), 0);
        child<QListWidget>(dialog, "topMoves")->setCurrentRow(1);
        QCOMPARE(overlay->selected(), 1);
        QVERIFY(overlay->isShown());
        seen = true;
        dialog->reject();
    });
    m_window->puzzles()->editPuzzle();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(seen);
    // Closing the dialog takes the marks off the board.
    QCOMPARE(overlay->count(), 0);
}

void TestGuiPuzzlePlay::stepsThroughTheQuestionsTurn()
{
    // Turn scores: the solution is the board's own last move, phase by phase.
    openPuzzle(u"02-base-road-tie.meeple"_s);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QTest::mouseClick(child<QPushButton>(dock(), "stepSolution"), Qt::LeftButton);
    PuzzleSolutionView *solution = dock()->solutionView();
    QVERIFY2(solution->isVisible(), qPrintable(dock()->solutionProblem()));
    const int moves = int(m_window->document()->file()->moves().size());
    const QString title = u"Move %1 of %1"_s.arg(moves);
    QVERIFY2(solution->titleText().startsWith(title), qPrintable(solution->titleText()));
    // Every step belongs to that move, and their points are the revealed answer.
    QMap<QString, int> total;
    for (;;) {
        const int index = solution->stepper().current();
        QCOMPARE(solution->stepper().step(index).move, moves - 1);
        const QMap<QString, int> p = solution->stepper().pointsOf(index);
        for (auto it = p.begin(); it != p.end(); ++it)
            total[it.key()] += it.value();
        if (solution->current() + 1 >= solution->count()) break;
        QTest::mouseClick(child<QPushButton>(solution, "solutionNext"), Qt::LeftButton);
    }
    QVERIFY(!child<QPushButton>(solution, "solutionNext")->isEnabled());
    for (const Player &p : m_window->document()->game()->players())
        QCOMPARE(total.value(p.id), dock()->answer()->points.value(p.id));
}

void TestGuiPuzzlePlay::playPanelInDutch()
{
    m_window->languages()->setLanguage(u"nl"_s);
    auto *play = child<QPushButton>(dock(), "playOnBoard");
    // The window's widgets get the language change as a posted event.
    QTRY_COMPARE(play->text(), u"Speel de zet op het bord"_s);
    playWithoutFigure({1, 2}, 2);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QVERIFY2(dock()->verdictText().startsWith(u"Goed!"_s), qPrintable(dock()->verdictText()));
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QCOMPARE(child<QPushButton>(dock(), "stepSolution")->text(),
             u"&Stap voor stap door de oplossing"_s);
    m_window->languages()->setLanguage(u"en"_s);
}

// The solve panel, its check and the author dialog read the document's timeline: opening a
// puzzle plays its board once, a check plays only the solution's board and the dialog none.
void TestGuiPuzzlePlay::puzzleBoardPlayedOnce()
{
    const int atStart = Timeline::buildsSoFar();
    openPuzzle(u"02-base-road-tie.meeple"_s);
    QCOMPARE(Timeline::buildsSoFar() - atStart, 1); // the document's own
    QVERIFY(dock()->answer().has_value());

    const int beforeCheck = Timeline::buildsSoFar();
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QVERIFY(dock()->verdict() != PuzzleSolverDock::Verdict::None);
    QCOMPARE(Timeline::buildsSoFar() - beforeCheck, 1); // the solution's board

    // The author dialog reviews the key in the background, playing the board once under each
    // other rules reading (every other value of each option of the game's sets), and never
    // under the board's own reading again.
    const Game &game = *m_window->document()->game();
    int otherReadings = 0;
    for (const QString &key : RuleOptions::keys())
        if (RuleOptions::setOf(key) & game.sets())
            otherReadings += int(RuleOptions::values(key).size()) - 1;
    QVERIFY(otherReadings > 0);
    mltest::ModalAnswerer answerer;
    int inDialog = -1;
    answerer.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        QVERIFY(dialog->answer().has_value());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isReviewing(), 20000);
        inDialog = Timeline::buildsSoFar() - beforeCheck - 1;
        dialog->reject();
    });
    m_window->puzzles()->editPuzzle();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QCOMPARE(inDialog, otherReadings);
}

QTEST_MAIN(TestGuiPuzzlePlay)
#include "tst_gui_puzzleplay.moc"
