// SPDX-License-Identifier: GPL-3.0-or-later
// View > Describe the board: the dialog shows the board shown in words, in the interface's
// language, as plain text that cannot be edited, with accessible names; Copy puts the text on
// the clipboard. In Explore it describes the step shown. An exported picture carries the same
// text. Pictures of the dialog in both languages when MEEPLELAB_SCREENSHOTS names a folder.
#include "boarddescription.h"
#include "boarddescriptiondialog.h"
#include "explorecontroller.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "pictureexports.h"
#include "stepper.h"
#include "stepperdock.h"
#include "testdata.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QImageReader>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

class TestGuiDescribe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { mltest::useTestSettings(); }
    void cleanup()
    {
        m_modal.stop();
        m_window.reset();
    }
    void dialogShowsTheBoard_data();
    void dialogShowsTheBoard();
    void exploreDescribesTheStep();
    void exportedPictureCarriesIt();
    void cleanupTestCase() { mltest::settleThreads(); }

private:
    // Opens the dialog with the action and hands it to `look` while it is open.
    bool withDialog(const std::function<void(BoardDescriptionDialog *)> &look);

    std::unique_ptr<MainWindow> m_window;
    mltest::ModalAnswerer m_modal;
};

bool TestGuiDescribe::withDialog(const std::function<void(BoardDescriptionDialog *)> &look)
{
    m_modal.expect<BoardDescriptionDialog>([look](BoardDescriptionDialog *dialog) {
        look(dialog);
        dialog->reject();
    });
    QAction *describe = mltest::action(m_window.get(), "actionDescribeBoard");
    describe->trigger();
    return m_modal.isAnswered();
}

void TestGuiDescribe::dialogShowsTheBoard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("menuText");
    QTest::addColumn<QString>("firstLine");
    QTest::addColumn<QString>("scores");
    QTest::addColumn<QString>("finals");
    QTest::newRow("en") << u"en"_s << u"Describe the &board…"_s
                        << u"12 tiles on the board, in columns B to G and rows 2 to 5."_s
                        << u"Scores: Red 8, Blue 5."_s
                        << u"After the final scoring: Red 11, Blue 14."_s;
    QTest::newRow("nl") << u"nl"_s << u"Bord be&schrijven…"_s
                        << u"12 tegels op het bord, in kolommen B tot en met G en rijen 2 tot "
                           "en met 5."_s
                        << u"Stand: Rood 8, Blauw 5."_s
                        << u"Na de eindtelling: Rood 11, Blauw 14."_s;
}

void TestGuiDescribe::dialogShowsTheBoard()
{
    QFETCH(QString, language);
    QFETCH(QString, menuText);
    QFETCH(QString, firstLine);
    QFETCH(QString, scores);
    QFETCH(QString, finals);
    m_window = mltest::newWindow(language);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window, {1280, 720}));
    QAction *describe = mltest::action(m_window.get(), "actionDescribeBoard");
    QCOMPARE(describe->text(), menuText);
    QCOMPARE(describe->shortcut(), QKeySequence(u"Ctrl+Shift+D"_s));

    QString text, accessible, copyName, closeName;
    bool readOnly = false, focused = false, fits = false;
    const bool answered = withDialog([&](BoardDescriptionDialog *dialog) {
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *field = mltest::child<QPlainTextEdit>(dialog, "descriptionText");
        text = field->toPlainText();
        readOnly = field->isReadOnly();
        focused = field->hasFocus();
        accessible = field->accessibleName();
        auto *copy = mltest::child<QPushButton>(dialog, "copyButton");
        copyName = copy->accessibleName();
        if (QPushButton *close =
                mltest::child<QDialogButtonBox>(dialog, "buttons")->button(QDialogButtonBox::Close))
            closeName = close->accessibleName();
        const QSize frame = dialog->frameGeometry().size();
        fits = frame.width() <= 1280 && frame.height() <= 720;
        const QString shots = qEnvironmentVariable("MEEPLELAB_SCREENSHOTS");
        if (!shots.isEmpty())
            dialog->screen()->grabWindow(0).save(shots + u"/describe-%1.png"_s.arg(language));
        QTest::mouseClick(copy, Qt::LeftButton);
    });
    QVERIFY2(answered, qPrintable(m_modal.failure()));
    QVERIFY(readOnly);
    QVERIFY(focused);
    QVERIFY(fits);
    QVERIFY(!accessible.isEmpty());
    QVERIFY(!copyName.isEmpty());
    QVERIFY(!closeName.isEmpty());
    // The board shown outside Explore: after its moves, its own scores, then the final
    // scoring's.
    const QStringList lines = text.split(u'\n');
    QVERIFY(lines.size() > 4);
    QCOMPARE(lines.at(1), firstLine);
    QCOMPARE(lines.at(lines.size() - 2), scores);
    QCOMPARE(lines.last(), finals);
    QCOMPARE(text, m_window->pictures()->currentDescription());
    QCOMPARE(QApplication::clipboard()->text(), text);
}

void TestGuiDescribe::exploreDescribesTheStep()
{
    m_window = mltest::newWindow(u"en"_s);
    QVERIFY(m_window->openExample(u"welcome.meeple"_s));
    QVERIFY(mltest::showWindow(*m_window));
    m_window->explore()->setExploring(true);
    Stepper *stepper = m_window->stepperDock()->stepper();
    QVERIFY(stepper->count() > 2);
    for (int index : {0, 2, stepper->count() - 1}) {
        stepper->jumpTo(index);
        QString text;
        QVERIFY(withDialog([&](BoardDescriptionDialog *dialog) { text = dialog->text(); }));
        QCOMPARE(text, BoardDescription::ofStep(*stepper, index));
        QCOMPARE(text.section(u'\n', 0, 0), EventText(*stepper).stepTitle(*stepper, index));
    }
    // The set-up has fewer tiles than the end.
    stepper->jumpTo(0);
    QVERIFY(m_window->pictures()->currentDescription().contains(u"\n10 tiles on the board"_s));
}

void TestGuiDescribe::exportedPictureCarriesIt()
{
    m_window = mltest::newWindow(u"nl"_s);
    QVERIFY(m_window->openExample(u"hs-shepherd-1a.meeple"_s));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(u"board.png"_s);
    PictureExports::Choice choice;
    choice.title = u"Tom & <b>Jerry</b>"_s;
    choice.language = u"nl"_s;
    QVERIFY(m_window->pictures()->exportCurrent(png, choice));
    QImageReader reader(png);
    QCOMPARE(reader.text(u"Title"_s), choice.title);
    const QString description = reader.text(u"Description"_s);
    // Qt's PNG reader folds the white space of a text chunk.
    QCOMPARE(description, m_window->pictures()->currentDescription().simplified());
    QVERIFY2(description.contains(u"herder van Rood"_s), qPrintable(description));
    // In English when the picture is asked for in English, from a Dutch window.
    choice.language = u"en"_s;
    const QString svg = dir.filePath(u"board.svg"_s);
    QVERIFY(m_window->pictures()->exportCurrent(svg, choice));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("<desc>The board"));
    QVERIFY(bytes.contains("the shepherd of Red"));
    QVERIFY(bytes.contains("<title>Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;</title>"));
}

QTEST_MAIN(TestGuiDescribe)
#include "tst_gui_describe.moc"
