// SPDX-License-Identifier: GPL-3.0-or-later
// File > Import JCloisterZone game (docs/jcz-import.md): the menu action's
// dialog takes a .jcz, the game opens as a new unsaved board in Explore with JCZ's scores;
// a refused save gets a message box that names why, and "Import up to here" imports the moves
// before a refused turn.
#include "boarddocument.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "jczsaves.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "testdata.h"

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiJczImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void init()
    {
        m_window = mltest::newWindow(u"en"_s);
        QVERIFY(mltest::showWindow(*m_window));
    }
    void cleanup()
    {
        m_answer.stop();
        if (m_window) m_window->document()->undoStack()->setClean();
        m_window.reset();
    }

    // Through the menu and its file dialog: JCZ's flock-scoring test game, Alice 9, Bob 11.
    void importThroughTheMenu()
    {
        QAction *import = mltest::action(m_window.get(), "actionImportJcz");
        QCOMPARE(import->text(), u"&Import JCloisterZone game…"_s);
        const QString file = mltest::jczSave(u"hills-and-sheep--flock-scoring.jcz"_s);
        m_answer.expect(
            u"the import dialog"_s,
            [](QWidget *w) { return w->objectName() == u"importJczDialog"; },
            [file](QWidget *w) {
                // Typed into the name field as a user does: selectFile() leaves the field
                // alone while it has the keyboard focus, which an offscreen window gives it
                // at once, and the dialog then opened the folder instead of the save.
                auto *dialog = qobject_cast<QFileDialog *>(w);
                mltest::answerFileDialog(dialog, file);
            });
        import->trigger();
        QVERIFY2(m_answer.wait(), qPrintable(m_answer.failure()));
        BoardDocument *doc = m_window->document();
        QVERIFY(doc->file());
        QCOMPARE(doc->file()->moves().size(), qsizetype(10));
        QVERIFY(doc->fileName().isEmpty()); // a new board: Save asks where
        QVERIFY(doc->isModified());
        QVERIFY(m_window->explore()->isExploring());
        const auto replay = doc->file()->replay({}, nullptr);
        QVERIFY(replay);
        QCOMPARE(replay->scores.value(u"p1"_s), 9);
        QCOMPARE(replay->scores.value(u"p2"_s), 11);
    }

    // A save of another expansion: the box names the set, and offers no partial import.
    void refusedSaveNamesWhy()
    {
        QVERIFY(!m_window->importJczFile(mltest::jczSave(u"basic--tiny-city-coa.jcz"_s)));
        auto *box = m_window->findChild<QMessageBox *>(u"importErrorBox"_s);
        QVERIFY(box);
        QVERIFY(box->text().contains(u"basic--tiny-city-coa.jcz"_s));
        QVERIFY2(box->informativeText().contains(u"an expansion that Meeple Lab does not have"_s),
                 qPrintable(box->informativeText()));
        QVERIFY(box->informativeText().contains(u"setup.sets.abbey-and-mayor:1"_s));
        QVERIFY(!box->findChild<QPushButton *>(u"importUpToHere"_s));
        box->close();
    }

    // A refused turn: "Import up to here" opens the moves before it.
    void importUpToHere()
    {
        QTemporaryDir dir;
        const QString broken = mltest::jczExampleWithBadFourthTurn(dir.path());
        QVERIFY(!m_window->importJczFile(broken));
        auto *box = m_window->findChild<QMessageBox *>(u"importErrorBox"_s);
        QVERIFY(box);
        QVERIFY(box->informativeText().contains(u"replay[4]: Road NS does not fit tile U"_s));
        auto *upTo = box->findChild<QPushButton *>(u"importUpToHere"_s);
        QVERIFY(upTo);
        upTo->click();
        QTRY_VERIFY(m_window->document()->file());
        QCOMPARE(m_window->document()->file()->moves().size(), qsizetype(1));
    }

private:
    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_answer;
};

QTEST_MAIN(TestGuiJczImport)
#include "tst_gui_jczimport.moc"
