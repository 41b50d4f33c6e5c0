// SPDX-License-Identifier: GPL-3.0-or-later
// The step-through: which steps a board gives, the state and the scores at each of them, and
// that walking every step adds up to exactly what a plain replay scores.
#include "boardloading.h"
#include "eventtext.h"
#include "stepper.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

using mltest::load;
using mltest::tryLoad;

QString stepperData(const char *name)
{
    return mltest::dataDir() + u"/stepper/"_s + QLatin1String(name);
}

QString kinds(const Stepper &s)
{
    static const char *names[] = {"setup",  "tile",    "discard", "magic", "figure", "flock",
                                  "stable", "scoring", "return",  "final", "end"};
    QStringList out;
    for (const Step &step : s.steps())
        out << QLatin1String(names[int(step.kind)]);
    return out.join(u' ');
}

QMap<QString, int> scores(std::initializer_list<std::pair<QString, int>> list)
{
    QMap<QString, int> out;
    for (const auto &[id, points] : list)
        out.insert(id, points);
    return out;
}

} // namespace

class TestEditorStepper : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void welcomeSteps();
    void tileStepHasTileButNoFigure();
    void scoringStepKeepsDecidingFigures();
    void hillTieUnderBothOptions();
    void flockDrawsAndStable();
    void magicStep();
    void scoreBoardNow();
    void refusedMoveKeepsEarlierSteps();
    void navigation();
    void matchesReplay_data();
    void matchesReplay();
    void eventTextExplainsTerms();
    void innsAndTradersExplained();
    void decidingFiguresOfTheMageCity();
    void decidingFiguresOfTheFinalScoring();
    void gameEndsByTheCastleRule();
    void refusedEndShowsTheReplaysError_data();
    void refusedEndShowsTheReplaysError();
    void locationsInWords();
};

void TestEditorStepper::welcomeSteps()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    QVERIFY(s.errorString().isEmpty());
    QCOMPARE(kinds(s), u"setup tile scoring return tile figure scoring return final final final"_s);
    QCOMPARE(s.count(), 11);
    QCOMPARE(s.totalsAt(0), scores({{u"red"_s, 0}, {u"blue"_s, 0}}));
    QCOMPARE(s.totalsAt(2), scores({{u"red"_s, 0}, {u"blue"_s, 5}}));
    QCOMPARE(s.totalsAt(6), scores({{u"red"_s, 8}, {u"blue"_s, 5}}));
    QCOMPARE(s.totalsAt(8), scores({{u"red"_s, 8}, {u"blue"_s, 11}}));
    QCOMPARE(s.totalsAt(10), scores({{u"red"_s, 11}, {u"blue"_s, 14}}));
    QCOMPARE(s.pointsOf(6), scores({{u"red"_s, 8}}));
    QCOMPARE(s.step(6).move, 1);
    QCOMPARE(idOf(s.eventsOf(6).value(0).feature), u"city"_s);
    QCOMPARE(s.eventsUpTo(6).size(), 2);
    QCOMPARE(s.stepOfEvent(0), 2);
    QCOMPARE(s.stepOfEvent(4), 10);
    QCOMPARE(s.firstStepOfMove(1), 4);
    // After a whole move the engine's own scores agree with the summed events.
    for (int i : {3, 7}) {
        const Game g = s.gameAt(i);
        QCOMPARE(g.score(0), s.totalsAt(i).value(u"red"_s));
        QCOMPARE(g.score(1), s.totalsAt(i).value(u"blue"_s));
    }
}

void TestEditorStepper::tileStepHasTileButNoFigure()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    const Game setUp = s.gameAt(0);
    const Game afterFirst = s.gameAt(3);
    const Game tile = s.gameAt(4);   // move 1: E at (0,-2)
    const Game figure = s.gameAt(5); // its meeple on the city
    QCOMPARE(tile.board().tiles().size(), afterFirst.board().tiles().size() + 1);
    QVERIFY(tile.board().tileAt({0, -2}));
    QVERIFY(!afterFirst.board().tileAt({0, -2}));
    QCOMPARE(tile.figures().size(), afterFirst.figures().size());
    QCOMPARE(figure.figures().size(), tile.figures().size() + 1);
    QCOMPARE(figure.figures().last().tile, int(figure.board().tiles().size()) - 1);
    QCOMPARE(setUp.board().tiles().size(), size_t(10));
}

void TestEditorStepper::scoringStepKeepsDecidingFigures()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    // Red's knight stands while the city is explained and goes home one step later.
    const Game scoring = s.gameAt(6);
    const Game returned = s.gameAt(7);
    QVERIFY(returned.figures().size() < scoring.figures().size());
    QCOMPARE(returned.meeplesInHand(0), scoring.meeplesInHand(0) + 1);
}

void TestEditorStepper::hillTieUnderBothOptions()
{
    const BoardFile file = load(stepperData("hill-tie.meeple"));
    Stepper s;
    QVERIFY(s.setBoardFile(file));
    QCOMPARE(kinds(s), u"setup tile figure scoring return final"_s);
    // The hill tile arrives with its face-down tile under it.
    const Game tile = s.gameAt(1);
    QVERIFY(tile.board().tileAt({3, 1})->under);
    QCOMPARE(tile.board().tileAt({3, 1})->under->id, u"K"_s);
    QCOMPARE(tile.figures().size(), 4);
    QCOMPARE(s.gameAt(2).figures().size(), 5);
    const ScoreEvent presence = s.eventsOf(3).value(0);
    QCOMPARE(idOf(presence.decidedBy), u"tie"_s);
    QCOMPARE(presence.winners, (QStringList{u"red"_s, u"blue"_s}));
    QVERIFY(presence.rules.contains(u"R-HS-HI-6"_s));
    QCOMPARE(s.totalsAt(3), scores({{u"red"_s, 5}, {u"blue"_s, 5}}));
    QCOMPARE(s.gameAt(4).figures().size(), 1); // only red's new farmer stays

    QVERIFY(s.setBoardFile(file, {{u"hillTiebreak"_s, u"count"_s}}));
    const ScoreEvent count = s.eventsOf(3).value(0);
    QCOMPARE(idOf(count.decidedBy), u"hill"_s);
    QCOMPARE(count.winners, QStringList{u"red"_s});
    QCOMPARE(s.totalsAt(s.count() - 1), scores({{u"red"_s, 5}, {u"blue"_s, 0}}));
}

void TestEditorStepper::flockDrawsAndStable()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(stepperData("flock.meeple"))));
    // The stable (step 7) shows blue's shepherd and sheep; they go home in step 8.
    QCOMPARE(kinds(s), u"setup tile flock tile figure scoring tile flock return"_s);
    QCOMPARE(s.eventsOf(2).value(0).draw, u"3"_s);
    QCOMPARE(s.eventsOf(4).value(0).draw, u"1"_s); // the shepherd's placement draw
    QVERIFY(s.eventsOf(5).value(0).winners.isEmpty());
    QCOMPARE(s.pointsOf(7), scores({{u"blue"_s, 5}}));
    QCOMPARE(s.gameAt(2).figures().value(0).flock, (QStringList{u"2"_s, u"3"_s}));
    QCOMPARE(s.gameAt(7).shepherdsInHand(1), 0); // still in the field as it scores
    QCOMPARE(s.gameAt(8).shepherdsInHand(1), 1); // back home after the stable
    QCOMPARE(s.step(8).returnAfter, int(Game::TurnStep::Flock));
}

void TestEditorStepper::magicStep()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::dataDir() + u"/files/format-example.meeple"_s)));
    QCOMPARE(kinds(s), u"setup tile magic figure scoring return tile final"_s);
    QCOMPARE(s.gameAt(1).magicFigureIndex(FigureType::Witch), -1);
    QVERIFY(s.gameAt(2).magicFigureIndex(FigureType::Witch) >= 0);
    QCOMPARE(s.totalsAt(4), scores({{u"red"_s, 11}, {u"blue"_s, 3}}));
    // The mage goes beside the board with the scored city's figures.
    QVERIFY(s.gameAt(4).magicFigureIndex(FigureType::Mage) >= 0);
    QCOMPARE(s.gameAt(5).magicFigureIndex(FigureType::Mage), -1);
}

void TestEditorStepper::scoreBoardNow()
{
    const BoardFile file = load(stepperData("flock.meeple"));
    Stepper s;
    QVERIFY(s.setBoardFile(file, {}, Stepper::FinalScoring::Always));
    QCOMPARE(s.step(s.count() - 1).kind, Step::Kind::Final);
    QCOMPARE(s.step(s.count() - 1).eventCount, 0); // no meeple is left to score
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s), {},
                           Stepper::FinalScoring::Never));
    QCOMPARE(s.count(), 8);
}

void TestEditorStepper::refusedMoveKeepsEarlierSteps()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::dataDir() + u"/files/two-illegal-moves.meeple"_s)));
    QCOMPARE(s.errorMove(), 0);
    QVERIFY(s.errorString().startsWith(u"moves[0]: "_s));
    QVERIFY(s.errorString().contains(u"R-BASE-3"_s));
    QCOMPARE(s.count(), 1);

    QVERIFY(!s.setBoardFile(load(mltest::dataDir() + u"/badinput/setup-side-mismatch.meeple"_s)));
    QVERIFY(s.isEmpty());
    QVERIFY(!s.errorString().isEmpty());
}

void TestEditorStepper::navigation()
{
    Stepper s;
    QSignalSpy changed(&s, &Stepper::currentChanged);
    QSignalSpy reset(&s, &Stepper::stepsReset);
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    QCOMPARE(reset.count(), 1);
    changed.clear();
    s.previous(); // already at the start: nothing happens
    QCOMPARE(changed.count(), 0);
    s.next();
    s.next();
    QCOMPARE(s.current(), 2);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(changed.last().at(0).toInt(), 2);
    QCOMPARE(s.totals().value(u"blue"_s), 5);
    QCOMPARE(s.game().board().tiles().size(), size_t(11));
    s.last();
    QCOMPARE(s.current(), 10);
    s.next();
    QCOMPARE(s.current(), 10);
    s.jumpTo(4);
    QCOMPARE(s.currentStep().kind, Step::Kind::Tile);
    s.first();
    QCOMPARE(s.current(), 0);
    QCOMPARE(changed.count(), 5);
}

void TestEditorStepper::matchesReplay_data()
{
    QTest::addColumn<QString>("path");
    QStringList dirs{mltest::examplesDir(), mltest::dataDir() + u"/scenarios"_s,
                     mltest::dataDir() + u"/stepper"_s, mltest::dataDir() + u"/files"_s};
    // Unreadable files are the loader's tests, not the stepper's; they get no row.
    for (const QString &dir : dirs)
        for (const QString &name : QDir(dir).entryList({u"*.meeple"_s}, QDir::Files))
            if (tryLoad(dir + u'/' + name)) QTest::newRow(qPrintable(name)) << dir + u'/' + name;
}

// Walking every step adds up to the same events and totals as a plain replay.
void TestEditorStepper::matchesReplay()
{
    QFETCH(QString, path);
    const std::optional<BoardFile> read = tryLoad(path);
    QVERIFY(read);
    const BoardFile &file = *read;
    FileError error;
    const std::optional<Replay> replay = file.replay({}, &error);
    if (!replay) {
        // A refused move: the stepper keeps the steps before it and names the same move.
        const QRegularExpression moveIndex(u"^moves\\[(\\d+)\\]"_s);
        const QRegularExpressionMatch m = moveIndex.match(error.where);
        if (m.hasMatch()) {
            Stepper refused;
            refused.setBoardFile(file);
            QCOMPARE(refused.errorMove(), m.captured(1).toInt());
        } else {
            // Set-up and end-of-game refusals come before or after any step.
            QVERIFY(error.where.startsWith(u"tiles"_s) || error.where.startsWith(u"figures"_s) ||
                    error.where == u"end"_s || error.where == u"stack"_s ||
                    error.where.startsWith(u"players"_s) || error.where.isEmpty());
        }
        return;
    }
    Stepper s;
    QVERIFY(s.setBoardFile(file));
    QCOMPARE(s.errorMove(), -1);
    QCOMPARE(s.events().size(), replay->events.size() + replay->final.size());
    for (int i = 0; i < replay->events.size(); ++i) {
        QCOMPARE(s.events()[i].move, replay->events[i].move);
        QCOMPARE(s.events()[i].points, replay->events[i].points);
        QCOMPARE(s.events()[i].rules, replay->events[i].rules);
    }
    QCOMPARE(s.totalsAt(s.count() - 1), replay->scores);
    // Every step explains itself in at least one sentence, without placeholders left over.
    const EventText text(s);
    for (int i = 0; i < s.count(); ++i) {
        const QStringList lines = text.stepText(s, i);
        QVERIFY2(!lines.isEmpty(), qPrintable(text.stepTitle(s, i)));
        for (const QString &line : lines)
            QVERIFY2(!line.contains(u'%'), qPrintable(line));
    }
}

// Every step's words of a worked example, joined: the new sets' scoring steps say what the
// inn, the cathedral, the goods, the pig and the double turn did.
static QString allSteps(const QString &scenario)
{
    Stepper s;
    if (!s.setBoardFile(load(mltest::dataDir() + u"/scenarios/"_s + scenario))) return {};
    const EventText text(s);
    QStringList out;
    for (int i = 0; i < s.count(); ++i)
        out << text.stepTitle(s, i) << text.stepText(s, i);
    return out.join(u'\n');
}

void TestEditorStepper::innsAndTradersExplained()
{
    const QString inn = allSteps(u"R-IC-6_EX-IC-1_inn_road_doubled_six.meeple"_s);
    QVERIFY2(inn.contains(u"The road has an inn: each tile counts 2 points instead of 1"_s),
             qPrintable(inn));
    QVERIFY2(inn.contains(u"unfinished: at the end it scores nothing at all"_s), qPrintable(inn));
    const QString cathedral =
        allSteps(u"R-IC-11_EX-IC-2_cathedral_city_five_tiles_fifteen.meeple"_s);
    QVERIFY2(cathedral.contains(u"3 points per tile and per coat of arms instead of 2"_s),
             qPrintable(cathedral));
    const QString large = allSteps(u"R-IC-16_EX-IC-6a_large_meeple_outweighs_one_meeple.meeple"_s);
    QVERIFY2(large.contains(u"A large meeple counts as two meeples"_s), qPrintable(large));
    const QString goods = allSteps(u"R-TB-4_EX-TB-7_one_wine_two_grain_to_completer.meeple"_s);
    QVERIFY2(goods.contains(u"takes its goods: 1 wine, 2 grain"_s), qPrintable(goods));
    QVERIFY2(goods.contains(u"holds the most and scores 10 points"_s), qPrintable(goods));
    QVERIFY2(goods.contains(u"Nobody holds a cloth token"_s), qPrintable(goods));
    const QString pig = allSteps(u"R-TB-17_EX-TB-4_pig_in_tied_field_eight_against_six.meeple"_s);
    QVERIFY2(pig.contains(u"has a pig in it: 2 more point(s)"_s), qPrintable(pig));
    const QString twice =
        allSteps(u"R-TB-10_EX-TB-10_road_completed_in_first_part_second_part_follows.meeple"_s);
    QVERIFY2(twice.contains(u"Second tile of the double turn"_s), qPrintable(twice));
}

void TestEditorStepper::eventTextExplainsTerms()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::dataDir() + u"/files/format-example.meeple"_s)));
    const EventText text(s);
    QCOMPARE(text.stepTitle(s, 4), u"Move 1 of 2 · Blue · Phase 3: scoring"_s);
    const QString scoring = text.stepText(s, 4).join(u'\n');
    QVERIFY2(scoring.contains(u"The city is complete"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"× 2 → 6 point"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"The mage stands on this feature"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"Red has the most meeples on it and scores 11 point"_s),
             qPrintable(scoring));
    // The witch's port S of the turned hill tile is its city (the tile lies at 180°). Cells
    // are named as the board's edges label them: the tiles reach from x -1 and y -2, with a
    // free cell around, so (1, 0) is D4 and (0, -2) is C2.
    QVERIFY2(text.stepText(s, 2).join(u' ').contains(
                 u"Blue brings the witch into play in the city on the south side of D4."_s),
             qPrintable(text.stepText(s, 2).join(u' ')));
    // And why (R-MW-3): the tile carries the magic symbol.
    QVERIFY2(text.stepText(s, 2).join(u' ').contains(
                 u"Why: tile MW-5 shows the magic symbol, so before placing a figure Blue must "
                 u"bring the mage or the witch into play, or move one of them (R-MW-3)."_s),
             qPrintable(text.stepText(s, 2).join(u' ')));
    QVERIFY2(text.stepText(s, 3).join(u' ').contains(
                 u"Blue places a meeple in the city on the north side of C2."_s),
             qPrintable(text.stepText(s, 3).join(u' ')));
    QVERIFY(text.stepText(s, 1).join(u' ').contains(u"Blue places tile MW-5 at C2"_s));

    ScoreEvent witch;
    witch.feature = ScoredFeature::Road;
    witch.complete = true;
    witch.winners = QStringList{u"red"_s};
    witch.decidedBy = Decider::Majority;
    witch.breakdown = {{Term::Tiles, 5, 5}, {Term::CastleBonus, 1, 3}, {Term::Witch, 1, -4}};
    witch.points.insert(u"red"_s, 4);
    const QString w = text.explain(witch).join(u'\n');
    QVERIFY2(w.contains(u"halved, rounded up"_s), qPrintable(w));
    QVERIFY2(w.contains(u"the witch halves the castle bonus too"_s), qPrintable(w));
    QVERIFY2(w.contains(u"the witch halves the value → 4 point(s) off"_s), qPrintable(w));

    ScoreEvent hill;
    hill.feature = ScoredFeature::City;
    hill.phase = ScoreEvent::Phase::Final;
    hill.winners = QStringList{u"blue"_s};
    hill.decidedBy = Decider::Hill;
    hill.rules =
        QStringList{u"R-BASE-14"_s, u"R-BASE-11"_s, u"R-HS-HI-4"_s, u"R-HS-HI-7"_s, u"R-HS-HI-8"_s};
    hill.points.insert(u"blue"_s, 3);
    const QString h = text.winnersText(hill);
    // The reading is a sentence, not a parenthesis of option words.
    QVERIFY2(h.contains(u"compares how many meeples each tied player has on hill tiles"_s),
             qPrintable(h));
    QVERIFY2(!h.contains(u"(hill tie-break: count)"_s), qPrintable(h));
    QVERIFY2(h.contains(u"In the final scoring hills break ties"_s), qPrintable(h));
    QCOMPARE(text.summary(hill), u"City unfinished: Blue +3"_s);
    QCOMPARE(EventText::rulesText(hill.rules), u"Rules: R-BASE-14, R-BASE-11, R-HS-HI-4, "
                                               "R-HS-HI-7, R-HS-HI-8"_s);
}

// R-MW-12: the city is decided by both knights on it, and the mage on it adds its tiles; the
// step knows those three figures of the shown board and the city's segments.
void TestEditorStepper::decidingFiguresOfTheMageCity()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/mw-1-mage-in-a-city.meeple"_s)));
    int scoring = -1;
    for (int i = 0; i < s.count() && scoring < 0; ++i)
        if (s.step(i).kind == Step::Kind::Scoring) scoring = i;
    QVERIFY(scoring > 0);
    const Game shown = s.gameAt(scoring);
    const QList<int> deciding = s.decidingFigures(scoring);
    QCOMPARE(deciding.size(), 3);
    QStringList who;
    for (int i : deciding) {
        const Figure &f = shown.figures().at(i);
        who << (f.type == FigureType::Mage ? u"mage"_s : shown.players().at(f.player).id);
    }
    who.sort();
    QCOMPARE(who, (QStringList{u"blue"_s, u"mage"_s, u"red"_s}));
    // Every segment of the event is part of the scored city, on the cells the event names.
    const ScoreEvent city = s.eventsOf(scoring).value(0);
    QCOMPARE(s.featureSegments(scoring), city.segments);
    QCOMPARE(city.segments.size(), 8); // one city segment on each of the eight tiles
    QSet<Cell> cells;
    for (const SegmentRef &ref : city.segments) {
        const PlacedTile &t = shown.board().tiles()[size_t(ref.tile)];
        QCOMPARE(t.type->segments[ref.segment].kind, SegmentKind::City);
        cells.insert(t.at);
    }
    QCOMPARE(cells, QSet<Cell>(city.cells.cbegin(), city.cells.cend()));
    // The figures go home in the next step: nothing is left to ring there.
    QVERIFY(s.decidingFigures(scoring + 1).isEmpty());
    QVERIFY(s.decidingFigures(0).isEmpty());

    // The step's marks are all of that in one value: the city's cells and segments, the
    // three deciding figures, the tile the move placed, and the points only when asked for.
    const StepMarks bare = s.marks(scoring, false);
    QCOMPARE(bare.segments, city.segments);
    QCOMPARE(QSet<Cell>(bare.cells.cbegin(), bare.cells.cend()), cells);
    QCOMPARE(bare.figures, deciding);
    QVERIFY(bare.placedTile.has_value());
    QCOMPARE(*bare.placedTile, shown.board().tiles().back().at);
    QVERIFY(bare.points.isEmpty());
    const StepMarks withPoints = s.marks(scoring, true);
    QVERIFY(!withPoints.points.isEmpty());
    for (const StepMarks::Points &p : withPoints.points) {
        QCOMPARE(p.points, city.points.value(shown.players().at(p.player).id));
        QCOMPARE(p.cells, city.cells);
    }
    int scorers = 0;
    for (int gained : city.points)
        scorers += gained > 0 ? 1 : 0;
    QVERIFY(scorers > 0);
    QCOMPARE(withPoints.points.size(), scorers);
    // The set-up marks nothing.
    QVERIFY(s.marks(0, true).isEmpty());
}

// In the final scoring the figures stay on the board, so each event rings its own: the monk
// of the monastery (R-BASE-14) and the farmers of the field (R-BASE-15).
void TestEditorStepper::decidingFiguresOfTheFinalScoring()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    int monastery = -1, field = -1;
    for (int i = 0; i < s.count(); ++i) {
        if (s.step(i).kind != Step::Kind::Final || s.step(i).eventCount == 0) continue;
        const ScoredFeature feature = s.eventsOf(i).value(0).feature;
        if (feature == ScoredFeature::Monastery) monastery = i;
        if (feature == ScoredFeature::Field) field = i;
    }
    QVERIFY(monastery > 0 && field > 0);
    const Game end = s.gameAt(monastery);
    const QList<int> monk = s.decidingFigures(monastery);
    QCOMPARE(monk.size(), 1);
    QCOMPARE(end.figures().at(monk[0]).tile, end.board().tileIndexAt({1, -1}));
    QCOMPARE(end.players().at(end.figures().at(monk[0]).player).id, u"blue"_s);
    const QList<int> farmers = s.decidingFigures(field);
    QVERIFY(!farmers.isEmpty());
    for (int i : farmers) {
        const Figure &f = end.figures().at(i);
        QCOMPARE(end.board().tiles()[size_t(f.tile)].type->segments[f.segment].kind,
                 SegmentKind::Field);
    }
}

// R-GC-4 (castleEnd c3): Red places the last tile, Blue and Green their castles, and the game
// ends at Yellow, who holds none; the step says so before the final scoring.
void TestEditorStepper::gameEndsByTheCastleRule()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/gc-end-rule.meeple"_s)));
    QVERIFY(s.errorString().isEmpty());
    QVERIFY(!s.endRefused());
    int end = -1;
    for (int i = 0; i < s.count(); ++i)
        if (s.step(i).kind == Step::Kind::GameEnd) end = i;
    QVERIFY(end > 0);
    QCOMPARE(s.step(end - 1).move, 2); // after Green's castle, the last move
    QCOMPARE(s.step(end + 1).kind, Step::Kind::Final);
    QCOMPARE(s.step(end).rules, QStringList{u"R-GC-4"_s});
    QCOMPARE(s.gameEnd().reason, GameEndCheck::Reason::CastleC3);
    QCOMPARE(s.gameEnd().castlesInHand, QStringList{u"red"_s});
    const EventText text(s);
    QCOMPARE(text.stepTitle(s, end), u"End of the game"_s);
    const QString why = text.stepText(s, end).join(u' ');
    QVERIFY2(
        why.contains(u"Yellow, next in seating order, can place neither a tile nor a castle"_s),
        qPrintable(why));
    QVERIFY2(why.contains(u"Castles still in hand are not played: Red."_s), qPrintable(why));
    // The points are the replay's, the castle end step scores nothing.
    QVERIFY(s.eventsOf(end).isEmpty());
    QCOMPARE(s.totalsAt(s.count() - 1).value(u"blue"_s), 4);

    // Under castleEnd c2 the stack ends the game (R-BASE-13 with R-GC-4).
    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/gc-end-rule.meeple"_s),
                           {{u"castleEnd"_s, u"c2"_s}}));
    QCOMPARE(s.gameEnd().reason, GameEndCheck::Reason::CastleC2);
    QCOMPARE(s.step(end).kind, Step::Kind::GameEnd); // the same moves, the same place
    QCOMPARE(s.step(end).rules, (QStringList{u"R-BASE-13"_s, u"R-GC-4"_s}));
    const QString c2 = EventText(s).stepText(s, end).join(u' ');
    QVERIFY2(c2.contains(u"Under castleEnd c2 that ends the game at once."_s), qPrintable(c2));
}

void TestEditorStepper::refusedEndShowsTheReplaysError_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("rule");
    QTest::newRow("stack left") << mltest::dataDir() + u"/badinput/stack-left-at-end.meeple"_s
                                << u"stack: end is true but 2 tile(s)"_s;
    QTest::newRow("R-GC-4 castle still fits")
        << mltest::dataDir() +
               u"/scenarios/R-GC-4_EX-GC-6_end_refused_while_next_player_can_place_castle.meeple"_s
        << u"[R-GC-4]"_s;
}

// docs/board-format.md, `moves`: a board whose end check fails steps through its moves and then
// stops with the replay's own message, without a final scoring.
void TestEditorStepper::refusedEndShowsTheReplaysError()
{
    QFETCH(QString, path);
    QFETCH(QString, rule);
    const BoardFile file = load(path);
    FileError error;
    QVERIFY(!file.replay({}, &error));
    Stepper s;
    QVERIFY(s.setBoardFile(file));
    QVERIFY(s.endRefused());
    QCOMPARE(s.errorMove(), -1);
    QCOMPARE(s.errorString(), error.where + u": "_s + error.reason);
    QVERIFY2(s.errorString().contains(rule), qPrintable(s.errorString()));
    for (const Step &step : s.steps())
        QVERIFY(step.kind != Step::Kind::Final && step.kind != Step::Kind::GameEnd);
    QCOMPARE(s.step(s.count() - 1).move, int(file.moves().size()) - 1);
    // "Score this board now" ends the game whatever the stack says.
    QVERIFY(s.setBoardFile(file, {}, Stepper::FinalScoring::Always));
    QVERIFY(!s.endRefused());
    QCOMPARE(s.step(s.count() - 1).kind, Step::Kind::Final);
}

// Figures and magic figures are placed on features named as a player sees them: the side of
// the tile, turned as it lies, and the road's two ends.
void TestEditorStepper::locationsInWords()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::dataDir() + u"/files/format-example.meeple"_s)));
    const Game setUp = s.gameAt(0);
    // D at (0, 0), unturned: city north, road east-west, fields north and south of it.
    QCOMPARE(EventText().placeText(setUp, {0, 0}, u"E"_s), u"from east to west across (0, 0)"_s);
    QCOMPARE(EventText().placeText(setUp, {0, 0}, u"N"_s), u"on the north side of (0, 0)"_s);
    QCOMPARE(EventText().placeText(setUp, {0, 0}, u"Se"_s), u"on the south side of (0, 0)"_s);
    // HS-09 at (1, 0) turned 180°: its road runs north to west, its small field is north-west.
    SegmentKind kind = SegmentKind::City;
    QCOMPARE(EventText().placeText(setUp, {1, 0}, u"N"_s, &kind),
             u"from north to west across (1, 0)"_s);
    QCOMPARE(kind, SegmentKind::Road);
    QCOMPARE(EventText().placeText(setUp, {1, 0}, u"Nw"_s, &kind),
             u"on the north-west side of (1, 0)"_s);
    QCOMPARE(kind, SegmentKind::Field);
    QCOMPARE(EventText().placeText(setUp, {1, 0}, u"S"_s, &kind), u"on the south side of (1, 0)"_s);
    QCOMPARE(kind, SegmentKind::City);

    QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u"/welcome.meeple"_s)));
    const Game welcome = s.gameAt(0);
    QCOMPARE(EventText().placeText(welcome, {1, -1}, u"monastery"_s, &kind), u"on (1, -1)"_s);
    QCOMPARE(kind, SegmentKind::Monastery);
    QCOMPARE(EventText().placeText(welcome, {0, 1}, u"S"_s), u"from south to west across (0, 1)"_s);
    // A port that names nothing keeps the file's words.
    QCOMPARE(EventText().placeText(welcome, {9, 9}, u"N"_s), u"N at (9, 9)"_s);
    // No raw port is left in any step of the bundled examples.
    const QRegularExpression rawPort(u"(?<!tile )\\b(N|E|S|W|Nw|Ne|En|Es|Se|Sw|Ws|Wn) at \\("_s);
    for (const QString &name : QDir(mltest::examplesDir()).entryList({u"*.meeple"_s})) {
        QVERIFY(s.setBoardFile(load(mltest::examplesDir() + u'/' + name)));
        const EventText text(s);
        for (int i = 0; i < s.count(); ++i) {
            const QString line = text.stepText(s, i).join(u' ');
            QVERIFY2(!rawPort.match(line).hasMatch(), qPrintable(name + u": "_s + line));
        }
    }
}

QTEST_GUILESS_MAIN(TestEditorStepper)
#include "tst_editor_stepper.moc"
