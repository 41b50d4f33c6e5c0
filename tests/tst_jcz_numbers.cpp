// SPDX-License-Identifier: GPL-3.0-or-later
// Every number of a JCZ save is checked before the import uses it (docs/jcz-import.md): a
// random value outside [0, 1), a player, a cell, a rotation or a count that is no integer or
// out of its range is refused with exit 2, naming its JSON place, instead of crashing the
// import (a random of 1.53 used to index past the end of the tile pile) or being read as 0.
#include "jczimport.h"
#include "jczrandom.h"
#include "testdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

QJsonObject readSave(const QString &name)
{
    QFile f(mltest::dataDir() + u"/jcz/"_s + name);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object();
}

// `node` with the value at `steps` ("replay", "#2", "payload", "random") replaced.
QJsonValue replaced(const QJsonValue &node, QStringList steps, const QJsonValue &value)
{
    if (steps.isEmpty()) return value;
    const QString step = steps.takeFirst();
    if (step.startsWith(u'#')) {
        QJsonArray a = node.toArray();
        const qsizetype i = step.mid(1).toLongLong();
        while (a.size() <= i)
            a.append(QJsonValue());
        a[i] = replaced(a[i], steps, value);
        return a;
    }
    QJsonObject o = node.toObject();
    o.insert(step, replaced(o.value(step), steps, value));
    return o;
}

// The save `name` with the value at a place such as "replay[2].payload.random" replaced.
QByteArray withValue(const QString &name, const QString &place, const QJsonValue &value)
{
    QString path = place;
    path.replace(u'[', u".#"_s).remove(u']');
    const QJsonValue save = replaced(readSave(name), path.split(u'.'), value);
    return QJsonDocument(save.toObject()).toJson();
}

const QString kExample = u"handmade--random-spec-example.jcz"_s;
const QString kShepherd = u"handmade--random-shepherd.jcz"_s;
const QString kMage = u"mage-and-witch--mage.jcz"_s;

} // namespace

class TestJczNumbers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusedNamingThePlace_data()
    {
        QTest::addColumn<QByteArray>("save");
        QTest::addColumn<bool>("legacy");
        QTest::addColumn<QString>("line");
        const auto row = [](const char *name, const QString &file, const QString &place,
                            const QJsonValue &value, const QString &reason, bool legacy = false) {
            QTest::newRow(name) << withValue(file, place, value) << legacy
                                << u"F: "_s + place + u": "_s + reason;
        };
        // A coordinate is refused naming its cell, the array of two.
        const auto cellRow = [](const char *name, const QString &file, const QString &cell,
                                int coordinate, double value, const QString &reason) {
            QTest::newRow(name) << withValue(file, cell + u"[%1]"_s.arg(coordinate), value) << false
                                << u"F: "_s + cell + u": "_s + reason;
        };
        const QString random = u"expected a number in [0, 1), found "_s;
        // The COMMIT of Anna's turn draws Bram's tile from a pile of 70.
        row("commit 1.53", kExample, u"replay[2].payload.random"_s, 1.53, random + u"1.53"_s);
        row("commit 5.6", kExample, u"replay[2].payload.random"_s, 5.6, random + u"5.6"_s);
        row("commit 1e9", kExample, u"replay[2].payload.random"_s, 1e9, random + u"1000000000"_s);
        row("commit -0.2", kExample, u"replay[2].payload.random"_s, -0.2, random + u"-0.2"_s);
        row("commit 1", kExample, u"replay[2].payload.random"_s, 1, random + u"1"_s);
        row("commit text", kExample, u"replay[2].payload.random"_s, u"0.7"_s,
            random + u"a string"_s);
        row("commit legacy 1.53", kExample, u"replay[2].payload.random"_s, 1.53, random + u"1.53"_s,
            true);
        row("initial 1.53", kExample, u"initialRandom"_s, 1.53, random + u"1.53"_s);
        row("initial -0.2", kExample, u"initialRandom"_s, -0.2, random + u"-0.2"_s);
        row("initial huge", kExample, u"initialRandom"_s, 1e300, random + u"1e+300"_s);
        // The grow draw indexes the sheep bag with its own random.
        row("flock 1.53", kShepherd, u"replay[8].payload.random"_s, 1.53, random + u"1.53"_s);
        row("flock -0.2 legacy", kShepherd, u"replay[8].payload.random"_s, -0.2, random + u"-0.2"_s,
            true);
        // The placement draw of the shepherd uses the first COMMIT's random, advanced.
        row("shepherd's turn 5.6", kShepherd, u"replay[2].payload.random"_s, 5.6,
            random + u"5.6"_s);

        row("player half", kExample, u"replay[0].player"_s, 1.5,
            u"expected an integer, found 1.5"_s);
        row("player huge", kExample, u"replay[0].player"_s, 5e9,
            u"5000000000 is out of range (from 0 to 1)"_s);
        row("player absent seat", kExample, u"replay[3].player"_s, 2,
            u"2 is out of range (from 0 to 1)"_s);
        row("player text", kExample, u"replay[0].player"_s, u"0"_s,
            u"expected an integer, found a string"_s);
        cellRow("tile position half", kExample, u"replay[0].payload.position"_s, 0, 0.5,
                u"expected an array of two integers"_s);
        cellRow("tile position huge", kExample, u"replay[0].payload.position"_s, 1, -1e10,
                u"coordinate out of range: -10000000000 is not from -1000000 to 1000000"_s);
        cellRow("figure position half", kExample, u"replay[1].payload.pointer.position"_s, 1, -1.5,
                u"expected an array of two integers"_s);
        cellRow("mage position half", kMage, u"replay[4].payload.to.position"_s, 0, 0.25,
                u"expected an array of two integers"_s);
        row("tile rotation", kExample, u"replay[0].payload.rotation"_s, 180,
            u"expected R0, R90, R180 or R270, found a number"_s);
        row("tile rotation text", kExample, u"replay[0].payload.rotation"_s, u"R45"_s,
            u"expected R0, R90, R180 or R270, found \"R45\""_s);
        row("start x huge", kExample, u"setup.start[0].x"_s, 1e10,
            u"10000000000 is out of range (from -1000000 to 1000000)"_s);
        row("start y half", kExample, u"setup.start[0].y"_s, 0.5,
            u"expected an integer, found 0.5"_s);
        row("start rotation half", kExample, u"setup.start[0].rotation"_s, 90.5,
            u"expected an integer, found 90.5"_s);
        row("set copies huge", kExample, u"setup.sets.basic:2"_s, 1e20,
            u"1e+20 is out of range (from 0 to 100)"_s);
        row("set copies negative", kExample, u"setup.sets.basic:2"_s, -1,
            u"-1 is out of range (from 0 to 100)"_s);
        row("meeples negative", kExample, u"setup.elements.small-follower"_s, -3,
            u"-3 is out of range (from 0 to 100)"_s);
        row("meeples half", kExample, u"setup.elements.small-follower"_s, 7.5,
            u"expected an integer, found 7.5"_s);
        row("shepherds huge", kShepherd, u"setup.elements.shepherd"_s, 1e12,
            u"1000000000000 is out of range (from 0 to 100)"_s);
        row("end turn half", kExample, u"gameAnnotations.endTurn"_s, 2.5,
            u"expected an integer, found 2.5"_s);
        row("end turn negative", kExample, u"gameAnnotations.endTurn"_s, -4,
            u"-4 is out of range (from 0 to 2147483647)"_s);
    }
    void refusedNamingThePlace()
    {
        QFETCH(QByteArray, save);
        QFETCH(bool, legacy);
        QFETCH(QString, line);
        jcz::ImportOptions options;
        options.legacyRng = legacy;
        const jcz::ImportResult r = jcz::importSave(save, options);
        QStringList all;
        for (const jcz::Problem &p : r.errors)
            all << p.toString(u"F"_s);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.board);
        QVERIFY2(all.contains(line), qPrintable(all.join(u'\n')));
        QCOMPARE(r.errors.constFirst().cls, jcz::ProblemClass::BadSave);
    }

    // More players than a board may hold are refused at once, naming the list.
    void tooManyPlayers()
    {
        QJsonObject save = readSave(kExample);
        QJsonArray players;
        for (int i = 0; i < 100'000; ++i)
            players.append(QJsonObject{{u"name"_s, u"P%1"_s.arg(i)}, {u"slot"_s, i}});
        save.insert(u"players", players);
        const jcz::ImportResult r = jcz::importSave(QJsonDocument(save).toJson(), {});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.errors.isEmpty());
        QCOMPARE(r.errors.constFirst().toString(u"F"_s),
                 u"F: players: 100000 players; at most 64 can be imported"_s);
    }

    // A draw never leaves the pile, whatever value reaches the generator.
    void generatorStaysInRange()
    {
        const double values[] = {0.0,
                                 0.5,
                                 std::nextafter(1.0, 0.0),
                                 1.0,
                                 1.53,
                                 5.6,
                                 1e9,
                                 -0.2,
                                 -1e300,
                                 std::numeric_limits<double>::infinity(),
                                 std::numeric_limits<double>::quiet_NaN()};
        for (const double v : values)
            for (const bool legacy : {false, true})
                for (const int bound : {1, 2, 3, 70, 1 << 30, std::numeric_limits<int>::max()}) {
                    jcz::Random rng(v, legacy);
                    for (int draw = 0; draw < 3; ++draw) {
                        const int i = rng.nextInt(bound);
                        QVERIFY2(i >= 0 && i < bound,
                                 qPrintable(u"%1 of %2 from %3"_s.arg(i).arg(bound).arg(v)));
                    }
                }
    }
};

QTEST_GUILESS_MAIN(TestJczNumbers)
#include "tst_jcz_numbers.moc"
