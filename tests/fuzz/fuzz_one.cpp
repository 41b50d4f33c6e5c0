// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz target's entry point on the files given, in any build (no libFuzzer needed), to
// look at one input the fuzzer found: `fuzz_one [--entry NAME] FILE...`, NAME as in
// fuzzcommands.h (board when not given). ML_FUZZ_DUMP=1 writes both saves of the board
// round trip to /tmp/fuzz-first.json and /tmp/fuzz-second.json.
#include "fuzzcommands.h"

#include <QFile>
#include <QGuiApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    ml::fuzz::Entry run = ml::fuzz::entry("board");
    int first = 1;
    if (argc > 2 && qstrcmp(argv[1], "--entry") == 0) {
        run = ml::fuzz::entry(argv[2]);
        if (!run) {
            std::fprintf(stderr, "unknown entry %s\n", argv[2]);
            return 64;
        }
        first = 3;
    }
    for (int i = first; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        run(file.read(qint64(16) << 20));
    }
    return 0;
}
