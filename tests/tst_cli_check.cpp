// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli check and render, run as a user would: the whole puzzle library must pass,
// a broken answer key must fail naming the puzzle, and render must write real pictures.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace
{

using Run = mltest::CliRun;

// A search over a whole collection may take its time on a loaded machine.
Run run(const QStringList &args)
{
    mltest::CliOptions options;
    options.timeoutMs = 120'000;
    return mltest::runCli(args, options);
}

QString puzzlesDir()
{
    return QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles"));
}

QStringList libraryFiles()
{
    const QDir dir(puzzlesDir());
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.meeple")}, QDir::Files))
        files << dir.filePath(name);
    return files;
}

QString fixture(const QString &name)
{
    return mltest::dataDir() + QStringLiteral("/puzzlecheck/") + name;
}

// check --json's standard output as an array; a test fails on anything else.
QJsonArray jsonArray(const Run &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        qWarning("not a JSON array: %s\n%s", qPrintable(error.errorString()), qPrintable(r.out));
    return doc.array();
}

QStringList filesOf(const QJsonArray &results)
{
    QStringList files;
    for (const QJsonValue &v : results)
        files << v[QLatin1String("file")].toString();
    return files;
}

// A folder of copies of the fixtures, named so that the order is visible.
void copyInto(const QString &dir, const QStringList &fixtures, const QStringList &names)
{
    for (qsizetype i = 0; i < fixtures.size(); ++i)
        QVERIFY(QFile::copy(fixture(fixtures[i]), dir + u'/' + names[i]));
}

void writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// Reads a PNG's size from its header (the IHDR chunk), so the test needs no GUI library.
QSize pngSize(const QByteArray &png)
{
    if (!png.startsWith("\x89PNG\r\n\x1a\n") || png.size() < 24 || png.mid(12, 4) != "IHDR")
        return {};
    const auto be32 = [&png](int at) {
        return int((quint8(png[at]) << 24) | (quint8(png[at + 1]) << 16) |
                   (quint8(png[at + 2]) << 8) | quint8(png[at + 3]));
    };
    return {be32(16), be32(20)};
}

} // namespace

class TestCliCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeLibraryPasses()
    {
        const QStringList files = libraryFiles();
        QVERIFY2(files.size() >= 12, qPrintable(puzzlesDir()));
        const Run r = run(QStringList{QStringLiteral("check")} + files);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.isEmpty());
        for (const QString &f : files)
            QVERIFY2(r.out.contains(QFileInfo(f).fileName() + QStringLiteral(" (\"")),
                     qPrintable(f));
        QCOMPARE(r.out.count(QStringLiteral(": ok (")), files.size());
    }

    void brokenAnswerFailsNamingThePuzzle()
    {
        // Change one stored score of a library puzzle and check the copy beside a good one.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QStringList files = libraryFiles();
        QFile in(files.constFirst());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject puzzle = root.value(u"puzzle").toObject();
        QJsonObject answer = puzzle.value(u"answer").toObject();
        const QString key =
            answer.contains(u"scores") ? QStringLiteral("scores") : QStringLiteral("points");
        if (answer.value(key).isObject()) {
            QJsonObject points = answer.value(key).toObject();
            points.insert(points.begin().key(), points.begin().value().toInt() + 1);
            answer.insert(key, points);
        } else {
            answer.insert(key, answer.value(key).toInt() + 1);
        }
        puzzle.insert(u"answer", answer);
        root.insert(u"puzzle", puzzle);
        root.insert(u"title", QJsonObject{{QStringLiteral("en"), QStringLiteral("Broken key")}});
        const QString broken = tmp.filePath(QStringLiteral("broken.meeple"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();

        const Run r = run({QStringLiteral("check"), files.last(), broken});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(broken) && r.err.contains(QStringLiteral("Broken key")),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("puzzle.answer.") + key), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("the rules give")), qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral(": ok (")));
        QCOMPARE(r.err.count(u'\n'), 1); // one line per failing puzzle
    }

    void unreadableFileIsExitTwo()
    {
        const Run r = run({QStringLiteral("check"), QStringLiteral("/no/such/file.meeple")});
        QCOMPARE(r.exitCode, 2);
        const Run usage = run({QStringLiteral("check")});
        QCOMPARE(usage.exitCode, 64);
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--help")}).exitCode, 0);
    }

    // check --json (docs/board-format.md, "Checking puzzles") over the bundled folder as a
    // collection, every puzzle ok and every object with the seven documented keys.
    void jsonOverTheBundledLibrary()
    {
        const QString dir = puzzlesDir();
        const Run r = run({QStringLiteral("check"), dir, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray results = jsonArray(r);
        QStringList expected;
        for (const QString &f : libraryFiles())
            expected << dir + u'/' + QFileInfo(f).fileName();
        QStringList got = filesOf(results);
        got.sort();
        QCOMPARE(got, expected); // collection.json, if any, is no puzzle
        for (const QJsonValue &v : results) {
            const QJsonObject o = v.toObject();
            QVERIFY2(o.value(u"ok").toBool(), qPrintable(o.value(u"file").toString()));
            for (const char *key :
                 {"file", "kind", "ok", "stored", "computed", "unique", "dependsOn"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            QCOMPARE(o.size(), 7);
            QVERIFY(o.value(u"dependsOn").isArray());
            const bool bestMove = o.value(u"kind").toString() == u"best-move";
            QCOMPARE(o.value(u"unique").isBool(), bestMove);
            QCOMPARE(o.value(u"computed").isNull(), o.value(u"kind").toString() == u"free");
        }
        // The text form says the same in words, and neither warning changes the exit code.
        const Run text = run({QStringLiteral("check"), dir});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out.count(QStringLiteral(": ok (")), results.size());
    }

    // The options of Inns & Cathedrals and Traders & Builders are readings too: a tie on the
    // hills of EX-IC-12c turns on how the large meeple counts, and EX-TB-15b's castle as a
    // second part is illegal under draw-only (no answer then).
    void jsonDependsOnNewOptions()
    {
        QTemporaryDir dir;
        const auto asPuzzle = [&](const QString &scenario, const QString &name,
                                  const QJsonObject &points) {
            QFile in(mltest::dataDir() + QStringLiteral("/scenarios/") + scenario);
            if (!in.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(scenario));
            QJsonObject board = QJsonDocument::fromJson(in.readAll()).object();
            board.remove(u"expect");
            board.insert(
                u"puzzle",
                QJsonObject{
                    {QStringLiteral("kind"), QStringLiteral("turn-scores")},
                    {QStringLiteral("question"),
                     QJsonObject{{QStringLiteral("en"), QStringLiteral("Who scores?")}}},
                    {QStringLiteral("answer"), QJsonObject{{QStringLiteral("points"), points}}}});
            QFile out(dir.filePath(name));
            if (!out.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(name));
            out.write(QJsonDocument(board).toJson());
            return out.fileName();
        };
        const QString hill =
            asPuzzle(QStringLiteral("R-IC-HS-1_EX-IC-12c_count_large_meeple_as_one_figure.meeple"),
                     QStringLiteral("hill.meeple"),
                     QJsonObject{{QStringLiteral("red"), 8}, {QStringLiteral("blue"), 8}});
        const QString castle =
            asPuzzle(QStringLiteral("R-TB-GC-1_EX-TB-15b_second_part_castle_allowed.meeple"),
                     QStringLiteral("castle.meeple"),
                     QJsonObject{{QStringLiteral("red"), 0}, {QStringLiteral("blue"), 0}});
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), hill, castle});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QJsonArray a = jsonArray(r);
        QCOMPARE(a.size(), 2);
        const auto entry = [](const QJsonObject &result, const QString &option) {
            for (const QJsonValue &d : result.value(u"dependsOn").toArray())
                if (d[QLatin1String("option")].toString() == option) return d.toObject();
            return QJsonObject();
        };
        const QJsonObject strength = entry(a[0].toObject(), QStringLiteral("largeMeepleHill"));
        QCOMPARE(strength.value(u"value").toString(), QStringLiteral("strength"));
        QCOMPARE(
            strength.value(u"computed").toObject(),
            (QJsonObject{{QStringLiteral("points"),
                          QJsonObject{{QStringLiteral("red"), 8}, {QStringLiteral("blue"), 0}}}}));
        const QJsonObject drawOnly = entry(a[1].toObject(), QStringLiteral("doubleTurnCastle"));
        QCOMPARE(drawOnly.value(u"value").toString(), QStringLiteral("draw-only"));
        QVERIFY(drawOnly.value(u"computed").isNull());
        // Each option only where its set is on.
        QVERIFY(entry(a[0].toObject(), QStringLiteral("doubleTurnCastle")).isEmpty());
        QVERIFY(entry(a[1].toObject(), QStringLiteral("largeMeepleHill")).isEmpty());
    }

    // R-HS-HI-6 / R-HS-HI-7 and R-BASE-9 / R-BASE-9V: the exact dependsOn entries, with the
    // value as rules.options writes it, and no option of a set the file does not enable.
    void jsonDependsOnAndUnique()
    {
        const Run r = run(
            {QStringLiteral("check"), QStringLiteral("--json"),
             fixture(QStringLiteral("hill-tie.meeple")),
             fixture(QStringLiteral("tiny-city.meeple")),
             fixture(QStringLiteral("best-two.meeple")), fixture(QStringLiteral("best-one.meeple")),
             fixture(QStringLiteral("free.meeple")), fixture(QStringLiteral("no-puzzle.meeple"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray a = jsonArray(r);
        QCOMPARE(a.size(), 6);

        const QJsonObject hill = a[0].toObject();
        QCOMPARE(hill.value(u"file").toString(), fixture(QStringLiteral("hill-tie.meeple")));
        QCOMPARE(hill.value(u"kind").toString(), QStringLiteral("turn-scores"));
        QVERIFY(hill.value(u"unique").isNull());
        const QJsonObject points{{QStringLiteral("red"), 12}, {QStringLiteral("blue"), 12}};
        QCOMPARE(hill.value(u"computed").toObject(),
                 QJsonObject({{QStringLiteral("points"), points}}));
        QCOMPARE(hill.value(u"stored"), hill.value(u"computed"));
        const QJsonObject byCount{{QStringLiteral("red"), 12}, {QStringLiteral("blue"), 0}};
        QCOMPARE(hill.value(u"dependsOn").toArray(),
                 QJsonArray({QJsonObject{{QStringLiteral("option"), QStringLiteral("hillTiebreak")},
                                         {QStringLiteral("value"), QStringLiteral("count")},
                                         {QStringLiteral("computed"),
                                          QJsonObject{{QStringLiteral("points"), byCount}}}}}));

        const QJsonObject tiny = a[1].toObject();
        const QJsonObject oldRule{{QStringLiteral("red"), 2}, {QStringLiteral("blue"), 0}};
        QCOMPARE(tiny.value(u"dependsOn").toArray(),
                 QJsonArray({QJsonObject{{QStringLiteral("option"), QStringLiteral("tinyCity")},
                                         {QStringLiteral("value"), 2},
                                         {QStringLiteral("computed"),
                                          QJsonObject{{QStringLiteral("points"), oldRule}}}}}));

        const QJsonObject two = a[2].toObject();
        QCOMPARE(two.value(u"unique"), QJsonValue(false));
        QCOMPARE(two.value(u"computed")[QLatin1String("best")].toArray().size(), 2);
        QCOMPARE(two.value(u"computed")[QLatin1String("points")].toInt(), 9);
        QCOMPARE(a[3].toObject().value(u"unique"), QJsonValue(true));

        const QJsonObject free = a[4].toObject();
        QCOMPARE(free.value(u"kind").toString(), QStringLiteral("free"));
        QVERIFY(free.value(u"computed").isNull());
        QVERIFY(free.value(u"stored")[QLatin1String("text")].isObject());
        QVERIFY(free.value(u"ok").toBool());

        QCOMPARE(a[5].toObject(),
                 QJsonObject({{QStringLiteral("file"), fixture(QStringLiteral("no-puzzle.meeple"))},
                              {QStringLiteral("kind"), QJsonValue()},
                              {QStringLiteral("ok"), true}}));
        // The keys come in the documented order.
        const qsizetype at = r.out.indexOf(QStringLiteral("\"file\""));
        QVERIFY(at < r.out.indexOf(QStringLiteral("\"kind\"")));
        QVERIFY(r.out.indexOf(QStringLiteral("\"unique\"")) <
                r.out.indexOf(QStringLiteral("\"dependsOn\"")));
        QVERIFY(r.out.indexOf(QStringLiteral("\"option\"")) <
                r.out.indexOf(QStringLiteral("\"value\"")));
    }

    // A figure is named the same way in "stored", "computed" and --show: the author wrote N and
    // Se (the north field and the south field beside the road), the rules name the same fields
    // by their first ports, and a script comparing the two as text must see one spelling.
    void storedAndComputedNameAFieldAlike()
    {
        const QString file = fixture(QStringLiteral("best-figures.meeple"));
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonArray(r)[0].toObject();
        QVERIFY(o.value(u"ok").toBool());
        const auto figures = [](const QJsonValue &answer) {
            QStringList on;
            for (const QJsonValue &move : answer[QLatin1String("best")].toArray())
                on << move[QLatin1String("figure")][QLatin1String("on")].toString();
            on.sort();
            return on;
        };
        QCOMPARE(figures(o.value(u"computed")), (QStringList{QString(), u"Es"_s, u"Nw"_s}));
        QCOMPARE(figures(o.value(u"stored")), figures(o.value(u"computed")));
        QCOMPARE(o.value(u"stored"), o.value(u"computed"));

        // --show prints the key an author pastes into the file: the same spelling again.
        const Run show = run({QStringLiteral("check"), QStringLiteral("--show"), file});
        QVERIFY2(show.exitCode == 0, qPrintable(show.err));
        // The key comes first, up to its closing brace alone on a line; the review follows.
        const qsizetype end = show.out.indexOf(QStringLiteral("\n}"));
        QVERIFY2(show.out.startsWith(u'{') && end > 0, qPrintable(show.out));
        const QJsonDocument key = QJsonDocument::fromJson(show.out.left(end + 2).toUtf8());
        QVERIFY2(key.isObject(), qPrintable(show.out));
        QCOMPARE(QJsonValue(key.object()), o.value(u"computed"));
    }

    void textSaysUniqueAndDependsOnInWords()
    {
        const Run r = run({QStringLiteral("check"), fixture(QStringLiteral("best-two.meeple")),
                           fixture(QStringLiteral("hill-tie.meeple"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("not unique: 2 moves share the best gain +9: "
                                               "(1,2) 90° no figure; (1,2) 180° no figure")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(
                     QStringLiteral("depends on hillTiebreak=count: computed red 12, blue 0")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QStringLiteral("best-two.meeple (\"The last neighbour\"): "
                                               "depends on")));
    }

    // A wrong key in --json: the object says ok false, the exit is 1, stderr names it.
    void jsonWrongAnswerIsExitOne()
    {
        QTemporaryDir tmp;
        QFile in(fixture(QStringLiteral("tiny-city.meeple")));
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QString wrong = tmp.filePath(QStringLiteral("wrong.meeple"));
        writeText(wrong, in.readAll().replace("\"red\": 4", "\"red\": 5"));
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), wrong});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray a = jsonArray(r);
        QCOMPARE(a.size(), 1);
        QCOMPARE(a[0].toObject().value(u"ok"), QJsonValue(false));
        QCOMPARE(
            a[0].toObject().value(u"stored")[QLatin1String("points")][QLatin1String("red")].toInt(),
            5);
        QVERIFY(r.err.contains(wrong));
        QCOMPARE(run({QStringLiteral("check"), QStringLiteral("--json"), QStringLiteral("--show"),
                      wrong})
                     .exitCode,
                 64);
    }

    // An unreadable file gives no object and exit 2; the others are still in the array.
    void jsonUnreadableFileAmongGoodOnes()
    {
        QTemporaryDir tmp;
        const QString bad = tmp.filePath(QStringLiteral("bad.meeple"));
        writeText(bad, "{ not json");
        const QString good = fixture(QStringLiteral("best-one.meeple"));
        const Run r =
            run({QStringLiteral("check"), QStringLiteral("--json"), good, bad,
                 QStringLiteral("/no/such/file.meeple"), fixture(QStringLiteral("free.meeple"))});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(filesOf(jsonArray(r)),
                 QStringList({good, fixture(QStringLiteral("free.meeple"))}));
        QVERIFY2(r.err.contains(bad) && r.err.contains(QStringLiteral("/no/such/file.meeple")),
                 qPrintable(r.err));
    }

    // docs/board-format.md, "Puzzle collections": collection.json orders the listed files; the
    // others follow by name. Files are named DIR/NAME as the DIR was given, slash or not.
    void dirInCollectionOrder()
    {
        QTemporaryDir tmp;
        copyInto(tmp.path(),
                 {QStringLiteral("tiny-city.meeple"), QStringLiteral("hill-tie.meeple"),
                  QStringLiteral("best-one.meeple"), QStringLiteral("free.meeple")},
                 {QStringLiteral("a.meeple"), QStringLiteral("b.meeple"),
                  QStringLiteral("c.meeple"), QStringLiteral("d.meeple")});
        writeText(
            tmp.filePath(QStringLiteral("collection.json")),
            R"({"title": {"en": "Mixed", "nl": "Gemengd"}, "order": ["c.meeple", "a.meeple"]})");
        const QString dir = tmp.path() + u'/';
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), dir,
                           fixture(QStringLiteral("no-puzzle.meeple"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(filesOf(jsonArray(r)),
                 QStringList({dir + QStringLiteral("c.meeple"), dir + QStringLiteral("a.meeple"),
                              dir + QStringLiteral("b.meeple"), dir + QStringLiteral("d.meeple"),
                              fixture(QStringLiteral("no-puzzle.meeple"))}));
    }

    void dirWithoutCollectionJsonByName()
    {
        QTemporaryDir tmp;
        copyInto(tmp.path(),
                 {QStringLiteral("free.meeple"), QStringLiteral("tiny-city.meeple"),
                  QStringLiteral("best-one.meeple")},
                 {QStringLiteral("2-b.meeple"), QStringLiteral("10-c.meeple"),
                  QStringLiteral("1-a.meeple")});
        writeText(tmp.filePath(QStringLiteral("readme.txt")), "not a board");
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), tmp.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString dir = tmp.path() + u'/';
        QCOMPARE(filesOf(jsonArray(r)), QStringList({dir + QStringLiteral("1-a.meeple"),
                                                     dir + QStringLiteral("10-c.meeple"),
                                                     dir + QStringLiteral("2-b.meeple")}));
    }

    // A broken collection.json is an unreadable file: exit 2 naming it, other arguments checked.
    void brokenCollectionJsonIsExitTwo()
    {
        QTemporaryDir tmp;
        copyInto(tmp.path(), {QStringLiteral("free.meeple")}, {QStringLiteral("a.meeple")});
        writeText(tmp.filePath(QStringLiteral("collection.json")), R"({"order": ["gone.meeple"]})");
        const QString good = fixture(QStringLiteral("best-one.meeple"));
        const Run r = run({QStringLiteral("check"), QStringLiteral("--json"), tmp.path(), good});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(tmp.path() + QStringLiteral("/collection.json: order[0]: ")),
                 qPrintable(r.err));
        QCOMPARE(filesOf(jsonArray(r)), QStringList({good}));
    }

    void renderWritesPngAndSvg()
    {
        QTemporaryDir tmp;
        const QString board = libraryFiles().constFirst();
        const QString png = tmp.filePath(QStringLiteral("board.png"));
        const QString svg = tmp.filePath(QStringLiteral("board.svg"));
        Run r = run({QStringLiteral("render"), board, QStringLiteral("-o"), png,
                     QStringLiteral("--size"), QStringLiteral("400"), QStringLiteral("--lang"),
                     QStringLiteral("nl")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile p(png);
        QVERIFY(p.open(QIODevice::ReadOnly));
        const QSize size = pngSize(p.readAll());
        QVERIFY(size.isValid());
        QCOMPARE(std::max(size.width(), size.height()), 400);

        r = run({QStringLiteral("render"), board, QStringLiteral("-o"), svg});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray text = s.readAll();
        QVERIFY(text.contains("<svg"));
        // The title in English is drawn into the picture.
        QVERIFY(text.contains("Three players") || text.contains("<text") || text.size() > 1000);
    }

    void renderUsageAndFileErrors()
    {
        const QString board = libraryFiles().constFirst();
        QCOMPARE(run({QStringLiteral("render"), board}).exitCode, 64);
        QCOMPARE(
            run({QStringLiteral("render"), board, QStringLiteral("-o"), QStringLiteral("x.gif")})
                .exitCode,
            64);
        QCOMPARE(run({QStringLiteral("render"), board, QStringLiteral("-o"),
                      QStringLiteral("x.png"), QStringLiteral("--lang"), QStringLiteral("fr")})
                     .exitCode,
                 64);
        QCOMPARE(run({QStringLiteral("render"), QStringLiteral("/no/such.meeple"),
                      QStringLiteral("-o"), QStringLiteral("x.png")})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
