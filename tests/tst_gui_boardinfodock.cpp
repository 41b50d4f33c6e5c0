// SPDX-License-Identifier: GPL-3.0-or-later
// The board panel's description: a long (Dutch) text wraps to the panel's width and scrolls
// when the panel is short, instead of being cut off; the players and scorings stay in view.
#include "boardinfodock.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "testdata.h"

#include <QListWidget>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace ml;

class TestGuiBoardInfoDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void longDutchDescriptionWraps();
    void shortPanelScrollsTheDescription();
    void gardenScoringInDutch();

private:
    QTextBrowser *description() const;
    BoardInfoDock *dock() const;

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiBoardInfoDock::init()
{
    m_window = mltest::newWindow(QStringLiteral("nl"));
    m_window->resize(1100, 760);
    QVERIFY(
        m_window->openFile(mltest::examplesDir() + QStringLiteral("/mw-3-final-scoring.meeple")));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiBoardInfoDock::cleanup()
{
    m_window.reset();
}

BoardInfoDock *TestGuiBoardInfoDock::dock() const
{
    return m_window->findChild<BoardInfoDock *>(QStringLiteral("boardInfoDock"));
}

QTextBrowser *TestGuiBoardInfoDock::description() const
{
    return m_window->findChild<QTextBrowser *>(QStringLiteral("boardDescription"));
}

void TestGuiBoardInfoDock::longDutchDescriptionWraps()
{
    QTextBrowser *text = description();
    QVERIFY(text && dock());
    QCOMPARE(dock()->descriptionView(), text);
    QTRY_VERIFY(text->isVisible());
    // The whole Dutch text is there, not an elided or English one.
    const QString shown = text->toPlainText();
    QVERIFY2(shown.startsWith(QStringLiteral("Het spel is voorbij.")), qPrintable(shown));
    QVERIFY(shown.endsWith(QStringLiteral("net zo mee als tijdens het spel.")));
    // Wrapped to the panel: no line wider than the view, so nothing is cut off at the side.
    QVERIFY(text->document()->idealWidth() <= text->viewport()->width() + 1);
    QCOMPARE(text->horizontalScrollBar()->maximum(), 0);
    QVERIFY(text->document()->size().height() > 3 * text->fontMetrics().lineSpacing());
    // With room to spare the whole text shows at once (no scrolling needed).
    QTRY_COMPARE(text->verticalScrollBar()->maximum(), 0);
    QVERIFY(text->height() >= int(text->document()->size().height()));
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) m_window->grab().save(dir + QStringLiteral("/board-info-nl.png"));
}

void TestGuiBoardInfoDock::shortPanelScrollsTheDescription()
{
    QTextBrowser *text = description();
    QVERIFY(text);
    auto *players = m_window->findChild<QTreeWidget *>(QStringLiteral("playerList"));
    QVERIFY(players);
    m_window->resize(900, 420);
    // Short panel: the description takes at most two fifths of it and scrolls the rest.
    QTRY_VERIFY(text->verticalScrollBar()->maximum() > 0);
    QVERIFY(text->height() <= dock()->height() * 2 / 5 + 1);
    QCOMPARE(text->horizontalScrollBar()->maximum(), 0);
    // Scrolled to the end, the last words are in view.
    text->verticalScrollBar()->setValue(text->verticalScrollBar()->maximum());
    const QTextCursor end = text->cursorForPosition(
        QPoint(text->viewport()->width() / 2, text->viewport()->height() - 2));
    QVERIFY(end.position() > text->toPlainText().size() * 3 / 4);
    // The players stay in view below it.
    QVERIFY(players->isVisible());
    QVERIFY(players->height() > 0);
    QVERIFY(players->geometry().top() >= text->geometry().bottom());
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) m_window->grab().save(dir + QStringLiteral("/board-info-nl-short.png"));
    // Taller again: the scroll bar goes once the whole text fits.
    m_window->resize(1100, 900);
    QTRY_COMPARE(text->verticalScrollBar()->maximum(), 0);
}

// R-AB-7: the scoring list names a completed garden in the window's language ("tuin"), not
// by the board file's word for it.
void TestGuiBoardInfoDock::gardenScoringInDutch()
{
    QVERIFY(m_window->openFile(mltest::examplesDir() +
                               QStringLiteral("/ab-1-garden-completed.meeple")));
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("scoringList"));
    QVERIFY(list);
    QTRY_VERIFY(list->count() > 0);
    QStringList lines;
    for (int i = 0; i < list->count(); ++i)
        lines << list->item(i)->text();
    const QString all = lines.join(u'\n');
    QVERIFY2(all.contains(QStringLiteral("tuin afgebouwd")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("garden")), qPrintable(all));
}

QTEST_MAIN(TestGuiBoardInfoDock)
#include "tst_gui_boardinfodock.moc"
