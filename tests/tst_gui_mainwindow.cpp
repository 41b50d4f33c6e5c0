// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a user meets it: example board, title, language switch, bad files.
#include "boarddocument.h"
#include "boardinfodock.h"
#include "boardview.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "playersdock.h"
#include "testdata.h"
#include "tilepalettedock.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace ml;

class TestGuiMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void showsTheExampleBoard();
    void switchesToDutchAndBack();
    void brokenFileKeepsTheBoard_data();
    void brokenFileKeepsTheBoard();
    void zoomsWithTheKeyboard();
    void exportsAPicture();

private:
    QString menuTitle(const char *name) const;
    void writeScreenshot(const QString &name) const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiMainWindow::init()
{
    m_window = mltest::newWindow(QStringLiteral("en"));
    QVERIFY(m_window->openFile(MainWindow::examplePath()));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiMainWindow::cleanup()
{
    m_window.reset();
}

QString TestGuiMainWindow::menuTitle(const char *name) const
{
    auto *menu = m_window->menuBar()->findChild<QMenu *>(QString::fromLatin1(name));
    return menu ? menu->title() : QString();
}

// MEEPLELAB_SCREENSHOTS=DIR keeps pictures of the window for people to look at.
void TestGuiMainWindow::writeScreenshot(const QString &name) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    QTest::qWait(50); // let the layouts settle after a language switch
    m_window->grab().save(dir + QLatin1Char('/') + name);
}

void TestGuiMainWindow::showsTheExampleBoard()
{
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Welcome to Meeple Lab")));
    auto *title = m_window->findChild<QLabel *>(QStringLiteral("boardTitle"));
    QVERIFY(title);
    QCOMPARE(title->text(), QStringLiteral("Welcome to Meeple Lab"));
    QVERIFY(title->isVisible());

    auto *players = m_window->findChild<QTreeWidget *>(QStringLiteral("playerList"));
    QVERIFY(players);
    QCOMPARE(players->topLevelItemCount(), 2);
    QCOMPARE(players->topLevelItem(0)->text(0), QStringLiteral("Red"));
    QCOMPARE(players->topLevelItem(1)->text(0), QStringLiteral("Blue"));
    // The example ends with the final scoring; every player has a number.
    bool ok = false;
    players->topLevelItem(0)->text(1).toInt(&ok);
    QVERIFY(ok);

    // The board is drawn: the view is not just the empty table colour.
    const QImage shot = m_window->boardView()->viewport()->grab().toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < shot.height(); y += 7)
        for (int x = 0; x < shot.width(); x += 7)
            colours.insert(shot.pixel(x, y));
    QVERIFY(colours.size() > 5);
    writeScreenshot(QStringLiteral("main-en.png"));
}

void TestGuiMainWindow::switchesToDutchAndBack()
{
    QCOMPARE(menuTitle("menuFile"), QStringLiteral("&File"));
    auto *dutch = m_window->findChild<QAction *>(QStringLiteral("actionLanguageNl"));
    auto *english = m_window->findChild<QAction *>(QStringLiteral("actionLanguageEn"));
    QVERIFY(dutch && english);
    auto *languageMenu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("menuLanguage"));
    QVERIFY(languageMenu && languageMenu->actions().contains(dutch));

    dutch->trigger();
    QTRY_COMPARE(menuTitle("menuFile"), QStringLiteral("&Bestand"));
    QCOMPARE(menuTitle("menuHelp"), QStringLiteral("&Hulp"));
    QVERIFY(dutch->isChecked());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Welkom bij Meeple Lab")));
    auto *title = m_window->findChild<QLabel *>(QStringLiteral("boardTitle"));
    QCOMPARE(title->text(), QStringLiteral("Welkom bij Meeple Lab"));
    auto *players = m_window->findChild<QTreeWidget *>(QStringLiteral("playerList"));
    QCOMPARE(players->headerItem()->text(0), QStringLiteral("Speler"));
    // Every dock follows, not only the window's own texts.
    QTRY_COMPARE(m_window->paletteDock()->windowTitle(), QStringLiteral("Tegels"));
    QCOMPARE(m_window->playersDock()->windowTitle(), QStringLiteral("Spelers"));
    writeScreenshot(QStringLiteral("main-nl.png"));

    english->trigger();
    QTRY_COMPARE(menuTitle("menuFile"), QStringLiteral("&File"));
    QCOMPARE(title->text(), QStringLiteral("Welcome to Meeple Lab"));
}

void TestGuiMainWindow::brokenFileKeepsTheBoard_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("mentioned"); // what the message must name
    QTest::newRow("not json") << QByteArray("{ \"format\": ") << QString();
    QTest::newRow("unknown tile") << QByteArray(R"({"format": "meeplelab-board", "version": 1,
                         "players": [{"id": "red"}],
                         "tiles": [{"tile": "no-such-tile", "at": [0, 0], "rot": 0}]})")
                                  << QStringLiteral("tiles[0]");
}

void TestGuiMainWindow::brokenFileKeepsTheBoard()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, mentioned);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.meeple"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(contents);
    f.close();

    const Game *before = m_window->document()->game();
    QVERIFY(!m_window->openFile(path));
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = m_window->findChild<QMessageBox *>(QStringLiteral("loadErrorBox"))) &&
                box->isVisible());
    QVERIFY(box->text().contains(QStringLiteral("broken.meeple")));
    QVERIFY(box->informativeText().contains(QStringLiteral("Reason:")));
    if (!mentioned.isEmpty())
        QVERIFY2(box->informativeText().contains(mentioned), qPrintable(box->informativeText()));
    writeScreenshot(QStringLiteral("load-error.png"));
    box->accept();

    // The example is still open, title and all.
    QCOMPARE(m_window->document()->game(), before);
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Welcome to Meeple Lab")));
}

void TestGuiMainWindow::zoomsWithTheKeyboard()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    BoardView *view = m_window->boardView();
    view->setFocus();
    const qreal fitted = view->zoom();
    QTest::keyClick(view, Qt::Key_Equal, Qt::ControlModifier);
    QTRY_VERIFY(view->zoom() > fitted * 1.1);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QTRY_VERIFY(view->zoom() < fitted);
    QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
    QTRY_VERIFY(qAbs(view->zoom() - fitted) < 1e-6);
}

void TestGuiMainWindow::exportsAPicture()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("board.png"));
    QVERIFY(m_window->exportPicture(png));
    QVERIFY(!QImage(png).isNull());
    const QString svg = dir.filePath(QStringLiteral("board.svg"));
    QVERIFY(m_window->exportPicture(svg));
    QVERIFY(QFileInfo(svg).size() > 0);
}

QTEST_MAIN(TestGuiMainWindow)
#include "tst_gui_mainwindow.moc"
