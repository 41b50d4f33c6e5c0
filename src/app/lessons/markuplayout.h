// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lessonmarkup.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>

#include <memory>
#include <vector>

class QPainter;
class QTextLayout;

namespace ml
{

// A lesson text (lesson markup, already parsed) laid out as plain text with bold runs and
// rule links coloured: each block is one QTextLayout with format ranges, so no character of
// the author's text is ever read as HTML. Used by the page view, the presentation and the
// lesson reader, which only differ in size.
class MarkupLayout
{
public:
    MarkupLayout();
    ~MarkupLayout();
    MarkupLayout(const MarkupLayout &) = delete;
    MarkupLayout &operator=(const MarkupLayout &) = delete;

    void setText(const QList<MarkupBlock> &blocks, const QFont &font, const QColor &text,
                 const QColor &link);
    // Breaks the lines for `width` and returns the height the text takes.
    qreal layout(qreal width);
    qreal height() const { return m_height; }
    void paint(QPainter *painter, const QPointF &topLeft) const;
    // The rule id of the link at `pos` (relative to the top left), or empty.
    QString ruleAt(const QPointF &pos) const;

private:
    struct Block {
        std::unique_ptr<QTextLayout> layout;
        bool item = false;
        qreal y = 0;
        QList<std::pair<int, int>> linkRanges; // start, length
        QStringList linkRules;
    };
    std::vector<Block> m_blocks;
    QFont m_font;
    QColor m_text;
    qreal m_height = 0;
};

} // namespace ml
