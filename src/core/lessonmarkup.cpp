// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonmarkup.h"

#include <QRegularExpression>

namespace ml
{

namespace
{

// A line's spans: **bold** toggles where a closing ** follows, [R-...] is a rule link.
QList<MarkupSpan> spansOf(const QString &line)
{
    static const QRegularExpression rule(QStringLiteral("\\[(R-[A-Z0-9]+(?:-[A-Z0-9]+)*)\\]"));
    QList<MarkupSpan> out;
    bool bold = false;
    QString plain;
    const auto flush = [&] {
        if (!plain.isEmpty()) out.append({plain, bold, {}});
        plain.clear();
    };
    qsizetype i = 0;
    while (i < line.size()) {
        if (line.mid(i, 2) == QLatin1String("**")) {
            // Bold opens only when it closes again on the line; else the stars are text.
            if (bold || line.indexOf(QLatin1String("**"), i + 2) > i + 2) {
                flush();
                bold = !bold;
                i += 2;
                continue;
            }
        }
        if (line[i] == u'[') {
            const QRegularExpressionMatch m =
                rule.match(line, i, QRegularExpression::NormalMatch,
                           QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch()) {
                flush();
                out.append({m.captured(1), bold, m.captured(1)});
                i += m.capturedLength();
                continue;
            }
        }
        plain += line[i];
        ++i;
    }
    flush();
    return out;
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QList<MarkupBlock> parseMarkup(const QString &text)
{
    QList<MarkupBlock> blocks;
    QString paragraph;
    const auto endParagraph = [&] {
        if (!paragraph.trimmed().isEmpty())
            blocks.append({MarkupBlock::Kind::Paragraph, spansOf(paragraph.trimmed())});
        paragraph.clear();
    };
    for (const QString &raw : text.split(u'\n')) {
        const QString line = raw.trimmed();
        if (line.isEmpty()) {
            endParagraph();
        } else if (line.startsWith(QLatin1String("- "))) {
            endParagraph();
            blocks.append({MarkupBlock::Kind::ListItem, spansOf(line.mid(2).trimmed())});
        } else {
            // Lines of one paragraph join with a space, as in the author's editor.
            paragraph += paragraph.isEmpty() ? line : u' ' + line;
        }
    }
    endParagraph();
    return blocks;
}

QString markupToHtml(const QList<MarkupBlock> &blocks)
{
    QString out;
    bool inList = false;
    for (const MarkupBlock &b : blocks) {
        const bool item = b.kind == MarkupBlock::Kind::ListItem;
        if (item && !inList) out += QStringLiteral("<ul>");
        if (!item && inList) out += QStringLiteral("</ul>");
        inList = item;
        out += item ? QStringLiteral("<li>") : QStringLiteral("<p>");
        for (const MarkupSpan &s : b.spans) {
            QString piece = escaped(s.text);
            if (!s.rule.isEmpty())
                piece = QStringLiteral("<a class=\"rule\" data-rule=\"%1\">%2</a>")
                            .arg(escaped(s.rule), piece);
            if (s.bold) piece = QStringLiteral("<b>") + piece + QStringLiteral("</b>");
            out += piece;
        }
        out += item ? QStringLiteral("</li>") : QStringLiteral("</p>");
    }
    if (inList) out += QStringLiteral("</ul>");
    return out;
}

QString markupToPlainText(const QList<MarkupBlock> &blocks)
{
    QStringList parts;
    for (const MarkupBlock &b : blocks) {
        QString line;
        for (const MarkupSpan &s : b.spans)
            line += s.text;
        parts << (b.kind == MarkupBlock::Kind::ListItem ? QStringLiteral("• ") + line : line);
    }
    return parts.join(QStringLiteral("\n\n"));
}

QStringList markupRules(const QList<MarkupBlock> &blocks)
{
    QStringList out;
    for (const MarkupBlock &b : blocks)
        for (const MarkupSpan &s : b.spans)
            if (!s.rule.isEmpty() && !out.contains(s.rule)) out << s.rule;
    return out;
}

} // namespace ml
