// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop program's pictures of any moment, as a user makes them:
// export the Explore step shown with its marks, every step as a strip or a PDF, the board as
// a PDF, print preview, and Ctrl+Shift+C putting the picture on the clipboard.
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "exportdialog.h"
#include "guiwindow.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "pictureexports.h"
#include "picturefiles.h"
#include "selecttool.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMimeData>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// Pixels that differ between two pictures of one size, and the rectangle they lie in.
int differing(const QImage &a, const QImage &b, QRect *where)
{
    int n = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) {
                ++n;
                *where |= QRect(x, y, 1, 1);
            }
    return n;
}
} // namespace

class TestGuiExports : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase() { mltest::settleThreads(); }
    void stepActionsOnlyInExplore();
    void noKeyIsTakenTwice();
    void exportsTheStepWithItsMarks();
    void exportsTheStepThroughItsDialogs();
    void titleFollowsThePictureLanguage();
    void exportsAllStepsAsAStripAndAsPages();
    void exportsThePdf();
    void copiesThePictureWithCtrlShiftC();
    void copiesTheSelectionOnly();
    void printPreviewOpensAndCloses();
    void printsOnePageTurnedToTheBoard();
    void dutchPicturesFromAnEnglishWindow();
    void markerMeaningsInTheExportedLegend();

private:
    Stepper *stepper() const { return m_window->stepperDock()->stepper(); }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    // Explore on, at the step that scores the mage's city.
    void goToScoring();
    void keep(const QString &path) const; // MEEPLELAB_SCREENSHOTS=DIR keeps the picture
    // OK in the export dialog, then `path` typed into the file dialog that follows.
    void saveTo(ExportDialog *options, const QString &path);

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_modal;
    QTemporaryDir m_dir;
};

void TestGuiExports::initTestCase()
{
    mltest::useTestSettings();
    QVERIFY(m_dir.isValid());
}

void TestGuiExports::init()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
}

void TestGuiExports::cleanup()
{
    m_modal.stop();
    m_window.reset();
}

void TestGuiExports::goToScoring()
{
    QVERIFY(mltest::exploreFirstScoring(*m_window));
    QVERIFY(!m_window->boardView()->stepMarks().segments.isEmpty());
}

void TestGuiExports::keep(const QString &path) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    const QString copy = dir + u'/' + QFileInfo(path).fileName();
    QFile::remove(copy);
    QFile::copy(path, copy);
}

void TestGuiExports::saveTo(ExportDialog *options, const QString &path)
{
    m_modal.expect<QFileDialog>(
        [path](QFileDialog *files) { mltest::answerFileDialog(files, path); });
    options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
}

void TestGuiExports::stepActionsOnlyInExplore()
{
    QVERIFY(!action("actionExportStep")->isEnabled());
    QVERIFY(!action("actionExportAllSteps")->isEnabled());
    action("actionExplore")->trigger();
    QVERIFY(action("actionExportStep")->isEnabled());
    QVERIFY(action("actionExportAllSteps")->isEnabled());
    action("actionExplore")->trigger();
    QVERIFY(!action("actionExportStep")->isEnabled());
    // Outside Explore there are no steps to write.
    PictureExports::Choice choice;
    QVERIFY(!m_window->pictures()->exportAllSteps(m_dir.filePath(u"none.png"_s), choice));
    QVERIFY(!QFile::exists(m_dir.filePath(u"none.png"_s)));
}

// Ctrl+Shift+C and Ctrl+P are the window's only: a key two actions share fires neither.
void TestGuiExports::noKeyIsTakenTwice()
{
    QHash<QKeySequence, QStringList> owners;
    for (QAction *a : m_window->findChildren<QAction *>())
        for (const QKeySequence &key : a->shortcuts())
            owners[key] << a->objectName();
    QStringList twice;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it)
        if (it.value().size() > 1)
            twice << it.key().toString() + u": "_s + it.value().join(u", "_s);
    QVERIFY2(twice.isEmpty(), qPrintable(twice.join(u"; "_s)));
    QCOMPARE(owners.value(QKeySequence(u"Ctrl+Shift+C"_s)), QStringList{u"actionCopyPicture"_s});
    QCOMPARE(owners.value(QKeySequence(u"Ctrl+P"_s)), QStringList{u"actionPrint"_s});
}

// The scoring step's picture differs from the same position drawn bare exactly where the
// marks are: on the scored city's cells and the tile just placed.
void TestGuiExports::exportsTheStepWithItsMarks()
{
    goToScoring();
    PictureExports::Choice choice;
    choice.picture.legendPlayers = choice.picture.legendFigures = false;
    const QString marked = m_dir.filePath(u"step-marked.png"_s);
    QVERIFY(m_window->pictures()->exportCurrent(marked, choice));
    keep(marked);

    const PicturePage page = m_window->pictures()->currentPage(false);
    // The picture marks exactly what the board shows: both draw the step's one marks value.
    const StepMarks &shown = m_window->boardView()->stepMarks();
    QCOMPARE(page.marks.cells, shown.cells);
    QCOMPARE(page.marks.segments, shown.segments);
    QCOMPARE(page.marks.figures, shown.figures);
    QCOMPARE(page.marks.placedTile, shown.placedTile);
    QVERIFY(!page.marks.segments.isEmpty());
    QVERIFY(!page.marks.figures.isEmpty());
    QVERIFY(page.marks.placedTile.has_value());
    // The tile just placed is the last the board lists.
    QCOMPARE(*page.marks.placedTile, page.game->board().tiles().back().at);
    BoardRenderer bare;
    bare.setGame(page.game.get());
    const QString plain = m_dir.filePath(u"step-bare.png"_s);
    QVERIFY(bare.exportPng(plain, 2000));

    const QImage a(marked), b(plain);
    QVERIFY(!a.isNull());
    QCOMPARE(a.size(), b.size());
    QRect where;
    const int n = differing(a, b, &where);
    QVERIFY2(n > 2000, qPrintable(QString::number(n)));
    // Everything that differs lies on the scored feature's tiles or the tile just placed.
    const QRectF scene = bare.sceneRect();
    const qreal scale = 2000 / qMax(scene.width(), scene.height());
    QRectF marks;
    const auto &tiles = page.game->board().tiles();
    for (const SegmentRef &s : page.marks.segments)
        marks |= bare.geometry().tileRect(tiles[size_t(s.tile)]);
    marks |= bare.geometry().tileRect(tiles.back());
    const QRectF pixels((marks.topLeft() - scene.topLeft()) * scale, marks.size() * scale);
    QVERIFY2(
        pixels.adjusted(-12, -12, 12, 12).contains(QRectF(where)),
        qPrintable(
            u"%1,%2 %3x%4"_s.arg(where.x()).arg(where.y()).arg(where.width()).arg(where.height())));

    // With the points, "+N" in the winner's colour is written on the board as well.
    choice.points = true;
    const QString points = m_dir.filePath(u"step-points.png"_s);
    QVERIFY(m_window->pictures()->exportCurrent(points, choice));
    keep(points);
    const QList<BoardRenderer::StepMarks::Points> written =
        m_window->pictures()->currentPage(true).marks.points;
    QVERIFY(!written.isEmpty());
    QVERIFY(written.first().points > 0);
    QVERIFY(QImage(points) != a);
}

// Game > Export this step: the dialog proposes the step's title and offers the points; the
// file dialog then writes an SVG.
void TestGuiExports::exportsTheStepThroughItsDialogs()
{
    goToScoring();
    const QString title = m_window->stepperDock()->titleText();
    QString proposed;
    bool pointsShown = false;
    const QString path = m_dir.filePath(u"through-dialogs.svg"_s);
    m_modal.expect<ExportDialog>([&](ExportDialog *options) {
        proposed = mltest::child<QLineEdit>(options, "pictureTitle")->text();
        auto *points = mltest::child<QCheckBox>(options, "stepPoints");
        pointsShown = points->isVisibleTo(options);
        points->setChecked(true);
        const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!dir.isEmpty()) options->grab().save(dir + u"/export-step-dialog.png"_s);
        saveTo(options, path);
    });
    action("actionExportStep")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(proposed, title);
    QVERIFY(pointsShown);
    const QByteArray svg = mltest::fileBytes(path);
    QVERIFY(svg.contains("<svg"));
    // The step's title is the picture's (drawn shortened over a narrow board, whole in <title>).
    QVERIFY2(svg.contains((u"<title>"_s + title.toHtmlEscaped()).toUtf8()),
             svg.left(600).constData());
}

// The proposed title is the step's in the picture's language: choosing Dutch in the dialog
// proposes the Dutch step title, English gives the English one back, and a typed title stays.
void TestGuiExports::titleFollowsThePictureLanguage()
{
    goToScoring();
    const QString english = m_window->stepperDock()->titleText();
    QStringList seen;
    m_modal.expect<ExportDialog>([&](ExportDialog *options) {
        auto *title = mltest::child<QLineEdit>(options, "pictureTitle");
        auto *language = mltest::child<QComboBox>(options, "pictureLanguage");
        seen << title->text();
        language->setCurrentIndex(1); // Nederlands
        seen << title->text();
        language->setCurrentIndex(0);
        seen << title->text();
        title->setText(u"Mijn eigen titel"_s);
        language->setCurrentIndex(1);
        seen << title->text();
        options->reject();
    });
    action("actionExportStep")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(seen.size(), 4);
    QCOMPARE(seen[0], english);
    QVERIFY2(seen[1] != english && !seen[1].isEmpty(), qPrintable(seen[1]));
    QVERIFY2(seen[1].contains(u"Beurt"_s) || seen[1].contains(u"Fase"_s), qPrintable(seen[1]));
    QCOMPARE(seen[2], english);
    QCOMPARE(seen[3], u"Mijn eigen titel"_s);
    QCOMPARE(m_window->stepperDock()->titleText(), english); // the window stays English
}

void TestGuiExports::exportsAllStepsAsAStripAndAsPages()
{
    action("actionExplore")->trigger();
    const int steps = stepper()->count();
    QVERIFY(steps >= 4);
    PictureExports::Choice choice;
    choice.title = u"The mage in a city"_s;
    const QString png = m_dir.filePath(u"all-steps.png"_s);
    QVERIFY(m_window->pictures()->exportAllSteps(png, choice));
    keep(png);
    const QImage strip(png);
    QVERIFY(!strip.isNull());
    // A grid as square as the steps allow, each step at the strip's scale (60 pixels a cell)
    // showing the whole table the steps cover.
    const int columns = int(std::ceil(std::sqrt(double(steps))));
    const int rows = (steps + columns - 1) / columns;
    QVERIFY(columns >= 2);
    BoardRenderer last;
    last.setGame(stepper()->positionAt(steps - 1).get());
    const QRectF table = last.sceneRect();
    QVERIFY2(strip.width() > columns * table.width() * 0.6 &&
                 strip.width() < columns * (table.width() + 400) * 0.6,
             qPrintable(u"%1x%2"_s.arg(strip.width()).arg(strip.height())));
    QVERIFY2(strip.height() > rows * table.height() * 0.6 &&
                 strip.height() < rows * (table.height() + 300) * 0.6,
             qPrintable(u"%1x%2"_s.arg(strip.width()).arg(strip.height())));

    // Every step's caption, as Explore titles it, is in the SVG strip.
    const QString svg = m_dir.filePath(u"all-steps.svg"_s);
    QVERIFY(m_window->pictures()->exportAllSteps(svg, choice));
    // The SVG's text without its markup: a caption wrapped onto two lines still reads whole.
    const QString text = QString::fromUtf8(mltest::fileBytes(svg))
                             .replace(QRegularExpression(u"<[^>]*>"_s), u" "_s)
                             .simplified();
    const int current = stepper()->current();
    for (int i = 0; i < steps; ++i) {
        stepper()->jumpTo(i);
        const QString title = m_window->stepperDock()->titleText();
        QVERIFY2(text.contains(title.toHtmlEscaped()), qPrintable(title));
    }
    stepper()->jumpTo(current);
    QVERIFY(text.contains(u"The mage in a city"_s));

    // The PDF puts one step on each page.
    const QString pdf = m_dir.filePath(u"all-steps.pdf"_s);
    QVERIFY(m_window->pictures()->exportAllSteps(pdf, choice));
    keep(pdf);
    const QByteArray bytes = mltest::fileBytes(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(mltest::pdfPageCount(bytes), steps);
}

// File > Export PDF through its dialogs: the page size is asked, one page is written.
void TestGuiExports::exportsThePdf()
{
    const QString path = m_dir.filePath(u"board.pdf"_s);
    bool pageSizeShown = false;
    m_modal.expect<ExportDialog>([&](ExportDialog *options) {
        auto *size = mltest::child<QComboBox>(options, "pageSize");
        pageSizeShown = size->isVisibleTo(options);
        size->setCurrentIndex(size->findText(u"A3"_s));
        saveTo(options, path);
    });
    action("actionExportPdf")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QVERIFY(pageSizeShown);
    const QByteArray pdf = mltest::fileBytes(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QCOMPARE(mltest::pdfPageCount(pdf), 1);
    // A3 is 842 x 1191 points, in either orientation.
    QVERIFY2(pdf.contains("1191") || pdf.contains("1190"), pdf.left(2000).constData());
    keep(path);
}

void TestGuiExports::copiesThePictureWithCtrlShiftC()
{
    QApplication::clipboard()->clear();
    m_window->activateWindow();
    QTest::keyClick(m_window->boardView(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QMimeData *data = QApplication::clipboard()->mimeData();
    QVERIFY(data);
    QVERIFY2(data->hasFormat(u"image/png"_s), qPrintable(data->formats().join(u", "_s)));
    QVERIFY(data->hasFormat(u"image/svg+xml"_s));
    const QImage png = QImage::fromData(data->data(u"image/png"_s), "PNG");
    QVERIFY(!png.isNull());
    QVERIFY(data->data(u"image/svg+xml"_s).contains("<svg"));
    QVERIFY(data->hasImage());
}

// With tiles selected, only they go on the clipboard, as File > Export draws the selection.
void TestGuiExports::copiesTheSelectionOnly()
{
    action("actionCopyPicture")->trigger();
    const QImage whole =
        QImage::fromData(QApplication::clipboard()->mimeData()->data(u"image/png"_s), "PNG");
    m_window->selectTool()->selectTile(0, false);
    action("actionCopyPicture")->trigger();
    const QImage part =
        QImage::fromData(QApplication::clipboard()->mimeData()->data(u"image/png"_s), "PNG");
    QVERIFY(!whole.isNull() && !part.isNull());
    QVERIFY(whole.size() != part.size());
    const QString kept = m_dir.filePath(u"copied-tile.png"_s);
    QVERIFY(part.save(kept));
    keep(kept);
    // The same picture as exporting the selection only: one tile, not the whole column.
    PictureExports::Choice choice;
    choice.title = m_window->document()->title(u"en"_s);
    choice.selectionOnly = true;
    const QString exported = m_dir.filePath(u"selected.png"_s);
    QVERIFY(m_window->pictures()->exportCurrent(exported, choice));
    const QImage selected(exported);
    QVERIFY(qAbs(qreal(selected.width()) / selected.height() -
                 qreal(part.width()) / part.height()) < 0.01);
    choice.selectionOnly = false;
    QVERIFY(m_window->pictures()->exportCurrent(exported, choice));
    QVERIFY(qAbs(qreal(QImage(exported).width()) / QImage(exported).height() -
                 qreal(whole.width()) / whole.height()) < 0.01);
}

void TestGuiExports::printPreviewOpensAndCloses()
{
    goToScoring();
    int pages = -1;
    m_modal.expect<QPrintPreviewDialog>([&](QPrintPreviewDialog *preview) {
        auto *view = preview->findChild<QPrintPreviewWidget *>();
        QVERIFY(view);
        QTRY_VERIFY(view->pageCount() > 0);
        pages = view->pageCount();
        const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!dir.isEmpty()) {
            preview->resize(900, 1000);
            view->fitInView();
            QTest::qWait(200);
            preview->grab().save(dir + u"/print-preview.png"_s);
        }
        preview->reject();
    });
    action("actionPrintPreview")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(pages, 1);
    QVERIFY(!QApplication::activeModalWidget());
}

// File > Print prints what the board shows on one page, turned the way the board lies: here
// to a PDF printer, which needs no printer on the machine.
void TestGuiExports::printsOnePageTurnedToTheBoard()
{
    const auto printTo = [this](const QString &name, QPageLayout::Orientation *turned) {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        const QString path = m_dir.filePath(name);
        printer.setOutputFileName(path);
        if (!m_window->pictures()->print(&printer)) return QByteArray();
        *turned = printer.pageLayout().orientation();
        return mltest::fileBytes(path);
    };
    QPageLayout::Orientation turned = QPageLayout::Landscape;
    const QByteArray tall = printTo(u"tall.pdf"_s, &turned); // the mage's city: a column
    QCOMPARE(mltest::pdfPageCount(tall), 1);
    QCOMPARE(turned, QPageLayout::Portrait);
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s));
    const QByteArray wide = printTo(u"wide.pdf"_s, &turned); // a row of tiles
    QCOMPARE(mltest::pdfPageCount(wide), 1);
    QCOMPARE(turned, QPageLayout::Landscape);
}

// The meanings of the markers on the position exported are listed in its legend, in the
// picture's language; a marker of another position is not.
void TestGuiExports::markerMeaningsInTheExportedLegend()
{
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/files/annotated-markers.meeple"_s));
    action("actionExplore")->trigger();
    stepper()->last();
    for (const QString &lang : {u"en"_s, u"nl"_s}) {
        PictureExports::Choice choice;
        choice.language = lang;
        const QString path = m_dir.filePath(u"markers-%1.svg"_s.arg(lang));
        QVERIFY(m_window->pictures()->exportCurrent(path, choice));
        const QString text = QString::fromUtf8(mltest::fileBytes(path))
                                 .replace(QRegularExpression(u"<[^>]*>"_s), u" "_s)
                                 .simplified();
        const bool nl = lang == u"nl";
        for (const QString &entry :
             nl ? QStringList{u"B: de weg van de tovenaar"_s, u"A1: hier past geen tegel"_s}
                : QStringList{u"B: the road of the mage"_s, u"A1: no tile fits here"_s})
            QVERIFY2(text.contains(entry), qPrintable(entry));
        QVERIFY(!text.contains(nl ? u"the road of the mage"_s : u"de weg van de tovenaar"_s));
        // Shown only on the set-up.
        QVERIFY(!text.contains(nl ? u"alleen bij de beginopstelling"_s : u"only on the set-up"_s));
    }
}

// The picture's language is the export's: Dutch step titles, caption, annotation texts and
// legend from a window that stays English throughout.
void TestGuiExports::dutchPicturesFromAnEnglishWindow()
{
    QVERIFY(m_window->openFile(mltest::dataDir() + u"/files/annotated-two-roads.meeple"_s));
    action("actionExplore")->trigger();
    const QString exploreText = action("actionExplore")->text();
    PictureExports::Choice choice;
    choice.language = u"nl"_s;
    const QString strip = m_dir.filePath(u"alle-stappen.svg"_s);
    QVERIFY(m_window->pictures()->exportAllSteps(strip, choice));
    const QString png = m_dir.filePath(u"alle-stappen.png"_s);
    QVERIFY(m_window->pictures()->exportAllSteps(png, choice));
    keep(png);
    stepper()->last();
    const QString one = m_dir.filePath(u"stap.svg"_s);
    choice.title = u"Twee wegen"_s;
    QVERIFY(m_window->pictures()->exportCurrent(one, choice));
    const QString onePng = m_dir.filePath(u"stap.png"_s);
    QVERIFY(m_window->pictures()->exportCurrent(onePng, choice));
    keep(onePng);
    // Nothing on screen changed language meanwhile.
    QCOMPARE(action("actionExplore")->text(), exploreText);
    QCOMPARE(m_window->languages()->language(), u"en"_s);

    const auto words = [](const QString &path) {
        return QString::fromUtf8(mltest::fileBytes(path))
            .replace(QRegularExpression(u"<[^>]*>"_s), u" "_s)
            .simplified();
    };
    const QString stripText = words(strip);
    const QString oneText = words(one);
    for (const QString &dutch :
         {u"De kruising van rood maakt twee wegen af."_s, u"de heks halveert"_s})
        QVERIFY2(stripText.contains(dutch) && oneText.contains(dutch), qPrintable(dutch));
    QVERIFY(oneText.contains(u"Rood"_s)); // the legend
    // The strip's legend names the figures of every step, also those gone by its last.
    QVERIFY(stripText.contains(u"tovenaar"_s));
    QVERIFY(stripText.contains(u" heks "_s));
    QVERIFY(!stripText.contains(u"the witch halves"_s));
    // The steps as the Dutch window titles them.
    QVERIFY(m_window->languages()->setLanguage(u"nl"_s));
    QCoreApplication::processEvents();
    for (int i = 0; i < stepper()->count(); ++i) {
        stepper()->jumpTo(i);
        const QString title = m_window->stepperDock()->titleText();
        QVERIFY2(stripText.contains(title.toHtmlEscaped()), qPrintable(title));
    }
}

QTEST_MAIN(TestGuiExports)
#include "tst_gui_exports.moc"
