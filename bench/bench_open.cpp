// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a long board in the editor: BoardDocument::loadFile of a legal base game
// of N moves (tests/support/longgame.h), which reads the file and plays it for the views.
// Prints the median and the best of the runs, so a build before and after a change can be
// compared on a busy machine: see docs/benchmark.md.
#include "boarddocument.h"
#include "longgame.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    bool ok = true;
    const int moves = args.size() > 1 ? args[1].toInt(&ok) : 2000;
    const int runs = args.size() > 2 ? args[2].toInt(&ok) : 15;
    if (!ok || moves < 0 || runs < 1) {
        std::fprintf(stderr, "usage: meeplelab-bench-open [MOVES [RUNS]]\n");
        return 64;
    }
    QTemporaryDir dir;
    const QString path = mltest::writeLongGameFile(dir.isValid() ? dir.path() : QString(), moves);
    if (path.isEmpty()) {
        std::fprintf(stderr, "cannot write the long game into %s\n", qPrintable(dir.path()));
        return 2;
    }

    std::vector<double> ms;
    size_t tiles = 0;
    for (int i = 0; i < runs; ++i) {
        ml::BoardDocument document; // a fresh window's document each time
        QElapsedTimer timer;
        timer.start();
        ml::FileError error;
        if (!document.loadFile(path, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error.toString(path)));
            return 1;
        }
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        tiles = document.game()->board().tiles().size();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("open a board of %d moves (%zu tiles): median %.1f ms, best %.1f ms (%d runs)\n",
                moves, tiles, ms[ms.size() / 2], ms.front(), runs);
    return 0;
}
