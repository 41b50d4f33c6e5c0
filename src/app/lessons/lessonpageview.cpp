// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpageview.h"

#include "game.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>

namespace ml
{

namespace
{

MarkupBlock plainBlock(const QString &text, bool bold = false,
                       MarkupBlock::Kind kind = MarkupBlock::Kind::Paragraph)
{
    MarkupBlock b;
    b.kind = kind;
    MarkupSpan s;
    s.text = text;
    s.bold = bold;
    b.spans.append(s);
    return b;
}

} // namespace

LessonPageView::LessonPageView(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(200, 150);
    setFocusPolicy(Qt::StrongFocus);
}

LessonPageView::~LessonPageView() = default;

void LessonPageView::setPage(const LessonPage *page, const QString &lang)
{
    if (page)
        m_page = *page;
    else
        m_page.reset();
    m_lang = lang;
    m_revealed.clear();
    m_revealRenderer.reset();
    m_revealGame.reset();
    rebuildPicture();
    relayout();
    update();
}

void LessonPageView::setTextPixelSize(int pixels)
{
    m_textPixels = std::max(8, pixels);
    relayout();
    update();
}

void LessonPageView::setShowNotes(bool on)
{
    m_showNotes = on;
    relayout();
    update();
}

void LessonPageView::setDark(bool on)
{
    m_dark = on;
    relayout();
    update();
}

void LessonPageView::setRevealed(const QStringList &lines, std::shared_ptr<const Game> game,
                                 const BoardRenderer::StepMarks &marks)
{
    m_revealed = lines;
    m_revealGame = std::move(game);
    m_revealRenderer.reset();
    if (m_revealGame) {
        m_revealRenderer = std::make_unique<BoardRenderer>();
        m_revealRenderer->setGame(m_revealGame.get());
        if (m_picture) m_revealRenderer->setCellNames(m_picture->renderer.cellNames());
        m_revealRenderer->setCoordinates(true);
        m_revealRenderer->setLegend(BoardRenderer::figureLegend(*m_revealGame, m_lang));
        m_revealRenderer->setStepMarks(marks);
    }
    relayout();
    update();
}

void LessonPageView::setFooter(const QString &text)
{
    m_footer = text;
    update();
}

void LessonPageView::rebuildPicture()
{
    m_picture = m_page ? lessonPicture(*m_page, m_lang) : nullptr;
}

void LessonPageView::relayout()
{
    QList<MarkupBlock> blocks;
    if (m_page) {
        blocks = parseMarkup(m_page->text.text(m_lang));
        if (m_page->question) {
            blocks.append(plainBlock(tr("Question"), true));
            blocks.append(plainBlock(m_page->question->question.text(m_lang)));
        }
        for (const QString &line : std::as_const(m_revealed))
            blocks.append(plainBlock(line, false, MarkupBlock::Kind::ListItem));
        const QString notes = m_page->notes.text(m_lang);
        if (m_showNotes && !notes.isEmpty()) {
            blocks.append(plainBlock(tr("Presenter's notes"), true));
            blocks.append(plainBlock(notes));
        }
    }
    QFont font = this->font();
    font.setPixelSize(m_textPixels);
    const QColor text = m_dark ? QColor(0xf2, 0xf2, 0xf2) : palette().color(QPalette::WindowText);
    const QColor link = m_dark ? QColor(0x9f, 0xd0, 0xff) : palette().color(QPalette::Link);
    m_text.setText(blocks, font, text, link);
}

QString LessonPageView::plainText() const
{
    if (!m_page) return {};
    QStringList parts;
    parts << m_page->title.text(m_lang)
          << markupToPlainText(parseMarkup(m_page->text.text(m_lang)));
    if (m_page->question) parts << tr("Question") << m_page->question->question.text(m_lang);
    parts << m_revealed;
    if (m_showNotes) parts << m_page->notes.text(m_lang);
    parts.removeAll(QString());
    return parts.join(u'\n');
}

void LessonPageView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor background = m_dark ? QColor(0x1b, 0x1d, 0x22) : palette().color(QPalette::Base);
    p.fillRect(rect(), background);
    if (!m_page) return;
    const qreal margin = m_textPixels;
    QRectF area = QRectF(rect()).adjusted(margin, margin * 0.6, -margin, -margin * 0.6);
    m_smallestPixels = m_textPixels;

    // The title, a third larger than the text.
    QFont titleFont = font();
    titleFont.setPixelSize(m_textPixels * 4 / 3);
    titleFont.setBold(true);
    p.setFont(titleFont);
    p.setPen(m_dark ? QColor(0xff, 0xff, 0xff) : palette().color(QPalette::WindowText));
    const QString title = m_page->title.text(m_lang);
    const qreal titleHeight = QFontMetricsF(titleFont).lineSpacing() * 1.3;
    p.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight),
               Qt::AlignLeft | Qt::AlignVCenter | Qt::TextSingleLine,
               QFontMetricsF(titleFont).elidedText(title, Qt::ElideRight, area.width()));
    area.setTop(area.top() + titleHeight);

    qreal footerHeight = 0;
    if (!m_footer.isEmpty()) {
        QFont small = font();
        // As large as the text: on a projector the page count is read from the back too.
        const int footerPixels = m_textPixels;
        m_smallestPixels = std::min(m_smallestPixels, footerPixels);
        small.setPixelSize(footerPixels);
        footerHeight = QFontMetricsF(small).lineSpacing();
        p.setFont(small);
        p.setPen(m_dark ? QColor(0xb0, 0xb0, 0xb0) : palette().color(QPalette::PlaceholderText));
        p.drawText(QRectF(area.left(), area.bottom() - footerHeight, area.width(), footerHeight),
                   Qt::AlignRight | Qt::AlignVCenter, m_footer);
        area.setBottom(area.bottom() - footerHeight);
    }

    // Board beside the text on a wide page, above it on a narrow one. A long text (an answer
    // revealed with its explanation) takes room from the board rather than shrink below the
    // size the page was given.
    const bool wide = area.width() > area.height() * 1.2;
    QRectF boardArea, textArea;
    for (const qreal share : {0.56, 0.5, 0.44, 0.38, 0.32}) {
        if (wide) {
            boardArea = QRectF(area.left(), area.top(), area.width() * share, area.height());
            textArea = QRectF(boardArea.right() + margin, area.top(),
                              area.right() - boardArea.right() - margin, area.height());
        } else {
            boardArea = QRectF(area.left(), area.top(), area.width(), area.height() * share);
            textArea = QRectF(area.left(), boardArea.bottom() + margin * 0.5, area.width(),
                              area.bottom() - boardArea.bottom() - margin * 0.5);
        }
        m_textFits = m_text.layout(textArea.width()) <= textArea.height();
        if (m_textFits) break;
    }
    const BoardRenderer *renderer = m_revealRenderer                 ? m_revealRenderer.get()
                                    : (m_picture && m_picture->game) ? &m_picture->renderer
                                                                     : nullptr;
    m_boardRect = QRectF();
    if (renderer) {
        const QSizeF size = renderer->pictureSize();
        if (!size.isEmpty()) {
            const qreal scale =
                std::min(boardArea.width() / size.width(), boardArea.height() / size.height());
            const QSizeF fitted = size * scale;
            m_boardRect = QRectF(boardArea.left() + (boardArea.width() - fitted.width()) / 2,
                                 boardArea.top(), fitted.width(), fitted.height());
            p.fillRect(m_boardRect, QColor(0xfa, 0xf7, 0xf0));
            renderer->paintPicture(&p, m_boardRect);
        }
    } else {
        p.setPen(m_dark ? QColor(0xff, 0xb0, 0xb0) : QColor(0xa0, 0x20, 0x20));
        p.drawText(boardArea, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("This page's board cannot be shown at its step."));
    }
    m_textTopLeft = textArea.topLeft();
    p.save();
    p.setClipRect(textArea);
    m_text.paint(&p, m_textTopLeft);
    p.restore();
}

void LessonPageView::mousePressEvent(QMouseEvent *event)
{
    const QString rule = m_text.ruleAt(event->position() - m_textTopLeft);
    if (!rule.isEmpty()) {
        Q_EMIT ruleActivated(rule);
        return;
    }
    QWidget::mousePressEvent(event);
}

} // namespace ml
