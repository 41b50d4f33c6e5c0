// Recording turns the way a user does: pick a tile, click the board, click where the meeple
// stands; the board file gets the move and the score follows. A refused spot shows why.
#include "boarddocument.h"
#include "boardview.h"
#include "movepanel.h"
#include "movetool.h"

#include <QJsonArray>
#include <QListWidget>
#include <QPushButton>
#include <QtTest>

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

private:
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
    QVERIFY2(m_panel->stepText().contains(QLatin1String("figure")), qPrintable(m_panel->stepText()));
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

QTEST_MAIN(TestGuiMoves)
#include "tst_gui_moves.moc"
