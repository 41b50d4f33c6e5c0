// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline: a board file played once, its positions shared by every
// reader, its events cut by turn step exactly as playing each step from the start of the move
// cuts them (what the step-through did before it read the timeline), the end-of-game check,
// the final scoring, the first refused move as data, and memory that grows with the length of
// the game, not with its square.
#include "boardfile.h"
#include "boardfilereplay.h"
#include "longgame.h"
#include "peakmemory.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace ml;
using mltest::peakRssKilobytes;
using namespace Qt::StringLiterals;

namespace
{

BoardFile parsed(const QByteArray &text)
{
    FileError error;
    auto file = BoardFile::parse(text, &error);
    if (!file) qFatal("%s", qPrintable(error.toString(u"test"_s)));
    return *file;
}

BoardFile example(const QString &name)
{
    QFile f(QDir(mltest::examplesDir()).filePath(name));
    if (!f.open(QIODevice::ReadOnly)) qFatal("no example %s", qPrintable(name));
    return parsed(f.readAll());
}

// What a scoring says, field by field (ScoreEvent has no operator==).
QString eventKey(const ScoreEvent &e)
{
    QStringList cells;
    for (Cell c : e.cells)
        cells << u"%1,%2"_s.arg(c.x).arg(c.y);
    QStringList points;
    for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
        points << it.key() + u'=' + QString::number(it.value());
    QStringList terms;
    for (const ScoreTerm &t : e.breakdown)
        terms << u"%1x%2=%3"_s.arg(idOf(t.term)).arg(t.count).arg(t.points);
    return QStringList{QString::number(e.move),
                       ScoreEvent::phaseName(e.phase),
                       idOf(e.feature),
                       e.complete ? u"complete"_s : u"open"_s,
                       cells.join(u' '),
                       e.winners.join(u','),
                       idOf(e.decidedBy),
                       points.join(u','),
                       terms.join(u','),
                       e.rules.join(u','),
                       e.draw}
        .join(u" | ");
}

QStringList keys(const QList<ScoreEvent> &events)
{
    QStringList out;
    for (const ScoreEvent &e : events)
        out << eventKey(e);
    return out;
}

QStringList scoreTable(const Game &game)
{
    QStringList out;
    for (const Player &p : game.players())
        out << u"%1 %2 (%3 in hand)"_s.arg(p.id).arg(p.score).arg(
            game.meeplesInHand(game.playerIndex(p.id)));
    return out;
}

// A base game of two players with `moves` written as JSON: D at (0,0), red then blue.
QByteArray boardWithMoves(const QJsonArray &moves, bool end = false)
{
    QJsonObject json{
        {u"format"_s, u"meeplelab-board"_s},
        {u"version"_s, 1},
        {u"rules"_s, QJsonObject{{u"sets"_s, QJsonArray{u"base"_s}}}},
        {u"players"_s,
         QJsonArray{QJsonObject{{u"id"_s, u"red"_s}}, QJsonObject{{u"id"_s, u"blue"_s}}}},
        {u"tiles"_s, QJsonArray{QJsonObject{{u"tile"_s, u"D"_s}, {u"at"_s, QJsonArray{0, 0}}}}},
        {u"moves"_s, moves}};
    if (end) json.insert(u"end"_s, true);
    return QJsonDocument(json).toJson();
}

QJsonObject tileMove(const QString &player, const QString &tile, int x, int y, int rot)
{
    return {{u"player"_s, player}, {u"tile"_s, tile}, {u"at"_s, QJsonArray{x, y}}, {u"rot"_s, rot}};
}

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // after(i) and before(i + 1) are one object, and two readers of one timeline (copies of
    // the value) are handed the same game, not copies of it.
    void positionsAreShared()
    {
        const Timeline timeline = Timeline::build(example(u"welcome.meeple"_s));
        QVERIFY(timeline.replays());
        QVERIFY(timeline.moveCount() >= 2);
        for (int i = 0; i + 1 < timeline.moveCount(); ++i) {
            const auto after = timeline.after(i);
            QVERIFY(after);
            QCOMPARE(after.get(), timeline.before(i + 1).get());
        }
        const Timeline reader = timeline; // a second reader: a copy of the value
        const auto mine = timeline.position(1);
        QCOMPARE(reader.position(1).get(), mine.get());
        QCOMPARE(reader.setUp().get(), timeline.setUp().get());
        QCOMPARE(reader.afterMoves().get(), timeline.position(timeline.moveCount()).get());
    }

    // Every example, every move, every turn step: the events of the step and the figures left
    // after it are what playing the move from its start up to that step gives, which is how
    // the step-through cut them before; the positions and the events of the whole replay are
    // those of playing the moves one after the other.
    void stepsMatchPlayingEachStepFromTheStart()
    {
        const QDir dir(mltest::examplesDir());
        int checked = 0;
        for (const QString &name : dir.entryList({u"*.meeple"_s}, QDir::Files)) {
            const BoardFile file = example(name);
            const Timeline timeline = Timeline::build(file);
            QVERIFY2(timeline.replays(), qPrintable(name));
            FileError error;
            std::optional<Game> game = file.setUp({}, &error);
            QVERIFY(game);
            QList<ScoreEvent> all;
            for (int i = 0; i < file.moves().size(); ++i) {
                const Move &move = file.moves()[i];
                QCOMPARE(scoreTable(*timeline.before(i)), scoreTable(*game));
                if (move.kind != Move::Kind::Discard) {
                    qsizetype seen = 0;
                    for (int s = 0; s < Game::kTurnSteps; ++s) {
                        const auto step = Game::TurnStep(s);
                        Game upTo = *game;
                        QList<ScoreEvent> events;
                        QVERIFY(!upTo.playMoveUpTo(move, step, &events));
                        for (ScoreEvent &e : events)
                            e.move = i;
                        QCOMPARE(keys(timeline.stepEvents(i, step)), keys(events.mid(seen)));
                        QCOMPARE(timeline.move(i).figures[size_t(s)], int(upTo.figures().size()));
                        seen = events.size();
                        ++checked;
                    }
                }
                QList<ScoreEvent> events;
                QVERIFY(!game->playMove(move, &events));
                for (ScoreEvent &e : events)
                    e.move = i;
                all += events;
                QCOMPARE(timeline.after(i)->board().tiles().size(), game->board().tiles().size());
                QCOMPARE(scoreTable(*timeline.after(i)), scoreTable(*game));
            }
            QCOMPARE(keys(timeline.events()), keys(all));
        }
        QVERIFY(checked > 100); // the examples have moves with every kind of step
    }

    // The final scoring runs on the game after the moves, as the file's `end` says, and the
    // scores are its totals; forced (score now) or left out as the options say.
    void finalScoring()
    {
        const BoardFile file = example(u"mw-3-final-scoring.meeple"_s);
        QVERIFY(file.end());
        const Timeline timeline = Timeline::build(file);
        QVERIFY(timeline.finalScored());
        Game scored = *timeline.afterMoves();
        const QList<ScoreEvent> expected = scored.finalScoring();
        QVERIFY(!expected.isEmpty());
        QCOMPARE(keys(timeline.finalEvents()), keys(expected));
        QCOMPARE(scoreTable(*timeline.end()), scoreTable(scored));
        QVERIFY(timeline.end() != timeline.afterMoves()); // the position itself stays unscored
        QCOMPARE(timeline.scores().value(u"red"_s), scored.players()[0].score);

        TimelineOptions never;
        never.finalScoring = TimelineOptions::FinalScoring::Never;
        const Timeline unscored = Timeline::build(file, {}, never);
        QVERIFY(!unscored.finalScored());
        QVERIFY(unscored.finalEvents().isEmpty());
        QCOMPARE(unscored.end().get(), unscored.afterMoves().get());

        // Scoring a set-up now: no moves, the final scoring whatever the file says.
        TimelineOptions now;
        now.playMoves = false;
        now.finalScoring = TimelineOptions::FinalScoring::Always;
        const Timeline setUpNow = Timeline::build(file, {}, now);
        QCOMPARE(setUpNow.positionCount(), 1);
        QVERIFY(setUpNow.finalScored());
        QVERIFY(!setUpNow.endChecked());
        Game setUp = *setUpNow.setUp();
        QCOMPARE(keys(setUpNow.finalEvents()), keys(setUp.finalScoring()));
    }

    // docs/board-format.md, `moves`: the end of a file with `end` is checked; the castle example
    // ends by the C3 rule (R-GC-4), and a stack that still holds tiles refuses the end (R-BASE-13),
    // which leaves the final scoring out.
    void endOfGameCheck()
    {
        const BoardFile castles = example(u"gc-end-rule.meeple"_s);
        const Timeline ended = Timeline::build(castles);
        QVERIFY(ended.endChecked());
        QVERIFY(!ended.endRefused());
        QCOMPARE(ended.gameEnd().reason, GameEndCheck::Reason::CastleC3);
        QCOMPARE(ended.gameEnd().reason, checkGameEnd(castles, *ended.afterMoves()).reason);
        QVERIFY(ended.finalScored());

        QJsonObject json = castles.json();
        json.insert(u"stack"_s, QJsonArray{u"E"_s});
        const BoardFile early = parsed(QJsonDocument(json).toJson());
        const Timeline refused = Timeline::build(early);
        QVERIFY(refused.endRefused());
        QCOMPARE(refused.gameEnd().reason, GameEndCheck::Reason::StackEmpty);
        QCOMPARE(refused.problems().size(), 1);
        QCOMPARE(refused.problems().constFirst().where, u"stack"_s);
        QVERIFY(!refused.finalScored());
        QVERIFY(!refused.replays());
        QVERIFY(!early.replay({}, nullptr)); // the old result says the same
    }

    // A move the rules refuse stops the timeline there, as data: where, the rule, and the
    // positions up to it; keepGoing lists it, skips it and plays on.
    void refusedMove()
    {
        // Legal moves as the engine lists them, around one that touches nothing.
        FileError error;
        Game game = *parsed(boardWithMoves({})).setUp({}, &error);
        const TileType &e = *game.catalogue().find(u"E"_s);
        QJsonArray moves;
        for (const QString &player : {u"red"_s, u"blue"_s}) {
            const Placement p = game.board().legalPlacements(e).constFirst();
            moves << tileMove(player, u"E"_s, p.at.x, p.at.y, p.rot * 90);
            Move m;
            m.player = player;
            m.tile = u"E"_s;
            m.at = p.at;
            m.rot = p.rot;
            QVERIFY(!game.playMove(m, nullptr));
        }
        moves.insert(1, tileMove(u"blue"_s, u"E"_s, 5, 5, 0)); // touches nothing
        const BoardFile file = parsed(boardWithMoves(moves));
        const Timeline timeline = Timeline::build(file);
        QCOMPARE(timeline.refusedMove(), 1);
        QVERIFY(timeline.refusal());
        QCOMPARE(timeline.refusal()->where, u"moves[1]"_s);
        QCOMPARE(timeline.refusal()->code, FileErrorCode::RuleBroken);
        QCOMPARE(timeline.refusal()->refusal.rule, u"R-BASE-3"_s);
        QCOMPARE(timeline.refusal()->exitCode, 1);
        QCOMPARE(timeline.positionCount(), 2); // the set-up and after move 0
        QVERIFY(!timeline.after(1));
        QCOMPARE(timeline.afterMoves().get(), timeline.before(1).get());
        QCOMPARE(timeline.afterMoves()->board().tiles().size(), size_t(2));
        QVERIFY(!timeline.move(1).played);
        QCOMPARE(timeline.move(1).stepsDone, 0); // refused at the tile: no step ran
        QVERIFY(!timeline.replays());
        QVERIFY(!timeline.toReplay());

        TimelineOptions keepGoing;
        keepGoing.keepGoing = true;
        const Timeline validated = Timeline::build(file, {}, keepGoing);
        QCOMPARE(validated.problems().size(), 1);
        QCOMPARE(validated.problems().constFirst().where, u"moves[1]"_s);
        QCOMPARE(validated.positionCount(), 4);
        QVERIFY(validated.move(2).played);
        // The skipped move changes nothing: the position after it is the one before, asked
        // for in either order.
        QCOMPARE(validated.position(2).get(), validated.position(1).get());
        const Timeline again = Timeline::build(file, {}, keepGoing);
        const auto afterSkip = again.position(2);
        QCOMPARE(again.position(1).get(), afterSkip.get());
        QCOMPARE(validated.afterMoves()->board().tiles().size(), size_t(3));
        QVERIFY(validated.replays());
    }

    // A 5,000-move game: building keeps a bounded number of boards (not one per move), and a
    // reader walking every position while holding only the current one stays bounded too.
    // Each position played from a checkpoint is the position of playing the moves in order.
    void buildingIsLinear()
    {
        const BoardFile file = parsed(mltest::longGameFile(5000));
        const long before = peakRssKilobytes();
        const Timeline timeline = Timeline::build(file);
        QVERIFY(timeline.replays());
        QCOMPARE(timeline.positionCount(), 5001);
        std::shared_ptr<const Game> current;
        size_t tiles = 0;
        for (int k = 0; k < timeline.positionCount(); ++k) {
            current = timeline.position(k);
            QVERIFY(current->board().tiles().size() >= tiles);
            tiles = current->board().tiles().size();
        }
        QCOMPARE(current.get(), timeline.afterMoves().get());
        // Played afresh from the nearest checkpoint, the middle equals the sequential play.
        current.reset();
        FileError error;
        std::optional<Game> game = file.setUp({}, &error);
        for (int i = 0; i < 2777; ++i)
            QVERIFY(!game->playMove(file.moves()[i], nullptr));
        QCOMPARE(scoreTable(*timeline.position(2777)), scoreTable(*game));
        QCOMPARE(timeline.position(2777)->board().tiles().size(), game->board().tiles().size());
#ifndef ML_ASAN
        // ASan's shadow memory would swamp the figure. A game of 5,000 tiles takes about a
        // megabyte, so a game per move would take gigabytes; the checkpoints and the walk
        // take some 20 MB (measured), and the bound leaves room for the allocator.
        const long grown = peakRssKilobytes() - before;
        QVERIFY2(grown < 96 * 1024, qPrintable(u"peak grew by %1 kB"_s.arg(grown)));
#endif
        Q_UNUSED(before)
    }
};

QTEST_GUILESS_MAIN(TestTimeline)
#include "tst_timeline.moc"
