// Scoring of features: the pipeline of rules.md R-X-1 for roads and cities, monasteries and
// castles. The final scoring and its farmers are in gamefinal.cpp.
#include "game.h"

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
int termTotal(const ScoreEvent &e)
{
    int total = 0;
    for (const ScoreTerm &t : e.breakdown)
        total += t.points;
    return total;
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
    QList<int> tied;
    for (int p = 0; p < all.size(); ++p)
        if (all[p] == best) tied << p;
    QList<int> winners = tied;
    bool hillDecided = false, hillConsulted = false;
    if (tied.size() > 1) {
        int most = 0;
        for (int p : tied)
            most = std::max(most, onHills[p]);
        hillConsulted = most > 0;
        if (hillConsulted) {
            const bool byCount = m_options.hillTiebreak == RuleOptions::HillTiebreak::Count;
            QList<int> kept;
            for (int p : tied)
                if (byCount ? onHills[p] == most : onHills[p] > 0) kept << p;
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
    QList<int> all(m_players.size(), 0), onHills(m_players.size(), 0);
    if (tally)
        addTallied(*tally, root, &all, &onHills);
    else
        countMeeples(root, &all, &onHills);
    pickWinners(all, onHills, final, event);
}

ScoreEvent Game::scoreFeature(int node, bool final, const MeepleTally *tally, bool lean) const
{
    ScoreEvent e;
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
    const int value = termTotal(e);
    for (const QString &w : e.winners)
        e.points.insert(w, value);
    return e;
}

} // namespace ml
