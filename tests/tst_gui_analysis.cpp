// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis board and Outlook of Explore as a user meets them: open an
// example, turn the analysis on for a tile, see every cell where it fits coloured with its
// best gain, point at a cell for its moves, click one to see the board after it and Esc to
// return; the search runs off the GUI thread and can be cancelled; Outlook lists the open
// features and each player's projected score; in English and Dutch.
#include "analysiscontroller.h"
#include "analysisdock.h"
#include "analysisoverlay.h"
#include "boardloading.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "longgame.h"
#include "mainwindow.h"
#include "moveanalysis.h"
#include "outlookdock.h"
#include "puzzlesearchjob.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"
#include "timeline.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

namespace
{
// Colours compare within a little rounding of the painter.
bool near(const QColor &a, const QColor &b, int tolerance = 3)
{
    return qAbs(a.red() - b.red()) <= tolerance && qAbs(a.green() - b.green()) <= tolerance &&
           qAbs(a.blue() - b.blue()) <= tolerance;
}

// The welcome board after its two moves: the position Explore opens at, Red to move.
Game welcomeAfterMoves()
{
    return *Timeline::build(mltest::load(mltest::examplesDir() + u"/welcome.meeple"_s))
                .afterMoves();
}
} // namespace

class TestGuiAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void showsTheBestGainOnEveryCell();
    void hoverListsMovesAndClickPreviews();
    void reusesResultsUntilThePositionChanges();
    void searchesOffTheGuiThreadAndCancels();
    void aCancelBeforeTheFinishIsDeliveredWins();
    void outlookListsOpenFeaturesAndProjectedScores();
    void coloursSeveralGainsApart();
    void speaksDutch();
    void fitsALaptopScreen();
    void refusesABoardTooLargeToAnalyse();

private:
    void open(const QString &language, const QString &example = u"welcome.meeple"_s);
    // A game of 30 random moves with meeples about, its stack giving L next, with the
    // analysis and the outlook on.
    void openThirtyMoves(const QString &language);
    // Turns the analysis on with the menu action and waits for the result of `tile`.
    void analyse(const QString &tile);
    AnalysisController *analysis() const { return m_window->explore()->analysis(); }
    AnalysisDock *dock() const { return analysis()->analysisDock(); }
    QWidget *viewport() const { return m_window->boardView()->viewport(); }
    void writeScreenshot(const QString &name) const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiAnalysis::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiAnalysis::cleanup()
{
    m_window.reset();
}

void TestGuiAnalysis::open(const QString &language, const QString &example)
{
    m_window = mltest::newWindow(language);
    QVERIFY(m_window->openExample(example));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
}

void TestGuiAnalysis::analyse(const QString &tile)
{
    QAction *on = mltest::action(m_window.get(), "actionAnalysisBoard");
    if (!on->isChecked()) on->trigger();
    QVERIFY(m_window->explore()->isExploring()); // the action starts explore mode itself
    QTRY_VERIFY(dock()->isVisible());
    const int index = dock()->tileBox()->findData(tile);
    QVERIFY(index >= 0);
    dock()->tileBox()->setCurrentIndex(index);
    QTRY_VERIFY(analysis()->result());
    QCOMPARE(dock()->tileId(), tile);
    QTRY_VERIFY(!analysis()->job()->isRunning());
}

void TestGuiAnalysis::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(150);
    m_window->grab().save(dir + u'/' + name);
}

void TestGuiAnalysis::showsTheBestGainOnEveryCell()
{
    open(u"en"_s);
    analyse(u"E"_s);
    // The cells and their best gains are the core search's, read cell by cell.
    const Game game = welcomeAfterMoves();
    SearchOptions options;
    options.outlook = true;
    const SearchResult expected = searchBestMoves(game, 0, *game.catalogue().find(u"E"), options);
    const QList<CellGain> want = bestGainPerCell(expected);
    AnalysisOverlay *overlay = analysis()->overlay();
    QVERIFY(overlay->isShown());
    QCOMPARE(overlay->cells().size(), want.size());
    QVERIFY(want.size() > 3);
    for (const CellGain &c : want) {
        const CellGain *shown = overlay->cellAt(c.at);
        QVERIFY(shown);
        QCOMPARE(shown->best, c.best);
    }
    QCOMPARE(dock()->player(), 0); // Red moves after Blue's last move
    QVERIFY2(child<QLabel>(dock(), "analysisStatus")->text().contains(gainText(expected.bestGain)),
             qPrintable(child<QLabel>(dock(), "analysisStatus")->text()));

    // On screen: the cell is filled with its colour on the scale, the legend shows the scale.
    m_window->boardView()->fitToWindow();
    QTest::qWait(50);
    const QImage shot = viewport()->grab().toImage();
    for (const CellGain &c : want) {
        const QRect r = overlay->cellPixels(c.at);
        if (!viewport()->rect().contains(r)) continue;
        // Between the fill's top edge and the number in the middle.
        const QPoint spot(r.center().x(), r.top() + r.height() * 18 / 100);
        const QColor got = shot.pixelColor(spot);
        QVERIFY2(near(got, overlay->scale().colour(c.best)),
                 qPrintable(u"(%1,%2): %3 not %4"_s.arg(c.at.x).arg(c.at.y).arg(
                     got.name(), overlay->scale().colour(c.best).name())));
    }
    const QRect legend = overlay->legendRect();
    QVERIFY(viewport()->rect().contains(legend));
    QVERIFY(
        near(shot.pixelColor(legend.left() + 10, legend.top() + 29), GainScale::colourAt(0), 12));
    QVERIFY(
        near(shot.pixelColor(legend.right() - 10, legend.top() + 29), GainScale::colourAt(1), 12));
    // Turned off, the board is as before.
    mltest::action(m_window.get(), "actionAnalysisBoard")->trigger();
    QVERIFY(!overlay->isShown());
    QVERIFY(overlay->cells().isEmpty());
}

void TestGuiAnalysis::hoverListsMovesAndClickPreviews()
{
    open(u"en"_s);
    analyse(u"E"_s);
    m_window->boardView()->fitToWindow();
    AnalysisOverlay *overlay = analysis()->overlay();
    const CellGain best = overlay->cells().first();
    const QPoint centre = overlay->cellPixels(best.at).center();
    QTest::mouseMove(viewport(), centre);
    QTRY_COMPARE(overlay->marked().has_value() ? 1 : 0, 0); // hovering outlines, never pins
    auto *list = dock()->moveList();
    QTRY_COMPARE(list->count(), int(qMin(12, int(best.moves.size()))));
    const Game game = welcomeAfterMoves();
    // Cells named as the board's edges label them.
    const AnalysisText words(game.players(), m_window->boardView()->cellNames());
    for (int i = 0; i < list->count(); ++i)
        QCOMPARE(list->item(i)->text(),
                 u"%1. "_s.arg(i + 1) +
                     words.moveText(game, analysis()->result()->ranked[best.moves[i]]));
    QVERIFY(child<QLabel>(dock(), "analysisCellTitle")->text().contains(words.cellText(best.at)));

    // A click pins the cell, so the list stays while the mouse crosses other cells.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(overlay->marked(), std::optional<Cell>(best.at));
    const CellGain other = overlay->cells().last();
    QTest::mouseMove(viewport(), overlay->cellPixels(other.at).center());
    QCOMPARE(list->item(0)->text(),
             u"1. "_s + words.moveText(game, analysis()->result()->ranked[best.moves[0]]));

    // Clicking a move shows the board after it: one tile more, the marks away.
    const int tilesBefore = int(m_window->boardView()->game()->board().tiles().size());
    const Move move = analysis()->result()->ranked[best.moves[0]].move;
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QVERIFY(analysis()->isPreviewing());
    const Game *shown = m_window->boardView()->game();
    QCOMPARE(int(shown->board().tiles().size()), tilesBefore + 1);
    QCOMPARE(shown->board().tiles().back().at, move.at);
    QCOMPARE(shown->board().tiles().back().rot, move.rot);
    QVERIFY(!overlay->isShown());
    QVERIFY(dock()->backButton()->isEnabled());
    QCOMPARE(m_window->boardView()->stepMarks().cells, QList<Cell>{move.at});

    // Esc returns to the position, with the marks.
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!analysis()->isPreviewing());
    QCOMPARE(int(m_window->boardView()->game()->board().tiles().size()), tilesBefore);
    QVERIFY(overlay->isShown());
    QVERIFY(!dock()->backButton()->isEnabled());
    // The Back button does the same.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(1)).center());
    QVERIFY(analysis()->isPreviewing());
    QTest::mouseClick(dock()->backButton(), Qt::LeftButton);
    QVERIFY(!analysis()->isPreviewing());
    QCOMPARE(int(m_window->boardView()->game()->board().tiles().size()), tilesBefore);
}

void TestGuiAnalysis::reusesResultsUntilThePositionChanges()
{
    open(u"en"_s);
    analyse(u"E"_s);
    const int first = analysis()->searchesStarted();
    analyse(u"U"_s);
    QCOMPARE(analysis()->searchesStarted(), first + 1);
    // Back to E: its result is kept, no new search.
    analyse(u"E"_s);
    QCOMPARE(analysis()->searchesStarted(), first + 1);
    QVERIFY(analysis()->overlay()->isShown());
    // Another position (one step back, before Blue's move): searched again, for Blue.
    m_window->stepperDock()->stepper()->jumpTo(0);
    QTRY_VERIFY(analysis()->result());
    QTRY_VERIFY(!analysis()->job()->isRunning());
    QCOMPARE(analysis()->searchesStarted(), first + 2);
    QCOMPARE(dock()->player(), 0); // the set-up: the first player moves
    // At the set-up the next of the stack is the tile the first move placed; the tile the
    // user chose stays chosen.
    QCOMPARE(dock()->tileBox()->itemText(0), u"Next of the stack: U"_s);
    QCOMPARE(dock()->tileId(), u"E"_s);
    dock()->tileBox()->setCurrentIndex(0);
    QVERIFY(dock()->takesStackTile());
    QCOMPARE(dock()->tileId(), u"U"_s);
    QTRY_VERIFY(analysis()->result());
    // The stack's entry, once chosen, follows the position: after the first move, E is next,
    // and Blue moves.
    Stepper *stepper = m_window->stepperDock()->stepper();
    int afterFirst = -1;
    for (int i = 0; i < stepper->count(); ++i)
        if (stepper->step(i).move == 0) afterFirst = i;
    stepper->jumpTo(afterFirst);
    QVERIFY(dock()->takesStackTile());
    QCOMPARE(dock()->tileId(), u"E"_s);
    QCOMPARE(dock()->player(), 1);
    QTRY_VERIFY(analysis()->result());
}

void TestGuiAnalysis::searchesOffTheGuiThreadAndCancels()
{
    // A long game: its search takes long enough to see it run and to cancel it.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"long.meeple"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(mltest::longGameFile(300));
    file.close();
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openFile(path));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
    QSignalSpy progress(analysis()->job(), &PuzzleSearchJob::progress);
    QSignalSpy finished(analysis()->job(), &PuzzleSearchJob::finished);
    mltest::action(m_window.get(), "actionAnalysisBoard")->trigger();
    QVERIFY(dock()->isVisible());
    dock()->tileBox()->setCurrentIndex(dock()->tileBox()->findData(u"B"_s));
    QVERIFY(analysis()->job()->isRunning());
    // The window is free while it runs: the progress arrives through its event loop.
    QVERIFY(dock()->progressBar()->isVisible());
    QVERIFY(dock()->cancelButton()->isVisible());
    // (The first tile's search, started when the panel opened, was cancelled for B's.)
    QTRY_VERIFY_WITH_TIMEOUT(analysis()->result(), 60000);
    QVERIFY(finished.count() >= 1);
    QVERIFY2(progress.count() > 1, qPrintable(QString::number(progress.count())));
    QVERIFY(!dock()->progressBar()->isVisible());

    // Another tile, cancelled at once: no result, a clear word. The job still shows as
    // running at the click, so the cancel wins even if the thread has already ended.
    dock()->tileBox()->setCurrentIndex(dock()->tileBox()->findData(u"L"_s));
    QVERIFY(analysis()->job()->isRunning());
    // click(), not a mouse click through the window system, which runs the event loop first
    // and could deliver the search's end before the click.
    dock()->cancelButton()->click();
    QTRY_VERIFY(!analysis()->job()->isRunning());
    QVERIFY(!analysis()->result());
    QCOMPARE(child<QLabel>(dock(), "analysisStatus")->text(), u"Search cancelled."_s);
    QVERIFY(!analysis()->overlay()->isShown());
    QVERIFY(!dock()->progressBar()->isVisible());
}

void TestGuiAnalysis::aCancelBeforeTheFinishIsDeliveredWins()
{
    // A search that ends on its thread before the user's cancel is delivered: the job still
    // shows as running, so the cancel must win and no result is reported.
    const Game game = welcomeAfterMoves();
    PuzzleSearchJob job;
    QSignalSpy finished(&job, &PuzzleSearchJob::finished);
    QVERIFY(job.start(game, 0, u"E"_s));
    QThread::msleep(500); // ample for a 9-tile board; the finish is queued, not delivered
    QVERIFY(job.isRunning());
    job.cancel();
    QVERIFY(finished.wait(20000));
    QVERIFY(job.result());
    QVERIFY(job.result()->cancelled);
    // Without a cancel the same search reports its moves.
    QVERIFY(job.start(game, 0, u"E"_s));
    QVERIFY(finished.wait(20000));
    QVERIFY(!job.result()->cancelled);
    QVERIFY(!job.result()->ranked.isEmpty());
}

void TestGuiAnalysis::outlookListsOpenFeaturesAndProjectedScores()
{
    open(u"en"_s);
    mltest::action(m_window.get(), "actionOutlook")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    OutlookDock *outlook = analysis()->outlookDock();
    QTRY_VERIFY(outlook->isVisible());
    // What the final scoring would do now, feature by feature (R-BASE-14, R-BASE-15).
    const Game game = welcomeAfterMoves();
    Game end = game;
    const QList<ScoreEvent> final = end.finalScoring();
    QVERIFY(!final.isEmpty());
    QTreeWidget *features = outlook->featureTree();
    QCOMPARE(features->topLevelItemCount(), final.size());
    const EventText words(game.players(), m_window->boardView()->cellNames());
    for (int i = 0; i < final.size(); ++i) {
        QTreeWidgetItem *item = features->topLevelItem(i);
        QVERIFY(item->text(0).startsWith(EventText::title(final[i])));
        QCOMPARE(item->text(1),
                 final[i].winners.isEmpty() ? u"nobody"_s : words.playerNames(final[i].winners));
        // Why: the step-through's own explanation and the rule ids.
        const QStringList why = words.explain(final[i]);
        QVERIFY(item->childCount() >= why.size());
        QCOMPARE(item->child(0)->text(0), why.first());
        QVERIFY(item->child(item->childCount() - 1)->text(0).contains(final[i].rules.first()));
    }
    QTreeWidget *scores = outlook->scoreTree();
    QCOMPARE(scores->topLevelItemCount(), game.players().size());
    for (int p = 0; p < game.players().size(); ++p) {
        QCOMPARE(scores->topLevelItem(p)->text(1), QString::number(game.score(p)));
        QCOMPARE(scores->topLevelItem(p)->text(3), QString::number(end.score(p)));
    }
    // At the end of the final scoring the game is over: nothing is open any more.
    m_window->stepperDock()->stepper()->last();
    QCOMPARE(features->topLevelItemCount(), 1);
    QVERIFY(features->topLevelItem(0)->text(0).contains(u"game is over"_s));
}

void TestGuiAnalysis::openThirtyMoves(const QString &language)
{
    QJsonObject json = QJsonDocument::fromJson(mltest::longGameFile(30, 11)).object();
    json.insert(u"stack"_s, QJsonArray{u"L"_s, u"D"_s});
    const QString path = m_dir.filePath(u"thirty.meeple"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson());
    file.close();
    m_window = mltest::newWindow(language);
    QVERIFY(m_window->openFile(path));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
    mltest::action(m_window.get(), "actionAnalysisBoard")->trigger();
    QVERIFY(dock()->takesStackTile());
    QCOMPARE(dock()->tileId(), u"L"_s);
    QTRY_VERIFY_WITH_TIMEOUT(analysis()->result(), 20000);
    mltest::action(m_window.get(), "actionOutlook")->trigger();
    QTRY_VERIFY(analysis()->outlookDock()->featureTree()->topLevelItemCount() > 2);
}

void TestGuiAnalysis::coloursSeveralGainsApart()
{
    // The panel takes the stack's tile by itself, and each gain on the board has its own
    // colour.
    openThirtyMoves(u"en"_s);
    AnalysisOverlay *overlay = analysis()->overlay();
    m_window->boardView()->fitToWindow();
    QTest::qWait(50);
    const QImage shot = viewport()->grab().toImage();
    QMap<int, QColor> byGain;
    for (const CellGain &c : overlay->cells()) {
        const QRect r = overlay->cellPixels(c.at);
        QVERIFY(viewport()->rect().contains(r));
        const QColor got = shot.pixelColor(r.center().x(), r.top() + r.height() * 18 / 100);
        QVERIFY(near(got, overlay->scale().colour(c.best)));
        if (byGain.contains(c.best)) QVERIFY(near(byGain[c.best], got));
        byGain.insert(c.best, got);
    }
    QVERIFY(byGain.size() >= 4);
    for (auto a = byGain.cbegin(); a != byGain.cend(); ++a)
        for (auto b = std::next(a); b != byGain.cend(); ++b)
            QVERIFY2(!near(*a, *b, 20), qPrintable(u"%1 and %2"_s.arg(a.key()).arg(b.key())));
    const CellGain best = analysis()->overlay()->cells().first();
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, overlay->cellPixels(best.at).center());
    QCOMPARE(dock()->moveList()->count(), int(qMin(12, int(best.moves.size()))));
    // The first open feature unfolded: why it would score, in the step-through's words.
    QTreeWidgetItem *first = analysis()->outlookDock()->featureTree()->topLevelItem(0);
    first->setExpanded(true);
    QVERIFY(first->childCount() > 1);
    writeScreenshot(u"analysis-en.png"_s);
}

void TestGuiAnalysis::speaksDutch()
{
    openThirtyMoves(u"nl"_s);
    QCOMPARE(dock()->windowTitle(), u"Analysebord"_s);
    QCOMPARE(analysis()->outlookDock()->windowTitle(), u"Vooruitblik"_s);
    const QString status = child<QLabel>(dock(), "analysisStatus")->text();
    QVERIFY2(status.startsWith(
                 u"Tegel L past op %1 vakken"_s.arg(analysis()->overlay()->cells().size())),
             qPrintable(status));
    QCOMPARE(dock()->tileBox()->currentText(), u"Volgende van de stapel: L"_s);
    m_window->boardView()->fitToWindow();
    const CellGain best = analysis()->overlay()->cells().first();
    QTest::mouseClick(viewport(), Qt::LeftButton, {},
                      analysis()->overlay()->cellPixels(best.at).center());
    analysis()->outlookDock()->featureTree()->topLevelItem(0)->setExpanded(true);
    QTRY_VERIFY(dock()->moveList()->count() > 0);
    const QString move = dock()->moveList()->item(0)->text();
    QVERIFY2(move.contains(u"Als het spel dan eindigde"_s), qPrintable(move));
    QVERIFY2(!move.contains(u"meeple on"_s) && !move.contains(u"no figure"_s), qPrintable(move));
    QTreeWidget *scores = analysis()->outlookDock()->scoreTree();
    QCOMPARE(scores->headerItem()->text(3), u"Verwacht"_s);
    QCOMPARE(analysis()->outlookDock()->featureTree()->headerItem()->text(0),
             u"Onafgebouwd project"_s);
    QCOMPARE(mltest::action(m_window.get(), "actionAnalysisBoard")->text(), u"Analyse&bord"_s);
    writeScreenshot(u"analysis-nl.png"_s);
}

void TestGuiAnalysis::fitsALaptopScreen()
{
    // Both panels open beside the step-through and the score log: the window still fits a
    // 1280x672 laptop screen, as every job does (tst_gui_jobs).
    open(u"en"_s);
    const QSize size = m_window->size();
    analyse(u"E"_s);
    mltest::action(m_window.get(), "actionOutlook")->trigger();
    QTRY_VERIFY(analysis()->outlookDock()->isVisible());
    QCoreApplication::processEvents();
    const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
    QVERIFY2(minimum.height() <= 672, qPrintable(u"needs %1 px"_s.arg(minimum.height())));
    QVERIFY(minimum.width() <= 1280);
    // Nor did the window grow when the panels came: it never shrinks back.
    QCOMPARE(m_window->height(), size.height());
    QVERIFY(analysis()->analysisDock()->visibleRegion().isEmpty() == false);
    // The board keeps at least half of the window.
    QVERIFY(m_window->boardView()->width() >= m_window->width() / 2);
}

QTEST_MAIN(TestGuiAnalysis)
// A board beyond kMaxAnalysedTiles is not searched (100,000 tiles took 18 s and 1.7 GB): the
// dock says why and no search starts, as `meeplelab-cli analyse` refuses it.
void TestGuiAnalysis::refusesABoardTooLargeToAnalyse()
{
    const QString path = mltest::writeLongGameFile(m_dir.path(), int(kMaxAnalysedTiles) + 50);
    QVERIFY(!path.isEmpty());
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openFile(path));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
    mltest::action(m_window.get(), "actionAnalysisBoard")->trigger();
    QTRY_VERIFY(dock()->isVisible());
    // The position after every move: the whole board.
    mltest::action(m_window.get(), "actionStepLast")->trigger();
    QTRY_VERIFY(!analysis()->job()->isRunning());
    const int searches = analysis()->searchesStarted();
    for (const QString &tile : {u"E"_s, u"K"_s}) {
        const int index = dock()->tileBox()->findData(tile);
        QVERIFY(index >= 0);
        dock()->tileBox()->setCurrentIndex(index);
        const QString status = child<QLabel>(dock(), "analysisStatus")->text();
        QVERIFY2(status.contains(u"at most 2000 tiles"_s), qPrintable(status));
    }
    QCOMPARE(analysis()->searchesStarted(), searches);
    QVERIFY(!analysis()->job()->isRunning());
}

#include "tst_gui_analysis.moc"
