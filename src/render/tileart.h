// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardfile.h"

#include <QHash>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace ml
{

struct TileType;

// Tile pictures of the user's own: a folder with one PNG or SVG per tile id, each showing the
// tile unturned, as the catalogue lists it (a double tile two cells wide). The tile renderer
// draws such a picture in place of its own art for the tile's face, turned with the tile;
// figures, markings and the areas a click finds stay the program's. The whole contract (file
// names, sizes, what an SVG may hold) is in docs/tile-art.md.
//
// The folder comes from outside, so every file is read through readFileAtMost() and checked
// before Qt's image code sees it: a raster picture's size is read from its header and a
// picture too large is refused before any pixel is decoded, and an SVG that would make the
// SVG engine read another file, or that nests without bound, is refused unrendered.
class TileArt
{
public:
    // Why a picture file is refused. Arguments by code:
    enum class ProblemCode : quint8 {
        CannotRead,       // none: Problem::readError says why (not a file, too large, ...)
        NotPng,           // none: a .png file that is no PNG
        Damaged,          // none: a PNG whose data is broken or cut short
        SvgUndrawable,    // none: well-formed, but QtSvg draws nothing from it
        TooManyPixels,    // width, height
        EmptyPicture,     // none
        SvgSyntax,        // line, column, the XML reader's message
        SvgDocumentType,  // none: a DTD, which could declare entities
        SvgInstruction,   // the processing instruction's target ("xml-stylesheet")
        SvgNotSvg,        // the outermost element's name
        SvgImage,         // none: an <image> element
        SvgReference,     // the reference as written
        SvgTooDeep,       // the nesting limit
        SvgTooManyClones, // the limit of <use> elements
        TooManyPictures,  // the limit of pictures a folder
        TwoPictures,      // the name of the picture used instead
    };
    struct Problem {
        QString fileName; // the file's name in its folder
        ProblemCode code = ProblemCode::CannotRead;
        QStringList args;
        FileError readError; // for CannotRead
    };
    // "A.png: the picture is 20000 x 20000 pixels; ..." in English.
    static QString problemEnglish(const Problem &problem);

    // Limits on what a picture may cost. A raster picture is decoded once and kept scaled
    // down to about kKeptCellPixels a cell (a tile printed 4 cm wide at 300 dpi needs 472).
    static constexpr qsizetype kRasterFileLimit = qsizetype(32) << 20;
    static constexpr qsizetype kSvgFileLimit = qsizetype(4) << 20;
    static constexpr int kMaxSide = 8192;
    static constexpr qint64 kMaxPixels = qint64(4096) * 4096;
    static constexpr int kKeptCellPixels = 512;
    static constexpr int kMaxSvgDepth = 256;
    static constexpr int kMaxSvgClones = 16;
    static constexpr int kMaxPictures = 256;

    // One tile's picture: raster pixels already scaled down, or an SVG drawing.
    class Picture
    {
    public:
        // Reads the picture file at `path`: an SVG when its name ends in .svg, else a PNG.
        // Null, with *problem saying why, when the file is refused.
        static std::shared_ptr<const Picture> read(const QString &path, Problem *problem);
        // The picture fit inside `rect` (painter units), centred, keeping its proportions.
        void draw(QPainter *painter, const QRectF &rect) const;
        // Its own size: pixels, or the SVG's view box.
        QSizeF size() const { return m_size; }
        // The pixels kept of a raster picture (empty for an SVG).
        QSize pixelSize() const { return m_image.size(); }
        bool isSvg() const { return m_svg != nullptr; }

    private:
        QImage m_image;
        std::shared_ptr<QSvgRenderer> m_svg;
        QSizeF m_size;
    };

    // The pictures of `folder`; null when it is no folder that can be listed.
    static std::shared_ptr<const TileArt> load(const QString &folder);

    QString folder() const { return m_folder; }
    // The files refused, in name order.
    const QList<Problem> &problems() const { return m_problems; }
    // The catalogue's tile ids this folder has no usable picture of, in catalogue order:
    // those tiles keep the built-in art.
    QStringList missing() const;
    // Those of `ids` that have no usable picture here, each once, in the order given.
    QStringList missingOf(const QStringList &ids) const;
    int pictureCount() const { return int(m_pictures.size()); }

    // Whether `type` is drawn from this folder: it has a picture named after its id, and it
    // is not a custom tile that gives a catalogue id other sides (the picture shows those).
    bool covers(const TileType &type) const;
    // The face of `type` unturned, filling `rect`: a white ground, and the picture fit
    // inside it and centred. Only for a type covers() accepts.
    void draw(QPainter *painter, const TileType &type, const QRectF &rect) const;

    // The file name (without .png or .svg) of a tile id: the id itself when it holds only
    // ASCII letters, digits, '-' and '_', as every catalogue id does; otherwise each
    // other byte of its UTF-8 as %XX, so that any custom id gives a name every file system
    // takes. idFromFileName() turns it back.
    static QString fileBaseName(QStringView id);
    static QString idFromFileName(QStringView baseName);

    // The art the whole program draws with, or null for the built-in art. One choice for
    // every view, export and command at once, like the language: a picture made anywhere
    // looks like the board on screen.
    static void setInUse(std::shared_ptr<const TileArt> art);
    static std::shared_ptr<const TileArt> inUse();
    // Counts setInUse() calls, so that caches of drawn tiles know to draw again.
    static quint64 inUseSerial();

private:
    QString m_folder;
    QHash<QString, std::shared_ptr<const Picture>> m_pictures; // by tile id
    QList<Problem> m_problems;
};

} // namespace ml
