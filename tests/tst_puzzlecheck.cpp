// SPDX-License-Identifier: GPL-3.0-or-later
// Honest answer keys in the core (docs/board-format.md, "Checking puzzles"): whether a best move is
// the only one up to segment equivalence, under which other rules readings the key changes, and
// how a folder reads as a collection (docs/board-format.md, "Puzzle collections").
#include "boardloading.h"
#include "picturefiles.h"
#include "puzzlecheck.h"
#include "puzzlecollection.h"
#include "testdata.h"
#include "timeline.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace ml;

namespace
{

QString fixture(const QString &name)
{
    return mltest::dataDir() + QStringLiteral("/puzzlecheck/") + name;
}

Timeline puzzleTimeline(const BoardFile &file)
{
    TimelineOptions options;
    options.finalScoring = TimelineOptions::FinalScoring::Never;
    return Timeline::build(file, {}, options);
}

// The review of a fixture's puzzle, on the answer the rules give.
struct Reviewed {
    PuzzleAnswer computed;
    PuzzleReview review;
};

Reviewed reviewFixture(const QString &name)
{
    const BoardFile file = mltest::load(fixture(name));
    FileError error;
    const auto puzzle = Puzzle::parse(file, &error);
    if (!puzzle) qFatal("%s", qPrintable(error.toString(name)));
    const Timeline timeline = puzzleTimeline(file);
    const auto computed = computeAnswer(timeline, *puzzle, &error);
    if (!computed) qFatal("%s", qPrintable(error.toString(name)));
    const auto review = reviewPuzzle(timeline, *puzzle, *computed, &error);
    if (!review) qFatal("%s", qPrintable(error.toString(name)));
    return {*computed, *review};
}

// A folder with three board files written out of name order, plus a text that is no board.
void fillFolder(const QTemporaryDir &dir)
{
    for (const char *name : {"c.meeple", "a.meeple", "b.meeple"})
        QVERIFY(QFile::copy(fixture(QStringLiteral("tiny-city.meeple")),
                            dir.filePath(QString::fromLatin1(name))));
    mltest::writeFile(dir.filePath(QStringLiteral("notes.txt")), "not a puzzle");
}

} // namespace

class TestPuzzleCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R-HS-HI-6 / R-HS-HI-7: a 2:2 tie where red has two knights on hills and blue one. The
    // key (both score) holds under presence only; under count red alone scores.
    void hillTieDependsOnTheCountReading()
    {
        const Reviewed r = reviewFixture(QStringLiteral("hill-tie.meeple"));
        QCOMPARE(r.computed.points.value(QStringLiteral("red")), 12);
        QCOMPARE(r.computed.points.value(QStringLiteral("blue")), 12);
        QVERIFY(!r.review.unique); // not a best-move puzzle
        QCOMPARE(r.review.dependsOn.size(), 1);
        const OptionDependence &d = r.review.dependsOn.constFirst();
        QCOMPARE(d.option, QStringLiteral("hillTiebreak"));
        QCOMPARE(d.value, QStringLiteral("count"));
        QCOMPARE(d.json, QJsonValue(QStringLiteral("count")));
        QVERIFY(d.computed);
        QCOMPARE(d.computed->points.value(QStringLiteral("red")), 12);
        QCOMPARE(d.computed->points.value(QStringLiteral("blue")), 0);
        QCOMPARE(d.text, QStringLiteral("red 12, blue 0"));
    }

    // The file's own reading is never listed: a file that says count hears about presence.
    void theFilesOwnValueIsNotListed()
    {
        const Reviewed r = reviewFixture(QStringLiteral("hill-tie-count.meeple"));
        QCOMPARE(r.computed.points.value(QStringLiteral("blue")), 0);
        QCOMPARE(r.review.dependsOn.size(), 1);
        QCOMPARE(r.review.dependsOn[0].value, QStringLiteral("presence"));
        QCOMPARE(r.review.dependsOn[0].computed->points.value(QStringLiteral("blue")), 12);
    }

    // R-BASE-9 / R-BASE-9V: a two-tile city scores 4, or 2 under the original 2000 rules. The
    // file enables only base, so no option of another set is tried (they would not even load).
    void tinyCityDependsOnTheOldRuleOnly()
    {
        const Reviewed r = reviewFixture(QStringLiteral("tiny-city.meeple"));
        QCOMPARE(r.computed.points.value(QStringLiteral("red")), 4);
        QCOMPARE(r.review.dependsOn.size(), 1);
        const OptionDependence &d = r.review.dependsOn.constFirst();
        QCOMPARE(d.option, QStringLiteral("tinyCity"));
        QCOMPARE(d.json, QJsonValue(2)); // written as rules.options writes it: a number
        QCOMPARE(d.computed->points.value(QStringLiteral("red")), 2);
        for (const OptionDependence &o : r.review.dependsOn)
            QCOMPARE(RuleOptions::setOf(o.option), SetBase);
    }

    void twoEqualBestMovesAreNotUnique()
    {
        const Reviewed r = reviewFixture(QStringLiteral("best-two.meeple"));
        QVERIFY(r.review.unique);
        QVERIFY(!*r.review.unique);
        QCOMPARE(r.review.bestGain, 9);
        QCOMPARE(r.review.bestMoves, QStringList({QStringLiteral("(1,2) 90° no figure"),
                                                  QStringLiteral("(1,2) 180° no figure")}));
        QVERIFY(r.review.dependsOn.isEmpty());
    }

    void aSingleBestMoveIsUnique()
    {
        const Reviewed r = reviewFixture(QStringLiteral("best-one.meeple"));
        QVERIFY(r.review.unique);
        QVERIFY(*r.review.unique);
        QCOMPARE(r.review.bestMoves.size(), 1);
    }

    // Up to segment equivalence: the straight road U turned by 180° covers the board the same
    // way, so listing it twice is still one move, and a different placement is another.
    void equivalentSpellingsAreOneMove()
    {
        const BoardFile file = mltest::load(fixture(QStringLiteral("best-one.meeple")));
        FileError error;
        const auto puzzle = Puzzle::parse(file, &error);
        QVERIFY(puzzle);
        const Timeline timeline = puzzleTimeline(file);
        PuzzleAnswer answer = *computeAnswer(timeline, *puzzle, &error);
        QVERIFY(!answer.best.isEmpty());
        PuzzleMove turned = answer.best.constFirst();
        turned.move.rot = (turned.move.rot + 2) % 4;
        PuzzleAnswer twice = answer;
        twice.best << turned;
        QVERIFY(sameAnswer(answer, twice, *timeline.afterMoves()));
        const auto review = reviewPuzzle(timeline, *puzzle, twice, &error);
        QVERIFY(review);
        QVERIFY(*review->unique);

        PuzzleMove elsewhere = answer.best.constFirst();
        elsewhere.move.rot = (elsewhere.move.rot + 1) % 4; // the road now runs the other way
        PuzzleAnswer other = answer;
        other.best = {elsewhere};
        QVERIFY(!sameAnswer(answer, other, *timeline.afterMoves()));
    }

    // A figure in check --json answers is named by the first port of its segment
    // in the order Nw N Ne En E Es Se S Sw Ws W Wn. U's north field turned by 90° lies east,
    // from Ne to Se: the engine names it by the middle of the side (E), the answer by Ne.
    void figuresAreNamedByTheirFirstPort()
    {
        const BoardFile file = mltest::load(fixture(QStringLiteral("tiny-city.meeple")));
        const Timeline timeline = puzzleTimeline(file);
        const Game &before = *timeline.afterMoves();
        const TileType *u = before.catalogue().find(QStringLiteral("U"));
        QVERIFY(u);
        // A place where U lies turned and its north field is free for red.
        const int red = before.playerIndex(QStringLiteral("red"));
        std::optional<Placement> turned;
        std::optional<FigureOption> field;
        for (const Placement &p : before.board().legalPlacements(*u)) {
            if (p.rot != 1 || field) continue;
            for (const FigureOption &o : before.figureOptions(*u, p, red))
                if (o.segment == 1) {
                    field = o;
                    turned = p;
                }
        }
        QVERIFY(field);
        QCOMPARE(field->on, QStringLiteral("E")); // the engine's own name

        PuzzleAnswer answer;
        answer.kind = PuzzleKind::BestMove;
        PuzzleMove m;
        m.move.player = QStringLiteral("red");
        m.move.tile = QStringLiteral("U");
        m.move.at = turned->at;
        m.move.rot = 1;
        m.move.figure = FigureChoice{FigureType::Meeple, field->on, std::nullopt};
        answer.best << m;
        const PuzzleAnswer renamed = withFirstPorts(answer, before);
        QCOMPARE(renamed.best[0].move.figure->on, QStringLiteral("Ne"));
        QVERIFY(!renamed.best[0].move.figure->at);    // a single tile's figure has no cell
        QVERIFY(sameAnswer(answer, renamed, before)); // the same answer, spelled once
    }

    void aFreeQuestionHasNoReview()
    {
        const Reviewed r = reviewFixture(QStringLiteral("free.meeple"));
        QVERIFY(!r.review.unique);
        QVERIFY(r.review.dependsOn.isEmpty());
    }

    void aFolderIsOrderedByName()
    {
        QTemporaryDir dir;
        fillFolder(dir);
        FileError error;
        const auto c = readCollection(dir.path(), &error);
        QVERIFY2(c, qPrintable(error.reason));
        QCOMPARE(c->files, QStringList({QStringLiteral("a.meeple"), QStringLiteral("b.meeple"),
                                        QStringLiteral("c.meeple")}));
        QVERIFY(c->title.en.isEmpty());
    }

    void collectionJsonOrdersAndTitles()
    {
        QTemporaryDir dir;
        fillFolder(dir);
        mltest::writeFile(
            dir.filePath(QStringLiteral("collection.json")),
            R"({"title": {"en": "Knights", "nl": "Ridders"}, "order": ["c.meeple"]})");
        FileError error;
        const auto c = readCollection(dir.path(), &error);
        QVERIFY2(c, qPrintable(error.reason));
        // The listed file first; the others follow by name; collection.json is no puzzle.
        QCOMPARE(c->files, QStringList({QStringLiteral("c.meeple"), QStringLiteral("a.meeple"),
                                        QStringLiteral("b.meeple")}));
        QCOMPARE(c->title.en, QStringLiteral("Knights"));
        QCOMPARE(c->title.nl, QStringLiteral("Ridders"));
    }

    void brokenCollectionJsonSaysWhere_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << QByteArray("{\"order\": [") << QString()
                                  << QStringLiteral("not JSON");
        QTest::newRow("not an object")
            << QByteArray("[]") << QString() << QStringLiteral("expected an object");
        QTest::newRow("order not array")
            << QByteArray(R"({"order": "a.meeple"})") << QStringLiteral("order")
            << QStringLiteral("expected an array");
        QTest::newRow("not a name")
            << QByteArray(R"({"order": ["a.meeple", 3]})") << QStringLiteral("order[1]")
            << QStringLiteral("expected a file name");
        QTest::newRow("missing file")
            << QByteArray(R"({"order": ["z.meeple"]})") << QStringLiteral("order[0]")
            << QStringLiteral("\"z.meeple\" is not a board file");
        QTest::newRow("outside the folder")
            << QByteArray(R"({"order": ["../a.meeple"]})") << QStringLiteral("order[0]")
            << QStringLiteral("is not a board file");
        QTest::newRow("twice") << QByteArray(R"({"order": ["a.meeple", "a.meeple"]})")
                               << QStringLiteral("order[1]") << QStringLiteral("listed twice");
        QTest::newRow("title") << QByteArray(R"({"title": {"en": 1}})")
                               << QStringLiteral("title.en") << QStringLiteral("expected a string");
    }

    void brokenCollectionJsonSaysWhere()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        fillFolder(dir);
        mltest::writeFile(dir.filePath(QStringLiteral("collection.json")), text);
        FileError error;
        QVERIFY(!readCollection(dir.path(), &error));
        QCOMPARE(error.exitCode, 2);
        QCOMPARE(error.where, where);
        QVERIFY2(error.reason.contains(reason), qPrintable(error.reason));
    }
};

QTEST_GUILESS_MAIN(TestPuzzleCheck)
#include "tst_puzzlecheck.moc"
