#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs the whole test suite without a display.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")"
# `./test.sh -L core` (or render, editor, cli, gui, fuzz, install, slow, docs) builds only the
# tests of that layer and what they run before running them.
# `-L "core|editor"` builds both. A label that is no layer (or any other regular expression)
# builds everything, so ctest never runs a stale test binary. The layers are read from the one
# place that makes their targets, tests/CMakeLists.txt.
read -r -a layers <<<"$(sed -n 's/^foreach(layer \(.*\))$/\1/p' tests/CMakeLists.txt)"
args=("$@")
ML_TARGETS=""
for ((i = 0; i + 1 < ${#args[@]}; i++)); do
    [ "${args[i]}" = "-L" ] || continue
    IFS='|' read -r -a asked <<<"${args[i + 1]}"
    for label in "${asked[@]}"; do
        if [[ " ${layers[*]} " == *" $label "* ]]; then
            ML_TARGETS+=" tests_$label"
        else
            ML_TARGETS=""
            break 2
        fi
    done
done
export ML_TARGETS
source scripts/setup.sh
# Two at a time, as the machine has two cores; the sanitizer leg does the same.
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
