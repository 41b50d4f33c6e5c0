// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop program, started as a user starts it (`meeplelab FILE`), under strace: a puzzle
// whose title, question, hints and player names hold <img src=...> naming a probe file opens
// in the solving job, and no system call of the program names that file. Run by ctest
// offscreen and by scripts/gui-xvfb.sh in a real X server with a window manager, where the
// window is really drawn. Before labels were made plain, Qt opened the probe hundreds of times.
#include "testdata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

class TestGuiStraceProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void titleAndQuestionReadNoFile();
};

void TestGuiStraceProbe::titleAndQuestionReadNoFile()
{
    const QString strace = QStandardPaths::findExecutable(u"strace"_s);
    QVERIFY2(!strace.isEmpty(), "strace is not installed (scripts/setup.sh installs it)");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString probe = dir.filePath(u"probe-picture.png"_s);
    QImage picture(8, 8, QImage::Format_RGB32);
    picture.fill(Qt::blue);
    QVERIFY(picture.save(probe));
    const QString tag = u"<img src=\"%1\"> <script>alert(1)</script> &"_s.arg(probe);
    const QJsonObject text{{u"en"_s, tag}, {u"nl"_s, tag}};

    QFile source(QStringLiteral(MEEPLELAB_EXAMPLES "/../puzzles/02-base-road-tie.meeple"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QJsonObject board = QJsonDocument::fromJson(source.readAll()).object();
    board[u"title"_s] = text;
    board[u"description"_s] = text;
    board[u"players"_s] =
        QJsonArray{QJsonObject{{u"id"_s, u"red"_s}, {u"name"_s, tag}},
                   QJsonObject{{u"id"_s, u"blue"_s}, {u"name"_s, u"Blue "_s + tag}}};
    QJsonObject puzzle = board[u"puzzle"_s].toObject();
    puzzle[u"question"_s] = text;
    puzzle[u"hints"_s] = QJsonArray{text};
    puzzle[u"explanation"_s] = text;
    board[u"puzzle"_s] = puzzle;
    const QString boardPath = dir.filePath(u"hostile-title.meeple"_s);
    QFile out(boardPath);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(board).toJson());
    out.close();

    // The program's own settings and recovery copies go to the temporary folder, so that no
    // dialog from an earlier run stands in front of the board.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, dir.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"data"_s));
    env.insert(u"XDG_CACHE_HOME"_s, dir.filePath(u"cache"_s));
    env.insert(u"LANGUAGE"_s, u"en"_s);
    const QString log = dir.filePath(u"strace.log"_s);
    QProcess program;
    program.setProcessEnvironment(env);
    program.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    program.start(strace, {u"-f"_s, u"-qq"_s, u"-e"_s,
                           u"trace=open,openat,openat2,stat,lstat,newfstatat,statx,access,"
                           u"faccessat,faccessat2,readlink,readlinkat"_s,
                           u"-o"_s, log, QStringLiteral(MEEPLELAB_APP), boardPath});
    QVERIFY(program.waitForStarted());

    // Until the program has read the board, then a while for the window to show and paint it.
    auto logText = [&] {
        QFile f(log);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    QElapsedTimer clock;
    clock.start();
    while (!logText().contains(boardPath) && clock.elapsed() < 60000 &&
           program.state() == QProcess::Running)
        QTest::qWait(100);
    QVERIFY2(logText().contains(boardPath), "the program never opened the board under strace");
    QTest::qWait(qEnvironmentVariableIntValue("ML_PROBE_WAIT_MS") > 0
                     ? qEnvironmentVariableIntValue("ML_PROBE_WAIT_MS")
                     : 4000);
    QVERIFY2(program.state() == QProcess::Running, "the program stopped on its own");
    // The program, not strace, is ended: strace would detach and leave it running. Its pid
    // starts the trace's first line (strace -f). The board is unchanged, so nothing asks.
    const qint64 pid = logText().section(u' ', 0, 0).toLongLong();
    QVERIFY(pid > 1);
    ::kill(pid_t(pid), SIGTERM);
    if (!program.waitForFinished(20000)) {
        ::kill(pid_t(pid), SIGKILL);
        program.waitForFinished(5000);
    }

    const QString trace = logText();
    // The window was really made: the program read its translations or its icons after
    // the board (a trace that stopped early would prove nothing).
    QVERIFY2(trace.size() > 10000, "the trace is too short to have seen the window");
    QStringList hits;
    for (const QString &line : trace.split(u'\n'))
        if (line.contains(probe)) hits << line;
    QVERIFY2(
        hits.isEmpty(),
        qPrintable(
            u"the probe was touched %1 times, first: %2"_s.arg(hits.size()).arg(hits.value(0))));
}

QTEST_MAIN(TestGuiStraceProbe)
#include "tst_gui_straceprobe.moc"
