#include "boardrenderer.h"

#include "game.h"

#include <QCoreApplication>
#include <QFile>
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
    m_game = game;
    m_tiles.clearCache();
    if (game) m_tiles.setEdition(game->edition());
}

QRectF BoardRenderer::sceneRect() const
{
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

QRectF BoardRenderer::pictureRect() const
{
    QRectF r = sceneRect();
    if (!m_title.isEmpty()) r.setTop(r.top() - 0.6 * m_geometry.cellSize());
    return r;
}

void BoardRenderer::paintPicture(QPainter *painter) const
{
    const QRectF r = pictureRect();
    painter->fillRect(r, kTable);
    if (!m_title.isEmpty()) {
        QFont font = painter->font();
        font.setPixelSize(int(0.32 * m_geometry.cellSize()));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(kTitle);
        painter->drawText(QRectF(r.left(), r.top(), r.width(), 0.8 * m_geometry.cellSize()),
                          Qt::AlignCenter, m_title);
    }
    paint(painter);
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

} // namespace ml
