// SPDX-License-Identifier: GPL-3.0-or-later
// A teacher's lesson, driven through the main window as a teacher uses it: three pages made
// from the bundled examples (a scoring step seen in Explore, a what-if made with "Try another
// move here", a question from a bundled puzzle), texts typed in English and Dutch, the lesson
// presented full screen with the clicker's keys and its question revealed step by step, taken
// by a student who answers the question, and exported as PDF and HTML. Run in both languages
// of the interface. Also: Help > Learn the rules opens the library with the bundled course.
#include "boarddocument.h"
#include "explorecontroller.h"
#include "game.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "lessoncontroller.h"
#include "lessondocument.h"
#include "lessoneditor.h"
#include "lessonlibrarydialog.h"
#include "lessonpageview.h"
#include "lessonpresentation.h"
#include "lessonprogress.h"
#include "lessonreader.h"
#include "mainwindow.h"
#include "plaintext.h"
#include "puzzlesolverdock.h"
#include "stepper.h"
#include "stepperdock.h"
#include "tilecatalogue.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiLessons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        mltest::useTestSettings();
        QSettings().remove(u"lessonProgress"_s); // a student who has answered nothing yet
    }
    void buildsPresentsAnswersAndExports_data();
    void buildsPresentsAnswersAndExports();
    void learnTheRulesOpensTheCourse();
    void dragReordersAsOneUndoStep();
    void hostileTextsAreShownAsWritten();

private:
    // Types `en` and `nl` into the editor's fields for the page's title and text.
    static void typeTexts(LessonEditor *editor, const QString &title, const QString &en,
                          const QString &nl);
};

void TestGuiLessons::typeTexts(LessonEditor *editor, const QString &title, const QString &en,
                               const QString &nl)
{
    auto *titleEn = mltest::child<QLineEdit>(editor, "pageTitleEn");
    auto *titleNl = mltest::child<QLineEdit>(editor, "pageTitleNl");
    auto *textEn = mltest::child<QPlainTextEdit>(editor, "pageTextEn");
    auto *textNl = mltest::child<QPlainTextEdit>(editor, "pageTextNl");
    titleEn->selectAll();
    QTest::keyClicks(titleEn, title);
    titleNl->selectAll();
    QTest::keyClicks(titleNl, title + u" (nl)"_s);
    textEn->selectAll();
    QTest::keyClicks(textEn, en);
    textNl->selectAll();
    QTest::keyClicks(textNl, nl);
}

void TestGuiLessons::buildsPresentsAnswersAndExports_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << u"en"_s;
    QTest::newRow("nl") << u"nl"_s;
}

void TestGuiLessons::buildsPresentsAnswersAndExports()
{
    QFETCH(QString, language);
    auto window = mltest::newWindow(language);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    LessonController *lessons = window->lessons();
    mltest::action(window.get(), "actionLessonNew")->trigger();
    LessonEditor *editor = lessons->editor();
    QVERIFY(editor->isVisible());
    LessonDocument *doc = lessons->document();
    QCOMPARE(doc->lesson().pages.size(), 0);

    // Page 1: the mage's road at its scoring step in Explore (EX-MW-2,
    // resources/examples/mw-2-two-roads.meeple).
    QVERIFY(window->openExample(u"mw-2-two-roads.meeple"_s));
    mltest::action(window.get(), "actionExplore")->trigger();
    QVERIFY(window->explore()->isExploring());
    Stepper *stepper = window->stepperDock()->stepper();
    mltest::action(window.get(), "actionStepFirst")->trigger();
    for (int guard = 0; stepper->currentStep().kind != Step::Kind::Scoring && guard < 60; ++guard)
        mltest::action(window.get(), "actionStepNext")->trigger();
    QCOMPARE(stepper->currentStep().kind, Step::Kind::Scoring);
    const int scoredMove = stepper->currentStep().move;
    mltest::action(window.get(), "actionLessonAddPage")->trigger();
    QCOMPARE(doc->lesson().pages.size(), 1);
    const LessonPage first = doc->lesson().pages.first();
    QCOMPARE(first.step.kind, LessonStep::Kind::Scoring);
    QCOMPARE(first.step.move, scoredMove + 1);
    QCOMPARE(first.step.scoring, 1);
    typeTexts(editor, u"The mage on the road"_s, u"The mage adds **1 point per tile** [R-MW-11]."_s,
              u"De tovenaar geeft **1 punt per tegel** extra [R-MW-11]."_s);
    QCOMPARE(doc->lesson().pages.first().text.nl,
             u"De tovenaar geeft **1 punt per tegel** extra [R-MW-11]."_s);
    // Typing is undone a text at a time: title en, title nl, text en, text nl.
    const int steps = doc->undoStack()->count();
    QCOMPARE(steps, 5); // the page and four texts
    mltest::action(editor, "actionUndo")->trigger();
    QVERIFY(doc->lesson().pages.first().text.nl.isEmpty());
    mltest::action(editor, "actionRedo")->trigger();
    QVERIFY(!doc->lesson().pages.first().text.nl.isEmpty());

    // Page 2: a what-if of page 1 at its move, another tile placement recorded there.
    mltest::action(window.get(), "actionTryAnotherMove")->trigger();
    QVERIFY(lessons->pendingWhatIf());
    QCOMPARE(lessons->pendingWhatIf()->page, first.id);
    QCOMPARE(lessons->pendingWhatIf()->move, scoredMove + 1);
    QCOMPARE(window->document()->turns().size(), scoredMove);
    const Move original = first.board.moves().at(scoredMove);
    const Game *before = window->document()->game();
    QVERIFY(before);
    const TileType *type = before->catalogue().find(original.tile);
    QVERIFY(type);
    Move other = original;
    other.figure.reset();
    other.magic.reset();
    bool found = false;
    for (const Placement &p : before->legalPlacements(*type))
        if (p.at != original.at || p.rot != original.rot) {
            other.at = p.at;
            other.rot = p.rot;
            found = true;
            break;
        }
    QVERIFY(found);
    QString why;
    QVERIFY2(window->document()->recordTurn(other, {}, &why), qPrintable(why));
    mltest::action(window.get(), "actionLessonAddPage")->trigger();
    QCOMPARE(doc->lesson().pages.size(), 2);
    QVERIFY(doc->lesson().pages.at(1).whatIf);
    QCOMPARE(doc->lesson().pages.at(1).whatIf->page, first.id);
    typeTexts(editor, u"What if the tile goes elsewhere?"_s, u"Then nothing is finished."_s,
              u"Dan is er niets afgebouwd."_s);

    // Page 3: a question, from a bundled puzzle (the road tie, R-BASE-10).
    QVERIFY(mltest::openPuzzle(*window, u"02-base-road-tie.meeple"_s));
    mltest::action(window.get(), "actionLessonAddPage")->trigger();
    QCOMPARE(doc->lesson().pages.size(), 3);
    const LessonPage question = doc->lesson().pages.at(2);
    QVERIFY(question.question && question.question->answer);
    typeTexts(editor, u"Your turn"_s, u"Who scores the road?"_s,
              u"Wie krijgt punten voor de weg?"_s);
    QVERIFY(doc->staleQuestions().isEmpty());
    const QString shotsDir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shotsDir.isEmpty()) {
        editor->resize(1280, 720);
        QTest::qWait(200);
        QVERIFY(editor->grab().save(shotsDir + u"/lesson-editor-%1.png"_s.arg(language)));
    }

    // The lesson is one a file can hold, and its question checks out.
    QTemporaryDir dir;
    const QString saved = dir.filePath(u"lesson.meeplelesson"_s);
    QString error;
    QVERIFY2(doc->save(saved, &error), qPrintable(error));
    FileError readError;
    const std::optional<Lesson> back = Lesson::read(saved, &readError);
    QVERIFY2(back, qPrintable(readError.toString(saved)));
    QCOMPARE(back->pages.size(), 3);
    QVERIFY(back->pages.at(1).whatIf);
    const auto checks = checkLesson(*back, &readError);
    QVERIFY(checks);
    QCOMPARE(checks->size(), 1);
    QVERIFY(checks->first().ok);

    // Presenting: full screen, large text, the clicker's keys, Reveal, blank, Esc.
    editor->setCurrentPage(0);
    mltest::action(editor, "actionPresent")->trigger();
    LessonPresentation *show = editor->presentation();
    QVERIFY(show);
    QVERIFY(QTest::qWaitForWindowExposed(show));
    QVERIFY(show->isFullScreen());
    QVERIFY(show->view()->textPixelSize() >= LessonPresentation::kMinTextPixels);
    // Every text drawn, the page count included, is readable from the back of the room.
    QTRY_VERIFY(show->view()->smallestTextPixels() >= LessonPresentation::kMinTextPixels);
    QVERIFY(show->view()->boardRect().width() > show->width() / 3);
    QCOMPARE(show->currentPage(), 0);
    QVERIFY(show->view()->plainText().contains(language == u"nl" ? u"De tovenaar geeft"_s
                                                                 : u"The mage adds"_s));
    QTest::keyClick(show, Qt::Key_PageDown);
    QCOMPARE(show->currentPage(), 1);
    QTest::keyClick(show, Qt::Key_Space);
    QCOMPARE(show->currentPage(), 2);
    QTest::keyClick(show, Qt::Key_PageUp);
    QCOMPARE(show->currentPage(), 1);
    QTest::keyClick(show, Qt::Key_Right);
    QCOMPARE(show->currentPage(), 2);
    QVERIFY(show->revealCount() >= 2); // at least one scoring, then the answer
    QVERIFY(show->view()->revealedLines().isEmpty());
    for (int i = 0; i < show->revealCount(); ++i)
        QTest::keyClick(show, Qt::Key_R);
    QCOMPARE(show->revealed(), show->revealCount());
    const QStringList lines = show->view()->revealedLines();
    QVERIFY(lines.size() >= 2);
    // On a 1280x720 projector the answer and its explanation fit beside the board.
    if (show->height() >= 720) QTRY_VERIFY(show->view()->textFits());
    const QString answerWord = language == u"nl" ? u"Antwoord: "_s : u"Answer: "_s;
    QVERIFY2(std::any_of(lines.begin(), lines.end(),
                         [&](const QString &l) { return l.startsWith(answerWord); }),
             qPrintable(lines.join(u" | "_s)));
    QTest::keyClick(show, Qt::Key_B);
    QVERIFY(show->isBlank());
    QVERIFY(!show->view()->isVisible());
    QTest::keyClick(show, Qt::Key_PageDown); // ignored while blank
    QCOMPARE(show->currentPage(), 2);
    QTest::keyClick(show, Qt::Key_B);
    QVERIFY(!show->isBlank());
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QTest::qWait(200);
        QVERIFY(show->grab().save(shots + u"/presentation-built-%1.png"_s.arg(language)));
    }
    QPointer<LessonPresentation> gone = show;
    QTest::keyClick(show, Qt::Key_Escape);
    QTRY_VERIFY(gone.isNull());
    QCOMPARE(editor->currentPage(), 2);

    // Taking the lesson: the student answers the question as a puzzle is solved.
    QCOMPARE(LessonProgress::solvedCount(doc->lesson()), 0);
    mltest::action(window.get(), "actionLessonTake")->trigger();
    auto *reader = window->findChild<LessonReader *>();
    QVERIFY(reader);
    reader->showPage(2);
    PuzzleSolverDock *solver = reader->solver();
    QVERIFY(solver->isVisibleTo(reader));
    QVERIFY(!solver->answerShown());
    const QMap<QString, int> &key = question.question->kind == PuzzleKind::FinalScores
                                        ? question.question->answer->scores
                                        : question.question->answer->points;
    const QList<QSpinBox *> boxes =
        mltest::child<QWidget>(solver, "scorePage")->findChildren<QSpinBox *>();
    const Game *asked = window->document()->game();
    QVERIFY(asked);
    QCOMPARE(boxes.size(), asked->players().size());
    for (int i = 0; i < boxes.size(); ++i)
        boxes[i]->setValue(key.value(asked->players()[i].id));
    QTest::mouseClick(mltest::child<QPushButton>(solver, "checkButton"), Qt::LeftButton);
    QCOMPARE(solver->verdict(), PuzzleSolverDock::Verdict::Right);
    if (!shotsDir.isEmpty()) {
        reader->resize(1280, 720);
        QTest::qWait(200);
        QVERIFY(reader->grab().save(shotsDir + u"/lesson-reader-%1.png"_s.arg(language)));
    }
    QCOMPARE(LessonProgress::solvedCount(doc->lesson()), 1);
    reader->close();

    // Handouts in the interface's language.
    const QString pdf = dir.filePath(u"lesson.pdf"_s);
    const QString html = dir.filePath(u"lesson.html"_s);
    QVERIFY(editor->exportHandout(pdf, language));
    QVERIFY(editor->exportHandout(html, language));
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
    QFile h(html);
    QVERIFY(h.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(h.readAll());
    QVERIFY(page.contains(language == u"nl" ? u"Dan is er niets afgebouwd."_s
                                            : u"Then nothing is finished."_s));
    QVERIFY(!page.contains(u"src=\"http"_s));
    editor->document()->undoStack()->setClean();
    editor->close();
}

void TestGuiLessons::learnTheRulesOpensTheCourse()
{
    auto window = mltest::newWindow(u"nl"_s);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    mltest::action(window.get(), "actionLearnRules")->trigger();
    auto *library = window->findChild<LessonLibraryDialog *>();
    QVERIFY(library);
    QVERIFY(library->isVisible());
    QVERIFY(library->paths().size() >= 6);
    QVERIFY(library->paths().first().startsWith(LessonLibraryDialog::courseFolder()));
    QCOMPARE(library->currentPath(), library->paths().first());
    if (const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS"); !shots.isEmpty()) {
        QTest::qWait(200);
        QVERIFY(library->grab().save(shots + u"/lesson-library-nl.png"_s));
    }
    // Take the first lesson: its first page in Dutch.
    QTest::mouseClick(mltest::child<QPushButton>(library, "takeButton"), Qt::LeftButton);
    auto *reader = window->findChild<LessonReader *>();
    QVERIFY(reader);
    QCOMPARE(reader->currentPage(), 0);
    const Lesson lesson = reader->lesson(); // a copy: the reader is gone once closed
    QVERIFY(lesson.pages.size() >= 8);
    const auto *view = reader->findChild<LessonPageView *>();
    QVERIFY(view);
    QCOMPARE(view->language(), u"nl"_s);
    QVERIFY(view->plainText().contains(lesson.pages.first().title.nl));
    reader->close();

    // Present it: the first question page, its answer revealed, in Dutch.
    LessonPresentation *show = window->lessons()->present(library->paths().first());
    QVERIFY(show);
    QVERIFY(QTest::qWaitForWindowExposed(show));
    const auto asks = std::find_if(lesson.pages.begin(), lesson.pages.end(),
                                   [](const LessonPage &p) { return p.question.has_value(); });
    QVERIFY(asks != lesson.pages.end());
    for (int i = 0; i < asks - lesson.pages.begin(); ++i)
        QTest::keyClick(show, Qt::Key_PageDown);
    QCOMPARE(show->currentPage(), int(asks - lesson.pages.begin()));
    QVERIFY2(show->view()->plainText().contains(asks->question->question.nl),
             qPrintable(show->view()->plainText()));
    while (show->revealed() < show->revealCount())
        QTest::keyClick(show, Qt::Key_Return);
    QVERIFY(!show->view()->revealedLines().isEmpty());
    if (show->height() >= 720) QTRY_VERIFY(show->view()->textFits());
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QTest::qWait(200);
        QVERIFY(show->grab().save(shots + u"/screenshot-presentation-nl.png"_s));
    }
    QTest::keyClick(show, Qt::Key_Escape);
    library->close();
}

void TestGuiLessons::dragReordersAsOneUndoStep()
{
    auto window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    LessonController *lessons = window->lessons();
    QVERIFY(lessons->openLesson(QFINDTESTDATA("data/lessons/course/roads.meeplelesson")));
    LessonEditor *editor = lessons->editor();
    auto *list = mltest::child<QListWidget>(editor, "pageList");
    QCOMPARE(list->count(), 3);
    // What a drop does to the list's model: the first row taken to the end.
    QVERIFY(list->model()->moveRow(QModelIndex(), 0, QModelIndex(), 3));
    QTRY_COMPARE(lessons->document()->lesson().pages.last().id, u"the-set-up"_s);
    QCOMPARE(lessons->document()->undoStack()->count(), 1);
    QCOMPARE(list->item(2)->data(Qt::UserRole).toString(), u"the-set-up"_s);
    mltest::action(editor, "actionUndo")->trigger();
    QCOMPARE(lessons->document()->lesson().pages.first().id, u"the-set-up"_s);
    QCOMPARE(list->item(0)->data(Qt::UserRole).toString(), u"the-set-up"_s);
    // The list, refilled while the editor is on screen, shows every page where it belongs.
    QVERIFY(editor->isVisible());
    QTRY_VERIFY(list->indexAt(list->visualItemRect(list->item(2)).center()) ==
                list->model()->index(2, 0));
    editor->setCurrentPage(0);
    mltest::action(editor, "actionMoveDown")->trigger();
    QCOMPARE(lessons->document()->lesson().pages.at(1).id, u"the-set-up"_s);
    QCOMPARE(editor->currentPage(), 1);
    lessons->document()->undoStack()->setClean();
    editor->close();
}

void TestGuiLessons::hostileTextsAreShownAsWritten()
{
    // Every text of a lesson page is the author's: a tag in it is shown as written, in the
    // editor's list and fields, the presentation and the reader, and no label of theirs hands
    // it to Qt's rich-text engine (docs/hostile-input.md).
    QTemporaryDir dir;
    const QString probe = dir.filePath(u"probe.png"_s);
    const QString hostile = u"<img src=\"%1\"><script>x</script> & ]]>"_s.arg(probe);
    QFile in(QFINDTESTDATA("data/lessons/course/roads.meeplelesson"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject json = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray pages = json.value(u"pages"_s).toArray();
    QJsonObject page = pages.at(1).toObject();
    page.insert(u"title"_s, QJsonObject{{u"en"_s, hostile}, {u"nl"_s, hostile}});
    page.insert(u"text"_s, QJsonObject{{u"en"_s, hostile}, {u"nl"_s, hostile}});
    page.insert(u"notes"_s, QJsonObject{{u"en"_s, hostile}});
    pages.replace(1, page);
    json.insert(u"pages"_s, pages);
    json.insert(u"title"_s, QJsonObject{{u"en"_s, hostile}});
    // The page's board file lies beside the original lesson: copy it over.
    QVERIFY(QFile::copy(QFINDTESTDATA("data/lessons/course/two-roads.meeple"),
                        dir.filePath(u"two-roads.meeple"_s)));
    const QString path = dir.filePath(u"hostile.meeplelesson"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(json).toJson());
    out.close();

    auto window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*window, {1280, 720}));
    LessonController *lessons = window->lessons();
    QVERIFY(lessons->openLesson(path));
    LessonEditor *editor = lessons->editor();
    editor->setCurrentPage(1);
    QVERIFY(mltest::child<QListWidget>(editor, "pageList")->item(1)->text().contains(hostile));
    QCOMPARE(mltest::child<QLineEdit>(editor, "pageTitleEn")->text(), hostile);
    const auto *preview = mltest::child<LessonPageView>(editor, "preview");
    QVERIFY(preview->plainText().contains(hostile));
    LessonPresentation *show = editor->present();
    QVERIFY(show);
    QVERIFY(show->view()->plainText().contains(hostile));
    show->grab(); // paints the page with its texts
    QTest::keyClick(show, Qt::Key_Escape);
    LessonReader *reader = lessons->take();
    QVERIFY(reader);
    reader->showPage(1);
    QVERIFY(reader->findChild<LessonPageView *>()->plainText().contains(hostile));
    LessonLibraryDialog *library = lessons->showLibrary();
    for (QWidget *w : {static_cast<QWidget *>(editor), static_cast<QWidget *>(reader),
                       static_cast<QWidget *>(library)}) {
        w->grab();
        for (const QLabel *label : w->findChildren<QLabel *>())
            QVERIFY2(label->textFormat() == Qt::PlainText || hasOwnMarkup(label),
                     qPrintable(label->objectName() + u": "_s + label->text()));
    }
    reader->close();
    library->close();
    lessons->document()->undoStack()->setClean();
    editor->close();
}

QTEST_MAIN(TestGuiLessons)
#include "tst_gui_lessons.moc"
