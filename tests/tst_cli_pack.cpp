// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli pack and unpack (docs/board-format.md, "A board as one line of text") through the
// real program: every bundled board survives pack then unpack byte for byte, standard input works,
// and each bad text is refused with exit 2 and one "TEXT: reason" line.
#include "clirun.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using mltest::runCli;

namespace
{
// meeplelab-cli with `input` on its standard input.
mltest::CliRun runWithInput(const QStringList &args, const QByteArray &input)
{
    mltest::CliOptions options;
    options.input = input;
    return mltest::runCli(args, options);
}
} // namespace

class TestCliPack : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString out(const QString &name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void roundTripOfEveryBundledBoard_data()
    {
        QTest::addColumn<QString>("path");
        int count = 0;
        for (const QString &dir : {mltest::examplesDir(), mltest::examplesDir() + u"/../puzzles"_s})
            for (const QFileInfo &info :
                 QDir(dir).entryInfoList({u"*.meeple"_s}, QDir::Files, QDir::Name)) {
                QTest::newRow(qPrintable(info.fileName())) << info.absoluteFilePath();
                ++count;
            }
        QVERIFY(count >= 50);
    }
    void roundTripOfEveryBundledBoard()
    {
        QFETCH(QString, path);
        const auto packed = runCli({u"pack"_s, path});
        QCOMPARE(packed.exitCode, 0);
        QVERIFY(packed.err.isEmpty());
        QVERIFY(packed.out.startsWith(u"meeple1:"));
        QCOMPARE(packed.out.count(u'\n'), 1); // one line
        QVERIFY(packed.out.endsWith(u'\n'));
        const auto unpacked =
            runCli({u"unpack"_s, packed.out.trimmed(), u"-o"_s, out(u"b.meeple"_s)});
        QCOMPARE(unpacked.exitCode, 0);
        QVERIFY2(unpacked.err.isEmpty(), qPrintable(unpacked.err));
        const QByteArray first = mltest::fileBytes(out(u"b.meeple"_s));
        QCOMPARE(QJsonDocument::fromJson(first), QJsonDocument::fromJson(mltest::fileBytes(path)));
        // What unpack wrote is a saved file: packed and unpacked again it is the same bytes
        // (the bundled file itself may be hand-written, with other indents).
        const auto again = runCli({u"pack"_s, out(u"b.meeple"_s)});
        QCOMPARE(again.out, packed.out);
        QCOMPARE(runCli({u"unpack"_s, again.out, u"-o"_s, out(u"c.meeple"_s)}).exitCode, 0);
        QCOMPARE(mltest::fileBytes(out(u"c.meeple"_s)), first);
    }

    // TEXT "-": standard input, with the line break `pack` ends its line with and more.
    void unpackReadsStandardInput()
    {
        const QString path = mltest::examplesDir() + u"/mw-1-mage-in-a-city.meeple"_s;
        const auto packed = runCli({u"pack"_s, path});
        QCOMPARE(packed.exitCode, 0);
        const auto r = runWithInput({u"unpack"_s, u"-"_s, u"-o"_s, out(u"stdin.meeple"_s)},
                                    "\n  " + packed.out.toUtf8() + "\n\n");
        QCOMPARE(r.exitCode, 0);
        const QByteArray saved = mltest::fileBytes(out(u"stdin.meeple"_s));
        QCOMPARE(QJsonDocument::fromJson(saved), QJsonDocument::fromJson(mltest::fileBytes(path)));
        // "-o -" writes the board to standard output.
        const auto toStdout = runCli({u"unpack"_s, packed.out.trimmed(), u"-o"_s, u"-"_s});
        QCOMPARE(toStdout.exitCode, 0);
        QCOMPARE(toStdout.out.toUtf8(), saved);
    }

    // Refusals: exit 2, one line on stderr naming the text and the reason, nothing written.
    void badTextsAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        const QString good =
            runCli({u"pack"_s, mltest::examplesDir() + u"/welcome.meeple"_s}).out.trimmed();
        QTest::newRow("wrong prefix")
            << u"meeple:"_s + good.mid(8) << u"must start with \"meeple1:\""_s;
        QTest::newRow("plain JSON")
            << u"{\"format\": \"meeplelab-board\"}"_s << u"not a packed board"_s;
        QTest::newRow("newer prefix")
            << u"meeple9:"_s + good.mid(8) << u"newer format (\"meeple9:\")"_s;
        QTest::newRow("bad character")
            << good.left(30) + u"*"_s + good.mid(31) << u"character '*' at position 23"_s;
        QTest::newRow("cut short") << good.left(good.size() / 2 / 4 * 4) << u"cut short"_s;
        QTest::newRow("cut in a group")
            << good.left(8 + 4 * 10 + 1) << u"bad base64url: 41 characters"_s;
        QTest::newRow("not zlib") << u"meeple1:bm90IHpsaWI"_s << u"bad zlib stream"_s;
        QTest::newRow("empty") << u" "_s << u"no text"_s;
    }
    void badTextsAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const QString target = out(u"never.meeple"_s);
        const auto r = runCli({u"unpack"_s, text, u"-o"_s, target});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.contains(reason), qPrintable(r.err));
        // Named by the text's start, shortened: a long text does not fill the line.
        QVERIFY2(r.err.startsWith(text.simplified().left(24)), qPrintable(r.err));
        QVERIFY(r.err.size() < 300);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(target));
    }

    // Packed JSON that is no board is refused like a file, with its place in the board.
    void unpackedJsonIsReadLikeAFile()
    {
        const QByteArray json =
            R"({"format": "meeplelab-board", "version": 1, "tiles": [{"tile": "D", "at": [0, 0], "rot": 45}]})";
        const QString text =
            u"meeple1:"_s + QString::fromLatin1(qCompress(json).mid(4).toBase64(
                                QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
        const auto r = runCli({u"unpack"_s, text, u"-o"_s, out(u"rot.meeple"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u": tiles[0].rot: rotation 45"), qPrintable(r.err));
    }

    // A 4 GiB length in front (qCompress's form) or a stream that inflates to 17 MiB: refused
    // at once.
    void hugeClaimsAreRefusedQuickly()
    {
        const QByteArray bomb = qCompress(QByteArray(17 << 20, '{'), 9).mid(4);
        const auto big = runWithInput({u"unpack"_s, u"-"_s, u"-o"_s, out(u"bomb.meeple"_s)},
                                      "meeple1:" + bomb.toBase64(QByteArray::Base64UrlEncoding));
        QCOMPARE(big.exitCode, 2);
        QVERIFY2(big.err.startsWith(u"-: too large"), qPrintable(big.err));
        const QByteArray claim = "\xff\xff\xff\xff" + qCompress("{}").mid(4);
        const auto r = runCli(
            {u"unpack"_s,
             u"meeple1:"_s + QString::fromLatin1(claim.toBase64(QByteArray::Base64UrlEncoding)),
             u"-o"_s, out(u"claim.meeple"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"4-byte length"), qPrintable(r.err));
    }

    void usage()
    {
        QCOMPARE(runCli({u"pack"_s}).exitCode, 64);
        QCOMPARE(runCli({u"pack"_s, u"a.meeple"_s, u"b.meeple"_s}).exitCode, 64);
        QCOMPARE(runCli({u"unpack"_s, u"meeple1:eJw"_s}).exitCode, 64); // no -o
        QCOMPARE(runCli({u"unpack"_s, u"-o"_s, out(u"x.meeple"_s)}).exitCode, 64);
        QCOMPARE(runCli({u"pack"_s, u"--json"_s, u"a.meeple"_s}).exitCode, 64);
        const auto help = runCli({u"unpack"_s, u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(u"16 MiB"));
        QCOMPARE(runCli({u"pack"_s, u"--help"_s}).exitCode, 0);
        QVERIFY(runCli({u"--help"_s}).out.contains(u"unpack TEXT -o OUT.meeple"));
        // A file that cannot be read: exit 2 naming it, as every command does.
        const auto missing = runCli({u"pack"_s, out(u"absent.meeple"_s)});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(u"absent.meeple: cannot read the file"));
        const auto bad = runCli({u"pack"_s, mltest::dataDir() + u"/badinput/type-rot-45.meeple"_s});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        // OUT in a folder that does not exist.
        const QString good =
            runCli({u"pack"_s, mltest::examplesDir() + u"/welcome.meeple"_s}).out.trimmed();
        const auto unwritable = runCli({u"unpack"_s, good, u"-o"_s, out(u"no/such/dir.meeple"_s)});
        QCOMPARE(unwritable.exitCode, 2);
        QVERIFY(unwritable.err.contains(u"cannot write the board file"));
    }
};

QTEST_GUILESS_MAIN(TestCliPack)
#include "tst_cli_pack.moc"
