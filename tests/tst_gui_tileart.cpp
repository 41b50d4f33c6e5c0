// SPDX-License-Identifier: GPL-3.0-or-later
// View > Tile art in the real window: a folder of the user's pictures chosen through the menu
// and its file dialog redraws the board at once, names the tiles it lacks and the files it
// refuses in one message, and is remembered; the bundled line art and the built-in art are
// one click away (the board and the tile palette follow), and cancelling the dialog changes
// nothing.
#include "boardview.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "tileart.h"
#include "tilepalettedock.h"
#include "tilepalettemodel.h"

#include <QAction>
#include <QBuffer>
#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiTileArt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void folderChosenThroughTheMenu();
    void lineArtIsRememberedAndBuiltinComesBack();
    void cancellingKeepsTheArt();

private:
    QImage board() const { return m_window->boardView()->viewport()->grab().toImage(); }
    // The tile palette's picture of tile `id`.
    QImage palettePicture(const QString &id) const
    {
        TilePaletteModel *model = m_window->paletteDock()->model();
        return model->data(model->indexOf(id), Qt::DecorationRole).value<QImage>();
    }
    QAction *action(const char *name) const { return mltest::action(m_window.get(), name); }
    void openWindow();

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_answer;
};

void TestGuiTileArt::initTestCase()
{
    mltest::useTestSettings();
}

void TestGuiTileArt::openWindow()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, QSize(1280, 720)));
}

void TestGuiTileArt::init()
{
    QSettings().remove(u"view"_s);
    openWindow();
}

void TestGuiTileArt::cleanup()
{
    m_answer.stop();
    m_window.reset();
    TileArt::setInUse(nullptr);
    QSettings().remove(u"view"_s);
}

void TestGuiTileArt::folderChosenThroughTheMenu()
{
    QVERIFY(action("actionArtBuiltin")->isChecked());
    const QImage before = board();
    QTemporaryDir dir;
    {
        // D, the start tile, as a red and blue picture; B as a file that is no picture.
        QImage picture(64, 64, QImage::Format_RGB32);
        picture.fill(Qt::blue);
        QPainter(&picture).fillRect(0, 0, 32, 64, Qt::red);
        QVERIFY(picture.save(dir.filePath(u"D.png"_s)));
        QFile broken(dir.filePath(u"B.png"_s));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("no picture here");
    }
    QString text, details;
    m_answer.expect<QFileDialog>([&](QFileDialog *files) {
        QCOMPARE(files->objectName(), u"tileArtFolderDialog"_s);
        QCOMPARE(files->fileMode(), QFileDialog::Directory);
        // The report comes as soon as the dialog closes.
        m_answer.expect<QMessageBox>([&](QMessageBox *box) {
            QCOMPARE(box->objectName(), u"tileArtReport"_s);
            text = box->text();
            details = box->informativeText();
            box->accept();
        });
        mltest::answerFileDialog(files, dir.path());
    });
    action("actionArtFolder")->trigger();
    QVERIFY2(m_answer.isAnswered(), qPrintable(m_answer.failure()));

    // One message: the tiles without a picture (B is refused, so it is one of them) and the
    // refused file with its reason.
    QVERIFY2(text.contains(u"keep the built-in art: A, B, C, E,"_s), qPrintable(text));
    QVERIFY2(!text.contains(u" D,"_s), qPrintable(text));
    QVERIFY2(details.contains(u"B.png: not a PNG picture"_s), qPrintable(details));

    QVERIFY(action("actionArtFolder")->isChecked());
    QVERIFY(!action("actionArtBuiltin")->isChecked());
    QVERIFY(TileArt::inUse());
    QCOMPARE(TileArt::inUse()->folder(), dir.path());
    QCOMPARE(QSettings().value(u"view/tileArt"_s).toString(), u"folder"_s);
    QCOMPARE(QSettings().value(u"view/tileArtFolder"_s).toString(), dir.path());

    // The board is drawn again at once, with red and blue where D lies.
    const QImage after = board();
    QCOMPARE(after.size(), before.size());
    QVERIFY(after != before);
    bool red = false;
    for (int y = 0; y < after.height() && !red; y += 2)
        for (int x = 0; x < after.width() && !red; x += 2)
            red = (after.pixel(x, y) & 0xffffff) == 0xff0000;
    QVERIFY(red);
}

void TestGuiTileArt::lineArtIsRememberedAndBuiltinComesBack()
{
    const QImage builtin = board();
    const QImage builtinD = palettePicture(u"D"_s);
    QVERIFY(!builtinD.isNull());
    action("actionArtLineArt")->trigger(); // every tile has its picture: no message
    QVERIFY(action("actionArtLineArt")->isChecked());
    QVERIFY(TileArt::inUse());
    QCOMPARE(TileArt::inUse()->missing(), QStringList());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(u"line art"_s),
             qPrintable(m_window->statusBar()->currentMessage()));
    const QImage lined = board();
    QVERIFY(lined != builtin);
    // The palette shows the tiles as they are drawn.
    QVERIFY(palettePicture(u"D"_s) != builtinD);

    // A new start draws with what was chosen.
    m_window.reset();
    TileArt::setInUse(nullptr);
    openWindow();
    QVERIFY(action("actionArtLineArt")->isChecked());
    QVERIFY(TileArt::inUse());
    QCOMPARE(board(), lined);

    action("actionArtBuiltin")->trigger();
    QVERIFY(action("actionArtBuiltin")->isChecked());
    QVERIFY(!TileArt::inUse());
    QCOMPARE(board(), builtin);
    QCOMPARE(palettePicture(u"D"_s), builtinD);
    QCOMPARE(QSettings().value(u"view/tileArt"_s).toString(), u"builtin"_s);
}

void TestGuiTileArt::cancellingKeepsTheArt()
{
    action("actionArtLineArt")->trigger();
    m_answer.expect<QFileDialog>([](QFileDialog *files) { files->reject(); });
    action("actionArtFolder")->trigger();
    QVERIFY2(m_answer.isAnswered(), qPrintable(m_answer.failure()));
    QVERIFY(action("actionArtLineArt")->isChecked());
    QVERIFY(!action("actionArtFolder")->isChecked());
    QVERIFY(TileArt::inUse());
}

QTEST_MAIN(TestGuiTileArt)
#include "tst_gui_tileart.moc"
