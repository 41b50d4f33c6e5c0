// The desktop program's pictures of any moment (issue 15, items 3-5), as a user makes them:
// export the Explore step shown with its marks, every step as a strip or a PDF, the board as
// a PDF, print preview, and Ctrl+Shift+C putting the picture on the clipboard.
#include "boarddocument.h"
#include "boardview.h"
#include "explorecontroller.h"
#include "exportdialog.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "pictureexports.h"
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
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
int pdfPages(const QByteArray &pdf)
{
    static const QRegularExpression page(u"/Type\\s*/Page(?!s)"_s);
    return int(QString::fromLatin1(pdf).count(page));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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
    void stepActionsOnlyInExplore();
    void exportsTheStepWithItsMarks();
    void exportsTheStepThroughItsDialogs();
    void exportsAllStepsAsAStripAndAsPages();
    void exportsThePdf();
    void copiesThePictureWithCtrlShiftC();
    void copiesTheSelectionOnly();
    void printPreviewOpensAndCloses();

private:
    Stepper *stepper() const { return m_window->stepperDock()->stepper(); }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    // Explore on, at the step that scores the mage's city.
    void goToScoring();
    void keep(const QString &path) const; // MEEPLELAB_SCREENSHOTS=DIR keeps the picture

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
    action("actionExplore")->trigger();
    QVERIFY(m_window->explore()->isExploring());
    for (int i = 0; i < stepper()->count(); ++i)
        if (stepper()->step(i).kind == Step::Kind::Scoring) {
            stepper()->jumpTo(i);
            break;
        }
    QCOMPARE(stepper()->currentStep().kind, Step::Kind::Scoring);
    QVERIFY(!m_window->boardView()->highlightSegments().isEmpty());
}

void TestGuiExports::keep(const QString &path) const
{
    const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
    if (dir.isEmpty()) return;
    const QString copy = dir + u'/' + QFileInfo(path).fileName();
    QFile::remove(copy);
    QFile::copy(path, copy);
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

// The scoring step's picture differs from the same position drawn bare exactly where the
// marks are: on the scored city's cells and the tile just placed.
void TestGuiExports::exportsTheStepWithItsMarks()
{
    goToScoring();
    PictureExports::Choice choice;
    choice.legend = false;
    const QString marked = m_dir.filePath(u"step-marked.png"_s);
    QVERIFY(m_window->pictures()->exportCurrent(marked, choice));
    keep(marked);

    const PicturePage page = m_window->pictures()->currentPage(false);
    QVERIFY(!page.segments.isEmpty());
    QVERIFY(!page.figures.isEmpty());
    QVERIFY(page.placedTile >= 0);
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
    for (const SegmentRef &s : page.segments)
        marks |= bare.geometry().tileRect(tiles[size_t(s.tile)]);
    marks |= bare.geometry().tileRect(tiles[size_t(page.placedTile)]);
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
    QVERIFY(!m_window->pictures()->currentPage(true).points.isEmpty());
    QVERIFY(m_window->pictures()->currentPage(true).points.first().text.startsWith(u'+'));
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
        m_modal.expect<QFileDialog>([&](QFileDialog *files) {
            files->findChild<QLineEdit *>(u"fileNameEdit"_s)->setText(path);
            static_cast<QDialog *>(files)->accept();
        });
        options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action("actionExportStep")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QCOMPARE(proposed, title);
    QVERIFY(pointsShown);
    const QByteArray svg = readAll(path);
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains(title.toHtmlEscaped().toUtf8()) || svg.contains("Meeple"));
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
    const QString text = QString::fromUtf8(readAll(svg))
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
    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QCOMPARE(pdfPages(bytes), steps);
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
        m_modal.expect<QFileDialog>([&](QFileDialog *files) {
            files->findChild<QLineEdit *>(u"fileNameEdit"_s)->setText(path);
            static_cast<QDialog *>(files)->accept();
        });
        options->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
    action("actionExportPdf")->trigger();
    QVERIFY2(m_modal.isAnswered(), qPrintable(m_modal.failure()));
    QVERIFY(pageSizeShown);
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    QCOMPARE(pdfPages(pdf), 1);
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

// With tiles selected, only they go on the clipboard: one tile of the board is a square.
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
    // The title band above a single tile makes it a little taller than wide.
    QVERIFY2(part.height() >= part.width() && part.height() < 1.7 * part.width(),
             qPrintable(u"%1x%2"_s.arg(part.width()).arg(part.height())));
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

QTEST_MAIN(TestGuiExports)
#include "tst_gui_exports.moc"
