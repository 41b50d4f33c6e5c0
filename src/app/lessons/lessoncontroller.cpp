// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoncontroller.h"

#include "boarddocument.h"
#include "boardfilewriter.h"
#include "explorecontroller.h"
#include "languagemanager.h"
#include "lessondocument.h"
#include "lessoneditor.h"
#include "lessonlibrarydialog.h"
#include "lessonpresentation.h"
#include "lessonreader.h"
#include "mainwindow.h"
#include "plaintext.h"
#include "refusaltext.h"
#include "rulespaneldock.h"
#include "statusmessages.h"
#include "stepperdock.h"

#include <QAction>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStatusBar>

namespace ml
{

namespace
{

// The stepper's step that shows `step`, or -1.
int stepIndexFor(const Stepper &stepper, const LessonStep &step)
{
    int scorings = 0;
    for (int i = 0; i < stepper.count(); ++i) {
        const Step &s = stepper.step(i);
        switch (step.kind) {
        case LessonStep::Kind::SetUp:
            return 0;
        case LessonStep::Kind::End:
            return stepper.count() - 1;
        case LessonStep::Kind::AfterMove:
            // The move's last step: the next step belongs to a later move or the end.
            if (s.move == step.move - 1 &&
                (i + 1 == stepper.count() || stepper.step(i + 1).move != s.move))
                return i;
            break;
        case LessonStep::Kind::Scoring:
            if (s.move == step.move - 1 && s.kind == Step::Kind::Scoring) {
                scorings += s.eventCount;
                if (scorings >= step.scoring) return i;
            }
            break;
        }
    }
    return -1;
}

} // namespace

LessonController::LessonController(MainWindow *window, const Actions &actions)
    : QObject(window), m_window(window), m_actions(actions), m_document(new LessonDocument(this))
{
    connect(m_actions.newLesson, &QAction::triggered, this, &LessonController::newLesson);
    connect(m_actions.openLesson, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(m_window, tr("Open lesson"), QString(),
                                                          tr("Lessons (*.meeplelesson)"));
        if (!path.isEmpty()) openLesson(path);
    });
    connect(m_actions.addPage, &QAction::triggered, this, &LessonController::addCurrentView);
    connect(m_actions.editor, &QAction::triggered, this, &LessonController::showEditor);
    connect(m_actions.tryAnotherMove, &QAction::triggered, this, &LessonController::tryAnotherMove);
    connect(m_actions.present, &QAction::triggered, this, [this] { present(); });
    connect(m_actions.take, &QAction::triggered, this, [this] { take(); });
    connect(m_actions.library, &QAction::triggered, this, &LessonController::showLibrary);
    connect(m_actions.exportLesson, &QAction::triggered, this, &LessonController::chooseExport);
    connect(m_actions.learnRules, &QAction::triggered, this, &LessonController::learnTheRules);
    connect(m_document, &LessonDocument::changed, this, &LessonController::updateActions);
    connect(m_window->explore(), &ExploreController::jobChanged, this,
            &LessonController::updateActions);
    updateActions();
}

LessonController::~LessonController() = default;

QString LessonController::language() const
{
    return m_window->languages()->language() == QLatin1String("nl") ? QStringLiteral("nl")
                                                                    : QStringLiteral("en");
}

void LessonController::updateActions()
{
    const bool pages = !m_document->lesson().pages.isEmpty();
    m_actions.present->setEnabled(pages);
    m_actions.take->setEnabled(pages);
    m_actions.exportLesson->setEnabled(pages);
    m_actions.tryAnotherMove->setEnabled(m_window->explore()->isExploring());
}

LessonEditor *LessonController::editor()
{
    if (!m_editor) {
        m_editor = new LessonEditor(m_document, m_window);
        m_editor->setWindowFlag(Qt::Window);
        // Pages are previewed, presented and handed out in the interface's language at first.
        m_editor->setPreviewLanguage(language());
        connect(m_editor, &LessonEditor::showBoardRequested, this,
                &LessonController::showPageBoard);
        connect(m_editor, &LessonEditor::takeRequested, this, [this] { take(); });
        connect(m_editor, &LessonEditor::ruleActivated, m_window->rulesPanel(),
                [this](const QString &id) { m_window->explore()->showRule(id); });
    }
    return m_editor;
}

LessonEditor *LessonController::showEditor()
{
    LessonEditor *e = editor();
    e->show();
    e->raise();
    e->activateWindow();
    return e;
}

bool LessonController::newLesson()
{
    if (m_editor && !m_editor->maybeSave()) return false;
    m_document->newLesson();
    m_originPage.clear();
    m_whatIf.reset();
    showEditor();
    return true;
}

bool LessonController::openLesson(const QString &path)
{
    if (m_editor && !m_editor->maybeSave()) return false;
    FileError error;
    if (!m_document->open(path, &error)) {
        plainWarning(m_window, tr("Open lesson"),
                     tr("%1 cannot be opened.\n%2: %3")
                         .arg(QFileInfo(path).fileName(), RefusalText::place(error),
                              RefusalText().reason(error)));
        return false;
    }
    LessonLibraryDialog::addRecent(path);
    showEditor()->setCurrentPage(0);
    return true;
}

LessonStep LessonController::currentStep() const
{
    LessonStep step;
    const BoardFile *file = m_window->document()->file();
    if (!m_window->explore()->isExploring()) {
        step.kind =
            file && !file->moves().isEmpty() ? LessonStep::Kind::SetUp : LessonStep::Kind::End;
        return step;
    }
    const Stepper *stepper = m_window->stepperDock()->stepper();
    if (!stepper || stepper->isEmpty()) return step;
    const int at = stepper->current();
    const Step &s = stepper->step(at);
    if (s.kind == Step::Kind::SetUp) {
        step.kind = LessonStep::Kind::SetUp;
    } else if (s.move < 0) {
        step.kind = LessonStep::Kind::End;
    } else if (s.kind == Step::Kind::Scoring) {
        step.kind = LessonStep::Kind::Scoring;
        step.move = s.move + 1;
        // Which scoring of its move: the events of the move's earlier scoring steps, plus one.
        int before = 0;
        for (int i = 0; i < at; ++i)
            if (stepper->step(i).move == s.move && stepper->step(i).kind == Step::Kind::Scoring)
                before += stepper->step(i).eventCount;
        step.scoring = before + 1;
    } else {
        step.kind = LessonStep::Kind::AfterMove;
        step.move = s.move + 1;
    }
    return step;
}

int LessonController::addCurrentView()
{
    const BoardFile *file = m_window->document()->file();
    if (!file || m_window->document()->isEmpty()) {
        plainWarning(m_window, tr("Add page"),
                     tr("There is no board to add: open or make one first."));
        return -1;
    }
    LessonPage page = m_document->pageFromBoard(*file, currentStep());
    if (m_whatIf && m_document->lesson().pageIndex(m_whatIf->page) >= 0) page.whatIf = m_whatIf;
    const LessonEditor *e = editor();
    const int at = m_document->addPage(page, e->currentPage() + 1);
    m_originPage = m_document->lesson().pages.at(at).id;
    m_whatIf.reset();
    showEditor()->setCurrentPage(at);
    m_window->statusBar()->showMessage(tr("Added page %1 to the lesson").arg(at + 1),
                                       StatusTimeout);
    return at;
}

bool LessonController::tryAnotherMove()
{
    if (!m_window->explore()->isExploring()) return false;
    const Stepper *stepper = m_window->stepperDock()->stepper();
    if (!stepper || stepper->isEmpty()) return false;
    const Step &s = stepper->currentStep();
    if (s.kind != Step::Kind::SetUp && s.move < 0) {
        plainWarning(m_window, tr("Try another move here"),
                     tr("Step back to the move you want to play differently first."));
        return false;
    }
    const int keep = s.kind == Step::Kind::SetUp ? 0 : s.move; // moves before the step's move
    QJsonObject json = m_window->document()->json();
    QJsonArray moves = json.value(QStringLiteral("moves")).toArray();
    while (moves.size() > keep)
        moves.removeLast();
    json.insert(QStringLiteral("moves"), moves);
    // The game no longer ends as the file said, and a question about it no longer holds.
    json.remove(QStringLiteral("end"));
    json.remove(QStringLiteral("puzzle"));
    const QString origin = m_originPage;
    if (!m_window->openBoardText(QJsonDocument(json).toJson())) return false;
    if (!origin.isEmpty()) m_whatIf = LessonWhatIf{origin, keep + 1};
    m_window->explore()->setExploring(false);
    m_window->useMoveTool();
    m_window->statusBar()->showMessage(
        tr("Play another move %1, then choose Lesson > Add this view as a page").arg(keep + 1),
        StatusTimeout);
    return true;
}

bool LessonController::showPageBoard(int index)
{
    const Lesson &lesson = m_document->lesson();
    if (index < 0 || index >= lesson.pages.size()) return false;
    const LessonPage &page = lesson.pages.at(index);
    QJsonObject json = page.board.json();
    if (!page.annotations.isEmpty()) {
        QJsonArray marks = json.value(QStringLiteral("annotations")).toArray();
        for (const QJsonValue a : page.annotations)
            marks.append(a);
        json.insert(QStringLiteral("annotations"), marks);
    }
    if (page.question) json.insert(QStringLiteral("puzzle"), page.question->toJson());
    if (!m_window->openBoardText(writeBoardJson(json, page.board.keyOrder()))) return false;
    m_originPage = page.id;
    m_whatIf.reset();
    if (page.step.kind != LessonStep::Kind::SetUp && !page.question) {
        m_window->explore()->setExploring(true);
        Stepper *stepper = m_window->stepperDock()->stepper();
        if (stepper) {
            const int at = stepIndexFor(*stepper, page.step);
            if (at >= 0) stepper->jumpTo(at);
        }
    }
    m_window->raise();
    m_window->activateWindow();
    return true;
}

std::optional<Lesson> LessonController::readLesson(const QString &path)
{
    if (path.isEmpty()) return m_document->lesson();
    FileError error;
    std::optional<Lesson> lesson = Lesson::read(path, &error);
    if (!lesson)
        plainWarning(m_window, tr("Open lesson"),
                     tr("%1 cannot be opened.\n%2: %3")
                         .arg(QFileInfo(path).fileName(), RefusalText::place(error),
                              RefusalText().reason(error)));
    return lesson;
}

LessonReader *LessonController::take(const QString &path)
{
    const std::optional<Lesson> lesson = readLesson(path);
    if (!lesson || lesson->pages.isEmpty()) return nullptr;
    if (!path.isEmpty()) LessonLibraryDialog::addRecent(path);
    auto *reader = new LessonReader(*lesson, language(), m_window);
    connect(reader, &LessonReader::ruleActivated, this,
            [this](const QString &id) { m_window->explore()->showRule(id); });
    connect(reader, &LessonReader::progressChanged, this, [this] {
        if (m_library) m_library->refresh();
    });
    reader->show();
    reader->raise();
    reader->activateWindow();
    return reader;
}

LessonPresentation *LessonController::present(const QString &path)
{
    if (path.isEmpty()) {
        LessonEditor *e = editor();
        return e->present();
    }
    const std::optional<Lesson> lesson = readLesson(path);
    if (!lesson || lesson->pages.isEmpty()) return nullptr;
    if (m_presentation) m_presentation->close();
    m_presentation = new LessonPresentation(*lesson, language(), 0);
    m_presentation->showFullScreen();
    m_presentation->activateWindow();
    m_presentation->setFocus();
    return m_presentation;
}

LessonLibraryDialog *LessonController::showLibrary()
{
    if (!m_library) {
        m_library = new LessonLibraryDialog(language(), m_window);
        m_library->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_library, &LessonLibraryDialog::takeRequested, this,
                [this](const QString &path) { take(path); });
        connect(m_library, &LessonLibraryDialog::presentRequested, this,
                [this](const QString &path) { present(path); });
        connect(m_library, &LessonLibraryDialog::editRequested, this,
                [this](const QString &path) { openLesson(path); });
        connect(m_library, &LessonLibraryDialog::openRequested, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                m_library, tr("Open lesson"), QString(), tr("Lessons (*.meeplelesson)"));
            if (path.isEmpty()) return;
            LessonLibraryDialog::addRecent(path);
            m_library->refresh();
        });
    }
    m_library->show();
    m_library->raise();
    m_library->activateWindow();
    return m_library;
}

LessonLibraryDialog *LessonController::learnTheRules()
{
    LessonLibraryDialog *library = showLibrary();
    library->setCurrentRow(0);
    return library;
}

void LessonController::chooseExport()
{
    if (m_document->lesson().pages.isEmpty()) {
        plainWarning(m_window, tr("Export lesson"),
                     tr("The lesson has no pages yet: add a view of a board first."));
        return;
    }
    editor()->chooseExport();
}

} // namespace ml
