// SPDX-License-Identifier: GPL-3.0-or-later
// Honest answer keys while authoring: the author dialog, opened from the window's
// Puzzles menu on a board, warns when several moves share the best gain and lets the author
// accept all of them (the saved file then lists every one) or go back to change the board; and
// it shows the answer under each rules reading that changes it, without freezing meanwhile.
#include "boarddocument.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "puzzleauthordialog.h"
#include "puzzlecheck.h"
#include "puzzlecontroller.h"
#include "puzzletextedit.h"
#include "testdata.h"
#include "timeline.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::Literals::StringLiterals;
using mltest::child;

class TestGuiPuzzleAuthor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void acceptsAllSharedBestMoves();
    void changeTheBoardKeepsTheTexts();
    void showsTheAnswerUnderEachReading();
    void warnsInDutch();

private:
    // Opens library puzzle `name` without its puzzle key in a new window in `language`, as a
    // board an author starts from, saved in the temporary folder.
    void openBoard(const QString &name, const QString &language = u"en"_s);
    // Runs the author dialog from the Puzzles menu; `drive` fills and closes it.
    void author(const std::function<void(PuzzleAuthorDialog *)> &drive);
    // The board saved to a file and read back, as the next session would open it.
    BoardFile savedBoard();
    // The puzzle of savedBoard(); stops the test when it does not parse.
    Puzzle savedPuzzle(BoardFile *saved);
    void writeScreenshot(QWidget *dialog, const QString &name);

    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiPuzzleAuthor::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_tmp.isValid());
}

void TestGuiPuzzleAuthor::cleanup()
{
    m_window.reset();
}

void TestGuiPuzzleAuthor::openBoard(const QString &name, const QString &language)
{
    QFile in(QDir::cleanPath(mltest::examplesDir() + u"/../puzzles/"_s + name));
    QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
    QJsonObject json = QJsonDocument::fromJson(in.readAll()).object();
    json.remove(u"puzzle");
    const QString path = m_tmp.filePath(name);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();
    m_window = mltest::newWindow(language);
    QVERIFY(m_window->openFile(path));
    QVERIFY(mltest::showWindow(*m_window, QSize(1200, 680)));
}

void TestGuiPuzzleAuthor::author(const std::function<void(PuzzleAuthorDialog *)> &drive)
{
    bool driven = false;
    mltest::ModalAnswerer answerer;
    answerer.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        drive(dialog);
        driven = true;
        if (dialog->isVisible()) dialog->reject(); // a failed check leaves it open
    });
    m_window->puzzles()->editPuzzle();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(driven);
}

BoardFile TestGuiPuzzleAuthor::savedBoard()
{
    const QString path = m_tmp.filePath(u"saved.meeple"_s);
    QString why;
    if (!m_window->document()->save(path, &why)) qFatal("not saved: %s", qPrintable(why));
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    FileError error;
    const auto file = BoardFile::parse(in.readAll(), &error);
    if (!file) qFatal("%s", qPrintable(error.toString(path)));
    return *file;
}

Puzzle TestGuiPuzzleAuthor::savedPuzzle(BoardFile *saved)
{
    *saved = savedBoard();
    FileError error;
    const auto puzzle = Puzzle::parse(*saved, &error);
    if (!puzzle) qFatal("%s", qPrintable(error.toString(u"saved"_s)));
    return *puzzle;
}

// MEEPLELAB_SCREENSHOTS=DIR keeps the dialog, and the whole screen under a real window system.
void TestGuiPuzzleAuthor::writeScreenshot(QWidget *dialog, const QString &name)
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(200);
    QVERIFY(dialog->grab().save(dir + u'/' + name + u".png"_s));
    if (QGuiApplication::platformName() == u"xcb")
        QVERIFY(QGuiApplication::primaryScreen()->grabWindow(0).save(dir + u'/' + name +
                                                                     u"-screen.png"_s));
}

namespace
{

// Computes the key and waits for the search, then for the review of the readings.
bool computeAndReview(PuzzleAuthorDialog *dialog)
{
    QSignalSpy computed(dialog, &PuzzleAuthorDialog::answerComputed);
    QSignalSpy reviewed(dialog, &PuzzleAuthorDialog::reviewFinished);
    QTest::mouseClick(child<QPushButton>(dialog, "computeAnswer"), Qt::LeftButton);
    if (computed.isEmpty() && !computed.wait(20000)) return false;
    if (!computed.at(0).at(0).toBool()) return false;
    // The review runs on a worker thread: the dialog says so and stays usable meanwhile.
    if (!dialog->isReviewing()) return false;
    if (!child<QLabel>(dialog, "readingWarning")->isVisible()) return false;
    return reviewed.wait(60000) && !dialog->isReviewing();
}

// Red's tile L as a best-move question (every board here has red, L and these rules), the
// key computed and reviewed.
bool askWhereLGoes(PuzzleAuthorDialog *dialog, const QString &question)
{
    auto *kind = child<QComboBox>(dialog, "kind");
    kind->setCurrentIndex(kind->findData(int(PuzzleKind::BestMove)));
    auto *players = child<QComboBox>(dialog, "player");
    players->setCurrentIndex(players->findData(u"red"_s));
    auto *tiles = child<QComboBox>(dialog, "tile");
    tiles->setCurrentIndex(tiles->findData(u"L"_s));
    QTest::keyClicks(child<PuzzleTextEdit>(dialog, "question")->editor(u"en"_s), question);
    return computeAndReview(dialog);
}

QPushButton *okButton(PuzzleAuthorDialog *dialog)
{
    return child<QDialogButtonBox>(dialog, "")->button(QDialogButtonBox::Ok);
}

} // namespace

void TestGuiPuzzleAuthor::acceptsAllSharedBestMoves()
{
    // L ends red's road in three of its turns, all for 3 (R-BASE-8): three right answers.
    openBoard(u"22-base-best-move-not-for-blue.meeple"_s);
    author([&](PuzzleAuthorDialog *dialog) {
        QVERIFY(askWhereLGoes(dialog, u"Where does L go?"_s));
        const QString warning = child<QLabel>(dialog, "uniqueness")->text();
        QVERIFY2(warning.startsWith(u"3 moves share the best gain of 3:"_s), qPrintable(warning));
        QCOMPARE(warning.count(u"• (1, 0) turned"_s), 3);
        auto *acceptAll = child<QCheckBox>(dialog, "acceptAllBest");
        QVERIFY(acceptAll->isVisible());
        QVERIFY(child<QPushButton>(dialog, "changeBoard")->isVisible());
        // No reading changes this key: no second warning.
        QVERIFY(!child<QLabel>(dialog, "readingWarning")->isVisible());

        child<QCheckBox>(dialog, "confirmAnswer")->click();
        QVERIFY(!okButton(dialog)->isEnabled()); // the shared moves are not accepted yet
        QVERIFY(child<QLabel>(dialog, "status")->text().contains(u"accept all of them"_s));
        writeScreenshot(dialog, u"puzzle-author-shared-best"_s);
        acceptAll->click();
        QVERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
    });

    // The saved file lists every best move, and check finds the key right and not unique.
    BoardFile saved;
    const Puzzle puzzle = savedPuzzle(&saved);
    QVERIFY(puzzle.answer);
    QCOMPARE(puzzle.answer->gain, 3);
    QCOMPARE(puzzle.answer->best.size(), 3);
    FileError error;
    const auto check = checkPuzzle(saved, puzzle, &error);
    QVERIFY2(check && check->ok, qPrintable(check ? check->computed : error.reason));
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    const auto review =
        reviewPuzzle(Timeline::build(saved, {}, options), puzzle, check->answer, &error);
    QVERIFY(review);
    QCOMPARE(review->unique, std::optional<bool>(false));
    QCOMPARE(review->bestMoves.size(), 3);
}

void TestGuiPuzzleAuthor::changeTheBoardKeepsTheTexts()
{
    openBoard(u"22-base-best-move-not-for-blue.meeple"_s);
    author([&](PuzzleAuthorDialog *dialog) {
        QVERIFY(askWhereLGoes(dialog, u"Where does L go?"_s));
        QTest::mouseClick(child<QPushButton>(dialog, "changeBoard"), Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
    });
    // The question stays on the board for the next try; no key was stored with it.
    BoardFile saved;
    const Puzzle puzzle = savedPuzzle(&saved);
    QCOMPARE(puzzle.question.en, u"Where does L go?"_s);
    QCOMPARE(puzzle.kind, PuzzleKind::BestMove);
    QVERIFY(!puzzle.answer);
}

void TestGuiPuzzleAuthor::showsTheAnswerUnderEachReading()
{
    // Two knights each, red's both on hills, blue's one: hillTiebreak count gives red alone
    // the city (R-HS-HI-7); presence lets the tie stand (R-HS-HI-6).
    openBoard(u"17-hs-hill-count.meeple"_s);
    author([&](PuzzleAuthorDialog *dialog) {
        auto *kind = child<QComboBox>(dialog, "kind");
        kind->setCurrentIndex(kind->findData(int(PuzzleKind::TurnScores)));
        QTest::keyClicks(child<PuzzleTextEdit>(dialog, "question")->editor(u"en"_s),
                         u"What does the move score?"_s);
        QVERIFY(computeAndReview(dialog));
        QVERIFY(!child<QCheckBox>(dialog, "acceptAllBest")->isVisible());
        auto *readings = child<QLabel>(dialog, "readingWarning");
        QVERIFY(readings->isVisible());
        const QString text = readings->text();
        QVERIFY2(text.contains(u"this board (hillTiebreak: count): Red 12, Blue 0"_s),
                 qPrintable(text));
        QVERIFY2(text.contains(u"hillTiebreak: presence: Red 12, Blue 12"_s), qPrintable(text));
        QVERIFY(text.contains(u"the question should then name the reading"_s));
        writeScreenshot(dialog, u"puzzle-author-readings"_s);
        // A warning, not a refusal: such a puzzle may be stored.
        child<QCheckBox>(dialog, "confirmAnswer")->click();
        QVERIFY(okButton(dialog)->isEnabled());
        // Another kind forgets the key and its warning.
        kind->setCurrentIndex(kind->findData(int(PuzzleKind::FinalScores)));
        QVERIFY(!readings->isVisible());
        QVERIFY(!dialog->isReviewing());
    });
}

void TestGuiPuzzleAuthor::warnsInDutch()
{
    openBoard(u"20-base-best-move-tiny-city.meeple"_s, u"nl"_s);
    author([&](PuzzleAuthorDialog *dialog) {
        QVERIFY(askWhereLGoes(dialog, u"Waar gaat L heen?"_s));
        // Red closes the two-tile city for 4 (R-BASE-9); by the 2000 rules it is worth 2 and
        // ending the road for 3 is better (R-BASE-9V).
        const QString text = child<QLabel>(dialog, "readingWarning")->text();
        QVERIFY2(text.startsWith(u"Het antwoord hangt af van hoe de regels gelezen worden:"_s),
                 qPrintable(text));
        QVERIFY2(text.contains(u"tinyCity: 2: voorsprong 3 met"_s), qPrintable(text));
        QVERIFY(text.contains(u"de vraag moet dan de lezing noemen"_s));
        QVERIFY(
            child<QLabel>(dialog, "uniqueness")->text().startsWith(u"De beste zet is de enige"_s));
        writeScreenshot(dialog, u"puzzle-author-readings-nl"_s);
    });
}

QTEST_MAIN(TestGuiPuzzleAuthor)
#include "tst_gui_puzzleauthor.moc"
