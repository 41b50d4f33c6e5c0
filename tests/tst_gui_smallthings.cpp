// SPDX-License-Identifier: GPL-3.0-or-later
// Small things a user hits: R and Shift+R turn the tile wherever the focus
// is, zoom keys zoom toward the mouse, status messages time out, and Help has a manual in
// both languages and About Qt.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "statusmessages.h"
#include "tilepalettedock.h"
#include "tileplacetool.h"

#include <QAction>
#include <QDialog>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTextBrowser>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiSmallThings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void turnKeysWorkWhateverHasFocus();
    void aTextFieldKeepsItsLetters();
    void zoomKeysZoomTowardTheMouse();
    void statusMessagesTimeOut();
    void manualInBothLanguagesAndAboutQt();
    void aboutNamesTheLicence();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiSmallThings::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, {1280, 672}));
}

void TestGuiSmallThings::cleanup()
{
    if (m_window) m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestGuiSmallThings::turnKeysWorkWhateverHasFocus()
{
    // Pick a tile in the palette: the focus stays in the palette's list.
    m_window->tileTool()->setTile(u"D"_s);
    m_window->useTileTool();
    auto *list = m_window->paletteDock()->findChild<QListView *>(u"paletteView"_s);
    QVERIFY(list);
    list->setFocus();
    QTRY_VERIFY(list->hasFocus());
    const int before = m_window->tileTool()->rotation();
    QTest::keyClick(list, Qt::Key_R);
    QCOMPARE(m_window->tileTool()->rotation(), (before + 1) % 4);
    QTest::keyClick(list, Qt::Key_R, Qt::ShiftModifier);
    QCOMPARE(m_window->tileTool()->rotation(), before);
    // And from the board itself, as before.
    m_window->boardView()->setFocus();
    QTest::keyClick(m_window->boardView()->viewport(), Qt::Key_R);
    QCOMPARE(m_window->tileTool()->rotation(), (before + 1) % 4);
}

void TestGuiSmallThings::aTextFieldKeepsItsLetters()
{
    m_window->tileTool()->setTile(u"D"_s);
    m_window->useTileTool();
    auto *search = m_window->paletteDock()->findChild<QLineEdit *>(u"paletteSearch"_s);
    QVERIFY(search);
    search->setFocus();
    QTRY_VERIFY(search->hasFocus());
    const int before = m_window->tileTool()->rotation();
    QTest::keyClick(search, Qt::Key_R);
    QCOMPARE(search->text().toLower(), u"r"_s);
    QCOMPARE(m_window->tileTool()->rotation(), before);
}

void TestGuiSmallThings::zoomKeysZoomTowardTheMouse()
{
    BoardView *view = m_window->boardView();
    view->fitToWindow();
    QWidget *viewport = view->viewport();
    // A point off the middle of the view, where the user looks.
    const QPoint mouse(viewport->width() / 4, viewport->height() / 3);
    QCursor::setPos(viewport->mapToGlobal(mouse));
    QTest::mouseMove(viewport, mouse);
    QTRY_COMPARE(viewport->mapFromGlobal(QCursor::pos()), mouse);
    const QPointF under = view->mapToScene(mouse);
    const qreal zoom = view->zoom();
    QTest::keyClick(m_window.get(), Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(view->zoom() > zoom);
    QVERIFY2(QLineF(view->mapToScene(mouse), under).length() <
                 0.02 * view->renderer().geometry().cellSize(),
             "the spot under the mouse moved");
    QTest::keyClick(m_window.get(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(qAbs(view->zoom() - zoom) < 1e-6);
    QVERIFY(QLineF(view->mapToScene(mouse), under).length() <
            0.05 * view->renderer().geometry().cellSize());
}

void TestGuiSmallThings::statusMessagesTimeOut()
{
    // A refusal as a tool reports it; nothing else happens afterwards.
    Q_EMIT m_window->tileTool()->statusMessage(u"Tile D does not fit here"_s);
    QCOMPARE(m_window->statusBar()->currentMessage(), u"Tile D does not fit here"_s);
    QTest::qWait(StatusTimeout / 2);
    QCOMPARE(m_window->statusBar()->currentMessage(), u"Tile D does not fit here"_s);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage().isEmpty(),
                             StatusTimeout + 3000);
}

void TestGuiSmallThings::manualInBothLanguagesAndAboutQt()
{
    auto *help = m_window->findChild<QMenu *>(u"menuHelp"_s);
    QVERIFY(help);
    QVERIFY(help->actions().contains(action("actionManual")));
    QVERIFY(help->actions().contains(action("actionAboutQt")));
    QCOMPARE(action("actionManual")->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action("actionManual")->trigger();
    auto *dialog = m_window->findChild<QDialog *>(u"manualDialog"_s);
    QVERIFY(dialog && dialog->isVisible());
    auto *text = dialog->findChild<QTextBrowser *>(u"manualText"_s);
    QVERIFY(text->toPlainText().contains(u"Editing a board"_s));
    QVERIFY(text->toPlainText().contains(u"Ctrl+T"_s));
    m_window->languages()->setLanguage(u"nl"_s);
    QTRY_VERIFY(text->toPlainText().contains(u"Een bord bewerken"_s));
    QVERIFY(!text->toPlainText().contains(u"Editing a board"_s));
    QVERIFY(MainWindow::manualHtml(u"nl"_s).contains(u"puntentelling"_s));
}

QTEST_MAIN(TestGuiSmallThings)
// A packager and a contributor learn their rights from the program itself, in both languages.
void TestGuiSmallThings::aboutNamesTheLicence()
{
    for (const QString &language : {u"en"_s, u"nl"_s}) {
        QVERIFY(m_window->languages()->setLanguage(language));
        QString shown;
        mltest::ModalAnswerer answerer;
        answerer.expect<QMessageBox>([&shown](QMessageBox *box) {
            shown = box->text();
            box->accept();
        });
        action("actionAbout")->trigger();
        QVERIFY2(answerer.wait(), qPrintable(answerer.failure()));
        QVERIFY2(shown.contains(u"GNU General Public License"_s), qPrintable(shown));
        QVERIFY(
            shown.contains(language == u"en" ? u"version 3 or later"_s : u"versie 3 of later"_s));
    }
}

#include "tst_gui_smallthings.moc"
