// SPDX-License-Identifier: GPL-3.0-or-later
#include "markuplayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

namespace ml
{

MarkupLayout::MarkupLayout() = default;
MarkupLayout::~MarkupLayout() = default;

void MarkupLayout::setText(const QList<MarkupBlock> &blocks, const QFont &font, const QColor &text,
                           const QColor &link)
{
    m_blocks.clear();
    m_font = font;
    m_text = text;
    for (const MarkupBlock &b : blocks) {
        Block out;
        out.item = b.kind == MarkupBlock::Kind::ListItem;
        QString plain;
        QList<QTextLayout::FormatRange> formats;
        for (const MarkupSpan &s : b.spans) {
            const int start = int(plain.size());
            plain += s.text;
            QTextLayout::FormatRange r;
            r.start = start;
            r.length = int(s.text.size());
            if (s.bold) r.format.setFontWeight(QFont::Bold);
            if (!s.rule.isEmpty()) {
                r.format.setForeground(link);
                r.format.setFontUnderline(true);
                out.linkRanges.append({start, r.length});
                out.linkRules.append(s.rule);
            }
            if (s.bold || !s.rule.isEmpty()) formats.append(r);
        }
        out.layout = std::make_unique<QTextLayout>(plain, font);
        out.layout->setFormats(formats);
        m_blocks.push_back(std::move(out));
    }
}

qreal MarkupLayout::layout(qreal width)
{
    const QFontMetricsF fm(m_font);
    const qreal indent = fm.horizontalAdvance(QStringLiteral("• "));
    const qreal gap = fm.lineSpacing() * 0.5;
    qreal y = 0;
    bool previousItem = false;
    for (Block &b : m_blocks) {
        if (&b != &m_blocks.front()) y += (b.item && previousItem) ? gap * 0.4 : gap;
        b.y = y;
        const qreal x = b.item ? indent : 0;
        QTextLayout &l = *b.layout;
        l.beginLayout();
        qreal h = 0;
        for (QTextLine line = l.createLine(); line.isValid(); line = l.createLine()) {
            line.setLineWidth(std::max<qreal>(10, width - x));
            line.setPosition(QPointF(x, h));
            h += line.height();
        }
        l.endLayout();
        y += h;
        previousItem = b.item;
    }
    m_height = y;
    return y;
}

void MarkupLayout::paint(QPainter *painter, const QPointF &topLeft) const
{
    painter->save();
    painter->setPen(m_text);
    painter->setFont(m_font);
    for (const Block &b : m_blocks) {
        const QPointF at = topLeft + QPointF(0, b.y);
        if (b.item && b.layout->lineCount() > 0)
            painter->drawText(at + QPointF(0, b.layout->lineAt(0).ascent()), QStringLiteral("•"));
        b.layout->draw(painter, at);
    }
    painter->restore();
}

QString MarkupLayout::ruleAt(const QPointF &pos) const
{
    for (const Block &b : m_blocks) {
        const QPointF p = pos - QPointF(0, b.y);
        for (int i = 0; i < b.layout->lineCount(); ++i) {
            const QTextLine line = b.layout->lineAt(i);
            if (!line.rect().contains(p)) continue;
            const int c = line.xToCursor(p.x());
            for (int k = 0; k < b.linkRanges.size(); ++k) {
                const auto [start, length] = b.linkRanges.at(k);
                if (c >= start && c <= start + length) return b.linkRules.at(k);
            }
        }
    }
    return {};
}

} // namespace ml
