// SPDX-License-Identifier: GPL-3.0-or-later
// Stable saves (docs/board-format.md, "How Meeple Lab saves a file"): keys in the format's order
// with unknown keys after the known ones of their object in their original order, one space of
// indentation a level; a file saved twice is byte-identical and a bundled file saved unchanged
// keeps its order. Also the warning for a key written twice in one object.
#include "boardfile.h"
#include "boardfilewriter.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// Every object's keys in the order the text has them, with its path: read independently of
// the program's own reader, through nlohmann's order-keeping document.
void keySequences(const nlohmann::ordered_json &j, const QString &path, QStringList *out)
{
    if (j.is_object()) {
        QStringList keys;
        for (auto it = j.begin(); it != j.end(); ++it) {
            keys << QString::fromStdString(it.key());
            keySequences(it.value(), path + u'.' + QString::fromStdString(it.key()), out);
        }
        *out << path + u": "_s + keys.join(u' ');
    } else if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i)
            keySequences(j[i], path + u'[' + QString::number(i) + u']', out);
    }
}

QStringList keySequences(const QByteArray &text)
{
    QStringList out;
    keySequences(nlohmann::ordered_json::parse(text.constData(), text.constData() + text.size()),
                 QString(), &out);
    return out;
}

QByteArray board(const char *rest)
{
    return QByteArray("{\"format\": \"meeplelab-board\", \"version\": 1, ") + rest + "}";
}

} // namespace

class TestBoardSave : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void objectsOfOneShapeWithOtherKeysSaveTheSameTwice()
    {
        // Found by the fuzzer: players whose unknown keys differ, in orders that disagree.
        // The second save used to move a key, since a first-seen list is not a fixpoint.
        FileError error;
        const QByteArray text = board(
            R"("players": [{"id": "red", "b": 1, "c": 2}, {"id": "blue", "a": 0, "c": 1},)"
            R"( {"id": "green", "c": 3, "b": 4, "a": 5}], "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}])");
        const auto file = BoardFile::parse(text, &error);
        QVERIFY2(file, qPrintable(error.reason));
        const QByteArray first = file->serialize();
        const auto again = BoardFile::parse(first, &error);
        QVERIFY2(again, qPrintable(error.reason));
        QCOMPARE(again->serialize(), first);
        // Every player keeps the order of its own keys where the file agreed with itself.
        QVERIFY(first.indexOf("\"b\": 1") < first.indexOf("\"c\": 2"));
    }

    void aByteOrderMarkInsideIsRefused()
    {
        // Qt's reader drops U+FEFF from a key, so "\uFEFFtiles" read as an empty "tiles".
        FileError error;
        const QByteArray text =
            board("\"players\": [{\"id\": \"red\"}], \"\xEF\xBB\xBFtiles\": []");
        QVERIFY(!BoardFile::parse(text, &error));
        QCOMPARE(error.exitCode, 2);
        QVERIFY2(error.reason.contains(u"byte order mark"_s), qPrintable(error.reason));
        QVERIFY(error.where.startsWith(u"line 1"_s));
        // At the very start one is still fine.
        QVERIFY(BoardFile::parse("\xEF\xBB\xBF" +
                                     board("\"players\": [{\"id\": \"red\"}], \"tiles\": "
                                           "[{\"tile\": \"D\", \"at\": [0, 0], \"rot\": 0}]"),
                                 &error));
    }

    void bundledFilesKeepTheirOrder_data()
    {
        QTest::addColumn<QString>("path");
        int count = 0;
        for (const QString &dir : {mltest::examplesDir(), mltest::examplesDir() + u"/../puzzles"_s})
            for (const QFileInfo &f : QDir(dir).entryInfoList({u"*.meeple"_s}, QDir::Files)) {
                QTest::newRow(qPrintable(f.fileName())) << f.absoluteFilePath();
                ++count;
            }
        QVERIFY(count >= 30);
    }

    void bundledFilesKeepTheirOrder()
    {
        QFETCH(QString, path);
        const QByteArray original = mltest::readFile(path);
        FileError error;
        const auto file = BoardFile::parse(original, &error);
        QVERIFY2(file, qPrintable(error.toString(path)));
        const QByteArray saved = file->serialize();
        // The same content, every object's keys in the same order as the bundled file.
        QCOMPARE(QJsonDocument::fromJson(saved).object(), file->json());
        QCOMPARE(keySequences(saved), keySequences(original));
        // Saved again (as the editor does after opening what it saved): the same bytes.
        const auto again = BoardFile::parse(saved, &error);
        QVERIFY(again);
        QCOMPARE(again->serialize(), saved);
    }

    void keysFollowTheFormatThenTheirOriginalOrder()
    {
        // Known keys scrambled, unknown keys among them (zeta before alpha on purpose).
        const QByteArray text = R"({"end": false, "zeta": 1, "tiles": [{"at": [0, 0],
 "decoration": "flowers", "tile": "D", "aura": 2, "rot": 0}], "version": 1, "alpha": true,
 "players": [{"score": 3, "id": "red"}], "format": "meeplelab-board"})";
        FileError error;
        const auto file = BoardFile::parse(text, &error);
        QVERIFY2(file, qPrintable(error.reason));
        const QByteArray saved = file->serialize();
        QCOMPARE(
            keySequences(saved),
            (QStringList{u".players[0]: id score"_s, u".tiles[0]: tile at rot decoration aura"_s,
                         u": format version players tiles end zeta alpha"_s}));
        // One space a level; short values on one line.
        QVERIFY2(saved.startsWith("{\n \"format\": \"meeplelab-board\",\n \"version\": 1,\n"),
                 saved.constData());
        QVERIFY2(saved.contains("\n \"tiles\": [{\"tile\": \"D\", \"at\": [0, 0], \"rot\": 0, "
                                "\"decoration\": \"flowers\", \"aura\": 2}],\n"),
                 saved.constData());
        QVERIFY(saved.endsWith("}\n"));
        QCOMPARE(BoardFile::parse(saved, &error)->serialize(), saved);
    }

    void keysAddedLaterGoAfterTheKnownOnes()
    {
        // Without a loaded order (a new board), unknown keys come alphabetically after.
        const QJsonObject json = QJsonDocument::fromJson(board(R"("x-b": 1, "x-a": 2)")).object();
        QCOMPARE(keySequences(writeBoardJson(json)), QStringList{u": format version x-a x-b"_s});
    }

    void longValuesOpenUp()
    {
        QJsonObject json = QJsonDocument::fromJson(board(R"("players": [{"id": "red"}])")).object();
        const QString longText(150, u'x');
        json.insert(u"title"_s, QJsonObject{{u"nl"_s, longText}, {u"en"_s, longText}});
        const QByteArray saved = writeBoardJson(json);
        // Too long for a line: one key a line, English before Dutch, two spaces in.
        QVERIFY2(
            saved.contains("\"title\": {\n  \"en\": \"" + longText.toLatin1() + "\",\n  \"nl\""),
            saved.constData());
        QVERIFY(saved.contains("\"players\": [{\"id\": \"red\"}]"));
        for (const QByteArray &line : saved.split('\n'))
            QVERIFY2(!line.startsWith('\t'), line.constData());
    }

    void compactStyleHasNoWhitespace()
    {
        const auto file =
            BoardFile::parse(board(R"("players": [{"id": "red", "name": "R d"}])"), nullptr);
        QVERIFY(file);
        QCOMPARE(
            writeBoardJson(file->json(), file->keyOrder(), JsonStyle::Compact),
            QByteArray(
                R"({"format":"meeplelab-board","version":1,"players":[{"id":"red","name":"R d"}]})"));
    }

    void stringsAreEscaped()
    {
        QJsonObject json = QJsonDocument::fromJson(board("")).object();
        json.insert(u"x"_s, u"quote \" slash \\ tab \t nl \n bell \u0007 ü"_s);
        const QByteArray saved = writeBoardJson(json);
        // Expected text: "x": "quote \" slash \\ tab \t nl \n bell \u0007 ü"
        QVERIFY2(
            saved.contains("\"x\": \"quote \\\" slash \\\\ tab \\t nl \\n bell \\u0007 \xc3\xbc\""),
            saved.constData());
        QCOMPARE(QJsonDocument::fromJson(saved).object(), json);
    }

    void duplicateKeysAreReported()
    {
        const QByteArray text = board(R"("players": [{"id": "red", "id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0]}, {"tile": "E", "at": [9, 9], "at": [0, -1], "rot": 180}],
 "end": false, "end": false)");
        FileError error;
        const auto file = BoardFile::parse(text, &error);
        QVERIFY2(file, qPrintable(error.reason)); // a warning, not a refusal
        QCOMPARE(file->warnings().size(), 3);
        const FileError &player = file->warnings()[0];
        QCOMPARE(player.code, FileErrorCode::DuplicateKey);
        QCOMPARE(player.where, u"players[0]"_s);
        QCOMPARE(player.args, QStringList{u"id"_s});
        QCOMPARE(player.exitCode, 0);
        QVERIFY(player.reason.contains(u"\"id\""_s));
        QCOMPARE(file->warnings()[1].where, u"tiles[1]"_s);
        QCOMPARE(file->warnings()[1].args, QStringList{u"at"_s});
        QCOMPARE(file->warnings()[2].where, u"top level"_s);
        // Qt's reading counts: the last one.
        QCOMPARE(file->json().value(u"players"_s).toArray()[0].toObject().value(u"id"_s),
                 u"blue"_s);
        // A file without repeated keys has no warnings.
        QVERIFY(BoardFile::parse(board(R"("players": [{"id": "red"}])"), nullptr)
                    ->warnings()
                    .isEmpty());
    }

    void duplicateWarningsAreCapped()
    {
        // 60: three times the cap, within the 64 players a file may list.
        QByteArray objects;
        for (int i = 0; i < 60; ++i)
            objects += QByteArray(i ? "," : "") + "{\"id\": \"p" + QByteArray::number(i) +
                       "\", \"id\": \"p" + QByteArray::number(i) + "\"}";
        const auto file =
            BoardFile::parse(board(("\"players\": [" + objects + "]").constData()), nullptr);
        QVERIFY(file);
        QVERIFY(file->warnings().size() <= 20);
        QVERIFY(!file->warnings().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBoardSave)
#include "tst_boardsave.moc"
