// SPDX-License-Identifier: GPL-3.0-or-later
// BoardDescription: a position in words from the engine's data. Every feature of the feature
// graph gets one sentence of its kind, every figure is named with its player, a step of Explore
// is titled as Explore titles it and carries the totals up to it, and a long feature is said by
// its area. The texts are checked in the source language (no translator is installed here);
// tst_cli_describe checks both translations.
#include "boarddescription.h"
#include "boardloading.h"
#include "stepper.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
QStringList exampleFiles()
{
    return QDir(mltest::examplesDir()).entryList({u"*.meeple"_s}, QDir::Files);
}

QString example(const QString &name)
{
    return mltest::examplesDir() + u'/' + name;
}

// How a feature's sentence starts, by kind.
QStringList openings(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Road:
        return {u"Completed road "_s, u"Unfinished road "_s};
    case SegmentKind::City:
        return {u"Completed city "_s, u"Unfinished city "_s};
    case SegmentKind::Field:
        return {u"Field of "_s};
    case SegmentKind::Monastery:
        return {u"Completed monastery "_s, u"Unfinished monastery "_s};
    case SegmentKind::Castle:
        return {u"Completed castle "_s, u"Unfinished castle "_s};
    case SegmentKind::River:
        return {u"The river runs "_s};
    case SegmentKind::Garden:
        return {u"Completed garden "_s, u"Unfinished garden "_s};
    }
    return {};
}
} // namespace

class TestEditorBoardDescription : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneSentencePerFeature_data();
    void oneSentencePerFeature();
    void everyStepIsDescribed();
    void longFeatureBySpan();
    void emptyBoard();
};

void TestEditorBoardDescription::oneSentencePerFeature_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : exampleFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestEditorBoardDescription::oneSentencePerFeature()
{
    QFETCH(QString, file);
    const Timeline timeline = Timeline::build(mltest::load(example(file)));
    QVERIFY(timeline.replays());
    const Game &game = *timeline.afterMoves();
    const Board &board = game.board();
    const BoardDescription words(EventText(game.players(), CellNames::forTimeline(timeline)));
    const QStringList lines = words.featureLines(game);

    // The features as the graph has them: one root each (a garden only with the abbot's set).
    QMap<int, QSet<int>> roots; // by SegmentKind
    for (int node = 0; node < board.nodeCount(); ++node) {
        const SegmentKind kind = board.kindOf(node);
        if (kind == SegmentKind::Garden && !(game.sets() & SetAbbot)) continue;
        roots[int(kind)].insert(board.root(node));
    }
    int total = 0;
    for (auto it = roots.begin(); it != roots.end(); ++it) {
        int said = 0;
        for (const QString &line : lines)
            for (const QString &start : openings(SegmentKind(it.key())))
                if (line.startsWith(start)) ++said;
        QVERIFY2(said == it.value().size(),
                 qPrintable(u"%1 of kind %2 said, %3 on the board:\n%4"_s.arg(said)
                                .arg(it.key())
                                .arg(it.value().size())
                                .arg(lines.join(u'\n'))));
        total += said;
    }
    QCOMPARE(lines.size(), total);

    // Each figure is said once, on its feature's line, with its owner.
    const QString all = lines.join(u'\n');
    int meeples = 0;
    for (const Figure &f : game.figures()) {
        const QString owner = f.player >= 0 ? game.players().at(f.player).name : QString();
        switch (f.type) {
        case FigureType::Meeple:
            ++meeples;
            QVERIFY(all.contains(u"meeple(s) of "_s + owner));
            break;
        case FigureType::Shepherd:
            QVERIFY(all.contains(u"the shepherd of "_s + owner));
            break;
        case FigureType::Abbot:
            QVERIFY(all.contains(u"the abbot of "_s + owner));
            break;
        case FigureType::Mage:
            QCOMPARE(all.count(u"the mage"_s), 1);
            break;
        case FigureType::Witch:
            QCOMPARE(all.count(u"the witch"_s), 1);
            break;
        case FigureType::LargeMeeple:
            QVERIFY(all.contains(u"the large meeple of "_s + owner));
            break;
        case FigureType::Builder:
            QVERIFY(all.contains(u"the builder of "_s + owner));
            break;
        case FigureType::Pig:
            QVERIFY(all.contains(u"the pig of "_s + owner));
            break;
        }
    }
    // The meeple counts add up.
    int counted = 0;
    static const QRegularExpression count(u"(\\d+) meeple\\(s\\) of"_s);
    for (auto m = count.globalMatch(all); m.hasNext();)
        counted += m.next().captured(1).toInt();
    QCOMPARE(counted, meeples);
}

void TestEditorBoardDescription::everyStepIsDescribed()
{
    for (const QString &file : exampleFiles()) {
        Stepper stepper;
        QVERIFY(stepper.setBoardFile(mltest::load(example(file))));
        const EventText text(stepper);
        for (int i = 0; i < stepper.count(); ++i) {
            const QStringList lines = BoardDescription::ofStep(stepper, i).split(u'\n');
            QVERIFY(lines.size() >= 3);
            QCOMPARE(lines.first(), text.stepTitle(stepper, i));
            // The totals up to the step, in seating order.
            QStringList scores;
            const QMap<QString, int> totals = stepper.totalsAt(i);
            for (const Player &p : stepper.players())
                scores << u"%1 %2"_s.arg(text.playerName(p.id)).arg(totals.value(p.id));
            QCOMPARE(lines.last(), u"Scores: %1."_s.arg(scores.join(u", "_s)));
        }
        QCOMPARE(BoardDescription::ofStep(stepper, stepper.count()), QString());
    }
}

void TestEditorBoardDescription::longFeatureBySpan()
{
    // welcome.meeple's big field lies on eleven tiles: said by its area, the short ones cell
    // by cell in reading order.
    const Timeline timeline = Timeline::build(mltest::load(example(u"welcome.meeple"_s)));
    const QString text = BoardDescription::ofTimeline(timeline);
    QVERIFY2(text.contains(u"Field of 11 tile(s): within columns B to G and rows 3 to 5."_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"Completed road of 5 tile(s): B4, C4, D4, E4 and F4."_s),
             qPrintable(text));
    QVERIFY(text.startsWith(u"The board after move 2 of 2.\n12 tile(s) on the board, in "
                            "columns B to G and rows 2 to 5.\nRow 2: D.\nRow 3: C to E.\n"_s));
    // Before the moves: the set-up, without the final scoring's totals.
    const QString setUp = BoardDescription::ofTimeline(timeline, 0);
    QVERIFY(setUp.startsWith(u"The board as set up, before the first move.\n"_s));
    QVERIFY(!setUp.contains(u"final scoring"_s));
    QVERIFY(text.contains(u"\nAfter the final scoring: "_s));
    QCOMPARE(BoardDescription::ofTimeline(Timeline()), QString());
}

void TestEditorBoardDescription::emptyBoard()
{
    const Timeline timeline = Timeline::build(mltest::load(example(u"welcome.meeple"_s)));
    Game game(timeline.setUp()->catalogue(), SetBase, Edition::C3, RuleOptions());
    Player red;
    red.id = u"red"_s;
    red.name = u"Red"_s;
    game.addPlayer(red);
    const BoardDescription words{EventText(game.players())};
    QCOMPARE(words.lines(game),
             (QStringList{u"No tile lies on the board."_s, u"Scores: Red 0."_s}));
}

QTEST_GUILESS_MAIN(TestEditorBoardDescription)
#include "tst_editor_boarddescription.moc"
