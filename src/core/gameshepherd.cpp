// SPDX-License-Identifier: GPL-3.0-or-later
// Hills & Sheep: shepherds, flocks and the bag (R-HS-SH-*, docs/rules/hills-sheep.md).
#include "game.h"
#include "gamerefusals.h"

namespace ml
{

QList<int> Game::shepherdsIn(int fieldRoot) const
{
    QList<int> out;
    const int r = m_board.root(fieldRoot);
    for (int i = 0; i < m_figures.size(); ++i) {
        const Figure &f = m_figures[i];
        if (f.type == FigureType::Shepherd && m_board.root(m_board.node(f.tile, f.segment)) == r)
            out << i;
    }
    return out;
}

ScoreEvent Game::flockEvent(int fieldRoot, const QString &rule) const
{
    ScoreEvent e;
    e.move = m_moveIndex;
    e.phase = ScoreEvent::Phase::Figures;
    e.feature = ScoredFeature::Flock;
    e.complete = m_board.isComplete(fieldRoot);
    e.cells = m_board.cells(fieldRoot);
    addFeatureSegments(e, m_board, fieldRoot);
    e.rules << rule;
    return e;
}

QList<int> Game::flockActionFields(int player, int tile) const
{
    QList<int> fields;
    // The placement draw is the only draw of the turn the shepherd arrives (R-HS-SH-4).
    // Without the set no shepherd is on the board (R-HS-SH-1 refuses one).
    if (m_shepherdPlacedThisTurn || !(m_sets & SetHillsSheep)) return fields;
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    for (int s = 0; s < t.type->segments.size(); ++s) {
        if (t.type->segments[s].kind != SegmentKind::Field) continue;
        const int root = m_board.root(t.firstNode + s);
        if (fields.contains(root) || m_board.shepherdsIn(root) == 0) continue;
        for (int i : shepherdsIn(root))
            if (m_figures[i].player == player) {
                fields << root;
                break;
            }
    }
    return fields;
}

std::optional<RuleError> Game::placeShepherd(int player, int tile, int segment,
                                             QList<ScoreEvent> *events)
{
    if (shepherdsInHand(player) <= 0)
        return err(RefusalCode::NoShepherdLeft, "R-HS-2", {m_players[player].id});
    Figure f;
    f.type = FigureType::Shepherd;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    addFigureRecord(f);
    m_shepherdPlacedThisTurn = true;
    // The placement draw: a sheep stays, a wolf sends the shepherd home (R-HS-SH-1).
    return growFlock(m_board.node(tile, segment), player, QStringLiteral("R-HS-SH-1"), events);
}

std::optional<RuleError> Game::growFlock(int fieldRoot, int player, const QString &rule,
                                         QList<ScoreEvent> *events)
{
    Refusal why;
    const QString token = m_bag.draw(&why);
    if (token.isEmpty()) {
        why.rule = rule;
        return why;
    }
    ScoreEvent e = flockEvent(fieldRoot, rule);
    e.draw = token;
    const QList<int> shepherds = shepherdsIn(fieldRoot);
    if (Bag::sheepOn(token) > 0) {
        for (int i : shepherds)
            if (m_figures[i].player == player) {
                changeFigure(i).flock << token;
                break;
            }
    } else {
        // The wolf scatters every flock of the field and goes back into the bag itself.
        m_bag.putBack(token);
        if (shepherds.size() > 1) e.rules << QStringLiteral("R-HS-SH-7");
        e.shepherds = scatterFlock(fieldRoot);
    }
    if (events) events->append(e);
    return std::nullopt;
}

QList<LeavingShepherd> Game::scatterFlock(int fieldRoot)
{
    const QList<int> shepherds = shepherdsIn(fieldRoot);
    QList<LeavingShepherd> leaving;
    for (int i : shepherds) {
        const Figure &f = m_figures[i];
        leaving.append({m_players[f.player].id, {f.tile, f.segment}, f.flock});
    }
    for (int k = int(shepherds.size()) - 1; k >= 0; --k) {
        for (const QString &token : m_figures[shepherds[k]].flock)
            m_bag.putBack(token);
        removeFigureAt(shepherds[k]);
    }
    return leaving;
}

void Game::standShepherdsAgain(const ScoreEvent &e, int drawer)
{
    bool drawShown = e.draw.isEmpty() || Bag::sheepOn(e.draw) > 0; // a sheep stays anyway
    for (const LeavingShepherd &s : e.shepherds) {
        Figure f;
        f.type = FigureType::Shepherd;
        f.player = playerIndex(s.player);
        f.tile = s.at.tile;
        f.segment = s.at.segment;
        f.flock = s.flock;
        if (f.player < 0 || f.tile < 0 || f.tile >= int(m_board.tiles().size())) continue;
        if (!drawShown && f.player == drawer) {
            f.flock << e.draw;
            drawShown = true;
        }
        addFigureRecord(f);
    }
}

void Game::stableFlock(int fieldRoot, const QStringList &rules, QList<ScoreEvent> *events)
{
    const QList<int> shepherds = shepherdsIn(fieldRoot);
    ScoreEvent e = flockEvent(fieldRoot, rules.value(0));
    e.rules = rules;
    if (shepherds.size() > 1 && !e.rules.contains(u"R-HS-SH-7"))
        e.rules << QStringLiteral("R-HS-SH-7");
    int sheep = 0;
    QList<bool> involved(m_players.size(), false);
    for (int i : shepherds) {
        for (const QString &token : m_figures[i].flock)
            sheep += Bag::sheepOn(token);
        involved[m_figures[i].player] = true;
    }
    // Every player with a shepherd there scores the whole flock once (R-HS-SH-7).
    for (int p = 0; p < m_players.size(); ++p)
        if (involved[p]) {
            e.winners << m_players[p].id;
            e.points.insert(m_players[p].id, sheep);
        }
    e.decidedBy = e.winners.size() > 1 ? Decider::Tie : Decider::Majority;
    e.breakdown.append({Term::Sheep, sheep, sheep});
    applyPoints(e);
    e.shepherds = scatterFlock(fieldRoot); // tokens back to the bag, shepherds home
    if (events) events->append(e);
}

std::optional<RuleError> Game::stepFlockAction(const Move &move, int player, int tile,
                                               QList<ScoreEvent> *events)
{
    const QList<int> fields = flockActionFields(player, tile);
    if (fields.isEmpty()) {
        if (!move.flockAction.isEmpty())
            return err(m_shepherdPlacedThisTurn ? RefusalCode::NoFlockActionDueNewShepherd
                                                : RefusalCode::NoFlockActionDue,
                       "R-HS-SH-4");
        return std::nullopt;
    }
    if (move.flockAction.isEmpty()) {
        if (m_options.shepherdOptional) return std::nullopt;
        return err(RefusalCode::FlockActionNeeded, "R-HS-SH-4");
    }
    for (int root : fields) {
        if (move.flockAction == u"grow") {
            if (m_bag.isEmpty()) return err(RefusalCode::BagEmptyNoGrow, "R-HS-SH-14");
            if (auto e = growFlock(root, player, QStringLiteral("R-HS-SH-5"), events)) return e;
        } else if (move.flockAction == u"stable") {
            stableFlock(root, {QStringLiteral("R-HS-SH-6")}, events);
        } else {
            return err(RefusalCode::FlockActionName, "R-HS-SH-4", {move.flockAction});
        }
    }
    return std::nullopt;
}

// A field closed by this tile sends its flocks to the stable at once (R-HS-SH-8, -9, -10).
void Game::stepAutoStable(int tile, QList<ScoreEvent> *events)
{
    if (!(m_sets & SetHillsSheep)) return; // no shepherds without the set
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    QList<int> done;
    for (int s = 0; s < t.type->segments.size(); ++s) {
        if (t.type->segments[s].kind != SegmentKind::Field) continue;
        const int root = m_board.root(t.firstNode + s);
        if (done.contains(root) || !m_board.isComplete(root) || m_board.shepherdsIn(root) == 0)
            continue;
        done << root;
        QStringList rules{QStringLiteral("R-HS-SH-8")};
        if (m_shepherdPlacedThisTurn) rules << QStringLiteral("R-HS-SH-9");
        stableFlock(root, rules, events);
    }
}

} // namespace ml
