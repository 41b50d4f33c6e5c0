// SPDX-License-Identifier: GPL-3.0-or-later
// View > Coordinates: the column letters and row numbers along the board's edges, and the
// step texts naming cells by them, so that a reader finds "tile MW-4 at C7" on the board.
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "stepper.h"
#include "stepperdock.h"

#include <QAction>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiCoordinates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void viewMenuTurnsTheLabelsOnAndOff();
    void onAtFirstInExploreAndRememberedPerJob();
    void stepTextNamesTheCellItsLabelsShow();
    void labelsStayInSightWhenZoomedIn();

private:
    BoardView *view() const { return m_window->boardView(); }
    Stepper *stepper() const { return m_window->stepperDock()->stepper(); }
    QAction *coordinates() const { return mltest::action(m_window.get(), "actionCoordinates"); }
    // Dark text pixels inside `box` of the viewport's picture.
    static int inkIn(const QImage &image, const QRectF &box);

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiCoordinates::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiCoordinates::init()
{
    // Each test starts as a new user: nothing chosen yet for either job.
    QSettings().remove(u"view"_s);
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
}

void TestGuiCoordinates::cleanup()
{
    m_window.reset();
    QSettings().remove(u"view"_s);
}

int TestGuiCoordinates::inkIn(const QImage &image, const QRectF &box)
{
    const QRect r = box.toAlignedRect().intersected(image.rect());
    int ink = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            ink += qGray(image.pixel(x, y)) < 110;
    return ink;
}

void TestGuiCoordinates::viewMenuTurnsTheLabelsOnAndOff()
{
    // Editing a board, they are off at first.
    QVERIFY(coordinates()->isCheckable());
    QVERIFY(!coordinates()->isChecked());
    QVERIFY(view()->coordinateLabels().isEmpty());
    const QImage before = view()->viewport()->grab().toImage();

    coordinates()->trigger();
    QVERIFY(coordinates()->isChecked());
    QVERIFY(view()->showsCoordinates());
    const QList<BoardRenderer::EdgeLabel> labels = view()->coordinateLabels();
    const CellNames &names = view()->cellNames();
    QVERIFY(!names.isNull());
    // Every column and row of the board, free cells round the tiles included, in order.
    QStringList columns, rows;
    for (const BoardRenderer::EdgeLabel &l : labels)
        (l.column ? columns : rows) << l.text;
    QStringList wantColumns, wantRows;
    for (int x = names.west(); x <= names.east(); ++x)
        wantColumns << names.columnName(x);
    for (int y = names.north(); y <= names.south(); ++y)
        wantRows << names.rowName(y);
    QCOMPARE(columns, wantColumns);
    QCOMPARE(rows, wantRows);
    QCOMPARE(columns.first(), u"A"_s);
    QCOMPARE(rows.first(), u"1"_s);

    // Drawn where they say: ink in each label's box that was not there before.
    const QImage after = view()->viewport()->grab().toImage();
    QCOMPARE(after.size(), before.size());
    for (const BoardRenderer::EdgeLabel &l : labels) {
        QVERIFY2(inkIn(after, l.box) > 3, qPrintable(l.text));
        QVERIFY2(inkIn(after, l.box) > inkIn(before, l.box), qPrintable(l.text));
    }

    coordinates()->trigger();
    QVERIFY(!coordinates()->isChecked());
    QVERIFY(view()->coordinateLabels().isEmpty());
    QCOMPARE(view()->viewport()->grab().toImage(), before);
}

void TestGuiCoordinates::onAtFirstInExploreAndRememberedPerJob()
{
    QAction *explore = mltest::action(m_window.get(), "actionExplore");
    QVERIFY(!coordinates()->isChecked());
    explore->trigger();
    QVERIFY(m_window->explore()->isExploring());
    QVERIFY(coordinates()->isChecked());
    QVERIFY(!view()->coordinateLabels().isEmpty());
    // Turned off while exploring: back to editing they stay off, as they were there ...
    coordinates()->trigger();
    QVERIFY(!coordinates()->isChecked());
    explore->trigger();
    QVERIFY(!m_window->explore()->isExploring());
    QVERIFY(!coordinates()->isChecked());
    // ... turned on for editing, they stay on there ...
    coordinates()->trigger();
    QVERIFY(view()->showsCoordinates());
    // ... and Explore remembers that they were turned off in it.
    explore->trigger();
    QVERIFY(!coordinates()->isChecked());
    QVERIFY(view()->coordinateLabels().isEmpty());
    explore->trigger();
    QVERIFY(coordinates()->isChecked());

    // A new window (the next start of the program) keeps both choices.
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
    QVERIFY(coordinates()->isChecked());
    mltest::action(m_window.get(), "actionExplore")->trigger();
    QVERIFY(!coordinates()->isChecked());
}

// In Explore, the tile step's text names the tile's cell; the label drawn over that tile's
// column and the one beside its row say the same name.
void TestGuiCoordinates::stepTextNamesTheCellItsLabelsShow()
{
    mltest::action(m_window.get(), "actionExplore")->trigger();
    QVERIFY(coordinates()->isChecked());
    int checked = 0;
    for (int i = 0; i < stepper()->count(); ++i) {
        if (stepper()->step(i).kind != Step::Kind::Tile) continue;
        stepper()->jumpTo(i);
        QCoreApplication::processEvents();
        const Move &move = stepper()->boardFile()->moves().at(stepper()->step(i).move);
        const QString text = m_window->stepperDock()->explanationText();
        const QRegularExpressionMatch m =
            QRegularExpression(u"places tile %1 at ([A-Z]+)([0-9]+),"_s.arg(move.tile)).match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const QString column = m.captured(1), row = m.captured(2);
        // The tile's cell on screen.
        const QRect cell =
            view()->mapFromScene(view()->renderer().geometry().cellRect(move.at)).boundingRect();
        bool columnFound = false, rowFound = false;
        for (const BoardRenderer::EdgeLabel &l : view()->coordinateLabels()) {
            if (l.column && l.text == column) {
                columnFound = true;
                QVERIFY2(qAbs(l.box.center().x() - cell.center().x()) <= 2,
                         qPrintable(column + u" is not over the tile's column"_s));
                QVERIFY(l.box.bottom() <= cell.top());
            }
            if (!l.column && l.text == row) {
                rowFound = true;
                QVERIFY2(qAbs(l.box.center().y() - cell.center().y()) <= 2,
                         qPrintable(row + u" is not beside the tile's row"_s));
                QVERIFY(l.box.right() <= cell.left());
            }
        }
        QVERIFY2(columnFound && rowFound, qPrintable(column + row));
        if (const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS"); !dir.isEmpty())
            m_window->grab().save(dir + u"/coordinates-explore-%1.png"_s.arg(i));
        QCOMPARE(column + row, view()->cellNames().name(move.at));
        ++checked;
    }
    QVERIFY(checked > 0);
}

// Zoomed in on the far corner, the labels keep to the viewport's edges: a reader still sees
// which column and row the cells in sight are.
void TestGuiCoordinates::labelsStayInSightWhenZoomedIn()
{
    coordinates()->trigger();
    const CellNames &names = view()->cellNames();
    for (int i = 0; i < 8; ++i)
        view()->zoomIn();
    view()->centerOn(view()->renderer().geometry().cellCentre({names.east(), names.south()}));
    QCoreApplication::processEvents();
    const QRect viewport = view()->viewport()->rect();
    const QList<BoardRenderer::EdgeLabel> labels = view()->coordinateLabels();
    bool column = false, row = false;
    for (const BoardRenderer::EdgeLabel &l : labels) {
        QVERIFY2(viewport.adjusted(-1, -1, 1, 1).toRectF().intersects(l.box), qPrintable(l.text));
        if (l.column) {
            column = true;
            QVERIFY(l.box.top() >= viewport.top());
        } else {
            row = true;
            QVERIFY(l.box.left() >= viewport.left());
        }
    }
    QVERIFY(column && row);
    const QImage image = view()->viewport()->grab().toImage();
    for (const BoardRenderer::EdgeLabel &l : labels)
        QVERIFY2(inkIn(image, l.box) > 3, qPrintable(l.text));
}

QTEST_MAIN(TestGuiCoordinates)
#include "tst_gui_coordinates.moc"
