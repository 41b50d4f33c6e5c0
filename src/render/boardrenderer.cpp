#include "boardrenderer.h"

#include "game.h"

#include <QCoreApplication>
#include <QFile>
#include <QFontMetricsF>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>

namespace ml
{

namespace
{
const QColor kTable(0xef, 0xe9, 0xdc);
const QColor kTitle(0x3e, 0x2f, 0x22);
} // namespace

BoardRenderer::BoardRenderer(qreal cellSize) : m_geometry(cellSize), m_figures(m_tiles, m_geometry)
{
}

void BoardRenderer::setGame(const Game *game)
{
    // Built-in tile types live as long as the program; only a board's own definitions die
    // with it, so the shapes need rebuilding only then (the editor sets a game per edit).
    const bool custom = (game && game->catalogue().size() != TileCatalogue::builtin().size()) ||
                        (m_game && m_game->catalogue().size() != TileCatalogue::builtin().size());
    m_game = game;
    if (custom) m_tiles.clearCache();
    if (game) m_tiles.setEdition(game->edition());
}

QRectF BoardRenderer::sceneRect() const
{
    if (!m_region.isNull()) return m_region;
    if (!m_game) return m_geometry.cellRect({0, 0});
    return m_geometry.boardRect(m_game->board());
}

void BoardRenderer::paint(QPainter *painter, const QRectF &exposed) const
{
    if (!m_game) return;
    for (const PlacedTile &t : m_game->board().tiles()) {
        if (!exposed.isNull() && !exposed.intersects(m_geometry.tileRect(t))) continue;
        m_tiles.drawTile(painter, *t.type, t.rot, m_geometry.cellRect(t.at));
    }
    m_figures.drawFigures(painter, *m_game);
}

void BoardRenderer::paintFigures(QPainter *painter) const
{
    if (m_game) m_figures.drawFigures(painter, *m_game);
}

QRectF BoardRenderer::pictureRect() const
{
    QRectF r = sceneRect();
    if (!m_title.isEmpty()) r.setTop(r.top() - 0.6 * m_geometry.cellSize());
    if (!m_legend.isEmpty()) r.setBottom(r.bottom() + 0.45 * m_geometry.cellSize());
    return r;
}

void BoardRenderer::paintPicture(QPainter *painter) const
{
    const QRectF r = pictureRect();
    painter->fillRect(r, kTable);
    if (!m_title.isEmpty()) {
        QFont font = painter->font();
        const int full = int(0.32 * m_geometry.cellSize());
        font.setPixelSize(full);
        font.setBold(true);
        // A long title over a narrow board gets a smaller font, then an ellipsis, rather than
        // being cut off at both sides.
        const qreal room = r.width() * 0.96;
        const qreal wide = QFontMetricsF(font).horizontalAdvance(m_title);
        if (wide > room) font.setPixelSize(qMax(full * 2 / 5, int(full * room / wide)));
        painter->setFont(font);
        painter->setPen(kTitle);
        const QString title = QFontMetricsF(font).elidedText(m_title, Qt::ElideRight, room);
        painter->drawText(QRectF(r.left(), r.top(), r.width(), 0.8 * m_geometry.cellSize()),
                          Qt::AlignCenter, title);
    }
    paint(painter);
    if (m_legend.isEmpty()) return;
    // One row under the board: swatch, name, swatch, name, ... centred.
    const qreal unit = m_geometry.cellSize();
    QFont font = painter->font();
    font.setPixelSize(int(0.2 * unit));
    font.setBold(false);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    qreal width = 0;
    for (const LegendEntry &e : m_legend)
        width += 0.3 * unit + metrics.horizontalAdvance(e.text) + 0.3 * unit;
    qreal x = r.center().x() - width / 2;
    const qreal y = r.bottom() - 0.3 * unit;
    for (const LegendEntry &e : m_legend) {
        painter->setPen(QPen(kTitle, 0.01 * unit));
        painter->setBrush(e.colour);
        painter->drawEllipse(QRectF(x, y - 0.1 * unit, 0.2 * unit, 0.2 * unit));
        x += 0.3 * unit;
        painter->drawText(QPointF(x, y + 0.07 * unit), e.text);
        x += metrics.horizontalAdvance(e.text) + 0.3 * unit;
    }
}

QImage BoardRenderer::renderImage(int longestSide) const
{
    const QRectF r = pictureRect();
    const qreal scale = longestSide / qMax(r.width(), r.height());
    const QSize size(qMax(1, int(std::lround(r.width() * scale))),
                     qMax(1, int(std::lround(r.height() * scale))));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(kTable);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    painter.translate(-r.topLeft());
    paintPicture(&painter);
    return image;
}

bool BoardRenderer::exportPng(const QString &path, int longestSide, QString *error) const
{
    if (longestSide <= 0) {
        if (error)
            *error =
                QCoreApplication::translate("BoardRenderer", "the picture size must be positive");
        return false;
    }
    if (!renderImage(longestSide).save(path, "PNG")) {
        if (error)
            *error = QCoreApplication::translate("BoardRenderer", "cannot write %1").arg(path);
        return false;
    }
    return true;
}

bool BoardRenderer::exportSvg(const QString &path, QString *error) const
{
    // QSvgGenerator reports no write errors, so check that the file can be created first.
    QFile probe(path);
    if (!probe.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("BoardRenderer", "cannot write %1: %2")
                         .arg(path, probe.errorString());
        return false;
    }
    probe.close();

    const QRectF r = pictureRect();
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(r.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
    svg.setTitle(m_title.isEmpty() ? QStringLiteral("Meeple Lab board") : m_title);
    QPainter painter;
    if (!painter.begin(&svg)) {
        if (error)
            *error = QCoreApplication::translate("BoardRenderer", "cannot write %1").arg(path);
        return false;
    }
    painter.translate(-r.topLeft());
    paintPicture(&painter);
    painter.end();
    return true;
}

QSizeF BoardRenderer::pictureSize() const
{
    return pictureRect().size();
}

void BoardRenderer::paintPicture(QPainter *painter, const QRectF &target) const
{
    const QRectF r = pictureRect();
    if (r.isEmpty() || target.isEmpty()) return;
    const qreal scale = qMin(target.width() / r.width(), target.height() / r.height());
    painter->save();
    painter->translate(target.center());
    painter->scale(scale, scale);
    painter->translate(-r.center());
    paintPicture(painter);
    painter->restore();
}

} // namespace ml
