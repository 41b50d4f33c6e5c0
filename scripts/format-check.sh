#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The formatting leg: every tracked C++ file must be as clang-format writes it with
# the committed .clang-format, so a review shows what changed and not how it was typed.
# Fails naming each file that differs. `scripts/format-check.sh --fix` rewrites them in place
# (run it after a merge that brought in drifted code). Installs clang-format when missing.
# The version is Debian 12's (14); another version may break a few lines differently.
set -euo pipefail
cd "$(dirname "$0")/.."

fix=
if [ "${1:-}" = "--fix" ]; then
    fix=1
elif [ -n "${1:-}" ]; then
    echo "usage: scripts/format-check.sh [--fix]" >&2
    exit 2
fi

if ! command -v clang-format >/dev/null 2>&1; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends \
        clang-format
fi

mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
if [ "${#files[@]}" -eq 0 ]; then
    echo "format-check: no C++ files found (not a git checkout?)" >&2
    exit 1
fi

if [ -n "$fix" ]; then
    clang-format -i --style=file "${files[@]}"
    echo "format-check: formatted ${#files[@]} files"
    exit 0
fi

drifted=()
for f in "${files[@]}"; do
    # --dry-run -Werror turns every place clang-format would change into an error.
    if ! clang-format --dry-run -Werror --style=file "$f" >/dev/null 2>&1; then
        drifted+=("$f")
    fi
done
if [ "${#drifted[@]}" -gt 0 ]; then
    echo "format-check: ${#drifted[@]} of ${#files[@]} files differ from .clang-format:" >&2
    printf '  %s\n' "${drifted[@]}" >&2
    echo "format-check: see the changes with 'clang-format --dry-run FILE';" \
        "rewrite them with 'scripts/format-check.sh --fix'" >&2
    exit 1
fi
echo "format-check: all ${#files[@]} C++ files match .clang-format"
