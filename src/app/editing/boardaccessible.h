// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <QPointer>

#include <functional>

namespace ml
{

class BoardView;

// The board view as a screen reader meets it: a table (role Table) of the cells the board's
// edge labels name (BoardView::cellNames(): columns west to east, rows north to south), each
// cell (role Cell) named by CellDescription with what a sighted player sees on it. The board is
// painted, not made of widgets or items, so without this a screen reader finds nothing in it.
// The shape follows Qt's own item views: the table hands out one interface per cell, made
// when first asked for and registered with QAccessible, and deletes them again when the board
// changes shape (a TableModelChanged event) or the view goes.
class BoardAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
    Q_DECLARE_TR_FUNCTIONS(ml::BoardAccessible)
public:
    explicit BoardAccessible(BoardView *view);
    ~BoardAccessible() override;

    // Registers the factory that gives every BoardView this interface; once is enough.
    static void install();
    // Whether an event is worth making: a screen reader listens, or a test watches.
    static bool wanted();
    // Sends `event` on to the screen readers (QAccessible::updateAccessibility) and to the
    // watcher. Qt hands events to its own update handler only while a platform bridge is
    // active, which no test platform is, so tests watch here.
    static void send(QAccessibleEvent *event);
    static void setWatcher(std::function<void(QAccessibleEvent *)> watcher);

    BoardView *view() const;
    // The interface of one cell, or null outside the named area.
    QAccessibleInterface *cellInterface(Cell cell) const;

    // QAccessibleInterface
    QAccessible::Role role() const override { return QAccessible::Table; }
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;
    void *interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int selectedCellCount() const override { return 0; }
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *event) override;

private:
    void forgetCells();

    mutable QHash<Cell, QAccessible::Id> m_cells;
};

// One cell of the board's table. It holds the view and the cell's board coordinate, not a
// row and column: those follow the names, which grow with the board.
class BoardCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    BoardCellAccessible(BoardView *view, Cell cell);

    Cell cell() const { return m_cell; }

    // QAccessibleInterface
    bool isValid() const override;
    // Null, as Qt's item-view cells: the accessibility cache keys interfaces by their object,
    // and the view's object belongs to the table.
    QObject *object() const override { return nullptr; }
    QWindow *window() const override;
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QString text(QAccessible::Text t) const override;
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override;
    int rowIndex() const override;
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    QPointer<BoardView> m_view;
    Cell m_cell;
};

} // namespace ml
