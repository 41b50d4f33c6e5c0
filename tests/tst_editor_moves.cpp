// SPDX-License-Identifier: GPL-3.0-or-later
// Recording turns: the move commands applied, undone and redone on a real board, comparing
// the serialised JSON; an illegal move refused with the engine's reason.
#include "boarddocument.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

using namespace ml;

class TestEditorMoves : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void addMoveRoundTrip();
    void removeMoveRoundTrip();
    void removeMiddleMove();
    void editMove();
    void refusesIllegalMove();
    void chosenTokenGoesIntoTheScript();
    void discardRefusedWhenTheTileFits();
    void anEditReadsAndPlaysTheFileOnce();

private:
    static void newBoard(BoardDocument &doc, const QStringList &sets = {QStringLiteral("base")});
};

namespace
{
// A tile turn; `rot` in degrees as a file writes it.
Move move(const QString &player, const QString &tile, int x, int y, int rot,
          const QString &meepleOn = {})
{
    Move m;
    m.player = player;
    m.tile = tile;
    m.at = {x, y};
    m.rot = rot / 90;
    if (!meepleOn.isEmpty()) m.figure = FigureChoice{FigureType::Meeple, meepleOn, {}};
    return m;
}

// Red closes the city of the start tile with a cap above it and scores it at once.
Move redClosesCity()
{
    return move(QStringLiteral("red"), QStringLiteral("E"), 0, -1, 180, QStringLiteral("S"));
}
} // namespace

void TestEditorMoves::newBoard(BoardDocument &doc, const QStringList &sets)
{
    doc.newBoard(sets, QStringLiteral("C3"), 2);
    QVERIFY(!doc.isEmpty());
}

void TestEditorMoves::addMoveRoundTrip()
{
    BoardDocument doc;
    newBoard(doc);
    const QByteArray before = doc.serialize();
    QString why;
    QVERIFY2(doc.recordTurn(redClosesCity(), {}, &why), qPrintable(why));
    const QByteArray applied = doc.serialize();
    QCOMPARE(doc.json().value(QLatin1String("moves")).toArray().size(), 1);
    QVERIFY(doc.movesProblem().isEmpty());
    QCOMPARE(doc.replay()->scores.value(QStringLiteral("red")), 4);
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);
    QVERIFY(!doc.json().contains(QLatin1String("moves")));
    doc.undoStack()->redo();
    QCOMPARE(doc.serialize(), applied);
}

void TestEditorMoves::removeMoveRoundTrip()
{
    BoardDocument doc;
    newBoard(doc);
    QVERIFY(doc.recordTurn(redClosesCity()));
    QVERIFY(doc.recordTurn(move(QStringLiteral("blue"), QStringLiteral("V"), 1, 0, 0)));
    const QByteArray before = doc.serialize();
    QString why;
    QVERIFY2(doc.removeTurn(1, 1, &why), qPrintable(why));
    const QByteArray applied = doc.serialize();
    QCOMPARE(doc.json().value(QLatin1String("moves")).toArray().size(), 1);
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);
    doc.undoStack()->redo();
    QCOMPARE(doc.serialize(), applied);
}

void TestEditorMoves::removeMiddleMove()
{
    BoardDocument doc;
    newBoard(doc);
    QVERIFY(doc.recordTurn(redClosesCity()));
    // Blue builds on red's tile: without it the second move has no neighbour.
    QString why;
    QVERIFY2(doc.recordTurn(move(QStringLiteral("blue"), QStringLiteral("E"), 0, -2, 0), {}, &why),
             qPrintable(why));
    const QByteArray before = doc.serialize();
    QVERIFY(!doc.removeTurn(0, 1, &why));
    QVERIFY2(why.startsWith(QLatin1String("moves[0]")), qPrintable(why));
    QCOMPARE(doc.serialize(), before);
    // Together with the moves after it, it goes.
    QVERIFY(doc.removeTurn(0, -1, &why));
    QVERIFY(!doc.json().contains(QLatin1String("moves")));
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);
}

void TestEditorMoves::editMove()
{
    BoardDocument doc;
    newBoard(doc);
    QVERIFY(doc.recordTurn(redClosesCity()));
    const QByteArray before = doc.serialize();
    QString why;
    QVERIFY2(
        doc.editTurn(0, move(QStringLiteral("red"), QStringLiteral("E"), 0, -1, 180), {}, &why),
        qPrintable(why));
    QCOMPARE(doc.replay()->scores.value(QStringLiteral("red")), 0);
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);
}

void TestEditorMoves::refusesIllegalMove()
{
    BoardDocument doc;
    newBoard(doc);
    const QByteArray before = doc.serialize();
    const int steps = doc.undoStack()->count();
    QString why;
    // Turned the wrong way the cap's field meets the start tile's city.
    QVERIFY(!doc.recordTurn(move(QStringLiteral("red"), QStringLiteral("E"), 0, -1, 0), {}, &why));
    QVERIFY2(why.startsWith(QLatin1String("moves[0]: ")), qPrintable(why));
    QVERIFY2(why.contains(QLatin1String("[R-BASE-3]")), qPrintable(why));
    QCOMPARE(doc.serialize(), before);
    QCOMPARE(doc.undoStack()->count(), steps);
}

void TestEditorMoves::chosenTokenGoesIntoTheScript()
{
    BoardDocument doc;
    newBoard(doc, {QStringLiteral("base"), QStringLiteral("hills-sheep")});
    // A shepherd on the field below the start tile's road draws a token at once.
    Move m = move(QStringLiteral("red"), QStringLiteral("E"), 0, -1, 180);
    m.figure = FigureChoice{FigureType::Shepherd, QStringLiteral("E"), {}};
    const QByteArray before = doc.serialize();
    QString why;
    QVERIFY2(doc.recordTurn(m, QStringLiteral("3"), &why), qPrintable(why));
    const QJsonArray draws =
        doc.json().value(QLatin1String("bag")).toObject().value(QLatin1String("draws")).toArray();
    QCOMPARE(draws, QJsonArray{QStringLiteral("3")});
    doc.undoStack()->undo();
    QCOMPARE(doc.serialize(), before);
}

// R-BASE-4: U fits beside the start tile, so the discard the move tool would write is refused
// with the engine's reason and the document stays as it was.
void TestEditorMoves::discardRefusedWhenTheTileFits()
{
    BoardDocument doc;
    newBoard(doc);
    const QByteArray before = doc.serialize();
    QString why;
    Move discard;
    discard.player = QStringLiteral("red");
    discard.kind = Move::Kind::Discard;
    discard.tile = QStringLiteral("U");
    QVERIFY(!doc.recordTurn(discard, {}, &why));
    QVERIFY2(why.contains(QLatin1String("R-BASE-4")), qPrintable(why));
    QCOMPARE(doc.serialize(), before);
}

// An edit is checked and applied with one reading of the file and one replay of its moves:
// the check's file and timeline are what the document adopts, not read and played again.
void TestEditorMoves::anEditReadsAndPlaysTheFileOnce()
{
    BoardDocument doc;
    newBoard(doc);
    QString why;
    int reads = BoardFile::readsSoFar(), builds = Timeline::buildsSoFar();
    QVERIFY2(doc.recordTurn(redClosesCity(), {}, &why), qPrintable(why));
    QCOMPARE(BoardFile::readsSoFar() - reads, 1);
    QCOMPARE(Timeline::buildsSoFar() - builds, 1);
    QCOMPARE(doc.replay()->scores.value(QStringLiteral("red")), 4);

    // A refused move costs the same and changes nothing.
    reads = BoardFile::readsSoFar();
    builds = Timeline::buildsSoFar();
    QVERIFY(!doc.recordTurn(move(QStringLiteral("blue"), QStringLiteral("E"), 5, 5, 0), {}, &why));
    QCOMPARE(BoardFile::readsSoFar() - reads, 1);
    QCOMPARE(Timeline::buildsSoFar() - builds, 1);
    QCOMPARE(doc.json().value(QLatin1String("moves")).toArray().size(), 1);

    // A set-up edit too: the tile is checked against the moves' set-up once.
    reads = BoardFile::readsSoFar();
    builds = Timeline::buildsSoFar();
    QVERIFY2(doc.placeTile(QStringLiteral("B"), {0, 1}, 0, &why), qPrintable(why));
    QCOMPARE(BoardFile::readsSoFar() - reads, 1);
    QCOMPARE(Timeline::buildsSoFar() - builds, 1);
    doc.undoStack()->undo();

    // Undo and redo have no check to reuse: each reads and plays the file once.
    reads = BoardFile::readsSoFar();
    builds = Timeline::buildsSoFar();
    doc.undoStack()->undo();
    doc.undoStack()->redo();
    QCOMPARE(BoardFile::readsSoFar() - reads, 2);
    QCOMPARE(Timeline::buildsSoFar() - builds, 2);
    QCOMPARE(doc.replay()->scores.value(QStringLiteral("red")), 4);
}

QTEST_MAIN(TestEditorMoves)
#include "tst_editor_moves.moc"
