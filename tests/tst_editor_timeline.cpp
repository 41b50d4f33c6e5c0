// SPDX-License-Identifier: GPL-3.0-or-later
// The document's timeline: one built per change, and the readers of the
// document (its game accessors, the step-through) share its positions instead of playing the
// board again or copying its games.
#include "boarddocument.h"
#include "stepper.h"
#include "testdata.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{
QByteArray exampleBytes(const char *name)
{
    QFile f(QDir(mltest::examplesDir()).filePath(QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly)) qFatal("no example %s", name);
    return f.readAll();
}
} // namespace

class TestEditorTimeline : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A load builds one timeline; the document's games are its positions.
    void documentReadsItsTimeline()
    {
        BoardDocument document;
        QSignalSpy replaced(&document, &BoardDocument::gamesReplaced);
        FileError error;
        QVERIFY(document.load(exampleBytes("welcome.meeple"), u"welcome.meeple"_s, &error));
        QCOMPARE(replaced.count(), 1); // one timeline for the load, not one per check
        const Timeline &timeline = document.timeline();
        QVERIFY(timeline.replays());
        QCOMPARE(document.setupGame(), timeline.setUp().get());
        QCOMPARE(document.game(), timeline.end().get());
        QCOMPARE(document.file()->moves().size(), qsizetype(timeline.moveCount()));
        QVERIFY(document.movesProblem().isEmpty());
        // The old replay result still reads the same scores.
        QCOMPARE(document.replay()->scores, timeline.scores());
        QCOMPARE(document.replay()->events.size(), timeline.events().size());
    }

    // The step-through given the document's timeline shows the document's own games.
    void stepperSharesTheDocumentsPositions()
    {
        BoardDocument document;
        FileError error;
        QVERIFY(document.load(exampleBytes("welcome.meeple"), u"welcome.meeple"_s, &error));
        Stepper stepper;
        QVERIFY(stepper.setTimeline(document.timeline()));
        QCOMPARE(stepper.positionAt(0).get(), document.setupGame());
        QCOMPARE(&stepper.players(), &document.setupGame()->players());
        // The steps that show a whole position show the document's, the very object.
        int shared = 0;
        for (int i = 0; i < stepper.count(); ++i) {
            const Step &s = stepper.step(i);
            if (s.kind == Step::Kind::FiguresReturn || s.kind == Step::Kind::Discard) {
                QCOMPARE(stepper.positionAt(i).get(), document.timeline().after(s.move).get());
                ++shared;
            } else if (s.kind == Step::Kind::Final || s.kind == Step::Kind::GameEnd) {
                QCOMPARE(stepper.positionAt(i).get(), document.timeline().afterMoves().get());
                ++shared;
            }
        }
        QVERIFY(shared > 0);
    }

    // A file whose moves do not replay is refused whole and the open board stays, with the
    // very timeline it had.
    void refusedLoadKeepsTheTimeline()
    {
        BoardDocument document;
        FileError error;
        QVERIFY(document.load(exampleBytes("welcome.meeple"), u"welcome.meeple"_s, &error));
        const Game *before = document.game();
        QJsonObject json = QJsonDocument::fromJson(exampleBytes("welcome.meeple")).object();
        QJsonArray moves = json.value(u"moves"_s).toArray();
        moves.append(QJsonObject{{u"player"_s, u"red"_s},
                                 {u"tile"_s, u"E"_s},
                                 {u"at"_s, QJsonArray{40, 40}},
                                 {u"rot"_s, 0}});
        json.insert(u"moves"_s, moves);
        QSignalSpy replaced(&document, &BoardDocument::gamesReplaced);
        QVERIFY(!document.load(QJsonDocument(json).toJson(), u"bad.meeple"_s, &error));
        QCOMPARE(error.where, u"moves[%1]"_s.arg(moves.size() - 1));
        QCOMPARE(error.refusal.rule, u"R-BASE-3"_s);
        QCOMPARE(replaced.count(), 0);
        QCOMPARE(document.game(), before);
    }
};

QTEST_MAIN(TestEditorTimeline)
#include "tst_editor_timeline.moc"
