// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli import (docs/jcz-import.md): exit codes, one "FILE: PLACE: reason" line per
// problem on stderr, nothing written on exit 2, --force writes the moves before the refused
// turn, and the written board scores as JCZ said.
#include "clirun.h"
#include "jczsaves.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mltest::runCli;

using mltest::jczSave;

class TestCliImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importThenScore()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"game.meeple"_s);
        const mltest::CliRun r =
            runCli({u"import"_s, jczSave(u"hills-and-sheep--flock-scoring.jcz"_s), u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const mltest::CliRun s = runCli({u"score"_s, out});
        QCOMPARE(s.exitCode, 0);
        QVERIFY2(s.out.contains(u"scores: p1 9, p2 11"_s), qPrintable(s.out));
    }

    // The nine Inns & Cathedrals and Traders & Builders saves of JCZ's tests (and the
    // shepherd on an inner field) import and score as JCZ asserts, through the command line.
    void importThenScoreNewSets_data()
    {
        QTest::addColumn<QString>("save");
        QTest::addColumn<QString>("scores");
        QTest::newRow("inns") << u"inns-and-cathedrals--inns-scoring.jcz"_s << u"p1 6, p2 0"_s;
        QTest::newRow("cathedrals")
            << u"inns-and-cathedrals--cathedrals-scoring.jcz"_s << u"p1 15, p2 0"_s;
        QTest::newRow("cathedrals 2")
            << u"inns-and-cathedrals--cathedrals-scoring-2.jcz"_s << u"p1 36, "_s;
        QTest::newRow("inner farm") << u"hills-and-sheep--flock-inner-farm.jcz"_s << u"p1 3, "_s;
        QTest::newRow("grain") << u"traders-and-builders--grain-scoring.jcz"_s << u"p1 10, p2 0"_s;
        QTest::newRow("wine") << u"traders-and-builders--wine-scoring.jcz"_s << u"p1 6, p2 10"_s;
        QTest::newRow("cloth tie")
            << u"traders-and-builders--cloth-scoring-tie.jcz"_s << u"p1 10, p2 10"_s;
        QTest::newRow("pig") << u"traders-and-builders--pig-scoring.jcz"_s << u"p1 8, p2 6"_s;
        QTest::newRow("pigs no stack") << u"traders-and-builders--pigs-no-stack.jcz"_s << u"p1 4"_s;
    }
    void importThenScoreNewSets()
    {
        QFETCH(QString, save);
        QFETCH(QString, scores);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"game.meeple"_s);
        const mltest::CliRun r = runCli({u"import"_s, jczSave(save), u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const mltest::CliRun s = runCli({u"score"_s, out});
        QCOMPARE(s.exitCode, 0);
        QVERIFY2(s.out.contains(u"scores: "_s + scores), qPrintable(s.out));
    }

    void refusedSaveWritesNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"game.meeple"_s);
        const QString in = jczSave(u"basic--tiny-city-coa.jcz"_s);
        const mltest::CliRun r = runCli({u"import"_s, in, u"-o"_s, out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(out));
        const QStringList lines = r.err.trimmed().split(u'\n');
        QVERIFY(lines.size() >= 2); // the set and each element, one a line
        QVERIFY2(lines[0].startsWith(in + u": setup.sets.abbey-and-mayor:1: the expansion "_s),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(in + u": setup.elements.barn: the barn is not in Meeple Lab"_s));
    }

    void forceWritesTheMovesBefore()
    {
        QTemporaryDir dir;
        const QString in = mltest::jczExampleWithBadFourthTurn(dir.path());
        const QString out = dir.filePath(u"game.meeple"_s);
        mltest::CliRun r = runCli({u"import"_s, in, u"-o"_s, out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(in + u": replay[4]: Road NS does not fit tile U"_s),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        r = runCli({u"import"_s, in, u"-o"_s, out, u"--force"_s});
        QCOMPARE(r.exitCode, 1);
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QJsonObject board = QJsonDocument::fromJson(written.readAll()).object();
        QCOMPARE(board.value(u"moves").toArray().size(), 1);
    }

    void legacyGeneratorOption()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(u"game.meeple"_s);
        const QString in = jczSave(u"handmade--random-shepherd-legacy.jcz"_s);
        mltest::CliRun r = runCli({u"import"_s, in, u"-o"_s, out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.startsWith(in + u": warning: replay[1]: the shepherd's draw is 2"_s),
                 qPrintable(r.err));
        r = runCli({u"import"_s, in, u"-o"_s, out, u"--jcz-rng"_s, u"legacy"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
    }

    // A save's random value out of [0, 1) used to index past JCZ's tile pile and crash the
    // import; it is refused with exit 2 naming its place, and nothing is written.
    void randomOutOfRangeRefused_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("1.53") << "1.53"_ba;
        QTest::newRow("5.6") << "5.6"_ba;
        QTest::newRow("1e9") << "1000000000"_ba;
        QTest::newRow("-0.2") << "-0.2"_ba;
    }
    void randomOutOfRangeRefused()
    {
        QFETCH(QByteArray, value);
        QTemporaryDir dir;
        const QString in = mltest::editedJczExample(dir.path(), u"hostile.jcz"_s,
                                                    {{"\"random\": 0.7", "\"random\": " + value}});
        const QString out = dir.filePath(u"game.meeple"_s);
        for (const QString &force : {QString(), u"--force"_s}) {
            QStringList args{u"import"_s, in, u"-o"_s, out};
            if (!force.isEmpty()) args << force;
            const mltest::CliRun r = runCli(args);
            QVERIFY2(r.exitCode == 2 || (!force.isEmpty() && r.exitCode == 1), qPrintable(r.err));
            QVERIFY2(r.err.startsWith(in +
                                      u": replay[2].payload.random: expected a number in "
                                      "[0, 1), found "_s +
                                      QString::fromLatin1(value) + u'\n'),
                     qPrintable(r.err));
            if (force.isEmpty()) {
                QCOMPARE(r.exitCode, 2);
                QVERIFY(!QFile::exists(out));
            } else {
                // Anna's turn before the bad value is good: --force keeps it.
                QCOMPARE(r.exitCode, 1);
                QFile written(out);
                QVERIFY(written.open(QIODevice::ReadOnly));
                const QJsonObject board = QJsonDocument::fromJson(written.readAll()).object();
                QCOMPARE(board.value(u"moves").toArray().size(), 1);
            }
        }
    }

    // A cell that is no integer was read as 0 and the import went on with the wrong cell.
    void positionNotAnIntegerRefused()
    {
        QTemporaryDir dir;
        // Bram's position.
        const QString in = mltest::editedJczExample(
            dir.path(), u"hostile.jcz"_s,
            {{"\"position\": [\n          1,\n          0\n        ]", "\"position\": [1, 0.5]"}});
        const QString out = dir.filePath(u"game.meeple"_s);
        const mltest::CliRun r = runCli({u"import"_s, in, u"-o"_s, out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err,
                 in + u": replay[3].payload.position: expected an array of two integers\n"_s);
        QVERIFY(!QFile::exists(out));
    }

    void usage()
    {
        const QString in = jczSave(u"basic--field-scoring.jcz"_s);
        QCOMPARE(runCli({u"import"_s, in}).exitCode, 64); // no -o
        QCOMPARE(
            runCli({u"import"_s, in, u"-o"_s, u"x.meeple"_s, u"--jcz-rng"_s, u"old"_s}).exitCode,
            64);
        QCOMPARE(runCli({u"import"_s, in, u"-o"_s, u"x.meeple"_s, u"--json"_s}).exitCode, 64);
        const mltest::CliRun help = runCli({u"import"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"--jcz-rng current|legacy"_s));
        const mltest::CliRun missing =
            runCli({u"import"_s, u"/nonexistent/x.jcz"_s, u"-o"_s, u"x.meeple"_s});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.startsWith(u"/nonexistent/x.jcz: cannot read the file"_s));
    }
};

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
