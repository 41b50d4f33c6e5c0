// SPDX-License-Identifier: GPL-3.0-or-later
// The builder's double turn (R-TB-10/11) from end to end in the window, in English and Dutch:
// recorded with Record moves (the panel offers the second tile after a tile that extends the
// builder's road), stepped through in Explore (the step says why the same player moves again)
// and exported as a picture of that step.
#include "boarddocument.h"
#include "boardview.h"
#include "eventtext.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "movepanel.h"
#include "movetool.h"
#include "pictureexports.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QJsonArray>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Red's meeple and builder on the road D - U (EX-TB-9): a U at (2,0) extends it.
const QByteArray kBuilderRoad = R"({"format": "meeplelab-board", "version": 1,
 "rules": {"sets": ["base", "traders-builders"], "edition": "C3"},
 "players": [{"id": "red"}, {"id": "blue"}],
 "tiles": [{"tile": "D", "at": [0, 0], "rot": 0}, {"tile": "U", "at": [1, 0], "rot": 0}],
 "figures": [{"type": "meeple", "player": "red", "at": [1, 0], "on": "E"},
             {"type": "builder", "player": "red", "at": [0, 0], "on": "E"}]})";
} // namespace

class TestGuiDoubleTurn : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase() { mltest::settleThreads(); }
    void recordsExploresAndExportsADoubleTurn_data();
    void recordsExploresAndExportsADoubleTurn();

private:
    // Picks `tile`, unturned, clicks `cell` and places no figure, as a user does.
    void recordTile(const QString &tile, Cell cell);

    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
};

void TestGuiDoubleTurn::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_dir.isValid());
}

void TestGuiDoubleTurn::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
}

void TestGuiDoubleTurn::cleanup()
{
    m_window.reset();
}

void TestGuiDoubleTurn::recordTile(const QString &tile, Cell cell)
{
    auto *tool = m_window->findChild<MoveTool *>();
    QVERIFY(tool);
    tool->setTile(tile);
    tool->rotate(-tool->rotation());
    BoardView *view = m_window->boardView();
    const BoardGeometry &g = view->renderer().geometry();
    const QPoint at = view->mapFromScene(g.cellCentre(cell));
    QTest::mouseMove(view->viewport(), at);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY2(tool->step() == MoveTool::Step::Figure, qPrintable(tool->lastProblem()));
    auto *noFigure = m_window->findChild<QPushButton *>(u"noFigure"_s);
    QVERIFY(noFigure && noFigure->isEnabled());
    QTest::mouseClick(noFigure, Qt::LeftButton);
    QTest::qWait(50); // the board shows the new move
}

void TestGuiDoubleTurn::recordsExploresAndExportsADoubleTurn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("secondTile"); // the words of the panel's choice
    QTest::addColumn<QString>("explained");  // what Explore says at the second tile
    QTest::newRow("en") << u"en"_s << u"Second tile (builder)"_s
                        << u"Second tile of the double turn"_s;
    QTest::newRow("nl") << u"nl"_s << u"Tweede tegel (bouwmeester)"_s
                        << u"Tweede tegel van de dubbele beurt"_s;
}

void TestGuiDoubleTurn::recordsExploresAndExportsADoubleTurn()
{
    QFETCH(QString, language);
    QFETCH(QString, secondTile);
    QFETCH(QString, explained);
    QVERIFY(m_window->languages()->setLanguage(language));
    const QString path = m_dir.filePath(u"double-turn-%1.meeple"_s.arg(language));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(kBuilderRoad) == kBuilderRoad.size());
    }
    QVERIFY(m_window->openFile(path));
    mltest::action(m_window.get(), "actionMoveTool")->trigger();
    QTest::qWait(100); // the Record moves panel opens and the board makes room for it

    // The first tile extends the builder's road: the panel offers the second tile, chosen.
    recordTile(u"U"_s, {2, 0});
    auto *box = m_window->findChild<QGroupBox *>(u"doubleTurnBox"_s);
    auto *second = m_window->findChild<QRadioButton *>(u"secondTile"_s);
    QVERIFY(box && second);
    QVERIFY(box->isVisible());
    QCOMPARE(second->text(), secondTile);
    QVERIFY(second->isChecked());
    // The second tile, recorded as such; no third is offered after it (R-TB-11).
    recordTile(u"U"_s, {3, 0});
    const QJsonArray moves = m_window->document()->json().value(u"moves").toArray();
    QCOMPARE(moves.size(), 2);
    QCOMPARE(moves.at(1)[QLatin1String("doubleTurn")], QJsonValue(true));
    QCOMPARE(moves.at(1)[QLatin1String("player")].toString(), u"red"_s);
    QVERIFY(!box->isVisible());

    // Explore, at the second tile's step: it says why red moves again.
    mltest::action(m_window.get(), "actionExplore")->trigger();
    StepperDock *dock = m_window->stepperDock();
    Stepper *stepper = dock->stepper();
    int at = -1;
    for (int i = 0; i < stepper->count() && at < 0; ++i)
        if (stepper->step(i).kind == Step::Kind::Tile && stepper->step(i).move == 1) at = i;
    QVERIFY(at > 0);
    stepper->jumpTo(at);
    QVERIFY2(dock->explanationText().contains(explained), qPrintable(dock->explanationText()));

    // The step exported as shown, titled as the export dialog proposes: a PNG, and an SVG that
    // is well-formed XML with the step's title and the position's words in it.
    PictureExports::Choice choice;
    choice.title = EventText(*stepper).stepTitle(*stepper, at);
    QVERIFY(!choice.title.isEmpty());
    const QString png = m_dir.filePath(u"second-tile-%1.png"_s.arg(language));
    const QString svg = m_dir.filePath(u"second-tile-%1.svg"_s.arg(language));
    QVERIFY(m_window->pictures()->exportCurrent(png, choice));
    QVERIFY(m_window->pictures()->exportCurrent(svg, choice));
    QVERIFY(!QImage(png).isNull());
    QFile in(svg);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QXmlStreamReader reader(&in);
    QString title, description;
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement) continue;
        if (reader.name() == u"title" && title.isEmpty()) title = reader.readElementText();
        if (reader.name() == u"desc" && description.isEmpty())
            description = reader.readElementText();
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(title, choice.title);
    QCOMPARE(description, m_window->pictures()->currentDescription());
    QVERIFY(!description.isEmpty());
}

QTEST_MAIN(TestGuiDoubleTurn)
#include "tst_gui_doubleturn.moc"
