// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSize>
#include <QString>
#include <QStringList>

// Running meeplelab-cli from a test the way a script does, and reading what it wrote.
namespace mltest
{

struct CliRun {
    int exitCode = -1; // -1 when it crashed
    QString out;
    QString err;
};

// Runs meeplelab-cli with `args` and waits for it (a minute at most).
CliRun runCli(const QStringList &args);

// A PNG's width and height from its header (the IHDR chunk), so a test needs no GUI library
// to check a picture's shape; empty for anything but a PNG.
QSize pngSize(const QByteArray &png);

} // namespace mltest
