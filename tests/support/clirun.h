// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// Running meeplelab-cli from a test the way a script does, and reading what it wrote.
namespace mltest
{

struct CliRun {
    int exitCode = -1; // -1 when it crashed, or was killed for running too long
    QString out;
    QString err;
    qint64 ms = 0;         // wall time from start to exit
    bool finished = false; // false: still running after the time allowed
};

// How a test runs it, where the plain run does not do.
struct CliOptions {
    // Given on standard input (closed after it) when set; else standard input stays empty.
    std::optional<QByteArray> input;
    int timeoutMs = 60'000;
    // A run still going after timeoutMs is killed and reported (finished false); without this
    // the test stops there, since a hung command is never what a test expects.
    bool killOnTimeout = false;
    // Standard output thrown away instead of kept (a large picture or listing).
    bool discardOutput = false;
    // Run in the child before the program starts: limits such as RLIMIT_FSIZE.
    std::function<void()> childSetup;
};

CliRun runCli(const QStringList &args, const CliOptions &options = {});

// A PNG's width and height from its header (the IHDR chunk), so a test needs no GUI library
// to check a picture's shape; empty for anything but a PNG.
QSize pngSize(const QByteArray &png);

} // namespace mltest
