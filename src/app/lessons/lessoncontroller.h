// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QObject>
#include <QPointer>

class QAction;

#include <optional>

namespace ml
{

class LessonDocument;
class LessonEditor;
class LessonLibraryDialog;
class LessonPresentation;
class LessonReader;
class MainWindow;

// The main window's Lesson menu: a lesson is written in its own window (LessonEditor) from
// views of the main window's board, presented full screen, taken by a student page by page,
// and picked from the lesson library, which holds the bundled course. "Try another move
// here" cuts the explored board at the step shown so the teacher can record another move;
// the page added next is a what-if of the page the board came from.
class LessonController : public QObject
{
    Q_OBJECT
public:
    // The Lesson menu's actions (and Help > Learn the rules, Game > Try another move here)
    // this class runs and enables.
    struct Actions {
        QAction *newLesson;
        QAction *openLesson;
        QAction *addPage;
        QAction *editor;
        QAction *tryAnotherMove;
        QAction *present;
        QAction *take;
        QAction *library;
        QAction *exportLesson;
        QAction *learnRules;
    };

    LessonController(MainWindow *window, const Actions &actions);
    ~LessonController() override;

    LessonDocument *document() const { return m_document; }
    LessonEditor *editor(); // made on first use
    LessonEditor *showEditor();

    // Lesson > New lesson, after asking to save the one being written.
    bool newLesson();
    // Opens a lesson file in the editor; a broken file gets a message naming where and why.
    bool openLesson(const QString &path);
    // Lesson > Add this view as a page: the main window's board at the moment it shows,
    // after the current page. Returns the new page's index, or -1 (with a message).
    int addCurrentView();
    // The moment the main window shows: the set-up while editing, the stepper's step in
    // Explore.
    LessonStep currentStep() const;
    // Game > Try another move here (Explore): the board up to the step shown, as a new board
    // to record another move on. False when there is no move to replace.
    bool tryAnotherMove();
    // The lesson page's board opened in the main window at the page's step.
    bool showPageBoard(int page);
    // A student's view of the lesson at `path` (empty: the lesson being written).
    LessonReader *take(const QString &path = QString());
    // The full-screen presentation of the lesson at `path` (empty: the one being written).
    LessonPresentation *present(const QString &path = QString());
    LessonLibraryDialog *showLibrary();
    // Help > Learn the rules: the library, with the course's first lesson chosen.
    LessonLibraryDialog *learnTheRules();
    // File > Export lesson: the lesson being written as a PDF or HTML handout.
    void chooseExport();
    // The what-if the next added page will be, if any.
    const std::optional<LessonWhatIf> &pendingWhatIf() const { return m_whatIf; }

private:
    std::optional<Lesson> readLesson(const QString &path);
    QString language() const;
    void updateActions();

    MainWindow *m_window;
    Actions m_actions;
    LessonDocument *m_document;
    QPointer<LessonEditor> m_editor;
    QPointer<LessonLibraryDialog> m_library;
    QPointer<LessonPresentation> m_presentation;
    // The lesson page the main window's board came from (shown or just added), and the what-if
    // of it the board now is.
    QString m_originPage;
    std::optional<LessonWhatIf> m_whatIf;
};

} // namespace ml
