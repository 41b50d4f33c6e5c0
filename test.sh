#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs the whole test suite without a display.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")"
# `./test.sh -L core` (or render, editor, cli, gui, fuzz, install, slow, docs) builds only the
# tests of that layer and what they run before running them.
args=("$@")
ML_TARGETS=""
for ((i = 0; i + 1 < ${#args[@]}; i++)); do
    if [ "${args[i]}" = "-L" ] && [[ "${args[i + 1]}" =~ ^(core|render|editor|cli|gui|fuzz|install|slow|docs)$ ]]; then
        ML_TARGETS+=" tests_${args[i + 1]}"
    fi
done
export ML_TARGETS
source scripts/setup.sh
# Two at a time, as the machine has two cores; the sanitizer leg does the same.
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
