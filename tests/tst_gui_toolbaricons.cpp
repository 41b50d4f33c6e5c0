// SPDX-License-Identifier: GPL-3.0-or-later
// The main tool bar shows icons drawn in the style of the tiles with their text beside them,
// and still fits a 1280 pixel wide window in English and in Dutch: no
// action is pushed into the bar's overflow menu. The window carries the program's icon.
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"

#include <QAction>
#include <QIcon>
#include <QImage>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// Pixels an icon really paints at 24x24: an icon whose file did not load paints none.
int paintedPixels(const QIcon &icon)
{
    const QImage image = icon.pixmap(24, 24).toImage().convertToFormat(QImage::Format_ARGB32);
    int painted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qAlpha(image.pixel(x, y)) > 0) ++painted;
    return painted;
}

} // namespace

class TestGuiToolBarIcons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void everyToolHasAnIconAndItsTextBeside();
    void windowHasTheProgramsIcon();
    void toolBarFitsAt1280_data();
    void toolBarFitsAt1280();
};

void TestGuiToolBarIcons::everyToolHasAnIconAndItsTextBeside()
{
    const std::unique_ptr<MainWindow> window = mltest::newWindow(u"en"_s);
    // The main tools, undo, redo and fit; the six annotation tools.
    for (const auto &[name, count] : {std::pair{"toolBar", 7}, std::pair{"annotationToolBar", 6}}) {
        auto *bar = mltest::child<QToolBar>(window.get(), name);
        QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        int buttons = 0;
        for (QAction *a : bar->actions()) {
            if (a->isSeparator() || !a->objectName().startsWith(u"action"_s)) continue;
            ++buttons;
            QVERIFY2(!a->icon().isNull(), qPrintable(a->objectName()));
            // More than a stray pixel: the drawing itself came out of the resource.
            QVERIFY2(paintedPixels(a->icon()) > 40, qPrintable(a->objectName()));
            QVERIFY2(!a->iconText().isEmpty(), qPrintable(a->objectName()));
        }
        QCOMPARE(buttons, count);
    }
    // On the bar a short word; the menu keeps the long text with what it undoes.
    QCOMPARE(mltest::action(window.get(), "actionFit")->iconText(), u"Fit"_s);
    QCOMPARE(mltest::action(window.get(), "actionFit")->text(), u"&Fit board in window"_s);
    QCOMPARE(mltest::action(window.get(), "actionUndo")->iconText(), u"Undo"_s);
}

void TestGuiToolBarIcons::windowHasTheProgramsIcon()
{
    const std::unique_ptr<MainWindow> window = mltest::newWindow(u"en"_s);
    QVERIFY(!window->windowIcon().isNull());
    QVERIFY(paintedPixels(window->windowIcon()) > 200);
}

void TestGuiToolBarIcons::toolBarFitsAt1280_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fit");
    QTest::newRow("en") << u"en"_s << u"Fit"_s;
    QTest::newRow("nl") << u"nl"_s << u"Passend"_s;
}

void TestGuiToolBarIcons::toolBarFitsAt1280()
{
    QFETCH(QString, language);
    QFETCH(QString, fit);
    const std::unique_ptr<MainWindow> window = mltest::newWindow(language);
    QVERIFY(mltest::showWindow(*window, QSize(1280, 720)));
    QVERIFY(window->width() <= 1280);
    QCOMPARE(mltest::action(window.get(), "actionFit")->iconText(), fit);
    for (const char *name : {"toolBar", "annotationToolBar"}) {
        auto *bar = mltest::child<QToolBar>(window.get(), name);
        QVERIFY2(bar->isVisible(), name); // both rows show in every job
        // The overflow button appears only when some action does not fit.
        for (QToolButton *b : bar->findChildren<QToolButton *>(u"qt_toolbar_ext_button"_s))
            QVERIFY2(!b->isVisible(), name);
        for (QAction *a : bar->actions()) {
            if (a->isSeparator()) continue;
            QWidget *w = bar->widgetForAction(a);
            QVERIFY2(w && w->isVisible(), qPrintable(a->objectName()));
            QVERIFY2(w->geometry().right() <= bar->contentsRect().right(),
                     qPrintable(a->objectName()));
            if (auto *button = qobject_cast<QToolButton *>(w))
                QCOMPARE(button->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
        }
    }
}

QTEST_MAIN(TestGuiToolBarIcons)
#include "tst_gui_toolbaricons.moc"
