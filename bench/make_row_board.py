#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a legal base-game board of N moves to standard output, for timing how a large file
opens: straight roads ("U", rotation 0) in a row along x, two players taking turns, the shape
tests/tst_cli_memory.cpp uses. Usage: bench/make_row_board.py [N] > row.meeple (N = 20000)."""
import sys

moves = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
row = ",\n  ".join(
    '{"player": "%s", "tile": "U", "at": [%d, 0], "rot": 0}' % ("blue" if i % 2 else "red", i + 1)
    for i in range(moves))
sys.stdout.write('{"format": "meeplelab-board", "version": 1,\n'
                 ' "rules": {"sets": ["base"], "edition": "C3"},\n'
                 ' "players": [{"id": "red"}, {"id": "blue"}],\n'
                 ' "tiles": [{"tile": "U", "at": [0, 0], "rot": 0}],\n'
                 ' "moves": [\n  ' + row + '\n ]}\n')
