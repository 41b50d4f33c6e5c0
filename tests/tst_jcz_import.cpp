// SPDX-License-Identifier: GPL-3.0-or-later
// The JCZ import (docs/jcz-import.md): every save of JCZ's engine tests that should import
// gives JCZ's asserted scores when our engine scores the board written; the others are
// refused naming the set or figure; the hand-written saves exercise the random tile
// draw, a discard and the sheep draws; and every refusal class has its exit code.
#include "jczimport.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

QByteArray readSave(const QString &name)
{
    QFile f(mltest::dataDir() + u"/jcz/"_s + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

jcz::ImportResult importBytes(const QByteArray &data, bool legacy = false, bool force = false)
{
    jcz::ImportOptions o;
    o.legacyRng = legacy;
    o.force = force;
    o.fileName = u"test.jcz"_s;
    return jcz::importSave(data, o);
}

QString lines(const QList<jcz::Problem> &problems)
{
    QStringList out;
    for (const jcz::Problem &p : problems)
        out << jcz::problemClassName(p.cls) + u" "_s + p.toString(u"F"_s);
    return out.join(u'\n');
}

// A small hand-written example: Anna closes a small city, Bram puts a farmer down.
QJsonObject example()
{
    return QJsonDocument::fromJson(readSave(u"handmade--random-spec-example.jcz"_s)).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

QJsonObject withReplay(QJsonObject save, int index, const QJsonObject &message)
{
    QJsonArray replay = save.value(u"replay").toArray();
    if (index >= replay.size())
        replay.append(message);
    else
        replay[index] = message;
    save.insert(u"replay", replay);
    return save;
}

QJsonObject withSetup(QJsonObject save, const QString &key, const QJsonValue &value)
{
    QJsonObject setup = save.value(u"setup").toObject();
    const QString part = key.section(u'.', 0, 0), sub = key.section(u'.', 1);
    if (sub.isEmpty()) {
        setup.insert(part, value);
    } else {
        QJsonObject o = setup.value(part).toObject();
        o.insert(sub, value);
        setup.insert(part, o);
    }
    save.insert(u"setup", setup);
    return save;
}

struct Scored {
    QMap<QString, int> scores;
    BoardFile board;
};

Scored scoreBoard(const QByteArray &board)
{
    FileError error;
    const auto file = BoardFile::parse(board, &error);
    if (!file) qFatal("written board does not parse: %s", qPrintable(error.reason));
    const auto replay = file->replay({}, &error);
    if (!replay) qFatal("written board does not replay: %s", qPrintable(error.reason));
    return {replay->scores, *file};
}

} // namespace

class TestJczImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Import, then score with our engine, and compare with the save's test.assertions.
    void mustImportSavesGiveJczScores_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("p1");
        QTest::addColumn<int>("p2");
        QTest::addColumn<bool>("end");
        QTest::newRow("city-and-road") << u"basic--city-and-road-scoring.jcz"_s << 7 << 16 << false;
        QTest::newRow("field (endTurn)") << u"basic--field-scoring.jcz"_s << 9 << 0 << true;
        QTest::newRow("monastery") << u"basic--monastery-scoring.jcz"_s << 9 << 4 << true;
        QTest::newRow("tiny city 2 (R-BASE-9V)")
            << u"basic--tiny-city-rule.jcz"_s << 8 << -1 << false;
        QTest::newRow("flock on closed farm (R-HS-SH-1)")
            << u"hills-and-sheep--flock-deploy-on-closed-farm.jcz"_s << 0 << 2 << false;
        QTest::newRow("flock expand on closed")
            << u"hills-and-sheep--flock-expand-on-closed.jcz"_s << 0 << 5 << false;
        QTest::newRow("two shepherds")
            << u"hills-and-sheep--flock-multiple-shepherds.jcz"_s << 15 << 0 << false;
        QTest::newRow("opponent closes flock (wolf)")
            << u"hills-and-sheep--flock-opponent-close-flock.jcz"_s << 1 << 0 << false;
        QTest::newRow("flock scores all players")
            << u"hills-and-sheep--flock-scores-all-players.jcz"_s << 4 << 4 << false;
        QTest::newRow("flock scoring, 8 draws")
            << u"hills-and-sheep--flock-scoring.jcz"_s << 9 << 11 << false;
        QTest::newRow("HS-02 merge")
            << u"hills-and-sheep--multi_city_merge.jcz"_s << 20 << 0 << false;
        QTest::newRow("HS-02 merge 2")
            << u"hills-and-sheep--multi_city_merge2.jcz"_s << 8 << 8 << false;
        QTest::newRow("HS-02 merge 3")
            << u"hills-and-sheep--multi_city_merge3.jcz"_s << 8 << 0 << false;
        QTest::newRow("vineyards, incomplete monastery (R-HS-VI)")
            << u"hills-and-sheep--vineyards-incomplete-monastery.jcz"_s << 3 << -1 << true;
        QTest::newRow("vineyards, monastery")
            << u"hills-and-sheep--vineyards-monastery.jcz"_s << 21 << -1 << false;
        QTest::newRow("mage (R-MW)") << u"mage-and-witch--mage.jcz"_s << 10 << 0 << false;
        // The abbot on two gardens, scored complete and at the end (R-AB-7, R-AB-8).
        QTest::newRow("gardens (R-AB-7, R-AB-8)")
            << u"basic--garden-scoring.jcz"_s << 9 << 4 << true;
        QTest::newRow("witch (R-MW-12)") << u"mage-and-witch--witch.jcz"_s << 3 << 0 << false;
        // Inns & Cathedrals and Traders & Builders (the spec's §8 and its worked examples):
        // an inn road 3 × 2 and one left incomplete (R-IC-6, R-IC-8).
        QTest::newRow("inns (EX-IC-1)")
            << u"inns-and-cathedrals--inns-scoring.jcz"_s << 6 << 0 << true;
        QTest::newRow("cathedral city (EX-IC-2)")
            << u"inns-and-cathedrals--cathedrals-scoring.jcz"_s << 15 << 0 << true;
        // 3 × (7 tiles + 5 coats of arms), completed by p2's tile.
        QTest::newRow("cathedral city with coats (EX-IC-3)")
            << u"inns-and-cathedrals--cathedrals-scoring-2.jcz"_s << 36 << -1 << false;
        // The shepherd on IC-H's inner field (location I), which is closed at once.
        QTest::newRow("shepherd on an inner field (EX-TB-14)")
            << u"hills-and-sheep--flock-inner-farm.jcz"_s << 3 << -1 << false;
        // An empty city with two grain symbols, completed by p1: 10 at the end (R-TB-5, R-TB-7).
        QTest::newRow("grain (EX-TB-1)")
            << u"traders-and-builders--grain-scoring.jcz"_s << 10 << 0 << true;
        // Carol's 3-tile city, completed by Oskar, who takes the wine (R-TB-4).
        QTest::newRow("wine (EX-TB-2)")
            << u"traders-and-builders--wine-scoring.jcz"_s << 6 << 10 << true;
        QTest::newRow("cloth tie (EX-TB-3)")
            << u"traders-and-builders--cloth-scoring-tie.jcz"_s << 10 << 10 << true;
        // Base tiles only: the pig brings Traders & Builders along (R-TB-17).
        QTest::newRow("pig in a tied field (EX-TB-4)")
            << u"traders-and-builders--pig-scoring.jcz"_s << 8 << 6 << true;
        // One player with two pigs in one field: the bonus once (R-TB-18).
        QTest::newRow("pigs do not stack (EX-TB-5)")
            << u"traders-and-builders--pigs-no-stack.jcz"_s << 4 << -1 << true;
    }
    void mustImportSavesGiveJczScores()
    {
        QFETCH(QString, file);
        QFETCH(int, p1);
        QFETCH(int, p2);
        QFETCH(bool, end);
        const jcz::ImportResult r = importBytes(readSave(file));
        QVERIFY2(r.errors.isEmpty(), qPrintable(lines(r.errors)));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.board);
        const Scored s = scoreBoard(*r.board);
        QCOMPARE(s.scores.value(u"p1"_s), p1);
        if (p2 >= 0) QCOMPARE(s.scores.value(u"p2"_s), p2);
        QCOMPARE(s.board.end(), end);
        // The provenance is kept under "jcz".
        QCOMPARE(s.board.json().value(u"jcz").toObject().value(u"file").toString(), u"test.jcz"_s);
    }

    // The sheep tokens expected of the Hills & Sheep saves.
    void sheepDrawsAsJcz_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("draws");
        QTest::newRow("closed farm")
            << u"hills-and-sheep--flock-deploy-on-closed-farm.jcz"_s << QStringList{u"2"_s};
        QTest::newRow("expand on closed")
            << u"hills-and-sheep--flock-expand-on-closed.jcz"_s << QStringList{u"2"_s, u"3"_s};
        QTest::newRow("opponent closes") << u"hills-and-sheep--flock-opponent-close-flock.jcz"_s
                                         << QStringList{u"1"_s, u"wolf"_s};
    }
    void sheepDrawsAsJcz()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, draws);
        const jcz::ImportResult r = importBytes(readSave(file));
        QVERIFY(r.board);
        const QJsonObject json = scoreBoard(*r.board).board.json();
        QCOMPARE(json.value(u"bag").toObject().value(u"draws").toArray().toVariantList(),
                 QVariant(draws).toList());
    }

    // Saves of sets and figures we lack are refused, naming them.
    void otherExpansionsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("named");
        QTest::newRow("abbey and mayor")
            << u"basic--tiny-city-coa.jcz"_s << u"setup.sets.abbey-and-mayor:1: the expansion"_s;
        QTest::newRow("abbey") << u"hills-and-sheep--multi_city_merge_abbey.jcz"_s
                               << u"setup.elements.abbey: the abbey is not in Meeple Lab"_s;
        QTest::newRow("abbey 2") << u"hills-and-sheep--multi_city_merge_abbey2.jcz"_s
                                 << u"setup.elements.abbey"_s;
        QTest::newRow("abbey open")
            << u"hills-and-sheep--multi_city_merge_open.jcz"_s << u"setup.elements.abbey"_s;
    }
    void otherExpansionsRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, named);
        const jcz::ImportResult r = importBytes(readSave(file));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.board);
        QVERIFY2(lines(r.errors).contains(named), qPrintable(lines(r.errors)));
    }

    // The hand-written example: r = 0.05 draws BA/C (pile index 3), then 0.7 draws BA/RFr.
    void randomDrawsOfTheSpecExample()
    {
        const jcz::ImportResult r = importBytes(bytes(example()));
        QVERIFY2(r.board, qPrintable(lines(r.errors)));
        const Scored s = scoreBoard(*r.board);
        QCOMPARE(s.board.moves().size(), 2);
        QCOMPARE(s.board.moves()[0].tile, u"E"_s);
        QCOMPARE(s.board.moves()[1].tile, u"U"_s);
        QCOMPARE(s.board.moves()[1].figure->on, u"Nw"_s);
        QCOMPARE(s.scores.value(u"p1"_s), 4); // R-BASE-9: the small city
        QCOMPARE(s.board.json().value(u"rules").toObject().value(u"edition").toString(), u"C3"_s);
    }

    // After the city is closed no city side is open, so BA/Cccc+ (our C) fits nowhere;
    // JCZ puts it aside silently and draws again with the advanced r, which gives BA/RFr.
    void discardReconstructed()
    {
        const jcz::ImportResult r = importBytes(readSave(u"handmade--random-discard.jcz"_s));
        QVERIFY2(r.board, qPrintable(lines(r.errors)));
        const Scored s = scoreBoard(*r.board);
        QCOMPARE(s.board.moves().size(), 4);
        QCOMPARE(s.board.moves()[1].kind, Move::Kind::Discard);
        QCOMPARE(s.board.moves()[1].tile, u"C"_s);
        QCOMPARE(s.board.moves()[1].player, u"p2"_s); // a discard keeps the player
        QCOMPARE(s.board.moves()[2].tile, u"U"_s);
        QCOMPARE(s.board.moves()[2].player, u"p2"_s);
        QCOMPARE(s.board.moves()[3].tile, u"V"_s);
        QCOMPARE(s.scores.value(u"p1"_s), 4);
    }

    // RETURN_MEEPLE with source ABBOT_RETURN becomes the move's "abbot": "return", and
    // the recall scores the garden as it stands: 1 + 3 neighbours (R-AB-12).
    void abbotRecall()
    {
        const jcz::ImportResult r = importBytes(readSave(u"handmade--abbot-return.jcz"_s));
        QVERIFY2(r.board, qPrintable(lines(r.errors)));
        const Scored s = scoreBoard(*r.board);
        QVERIFY(s.board.moves()[2].abbotReturn);
        QVERIFY(!s.board.moves()[2].figure);
        QCOMPARE(s.board.moves()[0].figure->type, FigureType::Abbot);
        QCOMPARE(s.board.moves()[0].figure->on, u"garden"_s);
        QCOMPARE(s.scores.value(u"p1"_s), 4);
        QCOMPARE(s.scores.value(u"p2"_s), 4);
        const QJsonArray players = s.board.json().value(u"players").toArray();
        QCOMPARE(players[0].toObject().value(u"supply").toObject().value(u"abbot").toInt(), 1);
    }

    // A builder's double turn is two JCZ turns of one player; the second becomes a move with
    // "doubleTurn": true, which our rules accept only because the first extended the
    // builder's road (R-TB-10).
    void builderDoubleTurn()
    {
        const jcz::ImportResult r = importBytes(readSave(u"handmade--builder-double-turn.jcz"_s));
        QVERIFY2(r.board, qPrintable(lines(r.errors)));
        QCOMPARE(r.exitCode, 0);
        const Scored s = scoreBoard(*r.board);
        const MoveList &moves = s.board.moves();
        QCOMPARE(moves.size(), 7);
        QCOMPARE(moves[2].figure->type, FigureType::Builder);
        for (int i = 0; i < int(moves.size()); ++i)
            QCOMPARE(moves[i].doubleTurn, i == 5);
        QCOMPARE(moves[5].player, u"p1"_s);
        QCOMPARE(moves[5].tile, u"V"_s);
        const QJsonArray json = s.board.json().value(u"moves").toArray();
        QCOMPARE(json[5].toObject().value(u"doubleTurn"), QJsonValue(true));
        QVERIFY(!json[4].toObject().contains(u"doubleTurn"));
        const QJsonObject supply =
            s.board.json().value(u"players").toArray()[0].toObject().value(u"supply").toObject();
        QCOMPARE(supply.value(u"builder").toInt(), 1);
        QCOMPARE(supply.value(u"pig").toInt(), 1);
        const QJsonArray sets = s.board.json().value(u"rules").toObject().value(u"sets").toArray();
        QVERIFY(sets.contains(u"traders-builders"_s));

        // Older saves leave the player out of the messages: the second part is still Anna's,
        // and Bram plays after it.
        QJsonObject save =
            QJsonDocument::fromJson(readSave(u"handmade--builder-double-turn.jcz"_s)).object();
        QJsonArray replay = save.value(u"replay").toArray();
        for (qsizetype i = 0; i < replay.size(); ++i) {
            QJsonObject m = replay[i].toObject();
            m.remove(u"player");
            replay[i] = m;
        }
        save.insert(u"replay", replay);
        const jcz::ImportResult bare = importBytes(bytes(save));
        QVERIFY2(bare.board, qPrintable(lines(bare.errors)));
        const QList<Move> bareMoves = scoreBoard(*bare.board).board.moves().toList();
        QCOMPARE(bareMoves.size(), 7);
        QCOMPARE(bareMoves[5].player, u"p1"_s);
        QVERIFY(bareMoves[5].doubleTurn);
        QCOMPARE(bareMoves[6].player, u"p2"_s);
    }

    // A shepherd placed from a random tile draw. The current generator draws the sheep
    // with r advanced by the tile draw (token 2), the legacy one with r itself (token 3); the
    // grow draw uses its own random, 0.5 × 17 tokens -> index 8.
    void sheepDrawsCurrentAndLegacy_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("legacy");
        QTest::addColumn<QStringList>("draws");
        QTest::addColumn<bool>("warned");
        QTest::newRow("5.12 current")
            << u"handmade--random-shepherd.jcz"_s << false << QStringList{u"2"_s, u"3"_s} << false;
        QTest::newRow("5.12 legacy")
            << u"handmade--random-shepherd.jcz"_s << true << QStringList{u"3"_s, u"2"_s} << false;
        // A 5.8 save: the default is what JCZ shows today, with a warning naming both.
        QTest::newRow("5.8 current") << u"handmade--random-shepherd-legacy.jcz"_s << false
                                     << QStringList{u"2"_s, u"3"_s} << true;
        QTest::newRow("5.8 legacy") << u"handmade--random-shepherd-legacy.jcz"_s << true
                                    << QStringList{u"3"_s, u"2"_s} << false;
    }
    void sheepDrawsCurrentAndLegacy()
    {
        QFETCH(QString, file);
        QFETCH(bool, legacy);
        QFETCH(QStringList, draws);
        QFETCH(bool, warned);
        const jcz::ImportResult r = importBytes(readSave(file), legacy);
        QVERIFY2(r.board, qPrintable(lines(r.errors)));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject json = scoreBoard(*r.board).board.json();
        QCOMPARE(json.value(u"bag").toObject().value(u"draws").toArray().toVariantList(),
                 QVariant(draws).toList());
        QCOMPARE(json.value(u"moves").toArray()[2].toObject().value(u"flockAction").toString(),
                 u"grow"_s);
        const QString w = lines(r.warnings);
        QCOMPARE(w.contains(u"replay[1]: the shepherd's draw is 2"_s), warned);
        if (warned) QVERIFY(w.contains(u"3 with the one of the version"_s));
    }

    // Every refusal class, its exit code and where it points.
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("save");
        QTest::addColumn<QString>("cls");
        QTest::addColumn<int>("exit");
        QTest::addColumn<QString>("text");
        const QJsonObject ex = example();
        QTest::newRow("NOT_JSON") << "{\"appVersion\": "_ba << u"NOT_JSON"_s << 2
                                  << u"F: not a JSON file: "_s;
        QTest::newRow("NOT_A_GAME array")
            << "[1, 2]"_ba << u"NOT_A_GAME"_s << 2 << u"F: not a JCloisterZone saved game"_s;
        QJsonObject noVersion = ex;
        noVersion.remove(u"appVersion");
        QTest::newRow("NOT_A_GAME no version")
            << bytes(noVersion) << u"NOT_A_GAME"_s << 2 << u"F: not a JCloisterZone saved game"_s;
        QJsonObject setupOnly{{u"appVersion"_s, u"5.10.1"_s},
                              {u"created"_s, u"2023-01-01T00:00:00Z"_s},
                              {u"setup"_s, ex.value(u"setup")}};
        QTest::newRow("NOT_A_GAME setup only")
            << bytes(setupOnly) << u"NOT_A_GAME"_s << 2
            << u"F: a JCloisterZone game setup without moves; nothing to import"_s;
        QTest::newRow("OLD_VERSION 4.4 layout")
            << readSave(u"old--jcz-4.4-layout.jcz"_s) << u"OLD_VERSION"_s << 2
            << u"only saves from JCloisterZone 5.7.0 or later can be imported"_s;
        QJsonObject old = ex;
        old.insert(u"appVersion", u"5.6.2"_s);
        QTest::newRow("OLD_VERSION 5.6")
            << bytes(old) << u"OLD_VERSION"_s << 2 << u"F: JCloisterZone 5.6.2 save; only saves"_s;
        QTest::newRow("UNSUPPORTED_SET winter")
            << bytes(withSetup(ex, u"sets.winter:1"_s, 1)) << u"UNSUPPORTED_SET"_s << 2
            << u"F: setup.sets.winter:1: the expansion \"winter\" is not in Meeple Lab"_s;
        QTest::newRow("UNSUPPORTED_SET river")
            << bytes(withSetup(ex, u"sets.river:1"_s, 1)) << u"UNSUPPORTED_SET"_s << 2
            << u"setup.sets.river:1"_s;
        QTest::newRow("UNSUPPORTED_SET addon")
            << bytes(withSetup(ex, u"addons"_s, QJsonArray{u"fan-pack"_s})) << u"UNSUPPORTED_SET"_s
            << 2 << u"setup.addons[0]: the fan add-on \"fan-pack\""_s;
        // The large meeple without its tiles brings Inns & Cathedrals along.
        QTest::newRow("big meeple without its tiles")
            << bytes(withSetup(ex, u"elements.big-follower"_s, 1)) << u""_s << 0 << u""_s;
        QTest::newRow("UNSUPPORTED_SET lists ours")
            << bytes(withSetup(ex, u"sets.tower:1"_s, 1)) << u"UNSUPPORTED_SET"_s << 2
            << u"Mage & Witch, Inns & Cathedrals, Traders & Builders, the Abbot)"_s;
        // We always score inns, cathedrals and goods: switched off with their tiles in the pile,
        // the game would score otherwise.
        QJsonObject ic = withSetup(ex, u"sets.inns-and-cathedrals:1"_s, 1);
        ic = withSetup(ic, u"elements.cathedral"_s, true);
        QTest::newRow("UNSUPPORTED_RULE inns off")
            << bytes(withSetup(ic, u"elements.inn"_s, false)) << u"UNSUPPORTED_RULE"_s << 2
            << u"F: setup.elements.inn: inns are switched off; Meeple Lab always scores them"_s;
        QTest::newRow("UNSUPPORTED_RULE trade goods off")
            << bytes(withSetup(withSetup(ex, u"sets.traders-and-builders:2"_s, 1),
                               u"elements.traders"_s, false))
            << u"UNSUPPORTED_RULE"_s << 2 << u"F: setup.elements.traders: trade goods are"_s;
        QTest::newRow("UNSUPPORTED_FIGURE dragon")
            << bytes(withSetup(ex, u"elements.dragon"_s, true)) << u"UNSUPPORTED_FIGURE"_s << 2
            << u"setup.elements.dragon: the dragon is not in Meeple Lab"_s;
        QTest::newRow("off elements are no refusal")
            << bytes(
                   withSetup(withSetup(ex, u"elements.dragon"_s, false), u"elements.builder"_s, 0))
            << u""_s << 0 << u""_s;
        QJsonObject bigId = withReplay(
            ex, 1,
            QJsonObject{{u"type"_s, u"DEPLOY_MEEPLE"_s},
                        {u"payload"_s,
                         QJsonObject{{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{0, -1}},
                                                                {u"feature"_s, u"City"_s},
                                                                {u"location"_s, u"S"_s}}},
                                     {u"meepleId"_s, u"0.big.1"_s}}}});
        QTest::newRow("UNSUPPORTED_FIGURE meeple id")
            << bytes(bigId) << u"UNSUPPORTED_FIGURE"_s << 2 << u"F: replay[1]: the big meeple"_s;
        QJsonObject hs = withSetup(ex, u"sets.hills-and-sheep:2"_s, 1);
        hs = withSetup(hs, u"elements.hill"_s, true);
        QTest::newRow("UNSUPPORTED_RULE vineyards off")
            << bytes(withSetup(hs, u"elements.vineyard"_s, false)) << u"UNSUPPORTED_RULE"_s << 2
            << u"F: setup.elements.vineyard: vineyards are switched off; Meeple Lab always scores them"_s;
        QJsonObject mw = withSetup(ex, u"sets.mage-and-witch:1"_s, 1);
        mw = withSetup(mw, u"elements.mage"_s, 1);
        QTest::newRow("UNSUPPORTED_RULE witch off")
            << bytes(mw) << u"UNSUPPORTED_RULE"_s << 2 << u"setup.elements.witch"_s;
        QTest::newRow("UNSUPPORTED_RULE start tile")
            << bytes(withSetup(ex, u"start"_s,
                               QJsonArray{QJsonObject{{u"tile"_s, u"R1/RiverStart"_s},
                                                      {u"x"_s, 0},
                                                      {u"y"_s, 0},
                                                      {u"rotation"_s, 0}}}))
            << u"UNSUPPORTED_RULE"_s << 2 << u"setup.start[0].tile"_s;
        QTest::newRow("UNSUPPORTED_MESSAGE token")
            << bytes(withReplay(
                   ex, 1,
                   QJsonObject{{u"type"_s, u"PLACE_TOKEN"_s}, {u"payload"_s, QJsonObject{}}}))
            << u"UNSUPPORTED_MESSAGE"_s << 2
            << u"F: replay[1]: PLACE_TOKEN belongs to an expansion Meeple Lab does not have"_s;
        QTest::newRow("UNSUPPORTED_MESSAGE princess")
            << bytes(withReplay(
                   ex, 1,
                   QJsonObject{{u"type"_s, u"RETURN_MEEPLE"_s},
                               {u"payload"_s, QJsonObject{{u"source"_s, u"PRINCESS"_s}}}}))
            << u"UNSUPPORTED_MESSAGE"_s << 2 << u"F: replay[1]: RETURN_MEEPLE (PRINCESS)"_s;
        QJsonObject tower = withReplay(
            ex, 1,
            QJsonObject{{u"type"_s, u"DEPLOY_MEEPLE"_s},
                        {u"payload"_s,
                         QJsonObject{{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{0, -1}},
                                                                {u"feature"_s, u"Tower"_s},
                                                                {u"location"_s, u"I"_s}}},
                                     {u"meepleId"_s, u"0.small.1"_s}}}});
        QTest::newRow("UNSUPPORTED_MESSAGE location")
            << bytes(tower) << u"UNSUPPORTED_MESSAGE"_s << 2 << u"F: replay[1]: feature Tower"_s;
        QJsonObject unknownTile = withReplay(
            ex, 0,
            QJsonObject{{u"type"_s, u"PLACE_TILE"_s},
                        {u"payload"_s, QJsonObject{{u"tileId"_s, u"AM/CRr"_s},
                                                   {u"rotation"_s, u"R0"_s},
                                                   {u"position"_s, QJsonArray{0, -1}}}}});
        QTest::newRow("BAD_SAVE unknown tile")
            << bytes(unknownTile) << u"BAD_SAVE"_s << 2 << u"F: replay[0]: the tile \"AM/CRr\""_s;
        QJsonObject notOnTile = withReplay(
            ex, 1,
            QJsonObject{{u"type"_s, u"DEPLOY_MEEPLE"_s},
                        {u"payload"_s,
                         QJsonObject{{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{0, -1}},
                                                                {u"feature"_s, u"Road"_s},
                                                                {u"location"_s, u"N"_s}}},
                                     {u"meepleId"_s, u"0.small.1"_s}}}});
        QTest::newRow("BAD_SAVE location not on tile")
            << bytes(notOnTile) << u"BAD_SAVE"_s << 2
            << u"F: replay[1]: Road N does not fit tile E"_s;
        QJsonObject elsewhere = withReplay(
            ex, 1,
            QJsonObject{{u"type"_s, u"DEPLOY_MEEPLE"_s},
                        {u"payload"_s,
                         QJsonObject{{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{0, 0}},
                                                                {u"feature"_s, u"Road"_s},
                                                                {u"location"_s, u"WE"_s}}},
                                     {u"meepleId"_s, u"0.small.1"_s}}}});
        QTest::newRow("BAD_SAVE figure elsewhere")
            << bytes(elsewhere) << u"BAD_SAVE"_s << 2 << u"not to the tile just placed"_s;
        QJsonObject outside = ex;
        QJsonArray rep = outside.value(u"replay").toArray();
        rep.prepend(QJsonObject{{u"type"_s, u"PASS"_s}, {u"payload"_s, QJsonObject{}}});
        outside.insert(u"replay", rep);
        QTest::newRow("BAD_SAVE outside a turn")
            << bytes(outside) << u"BAD_SAVE"_s << 2 << u"F: replay[0]: PASS outside a turn"_s;
        // Our rules refuse the tile's place: a city side against D's road.
        QJsonObject badPlace =
            withReplay(ex, 0,
                       QJsonObject{{u"type"_s, u"PLACE_TILE"_s},
                                   {u"payload"_s, QJsonObject{{u"tileId"_s, u"BA/C"_s},
                                                              {u"rotation"_s, u"R270"_s},
                                                              {u"position"_s, QJsonArray{1, 0}}}}});
        badPlace = withReplay(badPlace, 1,
                              QJsonObject{{u"type"_s, u"PASS"_s}, {u"payload"_s, QJsonObject{}}});
        QTest::newRow("REPLAY_MISMATCH rule")
            << bytes(badPlace) << u"REPLAY_MISMATCH"_s << 1 << u"F: replay[0] (moves[0]): "_s;
        QJsonObject otherR = ex;
        otherR.insert(u"initialRandom", 0.5);
        QTest::newRow("REPLAY_MISMATCH draw")
            << bytes(otherR) << u"REPLAY_MISMATCH"_s << 1
            << u"F: replay[0]: random draw does not match the saved game"_s;
        // A to: null removal while the mage has somewhere to go: mapped to "remove", refused
        // by our rules (R-MW-5).
        QJsonObject mage =
            QJsonDocument::fromJson(readSave(u"mage-and-witch--mage.jcz"_s)).object();
        QJsonArray mr = mage.value(u"replay").toArray();
        for (qsizetype i = 0; i < mr.size(); ++i) {
            QJsonObject m = mr[i].toObject();
            if (m.value(u"type").toString() != u"MOVE_NEUTRAL_FIGURE") continue;
            QJsonObject p = m.value(u"payload").toObject();
            p.insert(u"to", QJsonValue::Null);
            m.insert(u"payload", p);
            mr[i] = m;
            break;
        }
        mage.insert(u"replay", mr);
        QTest::newRow("REPLAY_MISMATCH remove while free")
            << bytes(mage) << u"REPLAY_MISMATCH"_s << 1 << u"[R-MW-"_s;
    }
    void refusals()
    {
        QFETCH(QByteArray, save);
        QFETCH(QString, cls);
        QFETCH(int, exit);
        QFETCH(QString, text);
        const jcz::ImportResult r = importBytes(save);
        QCOMPARE(r.exitCode, exit);
        if (exit == 0) {
            QVERIFY2(r.errors.isEmpty(), qPrintable(lines(r.errors)));
            QVERIFY(r.board);
            return;
        }
        QVERIFY(!r.board); // nothing is written without --force
        QVERIFY(!r.errors.isEmpty());
        const QString all = lines(r.errors);
        QVERIFY2(all.startsWith(cls + u" "_s), qPrintable(all));
        QVERIFY2(all.contains(text), qPrintable(all));
    }

    // Warnings: exit 0, the board is written.
    void warnings()
    {
        QJsonObject newer = example();
        newer.insert(u"appVersion", u"6.0.1"_s);
        jcz::ImportResult r = importBytes(bytes(newer));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.board);
        QCOMPARE(r.warnings.size(), 1);
        QCOMPARE(r.warnings[0].cls, jcz::ProblemClass::NewVersion);
        QCOMPARE(r.warnings[0].toString(u"F"_s),
                 u"F: warning: made by JCloisterZone 6.0.1, newer than the versions this importer "
                 "knows (5.7–5.12)"_s);

        r = importBytes(bytes(withSetup(example(), u"elements.farmers"_s, false)));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(lines(r.warnings).contains(u"setup.elements.farmers: farmers are switched off"_s));

        // Saved in the middle of Bram's turn: that turn is left out.
        QJsonObject mid = example();
        QJsonArray rep = mid.value(u"replay").toArray();
        rep.removeLast();
        mid.insert(u"replay", rep);
        r = importBytes(bytes(mid));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(
            lines(r.warnings).contains(u"F: warning: replay[3]: the save ends in the middle"_s));
        QCOMPARE(scoreBoard(*r.board).board.moves().size(), 1);
    }

    // --force writes the moves before the first refused one and exits 1; a file-level
    // refusal is never forced.
    void forceWritesTheMovesBefore()
    {
        QJsonObject save = example();
        save = withReplay(
            save, 4,
            QJsonObject{{u"type"_s, u"DEPLOY_MEEPLE"_s},
                        {u"payload"_s,
                         QJsonObject{{u"pointer"_s, QJsonObject{{u"position"_s, QJsonArray{1, 0}},
                                                                {u"feature"_s, u"Road"_s},
                                                                {u"location"_s, u"NS"_s}}},
                                     {u"meepleId"_s, u"1.small.1"_s}}}});
        jcz::ImportResult r = importBytes(bytes(save));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.board);
        r = importBytes(bytes(save), false, true);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.board);
        QCOMPARE(scoreBoard(*r.board).board.moves().size(), 1);
        QCOMPARE(scoreBoard(*r.board).board.end(), false);

        r = importBytes(bytes(withSetup(example(), u"sets.winter:1"_s, 1)), false, true);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.board);
    }
};

QTEST_GUILESS_MAIN(TestJczImport)
#include "tst_jcz_import.moc"
