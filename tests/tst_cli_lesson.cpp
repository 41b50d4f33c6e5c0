// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli lesson check, run as a teacher's script would: a good lesson and a course pass,
// a wrong answer fails naming its page, an unreadable lesson names the place, and --json says
// the same for a script.
#include "clirun.h"
#include "lessonedits.h"
#include "pdftext.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using mltest::runCli;

class TestCliLesson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { QVERIFY(m_dir.isValid()); }
    void aGoodLessonPasses();
    void aCoursePassesInItsOrder();
    void aWrongAnswerFailsNamingThePage();
    void anUnreadableLessonNamesThePlace();
    void jsonSaysTheSame();
    void usageErrors();
    void exportsAPdfHandout();
    void exportsAnHtmlHandoutWithoutTheAnswers();
    void exportRefusesALessonItCannotShow();

private:
    static QString course() { return mltest::dataDir() + u"/lessons/course"_s; }
    // The test lesson with `edit` applied, written beside its board file.
    QString changed(const std::function<void(QJsonObject &)> &edit);

    QTemporaryDir m_dir;
};

QString TestCliLesson::changed(const std::function<void(QJsonObject &)> &edit)
{
    QFile in(course() + u"/roads.meeplelesson"_s);
    if (!in.open(QIODevice::ReadOnly)) qFatal("cannot read the test lesson");
    QJsonObject json = QJsonDocument::fromJson(in.readAll()).object();
    edit(json);
    QFile::copy(course() + u"/two-roads.meeple"_s, m_dir.filePath(u"two-roads.meeple"_s));
    const QString path = m_dir.filePath(u"changed.meeplelesson"_s);
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) qFatal("cannot write");
    out.write(QJsonDocument(json).toJson());
    return path;
}

void TestCliLesson::aGoodLessonPasses()
{
    const auto r = runCli({u"lesson"_s, u"check"_s, course() + u"/roads.meeplelesson"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"page one-tile-two-roads: ok (turn-scores)"_s), qPrintable(r.out));
    QVERIFY(r.err.isEmpty());
}

void TestCliLesson::aCoursePassesInItsOrder()
{
    const auto r = runCli({u"lesson"_s, u"check"_s, course()});
    QCOMPARE(r.exitCode, 0);
    const qsizetype roads = r.out.indexOf(u"roads.meeplelesson"_s);
    const qsizetype another = r.out.indexOf(u"another.meeplelesson"_s);
    QVERIFY2(roads >= 0 && another > roads, qPrintable(r.out)); // course.json's order
    QVERIFY(r.out.contains(u"1 page(s), no questions"_s));
}

// EX-MW-2's turn: Red 6 (R-MW-11), Blue 3 (R-MW-12). A key that says Red 5 is wrong.
void TestCliLesson::aWrongAnswerFailsNamingThePage()
{
    const QString path = changed([](QJsonObject &json) {
        mltest::setLessonAnswer(
            json, 1, QJsonObject{{u"points"_s, QJsonObject{{u"red"_s, 5}, {u"blue"_s, 3}}}});
    });
    const auto r = runCli({u"lesson"_s, u"check"_s, path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"page one-tile-two-roads"_s) && r.err.contains(u"red 6"_s),
             qPrintable(r.err));
}

void TestCliLesson::anUnreadableLessonNamesThePlace()
{
    const QString path = changed([](QJsonObject &json) {
        mltest::editLessonPage(json, 0, [](QJsonObject &page) {
            QJsonObject board = page.value(u"board").toObject();
            board.insert(u"players"_s, u"everyone"_s);
            page.insert(u"board"_s, board);
        });
    });
    const auto r = runCli({u"lesson"_s, u"check"_s, path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(u"changed.meeplelesson: pages[0].board.players: "_s),
             qPrintable(r.err));
}

void TestCliLesson::jsonSaysTheSame()
{
    const QString broken = changed([](QJsonObject &json) { json.insert(u"version"_s, 7); });
    const auto r =
        runCli({u"lesson"_s, u"check"_s, course() + u"/roads.meeplelesson"_s, broken, u"--json"_s});
    QCOMPARE(r.exitCode, 2);
    const QJsonArray results = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(results.size(), 2);
    const QJsonObject good = results.at(0).toObject();
    QVERIFY(good.value(u"ok").toBool());
    QVERIFY(good.value(u"error").isNull());
    const QJsonArray questions = good.value(u"questions").toArray();
    QCOMPARE(questions.size(), 1);
    QCOMPARE(questions.at(0).toObject().value(u"page").toString(), u"one-tile-two-roads"_s);
    QCOMPARE(questions.at(0).toObject().value(u"kind").toString(), u"turn-scores"_s);
    QVERIFY(questions.at(0).toObject().value(u"ok").toBool());
    const QJsonObject bad = results.at(1).toObject();
    QVERIFY(!bad.value(u"ok").toBool());
    QVERIFY2(bad.value(u"error").toString().contains(u"version: version 7 is newer"_s),
             qPrintable(bad.value(u"error").toString()));
}

void TestCliLesson::usageErrors()
{
    QCOMPARE(runCli({u"lesson"_s}).exitCode, 64);
    QCOMPARE(runCli({u"lesson"_s, u"teach"_s, u"x"_s}).exitCode, 64);
    QCOMPARE(runCli({u"lesson"_s, u"check"_s}).exitCode, 64);
    QCOMPARE(runCli({u"lesson"_s, u"check"_s, u"--pdf"_s, u"x"_s}).exitCode, 64);
    const auto help = runCli({u"lesson"_s, u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(u"lesson check FILE|DIR"_s));
    const auto missing = runCli({u"lesson"_s, u"check"_s, m_dir.filePath(u"none.meeplelesson"_s)});
    QCOMPARE(missing.exitCode, 2);
}

// A page per lesson page, in Dutch: each page's title and text, the question, and the answers
// at the end with Red 6 and Blue 3 (EX-MW-2).
void TestCliLesson::exportsAPdfHandout()
{
    const QString out = m_dir.filePath(u"les.pdf"_s);
    const auto r = runCli({u"lesson"_s, u"export"_s, course() + u"/roads.meeplelesson"_s, u"-o"_s,
                           out, u"--lang"_s, u"nl"_s});
    QCOMPARE(r.exitCode, 0);
    QFile pdf(out);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QStringList pages = mltest::pdfPageTexts(pdf.readAll());
    QCOMPARE(pages.size(), 4); // three lesson pages and the answers
    QVERIFY2(mltest::squeezed(pages.at(0)).contains(u"Tweewegenwachten"_s),
             qPrintable(pages.at(0)));
    QVERIFY2(mltest::squeezed(pages.at(0)).contains(u"tovenaar"_s), qPrintable(pages.at(0)));
    QVERIFY2(mltest::squeezed(pages.at(1)).contains(u"Vraag:Watscoortelkespeler"_s),
             qPrintable(pages.at(1)));
    QVERIFY2(mltest::squeezed(pages.at(3)).contains(u"Antwoorden"_s), qPrintable(pages.at(3)));
    QVERIFY2(mltest::squeezed(pages.at(3)).contains(u"Red6,Blue3"_s), qPrintable(pages.at(3)));
    // The answer stays off the question's own page.
    QVERIFY(!mltest::squeezed(pages.at(1)).contains(u"Red6"_s));
}

void TestCliLesson::exportsAnHtmlHandoutWithoutTheAnswers()
{
    const QString out = m_dir.filePath(u"les.html"_s);
    const auto r =
        runCli({u"lesson"_s, u"export"_s, course() + u"/roads.meeplelesson"_s, u"-o"_s, out});
    QCOMPARE(r.exitCode, 0);
    QFile html(out);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(html.readAll());
    QCOMPARE(text.count(u"<section class=\"page\""_s), 3);
    QCOMPARE(text.count(u"<svg"_s), 3);
    QVERIFY(text.contains(u"<b>mage</b>"_s)); // the markup's bold
    QVERIFY(text.contains(u"data-rule=\"R-MW-11\""_s));
    QVERIFY(!text.contains(u"red=6"_s));
    QVERIFY(!text.contains(u"Ask the class"_s)); // the presenter's notes stay out
    QVERIFY(text.contains(u"data-hashes=\""_s));
}

void TestCliLesson::exportRefusesALessonItCannotShow()
{
    const QString path = changed([](QJsonObject &json) {
        mltest::editLessonPage(json, 1, [](QJsonObject &page) {
            page.insert(u"step"_s, QJsonObject{{u"move"_s, 1}, {u"scoring"_s, 9}});
        });
    });
    const QString out = m_dir.filePath(u"never.pdf"_s);
    const auto r = runCli({u"lesson"_s, u"export"_s, path, u"-o"_s, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(u"pages[1].step.scoring"_s), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    QCOMPARE(runCli({u"lesson"_s, u"export"_s, path, u"-o"_s, m_dir.filePath(u"x.txt"_s)}).exitCode,
             64);
}

QTEST_GUILESS_MAIN(TestCliLesson)
#include "tst_cli_lesson.moc"
