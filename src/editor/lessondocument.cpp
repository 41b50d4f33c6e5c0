// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessondocument.h"

#include "savewrite.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoCommand>

using namespace Qt::StringLiterals;

namespace ml
{

// The lesson before and after one change. Whole copies: a lesson is a list of pages whose
// boards share their data, so a copy is cheap, and undo cannot miss a part of a change.
class LessonEditCommand : public QUndoCommand
{
public:
    LessonEditCommand(LessonDocument *doc, const QString &label, Lesson before, Lesson after,
                      const QString &mergeKey)
        : QUndoCommand(label), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)),
          m_mergeKey(mergeKey)
    {
    }
    void undo() override { m_doc->replace(m_before); }
    void redo() override { m_doc->replace(m_after); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const LessonEditCommand *>(other);
        if (o->m_mergeKey != m_mergeKey) return false;
        m_after = o->m_after;
        return true;
    }

private:
    LessonDocument *m_doc;
    Lesson m_before;
    Lesson m_after;
    QString m_mergeKey;
};

LessonDocument::LessonDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &LessonDocument::fileStateChanged);
    newLesson();
}

void LessonDocument::newLesson()
{
    m_undo.clear();
    m_fileName.clear();
    m_folder.clear();
    Lesson fresh;
    fresh.title = {QCoreApplication::translate("ml::LessonDocument", "New lesson"),
                   QStringLiteral("Nieuwe les")};
    replace(fresh);
    Q_EMIT fileStateChanged();
}

bool LessonDocument::open(const QString &path, FileError *error)
{
    std::optional<Lesson> read = Lesson::read(path, error);
    if (!read) return false;
    m_undo.clear();
    m_fileName = path;
    m_folder = QFileInfo(path).absolutePath();
    replace(*read);
    Q_EMIT fileStateChanged();
    return true;
}

bool LessonDocument::save(const QString &path, QString *error)
{
    Lesson out = m_lesson;
    const QString folder = QFileInfo(path).absolutePath();
    bool boardsMovedIn = false;
    if (folder != m_folder || m_folder.startsWith(u':'))
        for (LessonPage &p : out.pages)
            if (!p.boardFileName.isEmpty()) {
                p.boardFileName.clear();
                boardsMovedIn = true;
            }
    QSaveFile file(path);
    if (!writeAndCommit(file, out.serialize(), error)) return false;
    m_fileName = path;
    m_folder = folder;
    if (boardsMovedIn) m_lesson = out; // the boards now live in the lesson
    m_undo.setClean();
    Q_EMIT fileStateChanged();
    return true;
}

bool LessonDocument::edit(const QString &label, const std::function<bool(Lesson &)> &change,
                          const QString &mergeKey)
{
    Lesson after = m_lesson;
    if (!change(after)) return false;
    m_undo.push(new LessonEditCommand(this, label, m_lesson, after, mergeKey));
    return true;
}

void LessonDocument::replace(const Lesson &lesson)
{
    m_lesson = lesson;
    check();
    Q_EMIT changed();
}

void LessonDocument::check()
{
    m_stale.clear();
    m_problems.clear();
    for (const LessonPage &page : std::as_const(m_lesson.pages)) {
        // Each page on its own, so that one broken page does not hide the others' verdicts.
        Lesson one;
        one.pages = {page};
        one.pages.front().whatIf.reset();
        FileError e;
        const auto checks = checkLesson(one, &e);
        if (!checks) {
            m_problems.insert(page.id, e.reason);
            continue;
        }
        for (const LessonQuestionCheck &c : *checks)
            if (!c.ok) m_stale.insert(page.id);
    }
}

QString LessonDocument::freeId(const QString &stem) const
{
    for (int n = 1;; ++n) {
        QString id = u"%1-%2"_s.arg(stem).arg(n);
        if (m_lesson.pageIndex(id) < 0) return id;
    }
}

LessonPage LessonDocument::pageFromBoard(const BoardFile &board, const LessonStep &step) const
{
    LessonPage page;
    page.id = freeId(u"page"_s);
    page.step = step;
    page.board = board;
    if (Puzzle::present(board)) {
        FileError e;
        page.question = Puzzle::parse(board, &e);
        // A page holds its question apart from its board (docs/lesson-format.md).
        QJsonObject json = board.json();
        json.remove(u"puzzle"_s);
        page.board.setJson(json, &e);
    }
    page.title = {board.json().value(u"title"_s).toObject().value(u"en"_s).toString(),
                  board.json().value(u"title"_s).toObject().value(u"nl"_s).toString()};
    return page;
}

int LessonDocument::addPage(LessonPage page, int at)
{
    if (at < 0 || at > m_lesson.pages.size()) at = int(m_lesson.pages.size());
    if (page.id.isEmpty() || m_lesson.pageIndex(page.id) >= 0) page.id = freeId(u"page"_s);
    edit(QCoreApplication::translate("ml::LessonDocument", "Add page"), [&](Lesson &l) {
        l.pages.insert(at, page);
        return true;
    });
    return at;
}

void LessonDocument::removePage(int index)
{
    if (index < 0 || index >= m_lesson.pages.size()) return;
    edit(QCoreApplication::translate("ml::LessonDocument", "Delete page"), [&](Lesson &l) {
        const QString id = l.pages.at(index).id;
        l.pages.removeAt(index);
        // A what-if of the deleted page keeps its board but no longer points at it.
        for (LessonPage &p : l.pages)
            if (p.whatIf && p.whatIf->page == id) p.whatIf.reset();
        return true;
    });
}

int LessonDocument::duplicatePage(int index)
{
    if (index < 0 || index >= m_lesson.pages.size()) return -1;
    LessonPage copy = m_lesson.pages.at(index);
    copy.id =
        freeId(copy.id.section(u'-', 0, 0).isEmpty() ? u"page"_s : copy.id.section(u'-', 0, 0));
    edit(QCoreApplication::translate("ml::LessonDocument", "Duplicate page"), [&](Lesson &l) {
        l.pages.insert(index + 1, copy);
        return true;
    });
    return index + 1;
}

void LessonDocument::movePage(int from, int to)
{
    const int n = int(m_lesson.pages.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) return;
    edit(QCoreApplication::translate("ml::LessonDocument", "Move page"), [&](Lesson &l) {
        l.pages.move(from, to);
        // A what-if must follow the page it plays another move of; moving it before that page
        // drops the link rather than leave a lesson the reader refuses.
        for (int i = 0; i < l.pages.size(); ++i) {
            LessonPage &p = l.pages[i];
            if (p.whatIf && l.pageIndex(p.whatIf->page) > i) p.whatIf.reset();
        }
        return true;
    });
}

void LessonDocument::setTitle(const QString &lang, const QString &text)
{
    edit(
        QCoreApplication::translate("ml::LessonDocument", "Edit lesson title"),
        [&](Lesson &l) {
            QString &t = lang == u"nl" ? l.title.nl : l.title.en;
            if (t == text) return false;
            t = text;
            return true;
        },
        u"title/"_s + lang);
}

void LessonDocument::setPageText(int index, Field field, const QString &lang, const QString &text)
{
    if (index < 0 || index >= m_lesson.pages.size()) return;
    const QString id = m_lesson.pages.at(index).id;
    edit(
        QCoreApplication::translate("ml::LessonDocument", "Edit page text"),
        [&](Lesson &l) {
            LessonPage &p = l.pages[index];
            PuzzleText &t = field == Field::Title  ? p.title
                            : field == Field::Text ? p.text
                                                   : p.notes;
            QString &s = lang == u"nl" ? t.nl : t.en;
            if (s == text) return false;
            s = text;
            return true;
        },
        u"%1/%2/%3"_s.arg(id).arg(int(field)).arg(lang));
}

} // namespace ml
