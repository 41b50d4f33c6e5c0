// SPDX-License-Identifier: GPL-3.0-or-later
// The Abbot's rules engine and its board-file and command-line face (R-AB-*, docs/rules/abbot.md;
// docs/board-format.md, "The Abbot"). The scenarios of tests/data/scenarios (R-AB-*, EX-AB-*) check
// scores move by move; this file checks the engine's own answers: the recall and its limits, where
// the abbot may stand, the supply, the garden events with and without the set, the figure options,
// `legal` and the best-move search.
#include "boardfile.h"
#include "boardloading.h"
#include "clirun.h"
#include "game.h"
#include "picturefiles.h"
#include "puzzlesearch.h"
#include "testdata.h"

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
QByteArray board(const QString &sets, const QString &tiles, const QString &figures,
                 const QString &moves = {}, const QString &extra = {})
{
    return uR"({"format": "meeplelab-board", "version": 1,
 "rules": {"sets": [%1], "edition": "C3"},
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [%2], "figures": [%3], "moves": [%4]%5})"_s.arg(sets, tiles, figures, moves, extra)
        .toUtf8();
}

const QString kAbbot = u"\"base\", \"abbot\""_s;
const QString kAbbotHills = u"\"base\", \"hills-sheep\", \"abbot\""_s;

// Eg at (0,0) with Red's abbot in its garden and five neighbours (EX-AB-2).
const QString kGardenFive = uR"({"tile": "Eg", "at": [0, 0], "rot": 0},
    {"tile": "E", "at": [0, -1], "rot": 180}, {"tile": "B", "at": [1, 0], "rot": 0},
    {"tile": "B", "at": [-1, 0], "rot": 0}, {"tile": "B", "at": [1, 1], "rot": 0},
    {"tile": "B", "at": [0, 1], "rot": 0})"_s;
const QString kRedAbbotInGarden =
    uR"({"type": "abbot", "player": "red", "at": [0, 0], "on": "garden"})"_s;

// A monastery B at (0,0) with Red's abbot, three vineyards south of it and seven neighbours:
// (1,-1) is still empty (EX-AB-4..6).
const QString kVineyardMonastery = uR"({"tile": "B", "at": [0, 0], "rot": 0},
    {"tile": "B", "at": [-1, -1], "rot": 0}, {"tile": "B", "at": [0, -1], "rot": 0},
    {"tile": "B", "at": [-1, 0], "rot": 0}, {"tile": "B", "at": [1, 0], "rot": 0},
    {"tile": "HS-01", "at": [-1, 1], "rot": 180}, {"tile": "HS-01", "at": [0, 1], "rot": 180},
    {"tile": "HS-01", "at": [1, 1], "rot": 180})"_s;
const QString kRedAbbotOnMonastery =
    uR"({"type": "abbot", "player": "red", "at": [0, 0], "on": "monastery"})"_s;

using mltest::mustPlay;
using mltest::play;
using mltest::Played;

int score(const Replay &r, const char *player)
{
    return r.scores.value(QString::fromLatin1(player));
}

} // namespace

class TestAbbot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void completedGardenScoresNine();
    void recallScoresOnePlusNeighbours();
    void recallRefusedOnceComplete();
    void vineyardsOnlyForACompletedMonastery();
    void recallExcludesAnyFigurePlacement();
    void recallNeedsAnAbbotAndATile();
    void onlyTheAbbotInAGarden();
    void oneAbbotPerPlayer();
    void finalScoringLikeAMonastery();
    void gardensOfC1();
    void gardenEventsOnlyWithTheSet();
    void figureOptionsOfferTheAbbot();
    void placedAbbotReturnsAfterScoring();
    void cliLegalListsAbbotAndRecall();
    void searchKnowsTheRecall();
};

// EX-AB-1 / R-AB-7: Blue fills the eighth cell around Red's garden; Red scores 9 and the abbot
// goes home (R-BASE-12).
void TestAbbot::completedGardenScoresNine()
{
    const Replay r = mustPlay(
        board(kAbbot, kGardenFive + uR"(, {"tile": "B", "at": [-1, 1], "rot": 0},
                                        {"tile": "B", "at": [-1, -1], "rot": 0})"_s,
              kRedAbbotInGarden, uR"({"player": "blue", "tile": "B", "at": [1, -1], "rot": 0})"_s));
    QCOMPARE(score(r, "red"), 9);
    QCOMPARE(score(r, "blue"), 0);
    QCOMPARE(r.events.size(), 1);
    const ScoreEvent &e = r.events[0];
    QCOMPARE(idOf(e.feature), u"garden"_s);
    QVERIFY(e.complete);
    QCOMPARE(e.phase, ScoreEvent::Phase::Scoring);
    QCOMPARE(e.rules, QStringList{u"R-AB-7"_s});
    QCOMPARE(e.breakdown.size(), 2);
    QCOMPARE(idOf(e.breakdown[0].term), u"garden"_s);
    QCOMPARE(e.breakdown[0].points, 1);
    QCOMPARE(idOf(e.breakdown[1].term), u"neighbours"_s);
    QCOMPARE(e.breakdown[1].count, 8);
    QCOMPARE(r.game->abbotsInHand(0), 1);
    QCOMPARE(r.game->abbotOf(0), -1);
}

// EX-AB-2 / R-AB-12, R-AB-15: the recall scores 1 + occupied neighbours in phase 2; the tile
// placed this turn counts when it is a neighbour.
void TestAbbot::recallScoresOnePlusNeighbours()
{
    const Replay far = mustPlay(
        board(kAbbot, kGardenFive, kRedAbbotInGarden,
              uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0, "abbot": "return"})"_s));
    QCOMPARE(score(far, "red"), 6);
    QCOMPARE(far.events.size(), 1);
    const ScoreEvent &e = far.events[0];
    QVERIFY(e.abbotReturn);
    QCOMPARE(e.phase, ScoreEvent::Phase::Figures);
    QCOMPARE(idOf(e.feature), u"garden"_s);
    QVERIFY(!e.complete);
    QCOMPARE(e.winners, QStringList{u"red"_s});
    QCOMPARE(idOf(e.decidedBy), u"majority"_s);
    QCOMPARE(e.rules, QStringList{u"R-AB-12"_s});
    QCOMPARE(e.breakdown[1].count, 5);
    QCOMPARE(far.game->abbotOf(0), -1);
    QCOMPARE(far.game->abbotsInHand(0), 1);

    const Replay near = mustPlay(
        board(kAbbot, kGardenFive, kRedAbbotInGarden,
              uR"({"player": "red", "tile": "B", "at": [-1, 1], "rot": 0, "abbot": "return"})"_s));
    QCOMPARE(score(near, "red"), 7);
}

// EX-AB-3 / R-AB-13: a tile that completes the abbot's garden leaves no recall; without the
// key the garden scores 9 in phase 3.
void TestAbbot::recallRefusedOnceComplete()
{
    const QString seven = kGardenFive + uR"(, {"tile": "B", "at": [-1, 1], "rot": 0},
                                            {"tile": "B", "at": [-1, -1], "rot": 0})"_s;
    Played refused = play(
        board(kAbbot, seven, kRedAbbotInGarden,
              uR"({"player": "red", "tile": "B", "at": [1, -1], "rot": 0, "abbot": "return"})"_s));
    QVERIFY(!refused.replay);
    QCOMPARE(refused.error.exitCode, 1);
    QVERIFY2(refused.error.reason.contains(u"R-AB-13"), qPrintable(refused.error.reason));
    QCOMPARE(refused.error.where, u"moves[0]"_s);
    const Replay scored = mustPlay(
        board(kAbbot, seven, kRedAbbotInGarden, uR"({"player": "red", "tile": "B", "at": [1, -1],
                                              "rot": 0})"_s));
    QCOMPARE(score(scored, "red"), 9);
}

// EX-AB-4..6 / R-AB-HS-1: vineyards pay the abbot of a completed monastery, never a recall and
// never the final scoring.
void TestAbbot::vineyardsOnlyForACompletedMonastery()
{
    const Replay completed =
        mustPlay(board(kAbbotHills, kVineyardMonastery, kRedAbbotOnMonastery,
                       uR"({"player": "blue", "tile": "B", "at": [1, -1], "rot": 0})"_s));
    QCOMPARE(score(completed, "red"), 18);
    QVERIFY(completed.events[0].rules.contains(u"R-HS-VI-2"_s));

    const Replay recalled = mustPlay(
        board(kAbbotHills, kVineyardMonastery, kRedAbbotOnMonastery,
              uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0, "abbot": "return"})"_s));
    QCOMPARE(score(recalled, "red"), 8);
    QCOMPARE(idOf(recalled.events[0].feature), u"monastery"_s);
    QCOMPARE(idOf(recalled.events[0].breakdown[0].term), u"monastery"_s);
    QCOMPARE(recalled.events[0].breakdown.size(), 2); // no vineyards term

    const Replay atEnd = mustPlay(
        board(kAbbotHills, kVineyardMonastery, kRedAbbotOnMonastery, {}, uR"(, "end": true)"_s));
    QCOMPARE(score(atEnd, "red"), 8);

    // EX-AB-7: a garden never gets vineyard points, even when it is completed.
    const Replay garden =
        mustPlay(board(kAbbotHills, uR"({"tile": "Vg", "at": [0, 0], "rot": 0},
        {"tile": "B", "at": [-1, -1], "rot": 0}, {"tile": "B", "at": [0, -1], "rot": 0},
        {"tile": "B", "at": [1, -1], "rot": 0}, {"tile": "HS-01", "at": [1, 1], "rot": 180},
        {"tile": "HS-01", "at": [-1, 1], "rot": 180}, {"tile": "U", "at": [-1, 0], "rot": 0},
        {"tile": "U", "at": [0, 1], "rot": 90})"_s,
                       kRedAbbotInGarden, uR"({"player": "blue", "tile": "B", "at": [1, 0],
                                              "rot": 0})"_s));
    QCOMPARE(score(garden, "red"), 9);
}

// R-AB-14, EX-AB-9/11: the recall is instead of any figure placement (meeple, shepherd, lord);
// a flock action may still follow in the same turn.
void TestAbbot::recallExcludesAnyFigurePlacement()
{
    Played withMeeple = play(board(kAbbot, kGardenFive, kRedAbbotInGarden,
                                   uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0,
                                        "figure": {"type": "meeple", "on": "monastery"},
                                        "abbot": "return"})"_s));
    QVERIFY(!withMeeple.replay);
    QCOMPARE(withMeeple.error.exitCode, 1);
    QVERIFY2(withMeeple.error.reason.contains(u"R-AB-14"), qPrintable(withMeeple.error.reason));
    Played withShepherd = play(board(kAbbotHills, kGardenFive, kRedAbbotInGarden,
                                     uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0,
                        "figure": {"type": "shepherd", "on": "N"}, "abbot": "return"})"_s));
    QVERIFY(!withShepherd.replay);
    QVERIFY2(withShepherd.error.reason.contains(u"R-AB-14"), qPrintable(withShepherd.error.reason));
}

// R-AB-12/16 and docs/board-format.md, "The Abbot": a recall needs an abbot on the board and a
// placed tile; the key takes only "return".
void TestAbbot::recallNeedsAnAbbotAndATile()
{
    Played none = play(
        board(kAbbot, kGardenFive, {},
              uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0, "abbot": "return"})"_s));
    QVERIFY(!none.replay);
    QCOMPARE(none.error.exitCode, 1);
    QVERIFY2(none.error.reason.contains(u"no abbot on the board"), qPrintable(none.error.reason));
    // Blue may not take Red's abbot back.
    Played other = play(
        board(kAbbot, kGardenFive, kRedAbbotInGarden,
              uR"({"player": "blue", "tile": "B", "at": [2, 0], "rot": 0, "abbot": "return"})"_s));
    QVERIFY(!other.replay);
    QCOMPARE(other.error.exitCode, 1);
    Played discard = play(board(kAbbot, kGardenFive, kRedAbbotInGarden,
                                uR"({"player": "red", "discard": "B", "abbot": "return"})"_s));
    QVERIFY(!discard.replay);
    QCOMPARE(discard.error.exitCode, 1);
    QVERIFY2(discard.error.reason.contains(u"R-AB-12"), qPrintable(discard.error.reason));
    for (const QString &value : {u"\"back\""_s, u"null"_s, u"true"_s}) {
        Played bad = play(board(kAbbot, kGardenFive, kRedAbbotInGarden,
                                uR"({"player": "red", "tile": "B", "at": [2, 0], "rot": 0,
                                     "abbot": %1})"_s.arg(value)));
        QVERIFY(!bad.replay);
        QCOMPARE(bad.error.exitCode, 2);
        QCOMPARE(bad.error.where, u"moves[0].abbot"_s);
    }
}

// EX-AB-12 / R-AB-6, R-AB-9: a meeple never goes in a garden, the abbot never on a road, city,
// field or castle.
void TestAbbot::onlyTheAbbotInAGarden()
{
    Played meeple = play(board(kAbbot, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {},
                               uR"({"player": "red", "tile": "Ug", "at": [0, 1], "rot": 0,
                                    "figure": {"type": "meeple", "on": "garden"}})"_s));
    QVERIFY(!meeple.replay);
    QCOMPARE(meeple.error.exitCode, 1);
    QVERIFY2(meeple.error.reason.contains(u"R-AB-6"), qPrintable(meeple.error.reason));
    Played onRoad = play(board(kAbbot, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {},
                               uR"({"player": "red", "tile": "Ug", "at": [0, 1], "rot": 0,
                                    "figure": {"type": "abbot", "on": "E"}})"_s));
    QVERIFY(!onRoad.replay);
    QCOMPARE(onRoad.error.exitCode, 1);
    QVERIFY2(onRoad.error.reason.contains(u"R-AB-9"), qPrintable(onRoad.error.reason));
    const Replay ok = mustPlay(board(kAbbot, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {},
                                     uR"({"player": "red", "tile": "Ug", "at": [0, 1], "rot": 0,
                                          "figure": {"type": "abbot", "on": "garden"}})"_s));
    QCOMPARE(ok.game->abbotsInHand(0), 0);
    QCOMPARE(ok.game->meeplesInHand(0), 7); // the abbot is not one of the seven (R-AB-18)
}

// EX-AB-15 / R-AB-1: one abbot per player.
void TestAbbot::oneAbbotPerPlayer()
{
    const QString tiles = uR"({"tile": "B", "at": [0, 0], "rot": 0},
                               {"tile": "Vg", "at": [0, 1], "rot": 0})"_s;
    Played two = play(board(kAbbot, tiles, kRedAbbotOnMonastery + uR"(,
        {"type": "abbot", "player": "red", "at": [0, 1], "on": "garden"})"_s));
    QVERIFY(!two.replay);
    QCOMPARE(two.error.exitCode, 1);
    QVERIFY2(two.error.reason.contains(u"R-AB-1"), qPrintable(two.error.reason));
    const auto withSupply = [&](const QString &supply) {
        QByteArray json = board(kAbbot, tiles, {});
        json.replace(
            R"({"id": "red"})",
            QStringLiteral(R"({"id": "red", "supply": {"abbot": %1}})").arg(supply).toUtf8());
        return play(json);
    };
    QCOMPARE(withSupply(u"2"_s).error.exitCode, 1);
    QCOMPARE(withSupply(u"101"_s).error.exitCode, 2);
    QVERIFY(withSupply(u"1"_s).replay);
    QByteArray zero = board(kAbbot, tiles, kRedAbbotOnMonastery);
    zero.replace(R"({"id": "red"})", R"({"id": "red", "supply": {"abbot": 0}})");
    Played none = play(zero);
    QVERIFY(!none.replay);
    QCOMPARE(none.error.exitCode, 1);
    // Without the set the key is ignored.
    QByteArray off = board(u"\"base\""_s, tiles, {});
    off.replace(R"({"id": "red"})", R"({"id": "red", "supply": {"abbot": 5}})");
    QVERIFY(play(off).replay);
}

// EX-AB-14 / R-AB-8: at the end a garden with its abbot scores like a monastery with its monk.
void TestAbbot::finalScoringLikeAMonastery()
{
    const Replay r = mustPlay(board(kAbbot, uR"({"tile": "Vg", "at": [0, 0], "rot": 0},
        {"tile": "B", "at": [0, -1], "rot": 0}, {"tile": "B", "at": [1, -1], "rot": 0},
        {"tile": "B", "at": [-1, -1], "rot": 0}, {"tile": "B", "at": [-1, -2], "rot": 0},
        {"tile": "B", "at": [1, -2], "rot": 0})"_s,
                                    kRedAbbotInGarden + uR"(,
        {"type": "meeple", "player": "blue", "at": [0, -1], "on": "monastery"})"_s,
                                    {}, uR"(, "end": true)"_s));
    QCOMPARE(score(r, "red"), 4);  // 1 + (0,-1), (1,-1), (-1,-1)
    QCOMPARE(score(r, "blue"), 6); // 1 + five neighbours
    QCOMPARE(r.final.size(), 2);
    // Gardens and monasteries in one pass, in placement order: the garden's tile came first.
    QCOMPARE(idOf(r.final[0].feature), u"garden"_s);
    QCOMPARE(r.final[0].rules, QStringList{u"R-AB-8"_s});
    QVERIFY(!r.final[0].complete);
    QCOMPARE(idOf(r.final[1].feature), u"monastery"_s);
}

// EX-AB-13 / R-AB-2: HS-14 has its garden from C2 on; in C1 there is none to stand on.
void TestAbbot::gardensOfC1()
{
    const QByteArray c3 = board(kAbbotHills, uR"({"tile": "HS-14", "at": [0, 0], "rot": 0},
            {"tile": "B", "at": [1, 0], "rot": 0}, {"tile": "B", "at": [1, -1], "rot": 0},
            {"tile": "B", "at": [0, -1], "rot": 0})"_s,
                                kRedAbbotInGarden, {}, uR"(, "end": true)"_s);
    QCOMPARE(score(mustPlay(c3), "red"), 4);
    QByteArray c1 = c3;
    c1.replace(R"("edition": "C3")", R"("edition": "C1")");
    Played p = play(c1);
    QVERIFY(!p.replay);
    QCOMPARE(p.error.exitCode, 1);
    QCOMPARE(p.error.where, u"figures[0]"_s);
    // A `g` copy keeps its garden in C1 (its id says so).
    QByteArray vg = board(kAbbot, uR"({"tile": "Vg", "at": [0, 0], "rot": 0})"_s, kRedAbbotInGarden,
                          {}, uR"(, "end": true)"_s);
    vg.replace(R"("edition": "C3")", R"("edition": "C1")");
    QCOMPARE(score(mustPlay(vg), "red"), 1);
}

// A completed garden without an abbot has an event (nobody scores) only when the
// set abbot is on; C2/C3 boards without the set keep their output.
void TestAbbot::gardenEventsOnlyWithTheSet()
{
    const QString tiles = kGardenFive + uR"(, {"tile": "B", "at": [-1, 1], "rot": 0},
                                            {"tile": "B", "at": [-1, -1], "rot": 0})"_s;
    const QString move = uR"({"player": "blue", "tile": "B", "at": [1, -1], "rot": 0})"_s;
    const Replay with = mustPlay(board(kAbbot, tiles, {}, move));
    QCOMPARE(with.events.size(), 1);
    QCOMPARE(idOf(with.events[0].feature), u"garden"_s);
    QVERIFY(with.events[0].winners.isEmpty());
    QVERIFY(with.events[0].points.isEmpty());
    const Replay without = mustPlay(board(u"\"base\""_s, tiles, {}, move));
    QCOMPARE(without.events.size(), 0);
}

// R-AB-9: after a tile with a monastery or a garden the abbot is among the choices; the monk's
// place stays open beside it; the garden takes only the abbot.
void TestAbbot::figureOptionsOfferTheAbbot()
{
    const Replay r = mustPlay(board(kAbbot, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {}));
    const Game &g = *r.game;
    const TileType &ug = *g.catalogue().find(u"Ug"_s);
    const QList<FigureOption> garden = g.figureOptions(ug, {{0, 1}, 0}, 0);
    int abbots = 0;
    for (const FigureOption &o : garden) {
        if (o.kind == SegmentKind::Garden) {
            QCOMPARE(o.type, FigureType::Abbot);
            QCOMPARE(o.on, u"garden"_s);
        }
        abbots += o.type == FigureType::Abbot ? 1 : 0;
        if (o.type == FigureType::Abbot) QCOMPARE(o.kind, SegmentKind::Garden);
    }
    QCOMPARE(abbots, 1);
    const TileType &b = *g.catalogue().find(u"B"_s);
    const QList<FigureOption> monastery = g.figureOptions(b, {{0, 1}, 0}, 0);
    bool abbot = false, monk = false;
    for (const FigureOption &o : monastery) {
        abbot = abbot || (o.type == FigureType::Abbot && o.on == u"monastery");
        monk = monk || (o.type == FigureType::Meeple && o.on == u"monastery");
    }
    QVERIFY(abbot);
    QVERIFY(monk);
    // Without the set: no abbot.
    const Replay base =
        mustPlay(board(u"\"base\""_s, uR"({"tile": "D", "at": [0, 0], "rot": 0})"_s, {}));
    for (const FigureOption &o : base.game->figureOptions(ug, {{0, 1}, 0}, 0))
        QVERIFY(o.type != FigureType::Abbot && o.kind != SegmentKind::Garden);
}

// R-AB-10: the abbot may go on a monastery that its own tile completes; it scores 9 and comes
// back the same turn.
void TestAbbot::placedAbbotReturnsAfterScoring()
{
    QString ring;
    for (const Cell c : {Cell{-1, -1}, Cell{0, -1}, Cell{1, -1}, Cell{-1, 0}, Cell{1, 0},
                         Cell{-1, 1}, Cell{0, 1}, Cell{1, 1}})
        ring += uR"({"tile": "B", "at": [%1, %2], "rot": 0},)"_s.arg(c.x).arg(c.y);
    ring.chop(1);
    const Replay r =
        mustPlay(board(kAbbot, ring, {}, uR"({"player": "red", "tile": "B", "at": [0, 0], "rot": 0,
                                         "figure": {"type": "abbot", "on": "monastery"}})"_s));
    QCOMPARE(score(r, "red"), 9);
    QCOMPARE(r.game->abbotsInHand(0), 1);
}

// `legal` lists the abbot's places and marks where the recall is allowed.
void TestAbbot::cliLegalListsAbbotAndRecall()
{
    QTemporaryDir dir;
    const QString seven = kGardenFive + uR"(, {"tile": "B", "at": [-1, 1], "rot": 0},
                                            {"tile": "B", "at": [-1, -1], "rot": 0})"_s;
    const QString path = mltest::writeFile(dir.filePath(u"garden.meeple"_s),
                                           board(kAbbot, seven, kRedAbbotInGarden));
    const mltest::CliRun run = mltest::runCli({u"legal"_s, path, u"--tile"_s, u"B"_s, u"--json"_s});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray placements =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"placements").toArray();
    QVERIFY(!placements.isEmpty());
    int recalls = 0, completing = 0;
    for (const QJsonValue &v : placements) {
        const QJsonObject p = v.toObject();
        const QJsonArray at = p.value(u"at").toArray();
        const bool fills = at == QJsonArray({1, -1});
        completing += fills ? 1 : 0;
        // The eighth neighbour completes the garden: no recall there (R-AB-13).
        QCOMPARE(p.value(u"abbotReturn").toBool(), !fills);
        recalls += p.value(u"abbotReturn").toBool() ? 1 : 0;
        // Red's abbot is on the board: no abbot among the figures (R-AB-1).
        for (const QJsonValue &f : p.value(u"figures").toArray())
            QVERIFY(f.toObject().value(u"type").toString() != u"abbot");
    }
    QVERIFY(completing > 0);
    QVERIFY(recalls > 0);
}

// The best-move search knows the recall and counts its points.
void TestAbbot::searchKnowsTheRecall()
{
    const Replay r = mustPlay(board(kAbbot, kGardenFive, kRedAbbotInGarden));
    const Game &g = *r.game;
    const SearchResult result = searchBestMoves(g, 0, *g.catalogue().find(u"B"_s), {});
    bool sawRecall = false;
    for (const RankedMove &m : result.ranked) {
        if (!m.move.abbotReturn) continue;
        sawRecall = true;
        QVERIFY(m.key.contains(u"abbot return"));
        const Cell at = m.move.at;
        const bool neighbour = at == Cell{-1, 1} || at == Cell{-1, -1} || at == Cell{1, -1};
        QCOMPARE(m.gain, neighbour ? 7 : 6);
    }
    QVERIFY(sawRecall);
    QCOMPARE(result.bestGain, 7);
}

QTEST_GUILESS_MAIN(TestAbbot)
#include "tst_abbot.moc"
