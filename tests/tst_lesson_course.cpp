// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled starter course "Learning Carcassonne" (resources/lessons/learning-carcassonne,
// docs/lesson-format.md): eight lessons in their course order, each long enough to teach from and
// with questions whose stored answers the rules engine still gives; every title, text, note and
// question in English and in Dutch, the Dutch free of English words, and every rule link naming
// a rule of the rules panel, the same in both languages.
#include "lesson.h"
#include "lessonmarkup.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestLessonCourse : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsEightLessonsInCourseOrder();
    void everyStoredAnswerIsRight();
    void whatIfPagesGoBackToAnEarlierPage();
    void everyTextIsInBothLanguages();
    void dutchTextsHoldNoEnglishWords();
    void ruleLinksNameRulesOfTheRuleBook();

private:
    // One text of a lesson with its place, e.g. "3-hills-and-sheep.meeplelesson: page the-wolf:
    // text".
    struct CourseText {
        QString where;
        PuzzleText text;
    };

    static QString courseDir()
    {
        return QDir::cleanPath(mltest::examplesDir() + u"/../lessons/learning-carcassonne"_s);
    }
    static QStringList expectedFiles()
    {
        return {
            u"1-roads-cities-monasteries.meeplelesson"_s, u"2-farmers.meeplelesson"_s,
            u"3-hills-and-sheep.meeplelesson"_s,          u"4-castles-in-germany.meeplelesson"_s,
            u"5-mage-and-witch.meeplelesson"_s,           u"6-abbot-and-river.meeplelesson"_s,
            u"7-inns-and-cathedrals.meeplelesson"_s,      u"8-traders-and-builders.meeplelesson"_s};
    }
    static qsizetype questionCount(const Lesson &lesson);
    // Every title, text, note and question of the lesson (notes only where the page has some),
    // the lesson's own title first.
    static QList<CourseText> texts(const QString &file, const Lesson &lesson);

    QStringList m_files;     // the course's lesson files, in course order
    QList<Lesson> m_lessons; // read from them, same order
};

qsizetype TestLessonCourse::questionCount(const Lesson &lesson)
{
    qsizetype n = 0;
    for (const LessonPage &page : lesson.pages) {
        if (page.question) ++n;
    }
    return n;
}

QList<TestLessonCourse::CourseText> TestLessonCourse::texts(const QString &file,
                                                            const Lesson &lesson)
{
    QList<CourseText> out;
    out.append({file + u": title"_s, lesson.title});
    for (const LessonPage &page : lesson.pages) {
        const QString at = file + u": page "_s + page.id + u": "_s;
        out.append({at + u"title"_s, page.title});
        out.append({at + u"text"_s, page.text});
        if (!page.notes.en.isEmpty() || !page.notes.nl.isEmpty())
            out.append({at + u"notes"_s, page.notes});
        if (page.question) out.append({at + u"question"_s, page.question->question});
    }
    return out;
}

void TestLessonCourse::initTestCase()
{
    FileError error;
    const std::optional<LessonCourse> course = readCourse(courseDir(), &error);
    QVERIFY2(course, qPrintable(error.toString(u"course.json"_s)));
    m_files = course->files;
    for (const QString &file : std::as_const(m_files)) {
        const std::optional<Lesson> lesson = Lesson::read(QDir(courseDir()).filePath(file), &error);
        QVERIFY2(lesson, qPrintable(error.toString(file)));
        m_lessons.append(*lesson);
    }
}

// The course.json order is the teaching order: the base game (R-BASE-*), farmers (R-BASE-15),
// Hills & Sheep (R-HS-*), Castles in Germany (R-GC-*), Mage & Witch (R-MW-*), the Abbot and
// the River (R-AB-*, R-RI-*), then Inns & Cathedrals (R-IC-*) and Traders & Builders (R-TB-*).
// Each lesson has at least 8 pages and at least 3 questions
// with an answer the engine computes (no free-text questions).
void TestLessonCourse::readsEightLessonsInCourseOrder()
{
    FileError error;
    const std::optional<LessonCourse> course = readCourse(courseDir(), &error);
    QVERIFY2(course, qPrintable(error.toString(u"course.json"_s)));
    QCOMPARE(course->title.en, u"Learning Carcassonne"_s);
    QCOMPARE(course->title.nl, u"Carcassonne leren"_s);
    // No lesson in the folder is left out of the order (unlisted files would follow by name).
    QCOMPARE(course->files, expectedFiles());
    QCOMPARE(m_lessons.size(), qsizetype(8));
    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        const Lesson &lesson = m_lessons.at(i);
        const QString &file = m_files.at(i);
        QVERIFY2(lesson.pages.size() >= 8,
                 qPrintable(u"%1: %2 pages, fewer than 8"_s.arg(file).arg(lesson.pages.size())));
        QVERIFY2(
            questionCount(lesson) >= 3,
            qPrintable(u"%1: %2 questions, fewer than 3"_s.arg(file).arg(questionCount(lesson))));
        for (const LessonPage &page : lesson.pages) {
            if (!page.question) continue;
            const PuzzleKind kind = page.question->kind;
            QVERIFY2(kind == PuzzleKind::FinalScores || kind == PuzzleKind::TurnScores ||
                         kind == PuzzleKind::BestMove,
                     qPrintable(
                         u"%1: page %2: a %3 question"_s.arg(file, page.id, puzzleKindName(kind))));
            QVERIFY2(page.question->answer,
                     qPrintable(u"%1: page %2: no stored answer"_s.arg(file, page.id)));
        }
    }
    QCOMPARE(m_lessons.at(0).title.en, u"Roads, cities and monasteries"_s);
    QCOMPARE(m_lessons.at(2).title.nl, u"Schapen en Heuvels"_s);
    QCOMPARE(m_lessons.at(3).title.nl, u"Burchten in Duitsland"_s);
    QCOMPARE(m_lessons.at(4).title.nl, u"Tovenaar en Heks"_s);
}

// Every page is played and every stored answer compared with what the rules give, e.g. a road
// tie paying both players (R-BASE-11), the hill tie-break (R-HS-HI-4), a castle's lord
// (R-GC-6, R-GC-7), the witch's halving (R-MW-12), the abbot taken back (R-AB-12) and the
// river splitting the fields (R-RI-10).
void TestLessonCourse::everyStoredAnswerIsRight()
{
    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        const Lesson &lesson = m_lessons.at(i);
        const QString &file = m_files.at(i);
        FileError error;
        const auto checks = checkLesson(lesson, &error);
        QVERIFY2(checks, qPrintable(error.toString(file)));
        QCOMPARE(checks->size(), questionCount(lesson));
        for (const LessonQuestionCheck &check : *checks) {
            QVERIFY2(check.ok, qPrintable(u"%1: page %2: %3: stored %4, the rules give %5"_s.arg(
                                   file, check.page, check.where, check.expected, check.computed)));
        }
    }
}

// A what-if page names an earlier page and one of its moves (docs/lesson-format.md,
// "whatIf"); the course has some, e.g. a wolf from the bag instead of the stable (R-HS-SH-5)
// and the mage and witch meeting on one road (R-MW-10).
void TestLessonCourse::whatIfPagesGoBackToAnEarlierPage()
{
    int whatIfs = 0;
    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        const Lesson &lesson = m_lessons.at(i);
        const QString &file = m_files.at(i);
        for (qsizetype p = 0; p < lesson.pages.size(); ++p) {
            const LessonPage &page = lesson.pages.at(p);
            if (!page.whatIf) continue;
            ++whatIfs;
            const QString at = u"%1: page %2"_s.arg(file, page.id);
            const int earlier = lesson.pageIndex(page.whatIf->page);
            QVERIFY2(earlier >= 0 && earlier < p, qPrintable(at));
            const int whatIfMove = page.whatIf->move;
            QVERIFY2(whatIfMove >= 1 && whatIfMove <= lesson.pages.at(earlier).board.moves().size(),
                     qPrintable(at));
            QVERIFY2(whatIfMove <= page.board.moves().size(), qPrintable(at));
        }
    }
    QVERIFY2(whatIfs >= 3, qPrintable(u"only %1 what-if pages"_s.arg(whatIfs)));
}

// Titles, texts, notes and questions are written in both languages, and the Dutch is not the
// English left untranslated.
void TestLessonCourse::everyTextIsInBothLanguages()
{
    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        for (const CourseText &t : texts(m_files.at(i), m_lessons.at(i))) {
            QVERIFY2(!t.text.en.trimmed().isEmpty(), qPrintable(t.where + u": no English"_s));
            QVERIFY2(!t.text.nl.trimmed().isEmpty(), qPrintable(t.where + u": no Dutch"_s));
            QVERIFY2(t.text.en != t.text.nl,
                     qPrintable(t.where + u": the Dutch is the same as the English"_s));
        }
    }
}

// The Dutch texts use the Dutch terms of the rules (the glossary in docs/architecture.md: weg,
// stad, klooster, weide, boer, herder, burcht, tovenaar, heks, abt, rivier, ...) and no English.
// The words below are English and no Dutch word ("is", "in", "de", "land", "over", "wolf", "meer",
// "spring", "turn" are Dutch and left out; "meeple" is the Dutch term too). Rule links such as
// [R-BASE-10] are not text and are skipped.
void TestLessonCourse::dutchTextsHoldNoEnglishWords()
{
    static const QStringList english = {
        u"the"_s,       u"and"_s,         u"with"_s,   u"which"_s,    u"who"_s,
        u"what"_s,      u"when"_s,        u"where"_s,  u"why"_s,      u"how"_s,
        u"this"_s,      u"that"_s,        u"these"_s,  u"those"_s,    u"there"_s,
        u"their"_s,     u"from"_s,        u"into"_s,   u"without"_s,  u"for"_s,
        u"to"_s,        u"by"_s,          u"are"_s,    u"not"_s,      u"but"_s,
        u"or"_s,        u"if"_s,          u"also"_s,   u"only"_s,     u"each"_s,
        u"every"_s,     u"after"_s,       u"before"_s, u"because"_s,  u"then"_s,
        u"than"_s,      u"would"_s,       u"should"_s, u"could"_s,    u"will"_s,
        u"have"_s,      u"has"_s,         u"it"_s,     u"one"_s,      u"two"_s,
        u"three"_s,     u"on"_s,          u"road"_s,   u"roads"_s,    u"city"_s,
        u"cities"_s,    u"field"_s,       u"fields"_s, u"tile"_s,     u"tiles"_s,
        u"farmer"_s,    u"farmers"_s,     u"knight"_s, u"knights"_s,  u"monk"_s,
        u"monastery"_s, u"monasteries"_s, u"player"_s, u"players"_s,  u"points"_s,
        u"point"_s,     u"move"_s,        u"moves"_s,  u"finished"_s, u"unfinished"_s,
        u"scores"_s,    u"scoring"_s,     u"score"_s,  u"game"_s,     u"shepherd"_s,
        u"sheep"_s,     u"flock"_s,       u"stable"_s, u"hill"_s,     u"hills"_s,
        u"vineyard"_s,  u"vineyards"_s,   u"castle"_s, u"castles"_s,  u"mage"_s,
        u"witch"_s,     u"abbot"_s,       u"garden"_s, u"gardens"_s,  u"river"_s,
        u"bridge"_s,    u"lake"_s,        u"bank"_s,   u"banks"_s};
    const QSet<QString> words(english.cbegin(), english.cend());
    static const QRegularExpression ruleLink(u"\\[R-[A-Z0-9-]+\\]"_s);

    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        for (const CourseText &t : texts(m_files.at(i), m_lessons.at(i))) {
            QString nl = t.text.nl;
            nl.replace(ruleLink, u" "_s);
            // Whole words: runs of letters, compared without case.
            QString word;
            const QString padded = nl + u' ';
            for (const QChar c : padded) {
                if (c.isLetter()) {
                    word.append(c);
                    continue;
                }
                if (!word.isEmpty()) {
                    QVERIFY2(!words.contains(word.toLower()),
                             qPrintable(u"%1 (nl): the English word \"%2\""_s.arg(t.where, word)));
                    word.clear();
                }
            }
        }
    }
}

// A rule link opens the rule in the rules panel, so it must name a rule of the panel's book
// (resources/rules/rulebook.json); the English and Dutch text of a page link the same rules.
void TestLessonCourse::ruleLinksNameRulesOfTheRuleBook()
{
    QFile file(QDir::cleanPath(mltest::examplesDir() + u"/../rules/rulebook.json"_s));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const QJsonArray rules =
        QJsonDocument::fromJson(file.readAll()).object().value(u"rules").toArray();
    QSet<QString> known;
    for (const QJsonValue &rule : rules)
        known.insert(rule.toObject().value(u"id").toString());
    QVERIFY(!known.isEmpty());

    int links = 0;
    for (qsizetype i = 0; i < m_lessons.size(); ++i) {
        for (const CourseText &t : texts(m_files.at(i), m_lessons.at(i))) {
            const QStringList en = markupRules(parseMarkup(t.text.en));
            const QStringList nl = markupRules(parseMarkup(t.text.nl));
            for (const QString &id : en) {
                ++links;
                QVERIFY2(known.contains(id),
                         qPrintable(u"%1: [%2] is no rule of the rule book"_s.arg(t.where, id)));
            }
            const QSet<QString> enSet(en.cbegin(), en.cend());
            const QSet<QString> nlSet(nl.cbegin(), nl.cend());
            QVERIFY2(enSet == nlSet, qPrintable(u"%1: English links %2, Dutch links %3"_s.arg(
                                         t.where, en.join(u", "_s), nl.join(u", "_s))));
        }
    }
    QVERIFY2(links >= 60, qPrintable(u"only %1 rule links"_s.arg(links)));
}

QTEST_GUILESS_MAIN(TestLessonCourse)
#include "tst_lesson_course.moc"
