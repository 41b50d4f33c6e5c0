// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrenderer.h"

#include "exportfile.h"
#include "game.h"
#include "glyphpainter.h"
#include "picturetext.h"
#include "svgart.h"
#include "svgmetadata.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace ml
{

namespace
{
const QColor kTable(0xef, 0xe9, 0xdc);
const QColor kTitle(0x3e, 0x2f, 0x22);
// The view's highlight orange (BoardView): a step looks the same on screen and on paper.
const QColor kStepMark(0xe0, 0x6c, 0x00);

// The legend's words, found by lupdate in the context "BoardRenderer".
const char *const kMageText = QT_TRANSLATE_NOOP("BoardRenderer", "mage");
const char *const kWitchText = QT_TRANSLATE_NOOP("BoardRenderer", "witch");
//: %1 is the player's name.
const char *const kShepherdText = QT_TRANSLATE_NOOP("BoardRenderer", "shepherd and flock (%1)");
//: %1 is the player's name. A meeple standing on a German castle (R-GC-4).
const char *const kLordText = QT_TRANSLATE_NOOP("BoardRenderer", "castle lord (%1)");
//: %1 is the player's name. The abbot figure of the C2/C3 base box (R-AB-1).
const char *const kAbbotText = QT_TRANSLATE_NOOP("BoardRenderer", "abbot (%1)");
// %1 is the player's name, as above.
const char *const kLargeMeepleText = QT_TRANSLATE_NOOP("BoardRenderer", "large meeple (%1)");
const char *const kBuilderText = QT_TRANSLATE_NOOP("BoardRenderer", "builder (%1)");
const char *const kPigText = QT_TRANSLATE_NOOP("BoardRenderer", "pig (%1)");

//: A marker's legend entry: %1 is the marker's text (a number or letter such as "A"), %2 what
//: it means ("the city Red completes").
const char *const kMarkerText = QT_TRANSLATE_NOOP("BoardRenderer", "%1: %2");

// A legend word in the picture's language, which need not be the program's.
QString legendText(const char *source, const QString &lang)
{
    return textIn("BoardRenderer", source, lang);
}

// A player with a seat's own id and no name of their own (or the seat's colour word as name)
// is named by the colour word in the picture's language, as the step texts name them; the id
// "red" is a file's word, not the reader's.
const char *const kSeatIds[] = {"red", "blue", "green", "yellow", "black", "pink"};
const char *const kSeatNames[] = {
    QT_TRANSLATE_NOOP("BoardRenderer", "Red"),   QT_TRANSLATE_NOOP("BoardRenderer", "Blue"),
    QT_TRANSLATE_NOOP("BoardRenderer", "Green"), QT_TRANSLATE_NOOP("BoardRenderer", "Yellow"),
    QT_TRANSLATE_NOOP("BoardRenderer", "Black"), QT_TRANSLATE_NOOP("BoardRenderer", "Pink")};
const char *const kSeatDutchNames[] = {"Rood", "Blauw", "Groen", "Geel", "Zwart", "Roze"};

QString legendName(const Player &player, const QString &lang)
{
    for (int seat = 0; seat < 6; ++seat) {
        if (player.id != QLatin1String(kSeatIds[seat])) continue;
        if (player.name.isEmpty() ||
            player.name.compare(QLatin1String(kSeatNames[seat]), Qt::CaseInsensitive) == 0 ||
            player.name.compare(QLatin1String(kSeatDutchNames[seat]), Qt::CaseInsensitive) == 0)
            return legendText(kSeatNames[seat], lang);
    }
    return player.name.isEmpty() ? player.id : player.name;
}
} // namespace

BoardRenderer::BoardRenderer(qreal cellSize)
    : m_geometry(cellSize), m_figures(m_tiles, m_geometry),
      m_annotationPainter(m_geometry, m_tiles, m_figures)
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
    QRectF r = m_geometry.boardRect(m_game->board());
    // Marks may point off the board (an arrow to an empty cell, a label beside it): the
    // picture grows to hold them, with a little room round them.
    const qreal margin = 0.1 * m_geometry.cellSize();
    for (const Annotation &a : m_annotations) {
        if (!AnnotationPainter::shownAt(a, m_annotationPosition)) continue;
        const QRectF b = m_annotationPainter.sceneBounds(a, *m_game, m_annotationLang);
        if (!b.isNull()) r = r.united(b.adjusted(-margin, -margin, margin, margin));
    }
    return r;
}

void BoardRenderer::paint(QPainter *painter, const QRectF &exposed) const
{
    if (!m_game) return;
    for (const PlacedTile &t : m_game->board().tiles()) {
        if (!exposed.isNull() && !exposed.intersects(m_geometry.tileRect(t))) continue;
        m_tiles.drawTile(painter, *t.type, t.rot, m_geometry.cellRect(t.at));
    }
    m_annotationPainter.paintGround(painter, *m_game, m_annotations, m_annotationPosition);
    paintStepMarksBelow(painter);
    m_figures.drawFigures(painter, *m_game);
    m_annotationPainter.paintTop(painter, *m_game, m_annotations, m_annotationPosition,
                                 m_annotationLang);
    paintStepMarksAbove(painter);
}

void BoardRenderer::setAnnotations(const QList<Annotation> &annotations, int position,
                                   const QString &lang)
{
    m_annotations = annotations;
    m_annotationPosition = position;
    m_annotationLang = lang;
}

QColor BoardRenderer::stepMarkColour()
{
    return kStepMark;
}

void BoardRenderer::paintStepMarksBelow(QPainter *painter) const
{
    if (!m_game || m_stepMarks.segments.isEmpty()) return;
    QColor tint = kStepMark;
    tint.setAlpha(110);
    m_tiles.drawSegmentTints(painter, m_game->board(), m_geometry, m_stepMarks.segments, tint);
}

void BoardRenderer::paintStepMarksAbove(QPainter *painter) const
{
    if (!m_game || m_stepMarks.isEmpty()) return;
    const qreal unit = m_geometry.cellSize();
    const Board &board = m_game->board();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_stepMarks.cells.isEmpty()) {
        // A frame round each cell of the feature, so the tiles and figures stay readable; a
        // light wash too when no segment is tinted (a cell a puzzle asks about).
        QColor wash = kStepMark;
        wash.setAlpha(50);
        painter->setPen(QPen(kStepMark, 0.04 * unit));
        painter->setBrush(m_stepMarks.segments.isEmpty() ? QBrush(wash) : QBrush(Qt::NoBrush));
        for (Cell c : m_stepMarks.cells)
            painter->drawRect(m_geometry.cellRect(c));
    }
    painter->setBrush(Qt::NoBrush);
    if (m_stepMarks.placedTile) {
        const PlacedTile *t = board.tileAt(*m_stepMarks.placedTile);
        const QRectF cell =
            t ? m_geometry.tileRect(*t) : m_geometry.cellRect(*m_stepMarks.placedTile);
        // Inside the tile's edge, so the neighbours' frames do not hide it.
        const qreal w = 0.05 * unit;
        painter->setPen(QPen(kStepMark, w, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(cell.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    for (int index : m_stepMarks.figures) {
        if (index < 0 || index >= m_game->figures().size()) continue;
        const Figure &f = m_game->figures()[index];
        if (f.tile < 0 || f.tile >= int(board.tiles().size())) continue;
        const QPointF at = m_figures.position(board, f);
        const qreal r = 0.27 * unit; // clear of the figure (0.3 cells tall), hat and crook
        painter->setPen(QPen(QColor(255, 255, 255, 210), 0.075 * unit));
        painter->drawEllipse(at, r, r);
        painter->setPen(QPen(kStepMark, 0.045 * unit));
        painter->drawEllipse(at, r, r);
    }
    painter->restore();
    for (const StepMarks::Points &p : m_stepMarks.points) {
        if (p.cells.isEmpty() || p.points <= 0) continue;
        QPointF middle;
        for (const Cell &c : p.cells)
            middle += m_geometry.cellCentre(c);
        middle /= qreal(p.cells.size());
        m_annotationPainter.paintPlate(painter, QStringLiteral("+%1").arg(p.points), middle,
                                       FigureRenderer::playerColour(m_game->players(), p.player),
                                       1.3);
    }
}

QList<BoardRenderer::LegendEntry> BoardRenderer::figureLegend(const Game &game, const QString &lang)
{
    QList<LegendEntry> entries;
    const Board &board = game.board();
    const QList<Player> &players = game.players();
    const auto has = [&](int player, FigureType type, bool onCastle) {
        for (const Figure &f : game.figures()) {
            if (f.player != player || f.type != type) continue;
            if (f.tile < 0 || f.tile >= int(board.tiles().size())) continue;
            const PlacedTile &t = board.tiles()[size_t(f.tile)];
            const bool castle = f.segment >= 0 && f.segment < t.type->segments.size() &&
                                t.type->segments[f.segment].kind == SegmentKind::Castle;
            if (type != FigureType::Meeple || castle == onCastle) return true;
        }
        return false;
    };
    for (int i = 0; i < players.size(); ++i) {
        const QColor colour = FigureRenderer::playerColour(players, i);
        const QString name = legendName(players[i], lang);
        const auto add = [&](const QString &text, LegendFigure figure) {
            LegendEntry e(colour, text, figure);
            e.player = i;
            entries.append(e);
        };
        if (has(i, FigureType::Meeple, false)) add(name, LegendFigure::Meeple);
        if (has(i, FigureType::Meeple, true))
            add(legendText(kLordText, lang).arg(name), LegendFigure::Lord);
        if (has(i, FigureType::Shepherd, false))
            add(legendText(kShepherdText, lang).arg(name), LegendFigure::Shepherd);
        if (has(i, FigureType::Abbot, false))
            add(legendText(kAbbotText, lang).arg(name), LegendFigure::Abbot);
        if (has(i, FigureType::LargeMeeple, false))
            add(legendText(kLargeMeepleText, lang).arg(name), LegendFigure::LargeMeeple);
        if (has(i, FigureType::Builder, false))
            add(legendText(kBuilderText, lang).arg(name), LegendFigure::Builder);
        if (has(i, FigureType::Pig, false))
            add(legendText(kPigText, lang).arg(name), LegendFigure::Pig);
    }
    if (has(-1, FigureType::Mage, false))
        entries.append(LegendEntry{FigureRenderer::magicColour(FigureType::Mage),
                                   legendText(kMageText, lang), LegendFigure::Mage});
    if (has(-1, FigureType::Witch, false))
        entries.append(LegendEntry{FigureRenderer::magicColour(FigureType::Witch),
                                   legendText(kWitchText, lang), LegendFigure::Witch});
    return entries;
}

QList<BoardRenderer::LegendEntry>
BoardRenderer::pictureLegend(const Game &game, const QString &lang, bool players, bool figures)
{
    const QList<LegendEntry> standing = figureLegend(game, lang);
    QList<LegendEntry> out;
    if (players) {
        const QList<Player> &all = game.players();
        for (int i = 0; i < all.size(); ++i) {
            const QColor colour = FigureRenderer::playerColour(all, i);
            const QString name = legendName(all[i], lang);
            const bool meeple =
                std::any_of(standing.cbegin(), standing.cend(), [&](const LegendEntry &e) {
                    return e.figure == LegendFigure::Meeple && e.text == name && e.colour == colour;
                });
            LegendEntry e(colour, name, meeple ? LegendFigure::Meeple : LegendFigure::None);
            e.player = i;
            out.append(e);
        }
    }
    for (const LegendEntry &e : standing)
        if (figures ? e.figure != LegendFigure::Meeple || !players : false) out.append(e);
    return out;
}

QList<BoardRenderer::LegendEntry> BoardRenderer::markerLegend() const
{
    QList<LegendEntry> entries;
    if (!m_game) return entries;
    const QString &lang = m_annotationLang;
    for (const Annotation &a : m_annotations) {
        if (a.type != AnnotationType::Number ||
            !AnnotationPainter::shownAt(a, m_annotationPosition))
            continue;
        const QString meaning = a.meaning.in(lang);
        bool drawn = false;
        m_annotationPainter.scenePoint(a.at, *m_game, &drawn);
        if (meaning.isEmpty() || !drawn) continue;
        const QString mark = a.text.in(lang);
        LegendEntry e;
        e.colour = AnnotationPainter::colourOf(a);
        e.text = mark.isEmpty() ? meaning : legendText(kMarkerText, lang).arg(mark, meaning);
        e.figure = LegendFigure::Marker;
        e.shape = a.shape;
        e.mark = mark;
        entries.append(e);
    }
    return entries;
}

QList<BoardRenderer::LegendEntry> BoardRenderer::shownLegend() const
{
    return m_markerLegend ? m_legend + markerLegend() : m_legend;
}

void BoardRenderer::paintFigures(QPainter *painter, const QRectF &exposed) const
{
    if (m_game) m_figures.drawFigures(painter, *m_game, exposed);
}

namespace
{

QFont legendFont(qreal unit)
{
    QFont font;
    font.setPixelSize(qMax(1, int(0.2 * unit)));
    return font;
}

QFont captionFont(qreal unit)
{
    QFont font;
    font.setPixelSize(qMax(1, int(0.22 * unit)));
    return font;
}

// The width of an entry's picture (a shepherd has its flock beside it, the mage and the witch
// their staff and broom), and the gap before its name.
qreal iconWidth(BoardRenderer::LegendFigure figure, qreal unit)
{
    switch (figure) {
    case BoardRenderer::LegendFigure::None:
    case BoardRenderer::LegendFigure::Marker:
        return 0.25 * unit;
    case BoardRenderer::LegendFigure::Shepherd:
        return 0.56 * unit;
    case BoardRenderer::LegendFigure::LargeMeeple:
    case BoardRenderer::LegendFigure::Pig:
        return 0.4 * unit;
    default:
        return 0.3 * unit;
    }
}
constexpr qreal kIconGap = 0.04;
// A marker in the legend: the radius of a circle's disc, in cells. A triangle, the widest
// shape, then still clears the name beside it.
constexpr qreal kLegendMarker = 0.08;

FigureType legendFigureType(BoardRenderer::LegendFigure figure)
{
    switch (figure) {
    case BoardRenderer::LegendFigure::Shepherd:
        return FigureType::Shepherd;
    case BoardRenderer::LegendFigure::Mage:
        return FigureType::Mage;
    case BoardRenderer::LegendFigure::Witch:
        return FigureType::Witch;
    case BoardRenderer::LegendFigure::Abbot:
        return FigureType::Abbot;
    case BoardRenderer::LegendFigure::LargeMeeple:
        return FigureType::LargeMeeple;
    case BoardRenderer::LegendFigure::Builder:
        return FigureType::Builder;
    case BoardRenderer::LegendFigure::Pig:
        return FigureType::Pig;
    default:
        return FigureType::Meeple;
    }
}

// An entry's picture, name and the room after it, in scene units.
qreal entryWidth(const BoardRenderer::LegendEntry &e, const QFontMetricsF &metrics, qreal unit)
{
    return iconWidth(e.figure, unit) + kIconGap * unit + metrics.horizontalAdvance(e.text) +
           0.3 * unit;
}

} // namespace

namespace
{
// The band the coordinates take above and left of the board, in cells.
constexpr qreal kEdgeBand = 0.3;

QFont edgeFont(qreal unit)
{
    QFont font;
    font.setPixelSize(qMax(1, int(0.18 * unit)));
    font.setBold(true);
    return font;
}
} // namespace

QList<BoardRenderer::EdgeLabel> BoardRenderer::edgeLabels() const
{
    QList<EdgeLabel> out;
    if (!coordinates()) return out;
    const QRectF board = sceneRect();
    const qreal unit = m_geometry.cellSize(), band = kEdgeBand * unit;
    // A column or row is labelled when the picture shows more than half of it, as a partial
    // chess diagram labels only the files it shows: the free cells round the tiles, half in
    // the picture's margin, are not.
    const qreal edge = 0.01 * unit;
    for (int x = m_cellNames.west(); x <= m_cellNames.east(); ++x) {
        const QRectF cell = m_geometry.cellRect({x, m_cellNames.north()});
        if (cell.center().x() <= board.left() + edge || cell.center().x() >= board.right() - edge)
            continue;
        out.append(
            {m_cellNames.columnName(x), QRectF(cell.left(), board.top() - band, unit, band), true});
    }
    for (int y = m_cellNames.north(); y <= m_cellNames.south(); ++y) {
        const QRectF cell = m_geometry.cellRect({m_cellNames.west(), y});
        if (cell.center().y() <= board.top() + edge || cell.center().y() >= board.bottom() - edge)
            continue;
        out.append(
            {m_cellNames.rowName(y), QRectF(board.left() - band, cell.top(), band, unit), false});
    }
    return out;
}

void BoardRenderer::paintEdgeLabels(QPainter *painter) const
{
    const QList<EdgeLabel> labels = edgeLabels();
    if (labels.isEmpty()) return;
    painter->save();
    painter->setFont(edgeFont(m_geometry.cellSize()));
    painter->setPen(kTitle);
    for (const EdgeLabel &l : labels)
        painter->drawText(l.box, Qt::AlignCenter, l.text);
    painter->restore();
}

QRectF BoardRenderer::marksRect() const
{
    if (!m_game) return {};
    const auto &tiles = m_game->board().tiles();
    QRectF out;
    const auto addRect = [&out](const QRectF &r) { out = out.isNull() ? r : out.united(r); };
    const auto add = [&](Cell c) { addRect(m_geometry.cellRect(c)); };
    const auto addTile = [&](int index) {
        if (index >= 0 && index < int(tiles.size()))
            addRect(m_geometry.tileRect(tiles[size_t(index)]));
    };
    // An annotation touches every cell its drawing meets: a label beside the board counts the
    // empty cell it stands on, an arrow the cells at both of its ends and in between.
    for (const Annotation &a : m_annotations) {
        if (!AnnotationPainter::shownAt(a, m_annotationPosition)) continue;
        const QRectF b = m_annotationPainter.sceneBounds(a, *m_game, m_annotationLang);
        if (b.isNull()) continue;
        // The bounds' edges are cell edges for a dim or a highlight: shrink a hair so a
        // neighbour that only shares the edge is not taken in.
        const qreal hair = 0.01 * m_geometry.cellSize();
        const Cell first = m_geometry.cellAt(b.topLeft() + QPointF(hair, hair));
        const Cell last = m_geometry.cellAt(b.bottomRight() - QPointF(hair, hair));
        for (int y = first.y; y <= last.y; ++y)
            for (int x = first.x; x <= last.x; ++x)
                add({x, y});
    }
    for (const SegmentRef &s : m_stepMarks.segments)
        addTile(s.tile);
    for (int f : m_stepMarks.figures)
        if (f >= 0 && f < m_game->figures().size()) addTile(m_game->figures()[f].tile);
    if (m_stepMarks.placedTile) add(*m_stepMarks.placedTile);
    for (Cell c : m_stepMarks.cells)
        add(c);
    for (const StepMarks::Points &p : m_stepMarks.points)
        for (Cell c : p.cells)
            add(c);
    return out;
}

QRectF BoardRenderer::cropRegion(const PictureSettings &settings) const
{
    QRectF kept;
    if (settings.crop == PictureSettings::Crop::Cells)
        kept = m_geometry.cellRect(settings.cropFrom).united(m_geometry.cellRect(settings.cropTo));
    else if (settings.crop == PictureSettings::Crop::Marks)
        kept = marksRect();
    if (kept.isNull()) return {};
    const qreal margin = settings.margin * m_geometry.cellSize();
    return kept.adjusted(-margin, -margin, margin, margin);
}

QRectF BoardRenderer::pictureRect() const
{
    QRectF r = sceneRect();
    const qreal unit = m_geometry.cellSize();
    if (coordinates()) {
        r.setTop(r.top() - kEdgeBand * unit);
        r.setLeft(r.left() - kEdgeBand * unit);
    }
    // A narrow board would squeeze its caption into a column of short lines and its legend
    // into one entry a row: the picture widens (the board stays centred) up to five cells, or
    // as far as the caption and the legend need on one line.
    qreal natural = 0;
    if (!m_caption.isEmpty())
        natural = QFontMetricsF(captionFont(unit)).horizontalAdvance(m_caption) + 0.5 * unit;
    const QFontMetricsF legendMetrics(legendFont(unit));
    qreal legendRow = 0.31 * unit; // its margins (and a hair, against rounding)
    const QList<LegendEntry> legend = shownLegend();
    for (const LegendEntry &e : legend)
        legendRow += entryWidth(e, legendMetrics, unit);
    if (!legend.isEmpty()) natural = qMax(natural, legendRow);
    const qreal wanted = qMin(natural, 5.0 * unit);
    if (wanted > r.width()) {
        const qreal grow = (wanted - r.width()) / 2;
        r.adjust(-grow, 0, grow, 0);
    }
    if (!m_title.isEmpty()) r.setTop(r.top() - 0.6 * unit);
    const qreal below = legendHeight(r.width()) + captionHeight(r.width());
    r.setBottom(r.bottom() + below);
    return r;
}

QList<QList<int>> BoardRenderer::legendRows(const QList<LegendEntry> &legend, qreal width) const
{
    QList<QList<int>> rows;
    const qreal unit = m_geometry.cellSize();
    const QFontMetricsF metrics(legendFont(unit));
    const qreal room = width - 0.3 * unit;
    qreal used = 0;
    for (int i = 0; i < legend.size(); ++i) {
        const LegendEntry &e = legend[i];
        const qreal w = entryWidth(e, metrics, unit);
        if (rows.isEmpty() || (used + w > room && !rows.last().isEmpty())) {
            rows.append(QList<int>());
            used = 0;
        }
        rows.last().append(i);
        used += w;
    }
    return rows;
}

qreal BoardRenderer::legendHeight(qreal width) const
{
    const QList<LegendEntry> legend = shownLegend();
    if (legend.isEmpty()) return 0;
    return 0.05 * m_geometry.cellSize() +
           0.4 * m_geometry.cellSize() * legendRows(legend, width).size();
}

qreal BoardRenderer::captionHeight(qreal width) const
{
    if (m_caption.isEmpty()) return 0;
    const qreal unit = m_geometry.cellSize();
    const QRectF box = QFontMetricsF(captionFont(unit))
                           .boundingRect(QRectF(0, 0, width - 0.4 * unit, 1e6),
                                         Qt::AlignHCenter | Qt::TextWordWrap, m_caption);
    return box.height() + 0.3 * unit;
}

void BoardRenderer::paintLegend(QPainter *painter, const QRectF &band) const
{
    // Rows of picture, name, picture, name, ... each row centred.
    const qreal unit = m_geometry.cellSize();
    const QFont font = legendFont(unit);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    qreal y = band.top() + 0.25 * unit;
    const QList<LegendEntry> legend = shownLegend();
    for (const QList<int> &row : legendRows(legend, band.width())) {
        qreal width = 0;
        for (int i : row)
            width += entryWidth(legend[i], metrics, unit);
        qreal x = band.center().x() - (width - 0.3 * unit) / 2;
        for (int i : row) {
            const LegendEntry &e = legend[i];
            // The large meeple and the pig are wider than the others: they stand a little
            // further in, so they keep clear of the entry before and of their name.
            const bool wide =
                e.figure == LegendFigure::LargeMeeple || e.figure == LegendFigure::Pig;
            const qreal figureHeight = (e.figure == LegendFigure::LargeMeeple ? 0.26 : 0.3) * unit;
            const QPointF at(x + (wide ? 0.2 : 0.13) * unit, y);
            switch (e.figure) {
            case LegendFigure::None:
                painter->setPen(QPen(kTitle, 0.01 * unit));
                painter->setBrush(e.colour);
                painter->drawEllipse(
                    QRectF(x + 0.025 * unit, y - 0.1 * unit, 0.2 * unit, 0.2 * unit));
                break;
            case LegendFigure::Marker:
                AnnotationPainter::paintMarker(painter, e.shape, e.mark,
                                               QPointF(x + 0.125 * unit, y), kLegendMarker * unit,
                                               e.colour);
                break;
            case LegendFigure::Lord:
                // The lord stands in front of its castle.
                GlyphPainter::castle(painter, at - QPointF(0, 0.03 * unit), 0.3 * unit);
                FigureRenderer::drawSilhouette(painter, FigureType::Meeple, false,
                                               at + QPointF(0, 0.03 * unit), 0.24 * unit, e.colour);
                break;
            case LegendFigure::Shepherd:
                // With one sheep token of its flock beside it.
                SvgArt::draw(painter, SvgArt::Token::Sheep, 1,
                             at + QPointF(0.31 * unit, 0.03 * unit), 0.17 * unit);
                [[fallthrough]];
            default:
                FigureRenderer::drawSilhouette(painter, legendFigureType(e.figure), false, at,
                                               figureHeight, e.colour);
                break;
            }
            // The player's mark as their figures on the board carry it: on the figure, or
            // inside the colour's disc.
            if (e.player >= 0 && playerMarks()) {
                QRectF box;
                if (e.figure == LegendFigure::None)
                    box = QRectF(x + 0.065 * unit, y - 0.06 * unit, 0.12 * unit, 0.12 * unit);
                else if (e.figure == LegendFigure::Lord)
                    box = FigureRenderer::markBox(false, at + QPointF(0, 0.03 * unit), 0.24 * unit);
                else
                    box = FigureRenderer::markBox(legendFigureType(e.figure), false, at,
                                                  figureHeight);
                FigureRenderer::drawPlayerMark(painter, FigureRenderer::playerMark(e.player), box);
            }
            x += iconWidth(e.figure, unit) + kIconGap * unit;
            painter->setPen(kTitle);
            painter->drawText(QPointF(x, y + 0.07 * unit), e.text);
            x += metrics.horizontalAdvance(e.text) + 0.3 * unit;
        }
        y += 0.4 * unit;
    }
    painter->restore();
}

void BoardRenderer::paintCaption(QPainter *painter, const QRectF &band) const
{
    const qreal unit = m_geometry.cellSize();
    painter->save();
    painter->setFont(captionFont(unit));
    painter->setPen(kTitle);
    painter->drawText(band.adjusted(0.2 * unit, 0.1 * unit, -0.2 * unit, 0),
                      Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_caption);
    painter->restore();
}

void BoardRenderer::paintPicture(QPainter *painter) const
{
    const QRectF r = pictureRect();
    if (!m_transparent) painter->fillRect(r, kTable);
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
    // A region shows part of the board: the tiles around it stop at its edge instead of
    // running over the title and the legend.
    painter->save();
    if (!m_region.isNull()) painter->setClipRect(sceneRect(), Qt::IntersectClip);
    paint(painter);
    painter->restore();
    paintEdgeLabels(painter);
    // Under the board: the legend, then the caption.
    qreal y = sceneRect().bottom();
    const qreal legend = legendHeight(r.width());
    if (legend > 0) paintLegend(painter, QRectF(r.left(), y, r.width(), legend));
    y += legend;
    const qreal caption = captionHeight(r.width());
    if (caption > 0) paintCaption(painter, QRectF(r.left(), y, r.width(), caption));
}

QImage BoardRenderer::renderImage(int longestSide) const
{
    const QRectF r = pictureRect();
    return renderImageAt(longestSide / qMax(r.width(), r.height()) * m_geometry.cellSize());
}

QSize BoardRenderer::pixelSizeAt(double pixelsPerTile) const
{
    const QRectF r = pictureRect();
    const qreal scale = pixelsPerTile / m_geometry.cellSize();
    return {qMax(1, int(std::lround(r.width() * scale))),
            qMax(1, int(std::lround(r.height() * scale)))};
}

QImage BoardRenderer::renderImageAt(double pixelsPerTile, int dpi) const
{
    const QRectF r = pictureRect();
    const qreal scale = pixelsPerTile / m_geometry.cellSize();
    QImage image(pixelSizeAt(pixelsPerTile), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull()) return image;
    image.fill(m_transparent ? QColor(Qt::transparent) : kTable);
    if (dpi > 0) {
        const int dotsPerMetre = int(std::lround(dpi / 0.0254));
        image.setDotsPerMeterX(dotsPerMetre);
        image.setDotsPerMeterY(dotsPerMetre);
    }
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
    const QRectF r = pictureRect();
    return exportPngAt(path, longestSide / qMax(r.width(), r.height()) * m_geometry.cellSize(), 0,
                       error);
}

bool BoardRenderer::exportPngAt(const QString &path, double pixelsPerTile, int dpi,
                                QString *error) const
{
    QImage image = renderImageAt(pixelsPerTile, dpi);
    // An opaque picture is written without an alpha channel: smaller, and a reader that
    // shows transparency has none to find.
    if (!m_transparent && !image.isNull()) image = image.convertToFormat(QImage::Format_RGB32);
    setPictureText(&image, m_title, m_description);
    if (image.isNull()) {
        if (error)
            *error = QCoreApplication::translate("BoardRenderer",
                                                 "the picture is too large to make in memory");
        return false;
    }
    QString why;
    if (!writeExportFile(
            path, [&image](QIODevice *device) { return image.save(device, "PNG"); }, &why)) {
        if (error)
            *error = why.isEmpty()
                         ? QCoreApplication::translate("BoardRenderer", "cannot write %1").arg(path)
                         : QCoreApplication::translate("BoardRenderer", "cannot write %1: %2")
                               .arg(path, why);
        return false;
    }
    return true;
}

bool BoardRenderer::exportSvg(const QString &path, QString *error) const
{
    const QRectF r = pictureRect();
    // QSvgGenerator reports no write errors: the file it writes to does (writeExportFile).
    const auto draw = [this, &r](QIODevice *device) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(r.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
        svg.setTitle(svgTitle(m_title));
        // Qt writes <desc> as it is given, like the title: escaped here.
        svg.setDescription(xmlText(m_description));
        QPainter painter;
        if (!painter.begin(&svg)) return false;
        painter.translate(-r.topLeft());
        paintPicture(&painter);
        if (!painter.end()) return false;
        const QByteArray out = m_textAsPaths ? svgTextAsPaths(bytes) : svgWithFontFallbacks(bytes);
        return device->write(out) == out.size();
    };
    QString why;
    if (!writeExportFile(path, draw, &why)) {
        if (error)
            *error = why.isEmpty()
                         ? QCoreApplication::translate("BoardRenderer", "cannot write %1").arg(path)
                         : QCoreApplication::translate("BoardRenderer", "cannot write %1: %2")
                               .arg(path, why);
        return false;
    }
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
