// SPDX-License-Identifier: GPL-3.0-or-later
// Costs in proportion, through the real meeplelab-cli: a board with far more players,
// annotations, tiles or unknown data than any real one is refused or handled in about a second
// and well under 300 MB. The wall bound is ten times the goal so that a loaded machine does not
// fail it; the times are printed. MEEPLELAB_COST_COUNT sets the size of the hostile files
// (default 100,000, as in the crafted files).
#include "clirun.h"
#include "peakmemory.h"
#include "testdata.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace
{

// A guard against a cost out of proportion (seconds to minutes before), not a timing: the
// figures are printed. The sanitizer build runs the tool about ten times slower.
#ifdef ML_ASAN
constexpr qint64 kWallLimitMs = 60'000;
#else
constexpr qint64 kWallLimitMs = 10'000;
#endif
[[maybe_unused]] constexpr long kPeakLimitKb = 300 * 1024; // not measured under ASan

int hostileCount()
{
    bool ok = false;
    const int n = qEnvironmentVariableIntValue("MEEPLELAB_COST_COUNT", &ok);
    return ok && n > 0 ? n : 100'000;
}

QByteArray board(const QByteArray &rest)
{
    return "{\"format\": \"meeplelab-board\", \"version\": 1, " + rest + "}";
}

// `count` straight roads (U) in a row along x: every side between them is road to road, so
// the board is legal however long it is, and each tile leaves two cells free beside it.
QByteArray roadRow(int count)
{
    QByteArray tiles = "\"tiles\": [";
    for (int i = 0; i < count; ++i) {
        if (i) tiles += ", ";
        tiles += "{\"tile\": \"U\", \"at\": [" + QByteArray::number(i) + ", 0]}";
    }
    return tiles + "]";
}

const QByteArray kRed = "\"players\": [{\"id\": \"red\"}, {\"id\": \"blue\"}], ";

} // namespace

class TestCliCosts : public QObject
{
    Q_OBJECT

private:
    using Run = mltest::CliRun;
    static Run run(const QString &what, const QStringList &args)
    {
        mltest::CliOptions options;
        options.timeoutMs = 120'000;
        options.discardOutput = true;
        const Run r = mltest::runCli(args, options);
        qInfo("%s: exit %d in %lld ms, largest child so far %ld MB", qPrintable(what), r.exitCode,
              r.ms, mltest::childrenPeakRssKilobytes() / 1024);
        return r;
    }
    // Within the bounds of time and, where the figure means something, of memory.
    static void checkCost(const Run &r)
    {
        QVERIFY2(r.ms < kWallLimitMs, qPrintable(u"took %1 ms"_s.arg(r.ms)));
#ifndef ML_ASAN
        // A child's peak counts from this process's own (fork copies it), so this one must
        // stay well below the bound for the figure to be the tool's.
        QVERIFY2(
            mltest::peakRssKilobytes() < kPeakLimitKb / 2,
            qPrintable(u"the test itself reached %1 MB"_s.arg(mltest::peakRssKilobytes() / 1024)));
        QVERIFY2(
            mltest::childrenPeakRssKilobytes() < kPeakLimitKb,
            qPrintable(u"a child reached %1 MB"_s.arg(mltest::childrenPeakRssKilobytes() / 1024)));
#endif
    }
    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
    }

    void manyPlayersRefused()
    {
        const int n = hostileCount();
        QByteArray players = "\"players\": [";
        for (int i = 0; i < n; ++i)
            players += (i ? ", {\"id\": \"p" : "{\"id\": \"p") + QByteArray::number(i) + "\"}";
        const QString file =
            write(u"players.meeple"_s, board(players + "], \"tiles\": [{\"tile\": \"D\", \"at\": "
                                                       "[0, 0]}]"));
        for (const QString &command : {u"score"_s, u"validate"_s}) {
            const Run r = run(u"%1 with %2 players"_s.arg(command).arg(n), {command, file});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.err.trimmed(), file + u": players: at most 64 players, found %1"_s.arg(n));
            checkCost(r);
        }
    }

    void manyRingsRefused()
    {
        const int n = hostileCount();
        QByteArray rings = "\"annotations\": [";
        for (int i = 0; i < n; ++i)
            rings +=
                QByteArray(i ? ", " : "") + "{\"type\": \"ring\", \"at\": [0, 0], \"on\": \"N\"}";
        const QString file =
            write(u"rings.meeple"_s,
                  board(kRed + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}], " + rings + "]"));
        const Run r = run(u"render of %1 rings"_s.arg(n),
                          {u"render"_s, file, u"-o"_s, m_dir.filePath(u"rings.png"_s)});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed(),
                 file + u": annotations: at most 10000 annotations, found %1"_s.arg(n));
        checkCost(r);
    }

    // The most a file may hold, one ring on each road of a long row, drawn quickly.
    void mostRingsDrawn()
    {
        const int n = 10'000;
        QByteArray rings = "\"annotations\": [";
        for (int i = 0; i < n; ++i)
            rings += QByteArray(i ? ", " : "") + "{\"type\": \"ring\", \"at\": [" +
                     QByteArray::number(i % 100) + ", 0], \"on\": \"E\"}";
        const QString file =
            write(u"most-rings.meeple"_s, board(kRed + roadRow(100) + ", " + rings + "]"));
        for (const QString &out : {u"most-rings.png"_s, u"most-rings.svg"_s}) {
            const Run r = run(u"render of %1 rings to %2"_s.arg(n).arg(out),
                              {u"render"_s, file, u"-o"_s, m_dir.filePath(out)});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            checkCost(r);
        }
    }

    void analyseOfAHugeBoardRefused()
    {
        const int n = hostileCount();
        const QString file = write(u"long-row.meeple"_s, board(kRed + roadRow(n)));
        const Run r =
            run(u"analyse on %1 tiles"_s.arg(n), {u"analyse"_s, file, u"--tile"_s, u"U"_s});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed(), file + u": tiles: analyse looks at boards of at most 2000 "
                                         "tiles, found %1 (with the moves)"_s.arg(n));
        checkCost(r);
    }

    // The largest board analyse takes, laid out to give it the most moves to weigh.
    void analyseOfTheLargestBoard()
    {
        const QString file = write(u"row-2000.meeple"_s, board(kRed + roadRow(2000)));
        const Run r = run(u"analyse on 2000 tiles"_s, {u"analyse"_s, file, u"--tile"_s, u"U"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        checkCost(r);
    }

    void bigUnknownKeyRefused()
    {
        // 56 MB of small numbers under a key the format does not know, as in the crafted file,
        // written a piece at a time: a child's peak starts from this process's own.
        const QString file = m_dir.filePath(u"junk.meeple"_s);
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"meeplelab-board\", \"version\": 1, \"junk\": [0");
        QByteArray zeros;
        for (int i = 0; i < 500'000; ++i)
            zeros += ",0";
        for (int i = 0; i < 56; ++i)
            QCOMPARE(f.write(zeros), zeros.size());
        f.write("], " + kRed + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]}");
        f.close();
        const Run r = run(u"score with a 56 MB unknown key"_s, {u"score"_s, file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed(), file + u": junk: the keys this program does not know hold more "
                                         "than 1048576 bytes; a board keeps at most 1048576 "
                                         "bytes of them"_s);
        checkCost(r);
    }

    void unknownKeysWithinTheLimitKept()
    {
        QByteArray junk = "\"junk\": [0";
        while (junk.size() < 900'000)
            junk += ",0";
        junk += "], ";
        const QString file =
            write(u"some-junk.meeple"_s,
                  board(junk + kRed + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]"));
        const Run r = run(u"score with 900 kB of unknown keys"_s, {u"score"_s, file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        checkCost(r);
    }
};

QTEST_GUILESS_MAIN(TestCliCosts)
#include "tst_cli_costs.moc"
