#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes docs/rules/ from resources/rules/rulebook.json: one page per set with every rule as the
program shows it (id, status, English and Dutch text, its option, its example boards), so the
documentation cannot say something other than the program.

usage: make_rule_docs.py ROOT          rewrite ROOT/docs/rules/
       make_rule_docs.py ROOT --check  exit 1 naming each page that differs from the rule book
"""
import json
import pathlib
import sys

# Where a rule's reading is the program's own, the page says so in these words.
READINGS = {"inference", "unsure", "community", "variant", "edition"}


def option_rows(board_format):
    """The rows of the rule options table in docs/board-format.md, by option key."""
    rows = {}
    in_table = False
    for line in board_format.splitlines():
        if line.startswith("## Rule options"):
            in_table = True
            continue
        if in_table and line.startswith("## "):
            break
        if in_table and line.startswith("| `"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            rows[cells[0].strip("`")] = cells
    return rows


def page(book, set_key, options):
    names = book["sets"][set_key]
    rules = [r for r in book["rules"] if r["set"] == set_key]
    out = [f"# {names['en']} ({names['nl']})", "",
           "Generated from `resources/rules/rulebook.json` by `scripts/make_rule_docs.py`; edit the",
           "rule book, not this page. These are the texts the rules panel and the scoring",
           "explanations show, with the rule ids the tests name.", ""]
    readings = [r for r in rules if r["status"] in READINGS]
    if readings:
        out += ["Where the rules leave room, Meeple Lab takes a reading of its own: "
                + ", ".join(f"[{r['id']}](#{r['id'].lower()})" for r in readings) + ".", ""]
    for r in rules:
        status = book["statuses"][r["status"]]
        out += [f"## {r['id']}", "", f"**{r['title']['en']}** ({r['title']['nl']}), "
                f"{status['en'].lower()} ({status['nl'].lower()}).", "",
                r["text"]["en"], "", "> " + r["text"]["nl"], ""]
        if "option" in r:
            row = options.get(r["option"])
            if row:
                out += [f"Rule option `{r['option']}`: values {row[1]}, default {row[2]}.", ""]
            else:
                out += [f"Rule option `{r['option']}`.", ""]
        if r.get("examples"):
            out += ["Example boards: " + ", ".join(
                f"[{e}](../../resources/examples/{e})" for e in r["examples"]) + ".", ""]
    return "\n".join(out).rstrip() + "\n"


def index(book):
    out = ["# The rules as Meeple Lab implements them", "",
           "One page per set, generated from the program's rule book",
           "(`resources/rules/rulebook.json`, by `scripts/make_rule_docs.py`). Each rule has the id",
           "that the tests and the rules panel use, its status, and its text in English and Dutch.", ""]
    for key, names in book["sets"].items():
        count = sum(1 for r in book["rules"] if r["set"] == key)
        out.append(f"- [{names['en']}]({key}.md) ({names['nl']}): {count} rules")
    scope = book.get("outOfScope", [])
    if scope:
        out += ["", "Rules the program does not model (it says so where they would apply): "
                + ", ".join(f"`{s}`" for s in scope) + "."]
    return "\n".join(out) + "\n"


def main():
    root = pathlib.Path(sys.argv[1])
    check = "--check" in sys.argv[2:]
    book = json.loads((root / "resources/rules/rulebook.json").read_text(encoding="utf-8"))
    options = option_rows((root / "docs/board-format.md").read_text(encoding="utf-8"))
    pages = {"README.md": index(book)}
    for key in book["sets"]:
        pages[f"{key}.md"] = page(book, key, options)
    folder = root / "docs/rules"
    stale = []
    for name, text in pages.items():
        path = folder / name
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if check:
        extra = sorted(p.name for p in folder.glob("*.md") if p.name not in pages) if folder.exists() else []
        stale += [str(folder / e) + " (no set of that name)" for e in extra]
        for s in stale:
            print(f"{s}: differs from resources/rules/rulebook.json; run scripts/make_rule_docs.py .")
        return 1 if stale else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
