// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysisboard.h"

#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <optional>

class QPainter;

namespace ml
{

class BoardView;

// The analysis board drawn over the board view: every cell where the tile fits filled with
// the colour of its best gain (GainScale) and the gain as a number, the cell under the
// mouse or chosen outlined, and a legend of the scale in the view's corner. Like the puzzle
// overlay it paints after the view through an event filter on the viewport, so neither the
// view nor its tools know about it; it also watches the mouse there to say which cell is
// pointed at or clicked, and never takes those events from the tool.
class AnalysisOverlay : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisOverlay(BoardView *view, QObject *parent = nullptr);
    ~AnalysisOverlay() override;

    void setCells(const QList<CellGain> &cells);
    void clear();
    const QList<CellGain> &cells() const { return m_cells; }
    const GainScale &scale() const { return m_scale; }
    // The entry of `cell`, or null when the tile does not fit there.
    const CellGain *cellAt(Cell cell) const;
    // Hides the marks while the board shows something else (a previewed move).
    void setSuppressed(bool suppressed);
    bool isShown() const { return !m_cells.isEmpty() && !m_suppressed; }
    // The outlined cell (pointed at or chosen).
    void setMarked(std::optional<Cell> cell);
    std::optional<Cell> marked() const { return m_marked; }
    // Where a cell is drawn, in viewport pixels (for the tests).
    QRect cellPixels(Cell cell) const;
    // The legend's area in viewport pixels; empty while nothing is shown.
    QRect legendRect() const;

Q_SIGNALS:
    // The mouse moved onto a cell where the tile fits (or off them: empty).
    void hovered(std::optional<ml::Cell> cell);
    // A left click on such a cell.
    void clicked(ml::Cell cell);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void paint(QPainter *painter) const;
    void paintLegend(QPainter *painter) const;
    void update();
    const CellGain *cellUnder(QPoint viewportPos) const;

    QPointer<BoardView> m_view;
    QPointer<QWidget> m_viewport;
    QList<CellGain> m_cells;
    GainScale m_scale;
    std::optional<Cell> m_marked;
    std::optional<Cell> m_hovered;
    bool m_suppressed = false;
    bool m_painting = false;
};

} // namespace ml
