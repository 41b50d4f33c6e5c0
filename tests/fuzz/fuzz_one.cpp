// Runs the fuzz target's entry point on the files given, in any build (no libFuzzer needed),
// to look at one input the fuzzer found: ML_FUZZ_DUMP=1 writes both saves of the round trip
// to /tmp/fuzz-first.json and /tmp/fuzz-second.json.
#include "fuzzentry.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    for (int i = 1; i < argc; ++i) {
        QFile file(QString::fromLocal8Bit(argv[i]));
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        ml::fuzz::runOneInput(file.readAll());
    }
    return 0;
}
