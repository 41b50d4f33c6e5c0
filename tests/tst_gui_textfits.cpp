// SPDX-License-Identifier: GPL-3.0-or-later
// Every text the panels show fits where it is shown at 1280×720, in Dutch as in English: no
// label, button or drop-down cut short, no table cell or header ending in "…", no column pushed
// past the edge of its panel, and no drop-down arrow squeezed away. Dutch words are longer
// ("De abt terugnemen", "Burchten in de hand"), so a panel sized for English clips them.
#include "boarddocument.h"
#include "boardview.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "testdata.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"
#include "variantcomparedialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStyleOptionFrame>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// initViewItemOption() is protected; a pointer to it taken in a class that makes it public is
// an ordinary member pointer, so the test reads the very option the view paints its items with.
struct ViewOption : QAbstractItemView {
    using QAbstractItemView::initViewItemOption;
};

QStyleOptionViewItem itemOption(const QAbstractItemView *view, const QModelIndex &index)
{
    QStyleOptionViewItem option;
    (view->*(&ViewOption::initViewItemOption))(&option);
    option.rect = view->visualRect(index);
    option.index = index;
    return option;
}

// Whether `w` is seen: shown, and not inside a scroll area's hidden part or a hidden tab.
bool seen(const QWidget *w)
{
    return w->isVisible() && !w->visibleRegion().isEmpty();
}

QString where(const QWidget *w)
{
    QStringList path;
    for (const QObject *o = w; o; o = o->parent())
        if (!o->objectName().isEmpty()) path.prepend(o->objectName());
    return path.join(u'/') + u" ("_s + QLatin1String(w->metaObject()->className()) + u')';
}

} // namespace

class TestGuiTextFits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void panelsFit_data();
    void panelsFit();
    void cleanup();

private:
    // Each text in `root` that is drawn cut short, as "where: text (needs N px, has M)".
    QStringList clipped(QWidget *root) const;
    void clippedItems(QAbstractItemView *view, QStringList *out) const;
    // Every dock of the window brought to the front in turn, its clipped texts collected.
    QStringList clippedInDocks();

    std::unique_ptr<MainWindow> m_window;
};

void TestGuiTextFits::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiTextFits::cleanup()
{
    m_window.reset();
}

QStringList TestGuiTextFits::clipped(QWidget *root) const
{
    QStringList out;
    const auto report = [&out](const QWidget *w, const QString &text, int needs, int has) {
        out << u"%1: \"%2\" needs %3 px, has %4"_s.arg(where(w), text).arg(needs).arg(has);
    };
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        if (!seen(w)) continue;
        // A panel scrolls up and down only: a row wider than the panel loses its right end
        // (a drop-down its arrow) at the edge.
        if (qobject_cast<QLabel *>(w) || qobject_cast<QAbstractButton *>(w) ||
            qobject_cast<QComboBox *>(w)) {
            const QRect inSight = w->visibleRegion().boundingRect();
            if (inSight.left() > 0 || inSight.right() < w->width() - 1)
                report(w, u"(cut at the panel's edge)"_s, w->width(), inSight.width());
        }
        if (auto *label = qobject_cast<QLabel *>(w)) {
            // A wrapped label grows downwards; one line must fit its width.
            if (label->wordWrap() || label->text().isEmpty() || !label->pixmap().isNull()) continue;
            // A label with a buddy shows its "&" as an underline under the next letter.
            QString shown = label->text();
            if (label->buddy()) shown.replace(QRegularExpression(u"&(.)"_s), u"\\1"_s);
            const int needs = label->fontMetrics().horizontalAdvance(shown) + 2 * label->margin() +
                              qMax(0, label->indent());
            if (needs > label->contentsRect().width())
                report(label, label->text(), needs, label->contentsRect().width());
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            // A button's size hint is what shows its whole text and icon; narrower cuts it.
            if (button->text().isEmpty() || qobject_cast<QTabBar *>(button->parentWidget()))
                continue;
            if (auto *tool = qobject_cast<QToolButton *>(button);
                tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
                continue;
            if (button->sizeHint().width() > button->width())
                report(button, button->text(), button->sizeHint().width(), button->width());
        } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
            // Narrower than its minimum, a drop-down loses its arrow; each item must fit the
            // field it shows in once chosen.
            if (combo->width() < combo->minimumSizeHint().width())
                report(combo, u"(the arrow)"_s, combo->minimumSizeHint().width(), combo->width());
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            const int field = combo->style()
                                  ->subControlRect(QStyle::CC_ComboBox, &option,
                                                   QStyle::SC_ComboBoxEditField, combo)
                                  .width();
            for (int i = 0; i < combo->count(); ++i) {
                const int icon = combo->itemIcon(i).isNull() ? 0 : combo->iconSize().width() + 4;
                // The label is drawn 1 px inside the field on either side.
                const int needs =
                    combo->fontMetrics().horizontalAdvance(combo->itemText(i)) + icon + 2;
                if (needs > field) report(combo, combo->itemText(i), needs, field);
            }
        } else if (auto *edit = qobject_cast<QLineEdit *>(w)) {
            // The hint an empty box shows ("kudde: 1,3") must be readable whole.
            if (!edit->text().isEmpty() || edit->placeholderText().isEmpty() ||
                qobject_cast<QComboBox *>(edit->parentWidget()))
                continue;
            QStyleOptionFrame option;
            option.initFrom(edit);
            option.lineWidth = edit->hasFrame() ? 1 : 0;
            const QRect field =
                edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
            const QMargins margins = edit->textMargins();
            // QLineEdit keeps 2 px on each side of its text (its horizontalMargin).
            const int has = field.width() - margins.left() - margins.right() - 4;
            const int needs = edit->fontMetrics().horizontalAdvance(edit->placeholderText());
            if (needs > has) report(edit, edit->placeholderText(), needs, has);
        } else if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            clippedItems(view, &out);
        }
    }
    return out;
}

void TestGuiTextFits::clippedItems(QAbstractItemView *view, QStringList *out) const
{
    QAbstractItemModel *model = view->model();
    if (!model) return;
    const QRect viewport = view->viewport()->rect();
    const auto report = [out, view](const QString &text, const QString &how) {
        *out << u"%1: \"%2\" %3"_s.arg(where(view), text, how);
    };
    QHeaderView *header = nullptr;
    if (auto *table = qobject_cast<QTableView *>(view)) header = table->horizontalHeader();
    if (auto *tree = qobject_cast<QTreeView *>(view)) header = tree->header();
    if (header) {
        // The columns must all be in sight: a column past the panel's edge is cut off.
        if (!header->isHidden() && header->length() > viewport.width())
            report(u"(columns)"_s, u"are %1 px wide, the panel shows %2"_s.arg(header->length())
                                       .arg(viewport.width()));
        for (int c = 0; c < model->columnCount(); ++c) {
            if (header->isSectionHidden(c) || header->isHidden()) continue;
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            if (header->sectionSize(c) < header->sectionSizeHint(c))
                report(title, u"header needs %1 px, has %2"_s.arg(header->sectionSizeHint(c))
                                  .arg(header->sectionSize(c)));
        }
    }
    const auto *list = qobject_cast<QListView *>(view);
    for (int r = 0; r < qMin(model->rowCount(), 200); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            if (auto *table = qobject_cast<QTableView *>(view); table && table->isColumnHidden(c))
                continue;
            if (list && list->isRowHidden(r)) continue;
            const QString text = index.data().toString();
            if (text.isEmpty()) continue;
            const QStyleOptionViewItem option = itemOption(view, index);
            const QSize needs = view->itemDelegateForIndex(index)->sizeHint(option, index);
            const QRect has = option.rect;
            if (needs.width() > has.width() || needs.height() > has.height())
                report(text, u"needs %1×%2 px, has %3×%4"_s.arg(needs.width())
                                 .arg(needs.height())
                                 .arg(has.width())
                                 .arg(has.height()));
        }
}

QStringList TestGuiTextFits::clippedInDocks()
{
    QStringList out;
    // The tool bars' boxes first: a tool bar moves whole buttons it has no room for behind
    // its » menu, but squeezes a box that stays.
    for (QToolBar *bar : m_window->findChildren<QToolBar *>())
        if (bar->isVisible())
            for (QWidget *box : bar->findChildren<QWidget *>())
                if (qobject_cast<QLineEdit *>(box) || qobject_cast<QComboBox *>(box))
                    out << clipped(box);
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>()) {
        if (!dock->isVisible()) continue;
        dock->raise(); // tabbed docks: bring each to the front
        QCoreApplication::processEvents();
        QTest::qWait(20);
        out << clipped(dock);
    }
    return out;
}

void TestGuiTextFits::panelsFit_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("larger"); // points added to the desktop's font
    QTest::newRow("nl") << u"nl"_s << 0;
    QTest::newRow("en") << u"en"_s << 0;
    // Desktops differ in their font; one a point or two larger must fit as well.
    QTest::newRow("nl, font +1pt") << u"nl"_s << 1;
    QTest::newRow("nl, font +2pt") << u"nl"_s << 2;
}

// A board with every set that adds a choice or a column: castles in hand, a hill with a tile
// under it, the abbot to take back, the mage and witch, six players.
void TestGuiTextFits::panelsFit()
{
    QFETCH(QString, language);
    QFETCH(int, larger);
    const QFont desktop = QApplication::font();
    QFont font = desktop;
    font.setPointSizeF(desktop.pointSizeF() + larger);
    QApplication::setFont(font);
    const auto restore = qScopeGuard([desktop] { QApplication::setFont(desktop); });
    m_window = mltest::newWindow(language);
    m_window->newBoard(
        {u"base"_s, u"hills-sheep"_s, u"german-castles"_s, u"mage-witch"_s, u"abbot"_s}, u"C3"_s,
        6);
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    QStringList problems;
    problems << clippedInDocks();
    // Recording moves: its panel beside the board, the abbot's and the magic figures' choices.
    mltest::action(m_window.get(), "actionMoveTool")->trigger();
    QCoreApplication::processEvents();
    problems << clippedInDocks();
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (!dir.isEmpty()) m_window->grab().save(dir + u"/textfits-"_s + language + u".png"_s);

    // A puzzle may lay more copies of a tile than the box holds: the palette then says how
    // many are over ("C (0 left, 2 over)"), the longest caption it writes.
    QTemporaryDir tmp;
    const QString overused = tmp.filePath(u"overused.meeple"_s);
    QFile file(overused);
    QVERIFY(file.open(QIODevice::WriteOnly));
    // A row of twelve C (all city) above the start tile's city: eleven more than the one.
    QString tiles = u"{\"tile\": \"D\", \"at\": [0, 0], \"rot\": 0}"_s;
    for (int x = 0; x < 12; ++x)
        tiles += u", {\"tile\": \"C\", \"at\": [%1, -1], \"rot\": 0}"_s.arg(x);
    file.write(u"{\"format\": \"meeplelab-board\", \"version\": 1, "
               "\"rules\": {\"sets\": [\"base\"], \"edition\": \"C3\"}, "
               "\"players\": [{\"id\": \"red\"}, {\"id\": \"blue\"}], "
               "\"tiles\": [%1], \"figures\": [], \"moves\": []}"_s.arg(tiles)
                   .toUtf8());
    file.close();
    QVERIFY(m_window->openFile(overused));
    QCoreApplication::processEvents();
    const QString caption = m_window->paletteDock()->model()->index(2, 0).data().toString();
    QVERIFY2(caption.startsWith(u"C ("_s) && caption.contains(u"11"_s), qPrintable(caption));
    problems << clippedInDocks();
    if (!dir.isEmpty())
        m_window->grab().save(dir + u"/textfits-overused-"_s + language + u".png"_s);
    // Compare variants, on a board where the option changes a scoring: its lists and totals.
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/stepper/hill-tie.meeple"_s));
    mltest::action(m_window.get(), "actionCompareVariants")->trigger();
    auto *compare = m_window->findChild<VariantCompareDialog *>(u"variantCompareDialog"_s);
    QVERIFY(compare);
    QVERIFY(QTest::qWaitForWindowExposed(compare));
    QVERIFY(compare->setVariant(u"hillTiebreak"_s, u"count"_s));
    QCoreApplication::processEvents();
    problems << clipped(compare);
    if (!dir.isEmpty()) compare->grab().save(dir + u"/textfits-compare-"_s + language + u".png"_s);
    compare->close();
    problems.removeDuplicates();
    for (const QString &p : std::as_const(problems))
        qWarning("%s", qPrintable(p));
    QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + u" cut short"_s));
}

QTEST_MAIN(TestGuiTextFits)
#include "tst_gui_textfits.moc"
