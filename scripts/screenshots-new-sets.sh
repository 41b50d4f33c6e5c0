#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Pictures of Inns & Cathedrals and Traders & Builders in the real program, in Dutch, taken in
# Xvfb at 1280x720 with openbox and driven by xdotool as a user would:
#   docs/screenshot-cathedral-city-nl.png  Explore at the scoring of a city with a cathedral;
#   docs/screenshot-goods-majority-nl.png  Explore at a goods majority of the final scoring;
#   docs/screenshot-double-turn-nl.png     Record moves after a tile that extended the
#                                          builder's road: the second tile or the next player.
# Usage: scripts/screenshots-new-sets.sh [BUILD_DIR]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/screenshot-session.sh"
steps() { # KEY N: presses KEY N times, as a user stepping through Explore
    for _ in $(seq "$2"); do xdotool key "$1"; sleep 0.3; done
}

# The cathedral city: Explore (Ctrl+T) at the last step, then back to the city's scoring.
start "$ML_ROOT/resources/examples/ic-3-cathedral-city.meeple"
xdotool key ctrl+t
sleep 0.8
xdotool key alt+End
sleep 0.3
steps alt+Left "${ML_CATHEDRAL_BACK:-1}"
sleep 0.5
shot screenshot-cathedral-city-nl.png
stop

# The goods: the final scoring's majorities are the last steps of a finished game.
start "$ML_ROOT/resources/examples/tb-2-goods-tie.meeple"
xdotool key ctrl+t
sleep 0.8
xdotool key alt+End
sleep 0.3
steps alt+Left "${ML_GOODS_BACK:-0}"
sleep 0.5
shot screenshot-goods-majority-nl.png
stop

# The double turn: red's tile has just extended the road of red's builder (EX-TB-9).
board=$(mktemp --suffix=.meeple)
cat >"$board" <<'JSON'
{"format": "meeplelab-board", "version": 1,
 "title": {"en": "A double turn", "nl": "Een dubbele beurt"},
 "rules": {"sets": ["base", "traders-builders"], "edition": "C3"},
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}, {"tile": "U", "at": [1, 0], "rot": 0}],
 "figures": [{"type": "meeple", "player": "red", "at": [1, 0], "on": "E"},
             {"type": "builder", "player": "red", "at": [0, 0], "on": "E"}],
 "moves": [{"player": "red", "tile": "U", "at": [2, 0], "rot": 0}]}
JSON
start "$board"
xdotool key ctrl+4
sleep 1
shot screenshot-double-turn-nl.png
stop
rm -f "$board"
