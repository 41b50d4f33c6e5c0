# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the screenshot scripts: runs the calling script again inside Xvfb at 1280x720
# with openbox (its arguments: [BUILD_DIR]), and gives it start FILE (the program in Dutch on
# FILE, maximised; sets $pid and $wid), stop and shot NAME (docs/NAME of the whole screen).
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ML_ROOT/build}"
if [ "${2:-}" != "--inside-x" ]; then
    exec xvfb-run -a -s "-screen 0 1280x720x24" "$0" "$BUILD" --inside-x
fi
openbox >/dev/null 2>&1 &
sleep 1
start() { # FILE: the program in Dutch on FILE, maximised; sets $pid and $wid
    home=$(mktemp -d)
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        LANGUAGE=nl LANG=nl_NL.UTF-8 "$BUILD/src/app/meeplelab" "$1" >/dev/null 2>&1 &
    pid=$!
    wid=""
    for _ in $(seq 40); do
        wid=$(xdotool search --onlyvisible --name "Meeple Lab" 2>/dev/null | head -1) && [ -n "$wid" ] && break
        sleep 0.25
    done
    sleep 1.5
    xdotool windowactivate --sync "$wid" >/dev/null 2>&1 || true
    xdotool key super+Up >/dev/null 2>&1 || true
    wmctrl -i -r "$wid" -b add,maximized_vert,maximized_horz >/dev/null 2>&1 || true
    sleep 0.8
}
stop() {
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
shot() { import -window root "$ML_ROOT/docs/$1"; }
