// SPDX-License-Identifier: GPL-3.0-or-later
// Game::tryMove and Board trials (so that `validate` runs in linear time): a move the rules
// refuse after its tile is down must leave the game exactly as it was. Seeded random base
// games try refused moves between their legal ones; after each refusal the game must look
// like a twin that never tried anything (tiles, every feature's counts, the frontier in its
// order, figures, scores), and both must then score the rest of the game identically.
#include "boardfile.h"
#include "game.h"
#include "longgame.h"
#include "timeline.h"

#include <QElapsedTimer>
#include <QtTest>

#include <random>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QString placementsText(const Board &b, const TileType &t)
{
    QStringList out;
    for (const Placement &p : b.legalPlacements(t))
        out << u"%1,%2/%3"_s.arg(p.at.x).arg(p.at.y).arg(p.rot);
    return out.join(u' ');
}

// Everything a player of the game could observe, in a fixed order.
QString snapshot(const Game &g)
{
    QStringList out;
    const Board &b = g.board();
    out << u"cells %1 nodes %2"_s.arg(b.cellCount()).arg(b.nodeCount());
    for (const PlacedTile &t : b.tiles())
        out << u"%1@%2,%3/%4"_s.arg(t.type->id).arg(t.at.x).arg(t.at.y).arg(t.rot);
    for (int n = 0; n < b.nodeCount(); ++n)
        out << u"n%1 r%2 c%3 o%4 m%5 s%6 x%7 k%8 t%9"_s.arg(n)
                   .arg(b.root(n))
                   .arg(b.isComplete(n))
                   .arg(b.openPorts(n))
                   .arg(b.meeplesOn(n))
                   .arg(b.shepherdsIn(n))
                   .arg(b.magicFiguresIn(n))
                   .arg(b.occupiedNeighbours(n))
                   .arg(b.members(n).size());
    for (const char16_t *id : {u"A", u"B", u"D", u"E", u"K", u"U", u"V", u"X"})
        out << placementsText(b, *g.catalogue().find(QString::fromUtf16(id)));
    for (const Figure &f : g.figures())
        out << u"f%1 p%2 t%3 s%4"_s.arg(int(f.type)).arg(f.player).arg(f.tile).arg(f.segment);
    for (const Player &p : g.players())
        out << u"%1=%2"_s.arg(p.id).arg(p.score);
    return out.join(u'\n');
}

QString eventsText(const QList<ScoreEvent> &events)
{
    QStringList out;
    for (const ScoreEvent &e : events) {
        QStringList points;
        for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
            points << u"%1:%2"_s.arg(it.key()).arg(it.value());
        out << idOf(e.feature) + u' ' + points.join(u',');
    }
    return out.join(u'|');
}

// Moves the rules refuse only after placing the tile (so the board has changed by then).
QList<Move> refusedAfterPlacing(const Game &g, const TileType &tile, const Placement &p,
                                const QString &player)
{
    Move base;
    base.player = player;
    base.tile = tile.id;
    base.at = p.at;
    base.rot = p.rot;
    QList<Move> out;
    // A monastery on a tile without one, or a city on a tile without a city at that port.
    Move m = base;
    m.figure =
        FigureChoice{FigureType::Meeple,
                     tile.segmentOfKind(SegmentKind::Monastery) < 0 ? u"monastery"_s : u"castle"_s,
                     std::nullopt};
    out << m;
    // A figure on a cell that is not the new tile's.
    m = base;
    m.figure = FigureChoice{FigureType::Meeple, u"N"_s, Cell{p.at.x + 1, p.at.y}};
    out << m;
    // A meeple on a feature that already has one, when the placement joins such a feature.
    const int index = g.playerIndex(player);
    for (const char16_t *port : {u"N", u"E", u"S", u"W", u"Nw", u"Se"}) {
        Game probe = g;
        Move plain = base;
        if (probe.playMove(plain, nullptr)) break;
        int t = -1, s = -1;
        QString why;
        const Cell at = p.at;
        if (!probe.resolveLocation(at, QString::fromUtf16(port), &t, &s, &why)) continue;
        if (probe.board().meeplesOn(probe.board().node(t, s)) == 0) continue;
        m = base;
        m.figure = FigureChoice{FigureType::Meeple, QString::fromUtf16(port), std::nullopt};
        out << m;
        break;
    }
    Q_UNUSED(index)
    return out;
}

} // namespace

class TestMoveTrials : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedMovesLeaveNoTrace_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u})
            QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
    }

    void refusedMovesLeaveNoTrace()
    {
        QFETCH(quint32, seed);
        const TileCatalogue &cat = TileCatalogue::builtin();
        std::mt19937 rng(seed);
        const QList<const TileType *> stack = mltest::shuffledBaseStack(3, rng);
        Game tried(cat, SetBase, Edition::C3, RuleOptions::defaultsFor(Edition::C3));
        for (const char16_t *id : {u"red", u"blue"}) {
            Player p;
            p.id = QString::fromUtf16(id);
            tried.addPlayer(p);
        }
        QVERIFY(!tried.setupTile(*cat.find(u"D"), {0, 0}, 0, {}));
        Game twin = tried;
        int refusals = 0;
        for (int i = 0; i < stack.size(); ++i) {
            const TileType &tile = *stack[i];
            const QString player = tried.players()[i % 2].id;
            const QList<Placement> legal = tried.board().legalPlacements(tile);
            if (legal.isEmpty()) continue;
            const Placement p = legal[int(rng() % quint32(legal.size()))];
            // Refused tries first: each must be refused and leave no trace.
            const QString before = i % 10 == 0 ? snapshot(tried) : QString();
            for (const Move &bad : refusedAfterPlacing(tried, tile, p, player)) {
                QList<ScoreEvent> events;
                const auto refused = tried.tryMove(bad, &events);
                QVERIFY2(refused, qPrintable(u"move %1 was accepted"_s.arg(i)));
                QVERIFY(events.isEmpty());
                ++refusals;
            }
            if (!before.isEmpty()) QCOMPARE(snapshot(tried), before);
            // Then the same legal move on both games, through tryMove and playMove.
            Move move;
            move.player = player;
            move.tile = tile.id;
            move.at = p.at;
            move.rot = p.rot;
            const QList<FigureOption> options =
                tried.figureOptions(tile, p, tried.playerIndex(player));
            const auto pick = quint32(rng() % quint32(options.size() + 1));
            if (pick < quint32(options.size()))
                move.figure = FigureChoice{FigureType::Meeple, options[int(pick)].on, std::nullopt};
            QList<ScoreEvent> a, b;
            QVERIFY(!tried.tryMove(move, &a));
            QVERIFY(!twin.playMove(move, &b));
            QCOMPARE(eventsText(a), eventsText(b));
        }
        QVERIFY(refusals > 200);
        QCOMPARE(snapshot(tried), snapshot(twin));
        QCOMPARE(eventsText(tried.finalScoring()), eventsText(twin.finalScoring()));
        QCOMPARE(snapshot(tried), snapshot(twin));
    }

    // The bag and the scores come back too: a Hills & Sheep move whose shepherd is placed
    // (a draw from the bag) and that is then refused for its flock action.
    void refusedFlockActionRestoresTheBag()
    {
        const QByteArray json = R"({
 "format": "meeplelab-board", "version": 1,
 "rules": {"sets": ["base", "hills-sheep"]},
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}],
 "bag": {"draws": ["3", "2"]}
})";
        FileError error;
        const auto file = BoardFile::parse(json, &error);
        QVERIFY2(file, qPrintable(error.reason));
        auto game = file->setUp({}, &error);
        QVERIFY2(game, qPrintable(error.reason));
        Move m;
        m.player = u"red"_s;
        m.tile = u"E"_s;
        m.at = {0, -1};
        m.rot = 2;
        m.figure = FigureChoice{FigureType::Shepherd, u"N"_s, std::nullopt};
        m.flockAction = u"grow"_s; // never on the turn the shepherd arrives (R-HS-SH-4)
        const int bagBefore = game->bag().size();
        const auto refused = game->tryMove(m, nullptr);
        QVERIFY(refused);
        QCOMPARE(refused->rule, u"R-HS-SH-4"_s);
        QCOMPARE(game->bag().size(), bagBefore);
        QCOMPARE(game->figures().size(), 0);
        QCOMPARE(game->board().tiles().size(), size_t(1));
        // The first scripted draw is still the next one: the shepherd gets the 3.
        m.flockAction.clear();
        QList<ScoreEvent> events;
        QVERIFY(!game->tryMove(m, &events));
        QCOMPARE(game->figures().size(), 1);
        QCOMPARE(game->figures().constFirst().flock, QStringList{u"3"_s});
    }

    // `validate` (keepGoing) costs about what `score` does, also on a long game: the old
    // copy of the whole game before every move made it quadratic. A generous bound (10x)
    // catches a return of that, not noise.
    void validateStaysLinear()
    {
        FileError error;
        const auto file = BoardFile::parse(mltest::longGameFile(8000), &error);
        QVERIFY2(file, qPrintable(error.reason));
        QElapsedTimer timer;
        timer.start();
        QList<FileError> errors;
        const Timeline scored = Timeline::build(*file);
        errors += scored.problems();
        QVERIFY(scored.replays());
        const qint64 score = timer.nsecsElapsed();
        timer.restart();
        TimelineOptions keepGoing;
        keepGoing.keepGoing = true;
        const Timeline validated = Timeline::build(*file, {}, keepGoing);
        errors += validated.problems();
        QVERIFY(validated.replays());
        const qint64 validate = timer.nsecsElapsed();
        QVERIFY(errors.isEmpty());
        const double scoreMs = double(score) / 1e6, validateMs = double(validate) / 1e6;
        qInfo("8000 moves: score %.1f ms, validate %.1f ms", scoreMs, validateMs);
        QVERIFY2(validate < 10 * score + 20'000'000,
                 qPrintable(u"validate %1 ms against score %2 ms"_s.arg(validateMs).arg(scoreMs)));
    }
};

QTEST_GUILESS_MAIN(TestMoveTrials)
#include "tst_movetrials.moc"
