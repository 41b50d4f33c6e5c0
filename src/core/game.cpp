// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"
#include "gamerefusals.h"

#include <algorithm>

namespace ml
{

// The board-orientation name of a segment of `type` lying at `at` turned by `rot`: a middle
// port if it owns one (reads best), else its first port; monastery/castle by name.
QString locationFor(const TileType &type, Cell at, int rot, int segment, Cell *cell)
{
    const Segment &s = type.segments[segment];
    if (cell) *cell = at;
    if (s.kind == SegmentKind::Monastery) return QStringLiteral("monastery");
    if (s.kind == SegmentKind::Castle) return QStringLiteral("castle");
    if (s.kind == SegmentKind::Garden) return QStringLiteral("garden");
    if (s.kind == SegmentKind::Field && s.ports == 0) return QStringLiteral("inner");
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

RuleSet figureSet(FigureType type)
{
    switch (type) {
    case FigureType::Meeple:
        return SetBase;
    case FigureType::Shepherd:
        return SetHillsSheep;
    case FigureType::Mage:
    case FigureType::Witch:
        return SetMageWitch;
    case FigureType::Abbot:
        return SetAbbot;
    case FigureType::LargeMeeple:
        return SetInnsCathedrals;
    case FigureType::Builder:
    case FigureType::Pig:
        return SetTradersBuilders;
    }
    return SetBase;
}

QList<FigureType> figuresInSets(quint8 sets)
{
    QList<FigureType> out;
    for (FigureType t :
         {FigureType::Meeple, FigureType::LargeMeeple, FigureType::Shepherd, FigureType::Mage,
          FigureType::Witch, FigureType::Abbot, FigureType::Builder, FigureType::Pig})
        if (figureInSets(t, sets)) out.append(t);
    return out;
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
    case FigureType::Abbot:
        return QStringLiteral("abbot");
    case FigureType::LargeMeeple:
        return QStringLiteral("large-meeple");
    case FigureType::Builder:
        return QStringLiteral("builder");
    case FigureType::Pig:
        return QStringLiteral("pig");
    }
    return {};
}

bool figureTypeFromName(QStringView name, FigureType *type)
{
    for (FigureType t :
         {FigureType::Meeple, FigureType::Shepherd, FigureType::Mage, FigureType::Witch,
          FigureType::Abbot, FigureType::LargeMeeple, FigureType::Builder, FigureType::Pig})
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
    const Player &p = m_players[player];
    return p.meepleSupply - p.meeplesOnBoard;
}

int Game::shepherdsInHand(int player) const
{
    int onBoard = 0;
    for (const Figure &f : m_figures)
        if (f.type == FigureType::Shepherd && f.player == player) ++onBoard;
    return m_players[player].shepherdSupply - onBoard;
}

int Game::abbotsInHand(int player) const
{
    return m_players[player].abbotSupply - (abbotOf(player) >= 0 ? 1 : 0);
}

int Game::figuresInHand(int player, FigureType type) const
{
    const Player &p = m_players[player];
    int supply = 0;
    switch (type) {
    case FigureType::Meeple:
        return meeplesInHand(player);
    case FigureType::Shepherd:
        return shepherdsInHand(player);
    case FigureType::Abbot:
        return abbotsInHand(player);
    case FigureType::Mage:
    case FigureType::Witch:
        return 0; // nobody's (R-MW-1)
    case FigureType::LargeMeeple:
        supply = p.largeMeepleSupply;
        break;
    case FigureType::Builder:
        supply = p.builderSupply;
        break;
    case FigureType::Pig:
        supply = p.pigSupply;
        break;
    }
    for (const Figure &f : m_figures)
        if (f.type == type && f.player == player) --supply;
    return supply;
}

int Game::abbotOf(int player) const
{
    for (int i = 0; i < m_figures.size(); ++i)
        if (m_figures[i].type == FigureType::Abbot && m_figures[i].player == player) return i;
    return -1;
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
    m_players.last().meeplesOnBoard = 0; // a new seat has no figure on the board yet
}

// ---------------------------------------------------------------- set-up

std::optional<RuleError> Game::setupTile(const TileType &type, Cell at, int rot,
                                         const QString &under, bool allowMismatchedSides)
{
    const PlacementProblem p = m_board.checkPlacement(type, at, rot, false, allowMismatchedSides);
    if (!p.ok()) return p;
    if (auto e = underRefusal(under, type, false)) return e;
    m_board.place(type, at, rot, under.isEmpty() ? nullptr : m_catalogue.find(under),
                  allowMismatchedSides);
    return std::nullopt;
}

std::optional<RuleError> Game::setupFigure(FigureType type, int player, Cell at, const QString &on,
                                           const QStringList &flock)
{
    int tile = -1, segment = -1;
    Refusal why;
    if (!resolveLocation(at, on, &tile, &segment, &why)) return under("R-BASE-5", why);
    if (auto e = checkFigureRules(type, player, tile, segment, false)) return e;
    if (type == FigureType::Meeple && meeplesInHand(player) <= 0)
        return err(RefusalCode::NoMeepleLeft, "R-BASE-1", {m_players[player].id});
    // No more large meeples, builders or pigs on the board than the supply (R-IC-1, R-TB-1).
    if ((type == FigureType::LargeMeeple || type == FigureType::Builder ||
         type == FigureType::Pig) &&
        figuresInHand(player, type) <= 0)
        return err(RefusalCode::NoFigureLeft, type == FigureType::LargeMeeple ? "R-IC-1" : "R-TB-1",
                   {m_players[player].id, figureTypeName(type)});
    // One abbot per player (R-AB-1): a second one, or one beyond a supply of 0.
    if (type == FigureType::Abbot && abbotsInHand(player) <= 0)
        return err(RefusalCode::NoAbbotLeft, "R-AB-1", {m_players[player].id});
    if (type == FigureType::Shepherd) {
        if (shepherdsInHand(player) <= 0)
            return err(RefusalCode::NoShepherdLeft, "R-HS-2", {m_players[player].id});
        for (const QString &token : flock) {
            if (Bag::sheepOn(token) == 0)
                return err(RefusalCode::FlockNotSheep, "R-HS-SH-1", {token});
            if (!m_bag.takeForSetup(token))
                return err(RefusalCode::NoSuchSheepLeft, "R-HS-1", {token});
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
    for (const Player &p : m_players)
        if (p.abbotSupply > 1)
            return err(RefusalCode::AbbotSupplyOverOne, "R-AB-1",
                       {p.id, QString::number(p.abbotSupply)});
    for (const Figure &f : m_figures) {
        const int node = m_board.node(f.tile, f.segment);
        const SegmentKind kind = m_board.kindOf(node);
        if (isMeepleLike(f.type) && kind != SegmentKind::Field && m_board.isComplete(node)) {
            Cell cell;
            const QString where = locationName(f.tile, f.segment, &cell);
            return err(RefusalCode::SetupCompleteMeeple, "R-BASE-12",
                       {segmentKindName(kind), refusalCell(cell), where});
        }
        // A builder on a completed road or city would have gone home with its meeples
        // (R-TB-13); a builder or a pig without its owner's meeple or farmer could not have
        // been placed (R-TB-9, R-TB-16), nor two of one player in one feature.
        if (f.type == FigureType::Builder || f.type == FigureType::Pig) {
            if (f.type == FigureType::Builder && m_board.isComplete(node)) {
                Cell cell;
                const QString where = locationName(f.tile, f.segment, &cell);
                return err(RefusalCode::SetupCompleteMeeple, "R-TB-13",
                           {segmentKindName(kind), refusalCell(cell), where});
            }
            if (auto e = checkSpecialFigure(f.type, f.player, f.tile, f.segment, true, false))
                return e;
        }
        if (f.type == FigureType::Shepherd && m_board.isComplete(node)) {
            Cell cell;
            const QString where = locationName(f.tile, f.segment, &cell);
            return err(RefusalCode::SetupClosedShepherd, "R-HS-SH-8", {refusalCell(cell), where});
        }
    }
    return std::nullopt;
}

bool Game::resolveLocation(Cell at, const QString &on, int *tile, int *segment,
                           QString *error) const
{
    Refusal why;
    if (resolveLocation(at, on, tile, segment, &why)) return true;
    *error = why.reason;
    return false;
}

bool Game::resolveLocation(Cell at, const QString &on, int *tile, int *segment,
                           Refusal *error) const
{
    // The rule is the caller's: the same location names a meeple's or a mage's place.
    const auto refuse = [error](RefusalCode code, const QStringList &args) {
        *error = Refusal::make(code, "", args);
        return false;
    };
    const int ti = m_board.tileIndexAt(at);
    if (ti < 0) return refuse(RefusalCode::NoTileAt, {refusalCell(at)});
    const PlacedTile &t = m_board.tiles()[size_t(ti)];
    *tile = ti;
    if (on == u"monastery" || on == u"castle" || on == u"garden" || on == u"inner") {
        const SegmentKind kind = on == u"monastery" ? SegmentKind::Monastery
                                 : on == u"castle"  ? SegmentKind::Castle
                                 : on == u"garden"  ? SegmentKind::Garden
                                                    : SegmentKind::Field;
        // HS-14, MW-8 and RV-J have no garden in C1 (R-AB-2); the inner field is the field
        // without ports (docs/tiles.md).
        *segment = kind == SegmentKind::Garden  ? t.type->gardenSegment(m_edition)
                   : kind == SegmentKind::Field ? t.type->innerField()
                                                : t.type->segmentOfKind(kind);
        if (*segment < 0)
            return refuse(RefusalCode::TileLacksCentre, {t.type->id, refusalCell(at), on});
        return true;
    }
    const int port = portFromName(on);
    if (port < 0) return refuse(RefusalCode::NotALocation, {on});
    const QList<int> owners = m_board.segmentsAtPort(at, port);
    if (owners.isEmpty())
        return refuse(RefusalCode::NoFeatureAtPort, {t.type->id, refusalCell(at), on});
    if (owners.size() > 1) return refuse(RefusalCode::PortInTwoCities, {on, refusalCell(at)});
    *segment = owners.first();
    if (t.type->segments[*segment].kind == SegmentKind::River) {
        *error = Refusal::make(RefusalCode::RiverTakesNoFigure, "R-RI-8",
                               {t.type->id, refusalCell(at), on});
        return false;
    }
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
    // Only the abbot stands in a garden (R-AB-6), never the large meeple (R-IC-18).
    if (kind == SegmentKind::Garden && type != FigureType::Abbot)
        return err(RefusalCode::GardenOnlyForAbbot,
                   type == FigureType::LargeMeeple ? "R-IC-18" : "R-AB-6", {figureTypeName(type)});
    if (!(m_sets & figureSet(type)))
        return err(RefusalCode::FigureNotInPlay,
                   type == FigureType::LargeMeeple ? "R-IC-1" : "R-TB-1", {figureTypeName(type)});
    switch (type) {
    case FigureType::Meeple:
        if (player < 0) return err(RefusalCode::MeepleNeedsPlayer, "R-BASE-5");
        return std::nullopt;
    case FigureType::LargeMeeple: // under a meeple's rules (R-IC-15)
        if (player < 0) return err(RefusalCode::MeepleNeedsPlayer, "R-IC-15");
        return std::nullopt;
    case FigureType::Builder:
    case FigureType::Pig:
        if (player < 0) return err(RefusalCode::MeepleNeedsPlayer, "R-TB-1");
        // The conditions on the feature's other figures hold once the whole set-up is
        // there (checkSetup()); in a move the tile is placed already.
        return checkSpecialFigure(type, player, tile, segment, onPlacedTile, onPlacedTile);
    case FigureType::Abbot:
        if (!(m_sets & SetAbbot)) return err(RefusalCode::AbbotNotInPlay, "R-AB-1");
        if (player < 0) return err(RefusalCode::MeepleNeedsPlayer, "R-AB-1");
        if (kind != SegmentKind::Monastery && kind != SegmentKind::Garden)
            return err(RefusalCode::AbbotOnlyMonasteryOrGarden, "R-AB-9", {segmentKindName(kind)});
        return std::nullopt;
    case FigureType::Shepherd:
        if (!(m_sets & SetHillsSheep)) return err(RefusalCode::ShepherdsNotInPlay, "R-HS-SH-1");
        if (player < 0) return err(RefusalCode::ShepherdNeedsPlayer, "R-HS-SH-1");
        if (kind != SegmentKind::Field)
            return err(RefusalCode::ShepherdOnlyOnField, "R-HS-SH-1", {segmentKindName(kind)});
        // In play a shepherd never joins another (R-HS-SH-2); a set-up may show two in one
        // field, since merging fields brings them together (R-HS-SH-7).
        if (onPlacedTile && m_board.shepherdsIn(m_board.node(tile, segment)) > 0)
            return err(RefusalCode::FieldHasShepherd, "R-HS-SH-2");
        return std::nullopt;
    case FigureType::Mage:
    case FigureType::Witch: {
        if (!(m_sets & SetMageWitch)) return err(RefusalCode::MagicNotInPlay, "R-MW-1");
        if (magicFigureIndex(type) >= 0)
            return err(RefusalCode::OnlyOneMagic, "R-MW-1", {figureTypeName(type)});
        Refusal why;
        if (!isMagicDestination(type, tile, segment, &why)) return under("R-MW-4", why);
        return std::nullopt;
    }
    }
    return std::nullopt;
}

// The board counts the figures that occupy a feature or matter to its rules; builders and
// pigs do neither (R-TB-8, R-TB-15): Game finds them among its figures when it asks.
static std::optional<Board::FigureCounter> counterOf(FigureType type)
{
    switch (type) {
    case FigureType::Builder:
    case FigureType::Pig:
        return std::nullopt;
    case FigureType::Meeple:
    case FigureType::Abbot:       // a meeple for occupancy (R-AB-17)
    case FigureType::LargeMeeple: // one figure for occupancy (R-IC-17)
        return Board::Meeples;
    case FigureType::Shepherd:
        return Board::Shepherds;
    case FigureType::Mage:
    case FigureType::Witch:
        return Board::MagicFigures;
    }
    return std::nullopt;
}

void Game::addFigureRecord(const Figure &f)
{
    // Room for a game's figures at the first one (seven meeples each and more), so that the
    // list does not grow by steps in the turns that follow.
    if (m_figures.capacity() == 0) m_figures.reserve(32);
    if (m_trial.active) m_trial.figures.push_back({FigureChange::Added, int(m_figures.size()), f});
    m_figures << f;
    if (f.type == FigureType::Meeple && f.player >= 0) ++m_players[f.player].meeplesOnBoard;
    if (const auto counter = counterOf(f.type))
        m_board.addFigure(m_board.node(f.tile, f.segment), *counter, 1);
}

void Game::removeFigureAt(int index)
{
    const Figure f = m_figures.takeAt(index);
    if (m_trial.active) m_trial.figures.push_back({FigureChange::Removed, index, f});
    if (f.type == FigureType::Meeple && f.player >= 0) --m_players[f.player].meeplesOnBoard;
    if (const auto counter = counterOf(f.type))
        m_board.addFigure(m_board.node(f.tile, f.segment), *counter, -1);
}

} // namespace ml
