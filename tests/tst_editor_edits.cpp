// SPDX-License-Identifier: GPL-3.0-or-later
// The edit functions of BoardDocument: each is one undo step on the one
// generic command, undo gives the very same text back, and a refused edit changes nothing and
// says why with the rule.
#include "boarddocument.h"

#include <QTranslator>
#include <QtTest>

#include <functional>

using namespace ml;
using namespace Qt::StringLiterals;

class TestEditorEdits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void eachEditIsOneUndoStep_data();
    void eachEditIsOneUndoStep();
    void refusedEditsChangeNothing_data();
    void refusedEditsChangeNothing();
    void previewsSayWhatTheEditWould();
    void typingANameIsOneStep();
    void severalRuleChangesAreOneStep();
    void removingATurnThatLaterTurnsNeedIsRefused();
    void aCastleLeavesTheHandThatHeldIt();

private:
    BoardDocument m_doc;
};

using Edit = std::function<bool(BoardDocument &, QString *)>;
Q_DECLARE_METATYPE(Edit)

namespace
{
Move turn(const QString &player, const QString &tile, Cell at, int quarterTurns)
{
    return Move{player, Move::Kind::Tile, tile, at, quarterTurns, {}, {}, {}, {}};
}

// Red closes the start tile's city with a cap above it (R-BASE-3 fits, R-BASE-8 scores).
Move redCap()
{
    return turn(u"red"_s, u"E"_s, {0, -1}, 2);
}
} // namespace

void TestEditorEdits::init()
{
    // D at (0,0) with a meeple of red on its road, C (all city) apart at (10,10); red and
    // blue hold the castles dealt at random (R-GC-2).
    m_doc.newBoard({u"base"_s, u"german-castles"_s}, u"C3"_s, 2);
    QString why;
    QVERIFY2(m_doc.placeTile(u"C"_s, {10, 10}, 0, &why), qPrintable(why));
    QVERIFY2(m_doc.putFigure(FigureType::Meeple, u"red"_s, {0, 0}, u"E"_s, {}, &why),
             qPrintable(why));
    m_doc.undoStack()->clear();
}

void TestEditorEdits::eachEditIsOneUndoStep_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("undoText");
    auto row = [](const char *name, Edit edit, const QString &text) {
        QTest::newRow(name) << edit << text;
    };
    row(
        "placeTile",
        [](BoardDocument &d, QString *w) {
            return d.placeTile(u"L"_s, {9, 9}, 1, w);
        },
        u"Place tile L"_s);
    row(
        "turnTiles, two of them",
        [](BoardDocument &d, QString *w) {
            return d.turnTiles({0, 1}, 2, w);
        },
        u"Rotate 2 tile(s)"_s);
    row(
        "relocateTiles with the figure on one",
        [](BoardDocument &d, QString *w) {
            return d.relocateTiles({0, 1}, {5, 5}, w);
        },
        u"Relocate 2 tile(s)"_s);
    row(
        "relocateTile",
        [](BoardDocument &d, QString *w) {
            return d.relocateTile(1, {7, 7}, w);
        },
        u"Relocate tile C"_s);
    row(
        "removeTiles and the figure on it",
        [](BoardDocument &d, QString *w) { return d.removeTiles({0}, w); }, u"Remove 1 tile(s)"_s);
    row(
        "putFigure",
        [](BoardDocument &d, QString *w) {
            return d.putFigure(FigureType::Meeple, u"blue"_s, {10, 10}, u"N"_s, {}, w);
        },
        u"Place meeple"_s);
    row(
        "relocateFigure",
        [](BoardDocument &d, QString *w) {
            return d.relocateFigure(0, {0, 0}, u"S"_s, w);
        },
        u"Relocate meeple"_s);
    row(
        "removeFigures", [](BoardDocument &d, QString *w) { return d.removeFigures({0}, w); },
        u"Remove meeple"_s);
    row(
        "addPlayer",
        [](BoardDocument &d, QString *w) {
            Player p;
            p.id = u"green"_s;
            return d.addPlayer(p, w);
        },
        u"Add player green"_s);
    row(
        "setPlayer",
        [](BoardDocument &d, QString *w) {
            Player p = d.players().at(1);
            p.castles.clear();
            return d.setPlayer(1, p, w);
        },
        u"Change player blue"_s);
    row(
        "removePlayer and their figure",
        [](BoardDocument &d, QString *w) { return d.removePlayer(0, w); }, u"Remove player red"_s);
    row(
        "recordTurn", [](BoardDocument &d, QString *w) { return d.recordTurn(redCap(), {}, w); },
        u"Record move 1"_s);
    row(
        "setRuleOption",
        [](BoardDocument &d, QString *w) {
            return d.setRuleOption(u"farmers"_s, u"per-city"_s, w);
        },
        u"Set rule option farmers"_s);
    row(
        "setRuleSets",
        [](BoardDocument &d, QString *w) {
            return d.setRuleSets({u"base"_s, u"hills-sheep"_s, u"german-castles"_s}, u"C2"_s, w);
        },
        u"Change sets and edition"_s);
    row(
        "setPuzzle",
        [](BoardDocument &d, QString *w) {
            Puzzle p;
            p.question.en = u"Who leads?"_s;
            PuzzleAnswer a;
            a.text.en = u"Red"_s;
            p.answer = a;
            return d.setPuzzle(p, w);
        },
        u"Set puzzle"_s);
}

void TestEditorEdits::eachEditIsOneUndoStep()
{
    QFETCH(Edit, edit);
    QFETCH(QString, undoText);
    const QByteArray before = m_doc.serialize();
    QUndoStack *stack = m_doc.undoStack();
    QString why;
    QVERIFY2(edit(m_doc, &why), qPrintable(why));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->undoText(), undoText);
    const QByteArray after = m_doc.serialize();
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(m_doc.serialize(), before);
    stack->redo();
    QCOMPARE(m_doc.serialize(), after);
}

void TestEditorEdits::refusedEditsChangeNothing_data()
{
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("rule");
    QTest::newRow("placeTile on a taken cell") << Edit([](BoardDocument &d, QString *w) {
        return d.placeTile(u"L"_s, {0, 0}, 0, w);
    }) << u"R-BASE-3"_s;
    QTest::newRow("putFigure on a monastery D does not have")
        << Edit([](BoardDocument &d, QString *w) {
               return d.putFigure(FigureType::Meeple, u"blue"_s, {0, 0}, u"monastery"_s, {}, w);
           })
        << u"monastery"_s;
    QTest::newRow("relocateTile onto a taken cell") << Edit([](BoardDocument &d, QString *w) {
        return d.relocateTile(1, {0, 0}, w);
    }) << u"R-BASE-3"_s;
    QTest::newRow("recordTurn that does not fit") << Edit([](BoardDocument &d, QString *w) {
        return d.recordTurn(turn(u"red"_s, u"E"_s, {1, 0}, 0), {}, w);
    }) << u"R-BASE-3"_s;
    QTest::newRow("recordTurn of a castle not in hand") << Edit([](BoardDocument &d, QString *w) {
        // Red's castle, played by blue.
        Move castle = turn(u"blue"_s, d.players().at(0).castles.value(0), {0, 1}, 0);
        castle.kind = Move::Kind::Castle;
        return d.recordTurn(castle, {}, w);
    }) << u"R-GC-3"_s;
}

void TestEditorEdits::refusedEditsChangeNothing()
{
    QFETCH(Edit, edit);
    QFETCH(QString, rule);
    const QByteArray before = m_doc.serialize();
    QString why;
    QVERIFY(!edit(m_doc, &why));
    QVERIFY2(why.contains(rule), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), 0);
    QCOMPARE(m_doc.serialize(), before);
}

// The select tool's preview while dragging: the reason the drop would get, nothing changed.
void TestEditorEdits::previewsSayWhatTheEditWould()
{
    const QByteArray before = m_doc.serialize();
    QVERIFY(m_doc.relocateFigureProblem(0, {0, 0}, u"S"_s).isEmpty());
    QVERIFY(!m_doc.relocateFigureProblem(0, {3, 3}, u"N"_s).isEmpty()); // no tile there
    // C dragged onto D's cell.
    const QString onD = m_doc.relocateTilesProblem({1}, {-10, -10});
    QVERIFY2(onD.contains(u"R-BASE-3"_s), qPrintable(onD));
    QCOMPARE(m_doc.serialize(), before);
    QCOMPARE(m_doc.undoStack()->count(), 0);
}

void TestEditorEdits::typingANameIsOneStep()
{
    Player red = m_doc.players().at(0);
    for (const QString &name : {u"A"_s, u"An"_s, u"Ann"_s}) {
        red.name = name;
        QVERIFY(m_doc.setPlayer(0, red));
    }
    QCOMPARE(m_doc.undoStack()->count(), 1);
    QCOMPARE(m_doc.players().at(0).name, u"Ann"_s);
    m_doc.undoStack()->undo();
    QCOMPARE(m_doc.players().at(0).name, BoardDocument::defaultPlayerName(0));
    // Another field is another step.
    m_doc.undoStack()->redo();
    red.startScore = 4;
    QVERIFY(m_doc.setPlayer(0, red));
    QCOMPARE(m_doc.undoStack()->count(), 2);
}

void TestEditorEdits::severalRuleChangesAreOneStep()
{
    BoardDocument::Rules rules = m_doc.boardRules();
    QVERIFY(!m_doc.setRules(rules)); // nothing changes: no step
    rules.edition = u"C2"_s;
    rules.options.insert(u"farmers"_s, u"per-city"_s);
    rules.options.insert(u"castleEnd"_s, u"c2"_s);
    QString why;
    QVERIFY2(m_doc.setRules(rules, &why), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->count(), 1);
    QCOMPARE(m_doc.undoStack()->undoText(), u"Change rules"_s);
    QCOMPARE(m_doc.boardRules().options.value(u"farmers"_s), u"per-city"_s);
    QCOMPARE(m_doc.boardRules().edition, u"C2"_s);
    // The same edition-default option again removes the key (docs/board-format.md, "Rule options").
    rules.options.insert(u"castleEnd"_s, QString());
    QVERIFY(m_doc.setRules(rules));
    QCOMPARE(m_doc.undoStack()->undoText(), u"Set rule option castleEnd"_s);
    QVERIFY(!m_doc.boardRules().options.contains(u"castleEnd"_s));
}

void TestEditorEdits::removingATurnThatLaterTurnsNeedIsRefused()
{
    QString why;
    QVERIFY2(m_doc.recordTurn(redCap(), {}, &why), qPrintable(why));
    // Blue puts a road tile on the cap's east side, which exists only through turn 1.
    QVERIFY2(m_doc.recordTurn(turn(u"blue"_s, u"E"_s, {1, -1}, 1), {}, &why), qPrintable(why));
    QVERIFY(!m_doc.removeTurn(0, 1, &why));
    QVERIFY2(why.startsWith(u"moves[0]"_s) && why.contains(u"R-BASE-3"_s), qPrintable(why));
    QCOMPARE(m_doc.turns().size(), 2);
    // Both together are one step.
    QVERIFY2(m_doc.removeTurn(0, -1, &why), qPrintable(why));
    QCOMPARE(m_doc.undoStack()->undoText(), u"Remove moves 1-2"_s);
    QVERIFY(m_doc.turns().isEmpty());
    QVERIFY(!m_doc.json().contains(u"moves"_s));
    // Re-recorded with another rotation of the second turn: one step, "Change move 2".
    m_doc.undoStack()->undo();
    QVERIFY(m_doc.editTurn(1, turn(u"blue"_s, u"E"_s, {1, -1}, 1), {}, &why));
    QCOMPARE(m_doc.undoStack()->undoText(), u"Change move 2"_s);
}

// A castle lies in one place only: laid in the set-up, or put in another hand, it leaves the
// hand that held it in the same undo step, where the board file would refuse it twice. Red
// and blue hold the four castles dealt at random (R-GC-2).
void TestEditorEdits::aCastleLeavesTheHandThatHeldIt()
{
    const auto holder = [this](const QString &castle) {
        for (const Player &p : m_doc.players())
            if (p.castles.contains(castle)) return p.id;
        return QString();
    };
    const QString redCastle = m_doc.players().at(0).castles.value(0);
    const QString blueCastle = m_doc.players().at(1).castles.value(0);
    QVERIFY(!redCastle.isEmpty() && !blueCastle.isEmpty());
    const int steps = m_doc.undoStack()->count();

    QString why;
    QVERIFY2(m_doc.placeTile(redCastle, {-10, -10}, 0, &why), qPrintable(why));
    QCOMPARE(holder(redCastle), QString());
    QCOMPARE(m_doc.players().at(0).castles.size(), 1);
    QCOMPARE(m_doc.undoStack()->count(), steps + 1);

    Player red = m_doc.players().at(0);
    red.castles = {blueCastle};
    QVERIFY2(m_doc.setPlayer(0, red, &why), qPrintable(why));
    QCOMPARE(holder(blueCastle), u"red"_s);
    QCOMPARE(m_doc.players().at(1).castles.size(), 1);
    QCOMPARE(m_doc.undoStack()->count(), steps + 2);

    m_doc.undoStack()->undo();
    QCOMPARE(holder(blueCastle), u"blue"_s);
    m_doc.undoStack()->undo();
    QCOMPARE(holder(redCastle), u"red"_s);
    QCOMPARE(m_doc.tiles().size(), 2);
}

QTEST_MAIN(TestEditorEdits)
#include "tst_editor_edits.moc"
