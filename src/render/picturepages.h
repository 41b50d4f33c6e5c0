// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "scoreevent.h"

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QPageSize>
#include <QString>

#include <functional>
#include <memory>

class QMimeData;
class QPagedPaintDevice;
class QPainter;

namespace ml
{

class Game;

// One picture of an export that holds several: a position of the game (an Explore step), the
// marks that explain it, and the step's caption.
struct PicturePage {
    std::shared_ptr<const Game> game;
    QString caption;                // the step as Explore titles it; empty for none
    int after = 0;                  // the position `annotations` are shown on: moves made
    BoardRenderer::StepMarks marks; // what the step did, marked on the board
};

// Lays out pictures of several positions: a strip (one image, the pictures in a grid, each
// with its caption under it) as PNG or SVG, and pages (one picture a page, the caption above
// it) for PDF and printing. Each page is drawn by a BoardRenderer that `prepare` sets up (title,
// legend, marks, annotations) for the page and the use, so the caller decides what a picture
// holds and this class only where it goes.
class PicturePages
{
public:
    enum class Use { Strip, Page };
    // `index` counts the pages from 0.
    using Prepare =
        std::function<void(BoardRenderer &renderer, const PicturePage &page, int index, Use use)>;

    PicturePages(const QList<PicturePage> &pages, Prepare prepare);

    // Above the grid of a strip, and under it (the board's caption); empty for none.
    void setStripTitle(const QString &title) { m_title = title; }
    void setStripFooter(const QString &footer) { m_footer = footer; }
    // The pictures in words (the board's description): the alternative text of the strip
    // (SVG <desc>, PNG text chunk) and the PDF's description (its XMP metadata). Plain text;
    // empty for none.
    void setDescription(const QString &text) { m_description = text; }

    int count() const { return int(m_pages.size()); }
    const PicturePage &page(int index) const { return m_pages.at(index); }
    // The grid of a strip: as square as the pictures allow, filled row by row.
    int columns() const;
    int rows() const;

    // The strip with each board `cellPixels` per cell (the same scale for every step, so the
    // board keeps its size as it grows).
    QImage stripImage(qreal cellPixels = 60) const;
    QByteArray stripSvg() const;
    // One page a picture, `size` portrait or landscape as the pictures are shaped.
    bool writePdf(const QString &path, const QPageSize &size, QString *error = nullptr) const;
    // The same on any paged device (a printer): one page a picture.
    bool paintPages(QPagedPaintDevice *device) const;
    // Picture `index` with its caption above it, fitted into `target`.
    void paintPage(QPainter *painter, int index, const QRectF &target) const;
    // True when the pictures are wider than tall: the pages then lie in landscape.
    bool wide() const;

private:
    QSizeF cellSize() const; // one strip cell (picture box plus caption), in scene units
    QSizeF stripSize() const;
    void paintStrip(QPainter *painter) const;
    void prepare(BoardRenderer &renderer, int index, Use use) const;

    QList<PicturePage> m_pages;
    Prepare m_prepare;
    QString m_title;
    QString m_footer;
    QString m_description;
    mutable QRectF m_area; // the part of the table every picture shows: all of theirs
};

// The board's picture as an SVG document, in memory.
QByteArray pictureSvg(const BoardRenderer &renderer);
// The board's picture for the clipboard: PNG and SVG bytes (image/png, image/svg+xml) and the
// image itself for programs that paste only images. The caller owns the result.
QMimeData *pictureMimeData(const BoardRenderer &renderer, int longestSide);

} // namespace ml
