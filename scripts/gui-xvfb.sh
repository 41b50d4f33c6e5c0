#!/usr/bin/env bash
# Runs the GUI tests in a real X server (Xvfb, 1280x720, 24 bits) with a window manager
# (openbox), as a user's desktop would show them. Offscreen runs once missed a crash that a
# real window showed at once (issue 12). Usage: scripts/gui-xvfb.sh [BUILD_DIR] [TEST_REGEX]
# Installs xvfb, xauth and openbox when missing. Exits non-zero when a test fails.
set -euo pipefail
if [ "${1:-}" = "--inside-x" ]; then
    shift
    inside_x=1
fi
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ML_ROOT/build}"
PATTERN="${2:-^tst_gui_}"

missing=()
[ -n "${inside_x:-}" ] || for pkg in xvfb xauth openbox; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends \
        "${missing[@]}"
fi

tests=()
for t in "$BUILD"/tests/tst_gui_*; do
    [[ "$t" == *.log ]] && continue
    [ -f "$t" ] && [ -x "$t" ] && [[ "$(basename "$t")" =~ $PATTERN ]] && tests+=("$t")
done
if [ "${#tests[@]}" -eq 0 ]; then
    echo "gui-xvfb: no GUI tests found in $BUILD/tests" >&2
    exit 1
fi

# Inside the X server: a window manager first, then each test.
inner() {
    openbox >/dev/null 2>&1 &
    local wm=$!
    sleep 1
    local passed=0 failed=0 t
    for t in "$@"; do
        if QT_QPA_PLATFORM=xcb timeout 600 "$t" >"$t.xvfb.log" 2>&1; then
            passed=$((passed + 1))
            echo "gui-xvfb: PASS $(basename "$t")"
        else
            failed=$((failed + 1))
            echo "gui-xvfb: FAIL $(basename "$t") (log follows)"
            grep -v '^QWARN\|^PASS' "$t.xvfb.log" | tail -40
        fi
    done
    kill "$wm" 2>/dev/null || true
    echo "gui-xvfb: ${passed} passed, ${failed} failed"
    [ "$failed" -eq 0 ]
}
# xvfb-run starts its command through /bin/sh, which drops exported bash functions, so the
# script calls itself again inside the server.
if [ -n "${inside_x:-}" ]; then
    inner "${tests[@]}"
else
    xvfb-run -a -s "-screen 0 1280x720x24" "$0" --inside-x "$BUILD" "$PATTERN"
fi
