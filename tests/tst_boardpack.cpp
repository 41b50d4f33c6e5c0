// SPDX-License-Identifier: GPL-3.0-or-later
// A board as one line of text (docs/board-format.md, "A board as one line of text"): every bundled
// board comes back byte for byte, the text is what the format says (zlib stream, base64url,
// no padding, no Qt length), and every bad text is refused with its reason, quickly and in
// bounded memory, whatever it claims.
#include "boardfile.h"
#include "boardpack.h"
#include "peakmemory.h"
#include "picturefiles.h"
#include "testdata.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>
#include <QtEndian>

#include <optional>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QStringList bundledBoards()
{
    QStringList out;
    for (const QString &dir :
         {mltest::examplesDir(), mltest::examplesDir() + QStringLiteral("/../puzzles")})
        for (const QFileInfo &info :
             QDir(dir).entryInfoList({QStringLiteral("*.meeple")}, QDir::Files, QDir::Name))
            out << info.absoluteFilePath();
    return out;
}

BoardFile parsed(const QByteArray &bytes)
{
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(bytes, &error);
    if (!board) qFatal("%s", qPrintable(error.toString(QStringLiteral("board"))));
    return *board;
}

// The text's base64url part as bytes, decoded by Qt, independently of unpackBoardText.
QByteArray streamOf(const QByteArray &text)
{
    return QByteArray::fromBase64(text.mid(qsizetype(sizeof(kPackPrefix)) - 1),
                                  QByteArray::Base64UrlEncoding);
}

QByteArray textOfStream(const QByteArray &stream)
{
    return QByteArray(kPackPrefix) +
           stream.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// A zlib stream of `json` (qCompress without its 4-byte length).
QByteArray zlibOf(const QByteArray &json)
{
    return qCompress(json, 9).mid(4);
}

const QByteArray kSmallBoard = R"({"format": "meeplelab-board", "version": 1,
 "players": [{"id": "red"}], "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}]})";

const QByteArray kUnknownKeys = R"({"format": "meeplelab-board", "version": 1,
 "zz-note": {"b": 1, "a": [2, 3]}, "players": [{"id": "red", "x-seat": "north"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0, "x-tint": "#ffffff"}], "a-first": true})";

PackProblem problemOf(const QByteArray &text)
{
    PackError error;
    const std::optional<QByteArray> json = unpackBoardText(text, &error);
    if (json) return PackProblem::None;
    if (boardPackEnglish(error).isEmpty()) qFatal("a problem without English words");
    return error.problem;
}

} // namespace

class TestBoardPack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // unpack(pack(f)) is byte-identical to f for every file the program saved,
    // and for every bundled example and puzzle it is the same board as f.
    void roundTripOfEveryBundledBoard_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files = bundledBoards();
        QVERIFY(files.size() >= 70); // 29 examples and 45 puzzles when this was written
        for (const QString &path : files)
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }
    void roundTripOfEveryBundledBoard()
    {
        QFETCH(QString, path);
        const QByteArray original = mltest::readFile(path);
        const QByteArray text = packBoard(parsed(original));
        PackError error;
        const std::optional<QByteArray> json = unpackBoardText(text, &error);
        QVERIFY2(json, qPrintable(boardPackEnglish(error)));
        const QByteArray unpacked = parsed(*json).serialize();
        // Every bundled file is kept in the form the program saves, so the board that comes
        // back is the file itself, byte for byte (the promise of pack).
        QCOMPARE(unpacked, original);
        QCOMPARE(parsed(original).serialize(), original);
    }

    // The text itself: the prefix, base64url without padding on one line, and a plain zlib
    // stream (RFC 1950 header, no qCompress length) of the compact JSON in saved key order.
    void textIsZlibOfCompactJsonInBase64Url()
    {
        const BoardFile board =
            parsed(mltest::readFile(mltest::examplesDir() + u"/welcome.meeple"_s));
        const QByteArray text = packBoard(board);
        QVERIFY(text.startsWith("meeple1:"));
        for (const char c : text.mid(8))
            QVERIFY2(
                QByteArrayView("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
                    .contains(c),
                "only base64url characters, no padding, no line break");
        const QByteArray stream = streamOf(text);
        QCOMPARE(uchar(stream[0]) & 0x0f, 8); // deflate
        QCOMPARE((uchar(stream[0]) * 256 + uchar(stream[1])) % 31, 0);
        // qUncompress wants the big-endian length in front; the text has none of its own.
        const QByteArray json = writeBoardJson(board.json(), board.keyOrder(), JsonStyle::Compact);
        QByteArray withLength(4, '\0');
        qToBigEndian(quint32(json.size()), withLength.data());
        QCOMPARE(qUncompress(withLength + stream), json);
        QVERIFY(!json.contains('\n'));
        QVERIFY(json.startsWith("{\"format\":\"meeplelab-board\",\"version\":1,"));
    }

    // Keys the program does not know are kept (docs/board-format.md), in their places.
    void unknownKeysSurvive()
    {
        const QByteArray saved = parsed(kUnknownKeys).serialize();
        const std::optional<QByteArray> json = unpackBoardText(packBoard(parsed(saved)), nullptr);
        QVERIFY(json);
        QCOMPARE(parsed(*json).serialize(), saved);
        QVERIFY(saved.contains("x-seat") && saved.contains("x-tint") && saved.contains("zz-note"));
    }

    // Surrounding whitespace and line breaks are ignored, and so are the line breaks a
    // forum puts into a long line; base64 padding, which pack never writes, is accepted.
    void whitespaceAndPaddingAreIgnored()
    {
        const QByteArray text = packBoard(parsed(kSmallBoard));
        const QByteArray expected = *unpackBoardText(text, nullptr);
        QByteArray wrapped = "  \r\n\t";
        for (qsizetype i = 0; i < text.size(); i += 20)
            wrapped += text.mid(i, 20) + "\r\n";
        wrapped += "  \n";
        QCOMPARE(unpackBoardText(wrapped, nullptr).value_or(QByteArray()), expected);
        QByteArray padded = text;
        while ((padded.size() - 8) % 4 != 0)
            padded += '=';
        QCOMPARE(unpackBoardText(padded, nullptr).value_or(QByteArray()), expected);
        QVERIFY(looksPacked(wrapped));
        QVERIFY(!looksPacked(kSmallBoard));
    }

    // Each bad text has its own reason (exit 2 with "TEXT: reason").
    void badTextsSayWhy()
    {
        const QByteArray text = packBoard(parsed(kSmallBoard));
        QCOMPARE(problemOf(""), PackProblem::Empty);
        QCOMPARE(problemOf(" \n "), PackProblem::Empty);
        QCOMPARE(problemOf(kSmallBoard), PackProblem::NoPrefix);
        QCOMPARE(problemOf(text.mid(1)), PackProblem::NoPrefix); // "eeple1:..."
        QCOMPARE(problemOf("MEEPLE1:" + text.mid(8)), PackProblem::NoPrefix);
        QCOMPARE(problemOf("meeple2:" + text.mid(8)), PackProblem::NewerPrefix);
        QCOMPARE(problemOf("meeple1:"), PackProblem::Truncated);
        // Standard base64's + and / are not base64url.
        QByteArray plus = text;
        plus[12] = '+';
        QCOMPARE(problemOf(plus), PackProblem::BadCharacter);
        PackError error;
        QVERIFY(!unpackBoardText(plus, &error));
        QCOMPARE(error.args, (QStringList{u"+"_s, u"5"_s})); // position after the prefix
        QCOMPARE(problemOf(text.left(20) + "=" + text.mid(20)), PackProblem::BadCharacter);
        QCOMPARE(problemOf(text + "\xc3\xa9"), PackProblem::BadCharacter);
        QVERIFY(boardPackEnglish(error).contains(u"position 5"));
        // A cut text: a length no base64 text has, or a stream without its end.
        const qsizetype body = text.size() - 8;
        QCOMPARE(problemOf(text.left(8 + (body / 4 - 1) * 4 + 1)), PackProblem::BadLength);
        QCOMPARE(problemOf(text.left(8 + body / 2 / 4 * 4)), PackProblem::Truncated);
        QCOMPARE(problemOf(text.left(text.size() - 4)), PackProblem::Truncated);
        // A changed byte: the checksum (or the stream) no longer fits.
        QByteArray stream = streamOf(text);
        stream[stream.size() - 1] = char(stream[stream.size() - 1] ^ 0x55);
        QCOMPARE(problemOf(textOfStream(stream)), PackProblem::BadZlib);
        QCOMPARE(problemOf(textOfStream("not zlib at all")), PackProblem::BadZlib);
        QCOMPARE(problemOf(textOfStream(streamOf(text) + "more")), PackProblem::TrailingData);
        // What qCompress writes, length and all: named, since it is an easy mistake.
        QCOMPARE(problemOf(textOfStream(qCompress(kSmallBoard))), PackProblem::QtLengthPrefix);
    }

    // A text that claims gigabytes (a qCompress length of 4 GiB in front) or that inflates
    // past 16 MiB (a zlib bomb: 17 MiB of spaces pack into 17 KiB) is refused at once, and
    // inflating never holds much more than the limit.
    void hugeClaimsCostNoMemory()
    {
        QElapsedTimer timer;
        timer.start();
        const QByteArray claim = QByteArray("\xff\xff\xff\xff", 4) + zlibOf(kSmallBoard);
        QCOMPARE(problemOf(textOfStream(claim)), PackProblem::QtLengthPrefix);
        const QByteArray spaces(17 << 20, ' ');
        const QByteArray bomb = textOfStream(zlibOf(spaces));
        QVERIFY(bomb.size() < 100000);
#ifndef ML_ASAN
        const long before = mltest::peakRssKilobytes();
#endif
        PackError error;
        QVERIFY(!unpackBoardText(bomb, &error));
        QCOMPARE(error.problem, PackProblem::TooLarge);
        QVERIFY(boardPackEnglish(error).contains(u"16 MiB"));
#ifndef ML_ASAN
        // The 17 MiB input above is already counted in `before`; the unpacking adds at most
        // the limit and a chunk, with room for the allocator's rounding.
        QVERIFY2(mltest::peakRssKilobytes() - before < 40 * 1024,
                 qPrintable(QString::number(mltest::peakRssKilobytes() - before)));
#endif
        // Exactly 16 MiB unpacks; one byte more does not.
        QByteArray atLimit(kMaxUnpackedBytes, ' ');
        QCOMPARE(unpackBoardText(textOfStream(zlibOf(atLimit)), nullptr)->size(),
                 kMaxUnpackedBytes);
        atLimit.append(' ');
        QCOMPARE(problemOf(textOfStream(zlibOf(atLimit))), PackProblem::TooLarge);
        // A text longer than any 16 MiB board packs to is refused before it is decoded.
        QCOMPARE(problemOf("meeple1:" + QByteArray(kMaxPackedChars + 8, 'A')),
                 PackProblem::TooLarge);
        QVERIFY2(timer.elapsed() < 20000, "bad texts are refused quickly");
    }

    // Random text after the prefix is always refused or read, never a crash or a hang.
    void randomTextNeverBreaks()
    {
        QRandomGenerator random(18);
        const QByteArray good = packBoard(parsed(kSmallBoard));
        for (int i = 0; i < 3000; ++i) {
            QByteArray text = good;
            const int changes = 1 + int(random.bounded(4));
            for (int c = 0; c < changes; ++c) {
                const qsizetype at = 8 + random.bounded(int(text.size() - 8));
                text[at] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_="
                    [random.bounded(65)];
            }
            if (random.bounded(3) == 0) text.truncate(8 + random.bounded(int(text.size() - 8)));
            PackError error;
            const std::optional<QByteArray> json = unpackBoardText(text, &error);
            QVERIFY(json ? error.problem == PackProblem::None : !boardPackEnglish(error).isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestBoardPack)
#include "tst_boardpack.moc"
