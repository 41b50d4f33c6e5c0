// SPDX-License-Identifier: GPL-3.0-or-later
// The libFuzzer targets (clang, -DMEEPLELAB_FUZZ=ON): one executable per reader of outside
// data, fuzz_<name>, each built from this file with ML_FUZZ_ENTRY naming its entry point
// (fuzzcommands.h). scripts/fuzz.sh runs them; the README says how long and what they found.
#include "fuzzcommands.h"

#include <QGuiApplication>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Pictures and sheets need fonts, so a GUI application on the offscreen platform; the
    // commands' own output would only slow the fuzzer down.
    static int argc = 1;
    static char name[] = "fuzz_target";
    static char *argv[] = {name, nullptr};
    static const ml::fuzz::Entry run = [] {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        if (!std::freopen("/dev/null", "w", stdout)) std::abort();
        return ml::fuzz::entry(ML_FUZZ_ENTRY);
    }();
    static QGuiApplication app(argc, argv);
    if (!run) std::abort();
    run(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
