// SPDX-License-Identifier: GPL-3.0-or-later
// The River (docs/rules/river.md): river tiles first, each continuing the open end, and no
// immediate U-turn. The geometry (river sides meet only river sides, the river cuts fields,
// spring and lake join both banks) is the port rule of the catalogue and needs nothing here.
#include "game.h"

namespace ml
{

namespace
{

// The board sides of a one-cell tile turned by `rot` that carry the river.
QList<int> riverSides(const TileType &type, int rot)
{
    QList<int> sides;
    if (type.isDouble()) return sides;
    for (int side = North; side <= West; ++side)
        if (type.sideTypes[0][size_t(unrotateSide(side, rot))] == 'I') sides << side;
    return sides;
}

// A curve has two river sides that are not opposite (RV-E, RV-G, RV-I, RV-J).
bool isCurve(const QList<int> &sides)
{
    return sides.size() == 2 && (sides[0] + 2) % 4 != sides[1];
}

// The river side of a curve other than `side`.
int otherSide(const QList<int> &sides, int side)
{
    return sides[0] == side ? sides[1] : sides[0];
}

} // namespace

bool Game::riverPhase() const
{
    if (!(m_sets & SetRiver) || m_lakeDiscarded) return false;
    if (m_riverTilesAhead && *m_riverTilesAhead <= 0) return false;
    // River tiles are few and lie together, but a set-up may hold them anywhere: the board
    // is walked once, and only while the set is on.
    bool open = false;
    for (const PlacedTile &t : m_board.tiles()) {
        if (t.type->hasMarker(MarkerLake)) return false;
        if (open) continue;
        for (int side : riverSides(*t.type, t.rot))
            open = open || !m_board.isOccupied(step(t.at, side));
    }
    return open;
}

std::optional<Refusal> Game::riverPhaseRefusal(const Move &move, const TileType &type) const
{
    if (!(m_sets & SetRiver)) return std::nullopt;
    const bool phase = riverPhase();
    const bool river = type.isRiverTile();
    // During the river phase only river tiles come out of the stack, so neither a normal
    // tile nor a castle from the hand may be played (R-RI-3, R-RI-X-2).
    if (phase && !river) return Refusal::make(RefusalCode::RiverStillOpen, "R-RI-3", {type.id});
    // A river tile that fits nowhere may be discarded whenever it is drawn (R-RI-7); the
    // caller checks that it fits nowhere.
    if (move.kind == Move::Kind::Discard) return std::nullopt;
    if (!phase && river) return Refusal::make(RefusalCode::RiverClosed, "R-RI-3", {type.id});
    // The lake lies at the bottom of the river stack (R-RI-3).
    if (river && type.hasMarker(MarkerLake) && m_riverTilesAhead && *m_riverTilesAhead > 1)
        return Refusal::make(RefusalCode::LakeBeforeRiverTiles, "R-RI-3",
                             {type.id, QString::number(*m_riverTilesAhead - 1)});
    return std::nullopt;
}

std::optional<Refusal> Game::riverCourseRefusal(const TileType &type, Cell at, int rot) const
{
    if (!(m_sets & SetRiver)) return std::nullopt;
    const QList<int> sides = riverSides(type, rot);
    if (sides.isEmpty()) return std::nullopt;
    // The sides match (checked before), so a river side touching a tile touches an open
    // river port: that is continuing the river (R-RI-4).
    QList<int> touching;
    for (int side : sides)
        if (m_board.isOccupied(step(at, side))) touching << side;
    if (touching.isEmpty())
        return Refusal::make(RefusalCode::RiverNotContinued, "R-RI-4", {type.id, refusalCell(at)});
    // R-RI-6, by geometry alone: two curves in a row whose free river sides face the same
    // way would turn the river back on itself, whichever way it flows.
    if (!isCurve(sides)) return std::nullopt;
    for (int side : touching) {
        const PlacedTile *previous = m_board.tileAt(step(at, side));
        const QList<int> theirs = riverSides(*previous->type, previous->rot);
        if (!isCurve(theirs)) continue;
        const int ourFree = otherSide(sides, side);
        if (otherSide(theirs, (side + 2) % 4) == ourFree)
            return Refusal::make(RefusalCode::RiverUTurn, "R-RI-6",
                                 {refusalCell(previous->at), refusalCell(at), sideName(ourFree)});
    }
    return std::nullopt;
}

QList<Placement> Game::legalPlacements(const TileType &type) const
{
    QList<Placement> all = m_board.legalPlacements(type);
    if (!(m_sets & SetRiver)) return all;
    Move probe;
    if (riverPhaseRefusal(probe, type)) return {};
    if (!type.isRiverTile()) return all;
    QList<Placement> out;
    for (const Placement &p : all)
        if (!riverCourseRefusal(type, p.at, p.rot)) out << p;
    return out;
}

void Game::listPlacements(const TileType &type, PlacementList *out) const
{
    // The river rules filter the board's list; without the set the list is the board's.
    if (!(m_sets & SetRiver)) return m_board.listPlacements(type, out);
    out->clear();
    out->m_plain = legalPlacements(type);
    out->m_size = out->m_plain.size();
}

bool Game::hasLegalPlacement(const TileType &type) const
{
    if (!(m_sets & SetRiver)) return m_board.hasLegalPlacement(type);
    return !legalPlacements(type).isEmpty();
}

void Game::countRiverTileDrawn(const TileType &type)
{
    if (!(m_sets & SetRiver) || !type.isRiverTile()) return;
    if (m_riverTilesAhead) *m_riverTilesAhead = std::max(0, *m_riverTilesAhead - 1);
}

} // namespace ml
