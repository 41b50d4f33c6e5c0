#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the GUI tests in a real X server (Xvfb, 1280x720, 24 bits) with a window manager
# (openbox), as a user's desktop would show them. Offscreen runs once missed a crash that a
# real window showed at once. Usage: scripts/gui-xvfb.sh [BUILD_DIR] [TEST_REGEX]
# Installs xvfb, xauth and openbox when missing, and what tst_gui_atspi_board (the board read
# through AT-SPI, tests/atspi/read_board.py) drives the program with: xdotool, the accessibility
# bus (at-spi2-core, dbus-x11) and its Python client. Exits non-zero when a test fails.
set -euo pipefail
if [ "${1:-}" = "--inside-x" ]; then
    shift
    inside_x=1
fi
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ML_ROOT/build}"
PATTERN="${2:-^tst_gui_}"

missing=()
[ -n "${inside_x:-}" ] || for pkg in xvfb xauth openbox xdotool at-spi2-core python3-pyatspi dbus-x11; do
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
# Inside a server, the tests to run follow the build folder and the pattern.
[ -n "${inside_x:-}" ] && tests=("${@:3}")
[ -n "${inside_x:-}" ] || for t in "$BUILD"/tests/tst_gui_*; do
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
    echo "gui-xvfb: ${passed} passed, ${failed} failed on display ${DISPLAY}"
    [ "$failed" -eq 0 ]
}
# xvfb-run starts its command through /bin/sh, which drops exported bash functions, so the
# script calls itself again inside the server.
if [ -n "${inside_x:-}" ]; then
    inner "${tests[@]}"
    exit
fi
# The tests may be dealt to ML_GUI_SERVERS servers, each an X server with its own window
# manager, so that a test's window never meets another's. The default is one: with two at
# once on this two-core machine a file dialog answered late made tst_gui_exgc3 wait for a
# click that never came, and the leg is short anyway. Each server gets a free display number
# of its own, chosen here rather than by xvfb-run -a, which can give two servers started
# together the same one.
servers="${ML_GUI_SERVERS:-1}"
[[ "$servers" =~ ^[1-9]$ ]] || { echo "gui-xvfb: ML_GUI_SERVERS must be 1 to 9" >&2; exit 2; }
displays=()
n=90
while [ "${#displays[@]}" -lt "$servers" ]; do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] || displays+=("$n")
    n=$((n + 1))
done
pids=()
for ((i = 0; i < servers; i++)); do
    share=()
    for ((j = i; j < ${#tests[@]}; j += servers)); do share+=("${tests[j]}"); done
    [ "${#share[@]}" -gt 0 ] || continue
    xvfb-run -n "${displays[i]}" -s "-screen 0 1280x720x24" \
        "$0" --inside-x "$BUILD" "$PATTERN" "${share[@]}" &
    pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
[ "$status" -eq 0 ] && echo "gui-xvfb: all ${#tests[@]} GUI tests passed" || echo "gui-xvfb: failures above"
exit "$status"
