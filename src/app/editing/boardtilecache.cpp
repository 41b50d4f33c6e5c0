// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardtilecache.h"

#include "board.h"
#include "boardgeometry.h"
#include "tilerenderer.h"

#include <QElapsedTimer>
#include <QPainter>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ml
{

namespace
{
// Below this many device pixels a cell, a tile is its average colour: the art would not read.
constexpr qreal kFlatBelow = 9;
// A frame on screen starts no new picture after this long and shows the rest scaled. A frame
// of 60 a second has 16 ms; filling and copying a 2560 x 1440 window with its tiles, figures
// and move numbers takes 4 to 10 of them, and a picture or a piece about 1 (a tile 100
// pixels wide, or a 192-pixel piece; the busiest pieces up to 2).
constexpr qint64 kRenderBudgetNs = 2'000'000;
// Pictures of bigger cells are kept in square pieces of this many device pixels.
constexpr int kPiece = 192;
// A picture kept in pieces, shown while its pieces are still to come, is at most this big:
// the nearest size held, or one drawn at this size (a fraction of a millisecond).
constexpr int kStandIn = 128;

int rounded(qreal v)
{
    return int(std::lround(v));
}

// A tile covers its cells to the edge, so its picture is opaque: stored without alpha it is
// copied to the screen instead of blended, several times faster at high zoom.
void dropAlphaIfOpaque(QImage &image)
{
    if (image.format() != QImage::Format_ARGB32_Premultiplied) return;
    for (int y = 0; y < image.height(); ++y) {
        const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(line[x]) != 255) return;
    }
    image.reinterpretAsFormat(QImage::Format_RGB32);
}
} // namespace

BoardTileCache::BoardTileCache(const TileRenderer &renderer)
    : m_renderer(renderer), m_generation(renderer.generation())
{
}

BoardTileCache::Key BoardTileCache::keyOf(const TileType *type, int rot, int edition,
                                          int cellPixels)
{
    return {type, quint32(cellPixels) << 4 | quint32(edition & 3) << 2 | quint32(rot & 3)};
}

void BoardTileCache::clear()
{
    m_pictures.clear();
    m_sizes.clear();
    m_bytes = 0;
}

bool BoardTileCache::paint(QPainter *painter, const Board &board, const BoardGeometry &geometry,
                           const QRectF &exposed, const QRectF &bounds, bool onScreen)
{
    ++m_paints;
    if (m_generation != m_renderer.generation()) {
        clear();
        m_generation = m_renderer.generation();
    }
    const QRectF area = exposed.intersected(bounds);
    if (area.isEmpty() || board.isEmpty()) return false;
    const QTransform world = painter->worldTransform();
    if (world.type() > QTransform::TxScale || world.m11() <= 0 || world.m22() <= 0) {
        // Turned or mirrored: no picture lines up with device pixels, so the art is drawn.
        drawVectors(painter, board, geometry, area);
        return false;
    }
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform toDevice = world * QTransform::fromScale(ratio, ratio);
    const qreal exact = geometry.cellSize() * toDevice.m11();
    const int cellPixels = exact < kFlatBelow ? 1 : rounded(qMin<qreal>(exact, 1 << 20));
    const int edition = int(m_renderer.edition());
    m_lastCellPixels = cellPixels;
    m_lastPixelRatio = ratio;

    QElapsedTimer clock;
    clock.start();
    bool scaledSome = false;
    painter->save();
    // From here on one unit is one device pixel.
    painter->setWorldTransform(QTransform::fromScale(1 / ratio, 1 / ratio));
    // The exposed area in device pixels: pieces outside it are not needed in this paint.
    const QRect exposedDevice = toDevice.mapRect(area).toAlignedRect();
    const auto draw = [&](const PlacedTile &t) {
        // Both edges of a tile rounded on their own: a neighbour rounds the same edge to the
        // same pixel, so the tiles meet without a gap or an overlap.
        const QRectF d = toDevice.mapRect(geometry.tileRect(t));
        const int x0 = rounded(d.left()), y0 = rounded(d.top());
        const QRect target(x0, y0, rounded(d.right()) - x0, rounded(d.bottom()) - y0);
        if (target.isEmpty()) return;
        const Key key = keyOf(t.type, t.rot, edition, cellPixels);
        if (cellPixels > kPiece) {
            drawPieces(painter, t, key, cellPixels, target, exposedDevice, ratio, onScreen, clock,
                       scaledSome);
            return;
        }
        Picture *picture = nullptr;
        bool exactSize = true;
        if (auto it = m_pictures.find(key); it != m_pictures.end())
            picture = &*it;
        else if (!onScreen || cellPixels == 1 || clock.nsecsElapsed() < kRenderBudgetNs)
            picture = render(key, t.rot, cellPixels, ratio);
        else if ((picture = nearest(key, cellPixels)))
            exactSize = false;
        else
            picture = render(key, t.rot, cellPixels, ratio);
        picture->usedInPaint = m_paints;
        if (!exactSize) {
            // Shown for a frame or two only: not smoothed, which would cost as much as drawing.
            ++m_scaled;
            scaledSome = true;
        }
        painter->drawPixmap(QRectF(target), picture->pixmap, QRectF(picture->pixmap.rect()));
    };

    const Cell from = geometry.cellAt(area.topLeft()), to = geometry.cellAt(area.bottomRight());
    const qint64 cells = (qint64(to.x) - from.x + 1) * (qint64(to.y) - from.y + 1);
    const std::vector<PlacedTile> &tiles = board.tiles();
    if (cells <= 2 * qint64(tiles.size()) + 64) {
        // The cells in view, through the board's cell index. A castle covers two cells and is
        // drawn once, from its first cell unless that one lies outside the view.
        const auto inView = [&](Cell c) {
            return c.x >= from.x && c.x <= to.x && c.y >= from.y && c.y <= to.y;
        };
        for (int y = from.y; y <= to.y; ++y)
            for (int x = from.x; x <= to.x; ++x) {
                const int i = board.tileIndexAt({x, y});
                if (i < 0) continue;
                const PlacedTile &t = tiles[size_t(i)];
                if (t.at != Cell{x, y} && inView(t.at)) continue;
                draw(t);
            }
    } else {
        // A few tiles spread far apart (docs/board-format.md, `tiles` and `figures`): walking them
        // beats the empty cells.
        for (const PlacedTile &t : tiles)
            if (area.intersects(geometry.tileRect(t))) draw(t);
    }
    painter->restore();
    trim();
    return scaledSome;
}

// A picture kept in pieces: the pieces of `t` that meet `exposed` (device pixels), each
// drawn when missing while the frame's budget lasts, else stood in for by a smaller whole
// picture of the same look, scaled.
void BoardTileCache::drawPieces(QPainter *painter, const PlacedTile &t, const Key &key,
                                int cellPixels, const QRect &target, const QRect &exposed,
                                qreal ratio, bool onScreen, const QElapsedTimer &clock,
                                bool &scaledSome)
{
    const QRect visible = target.intersected(exposed);
    if (visible.isEmpty()) return;
    const QSize whole = pictureSize(*t.type, t.rot, cellPixels);
    const int columns = (whole.width() + kPiece - 1) / kPiece;
    const int rows = (whole.height() + kPiece - 1) / kPiece;
    // Where the picture's pixel column (row) v lands in the target: one formula for both
    // sides of every piece, so that pieces meet exactly.
    const auto toX = [&](int v) {
        return target.left() + int(qint64(v) * target.width() / whole.width());
    };
    const auto toY = [&](int v) {
        return target.top() + int(qint64(v) * target.height() / whole.height());
    };
    Picture *standIn = nullptr;
    for (int row = 0; row < rows; ++row) {
        const int sy0 = row * kPiece, sy1 = std::min(whole.height(), sy0 + kPiece);
        const int ty0 = toY(sy0), ty1 = toY(sy1);
        if (ty1 <= visible.top() || ty0 > visible.bottom()) continue;
        for (int column = 0; column < columns; ++column) {
            const int sx0 = column * kPiece, sx1 = std::min(whole.width(), sx0 + kPiece);
            const int tx0 = toX(sx0), tx1 = toX(sx1);
            if (tx1 <= visible.left() || tx0 > visible.right()) continue;
            const QRect source(sx0, sy0, sx1 - sx0, sy1 - sy0);
            const QRectF into(tx0, ty0, tx1 - tx0, ty1 - ty0);
            Key pieceKey = key;
            pieceKey.piece = quint32(1 + row * columns + column);
            Picture *piece = nullptr;
            if (auto it = m_pictures.find(pieceKey); it != m_pictures.end())
                piece = &*it;
            else if (!onScreen || clock.nsecsElapsed() < kRenderBudgetNs)
                piece = renderPiece(pieceKey, t.rot, cellPixels, source, ratio);
            if (piece) {
                piece->usedInPaint = m_paints;
                painter->drawPixmap(into, piece->pixmap, QRectF(piece->pixmap.rect()));
                continue;
            }
            if (!standIn) {
                const Key small = keyOf(t.type, t.rot, int(m_renderer.edition()), kStandIn);
                standIn = nearest(small, kStandIn);
                if (!standIn) standIn = render(small, t.rot, kStandIn, ratio);
            }
            standIn->usedInPaint = m_paints;
            const qreal scale = qreal(standIn->pixmap.width()) / whole.width();
            painter->drawPixmap(into, standIn->pixmap,
                                QRectF(source.x() * scale, source.y() * scale,
                                       source.width() * scale, source.height() * scale));
            ++m_scaled;
            scaledSome = true;
        }
    }
}

QSize BoardTileCache::pictureSize(const TileType &type, int rot, int cellPixels)
{
    // TileRenderer::renderTile()'s size: a double tile covers two cells side by side.
    const Cell b = type.isDouble() ? secondCell({0, 0}, rot) : Cell{0, 0};
    return {(std::abs(b.x) + 1) * cellPixels, (std::abs(b.y) + 1) * cellPixels};
}

BoardTileCache::Picture *BoardTileCache::renderPiece(const Key &key, int rot, int cellPixels,
                                                     const QRect &source, qreal ratio)
{
    const Cell b = key.type->isDouble() ? secondCell({0, 0}, rot) : Cell{0, 0};
    const int minX = qMin(0, b.x), minY = qMin(0, b.y);
    QImage image(source.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        // The whole tile's art, moved so that the piece's corner is the image's: the painter
        // clips the rest away, and each pixel comes out as it would in the whole picture.
        QPainter p(&image);
        p.translate(-source.x(), -source.y());
        m_renderer.drawTile(&p, *key.type, rot,
                            QRectF(-minX * cellPixels, -minY * cellPixels, cellPixels, cellPixels));
    }
    return store(key, std::move(image), ratio);
}

BoardTileCache::Picture *BoardTileCache::nearest(const Key &key, int cellPixels)
{
    const auto found = m_sizes.constFind(Key{key.type, key.look & 15, 0});
    if (found == m_sizes.cend()) return nullptr;
    int best = 0;
    qreal bestRatio = 0;
    for (const int size : *found) {
        const qreal r = size > cellPixels ? qreal(size) / cellPixels : qreal(cellPixels) / size;
        if (best == 0 || r < bestRatio) {
            best = size;
            bestRatio = r;
        }
    }
    if (best == 0) return nullptr;
    const auto it = m_pictures.find(Key{key.type, quint32(best) << 4 | (key.look & 15), 0});
    return it == m_pictures.end() ? nullptr : &*it;
}

BoardTileCache::Picture *BoardTileCache::render(const Key &key, int rot, int cellPixels,
                                                qreal ratio)
{
    QImage image = m_renderer.renderTile(*key.type, rot, qMax(cellPixels, 8));
    // Far out: the average colour of each cell (one pixel a cell; two for a castle).
    if (cellPixels == 1)
        image = image.scaled(image.width() / 8, image.height() / 8, Qt::IgnoreAspectRatio,
                             Qt::SmoothTransformation);
    m_sizes[Key{key.type, key.look & 15, 0}].append(cellPixels);
    return store(key, std::move(image), ratio);
}

BoardTileCache::Picture *BoardTileCache::store(const Key &key, QImage image, qreal ratio)
{
    dropAlphaIfOpaque(image);
    Picture picture{QPixmap::fromImage(std::move(image)), m_paints};
    picture.pixmap.setDevicePixelRatio(ratio);
    m_bytes += qint64(picture.pixmap.width()) * picture.pixmap.height() * 4;
    ++m_rendered;
    return &*m_pictures.insert(key, std::move(picture));
}

void BoardTileCache::drawVectors(QPainter *painter, const Board &board,
                                 const BoardGeometry &geometry, const QRectF &area) const
{
    for (const PlacedTile &t : board.tiles())
        if (area.intersects(geometry.tileRect(t)))
            m_renderer.drawTile(painter, *t.type, t.rot, geometry.cellRect(t.at));
}

void BoardTileCache::trim()
{
    if (m_bytes <= m_byteLimit) return;
    std::vector<std::pair<quint64, Key>> unused;
    for (auto it = m_pictures.cbegin(); it != m_pictures.cend(); ++it)
        if (it->usedInPaint != m_paints) unused.emplace_back(it->usedInPaint, it.key());
    std::sort(unused.begin(), unused.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &entry : unused) {
        if (m_bytes <= m_byteLimit) break;
        const Key &key = entry.second;
        const auto it = m_pictures.find(key);
        m_bytes -= qint64(it->pixmap.width()) * it->pixmap.height() * 4;
        m_pictures.erase(it);
        if (key.piece != 0) continue; // pieces are not in m_sizes
        QVarLengthArray<int, 4> &sizes = m_sizes[Key{key.type, key.look & 15, 0}];
        const auto at = std::find(sizes.begin(), sizes.end(), int(key.look >> 4));
        if (at != sizes.end()) sizes.erase(at);
    }
}

} // namespace ml
