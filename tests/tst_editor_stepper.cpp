// The step-through: which steps a board gives, the state and the scores at each of them, and
// that walking every step adds up to exactly what a plain replay scores.
#include "eventtext.h"
#include "stepper.h"
#include "boardloading.h"
#include "testdata.h"

#include <QDir>
#include <QRegularExpression>
#include <QFile>
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
    static const char *names[] = {"setup", "tile",   "discard", "magic",  "figure",
                                  "flock", "stable", "scoring", "return", "final"};
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
    QCOMPARE(s.eventsOf(6).value(0).feature, u"city"_s);
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
    QCOMPARE(tile.board().tileAt({3, 1})->under, u"K"_s);
    QCOMPARE(tile.figures().size(), 4);
    QCOMPARE(s.gameAt(2).figures().size(), 5);
    const ScoreEvent presence = s.eventsOf(3).value(0);
    QCOMPARE(presence.decidedBy, u"tie"_s);
    QCOMPARE(presence.winners, (QStringList{u"red"_s, u"blue"_s}));
    QVERIFY(presence.rules.contains(u"R-HS-HI-6"_s));
    QCOMPARE(s.totalsAt(3), scores({{u"red"_s, 5}, {u"blue"_s, 5}}));
    QCOMPARE(s.gameAt(4).figures().size(), 1); // only red's new farmer stays

    QVERIFY(s.setBoardFile(file, {{u"hillTiebreak"_s, u"count"_s}}));
    const ScoreEvent count = s.eventsOf(3).value(0);
    QCOMPARE(count.decidedBy, u"hill"_s);
    QCOMPARE(count.winners, QStringList{u"red"_s});
    QCOMPARE(s.totalsAt(s.count() - 1), scores({{u"red"_s, 5}, {u"blue"_s, 0}}));
}

void TestEditorStepper::flockDrawsAndStable()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(stepperData("flock.meeple"))));
    QCOMPARE(kinds(s), u"setup tile flock tile figure scoring tile flock"_s);
    QCOMPARE(s.eventsOf(2).value(0).draw, u"3"_s);
    QCOMPARE(s.eventsOf(4).value(0).draw, u"1"_s); // the shepherd's placement draw
    QVERIFY(s.eventsOf(5).value(0).winners.isEmpty());
    QCOMPARE(s.pointsOf(7), scores({{u"blue"_s, 5}}));
    QCOMPARE(s.gameAt(2).figures().value(0).flock, (QStringList{u"2"_s, u"3"_s}));
    QCOMPARE(s.gameAt(7).shepherdsInHand(1), 1); // back home after the stable
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
            if (tryLoad(dir + u'/' + name))
                QTest::newRow(qPrintable(name)) << dir + u'/' + name;
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
    const EventText text(s.players());
    for (int i = 0; i < s.count(); ++i) {
        const QStringList lines = text.stepText(s, i);
        QVERIFY2(!lines.isEmpty(), qPrintable(text.stepTitle(s, i)));
        for (const QString &line : lines)
            QVERIFY2(!line.contains(u'%'), qPrintable(line));
    }
}

void TestEditorStepper::eventTextExplainsTerms()
{
    Stepper s;
    QVERIFY(s.setBoardFile(load(mltest::dataDir() + u"/files/format-example.meeple"_s)));
    const EventText text(s.players());
    QCOMPARE(text.stepTitle(s, 4), u"Move 1 of 2 · Blue · Phase 3: scoring"_s);
    const QString scoring = text.stepText(s, 4).join(u'\n');
    QVERIFY2(scoring.contains(u"The city is complete"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"× 2 → 6 point"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"The mage stands on this feature"_s), qPrintable(scoring));
    QVERIFY2(scoring.contains(u"Red has the most meeples on it and scores 11 point"_s),
             qPrintable(scoring));
    QVERIFY(text.stepText(s, 2).join(u' ').contains(u"Blue brings the witch in at S at (1, 0)"_s));
    QVERIFY(text.stepText(s, 1).join(u' ').contains(u"Blue places tile MW-5 at (0, -2)"_s));

    ScoreEvent witch;
    witch.feature = u"road"_s;
    witch.complete = true;
    witch.winners = QStringList{u"red"_s};
    witch.decidedBy = u"majority"_s;
    witch.breakdown = {{u"tiles"_s, 5, 5}, {u"castle-bonus"_s, 1, 3}, {u"witch"_s, 1, -4}};
    witch.points.insert(u"red"_s, 4);
    const QString w = text.explain(witch).join(u'\n');
    QVERIFY2(w.contains(u"halved, rounded up"_s), qPrintable(w));
    QVERIFY2(w.contains(u"the witch halves the castle bonus too"_s), qPrintable(w));
    QVERIFY2(w.contains(u"the witch halves the value → 4 point(s) off"_s), qPrintable(w));

    ScoreEvent hill;
    hill.feature = u"city"_s;
    hill.phase = ScoreEvent::Phase::Final;
    hill.winners = QStringList{u"blue"_s};
    hill.decidedBy = u"hill"_s;
    hill.rules =
        QStringList{u"R-BASE-14"_s, u"R-BASE-11"_s, u"R-HS-HI-4"_s, u"R-HS-HI-7"_s, u"R-HS-HI-8"_s};
    hill.points.insert(u"blue"_s, 3);
    const QString h = text.winnersText(hill);
    QVERIFY2(h.contains(u"hill tie-break: count"_s), qPrintable(h));
    QVERIFY2(h.contains(u"In the final scoring hills break ties"_s), qPrintable(h));
    QCOMPARE(text.summary(hill), u"City unfinished: Blue +3"_s);
    QCOMPARE(EventText::rulesText(hill.rules), u"Rules: R-BASE-14, R-BASE-11, R-HS-HI-4, "
                                               "R-HS-HI-7, R-HS-HI-8"_s);
}

QTEST_GUILESS_MAIN(TestEditorStepper)
#include "tst_editor_stepper.moc"
