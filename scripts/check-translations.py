#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when the translation files lag behind the code: runs lupdate over the program's sources
into copies of translations/*.ts (the real files stay as they are) and compares the messages.
A text that the code has and the .ts files lack (new), one they hold that the code no longer
has (vanished), or a Dutch or English entry not marked finished, is named with its context.

usage: check-translations.py SOURCE_DIR BUILD_DIR GENERATE_LUPDATE_PROJECT_CMAKE
The lupdate project is the one CMake describes for the update_translations target; Qt's
GenerateLUpdateProject.cmake (the third argument) turns it into lupdate's JSON here, as that
target would, so the check needs no earlier run of it.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LUPDATE = "/usr/lib/qt6/bin/lupdate"


def messages(path):
    """{(context, source, comment): finished?} of one .ts file."""
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            key = (name, m.findtext("source"), m.findtext("comment") or "")
            tr = m.find("translation")
            out[key] = tr is not None and tr.get("type") not in ("unfinished", "obsolete", "vanished")
    return out


def main():
    source, build, generator = (pathlib.Path(a).resolve() for a in sys.argv[1:4])
    description = build / "src/app/.lupdate/meeplelab_app_lib_project.cmake"
    if not description.exists():
        print(f"{description}: missing; configure the build first (cmake --preset release)")
        return 2
    files = sorted((source / "translations").glob("meeplelab_*.ts"))
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        project = pathlib.Path(tmp) / "project.json"
        made = subprocess.run(["cmake", f"-DIN_FILE={description}", f"-DOUT_FILE={project}",
                               "-P", str(generator)], capture_output=True, text=True,
                              cwd=build / "src/app")
        if made.returncode != 0:
            print(made.stdout + made.stderr)
            return 2
        copies = []
        for f in files:
            copy = pathlib.Path(tmp) / f.name
            shutil.copyfile(f, copy)
            copies.append(copy)
        run = subprocess.run([LUPDATE, "-project", str(project), "-no-obsolete", "-silent", "-ts",
                              *map(str, copies)], capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout + run.stderr)
            return 2
        for f, copy in zip(files, copies):
            before, after = messages(f), messages(copy)
            for key in sorted(set(after) - set(before)):
                problems.append(f"{f.name}: new text in context {key[0]}: {key[1]!r}")
            for key in sorted(set(before) - set(after)):
                problems.append(f"{f.name}: text no longer in the code, context {key[0]}: {key[1]!r}")
            for key, finished in sorted(before.items()):
                if not finished and key in after:
                    problems.append(f"{f.name}: not translated, context {key[0]}: {key[1]!r}")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s): run `cmake --build build --target update_translations`, "
              "translate, and commit the .ts files (see HACKING.md, Translations)")
        return 1
    print(f"translations match the code: {', '.join(f.name for f in files)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
