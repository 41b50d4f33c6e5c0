// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfileparser.h"

#include "boardfilejson.h"

#include <QSet>

namespace ml::detail
{

namespace
{

QString setNames(quint8 sets)
{
    QStringList names;
    for (RuleSet s : {SetBase, SetHillsSheep, SetGermanCastles, SetMageWitch, SetAbbot, SetRiver})
        if (sets & s) names << ruleSetName(s);
    return names.join(QStringLiteral(", "));
}

// docs/board-format.md, `players`: 1 to 32 characters from a-z, 0-9, - and _. Checked per UTF-16
// unit, so a NUL, a lone surrogate or any other character outside that set is refused.
bool isPlayerId(const QString &id)
{
    if (id.isEmpty() || id.size() > 32) return false;
    for (const QChar c : id) {
        const char16_t u = c.unicode();
        if (!((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'-' || u == u'_'))
            return false;
    }
    return true;
}

// A double tile's second cell may lie one step beyond the range its first cell is in.
bool secondCellInRange(const TileType &type, Cell at, int rot)
{
    return !type.isDouble() || inCoordinateRange(secondCell(at, rot));
}

bool isLocation(const QString &on)
{
    return portFromName(on) >= 0 || on == u"monastery" || on == u"castle" || on == u"garden" ||
           on == u"inner";
}

// Reads one board file; each member handles one top-level key.
class Parser
{
public:
    Parser(ParsedBoard *out, FileError *error) : m_out(out), r(error) {}

    bool parse(const QJsonObject &root, MoveList *movesRead = nullptr);
    // What the moves need to be read, from the root's keys before them.
    bool beforeMoves(const QJsonObject &root);
    bool moveAt(const QJsonValue &v, qsizetype index);

private:
    bool tileId(const QJsonValue &v, const QString &path, const TileType **type) const;
    bool location(const QJsonValue &v, const QString &path, QString *on) const;
    bool figureType(const QJsonValue &v, const QString &path, FigureType *type) const;
    bool knownPlayer(const QJsonValue &v, const QString &path, QString *id) const;
    bool header(const QJsonObject &root);
    bool definitions(const QJsonValue &v);
    bool rules(const QJsonValue &v);
    bool players(const QJsonValue &v);
    bool score(const QJsonObject &o, const QString &path, int *out) const;
    bool goods(const QJsonValue &v, const QString &path, GoodsCounts *out) const;
    bool tiles(const QJsonValue &v);
    bool figures(const QJsonValue &v);
    bool moves(const QJsonValue &v);
    bool bag(const QJsonValue &v);
    bool token(const QJsonValue &v, const QString &path, QString *token) const;
    bool magic(const QJsonValue &v, const QString &path, MagicChoice *m) const;
    bool move(const QJsonObject &o, const QString &path, Move *m);

    ParsedBoard *m_out;
    JsonReader r;
};

bool Parser::tileId(const QJsonValue &v, const QString &path, const TileType **type) const
{
    QString id;
    if (!r.string(v, path, &id)) return false;
    *type = m_out->catalogue.find(id);
    if (!*type) return r.fail(path, QStringLiteral("unknown tile id \"%1\"").arg(id));
    const quint8 missing = ruleSetOfTile(**type) & ~m_out->sets;
    if (missing)
        return r.fail(path,
                      QStringLiteral("tile %1 belongs to the set %2, which rules.sets does not "
                                     "enable")
                          .arg(id, setNames(missing)));
    return true;
}

bool Parser::location(const QJsonValue &v, const QString &path, QString *on) const
{
    if (!r.string(v, path, on)) return false;
    // The garden is the abbot's place (docs/board-format.md, "The Abbot").
    if (*on == u"garden" && !(m_out->sets & SetAbbot))
        return r.fail(path, QStringLiteral("the location garden belongs to the set abbot, which "
                                           "rules.sets does not enable"));
    if (!isLocation(*on))
        return r.fail(path,
                      QStringLiteral("unknown location \"%1\" (expected a port such as Nw, N, "
                                     "Ne, En, E, ..., or monastery, castle, garden or inner)")
                          .arg(*on));
    return true;
}

bool Parser::figureType(const QJsonValue &v, const QString &path, FigureType *type) const
{
    QString name;
    if (!r.string(v, path, &name)) return false;
    if (!figureTypeFromName(name, type))
        return r.fail(path, QStringLiteral("unknown figure type \"%1\" (expected meeple, shepherd, "
                                           "mage, witch, abbot, large-meeple, builder or pig)")
                                .arg(name));
    // Figures of a set the file does not enable are refused like its tiles (docs/board-format.md,
    // "Top level").
    const RuleSet set = figureSet(*type);
    if (!figureInSets(*type, m_out->sets))
        return r.fail(path,
                      QStringLiteral("the %1 belongs to the set %2, which rules.sets does not "
                                     "enable")
                          .arg(name, ruleSetName(set)));
    return true;
}

bool Parser::knownPlayer(const QJsonValue &v, const QString &path, QString *id) const
{
    if (!r.string(v, path, id)) return false;
    for (const Player &p : m_out->players)
        if (p.id == *id) return true;
    return r.fail(path, QStringLiteral("unknown player \"%1\"").arg(*id));
}

bool Parser::beforeMoves(const QJsonObject &root)
{
    if (!header(root)) return false;
    // Custom tiles and sets first: every tile id below is checked against them.
    if (root.contains(u"rules") && !rules(root.value(u"rules"))) return false;
    if (root.contains(u"tileDefinitions") && !definitions(root.value(u"tileDefinitions")))
        return false;
    return !root.contains(u"players") || players(root.value(u"players"));
}

bool Parser::parse(const QJsonObject &root, MoveList *movesRead)
{
    if (!beforeMoves(root)) return false;
    if (root.contains(u"tiles") && !tiles(root.value(u"tiles"))) return false;
    if (root.contains(u"figures") && !figures(root.value(u"figures"))) return false;
    if (movesRead)
        m_out->moves = std::move(*movesRead);
    else if (root.contains(u"moves") && !moves(root.value(u"moves")))
        return false;
    if (root.contains(u"bag") && !bag(root.value(u"bag"))) return false;
    if (root.contains(u"stack")) {
        QJsonArray a;
        if (!r.array(root.value(u"stack"), QStringLiteral("stack"), &a)) return false;
        m_out->hasStack = true;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const TileType *t = nullptr;
            if (!tileId(a[i], indexPath(QStringLiteral("stack"), i), &t)) return false;
            m_out->stack << t->id;
        }
    }
    if (root.contains(u"end") && !r.boolean(root.value(u"end"), QStringLiteral("end"), &m_out->end))
        return false;
    if (root.contains(u"caption") &&
        !readCaption(root.value(u"caption"), &m_out->caption, r.error()))
        return false;
    if (root.contains(u"annotations") &&
        !readAnnotations(root.value(u"annotations"), int(m_out->moves.size()), &m_out->annotations,
                         r.error()))
        return false;
    if (root.contains(u"picture") &&
        !readPictureSettings(root.value(u"picture"), &m_out->picture, r.error()))
        return false;
    // "puzzle" and unknown keys are kept untouched; they do not affect set-up or scoring.
    return true;
}

bool Parser::header(const QJsonObject &root)
{
    QString format;
    if (!r.require(root, {}, QStringLiteral("format")) ||
        !r.string(root.value(u"format"), QStringLiteral("format"), &format))
        return false;
    if (format != u"meeplelab-board")
        return r.fail(QStringLiteral("format"),
                      QStringLiteral("expected \"meeplelab-board\", found \"%1\"").arg(format));
    int version = 0;
    if (!r.require(root, {}, QStringLiteral("version")) ||
        !r.integer(root.value(u"version"), QStringLiteral("version"), &version))
        return false;
    if (version > kFormatVersion)
        return r.fail(QStringLiteral("version"),
                      QStringLiteral("version %1 is newer than this program understands (%2)")
                          .arg(version)
                          .arg(kFormatVersion));
    if (version < 1)
        return r.fail(QStringLiteral("version"), QStringLiteral("version %1 does not exist; the "
                                                                "first version is 1")
                                                     .arg(version));
    for (const auto key : {u"title", u"description"}) {
        const QString k = QString::fromUtf16(key);
        if (root.contains(k) && !r.text(root.value(k), k)) return false;
    }
    return true;
}

bool Parser::definitions(const QJsonValue &v)
{
    QJsonArray a;
    if (!r.array(v, QStringLiteral("tileDefinitions"), &a)) return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = indexPath(QStringLiteral("tileDefinitions"), i);
        QJsonObject o;
        if (!r.object(a[i], path, &o)) return false;
        QString error;
        auto type = TileCatalogue::parseDefinition(o, path, &error);
        if (!type) {
            // parseDefinition says "<path>: <reason>"; split it to keep one format.
            const qsizetype colon = error.indexOf(QStringLiteral(": "));
            return colon > 0 ? r.fail(error.left(colon), error.mid(colon + 2))
                             : r.fail(path, error);
        }
        if (!m_out->catalogue.add(type, &error))
            return r.fail(joinPath(path, QStringLiteral("id")), error);
    }
    return true;
}

bool Parser::rules(const QJsonValue &v)
{
    QJsonObject o;
    if (!r.object(v, QStringLiteral("rules"), &o)) return false;
    if (o.contains(u"sets")) {
        QStringList names;
        if (!r.stringList(o.value(u"sets"), QStringLiteral("rules.sets"), &names)) return false;
        m_out->sets = 0;
        for (qsizetype i = 0; i < names.size(); ++i) {
            RuleSet s;
            if (!ruleSetFromName(names[i], &s))
                return r.fail(indexPath(QStringLiteral("rules.sets"), i),
                              QStringLiteral("unknown set \"%1\" (expected base, hills-sheep, "
                                             "german-castles, mage-witch, abbot or river)")
                                  .arg(names[i]));
            m_out->sets |= s;
        }
    }
    if (o.contains(u"edition")) {
        QString name;
        if (!r.string(o.value(u"edition"), QStringLiteral("rules.edition"), &name)) return false;
        if (!editionFromName(name, &m_out->edition))
            return r.fail(
                QStringLiteral("rules.edition"),
                QStringLiteral("unknown edition \"%1\" (expected C1, C2 or C3)").arg(name));
    }
    if (!o.contains(u"options")) return true;
    QJsonObject opts;
    if (!r.object(o.value(u"options"), QStringLiteral("rules.options"), &opts)) return false;
    RuleOptions probe = RuleOptions::defaultsFor(m_out->edition);
    for (auto it = opts.begin(); it != opts.end(); ++it) {
        const QString path = joinPath(QStringLiteral("rules.options"), it.key());
        if (!RuleOptions::keys().contains(it.key()))
            return r.fail(path, QStringLiteral("unknown option (known options: %1)")
                                    .arg(RuleOptions::keys().join(QStringLiteral(", "))));
        if (!(RuleOptions::setOf(it.key()) & m_out->sets))
            return r.fail(path, QStringLiteral("option of the set %1, which rules.sets does not "
                                               "enable")
                                    .arg(ruleSetName(RuleOptions::setOf(it.key()))));
        // Values may be written as strings, numbers (tinyCity) or booleans.
        QString value;
        const QJsonValue jv = it.value();
        if (jv.isString())
            value = jv.toString();
        else if (jv.isBool())
            value = jv.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        else if (jv.isDouble())
            value = QString::number(jv.toDouble());
        else
            return r.fail(path, QStringLiteral("expected a string, number or boolean, found %1")
                                    .arg(jsonTypeName(jv)));
        QString error;
        if (!probe.set(it.key(), value, &error)) return r.fail(path, error);
        m_out->options.append({it.key(), value, path});
    }
    return true;
}

bool Parser::players(const QJsonValue &v)
{
    QJsonArray a;
    if (!r.array(v, QStringLiteral("players"), &a)) return false;
    if (a.size() > kMaxPlayers)
        return r.fail(
            QStringLiteral("players"),
            QStringLiteral("at most %1 players, found %2").arg(kMaxPlayers).arg(a.size()));
    QSet<QString> ids; // one look-up per player, however many there are
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = indexPath(QStringLiteral("players"), i);
        QJsonObject o;
        Player p;
        // One abbot each when the set is on (docs/board-format.md, "The Abbot"); a large
        // meeple, a builder and a pig with theirs (R-IC-2, R-TB-2).
        p.abbotSupply = (m_out->sets & SetAbbot) ? 1 : 0;
        p.largeMeepleSupply = (m_out->sets & SetInnsCathedrals) ? 1 : 0;
        p.builderSupply = p.pigSupply = (m_out->sets & SetTradersBuilders) ? 1 : 0;
        if (!r.object(a[i], path, &o) || !r.require(o, path, QStringLiteral("id")) ||
            !r.string(o.value(u"id"), joinPath(path, QStringLiteral("id")), &p.id))
            return false;
        if (!isPlayerId(p.id))
            return r.fail(joinPath(path, QStringLiteral("id")), FileErrorCode::BadPlayerId,
                          {quotable(p.id)});
        if (ids.contains(p.id))
            return r.fail(joinPath(path, QStringLiteral("id")),
                          QStringLiteral("player id \"%1\" is used twice").arg(p.id));
        ids.insert(p.id);
        if ((o.contains(u"name") &&
             !r.plainText(o.value(u"name"), joinPath(path, QStringLiteral("name")), &p.name)) ||
            (o.contains(u"color") &&
             !r.colour(o.value(u"color"), joinPath(path, QStringLiteral("color")), &p.color)) ||
            !score(o, path, &p.startScore))
            return false;
        p.score = p.startScore;
        if (o.contains(u"castles")) {
            const QString cpath = joinPath(path, QStringLiteral("castles"));
            QJsonArray castles;
            if (!r.array(o.value(u"castles"), cpath, &castles)) return false;
            for (qsizetype k = 0; k < castles.size(); ++k) {
                const TileType *t = nullptr;
                if (!tileId(castles[k], indexPath(cpath, k), &t)) return false;
                if (!t->hasMarker(MarkerCastle))
                    return r.fail(indexPath(cpath, k),
                                  QStringLiteral("tile %1 is not a castle tile").arg(t->id));
                p.castles << t->id;
            }
        }
        if (o.contains(u"supply")) {
            const QString spath = joinPath(path, QStringLiteral("supply"));
            QJsonObject supply;
            if (!r.object(o.value(u"supply"), spath, &supply)) return false;
            for (auto it = supply.begin(); it != supply.end(); ++it) {
                const QString fpath = joinPath(spath, it.key());
                if (it.key() != u"meeple" && it.key() != u"shepherd" && it.key() != u"abbot" &&
                    it.key() != u"large-meeple" && it.key() != u"builder" && it.key() != u"pig")
                    return r.fail(fpath, QStringLiteral("unknown figure type \"%1\" (a player's "
                                                        "supply holds meeple, shepherd, abbot, "
                                                        "large-meeple, builder and pig)")
                                             .arg(quotable(it.key())));
                qint64 count = 0;
                if (!r.integerIn(it.value(), fpath, 0, kMaxSupply, &count)) return false;
                // The figures of Inns & Cathedrals and Traders & Builders only with their sets
                // (docs/board-format.md, "Top level").
                FigureType special = FigureType::Meeple;
                if (figureTypeFromName(it.key(), &special) &&
                    (special == FigureType::LargeMeeple || special == FigureType::Builder ||
                     special == FigureType::Pig)) {
                    if (!figureInSets(special, m_out->sets))
                        return r.fail(fpath, QStringLiteral("the %1 belongs to the set %2, which "
                                                            "rules.sets does not enable")
                                                 .arg(it.key(), ruleSetName(figureSet(special))));
                    (special == FigureType::LargeMeeple ? p.largeMeepleSupply
                     : special == FigureType::Builder   ? p.builderSupply
                                                        : p.pigSupply) = int(count);
                    continue;
                }
                // The abbot's count is read only with its set (docs/board-format.md, "The Abbot");
                // more than one is a rule error of the set-up (R-AB-1), not of the file.
                if (it.key() == u"abbot") {
                    if (m_out->sets & SetAbbot) p.abbotSupply = int(count);
                    continue;
                }
                (it.key() == u"meeple" ? p.meepleSupply : p.shepherdSupply) = int(count);
            }
        }
        if (o.contains(u"goods") &&
            !goods(o.value(u"goods"), joinPath(path, QStringLiteral("goods")), &p.goods))
            return false;
        m_out->players.append(p);
    }
    return true;
}

// A player's goods tokens at set-up (docs/board-format.md, "Traders & Builders"): a missing
// kind holds none.
bool Parser::goods(const QJsonValue &v, const QString &path, GoodsCounts *out) const
{
    if (!(m_out->sets & SetTradersBuilders))
        return r.fail(path, QStringLiteral("goods belong to the set traders-builders, which "
                                           "rules.sets does not enable"));
    QJsonObject o;
    if (!r.object(v, path, &o)) return false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString gpath = joinPath(path, it.key());
        Goods kind{};
        if (!goodsFromName(it.key(), &kind))
            return r.fail(gpath, QStringLiteral("unknown goods \"%1\" (expected wine, grain or "
                                                "cloth)")
                                     .arg(quotable(it.key())));
        qint64 count = 0;
        if (!r.integerIn(it.value(), gpath, 0, kMaxGoods, &count)) return false;
        (*out)[size_t(kind)] = int(count);
    }
    return true;
}

bool Parser::score(const QJsonObject &o, const QString &path, int *out) const
{
    if (!o.contains(u"score")) return true;
    qint64 value = 0;
    if (!r.integerIn(o.value(u"score"), joinPath(path, QStringLiteral("score")), -kMaxStartScore,
                     kMaxStartScore, &value))
        return false;
    *out = int(value);
    return true;
}

bool Parser::tiles(const QJsonValue &v)
{
    QJsonArray a;
    if (!r.array(v, QStringLiteral("tiles"), &a)) return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        ParsedTile t;
        t.path = indexPath(QStringLiteral("tiles"), i);
        QJsonObject o;
        if (!r.object(a[i], t.path, &o) || !r.require(o, t.path, QStringLiteral("tile")) ||
            !tileId(o.value(u"tile"), joinPath(t.path, QStringLiteral("tile")), &t.type) ||
            !r.require(o, t.path, QStringLiteral("at")) ||
            !r.cell(o.value(u"at"), joinPath(t.path, QStringLiteral("at")), &t.at) ||
            (o.contains(u"rot") &&
             !r.rotation(o.value(u"rot"), joinPath(t.path, QStringLiteral("rot")), &t.rot)))
            return false;
        if (!secondCellInRange(*t.type, t.at, t.rot))
            return r.fail(joinPath(t.path, QStringLiteral("at")),
                          FileErrorCode::SecondCellOutOfRange,
                          {refusalCell(secondCell(t.at, t.rot))});
        if (o.contains(u"under")) {
            const TileType *under = nullptr;
            if (!tileId(o.value(u"under"), joinPath(t.path, QStringLiteral("under")), &under))
                return false;
            t.under = under->id;
        }
        m_out->tiles.append(t);
    }
    return true;
}

bool Parser::figures(const QJsonValue &v)
{
    QJsonArray a;
    if (!r.array(v, QStringLiteral("figures"), &a)) return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        ParsedFigure f;
        f.path = indexPath(QStringLiteral("figures"), i);
        QJsonObject o;
        if (!r.object(a[i], f.path, &o) || !r.require(o, f.path, QStringLiteral("type")) ||
            !figureType(o.value(u"type"), joinPath(f.path, QStringLiteral("type")), &f.type))
            return false;
        const bool magicFigure = f.type == FigureType::Mage || f.type == FigureType::Witch;
        if (magicFigure && o.contains(u"player"))
            return r.fail(joinPath(f.path, QStringLiteral("player")),
                          QStringLiteral("the mage and the witch belong to no player"));
        if (!magicFigure && (!r.require(o, f.path, QStringLiteral("player")) ||
                             !knownPlayer(o.value(u"player"),
                                          joinPath(f.path, QStringLiteral("player")), &f.player)))
            return false;
        if (!r.require(o, f.path, QStringLiteral("at")) ||
            !r.cell(o.value(u"at"), joinPath(f.path, QStringLiteral("at")), &f.at) ||
            !r.require(o, f.path, QStringLiteral("on")) ||
            !location(o.value(u"on"), joinPath(f.path, QStringLiteral("on")), &f.on))
            return false;
        if (o.contains(u"flock")) {
            const QString fpath = joinPath(f.path, QStringLiteral("flock"));
            if (f.type != FigureType::Shepherd)
                return r.fail(fpath, QStringLiteral("only a shepherd has a flock"));
            QJsonArray flock;
            if (!r.array(o.value(u"flock"), fpath, &flock)) return false;
            for (qsizetype k = 0; k < flock.size(); ++k) {
                QString t;
                if (!token(flock[k], indexPath(fpath, k), &t)) return false;
                f.flock << t;
            }
        }
        m_out->figures.append(f);
    }
    return true;
}

bool Parser::moves(const QJsonValue &v)
{
    QJsonArray a;
    if (!r.array(v, QStringLiteral("moves"), &a)) return false;
    m_out->moves.reserve(a.size());
    for (qsizetype i = 0; i < a.size(); ++i)
        if (!moveAt(a[i], i)) return false;
    return true;
}

bool Parser::moveAt(const QJsonValue &v, qsizetype index)
{
    const QString path = indexPath(QStringLiteral("moves"), index);
    QJsonObject o;
    Move m;
    if (!r.object(v, path, &o) || !move(o, path, &m)) return false;
    m_out->moves.append(m);
    return true;
}

bool Parser::move(const QJsonObject &o, const QString &path, Move *m)
{
    if (!r.require(o, path, QStringLiteral("player")) ||
        !knownPlayer(o.value(u"player"), joinPath(path, QStringLiteral("player")), &m->player))
        return false;
    // The second part of a builder's double turn (docs/board-format.md, "Traders & Builders"):
    // true is its only value (a move without the key is no second part); whether one is due
    // is the rules' question (R-TB-10/11).
    if (o.contains(u"doubleTurn")) {
        const QString dpath = joinPath(path, QStringLiteral("doubleTurn"));
        if (!(m_out->sets & SetTradersBuilders))
            return r.fail(dpath, QStringLiteral("the move key doubleTurn belongs to the set "
                                                "traders-builders, which rules.sets does not "
                                                "enable"));
        if (o.value(u"doubleTurn") != QJsonValue(true))
            return r.fail(dpath, QStringLiteral("doubleTurn takes only true (leave the key out "
                                                "for a move that is no second part)"));
        m->doubleTurn = true;
    }
    // The recall (docs/board-format.md, "The Abbot"): "return" is its only value; whether it is
    // allowed is the rules' question (R-AB-12..14).
    if (o.contains(u"abbot")) {
        const QString apath = joinPath(path, QStringLiteral("abbot"));
        if (!(m_out->sets & SetAbbot))
            return r.fail(apath, QStringLiteral("the move key abbot belongs to the set abbot, "
                                                "which rules.sets does not enable"));
        const QJsonValue value = o.value(u"abbot");
        if (!value.isString() || value.toString() != u"return")
            return r.fail(apath, QStringLiteral("the move key abbot takes only \"return\" "
                                                "(take the abbot back)"));
        m->abbotReturn = true;
    }
    const bool isTile = o.contains(u"tile"), isDiscard = o.contains(u"discard");
    const bool isCastle = o.contains(u"castle");
    if (int(isTile) + int(isDiscard) + int(isCastle) != 1)
        return r.fail(path, QStringLiteral("a move needs exactly one of \"tile\", \"castle\" or "
                                           "\"discard\""));
    const TileType *type = nullptr;
    if (isDiscard) {
        m->kind = Move::Kind::Discard;
        if (!tileId(o.value(u"discard"), joinPath(path, QStringLiteral("discard")), &type))
            return false;
        m->tile = type->id;
        for (const auto key : {u"at", u"rot", u"figure", u"magic", u"flockAction"})
            if (o.contains(QString::fromUtf16(key)))
                return r.fail(joinPath(path, QString::fromUtf16(key)),
                              QStringLiteral("a discard places nothing"));
        // A hill tile that fits nowhere leaves the game with the tile drawn to lie under it
        // (R-HS-HI-10), so a discard may name that tile too.
        if (o.contains(u"under")) {
            const TileType *under = nullptr;
            if (!tileId(o.value(u"under"), joinPath(path, QStringLiteral("under")), &under))
                return false;
            m->under = under->id;
        }
        return true;
    }
    m->kind = isCastle ? Move::Kind::Castle : Move::Kind::Tile;
    const QString tileKey = isCastle ? QStringLiteral("castle") : QStringLiteral("tile");
    if (!tileId(o.value(tileKey), joinPath(path, tileKey), &type)) return false;
    if (isCastle && !type->hasMarker(MarkerCastle))
        return r.fail(joinPath(path, tileKey),
                      QStringLiteral("tile %1 is not a castle tile").arg(type->id));
    if (o.contains(u"magic") &&
        !magic(o.value(u"magic"), joinPath(path, QStringLiteral("magic")), &m->magic.emplace()))
        return false;
    if (o.contains(u"flockAction")) {
        const QString apath = joinPath(path, QStringLiteral("flockAction"));
        if (!(m_out->sets & SetHillsSheep))
            return r.fail(apath, QStringLiteral("flockAction belongs to the set hills-sheep, which "
                                                "rules.sets does not enable"));
        if (!r.string(o.value(u"flockAction"), apath, &m->flockAction)) return false;
        if (m->flockAction != u"grow" && m->flockAction != u"stable")
            return r.fail(apath, QStringLiteral("flockAction is \"grow\" or \"stable\", not "
                                                "\"%1\"")
                                     .arg(m->flockAction));
    }
    if (!r.require(o, path, QStringLiteral("at")) ||
        !r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &m->at) ||
        (o.contains(u"rot") &&
         !r.rotation(o.value(u"rot"), joinPath(path, QStringLiteral("rot")), &m->rot)))
        return false;
    if (!secondCellInRange(*type, m->at, m->rot))
        return r.fail(joinPath(path, QStringLiteral("at")), FileErrorCode::SecondCellOutOfRange,
                      {refusalCell(secondCell(m->at, m->rot))});
    m->tile = type->id;
    if (o.contains(u"under")) {
        const TileType *under = nullptr;
        if (!tileId(o.value(u"under"), joinPath(path, QStringLiteral("under")), &under))
            return false;
        m->under = under->id;
    }
    if (!o.contains(u"figure")) return true;
    const QString fpath = joinPath(path, QStringLiteral("figure"));
    QJsonObject f;
    FigureChoice choice;
    if (!r.object(o.value(u"figure"), fpath, &f) ||
        (f.contains(u"type") &&
         !figureType(f.value(u"type"), joinPath(fpath, QStringLiteral("type")), &choice.type)) ||
        ((choice.type == FigureType::Mage || choice.type == FigureType::Witch) &&
         !r.fail(joinPath(fpath, QStringLiteral("type")),
                 QStringLiteral("phase 2 places a meeple or another figure of a player; the "
                                "mage and the witch move with \"magic\""))) ||
        !r.require(f, fpath, QStringLiteral("on")) ||
        !location(f.value(u"on"), joinPath(fpath, QStringLiteral("on")), &choice.on))
        return false;
    if (f.contains(u"at")) {
        Cell c;
        if (!r.cell(f.value(u"at"), joinPath(fpath, QStringLiteral("at")), &c)) return false;
        choice.at = c;
    }
    m->figure = choice;
    return true;
}

bool Parser::token(const QJsonValue &v, const QString &path, QString *token) const
{
    if (!r.string(v, path, token)) return false;
    if (Bag::tokenIndex(*token) < 0)
        return r.fail(
            path, QStringLiteral("unknown token \"%1\" (expected 1, 2, 3, 4 or wolf)").arg(*token));
    return true;
}

bool Parser::bag(const QJsonValue &v)
{
    const QString path = QStringLiteral("bag");
    QJsonObject o;
    if (!r.object(v, path, &o)) return false;
    // docs/board-format.md, `bag`: an empty bag ({} or {"draws": []}) is fine whatever the sets;
    // draws or a seed without hills-sheep are refused, since nothing could ever be drawn.
    if (!(m_out->sets & SetHillsSheep)) {
        if (o.contains(u"seed"))
            return r.fail(joinPath(path, QStringLiteral("seed")),
                          FileErrorCode::BagNeedsHillsSheep);
        if (o.contains(u"draws") &&
            !(o.value(u"draws").isArray() && o.value(u"draws").toArray().isEmpty()))
            return r.fail(joinPath(path, QStringLiteral("draws")),
                          FileErrorCode::BagNeedsHillsSheep);
    }
    if (o.contains(u"draws")) {
        QJsonArray draws;
        const QString dpath = QStringLiteral("bag.draws");
        if (!r.array(o.value(u"draws"), dpath, &draws)) return false;
        for (qsizetype i = 0; i < draws.size(); ++i) {
            QString t;
            if (!token(draws[i], indexPath(dpath, i), &t)) return false;
            m_out->bagDraws << t;
        }
    }
    if (o.contains(u"seed")) {
        qint64 seed = 0;
        if (!r.integerIn(o.value(u"seed"), QStringLiteral("bag.seed"), 0, 4294967295LL, &seed))
            return false;
        m_out->bagSeed = quint32(seed);
    }
    return true;
}

bool Parser::magic(const QJsonValue &v, const QString &path, MagicChoice *m) const
{
    if (!(m_out->sets & SetMageWitch))
        return r.fail(path, QStringLiteral("magic belongs to the set mage-witch, which rules.sets "
                                           "does not enable"));
    QJsonObject o;
    if (!r.object(v, path, &o)) return false;
    if (o.contains(u"remove")) {
        const QString rpath = joinPath(path, QStringLiteral("remove"));
        if (!r.string(o.value(u"remove"), rpath, &m->remove)) return false;
        if (m->remove != u"mage" && m->remove != u"witch")
            return r.fail(rpath, QStringLiteral("remove names \"mage\" or \"witch\""));
        for (const auto key : {u"figure", u"at", u"on"})
            if (o.contains(QString::fromUtf16(key)))
                return r.fail(joinPath(path, QString::fromUtf16(key)),
                              QStringLiteral("a removal names no destination"));
        return true;
    }
    const QString fpath = joinPath(path, QStringLiteral("figure"));
    if (!r.require(o, path, QStringLiteral("figure")) ||
        !r.string(o.value(u"figure"), fpath, &m->figure))
        return false;
    if (m->figure != u"mage" && m->figure != u"witch")
        return r.fail(
            fpath,
            QStringLiteral("the magic figure is \"mage\" or \"witch\", not \"%1\"").arg(m->figure));
    return r.require(o, path, QStringLiteral("at")) &&
           r.cell(o.value(u"at"), joinPath(path, QStringLiteral("at")), &m->at) &&
           r.require(o, path, QStringLiteral("on")) &&
           location(o.value(u"on"), joinPath(path, QStringLiteral("on")), &m->on);
}

} // namespace

bool parseBoard(const QJsonObject &root, ParsedBoard *out, FileError *error, MoveList *movesRead)
{
    *out = ParsedBoard();
    out->catalogue = TileCatalogue::builtin();
    return Parser(out, error).parse(root, movesRead);
}

class MovesAhead::Reader
{
public:
    Reader() : parser(&board, &error) { board.catalogue = TileCatalogue::builtin(); }
    ParsedBoard board;
    FileError error; // unused: an error stops the reading, and the whole reading reports it
    Parser parser;
    bool begun = false;
};

MovesAhead::MovesAhead() : m_reader(std::make_unique<Reader>()) {}

MovesAhead::~MovesAhead() = default;

bool MovesAhead::begin(const QJsonObject &before)
{
    m_reader->begun = m_reader->parser.beforeMoves(before);
    return m_reader->begun;
}

bool MovesAhead::element(const QJsonValue &move, qsizetype index)
{
    return m_reader->parser.moveAt(move, index);
}

bool MovesAhead::laterKey(const QString &key)
{
    // The keys beforeMoves reads; "moves" again would replace the moves read.
    for (const auto k : {u"format", u"version", u"rules", u"tileDefinitions", u"players", u"moves"})
        if (key == QStringView(k)) return false;
    return true;
}

MoveList MovesAhead::takeMoves()
{
    return std::move(m_reader->board.moves);
}

} // namespace ml::detail
