// Hostile files through the real meeplelab-cli (issue 13): each value out of range gives
// exit 2 and one `FILE: PLACE: REASON` line, quickly, for both score and validate; tiles a
// million cells apart score at once; a key written twice is a warning, not a refusal.
#include "longgame.h"
#include "testdata.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliHostile : public QObject
{
    Q_OBJECT

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
        qint64 ms = 0;
    };
    static Run run(const QStringList &args)
    {
        QElapsedTimer timer;
        timer.start();
        QProcess p;
        p.start(mltest::cliPath(), args);
        if (!p.waitForFinished(60000)) qFatal("meeplelab-cli did not finish");
        Run r;
        r.ms = timer.elapsed();
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    static QByteArray board(const QByteArray &rest)
    {
        return "{\"format\": \"meeplelab-board\", \"version\": 1, " + rest + "}";
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusedQuickly_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("place");
        const QByteArray red = "\"players\": [{\"id\": \"red\"}], ";
        const QByteArray d = "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]";
        QTest::newRow("x = 2^31 - 1")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [2147483647, 0]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("x = -2^31")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [-2147483648, 0]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("y = 2^31")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 2147483648]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("castle at x = 2^31 - 1")
            << board("\"rules\": {\"sets\": [\"base\", \"german-castles\"]}, " + red +
                     "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}, {\"tile\": \"GC-1\", "
                     "\"at\": [2147483647, 0]}]")
            << u"tiles[1].at"_s;
        QTest::newRow("start score 2^31 - 1")
            << board("\"players\": [{\"id\": \"red\", \"score\": 2147483647}], " + d)
            << u"players[0].score"_s;
        QTest::newRow("NUL in a player id")
            << board("\"players\": [{\"id\": \"re\\u0000d\"}], " + d) << u"players[0].id"_s;
        QTest::newRow("lone surrogate in a player id")
            << board("\"players\": [{\"id\": \"re\\udc00d\"}], " + d) << u"players[0].id"_s;
        QTest::newRow("supply 101")
            << board("\"players\": [{\"id\": \"red\", \"supply\": {\"meeple\": 101}}], " + d)
            << u"players[0].supply.meeple"_s;
        QTest::newRow("move at 2^31 - 1")
            << board(red + d +
                     ", \"moves\": [{\"player\": \"red\", \"tile\": \"E\", \"at\": "
                     "[2147483647, 2147483647]}]")
            << u"moves[0].at"_s;
        QTest::newRow("draws without hills-sheep")
            << board(red + d + ", \"bag\": {\"draws\": [\"3\"]}") << u"bag.draws"_s;
    }

    void refusedQuickly()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, place);
        const QString file = write(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".meeple"_s, text);
        for (const QString &command : {u"score"_s, u"validate"_s}) {
            const Run r = run({command, file});
            QCOMPARE(r.exitCode, 2);
            const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines[0].startsWith(file + u": "_s + place + u": "_s), qPrintable(r.err));
            QVERIFY2(lines[0].size() > file.size() + place.size() + 6, qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.ms < 1000, qPrintable(u"%1 took %2 ms"_s.arg(command).arg(r.ms)));
        }
    }

    void farApartTilesScoreAtOnce()
    {
        const QString file =
            write(u"far.meeple"_s, board("\"players\": [{\"id\": \"red\"}], \"tiles\": ["
                                         "{\"tile\": \"D\", \"at\": [0, 0]}, "
                                         "{\"tile\": \"D\", \"at\": [1000000, 1000000]}, "
                                         "{\"tile\": \"D\", \"at\": [-1000000, 1000000]}], "
                                         "\"end\": true"));
        for (const QString &command : {u"score"_s, u"validate"_s}) {
            const Run r = run({command, file});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY(r.err.isEmpty());
            QVERIFY2(r.ms < 1000, qPrintable(u"%1 took %2 ms"_s.arg(command).arg(r.ms)));
        }
    }

    void duplicateKeyIsAWarning()
    {
        const QString file =
            write(u"twice.meeple"_s, board("\"players\": [{\"id\": \"red\", \"id\": \"blue\"}], "
                                           "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]"));
        const Run r = run({u"score"_s, file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.trimmed(), file + u": players[0]: warning: the key \"id\" appears more "
                                         "than once in this object; the last one counts"_s);
        QVERIFY(r.out.contains(u"blue"_s));
    }

    // validate against score on a long legal game, through the real tool (issue 13: at most
    // a few times; 10x here, so only a pathological case fails).
    void validateCostsAboutWhatScoreCosts()
    {
        const QString file = write(u"long.meeple"_s, mltest::longGameFile(8000));
        const Run score = run({u"score"_s, file});
        const Run validate = run({u"validate"_s, file});
        QCOMPARE(score.exitCode, 0);
        QCOMPARE(validate.exitCode, 0);
        qInfo("8000 moves through meeplelab-cli: score %lld ms, validate %lld ms", score.ms,
              validate.ms);
        QVERIFY2(validate.ms < 10 * score.ms + 100,
                 qPrintable(u"validate %1 ms, score %2 ms"_s.arg(validate.ms).arg(score.ms)));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
