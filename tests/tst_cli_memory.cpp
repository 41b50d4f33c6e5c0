// SPDX-License-Identifier: GPL-3.0-or-later
// What a command that reads only the end of a board costs in memory: `score` on a file of
// about 400 KB (6,600 moves) stays under 30 MB at its peak, since it keeps the set-up and the
// last position, not boards along the way; and `score` and `validate` of a million moves (a
// file of 62 MB) stay under 300 MB, as the moves go from the text straight into their packed
// list and the board holds what a million tiles need. Measured as the children's largest peak
// resident size, so the small file is measured before the large one runs; not asserted under
// AddressSanitizer, whose shadow memory swamps the figure (there the large file holds 20,000
// moves: a million would take minutes and gigabytes of shadow memory to show nothing more).
#include "clirun.h"
#include "peakmemory.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliMemory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scoreOfALongFileStaysSmall(); // first: the children's peak is the largest so far
    void aMillionMovesStayBounded();
};

void TestCliMemory::scoreOfALongFileStaysSmall()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Straight roads in a row along x, the players taking turns: every move is legal.
    QByteArray moves;
    constexpr int kMoves = 6600;
    for (int i = 0; i < kMoves; ++i) {
        if (i) moves += ",\n  ";
        moves += "{\"player\": \"" + QByteArray(i % 2 ? "blue" : "red") +
                 "\", \"tile\": \"U\", \"at\": [" + QByteArray::number(i + 1) + ", 0], \"rot\": 0}";
    }
    const QByteArray text = "{\"format\": \"meeplelab-board\", \"version\": 1,\n"
                            " \"rules\": {\"sets\": [\"base\"], \"edition\": \"C3\"},\n"
                            " \"players\": [{\"id\": \"red\"}, {\"id\": \"blue\"}],\n"
                            " \"tiles\": [{\"tile\": \"U\", \"at\": [0, 0], \"rot\": 0}],\n"
                            " \"moves\": [\n  " +
                            moves + "\n ]}\n";
    QVERIFY2(text.size() > 390'000, qPrintable(QString::number(text.size())));
    const QString path = dir.filePath(u"long.meeple"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
    f.close();
    const mltest::CliRun r = mltest::runCli({u"score"_s, path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"scores: red 0, blue 0"_s), qPrintable(r.out));
#ifndef ML_ASAN // the sanitizer's shadow memory swamps the figure; the run is still checked
    const long peakKb = mltest::childrenPeakRssKilobytes();
    QVERIFY2(peakKb < 30 * 1024, qPrintable(u"peak %1 KB"_s.arg(peakKb)));
#endif
}

void TestCliMemory::aMillionMovesStayBounded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // A square of 1,001 by 1,000 straight roads, row after row, the players taking turns: every
    // move is legal and no road ever closes.
#ifdef ML_ASAN
    constexpr int kMoves = 20'000; // the reading is checked, its memory cannot be
#else
    constexpr int kMoves = 1'000'000;
#endif
    constexpr int kWidth = 1001;
    QByteArray text = "{\"format\": \"meeplelab-board\", \"version\": 1,\n"
                      " \"rules\": {\"sets\": [\"base\"], \"edition\": \"C3\"},\n"
                      " \"players\": [{\"id\": \"red\"}, {\"id\": \"blue\"}],\n"
                      " \"tiles\": [{\"tile\": \"U\", \"at\": [0, 0], \"rot\": 0}],\n"
                      " \"moves\": [\n  ";
    text.reserve(qsizetype(kMoves) * 62);
    for (int i = 1; i <= kMoves; ++i) {
        if (i > 1) text += ",\n  ";
        text += i % 2 ? "{\"player\": \"red\", \"tile\": \"U\", \"at\": ["
                      : "{\"player\": \"blue\", \"tile\": \"U\", \"at\": [";
        text += QByteArray::number(i % kWidth) + ", " + QByteArray::number(i / kWidth) +
                "], \"rot\": 0}";
    }
    text += "\n ]}\n";
    QVERIFY2(text.size() > qsizetype(kMoves) * 60, qPrintable(QString::number(text.size())));
    const QString path = dir.filePath(u"million.meeple"_s);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
    f.close();
    text = QByteArray(); // this test's own memory is not the children's
    const mltest::CliRun score = mltest::runCli({u"score"_s, path});
    QCOMPARE(score.exitCode, 0);
    QVERIFY2(score.out.contains(u"scores: red 0, blue 0"_s), qPrintable(score.out.left(2000)));
    const mltest::CliRun validate = mltest::runCli({u"validate"_s, path});
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(validate.out.contains(u"%1 move(s)"_s.arg(kMoves)),
             qPrintable(validate.out.left(2000)));
#ifndef ML_ASAN
    const long peakKb = mltest::childrenPeakRssKilobytes();
    QVERIFY2(peakKb < 300 * 1024, qPrintable(u"peak %1 KB"_s.arg(peakKb)));
#endif
}

QTEST_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
