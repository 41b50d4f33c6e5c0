// SPDX-License-Identifier: GPL-3.0-or-later
// The editor's dragging interactions on real widgets: a tile dragged from the palette onto
// the board, free placement with its red marks and list, the rubber band of the select tool
// and a figure dragged to another segment.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "selecttool.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"

#include <QAction>
#include <QJsonArray>
#include <QLabel>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

namespace
{
const QString kFreePlacementKey = QStringLiteral("editor/freePlacement");

bool isMarkRed(const QColor &c)
{
    return c.red() > 150 && c.green() < 100 && c.blue() < 100;
}
} // namespace

class TestGuiDragging : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void dragsATileFromThePalette();
    void refusesAnIllegalDrop();
    void freePlacementMarksAndListsMismatches();
    void listsEveryMismatchInOrder();
    void rubberBandSelectsTilesAndFigures();
    void dragsAFigureToAnotherSegment();

private:
    BoardView *view() const { return m_window->boardView(); }
    BoardDocument *document() const { return m_window->document(); }
    QPoint viewPoint(Cell cell, QPointF offset = {}) const;
    QPoint scenePoint(QPointF scenePos) const { return view()->mapFromScene(scenePos); }
    // Sends a drag event of `type` carrying `mime` to the board at `cell`; whether the board
    // accepted it.
    bool sendDrag(QEvent::Type type, const QMimeData *mime, Cell cell);
    // Any pixel within 2 of `at` in the board's picture drawn in the mark's red.
    bool redMarkNear(QPoint at) const;
    void clickBoard(Cell cell, QPointF offset = {});
    void dragOnBoard(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {});
    QString status() const { return m_window->statusBar()->currentMessage(); }

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiDragging::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiDragging::init()
{
    // Free placement is remembered; every test starts with it off.
    QSettings().setValue(kFreePlacementKey, false);
    m_window = mltest::newWindow(QStringLiteral("en"));
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiDragging::cleanup()
{
    m_window.reset();
    QSettings().setValue(kFreePlacementKey, false);
}

QPoint TestGuiDragging::viewPoint(Cell cell, QPointF offset) const
{
    const BoardGeometry &g = view()->renderer().geometry();
    return view()->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
}

bool TestGuiDragging::sendDrag(QEvent::Type type, const QMimeData *mime, Cell cell)
{
    const QPoint at = viewPoint(cell);
    QWidget *viewport = view()->viewport();
    if (type == QEvent::DragEnter) {
        QDragEnterEvent e(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &e);
        return e.isAccepted();
    }
    if (type == QEvent::DragMove) {
        QDragMoveEvent e(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &e);
        return e.isAccepted();
    }
    QDropEvent e(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &e);
    return e.isAccepted();
}

bool TestGuiDragging::redMarkNear(QPoint at) const
{
    const QImage picture = view()->viewport()->grab().toImage();
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            const QPoint p = at + QPoint(dx, dy);
            if (picture.rect().contains(p) && isMarkRed(picture.pixelColor(p))) return true;
        }
    return false;
}

void TestGuiDragging::clickBoard(Cell cell, QPointF offset)
{
    const QPoint at = viewPoint(cell, offset);
    QTest::mouseMove(view()->viewport(), at);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at);
}

void TestGuiDragging::dragOnBoard(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers)
{
    QWidget *viewport = view()->viewport();
    QTest::mouseMove(viewport, from);
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, to);
}

// A tile dragged from the palette is previewed while it moves and placed where it is
// dropped, as one undo step, whatever tile was picked before.
void TestGuiDragging::dragsATileFromThePalette()
{
    TilePaletteDock *palette = m_window->paletteDock();
    QVERIFY(palette->view()->dragEnabled());
    QVERIFY(palette->model()->mimeTypes().contains(TilePaletteModel::mimeType()));
    QVERIFY(palette->model()->flags(palette->model()->indexOf(QStringLiteral("E"))) &
            Qt::ItemIsDragEnabled);
    std::unique_ptr<QMimeData> mime(
        palette->model()->mimeData({palette->model()->indexOf(QStringLiteral("E"))}));
    QVERIFY(mime);
    QCOMPARE(TilePaletteModel::tileIdFrom(mime.get()), QStringLiteral("E"));

    QVERIFY(palette->pick(QStringLiteral("U"))); // another tile picked before the drag
    QCOMPARE(view()->tool(), m_window->tileTool());
    m_window->tileTool()->rotate(2); // E's city to the south, towards D's city
    const int steps = document()->undoStack()->count();

    QVERIFY(sendDrag(QEvent::DragEnter, mime.get(), {2, 2}));
    QCOMPARE(m_window->tileTool()->tileId(), QStringLiteral("E"));
    // Over D itself the preview is red and the drop is not offered.
    QVERIFY(!sendDrag(QEvent::DragMove, mime.get(), {0, 0}));
    QVERIFY2(status().contains(QStringLiteral("R-BASE-3")), qPrintable(status()));
    QVERIFY(sendDrag(QEvent::DragMove, mime.get(), {0, -1}));
    QVERIFY2(status().contains(QStringLiteral("fits")), qPrintable(status()));
    QVERIFY(sendDrag(QEvent::Drop, mime.get(), {0, -1}));

    const QJsonArray tiles = document()->tiles();
    QCOMPARE(tiles.size(), 2);
    const QJsonObject e = tiles.at(1).toObject();
    QCOMPARE(e.value(QLatin1String("tile")).toString(), QStringLiteral("E"));
    QCOMPARE(e.value(QLatin1String("at")).toArray(), (QJsonArray{0, -1}));
    QCOMPARE(e.value(QLatin1String("rot")).toInt(), 180);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    // R-BASE-3 joined the cities: D's city is complete now.
    const Board &board = document()->setupGame()->board();
    QVERIFY(board.isComplete(board.node(0, 0)));

    document()->undoStack()->undo();
    QCOMPARE(document()->tiles().size(), 1);

    // Pick and click keeps working beside dragging.
    clickBoard({0, -1});
    QCOMPARE(document()->tiles().size(), 2);
}

// A drop where the tile may not go is refused with the reason in the status bar.
void TestGuiDragging::refusesAnIllegalDrop()
{
    TilePaletteDock *palette = m_window->paletteDock();
    std::unique_ptr<QMimeData> mime(
        palette->model()->mimeData({palette->model()->indexOf(QStringLiteral("E"))}));
    QVERIFY(palette->pick(QStringLiteral("E")));
    QCOMPARE(m_window->tileTool()->rotation(), 0);
    const QByteArray before = document()->serialize();
    QVERIFY(sendDrag(QEvent::DragEnter, mime.get(), {1, 0}));
    // E as it lies shows a field to D's road (R-BASE-3).
    QVERIFY(!sendDrag(QEvent::DragMove, mime.get(), {1, 0}));
    QVERIFY(!sendDrag(QEvent::Drop, mime.get(), {1, 0}));
    QVERIFY2(status().contains(QStringLiteral("cannot go")) &&
                 status().contains(QStringLiteral("R-BASE-3")),
             qPrintable(status()));
    QCOMPARE(document()->serialize(), before);
    QCOMPARE(document()->undoStack()->count(), 0);

    // Something that is not a tile is left to the window (which opens board files and pasted
    // board texts): the board view places nothing for it.
    QMimeData text;
    text.setText(QStringLiteral("E"));
    sendDrag(QEvent::DragEnter, &text, {1, 0});
    QCOMPARE(document()->serialize(), before);
    QCOMPARE(document()->undoStack()->count(), 0);
}

// R-BASE-3 and free placement: F lets a tile go with mismatched sides; the board marks each
// one red across the edge, the palette lists them, and saving is refused with the reason.
void TestGuiDragging::freePlacementMarksAndListsMismatches()
{
    TilePaletteDock *palette = m_window->paletteDock();
    QAction *free = palette->freePlacementAction();
    QListWidget *list = palette->mismatchList();
    QVERIFY(!free->isChecked());
    QVERIFY(!list->isVisibleTo(m_window.get()));

    QVERIFY(palette->pick(QStringLiteral("U")));
    m_window->tileTool()->rotate(1); // U's fields to the east and west
    clickBoard({1, 0});
    QCOMPARE(document()->tiles().size(), 1);
    QVERIFY2(status().contains(QStringLiteral("R-BASE-3")), qPrintable(status()));

    // The marks are looked for with the select tool, so no placing preview tints the edge.
    const QPoint edge = scenePoint(view()->edgeCentre({1, 0}, West));
    m_window->useSelectTool();
    QVERIFY(!redMarkNear(edge));
    m_window->useTileTool();

    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_F);
    QVERIFY(free->isChecked());
    QVERIFY(document()->freePlacement());
    QCOMPARE(QSettings().value(kFreePlacementKey).toBool(), true);

    const int steps = document()->undoStack()->count();
    clickBoard({1, 0});
    QCOMPARE(document()->tiles().size(), 2);
    QCOMPARE(document()->undoStack()->count(), steps + 1);
    QVERIFY2(status().contains(QStringLiteral("mismatched")), qPrintable(status()));

    QVERIFY(list->isVisibleTo(m_window.get()));
    QCOMPARE(list->count(), 1);
    QVERIFY2(list->item(0)->text().contains(QStringLiteral("1,0")) &&
                 list->item(0)->text().contains(QStringLiteral("0,0")),
             qPrintable(list->item(0)->text()));
    auto *heading = palette->findChild<QLabel *>(QStringLiteral("mismatchHeading"));
    QVERIFY(heading && heading->isVisibleTo(m_window.get()));
    QCOMPARE(heading->text(), QStringLiteral("1 mismatched side"));
    m_window->useSelectTool();
    // The view fitted the larger board: the edge is somewhere else on the screen now.
    QTRY_VERIFY(redMarkNear(scenePoint(view()->edgeCentre({1, 0}, West))));

    // Picking the entry centres the board on it, zoomed in and scrolled away as it is.
    for (int i = 0; i < 4; ++i)
        view()->zoomIn();
    view()->horizontalScrollBar()->setValue(view()->horizontalScrollBar()->minimum());
    view()->verticalScrollBar()->setValue(view()->verticalScrollBar()->minimum());
    const QPoint middle = view()->viewport()->rect().center();
    QVERIFY((scenePoint(view()->edgeCentre({1, 0}, West)) - middle).manhattanLength() > 40);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QCOMPARE(view()->shownMismatch(), 0);
    QTRY_VERIFY(redMarkNear(scenePoint(view()->edgeCentre({1, 0}, West))));
    QVERIFY((scenePoint(view()->edgeCentre({1, 0}, West)) - middle).manhattanLength() < 4);

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QTest::mouseMove(view()->viewport(), viewPoint({-1, 1}));
        m_window->grab().save(shots + QStringLiteral("/free-placement.png"));
    }

    // Saving is refused: the file would not open again.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mismatched.meeple"));
    QVERIFY(!m_window->saveFile(path));
    QVERIFY(!QFile::exists(path));
    auto *box = m_window->findChild<QMessageBox *>(QStringLiteral("saveErrorBox"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->informativeText().contains(QStringLiteral("1,0")) &&
                 box->informativeText().contains(QStringLiteral("fix or remove")),
             qPrintable(box->informativeText()));
    QVERIFY(status().contains(QStringLiteral("Not saved")));
    box->close();
    QVERIFY(m_window->isWindowModified());

    // F again switches it off; undo takes the tile, the mark and the list away.
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_F);
    QVERIFY(!document()->freePlacement());
    QCOMPARE(QSettings().value(kFreePlacementKey).toBool(), false);
    document()->undoStack()->undo();
    QCOMPARE(list->count(), 0);
    QVERIFY(!list->isVisibleTo(m_window.get()));
    QTRY_VERIFY(!redMarkNear(scenePoint(view()->edgeCentre({1, 0}, West))));
    QVERIFY(m_window->saveFile(path));
    QVERIFY(QFile::exists(path));
}

// A small set-up arranged freely: each mismatched side is listed in placement order and
// marked, and the preview of a tile that would add one is amber, not green or red.
void TestGuiDragging::listsEveryMismatchInOrder()
{
    BoardDocument *doc = document();
    QVERIFY(doc->placeTile(QStringLiteral("E"), {0, -1}, 2));
    QVERIFY(doc->placeTile(QStringLiteral("U"), {1, 0}, 0));
    QVERIFY(doc->placeTile(QStringLiteral("B"), {1, -1}, 0));
    TilePaletteDock *palette = m_window->paletteDock();
    palette->freePlacementAction()->trigger();
    QVERIFY(doc->freePlacement());
    QVERIFY(palette->pick(QStringLiteral("C"))); // a city on every side, west of D's road
    clickBoard({-1, 0});
    QVERIFY(palette->pick(QStringLiteral("X"))); // roads on every side, under D's field
    clickBoard({0, 1});
    QCOMPARE(doc->tiles().size(), 6);
    QListWidget *list = palette->mismatchList();
    QCOMPARE(list->count(), 2);
    QVERIFY2(list->item(0)->text().startsWith(QStringLiteral("east side of -1,0 (city)")),
             qPrintable(list->item(0)->text()));
    QVERIFY2(list->item(1)->text().startsWith(QStringLiteral("north side of 0,1 (road)")),
             qPrintable(list->item(1)->text()));
    for (const SideMismatch &m : doc->mismatches())
        QVERIFY(doc->setupGame()->board().isOccupied(m.b));

    // U turned across the end of the road: allowed only by free placement, so amber.
    QVERIFY(palette->pick(QStringLiteral("U")));
    m_window->tileTool()->rotate(1);
    QTest::mouseMove(view()->viewport(), viewPoint({2, 0}));
    QVERIFY2(status().contains(QStringLiteral("mismatched sides (free placement)")),
             qPrintable(status()));
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty())
        m_window->grab().save(shots + QStringLiteral("/screenshot-free-placement.png"));
    for (const SideMismatch &m : doc->mismatches())
        QVERIFY(redMarkNear(scenePoint(view()->edgeCentre(m.a, m.sideA))));
}

// Dragging on the empty table draws a rectangle that selects the tiles and figures inside;
// with Ctrl it adds to the selection, without it replaces it.
void TestGuiDragging::rubberBandSelectsTilesAndFigures()
{
    BoardDocument *doc = document();
    QVERIFY(doc->placeTile(QStringLiteral("U"), {1, 0}, 0));
    QVERIFY(doc->placeTile(QStringLiteral("U"), {2, 0}, 0));
    QVERIFY(doc->placeTile(QStringLiteral("E"), {0, -1}, 2));
    QVERIFY(doc->putFigure(FigureType::Meeple, QStringLiteral("red"), {1, 0}, QStringLiteral("N")));
    m_window->useSelectTool();
    view()->fitToWindow();
    SelectTool *select = m_window->selectTool();

    // From the empty cell south-west of D to just past the centre of the first U.
    const QPoint from = viewPoint({-1, 1});
    const QPoint to = viewPoint({1, 0}, {0.45, -0.45});
    QWidget *viewport = view()->viewport();
    QTest::mouseMove(viewport, from);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    const QRectF band = select->rubberBand();
    QVERIFY(!band.isEmpty());
    QVERIFY(band.contains(view()->renderer().geometry().cellCentre({0, 0})));
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + QStringLiteral("/rubber-band.png"));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
    QVERIFY(select->rubberBand().isEmpty());
    QCOMPARE(select->selectedTiles(), (QSet<int>{0, 1}));
    QCOMPARE(select->selectedFigures(), (QSet<int>{0}));

    // Ctrl adds the second U.
    dragOnBoard(viewPoint({2, 1}, {0.4, 0.4}), viewPoint({2, 0}, {-0.4, -0.4}),
                Qt::ControlModifier);
    QCOMPARE(select->selectedTiles(), (QSet<int>{0, 1, 2}));
    QCOMPARE(select->selectedFigures(), (QSet<int>{0}));

    // Without Ctrl a new rectangle replaces the selection: only E this time.
    dragOnBoard(viewPoint({-1, -2}), viewPoint({0, -1}, {0.3, 0.3}));
    QCOMPARE(select->selectedTiles(), (QSet<int>{3}));
    QVERIFY(select->selectedFigures().isEmpty());

    // The selection works as any other: Delete removes the tile in one step.
    const int steps = doc->undoStack()->count();
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Delete);
    QCOMPARE(doc->tiles().size(), 3);
    QCOMPARE(doc->undoStack()->count(), steps + 1);
}

// A figure dragged with the select tool moves to the segment it is released on, in one undo
// step; where it may not stand (R-BASE-12: a complete city) it stays, and the status bar says
// why.
void TestGuiDragging::dragsAFigureToAnotherSegment()
{
    BoardDocument *doc = document();
    QVERIFY(doc->placeTile(QStringLiteral("E"), {0, -1}, 2));
    QVERIFY(doc->putFigure(FigureType::Meeple, QStringLiteral("red"), {0, 0}, QStringLiteral("E")));
    m_window->useSelectTool();
    view()->fitToWindow();
    auto figurePoint = [this] {
        const Game *g = document()->setupGame();
        return scenePoint(
            view()->renderer().figureRenderer().position(g->board(), g->figures().first()));
    };
    QCOMPARE(view()->figureAt(view()->mapToScene(figurePoint())), 0);
    const QByteArray before = doc->serialize();
    const int steps = doc->undoStack()->count();

    // Onto the complete city: refused, nothing changes.
    dragOnBoard(figurePoint(), viewPoint({0, 0}, {0.0, -0.4}));
    QVERIFY2(status().contains(QStringLiteral("cannot stand")) &&
                 status().contains(QStringLiteral("R-BASE-12")),
             qPrintable(status()));
    QCOMPARE(doc->serialize(), before);
    QCOMPARE(doc->undoStack()->count(), steps);

    // Onto the empty table: nothing to stand on.
    dragOnBoard(figurePoint(), viewPoint({3, 3}));
    QVERIFY2(status().contains(QStringLiteral("nothing to stand on")), qPrintable(status()));
    QCOMPARE(doc->serialize(), before);

    // Onto D's southern field: moved, as one step.
    dragOnBoard(figurePoint(), viewPoint({0, 0}, {0.0, 0.38}));
    QCOMPARE(doc->undoStack()->count(), steps + 1);
    const Game *g = doc->setupGame();
    QCOMPARE(g->figures().size(), 1);
    const Figure &f = g->figures().first();
    QCOMPARE(g->board().tiles()[size_t(f.tile)].at, (Cell{0, 0}));
    QCOMPARE(g->board().kindOf(g->board().node(f.tile, f.segment)), SegmentKind::Field);
    QCOMPARE(g->players()[f.player].id, QStringLiteral("red"));
    QVERIFY2(status().contains(QStringLiteral("Relocated")), qPrintable(status()));
    doc->undoStack()->undo();
    QCOMPARE(doc->serialize(), before);
}

QTEST_MAIN(TestGuiDragging)
#include "tst_gui_dragging.moc"
