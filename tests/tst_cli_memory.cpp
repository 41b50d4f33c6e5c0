// SPDX-License-Identifier: GPL-3.0-or-later
// What a command that reads only the end of a board costs in memory: `score` on a file of
// about 400 KB (6,600 moves) stays under 30 MB at its peak, since it keeps the set-up and the
// last position, not boards along the way. Measured as the child's peak resident size, alone
// in this test so that no other run's peak is counted; not asserted under AddressSanitizer,
// whose shadow memory swamps the figure.
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
    void scoreOfALongFileStaysSmall();
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

QTEST_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
