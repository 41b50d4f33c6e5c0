// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli sheet (docs/board-format.md, "Printing puzzles"): a printable PDF of puzzles, the
// questions with their boards first, `--per-page` to a page, then the answers and
// explanations on pages of their own; a DIR is a collection; bad usage is exit 64, an
// unreadable file exit 2 with nothing written. The PDF's words are read back from the file
// itself (pdftext.h), so the test sees what a printed page says.
#include "clirun.h"
#include "pdftext.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace
{

using mltest::runCli;
using mltest::squeezed;

QString bundled(const QString &name)
{
    return QDir(mltest::examplesDir() + u"/../puzzles"_s).filePath(name);
}

// Five bundled puzzles of four kinds (final-scores, turn-scores, best-move, free).
const QStringList kFive{u"01-base-farmers.meeple"_s, u"02-base-road-tie.meeple"_s,
                        u"03-base-monastery-best-move.meeple"_s, u"05-hs-vineyards.meeple"_s,
                        u"13-mw-free-mage-field.meeple"_s};

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A folder holding copies of `names`, so it reads as a collection by file name.
void fill(const QTemporaryDir &dir, const QStringList &names)
{
    for (const QString &name : names)
        QVERIFY(QFile::copy(bundled(name), dir.filePath(name)));
}

// The page objects of the PDF, counted in its own structure (not through the text reader).
int pageObjects(const QByteArray &pdf)
{
    return int(QString::fromLatin1(pdf).count(QRegularExpression(u"/Type /Page\\n"_s)));
}

// The index of the first page whose words hold `text` (compared without spaces); -1 for none.
int pageWith(const QStringList &pages, const QString &text)
{
    for (int i = 0; i < pages.size(); ++i)
        if (squeezed(pages[i]).contains(squeezed(text))) return i;
    return -1;
}

} // namespace

class TestCliSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void questionsThenAnswersOnTheirOwnPages()
    {
        QTemporaryDir in, out;
        fill(in, kFive);
        const QString pdf = out.filePath(u"sheet.pdf"_s);
        const mltest::CliRun r =
            runCli({u"sheet"_s, in.path(), u"-o"_s, pdf, u"--per-page"_s, u"2"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QByteArray bytes = readBytes(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        const QStringList pages = mltest::pdfPageTexts(bytes);
        QCOMPARE(pages.size(), pageObjects(bytes));
        // Five questions two to a page: three pages of questions, then the answers.
        const int answers = pageWith(pages, u"Answers"_s);
        QCOMPARE(answers, 3);
        QVERIFY(pages.size() >= 4);
        // Each question, numbered, on the page of its slot.
        QCOMPARE(pageWith(pages, u"1. Three players, one meadow"_s), 0);
        QCOMPARE(pageWith(pages, u"What does each player score in the final scoring?"_s), 0);
        QCOMPARE(pageWith(pages, u"2. Joining two roads"_s), 0);
        QCOMPARE(pageWith(pages, u"3. The last neighbour"_s), 1);
        QCOMPARE(pageWith(pages, u"5. Where may the mage go?"_s), 2);
        // The answers in words, and the authors' explanations, only after every question.
        QCOMPARE(pageWith(pages, u"Final scores: Red 9, Blue 9, Green 0"_s), answers);
        QCOMPARE(pageWith(pages, u"Points of the last move: Red 4, Blue 4"_s), answers);
        QCOMPARE(pageWith(pages, u"Best gain over the others: 9"_s), answers);
        QCOMPARE(pageWith(pages, u"tile E at (1, 2) turned 90°, no figure"_s), answers);
        QVERIFY(pageWith(pages, u"(R-BASE-15)"_s) >= answers);
        for (int i = 0; i < answers; ++i) {
            QVERIFY2(!squeezed(pages[i]).contains(u"Finalscores:"_s), qPrintable(pages[i]));
            QVERIFY2(!squeezed(pages[i]).contains(u"Pointsofthelastmove"_s), qPrintable(pages[i]));
            QVERIFY2(!squeezed(pages[i]).contains(u"R-BASE"_s), qPrintable(pages[i]));
        }
        // Answers are numbered as their questions.
        QCOMPARE(pageWith(pages.mid(answers), u"4. A monastery among the vines"_s), 0);
    }

    void perPageSetsTheQuestionPages_data()
    {
        QTest::addColumn<int>("perPage");
        QTest::addColumn<int>("questionPages");
        QTest::newRow("1") << 1 << 5;
        QTest::newRow("4 (default)") << 0 << 2;
        QTest::newRow("6") << 6 << 1;
    }
    void perPageSetsTheQuestionPages()
    {
        QFETCH(int, perPage);
        QFETCH(int, questionPages);
        QTemporaryDir in, out;
        fill(in, kFive);
        const QString pdf = out.filePath(u"sheet.pdf"_s);
        QStringList args{u"sheet"_s, in.path(), u"-o"_s, pdf};
        if (perPage > 0) args << u"--per-page"_s << QString::number(perPage);
        QCOMPARE(runCli(args).exitCode, 0);
        const QStringList pages = mltest::pdfPageTexts(readBytes(pdf));
        QCOMPARE(pageWith(pages, u"Answers"_s), questionPages);
        QCOMPARE(pageWith(pages, u"5. Where may the mage go?"_s), questionPages - 1);
        // Every page says where it stands in the sheet.
        QVERIFY(squeezed(pages.last()).contains(squeezed(u"page %1 of %1"_s.arg(pages.size()))));
    }

    void dutchSheet()
    {
        QTemporaryDir out;
        const QString pdf = out.filePath(u"nl.pdf"_s);
        const mltest::CliRun r = runCli(
            {u"sheet"_s, bundled(kFive[0]), bundled(kFive[2]), u"-o"_s, pdf, u"--lang"_s, u"nl"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList pages = mltest::pdfPageTexts(readBytes(pdf));
        QCOMPARE(pages.size(), 2);
        QCOMPARE(pageWith(pages, u"Puzzels"_s), 0);
        QCOMPARE(pageWith(pages, u"1. Drie spelers, één weide"_s), 0);
        QCOMPARE(pageWith(pages, u"Hoeveel punten krijgt elke speler bij de eindtelling?"_s), 0);
        QCOMPARE(pageWith(pages, u"Antwoorden"_s), 1);
        QCOMPARE(pageWith(pages, u"Eindstand: Rood 9, Blauw 9, Groen 0"_s), 1);
        QCOMPARE(pageWith(pages, u"Grootste winst op de anderen: 9"_s), 1);
        QCOMPARE(pageWith(pages, u"tegel E op (1, 2) 90° gedraaid, geen speelstuk"_s), 1);
        QCOMPARE(pageWith(pages, u"pagina 2 van 2"_s), 1);
        for (const QString &english : {u"Answers"_s, u"Final scores"_s, u"Three players"_s})
            QCOMPARE(pageWith(pages, english), -1);
    }

    void collectionOrderAndTitle()
    {
        QTemporaryDir in, out;
        fill(in, {kFive[0], kFive[1]});
        QFile json(in.filePath(u"collection.json"_s));
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(R"({"title": {"en": "Club night", "nl": "Clubavond"},
                       "order": ["02-base-road-tie.meeple"]})");
        json.close();
        const QString pdf = out.filePath(u"club.pdf"_s);
        QCOMPARE(runCli({u"sheet"_s, in.path(), u"-o"_s, pdf}).exitCode, 0);
        const QStringList pages = mltest::pdfPageTexts(readBytes(pdf));
        QCOMPARE(pageWith(pages, u"Club night"_s), 0);
        QCOMPARE(pageWith(pages, u"1. Joining two roads"_s), 0);
        QCOMPARE(pageWith(pages, u"2. Three players, one meadow"_s), 0);
        QCOMPARE(pageWith(pages, u"Answers: Club night"_s), 1);
    }

    void fileWithoutPuzzleIsLeftOut()
    {
        QTemporaryDir out;
        const QString pdf = out.filePath(u"a.pdf"_s);
        const QString plain = mltest::dataDir() + u"/puzzlecheck/no-puzzle.meeple"_s;
        const mltest::CliRun r = runCli({u"sheet"_s, plain, bundled(kFive[1]), u"-o"_s, pdf});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.trimmed(), plain + u": no puzzle, left out of the sheet"_s);
        const QStringList pages = mltest::pdfPageTexts(readBytes(pdf));
        QCOMPARE(pageWith(pages, u"1. Joining two roads"_s), 0);
        QCOMPARE(pages.size(), 2); // one page of questions, one of answers
        // Nothing to print at all: refused, and no file.
        const QString none = out.filePath(u"none.pdf"_s);
        const mltest::CliRun empty = runCli({u"sheet"_s, plain, u"-o"_s, none});
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(u"no puzzle in "_s + plain + u", nothing to print"_s),
                 qPrintable(empty.err));
        QVERIFY(!QFile::exists(none));
    }

    void unreadableFileWritesNothing()
    {
        QTemporaryDir in, out;
        fill(in, {kFive[0]});
        QFile broken(in.filePath(u"09-broken.meeple"_s));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{ not json");
        broken.close();
        const QString pdf = out.filePath(u"a.pdf"_s);
        const mltest::CliRun r = runCli({u"sheet"_s, in.path(), u"-o"_s, pdf});
        QCOMPARE(r.exitCode, 2);
        const QStringList lines = r.err.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(in.path() + u"/09-broken.meeple: "_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));
        const mltest::CliRun missing =
            runCli({u"sheet"_s, in.filePath(u"nothing.meeple"_s), u"-o"_s, pdf});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(u"nothing.meeple: cannot read the file"_s));
        QVERIFY(!QFile::exists(pdf));
    }

    void boardThatBreaksARuleWritesNothing()
    {
        // A free question on a board whose first move touches no tile (R-BASE-3).
        QFile source(mltest::dataDir() + u"/files/two-illegal-moves.meeple"_s);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QByteArray json = source.readAll();
        json.insert(json.lastIndexOf('}'),
                    R"(, "puzzle": {"kind": "free", "question": {"en": "Why?", "nl": "Waarom?"},
                        "answer": {"text": {"en": "Because.", "nl": "Daarom."}}})");
        QTemporaryDir in, out;
        const QString file = in.filePath(u"illegal.meeple"_s);
        QFile copy(file);
        QVERIFY(copy.open(QIODevice::WriteOnly));
        copy.write(json);
        copy.close();
        const QString pdf = out.filePath(u"a.pdf"_s);
        const mltest::CliRun r = runCli({u"sheet"_s, file, bundled(kFive[0]), u"-o"_s, pdf});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed().count(u'\n'), 0);
        QVERIFY2(r.err.startsWith(file + u": moves[0]: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"R-BASE-3"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));
    }

    void pdfThatCannotBeWritten()
    {
        const mltest::CliRun r =
            runCli({u"sheet"_s, bundled(kFive[0]), u"-o"_s, u"/no/such/folder/a.pdf"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(u"cannot write /no/such/folder/a.pdf"_s), qPrintable(r.err));
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        const QString f = bundled(kFive[0]);
        QTest::newRow("no -o") << QStringList{f} << u"-o OUT.pdf is required"_s;
        QTest::newRow("not pdf") << QStringList{f, u"-o"_s, u"a.png"_s}
                                 << u"OUT must end in .pdf"_s;
        QTest::newRow("per-page 0") << QStringList{f, u"-o"_s, u"a.pdf"_s, u"--per-page"_s, u"0"_s}
                                    << u"--per-page is a number from 1 to 12"_s;
        QTest::newRow("per-page 13")
            << QStringList{f, u"-o"_s, u"a.pdf"_s, u"--per-page"_s, u"13"_s}
            << u"--per-page is a number from 1 to 12"_s;
        QTest::newRow("per-page word")
            << QStringList{f, u"-o"_s, u"a.pdf"_s, u"--per-page"_s, u"four"_s}
            << u"--per-page is a number"_s;
        QTest::newRow("lang") << QStringList{f, u"-o"_s, u"a.pdf"_s, u"--lang"_s, u"fr"_s}
                              << u"--lang is en or nl, got \"fr\""_s;
        QTest::newRow("no file") << QStringList{u"-o"_s, u"a.pdf"_s}
                                 << u"expected at least one FILE or DIR"_s;
        QTest::newRow("other flag")
            << QStringList{f, u"-o"_s, u"a.pdf"_s, u"--json"_s} << u"unknown option --json"_s;
    }
    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const mltest::CliRun r = runCli(QStringList{u"sheet"_s} + args);
        QCOMPARE(r.exitCode, 64);
        QVERIFY2(r.err.startsWith(u"meeplelab-cli sheet: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY(!QFile::exists(u"a.pdf"_s));
    }

    void helpAndCommandList()
    {
        const mltest::CliRun help = runCli({u"sheet"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith(
            u"Usage: meeplelab-cli sheet FILE|DIR... -o OUT.pdf [--lang en|nl] [--per-page N]"_s));
        QVERIFY(help.out.contains(u"--per-page N"_s));
        const mltest::CliRun all = runCli({u"--help"_s});
        QVERIFY(all.out.contains(u"  sheet FILE|DIR... -o OUT.pdf"_s));
    }
};

QTEST_GUILESS_MAIN(TestCliSheet)
#include "tst_cli_sheet.moc"
