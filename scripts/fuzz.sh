#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes one reader of outside data with libFuzzer. Usage:
#   scripts/fuzz.sh [TARGET] [SECONDS] [extra libFuzzer flags...]
# TARGET is one of board (default), jcz, collection, recovery, review, moves, picture, option,
# lesson, art
# (tests/fuzz/fuzzcommands.h says what each reads); SECONDS defaults to 3600. For a fixed
# number of inputs give a large SECONDS and -runs=N, e.g. `scripts/fuzz.sh jcz 86400 -runs=1000000`.
# Builds build-fuzz/ with clang, AddressSanitizer and UBSan, seeds a work corpus per target
# from the project's own files and runs fuzz_TARGET on it with the target's dictionary. A crash
# is written to build-fuzz/artifacts-TARGET/; copy it into tests/fuzz/regressions/ (a board or
# a JCZ save) or tests/fuzz/regressions/TARGET/ with the fix, so that tst_fuzz_replay keeps it
# fixed.
set -euo pipefail
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TARGET=board
if [[ "${1:-}" =~ ^[a-z]+$ ]]; then
    TARGET=$1
    shift
fi
SECONDS_TO_RUN="${1:-3600}"
shift || true
BUILD="$ML_ROOT/build-fuzz"

dpkg -s clang >/dev/null 2>&1 || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends clang; }
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1"
CC=clang CXX=clang++ cmake -S "$ML_ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DMEEPLELAB_FUZZ=ON "-DCMAKE_CXX_FLAGS=$flags" \
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$BUILD" -j2 --target "fuzz_$TARGET"

CORPUS="$BUILD/corpus-$TARGET"
ARTIFACTS="$BUILD/artifacts-$TARGET"
mkdir -p "$CORPUS" "$ARTIFACTS"
seed() { # seed FILE...: copies each file into the corpus under its own name
    local f
    for f in "$@"; do [ -f "$f" ] && cp -n "$f" "$CORPUS/" 2>/dev/null || true; done
}
boards() { find "$ML_ROOT/resources/examples" "$ML_ROOT/resources/puzzles" "$ML_ROOT/tests/data" \
    -name '*.meeple' -size -64k; }
dict="$ML_ROOT/tests/fuzz/board.dict"
case "$TARGET" in
board | review | picture)
    seed $(boards) ;;
jcz)
    dict="$ML_ROOT/tests/fuzz/jcz.dict"
    seed $(find "$ML_ROOT/tests/data" "$ML_ROOT/tests/fuzz/regressions" -name '*.jcz' -size -64k) ;;
collection)
    seed $(find "$ML_ROOT/resources/puzzles" "$ML_ROOT/tests/data" -name collection.json) ;;
moves) # the first byte picks the tile
    for f in $(boards | head -60); do
        { printf 'A'; cat "$f"; } >"$CORPUS/$(basename "$f").moves"
    done ;;
lesson)
    seed $(find "$ML_ROOT/tests/data/lessons" "$ML_ROOT/resources/lessons" -name "*.meeplelesson" -size -64k) ;;
option)
    printf 'tinyCity=2\nfarmers=per-field\nhillTiebreak=count\ncastleCount=cells\n' >"$CORPUS/options" ;;
art) # one tile picture: the project's line art and its seeds
    seed $(find "$ML_ROOT/resources/art/line-art" -name '*.svg' | head -20) ;;
recovery) ;;
esac
seed "$ML_ROOT"/tests/fuzz/seeds/"$TARGET"/* "$ML_ROOT"/tests/fuzz/regressions/"$TARGET"/*
# The seed files keep their names; libFuzzer adds what it finds under content hashes.
# malloc_context_size=0: ASan records no call stack per allocation. Finding a bad access does not
# need it, and storing those stacks took 40% of a long run's time (perf); to see where a block
# of a find was allocated, replay the find with fuzz_one or the target under default options.
export ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:malloc_context_size=0:${ASAN_OPTIONS:-}"
exec "$BUILD/tests/fuzz/fuzz_$TARGET" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -dict="$dict" -max_total_time="$SECONDS_TO_RUN" \
    -artifact_prefix="$ARTIFACTS/" -print_final_stats=1 "$@" "$CORPUS"
