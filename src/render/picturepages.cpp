// SPDX-License-Identifier: GPL-3.0-or-later
#include "picturepages.h"

#include "svgmetadata.h"

#include "game.h"
#include "pdffile.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QMimeData>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace ml
{

namespace
{
// The same table colour and ink as a single picture, so a strip reads as one sheet.
const QColor kSheet(0xef, 0xe9, 0xdc);
const QColor kInk(0x3e, 0x2f, 0x22);
// Strip measures in scene units (a cell is 100): the caption band under each picture, the gap
// between pictures, and the title band; a picture box is never narrower than a caption line
// needs.
struct StripMeasures {
    qreal captionBand;
    qreal gap;
    qreal titleBand;
    qreal minBoxWidth;
};
constexpr StripMeasures kStrip{62, 30, 70, 380};

QByteArray svgOf(const QSizeF &size, const QString &title, const QString &description,
                 const std::function<void(QPainter *)> &paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size.toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), size));
    svg.setTitle(svgTitle(title));
    svg.setDescription(xmlText(description));
    QPainter painter;
    if (!painter.begin(&svg)) return {};
    paint(&painter);
    painter.end();
    return svgWithFontFallbacks(bytes);
}

// Text in a band: on one line, made smaller to fit; only a text that would become too small
// wraps onto two lines (and shrinks further before it is cut).
void drawBandText(QPainter *painter, const QRectF &band, const QString &text, qreal pixels,
                  bool bold)
{
    if (text.isEmpty()) return;
    QFont font = painter->font();
    font.setBold(bold);
    font.setPixelSize(qMax(1, int(pixels)));
    const qreal wide = QFontMetricsF(font).horizontalAdvance(text);
    const qreal room = band.width() * 0.96;
    int flags = Qt::AlignCenter;
    if (wide > room / 0.6) {
        flags |= Qt::TextWordWrap;
        if (wide > 2 * room) font.setPixelSize(qMax(1, int(pixels * 2 * room / wide)));
    } else if (wide > room) {
        font.setPixelSize(qMax(1, int(pixels * room / wide)));
    }
    painter->save();
    painter->setFont(font);
    painter->setPen(kInk);
    painter->drawText(band, flags, text);
    painter->restore();
}
} // namespace

PicturePages::PicturePages(const QList<PicturePage> &pages, Prepare prepare)
    : m_pages(pages), m_prepare(std::move(prepare))
{
}

void PicturePages::prepare(BoardRenderer &renderer, int index, Use use) const
{
    const PicturePage &p = m_pages.at(index);
    renderer.setGame(p.game.get());
    if (m_prepare) m_prepare(renderer, p, index, use);
    // Every picture shows the same part of the table, so a tile stays where it is from step
    // to step and the eye finds what changed.
    if (m_area.isNull()) {
        for (int i = 0; i < count(); ++i) {
            BoardRenderer each;
            each.setGame(m_pages.at(i).game.get());
            if (m_prepare) m_prepare(each, m_pages.at(i), i, use);
            m_area |= each.sceneRect();
        }
    }
    renderer.setRegion(m_area);
}

int PicturePages::columns() const
{
    if (m_pages.isEmpty()) return 0;
    return int(std::ceil(std::sqrt(double(m_pages.size()))));
}

int PicturePages::rows() const
{
    const int c = columns();
    return c == 0 ? 0 : (count() + c - 1) / c;
}

QSizeF PicturePages::cellSize() const
{
    // The largest picture of all: the board only grows from step to step, and every step
    // keeps the same scale.
    QSizeF box(kStrip.minBoxWidth, 0);
    for (int i = 0; i < count(); ++i) {
        BoardRenderer renderer;
        prepare(renderer, i, Use::Strip);
        box = box.expandedTo(renderer.pictureSize());
    }
    return {box.width(), box.height() + kStrip.captionBand};
}

QSizeF PicturePages::stripSize() const
{
    const QSizeF cell = cellSize();
    const int c = columns();
    const int r = rows();
    qreal height = r * cell.height() + (r + 1) * kStrip.gap;
    if (!m_title.isEmpty()) height += kStrip.titleBand;
    if (!m_footer.isEmpty()) height += kStrip.captionBand;
    return {c * cell.width() + (c + 1) * kStrip.gap, height};
}

void PicturePages::paintStrip(QPainter *painter) const
{
    const QSizeF size = stripSize();
    const QSizeF cell = cellSize();
    painter->fillRect(QRectF(QPointF(0, 0), size), kSheet);
    qreal top = kStrip.gap;
    if (!m_title.isEmpty()) {
        drawBandText(
            painter,
            QRectF(kStrip.gap, kStrip.gap / 2, size.width() - 2 * kStrip.gap, kStrip.titleBand),
            m_title, 34, true);
        top += kStrip.titleBand;
    }
    const int c = columns();
    for (int i = 0; i < count(); ++i) {
        const int column = i % c, row = i / c;
        const QPointF at(kStrip.gap + column * (cell.width() + kStrip.gap),
                         top + row * (cell.height() + kStrip.gap));
        BoardRenderer renderer;
        prepare(renderer, i, Use::Strip);
        const QRectF box(at, QSizeF(cell.width(), cell.height() - kStrip.captionBand));
        // Each picture at the common scale, at the top of its box (the last one's legend
        // hangs below), not stretched to fill it.
        const QSizeF own = renderer.pictureSize();
        renderer.paintPicture(painter,
                              QRectF(QPointF(box.center().x() - own.width() / 2, box.top()), own));
        drawBandText(painter,
                     QRectF(at.x(), box.bottom() + 4, cell.width(), kStrip.captionBand - 8),
                     m_pages.at(i).caption, 21, false);
    }
    if (!m_footer.isEmpty())
        drawBandText(painter,
                     QRectF(kStrip.gap, size.height() - kStrip.gap / 2 - kStrip.captionBand,
                            size.width() - 2 * kStrip.gap, kStrip.captionBand),
                     m_footer, 26, false);
}

QImage PicturePages::stripImage(qreal cellPixels) const
{
    if (m_pages.isEmpty()) return {};
    const qreal scale = cellPixels / 100.0;
    const QSizeF size = stripSize() * scale;
    QImage image(qMax(1, int(std::lround(size.width()))), qMax(1, int(std::lround(size.height()))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(kSheet);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paintStrip(&painter);
    setPictureText(&image, m_title, m_description);
    return image;
}

QByteArray PicturePages::stripSvg() const
{
    if (m_pages.isEmpty()) return {};
    return svgOf(stripSize(), m_title, m_description, [this](QPainter *p) { paintStrip(p); });
}

bool PicturePages::wide() const
{
    QSizeF box;
    for (int i = 0; i < count(); ++i) {
        BoardRenderer renderer;
        prepare(renderer, i, Use::Page);
        box = box.expandedTo(renderer.pictureSize());
    }
    return box.width() > box.height();
}

void PicturePages::paintPage(QPainter *painter, int index, const QRectF &target) const
{
    BoardRenderer renderer;
    prepare(renderer, index, Use::Page);
    const QString &caption = m_pages.at(index).caption;
    QRectF picture = target;
    if (!caption.isEmpty()) {
        // The caption's band and letters grow with the page, so a print reads like the screen.
        const qreal band = target.height() * 0.08;
        drawBandText(painter, QRectF(target.left(), target.top(), target.width(), band), caption,
                     qMin(band * 0.4, target.width() / 40), true);
        picture.setTop(target.top() + band);
    }
    renderer.paintPicture(painter, picture);
}

bool PicturePages::paintPages(QPagedPaintDevice *device) const
{
    QPainter painter;
    if (m_pages.isEmpty() || !painter.begin(device)) return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    // The painter starts at the printable area's corner; its size is the page's paint rect.
    const QRect area = device->pageLayout().paintRectPixels(device->logicalDpiX());
    const QRectF target(QPointF(0, 0), QSizeF(area.size()));
    for (int i = 0; i < count(); ++i) {
        if (i > 0 && !device->newPage()) return false;
        paintPage(&painter, i, target);
    }
    return painter.end();
}

bool PicturePages::writePdf(const QString &path, const QPageSize &size, QString *error) const
{
    return writePdfFile(
        path, m_title.isEmpty() ? QStringLiteral("Meeple Lab board") : m_title, size,
        wide() ? QPageLayout::Landscape : QPageLayout::Portrait,
        [this](QPagedPaintDevice *device) { return paintPages(device); }, error, QString(),
        m_description);
}

QByteArray pictureSvg(const BoardRenderer &renderer)
{
    const QSizeF size = renderer.pictureSize();
    return svgOf(size, renderer.title(), renderer.description(),
                 [&](QPainter *p) { renderer.paintPicture(p, QRectF(QPointF(0, 0), size)); });
}

QMimeData *pictureMimeData(const BoardRenderer &renderer, int longestSide)
{
    auto *data = new QMimeData;
    QImage image = renderer.renderImage(longestSide);
    setPictureText(&image, renderer.title(), renderer.description());
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    data->setData(QStringLiteral("image/png"), png);
    data->setData(QStringLiteral("image/svg+xml"), pictureSvg(renderer));
    data->setImageData(image);
    return data;
}

} // namespace ml
