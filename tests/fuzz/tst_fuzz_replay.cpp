// Replays every file of the fuzz corpus and of tests/fuzz/regressions through the fuzz
// target's entry point, in the normal build, so a crash the fuzzer once found stays fixed.
// An input that breaks a property aborts the test, as it would abort the fuzzer.
#include "fuzzentry.h"

#include <QDirIterator>
#include <QtTest>

class TestFuzzReplay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replaysCorpusAndRegressions()
    {
        int files = 0;
        const QStringList dirs = QString::fromUtf8(MEEPLELAB_FUZZ_CORPUS).split(u'|') +
                                 QStringList{QString::fromUtf8(MEEPLELAB_FUZZ_REGRESSIONS)};
        for (const QString &dir : dirs) {
            QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
                ml::fuzz::runOneInput(file.readAll());
                ++files;
            }
        }
        // The corpus is built from resources/ and the test data: far more than a handful.
        QVERIFY2(files > 100, qPrintable(QString::number(files)));
    }
};

QTEST_MAIN(TestFuzzReplay)
#include "tst_fuzz_replay.moc"
