// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory tests' measure: the peak resident size of this process, and whether AddressSanitizer
// is on (its shadow memory swamps any such figure, so those bounds are skipped then).
#include <sys/resource.h>

#if defined(__SANITIZE_ADDRESS__)
#define ML_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ML_ASAN 1
#endif
#endif

namespace mltest
{
inline long peakRssKilobytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // kilobytes on Linux
}
// The largest peak resident size of any child this process has waited for, in KiB (a CLI
// test's bound is on its largest run, so the largest one is the one to check).
inline long childrenPeakRssKilobytes()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return usage.ru_maxrss;
}
} // namespace mltest
