// SPDX-License-Identifier: GPL-3.0-or-later
#include "editortool.h"

#include "boarddocument.h"
#include "boardview.h"
#include "figurespots.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace ml
{

namespace
{
const QColor kHighlight(255, 214, 0, 120);

QString kindText(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Road:
        return EditorTool::tr("Road");
    case SegmentKind::City:
        return EditorTool::tr("City");
    case SegmentKind::Field:
        return EditorTool::tr("Field");
    case SegmentKind::Monastery:
        return EditorTool::tr("Monastery");
    case SegmentKind::Castle:
        return EditorTool::tr("Castle");
    case SegmentKind::River:
        return EditorTool::tr("River");
    case SegmentKind::Garden:
        return EditorTool::tr("Garden");
    }
    return {};
}

QString figureOwner(const Game &game, const Figure &f)
{
    switch (f.type) {
    case FigureType::Mage:
        return EditorTool::tr("the mage");
    case FigureType::Witch:
        return EditorTool::tr("the witch");
    case FigureType::Shepherd:
    case FigureType::Meeple:
    case FigureType::Abbot:
    case FigureType::LargeMeeple:
    case FigureType::Builder:
    case FigureType::Pig:
        break;
    }
    if (f.player < 0 || f.player >= game.players().size()) return {};
    const Player &p = game.players()[f.player];
    const QString name = BoardDocument::shownPlayerName(p.id, p.name);
    if (f.type == FigureType::Abbot) return EditorTool::tr("%1 (abbot)").arg(name);
    if (f.type == FigureType::LargeMeeple) return EditorTool::tr("%1 (large meeple)").arg(name);
    if (f.type == FigureType::Builder) return EditorTool::tr("%1 (builder)").arg(name);
    if (f.type == FigureType::Pig) return EditorTool::tr("%1 (pig)").arg(name);
    return f.type == FigureType::Shepherd ? EditorTool::tr("%1 (shepherd)").arg(name) : name;
}
} // namespace

EditorTool::EditorTool(BoardDocument *document, BoardView *view, QObject *parent)
    : QObject(parent), m_document(document), m_view(view)
{
    // Indices of the old board mean nothing in the new one.
    connect(document, &BoardDocument::changed, this, &EditorTool::clearHighlight);
}

bool EditorTool::editable() const
{
    return m_view->showsSetup() && m_document->setupGame();
}

void EditorTool::deactivate()
{
    clearHighlight();
}

void EditorTool::mousePress(QMouseEvent *, QPointF) {}

void EditorTool::mouseMove(QMouseEvent *event, QPointF scenePos)
{
    hoverFeature(scenePos, event->globalPosition());
}

void EditorTool::mouseRelease(QMouseEvent *, QPointF) {}

bool EditorTool::keyPress(QKeyEvent *)
{
    return false;
}

void EditorTool::focusIn()
{
    // A click already points where it wants; the cursor is for the keyboard's user.
    if (!usesCellCursor() || !m_view->focusCameByKeys()) return;
    showCellCursor();
    reportCursor();
}

void EditorTool::showCellCursor()
{
    CellCursor &cursor = m_view->keyCursor();
    if (cursor.shown()) return;
    const Game *game = m_view->game();
    cursor.showAt(game && !game->board().tiles().empty() ? game->board().tiles().back().at
                                                         : Cell{0, 0});
    m_view->viewport()->update();
}

bool EditorTool::moveCellCursor(const QKeyEvent *event)
{
    const int key = event->key();
    if (key != Qt::Key_Up && key != Qt::Key_Down && key != Qt::Key_Left && key != Qt::Key_Right)
        return false;
    CellCursor &cursor = m_view->keyCursor();
    if (cursor.shown())
        cursor.move(key);
    else
        showCellCursor(); // the first arrow shows where the cursor starts
    m_view->ensureVisible(m_view->renderer().geometry().cellRect(cursor.cell()), 8, 8);
    m_view->viewport()->update();
    reportCursor();
    return true;
}

int EditorTool::cursorTile() const
{
    const Game *game = m_view->game();
    if (!game || !m_view->keyCursor().shown()) return -1;
    return game->board().tileIndexAt(m_view->keyCursor().cell());
}

std::optional<FigureSpots> EditorTool::cursorSpots() const
{
    const int tile = cursorTile();
    if (tile < 0) return std::nullopt;
    const PlacedTile &t = m_view->game()->board().tiles()[size_t(tile)];
    return FigureSpots(*t.type, t.at, t.rot);
}

void EditorTool::reportCursor()
{
    if (!m_view->keyCursor().shown()) return;
    const QString cell = m_view->cellNames().name(m_view->keyCursor().cell());
    const std::optional<FigureSpots> spots = cursorSpots();
    const QString here =
        spots ? tr("%1: %2").arg(cell, spots->text()) : tr("%1: no tile").arg(cell);
    const QString keys = cursorKeys();
    report(keys.isEmpty() ? here : tr("%1. %2").arg(here, keys));
}

bool EditorTool::wheel(QWheelEvent *)
{
    return false;
}

void EditorTool::leave()
{
    clearHighlight();
    QToolTip::hideText();
}

void EditorTool::clearHighlight()
{
    if (m_highlightRoot < 0) return;
    m_highlightRoot = -1;
    m_highlight.clear();
    m_view->viewport()->update();
}

QString EditorTool::featureText(QPointF scenePos)
{
    const Game *game = m_view->game();
    const int tile = m_view->tileAt(scenePos);
    const int segment = m_view->segmentAt(scenePos, tile);
    if (!game || segment < 0) return {};
    const Board &board = game->board();
    const int node = board.node(tile, segment);
    const int root = board.root(node);
    QStringList holders;
    for (const Figure &f : game->figures())
        if (board.root(board.node(f.tile, f.segment)) == root)
            holders.append(figureOwner(*game, f).toHtmlEscaped()); // a name from the file
    const SegmentKind kind = board.kindOf(node);
    QStringList lines;
    // Rich text, so every text in it is escaped: the holders' names come from the file.
    lines << QStringLiteral("<b>%1</b>").arg(kindText(kind).toHtmlEscaped());
    lines << tr("%n cell(s)", nullptr, int(board.cells(node).size()));
    if (kind == SegmentKind::City)
        lines << tr("%n coat(s) of arms", nullptr, board.coatsOfArms(node));
    if (kind != SegmentKind::Field)
        lines << (board.isComplete(node) ? tr("complete") : tr("not complete"));
    lines << (holders.isEmpty() ? tr("nobody holds it")
                                : tr("held by %1").arg(holders.join(QStringLiteral(", "))));
    return lines.join(QStringLiteral("<br>"));
}

void EditorTool::hoverFeature(QPointF scenePos, QPointF globalPos)
{
    const Game *game = m_view->game();
    const int tile = m_view->tileAt(scenePos);
    const int segment = m_view->segmentAt(scenePos, tile);
    if (!game || segment < 0) {
        clearHighlight();
        QToolTip::hideText();
        return;
    }
    const Board &board = game->board();
    const int root = board.root(board.node(tile, segment));
    if (root != m_highlightRoot) {
        m_highlightRoot = root;
        m_highlight.clear();
        for (int n : board.members(root))
            m_highlight.append({board.tileOfNode(n), board.segmentOfNode(n)});
        m_view->viewport()->update();
    }
    QToolTip::showText(globalPos.toPoint(), featureText(scenePos), m_view);
}

void EditorTool::paintBelowFigures(QPainter *painter)
{
    const Game *game = m_view->game();
    if (!game || m_highlightRoot < 0) return;
    const auto &tiles = game->board().tiles();
    const BoardRenderer &r = m_view->renderer();
    for (const auto &[tile, segment] : m_highlight) {
        if (tile < 0 || size_t(tile) >= tiles.size()) continue;
        const PlacedTile &t = tiles[size_t(tile)];
        r.tileRenderer().drawSegmentTint(painter, *t.type, t.rot, r.geometry().cellRect(t.at),
                                         segment, kHighlight);
    }
}

void EditorTool::paintAboveFigures(QPainter *) {}

bool EditorTool::dragEnter(QDragEnterEvent *, QPointF)
{
    return false;
}

bool EditorTool::dragMove(QDragMoveEvent *, QPointF)
{
    return false;
}

void EditorTool::dragLeave() {}

bool EditorTool::drop(QDropEvent *, QPointF)
{
    return false;
}

} // namespace ml
