// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventtext.h"
#include "boarddocument.h"

#include <QPointF>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ml
{

namespace
{
bool isFinal(const ScoreEvent &e)
{
    return e.phase == ScoreEvent::Phase::Final;
}

// Eight compass points counter-clockwise from east (0 east, 2 north, 4 west, 6 south), or
// -1 when the ports balance out around the middle of the cell.
int compassPoint(QPointF v)
{
    // On a cell of side 1 (portOffset): within an eighth of it, the ports surround the middle.
    if (std::hypot(v.x(), v.y()) < 0.125) return -1;
    const double degrees = qRadiansToDegrees(std::atan2(-v.y(), v.x()));
    return (int(std::lround(degrees / 45.0)) % 8 + 8) % 8;
}
} // namespace

EventText::EventText(const QList<Player> &players, const CellNames &cells)
    : m_players(players), m_cells(cells)
{
}

EventText::EventText(const Stepper &stepper)
    : m_players(stepper.players()), m_cells(CellNames::forTimeline(stepper.timeline()))
{
}

QString EventText::playerName(const QString &id) const
{
    for (const Player &p : m_players)
        if (p.id == id) return BoardDocument::shownPlayerName(p.id, p.name);
    return id;
}

QString EventText::playerNames(const QStringList &ids) const
{
    QStringList names;
    for (const QString &id : ids)
        names << playerName(id);
    if (names.size() < 2) return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 and %2", "list of players").arg(names.join(tr(", ", "list separator")), last);
}

QString EventText::featureName(ScoredFeature feature)
{
    switch (feature) {
    case ScoredFeature::Road:
        return tr("road");
    case ScoredFeature::City:
        return tr("city");
    case ScoredFeature::Monastery:
        return tr("monastery");
    case ScoredFeature::Castle:
        return tr("castle");
    case ScoredFeature::Field:
        return tr("field");
    case ScoredFeature::Flock:
        return tr("flock");
    case ScoredFeature::Garden:
        return tr("garden");
    case ScoredFeature::Goods:
        return tr("goods");
    }
    return idOf(feature);
}

QString EventText::cellText(Cell cell) const
{
    return m_cells.name(cell);
}

QString EventText::sideWord(int side)
{
    switch (side) {
    case North:
        return tr("north", "compass side");
    case East:
        return tr("east", "compass side");
    case South:
        return tr("south", "compass side");
    default:
        return tr("west", "compass side");
    }
}

QString EventText::placeText(const Game &game, Cell at, const QString &on, SegmentKind *kind) const
{
    int tile = -1, segment = -1;
    QString why;
    const QString cell = cellText(at);
    if (!game.resolveLocation(at, on, &tile, &segment, &why))
        return tr("%1 at %2", "location: port, cell").arg(on, cell);
    const PlacedTile &t = game.board().tiles()[size_t(tile)];
    const Segment &s = t.type->segments[segment];
    if (kind) *kind = s.kind;
    if (s.kind == SegmentKind::Monastery || s.kind == SegmentKind::Castle ||
        s.kind == SegmentKind::Garden)
        return tr("on %1", "location of a monastery or castle: cell").arg(cell);
    int cellIndex = 0;
    for (int ci = 0; ci < t.type->cells; ++ci)
        if (t.cell(ci) == at) cellIndex = ci;
    // The segment's ports on this cell, turned as the tile lies: a road by its ends, other
    // features by where their ports lie on the whole.
    QList<int> ends, sides;
    QPointF sum;
    int ports = 0;
    for (int p = 0; p < Port::Count; ++p) {
        if (!s.ownsPort(cellIndex, p)) continue;
        const int board = rotatePort(p, t.rot);
        if (isMiddlePort(board)) ends << sideOfPort(board);
        if (!sides.contains(sideOfPort(board))) sides << sideOfPort(board);
        sum += portOffset(board);
        ++ports;
    }
    std::sort(ends.begin(), ends.end());
    std::sort(sides.begin(), sides.end());
    const int point = ports ? compassPoint(sum / ports) : -1;
    // A road by its two ends; a city across the tile by the two sides it joins.
    if (s.kind == SegmentKind::Road && ends.size() == 2)
        sides = ends;
    else if (point >= 0 || s.kind != SegmentKind::City)
        sides.clear();
    if (sides.size() == 2)
        return tr("from %1 to %2 across %3", "location across a tile: side, side, cell")
            .arg(sideWord(sides[0]), sideWord(sides[1]), cell);
    switch (point) {
    case 0:
        return tr("on the east side of %1").arg(cell);
    case 1:
        return tr("on the north-east side of %1").arg(cell);
    case 2:
        return tr("on the north side of %1").arg(cell);
    case 3:
        return tr("on the north-west side of %1").arg(cell);
    case 4:
        return tr("on the west side of %1").arg(cell);
    case 5:
        return tr("on the south-west side of %1").arg(cell);
    case 6:
        return tr("on the south side of %1").arg(cell);
    case 7:
        return tr("on the south-east side of %1").arg(cell);
    default:
        return tr("in the middle of %1").arg(cell);
    }
}

QString EventText::cellsText(const QList<Cell> &cells) const
{
    QStringList out;
    for (Cell c : cells)
        out << cellText(c);
    return tr("Cells: %1").arg(out.join(tr(", ", "list separator")));
}

QString EventText::tokenName(const QString &token)
{
    if (token == u"wolf") return tr("the wolf");
    return tr("%n sheep", "a sheep token", token.toInt());
}

QString EventText::stepKindName(Step::Kind kind)
{
    switch (kind) {
    case Step::Kind::SetUp:
        return tr("Set-up");
    case Step::Kind::Tile:
        return tr("Phase 1: placing a tile");
    case Step::Kind::Discard:
        return tr("Phase 1: discarding a tile");
    case Step::Kind::Magic:
        return tr("Mage and witch");
    case Step::Kind::Figure:
        return tr("Phase 2: placing a figure");
    case Step::Kind::Flock:
        return tr("Shepherd: flock action");
    case Step::Kind::AutoStable:
        return tr("Flock to the stable");
    case Step::Kind::Scoring:
        return tr("Phase 3: scoring");
    case Step::Kind::FiguresReturn:
        return tr("Phase 3: figures return");
    case Step::Kind::Final:
        return tr("Final scoring");
    case Step::Kind::GameEnd:
        return tr("End of the game");
    }
    return {};
}

QString EventText::termLabel(const ScoreTerm &t)
{
    switch (t.term) {
    case Term::Tiles:
        return tr("%n tile(s)", nullptr, t.count);
    case Term::CoatsOfArms:
        return tr("%n coat(s) of arms", nullptr, t.count);
    case Term::TinyCity:
        return tr("small city of %n tile(s), old rule", nullptr, t.count);
    case Term::Monastery:
        return tr("the monastery itself");
    case Term::Garden:
        return tr("the garden itself");
    case Term::Neighbours:
        return tr("%n surrounding tile(s)", nullptr, t.count);
    case Term::Vineyards:
        return tr("%n vineyard(s) around it", nullptr, t.count);
    case Term::Lord:
        return tr("the lord in the castle");
    case Term::CastleBonus:
        return tr("%n castle(s) at its ends", nullptr, t.count);
    case Term::Mage:
        return tr("the mage, %n tile(s)", nullptr, t.count);
    case Term::Witch:
        return tr("the witch halves the value");
    case Term::CompletedCities:
        return tr("%n completed city(s)", nullptr, t.count);
    case Term::Sheep:
        return tr("%n sheep", "in a flock", t.count);
    case Term::Inn:
        return tr("the inn, %n tile(s) once more", nullptr, t.count);
    case Term::Cathedral:
        return tr("the cathedral, %n tile(s) and coat(s) of arms once more", nullptr, t.count);
    case Term::GoodsMajority:
        return tr("the most tokens, %n", "goods", t.count);
    case Term::Pig:
        return tr("the pig, %n completed city(s)", nullptr, t.count);
    }
    return QStringLiteral("%1 %2").arg(idOf(t.term)).arg(t.count);
}

QString EventText::termText(const ScoreTerm &t)
{
    const QString label = termLabel(t);
    // %n only takes counts, so a term that takes points off (the witch) has its own words.
    if (t.points < 0) return tr("%1 → %n point(s) off", "term: label", -t.points).arg(label);
    // The factor per item makes "2 points per tile" visible; 1 is left out as noise.
    const bool perItem = t.count > 1 && t.points % t.count == 0 && std::abs(t.points / t.count) > 1;
    if (perItem)
        return tr("%1 × %2 → %n point(s)", "term: label, points per item", t.points)
            .arg(label)
            .arg(t.points / t.count);
    return tr("%1 → %n point(s)", "term: label", t.points).arg(label);
}

QString EventText::rulesText(const QStringList &rules)
{
    return tr("Rules: %1").arg(rules.join(tr(", ", "list separator")));
}

QString EventText::title(const ScoreEvent &e)
{
    QString what;
    if (e.abbotReturn)
        what = tr("Abbot taken back from the %1", "feature").arg(featureName(e.feature));
    else if (e.feature == ScoredFeature::Flock && !e.draw.isEmpty())
        what = tr("Flock: drew %1").arg(tokenName(e.draw));
    else if (e.feature == ScoredFeature::Flock)
        what = tr("Flock to the stable");
    else if (e.feature == ScoredFeature::Field)
        what = featureName(e.feature);
    else if (e.feature == ScoredFeature::Goods)
        what = tr("Goods: %1", "kind of goods").arg(goodsName(e.goodsKind));
    else if (e.complete)
        what = tr("%1 completed", "feature").arg(featureName(e.feature));
    else
        what = tr("%1 unfinished", "feature").arg(featureName(e.feature));
    if (!what.isEmpty()) what[0] = what[0].toUpper();
    return what;
}

QString EventText::summary(const ScoreEvent &e) const
{
    if (e.feature == ScoredFeature::Flock && !e.draw.isEmpty()) return title(e);
    QStringList gains;
    for (const QString &w : e.winners)
        gains << tr("%1 +%2", "player gains points").arg(playerName(w)).arg(e.points.value(w));
    const QString result =
        gains.isEmpty() ? tr("nobody scores") : gains.join(tr(", ", "list separator"));
    return tr("%1: %2", "event summary: what, result").arg(title(e), result);
}

QString EventText::headline(const ScoreEvent &e)
{
    const ScoredFeature f = e.feature;
    if (f == ScoredFeature::Flock) {
        if (!e.draw.isEmpty()) {
            if (e.rules.contains(u"R-HS-SH-1"))
                return tr("The shepherd has just been placed, so a token is drawn for its flock: "
                          "%1.")
                    .arg(tokenName(e.draw));
            return tr("A token is drawn from the bag for the flock: %1.").arg(tokenName(e.draw));
        }
        if (e.rules.contains(u"R-HS-SH-8"))
            return tr("The field is closed, so its flock goes to the stable at once.");
        return tr("The flock is guided to the stable and its sheep are counted.");
    }
    if (f == ScoredFeature::Field)
        return tr("In the final scoring the field is scored for its farmers.");
    if (f == ScoredFeature::Goods)
        return tr("After all other final scoring, whoever holds the most %1 tokens scores 10 "
                  "points; tied players each score 10.")
            .arg(goodsName(e.goodsKind));
    if (e.abbotReturn)
        return tr("Instead of placing a figure, the player takes the abbot back and scores its "
                  "%1 at once, as at the end of the game: 1 point plus 1 for each neighbouring "
                  "tile.")
            .arg(featureName(f));
    const bool final = isFinal(e);
    switch (f) {
    case ScoredFeature::Garden:
        return final ? tr("In the final scoring the unfinished garden is scored.")
                     : tr("The garden is surrounded and is scored for its abbot.");
    case ScoredFeature::Road:
        return final ? tr("In the final scoring the unfinished road is scored.")
                     : tr("The road is complete and is scored.");
    case ScoredFeature::City:
        return final ? tr("In the final scoring the unfinished city is scored.")
                     : tr("The city is complete and is scored.");
    case ScoredFeature::Monastery:
        return final ? tr("In the final scoring the unfinished monastery is scored.")
                     : tr("The monastery is surrounded and is scored.");
    case ScoredFeature::Castle:
        return final ? tr("In the final scoring the unfinished castle is scored.")
                     : tr("The castle is surrounded and is scored.");
    case ScoredFeature::Field: // answered above
    case ScoredFeature::Flock:
    case ScoredFeature::Goods:
        break;
    }
    return featureName(f);
}

// The sentences for the rules that change a value: magic figures, bonuses, rule variants.
QStringList EventText::effects(const ScoreEvent &e)
{
    QStringList out;
    int castleAt = -1, witchAt = -1;
    for (int i = 0; i < e.breakdown.size(); ++i) {
        switch (e.breakdown[i].term) {
        case Term::Mage:
            out << tr("The mage stands on this feature: one extra point for each of its tiles.");
            break;
        case Term::Witch:
            witchAt = i;
            break;
        case Term::CastleBonus:
            castleAt = i;
            break;
        case Term::Vineyards:
            out << tr("Each vineyard next to the completed monastery adds 3 points.");
            break;
        case Term::TinyCity:
            out << tr("Under the original rules (tinyCity 2) a completed city of two tiles scores "
                      "1 point per tile and per coat of arms.");
            break;
        case Term::Inn:
            out << (e.complete
                        ? tr("The road has an inn: each tile counts 2 points instead of 1. A "
                             "second inn adds nothing.")
                        : tr("The road has an inn but is unfinished: at the end it scores "
                             "nothing at all."));
            break;
        case Term::Cathedral:
            out << (e.complete
                        ? tr("The city has a cathedral: 3 points per tile and per coat of arms "
                             "instead of 2.")
                        : tr("The city has a cathedral but is unfinished: at the end it scores "
                             "nothing at all."));
            break;
        case Term::GoodsMajority:
        case Term::Pig:
            break;
        // The plain counts explain themselves in termText().
        case Term::Tiles:
        case Term::CoatsOfArms:
        case Term::Monastery:
        case Term::Garden:
        case Term::Neighbours:
        case Term::Lord:
        case Term::CompletedCities:
        case Term::Sheep:
            break;
        }
    }
    if (witchAt >= 0)
        out << tr("The witch stands on this feature: its value is halved, rounded up.");
    if (castleAt >= 0) {
        out << tr("The feature ends at a castle: 3 bonus points for each such castle.");
        if (witchAt > castleAt)
            out << tr("With witchHalvesCastleBonus the witch halves the castle bonus too.");
        else if (witchAt >= 0)
            out << tr("The castle bonus is added after the witch, so it is not halved.");
    }
    // R-AB-HS-1: the vineyard bonus is for a monastery scored because it is complete.
    if (e.abbotReturn && e.feature == ScoredFeature::Monastery)
        out << tr("A recalled abbot gets no vineyard points: the abbot is scored, not the "
                  "monastery.");
    if (e.feature == ScoredFeature::Garden && e.complete)
        out << tr("A garden gets no monastery bonus such as vineyards.");
    if (e.rules.contains(u"R-IC-16"))
        out << tr("A large meeple counts as two meeples when the majority is decided; it scores "
                  "no more points for that.");
    if (e.rules.contains(u"R-BASE-15V1"))
        out << tr("Per-city farmers: each completed city gives 4 points to the player with the "
                  "most farmers in the fields around it.");
    else if (e.rules.contains(u"R-BASE-15V2"))
        out << tr("Each player scores a city once only, even when it borders several of their "
                  "fields.");
    else if (e.rules.contains(u"R-BASE-15"))
        out << tr("A farmer field scores 3 points for every completed city it borders.");
    return out;
}

QString EventText::winnersText(const ScoreEvent &e) const
{
    if (e.feature == ScoredFeature::Flock && !e.draw.isEmpty()) {
        if (e.draw == u"wolf")
            return tr("The wolf scatters every flock in this field: the shepherds go home and "
                      "the sheep go back into the bag.");
        return tr("The sheep join the shepherd's flock; nothing is scored yet.");
    }
    if (e.feature == ScoredFeature::Goods) {
        if (e.winners.isEmpty())
            return tr("Nobody holds a %1 token, so nobody scores.").arg(goodsName(e.goodsKind));
        QStringList counts;
        for (auto it = e.goodsCounts.cbegin(); it != e.goodsCounts.cend(); ++it)
            counts << tr("%1 %2", "player and tokens").arg(playerName(it.key())).arg(it.value());
        const QString held = tr("Tokens held: %1.").arg(counts.join(tr(", ", "list separator")));
        return e.winners.size() > 1 ? tr("%1 %2 hold the most and each score 10 points.")
                                          .arg(held, playerNames(e.winners))
                                    : tr("%1 %2 holds the most and scores 10 points.")
                                          .arg(held, playerNames(e.winners));
    }
    if (e.winners.isEmpty()) return tr("Nobody has a meeple on it, so nobody scores.");
    QList<int> points;
    for (const QString &w : e.winners)
        points << e.points.value(w);
    const bool samePoints =
        std::all_of(points.cbegin(), points.cend(), [&](int p) { return p == points.first(); });
    const QString names = playerNames(e.winners);
    const int n = points.first();
    const bool byCount = e.rules.contains(u"R-HS-HI-7");
    QStringList out;
    if (e.feature == ScoredFeature::Flock) {
        if (e.winners.size() > 1)
            out << tr("Every player with a shepherd in this field scores the whole flock: %1, "
                      "%n point(s) each.",
                      nullptr, n)
                       .arg(names);
        else
            out << tr("%1 scores %n point(s) for the sheep.", nullptr, n).arg(names);
    } else if (e.decidedBy == Decider::Hill) {
        out << (byCount ? tr("The hill breaks the tie: %1 has the most meeples on hill tiles and "
                             "scores %n point(s); the other tied players score nothing.",
                             nullptr, n)
                        : tr("The hill breaks the tie: %1 has a meeple on a hill tile and scores "
                             "%n point(s); the other tied players score nothing.",
                             nullptr, n))
                   .arg(names);
        out << hillReading(byCount);
    } else if (e.decidedBy == Decider::Tie && samePoints) {
        out << tr("%1 have equally many meeples on it: a shared tie, each scores the full "
                  "%n point(s).",
                  nullptr, n)
                   .arg(names);
    } else if (samePoints) {
        out << tr("%1 has the most meeples on it and scores %n point(s).", nullptr, n).arg(names);
    } else {
        out << tr("%1 have equally many meeples on it: a shared tie.").arg(names);
        for (const QString &w : e.winners)
            out << tr("%1 scores %n point(s).", nullptr, e.points.value(w)).arg(playerName(w));
    }
    // The hill was looked at but every tied player still scores.
    if (e.decidedBy == Decider::Tie && e.rules.contains(u"R-HS-HI-4"))
        out << (byCount ? tr("The tied players have equally many meeples on hill tiles, so the "
                             "hill breaks no tie.")
                        : tr("Every tied player has a meeple on a hill tile, so the hill breaks "
                             "no tie."))
            << hillReading(byCount);
    if (e.rules.contains(u"R-HS-HI-8") && e.decidedBy == Decider::Hill)
        out << tr("In the final scoring hills break ties in the same way.");
    return out.join(QLatin1Char(' '));
}

// Which reading of the hill tie-break this board takes, as a sentence: the rule page leaves
// open whether the count of meeples on hills decides, or only having one there.
QString EventText::hillReading(bool byCount) const
{
    return byCount ? tr("This board compares how many meeples each tied player has on hill "
                        "tiles (rules option \"Hill tie-break\": most meeples on hills).")
                   : tr("This board only asks whether a tied player has a meeple on a hill "
                        "tile at all (rules option \"Hill tie-break\": a meeple on a hill).");
}

QString EventText::goodsText(const GoodsCounts &goods)
{
    QStringList parts;
    for (int g = 0; g < kGoodsKinds; ++g) {
        const int n = goods[size_t(g)];
        if (n == 0) continue;
        switch (Goods(g)) {
        case Goods::Wine:
            parts << tr("%n wine", "goods tokens", n);
            break;
        case Goods::Grain:
            parts << tr("%n grain", "goods tokens", n);
            break;
        case Goods::Cloth:
            parts << tr("%n cloth", "goods tokens", n);
            break;
        }
    }
    return parts.join(tr(", ", "list separator"));
}

QString EventText::goodsName(Goods goods)
{
    switch (goods) {
    case Goods::Wine:
        return tr("wine");
    case Goods::Grain:
        return tr("grain");
    case Goods::Cloth:
        return tr("cloth");
    }
    return {};
}

QStringList EventText::trades(const ScoreEvent &e) const
{
    QStringList out;
    if (!e.goodsTaker.isEmpty())
        out << tr("%1 placed the tile that completed this city and takes its goods: %2. Who "
                  "scores the city does not matter.")
                   .arg(playerName(e.goodsTaker), goodsText(e.goodsTaken));
    for (auto it = e.extra.cbegin(); it != e.extra.cend(); ++it) {
        const int cities = it.value().isEmpty() ? 0 : it.value().first().count;
        out << tr("%1 wins the field and has a pig in it: %n more point(s), one for each "
                  "completed city.",
                  nullptr, cities)
                   .arg(playerName(it.key()));
    }
    return out;
}

QStringList EventText::explain(const ScoreEvent &e) const
{
    QStringList out;
    out << headline(e);
    for (const ScoreTerm &t : e.breakdown)
        out << termText(t);
    out += effects(e);
    out += trades(e);
    out << winnersText(e);
    if (!e.cells.isEmpty()) out << cellsText(e.cells);
    return out;
}

// ---- steps ----

QString EventText::stepTitle(const Stepper &stepper, int index) const
{
    const Step &s = stepper.step(index);
    const QString sep = QStringLiteral(" · ");
    if (s.kind == Step::Kind::SetUp || s.kind == Step::Kind::GameEnd) return stepKindName(s.kind);
    if (s.kind == Step::Kind::Final) {
        int first = index, last = index;
        while (first > 0 && stepper.step(first - 1).kind == Step::Kind::Final)
            --first;
        while (last + 1 < stepper.count() && stepper.step(last + 1).kind == Step::Kind::Final)
            ++last;
        return stepKindName(s.kind) + sep +
               tr("%1 of %2", "scoring event number").arg(index - first + 1).arg(last - first + 1);
    }
    const Move &move = stepper.boardFile()->moves().at(s.move);
    // A flock goes home within its turn step, not in phase 3.
    const QString kind =
        s.kind != Step::Kind::FiguresReturn || s.returnAfter < 0 ? stepKindName(s.kind)
        : s.returnAfter == int(Game::TurnStep::Figure)           ? tr("The abbot goes home")
                                                                 : tr("The shepherds go home");
    return tr("Move %1 of %2").arg(s.move + 1).arg(stepper.moveCount()) + sep +
           playerName(move.player) + sep + kind;
}

QString EventText::stepAction(const Stepper &stepper, int index) const
{
    const Step &s = stepper.step(index);
    if (s.kind == Step::Kind::SetUp) return tr("The board as it is set up, before the first move.");
    if (s.kind == Step::Kind::Final)
        return s.eventCount == 0 ? tr("The game is over and nothing is left to score.") : QString();
    if (s.kind == Step::Kind::GameEnd) return gameEndText(stepper);
    const Move &m = stepper.boardFile()->moves().at(s.move);
    const QString who = playerName(m.player);
    switch (s.kind) {
    case Step::Kind::Tile: {
        QString text = m.kind == Move::Kind::Castle
                           ? tr("%1 places the castle %2 from hand at %3, turned %4°.")
                           : tr("%1 places tile %2 at %3, turned %4°.");
        text = text.arg(who, m.tile, cellText(m.at)).arg(m.rot * 90);
        if (!m.under.isEmpty())
            text += QLatin1Char(' ') +
                    tr("A face-down tile (%1) lies under the hill; it counts for nothing.")
                        .arg(m.under);
        // The builder's double turn (R-TB-10/11): said where it starts, so the reader knows
        // why the same player moves again.
        if (m.doubleTurn)
            text = tr("Second tile of the double turn: %1 extended the road or city of their "
                      "builder with the tile before, so they play once more; this tile never "
                      "gives a third.")
                       .arg(who) +
                   QLatin1Char(' ') + text;
        return text;
    }
    case Step::Kind::Discard:
        if (m.doubleTurn)
            return tr("%1 discards tile %2, the second tile of the double turn: it fits nowhere, "
                      "so they draw again.")
                .arg(who, m.tile);
        return tr("%1 discards tile %2: it fits nowhere on the board.").arg(who, m.tile);
    case Step::Kind::Magic:
        return magicText(stepper, index);
    case Step::Kind::Figure:
        return figureText(stepper, index);
    case Step::Kind::Flock:
        return m.flockAction == u"grow"
                   ? tr("%1 grows the flock: a token is drawn from the bag.").arg(who)
                   : tr("%1 guides the flock to the stable.").arg(who);
    case Step::Kind::FiguresReturn:
        if (s.returnAfter == int(Game::TurnStep::Figure))
            return tr("The abbot goes back to %1's supply.").arg(who);
        if (s.returnAfter >= 0)
            return tr("The shepherds of that flock go back to their owners, and its sheep "
                      "(and a drawn wolf) go back into the bag.");
        return tr("The figures on the scored features go back: meeples to their owners, a mage "
                  "or witch beside the board.");
    default:
        return {};
    }
}

QString EventText::figureText(const Stepper &stepper, int index) const
{
    const Step &s = stepper.step(index);
    const Move &m = stepper.boardFile()->moves().at(s.move);
    if (m.abbotReturn)
        return tr("%1 takes the abbot back into the supply.").arg(playerName(m.player));
    if (!m.figure) return {};
    const Game game = stepper.gameAt(index);
    const Cell at = m.figure->at.value_or(m.at);
    const QString who = playerName(m.player);
    SegmentKind kind = SegmentKind::Field;
    const QString where = placeText(game, at, m.figure->on, &kind);
    if (m.figure->type == FigureType::Shepherd)
        return tr("%1 places a shepherd in the field %2.").arg(who, where);
    if (m.figure->type == FigureType::Abbot)
        return kind == SegmentKind::Garden
                   ? tr("%1 places the abbot in the garden %2.").arg(who, where)
                   : tr("%1 places the abbot in the monastery %2.").arg(who, where);
    switch (kind) {
    case SegmentKind::Road:
        return tr("%1 places a meeple on the road %2.").arg(who, where);
    case SegmentKind::City:
        return tr("%1 places a meeple in the city %2.").arg(who, where);
    case SegmentKind::Monastery:
        return tr("%1 places a meeple in the monastery %2.").arg(who, where);
    case SegmentKind::Field:
        return tr("%1 places a meeple in the field %2, as a farmer.").arg(who, where);
    case SegmentKind::Castle:
        return tr("%1 places a meeple in the castle %2, as its lord.").arg(who, where);
    case SegmentKind::River:  // nothing stands on the river (R-RI-8)
    case SegmentKind::Garden: // only the abbot (R-AB-6), worded above
        break;
    }
    return {};
}

QString EventText::magicText(const Stepper &stepper, int index) const
{
    const Move &m = stepper.boardFile()->moves().at(stepper.step(index).move);
    if (!m.magic) return {};
    const QString who = playerName(m.player);
    const MagicChoice &c = *m.magic;
    if (!c.remove.isEmpty())
        return c.remove == u"mage" ? tr("%1 takes the mage off the board: no unfinished road or "
                                        "city is free for it.")
                                         .arg(who)
                                   : tr("%1 takes the witch off the board: no unfinished road or "
                                        "city is free for it.")
                                         .arg(who);
    FigureType type = FigureType::Mage;
    figureTypeFromName(c.figure, &type);
    // The step before is this move's tile step: the tile is down, the figure where it was.
    const Game before = stepper.gameAt(index - 1);
    return magicMoveText(before, m, type) + QLatin1Char(' ') + magicReason(before, m);
}

// Why a magic figure moves at all: the tile's magic symbol (R-MW-3), or the tile put both
// figures on one feature (R-MW-10).
QString EventText::magicReason(const Game &before, const Move &m) const
{
    const QString who = playerName(m.player);
    const auto &tiles = before.board().tiles();
    const bool magicTile =
        !tiles.empty() && tiles.back().type && tiles.back().type->hasMarker(MarkerMagic);
    if (magicTile)
        return tr("Why: tile %1 shows the magic symbol, so before placing a figure %2 must "
                  "bring the mage or the witch into play, or move one of them (R-MW-3).")
            .arg(m.tile, who);
    return tr("Why: this tile joined the features of the mage and the witch, and the two may "
              "never share one, so %1 must move one of them at once (R-MW-10).")
        .arg(who);
}

QString EventText::magicMoveText(const Game &before, const Move &m, FigureType type) const
{
    const QString who = playerName(m.player);
    const MagicChoice &c = *m.magic;
    const bool onBoard = before.magicFigureIndex(type) >= 0;
    SegmentKind kind = SegmentKind::Road;
    const QString where = placeText(before, c.at, c.on, &kind);
    const bool city = kind == SegmentKind::City;
    if (type == FigureType::Mage) {
        if (onBoard)
            return (city ? tr("%1 moves the mage to the city %2.")
                         : tr("%1 moves the mage to the road %2."))
                .arg(who, where);
        return (city ? tr("%1 brings the mage into play in the city %2.")
                     : tr("%1 brings the mage into play on the road %2."))
            .arg(who, where);
    }
    if (onBoard)
        return (city ? tr("%1 moves the witch to the city %2.")
                     : tr("%1 moves the witch to the road %2."))
            .arg(who, where);
    return (city ? tr("%1 brings the witch into play in the city %2.")
                 : tr("%1 brings the witch into play on the road %2."))
        .arg(who, where);
}

QString EventText::gameEndText(const Stepper &stepper) const
{
    const GameEndCheck &end = stepper.gameEnd();
    QString text;
    switch (end.reason) {
    case GameEndCheck::Reason::AsGiven:
        return tr("The board file says the game is over.");
    case GameEndCheck::Reason::StackEmpty:
        return tr("The last tile of the stack has been placed, so the game is over.");
    case GameEndCheck::Reason::CastleC2:
        text = tr("The last tile of the stack has been placed. Under castleEnd c2 that ends the "
                  "game at once.");
        break;
    case GameEndCheck::Reason::CastleC3:
        text = tr("The stack is empty and %1, next in seating order, can place neither a tile nor "
                  "a castle from hand, so the game ends here (castleEnd c3).")
                   .arg(playerName(stepper.players().value(end.nextPlayer).id));
        break;
    }
    if (!end.castlesInHand.isEmpty())
        text += QLatin1Char(' ') +
                tr("Castles still in hand are not played: %1.").arg(playerNames(end.castlesInHand));
    return text;
}

QStringList EventText::stepText(const Stepper &stepper, int index) const
{
    QStringList out;
    const QString action = stepAction(stepper, index);
    if (!action.isEmpty()) out << action;
    for (const ScoreEvent &e : stepper.eventsOf(index))
        out += explain(e);
    return out;
}

} // namespace ml
