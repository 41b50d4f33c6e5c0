#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI-off leg: configures the build without the desktop program (-DMEEPLELAB_GUI=OFF, no
# Qt Widgets at all), builds the core, drawing, document and command-line layers with their
# tests, and runs them. It fails when a layer below the desktop program starts to need it.
# It uses the release build folder (build/): a following ./test.sh switches the GUI back on
# and only builds what the GUI adds, since nothing below it compiles differently.
# Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
export MEEPLELAB_GUI=OFF
source scripts/setup.sh
# A build folder that had the GUI before still lists no GUI test now: ctest sees this
# configuration's tests only.
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
