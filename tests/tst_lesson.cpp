// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson files (docs/lesson-format.md): pages with their boards, steps, texts, questions and
// what-if links read as the format says; every refusal names its place; the stored answers
// are checked by the rules engine; a save keeps the format's key order; the page markup is
// drawn from a whitelist only.
#include "lesson.h"
#include "lessonedits.h"
#include "lessonmarkup.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::StringLiterals;

class TestLesson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsPagesBoardsAndQuestions();
    void checksTheStoredAnswers();
    void aWrongAnswerIsNamedByItsPage();
    void aStepTheBoardNeverReachesIsRefused();
    void refusalsNameThePlace_data();
    void refusalsNameThePlace();
    void savesInTheFormatsOrder();
    void courseFollowsItsOrder();
    void markupIsParagraphsListsBoldAndRules();
    void markupHtmlEscapesEverything();

private:
    static QString courseDir() { return mltest::dataDir() + u"/lessons/course"_s; }
    static QJsonObject lessonJson();
    // The lesson JSON changed by `edit`, parsed with the course folder for its board files.
    static std::optional<Lesson> parsed(const std::function<void(QJsonObject &)> &edit,
                                        FileError *error);
};

QJsonObject TestLesson::lessonJson()
{
    QFile f(courseDir() + u"/roads.meeplelesson"_s);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read the test lesson");
    return QJsonDocument::fromJson(f.readAll()).object();
}

std::optional<Lesson> TestLesson::parsed(const std::function<void(QJsonObject &)> &edit,
                                         FileError *error)
{
    QJsonObject json = lessonJson();
    if (edit) edit(json);
    return Lesson::parse(QJsonDocument(json).toJson(), courseDir(), error);
}

void TestLesson::readsPagesBoardsAndQuestions()
{
    FileError error;
    const std::optional<Lesson> lesson =
        Lesson::read(courseDir() + u"/roads.meeplelesson"_s, &error);
    QVERIFY2(lesson, qPrintable(error.toString(u"roads"_s)));
    QCOMPARE(lesson->title.nl, u"Tovenaar en heks op wegen"_s);
    QCOMPARE(lesson->pages.size(), 3);
    const LessonPage &first = lesson->pages[0];
    QCOMPARE(first.id, u"the-set-up"_s);
    QCOMPARE(first.step.kind, LessonStep::Kind::SetUp);
    QVERIFY(first.boardFileName.isEmpty());
    QCOMPARE(first.board.moves().size(), 0);
    QCOMPARE(first.annotations.size(), 2);
    QCOMPARE(first.notes.en, u"Ask the class who owns which road."_s);
    QVERIFY(!first.question);
    const LessonPage &second = lesson->pages[1];
    QCOMPARE(second.boardFileName, u"two-roads.meeple"_s);
    QCOMPARE(second.board.moves().size(), 1);
    QCOMPARE(second.step.kind, LessonStep::Kind::Scoring);
    QCOMPARE(second.step.move, 1);
    QCOMPARE(second.step.scoring, 1);
    QVERIFY(second.question);
    QCOMPARE(second.question->kind, PuzzleKind::TurnScores);
    // The question becomes the board's puzzle, the page's marks its marks.
    const BoardFile asked = second.questionBoard();
    QVERIFY(Puzzle::present(asked));
    QCOMPARE(lesson->pages[0].questionBoard().annotations().size(), 2);
    const LessonPage &third = lesson->pages[2];
    QVERIFY(third.whatIf);
    QCOMPARE(third.whatIf->page, u"one-tile-two-roads"_s);
    QCOMPARE(third.whatIf->move, 1);
    QCOMPARE(lesson->pageIndex(u"what-if"_s), 2);
    QCOMPARE(lesson->pageIndex(u"none"_s), -1);
}

// EX-MW-2 (resources/examples/mw-2-two-roads.meeple) as a lesson's question: Blue 3 with the witch
// (R-MW-12), Red 6 with the mage (R-MW-11).
void TestLesson::checksTheStoredAnswers()
{
    FileError error;
    const std::optional<Lesson> lesson = parsed({}, &error);
    QVERIFY2(lesson, qPrintable(error.toString(u"roads"_s)));
    const auto checks = checkLesson(*lesson, &error);
    QVERIFY2(checks, qPrintable(error.toString(u"roads"_s)));
    QCOMPARE(checks->size(), 1);
    QCOMPARE(checks->at(0).page, u"one-tile-two-roads"_s);
    QVERIFY2(checks->at(0).ok, qPrintable(checks->at(0).computed));
}

void TestLesson::aWrongAnswerIsNamedByItsPage()
{
    FileError error;
    const std::optional<Lesson> lesson = parsed(
        [](QJsonObject &json) {
            mltest::setLessonAnswer(
                json, 1, QJsonObject{{u"points"_s, QJsonObject{{u"red"_s, 5}, {u"blue"_s, 3}}}});
        },
        &error);
    QVERIFY2(lesson, qPrintable(error.toString(u"roads"_s)));
    const auto checks = checkLesson(*lesson, &error);
    QVERIFY(checks);
    QCOMPARE(checks->size(), 1);
    QVERIFY(!checks->at(0).ok);
    QVERIFY2(checks->at(0).where.startsWith(u"pages[1].question.answer"_s),
             qPrintable(checks->at(0).where));
    QVERIFY2(checks->at(0).computed.contains(u"6"_s), qPrintable(checks->at(0).computed));
}

void TestLesson::aStepTheBoardNeverReachesIsRefused()
{
    FileError error;
    const std::optional<Lesson> lesson = parsed(
        [](QJsonObject &json) {
            mltest::editLessonPage(json, 1, [](QJsonObject &page) {
                page.insert(u"step"_s, QJsonObject{{u"move"_s, 1}, {u"scoring"_s, 3}});
            });
        },
        &error);
    QVERIFY2(lesson, qPrintable(error.toString(u"roads"_s)));
    QVERIFY(!checkLesson(*lesson, &error));
    QCOMPARE(error.exitCode, 1);
    QCOMPARE(error.where, u"pages[1].step.scoring"_s);
    QVERIFY2(error.reason.contains(u"scores 2 feature(s)"_s), qPrintable(error.reason));
}

void TestLesson::refusalsNameThePlace_data()
{
    QTest::addColumn<QString>("change"); // a JSON patch: "PATH=VALUE", PATH in pages[i].key
    QTest::addColumn<QString>("where");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("a board, not a lesson") << u"format=\"meeplelab-board\""_s << u"format"_s << 2;
    QTest::newRow("newer version") << u"version=2"_s << u"version"_s << 2;
    QTest::newRow("no title") << u"title={}"_s << u"title"_s << 2;
    QTest::newRow("no pages") << u"pages=[]"_s << u"pages"_s << 2;
    QTest::newRow("bad id") << u"pages[0].id=\"Set Up\""_s << u"pages[0].id"_s << 2;
    QTest::newRow("same id twice") << u"pages[1].id=\"the-set-up\""_s << u"pages[1].id"_s << 2;
    QTest::newRow("both boards") << u"pages[1].board={}"_s << u"pages[1]"_s << 2;
    QTest::newRow("a folder in boardFile")
        << u"pages[1].boardFile=\"../course/two-roads.meeple\""_s << u"pages[1].boardFile"_s << 2;
    QTest::newRow("no such board file")
        << u"pages[1].boardFile=\"none.meeple\""_s << u"pages[1].boardFile (none.meeple)"_s << 2;
    QTest::newRow("a tile off the table")
        << u"pages[0].board.tiles[0].at=[5000000,0]"_s << u"pages[0].board.tiles[0].at"_s << 2;
    QTest::newRow("a puzzle in the board")
        << u"pages[0].board.puzzle={}"_s << u"pages[0].board.puzzle"_s << 2;
    QTest::newRow("step beyond the moves")
        << u"pages[1].step={\"move\":4}"_s << u"pages[1].step.move"_s << 1;
    QTest::newRow("step word") << u"pages[0].step=\"later\""_s << u"pages[0].step"_s << 2;
    QTest::newRow("text too long")
        << u"pages[0].text={\"en\":\"LONG\"}"_s << u"pages[0].text.en"_s << 2;
    QTest::newRow("control character")
        << u"pages[0].notes={\"nl\":\"bel\\u0007\"}"_s << u"pages[0].notes.nl"_s << 2;
    QTest::newRow("a broken mark") << u"pages[0].annotations=[{\"type\":\"wave\"}]"_s
                                   << u"pages[0].annotations[0].type"_s << 2;
    QTest::newRow("a broken question")
        << u"pages[1].question={\"kind\":\"guess\"}"_s << u"pages[1].question.kind"_s << 2;
    QTest::newRow("what-if of a later page")
        << u"pages[0].whatIf={\"page\":\"what-if\",\"move\":1}"_s << u"pages[0].whatIf.page"_s << 2;
    QTest::newRow("what-if past the moves")
        << u"pages[2].whatIf={\"page\":\"one-tile-two-roads\",\"move\":2}"_s
        << u"pages[2].whatIf.move"_s << 2;
    QTest::newRow("nested too deep") << u"pages[0].extra=DEEP"_s << u"top level"_s << 2;
}

// Each change breaks one thing; the refusal names that place and the exit code says whether
// the lesson cannot be read (2) or asks for what its board never does (1).
void TestLesson::refusalsNameThePlace()
{
    QFETCH(QString, change);
    QFETCH(QString, where);
    QFETCH(int, exitCode);
    const qsizetype eq = change.indexOf(u'=');
    const QString path = change.left(eq);
    QString value = change.mid(eq + 1);
    if (value == u"LONG") value = u"\"%1\""_s.arg(QString(Lesson::kMaxTextLength + 1, u'x'));
    if (value.contains(u"LONG"))
        value.replace(u"LONG"_s, QString(Lesson::kMaxTextLength + 1, u'x'));
    if (value == u"DEEP") value = QString(100, u'[') + QString(100, u']');
    const QJsonValue parsedValue =
        QJsonDocument::fromJson((u"["_s + value + u"]"_s).toUtf8()).array().at(0);
    QByteArray text;
    if (value.startsWith(u'[') && value.size() == 200) {
        // Too deep for Qt's reader to hold for us: written into the text directly.
        QJsonObject json = lessonJson();
        mltest::editLessonPage(json, 0,
                               [](QJsonObject &page) { page.insert(u"extra"_s, u"DEEP-HERE"_s); });
        text = QJsonDocument(json).toJson();
        text.replace("\"DEEP-HERE\"", value.toUtf8());
    } else {
        // Walk the path ("pages[1].board.tiles[0].at") and set the value there.
        std::function<QJsonValue(const QJsonValue &, QStringList)> set =
            [&](const QJsonValue &at, QStringList parts) -> QJsonValue {
            if (parts.isEmpty()) return parsedValue;
            QString part = parts.takeFirst();
            int index = -1;
            if (part.endsWith(u']')) {
                const qsizetype open = part.indexOf(u'[');
                index = part.mid(open + 1, part.size() - open - 2).toInt();
                part = part.left(open);
            }
            QJsonObject o = at.toObject();
            if (index < 0) {
                o.insert(part, set(o.value(part), parts));
            } else {
                QJsonArray a = o.value(part).toArray();
                a.replace(index, set(a.at(index), parts));
                o.insert(part, a);
            }
            return o;
        };
        text = QJsonDocument(set(lessonJson(), path.split(u'.')).toObject()).toJson();
    }
    FileError error;
    std::optional<Lesson> lesson = Lesson::parse(text, courseDir(), &error);
    if (lesson) {
        QVERIFY2(!checkLesson(*lesson, &error), "the change was taken");
    }
    QCOMPARE(error.where, where);
    QCOMPARE(error.exitCode, exitCode);
    QVERIFY(!error.reason.isEmpty());
}

// A save writes the format's order (docs/lesson-format.md), one space a level, the pages'
// boards in the board file's own layout; read again and saved, the bytes are the same.
void TestLesson::savesInTheFormatsOrder()
{
    FileError error;
    const std::optional<Lesson> lesson = parsed({}, &error);
    QVERIFY(lesson);
    const QByteArray saved = lesson->serialize();
    QVERIFY(
        saved.startsWith("{\n \"format\": \"meeplelab-lesson\",\n \"version\": 1,\n \"title\""));
    const qsizetype id = saved.indexOf("\"id\": \"the-set-up\"");
    const qsizetype title = saved.indexOf("\"title\": {\"en\": \"Two roads wait\"");
    const qsizetype board = saved.indexOf("\"board\": {\n    \"format\": \"meeplelab-board\"");
    const qsizetype step = saved.indexOf("\"step\": \"setup\"");
    QVERIFY2(id > 0 && id < title && title < board && board < step, saved.left(800).constData());
    const std::optional<Lesson> again = Lesson::parse(saved, courseDir(), &error);
    QVERIFY2(again, qPrintable(error.toString(u"saved"_s)));
    QCOMPARE(again->serialize(), saved);
    QCOMPARE(again->pages.size(), 3);
    QCOMPARE(again->pages[1].boardFileName, u"two-roads.meeple"_s);
    QCOMPARE(again->pages[1].question->toJson(), lesson->pages[1].question->toJson());
}

void TestLesson::courseFollowsItsOrder()
{
    FileError error;
    const std::optional<LessonCourse> course = readCourse(courseDir(), &error);
    QVERIFY2(course, qPrintable(error.toString(u"course.json"_s)));
    QCOMPARE(course->title.en, u"Test course"_s);
    QCOMPARE(course->files, (QStringList{u"roads.meeplelesson"_s, u"another.meeplelesson"_s}));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile::copy(courseDir() + u"/another.meeplelesson"_s, dir.filePath(u"b.meeplelesson"_s));
    QFile index(dir.filePath(u"course.json"_s));
    QVERIFY(index.open(QIODevice::WriteOnly));
    index.write(R"({"order": ["b.meeplelesson", "b.meeplelesson"]})");
    index.close();
    QVERIFY(!readCourse(dir.path(), &error));
    QCOMPARE(error.where, u"order[1]"_s);

    // An index that is no JSON object says so, as a collection's does.
    for (const auto &[text, reason] :
         {std::pair{QByteArray("[\"b.meeplelesson\"]"), u"expected an object"_s},
          std::pair{QByteArray("{\"order\": "), u"not JSON: "_s}}) {
        mltest::writeFile(dir.filePath(u"course.json"_s), text);
        error = {};
        QVERIFY(!readCourse(dir.path(), &error));
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(error.reason.startsWith(reason), qPrintable(error.reason));
    }
}

void TestLesson::markupIsParagraphsListsBoldAndRules()
{
    const QList<MarkupBlock> blocks =
        parseMarkup(u"A road scores **1 point** a tile [R-BASE-10].\nStill the same paragraph.\n\n"
                    "- first item\n- second **item**\n\nEnd with ** alone and [not a rule]."_s);
    QCOMPARE(blocks.size(), 4);
    QCOMPARE(blocks[0].kind, MarkupBlock::Kind::Paragraph);
    QCOMPARE(blocks[0].spans.size(), 5);
    QCOMPARE(blocks[0].spans[1].text, u"1 point"_s);
    QVERIFY(blocks[0].spans[1].bold);
    QCOMPARE(blocks[0].spans[3].rule, u"R-BASE-10"_s);
    QVERIFY(blocks[0].spans[4].text.endsWith(u"Still the same paragraph."_s));
    QCOMPARE(blocks[1].kind, MarkupBlock::Kind::ListItem);
    QCOMPARE(blocks[2].spans.last().text, u"item"_s);
    QVERIFY(blocks[2].spans.last().bold);
    QCOMPARE(markupToPlainText({blocks[3]}), u"End with ** alone and [not a rule]."_s);
    QCOMPARE(markupRules(blocks), QStringList{u"R-BASE-10"_s});
}

// The author's text is text: tags, entities and quotes come out escaped, and the only
// elements are the whitelist's.
void TestLesson::markupHtmlEscapesEverything()
{
    const QString html = markupToHtml(parseMarkup(
        u"<script>alert(1)</script> & <img src=\"/etc/passwd\"> **b** [R-MW-11]\n\n- <li>"_s));
    QVERIFY2(!html.contains(u"<script"_s) && !html.contains(u"<img"_s), qPrintable(html));
    QVERIFY(html.contains(u"&lt;script&gt;"_s));
    QVERIFY(html.contains(u"&amp;"_s));
    QVERIFY(html.contains(u"&quot;/etc/passwd&quot;"_s));
    QVERIFY(html.contains(u"<b>b</b>"_s));
    QVERIFY(html.contains(u"<a class=\"rule\" data-rule=\"R-MW-11\">R-MW-11</a>"_s));
    QVERIFY(html.contains(u"<ul><li>&lt;li&gt;</li></ul>"_s));
}

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
