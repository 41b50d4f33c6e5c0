// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QVarLengthArray>

class QElapsedTimer;
class QPainter;

namespace ml
{

class Board;
class BoardGeometry;
class TileRenderer;
struct PlacedTile;
struct TileType;

// The board view's tiles: one picture per tile type, turn, edition and cell size in device
// pixels (the view's zoom times the screen's pixel ratio), drawn once and then only copied, at
// every zoom. A paint looks up the cells in view on the board's own cell index instead of
// walking every tile, and snaps each tile to whole device pixels so that neighbours share
// their edge (no light seam of table between them at a fractional zoom).
//
// New pictures cost time: a paint on screen draws new ones for a few milliseconds, then shows
// the rest from the nearest size it holds, scaled, and asks to be painted again (after a zoom
// the board first looks a little soft, then sharp). Above 192 device pixels a cell a picture
// is kept in pieces of 192 x 192, and only the pieces in view are drawn: one piece costs about
// half a millisecond, where a whole tile 800 pixels wide costs nine, so no frame runs far over. A
// picture taken of the view (grab, render) always gets every tile at its exact size.
class BoardTileCache
{
public:
    explicit BoardTileCache(const TileRenderer &renderer);

    // Paints the tiles of `board` meeting `exposed` (scene coordinates), all inside `bounds`.
    // `onScreen`: a frame of the window, which may use scaled pictures (see above). Returns
    // true when some tile was drawn scaled, so that another paint should follow soon.
    bool paint(QPainter *painter, const Board &board, const BoardGeometry &geometry,
               const QRectF &exposed, const QRectF &bounds, bool onScreen);

    void clear();
    // The memory the pictures may take; the pictures of the last paint are kept even beyond
    // it. The least recently used go first.
    void setByteLimit(qint64 bytes) { m_byteLimit = bytes; }
    qint64 bytes() const { return m_bytes; }
    int pictureCount() const { return int(m_pictures.size()); }
    // Pictures drawn since the cache was made, and tiles drawn scaled from another size.
    int picturesRendered() const { return m_rendered; }
    int tilesScaled() const { return m_scaled; }
    // The cell size in device pixels and the pixel ratio of the last paint (1 far out, where
    // a tile is a flat colour).
    int lastCellPixels() const { return m_lastCellPixels; }
    qreal lastPixelRatio() const { return m_lastPixelRatio; }

private:
    // A tile type and, packed into one integer, its look: turn (2 bits), edition (2 bits), and
    // cell size in device pixels (0 in the keys of m_sizes, which gather the sizes of a look).
    // `piece` is 0 for a whole picture, else 1 + the piece's row * pieces a row + its column.
    struct Key {
        const TileType *type = nullptr;
        quint32 look = 0;
        quint32 piece = 0;
        friend bool operator==(const Key &a, const Key &b)
        {
            return a.type == b.type && a.look == b.look && a.piece == b.piece;
        }
        friend size_t qHash(const Key &k, size_t seed = 0)
        {
            return qHashMulti(seed, k.type, k.look, k.piece);
        }
    };
    struct Picture {
        QPixmap pixmap;
        quint64 usedInPaint = 0;
    };
    static Key keyOf(const TileType *type, int rot, int edition, int cellPixels);
    Picture *render(const Key &key, int rot, int cellPixels, qreal ratio);
    // One piece (`source`, in the pixels of the whole picture) of a picture kept in pieces.
    Picture *renderPiece(const Key &key, int rot, int cellPixels, const QRect &source, qreal ratio);
    Picture *store(const Key &key, QImage image, qreal ratio);
    void drawPieces(QPainter *painter, const PlacedTile &t, const Key &key, int cellPixels,
                    const QRect &target, const QRect &exposed, qreal ratio, bool onScreen,
                    const QElapsedTimer &clock, bool &scaledSome);
    // The size of a whole picture of `type` turned `rot` times (TileRenderer::renderTile()).
    static QSize pictureSize(const TileType &type, int rot, int cellPixels);
    // The picture of the same look at the size nearest `cellPixels`, or null.
    Picture *nearest(const Key &key, int cellPixels);
    void drawVectors(QPainter *painter, const Board &board, const BoardGeometry &geometry,
                     const QRectF &area) const;
    void trim();

    const TileRenderer &m_renderer;
    QHash<Key, Picture> m_pictures;
    QHash<Key, QVarLengthArray<int, 4>> m_sizes;
    quint64 m_generation = 0;
    quint64 m_paints = 0;
    qint64 m_bytes = 0;
    qint64 m_byteLimit = qint64(256) << 20;
    int m_rendered = 0;
    int m_scaled = 0;
    int m_lastCellPixels = 0;
    qreal m_lastPixelRatio = 1.0;
};

} // namespace ml
