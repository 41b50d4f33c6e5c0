#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# clang-tidy (.clang-tidy) over the rules core and the document layer, the CI leg "tidy":
#   scripts/tidy.sh [LAYER...]     LAYER is core, editor, render or cli (default: core editor)
# It reads the compile commands of the release build (build/, made by ./test.sh or
# scripts/setup.sh) and fails on the first layer with a finding. Two files at a time: about
# 3 minutes for core and editor on an idle two-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
dpkg -s clang-tidy >/dev/null 2>&1 || {
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends clang-tidy
}
[ -f build/compile_commands.json ] || {
    echo "tidy: build/compile_commands.json is missing; run ./test.sh or scripts/setup.sh first" >&2
    exit 2
}
layers=("$@")
[ ${#layers[@]} -eq 0 ] && layers=(core editor)
status=0
for layer in "${layers[@]}"; do
    [ -d "src/$layer" ] || { echo "tidy: no layer src/$layer" >&2; exit 2; }
    echo "tidy: src/$layer"
    # --quiet keeps the counts of suppressed system-header warnings out of the log.
    if ! find "src/$layer" -name '*.cpp' -print0 | sort -z |
        xargs -0 -P2 -n4 clang-tidy -p build --quiet 2>/dev/null; then
        status=1
    fi
done
[ $status -eq 0 ] && echo "tidy: no findings"
exit $status
