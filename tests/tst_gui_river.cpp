// SPDX-License-Identifier: GPL-3.0-or-later
// The River in the program (R-RI-2, docs/board-format.md, "The River"): the New board dialog offers
// it, the new board starts with the spring instead of D, the palette holds the twelve river tiles
// and counts D as three, and the board view draws the river (checked on a grabbed picture).
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"

#include <QAbstractItemModel>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QPushButton>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiRiver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void newBoardOffersTheRiver();
    void paletteHoldsTheRiverTiles();
    void boardViewDrawsWater();
    void cleanupTestCase();

private:
    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_dialogs;
};

void TestGuiRiver::initTestCase()
{
    mltest::useTestSettings();
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, QSize(1200, 800)));
}

void TestGuiRiver::newBoardOffersTheRiver()
{
    m_dialogs.expect(u"the New board dialog"_s, {}, [](QWidget *dialog) {
        QCOMPARE(dialog->objectName(), u"newBoardDialog"_s);
        auto *river = dialog->findChild<QCheckBox *>(u"set-river"_s);
        QVERIFY(river && !river->isChecked()); // optional, off by default (R-RI-1)
        QCOMPARE(river->text(), u"The River"_s);
        QTest::mouseClick(river, Qt::LeftButton, {}, QPoint(6, river->height() / 2));
        QVERIFY(river->isChecked());
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
    QTest::keyClick(m_window.get(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY2(m_dialogs.wait(), qPrintable(m_dialogs.failure()));
    const QJsonArray sets = m_window->document()->rules().value(u"sets"_s).toArray();
    QCOMPARE(sets, QJsonArray({u"base"_s, u"river"_s}));
    // R-RI-2: the spring is the start tile, at (0,0) turned 0.
    const QJsonArray tiles = m_window->document()->tiles();
    QCOMPARE(tiles.size(), 1);
    QCOMPARE(tiles[0].toObject().value(u"tile").toString(), u"RV-A"_s);
    QCOMPARE(tiles[0].toObject().value(u"at").toArray(), QJsonArray({0, 0}));
    QVERIFY(m_window->document()->setupGame()->riverPhase());
}

void TestGuiRiver::paletteHoldsTheRiverTiles()
{
    const TilePaletteModel *model = m_window->paletteDock()->model();
    int river = 0;
    QString dText;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString text = model->data(model->index(row, 0), Qt::DisplayRole).toString();
        if (text.startsWith(u"RV-")) ++river;
        if (text.startsWith(u"D ")) dText = text;
    }
    QCOMPARE(river, 12);
    // The spring replaces the start tile, which is not used (R-RI-2): D has 3 copies.
    QCOMPARE(dText, u"D (3 left)"_s);
    QCOMPARE(model->data(model->indexOf(u"RV-A"_s), Qt::DisplayRole).toString(),
             u"RV-A (0 left)"_s);
}

void TestGuiRiver::boardViewDrawsWater()
{
    BoardView *view = m_window->boardView();
    view->centerOn(view->renderer().geometry().cellCentre({0, 0}));
    QApplication::processEvents();
    const QImage shot = view->viewport()->grab().toImage();
    QVERIFY(!shot.isNull());
    // The spring's pool is in the middle of its cell, blue among the grass.
    const BoardGeometry &g = view->renderer().geometry();
    const QPoint centre = view->mapFromScene(g.cellCentre({0, 0}));
    const QPoint south = view->mapFromScene(g.cellCentre({0, 0}) + QPointF(0, 0.4) * g.cellSize());
    for (const QPoint p : {centre, south}) {
        const QColor c = shot.pixelColor(p * shot.devicePixelRatio());
        QVERIFY2(c.blue() > c.red() + 40,
                 qPrintable(u"no water at %1,%2: %3"_s.arg(p.x()).arg(p.y()).arg(c.name())));
    }
}

void TestGuiRiver::cleanupTestCase()
{
    m_window.reset();
    mltest::settleThreads();
}

QTEST_MAIN(TestGuiRiver)
#include "tst_gui_river.moc"
