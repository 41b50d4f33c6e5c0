// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis board's logic: the best gain per cell read from a
// best-move search, the colour scale, the next tile of the stack, the words of a move, and
// the outlook of open features checked against the final scoring the engine runs at the end.
#include "analysisboard.h"
#include "boardloading.h"
#include "outlook.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

BoardFile example(const QString &name)
{
    return mltest::load(mltest::examplesDir() + u'/' + name);
}

// The welcome board after its two moves, where Red is to move.
Game welcomeAfterMoves()
{
    const Timeline t = Timeline::build(example(u"welcome.meeple"_s));
    return *t.afterMoves();
}

RankedMove ranked(Cell at, int rot, int gain)
{
    RankedMove r;
    r.move.at = at;
    r.move.rot = rot;
    r.gain = gain;
    return r;
}

// An event as words and numbers, so two runs of the final scoring compare field by field.
QString eventKey(const ScoreEvent &e)
{
    QStringList parts{idOf(e.feature), QString::number(e.complete), e.winners.join(u','),
                      idOf(e.decidedBy), e.rules.join(u',')};
    for (Cell c : e.cells)
        parts << u"%1,%2"_s.arg(c.x).arg(c.y);
    for (auto it = e.points.cbegin(); it != e.points.cend(); ++it)
        parts << it.key() + u'=' + QString::number(it.value());
    for (const ScoreTerm &t : e.breakdown)
        parts << u"%1:%2:%3"_s.arg(idOf(t.term)).arg(t.count).arg(t.points);
    return parts.join(u'|');
}

} // namespace

class TestEditorAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void groupsRankedMovesByCell();
    void bestGainPerCellOfARealSearch();
    void colourScaleRunsDarkToLight();
    void nextTileOfTheStack();
    void wordsOfAMove();
    void outlookIsTheFinalScoringOfEveryExample();
    void outlookOfAFinishedGameScoresNothingMore();
};

void TestEditorAnalysis::groupsRankedMovesByCell()
{
    SearchResult r;
    r.ranked = {ranked({1, 0}, 0, 9), ranked({0, 2}, 1, 4), ranked({1, 0}, 2, 3),
                ranked({0, 2}, 0, -1), ranked({5, 5}, 3, -2)};
    const QList<CellGain> cells = bestGainPerCell(r);
    QCOMPARE(cells.size(), 3);
    QCOMPARE(cells[0].at, (Cell{1, 0}));
    QCOMPARE(cells[0].best, 9);
    QCOMPARE(cells[0].moves, (QList<int>{0, 2}));
    QCOMPARE(cells[1].at, (Cell{0, 2}));
    QCOMPARE(cells[1].best, 4);
    QCOMPARE(cells[1].moves, (QList<int>{1, 3}));
    QCOMPARE(cells[2].best, -2);
    QVERIFY(bestGainPerCell({}).isEmpty());
}

void TestEditorAnalysis::bestGainPerCellOfARealSearch()
{
    const Game game = welcomeAfterMoves();
    for (const char *id : {"E", "U", "B"}) {
        const SearchResult r =
            searchBestMoves(game, 0, *game.catalogue().find(QString::fromLatin1(id)));
        QVERIFY(!r.ranked.isEmpty());
        const QList<CellGain> cells = bestGainPerCell(r);
        // One entry per cell a legal move names, each move in exactly one of them, and the
        // best of a cell is the largest gain of its moves.
        QSet<int> seen;
        QSet<QPair<int, int>> cellSet;
        for (const CellGain &c : cells) {
            QVERIFY(!cellSet.contains({c.at.x, c.at.y}));
            cellSet.insert({c.at.x, c.at.y});
            int best = INT_MIN;
            for (int i : c.moves) {
                QCOMPARE(r.ranked[i].move.at, c.at);
                QVERIFY(!seen.contains(i));
                seen.insert(i);
                best = qMax(best, r.ranked[i].gain);
            }
            QCOMPARE(c.best, best);
        }
        QCOMPARE(seen.size(), r.ranked.size());
        QCOMPARE(cells.first().best, r.bestGain);
        for (const Placement &p :
             game.board().legalPlacements(*game.catalogue().find(QString::fromLatin1(id))))
            QVERIFY2(cellSet.contains({p.at.x, p.at.y}), id);
    }
}

void TestEditorAnalysis::colourScaleRunsDarkToLight()
{
    const GainScale scale(-2, 6);
    QCOMPARE(scale.colour(-2), QColor(0x44, 0x01, 0x54)); // viridis' first
    QCOMPARE(scale.colour(6), QColor(0xfd, 0xe7, 0x25));  // and last
    QCOMPARE(scale.colour(2), QColor(0x21, 0x91, 0x8c));  // the middle stop
    QCOMPARE(scale.position(10), 1.0);
    // Luminance grows with the gain, so the order reads without hue (colour-blind readers,
    // grey print).
    qreal last = -1;
    for (int g = -2; g <= 6; ++g) {
        const QColor c = scale.colour(g);
        const qreal l = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
        QVERIFY2(l > last, qPrintable(QString::number(g)));
        last = l;
    }
    QCOMPARE(GainScale::textOn(scale.colour(-2)), QColor(Qt::white));
    QCOMPARE(GainScale::textOn(scale.colour(6)), QColor(Qt::black));
    QList<CellGain> cells{{{0, 0}, 3, {}}, {{1, 0}, -1, {}}, {{2, 0}, 7, {}}};
    QCOMPARE(GainScale::of(cells).low(), -1);
    QCOMPARE(GainScale::of(cells).high(), 7);
    QCOMPARE(GainScale(4, 4).position(4), 0.5); // one value: the middle, not an end
    QCOMPARE(gainText(3), u"+3"_s);
    QCOMPARE(gainText(0), u"0"_s);
    QCOMPARE(gainText(-2), u"-2"_s);
}

void TestEditorAnalysis::nextTileOfTheStack()
{
    const BoardFile welcome = example(u"welcome.meeple"_s);
    // Before a move: the tile that move placed, which is what was drawn.
    QCOMPARE(nextStackTile(welcome, 0), u"U"_s);
    QCOMPARE(nextStackTile(welcome, 1), u"E"_s);
    // After the moves, without a `stack`: nobody knows.
    QCOMPARE(nextStackTile(welcome, 2), QString());
    FileError error;
    QJsonObject json = welcome.json();
    json.insert(u"stack"_s, QJsonArray{u"K"_s, u"L"_s});
    json.insert(u"end"_s, false);
    const auto withStack = BoardFile::parse(QJsonDocument(json).toJson(), &error);
    QVERIFY2(withStack, qPrintable(error.reason));
    QCOMPARE(nextStackTile(*withStack, 2), u"K"_s);
    QCOMPARE(nextStackTile(*withStack, 0), u"U"_s);
}

void TestEditorAnalysis::wordsOfAMove()
{
    const Game game = welcomeAfterMoves();
    SearchOptions options;
    options.outlook = true;
    const SearchResult r = searchBestMoves(game, 0, *game.catalogue().find(u"E"), options);
    const AnalysisText text(game.players());
    bool sawFigure = false, sawNone = false;
    for (const RankedMove &m : r.ranked) {
        const QString words = text.moveText(game, m);
        QVERIFY2(words.startsWith(QString::number(m.move.rot * 90) + u"°"_s), qPrintable(words));
        QVERIFY2(words.contains(gainText(m.gain)), qPrintable(words));
        QVERIFY2(words.contains(u"Red %1"_s.arg(m.points.value(u"red"_s))), qPrintable(words));
        QVERIFY2(words.contains(
                     u"If the game then ended: Red %1"_s.arg(m.outlookScores.value(u"red"_s))),
                 qPrintable(words));
        if (m.move.figure) {
            sawFigure = true;
            QVERIFY2(!words.contains(u"no figure"_s), qPrintable(words));
        } else {
            sawNone = sawNone || words.contains(u"no figure"_s);
        }
    }
    QVERIFY(sawFigure);
    QVERIFY(sawNone);
}

void TestEditorAnalysis::outlookIsTheFinalScoringOfEveryExample()
{
    // Every bundled example after its moves: the outlook's features are the final scoring's
    // events (R-BASE-14, R-BASE-15) and its projected scores the totals after it, as the
    // timeline gives them when it runs the final scoring itself.
    const QStringList names = QDir(mltest::examplesDir()).entryList({u"*.meeple"_s});
    QVERIFY(names.size() > 10);
    int withFeatures = 0;
    for (const QString &name : names) {
        const BoardFile file = example(name);
        TimelineOptions always;
        always.finalScoring = TimelineOptions::FinalScoring::Always;
        const Timeline t = Timeline::build(file, {}, always);
        if (!t.replays() || !t.finalScored()) continue;
        const Game before = *t.afterMoves();
        const Outlook o = outlookOf(before);
        QCOMPARE(o.features.size(), t.finalEvents().size());
        for (int i = 0; i < o.features.size(); ++i)
            QCOMPARE(eventKey(o.features[i]), eventKey(t.finalEvents()[i]));
        QCOMPARE(o.projected, t.scores());
        for (int p = 0; p < before.players().size(); ++p)
            QCOMPARE(o.now.value(before.players()[p].id), before.score(p));
        // The position itself is left as it was: the scoring ran on a copy.
        QCOMPARE(outlookOf(before).projected, o.projected);
        if (!o.features.isEmpty()) ++withFeatures;
    }
    QVERIFY(withFeatures > 5);
}

void TestEditorAnalysis::outlookOfAFinishedGameScoresNothingMore()
{
    const Game game = welcomeAfterMoves();
    const Outlook o = outlookOf(game, true);
    QVERIFY(o.gameOver);
    QVERIFY(o.features.isEmpty());
    QCOMPARE(o.projected, o.now);
    // The same position still open: its monk and farmers would score (R-BASE-14, R-BASE-15).
    const Outlook open = outlookOf(game);
    QVERIFY(!open.features.isEmpty());
    QVERIFY(open.projected.value(u"blue"_s) > open.now.value(u"blue"_s));
}

QTEST_GUILESS_MAIN(TestEditorAnalysis)
#include "tst_editor_analysis.moc"
