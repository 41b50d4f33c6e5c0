// SPDX-License-Identifier: GPL-3.0-or-later
// The turns of a JCZ save played through our rules engine (docs/jcz-import.md): JCZ's
// draws are recomputed from the saved random numbers as JCZ does, and each turn becomes a
// move that our rules check.
#include "boardfilejson.h"
#include "jczrandom.h"
#include "jczsetup.h"
#include "jcztiles.h"

#include <QJsonValue>

namespace ml::jcz::detail
{

namespace
{

struct Turn {
    int first = 0;   // replay index of PLACE_TILE
    int commit = -1; // replay index of COMMIT; -1 when the save ends mid-turn
};

// The bag as JCZ lists it at a draw: 1…1 2…2 3…3 4 4 wolf wolf, less the tokens out.
QStringList bagList(const Bag &bag)
{
    QStringList list;
    for (const QString &t : Bag::tokenNames())
        for (int i = 0; i < bag.count(t); ++i)
            list << t;
    return list;
}

QJsonArray cellJson(Cell c)
{
    return QJsonArray{c.x, c.y};
}

// Everything one replay walks through.
class Replayer
{
public:
    Replayer(const Setup &setup, const Game &game, const ImportOptions &options,
             QList<Problem> *errors, QList<Problem> *warnings)
        : m_setup(setup), m_game(game), m_rng(setup.initialRandom, options.legacyRng),
          m_errors(errors), m_warnings(warnings)
    {
        m_pile = startPile(game.catalogue(), setup.sets, setup.startTiles);
        m_drawOrder = setup.drawOrder;
    }

    ReplayOutcome run();

private:
    QString where(int index) const { return QStringLiteral("replay[%1]").arg(index); }
    void fail(ProblemClass cls, int index, const QString &reason)
    {
        const int exit = cls == ProblemClass::ReplayMismatch ? 1 : 2;
        *m_errors << problem(cls, where(index), reason, exit, index);
    }
    // A cell of message `index` at `key` of its payload ("position", "pointer.position"):
    // whole numbers within the board's range, or a refusal naming the place.
    bool cellAt(int index, const QJsonValue &v, const QString &key, Cell *out)
    {
        FileError error;
        if (ml::detail::JsonReader(&error).cell(v, where(index) + QStringLiteral(".payload.") + key,
                                                out))
            return true;
        *m_errors << badValue(error, index);
        return false;
    }
    // Message `index`'s random value, when it has one, in force from now on.
    bool takeRandom(int index)
    {
        const QJsonObject p = payload(index);
        if (!p.contains(u"random")) return true;
        double r = 0;
        FileError error;
        if (!readRandom(p.value(u"random"), where(index) + QStringLiteral(".payload.random"), &r,
                        &error)) {
            *m_errors << badValue(error, index);
            return false;
        }
        m_rng.set(r);
        return true;
    }
    QJsonObject payload(int index) const
    {
        return m_setup.replay[index].toObject().value(u"payload").toObject();
    }
    QString typeOf(int index) const
    {
        return m_setup.replay[index].toObject().value(u"type").toString();
    }
    // Checks the message types of the whole save first: a message of another expansion
    // refuses the file before anything is played.
    bool checkTypes();
    bool splitTurns();
    bool playTurn(const Turn &turn);
    bool drawTile(const Turn &turn, const QString &player, const QString &placed, bool secondPart);
    bool addFigure(int index, const QString &tileId, Cell at, int rot, Move *move,
                   QJsonObject *json);
    bool addMagic(int index, Move *move, QJsonObject *json, Cell placedAt, const TileType &placed,
                  int rot);
    bool playMove(const Move &move, const QJsonObject &json, int index);
    QString drawToken(int index, bool placement);

    const Setup &m_setup;
    Game m_game;
    Random m_rng;
    QList<Problem> *m_errors;
    QList<Problem> *m_warnings;
    QStringList m_pile;
    QStringList m_drawOrder;
    QList<Turn> m_turns;
    int m_drawn = 0;
    int m_hidden = 0;    // tiles under hills: they shorten the game
    int m_lastSeat = -1; // the seat of the turn before, for saves without "player"
    ReplayOutcome m_out;
};

bool Replayer::checkTypes()
{
    static const QStringList ours = {QStringLiteral("PLACE_TILE"),
                                     QStringLiteral("DEPLOY_MEEPLE"),
                                     QStringLiteral("PASS"),
                                     QStringLiteral("MOVE_NEUTRAL_FIGURE"),
                                     QStringLiteral("FLOCK_EXPAND_OR_SCORE"),
                                     QStringLiteral("COMMIT"),
                                     QStringLiteral("RETURN_MEEPLE")};
    for (int i = 0; i < m_setup.replay.size(); ++i) {
        const QString t = typeOf(i);
        if (!m_setup.replay[i].isObject() || t.isEmpty()) {
            fail(ProblemClass::BadSave, i, QStringLiteral("a message without a type"));
            return false;
        }
        if (!ours.contains(t)) {
            fail(ProblemClass::UnsupportedMessage, i,
                 QStringLiteral("%1 belongs to an expansion Meeple Lab does not have").arg(t));
            return false;
        }
        if (t == u"RETURN_MEEPLE") {
            const QString source = payload(i).value(u"source").toString();
            if (source != u"ABBOT_RETURN" || !m_setup.abbot) {
                fail(ProblemClass::UnsupportedMessage, i,
                     QStringLiteral("%1 (%2) belongs to an expansion Meeple Lab does not have")
                         .arg(t, source));
                return false;
            }
        }
    }
    return true;
}

bool Replayer::splitTurns()
{
    for (int i = 0; i < m_setup.replay.size(); ++i) {
        const QString t = typeOf(i);
        const bool inTurn = !m_turns.isEmpty() && m_turns.constLast().commit < 0;
        if (t == u"PLACE_TILE") {
            if (inTurn) {
                fail(ProblemClass::BadSave, i,
                     QStringLiteral("PLACE_TILE before the turn of replay[%1] was committed")
                         .arg(m_turns.constLast().first));
                return false;
            }
            m_turns << Turn{i, -1};
            continue;
        }
        if (!inTurn) {
            fail(ProblemClass::BadSave, i, QStringLiteral("%1 outside a turn").arg(t));
            return false;
        }
        if (t == u"COMMIT") m_turns.last().commit = i;
    }
    if (!m_turns.isEmpty() && m_turns.constLast().commit < 0) {
        *m_warnings << warning(where(m_turns.constLast().first),
                               QStringLiteral("the save ends in the middle of this turn; the "
                                              "turn is left out"),
                               m_turns.constLast().first);
        m_turns.removeLast();
    }
    return true;
}

bool Replayer::drawTile(const Turn &turn, const QString &player, const QString &placed,
                        bool secondPart)
{
    ++m_drawn;
    if (!m_drawOrder.isEmpty()) {
        // JCZ's tests force the draws: no random number is used.
        const QString forced = m_drawOrder.takeFirst();
        m_pile.removeOne(forced);
        if (forced == placed) return true;
        fail(ProblemClass::ReplayMismatch, turn.first,
             QStringLiteral("the save's drawOrder gives %1, but %2 is placed").arg(forced, placed));
        return false;
    }
    for (;;) {
        if (m_pile.isEmpty()) {
            fail(ProblemClass::ReplayMismatch, turn.first,
                 QStringLiteral("random draw does not match the saved game: the pile is empty"));
            return false;
        }
        const QString drawn = m_pile.takeAt(m_rng.nextInt(int(m_pile.size())));
        const TileType *type = m_game.catalogue().find(ourTile(drawn));
        if (drawn == placed) return true;
        // JCZ puts a tile that fits nowhere aside without a message and draws again.
        if (type && !m_game.hasLegalPlacement(*type)) {
            Move discard;
            discard.player = player;
            discard.kind = Move::Kind::Discard;
            discard.tile = type->id;
            QJsonObject json{{QStringLiteral("player"), player},
                             {QStringLiteral("discard"), type->id}};
            // The second part's tile fits nowhere: drawn again, still the second part (R-TB-11).
            if (secondPart) {
                discard.doubleTurn = true;
                json.insert(u"doubleTurn", true);
            }
            if (!playMove(discard, json, turn.first)) return false;
            continue;
        }
        fail(ProblemClass::ReplayMismatch, turn.first,
             QStringLiteral("random draw does not match the saved game: JCloisterZone's pile "
                            "gives %1, but %2 is placed")
                 .arg(drawn, placed));
        return false;
    }
}

QString Replayer::drawToken(int index, bool placement)
{
    const QStringList bag = bagList(m_game.bag());
    if (bag.isEmpty()) return {};
    const double legacyR = m_rng.lastSet();
    QString token = bag[m_rng.nextInt(int(bag.size()))];
    const QString &legacy = bag[Random::scaled(legacyR, int(bag.size()))];
    if (placement && m_setup.beforeNewRandom && !m_rng.legacy() && legacy != token)
        *m_warnings << warning(
            where(index),
            QStringLiteral("the shepherd's draw is %1 with the generator of JCloisterZone 5.9 "
                           "and later, %2 with the one of the version that made this save (use "
                           "--jcz-rng legacy for that); imported with %1")
                .arg(token, legacy),
            index);
    return token;
}

bool Replayer::addFigure(int index, const QString &tileId, Cell at, int rot, Move *move,
                         QJsonObject *json)
{
    const QJsonObject p = payload(index);
    const QJsonObject pointer = p.value(u"pointer").toObject();
    QString meepleId = p.value(u"meepleId").toString();
    if (meepleId.isEmpty()) meepleId = pointer.value(u"meepleId").toString();
    const QString kind = meepleId.section(u'.', 1, 1);
    FigureType figure = FigureType::Meeple;
    QString name;
    if (kind == u"small") {
        name = QStringLiteral("meeple");
    } else if (kind == u"shepherd") {
        figure = FigureType::Shepherd;
        name = QStringLiteral("shepherd");
    } else if (kind == u"abbot" && m_setup.abbot) {
        // On a monastery or a garden; the location says which.
        figure = FigureType::Abbot;
        name = QStringLiteral("abbot");
    } else if (kind == u"big" && m_setup.innsCathedrals) {
        figure = FigureType::LargeMeeple;
        name = QStringLiteral("large-meeple");
    } else if ((kind == u"builder" || kind == u"pig") && m_setup.tradersBuilders) {
        figure = kind == u"builder" ? FigureType::Builder : FigureType::Pig;
        name = kind;
    } else {
        // Only a save that deploys a figure its set-up never gave gets here.
        static const QMap<QString, QString> names = {
            {QStringLiteral("big"), QStringLiteral("big meeple")},
        };
        fail(ProblemClass::UnsupportedFigure, index,
             QStringLiteral("the %1 is not in Meeple Lab").arg(names.value(kind, kind)));
        return false;
    }
    Cell c;
    if (!cellAt(index, pointer.value(u"position"), QStringLiteral("pointer.position"), &c))
        return false;
    if (c != at) {
        fail(ProblemClass::BadSave, index,
             QStringLiteral("the figure goes to (%1,%2), not to the tile just placed at (%3,%4)")
                 .arg(c.x)
                 .arg(c.y)
                 .arg(at.x)
                 .arg(at.y));
        return false;
    }
    const TileType *type = m_game.catalogue().find(tileId);
    const LocationResult loc = locationOn(*type, rot, pointer.value(u"feature").toString(),
                                          pointer.value(u"location").toString());
    if (loc.on.isEmpty()) {
        fail(loc.unsupported ? ProblemClass::UnsupportedMessage : ProblemClass::BadSave, index,
             loc.unsupported ? loc.problem + QStringLiteral(" belongs to an expansion Meeple Lab "
                                                            "does not have")
                             : loc.problem);
        return false;
    }
    move->figure = FigureChoice{figure, loc.on, std::nullopt};
    json->insert(u"figure",
                 QJsonObject{{QStringLiteral("type"), name}, {QStringLiteral("on"), loc.on}});
    return true;
}

bool Replayer::addMagic(int index, Move *move, QJsonObject *json, Cell placedAt,
                        const TileType &placed, int rot)
{
    const QJsonObject p = payload(index);
    const QString id = p.value(u"figureId").toString();
    const QString figure = id.section(u'.', 0, 0);
    if (figure != u"mage" && figure != u"witch") {
        fail(ProblemClass::UnsupportedFigure, index,
             QStringLiteral("the %1 is not in Meeple Lab").arg(figure));
        return false;
    }
    MagicChoice magic;
    if (p.value(u"to").isNull() || p.value(u"to").isUndefined()) {
        magic.remove = figure;
        move->magic = magic;
        json->insert(u"magic", QJsonObject{{QStringLiteral("remove"), figure}});
        return true;
    }
    const QJsonObject to = p.value(u"to").toObject();
    Cell c;
    if (!cellAt(index, to.value(u"position"), QStringLiteral("to.position"), &c)) return false;
    const TileType *type = &placed;
    int r = rot;
    if (c != placedAt) {
        const PlacedTile *t = m_game.board().tileAt(c);
        if (!t) {
            fail(ProblemClass::BadSave, index,
                 QStringLiteral("the %1 goes to (%2,%3), where no tile lies")
                     .arg(figure)
                     .arg(c.x)
                     .arg(c.y));
            return false;
        }
        type = t->type;
        r = t->rot;
    }
    const LocationResult loc =
        locationOn(*type, r, to.value(u"feature").toString(), to.value(u"location").toString());
    if (loc.on.isEmpty()) {
        fail(loc.unsupported ? ProblemClass::UnsupportedMessage : ProblemClass::BadSave, index,
             loc.problem);
        return false;
    }
    magic.figure = figure;
    magic.at = c;
    magic.on = loc.on;
    move->magic = magic;
    json->insert(u"magic", QJsonObject{{QStringLiteral("figure"), figure},
                                       {QStringLiteral("at"), cellJson(c)},
                                       {QStringLiteral("on"), loc.on}});
    return true;
}

bool Replayer::playMove(const Move &move, const QJsonObject &json, int index)
{
    QList<ScoreEvent> events;
    if (const auto refused = m_game.tryMove(move, &events)) {
        const FileError e = FileError::ruleBroken(
            QStringLiteral("replay[%1] (moves[%2])").arg(index).arg(m_out.moves.size()), *refused);
        Problem p;
        p.cls = ProblemClass::ReplayMismatch;
        p.error = e;
        p.replayIndex = index;
        *m_errors << p;
        return false;
    }
    m_out.moves.append(json);
    m_out.replayOfMove << index;
    return true;
}

bool Replayer::playTurn(const Turn &turn)
{
    const QJsonObject head = m_setup.replay[turn.first].toObject();
    const QJsonObject place = head.value(u"payload").toObject();
    const int seats = int(m_setup.playerIds.size());
    // Older test saves leave the player out: the seats take turns then, except that a
    // builder's second part is the same player's again (JCZ always plays it, R-TB-10).
    qint64 seat =
        m_game.doubleTurnPending() >= 0 ? m_game.doubleTurnPending() : (m_lastSeat + 1) % seats;
    FileError error;
    if (head.contains(u"player") &&
        !ml::detail::JsonReader(&error).integerIn(head.value(u"player"),
                                                  where(turn.first) + QStringLiteral(".player"), 0,
                                                  seats - 1, &seat)) {
        *m_errors << badValue(error, turn.first);
        return false;
    }
    m_lastSeat = int(seat);
    const QString player = m_setup.playerIds[int(seat)];
    const QString jczTile = place.value(u"tileId").toString();
    const QString tileId = ourTile(jczTile);
    if (tileId.isEmpty() || !m_game.catalogue().find(tileId)) {
        fail(ProblemClass::BadSave, turn.first,
             QStringLiteral("the tile \"%1\" is not a tile of Meeple Lab's sets").arg(jczTile));
        return false;
    }
    const TileType &placed = *m_game.catalogue().find(tileId);
    static const QStringList rotations = {QStringLiteral("R0"), QStringLiteral("R90"),
                                          QStringLiteral("R180"), QStringLiteral("R270")};
    const int rot = int(rotations.indexOf(place.value(u"rotation").toString()));
    if (rot < 0) {
        const QJsonValue r = place.value(u"rotation");
        *m_errors << problem(
            ProblemClass::BadSave, where(turn.first) + QStringLiteral(".payload.rotation"),
            QStringLiteral("expected R0, R90, R180 or R270, found %1")
                .arg(r.isString() ? u'"' + ml::detail::quotable(r.toString()) + u'"'
                                  : ml::detail::jsonTypeName(r)),
            2, turn.first);
        return false;
    }
    Cell at;
    if (!cellAt(turn.first, place.value(u"position"), QStringLiteral("position"), &at))
        return false;
    // JCZ always plays the builder's second part, as a turn part of its own by the same
    // player; our engine says when one is due (R-TB-10).
    const bool secondPart = m_game.doubleTurnPending() == int(seat);
    if (!drawTile(turn, player, jczTile, secondPart)) return false;

    Move move;
    move.player = player;
    move.doubleTurn = secondPart;
    move.tile = tileId;
    move.at = at;
    move.rot = rot;
    QJsonObject json{{QStringLiteral("player"), player},
                     {QStringLiteral("tile"), tileId},
                     {QStringLiteral("at"), cellJson(at)},
                     {QStringLiteral("rot"), rot * 90}};
    if (secondPart) json.insert(u"doubleTurn", true);
    QStringList tokens;
    bool magicSeen = false;
    for (int i = turn.first + 1; i < turn.commit; ++i) {
        const QString t = typeOf(i);
        if (t == u"PLACE_TILE" || t == u"PASS") continue;
        if (t == u"MOVE_NEUTRAL_FIGURE") {
            if (!addMagic(i, &move, &json, at, placed, rot)) return false;
            magicSeen = true;
        } else if (t == u"DEPLOY_MEEPLE") {
            if (!addFigure(i, tileId, at, rot, &move, &json)) return false;
            if (move.figure->type == FigureType::Shepherd) {
                const QString token = drawToken(i, true);
                if (!token.isEmpty()) tokens << token;
            }
        } else if (t == u"FLOCK_EXPAND_OR_SCORE") {
            const QJsonObject p = payload(i);
            const QString value = p.value(u"value").toString();
            if (value != u"EXPAND" && value != u"SCORE") {
                fail(ProblemClass::BadSave, i,
                     QStringLiteral("flock action \"%1\" is neither EXPAND nor SCORE").arg(value));
                return false;
            }
            move.flockAction =
                value == u"EXPAND" ? QStringLiteral("grow") : QStringLiteral("stable");
            json.insert(u"flockAction", move.flockAction);
            if (!takeRandom(i)) return false;
            if (value == u"EXPAND") {
                const QString token = drawToken(i, false);
                if (!token.isEmpty()) tokens << token;
            }
        } else if (t == u"RETURN_MEEPLE") {
            // Only ABBOT_RETURN gets here (checkTypes): the recall instead of a figure; its
            // points are our own scoring's (R-AB-12).
            move.abbotReturn = true;
            json.insert(u"abbot", QStringLiteral("return"));
        }
    }
    // A magic action JCZ resolved without asking: nowhere to go and one figure out.
    if (!magicSeen && (m_game.sets() & SetMageWitch)) {
        Game trial = m_game;
        QList<ScoreEvent> ignored;
        if (!trial.playMoveUpTo(move, Game::TurnStep::Tile, &ignored) &&
            trial.magicActionDue(int(trial.board().tiles().size()) - 1) != Game::MagicDue::None &&
            trial.magicDestinations(FigureType::Mage).isEmpty() &&
            trial.magicDestinations(FigureType::Witch).isEmpty()) {
            const bool mage = trial.magicFigureIndex(FigureType::Mage) >= 0;
            const bool witch = trial.magicFigureIndex(FigureType::Witch) >= 0;
            if (mage != witch) {
                MagicChoice magic;
                magic.remove = mage ? QStringLiteral("mage") : QStringLiteral("witch");
                move.magic = magic;
                json.insert(u"magic", QJsonObject{{QStringLiteral("remove"), magic.remove}});
            }
        }
    }
    m_game.setBagDraws(tokens, 1);
    m_out.draws << tokens;
    if (!playMove(move, json, turn.first)) return false;
    // A hill hides a tile while the pile still has one to hide.
    if (placed.hasMarker(MarkerHill) && m_pile.size() - m_hidden > 0) ++m_hidden;
    return takeRandom(turn.commit);
}

ReplayOutcome Replayer::run()
{
    if (!checkTypes() || !splitTurns()) {
        m_out.stopped = true;
        return m_out;
    }
    for (int n = 0; n < m_turns.size(); ++n)
        if (!playTurn(m_turns[n])) {
            m_out.stopped = true;
            return m_out;
        }
    m_out.end = m_pile.size() <= m_hidden || (m_setup.endTurn >= 0 && m_drawn >= m_setup.endTurn);
    return m_out;
}

} // namespace

ReplayOutcome replayTurns(const Setup &setup, const Game &setUp, const ImportOptions &options,
                          QList<Problem> *errors, QList<Problem> *warnings)
{
    Replayer r(setup, setUp, options, errors, warnings);
    return r.run();
}

} // namespace ml::jcz::detail
