// SPDX-License-Identifier: GPL-3.0-or-later
// A board file's fingerprint (boardfingerprint.h), which names a puzzle in the solver's stored
// progress: the same for the same board however it was written, another when the board changes,
// and the same as the key earlier versions stored.
#include "boardfile.h"
#include "boardfilewriter.h"
#include "boardfingerprint.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

const char *const SmallBoard = R"({"format": "meeplelab-board", "version": 1,
 "players": [{"id": "red"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}, {"tile": "E", "at": [0, -1], "rot": 180}]})";

BoardFile parsed(const QByteArray &text)
{
    FileError error;
    auto file = BoardFile::parse(text, &error);
    if (!file) qFatal("cannot parse: %s", qPrintable(error.reason));
    return *file;
}

} // namespace

class TestBoardFingerprint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theSameBoardWrittenTwiceKeepsIt()
    {
        QFile f(mltest::examplesDir() + u"/welcome.meeple"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const BoardFile original = parsed(f.readAll());
        const BoardFile first = parsed(original.serialize());
        const BoardFile second = parsed(first.serialize());
        QCOMPARE(boardFingerprint(first), boardFingerprint(original));
        QCOMPARE(boardFingerprint(second), boardFingerprint(first));
        // Written on one line by the packer's style: the layout does not count either.
        const BoardFile compact = parsed(writeBoardJson(original.json(), {}, JsonStyle::Compact));
        QCOMPARE(boardFingerprint(compact), boardFingerprint(original));
    }

    void theKeyOrderDoesNotCount()
    {
        const BoardFile reordered = parsed(R"({"tiles": [{"rot": 0, "at": [0, 0], "tile": "D"},
 {"at": [0, -1], "tile": "E", "rot": 180}], "players": [{"id": "red"}], "version": 1,
 "format": "meeplelab-board"})");
        QCOMPARE(boardFingerprint(reordered), boardFingerprint(parsed(SmallBoard)));
    }

    void movingATileChangesIt()
    {
        const BoardFile board = parsed(SmallBoard);
        QJsonObject json = board.json();
        QJsonArray tiles = json.value(u"tiles"_s).toArray();
        QJsonObject tile = tiles.at(1).toObject();
        tile.insert(u"at"_s, cellEntry(Cell{0, 1}));
        tiles.replace(1, tile);
        json.insert(u"tiles"_s, tiles);
        BoardFile moved = board;
        FileError error;
        QVERIFY2(moved.setJson(json, &error), qPrintable(error.reason));
        QVERIFY(boardFingerprint(moved) != boardFingerprint(board));
    }

    void itIsTheKeyEarlierVersionsStored()
    {
        // The SHA-256 of the board's JSON with sorted keys and no spacing, as the puzzle
        // progress of earlier versions was keyed: a change here makes solved puzzles untried.
        QCOMPARE(boardFingerprint(parsed(SmallBoard)),
                 u"f196d8abc53366498527c51aaca63bbdb689bb3a917e41c7f83a997bcddfa9f2"_s);
    }
};

QTEST_GUILESS_MAIN(TestBoardFingerprint)
#include "tst_boardfingerprint.moc"
