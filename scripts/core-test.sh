#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI-off leg: configures the `core` preset (build-core/, -DMEEPLELAB_GUI=OFF), which has
# no Qt Widgets at all, builds the core, drawing, document and command-line layers with their
# tests, and runs them. It fails when a layer below the desktop program starts to need it.
# Extra arguments go to ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
ML_PRESET=core
source scripts/setup.sh
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
