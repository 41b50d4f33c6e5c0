// SPDX-License-Identifier: GPL-3.0-or-later
// A board as text in the desktop program (docs/board-format.md, "A board as one line of text"):
// Edit > Copy board as text puts the line `meeplelab-cli pack` prints on the clipboard, Edit >
// Paste board (and a dropped text) opens the board of a packed text or of board JSON as a new,
// unsaved board, and a bad text says why while the open board stays as it was.
#include "boarddocument.h"
#include "boardfile.h"
#include "boardpack.h"
#include "guiwindow.h"
#include "mainwindow.h"
#include "modalanswerer.h"
#include "picturefiles.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QTemporaryDir>
#include <QtTest>

using namespace ml;
using namespace Qt::StringLiterals;

namespace
{
// The file as the program saves it (bundled files may be written by hand).
QByteArray savedForm(const QByteArray &bytes)
{
    FileError error;
    const std::optional<BoardFile> board = BoardFile::parse(bytes, &error);
    return board ? board->serialize() : QByteArray();
}
} // namespace

class TestGuiBoardText : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;
    QString m_open; // the board open before each paste: a copy of welcome.meeple in m_dir
    mltest::ModalAnswerer m_answerer;

    QMessageBox *pasteError() const
    {
        return m_window->findChild<QMessageBox *>(u"pasteErrorBox"_s);
    }
    // The open board is exactly as it was: same file, same text, no unsaved change.
    void verifyUntouched()
    {
        QCOMPARE(m_window->document()->fileName(), m_open);
        QVERIFY(!m_window->document()->isModified());
        QCOMPARE(m_window->document()->serialize(), savedForm(mltest::fileBytes(m_open)));
        QCOMPARE(mltest::fileBytes(m_open), mltest::fileBytes(u":/examples/welcome.meeple"_s));
    }

private Q_SLOTS:
    void initTestCase()
    {
        mltest::useTestSettings();
        QVERIFY(m_dir.isValid());
        m_open = m_dir.filePath(u"welcome.meeple"_s);
        QVERIFY(QFile::copy(u":/examples/welcome.meeple"_s, m_open));
        QFile::setPermissions(m_open, QFile::ReadOwner | QFile::WriteOwner);
        m_window = mltest::newWindow(u"en"_s);
        QVERIFY(mltest::showWindow(*m_window));
    }
    void init()
    {
        QVERIFY(m_window->openFile(m_open));
        QVERIFY(!m_window->document()->isModified());
    }
    void cleanup()
    {
        m_answerer.stop();
        while (QMessageBox *box = pasteError())
            delete box;
    }
    void cleanupTestCase() { m_window.reset(); }

    // Copy through the real action, then paste it over another board through the real action:
    // the pasted board is the copied one, byte for byte as saved, with no file name (Save asks
    // for one) and unsaved; the file that was open is not written.
    void copyThenPaste()
    {
        const QString source = u":/examples/mw-2-two-roads.meeple"_s;
        QVERIFY(m_window->openFile(source));
        const QByteArray copied = m_window->document()->serialize();
        mltest::action(m_window.get(), "actionCopyBoardText")->trigger();
        const QString text = QApplication::clipboard()->text();
        QVERIFY(text.startsWith(u"meeple1:"));
        QVERIFY(!text.contains(u'\n'));
        // The same text as `meeplelab-cli pack` of the saved board.
        FileError error;
        QCOMPARE(text.toLatin1(), packBoard(*BoardFile::parse(copied, &error)));

        QVERIFY(m_window->openFile(m_open));
        QAction *paste = mltest::action(m_window.get(), "actionPasteBoard");
        QCOMPARE(paste->shortcut(), QKeySequence(u"Ctrl+Shift+V"_s));
        paste->trigger();
        QVERIFY(!pasteError());
        QCOMPARE(m_window->document()->serialize(), copied);
        QVERIFY(m_window->document()->fileName().isEmpty());
        QVERIFY(m_window->document()->isModified());
        QCOMPARE(mltest::fileBytes(m_open), mltest::fileBytes(u":/examples/welcome.meeple"_s));
    }

    // Plain board JSON on the clipboard opens too, as does a packed text dropped on the window.
    void pasteJsonAndDropText()
    {
        const QByteArray json = mltest::fileBytes(u":/examples/hs-hills-1.meeple"_s);
        QApplication::clipboard()->setText(QString::fromUtf8(json));
        mltest::action(m_window.get(), "actionPasteBoard")->trigger();
        QVERIFY(!pasteError());
        QCOMPARE(m_window->document()->serialize(), savedForm(json));

        QVERIFY(m_window->openFile(m_open));
        FileError error;
        const QByteArray other = mltest::fileBytes(u":/examples/gc-end-rule.meeple"_s);
        QMimeData mime;
        // As a browser gives a selected post: the line with spaces and a line break around it.
        mime.setText(u"  "_s + QString::fromLatin1(packBoard(*BoardFile::parse(other, &error))) +
                     u"\n"_s);
        const QPoint middle = m_window->rect().center();
        QDragEnterEvent enter(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(middle), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &drop);
        QVERIFY(!pasteError());
        QCOMPARE(m_window->document()->serialize(), savedForm(other));
        QVERIFY(m_window->document()->fileName().isEmpty());
    }

    // A bad or cut text: a message that says why, and the open board as it was, without even
    // a question about saving it.
    void badTextSaysWhy_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        FileError error;
        const QString good = QString::fromLatin1(packBoard(
            *BoardFile::parse(mltest::fileBytes(u":/examples/welcome.meeple"_s), &error)));
        QTest::newRow("cut short") << good.left(good.size() / 2 / 4 * 4) << u"cut short"_s;
        QTest::newRow("bad character")
            << good.left(20) + u"*"_s + good.mid(21) << u"The character '*' at position 13"_s;
        QTest::newRow("not a board") << u"hello"_s << u"starts with \"meeple1:\""_s;
        QTest::newRow("JSON that is no board")
            << u"{\"format\": \"meeplelab-board\", \"version\": 1, \"tiles\": 3}"_s << u"tiles"_s;
        QTest::newRow("newer") << u"meeple7:"_s + good.mid(8) << u"newer version"_s;
    }
    void badTextSaysWhy()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        QApplication::clipboard()->setText(text);
        mltest::action(m_window.get(), "actionPasteBoard")->trigger();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = pasteError()) != nullptr);
        QVERIFY(box->isVisible());
        QCOMPARE(box->text(), u"The text is not a board Meeple Lab can open."_s);
        QVERIFY2((box->informativeText()).contains(reason), qPrintable(box->informativeText()));
        verifyUntouched();
    }

    // With unsaved changes, pasting asks first; Cancel keeps the board and its changes.
    void pasteAsksAboutUnsavedChanges()
    {
        AnnotationText caption;
        caption.all = u"a change"_s;
        QVERIFY(m_window->document()->setCaption(caption));
        QVERIFY(m_window->document()->isModified());
        const QByteArray changed = m_window->document()->serialize();
        QApplication::clipboard()->setText(
            QString::fromUtf8(mltest::fileBytes(u":/examples/hs-hills-1.meeple"_s)));
        m_answerer.expect<QMessageBox>(
            [](QMessageBox *box) { box->button(QMessageBox::Cancel)->click(); });
        mltest::action(m_window.get(), "actionPasteBoard")->trigger();
        QVERIFY2(m_answerer.wait(), qPrintable(m_answerer.failure()));
        QCOMPARE(m_window->document()->serialize(), changed);
        QCOMPARE(m_window->document()->fileName(), m_open);
        QVERIFY(m_window->document()->isModified());
    }
};

QTEST_MAIN(TestGuiBoardText)
#include "tst_gui_boardtext.moc"
