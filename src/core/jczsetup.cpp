// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up of a JCZ save as the head of a board file (docs/jcz-import.md).
#include "jczsetup.h"

#include "boardfilejson.h"
#include "jcztiles.h"
#include "tilecatalogue.h"

#include <QJsonValue>

#include <cmath>
#include <limits>

namespace ml::jcz
{

QString problemClassName(ProblemClass c)
{
    switch (c) {
    case ProblemClass::NotJson:
        return QStringLiteral("NOT_JSON");
    case ProblemClass::NotAGame:
        return QStringLiteral("NOT_A_GAME");
    case ProblemClass::OldVersion:
        return QStringLiteral("OLD_VERSION");
    case ProblemClass::NewVersion:
        return QStringLiteral("NEW_VERSION");
    case ProblemClass::UnsupportedSet:
        return QStringLiteral("UNSUPPORTED_SET");
    case ProblemClass::UnsupportedFigure:
        return QStringLiteral("UNSUPPORTED_FIGURE");
    case ProblemClass::UnsupportedRule:
        return QStringLiteral("UNSUPPORTED_RULE");
    case ProblemClass::UnsupportedMessage:
        return QStringLiteral("UNSUPPORTED_MESSAGE");
    case ProblemClass::BadSave:
        return QStringLiteral("BAD_SAVE");
    case ProblemClass::ReplayMismatch:
        return QStringLiteral("REPLAY_MISMATCH");
    case ProblemClass::Warning:
        return QStringLiteral("WARNING");
    }
    return {};
}

QString Problem::toString(const QString &fileName) const
{
    if (cls != ProblemClass::Warning && cls != ProblemClass::NewVersion)
        return error.toString(fileName);
    QString line = fileName + QStringLiteral(": warning: ");
    if (!error.where.isEmpty()) line += error.where + QStringLiteral(": ");
    return line + error.reason;
}

namespace detail
{

Problem problem(ProblemClass cls, const QString &where, const QString &reason, int exitCode,
                int replayIndex)
{
    Problem p;
    p.cls = cls;
    p.error = FileError(exitCode, where, reason);
    p.replayIndex = replayIndex;
    return p;
}

Problem warning(const QString &where, const QString &reason, int replayIndex)
{
    Problem p = problem(ProblemClass::Warning, where, reason, 0, replayIndex);
    return p;
}

Problem badValue(const FileError &error, int replayIndex)
{
    Problem p;
    p.cls = ProblemClass::BadSave;
    p.error = error;
    p.replayIndex = replayIndex;
    return p;
}

bool readRandom(const QJsonValue &v, const QString &where, double *out, FileError *error)
{
    const double r = v.toDouble();
    if (v.isDouble() && r >= 0.0 && r < 1.0) {
        *out = r;
        return true;
    }
    // Whole numbers in full ("1000000000", not "1e+09"), others as short as they read back.
    const QString found = !v.isDouble() ? ml::detail::jsonTypeName(v)
                          : std::floor(r) == r && std::abs(r) < 1e15
                              ? QString::number(qint64(r))
                              : QString::number(r, 'g', QLocale::FloatingPointShortest);
    *error =
        FileError(2, where, QStringLiteral("expected a number in [0, 1), found %1").arg(found));
    return false;
}

QString elementName(const QString &element)
{
    static const QMap<QString, QString> names = {
        {QStringLiteral("big-follower"), QStringLiteral("big meeple")},
        {QStringLiteral("little-buildings"), QStringLiteral("little buildings")},
        {QStringLiteral("pig-herd"), QStringLiteral("pig herd")},
        {QStringLiteral("big-top"), QStringLiteral("big top")},
        {QStringLiteral("corn-circle"), QStringLiteral("corn circle")},
        {QStringLiteral("wind-rose"), QStringLiteral("wind rose")},
        {QStringLiteral("russian-trap"), QStringLiteral("Russian trap")},
        {QStringLiteral("robbers-son"), QStringLiteral("robber's son")},
        {QStringLiteral("traders"), QStringLiteral("trade goods")},
    };
    return names.value(element, element);
}

int compareVersions(const QString &a, const QString &b)
{
    const QStringList pa = a.split(u'.'), pb = b.split(u'.');
    for (qsizetype i = 0; i < std::max(pa.size(), pb.size()); ++i) {
        const int x = i < pa.size() ? pa[i].toInt() : 0;
        const int y = i < pb.size() ? pb[i].toInt() : 0;
        if (x != y) return x < y ? -1 : 1;
    }
    return 0;
}

namespace
{

// An element is on when its value is truthy: a non-zero number, true, a non-empty
// string.
bool active(const QJsonValue &v)
{
    if (v.isBool()) return v.toBool();
    if (v.isDouble()) return v.toDouble() != 0;
    if (v.isString()) return !v.toString().isEmpty();
    return !v.isNull() && !v.isUndefined();
}

// A number of set copies or figures: a whole number from 0 to kMaxCount, or a switch.
// A value out of range is refused rather than clamped: a cast of 1e300 to int is undefined.
bool count(const QJsonValue &v, const QString &where, int *out, QList<Problem> *errors)
{
    *out = active(v) ? 1 : 0;
    if (!v.isDouble()) return true;
    FileError error;
    qint64 n = 0;
    if (!ml::detail::JsonReader(&error).integerIn(v, where, 0, kMaxCount, &n)) {
        *errors << badValue(error);
        return false;
    }
    *out = int(n);
    return true;
}

} // namespace

bool readSetup(const QJsonObject &save, const ImportOptions &options, Setup *setup,
               QList<Problem> *errors, QList<Problem> *warnings)
{
    const auto fail = [&](ProblemClass cls, const QString &where, const QString &reason) {
        *errors << problem(cls, where, reason);
    };
    // JCZ 4 wrote `initialSeed` and dotted tile ids; JCZ itself no longer reads them.
    if (save.contains(u"initialSeed") || !save.value(u"appVersion").isString()) {
        const QString v = save.value(u"appVersion").toString();
        if (save.contains(u"initialSeed") ||
            (!v.isEmpty() && compareVersions(v, QStringLiteral("5.7.0")) < 0))
            fail(ProblemClass::OldVersion, {},
                 QStringLiteral("JCloisterZone %1 save; only saves from JCloisterZone 5.7.0 or "
                                "later can be imported")
                     .arg(v.isEmpty() ? QStringLiteral("4") : v));
        else
            fail(ProblemClass::NotAGame, {}, QStringLiteral("not a JCloisterZone saved game"));
        return false;
    }
    setup->appVersion = save.value(u"appVersion").toString();
    if (!save.value(u"setup").isObject()) {
        fail(ProblemClass::NotAGame, {}, QStringLiteral("not a JCloisterZone saved game"));
        return false;
    }
    if (compareVersions(setup->appVersion, QStringLiteral("5.7.0")) < 0) {
        fail(ProblemClass::OldVersion, {},
             QStringLiteral("JCloisterZone %1 save; only saves from JCloisterZone 5.7.0 or later "
                            "can be imported")
                 .arg(setup->appVersion));
        return false;
    }
    for (const char *key : {"players", "replay", "initialRandom", "clock", "gameId"})
        if (!save.contains(QLatin1String(key))) {
            fail(ProblemClass::NotAGame, {},
                 QStringLiteral("a JCloisterZone game setup without moves; nothing to import"));
            return false;
        }
    if (compareVersions(setup->appVersion, QStringLiteral("6")) >= 0) {
        Problem w = problem(ProblemClass::NewVersion, {},
                            QStringLiteral("made by JCloisterZone %1, newer than the versions "
                                           "this importer knows (5.7–5.12)")
                                .arg(setup->appVersion),
                            0);
        *warnings << w;
    }
    setup->beforeNewRandom = compareVersions(setup->appVersion, QStringLiteral("5.9.0")) < 0;
    if (!save.value(u"players").isArray() || !save.value(u"replay").isArray() ||
        !save.value(u"initialRandom").isDouble()) {
        fail(ProblemClass::BadSave, {},
             QStringLiteral("players, replay and initialRandom must be an array, an array and "
                            "a number"));
        return false;
    }
    FileError bad;
    if (!readRandom(save.value(u"initialRandom"), QStringLiteral("initialRandom"),
                    &setup->initialRandom, &bad)) {
        *errors << badValue(bad);
        return false;
    }
    const QJsonArray players = save.value(u"players").toArray();
    if (players.size() > kMaxPlayers) {
        fail(ProblemClass::BadSave, QStringLiteral("players"),
             QStringLiteral("%1 players; at most %2 can be imported")
                 .arg(players.size())
                 .arg(kMaxPlayers));
        return false;
    }
    setup->replay = save.value(u"replay").toArray();

    const QJsonObject s = save.value(u"setup").toObject();
    const QJsonObject elements = s.value(u"elements").toObject();
    const QJsonObject sets = s.value(u"sets").toObject();
    bool basic1 = false, hillsSheep = false, mageWitch = false, icTiles = false, tbTiles = false;
    for (auto it = sets.begin(); it != sets.end(); ++it) {
        QString id = it.key();
        const QString expansion = id.section(u':', 0, 0);
        if (!knownSet(expansion)) {
            fail(ProblemClass::UnsupportedSet, QStringLiteral("setup.sets.") + id,
                 QStringLiteral("the expansion \"%1\" is not in Meeple Lab (base game, Hills & "
                                "Sheep, Castles in Germany, Mage & Witch, Inns & Cathedrals, "
                                "Traders & Builders, the Abbot)")
                     .arg(expansion));
            continue;
        }
        int copies = 0;
        if (!count(it.value(), QStringLiteral("setup.sets.") + id, &copies, errors) || copies == 0)
            continue;
        // A bare id should not occur; its release follows the garden switch.
        if (!id.contains(u':'))
            id += active(elements.value(u"garden")) ? QStringLiteral(":2") : QStringLiteral(":1");
        setup->sets.insert(id, copies);
        basic1 |= id == u"basic:1";
        hillsSheep |= expansion == u"hills-and-sheep";
        mageWitch |= expansion == u"mage-and-witch";
        icTiles |= expansion == u"inns-and-cathedrals";
        tbTiles |= expansion == u"traders-and-builders";
    }
    const QJsonArray addons = s.value(u"addons").toArray();
    for (qsizetype i = 0; i < addons.size(); ++i)
        fail(ProblemClass::UnsupportedSet, QStringLiteral("setup.addons[%1]").arg(i),
             QStringLiteral("the fan add-on \"%1\" is not in Meeple Lab (base game, Hills & "
                            "Sheep, Castles in Germany, Mage & Witch, Inns & Cathedrals, Traders & "
                            "Builders, the Abbot)")
                 .arg(addons[i].isObject() ? addons[i].toObject().value(u"id").toString()
                                           : addons[i].toString()));

    static const QStringList ours = {
        QStringLiteral("small-follower"), QStringLiteral("shepherd"), QStringLiteral("mage"),
        QStringLiteral("witch"), QStringLiteral("farmers"), QStringLiteral("garden"),
        QStringLiteral("hill"), QStringLiteral("vineyard"), QStringLiteral("abbot"),
        QStringLiteral("big-follower"), QStringLiteral("builder"), QStringLiteral("pig"),
        QStringLiteral("inn"), QStringLiteral("cathedral"), QStringLiteral("traders"),
        // The pig herd needs the GQ11 tile, which is refused as a tile of another set.
        QStringLiteral("pig-herd")};
    for (auto it = elements.begin(); it != elements.end(); ++it) {
        if (!active(it.value()) || ours.contains(it.key())) continue;
        fail(ProblemClass::UnsupportedFigure, QStringLiteral("setup.elements.") + it.key(),
             QStringLiteral("the %1 is not in Meeple Lab").arg(elementName(it.key())));
    }
    const auto figures = [&](const char *element) {
        int n = 0;
        count(elements.value(QLatin1String(element)),
              QStringLiteral("setup.elements.") + QLatin1String(element), &n, errors);
        return n;
    };
    const int shepherds = figures("shepherd");
    hillsSheep |= shepherds > 0;
    mageWitch |= active(elements.value(u"mage")) || active(elements.value(u"witch"));
    if (sets.keys().join(u' ').contains(u"hills-and-sheep")) {
        if (!active(elements.value(u"hill")))
            fail(ProblemClass::UnsupportedRule, QStringLiteral("setup.elements.hill"),
                 QStringLiteral("hills are switched off; Meeple Lab always scores them"));
        if (!active(elements.value(u"vineyard")))
            fail(ProblemClass::UnsupportedRule, QStringLiteral("setup.elements.vineyard"),
                 QStringLiteral("vineyards are switched off; Meeple Lab always scores them"));
    }
    if (sets.keys().join(u' ').contains(u"mage-and-witch"))
        for (const char *figure : {"mage", "witch"})
            if (!active(elements.value(QLatin1String(figure))))
                fail(ProblemClass::UnsupportedRule,
                     QStringLiteral("setup.elements.") + QLatin1String(figure),
                     QStringLiteral("the %1 is switched off; Meeple Lab always plays the mage "
                                    "and the witch with their tiles")
                         .arg(QLatin1String(figure)));
    // We always score inns, cathedrals and goods, so a game that switched them off while
    // their tiles are in the pile would score differently here.
    const auto alwaysOn = [&](bool tiles, const char *element, const QString &what) {
        if (tiles && !active(elements.value(QLatin1String(element))))
            fail(ProblemClass::UnsupportedRule,
                 QStringLiteral("setup.elements.") + QLatin1String(element),
                 QStringLiteral("%1 switched off; Meeple Lab always scores them").arg(what));
    };
    alwaysOn(icTiles, "inn", QStringLiteral("inns are"));
    alwaysOn(icTiles, "cathedral", QStringLiteral("cathedrals are"));
    alwaysOn(tbTiles, "traders", QStringLiteral("trade goods are"));
    // A figure of a set whose tiles are not in the pile brings its set along (JCZ's
    // pig-scoring plays the pig with base tiles only); tile counts are not enforced, so the
    // set adds no tiles.
    const int large = figures("big-follower");
    const int builders = figures("builder");
    const int pigs = figures("pig");
    setup->innsCathedrals = icTiles || large > 0;
    setup->tradersBuilders = tbTiles || builders > 0 || pigs > 0;
    const int abbots = figures("abbot");
    setup->abbot = abbots > 0;
    if (!active(elements.value(u"farmers")))
        *warnings << warning(QStringLiteral("setup.elements.farmers"),
                             QStringLiteral("farmers are switched off in this game; none appear, "
                                            "and fields score nothing either way"));

    QJsonArray tiles;
    const QJsonArray start = s.value(u"start").toArray();
    for (qsizetype i = 0; i < start.size(); ++i) {
        const QJsonObject t = start[i].toObject();
        const QString id = t.value(u"tile").toString();
        const QString our = ourTile(id);
        if (our.isEmpty()) {
            fail(ProblemClass::UnsupportedRule, QStringLiteral("setup.start[%1].tile").arg(i),
                 QStringLiteral("the start tile \"%1\" is not in Meeple Lab").arg(id));
            continue;
        }
        // Each number checked where it is: an absent one is 0, as JCZ reads it.
        const QString place = QStringLiteral("setup.start[%1].").arg(i);
        const ml::detail::JsonReader reader(&bad);
        qint64 x = 0, y = 0;
        int quarterTurns = 0;
        if ((t.contains(u"x") && !reader.integerIn(t.value(u"x"), place + u'x', -kCoordinateLimit,
                                                   kCoordinateLimit, &x)) ||
            (t.contains(u"y") && !reader.integerIn(t.value(u"y"), place + u'y', -kCoordinateLimit,
                                                   kCoordinateLimit, &y)) ||
            (t.contains(u"rotation") &&
             !reader.rotation(t.value(u"rotation"), place + QStringLiteral("rotation"),
                              &quarterTurns))) {
            *errors << badValue(bad);
            continue;
        }
        setup->startTiles << id;
        tiles.append(QJsonObject{{QStringLiteral("tile"), our},
                                 {QStringLiteral("at"), QJsonArray{x, y}},
                                 {QStringLiteral("rot"), quarterTurns * 90}});
    }

    if (players.isEmpty())
        fail(ProblemClass::BadSave, QStringLiteral("players"), QStringLiteral("no players"));
    QJsonArray ps;
    const int meeples = figures("small-follower");
    for (qsizetype i = 0; i < players.size(); ++i) {
        const QString id = QStringLiteral("p%1").arg(i + 1);
        setup->playerIds << id;
        QJsonObject supply{{QStringLiteral("meeple"), meeples},
                           {QStringLiteral("shepherd"), shepherds}};
        if (setup->abbot) supply.insert(u"abbot", abbots);
        if (setup->innsCathedrals) supply.insert(u"large-meeple", large);
        if (setup->tradersBuilders) {
            supply.insert(u"builder", builders);
            supply.insert(u"pig", pigs);
        }
        QJsonObject p{{QStringLiteral("id"), id}, {QStringLiteral("supply"), supply}};
        const QString name = players[i].toObject().value(u"name").toString();
        if (!name.isEmpty()) p.insert(u"name", name);
        ps.append(p);
    }
    if (!errors->isEmpty()) return false;

    const QJsonObject jczRules = s.value(u"rules").toObject();
    QJsonArray setNames{QStringLiteral("base")};
    // Every option of the enabled sets, so that a later change of our defaults does not
    // change an imported game.
    QJsonObject opts{{QStringLiteral("tinyCity"),
                      jczRules.value(u"tiny-city-scoring").toString() == u"2" ? 2 : 4},
                     {QStringLiteral("farmers"), QStringLiteral("per-field")}};
    if (hillsSheep) {
        setNames.append(QStringLiteral("hills-sheep"));
        opts.insert(u"hillTiebreak",
                    jczRules.value(u"hill-tiebreaker").toString() == u"number-of-followers"
                        ? QStringLiteral("count")
                        : QStringLiteral("presence"));
        opts.insert(u"shepherdAction", QStringLiteral("required"));
    }
    if (mageWitch) {
        setNames.append(QStringLiteral("mage-witch"));
        opts.insert(u"witchHalvesCastleBonus", false);
    }
    if (setup->innsCathedrals) {
        setNames.append(QStringLiteral("inns-cathedrals"));
        // JCZ's hill tie-break counts followers, a large one as one.
        opts.insert(u"largeMeepleHill", QStringLiteral("figure"));
    }
    if (setup->tradersBuilders) {
        setNames.append(QStringLiteral("traders-builders"));
        // Castles in Germany is not in JCZ; the option is written for completeness only.
        opts.insert(u"doubleTurnCastle", QStringLiteral("allowed"));
    }
    if (setup->abbot) setNames.append(QStringLiteral("abbot"));

    const QString name = save.value(u"name").toString();
    setup->board = QJsonObject{
        {QStringLiteral("format"), QStringLiteral("meeplelab-board")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("title"),
         QJsonObject{{QStringLiteral("en"),
                      name.isEmpty() ? QStringLiteral("Imported JCloisterZone game") : name},
                     {QStringLiteral("nl"),
                      name.isEmpty() ? QStringLiteral("Geïmporteerd JCloisterZone-spel") : name}}},
        {QStringLiteral("rules"),
         QJsonObject{
             {QStringLiteral("sets"), setNames},
             {QStringLiteral("edition"), basic1 ? QStringLiteral("C1") : QStringLiteral("C3")},
             {QStringLiteral("options"), opts}}},
        {QStringLiteral("players"), ps},
        {QStringLiteral("tiles"), tiles},
        {QStringLiteral("figures"), QJsonArray{}},
        {QStringLiteral("jcz"),
         QJsonObject{{QStringLiteral("appVersion"), setup->appVersion},
                     {QStringLiteral("gameId"), save.value(u"gameId").toString()},
                     {QStringLiteral("created"), save.value(u"created").toString()},
                     {QStringLiteral("file"), options.fileName}}},
    };

    const QJsonObject annotations = save.value(u"gameAnnotations").toObject();
    for (const QJsonValue v : annotations.value(u"drawOrder").toArray())
        setup->drawOrder << v.toString();
    if (annotations.contains(u"endTurn")) {
        qint64 endTurn = 0;
        if (!ml::detail::JsonReader(&bad).integerIn(annotations.value(u"endTurn"),
                                                    QStringLiteral("gameAnnotations.endTurn"), 0,
                                                    std::numeric_limits<int>::max(), &endTurn)) {
            *errors << badValue(bad);
            return false;
        }
        setup->endTurn = int(endTurn);
    }
    return true;
}

} // namespace detail
} // namespace ml::jcz
