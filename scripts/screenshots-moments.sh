#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Pictures of the three moments the solver, the teacher and the illustrator met, taken from
# the real program in Xvfb at 1280x720 with openbox and driven by xdotool, in Dutch:
#   docs/screenshot-flock-step-nl.png      Explore at the step where the flock goes to the
#                                          stable: shepherds and sheep still on the board;
#   docs/screenshot-solver-refused-nl.png  a best-move puzzle after Ctrl+T and Ctrl+Shift+A,
#                                          the Game menu open with its answer entries greyed;
#   docs/screenshot-record-moves-nl.png    the Record moves panel on a Mage & Witch board.
# Usage: scripts/screenshots-moments.sh [BUILD_DIR]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/screenshot-session.sh"

# The flock: Explore (Ctrl+T) starts at the end of the moves; one step back is the stable.
start "$ML_ROOT/resources/examples/hs-shepherd-2.meeple"
xdotool key ctrl+t
sleep 0.8
xdotool key alt+Home
sleep 0.3
for _ in 1 2; do xdotool key alt+Right; sleep 0.3; done
sleep 0.5
shot screenshot-flock-step-nl.png
stop

# The solver: the keys that showed the answer do nothing now; the Game menu says why.
start "$ML_ROOT/resources/puzzles/03-base-monastery-best-move.meeple"
xdotool key ctrl+t
sleep 0.3
xdotool key ctrl+shift+a
sleep 0.5
xdotool key alt+s
sleep 0.8
shot screenshot-solver-refused-nl.png
xdotool key Escape
stop

# The Record moves panel (Ctrl+4 is its tool) on a base + Mage & Witch board.
start "$ML_ROOT/resources/examples/mw-2-two-roads.meeple"
xdotool key ctrl+4
sleep 1
shot screenshot-record-moves-nl.png
stop
