// SPDX-License-Identifier: GPL-3.0-or-later
// File > Export puzzle sheet, as a teacher uses it: the open puzzle, the
// bundled library or a collection folder, in the screen's language unless another is chosen,
// so many to a page; the PDF is the one `meeplelab-cli sheet` writes, and a folder that cannot
// be printed is said in a message, not a crash or an empty file.
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "pdftext.h"
#include "puzzlecollection.h"
#include "puzzlelibrary.h"
#include "puzzlesheetdialog.h"
#include "puzzlesolverdock.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{

// The first page whose words hold `text` (compared without spaces); -1 for none.
int pageWith(const QStringList &pages, const QString &text)
{
    for (int i = 0; i < pages.size(); ++i)
        if (mltest::squeezed(pages[i]).contains(mltest::squeezed(text))) return i;
    return -1;
}

QStringList pagesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? mltest::pdfPageTexts(f.readAll()) : QStringList();
}

} // namespace

class TestGuiPuzzleSheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        mltest::useTestSettings();
        QVERIFY(m_dir.isValid());
    }
    void cleanup()
    {
        m_modal.stop();
        m_window.reset();
    }
    void cleanupTestCase() { mltest::settleThreads(); }

    void menuEntryInBothLanguages()
    {
        for (const auto &[lang, text] : {std::pair{u"en"_s, u"Export puzzle s&heet…"_s},
                                         std::pair{u"nl"_s, u"Puzzel&blad exporteren…"_s}}) {
            m_window = mltest::newWindow(lang);
            QAction *sheet = mltest::action(m_window.get(), "actionExportPuzzleSheet");
            QCOMPARE(sheet->text(), text);
            auto *file = mltest::child<QMenu>(m_window.get(), "menuFile");
            QVERIFY(file->actions().contains(sheet));
            QVERIFY(sheet->isEnabled());
        }
    }

    void exportsTheOpenPuzzle()
    {
        m_window = mltest::newWindow(u"en"_s);
        QVERIFY(mltest::showWindow(*m_window));
        QVERIFY(mltest::openPuzzle(*m_window, u"01-base-farmers.meeple"_s));
        // The sheet prints the answers: not while the puzzle is being solved.
        QAction *sheet = mltest::action(m_window.get(), "actionExportPuzzleSheet");
        QVERIFY(!sheet->isEnabled());
        m_window->puzzleSolverDock()->reveal();
        QVERIFY(sheet->isEnabled());
        const QString path = m_dir.filePath(u"one.pdf"_s);
        bool asked = false;
        m_modal.expect<PuzzleSheetDialog>([&](PuzzleSheetDialog *d) {
            asked = true;
            // The open puzzle is proposed, in the screen's language.
            QVERIFY(mltest::child<QRadioButton>(d, "sheetOpenPuzzle")->isEnabled());
            QVERIFY(mltest::child<QRadioButton>(d, "sheetOpenPuzzle")->isChecked());
            QCOMPARE(d->language(), u"en"_s);
            QCOMPARE(d->perPage(), 4);
            keep(d, u"puzzle-sheet-dialog-en.png"_s);
            saveAfterOk(d, path);
        });
        mltest::action(m_window.get(), "actionExportPuzzleSheet")->trigger();
        QVERIFY2(asked, qPrintable(m_modal.failure()));
        const QStringList pages = pagesOf(path);
        QCOMPARE(pages.size(), 2);
        QCOMPARE(pageWith(pages, u"1. Three players, one meadow"_s), 0);
        QCOMPARE(pageWith(pages, u"Answers"_s), 1);
        QCOMPARE(pageWith(pages, u"Final scores: Red 9, Blue 9, Green 0"_s), 1);
    }

    void exportsTheLibraryInDutch()
    {
        // A Dutch window with a board that holds no puzzle: the library, in Dutch.
        m_window = mltest::newWindow(u"nl"_s);
        QVERIFY(m_window->openExample(u"mw-1-mage-in-a-city.meeple"_s));
        QVERIFY(mltest::showWindow(*m_window));
        FileError error;
        const auto library = readCollection(PuzzleLibrary::defaultDirectory(), &error);
        QVERIFY(library && library->files.size() >= 14);
        const int puzzles = int(library->files.size());
        const QString path = m_dir.filePath(u"library.pdf"_s);
        m_modal.expect<PuzzleSheetDialog>([&](PuzzleSheetDialog *d) {
            QVERIFY(!mltest::child<QRadioButton>(d, "sheetOpenPuzzle")->isEnabled());
            QVERIFY(mltest::child<QRadioButton>(d, "sheetLibrary")->isChecked());
            QCOMPARE(mltest::child<QComboBox>(d, "sheetLanguage")->currentText(), u"Nederlands"_s);
            mltest::child<QSpinBox>(d, "sheetPerPage")->setValue(6);
            keep(d, u"puzzle-sheet-dialog-nl.png"_s);
            saveAfterOk(d, path);
        });
        mltest::action(m_window.get(), "actionExportPuzzleSheet")->trigger();
        const QStringList pages = pagesOf(path);
        const int questionPages = (puzzles + 5) / 6;
        QVERIFY(pages.size() > questionPages);
        QCOMPARE(pageWith(pages, u"Antwoorden"_s), questionPages);
        QCOMPARE(pageWith(pages, u"1. Drie spelers, één weide"_s), 0);
        QCOMPARE(pageWith(pages, u"%1. "_s.arg(puzzles)), questionPages - 1);
        QCOMPARE(pageWith(pages, u"Eindstand: Rood 9, Blauw 9, Groen 0"_s), questionPages);
        QCOMPARE(pageWith(pages, u"Answers"_s), -1);
    }

    void folderThatCannotBePrintedIsExplained()
    {
        m_window = mltest::newWindow(u"en"_s);
        QVERIFY(mltest::showWindow(*m_window));
        const QString missing = m_dir.filePath(u"no-such-folder"_s);
        QString said;
        m_modal.expect<PuzzleSheetDialog>([&](PuzzleSheetDialog *d) {
            auto *folder = mltest::child<QLineEdit>(d, "sheetFolderPath");
            QPushButton *ok =
                mltest::child<QDialogButtonBox>(d, "buttons")->button(QDialogButtonBox::Ok);
            mltest::child<QRadioButton>(d, "sheetFolder")->setChecked(true);
            QVERIFY(!ok->isEnabled()); // a folder choice needs a folder
            QTest::keyClicks(folder, missing);
            QVERIFY(ok->isEnabled());
            m_modal.expect<QMessageBox>([&](QMessageBox *box) {
                said = box->text();
                box->accept();
            });
            ok->click();
        });
        mltest::action(m_window.get(), "actionExportPuzzleSheet")->trigger();
        QVERIFY2(m_modal.wait(), qPrintable(m_modal.failure()));
        QVERIFY2(said.contains(u"The puzzle sheet was not made"_s), qPrintable(said));
        QVERIFY2(said.contains(u"is not a folder"_s), qPrintable(said));
    }

private:
    // MEEPLELAB_SCREENSHOTS=DIR keeps a picture of the dialog, to look at.
    static void keep(QWidget *dialog, const QString &name)
    {
        const QString dir = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!dir.isEmpty()) dialog->grab().save(dir + u'/' + name);
    }
    // OK in the sheet dialog, then `path` typed into the file dialog that follows.
    void saveAfterOk(PuzzleSheetDialog *dialog, const QString &path)
    {
        m_modal.expect<QFileDialog>(
            [path](QFileDialog *files) { mltest::answerFileDialog(files, path); });
        mltest::child<QDialogButtonBox>(dialog, "buttons")->button(QDialogButtonBox::Ok)->click();
    }

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_modal;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestGuiPuzzleSheet)
#include "tst_gui_puzzlesheet.moc"
