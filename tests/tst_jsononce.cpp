// SPDX-License-Identifier: GPL-3.0-or-later
// A board's JSON text is read in one pass (readJsonText: nlohmann's SAX reader builds Qt's
// document and notes the key order and the keys written twice), where it used to be read twice
// (the key scan, then Qt's reader). The one pass, and the two-pass reading the program keeps for
// text the one pass leaves (with the scan made faster), must give what the reading before gave
// (tests/support/jsonreadingbefore.cpp): the document, with the kind and bits of every number,
// the key order, the duplicate-key warnings, the refusal of too many unknown keys and Qt's syntax
// report. Checked on every board, lesson and collection of the project, every input the fuzzer
// kept, and texts written to hit each corner; and a valid file must take the one pass.
#include "boardfile.h"
#include "boardfilejson.h"
#include "boardfilekeys.h"
#include "boardfiletextcheck.h"
#include "boardfilewriter.h"
#include "jsonreadingbefore.h"
#include "lesson.h"
#include "testdata.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <random>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The project's boards, lessons and collections, and every input the fuzzer kept.
QStringList projectFiles()
{
    const QString tests = QDir(mltest::dataDir() + u"/.."_s).absolutePath();
    const QString resources = QDir(mltest::examplesDir() + u"/.."_s).absolutePath();
    QStringList files;
    for (const QString &root : {tests, resources}) {
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString name = QFileInfo(path).fileName();
            if (path.contains(u"/fuzz/regressions/"_s) || name.endsWith(u".meeple"_s) ||
                name.endsWith(u".meeplelesson"_s) || name == u"collection.json"_s)
                files << path;
        }
    }
    files.sort();
    return files;
}

// How the one-pass reading and the program's two-pass one differ from the reading before the
// one pass (Qt's reader and the key scan as it was); empty when neither does.
QString differenceOf(const QByteArray &text)
{
    const detail::JsonText before = mltest::readJsonAsBefore(text);
    const detail::JsonText once = detail::readJsonText(text);
    if (QString why = detail::jsonTextDifference(text, once, before); !why.isEmpty())
        return u"one pass: "_s + why;
    // BoardFile does not look for unpaired surrogates in what the one pass read.
    QString where;
    const QJsonValue root = once.doc.isObject() ? QJsonValue(once.doc.object()) : once.doc.array();
    if (once.pairedSurrogates && !detail::unpairedSurrogate(root, {}, &where).isEmpty())
        return u"one pass: an unpaired surrogate at "_s + where;
    if (QString why = detail::jsonTextDifference(text, detail::readJsonTextTwice(text), before);
        !why.isEmpty())
        return u"two passes: "_s + why;
    return {};
}

QByteArray repeated(const QByteArray &piece, int times)
{
    QByteArray out;
    out.reserve(piece.size() * times);
    for (int i = 0; i < times; ++i)
        out += piece;
    return out;
}

// A text of `count` different keys: an array of objects of a key each, the last one written
// twice in its object (the way back must keep its warning).
QByteArray manyKeys(int count)
{
    QByteArray out = "[";
    for (int i = 1; i < count; ++i)
        out += "{\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) + "}, ";
    out += "{\"a\": 1, \"a\": 2}]";
    return out;
}

QByteArray nested(int depth, bool objects)
{
    if (!objects) return QByteArray(depth, '[') + QByteArray(depth, ']');
    return repeated("{\"a\":", depth - 1) + "{}" + QByteArray(depth - 1, '}');
}

// A board around one key the format does not know, holding `value`.
QByteArray boardWith(const QByteArray &value)
{
    return "{\"format\": \"meeplelab-board\", \"version\": 1, \"x-extra\": " + value +
           ", \"players\": [{\"id\": \"red\"}]}";
}

// Random JSON documents from pieces chosen to hit the corners: keys and texts with escapes,
// marks, NULs and characters of every UTF-8 length, keys written twice, numbers of every kind,
// objects of up to 24 keys, whitespace of each kind.
class RandomDocuments
{
public:
    explicit RandomDocuments(unsigned seed) : m_random(seed) {}

    QByteArray next()
    {
        if (pick(3) == 0) return space() + value(0) + space();
        QByteArray board = "{\"format\": \"meeplelab-board\", \"version\": 1";
        for (int i = 0, n = pick(8); i < n; ++i)
            board += "," + space() + key() + ":" + space() + value(1);
        return board + "}" + space();
    }

private:
    int pick(int below) { return int(m_random() % unsigned(below)); }
    template <std::size_t N> QByteArray oneOf(const char *const (&pieces)[N])
    {
        return pieces[pick(int(N))];
    }
    QByteArray space()
    {
        static const char *const kSpaces[] = {"", "", "", " ", "\n", "\t", "\r\n  "};
        return oneOf(kSpaces);
    }
    QByteArray key()
    {
        static const char *const kKeys[] = {"a",
                                            "b",
                                            "id",
                                            "players",
                                            "moves",
                                            "tile",
                                            "at",
                                            "rot",
                                            "player",
                                            "figure",
                                            "type",
                                            "on",
                                            "x-extra",
                                            "",
                                            "\\u00e9",
                                            "\\ufeffk",
                                            "\\ufeff",
                                            "k\\u0000",
                                            "format",
                                            "version",
                                            "rules",
                                            "options",
                                            "sets",
                                            "name",
                                            "color",
                                            "\xC3\xA9t\xC3\xA9",
                                            "\\ud83d\\ude00",
                                            "\xF0\x9F\x98\x80",
                                            "en",
                                            "nl",
                                            "title",
                                            "annotations",
                                            "puzzle",
                                            "answer",
                                            "scores",
                                            "zz",
                                            "Aa",
                                            "aA",
                                            "\\\"q",
                                            "\\/",
                                            "\xEE\x80\x80",
                                            "\\uffff"};
        return "\"" + oneOf(kKeys) + "\"";
    }
    QByteArray number()
    {
        static const char *const kNumbers[] = {"0",
                                               "-0",
                                               "1",
                                               "-1",
                                               "0.0",
                                               "-0.0",
                                               "1.0",
                                               "1.5",
                                               "1e2",
                                               "1E+2",
                                               "1e-2",
                                               "100e-2",
                                               "1.5e1",
                                               "2.5e-3",
                                               "0.1",
                                               "1e-310",
                                               "4.9e-324",
                                               "2.4e-324",
                                               "1.7976931348623157e308",
                                               "9223372036854775807",
                                               "9223372036854775808",
                                               "-9223372036854775808",
                                               "-9223372036854775809",
                                               "18446744073709551615",
                                               "18446744073709551616",
                                               "9007199254740993",
                                               "9007199254740993.0",
                                               "123456789012345678901234567890",
                                               "12345678901234567890e-10",
                                               "-0.0e0",
                                               "1e19",
                                               "9.3e18",
                                               "1e400",
                                               "1e-400"};
        switch (pick(4)) {
        case 0:
            return oneOf(kNumbers);
        case 1:
            return QByteArray::number(qint64(m_random()) - 2147483648LL);
        case 2:
            return QByteArray::number(double(m_random()) / double(1 + pick(1000)), 'g',
                                      1 + pick(17));
        default:
            return QByteArray::number(pick(100)) +
                   (pick(2) ? "." + QByteArray::number(pick(1000)) : QByteArray()) +
                   (pick(2) ? "e" + QByteArray::number(pick(40) - 20) : QByteArray());
        }
    }
    QByteArray text()
    {
        static const char *const kPieces[] = {
            "red",
            "blue",
            "U",
            "meeple",
            "a",
            " ",
            "\\n",
            "\\t",
            "\\\"",
            "\\\\",
            "\\/",
            "\\b\\f\\r",
            "\\u0041",
            "\\u00e9",
            "\\u20ac",
            "\\uffff",
            "\\ufeff",
            "\\u0000",
            "\\ud83d\\ude00",
            "\\uD834\\uDD1E",
            "\xC3\xA9",
            "\xE2\x82\xAC",
            "\xF0\x9F\x98\x80",
            "\xEF\xBF\xBE",
            "\x7f",
            "a text longer than the thirty-two bytes of a short one"};
        QByteArray quoted = "\"";
        for (int i = 0, n = pick(4); i < n; ++i)
            quoted += oneOf(kPieces);
        return quoted + "\"";
    }
    QByteArray value(int depth)
    {
        static const char *const kLiterals[] = {"true", "false", "null"};
        const int kind = pick(depth > 6 ? 6 : 9);
        if (kind < 2 || kind == 5) return number();
        if (kind < 4) return text();
        if (kind == 4) return oneOf(kLiterals);
        const bool object = kind < 8;
        QByteArray out = (object ? "{" : "[") + space();
        for (int i = 0, n = pick(object && pick(8) == 0 ? 24 : 6); i < n; ++i)
            out += (i ? "," + space() : QByteArray()) +
                   (object ? key() + space() + ":" + space() : QByteArray()) + value(depth + 1);
        return out + space() + (object ? "}" : "]");
    }

    std::mt19937 m_random;
};

} // namespace

class TestJsonOnce : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void projectFilesReadTheSame();
    void projectBoardsTakeOnePass();
    void lessonBoardsReadTheSame();
    void trickyTextsReadTheSame_data();
    void trickyTextsReadTheSame();
    void numbersKeepTheirKind_data();
    void numbersKeepTheirKind();
    void textsQtAloneReadsGoTheOldWay_data();
    void textsQtAloneReadsGoTheOldWay();
    void unknownKeysAreRefusedInTheOnePass();
    void randomDocumentsReadTheSame();
};

void TestJsonOnce::projectFilesReadTheSame()
{
    const QStringList files = projectFiles();
    // The project holds hundreds; far fewer means the walk lost its way.
    QVERIFY2(files.size() > 300, qPrintable(QString::number(files.size())));
    for (const QString &path : files) {
        const QByteArray text = bytesOf(path);
        const QString why = differenceOf(text);
        QVERIFY2(why.isEmpty(), qPrintable(path + u": "_s + why));
        // As BoardFile reads it: without a byte order mark at the start.
        if (text.startsWith("\xEF\xBB\xBF")) {
            const QString without = differenceOf(text.mid(3));
            QVERIFY2(without.isEmpty(), qPrintable(path + u" (no mark): "_s + without));
        }
    }
}

void TestJsonOnce::projectBoardsTakeOnePass()
{
    int valid = 0;
    for (const QString &path : projectFiles()) {
        if (!path.endsWith(u".meeple"_s)) continue;
        const QByteArray text = bytesOf(path);
        const detail::JsonReadCounts before = detail::jsonReadsSoFar();
        FileError error;
        const std::optional<BoardFile> file = BoardFile::parse(text, &error);
        const detail::JsonReadCounts after = detail::jsonReadsSoFar();
        if (!file) continue;
        ++valid;
        QVERIFY2(after.onePass == before.onePass + 1 && after.twice == before.twice,
                 qPrintable(path));
        // And it saves as the reading before would have it saved: the same keys in the same
        // order.
        const detail::JsonText old =
            mltest::readJsonAsBefore(text.startsWith("\xEF\xBB\xBF") ? text.mid(3) : text);
        QVERIFY2(file->serialize() == writeBoardJson(old.doc.object(), old.order),
                 qPrintable(path));
        QCOMPARE(file->warnings().size(), old.warnings.size());
        for (qsizetype i = 0; i < old.warnings.size(); ++i)
            QCOMPARE(file->warnings()[i].toString(path), old.warnings[i].toString(path));
    }
    QVERIFY2(valid > 150, qPrintable(QString::number(valid)));
    // And a lesson's boards, inline and beside it, each once.
    const QString lessons = QDir(mltest::examplesDir() + u"/../lessons"_s).absolutePath();
    QDirIterator it(lessons, {u"*.meeplelesson"_s}, QDir::Files, QDirIterator::Subdirectories);
    int read = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        const detail::JsonReadCounts before = detail::jsonReadsSoFar();
        FileError error;
        const std::optional<Lesson> lesson =
            Lesson::parse(bytesOf(path), QFileInfo(path).absolutePath(), &error);
        QVERIFY2(lesson, qPrintable(error.toString(path)));
        const detail::JsonReadCounts after = detail::jsonReadsSoFar();
        QCOMPARE(after.twice, before.twice);
        QCOMPARE(after.onePass, before.onePass + int(lesson->pages.size()));
        ++read;
    }
    QVERIFY(read > 0);
}

// A lesson's inline board is read from its compact JSON (Lesson::parse).
void TestJsonOnce::lessonBoardsReadTheSame()
{
    int boards = 0;
    for (const QString &path : projectFiles()) {
        if (!path.endsWith(u".meeplelesson"_s)) continue;
        const QJsonObject lesson = QJsonDocument::fromJson(bytesOf(path)).object();
        for (const QJsonValue page : lesson.value(u"pages").toArray()) {
            if (!page.toObject().value(u"board").isObject()) continue;
            const QByteArray text = QJsonDocument(page.toObject().value(u"board").toObject())
                                        .toJson(QJsonDocument::Compact);
            const QString why = differenceOf(text);
            QVERIFY2(why.isEmpty(), qPrintable(path + u": "_s + why));
            ++boards;
        }
    }
    QVERIFY(boards > 0);
}

void TestJsonOnce::trickyTextsReadTheSame_data()
{
    QTest::addColumn<QByteArray>("text");
    const auto row = [](const char *name, const QByteArray &text) { QTest::newRow(name) << text; };
    // Keys written twice: the last value counts, a warning each (at most 20), in text order.
    row("duplicate", R"({"a": 1, "b": 2, "a": 3})");
    row("duplicate objects", R"({"a": {"x": 1}, "a": {"y": 2}, "b": [{"c": 1, "c": 2}]})");
    row("duplicate of another kind", R"({"a": [1, 2], "a": "s", "a": null})");
    row("duplicates nested before outer",
        R"({"p": {"q": 1, "q": 2}, "p": 3, "r": {"s": 1, "s": 0}})");
    row("empty keys", R"({"": 1, "": 2, "x": {"": []}})");
    QByteArray many = "{";
    for (int i = 0; i < 40; ++i)
        many += "\"k" + QByteArray::number(i % 7) + "\": " + QByteArray::number(i) + ", ";
    row("forty keys, seven names", many + "\"end\": true}");
    QByteArray reversed = "{";
    for (int i = 200; i > 0; --i)
        reversed += "\"key" + QByteArray::number(i) + "\": [" + QByteArray::number(i) + "], ";
    row("two hundred keys backwards", reversed + "\"key7\": \"again\"}");
    QByteArray objects = "[";
    for (int i = 0; i < 30; ++i)
        objects += "{\"id\": 1, \"id\": 2}, ";
    row("thirty warnings", objects + "{}]");
    // More (previous key, key) pairs in one shape than the scan keeps apart, some repeated.
    QByteArray pairs = "[";
    for (int i = 0; i < 6000; ++i)
        pairs += "{\"a" + QByteArray::number(i % 3000) + "\": 1, \"b" +
                 QByteArray::number(i % 2000) + "\": 2, \"a" + QByteArray::number(i % 7) +
                 "\": 3}, ";
    row("thousands of key pairs", pairs + "{}]");
    // Key order of a board's known and unknown keys.
    row("board order",
        R"({"version": 1, "format": "meeplelab-board", "zz": 1, "aa": {"b": 1, "a": 2},
        "players": [{"name": "x", "id": "red", "extra": 1}, {"id": "blue", "extra": 2, "name": "y"}],
        "moves": [{"tile": "U", "player": "red", "at": [1, 0], "rot": 0, "figure": {"on": "N", "type": "meeple"}}]})");
    // Text and escapes.
    row("escapes", R"(["\" \\ \/ \b \f \n \r \t", "\u0041\u00e9\u20ac\uFFFF\uffff"])");
    row("nul escape", R"({"a\u0000b": "c\u0000", "\u0000": 1})");
    row("raw UTF-8",
        "[\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\", \"\xEF\xBF\xBE\xF4\x8F\xBF\xBF\"]");
    row("surrogate pair", R"(["\ud83d\ude00", "\uD83D\uDE00x", "a\ud834\udd1e"])");
    row("surrogate pair key", R"({"\ud83d\ude00": 1, "\ud83d\ude01": 2})");
    row("lone high", R"(["\ud800"])");
    row("lone low", R"(["\udc00"])");
    row("pair reversed", R"(["\ude00\ud83d"])");
    row("high then letter", R"(["\ud83dA"])");
    row("lone surrogate key", R"({"\ud800": 1})");
    row("escaped mark", R"(["\ufeffab", "\ufeff\ufeffc", "a\ufeffb", "\ufeff"])");
    row("escaped mark key", R"({"\ufefftiles": 1, "tiles": 2, "\ufeff": 3})");
    // Qt sorts keys held as UTF-16 (written with an escape) by code unit and others by code
    // point: between a character past U+FFFF and one from U+E000 its order is no order.
    row("keys past U+FFFF and from U+E000",
        "{\"\xF0\x9F\x98\x80\": 1, \"\\ufeff\": 2, \"\\ud83d\\ude00\": 3, \"\\ufeff\": 4, "
        "\"a\": 5, \"\xEE\x80\x80\": 6, \"\\ue000\": 7}");
    QByteArray mixed = "{";
    for (int i = 0; i < 12; ++i)
        mixed += "\"k" + QByteArray::number(i) + "\": " + QByteArray::number(i) +
                 ", \"\\ud83d\\ude0" + QByteArray::number(i % 8) + "\": 1, \"\xF0\x9F\x98" +
                 char(0x80 + i % 8) + "\": 2, \"\\uf00" + QByteArray::number(i % 8) + "\": 3, ";
    row("many keys past U+FFFF and from U+E000", mixed + "\"end\": 0}");
    row("keys past U+FFFF only", "{\"\xF0\x9F\x98\x80\": 1, \"\\ud83d\\ude00\": 2, \"a\": 3}");
    row("keys from U+E000 only", "{\"\xEF\xBF\xBD\": 1, \"\\ufffd\": 2, \"\\ufeff\": 3}");
    row("raw mark in text", "[\"a\xEF\xBB\xBF\", \"\xEF\xBB\xBFtiles\"]");
    row("raw mark in key", "{\"\xEF\xBB\xBFtiles\": []}");
    row("mark at start", "\xEF\xBB\xBF{\"a\": 1}");
    row("mark alone", "\xEF\xBB\xBF");
    row("two marks", "\xEF\xBB\xBF\xEF\xBB\xBF{}");
    row("bad escape", R"(["\x", "\U0041", "\'"])");
    row("short unicode escape", R"(["\u12"])");
    row("bad hex", R"(["\u12G4"])");
    row("raw tab", "[\"a\tb\"]");
    row("raw control", "[\"a\x01\"]");
    row("raw delete", "[\"a\x7f\"]");
    row("raw nul", QByteArray("[\"a\0b\"]", 7));
    row("lone continuation", "[\"\x80\"]");
    row("cut short", "[\"\xC3\"]");
    row("overlong", "[\"\xC0\xAF\"]");
    row("overlong three", "[\"\xE0\x80\x80\"]");
    row("encoded surrogate", "[\"\xED\xA0\x80\"]");
    row("past U+10FFFF", "[\"\xF4\x90\x80\x80\"]");
    row("byte F5", "[\"\xF5\x80\x80\x80\"]");
    row("byte FF", "[\"\xFF\"]");
    row("UTF-8 outside text", "[1]\xC3\xA9");
    row("long text", "[\"" + repeated("abcdefgh", 200000) + "\"]");
    row("long key", "{\"" + repeated("k", 100000) + "\": 1}");
    row("long escaped text", "[\"" + repeated("\\u00e9\\n", 50000) + "\"]");
    // Nesting: Qt reads 1024 levels and no more.
    for (int depth : {64, 1023, 1024, 1025, 3000}) {
        QTest::addRow("arrays %d deep", depth) << nested(depth, false);
        QTest::addRow("objects %d deep", depth) << nested(depth, true);
    }
    row("deep inside an unknown key", boardWith(nested(1100, false)));
    // The shape of the text around the value.
    row("empty", "");
    row("spaces", " \n\t\r ");
    row("null", "null");
    row("true", "true");
    row("number", "1");
    row("string", "\"s\"");
    row("empty array", "[]");
    row("empty object", "{}");
    row("spaced", " \r\n\t{ \"a\" :\t[ 1 , 2 ]\r\n} \n\t\r ");
    row("vertical tab", "[\v1]");
    row("form feed", "[\f1]");
    row("trailing garbage", "{} x");
    row("two documents", "{}{}");
    row("extra bracket", "[1]]");
    row("nul after", QByteArray("{}\0", 3));
    row("comment", "[1] // note");
    row("block comment", "/* a */ [1]");
    row("unterminated object", "{");
    row("unterminated array", "[");
    row("unterminated text", "[\"abc");
    row("key without value", R"({"a"})");
    row("colon without value", R"({"a":})");
    row("trailing comma", "[1,]");
    row("trailing comma in object", R"({"a": 1,})");
    row("missing comma", "[1 2]");
    row("single quotes", "{'a': 1}");
    row("bare word", "[tru]");
    row("short null", "[nul]");
    row("capital true", "[TRUE]");
    row("literals", "[true, false, null, [true], {\"n\": null}]");
    row("number at the end", "[1");
    row("key not a string", "{1: 2}");
}

void TestJsonOnce::trickyTextsReadTheSame()
{
    QFETCH(QByteArray, text);
    const QString why = differenceOf(text);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void TestJsonOnce::numbersKeepTheirKind_data()
{
    QTest::addColumn<QByteArray>("number");
    for (const char *n : {"0",
                          "-0",
                          "1",
                          "-1",
                          "0.0",
                          "-0.0",
                          "1.0",
                          "1.5",
                          "1e2",
                          "1E2",
                          "1e+2",
                          "1e-2",
                          "-1e-2",
                          "0e0",
                          "-0e0",
                          "0.000",
                          "1.000e3",
                          "100e-2",
                          "1.5e1",
                          "2.5e-3",
                          "0.1",
                          "1e400",
                          "-1e400",
                          "1e-400",
                          "-1e-400",
                          "0e400",
                          "0e-400",
                          "1e-310",
                          "4.9e-324",
                          "2.4e-324",
                          "2.5e-324",
                          "3e-324",
                          "1.7976931348623157e308",
                          "1.7976931348623158e308",
                          "1.7976931348623159e308",
                          "9223372036854775807",
                          "9223372036854775808",
                          "-9223372036854775808",
                          "-9223372036854775809",
                          "-9223372036854777856",
                          "18446744073709551615",
                          "18446744073709551616",
                          "1e19",
                          "9.2e18",
                          "9.3e18",
                          "-9.3e18",
                          "9223372036854775807.0",
                          "9223372036854775806.5",
                          "9007199254740993",
                          "9007199254740993.0",
                          "-9007199254740993",
                          "123456789012345678901234567890",
                          "12345678901234567890e-10",
                          "1.",
                          ".5",
                          "01",
                          "-01",
                          "+1",
                          "-",
                          "1e",
                          "1e+",
                          "0x10",
                          "1.2.3",
                          "1e2e3",
                          "Infinity",
                          "NaN",
                          "-Infinity",
                          "00",
                          "-0.0e0"}) {
        QTest::newRow(n) << QByteArray(n);
    }
}

// Qt keeps a whole number within qint64 as an integer and any other as a double; the one pass
// gives the same kind, in an array, as an object's value and at the top level.
void TestJsonOnce::numbersKeepTheirKind()
{
    QFETCH(QByteArray, number);
    for (const QByteArray &text : {"[" + number + "]", "{\"n\": " + number + "}",
                                   "[" + number + ", " + number + "]", number, boardWith(number)}) {
        const QString why = differenceOf(text);
        QVERIFY2(why.isEmpty(), qPrintable(QString::fromUtf8(text.left(200)) + u": "_s + why));
    }
}

void TestJsonOnce::textsQtAloneReadsGoTheOldWay_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("onePass");
    QTest::newRow("board") << boardWith("[1, 2.5, \"x\", {\"y\": null}]") << true;
    QTest::newRow("1.0, an integer in Qt") << QByteArray("[1.0, -0.0, 1e2]") << true;
    QTest::newRow("uint64 beyond qint64") << QByteArray("[18446744073709551615]") << true;
    QTest::newRow("escaped marks") << QByteArray(R"({"\ufeffa": "\ufeff"})") << true;
    QTest::newRow("keys past U+FFFF") << QByteArray(R"({"\ud83d\ude00": 1, "\u00e9": 2})") << true;
    QTest::newRow("keys past U+FFFF and from U+E000")
        << QByteArray(R"({"\ud83d\ude00": 1, "\ufeff": 2})") << false;
    QTest::newRow("such texts, not keys")
        << QByteArray(R"({"a": "\ud83d\ude00", "b": "\ufeff"})") << true;
    QTest::newRow("1024 deep") << nested(1024, false) << true;
    QTest::newRow("1025 deep") << nested(1025, false) << false;
    QTest::newRow("1e400") << QByteArray("[1e400]") << false;
    QTest::newRow("1e-400") << QByteArray("[1e-400]") << false;
    QTest::newRow("1.") << QByteArray("[1.]") << false;
    QTest::newRow("lone surrogate") << QByteArray(R"(["\ud800"])") << false;
    QTest::newRow("bad escape") << QByteArray(R"(["\x"])") << false;
    QTest::newRow("invalid UTF-8") << QByteArray("[\"\xC3\"]") << false;
    QTest::newRow("raw mark inside") << QByteArray("[\"\xEF\xBB\xBF\"]") << false;
    QTest::newRow("top-level number") << QByteArray("1") << false;
    QTest::newRow("syntax error") << QByteArray("{\"a\": }") << false;
    QTest::newRow("as many different keys as the one pass takes")
        << manyKeys(detail::kMaxOnePassKeys) << true;
    QTest::newRow("one different key more") << manyKeys(detail::kMaxOnePassKeys + 1) << false;
}

// What nlohmann's reader refuses, or may read otherwise than Qt's, goes to Qt's reader and the
// key scan, so that its error is Qt's own; everything else is read once.
void TestJsonOnce::textsQtAloneReadsGoTheOldWay()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, onePass);
    const detail::JsonReadCounts before = detail::jsonReadsSoFar();
    detail::readJsonText(text);
    const detail::JsonReadCounts after = detail::jsonReadsSoFar();
    QCOMPARE(after.onePass - before.onePass, onePass ? 1 : 0);
    QCOMPARE(after.twice - before.twice, onePass ? 0 : 1);
    // Either way it reads as the reading before the one pass did.
    const QString why = differenceOf(text);
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

// Past kMaxUnknownKeyBytes the one pass refuses, at the key the scan names, also when the
// text goes wrong after that place; before it, a mistake decides (Qt's report).
void TestJsonOnce::unknownKeysAreRefusedInTheOnePass()
{
    const int count = int(detail::kMaxUnknownKeyBytes / 2) + 10; // "1," counts two bytes
    const QByteArray big = "[" + repeated("1,", count) + "1]";
    const QList<QByteArray> texts = {
        boardWith(big),
        boardWith(big).chopped(1) + ", x",                        // broken after the limit
        boardWith("[" + repeated("1,", count) + "1.]"),           // "1." only Qt reads
        boardWith("[\"\\ud800\", " + big.mid(1)),                 // a lone surrogate first
        boardWith("[" + nested(1100, false) + ", " + big.mid(1)), // too deep first
        boardWith("{\"a\": " + big + "}"),
        boardWith("[" + repeated("1,", count / 2) + "1]"), // within the limit
    };
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const QString why = differenceOf(texts[i]);
        QVERIFY2(why.isEmpty(), qPrintable(QString::number(i) + u": "_s + why));
    }
    const detail::JsonText refused = detail::readJsonText(texts[0]);
    QVERIFY(refused.refused);
    QCOMPARE(refused.refused->where, u"x-extra"_s);
    QVERIFY(!detail::readJsonText(texts.last()).refused);
}

// Thousands of documents no one wrote by hand, most of them read in the one pass.
void TestJsonOnce::randomDocumentsReadTheSame()
{
    RandomDocuments documents(20261206);
    const detail::JsonReadCounts before = detail::jsonReadsSoFar();
    constexpr int kDocuments = 4000;
    for (int i = 0; i < kDocuments; ++i) {
        const QByteArray text = documents.next();
        const QString why = differenceOf(text);
        QVERIFY2(why.isEmpty(), qPrintable(QString::fromUtf8(text) + u": "_s + why));
    }
    // differenceOf reads each once with readJsonText: the one pass must have done most.
    QVERIFY(detail::jsonReadsSoFar().onePass - before.onePass > kDocuments / 3);
}

QTEST_GUILESS_MAIN(TestJsonOnce)
#include "tst_jsononce.moc"
