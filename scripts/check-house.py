#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The house rules a reviewer would otherwise check by hand, for every tracked source file:
- it starts with the SPDX licence line (after a shebang line, if any);
- no line in src/ or tests/ cites an issue number of a tracker the reader cannot see, or a
  spec file outside the repository: references point into docs/.

usage: check-house.py ROOT     exit 1 naming each file and line that breaks a rule
"""
import pathlib
import re
import subprocess
import sys

SOURCE = re.compile(r"(\.(cpp|h|py|sh|cmake)|CMakeLists\.txt|/run)$")
CITATION = re.compile(r"[Ii]ssue [0-9]+|(format|rules|abbot-river|inns-traders|tiles|jcz-import)\.md")


def main():
    root = pathlib.Path(sys.argv[1])
    files = subprocess.run(["git", "-C", str(root), "ls-files", "src", "tests", "bench", "dist",
                            "scripts", ".ci", "CMakeLists.txt", "run.sh", "test.sh"],
                           capture_output=True, text=True, check=True).stdout.split()
    problems = []
    for name in files:
        if not SOURCE.search(name) or "/regressions/" in name or "/seeds/" in name:
            continue
        text = (root / name).read_text(encoding="utf-8", errors="replace")
        head = text.split("\n", 2)
        if "SPDX-License-Identifier: GPL-3.0-or-later" not in "\n".join(head[:2]):
            problems.append(f"{name}:1: no SPDX-License-Identifier line")
        if name.startswith(("src/", "tests/")):
            for number, line in enumerate(text.split("\n"), 1):
                for m in CITATION.finditer(line):
                    if "docs/" not in line:
                        problems.append(f"{name}:{number}: cites {m.group(0)!r} outside docs/")
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
