// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ml
{

// The small markup of a lesson page's text (docs/lesson-format.md, "Text markup"): paragraphs,
// list items, bold and rule links, and nothing else. It is read into spans of plain text, so
// that whoever draws it (the page view, the presentation, a PDF or HTML handout) draws text
// and never hands the author's characters to a rich-text engine or a browser unescaped.
struct MarkupSpan {
    QString text;
    bool bold = false;
    QString rule; // a rule link: the rule id ("R-BASE-10"); text is the id then
};

struct MarkupBlock {
    enum class Kind : quint8 { Paragraph, ListItem };
    Kind kind = Kind::Paragraph;
    QList<MarkupSpan> spans;
};

QList<MarkupBlock> parseMarkup(const QString &text);

// The text as HTML, built from the whitelist only: <p>, <ul>/<li>, <b> and, for a rule link,
// <a class="rule" data-rule="ID">; every character of the author's text escaped.
QString markupToHtml(const QList<MarkupBlock> &blocks);
// The text without markup: paragraphs separated by a blank line, items as "• item".
QString markupToPlainText(const QList<MarkupBlock> &blocks);
// The rule ids the text links to, in order, each once.
QStringList markupRules(const QList<MarkupBlock> &blocks);

} // namespace ml
