#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compares the engine benchmark of two builds fairly: the standard workload of
# meeplelab-bench run by each binary in turn (interleaved, so both see the same machine load),
# ROUNDS rounds, then the median placements/s of each and their ratio.
#
#   scripts/bench-compare.sh BEFORE_BENCH AFTER_BENCH [ROUNDS]
#
# BEFORE_BENCH is a meeplelab-bench built from the commit to compare with (docs/benchmark.md
# names it), for example in a second work tree: git worktree add /tmp/base COMMIT, then
# cmake --preset release there and cmake --build build --target meeplelab-bench.
# BENCH_GAMES (default 2000) is passed on; only the standard games run (BENCH_STANDARD_ONLY).
set -euo pipefail
if [ $# -lt 2 ]; then
    echo "usage: $0 BEFORE_BENCH AFTER_BENCH [ROUNDS]" >&2
    exit 64
fi
before=$1
after=$2
rounds=${3:-5}
for b in "$before" "$after"; do
    if [ ! -x "$b" ]; then
        echo "$0: $b is not an executable benchmark" >&2
        exit 66
    fi
done
export BENCH_GAMES="${BENCH_GAMES:-2000}" BENCH_STANDARD_ONLY=1

# The placements/s of one run: the number before "placements/s" on the "engine:" line.
rate() {
    "$1" | sed -n 's/^ *engine: *\([0-9]*\) placements\/s.*/\1/p'
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

before_rates=()
after_rates=()
for ((i = 1; i <= rounds; ++i)); do
    b=$(rate "$before")
    a=$(rate "$after")
    if [ -z "$b" ] || [ -z "$a" ]; then
        echo "$0: a benchmark printed no 'engine:' line" >&2
        exit 1
    fi
    before_rates+=("$b")
    after_rates+=("$a")
    echo "round $i: before $b, after $a placements/s"
done
mb=$(printf '%s\n' "${before_rates[@]}" | median)
ma=$(printf '%s\n' "${after_rates[@]}" | median)
echo "median: before $mb, after $ma placements/s; after/before = $(awk -v a="$ma" -v b="$mb" 'BEGIN { printf "%.2f", a / b }')x"
