// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardaccessible.h"

#include "boardview.h"
#include "celldescription.h"
#include "game.h"

#include <QWindow>

namespace ml
{

namespace
{
QAccessibleInterface *boardFactory(const QString &className, QObject *object)
{
    // Asked for each class of an object's chain from the most derived down, so a view
    // derived from BoardView gets the table too.
    if (className == QLatin1String("ml::BoardView"))
        if (auto *view = qobject_cast<BoardView *>(object)) return new BoardAccessible(view);
    return nullptr;
}

std::function<void(QAccessibleEvent *)> &watcher()
{
    static std::function<void(QAccessibleEvent *)> watching;
    return watching;
}

// The cell the keyboard's cursor is on, when it is a cell a screen reader should be on.
bool cursorOn(const BoardView *view, Cell cell)
{
    return view->hasFocus() && view->keyCursor().shown() && view->keyCursor().cell() == cell;
}
} // namespace

void BoardAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

bool BoardAccessible::wanted()
{
    return QAccessible::isActive() || watcher();
}

void BoardAccessible::send(QAccessibleEvent *event)
{
    if (watcher()) watcher()(event);
    QAccessible::updateAccessibility(event);
}

void BoardAccessible::setWatcher(std::function<void(QAccessibleEvent *)> watching)
{
    watcher() = std::move(watching);
}

BoardAccessible::BoardAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::Table) {}

BoardAccessible::~BoardAccessible()
{
    forgetCells();
}

BoardView *BoardAccessible::view() const
{
    return static_cast<BoardView *>(widget());
}

void BoardAccessible::forgetCells()
{
    for (const QAccessible::Id id : std::as_const(m_cells))
        QAccessible::deleteAccessibleInterface(id);
    m_cells.clear();
}

QAccessibleInterface *BoardAccessible::cellInterface(Cell cell) const
{
    if (!view()->cellNames().contains(cell)) return nullptr;
    const auto it = m_cells.constFind(cell);
    if (it != m_cells.constEnd()) return QAccessible::accessibleInterface(it.value());
    auto *iface = new BoardCellAccessible(view(), cell);
    m_cells.insert(cell, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

QString BoardAccessible::text(QAccessible::Text t) const
{
    const CellNames &names = view()->cellNames();
    switch (t) {
    case QAccessible::Name:
        if (!widget()->accessibleName().isEmpty()) return widget()->accessibleName();
        return tr("Board");
    case QAccessible::Description:
        if (names.isNull()) return tr("No board is shown.");
        return tr("Columns %1 to %2, rows %3 to %4. Each cell says which tile lies on it, how it "
                  "is turned and the figures on it.")
            .arg(names.columnName(names.west()), names.columnName(names.east()),
                 names.rowName(names.north()), names.rowName(names.south()));
    default:
        return QAccessibleWidget::text(t);
    }
}

int BoardAccessible::columnCount() const
{
    const CellNames &names = view()->cellNames();
    return names.isNull() ? 0 : names.east() - names.west() + 1;
}

int BoardAccessible::rowCount() const
{
    const CellNames &names = view()->cellNames();
    return names.isNull() ? 0 : names.south() - names.north() + 1;
}

QString BoardAccessible::columnDescription(int column) const
{
    const CellNames &names = view()->cellNames();
    return column < 0 || column >= columnCount() ? QString()
                                                 : names.columnName(names.west() + column);
}

QString BoardAccessible::rowDescription(int row) const
{
    const CellNames &names = view()->cellNames();
    return row < 0 || row >= rowCount() ? QString() : names.rowName(names.north() + row);
}

QAccessibleInterface *BoardAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) return nullptr;
    const CellNames &names = view()->cellNames();
    return cellInterface({names.west() + column, names.north() + row});
}

int BoardAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface *BoardAccessible::child(int index) const
{
    const int columns = columnCount();
    if (index < 0 || columns == 0 || index >= childCount()) return nullptr;
    return cellAt(index / columns, index % columns);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *cell = dynamic_cast<const BoardCellAccessible *>(child);
    if (!cell || !cell->isValid() || cell->table() != this) return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface *BoardAccessible::childAt(int x, int y) const
{
    const BoardView *v = view();
    const QPoint at = v->viewport()->mapFromGlobal(QPoint(x, y));
    if (!v->viewport()->rect().contains(at)) return nullptr;
    return cellInterface(v->renderer().geometry().cellAt(v->mapToScene(at)));
}

QAccessibleInterface *BoardAccessible::focusChild() const
{
    const BoardView *v = view();
    if (!v->hasFocus() || !v->keyCursor().shown()) return nullptr;
    return cellInterface(v->keyCursor().cell());
}

void *BoardAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(t);
}

void BoardAccessible::modelChange(QAccessibleTableModelChangeEvent *event)
{
    // The board changed: the cells keep their coordinates, but a cell may have left the named
    // area, and every row and column index may have moved. Clients ask again, as they do
    // after an item view's model reset.
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::ModelReset) forgetCells();
}

BoardCellAccessible::BoardCellAccessible(BoardView *view, Cell cell) : m_view(view), m_cell(cell) {}

bool BoardCellAccessible::isValid() const
{
    return m_view && m_view->cellNames().contains(m_cell);
}

QWindow *BoardCellAccessible::window() const
{
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface *BoardCellAccessible::parent() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

QString BoardCellAccessible::text(QAccessible::Text t) const
{
    if (!m_view || t != QAccessible::Name) return {};
    const Game *game = m_view->game();
    const EventText words(game ? game->players() : QList<Player>(), m_view->cellNames());
    return CellDescription(words).name(game, m_cell);
}

QRect BoardCellAccessible::rect() const
{
    if (!m_view) return {};
    const QRectF scene = m_view->renderer().geometry().cellRect(m_cell);
    const QRect inView = m_view->mapFromScene(scene).boundingRect();
    return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QAccessible::State BoardCellAccessible::state() const
{
    QAccessible::State s;
    if (!m_view) {
        s.invalid = true;
        return s;
    }
    s.focusable = true;
    s.readOnly = true;
    s.focused = cursorOn(m_view, m_cell);
    const QRect shown(m_view->viewport()->mapToGlobal(QPoint(0, 0)), m_view->viewport()->size());
    if (!shown.intersects(rect())) s.offscreen = true;
    if (!m_view->isVisible()) s.invisible = true;
    return s;
}

void *BoardCellAccessible::interface_cast(QAccessible::InterfaceType t)
{
    if (t == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface *>(this);
    return nullptr;
}

int BoardCellAccessible::columnIndex() const
{
    return m_view ? m_cell.x - m_view->cellNames().west() : -1;
}

int BoardCellAccessible::rowIndex() const
{
    return m_view ? m_cell.y - m_view->cellNames().north() : -1;
}

} // namespace ml
