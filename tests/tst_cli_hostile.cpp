// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile files through the real meeplelab-cli: each value out of range gives
// exit 2 and one `FILE: PLACE: REASON` line, quickly, for both score and validate; tiles a
// million cells apart score at once; a key written twice is a warning, not a refusal.
#include "clirun.h"
#include "longgame.h"
#include "testdata.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliHostile : public QObject
{
    Q_OBJECT

private:
    // Not a speed check (the benchmarks measure speed): a value like 2^31 that made the
    // program walk or allocate across the coordinate range would take minutes, and this bound
    // catches that with room for a busy machine and the sanitizers' tenfold cost.
    static constexpr qint64 kNoWalk = 8000;
    using Run = mltest::CliRun;
    static Run run(const QStringList &args) { return mltest::runCli(args); }
    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    static QByteArray board(const QByteArray &rest)
    {
        return "{\"format\": \"meeplelab-board\", \"version\": 1, " + rest + "}";
    }

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void refusedQuickly_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("place");
        const QByteArray red = "\"players\": [{\"id\": \"red\"}], ";
        const QByteArray d = "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]";
        QTest::newRow("x = 2^31 - 1")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [2147483647, 0]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("x = -2^31")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [-2147483648, 0]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("y = 2^31")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 2147483648]}]")
            << u"tiles[0].at"_s;
        QTest::newRow("castle at x = 2^31 - 1")
            << board("\"rules\": {\"sets\": [\"base\", \"german-castles\"]}, " + red +
                     "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}, {\"tile\": \"GC-1\", "
                     "\"at\": [2147483647, 0]}]")
            << u"tiles[1].at"_s;
        QTest::newRow("start score 2^31 - 1")
            << board("\"players\": [{\"id\": \"red\", \"score\": 2147483647}], " + d)
            << u"players[0].score"_s;
        QTest::newRow("NUL in a player id")
            << board("\"players\": [{\"id\": \"re\\u0000d\"}], " + d) << u"players[0].id"_s;
        QTest::newRow("lone surrogate in a player id")
            << board("\"players\": [{\"id\": \"re\\udc00d\"}], " + d) << u"players[0].id"_s;
        QTest::newRow("supply 101")
            << board("\"players\": [{\"id\": \"red\", \"supply\": {\"meeple\": 101}}], " + d)
            << u"players[0].supply.meeple"_s;
        QTest::newRow("move at 2^31 - 1")
            << board(red + d +
                     ", \"moves\": [{\"player\": \"red\", \"tile\": \"E\", \"at\": "
                     "[2147483647, 2147483647]}]")
            << u"moves[0].at"_s;
        QTest::newRow("draws without hills-sheep")
            << board(red + d + ", \"bag\": {\"draws\": [\"3\"]}") << u"bag.draws"_s;
    }

    void refusedQuickly()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, place);
        const QString file = write(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".meeple"_s, text);
        for (const QString &command : {u"score"_s, u"validate"_s}) {
            const Run r = run({command, file});
            QCOMPARE(r.exitCode, 2);
            const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), 1);
            QVERIFY2(lines[0].startsWith(file + u": "_s + place + u": "_s), qPrintable(r.err));
            QVERIFY2(lines[0].size() > file.size() + place.size() + 6, qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.ms < kNoWalk, qPrintable(u"%1 took %2 ms"_s.arg(command).arg(r.ms)));
        }
    }

    // Each refusal names the place and says what is wrong with the value found there.
    void refusedWithReason_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("reason");
        const QByteArray d = "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]";
        const auto player = [&](const QByteArray &keys) {
            return board("\"players\": [{\"id\": \"red\", " + keys + "}], " + d);
        };
        const QByteArray red = "\"players\": [{\"id\": \"red\"}], ";
        const auto ring = [&](const QByteArray &keys) {
            return board(red + d +
                         ", \"annotations\": [{\"type\": \"ring\", \"at\": [0, 0], "
                         "\"on\": \"N\", " +
                         keys + "}]");
        };
        QTest::newRow("player colour of five digits")
            << player("\"color\": \"#12345\"") << u"players[0].color"_s
            << u"expected a colour #rrggbb, found \"#12345\""_s;
        QTest::newRow("player colour as markup")
            << player("\"color\": \"<b>x</b>\"") << u"players[0].color"_s
            << u"expected a colour #rrggbb, found \"<b>x</b>\""_s;
        QTest::newRow("annotation colour with a newline after it")
            << ring("\"color\": \"#123456\\n\"") << u"annotations[0].color"_s
            << u"expected a colour #rrggbb, found \"#123456\\u000a\""_s;
        QTest::newRow("NUL in a title")
            << board("\"title\": {\"en\": \"ab\\u0000\"}, " + red + d) << u"title.en"_s
            << u"control character U+0000 at position 3 is not allowed"_s;
        QTest::newRow("bell in a description")
            << board("\"description\": {\"nl\": \"Rood\\u0007\"}, " + red + d)
            << u"description.nl"_s << u"control character U+0007 at position 5 is not allowed"_s;
        QTest::newRow("escape in a player name")
            << player("\"name\": \"\\u001b[31mRed\"") << u"players[0].name"_s
            << u"control character U+001B at position 1 is not allowed"_s;
        QTest::newRow("delete in a caption")
            << board(red + d + ", \"caption\": \"a\\u007f\"") << u"caption"_s
            << u"control character U+007F at position 2 is not allowed"_s;
        QTest::newRow("C1 control in a label")
            << board(red + d +
                     ", \"annotations\": [{\"type\": \"label\", \"at\": [0, 0], \"text\": "
                     "{\"en\": \"\\u0085x\"}}]")
            << u"annotations[0].text.en"_s
            << u"control character U+0085 at position 1 is not allowed"_s;
        QTest::newRow("lone surrogate in a title")
            << board("\"title\": {\"en\": \"\\ud83d\\ud83d\\ude00\"}, " + red + d) << u"title.en"_s
            << u"unpaired surrogate U+D83D at position 1 is not allowed"_s;
        QTest::newRow("lone low surrogate in an arrow label")
            << board(red + d +
                     ", \"annotations\": [{\"type\": \"arrow\", \"from\": [0, 0], \"to\": "
                     "[1, 0], \"label\": \"\\ude00\"}]")
            << u"annotations[0].label"_s
            << u"unpaired surrogate U+DE00 at position 1 is not allowed"_s;
        // Unknown keys are saved again as they came, so text that UTF-8 cannot hold is
        // refused there too (the fuzzer's lesson whose second save differed from the first).
        QTest::newRow("lone surrogate in an unknown key")
            << board(red + d + ", \"extra\": [{\"\\ud800on\": \"E\"}]") << u"extra[0]"_s
            << u"a key holds an unpaired UTF-16 surrogate, which cannot be saved again as it is"_s;
        QTest::newRow("lone surrogate in an unknown value")
            << board(red + d + ", \"extra\": {\"note\": \"a\\udc00\"}") << u"extra.note"_s
            << u"the text holds an unpaired UTF-16 surrogate, which cannot be saved again as it is"_s;
        QTest::newRow("rotation a little off 180")
            << board(red + "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0], \"rot\": "
                           "180.0000001}]")
            << u"tiles[0].rot"_s << u"expected an integer, found 180.0000001"_s;
        QTest::newRow("score a little off 3")
            << player("\"score\": 3.0000001") << u"players[0].score"_s
            << u"expected an integer, found 3.0000001"_s;
    }

    void refusedWithReason()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, place);
        QFETCH(QString, reason);
        const QString file = write(
            QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-') + u".meeple"_s, text);
        const Run r = run({u"score"_s, file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed(), file + u": "_s + place + u": "_s + reason);
    }

    // A board saved as UTF-16 or UTF-32 is named as such, with or without a byte order mark.
    void otherEncodingsNamed_data()
    {
        QTest::addColumn<QByteArray>("bom");
        QTest::addColumn<QString>("codec");
        QTest::addColumn<QString>("named");
        QTest::newRow("UTF-16 LE with BOM")
            << QByteArray("\xFF\xFE") << u"utf16le"_s << u"UTF-16 (little-endian)"_s;
        QTest::newRow("UTF-16 LE") << QByteArray() << u"utf16le"_s << u"UTF-16 (little-endian)"_s;
        QTest::newRow("UTF-16 BE with BOM")
            << QByteArray("\xFE\xFF") << u"utf16be"_s << u"UTF-16 (big-endian)"_s;
        QTest::newRow("UTF-16 BE") << QByteArray() << u"utf16be"_s << u"UTF-16 (big-endian)"_s;
        QTest::newRow("UTF-32 LE with BOM")
            << QByteArray("\xFF\xFE\0\0", 4) << u"utf32le"_s << u"UTF-32 (little-endian)"_s;
        QTest::newRow("UTF-32 LE") << QByteArray() << u"utf32le"_s << u"UTF-32 (little-endian)"_s;
        QTest::newRow("UTF-32 BE") << QByteArray() << u"utf32be"_s << u"UTF-32 (big-endian)"_s;
    }

    void otherEncodingsNamed()
    {
        QFETCH(QByteArray, bom);
        QFETCH(QString, codec);
        QFETCH(QString, named);
        const QString text = QString::fromUtf8(board(
            "\"players\": [{\"id\": \"red\"}], \"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]"));
        QByteArray bytes = bom;
        for (const char32_t c : text.toUcs4()) {
            const bool little = codec.endsWith(u"le"_s);
            const int width = codec.startsWith(u"utf16"_s) ? 2 : 4;
            for (int i = 0; i < width; ++i) {
                const int shift = 8 * (little ? i : width - 1 - i);
                bytes += char((c >> shift) & 0xff);
            }
        }
        const QString file = write(u"encoded-"_s + codec + u".meeple"_s, bytes);
        const Run r = run({u"score"_s, file});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.trimmed(),
                 file + u": top level: the file is "_s + named + u" text; boards are UTF-8 JSON"_s);
    }

    void farApartTilesScoreAtOnce()
    {
        const QString file =
            write(u"far.meeple"_s, board("\"players\": [{\"id\": \"red\"}], \"tiles\": ["
                                         "{\"tile\": \"D\", \"at\": [0, 0]}, "
                                         "{\"tile\": \"D\", \"at\": [1000000, 1000000]}, "
                                         "{\"tile\": \"D\", \"at\": [-1000000, 1000000]}], "
                                         "\"end\": true"));
        for (const QString &command : {u"score"_s, u"validate"_s}) {
            const Run r = run({command, file});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY(r.err.isEmpty());
            QVERIFY2(r.ms < kNoWalk, qPrintable(u"%1 took %2 ms"_s.arg(command).arg(r.ms)));
        }
    }

    void duplicateKeyIsAWarning()
    {
        const QString file =
            write(u"twice.meeple"_s, board("\"players\": [{\"id\": \"red\", \"id\": \"blue\"}], "
                                           "\"tiles\": [{\"tile\": \"D\", \"at\": [0, 0]}]"));
        const Run r = run({u"score"_s, file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err.trimmed(), file + u": players[0]: warning: the key \"id\" appears more "
                                         "than once in this object; the last one counts"_s);
        QVERIFY(r.out.contains(u"blue"_s));
    }

    // validate against score on a long legal game, through the real tool (it should cost at
    // most a few times as much; 10x here, so only a pathological case fails).
    void validateCostsAboutWhatScoreCosts()
    {
        const QString file = write(u"long.meeple"_s, mltest::longGameFile(8000));
        const Run score = run({u"score"_s, file});
        const Run validate = run({u"validate"_s, file});
        QCOMPARE(score.exitCode, 0);
        QCOMPARE(validate.exitCode, 0);
        qInfo("8000 moves through meeplelab-cli: score %lld ms, validate %lld ms", score.ms,
              validate.ms);
        QVERIFY2(validate.ms < 10 * score.ms + 100,
                 qPrintable(u"validate %1 ms, score %2 ms"_s.arg(validate.ms).arg(score.ms)));
    }
};

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"
