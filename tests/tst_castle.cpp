// SPDX-License-Identifier: GPL-3.0-or-later
// Castles in Germany in the engine (gamecastle.cpp): a castle comes from the hand, is never
// drawn nor discarded, and the interface asks the engine rather than checking it itself.
#include "boardfile.h"
#include "castle.h"

#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestCastle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void castleFromHand();
    void castleFromHandNeedsTheSet();
    void castleIsNeverDiscarded();
    void castleIsNeverDrawn();
    void castleLeavesTheHand();

private:
    static Game setUp(const QStringList &sets);
};

Game TestCastle::setUp(const QStringList &sets)
{
    QString setList;
    for (const QString &s : sets)
        setList += (setList.isEmpty() ? u""_s : u", "_s) + u'"' + s + u'"';
    const QString text = uR"({"format": "meeplelab-board", "version": 1,
        "rules": {"sets": [%1]},
        "players": [{"id": "red"%2}, {"id": "blue"}],
        "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}]})"_s.arg(
        setList, sets.contains(u"german-castles"_s) ? u", \"castles\": [\"GC-1\"]"_s : QString());
    FileError error;
    const std::optional<BoardFile> file = BoardFile::parse(text.toUtf8(), &error);
    if (!file) qFatal("%s", qPrintable(error.reason));
    std::optional<Game> game = file->setUp({}, &error);
    if (!game) qFatal("%s", qPrintable(error.reason));
    return *game;
}

// R-GC-3: only the player holding a castle may play it; the refusal names both.
void TestCastle::castleFromHand()
{
    const Game game = setUp({u"base"_s, u"german-castles"_s});
    QVERIFY(!game.castleFromHandRefusal(u"red"_s, u"GC-1"_s));
    const auto notHeld = game.castleFromHandRefusal(u"blue"_s, u"GC-1"_s);
    QVERIFY(notHeld);
    QCOMPARE(notHeld->code, RefusalCode::CastleNotHeld);
    QCOMPARE(notHeld->rule, u"R-GC-3"_s);
    QCOMPARE(notHeld->args, (QStringList{u"blue"_s, u"GC-1"_s}));
    QVERIFY(notHeld->reason.contains(u"does not hold the castle GC-1"_s));
    const auto nobody = game.castleFromHandRefusal(u"green"_s, u"GC-1"_s);
    QVERIFY(nobody);
    QCOMPARE(nobody->code, RefusalCode::UnknownPlayer);
}

// R-GC-3: without the set there are no castle moves at all.
void TestCastle::castleFromHandNeedsTheSet()
{
    const Game game = setUp({u"base"_s});
    const auto refused = game.castleFromHandRefusal(u"red"_s, u"GC-1"_s);
    QVERIFY(refused);
    QCOMPARE(refused->code, RefusalCode::CastlesNotInPlay);
}

// R-GC-3: a castle is never drawn, so a turn cannot discard one (the engine said nothing about
// it before: only the move tool refused).
void TestCastle::castleIsNeverDiscarded()
{
    Game game = setUp({u"base"_s, u"german-castles"_s});
    QCOMPARE(game.castleDiscardRefusal(u"GC-1"_s)->code, RefusalCode::CastleNeverDrawn);
    QVERIFY(!game.castleDiscardRefusal(u"U"_s));
    Move discard;
    discard.player = u"red"_s;
    discard.kind = Move::Kind::Discard;
    discard.tile = u"GC-1"_s;
    QList<ScoreEvent> events;
    const auto refused = game.tryMove(discard, &events);
    QVERIFY(refused);
    QCOMPARE(refused->code, RefusalCode::CastleNeverDrawn);
    QCOMPARE(refused->rule, u"R-GC-3"_s);
    QCOMPARE(game.movesPlayed(), 0);
}

// R-GC-3: a castle played as a drawn tile is refused.
void TestCastle::castleIsNeverDrawn()
{
    Game game = setUp({u"base"_s, u"german-castles"_s});
    const TileType *castle = game.catalogue().find(u"GC-1"_s);
    const Placement spot = game.board().legalPlacements(*castle).value(0);
    Move drawn;
    drawn.player = u"red"_s;
    drawn.tile = u"GC-1"_s;
    drawn.at = spot.at;
    drawn.rot = spot.rot;
    QList<ScoreEvent> events;
    const auto refused = game.tryMove(drawn, &events);
    QVERIFY(refused);
    QCOMPARE(refused->code, RefusalCode::CastleNeverDrawn);
}

// R-GC-3: played from the hand, the castle leaves it; the hand then holds none that fits.
void TestCastle::castleLeavesTheHand()
{
    Game game = setUp({u"base"_s, u"german-castles"_s});
    QVERIFY(game.canPlaceCastle(0));
    const TileType *castle = game.catalogue().find(u"GC-1"_s);
    const Placement spot = game.board().legalPlacements(*castle).value(0);
    Move move;
    move.player = u"red"_s;
    move.kind = Move::Kind::Castle;
    move.tile = u"GC-1"_s;
    move.at = spot.at;
    move.rot = spot.rot;
    QList<ScoreEvent> events;
    const auto refused = game.tryMove(move, &events);
    QVERIFY2(!refused, refused ? qPrintable(refused->reason) : "");
    QVERIFY(game.players()[0].castles.isEmpty());
    QVERIFY(!game.canPlaceCastle(0));
    QCOMPARE(game.castleFromHandRefusal(u"red"_s, u"GC-1"_s)->code, RefusalCode::CastleNotHeld);
}

QTEST_GUILESS_MAIN(TestCastle)
#include "tst_castle.moc"
