#include "game.h"

#include <algorithm>

namespace ml {

namespace {

QString cellText(Cell c) { return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y); }

RuleError err(const char *rule, const QString &reason)
{
    return {QString::fromLatin1(rule), reason};
}

// The board-orientation name of a segment of `type` lying at `at` turned by `rot`: a middle
// port if it owns one (reads best), else its first port; monastery/castle by name.
QString locationFor(const TileType &type, Cell at, int rot, int segment, Cell *cell)
{
    const Segment &s = type.segments[segment];
    if (cell)
        *cell = at;
    if (s.kind == SegmentKind::Monastery)
        return QStringLiteral("monastery");
    if (s.kind == SegmentKind::Castle)
        return QStringLiteral("castle");
    int best = -1;
    for (int bit = 0; bit < 24; ++bit) {
        if (!(s.ports & (1u << bit)))
            continue;
        // Skip ports shared with another segment: they would name two places at once.
        if (type.portOwners[size_t(bit)][1] >= 0)
            continue;
        if (best < 0 || (isMiddlePort(bit % 12) && !isMiddlePort(best % 12)))
            best = bit;
    }
    if (best < 0)
        return {};
    if (cell)
        *cell = best >= 12 ? secondCell(at, rot) : at;
    return portName(rotatePort(best % 12, rot));
}

} // namespace

QString figureTypeName(FigureType type)
{
    switch (type) {
    case FigureType::Meeple: return QStringLiteral("meeple");
    case FigureType::Shepherd: return QStringLiteral("shepherd");
    case FigureType::Mage: return QStringLiteral("mage");
    case FigureType::Witch: return QStringLiteral("witch");
    }
    return {};
}

bool figureTypeFromName(QStringView name, FigureType *type)
{
    for (FigureType t : {FigureType::Meeple, FigureType::Shepherd, FigureType::Mage, FigureType::Witch})
        if (figureTypeName(t) == name) {
            *type = t;
            return true;
        }
    return false;
}

Game::Game(TileCatalogue catalogue, quint8 sets, Edition edition, RuleOptions options)
    : m_catalogue(std::move(catalogue)), m_sets(sets), m_edition(edition), m_options(options)
{
}

int Game::playerIndex(const QString &id) const
{
    for (int i = 0; i < m_players.size(); ++i)
        if (m_players[i].id == id)
            return i;
    return -1;
}

int Game::meeplesInHand(int player) const
{
    int onBoard = 0;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Meeple && f.player == player)
            ++onBoard;
    return m_players[player].meepleSupply - onBoard;
}

int Game::shepherdsInHand(int player) const
{
    int onBoard = 0;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Shepherd && f.player == player)
            ++onBoard;
    return m_players[player].shepherdSupply - onBoard;
}

void Game::addPlayer(const Player &player)
{
    m_players << player;
    m_players.last().score = player.startScore;
}

// ---------------------------------------------------------------- set-up

std::optional<RuleError> Game::setupTile(const TileType &type, Cell at, int rot,
                                         const QString &under)
{
    const PlacementProblem p = m_board.checkPlacement(type, at, rot, false);
    if (!p.ok())
        return RuleError{p.rule, p.reason};
    m_board.place(type, at, rot, under);
    return std::nullopt;
}

std::optional<RuleError> Game::setupFigure(FigureType type, int player, Cell at, const QString &on,
                                           const QStringList &flock)
{
    int tile = -1, segment = -1;
    QString why;
    if (!resolveLocation(at, on, &tile, &segment, &why))
        return err("R-BASE-5", why);
    if (auto e = checkFigureRules(type, player, tile, segment, false))
        return e;
    if (type == FigureType::Meeple && meeplesInHand(player) <= 0)
        return err("R-BASE-1", QStringLiteral("player %1 has no meeple left in supply")
                                   .arg(m_players[player].id));
    Figure f;
    f.type = type;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    f.flock = flock;
    addFigureRecord(f);
    return std::nullopt;
}

std::optional<RuleError> Game::checkSetup() const
{
    for (const Figure &f : m_figures) {
        const int node = m_board.node(f.tile, f.segment);
        const SegmentKind kind = m_board.kindOf(node);
        if (f.type == FigureType::Meeple && kind != SegmentKind::Field && m_board.isComplete(node)) {
            Cell cell;
            const QString where = locationName(f.tile, f.segment, &cell);
            return err("R-BASE-12",
                       QStringLiteral("the %1 at %2 %3 is already complete with a meeple on it; "
                                      "that cannot arise in play (it would have been scored)")
                           .arg(segmentKindName(kind), cellText(cell), where));
        }
    }
    return std::nullopt;
}

bool Game::resolveLocation(Cell at, const QString &on, int *tile, int *segment,
                           QString *error) const
{
    const int ti = m_board.tileIndexAt(at);
    if (ti < 0) {
        *error = QStringLiteral("there is no tile at %1").arg(cellText(at));
        return false;
    }
    const PlacedTile &t = m_board.tiles()[size_t(ti)];
    *tile = ti;
    if (on == u"monastery" || on == u"castle") {
        const SegmentKind kind = on == u"monastery" ? SegmentKind::Monastery : SegmentKind::Castle;
        *segment = t.type->segmentOfKind(kind);
        if (*segment < 0) {
            *error = QStringLiteral("tile %1 at %2 has no %3").arg(t.type->id, cellText(at), on);
            return false;
        }
        return true;
    }
    const int port = portFromName(on);
    if (port < 0) {
        *error = QStringLiteral("'%1' is not a location (use a port such as N, Nw, En, or "
                                "monastery, castle)")
                     .arg(on);
        return false;
    }
    const QList<int> owners = m_board.segmentsAtPort(at, port);
    if (owners.isEmpty()) {
        *error = QStringLiteral("tile %1 at %2 has no feature at port %3")
                     .arg(t.type->id, cellText(at), on);
        return false;
    }
    if (owners.size() > 1) {
        *error = QStringLiteral("port %1 of %2 belongs to two cities; name another port of the "
                                "one you mean")
                     .arg(on, cellText(at));
        return false;
    }
    *segment = owners.first();
    return true;
}

QString Game::locationName(int tile, int segment, Cell *cell) const
{
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    return locationFor(*t.type, t.at, t.rot, segment, cell);
}

// What a figure may stand on, apart from occupancy (R-BASE-5, R-HS-HI-3, R-HS-VI-1).
std::optional<RuleError> Game::checkFigureRules(FigureType type, int player, int tile, int segment,
                                                bool onPlacedTile) const
{
    Q_UNUSED(onPlacedTile)
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    const SegmentKind kind = t.type->segments[segment].kind;
    if (type != FigureType::Meeple)
        return err("R-BASE-5", QStringLiteral("%1 figures are not supported yet")
                                   .arg(figureTypeName(type)));
    if (player < 0)
        return err("R-BASE-5", QStringLiteral("a meeple needs a player"));
    Q_UNUSED(kind)
    return std::nullopt;
}

void Game::addFigureRecord(const Figure &f)
{
    m_figures << f;
    m_board.addFigure(m_board.node(f.tile, f.segment), f.type == FigureType::Meeple, 1);
}

void Game::removeFigureAt(int index)
{
    const Figure f = m_figures.takeAt(index);
    m_board.addFigure(m_board.node(f.tile, f.segment), f.type == FigureType::Meeple, -1);
}

// ---------------------------------------------------------------- play

std::optional<RuleError> Game::playMove(const Move &move, QList<ScoreEvent> *events)
{
    const int player = playerIndex(move.player);
    if (player < 0)
        return err("R-BASE-2", QStringLiteral("unknown player '%1'").arg(move.player));
    const TileType *type = m_catalogue.find(move.tile);
    if (!type)
        return err("R-BASE-3", QStringLiteral("unknown tile '%1'").arg(move.tile));

    if (move.kind == Move::Kind::Discard) {
        if (m_board.hasLegalPlacement(*type)) {
            const Placement p = m_board.legalPlacements(*type).value(0);
            return err("R-BASE-4", QStringLiteral("tile %1 fits on the board (for example at %2, "
                                                  "rotation %3), so it cannot be discarded")
                                       .arg(type->id, cellText(p.at))
                                       .arg(p.rot * 90));
        }
        ++m_moveIndex;
        return std::nullopt;
    }
    if (move.kind == Move::Kind::Castle)
        return err("R-GC-3", QStringLiteral("placing castles from hand is not supported yet"));

    if (auto e = stepPlaceTile(move, player, type))
        return e;
    const int tile = int(m_board.tiles().size()) - 1;
    if (auto e = stepPlaceFigure(move, player, tile))
        return e;
    stepScoreCompleted(tile, events);
    ++m_moveIndex;
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceTile(const Move &move, int player, const TileType *&type)
{
    Q_UNUSED(player)
    const PlacementProblem p = m_board.checkPlacement(*type, move.at, move.rot);
    if (!p.ok())
        return RuleError{p.rule, p.reason};
    m_board.place(*type, move.at, move.rot, move.under);
    return std::nullopt;
}

std::optional<RuleError> Game::stepPlaceFigure(const Move &move, int player, int tile)
{
    if (!move.figure)
        return std::nullopt;
    const FigureChoice &choice = *move.figure;
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    const Cell at = choice.at.value_or(t.at);
    if (m_board.tileIndexAt(at) != tile)
        return err("R-BASE-5", QStringLiteral("a figure may only go on the tile just placed, "
                                              "not on %1")
                                   .arg(cellText(at)));
    int ti = -1, segment = -1;
    QString why;
    if (!resolveLocation(at, choice.on, &ti, &segment, &why))
        return err("R-BASE-5", why);
    if (auto e = checkFigureRules(choice.type, player, tile, segment, true))
        return e;
    if (meeplesInHand(player) <= 0)
        return err("R-BASE-5", QStringLiteral("player %1 has no meeple left in supply")
                                   .arg(m_players[player].id));
    const int node = m_board.node(tile, segment);
    if (m_board.meeplesOn(node) > 0)
        return err("R-BASE-6", QStringLiteral("the %1 at %2 %3 already has a meeple on it "
                                              "(somewhere along the feature)")
                                   .arg(segmentKindName(m_board.kindOf(node)), cellText(at),
                                        choice.on));
    Figure f;
    f.type = FigureType::Meeple;
    f.player = player;
    f.tile = tile;
    f.segment = segment;
    addFigureRecord(f);
    return std::nullopt;
}

void Game::stepScoreCompleted(int tile, QList<ScoreEvent> *events)
{
    for (int root : m_board.featuresCompletedBy(tile)) {
        ScoreEvent e = scoreFeature(root, false);
        e.move = m_moveIndex;
        e.phase = ScoreEvent::Phase::Scoring;
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            m_players[playerIndex(it.key())].score += it.value();
        returnFigures(root);
        if (events)
            events->append(e);
    }
}

void Game::returnFigures(int root)
{
    for (int i = int(m_figures.size()) - 1; i >= 0; --i) {
        const Figure &f = m_figures[i];
        const int node = m_board.node(f.tile, f.segment);
        if (f.type == FigureType::Meeple && m_board.root(node) == m_board.root(root))
            removeFigureAt(i);
    }
}

QList<FigureOption> Game::figureOptions(const TileType &type, const Placement &placement,
                                        int player) const
{
    QList<FigureOption> options;
    if (player < 0 || meeplesInHand(player) <= 0)
        return options;
    const QList<QList<int>> joins = m_board.previewJoins(type, placement.at, placement.rot);
    for (int i = 0; i < type.segments.size(); ++i) {
        // The new segment's feature = the existing features it touches, plus those of any
        // other new segment that touches one of them (a tile can bridge features).
        QList<int> roots = joins[i];
        for (bool grew = true; grew;) {
            grew = false;
            for (int j = 0; j < type.segments.size(); ++j) {
                if (j == i || type.segments[j].kind != type.segments[i].kind)
                    continue;
                bool shares = false;
                for (int r : joins[j])
                    shares = shares || roots.contains(r);
                if (!shares)
                    continue;
                for (int r : joins[j])
                    if (!roots.contains(r)) {
                        roots << r;
                        grew = true;
                    }
            }
        }
        bool occupied = false;
        for (int r : roots)
            occupied = occupied || m_board.meeplesOn(r) > 0;
        if (occupied)
            continue;
        FigureOption o;
        o.type = FigureType::Meeple;
        o.segment = i;
        o.kind = type.segments[i].kind;
        o.on = locationFor(type, placement.at, placement.rot, i, &o.at);
        if (!o.on.isEmpty())
            options << o;
    }
    return options;
}

} // namespace ml
