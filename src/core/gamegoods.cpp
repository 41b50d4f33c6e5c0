// SPDX-License-Identifier: GPL-3.0-or-later
// Traders & Builders' goods (docs/rules/traders-builders.md, R-TB-3..7): the completer of a city
// takes its goods tokens; the most tokens of a kind score 10 at the end.
#include "game.h"

namespace ml
{

void Game::takeGoods(int root, int player, ScoreEvent *e)
{
    if (!(m_sets & SetTradersBuilders) || m_board.kindOf(root) != SegmentKind::City) return;
    const GoodsCounts goods = m_board.goods(root);
    if (goods == GoodsCounts{}) return;
    // Whoever placed the completing tile, knight there or not (R-TB-4, R-TB-5); the supply
    // never runs out (R-TB-3).
    for (int g = 0; g < kGoodsKinds; ++g)
        m_players[player].goods[size_t(g)] += goods[size_t(g)];
    if (!e) return;
    e->goodsTaker = m_players[player].id;
    e->goodsTaken = goods;
    e->rules << QStringLiteral("R-TB-4");
    if (!e->winners.contains(e->goodsTaker)) e->rules << QStringLiteral("R-TB-5");
}

QList<ScoreEvent> Game::scoreGoods() const
{
    QList<ScoreEvent> events;
    if (!(m_sets & SetTradersBuilders)) return events;
    for (int g = 0; g < kGoodsKinds; ++g) {
        ScoreEvent e;
        e.phase = ScoreEvent::Phase::Final;
        e.feature = ScoredFeature::Goods;
        e.goodsKind = Goods(g);
        e.rules << QStringLiteral("R-TB-7");
        int most = 0;
        for (const Player &p : m_players) {
            const int n = p.goods[size_t(g)];
            if (n > 0) e.goodsCounts.insert(p.id, n);
            most = std::max(most, n);
        }
        // A kind nobody holds scores for nobody (R-TB-7); every tied player scores 10.
        if (most > 0) {
            for (const Player &p : m_players)
                if (p.goods[size_t(g)] == most) {
                    e.winners << p.id;
                    e.points.insert(p.id, 10);
                }
            e.breakdown.append({Term::GoodsMajority, most, 10});
            e.decidedBy = e.winners.size() > 1 ? Decider::Tie : Decider::Majority;
        }
        events << e;
    }
    return events;
}

} // namespace ml
