// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring of features: the order of R-X-1 (docs/rules/all.md) for roads and cities, monasteries and
// castles. The final scoring and its farmers are in gamefinal.cpp.
#include "game.h"
#include "scoreterms.h"

#include <QVarLengthArray>

#include <algorithm>

namespace ml
{

namespace
{
// `term` is a QStringLiteral: its text is static, so a term costs no allocation of its own.
void addTerm(ScoreEvent &e, const QString &term, int count, int points)
{
    e.breakdown.append({term, count, points});
}
} // namespace

void Game::countMeeples(int root, QList<int> *all, QList<int> *onHills) const
{
    const int r = m_board.root(root);
    // The board counts the feature's meeples: stop once all of them are found, and skip
    // the figures entirely on a feature without any (the final scoring asks of every one).
    int left = m_board.meeplesOn(r);
    for (const Figure &f : m_figures) {
        if (left == 0) break;
        if (!isMeepleLike(f.type) || m_board.root(m_board.node(f.tile, f.segment)) != r) continue;
        --left;
        ++(*all)[f.player];
        // Hills matter only with their expansion (a board file cannot mix them in otherwise).
        if ((m_sets & SetHillsSheep) && m_board.tiles()[size_t(f.tile)].type->hasMarker(MarkerHill))
            ++(*onHills)[f.player];
    }
}

// Majority (D-4, R-BASE-11), then the hill tie-break among the tied players (R-HS-HI-4..8):
// `presence` keeps every tied player with at least one meeple on a hill tile (the tie stands
// when all or none have one); `count` keeps those with the most meeples on hills.
void Game::pickWinners(const QList<int> &all, const QList<int> &onHills, bool final,
                       ScoreEvent &event) const
{
    const int best = all.isEmpty() ? 0 : *std::max_element(all.begin(), all.end());
    if (best == 0) return;
    // Seats on the stack: a scoring allocates nothing for them.
    QVarLengthArray<int, 8> tied;
    for (int p = 0; p < all.size(); ++p)
        if (all[p] == best) tied.append(p);
    QVarLengthArray<int, 8> winners = tied;
    bool hillDecided = false, hillConsulted = false;
    if (tied.size() > 1) {
        int most = 0;
        for (int p : tied)
            most = std::max(most, onHills[p]);
        hillConsulted = most > 0;
        if (hillConsulted) {
            const bool byCount = m_options.hillTiebreak == RuleOptions::HillTiebreak::Count;
            QVarLengthArray<int, 8> kept;
            for (int p : tied)
                if (byCount ? onHills[p] == most : onHills[p] > 0) kept.append(p);
            hillDecided = kept.size() < tied.size();
            winners = kept;
        }
    }
    for (int p : winners)
        event.winners << m_players[p].id;
    event.decidedBy = hillDecided          ? QStringLiteral("hill")
                      : winners.size() > 1 ? QStringLiteral("tie")
                                           : QStringLiteral("majority");
    if (tied.size() > 1) event.rules << QStringLiteral("R-BASE-11");
    if (hillConsulted) {
        event.rules << QStringLiteral("R-HS-HI-4")
                    << (m_options.hillTiebreak == RuleOptions::HillTiebreak::Count
                            ? QStringLiteral("R-HS-HI-7")
                            : QStringLiteral("R-HS-HI-6"));
        if (final) event.rules << QStringLiteral("R-HS-HI-8");
    }
}

// Steps 2 and 5 of the pipeline R-X-1: the magic figure on the feature (R-MW-12/13), then
// the castle bonus of a completed feature (R-GC-8, not in the final scoring: R-GC-10).
// The witch halves the bonus too only with witchHalvesCastleBonus (R-X-1).
void Game::applyMagicAndCastles(int node, bool final, ScoreEvent &e) const
{
    const int r = m_board.root(node);
    bool mage = false, witch = false;
    if (m_board.magicFiguresIn(r) > 0)
        for (const Figure &f : m_figures)
            if ((f.type == FigureType::Mage || f.type == FigureType::Witch) &&
                m_board.root(m_board.node(f.tile, f.segment)) == r)
                (f.type == FigureType::Mage ? mage : witch) = true;
    const int castles = castleBonusCount(r, final, e);
    const QString magicRule = final ? QStringLiteral("R-MW-13") : QStringLiteral("R-MW-12");
    if (mage) {
        const int tiles =
            m_board.tileCount(r, m_options.castleCount == RuleOptions::CastleCount::Tile);
        addTerm(e, QStringLiteral("mage"), tiles, tiles);
        e.rules << magicRule;
    }
    const bool halveBonus = witch && m_options.witchHalvesCastleBonus;
    if (castles && halveBonus) {
        addCastleBonus(castles, e);
        e.rules << QStringLiteral("R-X-1");
    }
    if (witch) {
        const int value = termTotal(e);
        addTerm(e, QStringLiteral("witch"), 1, (value + 1) / 2 - value);
        e.rules << magicRule;
    }
    if (castles && !halveBonus) addCastleBonus(castles, e);
}

int Game::vineyardsAround(int monastery) const
{
    static const Cell around[8] = {{-1, -1}, {0, -1}, {1, -1}, {1, 0},
                                   {1, 1},   {0, 1},  {-1, 1}, {-1, 0}};
    const Cell c = m_board.tiles()[size_t(m_board.tileOfNode(monastery))].at;
    int n = 0;
    for (Cell d : around) {
        const PlacedTile *t = m_board.tileAt({c.x + d.x, c.y + d.y});
        n += t && t->type->hasMarker(MarkerVineyard) ? 1 : 0;
    }
    return n;
}

void Game::decideWinners(int root, ScoreEvent &event, bool final, const MeepleTally *tally) const
{
    // One pair of count lists per thread, refilled: once they have room for the players, a
    // scoring allocates nothing for them (the search scores on several threads at once).
    thread_local QList<int> all, onHills;
    all.fill(0, m_players.size());
    onHills.fill(0, m_players.size());
    if (tally)
        addTallied(*tally, root, &all, &onHills);
    else
        countMeeples(root, &all, &onHills);
    pickWinners(all, onHills, final, event);
}

// A lean scoring (nobody reads its explanation) fills one event per thread, cleared first,
// whose lists keep their room: once warm, scoring a completed feature allocates nothing. The
// caller's copy shares that event's lists, so it must be gone before the next lean scoring
// on the thread (every caller drops it within the statement or the loop turn); should one
// still hold it, clearing copies the lists and the copy keeps its own. A lean event has no
// points map (one allocation per winner): each winner gains termTotal() (scoreterms.h).
ScoreEvent Game::scoreFeature(int node, bool final, const MeepleTally *tally, bool lean) const
{
    thread_local ScoreEvent scratch;
    ScoreEvent fresh;
    ScoreEvent &e = lean ? scratch : fresh;
    if (lean) {
        e.move = -1;
        e.cells.clear();
        e.segments.clear();
        e.winners.clear();
        e.decidedBy.clear();
        e.breakdown.clear();
        e.rules.clear();
        e.draw.clear();
        e.abbotReturn = false;
    }
    const SegmentKind kind = m_board.kindOf(node);
    e.feature = segmentKindName(kind);
    e.complete = m_board.isComplete(node);
    if (!lean) {
        e.cells = m_board.cells(node);
        addFeatureSegments(e, m_board, node);
    }
    e.phase = final ? ScoreEvent::Phase::Final : ScoreEvent::Phase::Scoring;
    const bool doubleOnce = m_options.castleCount == RuleOptions::CastleCount::Tile;

    switch (kind) {
    case SegmentKind::Road: {
        const int tiles = m_board.tileCount(node, doubleOnce);
        addTerm(e, QStringLiteral("tiles"), tiles, tiles);
        e.rules << (e.complete ? QStringLiteral("R-BASE-8") : QStringLiteral("R-BASE-14"));
        break;
    }
    case SegmentKind::City: {
        const int tiles = m_board.tileCount(node, doubleOnce);
        const int coats = m_board.coatsOfArms(node);
        if (!e.complete) {
            addTerm(e, QStringLiteral("tiles"), tiles, tiles);
            if (coats) addTerm(e, QStringLiteral("coats-of-arms"), coats, coats);
            e.rules << QStringLiteral("R-BASE-14");
        } else if (m_options.tinyCity == 2 && tiles == 2) {
            // The original 2000 rules: a two-tile city scores 1 per tile and 1 per coat.
            addTerm(e, QStringLiteral("tiny-city"), tiles, tiles);
            if (coats) addTerm(e, QStringLiteral("coats-of-arms"), coats, coats);
            e.rules << QStringLiteral("R-BASE-9") << QStringLiteral("R-BASE-9V");
        } else {
            addTerm(e, QStringLiteral("tiles"), tiles, 2 * tiles);
            if (coats) addTerm(e, QStringLiteral("coats-of-arms"), coats, 2 * coats);
            e.rules << QStringLiteral("R-BASE-9");
        }
        break;
    }
    case SegmentKind::Monastery: {
        const int around = m_board.occupiedNeighbours(node);
        addTerm(e, QStringLiteral("monastery"), 1, 1);
        addTerm(e, QStringLiteral("neighbours"), around, around);
        e.rules << (e.complete ? QStringLiteral("R-BASE-10") : QStringLiteral("R-BASE-14"));
        // Vineyards count only for a monastery scored because it is complete (R-HS-VI-2/3).
        const int vineyards = e.complete && (m_sets & SetHillsSheep) ? vineyardsAround(node) : 0;
        if (vineyards) {
            addTerm(e, QStringLiteral("vineyards"), vineyards, 3 * vineyards);
            e.rules << QStringLiteral("R-HS-VI-2");
        }
        break;
    }
    case SegmentKind::Garden: {
        // Like a monastery, but no monastery bonus ever applies: no vineyards (R-AB-HS-1).
        const int around = m_board.occupiedNeighbours(node);
        addTerm(e, QStringLiteral("garden"), 1, 1);
        addTerm(e, QStringLiteral("neighbours"), around, around);
        e.rules << (e.complete ? QStringLiteral("R-AB-7") : QStringLiteral("R-AB-8"));
        break;
    }
    case SegmentKind::Castle:
        scoreCastle(node, e);
        break;
    case SegmentKind::Field:
    case SegmentKind::River: // never scored (R-RI-9)
        break;
    }
    if (kind == SegmentKind::Road || kind == SegmentKind::City)
        applyMagicAndCastles(node, final, e);
    decideWinners(node, e, final, tally);
    if (lean) return scratch;
    const int value = termTotal(e);
    for (const QString &w : e.winners)
        e.points.insert(w, value);
    return fresh;
}

} // namespace ml
