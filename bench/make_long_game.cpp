// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a legal base game of N moves as a board file (tests/support/longgame.h), to time
// `meeplelab-cli score` against `validate` on a long game: see docs/benchmark.md.
#include "longgame.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = false;
    const int moves = args.size() == 3 ? args[1].toInt(&ok) : 0;
    if (!ok || moves < 0) {
        std::fprintf(stderr, "usage: meeplelab-make-long-game MOVES OUT.meeple\n");
        return 64;
    }
    QFile out(args[2]);
    if (!out.open(QIODevice::WriteOnly) || out.write(mltest::longGameFile(moves)) < 0) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(args[2]), qPrintable(out.errorString()));
        return 2;
    }
    return 0;
}
