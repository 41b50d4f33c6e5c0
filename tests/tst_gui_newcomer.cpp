// SPDX-License-Identifier: GPL-3.0-or-later
// The path a newcomer takes: build the Mage & Witch seed's first
// example (EX-MW-1, "Voorbeeld 1") from an empty window with mouse and keyboard only, record
// its two turns, save it through the Save dialog, open it again through the Open dialog and
// export a picture through the Export dialog. The board built must be the bundled example's
// board, and the rules must give the seed's result: Red +28, Blue +28 (R-MW-*).
#include "boarddocument.h"
#include "boardview.h"
#include "figuretool.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "movepanel.h"
#include "movetool.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "tileplacetool.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>

using namespace ml;

class TestGuiNewcomer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void buildsTheMageAndWitchSeedBoard();
    void newBoardWithInnsAndTraders();

private:
    // A new main window in English, shown and active (shortcuts go to the active window).
    void openWindow();
    // Runs `answer` on the dialog the next key sequence opens (modal dialogs block the test).
    void answerNextDialog(const std::function<void(QWidget *)> &answer);
    void newBoardWithMageAndWitch();
    // Types the id into the palette's search field and clicks the tile in the list.
    void pickTile(const QString &id);
    void turnTo(int quarterTurns);
    QPoint viewPoint(Cell cell, QPointF offset = {}) const;
    void clickBoard(Cell cell, QPointF offset = {});
    void chooseCombo(QComboBox *combo, const QString &text);
    void placeFigure(const QString &figure, const QString &player, Cell cell, QPointF offset);
    void placeSetupTiles();
    void recordTurns();

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_dialogs;
    int m_strayTicks = 0;
};

void TestGuiNewcomer::initTestCase()
{
    mltest::useTestSettings();
    // A dialog nobody expects (a warning, a question) would block the test until the time
    // limit: name it and close it, so the test fails at the next check instead.
    auto *watchdog = new QTimer(this);
    watchdog->setInterval(500);
    connect(watchdog, &QTimer::timeout, this, [this] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || m_dialogs.isWatching()) {
            m_strayTicks = 0;
            return;
        }
        if (++m_strayTicks < 6) return;
        qWarning("closing an unexpected dialog: %s \"%s\"", dialog->metaObject()->className(),
                 qPrintable(dialog->windowTitle()));
        dialog->close();
        m_strayTicks = 0;
    });
    watchdog->start();
}

void TestGuiNewcomer::answerNextDialog(const std::function<void(QWidget *)> &answer)
{
    m_dialogs.expect(QStringLiteral("a dialog"), {}, answer);
}

QPoint TestGuiNewcomer::viewPoint(Cell cell, QPointF offset) const
{
    BoardView *view = m_window->boardView();
    const BoardGeometry &g = view->renderer().geometry();
    return view->mapFromScene(g.cellCentre(cell) + offset * g.cellSize());
}

void TestGuiNewcomer::clickBoard(Cell cell, QPointF offset)
{
    BoardView *view = m_window->boardView();
    view->centerOn(view->renderer().geometry().cellCentre(cell));
    QWidget *viewport = view->viewport();
    // The first hover may show or hide a scroll bar, which fits the board again: aim anew.
    QPoint at = viewPoint(cell, offset);
    for (int i = 0; i < 3; ++i) {
        QTest::mouseMove(viewport, at);
        QApplication::processEvents();
        if (viewPoint(cell, offset) == at) break;
        at = viewPoint(cell, offset);
    }
    QVERIFY2(viewport->rect().contains(at), "the cell is not on screen");
    QTest::mouseClick(viewport, Qt::LeftButton, {}, at);
}

void TestGuiNewcomer::chooseCombo(QComboBox *combo, const QString &text)
{
    QVERIFY(combo);
    const int i = combo->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    // The keyboard way: focus the box and step to the entry.
    combo->setFocus();
    while (combo->currentIndex() < i)
        QTest::keyClick(combo, Qt::Key_Down);
    while (combo->currentIndex() > i)
        QTest::keyClick(combo, Qt::Key_Up);
    QCOMPARE(combo->currentText(), text);
}

void TestGuiNewcomer::newBoardWithMageAndWitch()
{
    answerNextDialog([](QWidget *dialog) {
        QCOMPARE(dialog->objectName(), QStringLiteral("newBoardDialog"));
        auto *mageWitch = dialog->findChild<QCheckBox *>(QStringLiteral("set-mage-witch"));
        QVERIFY(mageWitch && !mageWitch->isChecked());
        QTest::mouseClick(mageWitch, Qt::LeftButton, {}, QPoint(6, mageWitch->height() / 2));
        QVERIFY(mageWitch->isChecked());
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("edition"))->currentText(),
                 QStringLiteral("C3"));
        QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("playerCount"))->value(), 2);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    const QJsonArray sets = m_window->document()->rules().value(QLatin1String("sets")).toArray();
    QVERIFY(sets.contains(QStringLiteral("mage-witch")));
    QCOMPARE(m_window->document()->tiles().size(), 1); // the start tile D
    // A window manager gives the focus back after a dialog; the offscreen platform has none.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

// Both new sets are offered; the sixth player comes with Inns & Cathedrals (R-IC-3), and the
// new board holds the sixth, pink, with a large meeple, a builder and a pig each.
void TestGuiNewcomer::newBoardWithInnsAndTraders()
{
    openWindow();
    answerNextDialog([](QWidget *dialog) {
        auto *inns = dialog->findChild<QCheckBox *>(QStringLiteral("set-inns-cathedrals"));
        auto *traders = dialog->findChild<QCheckBox *>(QStringLiteral("set-traders-builders"));
        auto *players = dialog->findChild<QSpinBox *>(QStringLiteral("playerCount"));
        QVERIFY(inns && traders && players);
        QVERIFY(!inns->isChecked() && !traders->isChecked());
        QCOMPARE(players->maximum(), 5);
        QTest::mouseClick(inns, Qt::LeftButton, {}, QPoint(6, inns->height() / 2));
        QTest::mouseClick(traders, Qt::LeftButton, {}, QPoint(6, traders->height() / 2));
        QCOMPARE(players->maximum(), 6);
        players->setValue(6);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    const QJsonArray sets = m_window->document()->rules().value(QLatin1String("sets")).toArray();
    QVERIFY(sets.contains(QStringLiteral("inns-cathedrals")));
    QVERIFY(sets.contains(QStringLiteral("traders-builders")));
    const Game *game = m_window->document()->setupGame();
    QVERIFY(game);
    QCOMPARE(game->players().size(), 6);
    QCOMPARE(game->players().last().id, QStringLiteral("pink"));
    for (int p = 0; p < 6; ++p) {
        QCOMPARE(game->figuresInHand(p, FigureType::LargeMeeple), 1);
        QCOMPARE(game->figuresInHand(p, FigureType::Builder), 1);
        QCOMPARE(game->figuresInHand(p, FigureType::Pig), 1);
    }
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestGuiNewcomer::pickTile(const QString &id)
{
    TilePaletteDock *palette = m_window->paletteDock();
    auto *search = palette->findChild<QLineEdit *>(QStringLiteral("paletteSearch"));
    QVERIFY(search);
    search->setFocus();
    search->selectAll();
    QTest::keyClicks(search, id);
    QListView *list = palette->view();
    const auto *proxy = static_cast<QSortFilterProxyModel *>(list->model());
    const QModelIndex index = proxy->mapFromSource(palette->model()->indexOf(id));
    QVERIFY2(index.isValid(), qPrintable(id));
    list->scrollTo(index);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
}

void TestGuiNewcomer::turnTo(int quarterTurns)
{
    BoardView *view = m_window->boardView();
    view->setFocus();
    // The tile tool or the move tool, whichever is on the board, turns with R.
    auto rotation = [this] {
        if (m_window->boardView()->tool() == m_window->tileTool())
            return m_window->tileTool()->rotation();
        return static_cast<MoveTool *>(m_window->boardView()->tool())->rotation();
    };
    for (int i = 0; i < 4 && rotation() != quarterTurns; ++i)
        QTest::keyClick(view, Qt::Key_R);
    QCOMPARE(rotation(), quarterTurns);
}

void TestGuiNewcomer::placeFigure(const QString &figure, const QString &player, Cell cell,
                                  QPointF offset)
{
    chooseCombo(m_window->findChild<QComboBox *>(QStringLiteral("figureChoice")), figure);
    if (QTest::currentTestFailed()) return;
    if (!player.isEmpty())
        chooseCombo(m_window->findChild<QComboBox *>(QStringLiteral("playerChoice")), player);
    if (QTest::currentTestFailed()) return;
    const qsizetype before = m_window->document()->figures().size();
    clickBoard(cell, offset);
    if (QTest::currentTestFailed()) return;
    QCOMPARE(m_window->document()->figures().size(), before + 1);
}

// The set-up of EX-MW-1: a long city north of the start tile, roads beside it, two knights.
void TestGuiNewcomer::placeSetupTiles()
{
    QTest::keyClick(m_window.get(), Qt::Key_2, Qt::ControlModifier); // Place tiles
    QCOMPARE(m_window->boardView()->tool(), m_window->tileTool());
    struct Lay {
        const char *tile;
        Cell at;
        int quarterTurns;
    };
    const Lay lays[] = {{"F", {0, -1}, 1}, {"F", {0, -2}, 1}, {"G", {0, -3}, 1}, {"G", {0, -4}, 1},
                        {"G", {0, -5}, 1}, {"U", {-1, 0}, 0}, {"U", {1, 0}, 0}};
    for (const Lay &lay : lays) {
        pickTile(QLatin1String(lay.tile));
        if (QTest::currentTestFailed()) return;
        QCOMPARE(m_window->tileTool()->tileId(), QLatin1String(lay.tile));
        turnTo(lay.quarterTurns);
        if (QTest::currentTestFailed()) return;
        const qsizetype before = m_window->document()->tiles().size();
        clickBoard(lay.at);
        if (QTest::currentTestFailed()) return;
        QVERIFY2(m_window->document()->tiles().size() == before + 1,
                 qPrintable(m_window->statusBar()->currentMessage()));
    }
    QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier); // Place figures
    QCOMPARE(m_window->boardView()->tool(), m_window->figureTool());
    // Knights in the city, near the north edge of their tiles.
    placeFigure(QStringLiteral("Meeple"), QStringLiteral("Red"), {0, -2}, {0.0, -0.4});
    if (QTest::currentTestFailed()) return;
    placeFigure(QStringLiteral("Meeple"), QStringLiteral("Blue"), {0, -4}, {0.0, -0.4});
    if (QTest::currentTestFailed()) return;
}

// Blue lays the magic tile on top of the city and moves the mage there; Red closes the city.
void TestGuiNewcomer::recordTurns()
{
    QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier); // Record moves
    auto *tool = qobject_cast<MoveTool *>(m_window->boardView()->tool());
    QVERIFY(tool);
    auto *panel = m_window->findChild<MovePanel *>(QStringLiteral("MovePanel"));
    QVERIFY(panel && panel->isVisible());
    QComboBox *playerBox = nullptr;
    for (QComboBox *box : panel->findChildren<QComboBox *>())
        if (box->findText(QStringLiteral("Blue")) >= 0) playerBox = box;
    chooseCombo(playerBox, QStringLiteral("Blue"));
    if (QTest::currentTestFailed()) return;
    QCOMPARE(tool->player(), QStringLiteral("blue"));

    pickTile(QStringLiteral("MW-4"));
    if (QTest::currentTestFailed()) return;
    QCOMPARE(tool->tileId(), QStringLiteral("MW-4"));
    turnTo(1);
    if (QTest::currentTestFailed()) return;
    clickBoard({0, -6});
    if (QTest::currentTestFailed()) return;
    QVERIFY2(tool->step() == MoveTool::Step::Magic, qPrintable(tool->lastProblem()));
    QCOMPARE(tool->magicFigure(), QStringLiteral("mage"));
    clickBoard({0, -6}, {0.0, -0.4}); // the mage into the city
    QVERIFY2(tool->step() == MoveTool::Step::Figure, qPrintable(tool->lastProblem()));
    auto *noFigure = panel->findChild<QAbstractButton *>(QStringLiteral("noFigure"));
    QVERIFY(noFigure && noFigure->isEnabled());
    QTest::mouseClick(noFigure, Qt::LeftButton);

    QCOMPARE(tool->player(), QStringLiteral("red"));
    pickTile(QStringLiteral("E"));
    if (QTest::currentTestFailed()) return;
    turnTo(2);
    if (QTest::currentTestFailed()) return;
    clickBoard({0, -7});
    if (QTest::currentTestFailed()) return;
    QVERIFY2(tool->step() == MoveTool::Step::Figure, qPrintable(tool->lastProblem()));
    QTest::mouseClick(noFigure, Qt::LeftButton);
    QCOMPARE(m_window->document()->json().value(QLatin1String("moves")).toArray().size(), 2);
    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) m_window->grab().save(shots + QStringLiteral("/newcomer-recording.png"));
}

void TestGuiNewcomer::openWindow()
{
    m_window = mltest::newWindow(QStringLiteral("en"));
    QVERIFY(mltest::showWindow(*m_window, {1200, 800}));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestGuiNewcomer::buildsTheMageAndWitchSeedBoard()
{
    openWindow();
    if (QTest::currentTestFailed()) return;

    newBoardWithMageAndWitch();
    if (QTest::currentTestFailed()) return;
    placeSetupTiles();
    if (QTest::currentTestFailed()) return;
    recordTurns();
    if (QTest::currentTestFailed()) return;

    // The board built by hand is the bundled example, tile for tile and move for move.
    BoardDocument example;
    FileError error;
    QVERIFY(example.loadFile(QStringLiteral(":/examples/mw-1-mage-in-a-city.meeple"), &error));
    const QJsonObject built = m_window->document()->json();
    QCOMPARE(built.value(QLatin1String("tiles")), example.json().value(QLatin1String("tiles")));
    // The mage's spot may also be named by any port of its city: compare the moves without
    // it, and check below that the mage stands in the city.
    auto withoutMagicSpot = [](QJsonArray moves) {
        for (qsizetype i = 0; i < moves.size(); ++i) {
            QJsonObject move = moves.at(i).toObject();
            QJsonObject magic = move.value(QLatin1String("magic")).toObject();
            if (magic.isEmpty()) continue;
            magic.remove(QLatin1String("on"));
            move.insert(QLatin1String("magic"), magic);
            moves.replace(i, move);
        }
        return moves;
    };
    QCOMPARE(withoutMagicSpot(built.value(QLatin1String("moves")).toArray()),
             withoutMagicSpot(example.json().value(QLatin1String("moves")).toArray()));
    // A figure may be written by any port of its segment ("N" or "S" of a city running
    // north-south), so figures are compared as the engine sees them.
    const QList<Figure> &mine = m_window->document()->setupGame()->figures();
    const QList<Figure> &theirs = example.setupGame()->figures();
    QCOMPARE(mine.size(), theirs.size());
    for (qsizetype i = 0; i < mine.size(); ++i) {
        QCOMPARE(mine[i].type, theirs[i].type);
        QCOMPARE(mine[i].player, theirs[i].player);
        QCOMPARE(mine[i].tile, theirs[i].tile);
        QCOMPARE(mine[i].segment, theirs[i].segment);
    }
    // EX-MW-1: (8 tiles + 2 coats of arms) x 2 = 20, plus 8 for the mage (R-MW-12), shared.
    QVERIFY(m_window->document()->movesProblem().isEmpty());
    QCOMPARE(m_window->document()->replay()->scores.value(QStringLiteral("red")), 28);
    QCOMPARE(m_window->document()->replay()->scores.value(QStringLiteral("blue")), 28);
    // 28 and not 20 means the mage stood in the city; then it is set beside the board (R-MW-12).
    for (const Figure &f : m_window->document()->replay()->game->figures())
        QVERIFY(f.type != FigureType::Mage);

    // Save through the dialog Ctrl+S opens for a new board.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("voorbeeld-1.meeple"));
    answerNextDialog([path](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        mltest::answerFileDialog(files, path);
    });
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QTRY_VERIFY2(
        QFileInfo::exists(path),
        qPrintable(QApplication::activeModalWidget()
                       ? QString::fromLatin1(
                             QApplication::activeModalWidget()->metaObject()->className()) +
                             QStringLiteral(" ") + QApplication::activeModalWidget()->windowTitle()
                       : QString()));
    QVERIFY(!m_window->isWindowModified());
    const QByteArray saved = m_window->document()->serialize();

    // Reopen it in a fresh window through Ctrl+O.
    openWindow();
    if (QTest::currentTestFailed()) return;
    answerNextDialog([path](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY(files);
        mltest::answerFileDialog(files, path);
    });
    QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    QTRY_COMPARE(m_window->document()->fileName(), path);
    QCOMPARE(m_window->document()->serialize(), saved);
    QCOMPARE(m_window->document()->replay()->scores.value(QStringLiteral("red")), 28);

    // The figures are drawn where they stand, also when the window is grabbed (the board is a
    // child widget: its offset in the window must count once).
    {
        BoardView *view = m_window->boardView();
        view->fitToWindow();
        const QImage shot = m_window->grab().toImage();
        // The reopened board shows the position after its moves.
        const Game *game = view->game();
        for (const Figure &f : game->figures()) {
            const QPointF scene = view->renderer().figureRenderer().position(game->board(), f);
            const QPoint at = view->viewport()->mapTo(m_window.get(), view->mapFromScene(scene));
            const QColor want(game->players()[f.player].color);
            bool found = false;
            for (int dy = -6; dy <= 6 && !found; ++dy)
                for (int dx = -6; dx <= 6 && !found; ++dx) {
                    const QColor got = shot.pixelColor(at + QPoint(dx, dy));
                    found = qAbs(got.red() - want.red()) + qAbs(got.green() - want.green()) +
                                qAbs(got.blue() - want.blue()) <
                            40;
                }
            QVERIFY2(found, qPrintable(game->players()[f.player].id));
        }
    }

    // Export a picture through the Export dialog (Ctrl+E).
    const QString png = dir.filePath(QStringLiteral("voorbeeld-1.png"));
    // First the picture options (title, legend, part), then where the file goes.
    answerNextDialog([this, png](QWidget *options) {
        QVERIFY(!qobject_cast<QFileDialog *>(options));
        auto *buttons = options->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        answerNextDialog([png](QWidget *dialog) {
            auto *files = qobject_cast<QFileDialog *>(dialog);
            QVERIFY(files);
            mltest::answerFileDialog(files, png);
        });
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QAction *exportAction = m_window->findChild<QAction *>(QStringLiteral("actionExport"));
    QVERIFY(exportAction);
    exportAction->trigger();
    QTRY_VERIFY(QFileInfo::exists(png));
    const QImage picture(png);
    QVERIFY(!picture.isNull());
    // Eight cells high and three wide (the city column and the two roads): a tall picture.
    QVERIFY2(picture.height() > 3 * picture.width() / 2,
             qPrintable(QStringLiteral("%1x%2").arg(picture.width()).arg(picture.height())));

    const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!shots.isEmpty()) {
        m_window->grab().save(shots + QStringLiteral("/newcomer-window.png"));
        QFile::copy(png, shots + QStringLiteral("/newcomer-export.png"));
    }
}

QTEST_MAIN(TestGuiNewcomer)
#include "tst_gui_newcomer.moc"
