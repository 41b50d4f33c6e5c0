// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli analyse: every legal move of a tile with its gain,
// the points of the turn and each player's outlook, in the spec's order, checked by hand on
// small boards; and on the bundled library it agrees with check --json about the best moves.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using mltest::CliRun;
using mltest::runCli;

namespace
{

QString fixture(const QString &name)
{
    return mltest::dataDir() + name;
}

// The closed city: D at (0,0), and red's E at (0,-1) closed the city north of it (nobody
// held it). Blue moves next.
QString closedCity()
{
    return fixture(QStringLiteral("/analyse/closed-city.meeple"));
}

// Red's meeple on a hill road and blue's on the road beyond a gap; red holds a U.
QString hillRoad()
{
    return fixture(QStringLiteral("/puzzlecheck/best-one.meeple"));
}

QJsonObject jsonOf(const CliRun &r)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s\n%s", qPrintable(error.errorString()), qPrintable(r.out));
    return doc.object();
}

QByteArray compact(const QJsonValue &v)
{
    return v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                        : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
}

// One analysed move in short: "x,y rot figure-on outlook-of-mover".
QString shortMove(const QJsonObject &m, const QString &player)
{
    const QJsonObject move = m.value(u"move").toObject();
    const QJsonArray at = move.value(u"at").toArray();
    const QString figure = move.contains(u"figure")
                               ? move.value(u"figure")[QLatin1String("on")].toString()
                               : QStringLiteral("-");
    return QStringLiteral("%1,%2 %3 %4 %5")
        .arg(at[0].toInt())
        .arg(at[1].toInt())
        .arg(move.value(u"rot").toInt())
        .arg(figure)
        .arg(m.value(u"outlook")[player].toInt());
}

// Texts from literals (the project builds with QT_NO_CAST_FROM_ASCII).
QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

QStringList libraryFiles()
{
    const QDir dir(QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles")));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.meeple")}, QDir::Files))
        files << dir.filePath(name);
    return files;
}

} // namespace

class TestCliAnalyse : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMoveWithGainPointsAndOutlook()
    {
        // By hand: U in the gap at (1,0) finishes the road of 4 tiles; red's meeple on the
        // hill wins the tie (R-HS-HI-4): red +4, blue 0, gain 4, and with both meeples home
        // the end adds nothing. Anywhere else scores nothing now, and at the end red's road
        // (hill tile and D) gives red 2, blue's road (W) gives blue 1 (R-BASE-14).
        const CliRun r = runCli({QStringLiteral("analyse"), hillRoad(), QStringLiteral("--tile"),
                                 QStringLiteral("U"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(u"player").toString(), QStringLiteral("red")); // no moves: the first
        QCOMPARE(o.value(u"tile").toString(), QStringLiteral("U"));
        const QJsonArray moves = o.value(u"moves").toArray();
        QCOMPARE(moves.size(), 8);
        const QJsonObject best = moves[0].toObject();
        QCOMPARE(compact(best.value(u"move")),
                 QByteArray(R"({"at":[1,0],"player":"red","rot":0,"tile":"U"})"));
        QCOMPARE(best.value(u"gain").toInt(), 4);
        QCOMPARE(compact(best.value(u"points")), QByteArray(R"({"blue":0,"red":4})"));
        QCOMPARE(compact(best.value(u"outlook")), QByteArray(R"({"blue":0,"red":4})"));
        QStringList cells;
        for (qsizetype i = 1; i < moves.size(); ++i) {
            const QJsonObject m = moves[i].toObject();
            QCOMPARE(m.value(u"gain").toInt(), 0);
            QCOMPARE(compact(m.value(u"points")), QByteArray(R"({"blue":0,"red":0})"));
            QCOMPARE(compact(m.value(u"outlook")), QByteArray(R"({"blue":1,"red":2})"));
            QVERIFY(!m.value(u"move").toObject().contains(u"figure")); // red has none left
            cells << shortMove(m, QStringLiteral("red")).section(u' ', 0, 1);
        }
        // Equal gain and outlook: by y, then x, then rotation.
        QCOMPARE(cells,
                 list({"-1,-1 0", "2,-1 0", "-2,0 0", "3,0 0", "-1,1 0", "0,1 0", "2,1 90"}));
    }

    void sortedByGainOutlookPlaceAndFigure()
    {
        // By hand, blue with the monastery B next to the closed city: a monk scores 1 + the
        // neighbours at the end (R-BASE-14): 3 at (-1,-1) and (1,-1) (E and D around), 2 at
        // (0,-2) and (0,1). A farmer in a field that borders the closed city scores 3
        // (R-BASE-15): at (0,-2), (-1,-1) and (1,-1) B's field joins E's; at (0,1) it joins D's
        // field south of the road, which borders no city: 0. Nothing scores this turn.
        const CliRun r = runCli({QStringLiteral("analyse"), closedCity(), QStringLiteral("--tile"),
                                 QStringLiteral("B"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(u"player").toString(), QStringLiteral("blue")); // after red's move
        QStringList got;
        for (const QJsonValue &m : o.value(u"moves").toArray()) {
            QCOMPARE(m[QLatin1String("gain")].toInt(), 0);
            QCOMPARE(m[QLatin1String("outlook")][QLatin1String("red")].toInt(), 0);
            got << shortMove(m.toObject(), QStringLiteral("blue"));
        }
        // Gain, then blue's outlook, then y, x, rotation, then no figure before monastery
        // before the field, named by its first port (Nw).
        QCOMPARE(got,
                 list({"0,-2 0 Nw 3", "-1,-1 0 monastery 3", "-1,-1 0 Nw 3", "1,-1 0 monastery 3",
                       "1,-1 0 Nw 3", "0,-2 0 monastery 2", "0,1 0 monastery 2", "0,-2 0 - 0",
                       "-1,-1 0 - 0", "1,-1 0 - 0", "0,1 0 - 0", "0,1 0 Nw 0"}));
        const QJsonObject first = o.value(u"moves").toArray().first().toObject();
        QCOMPARE(compact(first.value(u"move")),
                 QByteArray(R"({"at":[0,-2],"figure":{"on":"Nw","type":"meeple"},)"
                            R"("player":"blue","rot":0,"tile":"B"})"));
    }

    void playerAndTop()
    {
        const CliRun r =
            runCli({QStringLiteral("analyse"), closedCity(), QStringLiteral("--tile"),
                    QStringLiteral("B"), QStringLiteral("--player"), QStringLiteral("red"),
                    QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = jsonOf(r);
        QCOMPARE(o.value(u"player").toString(), QStringLiteral("red"));
        QStringList got;
        for (const QJsonValue &m : o.value(u"moves").toArray()) {
            QCOMPARE(m[QLatin1String("move")][QLatin1String("player")].toString(),
                     QStringLiteral("red"));
            got << shortMove(m.toObject(), QStringLiteral("red"));
        }
        QCOMPARE(got, list({"0,-2 0 Nw 3", "-1,-1 0 monastery 3", "-1,-1 0 Nw 3"}));
    }

    void readableText()
    {
        const CliRun r =
            runCli({QStringLiteral("analyse"), hillRoad(), QStringLiteral("--tile"),
                    QStringLiteral("U"), QStringLiteral("--top"), QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList lines = r.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(QStringLiteral("2 move(s) of U for red")),
                 qPrintable(lines[0]));
        QCOMPARE(lines[1],
                 QStringLiteral("(1,0) 0° no figure: gain 4; points red 4, blue 0; outlook red 4, "
                                "blue 0"));
        QCOMPARE(lines[2],
                 QStringLiteral("(-1,-1) 0° no figure: gain 0; points red 0, blue 0; outlook red "
                                "2, blue 1"));
    }

    void finishedGameIsRefused()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile in(closedCity());
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
        root.insert(u"end", true);
        const QString ended = tmp.filePath(QStringLiteral("ended.meeple"));
        QFile out(ended);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();
        const CliRun r = runCli({QStringLiteral("analyse"), ended, QStringLiteral("--tile"),
                                 QStringLiteral("B"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.trimmed(), ended + QStringLiteral(": end: the game is over"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString f = closedCity();
        QTest::newRow("unknown tile") << QStringList{f} + list({"--tile", "ZZ"}) << 64
                                      << QStringLiteral("unknown tile id \"ZZ\"");
        QTest::newRow("no such player")
            << QStringList{f} + list({"--tile", "B", "--player", "green"}) << 64
            << QStringLiteral("no player \"green\"");
        QTest::newRow("top zero") << QStringList{f} + list({"--tile", "B", "--top", "0"}) << 64
                                  << QStringLiteral("--top needs a whole number");
        QTest::newRow("top word") << QStringList{f} + list({"--tile", "B", "--top", "all"}) << 64
                                  << QStringLiteral("--top needs a whole number");
        QTest::newRow("no tile") << QStringList{f} << 64 << QStringLiteral("--tile ID is required");
        QTest::newRow("unknown flag") << QStringList{f} + list({"--tile", "B", "--show"}) << 64
                                      << QStringLiteral("unknown option --show");
        QTest::newRow("missing file")
            << QStringList{fixture(QStringLiteral("/analyse/none.meeple"))} + list({"--tile", "B"})
            << 2 << QStringLiteral("none.meeple");
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const CliRun r = runCli(QStringList{QStringLiteral("analyse")} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.trimmed().count(u'\n'), 0); // one line
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
    }

    void agreesWithCheckOnTheLibrary()
    {
        int puzzles = 0;
        for (const QString &file : libraryFiles()) {
            QFile in(file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QJsonObject puzzle =
                QJsonDocument::fromJson(in.readAll()).object().value(u"puzzle").toObject();
            if (puzzle.value(u"kind").toString() != u"best-move") continue;
            ++puzzles;
            const CliRun check = runCli({QStringLiteral("check"), file, QStringLiteral("--json")});
            QVERIFY2(check.exitCode == 0, qPrintable(check.err));
            const QJsonObject computed = QJsonDocument::fromJson(check.out.toUtf8())
                                             .array()
                                             .first()
                                             .toObject()
                                             .value(u"computed")
                                             .toObject();
            const CliRun analyse =
                runCli({QStringLiteral("analyse"), file, QStringLiteral("--tile"),
                        puzzle.value(u"tile").toString(), QStringLiteral("--player"),
                        puzzle.value(u"player").toString(), QStringLiteral("--json")});
            QVERIFY2(analyse.exitCode == 0, qPrintable(analyse.err));
            const QJsonArray moves = jsonOf(analyse).value(u"moves").toArray();
            QVERIFY(!moves.isEmpty());
            const int gain = moves.first()[QLatin1String("gain")].toInt();
            QCOMPARE(gain, computed.value(u"points").toInt());
            // The moves with the best gain, as the answer writes them (no player, no tile).
            QSet<QByteArray> best, key;
            for (const QJsonValue &m : moves) {
                if (m[QLatin1String("gain")].toInt() != gain) continue;
                QJsonObject move = m[QLatin1String("move")].toObject();
                move.remove(u"player");
                move.remove(u"tile");
                move.remove(u"castle");
                best.insert(compact(move));
            }
            for (const QJsonValue &m : computed.value(u"best").toArray())
                key.insert(compact(m));
            QCOMPARE(best, key);
        }
        QVERIFY(puzzles >= 2);
    }
};

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "tst_cli_analyse.moc"
