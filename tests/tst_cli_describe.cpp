// SPDX-License-Identifier: GPL-3.0-or-later
// meeplelab-cli describe: the board in words on every bundled example in both languages, held
// against the engine's own data read here (every feature kind on the board, the players with
// figures, the totals `score --json` gives), a few texts word for word, and its refusals.
#include "boardloading.h"
#include "clirun.h"
#include "picturefiles.h"
#include "testdata.h"
#include "timeline.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

using mltest::runCli;

QString example(const QString &name)
{
    return mltest::examplesDir() + u'/' + name;
}

// The name a text gives a player: the six default colours in the text's language, else the
// file's name (BoardDocument::shownPlayerName; the examples use the default names).
QString shownName(const Player &p, const QString &lang)
{
    static const QStringList english{u"Red"_s,    u"Blue"_s,  u"Green"_s,
                                     u"Yellow"_s, u"Black"_s, u"Pink"_s};
    static const QStringList dutch{u"Rood"_s, u"Blauw"_s, u"Groen"_s,
                                   u"Geel"_s, u"Zwart"_s, u"Roze"_s};
    const qsizetype i = english.indexOf(p.name);
    if (i < 0) return p.name.isEmpty() ? p.id : p.name;
    return lang == u"nl" ? dutch.at(i) : english.at(i);
}

// The word each feature kind is named by, as a text names it.
QString kindWord(SegmentKind kind, const QString &lang)
{
    const bool nl = lang == u"nl";
    switch (kind) {
    case SegmentKind::Road:
        return nl ? u"weg"_s : u"road"_s;
    case SegmentKind::City:
        return nl ? u"stad"_s : u"city"_s;
    case SegmentKind::Field:
        return nl ? u"weide"_s : u"field"_s;
    case SegmentKind::Monastery:
        return nl ? u"klooster"_s : u"monastery"_s;
    case SegmentKind::Castle:
        return nl ? u"burcht"_s : u"castle"_s;
    case SegmentKind::River:
        return nl ? u"rivier"_s : u"river"_s;
    case SegmentKind::Garden:
        return nl ? u"tuin"_s : u"garden"_s;
    }
    return {};
}

QString scoresText(const QList<Player> &players, const QJsonObject &scores, const QString &lang)
{
    QStringList parts;
    for (const Player &p : players)
        parts << u"%1 %2"_s.arg(shownName(p, lang)).arg(scores.value(p.id).toInt());
    return parts.join(u", "_s);
}

} // namespace

class TestCliDescribe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyExample_data();
    void everyExample();
    void afterMoves();
    void golden();
    void refusals();
    void listedInHelp();
    void hostileNamesStayPlain();
};

void TestCliDescribe::everyExample_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lang");
    const QStringList files = QDir(mltest::examplesDir()).entryList({u"*.meeple"_s}, QDir::Files);
    QVERIFY(files.size() >= 20);
    for (const QString &f : files)
        for (const char *lang : {"en", "nl"})
            QTest::newRow(qPrintable(f + u' ' + QLatin1String(lang)))
                << f << QString::fromLatin1(lang);
}

void TestCliDescribe::everyExample()
{
    QFETCH(QString, file);
    QFETCH(QString, lang);
    const mltest::CliRun r = runCli({u"describe"_s, example(file), u"--lang"_s, lang});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    const QStringList lines = r.out.trimmed().split(u'\n');
    QVERIFY(lines.size() >= 4);
    // Translated, and no plural left in its source form ("3 tile(s)").
    QVERIFY2(!r.out.contains(u"(s)"_s), qPrintable(r.out));
    if (lang == u"nl") {
        QVERIFY2(r.out.contains(u"Stand: "_s), qPrintable(r.out));
        QVERIFY2(!r.out.contains(u"Scores: "_s) && !r.out.contains(u" tiles"_s), qPrintable(r.out));
    }

    // The engine's view of the same position, read here.
    const BoardFile board = mltest::load(example(file));
    const Timeline timeline = Timeline::build(board);
    QVERIFY(timeline.replays());
    const Game &game = *timeline.afterMoves();
    const QString text = r.out.toLower();

    // The number of tiles.
    const QString tiles = lang == u"nl" ? u"%1 tegel"_s : u"%1 tile"_s;
    QVERIFY2(lines.at(1).startsWith(tiles.arg(game.board().tiles().size())),
             qPrintable(lines.at(1)));

    // Every feature kind on the board is named; a garden only where the abbot's set makes it
    // one (on HS-14 and the like it is only a picture otherwise).
    QSet<int> kinds; // SegmentKind
    for (int node = 0; node < game.board().nodeCount(); ++node)
        kinds.insert(int(game.board().kindOf(node)));
    if (!(game.sets() & SetAbbot)) kinds.remove(int(SegmentKind::Garden));
    for (int kind : kinds)
        QVERIFY2(text.contains(kindWord(SegmentKind(kind), lang)),
                 qPrintable(kindWord(SegmentKind(kind), lang) + u" missing in:\n"_s + r.out));
    QCOMPARE(text.contains(lang == u"nl" ? u"burcht"_s : u"castle"_s),
             kinds.contains(int(SegmentKind::Castle)));

    // Every player with a figure on the board is named in a sentence about figures, and so is
    // every figure kind.
    const QString onIt = lang == u"nl" ? u"Erop: "_s : u"On it: "_s;
    QStringList figureLines;
    for (const QString &line : lines)
        if (line.contains(onIt)) figureLines << line.mid(line.indexOf(onIt));
    const QString figures = figureLines.join(u'\n');
    QCOMPARE(figureLines.isEmpty(), game.figures().isEmpty());
    for (const Figure &f : game.figures()) {
        if (f.player >= 0)
            QVERIFY2(figures.contains(shownName(game.players().at(f.player), lang)),
                     qPrintable(figures));
        const bool nl = lang == u"nl";
        switch (f.type) {
        case FigureType::Meeple:
            QVERIFY(figures.contains(u"meeple"_s));
            break;
        case FigureType::Shepherd:
            QVERIFY(figures.contains(nl ? u"herder"_s : u"shepherd"_s));
            QVERIFY(figures.contains(nl ? u"kudde"_s : u"flock"_s));
            break;
        case FigureType::Abbot:
            QVERIFY(figures.contains(nl ? u"abt"_s : u"abbot"_s));
            break;
        case FigureType::Mage:
            QVERIFY(figures.contains(nl ? u"tovenaar"_s : u"mage"_s));
            break;
        case FigureType::Witch:
            QVERIFY(figures.contains(nl ? u"heks"_s : u"witch"_s));
            break;
        case FigureType::LargeMeeple:
            QVERIFY(figures.contains(nl ? u"grote meeple"_s : u"large meeple"_s));
            break;
        case FigureType::Builder:
            QVERIFY(figures.contains(nl ? u"bouwmeester"_s : u"builder"_s));
            break;
        case FigureType::Pig:
            QVERIFY(figures.contains(nl ? u"varken"_s : u"pig"_s));
            break;
        }
    }

    // The totals `score` gives: after the final scoring when the file ran it, else the scores
    // of the position.
    const mltest::CliRun score = runCli({u"score"_s, example(file), u"--json"_s});
    QCOMPARE(score.exitCode, 0);
    const QJsonObject totals =
        QJsonDocument::fromJson(score.out.toUtf8()).object().value(u"scores").toObject();
    QCOMPARE(totals.size(), game.players().size());
    const QString expected = scoresText(game.players(), totals, lang);
    const QString last = lines.constLast();
    if (timeline.finalScored())
        QCOMPARE(last,
                 (lang == u"nl" ? u"Na de eindtelling: %1."_s : u"After the final scoring: %1."_s)
                     .arg(expected));
    else
        QCOMPARE(last, (lang == u"nl" ? u"Stand: %1."_s : u"Scores: %1."_s).arg(expected));
}

void TestCliDescribe::afterMoves()
{
    // Before the move the heading says so, and the tile of that move is not counted yet.
    const mltest::CliRun before =
        runCli({u"describe"_s, example(u"welcome.meeple"_s), u"--after"_s, u"0"_s});
    QCOMPARE(before.exitCode, 0);
    QVERIFY2(before.out.startsWith(u"The board as set up, before the first move.\n"_s),
             qPrintable(before.out));
    QVERIFY2(before.out.contains(u"\n10 tiles on the board"_s), qPrintable(before.out));
    // No final scoring before the last move.
    QVERIFY(!before.out.contains(u"final scoring"_s));
    const mltest::CliRun one =
        runCli({u"describe"_s, example(u"welcome.meeple"_s), u"--after"_s, u"1"_s});
    QCOMPARE(one.exitCode, 0);
    QVERIFY2(one.out.startsWith(u"The board after move 1 of 2.\n11 tiles"_s), qPrintable(one.out));
}

void TestCliDescribe::golden()
{
    // Word for word, so that a change of wording is seen and decided on.
    const mltest::CliRun en = runCli({u"describe"_s, example(u"mw-2-two-roads.meeple"_s)});
    QCOMPARE(en.exitCode, 0);
    QCOMPARE(en.out, u"The board after move 1 of 1.\n"
                     "7 tiles on the board, in columns B to H and row 2.\n"
                     "Row 2: B to H.\n"
                     "Unfinished city of 1 tile: C2.\n"
                     "Completed road of 3 tiles: B2, C2 and D2.\n"
                     "Completed road of 5 tiles: D2, E2, F2, G2 and H2.\n"
                     "Unfinished road of 1 tile: D2.\n"
                     "Unfinished monastery on B2, with 1 of its 8 surrounding tiles.\n"
                     "Unfinished monastery on H2, with 1 of its 8 surrounding tiles.\n"
                     "Field of 7 tiles: B2, C2, D2, E2, F2, G2 and H2.\n"
                     "Scores: Red 6, Blue 3.\n"_s);
    const mltest::CliRun nl =
        runCli({u"describe"_s, example(u"hs-shepherd-1a.meeple"_s), u"--lang"_s, u"nl"_s});
    QCOMPARE(nl.exitCode, 0);
    QCOMPARE(nl.out, u"Het bord na beurt 1 van 1.\n"
                     "2 tegels op het bord, in kolommen B tot en met C en rij 2.\n"
                     "Rij 2: B tot en met C.\n"
                     "Onafgebouwde stad van 1 tegel: C2.\n"
                     "Onafgebouwde weg van 2 tegels: B2 en C2.\n"
                     "Weide van 2 tegels: B2 en C2. Erop: de herder van Rood met een kudde van "
                     "3 schapen.\n"
                     "Weide van 2 tegels: B2 en C2.\n"
                     "Stand: Rood 0, Blauw 0.\n"_s);
}

void TestCliDescribe::refusals()
{
    const QString welcome = example(u"welcome.meeple"_s);
    struct Case {
        QStringList args;
        int exit;
        QString says;
    };
    const QList<Case> cases{
        {{welcome, u"--lang"_s, u"fr"_s}, 64, u"--lang is en or nl, got \"fr\""_s},
        {{welcome, u"--lang"_s, QString()}, 64, u"--lang is en or nl"_s},
        {{welcome, u"--after"_s, u"two"_s}, 64, u"--after is a number of moves, got \"two\""_s},
        {{welcome, u"--after"_s, u"3"_s},
         2,
         u"--after 3 is not a position of this file: N is 0 to 2"_s},
        {{welcome, u"--after"_s, u"-1"_s}, 2, u"--after -1 is not a position"_s},
        {{welcome, u"--json"_s}, 64, u"unknown option --json"_s},
        {{}, 64, u"expected one FILE"_s},
        {{welcome, welcome}, 64, u"expected one FILE"_s},
        {{mltest::dataDir() + u"/no-such-board.meeple"_s}, 2, u"no-such-board.meeple"_s},
    };
    for (const Case &c : cases) {
        const mltest::CliRun r = runCli(QStringList{u"describe"_s} + c.args);
        QVERIFY2(r.exitCode == c.exit, qPrintable(c.args.join(u' ') + u": "_s + r.err));
        QVERIFY2(r.err.contains(c.says), qPrintable(r.err));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    }
    // A file that breaks a rule is exit 1, as for score.
    QTemporaryDir dir;
    const QJsonObject json = QJsonDocument::fromJson(mltest::fileBytes(welcome)).object();
    QJsonObject broken = json;
    // The first move's tile put far from every other tile (R-BASE-3).
    QJsonArray moves = json.value(u"moves"_s).toArray();
    QJsonObject first = moves.at(0).toObject();
    first.insert(u"at"_s, QJsonArray{50, 50});
    moves[0] = first;
    broken.insert(u"moves"_s, moves);
    const QString path =
        mltest::writeFile(dir.filePath(u"broken.meeple"_s), QJsonDocument(broken).toJson());
    const mltest::CliRun r = runCli({u"describe"_s, path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
}

void TestCliDescribe::listedInHelp()
{
    const mltest::CliRun help = runCli({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(u"describe FILE [--lang en|nl] [--after N]"_s));
    const mltest::CliRun own = runCli({u"describe"_s, u"--help"_s});
    QCOMPARE(own.exitCode, 0);
    QVERIFY(own.out.startsWith(u"Usage: meeplelab-cli describe FILE"_s));
    QVERIFY(own.out.contains(u"Exit codes:"_s));
}

void TestCliDescribe::hostileNamesStayPlain()
{
    // Names are plain text: written as they are, never escaped or read as markup here (the
    // pictures escape them where they write them, tst_render_alttext).
    QTemporaryDir dir;
    QJsonObject json =
        QJsonDocument::fromJson(mltest::fileBytes(example(u"welcome.meeple"_s))).object();
    QJsonArray players = json.value(u"players"_s).toArray();
    QJsonObject red = players.at(0).toObject();
    red.insert(u"name"_s, u"</desc><script>x</script> & Co"_s);
    players[0] = red;
    json.insert(u"players"_s, players);
    const QString path =
        mltest::writeFile(dir.filePath(u"hostile.meeple"_s), QJsonDocument(json).toJson());
    const mltest::CliRun r = runCli({u"describe"_s, path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(u"</desc><script>x</script> & Co 11"_s), qPrintable(r.out));
    QVERIFY(r.out.contains(u"meeple of </desc><script>x</script> & Co"_s));
}

QTEST_GUILESS_MAIN(TestCliDescribe)
#include "tst_cli_describe.moc"
