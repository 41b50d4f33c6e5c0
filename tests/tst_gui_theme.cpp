// SPDX-License-Identifier: GPL-3.0-or-later
// View > Theme: dark windows and panels and back, remembered for the next window; the board
// keeps its own colours, and its edge labels read on it in either theme (WCAG 2's contrast
// ratio for text, at least 4.5:1, measured on the pixels the view paints). View > Player
// marks: on at first, drawn on the view's figures, remembered.
#include "boardview.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "themechooser.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleOptionButton>
#include <QtTest>

#include <cmath>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// WCAG 2.x relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

} // namespace

class TestGuiTheme : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void darkAndBack();
    void rememberedForTheNextWindow();
    void followTheSystemReadsThePlatformPalette();
    void darkPaletteTextReads();
    void boardLabelsReadInBothThemes();
    void warningHeadingReadsInBothThemes();
    void checkBoxEdgeShowsInTheDarkTheme();
    void playerMarksOnAtFirstAndRemembered();
    void dutchMenuTexts();

private:
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    std::unique_ptr<MainWindow> m_window;
};

void TestGuiTheme::initTestCase()
{
    mltest::useTestSettings();
    // A settings file of its own: other GUI tests running beside this one must not start in
    // the dark theme this test chooses.
    QCoreApplication::setApplicationName(u"tst_gui_theme"_s);
}

void TestGuiTheme::init()
{
    QSettings().remove(u"view"_s);
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
}

void TestGuiTheme::cleanup()
{
    m_window.reset();
    ThemeChooser::choose(ThemeChooser::Theme::System);
    QSettings().remove(u"view"_s);
}

void TestGuiTheme::darkAndBack()
{
    // The test platform's palette is a light one, so a dark theme is a change to see.
    QVERIFY(!ThemeChooser::isDark(ThemeChooser::platformPalette()));
    QVERIFY(action("actionThemeSystem")->isChecked());
    const QColor light = QApplication::palette().color(QPalette::Window);
    QVERIFY(light.lightnessF() > 0.6);

    action("actionThemeDark")->trigger();
    QVERIFY(action("actionThemeDark")->isChecked());
    QVERIFY(!action("actionThemeLight")->isChecked());
    QVERIFY(QApplication::palette().color(QPalette::Window).lightnessF() < 0.3);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightnessF() > 0.7);
    // The windows and panels take it (Qt tells each widget through the event loop), not only
    // the application object.
    QTRY_VERIFY(m_window->palette().color(QPalette::Window).lightnessF() < 0.3);
    const auto docks = m_window->findChildren<QDockWidget *>();
    QVERIFY(!docks.isEmpty());
    for (QDockWidget *dock : docks)
        QVERIFY2(dock->palette().color(QPalette::Base).lightnessF() < 0.3,
                 qPrintable(dock->objectName()));
    // Fusion draws from the palette.
    QStyle *style = QApplication::style();
    if (auto *proxy = qobject_cast<QProxyStyle *>(style)) style = proxy->baseStyle();
    QCOMPARE(style->name().toLower(), u"fusion"_s);

    action("actionThemeLight")->trigger();
    QVERIFY(action("actionThemeLight")->isChecked());
    QCOMPARE(QApplication::palette().color(QPalette::Window), light);
    QTRY_VERIFY(m_window->palette().color(QPalette::Window).lightnessF() > 0.6);
}

void TestGuiTheme::rememberedForTheNextWindow()
{
    action("actionThemeDark")->trigger();
    QCOMPARE(QSettings().value(u"view/theme"_s).toString(), u"dark"_s);
    // The program as it starts again: the platform's palette first, then the remembered theme.
    m_window.reset();
    QApplication::setPalette(ThemeChooser::platformPalette());
    QVERIFY(!ThemeChooser::isDark());
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(ThemeChooser::isDark());
    QVERIFY(action("actionThemeDark")->isChecked());
    QVERIFY(!action("actionThemeSystem")->isChecked());

    action("actionThemeLight")->trigger();
    QCOMPARE(QSettings().value(u"view/theme"_s).toString(), u"light"_s);
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(!ThemeChooser::isDark());
    QVERIFY(action("actionThemeLight")->isChecked());
}

void TestGuiTheme::followTheSystemReadsThePlatformPalette()
{
    action("actionThemeDark")->trigger();
    QVERIFY(ThemeChooser::isDark());
    action("actionThemeSystem")->trigger();
    QCOMPARE(QSettings().value(u"view/theme"_s).toString(), u"system"_s);
    QCOMPARE(ThemeChooser::isDark(), ThemeChooser::isDark(ThemeChooser::platformPalette()));
    QCOMPARE(QApplication::palette().color(QPalette::Window),
             ThemeChooser::platformPalette().color(QPalette::Window));
    // The entry says what it does, since Qt 6.4 cannot ask the desktop for its scheme.
    QVERIFY(action("actionThemeSystem")->statusTip().contains(u"start"_s));
}

void TestGuiTheme::darkPaletteTextReads()
{
    const QPalette p = ThemeChooser::darkPalette();
    QVERIFY(ThemeChooser::isDark(p));
    const QPair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
        {QPalette::WindowText, QPalette::Window},
        {QPalette::Text, QPalette::Base},
        {QPalette::Text, QPalette::AlternateBase},
        {QPalette::ButtonText, QPalette::Button},
        {QPalette::HighlightedText, QPalette::Highlight},
        {QPalette::ToolTipText, QPalette::ToolTipBase},
        {QPalette::Link, QPalette::Base},
    };
    for (const auto &[text, back] : pairs) {
        const double ratio = contrast(p.color(QPalette::Active, text), p.color(back));
        QVERIFY2(ratio >= 4.5, qPrintable(u"role %1 on %2: %3"_s.arg(int(text)).arg(int(back)).arg(
                                   ratio, 0, 'f', 2)));
    }
    // Disabled text is fainter than enabled, yet still there (3:1, WCAG's bar for parts of
    // the interface).
    const double disabled =
        contrast(p.color(QPalette::Disabled, QPalette::WindowText), p.color(QPalette::Window));
    QVERIFY(disabled < contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)));
    QVERIFY(disabled >= 3.0);
}

void TestGuiTheme::boardLabelsReadInBothThemes()
{
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    action("actionCoordinates")->setChecked(true);
    BoardView *view = m_window->boardView();
    QColor tables[2];
    for (int dark = 0; dark < 2; ++dark) {
        action(dark ? "actionThemeDark" : "actionThemeLight")->trigger();
        QCOMPARE(ThemeChooser::isDark(), bool(dark));
        QTRY_COMPARE(ThemeChooser::isDark(view->palette()), bool(dark));
        view->viewport()->repaint();
        const QImage image = view->viewport()->grab().toImage();
        // The table: the viewport's bottom right corner, where the fitted board leaves room.
        const QColor table = image.pixelColor(image.width() - 3, image.height() - 3);
        tables[dark] = table;
        // The board keeps its own light table whatever the windows' theme.
        QVERIFY2(table.lightnessF() > 0.8, qPrintable(table.name()));
        const QList<BoardRenderer::EdgeLabel> labels = view->coordinateLabels();
        QVERIFY(!labels.isEmpty());
        for (const BoardRenderer::EdgeLabel &l : labels) {
            // The label's ink: its darkest pixel, against the plate behind the text (the
            // lightest pixel of the box, the table's colour nearly).
            const QRect box = l.box.toAlignedRect().intersected(image.rect());
            QColor ink = Qt::white, plate = Qt::black;
            for (int y = box.top(); y <= box.bottom(); ++y)
                for (int x = box.left(); x <= box.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (luminance(c) < luminance(ink)) ink = c;
                    if (luminance(c) > luminance(plate)) plate = c;
                }
            const double ratio = contrast(ink, plate);
            QVERIFY2(ratio >= 4.5, qPrintable(u"%1 in the %2 theme: %3 on %4, %5:1"_s
                                                  .arg(l.text, dark ? u"dark"_s : u"light"_s,
                                                       ink.name(), plate.name())
                                                  .arg(ratio, 0, 'f', 2)));
            QVERIFY(contrast(ink, table) >= 4.5);
        }
    }
    QCOMPARE(tables[1], tables[0]);
}

// The palette's red heading over the list of mismatched sides reads at WCAG AA (4.5:1) on the
// panel in either theme: the light theme's red read at 3.3:1 on the dark grey. Measured on the
// palette the heading is drawn with and on the pixels it paints.
void TestGuiTheme::warningHeadingReadsInBothThemes()
{
    auto *heading = m_window->findChild<QLabel *>(u"mismatchHeading"_s);
    QVERIFY(heading);
    heading->setText(u"Mismatched sides"_s);
    // A style sheet's colour would stay the same whatever the palette.
    QVERIFY(heading->styleSheet().isEmpty());
    QColor inks[2];
    for (int dark = 0; dark < 2; ++dark) {
        action(dark ? "actionThemeDark" : "actionThemeLight")->trigger();
        QTRY_COMPARE(ThemeChooser::isDark(heading->palette()), bool(dark));
        const QColor ink = heading->palette().color(QPalette::WindowText);
        const QColor back = heading->parentWidget()->palette().color(QPalette::Window);
        inks[dark] = ink;
        // Still a red: its red channel leads.
        QVERIFY2(ink.red() > ink.green() + 40 && ink.red() > ink.blue() + 40,
                 qPrintable(ink.name()));
        const double ratio = contrast(ink, back);
        QVERIFY2(ratio >= 4.5,
                 qPrintable(u"%1 on %2 in the %3 theme: %4:1"_s
                                .arg(ink.name(), back.name(), dark ? u"dark"_s : u"light"_s)
                                .arg(ratio, 0, 'f', 2)));
        // On the pixels: the one farthest from the background is the ink itself.
        heading->adjustSize();
        // Laid on the background, in case the label leaves it transparent.
        QImage image(heading->size() * heading->devicePixelRatio(), QImage::Format_RGB32);
        image.fill(back);
        {
            QPainter p(&image);
            p.drawPixmap(0, 0, heading->grab());
        }
        QColor farthest = back;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (contrast(image.pixelColor(x, y), back) > contrast(farthest, back))
                    farthest = image.pixelColor(x, y);
        QVERIFY2(contrast(farthest, back) >= 4.5,
                 qPrintable(u"%1 on %2"_s.arg(farthest.name(), back.name())));
        const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!dir.isEmpty()) {
            const QString theme = dark ? u"dark"_s : u"light"_s;
            image.save(dir + u"/mismatch-heading-"_s + theme + u".png"_s);
            m_window->grab().save(dir + u"/window-"_s + theme + u".png"_s);
        }
    }
    QVERIFY(inks[0] != inks[1]);
}

// An unticked check box (Only at this step, in the tool bar) shows its box in the dark theme:
// the box's edge stands out from the window at 3:1, WCAG's bar for parts of the interface.
void TestGuiTheme::checkBoxEdgeShowsInTheDarkTheme()
{
    auto *box = m_window->findChild<QCheckBox *>(u"onlyAtThisStep"_s);
    QVERIFY(box);
    box->setChecked(false);
    box->setEnabled(true);
    action("actionThemeDark")->trigger();
    QTRY_VERIFY(ThemeChooser::isDark(box->palette()));
    const QColor window = box->palette().color(QPalette::Window);
    QStyleOptionButton option;
    option.initFrom(box);
    const QRect indicator =
        box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
    QVERIFY(!indicator.isEmpty());
    QImage image(box->size(), QImage::Format_RGB32);
    image.fill(window);
    {
        QPainter p(&image);
        p.drawPixmap(0, 0, box->grab());
    }
    double edge = 1;
    for (int y = indicator.top(); y <= indicator.bottom(); ++y)
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            edge = std::max(edge, contrast(image.pixelColor(x, y), window));
    QVERIFY2(edge >= 3.0, qPrintable(u"%1:1"_s.arg(edge, 0, 'f', 2)));
}

void TestGuiTheme::playerMarksOnAtFirstAndRemembered()
{
    QVERIFY(m_window->openExample(u"hs-field-split-2.meeple"_s));
    BoardView *view = m_window->boardView();
    QAction *marks = action("actionPlayerMarks");
    QVERIFY(marks->isCheckable());
    QVERIFY(marks->isChecked());
    QVERIFY(view->showsPlayerMarks());
    QVERIFY(!view->renderer().figureRenderer().drawnMarks(*view->game()).isEmpty());
    view->viewport()->repaint();
    const QImage with = view->viewport()->grab().toImage();
    marks->setChecked(false);
    QVERIFY(!view->showsPlayerMarks());
    view->viewport()->repaint();
    const QImage without = view->viewport()->grab().toImage();
    QVERIFY(with != without);
    QCOMPARE(QSettings().value(u"view/playerMarks"_s).toBool(), false);
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(!action("actionPlayerMarks")->isChecked());
    QVERIFY(!m_window->boardView()->showsPlayerMarks());
}

void TestGuiTheme::dutchMenuTexts()
{
    const char *const names[] = {"actionThemeLight", "actionThemeDark", "actionThemeSystem",
                                 "actionPlayerMarks"};
    QStringList english;
    for (const char *name : names)
        english << action(name)->statusTip();
    m_window = mltest::newWindow(u"nl"_s);
    const auto text = [this](const char *name) {
        return QString(action(name)->text()).remove(u'&');
    };
    QCOMPARE(text("actionThemeLight"), u"Licht"_s);
    QCOMPARE(text("actionThemeDark"), u"Donker"_s);
    QCOMPARE(text("actionThemeSystem"), u"Systeem volgen"_s);
    auto *theme = m_window->findChild<QMenu *>(u"menuTheme"_s);
    QVERIFY(theme);
    QCOMPARE(theme->title().remove(u'&'), u"Thema"_s);
    QVERIFY(text("actionPlayerMarks").contains(u"markering"_s, Qt::CaseInsensitive));
    for (int i = 0; i < int(std::size(names)); ++i) {
        const QString tip = action(names[i])->statusTip();
        QVERIFY2(!tip.isEmpty() && tip != english[i], names[i]);
    }
}

QTEST_MAIN(TestGuiTheme)
#include "tst_gui_theme.moc"
