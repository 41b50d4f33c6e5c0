// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationsnap.h"

#include "boardview.h"

#include <QLineF>

#include <cmath>

namespace ml::annotationsnap
{

namespace
{
double hundredths(double v)
{
    return std::round(v * 100.0) / 100.0;
}
} // namespace

QPointF toCells(const BoardView &view, QPointF scene)
{
    // Cell (0, 0) covers [0, size) in the scene; its centre is (0, 0) in the file.
    const qreal size = view.renderer().geometry().cellSize();
    return scene / size - QPointF(0.5, 0.5);
}

QPointF toScene(const BoardView &view, QPointF cells)
{
    const qreal size = view.renderer().geometry().cellSize();
    return (cells + QPointF(0.5, 0.5)) * size;
}

std::optional<AnnotationPoint> anchorAt(const BoardView &view, QPointF scene, QPointF *spot)
{
    const Game *game = view.game();
    const int tile = view.tileAt(scene);
    const int segment = view.segmentAt(scene, tile);
    if (!game || segment < 0) return std::nullopt;
    const PlacedTile &t = game->board().tiles()[size_t(tile)];
    AnnotationPoint p;
    p.anchored = true;
    p.on = locationFor(*t.type, t.at, t.rot, segment, &p.at);
    p.x = p.at.x;
    p.y = p.at.y;
    if (spot) *spot = view.renderer().figureRenderer().locationSpot(game->board(), tile, segment);
    return p;
}

AnnotationPoint freePoint(const BoardView &view, QPointF scene)
{
    const QPointF c = toCells(view, scene);
    AnnotationPoint p;
    p.x = hundredths(c.x());
    p.y = hundredths(c.y());
    return p;
}

AnnotationPoint snapped(const BoardView &view, QPointF scene, bool free)
{
    if (free) return freePoint(view, scene);
    const Cell cell = view.renderer().geometry().cellAt(scene);
    AnnotationPoint centre;
    centre.x = cell.x;
    centre.y = cell.y;
    QPointF spot;
    const std::optional<AnnotationPoint> anchor = anchorAt(view, scene, &spot);
    if (!anchor) return centre;
    const QPointF middle = view.renderer().geometry().cellCentre(cell);
    return QLineF(scene, spot).length() <= QLineF(scene, middle).length() ? *anchor : centre;
}

QPointF sceneOf(const BoardView &view, const AnnotationPoint &point)
{
    const Game *game = view.game();
    if (!game) return toScene(view, {point.x, point.y});
    return view.renderer().annotationPainter().scenePoint(point, *game);
}

} // namespace ml::annotationsnap
