// SPDX-License-Identifier: GPL-3.0-or-later
// `meeplelab --version` and `--help` work without a display: they are
// answered before a QApplication exists, which would otherwise fail to open one.
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>

using namespace Qt::StringLiterals;

class TestAppCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void answersWithoutADisplay_data()
    {
        QTest::addColumn<QString>("flag");
        QTest::addColumn<QString>("says");
        QTest::newRow("--version") << u"--version"_s << u"Meeple Lab 0."_s;
        QTest::newRow("-v") << u"-v"_s << u"Meeple Lab"_s;
        QTest::newRow("--help") << u"--help"_s << u"FILE"_s;
        QTest::newRow("-h") << u"-h"_s << u"--version"_s;
    }

    void answersWithoutADisplay()
    {
        QFETCH(QString, flag);
        QFETCH(QString, says);
        QProcess program;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // The X11 platform and no display: a QApplication would abort here.
        env.remove(u"DISPLAY"_s);
        env.remove(u"WAYLAND_DISPLAY"_s);
        env.insert(u"QT_QPA_PLATFORM"_s, u"xcb"_s);
        env.insert(u"HOME"_s, QDir::tempPath());
        program.setProcessEnvironment(env);
        program.start(QString::fromUtf8(MEEPLELAB_APP), {flag});
        QVERIFY(program.waitForFinished(20000));
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QCOMPARE(program.exitCode(), 0);
        const QString out = QString::fromUtf8(program.readAllStandardOutput());
        QVERIFY2(out.contains(says), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestAppCommandLine)
#include "tst_app_commandline.moc"
