// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every file of the fuzz corpus and of tests/fuzz/regressions through the fuzz
// targets' entry points, in the normal build, so a crash the fuzzer once found stays fixed.
// Files directly in regressions/ (and the corpus) go to the board target; a subfolder named
// after a target (regressions/jcz/, regressions/picture/, ...) holds that target's finds.
// An input that breaks a property aborts the test, as it would abort the fuzzer.
#include "fuzzcommands.h"

#include <QDirIterator>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestFuzzReplay : public QObject
{
    Q_OBJECT

    static int replay(const QString &dir, QDirIterator::IteratorFlags flags, ml::fuzz::Entry run)
    {
        int files = 0;
        QDirIterator it(dir, QDir::Files, flags);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(file.fileName()));
            run(file.readAll());
            ++files;
        }
        return files;
    }

private Q_SLOTS:
    void replaysCorpusAndRegressions()
    {
        int files = 0;
        const QStringList dirs = QString::fromUtf8(MEEPLELAB_FUZZ_CORPUS).split(u'|');
        for (const QString &dir : dirs)
            files += replay(dir, QDirIterator::Subdirectories, ml::fuzz::entry("board"));
        // The corpus is built from resources/ and the test data: far more than a handful.
        QVERIFY2(files > 100, qPrintable(QString::number(files)));
        replay(QString::fromUtf8(MEEPLELAB_FUZZ_REGRESSIONS), QDirIterator::NoIteratorFlags,
               ml::fuzz::entry("board"));
    }
    void replaysEachTargetsFinds_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *const *name = ml::fuzz::entryNames(); *name; ++name)
            QTest::newRow(*name) << QString::fromLatin1(*name);
    }
    void replaysEachTargetsFinds()
    {
        QFETCH(QString, name);
        const ml::fuzz::Entry run = ml::fuzz::entry(name.toLatin1().constData());
        QVERIFY(run);
        // What the target found, and the seeds scripts/fuzz.sh starts it from.
        const QString regressions = QString::fromUtf8(MEEPLELAB_FUZZ_REGRESSIONS);
        replay(regressions + u'/' + name, QDirIterator::NoIteratorFlags, run);
        replay(regressions + u"/../seeds/"_s + name, QDirIterator::NoIteratorFlags, run);
    }
    // Every entry takes the worst of inputs without a crash: nothing, and a byte order mark.
    void everyEntryTakesEmptyInput_data() { replaysEachTargetsFinds_data(); }
    void everyEntryTakesEmptyInput()
    {
        QFETCH(QString, name);
        const ml::fuzz::Entry run = ml::fuzz::entry(name.toLatin1().constData());
        QVERIFY(run);
        run(QByteArray());
        run(QByteArray("\xEF\xBB\xBF{}"));
    }
};

QTEST_MAIN(TestFuzzReplay)
#include "tst_fuzz_replay.moc"
