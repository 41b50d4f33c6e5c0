// SPDX-License-Identifier: GPL-3.0-or-later
// The board panel's description: a long (Dutch) text wraps to the panel's width and scrolls
// when the panel is short, instead of being cut off; the players and scorings stay in view.
#include "boardinfodock.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "testdata.h"

#include <QAction>
#include <QDockWidget>
#include <QImage>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiBoardInfoDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void longDutchDescriptionWraps();
    void shortPanelScrollsTheDescription();
    void gardenScoringInDutch();
    void twoHundredPercentScrolls();
    void playerIconsCarryTheirMarks();

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

// A 1920x1080 screen at 200 % leaves a window 960x540 device-independent pixels: the panel's
// title, description, caption and players then need more height than it has. The panel scrolls
// instead of letting its scoring list run under the panel below; every panel gets at least its
// least size. (The program's own run at QT_SCALE_FACTOR=2 is in the README's pictures; here the
// window is made that small and the panel's text that large.)
void TestGuiBoardInfoDock::twoHundredPercentScrolls()
{
    QScrollArea *scroll = dock()->scrollArea();
    QVERIFY(scroll);
    QCOMPARE(dock()->widget(), scroll);
    QWidget *content = scroll->widget();
    QVERIFY(content && content->isAncestorOf(description()));
    auto *list = m_window->findChild<QListWidget *>(QStringLiteral("scoringList"));
    QVERIFY(list && content->isAncestorOf(list));
    m_window->resize(960, 540);
    // The text twice as large as well, as 200 % makes it beside the screen's room: the panel
    // then needs more than it is given.
    QFont large = content->font();
    large.setPointSizeF(large.pointSizeF() * 2);
    content->setFont(large);
    QTRY_VERIFY(scroll->height() < content->minimumSizeHint().height());
    // Squeezed, the content keeps its least size and the area scrolls to the rest.
    QTRY_VERIFY(scroll->verticalScrollBar()->maximum() > 0);
    QVERIFY(content->height() >= content->minimumSizeHint().height());
    QVERIFY(list->height() >= list->minimumSizeHint().height());
    // No other panel is given less than its least size (that is what ran one under the next;
    // a scroll area given less shows less and scrolls).
    for (QDockWidget *d : m_window->findChildren<QDockWidget *>()) {
        if (!d->isVisible() || !d->widget() || qobject_cast<QScrollArea *>(d->widget())) continue;
        QVERIFY2(d->widget()->height() >= d->widget()->minimumSizeHint().height() &&
                     d->widget()->width() >= d->widget()->minimumSizeHint().width(),
                 qPrintable(d->objectName()));
    }
    // Scrolled to the end, the scoring list is in view, inside the panel.
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    const QRect shown(list->mapTo(scroll->viewport(), QPoint(0, 0)), list->size());
    QVERIFY2(scroll->viewport()->rect().contains(shown),
             qPrintable(QStringLiteral("list at %1,%2 %3x%4 in %5x%6")
                            .arg(shown.x())
                            .arg(shown.y())
                            .arg(shown.width())
                            .arg(shown.height())
                            .arg(scroll->viewport()->width())
                            .arg(scroll->viewport()->height())));
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) m_window->grab().save(dir + QStringLiteral("/board-info-nl-960x540.png"));
    // Nothing is cut off at the side either.
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
}

// With View > Player marks on, each player's icon carries the shape their figures carry, so
// two players whose colours look alike differ in the list as on the board; off, the plain
// meeple in their colour.
void TestGuiBoardInfoDock::playerIconsCarryTheirMarks()
{
    auto *players = m_window->findChild<QTreeWidget *>(QStringLiteral("playerList"));
    QVERIFY(players);
    QVERIFY(players->topLevelItemCount() >= 2);
    QAction *marks = mltest::action(m_window.get(), "actionPlayerMarks");
    const auto icons = [players] {
        QList<QImage> out;
        for (int i = 0; i < players->topLevelItemCount(); ++i)
            out << players->topLevelItem(i)->icon(0).pixmap(QSize(32, 32)).toImage();
        return out;
    };
    marks->setChecked(true);
    QVERIFY(dock()->playerMarks());
    const QList<QImage> with = icons();
    marks->setChecked(false);
    QVERIFY(!dock()->playerMarks());
    const QList<QImage> without = icons();
    QCOMPARE(with.size(), without.size());
    for (int i = 0; i < with.size(); ++i) {
        QVERIFY(!with[i].isNull());
        QVERIFY2(with[i] != without[i], qPrintable(QString::number(i)));
    }
    // The mark is white inside: an unmarked meeple has no white pixel at the mark's middle.
    const QPoint middle = with[0].rect().center() + QPoint(0, with[0].height() / 10);
    QVERIFY(with[0].pixelColor(middle).lightnessF() > 0.9);
    QVERIFY(without[0].pixelColor(middle).lightnessF() < 0.9);
    // The first two players' shapes differ (a circle and a square): their icons too, beyond
    // the colour. Recoloured alike, the marked icons still differ.
    const auto grey = [](QImage image) {
        image = image.convertToFormat(QImage::Format_ARGB32);
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                image.setPixelColor(x, y,
                                    c.lightnessF() > 0.9 ? QColor(255, 255, 255, c.alpha())
                                                         : QColor(0, 0, 0, c.alpha()));
            }
        return image;
    };
    const auto differing = [](const QImage &a, const QImage &b) {
        int n = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                n += a.pixel(x, y) != b.pixel(x, y);
        return n;
    };
    const int marked = differing(grey(with[0]), grey(with[1]));
    const int plain = differing(grey(without[0]), grey(without[1]));
    QVERIFY2(marked > plain + 4, qPrintable(u"%1 against %2"_s.arg(marked).arg(plain)));
    marks->setChecked(true);
}

QTEST_MAIN(TestGuiBoardInfoDock)
#include "tst_gui_boardinfodock.moc"
