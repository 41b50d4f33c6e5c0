#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and runs the whole test suite without a display.
# Exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
# Two at a time, as the machine has two cores; the sanitizer leg does the same.
QT_QPA_PLATFORM=offscreen ctest --test-dir "$ML_BUILD" --output-on-failure -j2 "$@"
