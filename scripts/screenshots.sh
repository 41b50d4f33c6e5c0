#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's pictures of the three jobs (editing, exploring, solving) in English and Dutch,
# taken from the real program in Xvfb at 1280x720 with a window manager, as a user sees it.
# Usage: scripts/screenshots.sh [BUILD_DIR]   Writes docs/screenshot-<job>-<lang>.png.
# The JCloisterZone picture goes through File > Import as a user does: the menu by its
# mnemonic, the path typed into Qt's file dialog.
# Then the EX-GC-3 GUI test, which builds the Castles in Germany example and draws its FAQ
# picture with the annotation tools, keeps its pictures: docs/exgc3-nl.png (the picture as
# exported in Dutch) and docs/screenshot-annotations-exgc3-en.png (the tools in use).
set -euo pipefail
# Xvfb at 1280x720 with openbox, ML_ROOT and BUILD, as the other screenshot scripts have them.
source "$(dirname "${BASH_SOURCE[0]}")/screenshot-session.sh"
shoot() { # lang job file|--import=SAVE keys...
    local lang=$1 job=$2 file=$3
    shift 3
    local home args=("$file") save=""
    if [[ "$file" == --import=* ]]; then
        save=${file#--import=}
        args=()
    fi
    home=$(mktemp -d)
    HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
        LANGUAGE="$lang" LANG="${lang}_$(echo "$lang" | tr a-z A-Z).UTF-8" \
        "$BUILD/src/app/meeplelab" "${args[@]}" >/dev/null 2>&1 &
    local pid=$!
    local wid=""
    for _ in $(seq 40); do
        wid=$(xdotool search --onlyvisible --name "Meeple Lab" 2>/dev/null | head -1) && [ -n "$wid" ] && break
        sleep 0.25
    done
    sleep 1.5
    xdotool windowactivate --sync "$wid" >/dev/null 2>&1 || true
    if [ -n "$save" ]; then
        # File (Bestand in Dutch) > Import JCloisterZone game, mnemonic i in both languages.
        if [ "$lang" = nl ]; then xdotool key alt+b; else xdotool key alt+f; fi
        sleep 0.5
        xdotool key i
        sleep 1.5
        xdotool type --delay 20 "$save"
        sleep 0.5
        xdotool key Return
        sleep 2
    fi
    local key
    for key in "$@"; do
        xdotool key --window "$wid" "$key"
        sleep 0.6
    done
    sleep 1
    import -window root "$ML_ROOT/docs/screenshot-$job-$lang.png"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$home"
}
for lang in en nl; do
    shoot "$lang" editing "$ML_ROOT/resources/examples/mw-1-mage-in-a-city.meeple"
    shoot "$lang" exploring "$ML_ROOT/resources/examples/mw-1-mage-in-a-city.meeple" ctrl+t alt+Left
    shoot "$lang" solving "$ML_ROOT/resources/puzzles/03-base-monastery-best-move.meeple"
    # The last step: the abbot taken back and its garden scored (R-AB-12).
    shoot "$lang" abbot-recall "$ML_ROOT/resources/examples/ab-2-abbot-recall.meeple" ctrl+t
    # One step back from the end: the city of the last move scored, with its rule.
    shoot "$lang" jcz-import --import="$ML_ROOT/tests/data/jcz/basic--city-and-road-scoring.jcz" \
        alt+Left
done

shots=$(mktemp -d)
home=$(mktemp -d)
HOME="$home" XDG_CONFIG_HOME="$home/.config" MEEPLELAB_SCREENSHOTS="$shots" \
    "$BUILD/tests/tst_gui_exgc3" >/dev/null
cp "$shots/exgc3-nl.png" "$shots/screenshot-annotations-exgc3-en.png" "$ML_ROOT/docs/"
rm -rf "$shots" "$home"
