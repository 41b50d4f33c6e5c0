// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's explore mode and puzzles as a user meets them: step a
// bundled example to the end with the keys and read the scores and the explained terms, in
// English and Dutch; jump from the score log; score a board now; compare a hill tie under
// both tie-breaks; follow a rule link into the rules panel and an example link out of it;
// open a puzzle from the library and answer it wrong and right; author a puzzle as one undo
// step.
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "optiontext.h"
#include "puzzleauthordialog.h"
#include "puzzlelibrarydialog.h"
#include "puzzlesolverdock.h"
#include "puzzletextedit.h"
#include "rulebook.h"
#include "rulespaneldock.h"
#include "scorelogdock.h"
#include "scorelogmodel.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"
#include "variantcomparedialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;
using mltest::child;

class TestGuiExplore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void stepsTheMageCityWithTheKeys();
    void explainsInDutch();
    void scoreLogRowMovesTheStepper();
    void scoresTheBoardNow();
    void comparesAHillTie();
    void exportsBothReadingsSideBySide();
    void ruleLinksLeadToTheRulesPanelAndBack();
    void solvesALibraryPuzzleWrongAndRight();
    void authorsAPuzzleAsOneUndoStep();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    Stepper *stepper() const { return m_window->stepperDock()->stepper(); }
    QString score(int row, int column) const;
    // Presses a step key until the stepper stops moving.
    void pressUntilStill(Qt::Key key);
    void writeScreenshot(const QString &name) const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiExplore::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiExplore::cleanup()
{
    m_window.reset();
}

QString TestGuiExplore::score(int row, int column) const
{
    auto *t = child<QTreeWidget>(m_window->stepperDock(), "stepScores");
    return t->topLevelItem(row) ? t->topLevelItem(row)->text(column) : QString();
}

void TestGuiExplore::pressUntilStill(Qt::Key key)
{
    for (int guard = 0; guard < 200; ++guard) {
        const int before = stepper()->current();
        QTest::keyClick(m_window.get(), key, Qt::AltModifier);
        if (stepper()->current() == before) return;
    }
    QFAIL("the stepper never stopped");
}

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the window for people to look at.
void TestGuiExplore::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(100); // let the layouts catch up with the new texts
    m_window->grab().save(dir + u'/' + name);
}

void TestGuiExplore::stepsTheMageCityWithTheKeys()
{
    QVERIFY(!m_window->stepperDock()->isVisible());
    QVERIFY(!action("actionStepNext")->isEnabled());
    action("actionExplore")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    QVERIFY(m_window->stepperDock()->isVisible());
    QVERIFY(m_window->scoreLogDock()->isVisible());
    const int setUpTiles = int(m_window->document()->setupGame()->board().tiles().size());
    // The board opened on the position after its moves, so Explore starts there, before the
    // final scoring; First step goes back to the set-up.
    const Step::Kind kind = stepper()->step(stepper()->current()).kind;
    QVERIFY(stepper()->current() > 0);
    QVERIFY(kind != Step::Kind::Final && kind != Step::Kind::GameEnd);
    QCOMPARE(int(m_window->boardView()->game()->board().tiles().size()), setUpTiles + 2);
    action("actionStepFirst")->trigger();
    QCOMPARE(stepper()->current(), 0);

    // Alt+Right to the end, as the Game menu says; the board follows the steps.
    pressUntilStill(Qt::Key_Right);
    QCOMPARE(stepper()->current(), stepper()->count() - 1);
    QCOMPARE(int(m_window->boardView()->game()->board().tiles().size()), setUpTiles + 2);
    QCOMPARE(score(0, 0), u"Red"_s);
    QCOMPARE(score(0, 1), u"28"_s);
    QCOMPARE(score(1, 0), u"Blue"_s);
    QCOMPARE(score(1, 1), u"28"_s);

    // Back to the scoring of the city: the mage's tiles are a term of the breakdown.
    while (stepper()->currentStep().kind != Step::Kind::Scoring && stepper()->current() > 0)
        QTest::keyClick(m_window.get(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(stepper()->currentStep().kind, Step::Kind::Scoring);
    const QString why = m_window->stepperDock()->explanationText();
    QVERIFY2(why.contains(u"the mage, 8 tiles"_s), qPrintable(why));
    QVERIFY2(why.contains(u"28"_s), qPrintable(why));
    QCOMPARE(score(0, 2), u"+28"_s);
    QVERIFY(!m_window->boardView()->stepMarks().cells.isEmpty());
    // R-MW-12 with R-BASE-11: both knights and the mage decide the city; the board rings
    // exactly those three of the figures it shows.
    const QList<int> ringed = m_window->boardView()->stepMarks().figures;
    QCOMPARE(ringed, stepper()->decidingFigures(stepper()->current()));
    const Game *shown = m_window->boardView()->game();
    QStringList deciding;
    for (int i : ringed) {
        const Figure &f = shown->figures().at(i);
        deciding << (f.type == FigureType::Mage ? u"mage"_s : shown->players().at(f.player).id);
        QCOMPARE(shown->board().kindOf(shown->board().node(f.tile, f.segment)), SegmentKind::City);
    }
    deciding.sort();
    QCOMPARE(deciding, (QStringList{u"blue"_s, u"mage"_s, u"red"_s}));
    QVERIFY(ringed.size() < shown->figures().size() || shown->figures().size() == 3);
    // The city itself is tinted segment by segment: every one of its 8 tiles, nothing else.
    const QList<SegmentRef> tinted = m_window->boardView()->stepMarks().segments;
    QSet<int> tintedTiles;
    for (const SegmentRef &s : tinted) {
        QCOMPARE(shown->board().kindOf(shown->board().node(s.tile, s.segment)), SegmentKind::City);
        tintedTiles.insert(s.tile);
    }
    QCOMPARE(tintedTiles.size(), 8);
    writeScreenshot(u"explore-en.png"_s);

    // F10 and Shift+F10 step too; Explore off shows the set-up again.
    const int at = stepper()->current();
    QTest::keyClick(m_window.get(), Qt::Key_F10);
    QCOMPARE(stepper()->currentStep().kind, Step::Kind::FiguresReturn);
    QVERIFY(m_window->boardView()->stepMarks().figures.isEmpty());
    QVERIFY(m_window->boardView()->stepMarks().segments.isEmpty());
    QTest::keyClick(m_window.get(), Qt::Key_F10, Qt::ShiftModifier);
    QCOMPARE(stepper()->current(), at);
    QTest::keyClick(m_window.get(), Qt::Key_F10, Qt::ShiftModifier);
    QCOMPARE(stepper()->current(), at - 1);
    QTest::keyClick(m_window.get(), Qt::Key_F10);
    QCOMPARE(stepper()->current(), at);
    action("actionExplore")->trigger();
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!m_window->stepperDock()->isVisible());
    // Back to the board as it opened: the position after its moves.
    QCOMPARE(m_window->boardView()->game(), m_window->document()->game());
}

void TestGuiExplore::explainsInDutch()
{
    action("actionExplore")->trigger();
    for (int i = 0; i < stepper()->count(); ++i)
        if (stepper()->step(i).kind == Step::Kind::Scoring) stepper()->jumpTo(i);
    action("actionLanguageNl")->trigger();
    QTRY_VERIFY2(m_window->stepperDock()->explanationText().contains(u"tovenaar"_s),
                 qPrintable(m_window->stepperDock()->explanationText()));
    QVERIFY(m_window->stepperDock()->explanationText().contains(u"28"_s));
    QCOMPARE(score(0, 1), u"28"_s);
    QCOMPARE(child<QTreeWidget>(m_window->stepperDock(), "stepScores")->headerItem()->text(1),
             u"Punten"_s);
    QVERIFY(m_window->stepperDock()->titleText().contains(u"Fase 3"_s));
    QCOMPARE(m_window->boardView()->stepMarks().figures.size(), 3);
    writeScreenshot(u"explore-nl.png"_s);
    action("actionLanguageEn")->trigger();
    QTRY_VERIFY(m_window->stepperDock()->explanationText().contains(u"the mage"_s));
}

void TestGuiExplore::scoreLogRowMovesTheStepper()
{
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    // The View menu's toggle of the step-through panel starts explore mode too.
    m_window->stepperDock()->toggleViewAction()->trigger();
    QVERIFY(m_window->explore()->isExploring());
    QTreeView *view = m_window->scoreLogDock()->view();
    ScoreLogModel *model = m_window->scoreLogDock()->model();
    QVERIFY(model->rowCount() > 1);
    const QModelIndex event = model->index(0, 0, model->index(1, 0));
    QVERIFY(event.isValid());
    const int step = model->stepIndex(event);
    QVERIFY(step > 0);
    action("actionStepFirst")->trigger(); // Explore starts after the moves
    QCOMPARE(stepper()->current(), 0);
    view->expandAll();
    view->scrollTo(event);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(event).center());
    QCOMPARE(stepper()->current(), step);
    QVERIFY(m_window->boardView()->game() != m_window->document()->setupGame());
}

void TestGuiExplore::scoresTheBoardNow()
{
    const int setUpTiles = int(m_window->document()->setupGame()->board().tiles().size());
    action("actionScoreNow")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    QVERIFY(m_window->explore()->isScoringNow());
    // The moves are left out: the steps are the set-up and the final scoring.
    QCOMPARE(stepper()->currentStep().kind, Step::Kind::Final);
    for (const Step &s : stepper()->steps())
        QVERIFY(s.kind == Step::Kind::SetUp || s.kind == Step::Kind::Final);
    QCOMPARE(int(m_window->boardView()->game()->board().tiles().size()), setUpTiles);
    QVERIFY(m_window->stepperDock()->titleText().contains(u"Final scoring"_s));
    pressUntilStill(Qt::Key_Right);
    // The unfinished city of the set-up pays each knight's owner at the end.
    QVERIFY(score(0, 1).toInt() > 0);
    QVERIFY(score(1, 1).toInt() > 0);
}

void TestGuiExplore::comparesAHillTie()
{
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/stepper/hill-tie.meeple"_s));
    action("actionCompareVariants")->trigger();
    auto *dialog = m_window->findChild<VariantCompareDialog *>(u"variantCompareDialog"_s);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *option = child<QComboBox>(dialog, "variantOption");
    option->setCurrentIndex(option->findData(u"hillTiebreak"_s));
    auto *value = child<QComboBox>(dialog, "variantValue");
    value->setCurrentIndex(value->findData(u"count"_s));
    QCOMPARE(dialog->comparison().baseValue(), u"presence"_s);
    QCOMPARE(dialog->comparison().value(), u"count"_s);
    auto *events = child<QTreeWidget>(dialog, "variantEvents");
    QCOMPARE(events->topLevelItemCount(), 1);
    QCOMPARE(events->topLevelItem(0)->text(1), u"Road completed: Red +5, Blue +5"_s);
    QCOMPARE(events->topLevelItem(0)->text(2), u"Road completed: Red +5"_s);
    dialog->close();
}

// "Export both as one picture": the board under each reading, side by side, each captioned
// with the option's value and the totals it gives; the differing road is tinted on both.
void TestGuiExplore::exportsBothReadingsSideBySide()
{
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/stepper/hill-tie.meeple"_s));
    action("actionCompareVariants")->trigger();
    auto *dialog = m_window->findChild<VariantCompareDialog *>(u"variantCompareDialog"_s);
    QVERIFY(dialog);
    auto *option = child<QComboBox>(dialog, "variantOption");
    option->setCurrentIndex(option->findData(u"hillTiebreak"_s));
    auto *value = child<QComboBox>(dialog, "variantValue");
    value->setCurrentIndex(value->findData(u"count"_s));
    QVERIFY(child<QPushButton>(dialog, "exportPictureButton")->isEnabled());
    QTemporaryDir dir;
    QString error;
    const QString svgPath = dir.filePath(u"both.svg"_s);
    QVERIFY2(dialog->exportPicture(svgPath, &error), qPrintable(error));
    QFile svg(svgPath);
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(svg.readAll());
    // Both captions, each with its reading and its totals: Blue's 5 points go with the tie.
    const QString presence = OptionText::value(u"hillTiebreak"_s, u"presence"_s);
    const QString count = OptionText::value(u"hillTiebreak"_s, u"count"_s);
    QVERIFY2(text.contains(presence.toHtmlEscaped()), qPrintable(presence));
    QVERIFY2(text.contains(count.toHtmlEscaped()), qPrintable(count));
    // The PNG has the two boards side by side: wider than high.
    const QString pngPath = dir.filePath(u"both.png"_s);
    QVERIFY2(dialog->exportPicture(pngPath, &error), qPrintable(error));
    const QImage png(pngPath);
    QVERIFY(!png.isNull());
    QVERIFY(png.width() > png.height());
    dialog->close();
}

void TestGuiExplore::ruleLinksLeadToTheRulesPanelAndBack()
{
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    action("actionExplore")->trigger();
    stepper()->jumpTo(2);
    auto *explanation = child<QTextBrowser>(m_window->stepperDock(), "stepExplanation");
    QVERIFY(explanation->toHtml().contains(u"rule:R-BASE-8"_s));
    Q_EMIT explanation->anchorClicked(QUrl(u"rule:R-BASE-8"_s));
    RulesPanelDock *panel = m_window->rulesPanel();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->currentRule(), u"R-BASE-8"_s);
    const RuleBook &book = RuleBook::builtIn();
    QVERIFY(panel->plainText().contains(book.title(u"R-BASE-8"_s, u"en"_s)));
    QVERIFY(
        panel->plainText().contains(book.statusLabel(book.rule(u"R-BASE-8"_s)->status, u"en"_s)));

    // Dutch texts come from the book's own Dutch.
    action("actionLanguageNl")->trigger();
    QTRY_VERIFY(panel->plainText().contains(book.title(u"R-BASE-8"_s, u"nl"_s)));
    action("actionLanguageEn")->trigger();

    // The search box narrows the list; an example link opens the board it names.
    const RuleBook::Rule *withExample = nullptr;
    for (const RuleBook::Rule &r : book.rules())
        if (!r.examples.isEmpty()) {
            withExample = &r;
            break;
        }
    QVERIFY(withExample);
    auto *search = child<QLineEdit>(panel, "rulesSearch");
    search->clear();
    QTest::keyClicks(search, withExample->id);
    QVERIFY(panel->plainText().contains(withExample->id));
    QVERIFY(!panel->plainText().contains(u"R-BASE-8 "_s) || withExample->id == u"R-BASE-8"_s);
    auto *text = child<QTextBrowser>(panel, "rulesText");
    QVERIFY(text->toHtml().contains(u"example:"_s + withExample->examples.first()));
    Q_EMIT text->anchorClicked(QUrl(u"example:"_s + withExample->examples.first()));
    QCOMPARE(m_window->document()->fileName(), u":/examples/"_s + withExample->examples.first());
    // Still exploring: the new board is stepped through from its set-up.
    QVERIFY(m_window->explore()->isExploring());
    QCOMPARE(stepper()->current(), 0);
    QVERIFY(!stepper()->isEmpty());
}

void TestGuiExplore::solvesALibraryPuzzleWrongAndRight()
{
    QVERIFY(!m_window->puzzleSolverDock()->isVisible());
    bool picked = false;
    mltest::ModalAnswerer answerer;
    answerer.expect<PuzzleLibraryDialog>([&](PuzzleLibraryDialog *dialog) {
        auto *list = child<QListWidget>(dialog, "puzzleList");
        list->setCurrentRow(0);
        picked = dialog->selectedPath().endsWith(u"01-base-farmers.meeple"_s);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Open), Qt::LeftButton);
    });
    action("actionPuzzleLibrary")->trigger();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(picked);
    QCOMPARE(m_window->document()->fileName(), u":/puzzles/01-base-farmers.meeple"_s);
    PuzzleSolverDock *dock = m_window->puzzleSolverDock();
    QVERIFY(dock->isVisible());
    QVERIFY(dock->puzzle());
    QVERIFY(child<QLabel>(dock, "question")->text().startsWith(u"The game is over"_s));

    child<QSpinBox>(dock, "score_red")->setValue(9);
    child<QSpinBox>(dock, "score_blue")->setValue(8);
    child<QSpinBox>(dock, "score_green")->setValue(0);
    QTest::mouseClick(child<QPushButton>(dock, "checkButton"), Qt::LeftButton);
    QCOMPARE(dock->verdict(), PuzzleSolverDock::Verdict::Wrong);
    child<QSpinBox>(dock, "score_blue")->setValue(9);
    QTest::mouseClick(child<QPushButton>(dock, "checkButton"), Qt::LeftButton);
    QCOMPARE(dock->verdict(), PuzzleSolverDock::Verdict::Right);

    // The language reaches the puzzle's own texts.
    action("actionLanguageNl")->trigger();
    QTRY_COMPARE(dock->language(), u"nl"_s);
    QVERIFY(!child<QLabel>(dock, "question")->text().startsWith(u"The game is over"_s));
    action("actionLanguageEn")->trigger();

    // A board without a puzzle puts the solver away.
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    QVERIFY(!dock->isVisible());
}

void TestGuiExplore::authorsAPuzzleAsOneUndoStep()
{
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    QVERIFY(!m_window->document()->json().contains(u"puzzle"));
    QUndoStack *undo = m_window->document()->undoStack();
    const int before = undo->count();
    bool accepted = false;
    mltest::ModalAnswerer answerer;
    answerer.expect<PuzzleAuthorDialog>([&](PuzzleAuthorDialog *dialog) {
        auto *kind = child<QComboBox>(dialog, "kind");
        kind->setCurrentIndex(kind->findData(int(PuzzleKind::FinalScores)));
        auto *question = child<PuzzleTextEdit>(dialog, "question");
        QTest::keyClicks(question->editor(u"en"_s), u"Who scores what?"_s);
        QTest::keyClicks(question->editor(u"nl"_s), u"Wie krijgt wat?"_s);
        QTest::mouseClick(child<QPushButton>(dialog, "computeAnswer"), Qt::LeftButton);
        child<QCheckBox>(dialog, "confirmAnswer")->click();
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        accepted = ok->isEnabled();
        if (accepted)
            QTest::mouseClick(ok, Qt::LeftButton);
        else
            dialog->reject();
    });
    action("actionEditPuzzle")->trigger();
    QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
    QVERIFY(accepted);
    QCOMPARE(undo->count(), before + 1);
    QVERIFY(m_window->document()->json().contains(u"puzzle"));
    QVERIFY(m_window->puzzleSolverDock()->isVisible());
    QCOMPARE(action("actionEditPuzzle")->text(), u"&Edit puzzle…"_s);

    undo->undo();
    QVERIFY(!m_window->document()->json().contains(u"puzzle"));
    QVERIFY(!m_window->puzzleSolverDock()->isVisible());
    QCOMPARE(action("actionEditPuzzle")->text(), u"&Make puzzle…"_s);
    undo->redo();
    QVERIFY(m_window->puzzleSolverDock()->isVisible());
}

QTEST_MAIN(TestGuiExplore)
#include "tst_gui_explore.moc"
