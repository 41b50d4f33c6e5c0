#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Shared set-up for run.sh and test.sh: install what a fresh Debian 12 lacks, then
# configure and build into build/. Sourced, so it runs with the caller's `set -euo pipefail`.
# desktop-file-utils, appstream, shared-mime-info and groff-base are not needed to build: they
# check what `cmake --install` lays out (the test install_desktop_files, which is registered
# only when they are there; see tests/installcheck.cmake). strace is for tst_gui_straceprobe,
# which watches every file the desktop program touches while it shows a hostile board.
# lld links faster than GNU ld (CMakeLists.txt uses it when it is there).
# chromium and python3-websocket are for tst_browser_lessonhtml, which opens a lesson's HTML
# handout in a real browser. librsvg2-bin (rsvg-convert) is the other SVG renderer
# tst_render_svgviewer compares exported SVGs with; poppler-utils (pdffonts) shows that a PDF
# embeds its fonts.

ML_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# CMakePresets.json: "release" builds into build/, "asan" (scripts/asan-test.sh) into build-asan/.
ML_PRESET="${ML_PRESET:-release}"
ML_PACKAGES_EXTRA=("${ML_PACKAGES_EXTRA[@]+"${ML_PACKAGES_EXTRA[@]}"}")
if [ "$ML_PRESET" = "release" ]; then ML_BUILD="${ML_ROOT}/build"; else ML_BUILD="${ML_ROOT}/build-${ML_PRESET}"; fi
ML_PACKAGES=(qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
             qt6-translations-l10n nlohmann-json3-dev zlib1g-dev python3-jsonschema strace
             cmake ninja-build g++ lld
             desktop-file-utils appstream shared-mime-info groff-base
             chromium python3-websocket librsvg2-bin poppler-utils
             "${ML_PACKAGES_EXTRA[@]}")

ml_install_missing() {
    local missing=()
    local pkg
    for pkg in "${ML_PACKAGES[@]}"; do
        # dpkg -s succeeds only for installed packages; checking first keeps reruns offline.
        if ! dpkg -s "$pkg" >/dev/null 2>&1; then
            missing+=("$pkg")
        fi
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        return 0
    fi
    echo "setup: installing ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends \
        "${missing[@]}"
}

ml_build() {
    # ccache, when installed, lets several work trees of the project share compiled objects;
    # CI builds without it.
    local launcher=()
    if command -v ccache >/dev/null 2>&1; then
        export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$(dirname "$ML_ROOT")}" CCACHE_NOHASHDIR=1
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    # CI (.ci/run) sets MEEPLELAB_WERROR=ON, so a warning fails its build; a developer's build
    # warns only, unless asked the same way. MEEPLELAB_GUI=OFF leaves the desktop program out
    # (scripts/core-test.sh). Both passed every time, so the cache keeps no old value.
    (cd "$ML_ROOT" && cmake --preset "$ML_PRESET" "${launcher[@]}" \
        -DMEEPLELAB_WERROR="${MEEPLELAB_WERROR:-OFF}" -DMEEPLELAB_GUI="${MEEPLELAB_GUI:-ON}")
    # ML_TARGETS narrows the build to some targets (test.sh sets it for `-L LAYER`).
    local targets=()
    [ -n "${ML_TARGETS:-}" ] && read -r -a targets <<<"$ML_TARGETS"
    cmake --build "$ML_BUILD" -j2 ${targets[@]+--target "${targets[@]}"}
    # Once more, which costs a second when nothing is left: CMake 3.25's AUTOUIC writes a
    # changed form's ui_*.h during the build, after Ninja has decided which sources are up to
    # date, so the sources that include it would be compiled only by the next build, and a
    # stale object would read the form's members at the wrong places.
    cmake --build "$ML_BUILD" -j2 ${targets[@]+--target "${targets[@]}"}
}

ml_install_missing
ml_build
