#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills unfinished entries of Qt .ts files after lupdate.

English (meeplelab_en.ts) gets the source text itself, with singular and plural forms made from
"(s)"-style plurals; Dutch (meeplelab_nl.ts) gets the text from a dictionary module that
defines NL = {(context, source[, comment]): text or [singular, plural]}. An entry is marked
finished only when a text was found, so a missing Dutch text stays visible to lupdate and
Linguist.

usage: fill_translations.py TS_DIR [NL_DICT.py]
"""
import html
import re
import runpy
import sys

MESSAGE = re.compile(r'<message( numerus="yes")?>(.*?)</message>', re.S)
UNFINISHED = re.compile(r'<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>', re.S)


def unescape(s):
    return html.unescape(s)


def escape(s):
    return (s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
             .replace('"', '&quot;').replace("'", '&apos;'))


# Sources whose verb or wording changes with the count, beyond a plural "(s)".
EN_OVERRIDES = {
    '%n score(s) are not right yet.':
        ['%n score is not right yet.', '%n scores are not right yet.'],
    '%n scoring(s) differ with %1 = %2 instead of %3.':
        ['%n scoring differs with %1 = %2 instead of %3.',
         '%n scorings differ with %1 = %2 instead of %3.'],
    '%n castle(s) at its ends': ['%n castle at one end', '%n castles at its ends'],
    '%n moves share the best gain; each of them counts as right.':
        ['%n move has the best gain; it counts as right.',
         '%n moves share the best gain; each of them counts as right.'],
}


def english_forms(source):
    """'%n tile(s)' -> ['%n tile', '%n tiles']; 'city(s)' -> 'city', 'cities'."""
    if source in EN_OVERRIDES:
        return EN_OVERRIDES[source]
    def plural(m):
        word, ending = m.group(1), m.group(2)
        if word.endswith('y') and ending == 's':
            return word[:-1] + 'ies'
        return word + ending
    singular = re.sub(r'(\w+)\((\w+)\)', lambda m: m.group(1), source)
    many = re.sub(r'(\w+)\((\w+)\)', plural, source)
    return [singular, many]


def translation_xml(text, numerus):
    if numerus:
        forms = text if isinstance(text, list) else [text, text]
        inner = ''.join('\n            <numerusform>%s</numerusform>' % escape(f) for f in forms)
        return '<translation>%s\n        </translation>' % inner
    return '<translation>%s</translation>' % escape(text)


def fill(path, lookup, english_plurals=False):
    data = open(path, encoding='utf-8').read()
    out, pos, missing = [], 0, []
    context = None
    for m in MESSAGE.finditer(data):
        # The context of a message is the last <name> before it.
        names = re.findall(r'<name>(.*?)</name>', data[pos:m.start()])
        if names:
            context = unescape(names[-1])
        out.append(data[pos:m.start()])
        body = m.group(2)
        numerus = bool(m.group(1))
        if english_plurals and numerus:
            # English numerus forms are always the source's singular and plural, also in
            # entries an earlier run marked finished with "(s)" left in both forms.
            source = unescape(re.search(r'<source>(.*?)</source>', body, re.S).group(1))
            body = re.sub(r'<translation( type="unfinished")?>.*?</translation>',
                          lambda _: translation_xml(english_forms(source), True), body,
                          count=1, flags=re.S)
        elif UNFINISHED.search(body):
            source = unescape(re.search(r'<source>(.*?)</source>', body, re.S).group(1))
            c = re.search(r'<comment>(.*?)</comment>', body, re.S)
            comment = unescape(c.group(1)) if c else None
            text = lookup(context, source, comment, numerus)
            if text is None:
                missing.append((context, source))
            else:
                body = UNFINISHED.sub(lambda _: translation_xml(text, numerus), body, count=1)
        out.append('<message%s>%s</message>' % (m.group(1) or '', body))
        pos = m.end()
    out.append(data[pos:])
    open(path, 'w', encoding='utf-8').write(''.join(out))
    return missing


def main():
    ts_dir = sys.argv[1]
    en_missing = fill(ts_dir + '/meeplelab_en.ts',
                      lambda ctx, src, com, num: english_forms(src) if num else src,
                      english_plurals=True)
    nl = runpy.run_path(sys.argv[2])['NL'] if len(sys.argv) > 2 else {}

    def dutch(ctx, src, com, num):
        return nl.get((ctx, src, com), nl.get((ctx, src)))
    nl_missing = fill(ts_dir + '/meeplelab_nl.ts', dutch)
    for ctx, src in en_missing + nl_missing:
        print('missing: %s | %s' % (ctx, src))
    return 1 if nl_missing or en_missing else 0


if __name__ == '__main__':
    sys.exit(main())
