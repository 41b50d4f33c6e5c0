#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The published JSON Schema of the lesson file (docs/lesson-format.schema.json) against lessons.

Run by ctest as tst_schema_lessons with Debian's /usr/bin/python3 and python3-jsonschema. A
page's board is checked by the board file's schema, which the lesson schema names by its $id.
Every lesson the project holds (bundled, test data, fuzz seeds) must match; lessons the program
refuses for their structure (checked with `meeplelab-cli lesson check`, exit 2) must be refused.
"""
import argparse
import copy
import json
import pathlib
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    sys.exit("python3-jsonschema is missing: apt-get install python3-jsonschema "
             "(scripts/setup.sh installs it), and run this with /usr/bin/python3")


def combined(lesson, board):
    """The lesson schema with the board schema inside it, its references made local.

    Debian's jsonschema (4.10) resolves the board schema's own "#/$defs/..." against the lesson
    schema when it is reached through its $id; a validator of today would not need this."""
    board_id = board["$id"]
    inner = json.loads(json.dumps(board).replace('"#/$defs/', '"#/$defs/board/$defs/'))
    inner.pop("$id", None)
    inner.pop("$schema", None)
    text = json.dumps(lesson).replace(f'"{board_id}#/$defs/', '"#/$defs/board/$defs/')
    text = text.replace(f'"{board_id}"', '"#/$defs/board"')
    out = json.loads(text)
    out["$defs"]["board"] = inner
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True, type=pathlib.Path)
    ap.add_argument("--cli", required=True)
    args = ap.parse_args()
    board = json.loads((args.root / "docs/board-format.schema.json").read_text(encoding="utf-8"))
    lesson = json.loads((args.root / "docs/lesson-format.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(lesson)
    validator = jsonschema.Draft202012Validator(combined(lesson, board))
    failures = []

    lessons = sorted(p for folder in ("resources", "tests/data", "tests/fuzz/seeds")
                     for p in (args.root / folder).rglob("*.meeplelesson"))
    if not lessons:
        failures.append("no lesson files found")
    for path in lessons:
        document = json.loads(path.read_text(encoding="utf-8"))
        for e in validator.iter_errors(document):
            failures.append(f"{path}: {'/'.join(map(str, e.absolute_path)) or 'top level'}: "
                            f"the schema refuses a lesson the program reads: {e.message}")

    # Broken copies of the test lesson: the program refuses each (exit 2), and so must the schema.
    good_path = args.root / "tests/data/lessons/course/roads.meeplelesson"
    good = json.loads(good_path.read_text(encoding="utf-8"))
    breaks = {
        "a board file, not a lesson": lambda d: d.update(format="meeplelab-board"),
        "no pages": lambda d: d.update(pages=[]),
        "an id with capitals": lambda d: d["pages"][0].update(id="Set-Up"),
        "board and boardFile": lambda d: d["pages"][1].update(board=d["pages"][0]["board"]),
        "a folder in boardFile": lambda d: d["pages"][1].update(boardFile="../two-roads.meeple"),
        "a step word": lambda d: d["pages"][0].update(step="later"),
        "move 0": lambda d: d["pages"][1].update(step={"move": 0}),
        "a puzzle in the board": lambda d: d["pages"][0]["board"].update(
            puzzle={"kind": "free", "question": {"en": "?"}}),
        "an unknown mark": lambda d: d["pages"][0].update(annotations=[{"type": "wave"}]),
        "a rotation of 45": lambda d: d["pages"][0]["board"]["tiles"][0].update(rot=45),
    }
    with tempfile.TemporaryDirectory() as tmp:
        for name, change in breaks.items():
            document = copy.deepcopy(good)
            change(document)
            path = pathlib.Path(tmp) / "broken.meeplelesson"
            path.write_text(json.dumps(document), encoding="utf-8")
            (pathlib.Path(tmp) / "two-roads.meeple").write_text(
                (good_path.parent / "two-roads.meeple").read_text(encoding="utf-8"), encoding="utf-8")
            code = subprocess.run([args.cli, "lesson", "check", str(path)], stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL).returncode
            if code != 2:
                failures.append(f"{name}: meeplelab-cli lesson check exits {code}, not 2")
            if not list(validator.iter_errors(document)):
                failures.append(f"{name}: the schema takes a lesson the program refuses")

    for f in failures:
        print(f)
    print(f"{len(lessons)} lesson(s) checked, {len(breaks)} broken copies, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
