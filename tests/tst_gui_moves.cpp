// SPDX-License-Identifier: GPL-3.0-or-later
// Recording turns the way a user does: pick a tile, click the board, click where the meeple
// stands; the board file gets the move and the score follows. A refused spot shows why.
#include "boarddocument.h"
#include "boardview.h"
#include "movepanel.h"
#include "movetool.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QPushButton>
#include <QtTest>

#include <functional>
#include <memory>

using namespace ml;

class TestGuiMoves : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void recordsATileWithAMeeple();
    void refusedPlacementShowsTheReason();
    void noFigureAndRemoveLastMove();
    void discardsATileThatFitsNowhere();
    void discardRefusedWhenTheTileFits();
    void recordsACastleFromTheHand();
    void castleNotInHandShowsTheReason();
    void hillTileTakesTheTileUnder();
    void recordsTheAbbotsRecall();

private:
    // A new board of `sets` changed by `edit` and loaded as a file, so the tests choose what
    // the dealing of castles or the start tile would otherwise leave to chance.
    void loadBoard(const QStringList &sets, const std::function<void(QJsonObject &)> &edit);
    // Turns the picked tile to a legal rotation and clicks where it fits.
    void placeAnywhere();
    void clickNoFigure();
    QJsonObject onlyMove() const;
    QPoint viewPoint(Cell cell, QPointF offset = {}) const;
    void clickBoard(Cell cell, QPointF offset = {});
    void pickE();

    std::unique_ptr<BoardDocument> m_document;
    std::unique_ptr<BoardView> m_view;
    std::unique_ptr<MoveTool> m_tool;
    std::unique_ptr<MovePanel> m_panel;
    QString m_status;
};

void TestGuiMoves::init()
{
    m_document = std::make_unique<BoardDocument>();
    m_document->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    m_view = std::make_unique<BoardView>();
    m_view->setDocument(m_document.get());
    m_view->resize(600, 600);
    m_tool = std::make_unique<MoveTool>(m_document.get(), m_view.get());
    connect(m_tool.get(), &EditorTool::statusMessage, this,
            [this](const QString &text) { m_status = text; });
    m_panel = std::make_unique<MovePanel>(m_document.get(), m_tool.get());
    m_view->setTool(m_tool.get());
    m_view->show();
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->fitToWindow();
}

void TestGuiMoves::cleanup()
{
    m_view->setTool(nullptr);
    m_panel.reset();
    m_tool.reset();
    m_view.reset();
    m_document.reset();
}

QPoint TestGuiMoves::viewPoint(Cell cell, QPointF offset) const
{
    const BoardGeometry &g = m_view->renderer().geometry();
    return m_view->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
}

void TestGuiMoves::clickBoard(Cell cell, QPointF offset)
{
    QWidget *viewport = m_view->viewport();
    const QPoint at = viewPoint(cell, offset);
    QTest::mouseMove(viewport, at);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
}

// E (a city on one side) is what red draws; turned twice its city meets the start tile's.
void TestGuiMoves::pickE()
{
    m_tool->setTile(QStringLiteral("E"));
    m_view->setFocus();
    QTest::keyClick(m_view.get(), Qt::Key_R);
    QTest::keyClick(m_view.get(), Qt::Key_R);
    QCOMPARE(m_tool->rotation(), 2);
}

void TestGuiMoves::recordsATileWithAMeeple()
{
    QCOMPARE(m_tool->player(), QStringLiteral("red"));
    pickE();
    clickBoard({0, -1});
    QCOMPARE(m_tool->step(), MoveTool::Step::Figure);
    QVERIFY2(m_panel->stepText().contains(QLatin1String("figure")),
             qPrintable(m_panel->stepText()));
    // The meeple goes on the city, in the south half of the new tile.
    clickBoard({0, -1}, {0.0, 0.38});
    const QJsonArray moves = m_document->json().value(QLatin1String("moves")).toArray();
    QCOMPARE(moves.size(), 1);
    const QJsonObject m = moves.at(0).toObject();
    QCOMPARE(m.value(QLatin1String("player")).toString(), QStringLiteral("red"));
    QCOMPARE(m.value(QLatin1String("tile")).toString(), QStringLiteral("E"));
    QCOMPARE(m.value(QLatin1String("at")).toArray(), (QJsonArray{0, -1}));
    QCOMPARE(m.value(QLatin1String("rot")).toInt(), 180);
    const QJsonObject figure = m.value(QLatin1String("figure")).toObject();
    QCOMPARE(figure.value(QLatin1String("type")).toString(), QStringLiteral("meeple"));
    // The closed two-tile city scores 4 at once (R-BASE-11) and the meeple comes back.
    QVERIFY(m_document->movesProblem().isEmpty());
    QCOMPARE(m_document->replay()->scores.value(QStringLiteral("red")), 4);
    QCOMPARE(m_panel->movesList()->count(), 1);
    // Blue is next in seating order.
    QCOMPARE(m_tool->player(), QStringLiteral("blue"));
    QCOMPARE(m_tool->step(), MoveTool::Step::Tile);

    m_document->undoStack()->undo();
    QVERIFY(!m_document->json().contains(QLatin1String("moves")));
    QCOMPARE(m_panel->movesList()->count(), 0);
}

void TestGuiMoves::refusedPlacementShowsTheReason()
{
    m_tool->setTile(QStringLiteral("E"));
    // Unturned, the cap's field would meet the start tile's city.
    clickBoard({0, -1});
    QCOMPARE(m_tool->step(), MoveTool::Step::Tile);
    QVERIFY2(m_status.contains(QLatin1String("R-BASE-3")), qPrintable(m_status));
    QVERIFY2(m_panel->problemText().contains(QLatin1String("R-BASE-3")),
             qPrintable(m_panel->problemText()));
    // Far away from the board the tile has no neighbour.
    clickBoard({3, 3});
    QCOMPARE(m_tool->step(), MoveTool::Step::Tile);
    QVERIFY(!m_panel->problemText().isEmpty());
    QVERIFY(!m_document->json().contains(QLatin1String("moves")));
}

void TestGuiMoves::noFigureAndRemoveLastMove()
{
    pickE();
    clickBoard({0, -1});
    auto *noFigure = m_panel->findChild<QPushButton *>(QStringLiteral("noFigure"));
    QVERIFY(noFigure && noFigure->isEnabled());
    QTest::mouseClick(noFigure, Qt::LeftButton);
    const QJsonArray moves = m_document->json().value(QLatin1String("moves")).toArray();
    QCOMPARE(moves.size(), 1);
    QVERIFY(!moves.at(0).toObject().contains(QLatin1String("figure")));
    QCOMPARE(m_document->replay()->scores.value(QStringLiteral("red")), 0);
    m_panel->removeLastMove();
    QVERIFY(!m_document->json().contains(QLatin1String("moves")));
}

// R-AB-12 / EX-AB-2: Record moves offers "take the abbot back" after a tile; the recorded move
// carries "abbot": "return" and scores 1 + the five neighbours.
void TestGuiMoves::recordsTheAbbotsRecall()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("abbot")}, [](QJsonObject &json) {
        const auto tile = [](const char *id, int x, int y, int rot) {
            return QJsonObject{{QStringLiteral("tile"), QLatin1String(id)},
                               {QStringLiteral("at"), QJsonArray{x, y}},
                               {QStringLiteral("rot"), rot}};
        };
        json.insert(QStringLiteral("tiles"),
                    QJsonArray{tile("Eg", 0, 0, 0), tile("E", 0, -1, 180), tile("B", 1, 0, 0),
                               tile("B", -1, 0, 0), tile("B", 1, 1, 0), tile("B", 0, 1, 0)});
        json.insert(QStringLiteral("figures"),
                    QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("abbot")},
                                           {QStringLiteral("player"), QStringLiteral("red")},
                                           {QStringLiteral("at"), QJsonArray{0, 0}},
                                           {QStringLiteral("on"), QStringLiteral("garden")}}});
    });
    auto *back = m_panel->findChild<QPushButton *>(QStringLiteral("abbotBack"));
    QVERIFY(back);
    QVERIFY(!back->isEnabled()); // no tile yet
    m_tool->setTile(QStringLiteral("B"));
    clickBoard({2, 0});
    QCOMPARE(m_tool->step(), MoveTool::Step::Figure);
    QVERIFY(back->isEnabled());
    QTest::mouseClick(back, Qt::LeftButton);
    const QJsonArray moves = m_document->json().value(QLatin1String("moves")).toArray();
    QCOMPARE(moves.size(), 1);
    QCOMPARE(moves.at(0).toObject().value(QLatin1String("abbot")).toString(),
             QStringLiteral("return"));
    QVERIFY(!moves.at(0).toObject().contains(QLatin1String("figure")));
    QVERIFY(m_document->movesProblem().isEmpty());
    QCOMPARE(m_document->replay()->scores.value(QStringLiteral("red")), 6);
}

void TestGuiMoves::loadBoard(const QStringList &sets,
                             const std::function<void(QJsonObject &)> &edit)
{
    m_document->newBoard(sets, QStringLiteral("C3"), 2);
    QJsonObject json = m_document->json();
    edit(json);
    FileError error;
    QVERIFY2(m_document->load(QJsonDocument(json).toJson(), QString(), &error),
             qPrintable(error.reason));
    m_view->fitToWindow();
}

void TestGuiMoves::placeAnywhere()
{
    const TileType *type = m_document->setupGame()->catalogue().find(m_tool->tileId());
    QVERIFY(type);
    const QList<Placement> spots = m_document->replay()->game->board().legalPlacements(*type);
    QVERIFY(!spots.isEmpty());
    m_tool->rotate(spots.first().rot - m_tool->rotation());
    QCOMPARE(m_tool->rotation(), spots.first().rot);
    clickBoard(spots.first().at);
    QVERIFY2(m_tool->step() == MoveTool::Step::Figure, qPrintable(m_panel->problemText()));
}

void TestGuiMoves::clickNoFigure()
{
    auto *noFigure = m_panel->findChild<QPushButton *>(QStringLiteral("noFigure"));
    QVERIFY(noFigure && noFigure->isEnabled());
    QTest::mouseClick(noFigure, Qt::LeftButton);
}

QJsonObject TestGuiMoves::onlyMove() const
{
    const QJsonArray moves = m_document->json().value(QLatin1String("moves")).toArray();
    return moves.size() == 1 ? moves.at(0).toObject() : QJsonObject();
}

// R-BASE-4: next to an all-city tile a field-and-road tile fits nowhere, so it is discarded.
void TestGuiMoves::discardsATileThatFitsNowhere()
{
    loadBoard({QStringLiteral("base")}, [](QJsonObject &json) {
        json.insert(QStringLiteral("tiles"),
                    QJsonArray{QJsonObject{{QStringLiteral("tile"), QStringLiteral("C")},
                                           {QStringLiteral("at"), QJsonArray{0, 0}},
                                           {QStringLiteral("rot"), 0}}});
    });
    m_tool->setTile(QStringLiteral("U"));
    auto *discard = m_panel->findChild<QPushButton *>(QStringLiteral("discardTile"));
    QVERIFY(discard);
    QVERIFY2(discard->isEnabled(), qPrintable(discard->toolTip()));
    QTest::mouseClick(discard, Qt::LeftButton);
    QCOMPARE(onlyMove(), (QJsonObject{{QStringLiteral("player"), QStringLiteral("red")},
                                      {QStringLiteral("discard"), QStringLiteral("U")}}));
    QVERIFY(m_document->movesProblem().isEmpty());
    QVERIFY(m_panel->movesList()->item(0)->text().contains(QLatin1String("U")));
    QCOMPARE(m_tool->player(), QStringLiteral("blue"));
}

void TestGuiMoves::discardRefusedWhenTheTileFits()
{
    m_tool->setTile(QStringLiteral("U"));
    auto *discard = m_panel->findChild<QPushButton *>(QStringLiteral("discardTile"));
    QVERIFY(discard && !discard->isEnabled());
    QVERIFY2(discard->toolTip().contains(QLatin1String("R-BASE-4")),
             qPrintable(discard->toolTip()));
    m_tool->discardTile();
    QVERIFY2(m_panel->problemText().contains(QLatin1String("R-BASE-4")),
             qPrintable(m_panel->problemText()));
    QVERIFY(!m_document->json().contains(QLatin1String("moves")));
}

namespace
{
// Red holds GC-1 and blue GC-2, whatever the deal gave.
void handCastles(QJsonObject &json)
{
    QJsonArray players = json.value(QLatin1String("players")).toArray();
    QJsonObject red = players.at(0).toObject(), blue = players.at(1).toObject();
    red.insert(QStringLiteral("castles"), QJsonArray{QStringLiteral("GC-1")});
    blue.insert(QStringLiteral("castles"), QJsonArray{QStringLiteral("GC-2")});
    players.replace(0, red);
    players.replace(1, blue);
    json.insert(QStringLiteral("players"), players);
}
} // namespace

void TestGuiMoves::recordsACastleFromTheHand()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("german-castles")}, handCastles);
    m_tool->setTile(QStringLiteral("GC-1"));
    QVERIFY(m_tool->isCastle());
    placeAnywhere();
    clickNoFigure();
    const QJsonObject m = onlyMove();
    QCOMPARE(m.value(QLatin1String("castle")).toString(), QStringLiteral("GC-1"));
    QVERIFY(!m.contains(QLatin1String("tile")));
    QVERIFY(m_document->movesProblem().isEmpty());
    // The castle left red's hand (R-GC-3).
    QVERIFY(m_document->replay()->game->players()[0].castles.isEmpty());
    QVERIFY(m_panel->movesList()->item(0)->text().contains(QLatin1String("GC-1")));
}

void TestGuiMoves::castleNotInHandShowsTheReason()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("german-castles")}, handCastles);
    m_tool->setTile(QStringLiteral("GC-2"));
    const TileType *type = m_document->setupGame()->catalogue().find(QStringLiteral("GC-2"));
    const Placement spot = m_document->replay()->game->board().legalPlacements(*type).first();
    m_tool->rotate(spot.rot);
    clickBoard(spot.at);
    QCOMPARE(m_tool->step(), MoveTool::Step::Tile);
    QVERIFY2(m_panel->problemText().contains(QLatin1String("R-GC-3")),
             qPrintable(m_panel->problemText()));
    // A castle is never discarded either.
    QVERIFY(!m_panel->findChild<QPushButton *>(QStringLiteral("discardTile"))->isEnabled());
    QVERIFY(!m_document->json().contains(QLatin1String("moves")));
}

void TestGuiMoves::hillTileTakesTheTileUnder()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("hills-sheep")}, [](QJsonObject &) {});
    auto *under = m_panel->findChild<QComboBox *>(QStringLiteral("underTile"));
    QVERIFY(under);
    m_tool->setTile(QStringLiteral("E"));
    QVERIFY(under->isHidden());
    m_tool->setTile(QStringLiteral("HS-15"));
    QVERIFY(m_tool->hasHill());
    QVERIFY(!under->isHidden());
    const int u = under->findData(QStringLiteral("U"));
    QVERIFY(u > 0);
    QVERIFY(under->findData(QStringLiteral("HS-03")) > 0);
    under->setCurrentIndex(u);
    Q_EMIT under->activated(u);
    QCOMPARE(m_tool->underTile(), QStringLiteral("U"));
    placeAnywhere();
    clickNoFigure();
    const QJsonObject m = onlyMove();
    QCOMPARE(m.value(QLatin1String("tile")).toString(), QStringLiteral("HS-15"));
    QCOMPARE(m.value(QLatin1String("under")).toString(), QStringLiteral("U"));
    QVERIFY(m_document->movesProblem().isEmpty());
    QCOMPARE(m_document->replay()->game->board().tiles().back().under, QStringLiteral("U"));
}

QTEST_MAIN(TestGuiMoves)
#include "tst_gui_moves.moc"
