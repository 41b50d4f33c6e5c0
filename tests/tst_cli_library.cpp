// SPDX-License-Identifier: GPL-3.0-or-later
// The bundled puzzle library as a whole, checked by meeplelab-cli as a user would:
// it must teach the whole game, not only be right.
#include "clirun.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

namespace
{

QString puzzlesDir()
{
    return QDir::cleanPath(mltest::examplesDir() + QStringLiteral("/../puzzles"));
}

} // namespace

class TestCliLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The bundled library teaches the whole game. At least 45 puzzles, all of them
    // right; every kind and every set, alone and combined; at least six whose key depends on
    // a rules reading, and each of those names the option it reads in both languages; two of
    // them turn on an option of Inns & Cathedrals or Traders & Builders.
    void bundledLibraryCoversTheGame()
    {
        const QString dir = puzzlesDir();
        const mltest::CliRun r =
            mltest::runCli({QStringLiteral("check"), dir, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray results = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QVERIFY2(results.size() >= 45, qPrintable(QString::number(results.size())));
        QSet<QString> kinds, sets;
        int combined = 0, dependent = 0, newSetOptions = 0;
        for (const QJsonValue &v : results) {
            const QJsonObject o = v.toObject();
            const QString file = o.value(u"file").toString();
            QVERIFY2(o.value(u"ok").toBool(), qPrintable(file));
            kinds << o.value(u"kind").toString();
            // A best-move key either has one move or lists every one of equal gain: ok
            // compares the stored list with all the computed best moves as sets.
            if (o.value(u"kind").toString() == u"best-move")
                QVERIFY2(o.value(u"stored")[QLatin1String("best")].toArray().size() >=
                             (o.value(u"unique").toBool() ? 1 : 2),
                         qPrintable(file));
            QFile in(file);
            QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(file));
            const QJsonObject board = QJsonDocument::fromJson(in.readAll()).object();
            const QJsonArray fileSets = board.value(u"rules")[QLatin1String("sets")].toArray();
            for (const QJsonValue &set : fileSets)
                sets << set.toString();
            if (fileSets.size() > 2) ++combined; // base and two expansions
            const QJsonArray depends = o.value(u"dependsOn").toArray();
            if (depends.isEmpty()) continue;
            ++dependent;
            const QJsonObject question =
                board.value(u"puzzle")[QLatin1String("question")].toObject();
            for (const QJsonValue &d : depends) {
                const QString option = d[QLatin1String("option")].toString();
                if (option == u"largeMeepleHill" || option == u"doubleTurnCastle") ++newSetOptions;
                for (const char *lang : {"en", "nl"})
                    QVERIFY2(question.value(QLatin1String(lang)).toString().contains(option),
                             qPrintable(file + u' ' + QLatin1String(lang) + u' ' + option));
            }
        }
        QCOMPARE(kinds,
                 (QSet<QString>{QStringLiteral("final-scores"), QStringLiteral("turn-scores"),
                                QStringLiteral("best-move"), QStringLiteral("free")}));
        QCOMPARE(sets, (QSet<QString>{QStringLiteral("base"), QStringLiteral("hills-sheep"),
                                      QStringLiteral("german-castles"),
                                      QStringLiteral("mage-witch"), QStringLiteral("abbot"),
                                      QStringLiteral("river"), QStringLiteral("inns-cathedrals"),
                                      QStringLiteral("traders-builders")}));
        QVERIFY(combined >= 2);
        QVERIFY2(newSetOptions >= 2, qPrintable(QString::number(newSetOptions)));
        QVERIFY2(dependent >= 6, qPrintable(QString::number(dependent)));
    }
};

QTEST_MAIN(TestCliLibrary)
#include "tst_cli_library.moc"
