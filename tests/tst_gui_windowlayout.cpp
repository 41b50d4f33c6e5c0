// SPDX-License-Identifier: GPL-3.0-or-later
// The window comes back as it was left: its size and its docks' places,
// sizes and visibility, kept in the (test-mode) settings when the window closes.
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "windowlayout.h"

#include <QDockWidget>
#include <QSet>
#include <QSettings>
#include <QToolBar>
#include <QtTest>

using namespace ml;

class TestGuiWindowLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyDockAndToolBarHasItsOwnName();
    void newWindowComesBackAsTheLastWasClosed();
    void nothingKeptLeavesTheDefaultLayout();

private:
    static QDockWidget *dock(MainWindow &w, const char *name)
    {
        return w.findChild<QDockWidget *>(QLatin1String(name));
    }
};

void TestGuiWindowLayout::initTestCase()
{
    // The layout kept goes to the test settings, never to the user's.
    mltest::useTestSettings();
}

void TestGuiWindowLayout::init()
{
    QSettings().remove(QStringLiteral("windowLayout"));
}

void TestGuiWindowLayout::cleanup()
{
    // No kept layout may reach another test, which expects the default one.
    QSettings().remove(QStringLiteral("windowLayout"));
}

void TestGuiWindowLayout::everyDockAndToolBarHasItsOwnName()
{
    // saveState() finds docks and toolbars by object name: one without a name, or two with
    // the same, would come back in the wrong place or not at all.
    MainWindow w;
    QSet<QString> names;
    const QList<QWidget *> parts = [&w] {
        QList<QWidget *> out;
        for (QDockWidget *d : w.findChildren<QDockWidget *>())
            out << d;
        for (QToolBar *t : w.findChildren<QToolBar *>())
            out << t;
        return out;
    }();
    QVERIFY(parts.size() >= 9);
    for (QWidget *part : parts) {
        QVERIFY2(!part->objectName().isEmpty(), part->metaObject()->className());
        QVERIFY2(!names.contains(part->objectName()), qPrintable(part->objectName()));
        names.insert(part->objectName());
    }
}

void TestGuiWindowLayout::newWindowComesBackAsTheLastWasClosed()
{
    int paletteWidth = 0;
    {
        MainWindow first;
        first.languages()->setLanguage(QStringLiteral("en"));
        first.openFile(MainWindow::examplePath());
        first.show();
        QVERIFY(QTest::qWaitForWindowExposed(&first));
        first.resize(1100, 790);
        dock(first, "historyDock")->show();
        dock(first, "historyDock")->raise();
        dock(first, "playersDock")->hide();
        // The rules panel moves from its tab beside the board panel to the bottom area.
        first.addDockWidget(Qt::BottomDockWidgetArea, dock(first, "rulesPanelDock"));
        dock(first, "rulesPanelDock")->show();
        first.resizeDocks({dock(first, "tilePaletteDock")}, {321}, Qt::Horizontal);
        QTRY_COMPARE(first.size(), QSize(1100, 790));
        QTRY_VERIFY(dock(first, "tilePaletteDock")->width() > 300);
        paletteWidth = dock(first, "tilePaletteDock")->width();
        QVERIFY(first.close()); // unmodified: closes without asking
        WindowLayout::save(&first, QStringLiteral("main"));
    }

    MainWindow second;
    second.languages()->setLanguage(QStringLiteral("en"));
    QVERIFY(WindowLayout::restore(&second, QStringLiteral("main")));
    second.openFile(MainWindow::examplePath());
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    QTRY_COMPARE(second.size(), QSize(1100, 790));
    QVERIFY(dock(second, "playersDock")->isHidden());
    QVERIFY(!dock(second, "historyDock")->isHidden());
    QVERIFY(!dock(second, "rulesPanelDock")->isHidden());
    QCOMPARE(second.dockWidgetArea(dock(second, "rulesPanelDock")), Qt::BottomDockWidgetArea);
    QTRY_VERIFY2(qAbs(dock(second, "tilePaletteDock")->width() - paletteWidth) <= 4,
                 qPrintable(QString::number(dock(second, "tilePaletteDock")->width())));
}

void TestGuiWindowLayout::nothingKeptLeavesTheDefaultLayout()
{
    MainWindow w;
    QVERIFY(!WindowLayout::restore(&w, QStringLiteral("main")));
    // The default size: 1280x800 where the screen has room, else what it has.
    MainWindow fresh;
    QCOMPARE(w.size(), fresh.size());
    QVERIFY(w.width() <= 1280 && w.height() <= 800);
    QVERIFY(!dock(w, "playersDock")->isHidden());
    QVERIFY(dock(w, "rulesPanelDock")->isHidden());
}

QTEST_MAIN(TestGuiWindowLayout)
#include "tst_gui_windowlayout.moc"
