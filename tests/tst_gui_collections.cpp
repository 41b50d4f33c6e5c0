// SPDX-License-Identifier: GPL-3.0-or-later
// Collections in the library and the solve panel, through the real widgets:
// Puzzles > Library opens a folder as a collection (title and order from its collection.json),
// solving and revealing are remembered per puzzle across windows, Next and Previous in the
// solve panel walk the collection (buttons and keys) and stop at its ends, a puzzle opened on
// its own has neither, progress can be reset, and a Dutch screen shows the Dutch title.
#include "boarddocument.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "puzzlecollectionbar.h"
#include "puzzlecollectionhistory.h"
#include "puzzlelibrary.h"
#include "puzzlelibrarydialog.h"
#include "puzzleprogress.h"
#include "puzzlesolverdock.h"
#include "testdata.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QtTest>

#include <functional>
#include <memory>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

class TestGuiCollections : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void opensAFolderAsACollection();
    void walksTheCollectionFromTheSolvePanel();
    void keepsProgressAcrossWindows();
    void resetsProgress();
    void puzzleOnItsOwnHasNoNextOrPrevious();
    void bundledLibraryShowsItsTitle();
    void dutchScreenShowsTheDutchTitle();
    void authorsViewRecordsNothing();

private:
    static QString collectionDir() { return mltest::dataDir() + u"/collection"_s; }
    void newWindow(const QString &language);
    // Puzzles > Library; `inDialog` runs in the dialog, which is then closed with Open on the
    // puzzle at `row` (or Cancel when row < 0).
    void useLibrary(const std::function<void(PuzzleLibraryDialog *)> &inDialog, int row);
    // Puzzles > Library at the test collection (through its folder dialog), puzzle `row`.
    void openFromTestCollection(int row);
    void solveHillTie();
    PuzzleSolverDock *dock() const { return m_window->puzzleSolverDock(); }
    PuzzleCollectionBar *bar() const { return dock()->findChild<PuzzleCollectionBar *>(); }
    QString place() const { return child<QLabel>(dock(), "collectionPlace")->text(); }
    QString openFileName() const;
    void writeScreenshot(QWidget *widget, const QString &name) const;

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_dialogs;
    mltest::ModalAnswerer m_inner; // the dialogs the library dialog opens
};

void TestGuiCollections::initTestCase()
{
    mltest::useTestSettings();
    QSettings().clear();
}

void TestGuiCollections::init()
{
    newWindow(u"en"_s);
}

void TestGuiCollections::cleanup()
{
    m_dialogs.stop();
    m_inner.stop();
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiCollections::newWindow(const QString &language)
{
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
    m_window = mltest::newWindow(language);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    m_window->activateWindow(); // the keys of Next and Previous work in the active window
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

QString TestGuiCollections::openFileName() const
{
    return QFileInfo(m_window->document()->fileName()).fileName();
}

void TestGuiCollections::writeScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) QVERIFY(widget->grab().save(dir + u'/' + name));
}

void TestGuiCollections::useLibrary(const std::function<void(PuzzleLibraryDialog *)> &inDialog,
                                    int row)
{
    bool answered = false;
    m_dialogs.expect<PuzzleLibraryDialog>([&](PuzzleLibraryDialog *dialog) {
        inDialog(dialog);
        auto *buttons = child<QDialogButtonBox>(dialog, "buttons");
        if (row < 0) {
            QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        } else {
            child<QListWidget>(dialog, "puzzleList")->setCurrentRow(row);
            QTest::mouseClick(buttons->button(QDialogButtonBox::Open), Qt::LeftButton);
        }
        answered = true;
    });
    mltest::action(m_window.get(), "actionPuzzleLibrary")->trigger();
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QVERIFY(answered);
}

void TestGuiCollections::openFromTestCollection(int row)
{
    useLibrary(
        [this](PuzzleLibraryDialog *dialog) {
            m_inner.expect<QFileDialog>([](QFileDialog *files) {
                QCOMPARE(files->objectName(), u"openCollectionDialog"_s);
                QCOMPARE(files->fileMode(), QFileDialog::Directory);
                mltest::answerFileDialog(files, collectionDir());
            });
            QTest::mouseClick(child<QPushButton>(dialog, "openCollectionButton"), Qt::LeftButton);
            QVERIFY2(m_inner.isAnswered(), qPrintable(m_inner.failure()));
        },
        row);
}

// b-hill-tie.meeple: the move scores 12 for red and 12 for blue.
void TestGuiCollections::solveHillTie()
{
    QCOMPARE(openFileName(), u"b-hill-tie.meeple"_s);
    child<QSpinBox>(dock(), "score_red")->setValue(12);
    child<QSpinBox>(dock(), "score_blue")->setValue(12);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
}

void TestGuiCollections::opensAFolderAsACollection()
{
    QStringList rows;
    QString title;
    QString count;
    useLibrary(
        [&](PuzzleLibraryDialog *dialog) {
            // At first the bundled collection.
            QVERIFY(dialog->library().isBundled());
            m_inner.expect<QFileDialog>(
                [](QFileDialog *files) { mltest::answerFileDialog(files, collectionDir()); });
            QTest::mouseClick(child<QPushButton>(dialog, "openCollectionButton"), Qt::LeftButton);
            QVERIFY2(m_inner.isAnswered(), qPrintable(m_inner.failure()));
            auto *list = child<QListWidget>(dialog, "puzzleList");
            for (int i = 0; i < list->count(); ++i)
                rows << list->item(i)->text();
            title = child<QLabel>(dialog, "collectionTitle")->text();
            count = child<QLabel>(dialog, "progressCount")->text();
            // The folder is offered under Collection from now on, and shown.
            auto *choice = child<QComboBox>(dialog, "collectionChoice");
            QCOMPARE(choice->count(), 2);
            QCOMPARE(choice->currentData().toString(), collectionDir());
            QVERIFY(!child<QPushButton>(dialog, "resetProgressButton")->isEnabled());
            writeScreenshot(dialog, u"collection-library-en.png"_s);
        },
        1);
    QCOMPARE(title, u"Test hills"_s);
    // collection.json's order, then the file it does not list.
    QCOMPARE(rows, (QStringList{u"1. Tie on the hills (Scores of the last move)"_s,
                                u"2. A tiny city (Scores of the last move)"_s,
                                u"3. Where may the mage go? (Free question)"_s}));
    QCOMPARE(count, u"0 of 3 solved"_s);
    QCOMPARE(openFileName(), u"a-tiny-city.meeple"_s);
    QCOMPARE(PuzzleCollectionHistory::recentFolders(), QStringList{collectionDir()});
    QVERIFY(dock()->isVisible());
    QCOMPARE(place(), u"Puzzle 2 of 3 · Test hills"_s);
}

void TestGuiCollections::walksTheCollectionFromTheSolvePanel()
{
    openFromTestCollection(0);
    QCOMPARE(openFileName(), u"b-hill-tie.meeple"_s);
    QAction *previous = bar()->previousAction();
    QAction *next = bar()->nextAction();
    auto *previousButton = child<QToolButton>(dock(), "previousPuzzle");
    auto *nextButton = child<QToolButton>(dock(), "nextPuzzle");
    QVERIFY(previousButton->isVisible() && nextButton->isVisible());
    // At the first puzzle: no Previous.
    QVERIFY(!previousButton->isEnabled());
    QVERIFY(nextButton->isEnabled());
    QCOMPARE(place(), u"Puzzle 1 of 3 · Test hills"_s);

    solveHillTie();
    QCOMPARE(place(), u"Puzzle 1 of 3 · Test hills · solved"_s);

    // Next by its key, from the board.
    QCOMPARE(next->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    QCOMPARE(previous->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    m_window->activateWindow(); // back from the library dialog
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
    QTRY_COMPARE(openFileName(), u"a-tiny-city.meeple"_s);
    QCOMPARE(place(), u"Puzzle 2 of 3 · Test hills"_s);
    QVERIFY(previousButton->isEnabled() && nextButton->isEnabled());
    QVERIFY(dock()->puzzle());
    QVERIFY(!dock()->isRevealed()); // a new puzzle starts unsolved

    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    QVERIFY(dock()->isRevealed());
    QCOMPARE(place(), u"Puzzle 2 of 3 · Test hills · revealed"_s);

    // Next by its button, to the last one: no Next there, and its key does nothing.
    QTest::mouseClick(nextButton, Qt::LeftButton);
    QCOMPARE(openFileName(), u"c-free.meeple"_s);
    QCOMPARE(place(), u"Puzzle 3 of 3 · Test hills"_s);
    QVERIFY(!nextButton->isEnabled());
    QVERIFY(previousButton->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
    QCoreApplication::processEvents();
    QCOMPARE(openFileName(), u"c-free.meeple"_s);
    writeScreenshot(m_window.get(), u"collection-solve-panel-en.png"_s);

    // Back by the button and the key, to the first one, which remembers being solved.
    QTest::mouseClick(previousButton, Qt::LeftButton);
    QCOMPARE(openFileName(), u"a-tiny-city.meeple"_s);
    QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
    QTRY_COMPARE(openFileName(), u"b-hill-tie.meeple"_s);
    QCOMPARE(place(), u"Puzzle 1 of 3 · Test hills · solved"_s);
    QVERIFY(!previousButton->isEnabled());
}

// Runs after walksTheCollectionFromTheSolvePanel: b solved, a revealed, c not tried.
void TestGuiCollections::keepsProgressAcrossWindows()
{
    newWindow(u"en"_s);
    QList<int> states;
    QStringList rows;
    QString count;
    useLibrary(
        [&](PuzzleLibraryDialog *dialog) {
            // It opens at the collection used last.
            QCOMPARE(dialog->library().directory(), collectionDir());
            auto *list = child<QListWidget>(dialog, "puzzleList");
            for (int i = 0; i < list->count(); ++i) {
                states << list->item(i)->data(Qt::UserRole).toInt();
                rows << list->item(i)->text();
            }
            count = child<QLabel>(dialog, "progressCount")->text();
            writeScreenshot(dialog, u"collection-progress-en.png"_s);
        },
        -1);
    QCOMPARE(states, (QList<int>{int(PuzzleState::Solved), int(PuzzleState::Revealed),
                                 int(PuzzleState::NotTried)}));
    QCOMPARE(rows[0], u"1. Tie on the hills (Scores of the last move) — solved"_s);
    QCOMPARE(rows[1], u"2. A tiny city (Scores of the last move) — revealed"_s);
    QCOMPARE(rows[2], u"3. Where may the mage go? (Free question)"_s);
    QCOMPARE(count, u"1 of 3 solved, 1 revealed"_s);

    // A right check after Reveal does not make a puzzle solved.
    useLibrary([](PuzzleLibraryDialog *) {}, 1);
    QTest::mouseClick(child<QPushButton>(dock(), "revealButton"), Qt::LeftButton);
    child<QSpinBox>(dock(), "score_red")->setValue(4);
    child<QSpinBox>(dock(), "score_blue")->setValue(0);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    QCOMPARE(place(), u"Puzzle 2 of 3 · Test hills · revealed"_s);
}

void TestGuiCollections::resetsProgress()
{
    QString before;
    QString after;
    QString question;
    QList<int> states;
    useLibrary(
        [&](PuzzleLibraryDialog *dialog) {
            before = child<QLabel>(dialog, "progressCount")->text();
            m_inner.expect<QMessageBox>([&](QMessageBox *box) {
                QCOMPARE(box->objectName(), u"resetProgressBox"_s);
                question = box->text();
                QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
            });
            auto *reset = child<QPushButton>(dialog, "resetProgressButton");
            QVERIFY(reset->isEnabled());
            QTest::mouseClick(reset, Qt::LeftButton);
            QVERIFY2(m_inner.isAnswered(), qPrintable(m_inner.failure()));
            after = child<QLabel>(dialog, "progressCount")->text();
            auto *list = child<QListWidget>(dialog, "puzzleList");
            for (int i = 0; i < list->count(); ++i)
                states << list->item(i)->data(Qt::UserRole).toInt();
            QVERIFY(!reset->isEnabled());
        },
        -1);
    QCOMPARE(before, u"1 of 3 solved, 1 revealed"_s);
    QCOMPARE(question, u"Mark all 3 puzzles of “Test hills” as not tried?"_s);
    QCOMPARE(after, u"0 of 3 solved"_s);
    QCOMPARE(states, QList<int>(3, int(PuzzleState::NotTried)));
}

void TestGuiCollections::puzzleOnItsOwnHasNoNextOrPrevious()
{
    // A collection puzzle, then a board from elsewhere: the collection is left.
    openFromTestCollection(1);
    QVERIFY(bar()->nextAction()->isEnabled());
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/puzzlecheck/best-one.meeple"_s));
    QVERIFY(dock()->isVisible());
    QCOMPARE(place(), u"Not from a collection"_s);
    QVERIFY(!child<QToolButton>(dock(), "previousPuzzle")->isEnabled());
    QVERIFY(!child<QToolButton>(dock(), "nextPuzzle")->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
    QCoreApplication::processEvents();
    QCOMPARE(openFileName(), u"best-one.meeple"_s);
    // Nor does a collection's file opened on its own, before the library opened it.
    newWindow(u"en"_s);
    QVERIFY(m_window->openFile(collectionDir() + u"/b-hill-tie.meeple"_s));
    QCOMPARE(place(), u"Not from a collection"_s);
    QVERIFY(!bar()->nextAction()->isEnabled());
    // Its progress counts all the same: the library knows the puzzle by its content.
    solveHillTie();
    useLibrary(
        [](PuzzleLibraryDialog *dialog) {
            QCOMPARE(child<QListWidget>(dialog, "puzzleList")->item(0)->data(Qt::UserRole),
                     int(PuzzleState::Solved));
        },
        -1);
}

void TestGuiCollections::bundledLibraryShowsItsTitle()
{
    const PuzzleLibrary bundled;
    useLibrary(
        [&](PuzzleLibraryDialog *dialog) {
            auto *choice = child<QComboBox>(dialog, "collectionChoice");
            choice->setCurrentIndex(0);
            Q_EMIT choice->activated(0); // as a user picks it
            QVERIFY(dialog->library().isBundled());
            QCOMPARE(child<QLabel>(dialog, "collectionTitle")->text(), u"Meeple Lab puzzles"_s);
            QCOMPARE(child<QListWidget>(dialog, "puzzleList")->count(), bundled.entries().size());
            QCOMPARE(child<QLabel>(dialog, "progressCount")->text(),
                     u"0 of %1 solved"_s.arg(bundled.entries().size()));
            writeScreenshot(dialog, u"collection-bundled-en.png"_s);
        },
        2);
    QCOMPARE(m_window->document()->fileName(), bundled.entries()[2].path);
    QCOMPARE(place(), u"Puzzle 3 of %1 · Meeple Lab puzzles"_s.arg(bundled.entries().size()));
    QTest::mouseClick(child<QToolButton>(dock(), "nextPuzzle"), Qt::LeftButton);
    QCOMPARE(m_window->document()->fileName(), bundled.entries()[3].path);
}

void TestGuiCollections::dutchScreenShowsTheDutchTitle()
{
    newWindow(u"nl"_s);
    QString title;
    QString count;
    useLibrary(
        [&](PuzzleLibraryDialog *dialog) {
            auto *choice = child<QComboBox>(dialog, "collectionChoice");
            choice->setCurrentIndex(0);
            Q_EMIT choice->activated(0);
            QCOMPARE(child<QLabel>(dialog, "collectionTitle")->text(), u"Meeple Lab-puzzels"_s);
            writeScreenshot(dialog, u"collection-bundled-nl.png"_s);
            const int test = choice->findData(collectionDir());
            QVERIFY(test > 0);
            choice->setCurrentIndex(test);
            Q_EMIT choice->activated(test);
            title = child<QLabel>(dialog, "collectionTitle")->text();
            count = child<QLabel>(dialog, "progressCount")->text();
            QCOMPARE(choice->itemText(0), u"Meegeleverde puzzels"_s);
            writeScreenshot(dialog, u"collection-library-nl.png"_s);
        },
        0);
    QCOMPARE(title, u"Testheuvels"_s);
    QVERIFY2(count.startsWith(u"1 van 3 opgelost"_s), qPrintable(count));
    QCOMPARE(place(), u"Puzzel 1 van 3 · Testheuvels · opgelost"_s);
    QVERIFY(!child<QToolButton>(dock(), "previousPuzzle")->isEnabled());
    QCOMPARE(bar()->nextAction()->text(), u"Vol&gende >"_s);
    QCOMPARE(child<QToolButton>(dock(), "nextPuzzle")->text(), u"Volgende >"_s);
    writeScreenshot(m_window.get(), u"collection-solve-panel-nl.png"_s);
    // The language changes while the puzzle is open: the bar follows.
    m_window->languages()->setLanguage(u"en"_s);
    QTRY_COMPARE(place(), u"Puzzle 1 of 3 · Test hills · solved"_s);
}

// After resetsProgress: a-tiny-city.meeple is not tried. Whoever wrote the puzzle knew the
// answer, so a check or Reveal in the author's view is no progress.
void TestGuiCollections::authorsViewRecordsNothing()
{
    openFromTestCollection(1);
    QCOMPARE(openFileName(), u"a-tiny-city.meeple"_s);
    const QString key = PuzzleProgress::keyOf(*m_window->document()->file());
    dock()->setAuthorView(true);
    child<QSpinBox>(dock(), "score_red")->setValue(4);
    child<QSpinBox>(dock(), "score_blue")->setValue(0);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(dock()->verdict(), PuzzleSolverDock::Verdict::Right);
    dock()->reveal();
    QCOMPARE(PuzzleProgress::state(key), PuzzleState::NotTried);
    QCOMPARE(place(), u"Puzzle 2 of 3 · Test hills"_s);
    // Back in the solver's view (another board opened and this one again) it counts.
    QTest::mouseClick(child<QToolButton>(dock(), "previousPuzzle"), Qt::LeftButton);
    QTest::mouseClick(child<QToolButton>(dock(), "nextPuzzle"), Qt::LeftButton);
    QVERIFY(!dock()->isAuthorView());
    child<QSpinBox>(dock(), "score_red")->setValue(4);
    QTest::mouseClick(child<QPushButton>(dock(), "checkButton"), Qt::LeftButton);
    QCOMPARE(PuzzleProgress::state(key), PuzzleState::Solved);
}

QTEST_MAIN(TestGuiCollections)
#include "tst_gui_collections.moc"
