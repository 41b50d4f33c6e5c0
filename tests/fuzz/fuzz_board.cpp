// libFuzzer target (clang, -DMEEPLELAB_FUZZ=ON): board-file bytes through score, validate,
// check and a save round trip. See the README for a run of an hour.
#include "fuzzentry.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // QObject-based document code wants an application object; one is made once.
    static int argc = 1;
    static char name[] = "fuzz_board";
    static char *argv[] = {name, nullptr};
    static QCoreApplication app(argc, argv);
    ml::fuzz::runOneInput(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
