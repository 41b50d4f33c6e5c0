// SPDX-License-Identifier: GPL-3.0-or-later
// The solver sees the question, never the answer, driven through the main window's widgets:
// every action of the window is triggered while a bundled puzzle is unsolved, and none may
// show what the answer is made of (explore, the score log, the analysis board, the outlook,
// Compare variants, the author dialog, the board's text with its key); the guarded ones are
// disabled with a tool tip that says why. A turn-scores puzzle shows its move before the
// scoring, every scoring figure standing and the tile outlined; the author is warned when a
// scoring figure cannot be seen. A right answer shows the author's explanation at once, and
// a wrong verdict goes as soon as a new answer is entered.
#include "analysiscontroller.h"
#include "answersecrecy.h"
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "game.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "puzzle.h"
#include "puzzleauthordialog.h"
#include "puzzlecontroller.h"
#include "puzzleposition.h"
#include "puzzlesolverdock.h"
#include "puzzletextedit.h"
#include "scorelogdock.h"
#include "stepperdock.h"
#include "timeline.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

namespace
{

// Closes every modal dialog that comes while it lives (a file dialog, a question, the print
// dialog), remembering the class of each, so that any action can be triggered blind.
class ModalCloser
{
public:
    ModalCloser()
    {
        QObject::connect(&m_poll, &QTimer::timeout, [this] {
            QWidget *w = QApplication::activeModalWidget();
            if (!w) return;
            m_seen << QString::fromLatin1(w->metaObject()->className());
            if (auto *d = qobject_cast<QDialog *>(w))
                d->reject();
            else
                w->close();
        });
        m_poll.start(20);
    }
    const QStringList &seen() const { return m_seen; }

private:
    QTimer m_poll;
    QStringList m_seen;
};

} // namespace

class TestGuiSolverView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void init();
    void cleanup();
    void noActionShowsTheAnswerWhileSolving_data();
    void noActionShowsTheAnswerWhileSolving();
    void analysisBoardIsRefusedByItsKeys();
    void guardedActionsComeBackAfterReveal();
    void turnScoresShowsTheMoveBeforeItsScoring_data();
    void turnScoresShowsTheMoveBeforeItsScoring();
    void authorIsWarnedOfAScorerTheSolverCannotSee();
    void rightAnswerShowsTheExplanationAtOnce();
    void wrongVerdictGoesWhenANewAnswerIsEntered();
    void emptyHintRowIsRefusedWithAMessage();
    void typingAHintTriggersNoButton();

private:
    void openPuzzle(const QString &name);
    PuzzleSolverDock *dock() const { return m_window->puzzleSolverDock(); }
    // Every dock, panel or dialog that would show what the answer is made of, shown now.
    QStringList revealingNow() const;

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_boxes;
};

void TestGuiSolverView::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
}

void TestGuiSolverView::cleanup()
{
    m_boxes.stop();
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiSolverView::openPuzzle(const QString &name)
{
    m_window->document()->undoStack()->setClean(); // no "save changes?" in the way
    QVERIFY(mltest::openPuzzle(*m_window, name));
    QVERIFY(dock()->answerSecret());
}

QStringList TestGuiSolverView::revealingNow() const
{
    QStringList out;
    if (m_window->explore()->isExploring()) out << u"explore mode"_s;
    AnalysisController *analysis = m_window->explore()->analysis();
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>())
        if (d->isVisible() && (d == m_window->stepperDock() || d == m_window->scoreLogDock() ||
                               d->toggleViewAction() == analysis->analysisAction() ||
                               d->toggleViewAction() == analysis->outlookAction()))
            out << d->objectName() + u" shown"_s;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w->isVisible() &&
            (w->objectName() == u"variantCompareDialog" || qobject_cast<PuzzleAuthorDialog *>(w)))
            out << w->objectName() + u" open"_s;
    // The board's text holds the stored key.
    if (QApplication::clipboard()->text().contains(u"\"answer\""_s))
        out << u"the key on the clipboard"_s;
    return out;
}

void TestGuiSolverView::noActionShowsTheAnswerWhileSolving_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("best move") << u"03-base-monastery-best-move.meeple"_s;
    QTest::newRow("turn scores") << u"09-mw-mage-city.meeple"_s;
    QTest::newRow("final scores") << u"01-base-farmers.meeple"_s;
    QTest::newRow("free question") << u"13-mw-free-mage-field.meeple"_s;
}

void TestGuiSolverView::noActionShowsTheAnswerWhileSolving()
{
    QFETCH(QString, file);
    QApplication::clipboard()->clear();
    openPuzzle(file);
    // The guarded ones: disabled, and saying why.
    const QList<QAction *> guarded = m_window->puzzles()->secrecy()->guarded();
    QVERIFY(guarded.size() >= 10);
    for (QAction *a : guarded) {
        QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        QCOMPARE(a->toolTip(), AnswerSecrecy::why());
    }
    // Then every action of the window, blind: whatever it does, the answer stays hidden.
    const QList<QAction *> actions = m_window->findChildren<QAction *>();
    QVERIFY(actions.size() > 40);
    int triggered = 0;
    for (const QPointer<QAction> a : actions) {
        if (!a || !a->isEnabled() || a->menu() || a->isSeparator()) continue;
        const QString name = a->objectName().isEmpty() ? a->text() : a->objectName();
        // Quitting closes the window under test; a language switch is tried by the Dutch
        // tests. Neither shows a score.
        if (name == u"actionQuit" || name == u"actionLanguageNl") continue;
        {
            ModalCloser closer;
            a->trigger();
            QTest::qWait(30);
        }
        ++triggered;
        const QStringList shown = revealingNow();
        QVERIFY2(shown.isEmpty(), qPrintable(name + u": "_s + shown.join(u", ")));
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w != m_window.get() && w->isVisible() && qobject_cast<QDialog *>(w)) w->close();
        // The next action starts from the puzzle unsolved again (an action may have opened
        // another board or edited this one).
        if (!dock()->answerSecret() || !m_window->document()->undoStack()->isClean())
            openPuzzle(file);
    }
    QVERIFY(triggered > 20);
}

void TestGuiSolverView::analysisBoardIsRefusedByItsKeys()
{
    // What a solver did: Ctrl+T, then Ctrl+Shift+A showed "+4 at (0,-1)".
    openPuzzle(u"03-base-monastery-best-move.meeple"_s);
    m_window->activateWindow();
    QTest::keyClick(m_window.get(), Qt::Key_T, Qt::ControlModifier);
    QTest::keyClick(m_window.get(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
    QCoreApplication::processEvents();
    QVERIFY2(revealingNow().isEmpty(), qPrintable(revealingNow().join(u", ")));
    QVERIFY(!m_window->explore()->analysis()->analysisAction()->isChecked());
}

void TestGuiSolverView::guardedActionsComeBackAfterReveal()
{
    openPuzzle(u"09-mw-mage-city.meeple"_s);
    QAction *exploreAction = mltest::action(m_window.get(), "actionExplore");
    QAction *analysis = m_window->explore()->analysis()->analysisAction();
    QVERIFY(!exploreAction->isEnabled());
    QVERIFY(!analysis->isEnabled());
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QVERIFY(!dock()->answerSecret());
    QVERIFY(exploreAction->isEnabled());
    QVERIFY(analysis->isEnabled());
    QVERIFY(mltest::action(m_window.get(), "actionEditPuzzle")->isEnabled());
    QVERIFY(exploreAction->toolTip() != AnswerSecrecy::why());
    exploreAction->trigger();
    QVERIFY(m_window->explore()->isExploring());
    // Another puzzle: secret again, and explore ends.
    openPuzzle(u"01-base-farmers.meeple"_s);
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!exploreAction->isEnabled());
}

void TestGuiSolverView::turnScoresShowsTheMoveBeforeItsScoring_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("figuresScoring"); // figures on the board that leave with the scoring
    // R-HS-SH-6: the stable scores the flock in the shepherd's own step.
    QTest::newRow("flock to the stable") << u"06-hs-flock-stable.meeple"_s << 1;
    // R-MW-*: the mage's city scores in phase 3.
    QTest::newRow("mage city") << u"09-mw-mage-city.meeple"_s << 1;
}

void TestGuiSolverView::turnScoresShowsTheMoveBeforeItsScoring()
{
    QFETCH(QString, file);
    QFETCH(int, figuresScoring);
    openPuzzle(file);
    BoardView *view = m_window->boardView();
    const Game *shown = view->game();
    const Game *after = m_window->document()->game();
    QVERIFY(shown && after);
    QVERIFY(shown != after);
    // Every figure that scores still stands on the board shown.
    QVERIFY(shown->figures().size() >= after->figures().size() + figuresScoring);
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const Timeline timeline = Timeline::build(*m_window->document()->file(), {}, options);
    const PuzzlePosition position = puzzlePosition(timeline, PuzzleKind::TurnScores);
    QVERIFY(unseenScorers(timeline, PuzzleKind::TurnScores, position, {}).isEmpty());
    // The same test against the board after the move finds the scorers gone.
    PuzzlePosition afterMove = position;
    afterMove.game = timeline.afterMoves();
    QVERIFY(!unseenScorers(timeline, PuzzleKind::TurnScores, afterMove, {}).isEmpty());
    // The move's tile is outlined.
    QVERIFY(position.askedCell.has_value());
    QCOMPARE(view->stepMarks().cells, QList<Cell>{*position.askedCell});
    QCOMPARE(shown->board().tiles().back().at, *position.askedCell);
    // After Reveal, Explore takes the board, and gives it back to the question after.
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    m_window->explore()->setExploring(true);
    QVERIFY(view->game() != shown);
    m_window->explore()->setExploring(false);
    QCOMPARE(view->game(), shown);
}

void TestGuiSolverView::authorIsWarnedOfAScorerTheSolverCannotSee()
{
    // The flock puzzle with the shepherd's tile faded: the solver cannot count its sheep.
    QFile in(u":/puzzles/06-hs-flock-stable.meeple"_s);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject board = QJsonDocument::fromJson(in.readAll()).object();
    // The cell list built by append: clang reads QJsonArray{QJsonArray{0, 0}} as a copy of
    // the inner array, which made "cells" [0, 0].
    QJsonArray cells;
    cells.append(QJsonArray{0, 0});
    board[u"annotations"_s] = QJsonArray{QJsonObject{{u"type"_s, u"dim"_s}, {u"cells"_s, cells}}};
    QTemporaryDir dir;
    const QString path = dir.filePath(u"dimmed.meeple"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(board).toJson());
    out.close();
    // On a refusal the window shows why in its load error box: the failure quotes it.
    const bool opened = m_window->openFile(path);
    const auto *refused = m_window->findChild<QMessageBox *>(u"loadErrorBox"_s);
    QVERIFY2(opened, refused ? qPrintable(refused->informativeText()) : "no reason shown");
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QString warning;
    m_boxes.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        auto *label = child<QLabel>(dialog, "readingWarning");
        warning = label->isVisible() ? label->text() : QString();
        dialog->reject();
    });
    mltest::action(m_window.get(), "actionEditPuzzle")->trigger();
    QVERIFY2(m_boxes.wait(), qPrintable(m_boxes.failure()));
    QVERIFY2(warning.startsWith(
                 PuzzleAuthorDialog::tr("The solver cannot answer this from what they see:")),
             qPrintable(warning));
    QVERIFY2(warning.contains(u"dim annotation"_s), qPrintable(warning));

    // Without the dim, no warning.
    QVERIFY(m_window->openFile(u":/puzzles/06-hs-flock-stable.meeple"_s));
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    m_boxes.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        auto *label = child<QLabel>(dialog, "readingWarning");
        warning = label->isVisible() ? label->text() : QString();
        dialog->reject();
    });
    mltest::action(m_window.get(), "actionEditPuzzle")->trigger();
    QVERIFY2(m_boxes.wait(), qPrintable(m_boxes.failure()));
    QVERIFY2(!warning.contains(u"cannot answer"_s), qPrintable(warning));
}

void TestGuiSolverView::rightAnswerShowsTheExplanationAtOnce()
{
    openPuzzle(u"06-hs-flock-stable.meeple"_s);
    auto *explanation = child<QLabel>(dock(), "explanation");
    QVERIFY(!explanation->isVisible());
    child<QSpinBox>(dock(), "score_red")->setValue(7);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QVERIFY(!dock()->answerSecret());
    QVERIFY(explanation->isVisible());
    QVERIFY2(explanation->text().contains(u"R-HS-SH-6"_s), qPrintable(explanation->text()));
}

void TestGuiSolverView::wrongVerdictGoesWhenANewAnswerIsEntered()
{
    openPuzzle(u"06-hs-flock-stable.meeple"_s);
    auto *verdict = child<QLabel>(dock(), "verdict");
    auto *red = child<QSpinBox>(dock(), "score_red");
    red->setValue(3);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QVERIFY(verdict->isVisible());
    QVERIFY(verdict->text().contains(PuzzleSolverDock::tr("Not right.")));
    // Typing a new score: the old verdict goes at once.
    red->setFocus();
    QTest::keyClick(red, Qt::Key_Up);
    QVERIFY(!verdict->isVisible() || !verdict->text().contains(PuzzleSolverDock::tr("Not right.")));
    QVERIFY(dock()->answerSecret());
}

void TestGuiSolverView::emptyHintRowIsRefusedWithAMessage()
{
    openPuzzle(u"06-hs-flock-stable.meeple"_s);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    m_boxes.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        const auto close = qScopeGuard([dialog] {
            if (dialog->isVisible()) dialog->reject();
        });
        auto *ok = child<QDialogButtonBox>(dialog, "")->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(child<QPushButton>(dialog, "addHint"), Qt::LeftButton);
        QVERIFY(!ok->isEnabled());
        auto *status = child<QLabel>(dialog, "status");
        QCOMPARE(status->text(), PuzzleAuthorDialog::tr("Hint %1 is empty: write it, or remove "
                                                        "the row.")
                                     .arg(2));
        auto *hints = child<QTableWidget>(dialog, "hints");
        hints->item(1, 1)->setText(u"Alleen Nederlands"_s);
        QCOMPARE(status->text(), PuzzleAuthorDialog::tr("Hint %1 has no English text: write "
                                                        "it, or remove the hint.")
                                     .arg(2));
        hints->item(1, 0)->setText(u"Count the sheep."_s);
        QVERIFY(ok->isEnabled());
    });
    mltest::action(m_window.get(), "actionEditPuzzle")->trigger();
    QVERIFY2(m_boxes.wait(), qPrintable(m_boxes.failure()));
}

void TestGuiSolverView::typingAHintTriggersNoButton()
{
    openPuzzle(u"06-hs-flock-stable.meeple"_s);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    m_boxes.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        // A failed check leaves the answer early: the dialog closes all the same, so that the
        // test fails instead of waiting in exec().
        const auto close = qScopeGuard([dialog] {
            if (dialog->isVisible()) dialog->reject();
        });
        auto *hints = child<QTableWidget>(dialog, "hints");
        auto *kind = child<QComboBox>(dialog, "kind");
        const int kindBefore = kind->currentIndex();
        QTest::mouseClick(child<QPushButton>(dialog, "addHint"), Qt::LeftButton);
        QCOMPARE(hints->rowCount(), 2);
        // Every accelerator letter of the dialog, typed as text into the new hint.
        hints->setFocus();
        const QString text = u"Kind of tile: add, remove, compute, change all hints"_s;
        // Each key to whichever widget has the focus, as the keyboard sends it: the first
        // opens the cell's editor.
        // The dialog's own focus widget: a window manager may not have made the new dialog
        // the active window yet, and keys must not reach the main window behind it.
        for (const QChar c : text)
            QTest::keyClick(dialog->focusWidget(), c.toLatin1());
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);
        QCOMPARE(hints->rowCount(), 2);
        QCOMPARE(kind->currentIndex(), kindBefore);
        QVERIFY(!dialog->isComputing());
        QCOMPARE(hints->item(1, 0)->text(), text);
    });
    mltest::action(m_window.get(), "actionEditPuzzle")->trigger();
    QVERIFY2(m_boxes.wait(), qPrintable(m_boxes.failure()));
}

QTEST_MAIN(TestGuiSolverView)
#include "tst_gui_solverview.moc"
