// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardview.h"

#include "boardaccessible.h"
#include "boarddocument.h"
#include "editortool.h"

#include <QAccessible>
#include <QBackingStore>
#include <QCursor>
#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>

#include <cmath>
#include <utility>

namespace ml
{

namespace
{
const QColor kTable(0xef, 0xe9, 0xdc);
const QColor kGrid(0x8a, 0x7a, 0x63, 110);
const QColor kMismatch(0xcf, 0x22, 0x2e);
const QColor kCoordinatePlate(0xef, 0xe9, 0xdc, 225); // the table's colour, nearly opaque
const QColor kCoordinateText(0x3e, 0x2f, 0x22);
constexpr qreal kMinZoom = 0.02;
constexpr qreal kMaxZoom = 8.0;
constexpr qreal kStep = 1.25;
} // namespace

BoardView::BoardView(QWidget *parent) : QGraphicsView(parent)
{
    setScene(&m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::NoDrag);
    setMouseTracking(true);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    // The whole board is one painting; partial updates would only cut figures in half.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setCacheMode(QGraphicsView::CacheNone);
    setFrameShape(QFrame::NoFrame);
    // The scene reaches two cells beyond the fitted board, so scroll bars are nearly always
    // needed; keeping them shown stops the viewport from changing size (and the board from
    // being fitted again) when they would come and go after a tile is placed.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setBackgroundBrush(kTable);
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true); // tiles from the palette
    viewport()->setAcceptDrops(true);
    m_scene.setSceneRect(m_renderer.sceneRect());
    BoardAccessible::install();
    m_keyCursor.setChangedHandler([this] { announceCursor(); });
}

void BoardView::setDocument(BoardDocument *document)
{
    m_document = document;
    connect(document, &BoardDocument::changed, this, &BoardView::refresh);
    connect(document, &BoardDocument::reset, this, &BoardView::fitToWindow);
    // The document's games are its timeline's, new with every change: the view takes the new
    // ones before any other signal of the change reaches it, so tools that read the view's game
    // while they handle the change see the changed board (a reset fits the board first).
    connect(document, &BoardDocument::gamesReplaced, this, [this] {
        if (m_override) return;
        takeGame(m_document->position(m_showMoves));
    });
    refresh();
}

void BoardView::refresh()
{
    if (!m_document && !m_override) return;
    takeGame(m_override ? m_override : m_document->position(m_showMoves));
    updateAnnotations();
    updateCellNames();
    announceBoardChanged();
    m_shownMismatch = -1;
    updateSceneRect();
    // Fitted again only when the mouse is elsewhere: a tile just placed with the mouse must
    // not make the board jump under it (the next resize or Ctrl+0 fits it).
    if (m_fitted && !mouseOverBoard()) fitToWindow();
    viewport()->update();
}

void BoardView::setGame(std::shared_ptr<const Game> game)
{
    takeGame(std::move(game));
    updateCellNames();
    announceBoardChanged();
    updateSceneRect();
    fitToWindow();
    viewport()->update();
}

void BoardView::takeGame(std::shared_ptr<const Game> game)
{
    // The renderer reads the game it drew last while it takes the next one (whether the tile
    // shapes must be made again), so that game is let go of only after the renderer moved on:
    // the view may hold its last reference (a step of Explore that is no longer shown).
    const std::shared_ptr<const Game> previous = std::exchange(m_game, std::move(game));
    m_renderer.setGame(m_game.get());
}

void BoardView::setShowMoves(bool on)
{
    m_showMoves = on;
    refresh();
}

void BoardView::setOverrideGame(std::shared_ptr<const Game> game, int position)
{
    m_override = std::move(game);
    m_overridePosition = position;
    if (!m_override) m_renderer.setStepMarks({});
    refresh();
}

void BoardView::setLanguage(const QString &language)
{
    m_language = language;
    updateAnnotations();
    viewport()->update();
}

void BoardView::updateAnnotations()
{
    m_annotations = m_document ? m_document->annotations() : QList<Annotation>();
    m_renderer.setAnnotations(m_annotations, shownPosition(), m_language);
}

int BoardView::shownPosition() const
{
    const int all = m_document ? int(m_document->turns().size()) : 0;
    if (m_override) return m_overridePosition >= 0 ? qMin(m_overridePosition, all) : all;
    return m_showMoves ? all : 0;
}

void BoardView::setStepMarks(const StepMarks &marks)
{
    m_renderer.setStepMarks(marks);
    viewport()->update();
}

void BoardView::setTool(EditorTool *tool)
{
    if (m_tool) m_tool->deactivate();
    m_tool = tool;
    if (m_tool) m_tool->activate();
    viewport()->update();
}

void BoardView::setShowGrid(bool on)
{
    m_showGrid = on;
    viewport()->update();
}

void BoardView::setShowCoordinates(bool on)
{
    m_showCoordinates = on;
    viewport()->update();
}

void BoardView::setShowPlayerMarks(bool on)
{
    m_renderer.setPlayerMarks(on);
    viewport()->update();
}

void BoardView::updateCellNames()
{
    if (m_document && !m_document->timeline().isNull())
        m_cellNames = CellNames::forTimeline(m_document->timeline());
    else
        m_cellNames = m_game ? CellNames::forBoard(m_game->board()) : CellNames();
}

void BoardView::announceBoardChanged()
{
    if (!BoardAccessible::wanted()) return;
    // Every cell's name may have changed (a step, an edit, another board): clients read the
    // table again, as after an item view's model reset.
    QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
    BoardAccessible::send(&reset);
    announceCursor(); // the cell under the cursor may say something new
}

void BoardView::announceCursor()
{
    if (!BoardAccessible::wanted() || !hasFocus() || !m_keyCursor.shown()) return;
    auto *table = dynamic_cast<BoardAccessible *>(QAccessible::queryAccessibleInterface(this));
    QAccessibleInterface *cell = table ? table->cellInterface(m_keyCursor.cell()) : nullptr;
    if (!cell) return; // beyond the named cells (BoardView::cellNames) there is no table cell
    QAccessibleEvent focus(cell, QAccessible::Focus);
    BoardAccessible::send(&focus);
}

QList<BoardRenderer::EdgeLabel> BoardView::coordinateLabels() const
{
    QList<BoardRenderer::EdgeLabel> out;
    if (!m_showCoordinates || m_cellNames.isNull()) return out;
    const BoardGeometry &g = m_renderer.geometry();
    const QTransform toView = viewportTransform();
    const QRectF extent =
        toView.mapRect(g.cellRect({m_cellNames.west(), m_cellNames.north()})
                           .united(g.cellRect({m_cellNames.east(), m_cellNames.south()})));
    const QRectF view = viewport()->rect();
    const QFontMetricsF metrics(coordinateFont());
    const qreal height = metrics.height() + 4;
    const qreal width = metrics.horizontalAdvance(m_cellNames.rowName(m_cellNames.south())) + 8;
    // Just outside the board's edge while it is in sight, else along the viewport's edge, but
    // never past the board's far edge.
    const qreal top =
        qBound(view.top(), extent.top() - height, qMax(view.top(), extent.bottom() - height));
    const qreal left =
        qBound(view.left(), extent.left() - width, qMax(view.left(), extent.right() - width));
    const qreal cell = g.cellSize() * zoom();
    // Zoomed far out, every n-th label, so they do not run into each other.
    const qreal widest = metrics.horizontalAdvance(m_cellNames.columnName(m_cellNames.east()));
    const int columnStep = qMax(1, int(std::ceil((widest + 6) / qMax(cell, 1.0))));
    const int rowStep = qMax(1, int(std::ceil((height + 2) / qMax(cell, 1.0))));
    for (int x = m_cellNames.west(); x <= m_cellNames.east(); x += columnStep) {
        const qreal middle = toView.map(g.cellCentre({x, m_cellNames.north()})).x();
        if (middle < left + width || middle > view.right()) continue;
        out.append({m_cellNames.columnName(x), QRectF(middle - cell / 2, top, cell, height), true});
    }
    for (int y = m_cellNames.north(); y <= m_cellNames.south(); y += rowStep) {
        const qreal middle = toView.map(g.cellCentre({m_cellNames.west(), y})).y();
        if (middle < top + height || middle > view.bottom()) continue;
        out.append({m_cellNames.rowName(y), QRectF(left, middle - cell / 2, width, cell), false});
    }
    return out;
}

QFont BoardView::coordinateFont() const
{
    QFont f = font();
    f.setBold(true);
    return f;
}

void BoardView::paintCoordinates(QPainter *painter) const
{
    const QList<BoardRenderer::EdgeLabel> labels = coordinateLabels();
    if (labels.isEmpty()) return;
    painter->save();
    painter->resetTransform(); // viewport pixels: the labels keep their size at any zoom
    painter->setFont(coordinateFont());
    const QFontMetricsF metrics(painter->font());
    for (const BoardRenderer::EdgeLabel &l : labels) {
        // A small plate under each label, so it reads over tiles as well as over the table.
        QRectF plate = metrics.boundingRect(l.box, Qt::AlignCenter, l.text).adjusted(-3, -1, 3, 1);
        painter->setPen(Qt::NoPen);
        painter->setBrush(kCoordinatePlate);
        painter->drawRoundedRect(plate, 3, 3);
        painter->setPen(kCoordinateText);
        painter->drawText(l.box, Qt::AlignCenter, l.text);
    }
    painter->restore();
}

bool BoardView::mouseOverBoard() const
{
    return m_mouseInside && viewport()->rect().contains(m_mouse);
}

void BoardView::updateSceneRect()
{
    // Room around the board to place tiles on, and the scene never shrinks under the user.
    const qreal c = m_renderer.geometry().cellSize();
    const QRectF wanted = m_renderer.sceneRect().adjusted(-2 * c, -2 * c, 2 * c, 2 * c);
    if (wanted == m_scene.sceneRect()) return;
    // The scroll bars keep their values when the scene grows, so a tile placed at the west or
    // north edge would shift the whole board; the point under the mouse is scrolled back.
    const QPoint mouse = m_mouse;
    const bool anchored = mouseOverBoard();
    const QPointF under = mapToScene(mouse);
    m_scene.setSceneRect(wanted);
    if (!anchored) return;
    const QPoint drift = mapFromScene(under) - mouse;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + drift.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + drift.y());
}

void BoardView::zoomIn()
{
    zoomByKey(kStep);
}

void BoardView::zoomOut()
{
    zoomByKey(1.0 / kStep);
}

// Ctrl+= and Ctrl+-: toward the mouse when it is over the board, as the wheel zooms, so the
// spot one looks at stays put; otherwise about the middle of the view.
void BoardView::zoomByKey(qreal factor)
{
    const QPoint mouse = viewport()->mapFromGlobal(QCursor::pos());
    if (!viewport()->rect().contains(mouse)) {
        zoomBy(factor);
        return;
    }
    const QPointF before = mapToScene(mouse);
    zoomBy(factor);
    const QPointF drift = mapToScene(mouse) - before;
    centerOn(mapToScene(viewport()->rect().center()) - drift);
}

void BoardView::fitToWindow()
{
    const qreal c = m_renderer.geometry().cellSize();
    fitInView(m_renderer.sceneRect().adjusted(-c / 2, -c / 2, c / 2, c / 2), Qt::KeepAspectRatio);
    m_fitted = true;
    Q_EMIT zoomChanged(zoom());
}

void BoardView::zoomBy(qreal factor)
{
    const qreal target = qBound(kMinZoom, zoom() * factor, kMaxZoom);
    if (qFuzzyCompare(target, zoom())) return;
    scale(target / zoom(), target / zoom());
    m_fitted = false;
    Q_EMIT zoomChanged(zoom());
}

int BoardView::tileAt(QPointF scenePos) const
{
    if (!m_game) return -1;
    return m_game->board().tileIndexAt(m_renderer.geometry().cellAt(scenePos));
}

QPointF BoardView::cellOffset(QPointF scenePos, Cell cell) const
{
    const BoardGeometry &g = m_renderer.geometry();
    return (scenePos - g.cellCentre(cell)) / g.cellSize();
}

QPointF BoardView::edgeCentre(Cell cell, int side) const
{
    const BoardGeometry &g = m_renderer.geometry();
    const Cell n = step(cell, side);
    return (g.cellCentre(cell) + g.cellCentre(n)) / 2;
}

void BoardView::showMismatch(int index)
{
    const qsizetype count = m_game ? m_game->board().mismatches().size() : 0;
    m_shownMismatch = index >= 0 && index < count ? index : -1;
    if (m_shownMismatch >= 0) {
        const SideMismatch &m = m_game->board().mismatches()[m_shownMismatch];
        centerOn(edgeCentre(m.a, m.sideA));
        m_fitted = false;
    }
    viewport()->update();
}

int BoardView::segmentAt(QPointF scenePos, int tile) const
{
    if (!m_game || tile < 0) return -1;
    const PlacedTile &t = m_game->board().tiles()[size_t(tile)];
    return m_renderer.tileRenderer().segmentAt(*t.type, t.rot, cellOffset(scenePos, t.at));
}

int BoardView::figureAt(QPointF scenePos) const
{
    if (!m_game) return -1;
    const qreal reach = 0.14 * m_renderer.geometry().cellSize();
    const auto &figures = m_game->figures();
    for (int i = int(figures.size()) - 1; i >= 0; --i) {
        const QPointF at = m_renderer.figureRenderer().position(m_game->board(), figures[i]);
        if (QLineF(at, scenePos).length() <= reach) return i;
    }
    return -1;
}

void BoardView::paintTiles(QPainter *painter, const QRectF &rect)
{
    if (!m_game) return;
    // A frame of the window paints into the window's backing store; a grab or render() into
    // a picture of its own, which gets every tile at its exact size.
    QBackingStore *store = viewport()->backingStore();
    const bool onScreen = store && painter->paintEngine() &&
                          painter->paintEngine()->paintDevice() == store->paintDevice();
    const bool scaled = m_tiles.paint(painter, m_game->board(), m_renderer.geometry(), rect,
                                      m_scene.sceneRect(), onScreen);
    // Some tiles were shown from a picture of another size: the next frame draws more of
    // them exactly, until none is left.
    if (scaled && !m_repaintAsked) {
        m_repaintAsked = true;
        QTimer::singleShot(0, this, [this] {
            m_repaintAsked = false;
            viewport()->update();
        });
    }
}

void BoardView::paintGrid(QPainter *painter, const QRectF &rect) const
{
    const BoardGeometry &g = m_renderer.geometry();
    const qreal c = g.cellSize();
    if (c * zoom() < 24) return;
    const Cell from = g.cellAt(rect.topLeft()), to = g.cellAt(rect.bottomRight());
    painter->save();
    painter->setPen(QPen(kGrid, 0));
    QFont font = painter->font();
    font.setPixelSize(qMax(1, int(0.12 * c)));
    painter->setFont(font);
    for (int y = from.y; y <= to.y; ++y)
        for (int x = from.x; x <= to.x; ++x) {
            const QRectF r = g.cellRect({x, y});
            painter->drawRect(r);
            painter->drawText(r.adjusted(0.04 * c, 0.02 * c, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                              QStringLiteral("%1,%2").arg(x).arg(y));
        }
    painter->restore();
}

// A red bar along each mismatched edge with ticks across it, over the tiles and figures, so
// the seam reads as broken at any zoom; the mark picked in the list is drawn larger.
void BoardView::paintMismatches(QPainter *painter) const
{
    const QList<SideMismatch> &all = m_game->board().mismatches();
    const qreal c = m_renderer.geometry().cellSize();
    painter->save();
    for (qsizetype i = 0; i < all.size(); ++i) {
        const SideMismatch &m = all[i];
        const qreal scale = i == m_shownMismatch ? 1.5 : 1.0;
        const QPointF mid = edgeCentre(m.a, m.sideA);
        // Along the edge: horizontal for north/south sides, vertical for east/west.
        const bool horizontal = m.sideA == North || m.sideA == South;
        const QPointF along = horizontal ? QPointF(1, 0) : QPointF(0, 1);
        const QPointF across = horizontal ? QPointF(0, 1) : QPointF(1, 0);
        const qreal half = 0.32 * c * scale, tick = 0.1 * c * scale;
        QPainterPath mark;
        mark.moveTo(mid - along * half);
        mark.lineTo(mid + along * half);
        for (const qreal at : {-0.5, 0.0, 0.5}) {
            const QPointF p = mid + along * (at * half);
            mark.moveTo(p - across * tick);
            mark.lineTo(p + across * tick);
        }
        painter->setPen(QPen(Qt::white, 0.09 * c * scale, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(mark);
        painter->setPen(QPen(kMismatch, 0.05 * c * scale, Qt::SolidLine, Qt::RoundCap));
        painter->drawPath(mark);
    }
    painter->restore();
}

void BoardView::drawBackground(QPainter *painter, const QRectF &rect)
{
    painter->fillRect(rect, kTable);
    paintTiles(painter, rect);
    m_renderer.paintStepMarksBelow(painter);
    // Highlighted features tint the tiles under the figures; the other marks go on top.
    if (m_game)
        m_renderer.annotationPainter().paintGround(painter, *m_game, m_annotations,
                                                   shownPosition());
    if (m_tool) m_tool->paintBelowFigures(painter);
    m_renderer.paintFigures(painter, rect);
}

void BoardView::drawForeground(QPainter *painter, const QRectF &rect)
{
    if (m_showGrid) paintGrid(painter, rect);
    if (m_game)
        m_renderer.annotationPainter().paintTop(painter, *m_game, m_annotations, shownPosition(),
                                                m_language);
    // Over the annotations, as in exports: a ring or frame must not vanish under a dim.
    m_renderer.paintStepMarksAbove(painter);
    if (m_game && !m_game->board().mismatches().isEmpty()) paintMismatches(painter);
    if (m_tool) m_tool->paintAboveFigures(painter);
    if (m_tool && m_tool->usesCellCursor() && m_keyCursor.shown())
        CellCursor::paint(painter, m_renderer.geometry().cellRect(m_keyCursor.cell()),
                          m_renderer.geometry().cellSize());
    paintCoordinates(painter);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (m_tool && m_tool->wheel(event)) return;
    // The wheel zooms (as in map and drawing programs); scroll bars and panning move.
    const int steps = event->angleDelta().y() / 120;
    if (steps != 0) zoomBy(std::pow(kStep, steps));
    event->accept();
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted) fitToWindow();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    m_mouse = event->position().toPoint();
    m_mouseInside = true;
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceDown)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (m_tool) m_tool->mousePress(event, mapToScene(event->position().toPoint()));
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    m_mouse = event->position().toPoint();
    m_mouseInside = true;
    if (m_panning) {
        const QPoint d = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        m_fitted = false;
        return;
    }
    if (m_tool) m_tool->mouseMove(event, mapToScene(event->position().toPoint()));
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        viewport()->setCursor(m_spaceDown ? Qt::OpenHandCursor : Qt::ArrowCursor);
        return;
    }
    if (m_tool) m_tool->mouseRelease(event, mapToScene(event->position().toPoint()));
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceDown = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        return;
    }
    if (m_tool && m_tool->keyPress(event)) return;
    QGraphicsView::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceDown = false;
        viewport()->setCursor(Qt::ArrowCursor);
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void BoardView::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_tool && m_tool->dragEnter(event, mapToScene(event->position().toPoint()))) return;
    // The scene holds no items to drop on; ignored, the drag goes on to the window.
    event->ignore();
}

void BoardView::dragMoveEvent(QDragMoveEvent *event)
{
    m_mouse = event->position().toPoint();
    m_mouseInside = true;
    if (m_tool && m_tool->dragMove(event, mapToScene(event->position().toPoint()))) return;
    // The scene holds no items to drop on; ignored, the drag goes on to the window.
    event->ignore();
}

void BoardView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_mouseInside = false;
    if (m_tool) m_tool->dragLeave();
    event->ignore();
}

void BoardView::dropEvent(QDropEvent *event)
{
    m_mouse = event->position().toPoint();
    m_mouseInside = true;
    if (m_tool && m_tool->drop(event, mapToScene(event->position().toPoint()))) {
        // The keys go where the tile went: a number key then puts a meeple on it.
        if (event->isAccepted()) setFocus(Qt::MouseFocusReason);
        return;
    }
    // The scene holds no items to drop on; ignored, the drag goes on to the window.
    event->ignore();
}

void BoardView::focusInEvent(QFocusEvent *event)
{
    const Qt::FocusReason reason = event->reason();
    m_focusByKeys = reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
                    reason == Qt::ShortcutFocusReason;
    QGraphicsView::focusInEvent(event);
    if (m_tool) m_tool->focusIn();
}

void BoardView::leaveEvent(QEvent *event)
{
    m_mouseInside = false;
    if (m_tool) m_tool->leave();
    QGraphicsView::leaveEvent(event);
}

} // namespace ml
