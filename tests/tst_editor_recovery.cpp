// SPDX-License-Identifier: GPL-3.0-or-later
// The file side of autosave: one recovery copy per running program, found
// by the next start only when its program is gone, and removed at a clean close.
#include "boarddocument.h"
#include "recoverystore.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

class TestEditorRecovery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void defaultFolderIsTheApplicationData();
    void copyOfAGoneProgramIsFound();
    void copyOfARunningProgramIsNotOffered();
    void cleanCloseLeavesNothing();
    void aNewCopyReplacesTheOld();
    void unreadableCopyIsRemoved();
    void versionIsChecked();

private:
    static QJsonObject board(int tiles);
    static QStringList filesIn(const QString &folder)
    {
        return QDir(folder).entryList(QDir::Files | QDir::Hidden);
    }
};

void TestEditorRecovery::initTestCase()
{
    // The default folder is asked for below: in test mode it is never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("MeepleLabTests"));
}

QJsonObject TestEditorRecovery::board(int tiles)
{
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QJsonObject json = doc.json();
    QJsonArray all = json.value(QLatin1String("tiles")).toArray();
    for (int i = 1; i < tiles; ++i)
        all.append(QJsonObject{{QStringLiteral("tile"), QStringLiteral("L")},
                               {QStringLiteral("at"), QJsonArray{10 + 2 * i, 10}},
                               {QStringLiteral("rot"), 0}});
    json.insert(QStringLiteral("tiles"), all);
    return json;
}

void TestEditorRecovery::defaultFolderIsTheApplicationData()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(!data.isEmpty());
    QCOMPARE(RecoveryStore::defaultFolder(), data + QStringLiteral("/recovery"));
    QCOMPARE(RecoveryStore().folder(), RecoveryStore::defaultFolder());
}

void TestEditorRecovery::copyOfAGoneProgramIsFound()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    QString copy;
    {
        RecoveryStore crashed(dir.path());
        QVERIFY2(crashed.write(board(3), QStringLiteral("/boards/mine.meeple"), &error),
                 qPrintable(error));
        copy = crashed.copyPath();
        QVERIFY(QFileInfo::exists(copy));
        // Gone without remove(): the copy stays, as after a crash. (A lock left by a killed
        // process is tried in tst_gui_recovery.)
    }
    QVERIFY(QFileInfo::exists(copy));

    RecoveryStore next(dir.path());
    const QList<RecoveredBoard> found = next.leftBehind();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0].copyPath, copy);
    QCOMPARE(found[0].boardFile, QStringLiteral("/boards/mine.meeple"));
    QCOMPARE(found[0].board, board(3));
    QVERIFY(found[0].savedAt.isValid());
    QVERIFY(qAbs(found[0].savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    // The board loads as it was.
    BoardDocument doc;
    FileError loadError;
    QVERIFY2(
        doc.loadRecovered(QJsonDocument(found[0].board).toJson(), found[0].boardFile, &loadError),
        qPrintable(loadError.reason));
    QVERIFY(doc.isModified());
    QCOMPARE(doc.fileName(), QStringLiteral("/boards/mine.meeple"));
    QCOMPARE(doc.tiles().size(), 3);

    QVERIFY(RecoveryStore::discard(found[0]));
    QVERIFY(next.leftBehind().isEmpty());
}

void TestEditorRecovery::copyOfARunningProgramIsNotOffered()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RecoveryStore running(dir.path());
    QString error;
    QVERIFY2(running.write(board(2), QString(), &error), qPrintable(error));
    // Another program started beside it: the copy is the running one's, not to be offered.
    RecoveryStore other(dir.path());
    QVERIFY(other.leftBehind().isEmpty());
    QVERIFY(running.leftBehind().isEmpty()); // nor its own
    QVERIFY(QFileInfo::exists(running.copyPath()));
}

void TestEditorRecovery::cleanCloseLeavesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RecoveryStore store(dir.path());
    QString error;
    QVERIFY2(store.write(board(2), QString(), &error), qPrintable(error));
    QCOMPARE(filesIn(store.folder()).size(), 2); // the copy and its lock
    store.remove();
    QVERIFY(filesIn(store.folder()).isEmpty());
    QVERIFY(RecoveryStore(dir.path()).leftBehind().isEmpty());
    // The next change writes again.
    QVERIFY2(store.write(board(4), QString(), &error), qPrintable(error));
    QVERIFY(QFileInfo::exists(store.copyPath()));
}

void TestEditorRecovery::aNewCopyReplacesTheOld()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString copy;
    {
        RecoveryStore store(dir.path());
        QString error;
        QVERIFY(store.write(board(2), QString(), &error));
        QVERIFY(store.write(board(5), QStringLiteral("/b.meeple"), &error));
        copy = store.copyPath();
    }
    const QList<RecoveredBoard> found = RecoveryStore(dir.path()).leftBehind();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0].board, board(5));
    QCOMPARE(found[0].boardFile, QStringLiteral("/b.meeple"));
}

void TestEditorRecovery::unreadableCopyIsRemoved()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bad = dir.filePath(QStringLiteral("broken.recovery"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a recovery copy");
    }
    QVERIFY(RecoveryStore(dir.path()).leftBehind().isEmpty());
    QVERIFY(!QFileInfo::exists(bad));
}

// A copy's version is read before its board is offered: one of a later program is left for
// it, and a version that is no whole number is a broken copy.
void TestEditorRecovery::versionIsChecked()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&dir](const char *name, const QJsonValue &version) {
        const QJsonObject copy{{QStringLiteral("format"), QStringLiteral("meeplelab-recovery")},
                               {QStringLiteral("version"), version},
                               {QStringLiteral("file"), QStringLiteral("/b.meeple")},
                               {QStringLiteral("board"), board(2)}};
        QFile f(dir.filePath(QLatin1String(name)));
        if (f.open(QIODevice::WriteOnly)) f.write(QJsonDocument(copy).toJson());
        return f.fileName();
    };
    const QString later = write("later.recovery", 3);
    const QStringList broken = {write("half.recovery", 1.5),
                                write("text.recovery", QStringLiteral("1")),
                                write("huge.recovery", 1e300), write("none.recovery", {})};
    QVERIFY(RecoveryStore(dir.path()).leftBehind().isEmpty());
    QVERIFY(QFileInfo::exists(later));
    for (const QString &file : broken)
        QVERIFY2(!QFileInfo::exists(file), qPrintable(file));
    write("mine.recovery", 1);
    QCOMPARE(RecoveryStore(dir.path()).leftBehind().size(), 1);
}

QTEST_GUILESS_MAIN(TestEditorRecovery)
#include "tst_editor_recovery.moc"
