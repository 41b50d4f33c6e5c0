// SPDX-License-Identifier: GPL-3.0-or-later
// Undo integrity as a property: a seeded run of 1,000 random edits over
// every kind of edit, with undo and redo in between. At every point the board must be exactly
// the one that the undo position stands for; undoing everything gives the loaded bytes back,
// redoing everything gives the end state. The seed is printed on failure and can be set with
// ML_UNDO_SEED to replay a run.
#include "boarddocument.h"
#include "testdata.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUndoStack>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestEditorUndoProperty : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void randomEditsUndoAndRedo_data();
    void randomEditsUndoAndRedo();

private:
    // One random edit of a random kind; the document may refuse it (an illegal set-up).
    bool randomEdit(BoardDocument &doc, QRandomGenerator &random, QStringList *kinds);
};

namespace
{
const QStringList kTiles{u"A"_s, u"B"_s, u"D"_s, u"E"_s, u"K"_s, u"U"_s, u"V"_s, u"W"_s, u"X"_s};
const QStringList kPorts{u"N"_s, u"E"_s, u"S"_s, u"W"_s, u"Ne"_s, u"En"_s, u"monastery"_s};
const QStringList kOptions{u"farmers"_s, u"tinyCity"_s};

Cell randomCell(QRandomGenerator &random, int spread)
{
    return {random.bounded(-spread, spread + 1), random.bounded(-spread, spread + 1)};
}

} // namespace

bool TestEditorUndoProperty::randomEdit(BoardDocument &doc, QRandomGenerator &random,
                                        QStringList *kinds)
{
    const QJsonObject json = doc.json();
    const int tiles = int(json.value(u"tiles"_s).toArray().size());
    const int figures = int(json.value(u"figures"_s).toArray().size());
    const QList<Player> players = doc.players();
    const int moves = int(doc.turns().size());
    const QString tile = kTiles[random.bounded(int(kTiles.size()))];
    const Cell cell = randomCell(random, 3);
    auto tileCell = [&] {
        return doc.setupGame()->board().tiles()[size_t(random.bounded(tiles))].at;
    };
    const QString port = kPorts[random.bounded(int(kPorts.size()))];
    auto randomPlayer = [&] { return players.at(random.bounded(int(players.size()))); };
    QString kind;
    bool taken = false;
    switch (random.bounded(16)) {
    case 0:
    case 1:
        kind = u"place tile"_s;
        taken = doc.placeTile(tile, cell, random.bounded(4));
        break;
    case 2:
        if (tiles == 0) return false;
        kind = u"relocate tile"_s;
        taken = doc.relocateTile(random.bounded(tiles), cell);
        break;
    case 3:
        if (tiles == 0) return false;
        kind = u"turn tile"_s;
        taken = doc.turnTile(random.bounded(tiles), random.bounded(2) ? 1 : -1);
        break;
    case 4:
        if (tiles == 0) return false;
        kind = u"remove tile"_s;
        taken = doc.removeTiles({random.bounded(tiles)});
        break;
    case 5:
        if (tiles == 0 || players.isEmpty()) return false;
        kind = u"put figure"_s;
        taken = doc.putFigure(FigureType::Meeple, randomPlayer().id, tileCell(), port);
        break;
    case 6:
        if (figures == 0 || tiles == 0) return false;
        kind = u"relocate figure"_s;
        taken = doc.relocateFigure(random.bounded(figures), tileCell(), port);
        break;
    case 7:
        if (figures == 0) return false;
        kind = u"remove figure"_s;
        taken = doc.removeFigures({random.bounded(figures)});
        break;
    case 8: {
        kind = u"add player"_s;
        Player p;
        p.id = u"p%1"_s.arg(random.bounded(1000));
        p.name = p.id;
        taken = doc.addPlayer(p);
        break;
    }
    case 9: {
        if (players.isEmpty()) return false;
        kind = u"set player"_s;
        const int index = random.bounded(int(players.size()));
        Player p = players.at(index);
        p.startScore = random.bounded(-50, 50);
        taken = doc.setPlayer(index, p);
        break;
    }
    case 10:
        if (players.size() <= 1) return false;
        kind = u"remove player"_s;
        taken = doc.removePlayer(random.bounded(int(players.size())));
        break;
    case 11:
        kind = u"rule option"_s;
        taken = doc.setRuleOption(kOptions[random.bounded(int(kOptions.size()))],
                                  random.bounded(2) ? u"per-city"_s : u"2"_s);
        break;
    case 12: {
        if (players.isEmpty()) return false;
        if (moves > 0 && random.bounded(2)) {
            kind = u"remove turn"_s;
            taken = doc.removeTurn(random.bounded(moves));
            break;
        }
        // A turn must replay, so it goes where the tile fits after the turns so far.
        kind = u"record turn"_s;
        const Game *game = doc.game();
        const TileType *type = game->catalogue().find(tile);
        const QList<Placement> fits =
            type ? game->board().legalPlacements(*type) : QList<Placement>();
        if (fits.isEmpty()) return false;
        const Placement spot = fits.at(random.bounded(int(fits.size())));
        Move turn;
        turn.player = randomPlayer().id;
        turn.tile = tile;
        turn.at = spot.at;
        turn.rot = spot.rot;
        taken = doc.recordTurn(turn);
        break;
    }
    case 14: {
        if (moves == 0 || players.isEmpty()) return false;
        const int index = random.bounded(moves);
        Move turn = doc.turns().at(index);
        turn.player = randomPlayer().id; // another player's turn replays the same board
        kind = u"edit turn"_s;
        taken = doc.editTurn(index, turn);
        break;
    }
    case 15: {
        kind = u"rule sets"_s;
        static const QStringList editions{u"C1"_s, u"C2"_s, u"C3"_s};
        QStringList sets{u"base"_s};
        if (random.bounded(2)) sets << u"hills-sheep"_s;
        taken = doc.setRuleSets(sets, editions[random.bounded(3)]);
        break;
    }
    default: {
        kind = u"puzzle"_s;
        Puzzle puzzle;
        puzzle.question.en = u"Who wins?"_s;
        PuzzleAnswer answer;
        answer.text.en = u"n%1"_s.arg(random.bounded(9));
        puzzle.answer = answer;
        taken = doc.setPuzzle(puzzle);
        break;
    }
    }
    kinds->append(kind);
    return taken;
}

void TestEditorUndoProperty::randomEditsUndoAndRedo_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QString>("board");
    QTest::newRow("welcome") << 20261201u
                             << QString::fromUtf8(MEEPLELAB_EXAMPLES "/welcome.meeple");
    QTest::newRow("hills and sheep")
        << 1307u << QString::fromUtf8(MEEPLELAB_EXAMPLES "/hs-shepherd-2.meeple");
}

void TestEditorUndoProperty::randomEditsUndoAndRedo()
{
    QFETCH(quint32, seed);
    QFETCH(QString, board);
    bool fromEnv = false;
    const quint32 envSeed = qEnvironmentVariable("ML_UNDO_SEED").toUInt(&fromEnv);
    if (fromEnv) seed = envSeed;
    QRandomGenerator random(seed);

    BoardDocument doc;
    FileError error;
    QVERIFY2(doc.loadFile(board, &error), qPrintable(error.reason));
    QUndoStack *stack = doc.undoStack();
    const QByteArray loaded = doc.serialize();
    // states[i] is the board at undo index i.
    QList<QByteArray> states{loaded};
    QStringList kinds;
    QSet<QString> kindsTaken;
    int taken = 0;
    for (int step = 0; step < 1000; ++step) {
        const QString context = u"seed %1, step %2, after %3"_s.arg(seed).arg(step).arg(
            kinds.mid(qMax(0, int(kinds.size()) - 5)).join(u", "_s));
        const int roll = random.bounded(10);
        if (roll == 0 && stack->canUndo()) {
            const int back = random.bounded(1, stack->index() + 1);
            for (int i = 0; i < back; ++i)
                stack->undo();
        } else if (roll == 1 && stack->canRedo()) {
            const int forward = random.bounded(1, stack->count() - stack->index() + 1);
            for (int i = 0; i < forward; ++i)
                stack->redo();
        } else {
            const int before = stack->index();
            if (randomEdit(doc, random, &kinds)) {
                ++taken;
                kindsTaken.insert(kinds.last());
                if (stack->index() == before && kinds.last() == u"set player"_s) {
                    // Typing on in the same player field merges into the last step.
                    states[before] = doc.serialize();
                    states.resize(before + 1);
                } else {
                    QVERIFY2(stack->index() == before + 1, qPrintable(context));
                    states.resize(before + 1); // a new edit drops what could be redone
                    states.append(doc.serialize());
                }
            } else {
                QVERIFY2(stack->index() == before, qPrintable(context)); // refused: nothing pushed
            }
        }
        QCOMPARE(states.size(), stack->count() + 1);
        QVERIFY2(doc.serialize() == states[stack->index()], qPrintable(context));
    }
    // Every kind of edit was really made, and most edits were taken.
    QVERIFY2(kindsTaken.size() == 16, qPrintable(QStringList(kindsTaken.values()).join(u", "_s)));
    QVERIFY(taken > 300);
    qInfo().noquote() << "edits taken:" << taken
                      << "kinds:" << QStringList(kindsTaken.values()).join(u", "_s);

    const QByteArray end = states.last();
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(doc.serialize(), end);
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(doc.serialize(), loaded);
    QVERIFY(!doc.isModified());
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(doc.serialize(), end);
}

QTEST_MAIN(TestEditorUndoProperty)
#include "tst_editor_undoproperty.moc"
