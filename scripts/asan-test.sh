#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer leg: the whole suite built by clang with AddressSanitizer and UBSan
# (CMakePresets.json "asan", into build-asan/), run headless. Any report fails it: UBSan
# stops at the first one, and LeakSanitizer reports leaks at exit. The only suppressions are
# for leaks whose whole stack is in system libraries (scripts/lsan.supp, each commented).
# Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
ML_PACKAGES_EXTRA=(clang libclang-rt-14-dev)
ML_PRESET=asan
source scripts/setup.sh
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# The random games are about ten times slower here; the same seeds, fewer games: the
# sanitizers look for memory faults, the release leg plays the full rows for the rules.
export ML_RANDOM_GAMES="${ML_RANDOM_GAMES:-12}"
export ML_SANITIZED=1
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
