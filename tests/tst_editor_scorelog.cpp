// SPDX-License-Identifier: GPL-3.0-or-later
// The score log model: its tree of moves and events, its roles, and the step each row leads
// to, checked by QAbstractItemModelTester through resets.
#include "scorelogmodel.h"
#include "stepper.h"
#include "testdata.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QtTest>

#include "boardloading.h"

using namespace Qt::StringLiterals;
using namespace ml;

namespace
{

using mltest::load;

BoardFile welcome()
{
    return load(mltest::examplesDir() + u"/welcome.meeple"_s);
}

} // namespace

class TestEditorScoreLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void treeOfMovesAndEvents();
    void rolesOfAnEvent();
    void rowsLeadToSteps();
    void followsTheStepper();
    void retranslateKeepsRows();
};

void TestEditorScoreLog::treeOfMovesAndEvents()
{
    Stepper stepper;
    QVERIFY(stepper.setBoardFile(welcome()));
    ScoreLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStepper(&stepper);
    QCOMPARE(model.rowCount(), 3); // two moves and the final scoring
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), u"Red"_s);
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), u"Blue"_s);
    QCOMPARE(model.rowCount(model.index(0, 0)), 1);
    QCOMPARE(model.rowCount(model.index(1, 0)), 1);
    QCOMPARE(model.rowCount(model.index(2, 0)), 3);
    // The tile's cell (1, 0) as the board's edges label it: the welcome board reaches from
    // x -2 and y -2, with a free cell around.
    QCOMPARE(model.index(0, 0).data().toString(), u"Move 1: Red, tile U at E4"_s);
    QCOMPARE(model.index(2, 0).data().toString(), u"Final scoring"_s);
    QCOMPARE(model.index(2, 0).data(ScoreLogModel::KindRole).value<ScoreLogModel::RowKind>(),
             ScoreLogModel::RowKind::Final);
    // Points per player: the move row sums its events, the event row shows its own.
    const QModelIndex finalRow = model.index(2, 0);
    QCOMPARE(model.index(2, 1).data().toInt(), 3);
    QCOMPARE(model.index(2, 2).data().toInt(), 9);
    QCOMPARE(model.index(0, 2, finalRow).data().toInt(), 6);
    QVERIFY(!model.index(0, 1, finalRow).data().isValid()); // red gains nothing there
    QCOMPARE(model.totals().value(u"red"_s), 11);
    QCOMPARE(model.totals().value(u"blue"_s), 14);
    QCOMPARE(model.playerColumn(u"blue"_s), 2);
    QCOMPARE(model.playerColumn(u"green"_s), -1);
}

void TestEditorScoreLog::rolesOfAnEvent()
{
    Stepper stepper;
    QVERIFY(stepper.setBoardFile(welcome()));
    ScoreLogModel model;
    model.setStepper(&stepper);
    const QModelIndex city = model.index(0, 0, model.index(1, 0));
    QCOMPARE(city.data().toString(), u"City completed"_s);
    QCOMPARE(city.data(ScoreLogModel::KindRole).value<ScoreLogModel::RowKind>(),
             ScoreLogModel::RowKind::Event);
    QCOMPARE(city.data(ScoreLogModel::MoveRole).toInt(), 1);
    QCOMPARE(city.data(ScoreLogModel::PhaseRole).toString(), u"scoring"_s);
    QCOMPARE(city.data(ScoreLogModel::FeatureRole).toString(), u"city"_s);
    QCOMPARE(city.data(ScoreLogModel::CompleteRole).toBool(), true);
    QCOMPARE(city.data(ScoreLogModel::WinnersRole).toStringList(), QStringList{u"red"_s});
    QCOMPARE(city.data(ScoreLogModel::DecidedByRole).toString(), u"majority"_s);
    QCOMPARE(city.data(ScoreLogModel::PointsRole).toMap().value(u"red"_s).toInt(), 8);
    QCOMPARE(city.data(ScoreLogModel::RulesRole).toStringList(), QStringList{u"R-BASE-9"_s});
    QCOMPARE(city.data(ScoreLogModel::EventIndexRole).toInt(), 1);
    const QString tip = city.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"Red has the most meeples on it"_s), qPrintable(tip));
    QVERIFY2(tip.contains(u"Rules: R-BASE-9"_s), qPrintable(tip));
    QVERIFY(model.roleNames().value(ScoreLogModel::StepIndexRole) == "stepIndex");
}

void TestEditorScoreLog::rowsLeadToSteps()
{
    Stepper stepper;
    QVERIFY(stepper.setBoardFile(welcome()));
    ScoreLogModel model;
    model.setStepper(&stepper);
    const QModelIndex field = model.index(1, 0, model.index(2, 0));
    QCOMPARE(model.stepIndex(field), 9);
    QCOMPARE(model.stepIndex(model.index(1, 0)), 4); // move 2 starts with its tile
    QCOMPARE(model.stepIndex({}), -1);
    // Back from a step to its row: scoring steps find their event, others their move.
    QCOMPARE(model.indexOfStep(6), model.index(0, 0, model.index(1, 0)));
    QCOMPARE(model.indexOfStep(5), model.index(1, 0));
    QCOMPARE(model.indexOfStep(10), model.index(2, 0, model.index(2, 0)));
    QVERIFY(!model.indexOfStep(0).isValid());
    for (int step = 1; step < stepper.count(); ++step)
        QCOMPARE(model.stepIndex(model.indexOfStep(step)) <= step, true);
}

void TestEditorScoreLog::followsTheStepper()
{
    auto stepper = std::make_unique<Stepper>();
    ScoreLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStepper(stepper.get());
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(stepper->setBoardFile(welcome()));
    QCOMPARE(model.rowCount(), 3);
    QVERIFY(stepper->setBoardFile(load(mltest::dataDir() + u"/stepper/flock.meeple"_s)));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.rowCount(model.index(1, 0)), 2); // the shepherd's draw and the empty city
    QCOMPARE(model.index(0, 0, model.index(0, 0)).data().toString(), u"Flock: drew 3 sheep"_s);
    QCOMPARE(model.index(0, 0, model.index(0, 0)).data(ScoreLogModel::DrawRole).toString(), u"3"_s);
    stepper.reset();
    QCOMPARE(model.rowCount(), 0);
}

void TestEditorScoreLog::retranslateKeepsRows()
{
    Stepper stepper;
    QVERIFY(stepper.setBoardFile(welcome()));
    ScoreLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setStepper(&stepper);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.retranslate();
    QCOMPARE(changed.count(), 4); // the top level and each move's events
    QCOMPARE(headers.count(), 1);
    QCOMPARE(reset.count(), 0);
}

QTEST_GUILESS_MAIN(TestEditorScoreLog)
#include "tst_editor_scorelog.moc"
