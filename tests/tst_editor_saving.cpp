// SPDX-License-Identifier: GPL-3.0-or-later
// Saving never loses work: a write that does not take every byte, as on a
// nearly full disk, must not replace the file on disk, must leave the board modified and must
// say why.
#include "boarddocument.h"
#include "picturefiles.h"
#include "savewrite.h"

#include <QSaveFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

namespace
{
// A QSaveFile on a disk that fills up: each write takes at most `room` bytes and then none,
// and reports the smaller count (not -1), as write(2) does when space runs out.
class FullDiskSaveFile : public QSaveFile
{
public:
    FullDiskSaveFile(const QString &name, qint64 room) : QSaveFile(name), m_room(room) {}

protected:
    qint64 writeData(const char *data, qint64 len) override
    {
        const qint64 taken = qMin(len, m_room);
        m_room -= taken;
        return taken == 0 ? 0 : QSaveFile::writeData(data, taken);
    }

private:
    qint64 m_room;
};

} // namespace

class TestEditorSaving : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shortWriteKeepsTheFileAndTheChanges_data();
    void shortWriteKeepsTheFileAndTheChanges();
    void fullWriteSaves();
    void writeAndCommitChecksTheCount();
};

void TestEditorSaving::shortWriteKeepsTheFileAndTheChanges_data()
{
    QTest::addColumn<qint64>("room");
    QTest::newRow("nothing fits") << qint64(0);
    QTest::newRow("half fits") << qint64(200);
}

void TestEditorSaving::shortWriteKeepsTheFileAndTheChanges()
{
    QFETCH(qint64, room);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("board.meeple"));
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    const QByteArray original = mltest::fileBytes(path);
    QVERIFY(!original.isEmpty());

    QVERIFY(doc.placeTile(QStringLiteral("L"), {10, 10}, 1));
    QVERIFY(doc.isModified());
    QVERIFY(doc.serialize().size() > room); // the write really is short

    FullDiskSaveFile full(path, room);
    error.clear();
    QVERIFY(!doc.saveTo(full, &error));
    QCOMPARE(mltest::fileBytes(path), original); // byte for byte
    QVERIFY(doc.isModified());
    QVERIFY2(error.contains(QString::number(doc.serialize().size())), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("disk")), qPrintable(error));
    // No temporary file is left beside the board either.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("board.meeple")});
}

void TestEditorSaving::fullWriteSaves()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("board.meeple"));
    BoardDocument doc;
    doc.newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(doc.placeTile(QStringLiteral("L"), {10, 10}, 1));
    // Room for exactly the whole file: not short, so it is written.
    FullDiskSaveFile exact(path, doc.serialize().size());
    QString error;
    QVERIFY2(doc.saveTo(exact, &error), qPrintable(error));
    QCOMPARE(mltest::fileBytes(path), doc.serialize());
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.fileName(), path);
}

void TestEditorSaving::writeAndCommitChecksTheCount()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("data.bin"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old contents");
    }
    FullDiskSaveFile shortFile(path, 3);
    QString error;
    QVERIFY(!writeAndCommit(shortFile, QByteArray(100, 'x'), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(mltest::fileBytes(path), QByteArray("old contents"));

    QSaveFile whole(path);
    QVERIFY(writeAndCommit(whole, QByteArray(100, 'x'), &error));
    QCOMPARE(mltest::fileBytes(path), QByteArray(100, 'x'));
}

QTEST_GUILESS_MAIN(TestEditorSaving)
#include "tst_editor_saving.moc"
