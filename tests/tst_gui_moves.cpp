// SPDX-License-Identifier: GPL-3.0-or-later
// Recording turns the way a user does: pick a tile, click the board, click where the meeple
// stands; the board file gets the move and the score follows. A refused spot shows why.
#include "boarddocument.h"
#include "boardview.h"
#include "movepanel.h"
#include "movetool.h"
#include "turnchoices.h"

#include <QComboBox>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
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
    void recordsTheBuildersDoubleTurn();
    void declinesTheDoubleTurn();
    void offersTheNewFiguresOnlyWithTheirSets();
    void placesALargeMeepleAndABuilder();
    void showsEachPlayersGoods();

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
    // Red's meeple and builder on the road D - U of EX-TB-9 (docs/rules/traders-builders.md).
    void loadBuilderRoad();
    // Picks `tile` turned `rot` quarter turns and clicks `cell`, then places no figure.
    void recordWithoutFigure(const QString &tile, int rot, Cell cell);
    void chooseFigureType(FigureType type);
    QJsonArray moves() const;

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

QJsonArray TestGuiMoves::moves() const
{
    return m_document->json().value(QLatin1String("moves")).toArray();
}

void TestGuiMoves::loadBuilderRoad()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("traders-builders")}, [](QJsonObject &json) {
        const auto tile = [](const char *id, int x) {
            return QJsonObject{{QStringLiteral("tile"), QLatin1String(id)},
                               {QStringLiteral("at"), QJsonArray{x, 0}},
                               {QStringLiteral("rot"), 0}};
        };
        const auto figure = [](const char *type, int x) {
            return QJsonObject{{QStringLiteral("type"), QLatin1String(type)},
                               {QStringLiteral("player"), QStringLiteral("red")},
                               {QStringLiteral("at"), QJsonArray{x, 0}},
                               {QStringLiteral("on"), QStringLiteral("E")}};
        };
        json.insert(QStringLiteral("tiles"), QJsonArray{tile("D", 0), tile("U", 1)});
        json.insert(QStringLiteral("figures"),
                    QJsonArray{figure("meeple", 1), figure("builder", 0)});
    });
}

void TestGuiMoves::recordWithoutFigure(const QString &tile, int rot, Cell cell)
{
    m_tool->setTile(tile);
    m_tool->rotate(rot - m_tool->rotation());
    clickBoard(cell);
    QVERIFY2(m_tool->step() == MoveTool::Step::Figure, qPrintable(m_panel->problemText()));
    clickNoFigure();
}

void TestGuiMoves::chooseFigureType(FigureType type)
{
    auto *combo = m_panel->findChild<QComboBox *>(QStringLiteral("figureType"));
    QVERIFY(combo && combo->isVisibleTo(m_panel.get()));
    const int row = combo->findData(int(type));
    QVERIFY(row >= 0);
    combo->setCurrentIndex(row);
    Q_EMIT combo->activated(row);
    QCOMPARE(m_tool->figureType(), type);
}

// R-TB-10/11 (EX-TB-9): a tile that extends the road of red's builder gives red a second tile.
// The panel offers it and keeps the turn with red; the second tile is written with
// "doubleTurn": true, and after it the turn passes on (no third tile).
void TestGuiMoves::recordsTheBuildersDoubleTurn()
{
    loadBuilderRoad();
    auto *box = m_panel->findChild<QGroupBox *>(QStringLiteral("doubleTurnBox"));
    auto *second = m_panel->findChild<QRadioButton *>(QStringLiteral("secondTile"));
    QVERIFY(box && second);
    QVERIFY(box->isHidden()); // nothing is due before the first tile
    recordWithoutFigure(QStringLiteral("U"), 0, {2, 0});
    QCOMPARE(moves().size(), 1);
    QCOMPARE(m_tool->doubleTurnPlayer(), QStringLiteral("red"));
    QVERIFY(!box->isHidden());
    QVERIFY(box->isEnabled());
    QVERIFY(second->isChecked());
    QCOMPARE(m_tool->player(), QStringLiteral("red"));
    QVERIFY2(m_panel->stepText().contains(QLatin1String("second tile")),
             qPrintable(m_panel->stepText()));

    recordWithoutFigure(QStringLiteral("U"), 0, {3, 0});
    QCOMPARE(moves().size(), 2);
    const QJsonObject part2 = moves().at(1).toObject();
    QCOMPARE(part2.value(QLatin1String("player")).toString(), QStringLiteral("red"));
    QCOMPARE(part2.value(QLatin1String("doubleTurn")), QJsonValue(true));
    QVERIFY(!moves().at(0).toObject().contains(QLatin1String("doubleTurn")));
    QVERIFY(m_document->movesProblem().isEmpty());
    QVERIFY2(m_panel->movesList()->item(1)->text().contains(QLatin1String("second tile")),
             qPrintable(m_panel->movesList()->item(1)->text()));
    // The second tile extended the builder's road again, but there is no third (R-TB-11).
    QVERIFY(m_tool->doubleTurnPlayer().isEmpty());
    QVERIFY(box->isHidden());
    QCOMPARE(m_tool->player(), QStringLiteral("blue"));

    // One undo step per move: the second part goes, and the choice is offered again.
    m_document->undoStack()->undo();
    QCOMPARE(moves().size(), 1);
    QCOMPARE(m_tool->doubleTurnPlayer(), QStringLiteral("red"));
    QVERIFY(!box->isHidden());
}

// EX-TB-9: the double turn is optional. "Next player" gives the turn to blue, and blue's
// move is an ordinary one.
void TestGuiMoves::declinesTheDoubleTurn()
{
    loadBuilderRoad();
    recordWithoutFigure(QStringLiteral("U"), 0, {2, 0});
    auto *next = m_panel->findChild<QRadioButton *>(QStringLiteral("nextPlayer"));
    QVERIFY(next && next->isEnabled());
    // On the round button itself, as a user aims (the row is wider than its text).
    QTest::mouseClick(next, Qt::LeftButton, {}, QPoint(8, next->height() / 2));
    QVERIFY(!m_tool->secondTile());
    QCOMPARE(m_tool->player(), QStringLiteral("blue"));
    QVERIFY(next->isChecked());
    // Picking red again in the player box takes the second tile after all.
    m_tool->setPlayer(QStringLiteral("red"));
    QVERIFY(m_tool->secondTile());
    m_tool->setPlayer(QStringLiteral("blue"));
    QVERIFY(!m_tool->secondTile());

    recordWithoutFigure(QStringLiteral("U"), 0, {3, 0});
    QCOMPARE(moves().size(), 2);
    const QJsonObject blue = moves().at(1).toObject();
    QCOMPARE(blue.value(QLatin1String("player")).toString(), QStringLiteral("blue"));
    QVERIFY(!blue.contains(QLatin1String("doubleTurn")));
    QVERIFY(m_document->movesProblem().isEmpty());
    QCOMPARE(m_tool->player(), QStringLiteral("red"));
}

// The figure box lists the large meeple (Inns & Cathedrals), the builder and the pig (Traders
// & Builders) only on boards with those sets, as the set-up's figure tool does.
void TestGuiMoves::offersTheNewFiguresOnlyWithTheirSets()
{
    auto *combo = m_panel->findChild<QComboBox *>(QStringLiteral("figureType"));
    QVERIFY(combo);
    const auto offered = [combo](FigureType type) {
        const int row = combo->findData(int(type));
        auto *list = qobject_cast<QListView *>(combo->view());
        return row >= 0 && list && !list->isRowHidden(row);
    };
    QVERIFY(!combo->isVisibleTo(m_panel.get())); // the base game has only the meeple
    QVERIFY(!offered(FigureType::LargeMeeple));
    loadBoard({QStringLiteral("base"), QStringLiteral("inns-cathedrals")}, [](QJsonObject &) {});
    QVERIFY(combo->isVisibleTo(m_panel.get()));
    QVERIFY(offered(FigureType::LargeMeeple));
    QVERIFY(!offered(FigureType::Builder));
    QVERIFY(!offered(FigureType::Pig));
    loadBoard({QStringLiteral("base"), QStringLiteral("traders-builders")}, [](QJsonObject &) {});
    QVERIFY(!offered(FigureType::LargeMeeple));
    QVERIFY(offered(FigureType::Builder));
    QVERIFY(offered(FigureType::Pig));
}

// R-IC-1 and R-TB-9: the large meeple and the builder are recorded with their types.
void TestGuiMoves::placesALargeMeepleAndABuilder()
{
    loadBoard({QStringLiteral("base"), QStringLiteral("inns-cathedrals"),
               QStringLiteral("traders-builders")},
              [](QJsonObject &json) {
                  json.insert(
                      QStringLiteral("figures"),
                      QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("meeple")},
                                             {QStringLiteral("player"), QStringLiteral("blue")},
                                             {QStringLiteral("at"), QJsonArray{0, 0}},
                                             {QStringLiteral("on"), QStringLiteral("E")}}});
              });
    // Red closes the start tile's city with E and puts the large meeple in it.
    pickE();
    clickBoard({0, -1});
    chooseFigureType(FigureType::LargeMeeple);
    clickBoard({0, -1}, {0.0, 0.38});
    QCOMPARE(moves().size(), 1);
    QCOMPARE(moves()
                 .at(0)
                 .toObject()
                 .value(QLatin1String("figure"))
                 .toObject()
                 .value(QLatin1String("type")),
             QJsonValue(QStringLiteral("large-meeple")));
    QVERIFY(m_document->movesProblem().isEmpty());
    QCOMPARE(m_document->replay()->scores.value(QStringLiteral("red")), 4);

    // Blue extends the road of its own meeple and puts its builder on it (R-TB-9).
    QCOMPARE(m_tool->player(), QStringLiteral("blue"));
    m_tool->setTile(QStringLiteral("U"));
    m_tool->rotate(-m_tool->rotation());
    clickBoard({1, 0});
    QVERIFY2(m_tool->step() == MoveTool::Step::Figure, qPrintable(m_panel->problemText()));
    chooseFigureType(FigureType::Builder);
    clickBoard({1, 0});
    QCOMPARE(moves().size(), 2);
    const QJsonObject builder = moves().at(1).toObject().value(QLatin1String("figure")).toObject();
    QCOMPARE(builder.value(QLatin1String("type")).toString(), QStringLiteral("builder"));
    QVERIFY(m_document->movesProblem().isEmpty());
}

// R-TB-4: whoever places the tile that completes a city takes its goods; the panel lists
// each player's goods on the position the next move is played on (EX-TB-7).
void TestGuiMoves::showsEachPlayersGoods()
{
    QVERIFY(m_panel->goodsText().isEmpty()); // no goods without Traders & Builders
    loadBoard({QStringLiteral("base"), QStringLiteral("traders-builders")}, [](QJsonObject &json) {
        const auto tile = [](const char *id, int x, int y, int rot) {
            return QJsonObject{{QStringLiteral("tile"), QLatin1String(id)},
                               {QStringLiteral("at"), QJsonArray{x, y}},
                               {QStringLiteral("rot"), rot}};
        };
        json.insert(
            QStringLiteral("tiles"),
            QJsonArray{tile("TB-T", 0, 0, 180), tile("N", 1, 0, 270), tile("TB-G", 0, 1, 90)});
        json.insert(QStringLiteral("figures"),
                    QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("meeple")},
                                           {QStringLiteral("player"), QStringLiteral("blue")},
                                           {QStringLiteral("at"), QJsonArray{0, 0}},
                                           {QStringLiteral("on"), QStringLiteral("E")}}});
    });
    QVERIFY2(!m_panel->goodsText().contains(QLatin1String("wine")),
             qPrintable(m_panel->goodsText()));
    recordWithoutFigure(QStringLiteral("TB-F"), 0, {1, 1});
    QVERIFY(m_document->movesProblem().isEmpty());
    const QStringList lines = m_panel->goodsText().split(u'\n');
    QCOMPARE(lines.size(), 3);
    QVERIFY2(lines.at(1).contains(QLatin1String("1 wine")) &&
                 lines.at(1).contains(QLatin1String("2 grain")),
             qPrintable(lines.at(1)));
    QVERIFY2(lines.at(2).contains(QLatin1String("no goods")), qPrintable(lines.at(2)));
    m_document->undoStack()->undo();
    QVERIFY(!m_panel->goodsText().contains(QLatin1String("wine")));
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
    const TileType *hidden = m_document->replay()->game->board().tiles().back().under;
    QVERIFY(hidden);
    QCOMPARE(hidden->id, QStringLiteral("U"));
}

QTEST_MAIN(TestGuiMoves)
#include "tst_gui_moves.moc"
