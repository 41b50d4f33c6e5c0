#pragma once

#include "boardgeometry.h"
#include "figurerenderer.h"
#include "tilerenderer.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace ml
{

class Game;

// Draws a whole board (tiles, then figures) with a QPainter in scene coordinates, and writes
// it to SVG or PNG. The desktop view and `meeplelab-cli render` share it, so a picture looks
// the same wherever it is made.
class BoardRenderer
{
public:
    explicit BoardRenderer(qreal cellSize = 100.0);

    // The game to draw; not owned, and may be null (nothing to draw). Setting a game also
    // forgets cached tile shapes, since custom tile types die with their board file.
    void setGame(const Game *game);
    const Game *game() const { return m_game; }

    // Drawn above the board in exported pictures; empty for none.
    void setTitle(const QString &title) { m_title = title; }
    QString title() const { return m_title; }

    const BoardGeometry &geometry() const { return m_geometry; }
    const TileRenderer &tileRenderer() const { return m_tiles; }

    // The board with half a cell of margin, in scene coordinates; the region when one is set.
    QRectF sceneRect() const;
    // Restricts exported pictures to part of the board (scene coordinates); null for all.
    void setRegion(const QRectF &region) { m_region = region; }

    // Drawn below the board in exported pictures: a colour swatch and a name per entry.
    struct LegendEntry {
        QColor colour;
        QString text;
    };
    void setLegend(const QList<LegendEntry> &legend) { m_legend = legend; }

    // Paints tiles meeting `exposed` (all when null) and every figure.
    void paint(QPainter *painter, const QRectF &exposed = QRectF()) const;
    void paintFigures(QPainter *painter) const;
    const FigureRenderer &figureRenderer() const { return m_figures; }

    // The board on a background, its longer side `longestSide` pixels.
    QImage renderImage(int longestSide) const;
    bool exportPng(const QString &path, int longestSide, QString *error = nullptr) const;
    bool exportSvg(const QString &path, QString *error = nullptr) const;
    // The picture's size in scene units (title and legend bands included).
    QSizeF pictureSize() const;
    // The picture scaled to fit `target` and centred in it: printing and multi-picture pages.
    void paintPicture(QPainter *painter, const QRectF &target) const;

private:
    QRectF pictureRect() const; // scene rect plus the title band
    void paintPicture(QPainter *painter) const;

    BoardGeometry m_geometry;
    TileRenderer m_tiles;
    FigureRenderer m_figures;
    const Game *m_game = nullptr;
    QString m_title;
    QList<LegendEntry> m_legend;
    QRectF m_region;
};

} // namespace ml
