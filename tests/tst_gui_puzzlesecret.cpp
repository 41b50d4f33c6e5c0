// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles keep their secret and stay right, driven through the main
// window's widgets: while a bundled puzzle is being solved no visible text gives its answer
// away (the board panel says the scores are hidden, explore waits), until it is solved or
// revealed; the author's view shows everything. An edit that makes the stored answer wrong is
// flagged in the puzzle panel at once ("Update the answer" stores the rules' key as one undo
// step, "Keep it" dismisses the flag), and saving such a board asks first.
#include "boarddocument.h"
#include "boardinfodock.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "playersdock.h"
#include "puzzle.h"
#include "puzzleanswerflag.h"
#include "puzzleanswertext.h"
#include "puzzleanswerwatch.h"
#include "puzzleauthordialog.h"
#include "puzzlecontroller.h"
#include "puzzlesolverdock.h"
#include "stepperdock.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <functional>
#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

class TestGuiPuzzleSecret : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void keepsTheAnswerUntilSolvedOrRevealed_data();
    void keepsTheAnswerUntilSolvedOrRevealed();
    void exploreWaitsWhileSolving();
    void bestMoveKeepsTheScoresOfItsQuestion();
    void authorViewShowsEverything();
    void editFlagsAWrongAnswerAndUpdateFixesIt();
    void keepItDismissesTheFlagForThisState();
    void savingAWrongAnswerAsksFirst();
    void flagInDutch();

private:
    void openPuzzle(const QString &name);
    PuzzleSolverDock *dock() const { return m_window->puzzleSolverDock(); }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    // Every text a user can see in the window now: labels, buttons, line and text edits,
    // every cell of every item view (with its tooltip), combo box items, dock titles, the
    // window title and the status bar.
    QStringList visibleTexts() const;
    // Sets player `row`'s start score in the players panel, as a user types it.
    void typeStartScore(int row, int score);
    // Runs `answer` on the next question box that comes.
    void answerNextBox(const std::function<void(QMessageBox *)> &answer)
    {
        m_boxes.expect<QMessageBox>(answer);
    }
    void writeScreenshot(const QString &name) const;

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_boxes;
};

void TestGuiPuzzleSecret::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
}

void TestGuiPuzzleSecret::cleanup()
{
    m_boxes.stop();
    // Nothing unsaved may hold the window open with a question.
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiPuzzleSecret::openPuzzle(const QString &name)
{
    QVERIFY(mltest::openPuzzle(*m_window, name));
    QVERIFY(dock()->answer().has_value());
}

QStringList TestGuiPuzzleSecret::visibleTexts() const
{
    QStringList out{m_window->windowTitle(), m_window->statusBar()->currentMessage()};
    for (QWidget *w : m_window->findChildren<QWidget *>()) {
        if (!w->isVisible()) continue;
        out << w->toolTip();
        if (auto *label = qobject_cast<QLabel *>(w)) out << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(w)) out << button->text();
        if (auto *line = qobject_cast<QLineEdit *>(w)) out << line->text();
        if (auto *text = qobject_cast<QTextEdit *>(w)) out << text->toPlainText();
        if (auto *plain = qobject_cast<QPlainTextEdit *>(w)) out << plain->toPlainText();
        if (auto *dockWidget = qobject_cast<QDockWidget *>(w)) out << dockWidget->windowTitle();
        if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int i = 0; i < combo->count(); ++i)
                out << combo->itemText(i);
        if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *model = view->model();
            if (!model) continue;
            std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
                for (int r = 0; r < model->rowCount(parent); ++r)
                    for (int c = 0; c < model->columnCount(parent); ++c) {
                        const QModelIndex i = model->index(r, c, parent);
                        out << i.data(Qt::DisplayRole).toString()
                            << i.data(Qt::ToolTipRole).toString();
                        if (c == 0) walk(i);
                    }
            };
            walk({});
        }
    }
    out.removeAll(QString());
    return out;
}

void TestGuiPuzzleSecret::typeStartScore(int row, int score)
{
    auto *table = child<QTableWidget>(m_window.get(), "playersTable");
    const int column = 3; // Id, Name, Colour, Start score
    QCOMPARE(table->horizontalHeaderItem(column)->text(), PlayersDock::tr("Start score"));
    table->item(row, column)->setText(QString::number(score));
}

void TestGuiPuzzleSecret::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) QVERIFY(m_window->grab().save(dir + u'/' + name));
}

void TestGuiPuzzleSecret::keepsTheAnswerUntilSolvedOrRevealed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("solveIt"); // else Reveal
    QTest::newRow("turn scores, solved") << u"09-mw-mage-city.meeple"_s << u"en"_s << true;
    QTest::newRow("turn scores in Dutch, revealed")
        << u"09-mw-mage-city.meeple"_s << u"nl"_s << false;
    QTest::newRow("final scores, revealed") << u"01-base-farmers.meeple"_s << u"en"_s << false;
    QTest::newRow("final scores in Dutch, solved")
        << u"10-mw-witch-final.meeple"_s << u"nl"_s << true;
    QTest::newRow("free question, revealed")
        << u"13-mw-free-mage-field.meeple"_s << u"en"_s << false;
}

void TestGuiPuzzleSecret::keepsTheAnswerUntilSolvedOrRevealed()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(bool, solveIt);
    m_window->languages()->setLanguage(language);
    QCoreApplication::processEvents(); // the widgets' LanguageChange is posted
    openPuzzle(file);
    const PuzzleAnswer answer = *dock()->answer();
    const Game &game = *m_window->document()->game();
    QVERIFY(dock()->scoresHidden());
    QVERIFY(m_window->infoDock()->scoresHidden());

    // What would give the answer away: the answer in words, every non-zero score of it as a
    // scoring's "+N" and as a cell of its own, and (after solving) every scoring line.
    QStringList secrets;
    QList<int> numbers;
    const QMap<QString, int> &key =
        answer.kind == PuzzleKind::FinalScores ? answer.scores : answer.points;
    if (answer.kind == PuzzleKind::Free)
        secrets << answer.text.text(language);
    else
        secrets << PuzzleAnswerText::points(game, key);
    for (int v : key)
        if (v != 0) {
            secrets << u"+%1"_s.arg(v);
            numbers << v;
        }

    const QStringList before = visibleTexts();
    for (const QString &text : before) {
        for (const QString &secret : secrets)
            QVERIFY2(!text.contains(secret), qPrintable(text + u" gives away "_s + secret));
        for (int n : numbers)
            QVERIFY2(text.trimmed() != QString::number(n), qPrintable(text));
    }
    // Hidden, and said so in words.
    auto *scorings = child<QListWidget>(m_window.get(), "scoringList");
    QCOMPARE(scorings->count(), 1);
    const QString hiddenLine = scorings->item(0)->text();
    QCOMPARE(hiddenLine, BoardInfoDock::tr("Hidden until the puzzle is solved or revealed: "
                                           "the scorings would give its answer away."));
    auto *players = child<QTreeWidget>(m_window.get(), "playerList");
    QVERIFY(players->isColumnHidden(1));
    QVERIFY(child<QLabel>(m_window.get(), "playersHeading")
                ->text()
                .contains(BoardInfoDock::tr(
                    "Players (the scores are hidden until the puzzle is solved or "
                    "revealed)")));
    QVERIFY(child<QLabel>(dock(), "puzzleSecrecy")->isVisible());
    if (language == u"nl") {
        QVERIFY(!hiddenLine.contains(u"Hidden"_s)); // translated
        writeScreenshot(u"puzzle-secret-solving-nl.png"_s);
    } else {
        writeScreenshot(u"puzzle-secret-solving-en.png"_s);
    }

    if (solveIt) {
        for (const Player &p : game.players())
            child<QSpinBox>(dock(), qPrintable(u"score_"_s + p.id))->setValue(key.value(p.id));
        QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
        QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
        QVERIFY(dock()->isSolved());
    } else {
        QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
        QVERIFY(dock()->isRevealed());
    }
    QVERIFY(!dock()->scoresHidden());
    QVERIFY(!m_window->infoDock()->scoresHidden());
    QVERIFY(!players->isColumnHidden(1));

    // Now the board panel shows the scores and scorings, none of which showed before.
    const QStringList after = visibleTexts();
    QVERIFY(!after.contains(hiddenLine));
    QStringList lines;
    for (int i = 0; i < scorings->count(); ++i)
        lines << scorings->item(i)->text();
    QVERIFY(!lines.isEmpty());
    for (const QString &line : std::as_const(lines)) {
        QVERIFY(after.contains(line));
        if (line.contains(u'+')) QVERIFY2(!before.contains(line), qPrintable(line));
    }
    for (int n : numbers) {
        bool shown = false;
        for (int i = 0; i < players->topLevelItemCount(); ++i)
            shown = shown || players->topLevelItem(i)->text(1) == QString::number(n);
        QVERIFY2(shown, qPrintable(QString::number(n)));
    }
    if (answer.kind != PuzzleKind::Free)
        QVERIFY(lines.join(u'\n').contains(secrets.value(1))); // a "+N" of the answer
}

void TestGuiPuzzleSecret::exploreWaitsWhileSolving()
{
    // Explore on a plain board ends when a puzzle being solved opens.
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    action("actionExplore")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    openPuzzle(u"09-mw-mage-city.meeple"_s);
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!m_window->stepperDock()->isVisible());

    // Ctrl+T, the View menu's step-through panel, score now and compare variants all wait.
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!action("actionExplore")->isChecked());
    QVERIFY(m_window->statusBar()->currentMessage().contains(u"would show its answer"_s));
    m_window->stepperDock()->toggleViewAction()->trigger();
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!m_window->stepperDock()->isVisible());
    action("actionScoreNow")->trigger();
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!m_window->explore()->isScoringNow() || !m_window->explore()->isExploring());
    QCOMPARE(m_window->explore()->compareVariants(), nullptr);
    for (const QString &text : visibleTexts())
        QVERIFY2(!text.contains(u"+28"_s), qPrintable(text));

    // Revealed, it may be explored, and its scoring shows there.
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QVERIFY(m_window->explore()->isExploring());
    action("actionStepLast")->trigger();
    bool shown = false;
    for (const QString &text : visibleTexts())
        shown = shown || text.contains(u"+28"_s) || text == u"28"_s;
    QVERIFY(shown);
}

void TestGuiPuzzleSecret::bestMoveKeepsTheScoresOfItsQuestion()
{
    // The answer of a best move is a move not yet on the board: the scores so far are part of
    // the question, so they stay. Explore does not: its analysis board ranks the moves.
    openPuzzle(u"03-base-monastery-best-move.meeple"_s);
    QVERIFY(!dock()->answerShown());
    QVERIFY(!dock()->scoresHidden());
    QVERIFY(!m_window->infoDock()->scoresHidden());
    QVERIFY(child<QLabel>(dock(), "puzzleSecrecy")->text().contains(u"best move stays hidden"_s));
    QVERIFY(!action("actionExplore")->isEnabled());
    action("actionExplore")->trigger();
    QVERIFY(!m_window->explore()->isExploring());
}

void TestGuiPuzzleSecret::authorViewShowsEverything()
{
    openPuzzle(u"09-mw-mage-city.meeple"_s);
    QVERIFY(dock()->scoresHidden());
    QVERIFY(!action("actionSolveAgain")->isEnabled());
    // The author dialog holds the key: not while solving.
    QVERIFY(!action("actionEditPuzzle")->isEnabled());
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    // Opening the author dialog is the author's view, even when it is closed without a change.
    bool opened = false;
    mltest::ModalAnswerer answerer;
    answerer.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        opened = true;
        dialog->reject();
    });
    action("actionEditPuzzle")->trigger();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(opened);
    QVERIFY(dock()->isAuthorView());
    QVERIFY(!dock()->scoresHidden());
    auto *players = child<QTreeWidget>(m_window.get(), "playerList");
    QVERIFY(!players->isColumnHidden(1));
    QCOMPARE(players->topLevelItem(0)->text(1), u"28"_s);
    QVERIFY(child<QLabel>(dock(), "puzzleSecrecy")->text().startsWith(u"Author's view"_s));
    QVERIFY(child<QLabel>(dock(), "answer")->isVisible());

    // Solve again: a solver's view of the same board, secret once more.
    QVERIFY(action("actionSolveAgain")->isEnabled());
    action("actionSolveAgain")->trigger();
    QVERIFY(!dock()->isAuthorView());
    QVERIFY(dock()->scoresHidden());
    QVERIFY(players->isColumnHidden(1));

    // Another board opens for a solver, whoever wrote the last one.
    m_window->puzzleSolverDock()->setAuthorView(true);
    openPuzzle(u"01-base-farmers.meeple"_s);
    QVERIFY(!dock()->isAuthorView());
    QVERIFY(dock()->scoresHidden());
}

void TestGuiPuzzleSecret::editFlagsAWrongAnswerAndUpdateFixesIt()
{
    // A final-scores answer counts the starting scores: a new one makes the stored key wrong.
    openPuzzle(u"01-base-farmers.meeple"_s);
    auto *flag = child<PuzzleAnswerFlag>(dock(), "staleAnswerFlag");
    QVERIFY(!flag->isVisible());
    QUndoStack *undo = m_window->document()->undoStack();
    const int steps = undo->count();

    typeStartScore(0, 5); // red
    QCOMPARE(undo->count(), steps + 1);
    QVERIFY(m_window->puzzles()->answerWatch()->isFlagged());
    QVERIFY(flag->isVisible());
    QVERIFY(flag->text().contains(u"changed the answer"_s));
    // A solver is told that, not what the answer has become.
    QVERIFY2(!flag->text().contains(u"14"_s), qPrintable(flag->text()));
    auto *update = child<QPushButton>(flag, "updateAnswerButton");
    QVERIFY(update->isVisible() && update->isEnabled());
    QVERIFY(child<QPushButton>(flag, "keepAnswerButton")->isVisible());
    writeScreenshot(u"puzzle-answer-flag-en.png"_s);

    // Update: the rules' key goes into the file as one undo step, and the flag goes.
    QTest::mouseClick(update, Qt::LeftButton);
    QCOMPARE(undo->count(), steps + 2);
    QCOMPARE(undo->text(undo->index() - 1), PuzzleAnswerWatch::tr("Update the puzzle's answer"));
    const QJsonObject stored = m_window->document()->json()["puzzle"_L1]["answer"_L1].toObject();
    QCOMPARE(stored["scores"_L1]["red"_L1].toInt(), 14);
    QCOMPARE(stored["scores"_L1]["blue"_L1].toInt(), 9);
    QVERIFY(!m_window->puzzles()->answerWatch()->isStale());
    QVERIFY(!flag->isVisible());
    FileError error;
    const auto puzzle = Puzzle::parse(*m_window->document()->file(), &error);
    QVERIFY(puzzle);
    const auto check = checkPuzzle(*m_window->document()->file(), *puzzle, &error);
    QVERIFY(check && check->ok);

    // Undo brings the old key back, and with it the flag; redo fixes it again.
    undo->undo();
    QVERIFY(flag->isVisible());
    undo->redo();
    QVERIFY(!flag->isVisible());
    // Undoing the edit itself too leaves a right answer again.
    undo->undo();
    undo->undo();
    QVERIFY(!flag->isVisible());
    QVERIFY(!m_window->puzzles()->answerWatch()->isStale());
}

void TestGuiPuzzleSecret::keepItDismissesTheFlagForThisState()
{
    openPuzzle(u"01-base-farmers.meeple"_s);
    auto *flag = child<PuzzleAnswerFlag>(dock(), "staleAnswerFlag");
    typeStartScore(1, 2); // blue
    QVERIFY(flag->isVisible());
    QTest::mouseClick(child<QPushButton>(flag, "keepAnswerButton"), Qt::LeftButton);
    QVERIFY(!flag->isVisible());
    QVERIFY(m_window->puzzles()->answerWatch()->isStale()); // still wrong, but the author knows
    QVERIFY(!m_window->puzzles()->answerWatch()->isFlagged());
    // The next edit that leaves it wrong flags it again.
    typeStartScore(1, 3);
    QVERIFY(flag->isVisible());
    // In the author's view the flag says what is stored and what the rules give.
    dock()->setAuthorView(true);
    const Game &game = *m_window->document()->game();
    const QMap<QString, int> stored{{u"red"_s, 9}, {u"blue"_s, 9}, {u"green"_s, 0}};
    const QMap<QString, int> now{{u"red"_s, 9}, {u"blue"_s, 12}, {u"green"_s, 0}};
    QVERIFY2(flag->text().contains(u"Stored: "_s + PuzzleAnswerText::points(game, stored)),
             qPrintable(flag->text()));
    QVERIFY2(flag->text().contains(u"The rules now give: "_s + PuzzleAnswerText::points(game, now)),
             qPrintable(flag->text()));
}

void TestGuiPuzzleSecret::savingAWrongAnswerAsksFirst()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath(u"farmers.meeple"_s);
    openPuzzle(u"01-base-farmers.meeple"_s);
    const auto storedRed = [&path] {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) return -1;
        return QJsonDocument::fromJson(f.readAll())["puzzle"_L1]["answer"_L1]["scores"_L1]["red"_L1]
            .toInt();
    };
    // A right answer saves without a question.
    bool asked = false;
    // Only a guard: a box that came would be rejected and counted; none may come.
    m_boxes.expect<QMessageBox>(
        [&](QMessageBox *box) {
            asked = true;
            box->reject();
        },
        0);
    QVERIFY(m_window->saveFile(path));
    QVERIFY(!m_boxes.wait()); // gives up at its next look, before the next question comes
    QVERIFY(!asked);
    QCOMPARE(storedRed(), 9);

    typeStartScore(0, 5);
    // Cancel: nothing is written, the board stays modified.
    answerNextBox([&](QMessageBox *box) {
        asked = box->objectName() == u"staleAnswerSaveBox";
        QVERIFY(box->findChild<QPushButton *>(u"updateAndSave"_s));
        QVERIFY(box->findChild<QPushButton *>(u"saveAnyway"_s));
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!m_window->saveFile(path));
    QVERIFY(asked);
    QVERIFY(m_window->document()->isModified());
    QCOMPARE(storedRed(), 9);

    // Save anyway: the old key is written as it is, and the flag is kept away.
    asked = false;
    answerNextBox([&](QMessageBox *box) {
        asked = true;
        box->findChild<QPushButton *>(u"saveAnyway"_s)->click();
    });
    QVERIFY(m_window->saveFile(path));
    QVERIFY(asked);
    QCOMPARE(storedRed(), 9);
    QVERIFY(!m_window->puzzles()->answerWatch()->isFlagged());

    // Update and save: the file holds the key the rules give.
    typeStartScore(0, 6);
    asked = false;
    answerNextBox([&](QMessageBox *box) {
        asked = true;
        box->findChild<QPushButton *>(u"updateAndSave"_s)->click();
    });
    QVERIFY(m_window->saveFile(path));
    QVERIFY(asked);
    QCOMPARE(storedRed(), 15);
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(!child<PuzzleAnswerFlag>(dock(), "staleAnswerFlag")->isVisible());
}

void TestGuiPuzzleSecret::flagInDutch()
{
    m_window->languages()->setLanguage(u"nl"_s);
    QCoreApplication::processEvents(); // the widgets' LanguageChange is posted
    openPuzzle(u"01-base-farmers.meeple"_s);
    typeStartScore(0, 5);
    auto *flag = child<PuzzleAnswerFlag>(dock(), "staleAnswerFlag");
    QVERIFY(flag->isVisible());
    QVERIFY(!flag->text().contains(u"answer"_s));
    QVERIFY(!child<QPushButton>(flag, "updateAnswerButton")->text().contains(u"Update"_s));
    QVERIFY(!child<QPushButton>(flag, "keepAnswerButton")->text().contains(u"Keep"_s));
    writeScreenshot(u"puzzle-answer-flag-nl.png"_s);
}

QTEST_MAIN(TestGuiPuzzleSecret)
#include "tst_gui_puzzlesecret.moc"
