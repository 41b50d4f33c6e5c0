// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationpainter.h"

#include "boardgeometry.h"
#include "figurerenderer.h"
#include "game.h"
#include "tilerenderer.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <cmath>

namespace ml
{

namespace
{

// Sizes in cells, so marks keep their look at any zoom and picture size. Lines are about
// five pixels wide on a 100-pixel cell: they still read when a picture is printed small.
constexpr qreal kLine = 0.05;
constexpr qreal kHalo = 0.035;      // the light edge round lines, so they read on any tile
constexpr qreal kRingRadius = 0.27; // a figure is 0.3 cells tall: the ring clears it
constexpr qreal kDiscRadius = 0.14;
constexpr qreal kHeadLength = 0.24;
constexpr qreal kHeadWidth = 0.22;
constexpr qreal kPullBack = 0.17; // an arrow ends this far from a figure's spot
constexpr qreal kTextSize = 0.2;
constexpr qreal kTextWidth = 2.6; // labels wrap beyond this
constexpr qreal kPlatePad = 0.05;
constexpr qreal kBuildingTint = 0.34; // the disc round a highlighted monastery or castle
// Marker shapes in units of a circle's radius: a square as heavy as the disc, a triangle large
// enough to hold a letter in its inner circle, a cross whose crossing holds a letter's plate.
constexpr qreal kSquareHalf = 0.9;
constexpr qreal kTriangleReach = 1.6; // centre to corner; the inner circle is half of it
constexpr qreal kCrossArm = 1.25;     // centre to the end of an arm
constexpr qreal kCrossWidth = 0.3;    // half an arm's width
constexpr qreal kCrossPlate = 0.72;   // the light disc carrying a cross's text
constexpr qreal kMarkerEdge = 0.025 / kDiscRadius; // the white edge round a marker

const QColor kHaloColour(255, 255, 255, 210);
const QColor kPlate(255, 255, 255, 225);
// The table's colour, washed over dimmed cells: they fade into the background.
const QColor kDimWash(0xef, 0xe9, 0xdc, 175);
constexpr int kTintAlpha = 130;

QFont textFont(qreal cell, qreal scale = 1.0)
{
    QFont font;
    font.setPixelSize(qMax(1, int(std::lround(kTextSize * scale * cell))));
    font.setBold(true);
    return font;
}

// Black or white, whichever reads on `fill`.
QColor inkOn(const QColor &fill)
{
    const qreal luma = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF();
    return luma > 0.6 ? QColor(Qt::black) : QColor(Qt::white);
}

qreal distanceToSegment(QPointF p, QPointF a, QPointF b)
{
    const QPointF ab = b - a;
    const qreal len2 = QPointF::dotProduct(ab, ab);
    const qreal t = len2 <= 0 ? 0 : qBound(0.0, QPointF::dotProduct(p - a, ab) / len2, 1.0);
    return QLineF(p, a + t * ab).length();
}

} // namespace

AnnotationPainter::AnnotationPainter(const BoardGeometry &geometry, const TileRenderer &tiles,
                                     const FigureRenderer &figures)
    : m_geometry(geometry), m_tiles(tiles), m_figures(figures)
{
}

bool AnnotationPainter::shownAt(const Annotation &a, int position)
{
    return !a.after || *a.after == position;
}

QColor AnnotationPainter::colourOf(const Annotation &a)
{
    QColor c(a.color);
    if (!c.isValid()) c = QColor(defaultAnnotationColor(a.type));
    return c.isValid() ? c : QColor(Qt::black);
}

QPointF AnnotationPainter::scenePoint(const AnnotationPoint &p, const Game &shown,
                                      bool *drawable) const
{
    const qreal cell = m_geometry.cellSize();
    if (drawable) *drawable = true;
    if (!p.anchored) return {(p.x + 0.5) * cell, (p.y + 0.5) * cell};
    int tile = -1, segment = -1;
    QString why;
    if (!shown.board().isOccupied(p.at) ||
        !shown.resolveLocation(p.at, p.on, &tile, &segment, &why)) {
        if (drawable) *drawable = false;
        return m_geometry.cellCentre(p.at);
    }
    return m_figures.locationSpot(shown.board(), tile, segment);
}

namespace
{

bool arrowEnds(const AnnotationPainter &ap, const Game &shown, const Annotation &a, QPointF *from,
               QPointF *to)
{
    bool fromOk = false, toOk = false;
    QPointF p = ap.scenePoint(a.from, shown, &fromOk);
    QPointF q = ap.scenePoint(a.to, shown, &toOk);
    if (!fromOk || !toOk) return false;
    const qreal cell = ap.geometry().cellSize();
    const QLineF line(p, q);
    const qreal length = line.length();
    // Stop short of a figure at either end, so the figure stays visible under the head; a
    // short arrow keeps at least a head's length.
    const qreal pullFrom = a.from.anchored ? kPullBack * cell : 0;
    const qreal pullTo = a.to.anchored ? kPullBack * cell : 0;
    if (length > pullFrom + pullTo + kHeadLength * cell) {
        p = line.pointAt(pullFrom / length);
        q = line.pointAt(1 - pullTo / length);
    }
    *from = p;
    *to = q;
    return true;
}

void paintArrow(const AnnotationPainter &ap, QPainter *painter, const Game &shown,
                const Annotation &a, const QString &lang)
{
    QPointF from, to;
    if (!arrowEnds(ap, shown, a, &from, &to)) return;
    const qreal cell = ap.geometry().cellSize();
    const QColor colour = AnnotationPainter::colourOf(a);
    const QLineF line(from, to);
    const qreal length = line.length();
    if (length <= 0) return;
    const QPointF dir = (to - from) / length;
    const QPointF normal(-dir.y(), dir.x());
    const qreal head = qMin(kHeadLength * cell, length);
    const QPointF base = to - dir * head;
    QPainterPath arrowHead;
    arrowHead.moveTo(to);
    arrowHead.lineTo(base + normal * kHeadWidth * cell / 2);
    arrowHead.lineTo(base - normal * kHeadWidth * cell / 2);
    arrowHead.closeSubpath();

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // The halo first, under both the shaft and the head.
    const QPen halo(kHaloColour, (kLine + 2 * kHalo) * cell, Qt::SolidLine, Qt::RoundCap,
                    Qt::RoundJoin);
    painter->setPen(halo);
    painter->setBrush(kHaloColour);
    painter->drawLine(from, base);
    painter->drawPath(arrowHead);
    painter->setPen(QPen(colour, kLine * cell, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawLine(from, base + dir * 0.02 * cell);
    painter->setPen(QPen(colour, 0.01 * cell, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(colour);
    painter->drawPath(arrowHead);
    painter->restore();

    const QString label = a.label.in(lang);
    if (!label.isEmpty()) ap.paintPlate(painter, label, (from + to) / 2, colour);
}

void paintRing(const AnnotationPainter &ap, QPainter *painter, const Game &shown,
               const Annotation &a, const QString &)
{
    bool ok = false;
    const QPointF at = ap.scenePoint(a.at, shown, &ok);
    if (!ok) return;
    const qreal cell = ap.geometry().cellSize();
    const qreal r = kRingRadius * cell;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(kHaloColour, (kLine + 2 * kHalo) * cell));
    painter->drawEllipse(at, r, r);
    painter->setPen(QPen(AnnotationPainter::colourOf(a), kLine * cell));
    painter->drawEllipse(at, r, r);
    painter->restore();
}

void paintNumber(const AnnotationPainter &ap, QPainter *painter, const Game &shown,
                 const Annotation &a, const QString &lang)
{
    bool ok = false;
    const QPointF at = ap.scenePoint(a.at, shown, &ok);
    if (!ok) return;
    AnnotationPainter::paintMarker(painter, a.shape, a.text.in(lang), at,
                                   kDiscRadius * ap.geometry().cellSize(),
                                   AnnotationPainter::colourOf(a));
}

void paintHighlight(const AnnotationPainter &ap, QPainter *painter, const Game &shown,
                    const Annotation &a, const QString &)
{
    int tile = -1, segment = -1;
    QString why;
    const Board &board = shown.board();
    if (!a.at.anchored || !board.isOccupied(a.at.at) ||
        !shown.resolveLocation(a.at.at, a.at.on, &tile, &segment, &why))
        return;
    // The whole feature as it stands in the shown position, over all its tiles.
    QList<SegmentRef> segments;
    for (int node : board.members(board.node(tile, segment)))
        segments.append({board.tileOfNode(node), board.segmentOfNode(node)});
    QColor tint = AnnotationPainter::colourOf(a);
    tint.setAlpha(kTintAlpha);
    ap.tiles().drawSegmentTints(painter, board, ap.geometry(), segments, tint);
    // A monastery or a castle is drawn as a building on the ground, with hardly an area of
    // its own to tint: a disc round the building shows which one is meant.
    const SegmentKind kind = board.kindOf(board.node(tile, segment));
    if (kind == SegmentKind::Monastery || kind == SegmentKind::Castle) {
        const qreal r = kBuildingTint * ap.geometry().cellSize();
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(tint);
        painter->drawEllipse(ap.figures().locationSpot(board, tile, segment), r, r);
        painter->restore();
    }
}

void paintLabel(const AnnotationPainter &ap, QPainter *painter, const Game &shown,
                const Annotation &a, const QString &lang)
{
    bool ok = false;
    const QPointF at = ap.scenePoint(a.at, shown, &ok);
    const QString text = a.text.in(lang);
    if (ok && !text.isEmpty()) ap.paintPlate(painter, text, at, AnnotationPainter::colourOf(a));
}

void paintDim(const AnnotationPainter &ap, QPainter *painter, const Game &, const Annotation &a,
              const QString &)
{
    painter->save();
    for (const Cell &c : a.cells)
        painter->fillRect(ap.geometry().cellRect(c), kDimWash);
    painter->restore();
}

} // namespace

void AnnotationPainter::paint(QPainter *painter, const Game &shown,
                              const QList<Annotation> &annotations, int position,
                              const QString &lang) const
{
    paintGround(painter, shown, annotations, position);
    paintTop(painter, shown, annotations, position, lang);
}

void AnnotationPainter::paintGround(QPainter *painter, const Game &shown,
                                    const QList<Annotation> &annotations, int position) const
{
    for (const Annotation &a : annotations)
        if (a.type == AnnotationType::Highlight && shownAt(a, position))
            paintHighlight(*this, painter, shown, a, {});
}

void AnnotationPainter::paintTop(QPainter *painter, const Game &shown,
                                 const QList<Annotation> &annotations, int position,
                                 const QString &lang) const
{
    // Dims first: a faded cell may still carry an arrow or a label that explains it.
    for (const Annotation &a : annotations)
        if (a.type == AnnotationType::Dim && shownAt(a, position))
            paintDim(*this, painter, shown, a, lang);
    for (const Annotation &a : annotations)
        if (a.type != AnnotationType::Dim && a.type != AnnotationType::Highlight &&
            shownAt(a, position))
            paintOne(painter, shown, a, lang);
}

void AnnotationPainter::paintOne(QPainter *painter, const Game &shown, const Annotation &a,
                                 const QString &lang) const
{
    using Paint = void (*)(const AnnotationPainter &, QPainter *, const Game &, const Annotation &,
                           const QString &);
    // Indexed by AnnotationType.
    static constexpr Paint kPaint[] = {
        &paintArrow, &paintRing, &paintNumber, &paintHighlight, &paintLabel, &paintDim,
    };
    kPaint[size_t(a.type)](*this, painter, shown, a, lang);
}

QPainterPath AnnotationPainter::markerPath(MarkerShape shape, QPointF centre, qreal r)
{
    QPainterPath path;
    switch (shape) {
    case MarkerShape::Circle:
        path.addEllipse(centre, r, r);
        break;
    case MarkerShape::Square:
        path.addRect(QRectF(centre.x() - kSquareHalf * r, centre.y() - kSquareHalf * r,
                            2 * kSquareHalf * r, 2 * kSquareHalf * r));
        break;
    case MarkerShape::Triangle: {
        // Point up, its centre of gravity on `centre`, where the inner circle is centred too.
        const qreal reach = kTriangleReach * r;
        path.moveTo(centre + QPointF(0, -reach));
        path.lineTo(centre + QPointF(reach * std::sqrt(3.0) / 2, reach / 2));
        path.lineTo(centre + QPointF(-reach * std::sqrt(3.0) / 2, reach / 2));
        path.closeSubpath();
        break;
    }
    case MarkerShape::Cross: {
        // Two bars joined into one outline, so the white edge runs round the cross only.
        QPainterPath bar;
        bar.addRect(
            QRectF(-kCrossArm * r, -kCrossWidth * r, 2 * kCrossArm * r, 2 * kCrossWidth * r));
        const QTransform one = QTransform::fromTranslate(centre.x(), centre.y()).rotate(45);
        const QTransform other = QTransform::fromTranslate(centre.x(), centre.y()).rotate(-45);
        path = one.map(bar).united(other.map(bar));
        break;
    }
    }
    return path;
}

qreal AnnotationPainter::markerReach(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Circle:
        return 1.0;
    case MarkerShape::Square:
        return kSquareHalf * std::sqrt(2.0);
    case MarkerShape::Triangle:
        return kTriangleReach;
    case MarkerShape::Cross:
        return std::hypot(kCrossArm, kCrossWidth);
    }
    return 1.0;
}

void AnnotationPainter::paintMarker(QPainter *painter, MarkerShape shape, const QString &text,
                                    QPointF centre, qreal r, const QColor &colour)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(Qt::white, kMarkerEdge * r, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->setBrush(colour);
    painter->drawPath(markerPath(shape, centre, r));
    // The room the text has: the circle inside the shape.
    qreal room = r;
    QColor ink = inkOn(colour);
    switch (shape) {
    case MarkerShape::Circle:
        break;
    case MarkerShape::Square:
        room = kSquareHalf * r;
        break;
    case MarkerShape::Triangle:
        room = kTriangleReach * r / 2;
        break;
    case MarkerShape::Cross:
        // The arms leave no room for a letter: a light disc at the crossing carries it, the
        // text in the cross's colour unless that is too light to read there.
        room = kCrossPlate * r;
        if (!text.isEmpty()) {
            QPainterPath plate;
            plate.addEllipse(centre, room, room);
            painter->setPen(QPen(colour, 0.5 * kMarkerEdge * r));
            painter->setBrush(kPlate);
            painter->drawPath(plate);
            ink = inkOn(colour) == Qt::white ? colour : QColor(Qt::black);
        }
        break;
    }
    if (!text.isEmpty()) {
        // Up to three characters: the font shrinks for the longer ones.
        const qsizetype n = text.toUcs4().size();
        QFont font;
        font.setBold(true);
        font.setPixelSize(qMax(1, int(std::lround((n >= 3 ? 0.86 : n == 2 ? 1.07 : 1.36) * room))));
        painter->setFont(font);
        painter->setPen(ink);
        painter->drawText(QRectF(centre.x() - room, centre.y() - room, 2 * room, 2 * room),
                          Qt::AlignCenter, text);
    }
    painter->restore();
}

QRectF AnnotationPainter::plateRect(const QString &text, QPointF centre, qreal scale) const
{
    const qreal cell = m_geometry.cellSize();
    const QFontMetricsF metrics(textFont(cell, scale));
    const QRectF box = metrics.boundingRect(QRectF(0, 0, kTextWidth * cell, 1e6),
                                            Qt::AlignHCenter | Qt::TextWordWrap, text);
    const qreal pad = kPlatePad * cell;
    QRectF plate(0, 0, box.width() + 2 * pad, box.height() + pad);
    plate.moveCenter(centre);
    return plate;
}

void AnnotationPainter::paintPlate(QPainter *painter, const QString &text, QPointF centre,
                                   const QColor &colour, qreal scale) const
{
    const qreal cell = m_geometry.cellSize();
    const QRectF plate = plateRect(text, centre, scale);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour, 0.015 * cell));
    painter->setBrush(kPlate);
    painter->drawRoundedRect(plate, 0.06 * cell, 0.06 * cell);
    painter->setFont(textFont(cell, scale));
    // A light colour (the default highlight yellow, say) would vanish on the plate: then the
    // text is black and only the plate's edge has the colour.
    painter->setPen(inkOn(colour) == Qt::white ? colour : QColor(Qt::black));
    painter->drawText(plate, Qt::AlignCenter | Qt::TextWordWrap, text);
    painter->restore();
}

QRectF AnnotationPainter::sceneBounds(const Annotation &a, const Game &shown,
                                      const QString &lang) const
{
    const qreal cell = m_geometry.cellSize();
    bool ok = false;
    switch (a.type) {
    case AnnotationType::Arrow: {
        QPointF from, to;
        if (!arrowEnds(*this, shown, a, &from, &to)) return {};
        const qreal m = kHeadWidth * cell / 2 + kHalo * cell;
        QRectF r = QRectF(from, to).normalized().adjusted(-m, -m, m, m);
        const QString label = a.label.in(lang);
        if (!label.isEmpty()) r = r.united(plateRect(label, (from + to) / 2));
        return r;
    }
    case AnnotationType::Ring:
    case AnnotationType::Number: {
        const QPointF at = scenePoint(a.at, shown, &ok);
        if (!ok) return {};
        const qreal r =
            (a.type == AnnotationType::Ring
                 ? kRingRadius + kLine / 2 + kHalo
                 // A corner's mitred edge reaches past the corner by up to its whole width.
                 : kDiscRadius * (markerReach(a.shape) +
                                  kMarkerEdge * (a.shape == MarkerShape::Circle ? 0.5 : 1.0))) *
            cell;
        return {at.x() - r, at.y() - r, 2 * r, 2 * r};
    }
    case AnnotationType::Highlight: {
        int tile = -1, segment = -1;
        QString why;
        const Board &board = shown.board();
        if (!a.at.anchored || !board.isOccupied(a.at.at) ||
            !shown.resolveLocation(a.at.at, a.at.on, &tile, &segment, &why))
            return {};
        QRectF r;
        for (const Cell &c : board.cells(board.node(tile, segment)))
            r = r.united(m_geometry.cellRect(c));
        return r;
    }
    case AnnotationType::Label: {
        const QPointF at = scenePoint(a.at, shown, &ok);
        const QString text = a.text.in(lang);
        if (!ok || text.isEmpty()) return {};
        return plateRect(text, at);
    }
    case AnnotationType::Dim: {
        QRectF r;
        for (const Cell &c : a.cells)
            r = r.united(m_geometry.cellRect(c));
        return r;
    }
    }
    return {};
}

int AnnotationPainter::hitTest(QPointF scenePos, const Game &shown,
                               const QList<Annotation> &annotations, int position, qreal tolerance,
                               const QString &lang) const
{
    const qreal cell = m_geometry.cellSize();
    const auto hits = [&](const Annotation &a) {
        bool ok = false;
        switch (a.type) {
        case AnnotationType::Arrow: {
            QPointF from, to;
            if (!arrowEnds(*this, shown, a, &from, &to)) return false;
            if (distanceToSegment(scenePos, from, to) <= tolerance + kHeadWidth * cell / 2)
                return true;
            const QString label = a.label.in(lang);
            return !label.isEmpty() && plateRect(label, (from + to) / 2)
                                           .adjusted(-tolerance, -tolerance, tolerance, tolerance)
                                           .contains(scenePos);
        }
        case AnnotationType::Ring:
        case AnnotationType::Number: {
            const QPointF at = scenePoint(a.at, shown, &ok);
            const qreal r = (a.type == AnnotationType::Ring ? kRingRadius
                                                            : kDiscRadius * markerReach(a.shape)) *
                            cell;
            return ok && QLineF(at, scenePos).length() <= r + tolerance;
        }
        case AnnotationType::Highlight: {
            int tile = -1, segment = -1;
            QString why;
            const Board &board = shown.board();
            const Cell c = m_geometry.cellAt(scenePos);
            const PlacedTile *t = board.tileAt(c);
            if (!t || !a.at.anchored || !board.isOccupied(a.at.at) ||
                !shown.resolveLocation(a.at.at, a.at.on, &tile, &segment, &why))
                return false;
            const int under = m_tiles.segmentAt(*t->type, t->rot,
                                                (scenePos - m_geometry.cellCentre(t->at)) / cell);
            return under >= 0 && board.root(board.node(board.tileIndexAt(c), under)) ==
                                     board.root(board.node(tile, segment));
        }
        case AnnotationType::Label:
            return sceneBounds(a, shown, lang)
                .adjusted(-tolerance, -tolerance, tolerance, tolerance)
                .contains(scenePos);
        case AnnotationType::Dim:
            return a.cells.contains(m_geometry.cellAt(scenePos));
        }
        return false;
    };
    // Topmost first: the reverse of the drawing order (the top layer over the ground, and in
    // the top layer the dims under the rest).
    for (qsizetype i = annotations.size() - 1; i >= 0; --i) {
        const Annotation &a = annotations[i];
        if (a.type != AnnotationType::Dim && a.type != AnnotationType::Highlight &&
            shownAt(a, position) && hits(a))
            return int(i);
    }
    for (const AnnotationType layer : {AnnotationType::Dim, AnnotationType::Highlight})
        for (qsizetype i = annotations.size() - 1; i >= 0; --i) {
            const Annotation &a = annotations[i];
            if (a.type == layer && shownAt(a, position) && hits(a)) return int(i);
        }
    return -1;
}

} // namespace ml
