// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli as users and scripts see it (README.md, "The command-line tool"): exit codes,
// one-line errors on stderr naming the file, and the JSON shapes.
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

class TestCli : public QObject
{
    Q_OBJECT

private:
    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run run(const QStringList &args)
    {
        const mltest::CliRun r = mltest::runCli(args);
        return {r.exitCode, r.out, r.err};
    }
    static QString data(const QString &relative) { return mltest::dataDir() + u'/' + relative; }
    static QString puzzle(const QString &name)
    {
        return QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles/") + name);
    }
    static QJsonObject readJson(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
        return QJsonDocument::fromJson(f.readAll()).object();
    }
    // `value` put at `path` ("puzzle", "answer", "best", "0", "rot") inside `root`; an
    // Undefined value takes the key away.
    static QJsonValue setAt(const QJsonValue &root, QStringList path, const QJsonValue &value)
    {
        if (path.isEmpty()) return value;
        const QString key = path.takeFirst();
        bool isIndex = false;
        const int index = key.toInt(&isIndex);
        if (isIndex) {
            QJsonArray a = root.toArray();
            a[index] = setAt(a.at(index), path, value);
            return a;
        }
        QJsonObject o = root.toObject();
        const QJsonValue inner = setAt(o.value(key), path, value);
        if (inner.isUndefined())
            o.remove(key);
        else
            o.insert(key, inner);
        return o;
    }
    static QString writeJson(const QTemporaryDir &dir, const QString &name, const QJsonObject &o)
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        f.write(QJsonDocument(o).toJson());
        return path;
    }
    static QJsonObject json(const Run &r)
    {
        QJsonParseError e;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &e);
        if (e.error != QJsonParseError::NoError)
            qWarning("not JSON: %s\n%s", qPrintable(e.errorString()), qPrintable(r.out));
        return doc.object();
    }

private Q_SLOTS:
    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stderrHas"); // empty: stderr must be empty
        const QString ok = data(QStringLiteral("files/city-and-road.meeple"));
        const auto bad = [](const char *name) {
            return data(QStringLiteral("badinput/%1.meeple").arg(QLatin1String(name)));
        };
        const QString S = QStringLiteral("score"), V = QStringLiteral("validate"),
                      L = QStringLiteral("legal");

        QTest::newRow("score ok") << QStringList{S, ok} << 0 << QString();
        QTest::newRow("score --json ok")
            << QStringList{S, ok, QStringLiteral("--json")} << 0 << QString();
        QTest::newRow("score --option ok")
            << QStringList{S, ok, QStringLiteral("--option"), QStringLiteral("tinyCity=2")} << 0
            << QString();
        QTest::newRow("score --option=K=V ok")
            << QStringList{S, QStringLiteral("--option=farmers=per-city"), ok} << 0 << QString();
        QTest::newRow("score illegal move")
            << QStringList{S, bad("move-not-adjacent")} << 1 << QStringLiteral("moves[1]");
        QTest::newRow("score illegal set-up")
            << QStringList{S, bad("setup-side-mismatch")} << 1 << QStringLiteral("tiles[1]");
        QTest::newRow("score castle held twice") << QStringList{S, bad("castle-held-twice")} << 1
                                                 << QStringLiteral("players[1].castles[0]");
        QTest::newRow("score truncated JSON")
            << QStringList{S, bad("truncated")} << 2 << QStringLiteral("not valid JSON");
        QTest::newRow("score wrong type")
            << QStringList{S, bad("type-at-not-pair")} << 2 << QStringLiteral("tiles[1].at");
        QTest::newRow("score unknown tile")
            << QStringList{S, bad("unknown-tile-id")} << 2 << QStringLiteral("Z9");
        QTest::newRow("score newer version")
            << QStringList{S, bad("newer-version")} << 2 << QStringLiteral("newer");
        QTest::newRow("score set not enabled") << QStringList{S, bad("expansion-bag-without-set")}
                                               << 2 << QStringLiteral("hills-sheep");
        QTest::newRow("score missing file")
            << QStringList{S, data(QStringLiteral("files/no-such-file.meeple"))} << 2
            << QStringLiteral("cannot read");
        QTest::newRow("score bad --option key")
            << QStringList{S, ok, QStringLiteral("--option"), QStringLiteral("dragons=1")} << 64
            << QStringLiteral("--option dragons");
        QTest::newRow("score --option without =")
            << QStringList{S, ok, QStringLiteral("--option"), QStringLiteral("tinyCity")} << 64
            << QStringLiteral("KEY=VALUE");
        QTest::newRow("score unknown flag")
            << QStringList{S, ok, QStringLiteral("--fast")} << 64 << QStringLiteral("--fast");
        QTest::newRow("score without file") << QStringList{S} << 64 << QStringLiteral("FILE");
        QTest::newRow("validate ok") << QStringList{V, ok} << 0 << QString();
        QTest::newRow("validate illegal")
            << QStringList{V, bad("move-discard-placeable")} << 1 << QStringLiteral("R-BASE-4");
        QTest::newRow("validate unreadable")
            << QStringList{V, bad("unknown-set")} << 2 << QStringLiteral("rules.sets[1]");
        QTest::newRow("legal ok") << QStringList{L, ok, QStringLiteral("--tile"),
                                                 QStringLiteral("K")}
                                  << 0 << QString();
        QTest::newRow("legal without --tile")
            << QStringList{L, ok} << 64 << QStringLiteral("--tile");
        QTest::newRow("legal unknown tile")
            << QStringList{L, ok, QStringLiteral("--tile"), QStringLiteral("Z9")} << 64
            << QStringLiteral("Z9");
        QTest::newRow("legal on a broken file")
            << QStringList{L, bad("move-side-mismatch"), QStringLiteral("--tile"),
                           QStringLiteral("K")}
            << 1 << QStringLiteral("moves[0]");
        QTest::newRow("tiles") << QStringList{QStringLiteral("tiles")} << 0 << QString();
        QTest::newRow("tiles --json")
            << QStringList{QStringLiteral("tiles"), QStringLiteral("--json")} << 0 << QString();
        QTest::newRow("render without -o")
            << QStringList{QStringLiteral("render"), ok} << 64 << QStringLiteral("-o");
        QTest::newRow("check a file without puzzle")
            << QStringList{QStringLiteral("check"), ok} << 0 << QString();
        QTest::newRow("no command") << QStringList{} << 64 << QStringLiteral("COMMAND");
        QTest::newRow("unknown command")
            << QStringList{QStringLiteral("play")} << 64 << QStringLiteral("play");
        QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << 0 << QString();
        QTest::newRow("--version") << QStringList{QStringLiteral("--version")} << 0 << QString();
        // Hostile command lines: QCommandLineParser's errors are exit 64 with the
        // command named, never its own exit 1.
        QTest::newRow("switch with a value")
            << QStringList{S, ok, QStringLiteral("--json=yes")} << 64 << QStringLiteral("json");
        QTest::newRow("value flag at the end")
            << QStringList{QStringLiteral("render"), ok, QStringLiteral("-o")} << 64
            << QStringLiteral("meeplelab-cli render");
        QTest::newRow("unknown short flag")
            << QStringList{S, ok, QStringLiteral("-z")} << 64 << QStringLiteral("-z");
        QTest::newRow("three dashes") << QStringList{S, ok, QStringLiteral("---")} << 64
                                      << QStringLiteral("meeplelab-cli score");
        QTest::newRow("empty argument")
            << QStringList{S, QString()} << 64 << QStringLiteral("empty name");
        QTest::newRow("NUL-free junk flag")
            << QStringList{S, ok, QString::fromUtf8("--\xc3\xa9t\xc3\xa9")} << 64
            << QStringLiteral("unknown option");
        QTest::newRow("file after --")
            << QStringList{S, QStringLiteral("--"), ok} << 0 << QString();
        for (const char *cmd : {"score", "legal", "validate", "tiles", "render", "check"})
            QTest::newRow(qPrintable(QStringLiteral("%1 --help").arg(QLatin1String(cmd))))
                << QStringList{QLatin1String(cmd), QStringLiteral("--help")} << 0 << QString();
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stderrHas);
        const Run r = run(args);
        QVERIFY2(r.exitCode == exitCode,
                 qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.exitCode).arg(r.err)));
        if (stderrHas.isEmpty()) {
            QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
            QVERIFY(!r.out.isEmpty());
            return;
        }
        QVERIFY2(r.err.contains(stderrHas), qPrintable(r.err));
        // One line; file errors start with the file name.
        QCOMPARE(r.err.count(u'\n'), 1);
        if (exitCode == 1 || exitCode == 2)
            QVERIFY2(r.err.startsWith(args.at(1) + QStringLiteral(": ")), qPrintable(r.err));
    }

    void scoreJsonShape()
    {
        const Run r =
            run({QStringLiteral("score"), data(QStringLiteral("files/city-and-road.meeple")),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        const QStringList keys = o.keys();
        QCOMPARE(QSet<QString>(keys.begin(), keys.end()),
                 (QSet<QString>{QStringLiteral("events"), QStringLiteral("final"),
                                QStringLiteral("scores")}));
        const QJsonArray events = o.value(u"events").toArray();
        QCOMPARE(events.size(), 1);
        const QJsonObject e = events.at(0).toObject();
        for (const char *key : {"move", "phase", "feature", "complete", "cells", "winners",
                                "decidedBy", "points", "breakdown", "rules"})
            QVERIFY2(e.contains(QLatin1String(key)), key);
        QCOMPARE(e.value(u"move").toInt(), 0);
        QCOMPARE(e.value(u"phase").toString(), QStringLiteral("scoring"));
        QCOMPARE(e.value(u"feature").toString(), QStringLiteral("city"));
        QCOMPARE(e.value(u"complete").toBool(), true);
        QCOMPARE(e.value(u"cells").toArray().at(0).toArray(), (QJsonArray{0, 0}));
        QCOMPARE(e.value(u"winners").toArray(), (QJsonArray{QStringLiteral("red")}));
        QCOMPARE(e.value(u"points").toObject().value(u"red").toInt(), 4);
        const QJsonObject term = e.value(u"breakdown").toArray().at(0).toObject();
        QCOMPARE(term.value(u"term").toString(), QStringLiteral("tiles"));
        QCOMPARE(term.value(u"count").toInt(), 2);
        QCOMPARE(term.value(u"points").toInt(), 4);
        QCOMPARE(e.value(u"rules").toArray().at(0).toString(), QStringLiteral("R-BASE-9"));

        const QJsonObject f = o.value(u"final").toArray().at(0).toObject();
        QVERIFY(!f.contains(u"move")); // final events belong to no move
        QCOMPARE(f.value(u"phase").toString(), QStringLiteral("final"));
        QCOMPARE(f.value(u"complete").toBool(), false);
        QCOMPARE(o.value(u"scores").toObject(),
                 (QJsonObject{{QStringLiteral("red"), 4}, {QStringLiteral("blue"), 5}}));
        // Seating order, as in the spec's example (Qt would sort the keys).
        QVERIFY(r.out.indexOf(QStringLiteral("\"red\": 4")) <
                r.out.indexOf(QStringLiteral("\"blue\": 5")));
    }

    // The JSON that `score --json` gives for the complete example of docs/board-format.md.
    void scoreJsonReproducesFormatExample()
    {
        const Run r =
            run({QStringLiteral("score"), data(QStringLiteral("files/format-example.meeple")),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QFile expected(data(QStringLiteral("files/format-example.expected.json")));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const QJsonObject want = QJsonDocument::fromJson(expected.readAll()).object();
        const QJsonObject got = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QVERIFY2(got == want, qPrintable(r.out));
    }

    void scoreText()
    {
        const Run r =
            run({QStringLiteral("score"), data(QStringLiteral("files/city-and-road.meeple"))});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains(QStringLiteral("move 0 · scoring · city complete (0,0) (0,-1) — red 4")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("[R-BASE-9]")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("final scoring:")), qPrintable(r.out));
        QVERIFY2(r.out.endsWith(QStringLiteral("scores: red 4, blue 5\n")), qPrintable(r.out));
    }

    // The breakdown reads as the rules say it: the witch halves the value so far, rounded up
    // (R-MW-12, R-MW-13), the mage adds a point per tile, a term worth one point per item
    // needs no factor, and a field is neither complete nor incomplete.
    void scoreTextTerms()
    {
        const Run roads = run({QStringLiteral("score"),
                               mltest::examplesDir() + QStringLiteral("/mw-2-two-roads.meeple")});
        QCOMPARE(roads.exitCode, 0);
        QVERIFY2(roads.out.contains(QStringLiteral("— blue 3 (tiles 5, witch: half, 5 → 3) "
                                                   "[R-BASE-8, R-MW-12]")),
                 qPrintable(roads.out));
        QVERIFY2(roads.out.contains(QStringLiteral("— red 6 (tiles 3, mage 3)")),
                 qPrintable(roads.out));
        const Run final =
            run({QStringLiteral("score"),
                 mltest::examplesDir() + QStringLiteral("/mw-3-final-scoring.meeple")});
        QVERIFY2(final.out.contains(QStringLiteral("witch: half, 7 → 4) [R-BASE-14, R-MW-13]")),
                 qPrintable(final.out));
        QVERIFY2(!final.out.contains(QStringLiteral("×-")), qPrintable(final.out));
        const Run welcome = run(
            {QStringLiteral("score"), mltest::examplesDir() + QStringLiteral("/welcome.meeple")});
        QVERIFY2(welcome.out.contains(QStringLiteral("(tiles 3×2=6, coats-of-arms 1×2=2)")),
                 qPrintable(welcome.out));
        QVERIFY2(welcome.out.contains(QStringLiteral("(monastery 1, neighbours 5)")),
                 qPrintable(welcome.out));
        QVERIFY2(welcome.out.contains(QStringLiteral("  field (0,-2) — blue 3 "
                                                     "(completed-cities 1×3=3) [R-BASE-15]")),
                 qPrintable(welcome.out));
    }

    void legalJson()
    {
        const Run r =
            run({QStringLiteral("legal"), data(QStringLiteral("files/city-and-road.meeple")),
                 QStringLiteral("--tile"), QStringLiteral("K"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        QCOMPARE(o.value(u"tile").toString(), QStringLiteral("K"));
        QCOMPARE(o.value(u"player").toString(), QStringLiteral("red")); // after blue's move
        const QJsonArray placements = o.value(u"placements").toArray();
        QVERIFY(!placements.isEmpty());
        for (const QJsonValue &v : placements) {
            const QJsonObject p = v.toObject();
            QCOMPARE(p.value(u"at").toArray().size(), 2);
            QVERIFY(QList<int>({0, 90, 180, 270}).contains(p.value(u"rot").toInt()));
            for (const QJsonValue &f : p.value(u"figures").toArray()) {
                QVERIFY(f.toObject().contains(u"on"));
                QVERIFY(f.toObject().contains(u"kind"));
            }
        }
        // K east of U: its road would join blue's road, so no figure goes on that road.
        bool found = false;
        for (const QJsonValue &v : placements) {
            const QJsonObject p = v.toObject();
            if (p.value(u"at").toArray() != QJsonArray{2, 0} || p.value(u"rot").toInt() != 0)
                continue;
            found = true;
            for (const QJsonValue &f : p.value(u"figures").toArray())
                QVERIFY(f.toObject().value(u"kind").toString() != QStringLiteral("road"));
        }
        QVERIFY(found);
    }

    // Traders & Builders in score --json (docs/board-format.md, "Score events"): red completes
    // blue's city of EX-TB-7 and takes its wine and two grain, which win both majorities.
    void scoreJsonGoods()
    {
        const Run r = run({QStringLiteral("score"),
                           data(QStringLiteral(
                               "scenarios/R-TB-4_EX-TB-7_one_wine_two_grain_to_completer.meeple")),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = json(r);
        const QJsonObject city = o.value(u"events").toArray().at(0).toObject();
        QCOMPARE(city.value(u"feature").toString(), QStringLiteral("city"));
        QCOMPARE(city.value(u"points").toObject(), (QJsonObject{{QStringLiteral("blue"), 8}}));
        // Only the kinds the city held, and who took them.
        QCOMPARE(city.value(u"goods").toObject(),
                 (QJsonObject{{QStringLiteral("player"), QStringLiteral("red")},
                              {QStringLiteral("wine"), 1},
                              {QStringLiteral("grain"), 2}}));
        QVERIFY(city.value(u"rules").toArray().contains(QStringLiteral("R-TB-4")));

        const QJsonArray final = o.value(u"final").toArray();
        QJsonArray majorities;
        for (const QJsonValue &v : final)
            if (v.toObject().value(u"feature").toString() == u"goods") majorities.append(v);
        QCOMPARE(majorities.size(), 3);
        const QJsonObject wine = majorities.at(0).toObject();
        QCOMPARE(wine.value(u"kind").toString(), QStringLiteral("wine"));
        QCOMPARE(wine.value(u"counts").toObject(), (QJsonObject{{QStringLiteral("red"), 1}}));
        QCOMPARE(wine.value(u"winners").toArray(), (QJsonArray{QStringLiteral("red")}));
        QCOMPARE(wine.value(u"decidedBy").toString(), QStringLiteral("majority"));
        QCOMPARE(wine.value(u"points").toObject(), (QJsonObject{{QStringLiteral("red"), 10}}));
        QCOMPARE(wine.value(u"breakdown").toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("term"), QStringLiteral("goods")},
                                         {QStringLiteral("count"), 1},
                                         {QStringLiteral("points"), 10}}}));
        QCOMPARE(wine.value(u"rules").toArray(), (QJsonArray{QStringLiteral("R-TB-7")}));
        QVERIFY(!wine.contains(u"cells") && !wine.contains(u"complete"));
        QCOMPARE(majorities.at(1).toObject().value(u"kind").toString(), QStringLiteral("grain"));
        QCOMPARE(majorities.at(1).toObject().value(u"counts").toObject(),
                 (QJsonObject{{QStringLiteral("red"), 2}}));
        // Nobody holds cloth: nobody scores it, and no decider.
        const QJsonObject cloth = majorities.at(2).toObject();
        QCOMPARE(cloth.value(u"kind").toString(), QStringLiteral("cloth"));
        QCOMPARE(cloth.value(u"winners").toArray(), QJsonArray());
        QCOMPARE(cloth.value(u"points").toObject(), QJsonObject());
        QVERIFY(!cloth.contains(u"decidedBy"));

        // The tokens held after the moves, every kind, in seating order.
        const QJsonObject goods = o.value(u"goods").toObject();
        QCOMPARE(goods.value(u"red").toObject(), (QJsonObject{{QStringLiteral("wine"), 1},
                                                              {QStringLiteral("grain"), 2},
                                                              {QStringLiteral("cloth"), 0}}));
        QCOMPARE(goods.value(u"blue").toObject(), (QJsonObject{{QStringLiteral("wine"), 0},
                                                               {QStringLiteral("grain"), 0},
                                                               {QStringLiteral("cloth"), 0}}));
        QCOMPARE(o.value(u"scores").toObject(),
                 (QJsonObject{{QStringLiteral("red"), 20}, {QStringLiteral("blue"), 8}}));
        QVERIFY(r.out.indexOf(QStringLiteral("\"wine\": 1")) <
                r.out.indexOf(QStringLiteral("\"grain\": 2")));

        // Without the set there is no "goods" at all.
        const Run base =
            run({QStringLiteral("score"), data(QStringLiteral("files/city-and-road.meeple")),
                 QStringLiteral("--json")});
        QVERIFY(!json(base).contains(u"goods"));
        // The text says who took what.
        const Run text =
            run({QStringLiteral("score"),
                 data(QStringLiteral(
                     "scenarios/R-TB-4_EX-TB-7_one_wine_two_grain_to_completer.meeple"))});
        QVERIFY2(text.out.contains(QStringLiteral("goods to red: 1 wine, 2 grain")),
                 qPrintable(text.out));
    }

    // EX-TB-4: p1 and p2 tie for a field with two completed cities; p1's pig adds 1 a city,
    // for p1 only, in "extra" (docs/board-format.md, "Score events").
    void scoreJsonPigExtra()
    {
        const Run r =
            run({QStringLiteral("score"),
                 data(QStringLiteral(
                     "scenarios/R-TB-17_EX-TB-4_pig_in_tied_field_eight_against_six.meeple")),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject field = json(r).value(u"final").toArray().at(0).toObject();
        QCOMPARE(field.value(u"feature").toString(), QStringLiteral("field"));
        QCOMPARE(field.value(u"decidedBy").toString(), QStringLiteral("tie"));
        QCOMPARE(field.value(u"points").toObject(),
                 (QJsonObject{{QStringLiteral("p1"), 8}, {QStringLiteral("p2"), 6}}));
        int common = 0;
        for (const QJsonValue &t : field.value(u"breakdown").toArray())
            common += t.toObject().value(u"points").toInt();
        QCOMPARE(common, 6);
        QCOMPARE(
            field.value(u"extra").toObject(),
            (QJsonObject{{QStringLiteral("p1"),
                          QJsonArray{QJsonObject{{QStringLiteral("term"), QStringLiteral("pig")},
                                                 {QStringLiteral("count"), 2},
                                                 {QStringLiteral("points"), 2}}}}}));
        QVERIFY(field.value(u"rules").toArray().contains(QStringLiteral("R-TB-17")));
    }

    // legal (docs/board-format.md, "Score events"): the set-up of EX-TB-9, where red's builder
    // stands on the road west of red's meeple. Extending that road gives a double turn;
    // a tile elsewhere does not. The new figures are offered where they may stand.
    void legalDoubleTurnAndNewFigures()
    {
        QJsonObject board = readJson(data(
            QStringLiteral("scenarios/R-TB-10_EX-TB-9_double_turn_declined_is_a_new_turn.meeple")));
        board.insert(u"moves", QJsonArray());
        board.remove(u"expect");
        QTemporaryDir dir;
        const auto placements = [&](const QJsonObject &b, const QString &name) {
            const Run r =
                run({QStringLiteral("legal"), writeJson(dir, name, b), QStringLiteral("--tile"),
                     QStringLiteral("U"), QStringLiteral("--json")});
            const QJsonObject o = json(r);
            QMap<QString, QJsonObject> byPlace; // "x,y,rot"
            for (const QJsonValue &v : o.value(u"placements").toArray()) {
                const QJsonObject p = v.toObject();
                const QJsonArray at = p.value(u"at").toArray();
                byPlace.insert(QStringLiteral("%1,%2,%3")
                                   .arg(at[0].toInt())
                                   .arg(at[1].toInt())
                                   .arg(p.value(u"rot").toInt()),
                               p);
            }
            return std::make_pair(o.value(u"player").toString(), byPlace);
        };
        const auto figureTypes = [](const QJsonObject &placement) {
            QStringList types;
            for (const QJsonValue &v : placement.value(u"figures").toArray())
                types << v.toObject().value(u"type").toString() + u'@' +
                             v.toObject().value(u"kind").toString();
            return types;
        };

        const auto [player, withBuilder] = placements(board, QStringLiteral("builder.meeple"));
        QCOMPARE(player, QStringLiteral("red"));
        int doubled = 0;
        for (const QJsonObject &p : withBuilder) {
            if (p.contains(u"doubleTurn")) QCOMPARE(p.value(u"doubleTurn"), QJsonValue(true));
            doubled += p.contains(u"doubleTurn") ? 1 : 0;
        }
        // East of red's road at (2,0) and west of it at (-1,0) (U's half turn is the same
        // placement, listed once).
        QCOMPARE(doubled, 2);
        QCOMPARE(withBuilder.value(QStringLiteral("2,0,0")).value(u"doubleTurn"), QJsonValue(true));
        QCOMPARE(withBuilder.value(QStringLiteral("-1,0,0")).value(u"doubleTurn"),
                 QJsonValue(true));
        QVERIFY(withBuilder.contains(QStringLiteral("1,1,0")));
        QVERIFY(!withBuilder.value(QStringLiteral("1,1,0")).contains(u"doubleTurn"));
        // Red's builder already stands on that road: no second one there (R-TB-9).
        QVERIFY(!figureTypes(withBuilder.value(QStringLiteral("2,0,0")))
                     .contains(QStringLiteral("builder@road")));

        // Without the builder on the board: it is offered on red's road, and no placement
        // gives a double turn.
        board.insert(u"figures",
                     QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("meeple")},
                                            {QStringLiteral("player"), QStringLiteral("red")},
                                            {QStringLiteral("at"), QJsonArray{1, 0}},
                                            {QStringLiteral("on"), QStringLiteral("E")}}});
        const auto [same, noBuilder] = placements(board, QStringLiteral("no-builder.meeple"));
        QCOMPARE(same, QStringLiteral("red"));
        for (const QJsonObject &p : noBuilder)
            QVERIFY(!p.contains(u"doubleTurn"));
        const QStringList east = figureTypes(noBuilder.value(QStringLiteral("2,0,0")));
        QVERIFY2(east.contains(QStringLiteral("builder@road")), qPrintable(east.join(u' ')));
        QVERIFY2(east.contains(QStringLiteral("meeple@field")), qPrintable(east.join(u' ')));
        // No farmer of red's in those fields, so no pig.
        QVERIFY2(!east.contains(QStringLiteral("pig@field")), qPrintable(east.join(u' ')));
    }

    void tilesJson()
    {
        const Run r = run({QStringLiteral("tiles"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray tiles = json(r).value(u"tiles").toArray();
        // Ids per set: base with garden copies, HS, MW, GC, RV-A..L, IC-A..Q, TB-A..X.
        QCOMPARE(tiles.size(), 32 + 16 + 8 + 6 + 12 + 17 + 24);
        QMap<QString, int> ids, copies;
        for (const QJsonValue &v : tiles) {
            const QJsonObject t = v.toObject();
            ++ids[t.value(u"set").toString()];
            copies[t.value(u"set").toString()] +=
                t.value(u"counts").toObject().value(u"C3").toInt();
        }
        QCOMPARE(ids.value(QStringLiteral("inns-cathedrals")), 17);
        QCOMPARE(ids.value(QStringLiteral("traders-builders")), 24);
        // The box's tiles: the cathedral twice (docs/tiles.md).
        QCOMPARE(copies.value(QStringLiteral("inns-cathedrals")), 18);
        QCOMPARE(copies.value(QStringLiteral("traders-builders")), 24);
        bool sawD = false;
        for (const QJsonValue &v : tiles) {
            const QJsonObject t = v.toObject();
            QVERIFY(t.contains(u"set") && t.contains(u"counts") && t.contains(u"sides"));
            if (t.value(u"id").toString() == u"D") {
                sawD = true;
                QCOMPARE(t.value(u"sides").toString(), QStringLiteral("CRFR"));
                QCOMPARE(t.value(u"counts").toObject().value(u"C3").toInt(), 4);
            }
        }
        QVERIFY(sawD);
    }

    void validateReportsEveryIllegalMove()
    {
        const QString file = data(QStringLiteral("files/two-illegal-moves.meeple"));
        const Run r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith(file + QStringLiteral(": moves[0]: ")));
        QVERIFY(lines[1].startsWith(file + QStringLiteral(": moves[2]: ")));
    }

    // validate reads the puzzle key as strictly as the rest of the file (docs/board-format.md,
    // `puzzle`): each malformation is an unreadable file, exit 2, with the place in the puzzle.
    void validateRefusesMalformedPuzzles_data()
    {
        QTest::addColumn<QString>("base");
        QTest::addColumn<QStringList>("path"); // inside the file's JSON
        QTest::addColumn<QJsonValue>("value"); // Undefined: the key is taken away
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("reason");
        const QString best = QStringLiteral("03-base-monastery-best-move.meeple");
        const QString turn = QStringLiteral("09-mw-mage-city.meeple");
        const QString final = QStringLiteral("01-base-farmers.meeple");
        const QJsonValue gone(QJsonValue::Undefined);
        const auto at = [](const char *dotted) { return QString::fromLatin1(dotted).split(u'.'); };
        QTest::newRow("unknown kind") << final << at("puzzle.kind") << QJsonValue(u"riddle"_s)
                                      << u"puzzle.kind"_s << u"riddle"_s;
        QTest::newRow("no question")
            << final << at("puzzle.question") << gone << u"puzzle"_s << u"question"_s;
        QTest::newRow("question not a text") << final << at("puzzle.question") << QJsonValue(7)
                                             << u"puzzle.question"_s << u"expected"_s;
        QTest::newRow("hint without English") << turn << at("puzzle.hints.0.en") << gone
                                              << u"puzzle.hints[0].en"_s << u"missing text"_s;
        QTest::newRow("score of an unknown player")
            << final << at("puzzle.answer.scores.yellow") << QJsonValue(3)
            << u"puzzle.answer.scores.yellow"_s << u"unknown player"_s;
        QTest::newRow("points as text")
            << turn << at("puzzle.answer.points.red") << QJsonValue(u"28"_s)
            << u"puzzle.answer.points.red"_s << u"expected"_s;
        QTest::newRow("best move turned 45")
            << best << at("puzzle.answer.best.0.rot") << QJsonValue(45)
            << u"puzzle.answer.best[0].rot"_s << u"45"_s;
        QTest::newRow("best move without a place") << best << at("puzzle.answer.best.1.at") << gone
                                                   << u"puzzle.answer.best[1]"_s << u"at"_s;
        QTest::newRow("figure on no location")
            << best << at("puzzle.answer.best.0.figure")
            << QJsonValue(QJsonObject{{u"type"_s, u"meeple"_s}, {u"on"_s, u"Top"_s}})
            << u"puzzle.answer.best[0].figure.on"_s << u"unknown location"_s;
        QTest::newRow("no best move at all")
            << best << at("puzzle.answer.best") << QJsonValue(QJsonArray{})
            << u"puzzle.answer.best"_s << u"at least one"_s;
        QTest::newRow("best move without tile")
            << best << at("puzzle.tile") << gone << u"puzzle"_s << u"tile"_s;
        QTest::newRow("tile not in the catalogue")
            << best << at("puzzle.tile") << QJsonValue(u"Z9"_s) << u"puzzle.tile"_s << u"Z9"_s;
        QTest::newRow("tile of a set not enabled")
            << best << at("puzzle.tile") << QJsonValue(u"HS-01"_s) << u"puzzle.tile"_s << u"set"_s;
        QTest::newRow("unknown mover") << best << at("puzzle.player") << QJsonValue(u"green"_s)
                                       << u"puzzle.player"_s << u"unknown player"_s;
        QTest::newRow("answer a list") << turn << at("puzzle.answer") << QJsonValue(QJsonArray{})
                                       << u"puzzle.answer"_s << u"expected"_s;
    }

    void validateRefusesMalformedPuzzles()
    {
        QFETCH(QString, base);
        QFETCH(QStringList, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, place);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QJsonObject broken = setAt(readJson(puzzle(base)), path, value).toObject();
        const QString file = writeJson(dir, QStringLiteral("broken.meeple"), broken);
        const Run r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out)); // no "ok" beside the error
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(file + QStringLiteral(": ") + place + QStringLiteral(": ")),
                 qPrintable(lines[0]));
        QVERIFY2(lines[0].contains(reason), qPrintable(lines[0]));
    }

    // A puzzle problem is reported beside the board's own problems, each on its line.
    void validateReportsPuzzleAfterIllegalMoves()
    {
        QTemporaryDir dir;
        QJsonObject json = readJson(data(QStringLiteral("files/two-illegal-moves.meeple")));
        json.insert(u"puzzle", QJsonObject{{u"kind"_s, u"turn-scores"_s}});
        const QString file = writeJson(dir, QStringLiteral("both.meeple"), json);
        const Run r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 2); // unreadable wins over a broken rule
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(file + QStringLiteral(": moves[0]: ")));
        QVERIFY(lines[2].startsWith(file + QStringLiteral(": puzzle: ")));
    }

    // A well-formed key whose answer is wrong passes validate (it does not solve puzzles) and
    // says that check compares answers; check then fails it.
    void validateLeavesWrongAnswersToCheck()
    {
        QTemporaryDir dir;
        const QJsonObject wrong =
            setAt(readJson(puzzle(QStringLiteral("09-mw-mage-city.meeple"))),
                  {u"puzzle"_s, u"answer"_s, u"points"_s, u"red"_s}, QJsonValue(27))
                .toObject();
        const QString file = writeJson(dir, QStringLiteral("wrong.meeple"), wrong);
        const Run validate = run({QStringLiteral("validate"), file});
        QCOMPARE(validate.exitCode, 0);
        QVERIFY2(validate.out.startsWith(file + QStringLiteral(": ok (")),
                 qPrintable(validate.out));
        QVERIFY2(validate.out.contains(QStringLiteral("turn-scores puzzle; `check`")),
                 qPrintable(validate.out));
        const Run check = run({QStringLiteral("check"), file});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.err.contains(QStringLiteral("puzzle.answer.points")), qPrintable(check.err));
    }

    void validatePassesTheLibrary()
    {
        const QDir dir(QFileInfo(puzzle(QStringLiteral("x"))).absolutePath());
        const QStringList names = dir.entryList({QStringLiteral("*.meeple")}, QDir::Files);
        QVERIFY(names.size() >= 12);
        for (const QString &name : names) {
            const Run r = run({QStringLiteral("validate"), dir.filePath(name)});
            QVERIFY2(r.exitCode == 0, qPrintable(name + u' ' + r.err));
            QVERIFY2(r.out.contains(QStringLiteral(" puzzle; `check` compares its answer")),
                     qPrintable(r.out));
        }
    }

    void validateOk()
    {
        const QString file = data(QStringLiteral("files/roundtrip.meeple"));
        const Run r = run({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(file + QStringLiteral(": ok")), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
