// SPDX-License-Identifier: GPL-3.0-or-later
// What meeplelab-cli reads is read as a file, and only so far: a named pipe, a device or a
// folder given as a board, a JCZ save or a collection.json is refused at once with exit 2,
// and a file past its limit is refused naming the limit.
#include "clirun.h"
#include "filereading.h"
#include "peakmemory.h"
#include "puzzlecollection.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
using Run = mltest::CliRun;

// Runs meeplelab-cli; a run that waits on a pipe is killed after 20 s instead of hanging the
// test (Run::finished is false then).
Run runCli(const QStringList &args)
{
    mltest::CliOptions options;
    options.timeoutMs = 20'000;
    options.killOnTimeout = true;
    return mltest::runCli(args, options);
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestCliReads : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString fifo(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0) qFatal("mkfifo failed");
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // First, while no other child has raised the children's peak.
    void anEndlessDeviceIsRefusedWithLittleMemory()
    {
        const QString folder = m_dir.filePath(u"zero-collection"_s);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::link(u"/dev/zero"_s, folder + u"/collection.json"_s));
        const Run board = runCli({u"score"_s, u"/dev/zero"_s});
        const Run collection = runCli({u"check"_s, folder});
        for (const Run &r : {board, collection}) {
            QVERIFY(r.finished);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(u"cannot read the file: is a device, not a file"),
                     qPrintable(r.err));
            QVERIFY2(r.ms < 10000, qPrintable(QString::number(r.ms)));
        }
        QVERIFY2(collection.err.startsWith(folder + u"/collection.json: "_s),
                 qPrintable(collection.err));
#ifndef ML_ASAN
        QVERIFY2(mltest::childrenPeakRssKilobytes() < 300 * 1024,
                 qPrintable(QString::number(mltest::childrenPeakRssKilobytes())));
#endif
    }

    void aPipeIsRefusedAtOnce_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        const QString board = fifo(u"board.meeple"_s);
        QTest::newRow("score") << QStringList{u"score"_s, board} << board;
        QTest::newRow("validate") << QStringList{u"validate"_s, board} << board;
        QTest::newRow("render") << QStringList{u"render"_s, board, u"-o"_s,
                                               m_dir.filePath(u"x.png"_s)}
                                << board;
        QTest::newRow("check") << QStringList{u"check"_s, board} << board;
        const QString save = fifo(u"game.jcz"_s);
        QTest::newRow("import") << QStringList{u"import"_s, save, u"-o"_s,
                                               m_dir.filePath(u"x.meeple"_s)}
                                << save;
        const QString folder = m_dir.filePath(u"pipe-collection"_s);
        QVERIFY(QDir().mkpath(folder));
        const QString index = folder + u"/collection.json"_s;
        if (::mkfifo(QFile::encodeName(index).constData(), 0600) != 0) qFatal("mkfifo failed");
        QTest::newRow("collection.json") << QStringList{u"check"_s, folder} << index;
    }

    void aPipeIsRefusedAtOnce()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        const Run r = runCli(args);
        QVERIFY2(r.finished, "meeplelab-cli waited for a writer of the pipe");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(named + u": cannot read the file: is a named pipe (FIFO), "
                                          u"not a file"_s),
                 qPrintable(r.err));
    }

    void aFolderIsRefused()
    {
        const Run r = runCli({u"score"_s, m_dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"cannot read the file: is a directory"), qPrintable(r.err));
    }

    void aFileBeyondItsLimitIsRefusedNamingIt()
    {
        const QString board = m_dir.filePath(u"big.meeple"_s);
        QFile big(board);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(BoardFile::kMaxBytes + 1)); // sparse: no disk is filled
        big.close();
        const Run r = runCli({u"score"_s, board});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"the file is too large: more than 64 MiB"), qPrintable(r.err));

        const QString folder = m_dir.filePath(u"big-collection"_s);
        QVERIFY(QDir().mkpath(folder));
        write(folder + u"/collection.json"_s, QByteArray(kMaxCollectionBytes + 1, ' '));
        const Run c = runCli({u"check"_s, folder});
        QCOMPARE(c.exitCode, 2);
        QVERIFY2(c.err.contains(u"more than 1 MiB"), qPrintable(c.err));
    }

    void theReaderReadsRegularFilesUpToTheLimit()
    {
        const QString path = m_dir.filePath(u"ten.txt"_s);
        write(path, "0123456789");
        FileError error;
        QCOMPARE(readFileAtMost(path, 10, &error).value_or("?"), QByteArray("0123456789"));
        QVERIFY(!readFileAtMost(path, 9, &error));
        QCOMPARE(error.reason, u"the file is too large: more than 9 bytes"_s);
        QCOMPARE(error.exitCode, 2);
        QVERIFY(!readFileAtMost(m_dir.filePath(u"absent"_s), 10, &error));
        QVERIFY2(error.reason.startsWith(u"cannot read the file: No such file"),
                 qPrintable(error.reason));
        QVERIFY(readFileAtMost(u":/meeplelab/tiles.json"_s, BoardFile::kMaxBytes, &error));
    }
};

QTEST_GUILESS_MAIN(TestCliReads)
#include "tst_cli_reads.moc"
