// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's commands that read a board only for its end (score, validate, legal,
// describe, render) read it with BoardReading::EndOnly: the moves go from the text straight
// into their packed list, never standing as a JSON document, so a million moves fit in a few
// hundred MB. That reading must read what the whole reading reads: the same refusal in the same
// words, or the same moves, warnings, end and document. It may keep the moves out of the
// document only when it can be sure of that: the keys that say what a move means (format,
// version, rules, tileDefinitions, players) before "moves" in the text and not again after
// it, and every move read without an error. Checked on every board of the project, texts
// written to hit each of those cases, and thousands of reshuffled and damaged boards.
#include "boardfile.h"
#include "boardfilejson.h"
#include "boardfiletextcheck.h"
#include "picturefiles.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <random>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QStringList projectBoards()
{
    QStringList files;
    for (const QString &root : {QDir(mltest::dataDir() + u"/.."_s).absolutePath(),
                                QDir(mltest::examplesDir() + u"/.."_s).absolutePath()}) {
        QDirIterator it(root, {u"*.meeple"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    return files;
}

// A board of two players and a start tile, its root keys in the order given: each piece is
// `"key": value`.
QByteArray boardOf(const QList<QByteArray> &pieces)
{
    return "{" + pieces.join(", ") + "}";
}

const QByteArray kFormat = R"("format": "meeplelab-board")";
const QByteArray kVersion = R"("version": 1)";
const QByteArray kRules = R"("rules": {"sets": ["base"], "edition": "C3"})";
const QByteArray kPlayers = R"("players": [{"id": "red"}, {"id": "blue"}])";
const QByteArray kTiles = R"("tiles": [{"tile": "U", "at": [0, 0], "rot": 0}])";
const QByteArray kMoves =
    R"("moves": [{"player": "red", "tile": "U", "at": [1, 0], "rot": 0},)"
    R"( {"player": "blue", "tile": "U", "at": [2, 0], "rot": 0, "figure": {"on": "E"}}])";

// The scores a whole build of the board gives, as text (empty when it does not replay).
QString scoresOf(const BoardFile &board)
{
    const Timeline timeline = Timeline::build(board);
    if (!timeline.replays())
        return u"no replay: "_s + timeline.problems().constFirst().toString({});
    QStringList out;
    const QMap<QString, int> scores = timeline.scores();
    for (auto it = scores.begin(); it != scores.end(); ++it)
        out << it.key() + u' ' + QString::number(it.value());
    return out.join(u", "_s);
}

// A board's root members written out in a random order, some of them twice, some of its moves
// damaged: the cases where the end-only reading must step back to the whole one.
class Reshuffler
{
public:
    explicit Reshuffler(unsigned seed) : m_random(seed) {}

    QByteArray next(const QJsonObject &root)
    {
        QList<QByteArray> pieces;
        for (auto it = root.begin(); it != root.end(); ++it) {
            QJsonValue value = it.value();
            if (it.key() == u"moves" && value.isArray() && chance(3))
                value = damaged(value.toArray());
            pieces << member(it.key(), value);
            if (chance(12)) pieces << member(it.key(), value); // written twice
        }
        std::shuffle(pieces.begin(), pieces.end(), m_random);
        if (chance(10)) pieces << R"("x-later": {"a": [1, 2]})";
        return boardOf(pieces);
    }

private:
    bool chance(int oneIn)
    {
        return std::uniform_int_distribution<int>(0, oneIn - 1)(m_random) == 0;
    }
    static QByteArray member(const QString &key, const QJsonValue &value)
    {
        const QByteArray text =
            value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
            : value.isArray()
                ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                : QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        return "\"" + key.toUtf8() + "\": " + text;
    }
    QJsonArray damaged(QJsonArray moves)
    {
        if (moves.isEmpty()) return moves;
        const auto i = std::uniform_int_distribution<qsizetype>(0, moves.size() - 1)(m_random);
        QJsonObject move = moves[i].toObject();
        switch (std::uniform_int_distribution<int>(0, 5)(m_random)) {
        case 0:
            move.insert(u"tile", u"no-such-tile"_s);
            break;
        case 1:
            move.insert(u"player", u"nobody"_s);
            break;
        case 2:
            move.remove(u"at");
            break;
        case 3:
            move.insert(u"abbot", u"return"_s);
            break;
        case 4:
            moves[i] = 7;
            return moves;
        default:
            move.insert(u"x-note", u"kept"_s);
            break;
        }
        moves[i] = move;
        return moves;
    }
    std::mt19937 m_random;
};

} // namespace

class TestEndOnly : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void projectBoardsReadTheSame();
    void cases_data();
    void cases();
    void reshuffledBoardsReadTheSame();
};

void TestEndOnly::projectBoardsReadTheSame()
{
    int outside = 0, withMoves = 0;
    const QStringList files = projectBoards();
    QVERIFY2(files.size() > 150, qPrintable(QString::number(files.size())));
    for (const QString &path : files) {
        const QByteArray text = mltest::fileBytes(path);
        bool movesOutside = false;
        const QString why = detail::endOnlyDifference(text, &movesOutside);
        QVERIFY2(why.isEmpty(), qPrintable(path + u": "_s + why));
        if (!movesOutside) continue;
        ++outside;
        // And the game it replays to is the same.
        FileError error;
        const auto whole = BoardFile::parse(text, &error);
        const auto end = BoardFile::parse(text, &error, BoardReading::EndOnly);
        QVERIFY(whole && end && end->movesOutsideJson());
        withMoves += whole->moves().isEmpty() ? 0 : 1;
        QCOMPARE(scoresOf(*end), scoresOf(*whole));
    }
    // Most of the project's boards write their moves after the set-up: they are read the short
    // way, the others the whole way.
    QVERIFY2(withMoves > 50, qPrintable(u"%1 of %2"_s.arg(withMoves).arg(outside)));
}

void TestEndOnly::cases_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("outside"); // whether the moves may stay out of the document
    QTest::addColumn<bool>("reads");
    const QByteArray unknownTile = R"("moves": [{"player": "red", "tile": "ZZ", "at": [1, 0]}])";
    QTest::newRow("set-up first") << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves})
                                  << true << true;
    QTest::newRow("tiles after the moves")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kMoves, kTiles}) << true << true;
    QTest::newRow("players after the moves")
        << boardOf({kFormat, kVersion, kRules, kMoves, kPlayers, kTiles}) << false << true;
    QTest::newRow("rules after the moves")
        << boardOf({kFormat, kVersion, kPlayers, kTiles, kMoves, kRules}) << false << true;
    QTest::newRow("version after the moves")
        << boardOf({kFormat, kRules, kPlayers, kTiles, kMoves, kVersion}) << false << true;
    QTest::newRow("players twice, the second after the moves")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves,
                    R"("players": [{"id": "blue"}, {"id": "red"}])"})
        << false << true;
    QTest::newRow("moves twice") << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves,
                                             R"("moves": [])"})
                                 << false << true;
    QTest::newRow("moves written twice, an empty list first")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, R"("moves": [])", kMoves}) << false
        << true;
    QTest::newRow("an unknown key after the moves")
        << boardOf(
               {kFormat, kVersion, kRules, kPlayers, kTiles, kMoves, R"("x-note": [1, {"a": 2}])"})
        << true << true;
    QTest::newRow("a move's tile unknown")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, unknownTile}) << false << false;
    QTest::newRow("a move's error and an earlier tiles error")
        << boardOf({kFormat, kVersion, kRules, kPlayers, R"("tiles": 3)", unknownTile}) << false
        << false;
    QTest::newRow("a tiles error after good moves")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kMoves, R"("tiles": 3)"}) << false
        << false;
    QTest::newRow("good moves, then broken JSON")
        << QByteArray(boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves}).chopped(1) +
                      ", \"end\": tru}")
        << false << false;
    QTest::newRow("a move that is no object")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, R"("moves": [3])"}) << false
        << false;
    QTest::newRow("moves that are no list")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, R"("moves": {"a": 1})"}) << false
        << false;
    QTest::newRow("an abbot move without the set")
        << boardOf(
               {kFormat, kVersion, kRules, kPlayers, kTiles,
                R"("moves": [{"player": "red", "tile": "U", "at": [1, 0], "abbot": "return"}])"})
        << false << false;
    QTest::newRow("a wrong format before the moves")
        << boardOf({R"("format": "other")", kVersion, kRules, kPlayers, kTiles, kMoves}) << false
        << false;
    QTest::newRow("a key twice in a move")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles,
                    R"("moves": [{"player": "blue", "player": "red", "tile": "U", "at": [1, 0]}])"})
        << true << true;
    QTest::newRow("a custom tile defined before the moves")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles,
                    R"("tileDefinitions": [{"id": "x-road", "segments": [)"
                    R"({"kind": "road", "ports": ["E", "W"]},)"
                    R"({"kind": "field", "ports": ["Wn", "Nw", "N", "Ne", "En"]},)"
                    R"({"kind": "field", "ports": ["Es", "Se", "S", "Sw", "Ws"]}]}])",
                    R"("moves": [{"player": "red", "tile": "x-road", "at": [1, 0]}])"})
        << true << true;
    QTest::newRow("annotations after more moves than there are")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves,
                    R"("annotations": [{"kind": "label", "at": [0, 0], "text": "x", "after": 5}])"})
        << false << false;
    // nlohmann's reader refuses it, Qt's reads it: the one pass gives up, and the moves read
    // so far are not used.
    QTest::newRow("a raw control character after the moves (Qt's reader takes over)")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles, kMoves, "\"x-note\": \"a\tb\""})
        << false << true;
    QTest::newRow("no moves at all")
        << boardOf({kFormat, kVersion, kRules, kPlayers, kTiles}) << false << true;
}

void TestEndOnly::cases()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, outside);
    QFETCH(bool, reads);
    bool movesOutside = false;
    const QString why = detail::endOnlyDifference(text, &movesOutside);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(movesOutside, outside);
    FileError error;
    const auto end = BoardFile::parse(text, &error, BoardReading::EndOnly);
    QVERIFY2(end.has_value() == reads, qPrintable(error.toString(u"FILE"_s)));
    if (end && outside) {
        QCOMPARE(end->json().value(u"moves"), QJsonValue(QJsonArray()));
        QVERIFY(!end->moves().isEmpty());
    }
}

void TestEndOnly::reshuffledBoardsReadTheSame()
{
    // Boards with moves, players, rules and a stack or annotations, from the project.
    QList<QJsonObject> roots;
    for (const QString &path : projectBoards()) {
        FileError error;
        const auto board = BoardFile::parse(mltest::fileBytes(path), &error);
        if (board && board->moves().size() >= 2) roots << board->json();
    }
    QVERIFY2(roots.size() > 20, qPrintable(QString::number(roots.size())));
    Reshuffler reshuffle(20261206);
    const int rounds = qEnvironmentVariableIntValue("MEEPLELAB_ENDONLY_ROUNDS") > 0
                           ? qEnvironmentVariableIntValue("MEEPLELAB_ENDONLY_ROUNDS")
                           : 3000;
    int outside = 0, inside = 0, refused = 0;
    for (int i = 0; i < rounds; ++i) {
        const QByteArray text = reshuffle.next(roots[i % roots.size()]);
        bool movesOutside = false;
        const QString why = detail::endOnlyDifference(text, &movesOutside);
        QVERIFY2(why.isEmpty(), qPrintable(why + u"\n"_s + QString::fromUtf8(text)));
        FileError error;
        const bool reads = BoardFile::parse(text, &error).has_value();
        (movesOutside ? outside : reads ? inside : refused)++;
    }
    // Each way was taken often.
    QVERIFY2(outside > rounds / 20 && inside > rounds / 20 && refused > rounds / 20,
             qPrintable(u"%1 %2 %3"_s.arg(outside).arg(inside).arg(refused)));
}

QTEST_GUILESS_MAIN(TestEndOnly)
#include "tst_endonly.moc"
