#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and opens Meeple Lab (on the example board unless a
# file is given).
set -euo pipefail
cd "$(dirname "$0")"
source scripts/setup.sh
exec "$ML_BUILD/src/app/meeplelab" "$@"
