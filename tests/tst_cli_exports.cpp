// SPDX-License-Identifier: GPL-3.0-or-later
// An export is written all or nothing, as a save is: a picture or sheet whose writing fails
// part way (here a file size limit, which the system enforces also for root, the way a full
// disk would stop it) leaves the old file whole, and meeplelab-cli says why with exit 2.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace
{
using Run = mltest::CliRun;

// Runs meeplelab-cli. `fileSizeLimit` > 0 limits the size of every file it writes
// (RLIMIT_FSIZE), with the signal ignored so that a write past it fails (EFBIG) as on a full
// disk.
Run runCli(const QStringList &args, rlim_t fileSizeLimit = 0)
{
    mltest::CliOptions options;
    if (fileSizeLimit > 0) {
        options.childSetup = [fileSizeLimit] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{fileSizeLimit, fileSizeLimit};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        };
    }
    return mltest::runCli(args, options);
}

QByteArray contentsOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QString example()
{
    return mltest::examplesDir() + u"/hs-shepherd-1b.meeple"_s;
}
} // namespace

class TestCliExports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void aFailedExportLeavesTheOldFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        const QString png = m_dir.filePath(u"old.png"_s);
        const QString svg = m_dir.filePath(u"old.svg"_s);
        const QString pdf = m_dir.filePath(u"old.pdf"_s);
        QTest::newRow("png") << QStringList{u"render"_s, example(), u"-o"_s, png} << png;
        QTest::newRow("svg") << QStringList{u"render"_s, example(), u"-o"_s, svg} << svg;
        QTest::newRow("sheet") << QStringList{u"sheet"_s,
                                              mltest::examplesDir() +
                                                  u"/../puzzles/01-base-farmers.meeple"_s,
                                              u"-o"_s, pdf}
                               << pdf;
    }

    void aFailedExportLeavesTheOldFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        const QByteArray old = QByteArray("the old picture, kept whole\n").repeated(40);
        write(out, old);
        constexpr rlim_t kLimit = 4096; // less than any picture of a board
        const Run r = runCli(args, kLimit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"cannot write") && r.err.contains(out), qPrintable(r.err));
        QCOMPARE(contentsOf(out), old);
        // Nothing of the failed export is left beside it.
        const QStringList left = QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden);
        for (const QString &name : left)
            QVERIFY2(!name.startsWith(QFileInfo(out).fileName() + u'.'), qPrintable(name));
        // Without the limit the same export replaces the old file.
        const Run again = runCli(args);
        QCOMPARE(again.exitCode, 0);
        QVERIFY(contentsOf(out).size() > qsizetype(kLimit));
    }
};

QTEST_GUILESS_MAIN(TestCliExports)
#include "tst_cli_exports.moc"
