// SPDX-License-Identifier: GPL-3.0-or-later
// What the desktop reads from outside is read as a file, and only so far: a named pipe, a
// device or a folder given as a board or left in the recovery folder is refused at once, and
// a board restored from a recovery copy keeps its unknown keys in the file's order.
#include "boarddocument.h"
#include "peakmemory.h"
#include "recoverystore.h"
#include "testdata.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Runs `read` on a thread. A read still waiting for a writer of the pipe after ten seconds is
// let go (the pipe's writing end is opened and closed) and counts as blocked: false.
bool readsWithoutAWriter(const QString &fifo, const std::function<void()> &read)
{
    std::atomic<bool> done{false};
    std::thread reader([&] {
        read();
        done = true;
    });
    QDeadlineTimer deadline(10000);
    while (!done && !deadline.hasExpired())
        QThread::msleep(5);
    const bool inTime = done;
    const QByteArray name = QFile::encodeName(fifo);
    while (!done) {
        const int fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0) ::close(fd);
        QThread::msleep(5);
    }
    reader.join();
    return inTime;
}

QString makeFifo(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0) qFatal("mkfifo failed");
    return path;
}
} // namespace

class TestEditorReads : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aPipeAsABoardIsRefusedAtOnce()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = makeFifo(dir, u"board.meeple"_s);
        bool loaded = true;
        FileError error;
        QVERIFY2(readsWithoutAWriter(fifo,
                                     [&] {
                                         BoardDocument doc;
                                         loaded = doc.loadFile(fifo, &error);
                                     }),
                 "the open waited for a writer of the pipe");
        QVERIFY(!loaded);
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(error.reason.contains(u"named pipe (FIFO), not a file"), qPrintable(error.reason));
    }

    void anEndlessDeviceIsRefusedWithoutReadingIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // Named like a board, as a stranger would hand it out.
        const QString link = dir.filePath(u"zero.meeple"_s);
        QVERIFY(QFile::link(u"/dev/zero"_s, link));
#ifndef ML_ASAN
        const long before = mltest::peakRssKilobytes();
#endif
        QElapsedTimer timer;
        timer.start();
        for (const QString &path : {u"/dev/zero"_s, link}) {
            BoardDocument doc;
            FileError error;
            QVERIFY(!doc.loadFile(path, &error));
            QVERIFY2(error.reason.contains(u"is a device, not a file"), qPrintable(error.reason));
        }
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
#ifndef ML_ASAN
        QVERIFY2(mltest::peakRssKilobytes() - before < 300 * 1024,
                 qPrintable(QString::number(mltest::peakRssKilobytes() - before)));
#endif
    }

    void aFolderIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        BoardDocument doc;
        FileError error;
        QVERIFY(!doc.loadFile(dir.path(), &error));
        QVERIFY2(error.reason.contains(u"is a directory"), qPrintable(error.reason));
    }

    void aBoardLargerThanTheLimitIsRefusedNamingIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile big(dir.filePath(u"big.meeple"_s));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(BoardFile::kMaxBytes + 1)); // sparse: no disk is filled
        big.close();
        BoardDocument doc;
        FileError error;
        QVERIFY(!doc.loadFile(big.fileName(), &error));
        QVERIFY2(error.reason.contains(u"64 MiB"), qPrintable(error.reason));
    }

    void aPipeInTheRecoveryFolderIsPassedOver()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = makeFifo(dir, u"0000.recovery"_s);
        qsizetype found = -1;
        QVERIFY2(readsWithoutAWriter(
                     fifo, [&] { found = RecoveryStore(dir.path()).leftBehind().size(); }),
                 "looking for recovery copies waited for a writer of the pipe");
        QCOMPARE(found, 0);
    }

    void restoreKeepsTheUnknownKeysInTheFilesOrder()
    {
        QFile example(mltest::examplesDir() + u"/hs-shepherd-1b.meeple"_s);
        QVERIFY(example.open(QIODevice::ReadOnly));
        QByteArray text = example.readAll();
        QVERIFY(text.startsWith('{'));
        text.insert(1, "\"zeta\": {\"z\": 1, \"a\": 2}, \"alpha\": [1, 2],");
        const auto inOrder = [](const QByteArray &saved) {
            const qsizetype zeta = saved.indexOf("\"zeta\"");
            const qsizetype alpha = saved.indexOf("\"alpha\"");
            return zeta >= 0 && alpha >= 0 && zeta < alpha &&
                   saved.indexOf("\"z\"") < saved.indexOf("\"a\"");
        };

        BoardDocument edited;
        FileError error;
        QVERIFY2(edited.load(text, u"/boards/keys.meeple"_s, &error), qPrintable(error.reason));
        QVERIFY(inOrder(edited.serialize())); // a normal save keeps the order

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString why;
        {
            RecoveryStore crashed(dir.path());
            QVERIFY2(crashed.write(edited, &why), qPrintable(why));
        } // gone without remove(), as after a crash

        const QList<RecoveredBoard> found = RecoveryStore(dir.path()).leftBehind();
        QCOMPARE(found.size(), 1);
        // What the recovery offer does on Restore, then a save.
        BoardDocument restored;
        QVERIFY2(restored.loadRecovered(found[0].data(), found[0].boardFile, &error),
                 qPrintable(error.reason));
        QCOMPARE(restored.fileName(), u"/boards/keys.meeple"_s);
        const QString saved = dir.filePath(u"saved.meeple"_s);
        QVERIFY2(restored.save(saved, &why), qPrintable(why));
        QFile back(saved);
        QVERIFY(back.open(QIODevice::ReadOnly));
        const QByteArray bytes = back.readAll();
        QVERIFY2(inOrder(bytes), bytes.left(200).constData());
    }
};

QTEST_GUILESS_MAIN(TestEditorReads)
#include "tst_editor_reads.moc"
