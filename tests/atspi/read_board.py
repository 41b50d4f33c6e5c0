#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the board of the real program through AT-SPI, as a screen reader on Linux does.

Usage: read_board.py MEEPLELAB [BOARD]

Starts the desktop program on welcome.meeple (or BOARD) in an X server with the accessibility
bus, once in English and once in Dutch, and with python3-pyatspi (Debian's client library, the
one Orca uses) finds the board's table, checks its size and the names of a few cells, that the
arrow keys move the focus from cell to cell (xdotool), then turns
Explore on and steps with F10 as a user would (xdotool), and checks that the step title's
name change arrives, with the step's explanation as its description, and that a cell the move
filled is named anew. Exits 0 when every check passed, 1 with the failures otherwise.

Without a display it starts itself again under xvfb-run (Xvfb 1280x720x24) with openbox; inside
one (scripts/gui-xvfb.sh) it uses that. Either way it runs in a D-Bus session of its own
(dbus-run-session), whose bus starts at-spi-bus-launcher and the registry when first asked.
Installs xvfb, openbox, xdotool, at-spi2-core, python3-pyatspi and dbus-x11 when missing (as
root).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

PACKAGES = ["xvfb", "xauth", "openbox", "xdotool", "at-spi2-core", "python3-pyatspi", "dbus-x11"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# welcome.meeple as the window opens it: after its two moves, whose scorings sent the road's and
# the city's meeples home. Its cells are named over the tiles of the set-up and of both moves
# with a free cell around: columns A to H, rows 1 to 6 (src/core/cellnames.h). Row, column,
# name. Then Explore's first step (the set-up, where D2 is still free) and the step after it,
# the first move's tile, which fills E4.
EXPECTED = {
    "en": {
        "table": "Board",
        "cells": [
            (3, 3, "D4, tile D turned 0°: city north, road east–west"),
            (3, 2, "C4, tile U turned 0°: road east–west, field north (Red's meeple)"),
            (2, 4, "E3, tile B turned 0°: monastery (Blue's meeple)"),
            (1, 3, "D2, tile E turned 180°: city south, field north, east and west (Blue's meeple)"),
            (0, 0, "A1, empty"),
        ],
        "setup": (3, 2, "C4, tile U turned 0°: road east–west (Blue's meeple), field north (Red's meeple)"),
        # The first arrow shows the cell cursor on the tile laid last, the next moves it west.
        "focus": ["D2, tile E turned 180°: city south, field north, east and west (Blue's meeple)",
                  "C2, empty"],
        "step": r"^Move 1 of 2 · Red · Phase 1: placing a tile$",
        "action": "Red places tile U at E4, turned 0°.",
        "filled": (3, 4, "E4, tile U turned 0°: road east–west"),
    },
    "nl": {
        "table": "Bord",
        "cells": [
            (3, 3, "D4, tegel D 0° gedraaid: stad noord, weg oost–west"),
            (3, 2, "C4, tegel U 0° gedraaid: weg oost–west, weide noord (meeple van Rood)"),
            (2, 4, "E3, tegel B 0° gedraaid: klooster (meeple van Blauw)"),
            (1, 3, "D2, tegel E 180° gedraaid: stad zuid, weide noord, oost en west (meeple van Blauw)"),
            (0, 0, "A1, leeg"),
        ],
        "setup": (3, 2, "C4, tegel U 0° gedraaid: weg oost–west (meeple van Blauw), weide noord (meeple van Rood)"),
        "focus": ["D2, tegel E 180° gedraaid: stad zuid, weide noord, oost en west (meeple van Blauw)",
                  "C2, leeg"],
        "step": r"^Beurt 1 van 2 · Rood · ",
        "action": "Rood legt tegel U op E4, 0° gedraaid.",
        "filled": (3, 4, "E4, tegel U 0° gedraaid: weg oost–west"),
    },
}

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


def install_missing():
    missing = [p for p in PACKAGES
               if subprocess.run(["dpkg", "-s", p], capture_output=True).returncode != 0]
    if not missing:
        return
    if os.geteuid() != 0:
        sys.exit("read_board: missing packages (install as root): " + " ".join(missing))
    print("read_board: installing " + " ".join(missing), flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update"], check=True, env=env)
    subprocess.run(["apt-get", "install", "-y", "--no-install-recommends"] + missing,
                   check=True, env=env)


def wait_for(what, test, seconds, pump=None):
    """Polls `test` (pumping the client's events between tries) until it gives a value."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = test()
        if value:
            return value
        if pump:
            pump(0.1)
        else:
            time.sleep(0.1)
    print("read_board: gave up waiting for " + what, flush=True)
    return None


def find_table(node, name, depth=0):
    """The table named `name` under `node`, without walking into other tables and lists, whose
    items would make the walk long."""
    import pyatspi
    try:
        role = node.getRole()
        if role == pyatspi.ROLE_TABLE and node.name == name:
            return node
        if depth > 0 and role in (pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_LIST,
                                  pyatspi.ROLE_TREE, pyatspi.ROLE_PAGE_TAB_LIST):
            return None
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is None:
                continue
            found = find_table(child, name, depth + 1)
            if found:
                return found
    except Exception:  # an object that went away while being read
        return None
    return None


def cell_name(application, table_name, row, column):
    """The name of a cell as a client reads it after the board changed: the table's cells are
    made anew on every change, so the table is looked up again."""
    table = find_table(application, table_name)
    cell = table.queryTable().getAccessibleAt(row, column) if table else None
    return cell.name if cell is not None else None


def read_program(app_path, board, language):
    import pyatspi
    from gi.repository import GLib

    expected = EXPECTED[language]
    home = tempfile.mkdtemp(prefix="meeplelab-atspi-")
    env = dict(os.environ)
    env.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
        "XDG_DATA_HOME": os.path.join(home, ".local/share"),
        "LANGUAGE": language,
        "LANG": "nl_NL.UTF-8" if language == "nl" else "en_GB.UTF-8",
        "QT_QPA_PLATFORM": "xcb",
        # Qt's bridge only talks to the bus when a screen reader says it runs, or when told.
        "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
        "QT_ACCESSIBILITY": "1",
    })
    env.pop("LC_ALL", None)
    context = GLib.MainContext.default()

    def pump(seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    program = subprocess.Popen([app_path, board], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        def app():
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                a = desktop.getChildAtIndex(i)
                try:
                    if a is not None and a.get_process_id() == program.pid:
                        return a
                except Exception:
                    pass
            return None

        application = wait_for("the program on the accessibility bus", app, 30, pump)
        if not check(application is not None, f"[{language}] the program is on the AT-SPI bus"):
            return
        table = wait_for("the board's table",
                         lambda: find_table(application, expected["table"]), 20, pump)
        if not check(table is not None,
                     f"[{language}] a table named {expected['table']!r} is in the tree"):
            return
        cells = table.queryTable()
        check(cells.nRows == 6 and cells.nColumns == 8,
              f"[{language}] the table has 6 rows and 8 columns (has {cells.nRows} and "
              f"{cells.nColumns})")
        for row, column, name in expected["cells"]:
            cell = cells.getAccessibleAt(row, column)
            got = cell.name if cell is not None else None
            check(got == name and cell.getRole() == pyatspi.ROLE_TABLE_CELL,
                  f"[{language}] cell row {row} column {column} is {name!r} (got {got!r})")

        # The keyboard's cell cursor is the focus: a click on the board's free corner (A1)
        # gives it the keys, the first arrow shows the cursor, the next one moves it.
        focused = []

        def on_focus(event):
            try:
                if event.detail1 == 1 and event.source.getRole() == pyatspi.ROLE_TABLE_CELL:
                    focused.append(event.source.name)
            except Exception:
                pass

        pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
        corner = cells.getAccessibleAt(0, 0).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        subprocess.run(["xdotool", "mousemove", str(corner.x + corner.width // 2),
                        str(corner.y + corner.height // 2), "click", "1"], check=True)
        pump(0.5)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "Right"], check=True)
        wait_for("the cursor's focus", lambda: len(focused) >= 1, 10, pump)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "Left"], check=True)
        wait_for("the cursor's second focus", lambda: len(focused) >= 2, 10, pump)
        pump(0.3)
        check(focused == expected["focus"],
              f"[{language}] the arrow keys move the focus over cells {expected['focus']!r} "
              f"(got {focused!r})")
        pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")

        # Explore, then one step forward with the keys, as a user would.
        told = []

        def on_name(event):
            try:
                if event.source.getRole() == pyatspi.ROLE_LABEL:
                    told.append((event.source.name, event.source.description))
            except Exception:
                pass

        pyatspi.Registry.registerEventListener(on_name, "object:property-change:accessible-name")
        pump(0.5)  # the program learns of the listener before the keys come
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                                 str(program.pid)], capture_output=True, text=True,
                                timeout=20).stdout.split()
        if window:
            subprocess.run(["xdotool", "windowactivate", "--sync", window[-1]],
                           capture_output=True, timeout=10)
        # Explore opens at the end of the moves; Alt+Home goes to the set-up.
        subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+t"], check=True)
        pump(1.0)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "alt+Home"], check=True)
        pump(1.0)
        row, column, name = expected["setup"]
        got = cell_name(application, expected["table"], row, column)
        check(got == name, f"[{language}] at Explore's first step, cell row {row} column "
                           f"{column} is {name!r} (got {got!r})")
        told.clear()
        subprocess.run(["xdotool", "key", "--clearmodifiers", "F10"], check=True)
        step = wait_for("the step's announcement",
                        lambda: [t for t in told if re.search(expected["step"], t[0])], 15, pump)
        pump(1.0)  # a second telling of the same step would come by now
        step = [t for t in told if re.search(expected["step"], t[0])]
        if check(len(step) == 1, f"[{language}] F10 in Explore tells the step title "
                                 f"{expected['step']!r} once (told: {[t[0] for t in told]!r})"):
            description = step[-1][1]
            check(expected["action"] in description,
                  f"[{language}] the told step's description holds {expected['action']!r} "
                  f"(got {description!r})")
        pyatspi.Registry.deregisterEventListener(on_name, "object:property-change:accessible-name")
        row, column, name = expected["filled"]
        got = cell_name(application, expected["table"], row, column)
        check(got == name, f"[{language}] after the step, cell row {row} column {column} is "
                           f"{name!r} (got {got!r})")
    finally:
        program.terminate()
        try:
            program.wait(10)
        except subprocess.TimeoutExpired:
            program.kill()
            program.wait()
        shutil.rmtree(home, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    app_path = os.path.abspath(sys.argv[1])
    board = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(
        ROOT, "resources", "examples", "welcome.meeple")
    stage = os.environ.get("ML_ATSPI_STAGE", "")
    if stage == "":
        install_missing()
        if not os.environ.get("DISPLAY"):
            # A server of our own, with a window manager (started in the next stage).
            env = dict(os.environ, ML_ATSPI_STAGE="x", ML_ATSPI_WM="1")
            return subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x720x24",
                                   sys.executable, __file__, app_path, board], env=env).returncode
        stage = "x"
    if stage == "x":
        # A D-Bus session of our own, so that the accessibility bus and its registry are ours.
        env = dict(os.environ, ML_ATSPI_STAGE="bus")
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        env.pop("AT_SPI_BUS_ADDRESS", None)
        return subprocess.run(["dbus-run-session", "--", sys.executable, __file__, app_path,
                               board], env=env).returncode
    wm = None
    if os.environ.get("ML_ATSPI_WM"):
        wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
    started = time.monotonic()
    try:
        for language in ("en", "nl"):
            read_program(app_path, board, language)
    finally:
        if wm:
            wm.terminate()
            wm.wait()
    print(f"read_board: {len(failures)} failure(s) in {time.monotonic() - started:.1f} s",
          flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
