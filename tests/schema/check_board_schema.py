#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The published JSON Schema of the board file (docs/board-format.schema.json) against the files.

Run by ctest as tst_schema_boardfiles with Debian's /usr/bin/python3 and python3-jsonschema
(scripts/setup.sh installs it). Every bundled example and puzzle must load and match the schema.
Every test data file that the program reads (meeplelab-cli validate exits 0 or 1: readable, perhaps
breaking a rule) must match it too, so the schema is never stricter than the reader. Broken files
(no `format`, `rot: 45`, an unknown annotation type, ...) must be refused by it.
"""
import argparse
import copy
import json
import pathlib
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("python3-jsonschema is missing: apt-get install python3-jsonschema "
             "(scripts/setup.sh installs it), and run this with /usr/bin/python3")


def board_files(folder):
    return sorted(p for p in folder.rglob("*.meeple"))


def errors_of(validator, document):
    return sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True, type=pathlib.Path)
    ap.add_argument("--cli", required=True)
    args = ap.parse_args()
    schema = json.loads((args.root / "docs/board-format.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []

    def read_json(path):
        return json.loads(path.read_text(encoding="utf-8"))

    def cli_exit(path):
        return subprocess.run([args.cli, "validate", str(path)], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode

    def expect_valid(path, document):
        for e in errors_of(validator, document):
            failures.append(f"{path}: {'/'.join(map(str, e.absolute_path)) or 'top level'}: "
                            f"the schema refuses a file the program reads: {e.message}")

    bundled = (board_files(args.root / "resources/examples") + board_files(args.root / "resources/puzzles")
               + board_files(args.root / "resources/lessons")
               + board_files(args.root / "docs/published"))
    for path in bundled:
        code = cli_exit(path)
        if code != 0:
            failures.append(f"{path}: meeplelab-cli validate exits {code}; a bundled file must load")
        expect_valid(path, read_json(path))

    # Test data: the files the program reads are those `validate` does not call unreadable (2).
    readable = refused_by_program = 0
    for path in board_files(args.root / "tests/data"):
        code = cli_exit(path)
        if code == 2:
            refused_by_program += 1
            continue
        readable += 1
        expect_valid(path, read_json(path))
    # Guards against a data folder that moved or a CLI that refuses everything.
    if len(bundled) < 40 or readable < 40 or refused_by_program < 10:
        failures.append(f"too few files: {len(bundled)} bundled, {readable} readable and "
                        f"{refused_by_program} unreadable test files")

    # Broken files: the schema must refuse each. Made from a good file, so only the one change
    # can be why.
    good = read_json(args.root / "tests/data/files/annotated-castle.meeple")
    expect_valid("annotated-castle.meeple", good)
    assert good.get("annotations") and good.get("tiles"), "the base of the broken files changed"

    def broken(name, change):
        document = copy.deepcopy(good)
        change(document)
        if not errors_of(validator, document):
            failures.append(f"broken file accepted by the schema: {name}")

    broken("missing format", lambda d: d.pop("format"))
    broken("missing version", lambda d: d.pop("version"))
    broken("another format", lambda d: d.update(format="meeplelab-tiles"))
    broken("rot: 45", lambda d: d["tiles"][0].update(rot=45))
    broken("rot: \"90\"", lambda d: d["tiles"][0].update(rot="90"))
    broken("unknown annotation type", lambda d: d["annotations"][0].update(type="star"))
    broken("annotation without type", lambda d: d["annotations"][0].pop("type"))
    broken("ring without on", lambda d: d["annotations"].append({"type": "ring", "at": [0, 0]}))
    broken("dim without cells", lambda d: d["annotations"].append({"type": "dim", "cells": []}))
    broken("number of four characters",
           lambda d: d["annotations"].append({"type": "number", "at": [0, 0], "on": "N", "text": "1234"}))
    broken("unknown marker shape",
           lambda d: d["annotations"].append({"type": "number", "at": [0, 0], "on": "N", "text": "A",
                                              "shape": "star"}))
    broken("square without text",
           lambda d: d["annotations"].append({"type": "number", "at": [0, 0], "on": "N", "shape": "square"}))
    broken("meaning of 201 characters",
           lambda d: d["annotations"].append({"type": "number", "at": [0, 0], "on": "N", "text": "A",
                                              "meaning": "x" * 201}))
    broken("annotation colour not #rrggbb",
           lambda d: d["annotations"].append({"type": "ring", "at": [0, 0], "on": "N", "color": "red"}))
    broken("coordinate out of range", lambda d: d["tiles"][0].update(at=[1000001, 0]))
    broken("cell of three numbers", lambda d: d["tiles"][0].update(at=[0, 0, 0]))
    broken("player id in capitals", lambda d: d["players"][0].update(id="Red"))
    broken("unknown set", lambda d: d.setdefault("rules", {}).update(sets=["base", "cathars"]))
    broken("unknown location", lambda d: d.setdefault("figures", []).append(
        {"type": "meeple", "player": d["players"][0]["id"], "at": [0, 0], "on": "middle"}))
    # Where the abbot stands and a recall with a figure are rules (exit 1), not structure:
    # the scenarios R-AB-9 and R-AB-14 hold such files, and the reader reads them.
    broken("abbot: null", lambda d: d.setdefault("moves", []).append(
        {"player": d["players"][0]["id"], "tile": "U", "at": [5, 5], "abbot": None}))
    broken("tile and discard in one move", lambda d: d.setdefault("moves", []).append(
        {"player": d["players"][0]["id"], "tile": "U", "discard": "U", "at": [5, 5]}))
    broken("supply of 101 meeples", lambda d: d["players"][0].update(supply={"meeple": 101}))
    broken("seed below 0", lambda d: d.update(bag={"seed": -1}))
    broken("unknown token", lambda d: d.update(bag={"draws": ["5"]}))

    # Unknown keys are kept by the program, so the schema allows them everywhere.
    def unknown_keys(d):
        d["x-note"] = {"anything": [1, 2]}
        d["tiles"][0]["x-note"] = 1
        d["annotations"][0]["x-note"] = "kept"
    extended = copy.deepcopy(good)
    unknown_keys(extended)
    expect_valid("annotated-castle.meeple with unknown keys", extended)

    # The program's own refusals of the same kinds, as test data files.
    for name in ("missing-format.meeple", "type-rot-45.meeple", "wrong-format.meeple",
                 "player-id-upper-case.meeple", "type-at-not-pair.meeple"):
        path = args.root / "tests/data/badinput" / name
        if not errors_of(validator, read_json(path)):
            failures.append(f"{path}: the schema accepts a file the program refuses")

    for f in failures:
        print(f, file=sys.stderr)
    print(f"{len(bundled)} bundled files, {readable} readable test files and the broken ones "
          f"checked: {len(failures)} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
