// SPDX-License-Identifier: GPL-3.0-or-later
// The editing document: every command applied, undone and redone against a real board file,
// comparing the serialised JSON with the file before and after.
#include "boarddocument.h"
#include "testdata.h"
#include "tilepalettemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::StringLiterals;

using Edit = std::function<bool(BoardDocument &)>;
Q_DECLARE_METATYPE(Edit)

class TestEditorDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void refusesAnIllegalSetUp();
    void keepsUnknownKeysAndSaves();
    void paletteModel();
    void paletteNeverCountsBelowZero();
    void defaultPlayerNamesFollowTheLanguage();
    void newBoardDealsCastles();
    void freePlacementPlacesAMismatchedTile();
    void mismatchedBoardIsNotSaved();
    void mismatchesStopTheMoves();
    void movesAFigureAsOneStep();

private:
    static QByteArray example();
};

QByteArray TestEditorDocument::example()
{
    QFile f(QStringLiteral(MEEPLELAB_EXAMPLES "/welcome.meeple"));
    if (!f.open(QIODevice::ReadOnly)) return {};
    // An unknown key must survive every edit and its undo.
    QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
    o.insert(QStringLiteral("x-author"), QStringLiteral("test"));
    return QJsonDocument(o).toJson();
}

namespace
{
// The first legal spot for `id` on the current set-up.
Placement firstLegal(BoardDocument &d, const QString &id)
{
    const Game *g = d.setupGame();
    const QList<Placement> all = g->board().legalPlacements(*g->catalogue().find(id));
    return all.isEmpty() ? Placement{{99, 99}, 0} : all.first();
}
} // namespace

void TestEditorDocument::roundTrip_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<bool>("fresh"); // a new board instead of the example
    QTest::newRow("PlaceTile") << Edit([](BoardDocument &d) {
        const Placement p = firstLegal(d, QStringLiteral("E"));
        return d.placeTile(QStringLiteral("E"), p.at, p.rot);
    }) << false;
    QTest::newRow("PlaceTile apart") << Edit([](BoardDocument &d) {
        return d.placeTile(QStringLiteral("L"), {10, 10}, 1);
    }) << false;
    QTest::newRow("MoveTile") << Edit([](BoardDocument &d) {
        // W at (2,0) carries nothing; the far corner is free.
        return d.relocateTile(4, {8, 8});
    }) << false;
    QTest::newRow("MoveTile with figures") << Edit([](BoardDocument &d) {
        return d.relocateTile(2, {-8, 5}); // U with two meeples
    }) << false;
    QTest::newRow("RotateTile with figures") << Edit([](BoardDocument &d) {
        d.relocateTile(2, {-8, 5});
        return d.turnTile(2, 1);
    }) << false;
    QTest::newRow("RemoveTile and its figures")
        << Edit([](BoardDocument &d) { return d.removeTiles({2}); }) << false;
    QTest::newRow("PlaceFigure") << Edit([](BoardDocument &d) {
        return d.putFigure(FigureType::Meeple, QStringLiteral("red"), {2, 0}, QStringLiteral("E"));
    }) << false;
    QTest::newRow("RemoveFigure") << Edit([](BoardDocument &d) {
        return d.removeFigures({1, 3});
    }) << false;
    QTest::newRow("MoveFigure") << Edit([](BoardDocument &d) {
        // A meeple of the example to D's field south of the road.
        return d.relocateFigure(0, {0, 0}, QStringLiteral("S"));
    }) << false;
    QTest::newRow("PlaceTile free placement") << Edit([](BoardDocument &d) {
        d.setFreePlacement(true);
        const Game *g = d.setupGame();
        // C (a city on every side) beside the first side of D that is no city.
        for (int side = 0; side < 4; ++side) {
            const Cell n = step({0, 0}, side);
            if (!g->board().isOccupied(n) && g->board().sideTypeAt({0, 0}, side) != 'C')
                return d.placeTile(QStringLiteral("C"), n, 0);
        }
        return false;
    }) << false;
    QTest::newRow("AddPlayer") << Edit([](BoardDocument &d) {
        Player green;
        green.id = QStringLiteral("green");
        return d.addPlayer(green);
    }) << false;
    // The example's moves name both players, so a player is removed from a new board.
    QTest::newRow("RemovePlayer") << Edit([](BoardDocument &d) {
        d.putFigure(FigureType::Meeple, QStringLiteral("blue"), {0, 0}, QStringLiteral("N"));
        return d.removePlayer(1);
    }) << true;
    QTest::newRow("SetPlayer") << Edit([](BoardDocument &d) {
        Player p = d.players().at(0);
        p.startScore = 5;
        return d.setPlayer(0, p);
    }) << false;
    QTest::newRow("SetPlayer remove key") << Edit([](BoardDocument &d) {
        Player p = d.players().at(0);
        p.name.clear(); // the key goes
        return d.setPlayer(0, p);
    }) << false;
    QTest::newRow("SetRuleOption") << Edit([](BoardDocument &d) {
        return d.setRuleOption(QStringLiteral("farmers"), QStringLiteral("per-city"));
    }) << false;
    QTest::newRow("SetRuleSets") << Edit([](BoardDocument &d) {
        return d.setRuleSets({QStringLiteral("base"), QStringLiteral("mage-witch")},
                             QStringLiteral("C2"));
    }) << false;
}

void TestEditorDocument::roundTrip()
{
    QFETCH(Edit, edit);
    QFETCH(bool, fresh);
    BoardDocument doc;
    FileError error;
    if (fresh)
        doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 3);
    else
        QVERIFY2(doc.load(example(), QString(), &error), qPrintable(error.reason));
    QByteArray original = doc.serialize();
    QVERIFY(!doc.isModified());

    QSignalSpy changed(&doc, &BoardDocument::changed);
    const int before = doc.undoStack()->count();
    QVERIFY(edit(doc));
    // Edits the row made as preparation count as the original.
    if (doc.undoStack()->count() > before + 1) {
        doc.undoStack()->undo();
        original = doc.serialize();
        doc.undoStack()->redo();
    }
    QVERIFY(changed.count() > 0);
    QVERIFY(doc.isModified());
    const QByteArray applied = doc.serialize();
    QVERIFY(applied != original);
    QVERIFY(fresh || applied.contains("x-author"));
    QVERIFY(doc.setupGame());

    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), original);
    doc.undoStack()->redo();
    QCOMPARE(doc.serialize(), applied);
}

void TestEditorDocument::refusesAnIllegalSetUp()
{
    BoardDocument doc;
    FileError error;
    QVERIFY(doc.load(example(), QString(), &error));
    const QByteArray original = doc.serialize();
    QString why;
    // Two tiles on one cell.
    QVERIFY(!doc.placeTile(QStringLiteral("E"), {0, 0}, 0, &why));
    QVERIFY2(why.contains(QStringLiteral("tiles[")), qPrintable(why));
    QCOMPARE(doc.serialize(), original);
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestEditorDocument::keepsUnknownKeysAndSaves()
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QCOMPARE(doc.players().size(), 2);
    QCOMPARE(doc.setupGame()->board().tiles().size(), size_t(1));
    QVERIFY(doc.placeTile(QStringLiteral("E"), {0, -1}, 2));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.meeple"));
    QString err;
    QVERIFY2(doc.save(path, &err), qPrintable(err));
    QVERIFY(!doc.isModified());
    BoardDocument again;
    FileError error;
    QVERIFY2(again.loadFile(path, &error), qPrintable(error.reason));
    QCOMPARE(again.serialize(), doc.serialize());
}

void TestEditorDocument::defaultPlayerNamesFollowTheLanguage()
{
    // A file's "Red" for the id red is the default colour name, shown in the
    // interface's language (English here: no translator is loaded); real names stay.
    QCOMPARE(BoardDocument::shownPlayerName(u"red"_s, u"Red"_s),
             BoardDocument::defaultPlayerName(0));
    QCOMPARE(BoardDocument::shownPlayerName(u"blue"_s, u"Blauw"_s),
             BoardDocument::defaultPlayerName(1));
    QCOMPARE(BoardDocument::shownPlayerName(u"green"_s, QString()),
             BoardDocument::defaultPlayerName(2));
    QCOMPARE(BoardDocument::shownPlayerName(u"red"_s, u"Anna"_s), u"Anna"_s);
    QCOMPARE(BoardDocument::shownPlayerName(u"p7"_s, QString()), u"p7"_s);
    QCOMPARE(BoardDocument::shownPlayerName(u"p7"_s, u"Red"_s), u"Red"_s); // not the red seat
}

void TestEditorDocument::paletteNeverCountsBelowZero()
{
    // A puzzle may lay more copies of a tile than the box holds: the palette shows
    // none left and how many are over, never "G (-3 left)".
    BoardDocument doc;
    FileError error;
    QVERIFY(doc.load(example(), QString(), &error));
    TilePaletteModel model(&doc);
    const int count = model.indexOf(u"G"_s).data(TilePaletteModel::CountLeftRole).toInt();
    for (int i = 0; i < count + 3; ++i)
        QVERIFY(doc.placeTile(u"G"_s, {40 + 2 * i, 40}, 0));
    const QModelIndex g = model.indexOf(u"G"_s);
    QCOMPARE(g.data(TilePaletteModel::OverusedRole).toInt(), 3);
    QCOMPARE(g.data(Qt::DisplayRole).toString(), u"G (0 left, 3 over)"_s);
    QVERIFY(!g.data(Qt::DisplayRole).toString().contains(u'-'));
    QVERIFY(g.data(Qt::ForegroundRole).value<QColor>().isValid());
    QVERIFY(g.data(Qt::ToolTipRole).toString().contains(u"3 more"_s));
    const QModelIndex u = model.indexOf(u"U"_s);
    QCOMPARE(u.data(TilePaletteModel::OverusedRole).toInt(), 0);
    QVERIFY(!u.data(Qt::ForegroundRole).isValid());
}

void TestEditorDocument::paletteModel()
{
    BoardDocument doc;
    FileError error;
    QVERIFY(doc.load(example(), QString(), &error));
    TilePaletteModel model(&doc);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QModelIndex u = model.indexOf(QStringLiteral("U"));
    QVERIFY(u.isValid());
    QCOMPARE(u.data(TilePaletteModel::TileIdRole).toString(), QStringLiteral("U"));
    QCOMPARE(u.data(TilePaletteModel::SetRole).toString(), QStringLiteral("base"));
    const int count = u.data(TilePaletteModel::CountRole).toInt();
    // Two U in the set-up, one more from the moves.
    QCOMPARE(u.data(TilePaletteModel::CountLeftRole).toInt(), count - 3);
    QVERIFY(!model.indexOf(QStringLiteral("HS-01")).isValid()); // set not enabled

    QVERIFY(doc.placeTile(QStringLiteral("U"), {20, 20}, 0));
    QCOMPARE(model.indexOf(QStringLiteral("U")).data(TilePaletteModel::CountLeftRole).toInt(),
             count - 4);
    QVERIFY(doc.setRuleSets({QStringLiteral("base"), QStringLiteral("hills-sheep")},
                            QStringLiteral("C3")));
    QVERIFY(model.indexOf(QStringLiteral("HS-01")).isValid());
    doc.undoStack()->undo();
    QVERIFY(!model.indexOf(QStringLiteral("HS-01")).isValid());
}

// R-BASE-3: without free placement a mismatched tile is refused like any illegal set-up;
// with it, the tile goes in as one undo step and the mismatch is listed.
void TestEditorDocument::freePlacementPlacesAMismatchedTile()
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(!doc.freePlacement());
    const QByteArray original = doc.serialize();
    QString why;
    // U turned a quarter: its field faces the road of D.
    QVERIFY(!doc.placeTile(QStringLiteral("U"), {1, 0}, 1, &why));
    QVERIFY2(why.contains(QStringLiteral("R-BASE-3")) && why.contains(QStringLiteral("1,0")) &&
                 why.contains(QStringLiteral("free placement")),
             qPrintable(why));
    QCOMPARE(doc.undoStack()->count(), 0);

    QSignalSpy toggled(&doc, &BoardDocument::freePlacementChanged);
    doc.setFreePlacement(true);
    QCOMPARE(toggled.count(), 1);
    QVERIFY2(doc.placeTile(QStringLiteral("U"), {1, 0}, 1, &why), qPrintable(why));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.tiles().size(), 2);
    const QList<SideMismatch> listed = doc.mismatches();
    QCOMPARE(listed.size(), 1);
    QCOMPARE(listed.first().a, (Cell{1, 0}));
    QCOMPARE(listed.first().sideA, int(West));
    QCOMPARE(listed.first().b, (Cell{0, 0}));
    QCOMPARE(listed.first().sideB, int(East));
    QVERIFY2(BoardDocument::mismatchText(listed.first()).contains(QStringLiteral("0,0")),
             qPrintable(BoardDocument::mismatchText(listed.first())));

    // Free placement off again: the old mismatch stays allowed, a new one is refused.
    doc.setFreePlacement(false);
    QVERIFY(doc.placeTile(QStringLiteral("U"), {5, 5}, 0, &why));
    // U west of D fits as it lies (road to road); turned a quarter its field would face the
    // road, a new mismatch.
    const Cell at2 = doc.setupGame()->board().tiles()[2].at;
    QVERIFY(doc.relocateTilesProblem({2}, {-1 - at2.x, -at2.y}).isEmpty());
    QVERIFY(doc.turnTile(2, 1, &why));
    QVERIFY(!doc.relocateTile(2, {-1, 0}, &why));
    QVERIFY2(why.contains(QStringLiteral("R-BASE-3")), qPrintable(why));

    doc.undoStack()->undo(); // the turn
    doc.undoStack()->undo(); // the tile at 5,5
    doc.undoStack()->undo(); // the mismatched U
    QVERIFY(doc.mismatches().isEmpty());
    QCOMPARE(doc.serialize(), original);
    doc.undoStack()->redo();
    QCOMPARE(doc.mismatches().size(), 1);
}

// Saving a board with mismatched sides is refused with the cells and the reason, and
// nothing is written: the file would not open again.
void TestEditorDocument::mismatchedBoardIsNotSaved()
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    doc.setFreePlacement(true);
    QVERIFY(doc.placeTile(QStringLiteral("E"), {0, -1}, 0));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.meeple"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("what was there before");
    }
    QString err;
    QVERIFY(!doc.save(path, &err));
    QVERIFY2(err.contains(QStringLiteral("0,-1")) && err.contains(QStringLiteral("0,0")) &&
                 err.contains(QStringLiteral("mismatched")) &&
                 err.contains(QStringLiteral("would not open again")),
             qPrintable(err));
    QCOMPARE(err, doc.saveProblem());
    QFile old(path);
    QVERIFY(old.open(QIODevice::ReadOnly));
    QCOMPARE(old.readAll(), QByteArray("what was there before"));
    QVERIFY(!doc.save(dir.filePath(QStringLiteral("new.meeple")), &err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("new.meeple"))));
    QVERIFY(doc.isModified());

    // Turned to fit, the board saves and reopens.
    QVERIFY(doc.turnTile(1, 2));
    QVERIFY(doc.mismatches().isEmpty());
    QVERIFY(doc.saveProblem().isEmpty());
    QVERIFY2(doc.save(path, &err), qPrintable(err));
    BoardDocument again;
    FileError error;
    QVERIFY2(again.loadFile(path, &error), qPrintable(error.reason));
    QCOMPARE(again.serialize(), doc.serialize());
}

// The moves are played by the strict rules: with a mismatch the document says the set-up
// must be fixed first, and still shows the set-up.
void TestEditorDocument::mismatchesStopTheMoves()
{
    BoardDocument doc;
    FileError error;
    QVERIFY(doc.load(example(), QString(), &error));
    QVERIFY(doc.movesProblem().isEmpty());
    const size_t tiles = doc.setupGame()->board().tiles().size();
    doc.setFreePlacement(true);
    // Somewhere next to the start tile with the wrong side towards it.
    const Game *g = doc.setupGame();
    QVERIFY(g->board().isOccupied({0, 0}));
    Cell spot{0, 0}; // C has a city on every side
    for (int side = 0; side < 4 && spot == Cell{0, 0}; ++side) {
        const Cell n = step({0, 0}, side);
        if (!g->board().isOccupied(n) && g->board().sideTypeAt({0, 0}, side) != 'C') spot = n;
    }
    QVERIFY(spot != (Cell{0, 0}));
    QString why;
    QVERIFY2(doc.placeTile(QStringLiteral("C"), spot, 0, &why), qPrintable(why));
    QVERIFY(!doc.mismatches().isEmpty());
    QVERIFY2(doc.movesProblem().contains(QStringLiteral("mismatched")),
             qPrintable(doc.movesProblem()));
    QVERIFY(doc.replay());
    QVERIFY(doc.game());
    QCOMPARE(doc.game()->board().tiles().size(), tiles + 1);
    doc.undoStack()->undo();
    QVERIFY(doc.movesProblem().isEmpty());
}

// A figure moved to another segment is one undo step, keeps its place in the list, and is
// refused where it may not stand (R-BASE-12: no meeple in a complete city).
void TestEditorDocument::movesAFigureAsOneStep()
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(doc.placeTile(QStringLiteral("E"), {0, -1}, 2));
    QVERIFY(doc.putFigure(FigureType::Meeple, QStringLiteral("red"), {0, 0}, QStringLiteral("E")));
    const QByteArray before = doc.serialize();
    const int steps = doc.undoStack()->count();
    QString why;
    QVERIFY2(doc.relocateFigure(0, {0, 0}, QStringLiteral("S"), &why), qPrintable(why));
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    const QJsonObject moved = doc.figures().at(0).toObject();
    QCOMPARE(moved.value(QLatin1String("on")).toString(), QStringLiteral("S"));
    QCOMPARE(moved.value(QLatin1String("player")).toString(), QStringLiteral("red"));
    QCOMPARE(doc.setupGame()->board().kindOf(doc.setupGame()->board().node(
                 doc.setupGame()->figures()[0].tile, doc.setupGame()->figures()[0].segment)),
             SegmentKind::Field);
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);

    const QString intoCity = doc.relocateFigureProblem(0, {0, 0}, QStringLiteral("N"));
    QVERIFY2(intoCity.contains(QStringLiteral("R-BASE-12")), qPrintable(intoCity));
    QVERIFY(!doc.relocateFigure(0, {0, 0}, QStringLiteral("N"), &why));
    QVERIFY2(why.contains(QStringLiteral("R-BASE-12")), qPrintable(why));
    QCOMPARE(doc.serialize(), before);
}

// R-GC-2: a new board with Castles in Germany deals 2 castles each to 2-3 players, 1 to 4-6.
void TestEditorDocument::newBoardDealsCastles()
{
    for (const int players : {2, 3, 4, 6}) {
        BoardDocument doc;
        doc.newBoard({QStringLiteral("base"), QStringLiteral("german-castles")},
                     QStringLiteral("C3"), players);
        const QJsonArray list = doc.json().value(QStringLiteral("players")).toArray();
        QCOMPARE(list.size(), players);
        for (const QJsonValue &p : list)
            QCOMPARE(p.toObject().value(QStringLiteral("castles")).toArray().size(),
                     players <= 3 ? 2 : 1);
    }
    BoardDocument base;
    base.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    for (const QJsonValue &p : base.json().value(QStringLiteral("players")).toArray())
        QVERIFY(!p.toObject().contains(QStringLiteral("castles")));
}

QTEST_MAIN(TestEditorDocument)
#include "tst_editor_document.moc"
