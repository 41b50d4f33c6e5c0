#!/usr/bin/env bash
# Fuzzes the board-file readers with libFuzzer (issue 13). Usage:
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]     (default: 3600 s, one hour)
# Builds build-fuzz/ with clang, AddressSanitizer and UBSan, seeds a work corpus from the
# project's own boards (resources/examples, resources/puzzles, tests/data, tests/fuzz/
# regressions) and runs fuzz_board on it with the format's dictionary. A crash is written to
# build-fuzz/artifacts/; copy it into tests/fuzz/regressions/ with the fix, so that
# tst_fuzz_replay keeps it fixed.
set -euo pipefail
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_TO_RUN="${1:-3600}"
shift || true
BUILD="$ML_ROOT/build-fuzz"

dpkg -s clang >/dev/null 2>&1 || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends clang; }
flags="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g -O1"
CC=clang CXX=clang++ cmake -S "$ML_ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DMEEPLELAB_FUZZ=ON "-DCMAKE_CXX_FLAGS=$flags" \
    "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined" >/dev/null
cmake --build "$BUILD" -j2 --target fuzz_board

mkdir -p "$BUILD/corpus" "$BUILD/artifacts"
for dir in resources/examples resources/puzzles tests/data tests/fuzz/regressions; do
    find "$ML_ROOT/$dir" -type f ! -name '.keep' -exec cp -n {} "$BUILD/corpus/" \; 2>/dev/null || true
done
# The seed files keep their names; libFuzzer adds what it finds under content hashes.
export ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1:${ASAN_OPTIONS:-}"
exec "$BUILD/tests/fuzz/fuzz_board" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -dict="$ML_ROOT/tests/fuzz/board.dict" -max_total_time="$SECONDS_TO_RUN" \
    -artifact_prefix="$BUILD/artifacts/" -print_final_stats=1 "$@" "$BUILD/corpus"
