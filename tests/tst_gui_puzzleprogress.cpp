// SPDX-License-Identifier: GPL-3.0-or-later
// The solver's progress store and the collections the library reads,
// without a window: progress is keyed by the puzzle's content, so it survives a move or a
// rename and starts afresh for a changed puzzle; solved beats revealed; a collection lists its
// puzzles in collection.json's order under its title, and a broken collection.json or folder
// is named, never hides the puzzles. (Named tst_gui_ only to link the program's library.)
#include "boardfile.h"
#include "guiwindow.h"
#include "puzzlecollectionhistory.h"
#include "puzzlelibrary.h"
#include "puzzleprogress.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QString collectionDir()
{
    return mltest::dataDir() + u"/collection"_s;
}

QByteArray readBytes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

BoardFile parsed(const QByteArray &bytes)
{
    FileError error;
    std::optional<BoardFile> file = BoardFile::parse(bytes, &error);
    if (!file) qFatal("%s", qPrintable(error.toString(u"board"_s)));
    return *file;
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestGuiPuzzleProgress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void init() { QSettings().clear(); }
    void keyFollowsTheContentNotTheText();
    void solvedBeatsRevealed();
    void forgetAndEmptyKeys();
    void readsACollectionInItsOrder();
    void progressSurvivesAMoveAndARename();
    void brokenCollectionStillListsThePuzzles();
    void missingFolderIsNamed();
    void remembersRecentFolders();
    void bundledLibraryIsACollection();
};

void TestGuiPuzzleProgress::keyFollowsTheContentNotTheText()
{
    const QByteArray bytes = readBytes(collectionDir() + u"/a-tiny-city.meeple"_s);
    const QString key = PuzzleProgress::keyOf(parsed(bytes));
    QCOMPARE(key.size(), 64); // SHA-256, in hex
    // The same board written without spaces and with its keys in another order (a JSON object
    // of Qt sorts them) is the same puzzle.
    const QByteArray compact = QJsonDocument::fromJson(bytes).toJson(QJsonDocument::Compact);
    QVERIFY(compact != bytes);
    QCOMPARE(PuzzleProgress::keyOf(parsed(compact)), key);
    // Another answer is another puzzle.
    QJsonObject root = QJsonDocument::fromJson(bytes).object();
    QJsonObject puzzle = root.value(u"puzzle").toObject();
    QJsonObject answer = puzzle.value(u"answer").toObject();
    answer[u"points"_s] = QJsonObject{{u"red"_s, 5}, {u"blue"_s, 0}};
    puzzle[u"answer"_s] = answer;
    root[u"puzzle"_s] = puzzle;
    QVERIFY(PuzzleProgress::keyOf(parsed(QJsonDocument(root).toJson())) != key);
}

void TestGuiPuzzleProgress::solvedBeatsRevealed()
{
    const QString a = u"aa"_s;
    const QString b = u"bb"_s;
    QCOMPARE(PuzzleProgress::state(a), PuzzleState::NotTried);
    PuzzleProgress::recordRevealed(a);
    QCOMPARE(PuzzleProgress::state(a), PuzzleState::Revealed);
    // Solved afresh later: solved.
    PuzzleProgress::recordSolved(a);
    QCOMPARE(PuzzleProgress::state(a), PuzzleState::Solved);
    // Looking at the answer of a solved puzzle keeps it solved.
    PuzzleProgress::recordRevealed(a);
    QCOMPARE(PuzzleProgress::state(a), PuzzleState::Solved);
    QCOMPARE(PuzzleProgress::state(b), PuzzleState::NotTried);
    // Kept in the settings, as the next session reads them.
    QSettings().sync();
    QCOMPARE(QSettings().value(u"puzzleProgress/aa"_s).toString(), u"solved"_s);
}

void TestGuiPuzzleProgress::forgetAndEmptyKeys()
{
    PuzzleProgress::recordSolved(u"aa"_s);
    PuzzleProgress::recordRevealed(u"bb"_s);
    PuzzleProgress::recordSolved(u"cc"_s);
    PuzzleProgress::forget({u"aa"_s, u"bb"_s, QString()});
    QCOMPARE(PuzzleProgress::state(u"aa"_s), PuzzleState::NotTried);
    QCOMPARE(PuzzleProgress::state(u"bb"_s), PuzzleState::NotTried);
    QCOMPARE(PuzzleProgress::state(u"cc"_s), PuzzleState::Solved);
    // A board without a key (none open) records nothing.
    PuzzleProgress::recordSolved(QString());
    QCOMPARE(PuzzleProgress::state(QString()), PuzzleState::NotTried);
    QVERIFY(!QSettings().contains(u"puzzleProgress/"_s));
}

void TestGuiPuzzleProgress::readsACollectionInItsOrder()
{
    const PuzzleLibrary collection(collectionDir());
    QVERIFY2(collection.problems().isEmpty(), qPrintable(collection.problems().join(u'\n')));
    QCOMPARE(collection.titleIn(u"en"_s), u"Test hills"_s);
    QCOMPARE(collection.titleIn(u"nl"_s), u"Testheuvels"_s);
    // collection.json's order first, then the rest by name.
    QStringList names;
    for (const PuzzleLibrary::Entry &e : collection.entries())
        names << e.fileName;
    QCOMPARE(names,
             (QStringList{u"b-hill-tie.meeple"_s, u"a-tiny-city.meeple"_s, u"c-free.meeple"_s}));
    QCOMPARE(collection.entries()[0].kind, PuzzleKind::TurnScores);
    QCOMPARE(collection.indexOf(collectionDir() + u"/a-tiny-city.meeple"_s), 1);
    QCOMPARE(collection.indexOf(collectionDir() + u"/collection.json"_s), -1);
    QCOMPARE(collection.entries()[1].key,
             PuzzleProgress::keyOf(parsed(readBytes(collection.entries()[1].path))));
}

void TestGuiPuzzleProgress::progressSurvivesAMoveAndARename()
{
    const PuzzleLibrary original(collectionDir());
    PuzzleProgress::recordSolved(original.entries()[1].key);
    // A copy elsewhere, its files renamed and re-spaced, without collection.json.
    QTemporaryDir moved;
    QVERIFY(moved.isValid());
    for (const PuzzleLibrary::Entry &e : original.entries())
        writeBytes(moved.filePath(u"renamed-"_s + e.fileName),
                   QJsonDocument::fromJson(readBytes(e.path)).toJson(QJsonDocument::Compact));
    const PuzzleLibrary copy(moved.path());
    QCOMPARE(copy.entries().size(), 3);
    QCOMPARE(copy.entries()[0].fileName, u"renamed-a-tiny-city.meeple"_s); // by name now
    QCOMPARE(PuzzleProgress::state(copy.entries()[0].key), PuzzleState::Solved);
    QCOMPARE(PuzzleProgress::state(copy.entries()[1].key), PuzzleState::NotTried);
    // Without a title the folder's name stands for it.
    QCOMPARE(copy.titleIn(u"en"_s), QFileInfo(moved.path()).fileName());
}

void TestGuiPuzzleProgress::brokenCollectionStillListsThePuzzles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const QString &name : {u"a-tiny-city.meeple"_s, u"b-hill-tie.meeple"_s})
        QVERIFY(QFile::copy(collectionDir() + u'/' + name, dir.filePath(name)));
    writeBytes(dir.filePath(u"collection.json"_s),
               R"({"title": {"en": "Broken"}, "order": ["b-hill-tie.meeple", "gone.meeple"]})");
    writeBytes(dir.filePath(u"z-not-json.meeple"_s), "{ not json");
    const PuzzleLibrary collection(dir.path());
    QCOMPARE(collection.entries().size(), 2);
    QCOMPARE(collection.entries()[0].fileName, u"a-tiny-city.meeple"_s); // by name
    QCOMPARE(collection.problems().size(), 2);
    QVERIFY2(collection.problems()[0].contains(u"collection.json"_s) &&
                 collection.problems()[0].contains(u"order[1]"_s) &&
                 collection.problems()[0].contains(u"gone.meeple"_s),
             qPrintable(collection.problems()[0]));
    QVERIFY2(collection.problems()[1].contains(u"z-not-json.meeple"_s),
             qPrintable(collection.problems()[1]));
}

void TestGuiPuzzleProgress::missingFolderIsNamed()
{
    const QString gone = mltest::dataDir() + u"/no-such-collection"_s;
    const PuzzleLibrary collection(gone);
    QVERIFY(collection.entries().isEmpty());
    QCOMPARE(collection.problems().size(), 1);
    QVERIFY2(collection.problems()[0].contains(u"no-such-collection"_s),
             qPrintable(collection.problems()[0]));
}

void TestGuiPuzzleProgress::remembersRecentFolders()
{
    QCOMPARE(PuzzleCollectionHistory::lastCollection(), PuzzleLibrary::defaultDirectory());
    QTemporaryDir one;
    QTemporaryDir two;
    PuzzleCollectionHistory::remember(one.path());
    PuzzleCollectionHistory::remember(two.path());
    PuzzleCollectionHistory::remember(one.path());
    QCOMPARE(PuzzleCollectionHistory::recentFolders(), (QStringList{one.path(), two.path()}));
    QCOMPARE(PuzzleCollectionHistory::lastCollection(), one.path());
    // The bundled one is the last shown, and not a recent folder.
    PuzzleCollectionHistory::remember(PuzzleLibrary::defaultDirectory());
    QCOMPARE(PuzzleCollectionHistory::lastCollection(), PuzzleLibrary::defaultDirectory());
    QCOMPARE(PuzzleCollectionHistory::recentFolders().size(), 2);
    // A folder that is gone is not offered.
    const QString twoPath = two.path();
    two.remove();
    QCOMPARE(PuzzleCollectionHistory::recentFolders(), QStringList{one.path()});
    PuzzleCollectionHistory::remember(twoPath);
    QCOMPARE(PuzzleCollectionHistory::lastCollection(), PuzzleLibrary::defaultDirectory());
}

void TestGuiPuzzleProgress::bundledLibraryIsACollection()
{
    const QString sources = QDir::cleanPath(mltest::examplesDir() + u"/../puzzles"_s);
    const QJsonObject index =
        QJsonDocument::fromJson(readBytes(sources + u"/collection.json"_s)).object();
    const PuzzleLibrary bundled;
    QVERIFY2(bundled.problems().isEmpty(), qPrintable(bundled.problems().join(u'\n')));
    QCOMPARE(bundled.titleIn(u"en"_s), index.value(u"title").toObject().value(u"en").toString());
    QCOMPARE(bundled.titleIn(u"nl"_s), index.value(u"title").toObject().value(u"nl").toString());
    // Every board file of the folder is bundled, in the collection's order.
    const PuzzleLibrary fromSources(sources);
    QCOMPARE(bundled.entries().size(), QDir(sources).entryList({u"*.meeple"_s}).size());
    for (qsizetype i = 0; i < bundled.entries().size(); ++i)
        QCOMPARE(bundled.entries()[i].fileName, fromSources.entries()[i].fileName);
    const QJsonArray order = index.value(u"order").toArray();
    for (qsizetype i = 0; i < order.size(); ++i)
        QCOMPARE(bundled.entries()[i].fileName, order[i].toString());
}

QTEST_MAIN(TestGuiPuzzleProgress)
#include "tst_gui_puzzleprogress.moc"
