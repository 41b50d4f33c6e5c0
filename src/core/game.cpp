#include "game.h"

#include <algorithm>

namespace ml
{

namespace
{

QString cellText(Cell c)
{
    return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
}

RuleError err(const char *rule, const QString &reason)
{
    return {QString::fromLatin1(rule), reason};
}

} // namespace

// The board-orientation name of a segment of `type` lying at `at` turned by `rot`: a middle
// port if it owns one (reads best), else its first port; monastery/castle by name.
QString locationFor(const TileType &type, Cell at, int rot, int segment, Cell *cell)
{
    const Segment &s = type.segments[segment];
    if (cell) *cell = at;
    if (s.kind == SegmentKind::Monastery) return QStringLiteral("monastery");
    if (s.kind == SegmentKind::Castle) return QStringLiteral("castle");
    int best = -1;
    for (int bit = 0; bit < 24; ++bit) {
        if (!(s.ports & (1u << bit))) continue;
        // Skip ports shared with another segment: they would name two places at once.
        if (type.portOwners[size_t(bit)][1] >= 0) continue;
        if (best < 0 || (isMiddlePort(bit % 12) && !isMiddlePort(best % 12))) best = bit;
    }
    if (best < 0) return {};
    if (cell) *cell = best >= 12 ? secondCell(at, rot) : at;
    return portName(rotatePort(best % 12, rot));
}

QString figureTypeName(FigureType type)
{
    switch (type) {
    case FigureType::Meeple:
        return QStringLiteral("meeple");
    case FigureType::Shepherd:
        return QStringLiteral("shepherd");
    case FigureType::Mage:
        return QStringLiteral("mage");
    case FigureType::Witch:
        return QStringLiteral("witch");
    }
    return {};
}

bool figureTypeFromName(QStringView name, FigureType *type)
{
    for (FigureType t :
         {FigureType::Meeple, FigureType::Shepherd, FigureType::Mage, FigureType::Witch})
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
        if (m_players[i].id == id) return i;
    return -1;
}

int Game::meeplesInHand(int player) const
{
    int onBoard = 0;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Meeple && f.player == player) ++onBoard;
    return m_players[player].meepleSupply - onBoard;
}

int Game::shepherdsInHand(int player) const
{
    int onBoard = 0;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Shepherd && f.player == player) ++onBoard;
    return m_players[player].shepherdSupply - onBoard;
}

void Game::setBagDraws(const QStringList &draws, quint32 seed)
{
    m_bag.setScript(draws);
    m_bag.setSeed(seed);
}

void Game::addPlayer(const Player &player)
{
    m_players << player;
    m_players.last().score = player.startScore;
}

// ---------------------------------------------------------------- set-up

std::optional<RuleError> Game::setupTile(const TileType &type, Cell at, int rot,
                                         const QString &under, bool allowMismatchedSides)
{
    const PlacementProblem p = m_board.checkPlacement(type, at, rot, false, allowMismatchedSides);
    if (!p.ok()) return RuleError{p.rule, p.reason};
    m_board.place(type, at, rot, under, allowMismatchedSides);
    return std::nullopt;
}

std::optional<RuleError> Game::setupFigure(FigureType type, int player, Cell at, const QString &on,
                                           const QStringList &flock)
{
    int tile = -1, segment = -1;
    QString why;
    if (!resolveLocation(at, on, &tile, &segment, &why)) return err("R-BASE-5", why);
    if (auto e = checkFigureRules(type, player, tile, segment, false)) return e;
    if (type == FigureType::Meeple && meeplesInHand(player) <= 0)
        return err(
            "R-BASE-1",
            QStringLiteral("player %1 has no meeple left in supply").arg(m_players[player].id));
    if (type == FigureType::Shepherd) {
        if (shepherdsInHand(player) <= 0)
            return err("R-HS-2", QStringLiteral("player %1 has no shepherd left in supply")
                                     .arg(m_players[player].id));
        for (const QString &token : flock) {
            if (Bag::sheepOn(token) == 0)
                return err("R-HS-SH-1",
                           QStringLiteral("a flock holds sheep tokens only, not '%1'").arg(token));
            if (!m_bag.takeForSetup(token))
                return err("R-HS-1", QStringLiteral("there is no sheep token '%1' left: the bag "
                                                    "holds only 18 tokens")
                                         .arg(token));
        }
    }
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
        if (f.type == FigureType::Meeple && kind != SegmentKind::Field &&
            m_board.isComplete(node)) {
            Cell cell;
            const QString where = locationName(f.tile, f.segment, &cell);
            return err("R-BASE-12",
                       QStringLiteral("the %1 at %2 %3 is already complete with a meeple on it; "
                                      "that cannot arise in play (it would have been scored)")
                           .arg(segmentKindName(kind), cellText(cell), where));
        }
        if (f.type == FigureType::Shepherd && m_board.isComplete(node)) {
            Cell cell;
            const QString where = locationName(f.tile, f.segment, &cell);
            return err("R-HS-SH-8", QStringLiteral("the field at %1 %2 is closed and holds a "
                                                   "shepherd; its flock would have gone to the "
                                                   "stable")
                                        .arg(cellText(cell), where));
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

// What a figure may stand on, apart from occupancy (R-BASE-5, R-HS-SH-1).
std::optional<RuleError> Game::checkFigureRules(FigureType type, int player, int tile, int segment,
                                                bool onPlacedTile) const
{
    const PlacedTile &t = m_board.tiles()[size_t(tile)];
    const SegmentKind kind = t.type->segments[segment].kind;
    switch (type) {
    case FigureType::Meeple:
        if (player < 0) return err("R-BASE-5", QStringLiteral("a meeple needs a player"));
        return std::nullopt;
    case FigureType::Shepherd:
        if (!(m_sets & SetHillsSheep))
            return err("R-HS-SH-1", QStringLiteral("shepherds need the hills-sheep set"));
        if (player < 0) return err("R-HS-SH-1", QStringLiteral("a shepherd needs a player"));
        if (kind != SegmentKind::Field)
            return err("R-HS-SH-1", QStringLiteral("a shepherd stands only on a field, not on a %1")
                                        .arg(segmentKindName(kind)));
        // In play a shepherd never joins another (R-HS-SH-2); a set-up may show two in one
        // field, since merging fields brings them together (R-HS-SH-7).
        if (onPlacedTile && m_board.shepherdsIn(m_board.node(tile, segment)) > 0)
            return err("R-HS-SH-2", QStringLiteral("that field already has a shepherd"));
        return std::nullopt;
    case FigureType::Mage:
    case FigureType::Witch: {
        if (!(m_sets & SetMageWitch))
            return err("R-MW-1", QStringLiteral("the mage and the witch need the mage-witch set"));
        if (magicFigureIndex(type) >= 0)
            return err("R-MW-1", QStringLiteral("there is only one %1").arg(figureTypeName(type)));
        QString why;
        if (!isMagicDestination(type, tile, segment, &why)) return err("R-MW-4", why);
        return std::nullopt;
    }
    }
    return std::nullopt;
}

static Board::FigureCounter counterOf(FigureType type)
{
    switch (type) {
    case FigureType::Meeple:
        return Board::Meeples;
    case FigureType::Shepherd:
        return Board::Shepherds;
    default:
        return Board::MagicFigures;
    }
}

void Game::addFigureRecord(const Figure &f)
{
    m_figures << f;
    m_board.addFigure(m_board.node(f.tile, f.segment), counterOf(f.type), 1);
}

void Game::removeFigureAt(int index)
{
    const Figure f = m_figures.takeAt(index);
    m_board.addFigure(m_board.node(f.tile, f.segment), counterOf(f.type), -1);
}

} // namespace ml
