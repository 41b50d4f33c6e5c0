#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package leg: builds meeplelab_VERSION_ARCH.deb from the release build with
# `cpack -G DEB`, checks it with lintian (any error fails; warnings are printed), installs it
# with apt-get as a user would, runs both installed programs, and removes it again.
# Usage: scripts/deb-test.sh [BUILD_DIR]   (default build/, made by ./test.sh)
set -euo pipefail
ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(cd "${1:-$ML_ROOT/build}" && pwd)"
sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
missing=()
for p in lintian dpkg-dev; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi
OUT="$BUILD/package"
rm -rf "$OUT"
(cd "$BUILD" && cpack -G DEB -B "$OUT" >/dev/null)
deb=$(ls "$OUT"/meeplelab_*.deb)
echo "deb-test: built $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
# lintian's tags of level error fail the leg; it prints the warnings too.
lintian --fail-on error --info "$deb"
echo "deb-test: lintian reports no error"
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "$deb" >/dev/null
trap 'DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get remove -y meeplelab >/dev/null' EXIT
test "$(command -v meeplelab-cli)" = /usr/bin/meeplelab-cli
/usr/bin/meeplelab-cli --version
QT_QPA_PLATFORM=offscreen /usr/bin/meeplelab --version
# The installed tool does real work: scores and draws a bundled example.
tmp=$(mktemp -d)
board="$ML_ROOT/resources/examples/mw-2-two-roads.meeple"
/usr/bin/meeplelab-cli score "$board" >"$tmp/score.txt"
grep -q . "$tmp/score.txt"
/usr/bin/meeplelab-cli render "$board" -o "$tmp/board.png"
test -s "$tmp/board.png"
zcat /usr/share/doc/meeplelab/changelog.gz | head -1
man -w meeplelab-cli >/dev/null 2>&1 || test -e /usr/share/man/man1/meeplelab-cli.1*
rm -rf "$tmp"
echo "deb-test: installed, both programs ran, removed"
