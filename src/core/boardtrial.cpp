// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

// Trials (Game::beginTrial): every write to the board's tables during a trial is logged with
// the value it replaced, so a rollback restores the board exactly without copying it.

namespace ml
{

// Nodes added during the trial go as a whole on a rollback; only older ones are logged.
void Board::logNodeValue(std::vector<int> Board::*values, int node)
{
    if (size_t(node) >= m_trial.nodes) return;
    Change change;
    change.kind = Change::NodeValue;
    change.values = values;
    change.index = node;
    change.old = (this->*values)[size_t(node)];
    m_trial.changes.push_back(change);
}

void Board::logFigureCount(int root, int counter)
{
    if (size_t(root) >= m_trial.nodes) return;
    Change change;
    change.kind = Change::FigureCount;
    change.index = root;
    change.position = counter;
    change.old = m_figureCount[size_t(root)][size_t(counter)];
    m_trial.changes.push_back(change);
}

void Board::logCell(CellGrid<int> Board::*grid, Cell c)
{
    Change change;
    change.kind = Change::Grid;
    change.grid = grid;
    change.cell = c;
    change.old = (this->*grid).at(c);
    m_trial.changes.push_back(change);
}

void Board::logFrontierSlot(Cell c)
{
    Change change;
    change.kind = Change::Frontier;
    change.cell = c;
    change.oldSlot = m_frontier.at(c);
    m_trial.changes.push_back(change);
}

void Board::logLive(int word)
{
    Change change;
    change.kind = Change::Live;
    change.index = word;
    change.old = qint64(m_liveBuckets[size_t(word)]);
    m_trial.changes.push_back(change);
}

void Board::logBucket(Change::Kind kind, int signature, int position, Cell c)
{
    Change change;
    change.kind = kind;
    change.index = signature;
    change.position = position;
    change.cell = c;
    m_trial.changes.push_back(change);
}

void Board::beginTrial()
{
    m_trial.changes.clear();
    m_trial.tiles = m_tiles.size();
    m_trial.nodes = m_parent.size();
    m_trial.mismatches = m_mismatches.size();
    m_trial.cellCount = m_cellCount;
    m_trial.active = true;
}

void Board::commit()
{
    m_trial.active = false;
    m_trial.changes.clear();
}

void Board::trialChangedRoots(Roots *out) const
{
    out->clear();
    for (const Change &c : m_trial.changes) {
        // Every write below is to a root (a centre is its own), and a root during a trial was
        // one when it began: joins only ever make roots into members. The member links
        // (m_next) are written at a feature's last member, whose root has its tail written too.
        const bool root = c.kind == Change::FigureCount ||
                          (c.kind == Change::NodeValue &&
                           (c.values == &Board::m_parent || c.values == &Board::m_open ||
                            c.values == &Board::m_size || c.values == &Board::m_tail ||
                            c.values == &Board::m_neighbours));
        if (root && !out->contains(c.index)) out->append(c.index);
    }
}

void Board::rollback()
{
    if (!m_trial.active) return;
    m_trial.active = false; // the writes below are not logged
    for (auto it = m_trial.changes.rbegin(); it != m_trial.changes.rend(); ++it) {
        const Change &c = *it;
        switch (c.kind) {
        case Change::NodeValue:
            (this->*c.values)[size_t(c.index)] = int(c.old);
            break;
        case Change::FigureCount:
            m_figureCount[size_t(c.index)][size_t(c.position)] = int(c.old);
            break;
        case Change::Grid:
            (this->*c.grid).slot(c.cell) = int(c.old);
            break;
        case Change::Frontier:
            m_frontier.slot(c.cell) = c.oldSlot;
            break;
        case Change::BucketPush:
            m_buckets.popBack(c.index);
            break;
        case Change::BucketRemove: {
            // The removal moved the last cell into the gap (or just dropped the last one).
            if (c.position == m_buckets.size(c.index)) {
                m_buckets.push(c.index, c.cell);
            } else {
                m_buckets.push(c.index, m_buckets.at(c.index, c.position));
                m_buckets.at(c.index, c.position) = c.cell;
            }
            break;
        }
        case Change::Live:
            m_liveBuckets[size_t(c.index)] = quint64(c.old);
            break;
        }
    }
    const size_t nodes = m_trial.nodes;
    m_tiles.resize(m_trial.tiles);
    for (std::vector<int> *v : intTables())
        v->resize(nodes);
    m_kind.resize(nodes);
    m_figureCount.resize(nodes);
    m_mismatches.resize(m_trial.mismatches);
    m_cellCount = m_trial.cellCount;
    m_trial.changes.clear();
}

} // namespace ml
