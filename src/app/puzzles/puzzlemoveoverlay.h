// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlesearch.h"

#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QWidget>

#include <optional>

class QPainter;

namespace ml
{

class BoardView;

// The top moves of a best-move search drawn over the board, whatever tool is in use: each
// placement as the tile's outline in its cells with its rank, the chosen one also as the
// tile turned as it would lie, the spot of its figure and its gain. It paints after the view
// (an event filter on the viewport), so the view and the tools need not know about it.
class PuzzleMoveOverlay : public QObject
{
    Q_OBJECT
public:
    // Outlines drawn at once; a list may hold more (MovesKept), and the chosen one is drawn
    // whatever its rank.
    static constexpr int MovesShown = 5;
    static constexpr int MovesKept = 10;

    explicit PuzzleMoveOverlay(BoardView *view, QObject *parent = nullptr);
    ~PuzzleMoveOverlay() override;

    // The first MovesKept of `ranked` (best first), played on `before`; the first is chosen.
    void setMoves(const Game &before, const QList<RankedMove> &ranked);
    void clear();
    int count() const { return int(m_moves.size()); }
    const RankedMove &move(int index) const { return m_moves.at(index).ranked; }
    int selected() const { return m_selected; }
    // Hides the marks while the board shows something else (a step-through).
    void setSuppressed(bool suppressed);
    bool isShown() const { return !m_moves.isEmpty() && !m_suppressed; }

    // Where move `index` is drawn, in scene coordinates (for the tests): the cells of its
    // tile, and its figure's spot (empty when it places no figure).
    QRectF tileRect(int index) const;
    std::optional<QPointF> figureSpot(int index) const;

public Q_SLOTS:
    void setSelected(int index);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Shown {
        RankedMove ranked;
        const TileType *type = nullptr;
        std::optional<QPointF> figure; // scene point
    };
    void paint(QPainter *painter) const;
    void update();

    QPointer<BoardView> m_view;
    QPointer<QWidget> m_viewport; // watched; see eventFilter()
    std::optional<Game> m_before; // owns the tile types the moves point at
    QList<Shown> m_moves;
    int m_selected = -1;
    bool m_suppressed = false;
    bool m_painting = false;
};

} // namespace ml
