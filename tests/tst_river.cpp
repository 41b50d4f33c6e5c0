// SPDX-License-Identifier: GPL-3.0-or-later
// The River's rules engine and its board-file and command-line face (R-RI-*, docs/rules/river.md;
// docs/board-format.md, "The River"). The scenarios of tests/data/scenarios (R-RI-*) check scores
// and refusals move by move; this file checks what they cannot: the list of legal placements, the
// river phase as the game moves on, the other sets beside the river, and the abbot beside it.
#include "boardfile.h"
#include "boardloading.h"
#include "clirun.h"
#include "game.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

// A board file around the given tiles, figures and moves (JSON fragments).
QByteArray board(const QString &sets, const QString &tiles, const QString &moves = {},
                 const QString &extra = {}, const QString &figures = {})
{
    return uR"({"format": "meeplelab-board", "version": 1,
 "rules": {"sets": [%1], "edition": "C3"},
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [%2], "figures": [%4], "moves": [%3]%5})"_s.arg(sets, tiles, moves, figures, extra)
        .toUtf8();
}

const QString kRiver = u"\"base\", \"river\""_s;

using mltest::play;
using mltest::Played;

QList<Placement> legalAfter(const QByteArray &json, const char *tile)
{
    Played p = play(json);
    if (!p.replay) qFatal("board refused: %s", qPrintable(p.error.toString(u"board"_s)));
    const Game &g = *p.replay->game;
    return g.legalPlacements(*g.catalogue().find(QString::fromLatin1(tile)));
}

} // namespace

class TestRiver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void springAloneOpensTheRiverPhase();
    void legalPlacementsFollowTheRiverRules();
    void legalListsNoUTurn();
    void normalTilesOnlyAfterTheRiver();
    void riverTilesNeedTheRiverSet();
    void noFigureOnTheRiver();
    void shepherdBesideTheRiver();
    void castlesWaitForTheRiver();
    void mageOnARoadOfARiverTile();
    void abbotBesideTheRiver();
    void abbotFigureAndRecallRefused();
    void gardenLocationNeedsTheAbbot();
    void cliLegalRespectsTheRiver();
    void cliScoresAnExample();
};

// R-RI-2: the spring is the start tile; alone on the board it leaves the river open, so the
// river phase is on (R-RI-3) until the lake closes it (R-RI-14).
void TestRiver::springAloneOpensTheRiverPhase()
{
    Played open = play(board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s));
    QVERIFY2(open.replay, qPrintable(open.error.toString(u"board"_s)));
    QVERIFY(open.replay->game->riverPhase());
    Played closed = play(board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0},
        {"tile": "RV-L", "at": [0, 1], "rot": 180})"_s));
    QVERIFY(closed.replay);
    QVERIFY(!closed.replay->game->riverPhase());
    // Without the set, river tiles cannot even be read (exit 2).
    Played off = play(board(u"\"base\""_s, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s));
    QVERIFY(!off.replay);
    QCOMPARE(off.error.exitCode, 2);
    QVERIFY2(off.error.reason.contains(u"river"), qPrintable(off.error.reason));
}

// R-RI-4, R-RI-5: every listed placement continues the open end with river against river;
// placements that only match by their field sides are left out.
void TestRiver::legalPlacementsFollowTheRiverRules()
{
    const QByteArray spring = board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s);
    const QList<Placement> straight = legalAfter(spring, "RV-D");
    QCOMPARE(straight, QList<Placement>({Placement{{0, 1}, 1}})); // rot in quarter turns
    // A curve may turn either way below the spring.
    QList<Placement> curve = legalAfter(spring, "RV-G");
    std::sort(curve.begin(), curve.end(),
              [](const Placement &a, const Placement &b) { return a.rot < b.rot; });
    QCOMPARE(curve, QList<Placement>({Placement{{0, 1}, 1}, Placement{{0, 1}, 2}}));
    // A lake may close the river at once (no stack given: nothing says river tiles remain).
    QCOMPARE(legalAfter(spring, "RV-L"), QList<Placement>({Placement{{0, 1}, 2}}));
    // With a stack holding more river tiles, the lake must wait (R-RI-3).
    QVERIFY(legalAfter(board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s, {},
                             u", \"stack\": [\"RV-D\", \"RV-L\"]"_s),
                       "RV-L")
                .isEmpty());
}

// R-RI-6 in the list: after the river turned west at (0,2), a curve at (-1,2) is offered only
// turning south, never north again.
void TestRiver::legalListsNoUTurn()
{
    const QByteArray json = board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s,
                                  uR"({"player": "red", "tile": "RV-D", "at": [0, 1], "rot": 90},
        {"player": "blue", "tile": "RV-G", "at": [0, 2], "rot": 90})"_s);
    QCOMPARE(legalAfter(json, "RV-G"), QList<Placement>({Placement{{-1, 2}, 3}}));
    QCOMPARE(legalAfter(json, "RV-E").size(), 1); // the city curve: one turn, southwards
    const QList<Placement> straight = legalAfter(json, "RV-D");
    QCOMPARE(straight, QList<Placement>({Placement{{-1, 2}, 0}}));
}

// R-RI-3: while the river is open no normal tile is legal; after the lake every one is as
// usual, and no river tile is.
void TestRiver::normalTilesOnlyAfterTheRiver()
{
    const QByteArray open = board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s);
    QVERIFY(legalAfter(open, "U").isEmpty());
    QVERIFY(legalAfter(open, "B").isEmpty());
    const QByteArray closed = board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s,
                                    uR"({"player": "red", "tile": "RV-L", "at": [0, 1],
                                         "rot": 180})"_s);
    QVERIFY(!legalAfter(closed, "U").isEmpty());
    QVERIFY(!legalAfter(closed, "B").isEmpty());
    QVERIFY(legalAfter(closed, "RV-D").isEmpty());
    // R-RI-14: with the river closed, no normal tile is offered against a river side.
    for (const Placement &p : legalAfter(closed, "U"))
        QVERIFY(p.at != Cell({0, 1}) && p.at != Cell({0, 0}));
    // The base game without the river is untouched: U fits east, south and west of D.
    QCOMPARE(
        legalAfter(board(u"\"base\""_s, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s), "U").size(),
        3);
}

// A move or stack naming an RV tile without the set is an error of reading (exit 2).
void TestRiver::riverTilesNeedTheRiverSet()
{
    Played move = play(board(u"\"base\""_s, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s,
                             uR"({"player": "red", "tile": "RV-D", "at": [0, -1], "rot": 0})"_s));
    QVERIFY(!move.replay);
    QCOMPARE(move.error.exitCode, 2);
    QCOMPARE(move.error.where, u"moves[0].tile"_s);
    Played stack = play(board(u"\"base\""_s, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {},
                              u", \"stack\": [\"RV-L\"]"_s));
    QCOMPARE(stack.error.exitCode, 2);
    QCOMPARE(stack.error.where, u"stack[0]"_s);
}

// R-RI-8: the phase-2 options of a river tile never include the river itself.
void TestRiver::noFigureOnTheRiver()
{
    Played p = play(board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s));
    QVERIFY(p.replay);
    const Game &g = *p.replay->game;
    for (const char *id : {"RV-D", "RV-B", "RV-H", "RV-I", "RV-K", "RV-L"}) {
        const TileType &t = *g.catalogue().find(QString::fromLatin1(id));
        for (int rot = 0; rot < 4; ++rot)
            for (const FigureOption &o : g.figureOptions(t, Placement{{0, 1}, rot}, 0)) {
                QVERIFY2(o.kind != SegmentKind::River, id);
                QVERIFY2(o.kind != SegmentKind::Garden, id);
            }
    }
    // RV-K below the spring: the road on the bridge and four fields, nothing else.
    const TileType &k = *g.catalogue().find(u"RV-K");
    const QList<FigureOption> options = g.figureOptions(k, Placement{{0, 1}, 0}, 0);
    QCOMPARE(options.size(), 5);
}

// R-RI-X-1: a shepherd may stand in a field of a river tile, never on the river (R-RI-8).
void TestRiver::shepherdBesideTheRiver()
{
    const QString sets = u"\"base\", \"river\", \"hills-sheep\""_s;
    const QString spring = uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s;
    Played bank =
        play(board(sets, spring, uR"({"player": "red", "tile": "RV-D", "at": [0, 1], "rot": 90,
             "figure": {"type": "shepherd", "on": "Es"}})"_s,
                   u", \"bag\": {\"draws\": [\"3\"]}"_s));
    QVERIFY2(bank.replay, qPrintable(bank.error.toString(u"board"_s)));
    QCOMPARE(bank.replay->game->shepherdsInHand(0), 0);
    Played river =
        play(board(sets, spring, uR"({"player": "red", "tile": "RV-D", "at": [0, 1], "rot": 90,
             "figure": {"type": "shepherd", "on": "S"}})"_s));
    QVERIFY(!river.replay);
    QCOMPARE(river.error.exitCode, 1);
    QVERIFY2(river.error.reason.contains(u"R-RI-8"), qPrintable(river.error.reason));
}

// R-RI-X-2: no castle from the hand during the river phase; afterwards as usual.
void TestRiver::castlesWaitForTheRiver()
{
    const QString sets = u"\"base\", \"river\", \"german-castles\""_s;
    const QByteArray json = uR"({"format": "meeplelab-board", "version": 1,
 "rules": {"sets": [%1]},
 "players": [{"id": "red", "castles": ["GC-3"]}, {"id": "blue"}],
 "tiles": [{"tile": "RV-A", "at": [0, 0], "rot": 0}],
 "moves": [{"player": "red", "castle": "GC-3", "at": [-1, -1], "rot": 0}]})"_s.arg(sets)
                                .toUtf8();
    Played p = play(json);
    QVERIFY(!p.replay);
    QCOMPARE(p.error.exitCode, 1);
    QCOMPARE(p.error.where, u"moves[0]"_s);
    QVERIFY2(p.error.reason.contains(u"R-RI-3"), qPrintable(p.error.reason));
}

// R-RI-X-3: magic figures may use the roads and cities of river tiles.
void TestRiver::mageOnARoadOfARiverTile()
{
    const QString sets = u"\"base\", \"river\", \"mage-witch\""_s;
    Played p = play(board(sets, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0},
        {"tile": "RV-K", "at": [0, 1], "rot": 0})"_s,
                          {}, {}, uR"({"type": "mage", "at": [0, 1], "on": "E"})"_s));
    QVERIFY2(p.replay, qPrintable(p.error.toString(u"board"_s)));
    QCOMPARE(p.replay->game->magicFigureIndex(FigureType::Mage), 0);
    Played onRiver = play(board(sets, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0},
        {"tile": "RV-K", "at": [0, 1], "rot": 0})"_s,
                                {}, {}, uR"({"type": "mage", "at": [0, 1], "on": "N"})"_s));
    QVERIFY(!onRiver.replay);
    QVERIFY2(onRiver.error.reason.contains(u"R-RI-8"), qPrintable(onRiver.error.reason));
}

// R-RI-X-4 / EX-RI-8: the river and the abbot together; RV-H's monastery takes a monk or an
// abbot, and river tiles count as its neighbours (R-RI-13).
void TestRiver::abbotBesideTheRiver()
{
    const QString tiles = uR"({"tile": "RV-A", "at": [0, -1], "rot": 0},
        {"tile": "RV-H", "at": [0, 0], "rot": 90}, {"tile": "RV-L", "at": [0, 1], "rot": 180},
        {"tile": "U", "at": [1, 0], "rot": 90}, {"tile": "U", "at": [-1, 0], "rot": 0})"_s;
    for (const char *type : {"meeple", "abbot"}) {
        Played p = play(board(u"\"base\", \"river\", \"abbot\""_s, tiles, {}, uR"(, "end": true)"_s,
                              uR"({"type": "%1", "player": "red", "at": [0, 0],
                                   "on": "monastery"})"_s.arg(QLatin1String(type))));
        QVERIFY2(p.replay, qPrintable(p.error.toString(u"board"_s)));
        QCOMPARE(p.replay->scores.value(u"red"_s), 5); // 1 + four neighbours, two of them river
    }
}

// The figure type abbot and the move key abbot belong to the set abbot too.
void TestRiver::abbotFigureAndRecallRefused()
{
    Played figure = play(board(u"\"base\""_s, uR"({"tile": "Vg", "at": [0, 0], "rot": 0})"_s, {},
                               {}, uR"({"type": "abbot", "player": "red", "at": [0, 0],
                                        "on": "monastery"})"_s));
    QVERIFY(!figure.replay);
    QCOMPARE(figure.error.exitCode, 2);
    QCOMPARE(figure.error.where, u"figures[0].type"_s);
    QVERIFY2(figure.error.reason.contains(u"set abbot"), qPrintable(figure.error.reason));
    Played recall = play(board(u"\"base\""_s, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s,
                               uR"({"player": "red", "tile": "U", "at": [1, 0], "rot": 0,
                                    "abbot": "return"})"_s));
    QVERIFY(!recall.replay);
    QCOMPARE(recall.error.exitCode, 2);
    QCOMPARE(recall.error.where, u"moves[0].abbot"_s);
}

// The location garden belongs to the set abbot.
void TestRiver::gardenLocationNeedsTheAbbot()
{
    Played p = play(board(u"\"base\""_s, uR"({"tile": "Vg", "at": [0, 0], "rot": 0})"_s, {}, {},
                          uR"({"type": "meeple", "player": "red", "at": [0, 0],
                               "on": "garden"})"_s));
    QVERIFY(!p.replay);
    QCOMPARE(p.error.exitCode, 2);
    QCOMPARE(p.error.where, u"figures[0].on"_s);
    QVERIFY2(p.error.reason.contains(u"abbot"), qPrintable(p.error.reason));
}

// `legal` lists only what the river rules allow.
void TestRiver::cliLegalRespectsTheRiver()
{
    QTemporaryDir dir;
    const QString path =
        mltest::writeFile(dir.filePath(u"spring.meeple"_s),
                          board(kRiver, uR"({"tile": "RV-A", "at": [0, 0], "rot": 0})"_s));
    const mltest::CliRun river =
        mltest::runCli({u"legal"_s, path, u"--tile"_s, u"RV-D"_s, u"--json"_s});
    QCOMPARE(river.exitCode, 0);
    const QJsonArray placements =
        QJsonDocument::fromJson(river.out.toUtf8()).object().value(u"placements").toArray();
    QCOMPARE(placements.size(), 1);
    const QJsonObject only = placements[0].toObject();
    QCOMPARE(only.value(u"at").toArray(), QJsonArray({0, 1}));
    QCOMPARE(only.value(u"rot").toInt(), 90);
    // Its figure places are the two banks (one field around the spring), never the river.
    for (const QJsonValue &f : only.value(u"figures").toArray())
        QVERIFY(f.toObject().value(u"kind").toString() != u"river");
    QCOMPARE(only.value(u"figures").toArray().size(), 2);
    const mltest::CliRun normal =
        mltest::runCli({u"legal"_s, path, u"--tile"_s, u"U"_s, u"--json"_s});
    QCOMPARE(normal.exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(normal.out.toUtf8()).object().value(u"placements").toArray().size(),
        0);
}

// `score --json` on EX-RI-7: Red +3 for the road over the bridge.
void TestRiver::cliScoresAnExample()
{
    const QString path =
        mltest::dataDir() + u"/scenarios/R-RI-12_EX-RI-7_road_over_the_bridge_completed.meeple"_s;
    const mltest::CliRun r = mltest::runCli({u"score"_s, path, u"--json"_s});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(out.value(u"scores").toObject().value(u"red").toInt(), 3);
    const QJsonArray events = out.value(u"events").toArray();
    QCOMPARE(events.size(), 1);
    QCOMPARE(events[0].toObject().value(u"feature").toString(), u"road"_s);
    QCOMPARE(events[0].toObject().value(u"cells").toArray().size(), 3);
}

QTEST_GUILESS_MAIN(TestRiver)
#include "tst_river.moc"
