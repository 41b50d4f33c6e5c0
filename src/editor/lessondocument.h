// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <optional>

namespace ml
{

// A lesson being written (docs/lesson-format.md): the lesson, where it is saved, and its undo
// stack. Every change goes through edit(), which records the lesson before and after as one
// undo step, so that undo restores exactly what the teacher saw, whatever the change was.
// Typing into one text of one page merges into a single step, as a text editor does.
class LessonDocument : public QObject
{
    Q_OBJECT
public:
    // The parts of a page a teacher types.
    enum class Field : quint8 { Title, Text, Notes };

    explicit LessonDocument(QObject *parent = nullptr);

    // A new lesson: no pages, no file.
    void newLesson();
    // Reads `path` (Lesson::read); on failure keeps the open lesson and returns false.
    bool open(const QString &path, FileError *error);
    // Writes the lesson to `path` atomically. A page whose board is a file beside the lesson
    // takes its board into the lesson when the lesson moves to another folder, so that the
    // saved lesson still finds every board.
    bool save(const QString &path, QString *error);

    const Lesson &lesson() const { return m_lesson; }
    QString fileName() const { return m_fileName; }
    bool isModified() const { return !m_undo.isClean(); }
    QUndoStack *undoStack() { return &m_undo; }

    // The one edit path: `change` is applied to a copy of the lesson, which replaces it as
    // one undo step named `label`. Edits with the same non-empty `mergeKey` in a row are one
    // step. Returns false (and changes nothing) when `change` returns false.
    bool edit(const QString &label, const std::function<bool(Lesson &)> &change,
              const QString &mergeKey = QString());

    // The edits the lesson editor offers, each one undo step.
    int addPage(LessonPage page, int at = -1); // returns the page's index
    void removePage(int index);
    int duplicatePage(int index);
    void movePage(int from, int to);
    void setTitle(const QString &lang, const QString &text);
    void setPageText(int index, Field field, const QString &lang, const QString &text);

    // A page made from a board as the window shows it: the board (its puzzle, when it has
    // one, becomes the page's question), the moment shown and an id not yet in the lesson.
    LessonPage pageFromBoard(const BoardFile &board, const LessonStep &step) const;
    QString freeId(const QString &stem) const;

    // The pages whose question the board no longer gives (lesson check's verdict), by id,
    // and the pages whose board cannot be played to their step or question at all, with why.
    // Computed after each change.
    const QSet<QString> &staleQuestions() const { return m_stale; }
    QString pageProblem(const QString &id) const { return m_problems.value(id); }

Q_SIGNALS:
    // The lesson changed: an edit, undo, redo, open or new.
    void changed();
    // The file name or the modified state changed.
    void fileStateChanged();

private:
    friend class LessonEditCommand;
    void replace(const Lesson &lesson);
    void check();

    Lesson m_lesson;
    QString m_fileName;
    QString m_folder; // where the pages' board files are; empty for a new lesson
    QUndoStack m_undo;
    QSet<QString> m_stale;
    QHash<QString, QString> m_problems;
};

} // namespace ml
