// SPDX-License-Identifier: GPL-3.0-or-later
// The editor as a user drives it: palette, board clicks and keys, undo, files, export and
// language, on real widgets.
#include "boarddocument.h"
#include "boardview.h"
#include "figuretool.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "selecttool.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"

#include <QAction>
#include <QDockWidget>
#include <QListView>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;

class TestGuiEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void placesAndTurnsATileFromThePalette();
    void placesFiguresOnTheClickedSegment();
    void undoesAndRedoes();
    void savesAndReopens();
    void exportsWithTitleAndLegend();
    void switchesLanguage();
    void recordMovesToolShowsItsPanel();
    void exportsTheSelectionOnly();

private:
    QPoint viewPoint(Cell cell, QPointF offset = {}) const;
    void clickBoard(Cell cell, QPointF offset = {});
    void placeE();

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiEditor::initTestCase()
{
    // Recent files and the language go to a test location, not the user's settings.
    mltest::useTestSettings();
}

void TestGuiEditor::init()
{
    m_window = mltest::newWindow(QStringLiteral("en"));
    m_window->newBoard({QStringLiteral("base")}, QStringLiteral("C3"), 2);
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiEditor::cleanup()
{
    m_window.reset();
}

QPoint TestGuiEditor::viewPoint(Cell cell, QPointF offset) const
{
    BoardView *view = m_window->boardView();
    const BoardGeometry &g = view->renderer().geometry();
    return view->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
}

void TestGuiEditor::clickBoard(Cell cell, QPointF offset)
{
    QWidget *viewport = m_window->boardView()->viewport();
    const QPoint at = viewPoint(cell, offset);
    QTest::mouseMove(viewport, at);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
}

// E (a city on one side) above the start tile D, turned so the cities meet.
void TestGuiEditor::placeE()
{
    TilePaletteDock *palette = m_window->paletteDock();
    QListView *list = palette->view();
    const auto *proxy = static_cast<QSortFilterProxyModel *>(list->model());
    const QModelIndex e = proxy->mapFromSource(palette->model()->indexOf(QStringLiteral("E")));
    QVERIFY(e.isValid());
    list->scrollTo(e);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(e).center());
    QCOMPARE(m_window->tileTool()->tileId(), QStringLiteral("E"));
    QCOMPARE(m_window->boardView()->tool(), m_window->tileTool());

    BoardView *view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_R);
    QTest::keyClick(view, Qt::Key_R);
    QTest::keyClick(view, Qt::Key_R, Qt::ShiftModifier);
    QTest::keyClick(view, Qt::Key_R);
    QCOMPARE(m_window->tileTool()->rotation(), 2);
    clickBoard({0, -1});
}

void TestGuiEditor::placesAndTurnsATileFromThePalette()
{
    const int left = m_window->paletteDock()
                         ->model()
                         ->indexOf(QStringLiteral("E"))
                         .data(TilePaletteModel::CountLeftRole)
                         .toInt();
    placeE();
    const QJsonArray tiles = m_window->document()->tiles();
    QCOMPARE(tiles.size(), 2);
    const QJsonObject e = tiles.at(1).toObject();
    QCOMPARE(e.value(QLatin1String("tile")).toString(), QStringLiteral("E"));
    QCOMPARE(e.value(QLatin1String("at")).toArray(), (QJsonArray{0, -1}));
    QCOMPARE(e.value(QLatin1String("rot")).toInt(), 180);
    QCOMPARE(m_window->paletteDock()
                 ->model()
                 ->indexOf(QStringLiteral("E"))
                 .data(TilePaletteModel::CountLeftRole)
                 .toInt(),
             left - 1);
    QVERIFY(m_window->isWindowModified());

    // Turned wrong, the tile is refused and the status bar says why.
    m_window->tileTool()->rotate(1);
    clickBoard({1, 0});
    QCOMPARE(m_window->document()->tiles().size(), 2);
    QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QTest::mouseMove(m_window->boardView()->viewport(), viewPoint({-1, 0}));
        m_window->grab().save(shots + QStringLiteral("/editor-placing.png"));
    }
}

void TestGuiEditor::placesFiguresOnTheClickedSegment()
{
    placeE();
    m_window->useFigureTool();
    // The field north of E's city, then the road of D east of the centre.
    clickBoard({0, -1}, {0.0, -0.38});
    clickBoard({0, 0}, {0.33, 0.0});
    const Game *game = m_window->document()->setupGame();
    QCOMPARE(game->figures().size(), 2);
    const Board &board = game->board();
    const Figure &farmer = game->figures()[0];
    QCOMPARE(board.kindOf(board.node(farmer.tile, farmer.segment)), SegmentKind::Field);
    QCOMPARE(board.tiles()[size_t(farmer.tile)].at, (Cell{0, -1}));
    const Figure &robber = game->figures()[1];
    QCOMPARE(board.kindOf(board.node(robber.tile, robber.segment)), SegmentKind::Road);
    QCOMPARE(game->players()[robber.player].id, QStringLiteral("red"));

    // The completed city refuses a meeple, with the reason in the status bar.
    clickBoard({0, -1}, {0.0, 0.42});
    QCOMPARE(m_window->document()->setupGame()->figures().size(), 2);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("cannot")));

    // Hovering names the whole feature.
    const QPointF roadPoint = m_window->boardView()->mapToScene(viewPoint({0, 0}, {0.33, 0.0}));
    const QString text = m_window->figureTool()->featureText(roadPoint);
    QVERIFY2(text.contains(QStringLiteral("Road")) && text.contains(QStringLiteral("Red")),
             qPrintable(text));

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + QStringLiteral("/editor-figures.png"));
}

void TestGuiEditor::undoesAndRedoes()
{
    const QByteArray fresh = m_window->document()->serialize();
    placeE();
    const QByteArray placed = m_window->document()->serialize();
    auto *undo = m_window->findChild<QAction *>(QStringLiteral("actionUndo"));
    auto *redo = m_window->findChild<QAction *>(QStringLiteral("actionRedo"));
    QVERIFY(undo && redo);
    undo->trigger();
    QCOMPARE(m_window->document()->serialize(), fresh);
    QVERIFY(!m_window->isWindowModified());
    redo->trigger();
    QCOMPARE(m_window->document()->serialize(), placed);
    // The standard shortcut works on the board too.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->boardView()->setFocus();
    QTest::keySequence(m_window.get(), QKeySequence::Undo);
    QCOMPARE(m_window->document()->serialize(), fresh);
}

void TestGuiEditor::savesAndReopens()
{
    placeE();
    m_window->useFigureTool();
    clickBoard({0, 0}, {0.33, 0.0});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("mine.meeple"));
    QVERIFY(m_window->saveFile(path));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!m_window->windowTitle().isEmpty());
    MainWindow other;
    QVERIFY(other.openFile(path));
    QCOMPARE(other.document()->serialize(), m_window->document()->serialize());
    QCOMPARE(other.document()->setupGame()->figures().size(), 1);
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0),
             QFileInfo(path).absoluteFilePath());
}

void TestGuiEditor::exportsWithTitleAndLegend()
{
    placeE();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString plain = dir.filePath(QStringLiteral("plain.png"));
    const QString full = dir.filePath(QStringLiteral("full.png"));
    QVERIFY(m_window->exportPicture(plain));
    QVERIFY(m_window->exportPicture(full, QStringLiteral("My puzzle"), true));
    const QImage a(plain), b(full);
    QVERIFY(!a.isNull() && !b.isNull());
    // Title above and legend below make the picture taller for the same board.
    QVERIFY(qreal(b.height()) / b.width() > qreal(a.height()) / a.width());
    const QString svg = dir.filePath(QStringLiteral("full.svg"));
    QVERIFY(m_window->exportPicture(svg, QStringLiteral("My puzzle"), true));
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("My puzzle"));
}

void TestGuiEditor::switchesLanguage()
{
    TilePaletteDock *palette = m_window->paletteDock();
    QCOMPARE(palette->windowTitle(), QStringLiteral("Tiles"));
    auto *dutch = m_window->findChild<QAction *>(QStringLiteral("actionLanguageNl"));
    QVERIFY(dutch);
    dutch->trigger();
    QTRY_COMPARE(palette->windowTitle(), QStringLiteral("Tegels"));
    auto *figureTool = m_window->findChild<QAction *>(QStringLiteral("actionFigureTool"));
    QCOMPARE(figureTool->text(),
             QStringLiteral("Speelstuk plaatsen")); // the seeds' word (glossary)
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("nl"));
    QCOMPARE(LanguageManager::savedLanguage(), QStringLiteral("nl"));
    m_window->findChild<QAction *>(QStringLiteral("actionLanguageEn"))->trigger();
    QTRY_COMPARE(palette->windowTitle(), QStringLiteral("Tiles"));
}

// Export of the selection: one selected tile of a two-tile column gives a square picture.
void TestGuiEditor::exportsTheSelectionOnly()
{
    placeE();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString whole = dir.filePath(QStringLiteral("whole.png"));
    const QString part = dir.filePath(QStringLiteral("part.png"));
    QVERIFY(m_window->exportPicture(whole));
    m_window->selectTool()->selectTile(1, false);
    QVERIFY(m_window->exportPicture(part, QString(), false, true));
    const QImage a(whole), b(part);
    QVERIFY(!a.isNull() && !b.isNull());
    QVERIFY(qreal(a.height()) / a.width() > 1.5); // D and E one above the other
    QVERIFY(qAbs(qreal(b.height()) / b.width() - 1.0) < 0.05);
}

// Edit > Record moves (Ctrl+4) puts the move tool on the board and shows its panel.
void TestGuiEditor::recordMovesToolShowsItsPanel()
{
    auto *panel = m_window->findChild<QDockWidget *>(QStringLiteral("MovePanel"));
    QVERIFY(panel);
    QVERIFY(!panel->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
    QTRY_VERIFY(panel->isVisible());
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionMoveTool"));
    QVERIFY(action && action->isChecked());
    QCOMPARE(action->text(), QStringLiteral("Record moves"));
    QVERIFY(m_window->boardView()->tool() != nullptr);
}

QTEST_MAIN(TestGuiEditor)
#include "tst_gui_editor.moc"
