// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlesheet.h"

#include "boardrenderer.h"
#include "game.h"
#include "pdffile.h"
#include "picturetext.h"
#include "tilerenderer.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>

#include <cmath>

namespace ml
{

namespace
{

const QColor kInk(0x3e, 0x2f, 0x22);
const QColor kRule(0xb8, 0xa9, 0x90);

// The margins of every PDF of the program (writePdfFile).
constexpr qreal kMarginMm = 12;
constexpr qreal kPointsPerMm = 72 / 25.4;

// Type sizes in points. The question is the text a pupil reads, so it stays large enough to
// read on paper; it shrinks only when a long question would not fit its cell.
struct Sizes {
    qreal heading = 16;
    qreal number = 11;
    qreal question = 10;
    qreal answer = 10;
    qreal explanation = 9.5;
    qreal footer = 8;
    qreal smallest = 6.5;
};
constexpr Sizes kSize;
constexpr qreal kGap = 14;    // between cells, and between answers
constexpr qreal kBand = 26;   // the heading's band at the top of a page
constexpr qreal kFooter = 14; // the footer's band at the bottom

QFont fontFor(PuzzleSheet::Role role, qreal size)
{
    QFont font;
    font.setPixelSize(qMax(1, int(std::lround(size))));
    font.setBold(role == PuzzleSheet::Role::Heading || role == PuzzleSheet::Role::Number);
    font.setItalic(role == PuzzleSheet::Role::Explanation);
    return font;
}

qreal sizeOf(PuzzleSheet::Role role)
{
    switch (role) {
    case PuzzleSheet::Role::Heading:
        return kSize.heading;
    case PuzzleSheet::Role::Number:
        return kSize.number;
    case PuzzleSheet::Role::Question:
        return kSize.question;
    case PuzzleSheet::Role::Answer:
        return kSize.answer;
    case PuzzleSheet::Role::Explanation:
        return kSize.explanation;
    case PuzzleSheet::Role::Footer:
    case PuzzleSheet::Role::Picture:
    case PuzzleSheet::Role::Tile:
        break;
    }
    return kSize.footer;
}

constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

qreal heightOf(const QString &text, const QFont &font, qreal width)
{
    if (text.isEmpty()) return 0;
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), kTextFlags, text).height();
}

// The size at which `text` fits `width` x `room`, going down from the role's own size; the
// smallest size when even that does not fit (the painter then clips at the block).
qreal fittedSize(PuzzleSheet::Role role, const QString &text, qreal width, qreal room)
{
    qreal size = sizeOf(role);
    while (size > kSize.smallest && heightOf(text, fontFor(role, size), width) > room)
        size -= 0.5;
    return size;
}

// The picture's own shape fitted into `box`, centred at its top.
QRectF fitted(const QSizeF &own, const QRectF &box)
{
    if (own.isEmpty() || box.isEmpty()) return {};
    const qreal scale = qMin(box.width() / own.width(), box.height() / own.height());
    const QSizeF size = own * scale;
    return {QPointF(box.center().x() - size.width() / 2, box.top()), size};
}

// "3. One meadow, three farmers": the same number on the question and on its answer.
QString numbered(int index, const QString &title)
{
    return QStringLiteral("%1. %2").arg(index + 1).arg(title).trimmed();
}

void prepareRenderer(BoardRenderer &renderer, const SheetPuzzle &p, const QString &lang)
{
    renderer.setGame(p.game.get());
    renderer.setAnnotations(p.annotations, p.after, lang);
    BoardRenderer::StepMarks marks;
    marks.placedTile = p.askedCell;
    renderer.setStepMarks(marks);
    // The figures' legend: on paper there is no hovering to tell a mage from a meeple.
    renderer.setLegend(p.legend);
}

} // namespace

QSizeF PuzzleSheet::area()
{
    const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Point);
    const qreal margin = kMarginMm * kPointsPerMm;
    return {a4.width() - 2 * margin, a4.height() - 2 * margin};
}

PuzzleSheet::PuzzleSheet(const QList<SheetPuzzle> &puzzles, const QString &title,
                         const QString &lang, int perPage)
    : m_puzzles(puzzles), m_title(title), m_lang(lang), m_perPage(qBound(1, perPage, kMaxPerPage))
{
    layOutQuestions();
    layOutAnswers();
    addFooters();
}

QString PuzzleSheet::defaultTitle(const QString &lang)
{
    return textIn("PuzzleSheet", QT_TRANSLATE_NOOP("PuzzleSheet", "Puzzles"), lang);
}

QString PuzzleSheet::text(const char *source) const
{
    return textIn("PuzzleSheet", source, m_lang);
}

void PuzzleSheet::layOutQuestions()
{
    // As square a grid as the page takes: 2 in a column, 4 as 2 x 2, 6 as 2 x 3, 9 as 3 x 3.
    const int columns = qMax(1, int(std::floor(std::sqrt(double(m_perPage)))));
    const int rows = (m_perPage + columns - 1) / columns;
    const QSizeF page = area();
    const qreal top = kBand;
    const QSizeF cell((page.width() - (columns - 1) * kGap) / columns,
                      (page.height() - top - kFooter - (rows - 1) * kGap) / rows);
    for (int i = 0; i < m_puzzles.size(); ++i) {
        const int slot = i % m_perPage;
        if (slot == 0) {
            m_pages.append({Part::Questions, {}});
            // The sheet's title on its first page; later pages say what they go on with.
            m_pages.last().blocks.append(
                {Role::Heading, -1, QRectF(0, 0, page.width(), kBand - 6),
                 i == 0 ? m_title : m_title + QStringLiteral(" (%1)").arg(m_pages.size())});
        }
        const SheetPuzzle &p = m_puzzles.at(i);
        QList<Block> &blocks = m_pages.last().blocks;
        const int column = slot % columns, row = slot / columns;
        const QRectF box(
            QPointF(column * (cell.width() + kGap), top + row * (cell.height() + kGap)), cell);
        const QString heading = numbered(i, p.title);
        const qreal numberHeight =
            heightOf(heading, fontFor(Role::Number, kSize.number), box.width());
        blocks.append(
            {Role::Number, i, QRectF(box.topLeft(), QSizeF(box.width(), numberHeight)), heading});
        // The question right under the picture, beside the tile to place for a best move; it
        // may take up to two fifths of the cell, the picture the rest.
        const qreal tileSide = p.tile.isEmpty() ? 0 : qMin(48.0, cell.height() / 6);
        const qreal textWidth = box.width() - (tileSide > 0 ? tileSide + 8 : 0);
        const qreal room = (box.height() - numberHeight) * 0.4;
        const qreal size = fittedSize(Role::Question, p.question, textWidth, room);
        const qreal questionHeight = qMin(
            room, qMax(tileSide, heightOf(p.question, fontFor(Role::Question, size), textWidth)));
        BoardRenderer renderer;
        prepareRenderer(renderer, p, m_lang);
        const qreal pictureTop = box.top() + numberHeight + 4;
        const QRectF picture =
            fitted(renderer.pictureSize(), QRectF(box.left(), pictureTop, box.width(),
                                                  box.bottom() - questionHeight - 6 - pictureTop));
        blocks.append({Role::Picture, i, picture, QString()});
        const qreal questionTop = (picture.isEmpty() ? pictureTop : picture.bottom()) + 6;
        const QRectF question(box.left(), questionTop, textWidth, questionHeight);
        blocks.append({Role::Question, i, question, p.question});
        if (tileSide > 0)
            blocks.append({Role::Tile, i,
                           QRectF(question.right() + 8, question.top(), tileSide, tileSide),
                           p.tile});
    }
}

void PuzzleSheet::layOutAnswers()
{
    const QSizeF page = area();
    const qreal bottom = page.height() - kFooter;
    qreal y = bottom; // no answer page yet
    for (int i = 0; i < m_puzzles.size(); ++i) {
        const SheetPuzzle &p = m_puzzles.at(i);
        const QString heading = numbered(i, p.title);
        // An answer stays together on one page: its number, key and explanation.
        const qreal w = page.width();
        const qreal hNumber = heightOf(heading, fontFor(Role::Number, kSize.number), w);
        const qreal hAnswer = heightOf(p.answer, fontFor(Role::Answer, kSize.answer), w);
        const qreal explanationSize =
            fittedSize(Role::Explanation, p.explanation, w, bottom - kBand - hNumber - hAnswer - 8);
        const qreal hExplanation =
            heightOf(p.explanation, fontFor(Role::Explanation, explanationSize), w);
        const qreal total = hNumber + 2 + hAnswer + (hExplanation > 0 ? 4 + hExplanation : 0);
        if (y + total > bottom) {
            m_pages.append({Part::Answers, {}});
            m_pages.last().blocks.append(
                {Role::Heading, -1, QRectF(0, 0, w, kBand - 6),
                 text(QT_TRANSLATE_NOOP("PuzzleSheet", "Answers")) +
                     (m_title == defaultTitle(m_lang) ? QString()
                                                      : QStringLiteral(": ") + m_title)});
            y = kBand;
        }
        QList<Block> &blocks = m_pages.last().blocks;
        blocks.append({Role::Number, i, QRectF(0, y, w, hNumber), heading});
        y += hNumber + 2;
        blocks.append({Role::Answer, i, QRectF(0, y, w, hAnswer), p.answer});
        y += hAnswer;
        if (hExplanation > 0) {
            y += 4;
            blocks.append({Role::Explanation, i, QRectF(0, y, w, hExplanation), p.explanation});
            y += hExplanation;
        }
        y += kGap;
    }
}

void PuzzleSheet::addFooters()
{
    const QSizeF page = area();
    //: The foot of a printed puzzle sheet: "Meeple Lab · page 2 of 5".
    const QString footer = text(QT_TRANSLATE_NOOP("PuzzleSheet", "Meeple Lab · page %1 of %2"));
    for (int i = 0; i < m_pages.size(); ++i)
        m_pages[i].blocks.append({Role::Footer, -1,
                                  QRectF(0, page.height() - kFooter + 4, page.width(), kFooter - 4),
                                  footer.arg(i + 1).arg(m_pages.size())});
}

QStringList PuzzleSheet::pageText(int index) const
{
    QStringList out;
    for (const Block &b : m_pages.value(index).blocks)
        if (!b.text.isEmpty() && b.role != Role::Tile) out << b.text;
    return out;
}

void PuzzleSheet::paintPage(QPainter *painter, const Page &page) const
{
    for (const Block &b : page.blocks) {
        switch (b.role) {
        case Role::Picture: {
            BoardRenderer renderer;
            prepareRenderer(renderer, m_puzzles.at(b.puzzle), m_lang);
            renderer.paintPicture(painter, b.rect);
            break;
        }
        case Role::Tile: {
            const Game &game = *m_puzzles.at(b.puzzle).game;
            if (const TileType *type = game.catalogue().find(b.text)) {
                // Drawn at print resolution (300 dpi) for the side it gets on paper.
                const QImage tile = TileRenderer().renderTile(
                    *type, 0, int(std::lround(b.rect.height() * 300 / 72)));
                const QSizeF own(tile.width(), tile.height());
                painter->drawImage(fitted(own, b.rect), tile);
            }
            break;
        }
        case Role::Heading:
            painter->save();
            painter->setPen(kRule);
            painter->drawLine(QPointF(b.rect.left(), b.rect.bottom() + 2),
                              QPointF(b.rect.right(), b.rect.bottom() + 2));
            painter->restore();
            [[fallthrough]];
        default: {
            // The size the layout measured with: the block's height tells a shrunk question.
            qreal size = sizeOf(b.role);
            if (b.role == Role::Question || b.role == Role::Explanation)
                size = fittedSize(b.role, b.text, b.rect.width(), b.rect.height());
            painter->save();
            painter->setFont(fontFor(b.role, size));
            painter->setPen(kInk);
            const int flags = b.role == Role::Footer ? int(Qt::AlignCenter) : kTextFlags;
            painter->drawText(b.rect, flags, b.text);
            painter->restore();
            break;
        }
        }
    }
}

bool PuzzleSheet::paintPages(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (m_pages.isEmpty() || !painter.begin(device)) return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    // The layout is in points on the printable area; the painter starts at its corner.
    const QRectF target = device->pageLayout().paintRectPixels(device->logicalDpiX());
    const QSizeF own = area();
    const qreal scale = qMin(target.width() / own.width(), target.height() / own.height());
    painter.scale(scale, scale);
    for (int i = 0; i < m_pages.size(); ++i) {
        if (i > 0 && !device->newPage()) return false;
        paintPage(&painter, m_pages.at(i));
    }
    return painter.end();
}

bool PuzzleSheet::writePdf(const QString &path, QString *error) const
{
    return writePdfFile(
        path, m_title, QPageSize(QPageSize::A4), QPageLayout::Portrait,
        [this](QPagedPaintDevice *device) { return paintPages(device); }, error, m_lang);
}

} // namespace ml
