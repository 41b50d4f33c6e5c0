// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson being written (LessonDocument): every edit is one undo step through one edit
// path, typing into one text merges, ids stay unique, a what-if link never points at a page
// that is gone or comes later, a save keeps the boards reachable, and a page whose board no
// longer gives its stored answer is flagged as lesson check would.
#include "lessondocument.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestEditorLessonDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensAndUndoesEveryEdit();
    void typingIntoOneTextIsOneStep();
    void duplicatesGetTheirOwnId();
    void deletingOrMovingKeepsWhatIfLinksValid();
    void aPageFromABoardTakesItsPuzzleAsQuestion();
    void staleQuestionsAreFlagged();
    void savingElsewhereTakesTheBoardsIn();

private:
    static QString roads() { return mltest::dataDir() + u"/lessons/course/roads.meeplelesson"_s; }
    static QStringList ids(const LessonDocument &doc)
    {
        QStringList out;
        for (const LessonPage &p : doc.lesson().pages)
            out << p.id;
        return out;
    }
};

void TestEditorLessonDocument::opensAndUndoesEveryEdit()
{
    LessonDocument doc;
    FileError error;
    QVERIFY2(doc.open(roads(), &error), qPrintable(error.toString(u"roads"_s)));
    QCOMPARE(ids(doc), (QStringList{u"the-set-up"_s, u"one-tile-two-roads"_s, u"what-if"_s}));
    QVERIFY(!doc.isModified());
    const QByteArray original = doc.lesson().serialize();

    doc.movePage(0, 1);
    QCOMPARE(ids(doc).first(), u"one-tile-two-roads"_s);
    doc.removePage(2);
    QCOMPARE(doc.lesson().pages.size(), 2);
    doc.setTitle(u"nl"_s, u"Wegen"_s);
    QCOMPARE(doc.lesson().title.nl, u"Wegen"_s);
    QVERIFY(doc.isModified());
    QCOMPARE(doc.undoStack()->count(), 3);

    // Undo walks back one edit at a time to the very bytes that were opened.
    doc.undoStack()->undo();
    QCOMPARE(doc.lesson().title.nl, u"Tovenaar en heks op wegen"_s);
    doc.undoStack()->undo();
    QCOMPARE(doc.lesson().pages.size(), 3);
    doc.undoStack()->undo();
    QCOMPARE(doc.lesson().serialize(), original);
    QVERIFY(!doc.isModified());
    doc.undoStack()->redo();
    QCOMPARE(ids(doc).first(), u"one-tile-two-roads"_s);
}

void TestEditorLessonDocument::typingIntoOneTextIsOneStep()
{
    LessonDocument doc;
    FileError error;
    QVERIFY(doc.open(roads(), &error));
    QSignalSpy changed(&doc, &LessonDocument::changed);
    const QString typed = u"Een weg"_s;
    for (qsizetype n = 1; n <= typed.size(); ++n)
        doc.setPageText(1, LessonDocument::Field::Text, u"nl"_s, typed.left(n));
    QCOMPARE(doc.lesson().pages.at(1).text.nl, typed);
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(changed.count(), typed.size());
    // Another field is another step.
    doc.setPageText(1, LessonDocument::Field::Notes, u"en"_s, u"Ask first."_s);
    QCOMPARE(doc.undoStack()->count(), 2);
    // The same text again changes nothing and adds no step.
    doc.setPageText(1, LessonDocument::Field::Notes, u"en"_s, u"Ask first."_s);
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.lesson().pages.at(1).text.nl != typed);
}

void TestEditorLessonDocument::duplicatesGetTheirOwnId()
{
    LessonDocument doc;
    FileError error;
    QVERIFY(doc.open(roads(), &error));
    const int at = doc.duplicatePage(1);
    QCOMPARE(at, 2);
    const QStringList all = ids(doc);
    QCOMPARE(all.size(), 4);
    QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), 4);
    // The copy round-trips through the file format.
    FileError e;
    QVERIFY2(Lesson::parse(doc.lesson().serialize(), mltest::dataDir() + u"/lessons/course"_s, &e),
             qPrintable(e.toString(u"copy"_s)));
}

void TestEditorLessonDocument::deletingOrMovingKeepsWhatIfLinksValid()
{
    LessonDocument doc;
    FileError error;
    QVERIFY(doc.open(roads(), &error));
    QVERIFY(doc.lesson().pages.at(2).whatIf);
    // The what-if moved before the page it comes from loses its link: the format refuses a
    // link to a later page.
    doc.movePage(2, 0);
    QVERIFY(!doc.lesson().pages.at(0).whatIf);
    doc.undoStack()->undo();
    QVERIFY(doc.lesson().pages.at(2).whatIf);
    doc.removePage(1);
    QVERIFY(!doc.lesson().pages.at(1).whatIf);
    FileError e;
    QVERIFY2(Lesson::parse(doc.lesson().serialize(), mltest::dataDir() + u"/lessons/course"_s, &e),
             qPrintable(e.toString(u"after delete"_s)));
}

void TestEditorLessonDocument::aPageFromABoardTakesItsPuzzleAsQuestion()
{
    QFile f(mltest::dataDir() + u"/../../resources/puzzles/02-base-road-tie.meeple"_s);
    QVERIFY(f.open(QIODevice::ReadOnly));
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(f.readAll(), &error);
    QVERIFY(board);
    LessonDocument doc;
    LessonStep step;
    step.kind = LessonStep::Kind::SetUp;
    LessonPage page = doc.pageFromBoard(*board, step);
    QVERIFY(page.question);
    QVERIFY(!page.board.json().contains(u"puzzle"_s));
    QCOMPARE(page.step.kind, LessonStep::Kind::SetUp);
    doc.addPage(page);
    doc.addPage(page);
    QCOMPARE(ids(doc), (QStringList{u"page-1"_s, u"page-2"_s}));
    QVERIFY(doc.staleQuestions().isEmpty());
}

void TestEditorLessonDocument::staleQuestionsAreFlagged()
{
    LessonDocument doc;
    FileError error;
    QVERIFY(doc.open(roads(), &error));
    QVERIFY(doc.staleQuestions().isEmpty());
    // An answer the board does not give, as after the board was changed under the question.
    doc.edit(u"wrong answer"_s, [](Lesson &l) {
        PuzzleAnswer &a = *l.pages[1].question->answer;
        for (auto it = a.points.begin(); it != a.points.end(); ++it)
            it.value() += 5;
        return true;
    });
    QCOMPARE(doc.staleQuestions(), QSet<QString>{u"one-tile-two-roads"_s});
    doc.undoStack()->undo();
    QVERIFY(doc.staleQuestions().isEmpty());
}

void TestEditorLessonDocument::savingElsewhereTakesTheBoardsIn()
{
    LessonDocument doc;
    FileError error;
    QVERIFY(doc.open(roads(), &error));
    QVERIFY(!doc.lesson().pages.at(1).boardFileName.isEmpty());
    QTemporaryDir dir;
    const QString path = dir.filePath(u"moved.meeplelesson"_s);
    QString why;
    QVERIFY2(doc.save(path, &why), qPrintable(why));
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.fileName(), path);
    // Read back from the new folder, where no board file lies: every board is inside.
    FileError e;
    const std::optional<Lesson> back = Lesson::read(path, &e);
    QVERIFY2(back, qPrintable(e.toString(path)));
    QCOMPARE(back->pages.size(), 3);
    for (const LessonPage &p : back->pages)
        QVERIFY(p.boardFileName.isEmpty());
    // Saving twice gives the same bytes.
    QFile first(path);
    QVERIFY(first.open(QIODevice::ReadOnly));
    const QByteArray bytes = first.readAll();
    first.close();
    QVERIFY(doc.save(path, &why));
    QFile second(path);
    QVERIFY(second.open(QIODevice::ReadOnly));
    QCOMPARE(second.readAll(), bytes);
}

QTEST_GUILESS_MAIN(TestEditorLessonDocument)
#include "tst_editor_lessondocument.moc"
