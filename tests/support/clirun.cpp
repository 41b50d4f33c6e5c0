// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirun.h"

#include "testdata.h"

#include <QElapsedTimer>
#include <QProcess>

namespace mltest
{

CliRun runCli(const QStringList &args, const CliOptions &options)
{
    QElapsedTimer timer;
    timer.start();
    QProcess p;
    if (options.discardOutput) p.setStandardOutputFile(QProcess::nullDevice());
    if (options.childSetup) p.setChildProcessModifier(options.childSetup);
    p.start(cliPath(), args);
    if (options.input) p.write(*options.input);
    p.closeWriteChannel();
    CliRun r;
    r.finished = p.waitForFinished(options.timeoutMs);
    if (!r.finished) {
        if (!options.killOnTimeout) qFatal("meeplelab-cli did not finish");
        p.kill();
        p.waitForFinished();
    }
    r.ms = timer.elapsed();
    r.exitCode = r.finished && p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (!options.discardOutput) r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QSize pngSize(const QByteArray &png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.size() < 24 || png.mid(12, 4) != "IHDR")
        return {};
    const auto word = [&png](int at) {
        return int((quint32(quint8(png[at])) << 24) | (quint32(quint8(png[at + 1])) << 16) |
                   (quint32(quint8(png[at + 2])) << 8) | quint32(quint8(png[at + 3])));
    };
    return {word(16), word(20)};
}

} // namespace mltest
